import Foundation
import Testing

@testable import Engine

private func diff(_ old: String, _ new: String, context: Int = 3) -> String {
    LineDiff(old: Array(old.utf8), new: Array(new.utf8)).unified(
        oldName: "a/pl.json", newName: "b/pl.json", context: context)
}

@Suite struct LineDiffTests {
    static let tenLines = (1...10).map { "line \($0)\n" }.joined()

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let new = Self.tenLines.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            diff(Self.tenLines, new) == """
                --- a/pl.json
                +++ b/pl.json
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
        let counts = LineDiff(old: Array(Self.tenLines.utf8), new: Array(new.utf8))
        #expect(counts.removedCount == 1)
        #expect(counts.addedCount == 1)
    }

    @Test func identicalFilesHaveNoDiff() {
        #expect(diff(Self.tenLines, Self.tenLines) == "")
        #expect(LineDiff(old: [], new: []).hunks().isEmpty)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesMerge() {
        let twenty = (1...20).map { "l\($0)\n" }.joined()
        let far = twenty.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l18\n", with: "L18\n")
        #expect(
            diff(twenty, far) == """
                --- a/pl.json
                +++ b/pl.json
                @@ -1,5 +1,5 @@
                 l1
                -l2
                +L2
                 l3
                 l4
                 l5
                @@ -15,6 +15,6 @@
                 l15
                 l16
                 l17
                -l18
                +L18
                 l19
                 l20

                """)
        let near = twenty.replacingOccurrences(of: "l5\n", with: "L5\n").replacingOccurrences(
            of: "l11\n", with: "L11\n")
        #expect(LineDiff(old: Array(twenty.utf8), new: Array(near.utf8)).hunks().count == 1)
    }

    @Test func insertionsAndRemovalsCountLinesLikeDiff() {
        let added = Self.tenLines.replacingOccurrences(of: "line 10\n", with: "line 10\nline 11\n")
        #expect(diff(Self.tenLines, added).contains("@@ -8,3 +8,4 @@\n line 8\n line 9\n line 10\n+line 11\n"))
        #expect(diff("", "a\nb\n") == "--- a/pl.json\n+++ b/pl.json\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff("a\n", "") == "--- a/pl.json\n+++ b/pl.json\n@@ -1 +0,0 @@\n-a\n")
        let removed = "a\nb\nc\n"
        #expect(diff(removed, "a\nc\n") == "--- a/pl.json\n+++ b/pl.json\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
    }

    @Test func marksAMissingFinalNewline() {
        #expect(
            diff("{\"a\":\"x\"}", "{\"a\":\"y\"}") == """
                --- a/pl.json
                +++ b/pl.json
                @@ -1 +1 @@
                -{"a":"x"}
                \\ No newline at end of file
                +{"a":"y"}
                \\ No newline at end of file

                """)
        #expect(
            diff("a\nb", "a\nb\n")
                == "--- a/pl.json\n+++ b/pl.json\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test func keepsCRLFInsideLines() {
        #expect(diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/pl.json\n+++ b/pl.json\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test func findsAMinimalScriptInTheMiddle() {
        let old = "a\nb\nc\nd\ne\nf\n"
        let new = "a\nc\nd\nX\ne\nf\nY\n"
        let result = LineDiff(old: Array(old.utf8), new: Array(new.utf8))
        #expect(result.removedCount == 1)
        #expect(result.addedCount == 2)
        #expect(
            result.steps == [
                .same(old: 0, new: 0), .removed(old: 1), .same(old: 2, new: 1), .same(old: 3, new: 2),
                .added(new: 3), .same(old: 4, new: 4), .same(old: 5, new: 5), .added(new: 6),
            ])
    }

    @Test func aHugeSingleLineIsOneChangedLine() {
        let line = "{\"a\":\"" + String(repeating: "ż", count: 150_000) + "\",\"b\":\"x\"}"
        let old = Array(line.utf8)
        let new = Array(line.replacingOccurrences(of: "\"x\"", with: "\"y\"").utf8)
        let result = LineDiff(old: old, new: new)
        #expect(result.removedCount == 1)
        #expect(result.addedCount == 1)
    }

    @Test func manyDifferencesFallBackToOneBlockThatIsStillCorrect() {
        let old = (0..<3000).map { "old \($0)\n" }.joined()
        let new = (0..<3000).map { "new \($0)\n" }.joined()
        let result = LineDiff(old: Array(old.utf8), new: Array(new.utf8))
        #expect(result.removedCount == 3000)
        #expect(result.addedCount == 3000)
    }
}
