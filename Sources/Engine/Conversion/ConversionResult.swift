/// A project converted to another format: the files to write and the report (`Conversion`).
public struct ConversionResult: Sendable {
    /// The files by path in the output folder, in the order written: the language files, then `glossa.json`
    /// and the state sidecar when the target needs them.
    public var files: [(path: String, bytes: [UInt8])]
    /// What was written and what was lost.
    public var report: ConversionReport
    /// The language of the converted files that holds the source language's texts: `base`, or the source
    /// language's tag where the target keeps those texts as a translation (gettext's `en.po`).
    public var sourceLanguage: FileLanguage

    /// A result.
    public init(
        files: [(path: String, bytes: [UInt8])], report: ConversionReport, sourceLanguage: FileLanguage = .base
    ) {
        self.files = files
        self.report = report
        self.sourceLanguage = sourceLanguage
    }

    /// The bytes of the file at `path`, if the conversion writes one.
    public func bytes(of path: String) -> [UInt8]? { files.first { $0.path == path }?.bytes }

    /// The converted files as contents by path, to load as a `Project`.
    public var contents: [String: [UInt8]] {
        Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
    }
}
