import Foundation

/// Where a `Localizer` keeps the language the user chose: nowhere but memory, or a small settings file the
/// app names.
///
/// The file holds the tag and a line break (`de-AT`), nothing else, so that it can be read and written by
/// hand or by a shell script; it is written atomically (`AtomicFile`) and removed by `reset()`.
public enum LanguageChoiceStore: Sendable, Equatable {
    /// The choice lasts as long as the `Localizer`.
    case memory
    /// The choice is kept in the file at this path (its folder must exist).
    case file(String)

    /// The saved choice: `nil` when there is none, or when the file is missing, empty or not a language tag.
    func load() -> LanguageTag? {
        guard case .file(let path) = self, let bytes = try? AtomicFile.readBytes(path).bytes else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return LanguageTag(text)
    }

    /// Saves a choice (`nil`: forgets it).
    func save(_ language: LanguageTag?) throws(LocalizerError) {
        guard case .file(let path) = self else { return }
        if let language {
            do {
                try AtomicFile.write(Array((language.description + "\n").utf8), to: path)
            } catch {
                throw .cannotSaveChoice(error)
            }
        } else if unlink(path) != 0 && errno != ENOENT {
            let code = errno
            let reason: FileAccessError.Reason =
                code == EACCES || code == EPERM
                ? .permissionDenied
                : .system(call: "unlink", code: code, message: String(cString: strerror(code)))
            throw .cannotSaveChoice(FileAccessError(path: path, operation: .write, reason: reason))
        }
    }
}
