import Foundation

extension ProjectLayout {
    /// Lists a folder and classifies its entries (`init(names:)`): the one discovery that the loader and
    /// every command use.
    ///
    /// Entries are classified by name; what they are on disk (a folder, a FIFO) is for the reader to find.
    ///
    /// - Throws: `ProjectLoadError.unreadable` when the folder cannot be listed (a missing folder included:
    ///   a caller that says "no such folder" checks that first, as `Project.load` does).
    public static func discover(in directory: String) throws(ProjectLoadError) -> ProjectLayout {
        do {
            return ProjectLayout(names: try FileManager.default.contentsOfDirectory(atPath: directory))
        } catch {
            throw .unreadable(directory, reason: (error as NSError).localizedDescription)
        }
    }
}
