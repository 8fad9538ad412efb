import Foundation
import Testing

@testable import Engine

/// Edits of `.stringsdict` files through the format: the expected bytes of each, in the file's own style
/// (tabs or two spaces, `<string/>`), and what the format refuses.
@Suite struct StringsDictEditingTests {
    private let format = StringsDictFormat()
    private let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())

    /// The tab-indented file of the reading tests with one plural key.
    private var tabbed: LanguageFile {
        StringsDictReadingTests.file(
            StringsDictReadingTests.plural(
                "files", format: "%#@n@ here", [("one", "%d file"), ("other", "%d files")]))
    }

    /// A two-space file whose root `<dict>` is indented, with an empty string written `<string/>`.
    private let spaced = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@n@</string>
              <key>n</key>
              <dict>
                <key>one</key>
                <string/>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>other</key>
                <string>%d plików</string>
              </dict>
            </dict>
          </dict>
        </plist>
        """

    private func spacedFile(locale: String = "pl") -> LanguageFile {
        LanguageFile(
            stringsDictFileName: "pl.lproj/Localizable.stringsdict", language: .tag(LanguageTag(locale)!),
            bytes: Array(spaced.utf8), rules: try! PluralRules(locale: locale))
    }

    /// The lines of `edit` that differ from `file`'s, as a diff: `-old` and `+new` lines.
    private func diff(_ file: LanguageFile, _ edit: FileEdit) -> [String] {
        let diff = LineDiff(old: file.bytes, new: edit.bytes)
        func line(_ bytes: [UInt8], _ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        return diff.steps.compactMap { step in
            switch step {
            case .removed(let old): return "-" + line(diff.old, diff.oldLines[old])
            case .added(let new): return "+" + line(diff.new, diff.newLines[new])
            case .same: return nil
            }
        }
    }

    private func reread(_ file: LanguageFile, _ edit: FileEdit) -> LanguageFile {
        format.reread(file.fileName, bytes: edit.bytes, languages: [file.language], context: context)[0]
    }

    @Test func settingAFormReplacesItsStringAndEncodesEntities() throws {
        let edit = try format.setting(
            "%d files & <more> here", at: EntryAddress(key: "files", selector: "other"), in: tabbed, force: false)
        #expect(
            diff(tabbed, edit) == [
                "-\t\t\t<string>%d files</string>", "+\t\t\t<string>%d files &amp; &lt;more&gt;</string>",
            ])
        #expect(
            edit.change.formatted(fileName: "x")
                == #"x:18: "files" › other: "%d files here" → "%d files & <more> here""#)
        #expect(StringsDictReadingTests.variants(reread(tabbed, edit), "files").last?.1 == "%d files & <more> here")
    }

    @Test func aTextOutsideTheVariableIsRefused() {
        #expect(throws: EditError.self) {
            try format.setting(
                "%d files there", at: EntryAddress(key: "files", selector: "other"), in: tabbed, force: false)
        }
        do {
            _ = try format.setting("x", at: EntryAddress(key: "files", selector: "other"), in: tabbed, force: true)
        } catch {
            #expect(error.description.contains("keep the text around it"))
        }
    }

    @Test func aNewFormGoesInCLDROrderAtItsSiblingsIndentation() throws {
        let file = spacedFile()
        let few = try format.setting(
            "%d pliki", at: EntryAddress(key: "files", selector: "few"), in: file, force: false)
        #expect(diff(file, few) == ["+        <key>few</key>", "+        <string>%d pliki</string>"])
        #expect(few.text.contains("<string>NSStringPluralRuleType</string>\n        <key>few</key>\n"))
        let many = try format.setting(
            "%d plików", at: EntryAddress(key: "files", selector: "many"), in: reread(file, few), force: false)
        #expect(
            many.text.contains(
                "<key>few</key>\n        <string>%d pliki</string>\n        <key>many</key>\n        <string>%d plików</string>\n        <key>other</key>"
            ))
        let zero = try format.setting("", at: EntryAddress(key: "files", selector: "zero"), in: file, force: false)
        #expect(diff(file, zero) == ["+        <key>zero</key>", "+        <string/>"])
        #expect(zero.text.contains("<dict>\n        <key>zero</key>\n        <string/>\n        <key>one</key>"))
    }

    @Test func settingASelfClosingStringWritesItOpen() throws {
        let file = spacedFile()
        let edit = try format.setting(
            "%d plik", at: EntryAddress(key: "files", selector: "one"), in: file, force: false)
        #expect(diff(file, edit) == ["-        <string/>", "+        <string>%d plik</string>"])
    }

    @Test func removingAFormAKeyAndRenaming() throws {
        let file = spacedFile()
        let form = try format.removing(EntryAddress(key: "files", selector: "one"), from: file)
        #expect(diff(file, form) == ["-        <key>one</key>", "-        <string/>"])
        #expect(throws: EditError.self) {
            try format.removing(EntryAddress(key: "files", selector: "other"), from: reread(file, form))
        }
        let key = try format.removing(EntryAddress(key: "files"), from: file)
        #expect(
            key.text
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n  <dict>\n  </dict>\n</plist>")
        let renamed = try format.renamingKey("files", to: "files & folders", in: file)
        #expect(diff(file, renamed) == ["-    <key>files</key>", "+    <key>files &amp; folders</key>"])
        #expect(reread(file, renamed).entries.map(\.key) == ["files & folders"])
    }

    @Test func aNewKeyIsAPluralEntryInTheFilesStyle() throws {
        let file = spacedFile()
        let edit = try format.setting(
            "%ld folders", at: EntryAddress(key: "folders", selector: "other"), in: file, force: false)
        #expect(
            diff(file, edit) == [
                "+    <key>folders</key>",
                "+    <dict>",
                "+      <key>NSStringLocalizedFormatKey</key>",
                "+      <string>%#@count@</string>",
                "+      <key>count</key>",
                "+      <dict>",
                "+        <key>NSStringFormatSpecTypeKey</key>",
                "+        <string>NSStringPluralRuleType</string>",
                "+        <key>NSStringFormatValueTypeKey</key>",
                "+        <string>ld</string>",
                "+        <key>other</key>",
                "+        <string>%ld folders</string>",
                "+      </dict>",
                "+    </dict>",
            ])
        let text = try format.setting("Hello", at: EntryAddress(key: "hello"), in: file, force: false)
        #expect(
            text.text.contains(
                "    <key>hello</key>\n    <dict>\n      <key>NSStringLocalizedFormatKey</key>\n      <string>Hello</string>\n    </dict>\n  </dict>"
            ))
        let width = try format.setting("Go", at: EntryAddress(key: "go", width: 20), in: file, force: false)
        #expect(
            width.text.contains(
                "<key>NSStringVariableWidthRuleType</key>\n      <dict>\n        <key>20</key>\n        <string>Go</string>\n      </dict>"
            ))
        let wider = try format.setting(
            "Go on", at: EntryAddress(key: "go", width: 50), in: reread(file, width), force: false)
        let narrow = try format.setting(
            "G", at: EntryAddress(key: "go", width: 5), in: reread(file, wider), force: false)
        guard case .widths(let widths)? = reread(file, narrow).entries.last?.value else {
            Issue.record("no widths")
            return
        }
        #expect(widths.variations.map(\.width) == [5, 20, 50])
    }

    @Test func shapeChangesNeedForceAndPluralizingWritesEveryCategory() throws {
        let file = StringsDictReadingTests.file(
            "\t<key>hi</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%d hi</string>\n\t</dict>\n"
        )
        #expect(throws: EditError.needsForce(#""hi" › one"#, change: "turn its text into plural forms")) {
            try format.setting("x", at: EntryAddress(key: "hi", selector: "one"), in: file, force: false)
        }
        let plural = try format.pluralizing("hi", categories: [.one, .other], in: file, context: context)
        #expect(
            StringsDictReadingTests.variants(reread(file, plural), "hi").map { "\($0.0)=\($0.1)" } == [
                "one=%d hi", "other=%d hi",
            ])
        #expect(
            plural.text.contains(
                "\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@count@</string>\n\t\t<key>count</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>"
            ))
        let back = try format.setting("plain", at: EntryAddress(key: "hi"), in: reread(file, plural), force: true)
        #expect(back.text == file.text.replacingOccurrences(of: "%d hi", with: "plain"))
    }

    @Test func whatAStringsdictCannotHoldIsRefused() {
        let refusals: [(EntryAddress, String)] = [
            (EntryAddress(key: "files", selector: "ie:x=0"), "cannot hold the selector 'ie:x=0'"),
            (EntryAddress(key: "files", selector: "one", width: 20), "cannot hold width variations inside a form"),
            (EntryAddress(key: "files", selector: "more"), "cannot hold the selector 'more'"),
            (EntryAddress(key: "new", selector: "iphone"), "cannot hold the selector 'iphone'"),
        ]
        for (address, message) in refusals {
            do {
                _ = try format.setting("x", at: address, in: tabbed, force: true)
                Issue.record("\(address) was not refused")
            } catch {
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }

    @Test func severalVariablesAreEditedByVariableDotForm() throws {
        let bytes = try StringsDictReadingTests.fixture("project/Base.lproj/Localizable.stringsdict")
        let file = LanguageFile(
            stringsDictFileName: "Base.lproj/Localizable.stringsdict", language: .base, bytes: bytes,
            rules: try PluralRules(locale: "en"))
        let album = try format.setting(
            "%#@photos@ in one album", at: EntryAddress(key: "photos.and.albums", selector: "albums.one"), in: file,
            force: false)
        #expect(diff(file, album) == ["-\t\t\t<string>%d album</string>", "+\t\t\t<string>one album</string>"])
        let photo = try format.setting(
            "A photo in %#@albums@", at: EntryAddress(key: "photos.and.albums", selector: "one"), in: file, force: false
        )
        #expect(diff(file, photo) == ["-\t\t\t<string>%d photo</string>", "+\t\t\t<string>A photo</string>"])
    }

    @Test func aNewLanguagesFileTakesTheModelsHeaderAndIndentation() throws {
        let model = spacedFile()
        let layout = FormatLayout(format: .stringsdict, files: [])
        let created = try format.creatingFile(
            for: .tag(LanguageTag("ru")!), setting: "%d файлов", at: EntryAddress(key: "files", selector: "many"),
            like: model, layout: layout)
        #expect(created?.path == "ru.lproj/Localizable.stringsdict")
        #expect(
            created?.result.text.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n  <dict>\n    <key>files</key>\n    <dict>\n      <key>NSStringLocalizedFormatKey</key>"
            ) == true)
        #expect(
            created?.result.text.hasSuffix(
                "        <string>%d файлов</string>\n      </dict>\n    </dict>\n  </dict>\n</plist>") == true)
        let bare = try format.creatingFile(
            for: .base, setting: "Hi", at: EntryAddress(key: "hi"), like: nil, layout: layout)
        #expect(bare?.path == "Base.lproj/Localizable.stringsdict")
        #expect(
            bare?.result.text.contains("<dict>\n\t<key>hi</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>")
                == true)
    }

    @Test func aCRLFFileGetsCRLFLinesAndKeepsTheRest() throws {
        let text = StringsDictReadingTests.plist(
            StringsDictReadingTests.plural("files", format: "%#@n@", [("other", "%d files")])
        ).replacingOccurrences(of: "\n", with: "\r\n")
        let file = LanguageFile(
            stringsDictFileName: "Base.lproj/Localizable.stringsdict", language: .base, bytes: Array(text.utf8),
            rules: try PluralRules(locale: "en"))
        let edit = try format.setting(
            "%d file", at: EntryAddress(key: "files", selector: "one"), in: file, force: false)
        #expect(
            edit.text
                == text.replacingOccurrences(
                    of: "\t\t\t<key>other</key>",
                    with: "\t\t\t<key>one</key>\r\n\t\t\t<string>%d file</string>\r\n\t\t\t<key>other</key>"))
    }

    @Test func aVariableUsedTwiceIsEditedInBothPlaces() throws {
        let file = StringsDictReadingTests.file(
            StringsDictReadingTests.plural("twice", format: "%#@n@ or %#@n@", [("other", "%d")]))
        #expect(StringsDictReadingTests.variants(file, "twice").first?.1 == "%d or %d")
        let edit = try format.setting(
            "%d items or %d items", at: EntryAddress(key: "twice", selector: "other"), in: file, force: false)
        #expect(diff(file, edit) == ["-\t\t\t<string>%d</string>", "+\t\t\t<string>%d items</string>"])
        #expect(throws: EditError.self) {
            try format.setting(
                "%d items or %d", at: EntryAddress(key: "twice", selector: "other"), in: file, force: false)
        }
    }
}

extension LanguageFile {
    /// The bytes as text, for tests.
    fileprivate var text: String { String(decoding: bytes, as: UTF8.self) }
}
