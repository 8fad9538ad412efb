import Foundation

@testable import Engine

/// The repository's folder.
let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The sample project, loaded.
func sampleProject() throws -> Project {
    try Project.load(directory: repositoryFolder.appendingPathComponent("sample-project").path)
}

/// The sample project converted to every format, once for all the tests (in parallel: a catalog, which
/// holds every language in one file, is read back after each write).
private let sampleConversions: [FormatName: ConversionResult] = {
    guard let project = try? sampleProject() else { return [:] }
    let formats = FormatName.allCases
    let results = ConcurrentWork.map(formats.count) { try? Conversion.converting(project, to: formats[$0]) }
    return Dictionary(
        uniqueKeysWithValues: zip(formats, results).compactMap { format, result in
            result.map { (format, $0) }
        })
}()

/// The sample project converted to `target`.
func sampleConversion(to target: FormatName) throws -> ConversionResult {
    guard let result = sampleConversions[target] else { throw ConversionError.noTranslations }
    return result
}

/// The Swifternalization fixture projects (every folder of Fixtures/Swifternalization with a base.json whose
/// files all parse).
func swifternalizationFixtures() throws -> [(name: String, project: Project)] {
    let folder = repositoryFolder.appendingPathComponent("Tests/EngineTests/Fixtures/Swifternalization")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { name in
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path + "/base.json") else { return nil }
        let project = try Project.load(directory: path)
        return project.files.contains { $0.syntaxError != nil } ? nil : (name, project)
    }
}

/// What a lookup is tried with in round trips: no number, whole numbers of every CLDR category of the
/// sample's languages, decimals, negative numbers, and texts for `exp:` and text matches.
let roundTripInputs: [String?] = [
    nil, "0", "1", "2", "3", "4", "5", "7", "11", "12", "21", "22", "25", "100", "101", "111", "1000", "1000000",
    "0.5", "1.5", "-1", "-3", "jpg", "mov", "none",
]

/// The keys and languages of `original` whose resolved values differ in `converted` for `roundTripInputs`,
/// among those `isCompared` accepts; and how many were compared. Languages are looked up by tag (`base` by
/// the source language's tag), so a source language kept in another file (gettext's `en.po`) still counts.
func differences(
    _ original: Project, _ converted: Project, isCompared: (String, FileLanguage) -> Bool
) -> (differences: [String], compared: Int) {
    var found: [String] = []
    var compared = 0
    for file in original.files {
        let tag = file.language.tag?.description ?? original.settings.baseLanguage.description
        for entry in file.entries where isCompared(entry.key, file.language) {
            compared += 1
            // Without a number, an entry without `other` answers its first variant, and the target may order
            // them otherwise (Xcode sorts plural forms): compared with numbers only.
            let hasOther: Bool
            if case .variants(let variants) = entry.value {
                hasOther = variants.contains { file.selectorText($0) == "other" }
            } else {
                hasOther = true
            }
            for input in roundTripInputs where input != nil || hasOther {
                let before = original.resolve(entry.key, language: tag, number: input).value
                let after = converted.resolve(entry.key, language: tag, number: input).value
                if before != after {
                    found.append("\(tag) \(entry.key) \(input ?? "-"): \(before) ≠ \(after)")
                }
            }
        }
    }
    return (found, compared)
}

/// The path of `python3`, or `nil` when the machine has none (the tests that need it then check nothing).
let python3: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs `python3 -c script arguments…`; its standard output, or `nil` when it fails.
func runPython(_ python: String, _ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Writes files into a new temporary folder; its path.
func writeTemporaryFolder(_ files: [(path: String, bytes: [UInt8])]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-convert-\(UUID().uuidString)")
    for (path, bytes) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    return folder.path
}
