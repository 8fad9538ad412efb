/// One text to set in a project: the language, the place of the string (`EntryAddress`) and its new text.
public struct TextChange: Sendable, Hashable {
    /// The language whose string changes.
    public var language: FileLanguage
    /// The key, and the variant and width that lead to the string.
    public var address: EntryAddress
    /// The new text.
    public var text: String

    /// A change of the string at `address` in `language` to `text`.
    public init(language: FileLanguage, address: EntryAddress, text: String) {
        self.language = language
        self.address = address
        self.text = text
    }
}

/// What setting several texts at once gives (`Project.settingTexts(_:)`): the new bytes of each file that
/// changed, and the changes that were not made, with the reason.
public struct TextChanges: Sendable {
    /// Why a change was not made.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The format refused it (what it cannot hold, a change of the value's shape, a file that does not
        /// parse).
        case refused(EditError)
        /// The language has no file for the key yet (a part of the language that was never started).
        case noFile(FileLanguage)

        /// The reason, worded for a translator.
        public var description: String {
            switch self {
            case .refused(let error): return error.description
            case .noFile(let language): return "\(language) has no file for this key yet"
            }
        }
    }

    /// The new bytes of each changed file, by its index in `Project.files`; a file that holds several languages
    /// (a catalog) is listed once.
    public var replacements: [(index: Int, bytes: [UInt8])]
    /// The changes that were not made, in the order given.
    public var refused: [(change: TextChange, reason: Refusal)]
    /// How many changes were made (a change to the text a string already has counts: it is where asked).
    public var madeCount: Int
}

extension Project {
    /// Sets several texts as one edit: each through the format of the file that holds it, exactly as one
    /// `TranslationFormat.setting` would (a minimal splice in the file's own style), the changes of one file
    /// made one after the other on the bytes the previous one left. Languages that share a file (a catalog)
    /// see each other's changes. Nothing is forced: a change that would alter a value's shape is refused, as is
    /// one in a language that has no file for the key yet. The project itself is unchanged; `replaceFiles`
    /// puts the result in.
    ///
    /// - Complexity: one `setting` and one reading of the edited part of the file per change (Swifternalization
    ///   reads only the edited entry again; other formats the whole file).
    public func settingTexts(_ changes: [TextChange]) -> TextChanges {
        var working = files
        var refused: [(change: TextChange, reason: TextChanges.Refusal)] = []
        var made = 0
        for change in changes {
            guard case .file(let index) = editTarget(forKey: change.address.key, in: change.language) else {
                refused.append((change, .noFile(change.language)))
                continue
            }
            let file = working[index]
            let edit: FileEdit
            do throws(EditError) {
                edit = try file.format.format.setting(change.text, at: change.address, in: file, force: false)
            } catch {
                refused.append((change, .refused(error)))
                continue
            }
            made += 1
            guard edit.changesFile else { continue }
            let siblings = working.indices.filter { working[$0].fileName == file.fileName }
            let read = Self.reread(siblings.map { working[$0] }, bytes: edit.bytes, context: formatContext)
            for sibling in siblings {
                guard var file = read.first(where: { $0.language == working[sibling].language }) else { continue }
                file.part = working[sibling].part
                working[sibling] = file
            }
        }
        var replacements: [(index: Int, bytes: [UInt8])] = []
        var names: Set<String> = []
        for index in files.indices where working[index].bytes != files[index].bytes {
            if names.insert(files[index].fileName).inserted { replacements.append((index, working[index].bytes)) }
        }
        return TextChanges(replacements: replacements, refused: refused, madeCount: made)
    }

    /// The language files of one file read again from its new bytes: only the changed part where the format
    /// can (as `replaceFiles` does).
    private static func reread(_ old: [LanguageFile], bytes: [UInt8], context: FormatContext) -> [LanguageFile] {
        let format = old[0].format.format
        guard let (replaced, count) = ByteSearch.difference(old[0].bytes, bytes) else { return old }
        return format.reread(old, bytes: bytes, replaced: replaced, count: count, context: context)
    }
}
