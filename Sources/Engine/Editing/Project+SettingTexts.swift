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
    /// The changes that were not made, with their reason: those without a file first, then file by file.
    public var refused: [(change: TextChange, reason: Refusal)]
    /// How many changes were made (a change to the text a string already has counts: it is where asked).
    public var madeCount: Int
}

extension Project {
    /// Sets several texts as one edit: each through the format of the file that holds it, exactly as one
    /// `TranslationFormat.setting` would (a minimal splice in the file's own style). Nothing is forced: a change
    /// that would alter a value's shape is refused, as is one in a language that has no file for the key yet. The
    /// project itself is unchanged; `replaceFiles` puts the result in.
    ///
    /// The changes of one file are each made on the file as it is, and their splices put together when no two
    /// touch (different strings: what a search and replace changes); otherwise they are made one after the other,
    /// each on the bytes the previous one left, the file read again between (keys added at its end). Languages
    /// that share a file (a catalog) are one file here.
    ///
    /// - Complexity: one `splice` per change (for Swifternalization the size of its entry; for other formats a
    ///   `setting` of the file); with splices that touch, one reading of the edited part of the file per change too
    ///   (Swifternalization reads only the edited entry again; other formats the whole file).
    public func settingTexts(_ changes: [TextChange]) -> TextChanges {
        var refused: [(change: TextChange, reason: TextChanges.Refusal)] = []
        var made = 0
        // The changes by file, in the order their files first come.
        var order: [String] = []
        var byFile: [String: [(index: Int, change: TextChange)]] = [:]
        for change in changes {
            guard case .file(let index) = editTarget(forKey: change.address.key, in: change.language) else {
                refused.append((change, .noFile(change.language)))
                continue
            }
            let name = files[index].fileName
            if byFile[name] == nil { order.append(name) }
            byFile[name, default: []].append((index, change))
        }
        var replacements: [(index: Int, bytes: [UInt8])] = []
        for name in order {
            let fileChanges = byFile[name]!
            let result = spliced(fileChanges) ?? oneAfterAnother(fileChanges)
            refused += result.refused
            made += result.made
            let index = fileChanges[0].index
            if result.bytes != files[index].bytes { replacements.append((index, result.bytes)) }
        }
        return TextChanges(replacements: replacements, refused: refused, madeCount: made)
    }

    /// The changes of one file, each made on the file as it is and their splices put together; `nil` when two of
    /// them touch.
    private func spliced(_ changes: [(index: Int, change: TextChange)]) -> (
        bytes: [UInt8], refused: [(change: TextChange, reason: TextChanges.Refusal)], made: Int
    )? {
        let old = files[changes[0].index].bytes
        var refused: [(change: TextChange, reason: TextChanges.Refusal)] = []
        // Each change as a splice of the file (`TranslationFormat.splice`): a Swifternalization entry is edited
        // alone, not in a copy of the whole file (thousands of changes to files of megabytes in a large project).
        var splices: [ByteSplice] = []
        for (index, change) in changes {
            let file = files[index]
            do throws(EditError) {
                // The entry from the project's index: looking for it in a file of 100,000 keys, for each of tens of
                // thousands of changes, took most of a search and replace's time.
                let entry = keyID(change.address.key).flatMap { entryIndex(keyID: $0, file: index) }
                guard
                    let splice = try file.format.format.splice(
                        setting: change.text, at: change.address, in: file, entry: entry)
                else { continue }
                splices.append(splice)
            } catch {
                refused.append((change, .refused(error)))
            }
        }
        splices.sort { $0.replaced.lowerBound < $1.replaced.lowerBound }
        for (first, second) in zip(splices, splices.dropFirst())
        where first.replaced.upperBound >= second.replaced.lowerBound {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(old.count + splices.reduce(0) { $0 + $1.bytes.count - $1.replaced.count })
        var next = 0
        for splice in splices {
            bytes += old[next..<splice.replaced.lowerBound]
            bytes += splice.bytes
            next = splice.replaced.upperBound
        }
        bytes += old[next...]
        return (bytes, refused, changes.count - refused.count)
    }

    /// The changes of one file made one after the other, each on the bytes the previous one left, the file (with
    /// the languages it holds) read again between.
    private func oneAfterAnother(_ changes: [(index: Int, change: TextChange)]) -> (
        bytes: [UInt8], refused: [(change: TextChange, reason: TextChanges.Refusal)], made: Int
    ) {
        let name = files[changes[0].index].fileName
        let siblings = files.indices.filter { files[$0].fileName == name }
        var working = Dictionary(uniqueKeysWithValues: siblings.map { ($0, files[$0]) })
        var refused: [(change: TextChange, reason: TextChanges.Refusal)] = []
        var made = 0
        for (index, change) in changes {
            let file = working[index]!
            let edit: FileEdit
            do throws(EditError) {
                edit = try file.format.format.setting(change.text, at: change.address, in: file, force: false)
            } catch {
                refused.append((change, .refused(error)))
                continue
            }
            made += 1
            guard edit.changesFile else { continue }
            let read = Self.reread(siblings.map { working[$0]! }, bytes: edit.bytes, context: formatContext)
            for sibling in siblings {
                guard var file = read.first(where: { $0.language == working[sibling]!.language }) else { continue }
                file.part = working[sibling]!.part
                working[sibling] = file
            }
        }
        return (working[changes[0].index]!.bytes, refused, made)
    }

    /// The language files of one file read again from its new bytes: only the changed part where the format
    /// can (as `replaceFiles` does).
    private static func reread(_ old: [LanguageFile], bytes: [UInt8], context: FormatContext) -> [LanguageFile] {
        let format = old[0].format.format
        guard let (replaced, count) = ByteSearch.difference(old[0].bytes, bytes) else { return old }
        return format.reread(old, bytes: bytes, replaced: replaced, count: count, context: context)
    }
}
