import EditorCore
import Engine
import Foundation
import Testing

/// The editor at 80×24 in a real terminal, and a long Unicode filter in the key list's title.
extension EditorEndToEndTests {
    @Test func everyPaneIsUsableAt80x24() throws {
        let (session, project) = try open(width: 80, height: 24)
        defer { project.remove() }
        try session.sendLiteral("/photos.c")
        try session.waitFor("Keys 1/32")
        try session.send("Enter")
        try session.waitFor("Languages   Preview   Findings")
        // The number from the key list: the preview shows while it is typed.
        try session.sendLiteral("#21")
        try session.waitFor("NUMBER")
        try session.send("Enter")
        // Languages: the Arabic `many` row (which 21 selects), edited with a line break typed with Alt-Enter.
        try session.send("Tab")
        try session.waitFor("LANGUAGES")
        try session.waitFor("▸ many  %d صورة")
        for _ in 0..<7 { try session.send("j") }
        try session.send("Enter", "End")
        try session.send("M-Enter")
        try session.sendLiteral("x")
        try session.waitFor("%d صورة↵")
        try session.send("Enter")
        try session.waitFor("1 unsaved")
        // Preview: 21, and Arabic's plural table of six categories, whole.
        try session.send("Tab")
        try session.waitFor("PREVIEW")
        let preview = try session.waitFor("ru    21 фотография")
        for category in [
            "zero  0; 0.0", "one   1; 1.0", "two   2; 2.0", "few   3~10", "many  11~25", "other 100, 1000",
        ] {
            #expect(preview.contains(category), "\(category) in\n\(preview)")
        }
        #expect(preview.contains("ar    21 صورة↵x"), "the line break as ↵ in the one-line result")
        // Findings: the first finding's key.
        try session.send("Tab")
        try session.waitFor("FINDINGS")
        try session.waitFor("login.forgot-password: under Swift")
        try session.send("Enter")
        try session.waitFor("Keys 32")
        try session.waitFor("login.forgot-password")
        // Back to the key list, undo the edit, quit.
        try session.send("u")
        try session.waitFor("saved")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func aLongUnicodeFilterShowsExactlyItsTail() throws {
        // 120 columns: a 30-column key list, whose title leaves the filter 16 columns after ` Keys 0/32  /`.
        let (session, project) = try open(width: 120, height: 36)
        defer { project.remove() }
        let filter = "zażółć gęślą jaźń привет мир 東京都の写真 łódź"
        #expect(filter.count == 40)
        try session.send("/")
        try session.waitFor("FILTER")
        try session.sendLiteral(filter)
        try session.waitFor("Keys 0/32")
        // The tail that fits with the cursor after it: 15 columns, then the cursor's blank.
        let title = try session.waitFor(" Keys 0/32  /京都の写真 łódź  │")
        #expect(!title.contains("東京"), "nothing of the hidden head shows")
        try session.waitForCursor(x: 13 + DisplayWidth.of("京都の写真 łódź"), y: 1)
        try session.send("Home")
        try session.waitFor(" Keys 0/32  /zażółć gęślą jaź │")
        try session.send("Escape")
        try session.waitFor("Keys 32")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
