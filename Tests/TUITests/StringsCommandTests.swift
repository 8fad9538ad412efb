import Engine
import Foundation
import Testing

@testable import TUI

/// `set`, `rm` and `mv` on Apple `.strings` tables: Smartling's `KEY##{few}` forms written as the files write
/// them, a new language's `<tag>.lproj` folder created, what `.strings` cannot hold refused.
@Suite struct StringsCommandTests {
    @Test func setRenameRemoveAndCreateThroughTheFormat() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["en.lproj", "ru.lproj"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        }
        try folder.write(
            "en.lproj/Localizable.strings",
            Array("/* Apples */\n\"%d apples##{one}\" = \"%d apple\";\n\"%d apples##{other}\" = \"%d apples\";\n".utf8))
        try folder.write("ru.lproj/Localizable.strings", Array("\"%d apples##{one}\" = \"%d яблоко\";\n".utf8))

        let set = runGlossa([
            "set", folder.path, "--lang", "ru", "--key", "%d apples", "--selector", "many", "%d яблок",
        ])
        #expect(set.status == 0, "\(set.errors)")
        #expect(
            try folder.text("ru.lproj/Localizable.strings")
                == "\"%d apples##{one}\" = \"%d яблоко\";\n\"%d apples##{many}\" = \"%d яблок\";\n")

        let created = runGlossa([
            "set", folder.path, "--lang", "pl", "--key", "%d apples", "--selector", "few", "--create", "%d jabłka",
        ])
        #expect(created.status == 0, "\(created.errors)")
        #expect(try folder.text("pl.lproj/Localizable.strings") == "\"%d apples##{few}\" = \"%d jabłka\";\n")

        let moved = runGlossa(["mv", folder.path, "%d apples", "%d pears"])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(try folder.text("en.lproj/Localizable.strings").contains("\"%d pears##{other}\" = \"%d apples\";"))
        #expect(try folder.text("ru.lproj/Localizable.strings").hasPrefix("\"%d pears##{one}\""))

        let removed = runGlossa(["rm", folder.path, "--lang", "ru", "--key", "%d pears", "--selector", "many"])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(try folder.text("ru.lproj/Localizable.strings") == "\"%d pears##{one}\" = \"%d яблоко\";\n")

        let refused = runGlossa(["set", folder.path, "--lang", "ru", "--key", "x", "--width", "20", "y"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Apple .strings cannot hold width variations"))

        let project = try Project.load(directory: folder.path)
        #expect(project.format == .strings)
        #expect(project.resolve("%d pears", language: "pl", number: "3").value == "%d jabłka")
        #expect(project.resolve("%d pears", language: "ru", number: "5").value == "%d apples")
    }

    /// The built binary on VPN On's UTF-16 tables (MIT; the `Localizable` tables): `resolve` answers with `base`
    /// the `Base.lproj` text, `stats` and `validate` read every language, `fmt` says it formats JSON only and
    /// leaves the files alone.
    @Test func resolveStatsValidateAndFmtOnUTF16Tables() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EngineTests/Fixtures/AppleStrings/lexrus__VPNOn__strings-utf16").path
        for language in ["Base", "ar-SA", "ja", "ru", "zh-Hans"] {
            let path = "\(language).lproj/Localizable.strings"
            try FileManager.default.createDirectory(
                atPath: folder.path + "/\(language).lproj", withIntermediateDirectories: true)
            try folder.write(path, Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + path))))
        }
        let before = try folder.bytes("ru.lproj/Localizable.strings")
        let resolved = try runBinary(
            ["resolve", "--project", folder.path],
            input: #"{"lang":"ru","key":"Cancel"}"# + "\n" + #"{"lang":"base","key":"%d Domains","number":"2"}"# + "\n")
        #expect(resolved.status == 0, "\(resolved.err)")
        #expect(
            resolved.out.split(separator: "\n").map { $0.prefix { $0 != "," } }
                == [#"{"value":"Отменить""#, #"{"value":"%d Domains""#])
        let stats = try runBinary(["stats", folder.path])
        #expect(stats.status == 0)
        #expect(stats.out.contains("ru (Russian)              9/9"), "\(stats.out)")
        let validate = try runBinary(["validate", folder.path])
        #expect(validate.out.contains("ja.lproj/Localizable.strings:14:13: note:"), "\(validate.out)")
        let fmt = try runBinary(["fmt", folder.path])
        #expect(fmt.status == 0, "\(fmt.err)")
        #expect(fmt.out.hasPrefix("\(folder.path): Apple .strings files are not reformatted: "), "\(fmt.out)")
        #expect(try folder.bytes("ru.lproj/Localizable.strings") == before)
    }
}
