import Foundation
import Testing

/// The built `glossa` in a real terminal (tmux) on a copy of a `.stringsdict` project: a plural key previewed
/// at 21, a Polish form edited inside its format string, saved, and the file's diff checked.
@Suite(.serialized, .timeLimit(.minutes(2))) struct StringsDictEndToEndTests {
    @Test func aStringsdictPluralIsPreviewedEditedAndSaved() throws {
        let source = "Tests/EngineTests/Fixtures/StringsDict/project"
        let project = try TemporaryProject(copying: GlossaBinary.packageRoot + "/" + source)
        defer { project.remove() }
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: 120, height: 50)
        try session.waitFor("Apple .stringsdict · 3 languages")
        try session.sendLiteral("/files.count")
        try session.send("Enter")
        try session.sendLiteral("#21")
        try session.send("Enter")
        let screen = try session.waitFor("ru   21 файл в папке")
        #expect(screen.contains("pl   21 pliku w folderze"), "Polish 21 is many, which falls to other")
        #expect(screen.contains("base 21 files in the folder"))
        // Onto Polish `few` (base zero, one, other, pl one, few), then a new text around the same format string.
        try session.send("Tab", "j", "j", "j", "j", "Enter", "C-u")
        try session.sendLiteral("Pliki: %d w folderze")
        try session.send("Enter")
        try session.waitFor("few   Pliki: %d w folderze")
        try session.send("C-s")
        try session.waitFor("saved pl.lproj/Localizable.stringsdict")
        let path = "pl.lproj/Localizable.stringsdict"
        let original = try String(contentsOfFile: GlossaBinary.packageRoot + "/\(source)/\(path)", encoding: .utf8)
        let edited = try project.contents(of: path)
        let (before, after) = (original.components(separatedBy: "\n"), edited.components(separatedBy: "\n"))
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.map(\.1) == ["        <string>Pliki: %d</string>"])
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
