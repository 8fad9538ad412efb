#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line-by-line difference between two versions of a file, and its unified diff (`diff -u`).
///
/// Lines are compared as bytes, their line endings included (a CRLF → LF change is a change). The
/// common first and last lines are set aside first, so an edit of a few lines costs one linear pass
/// even in a 300 KB single-line file; the rest is compared with Myers' O((N+M)·D) algorithm, where D is
/// the number of changed lines. When D grows past a bound (files that differ almost everywhere), the
/// rest is reported as one block removed and one block added: still a correct diff, not a minimal one.
public struct LineDiff: Sendable {
    /// One step of the edit script, with 0-based line indices.
    public enum Step: Sendable, Equatable {
        /// Line `old` of the old file is line `new` of the new file.
        case same(old: Int, new: Int)
        /// Line `old` of the old file is gone.
        case removed(old: Int)
        /// Line `new` of the new file is new.
        case added(new: Int)
    }

    /// A group of changes with context lines around them.
    public struct Hunk: Sendable, Equatable {
        /// The 1-based first old line (the line before, 0 for the start of the file, when `oldCount` is 0).
        public var oldStart: Int
        /// How many old lines the hunk covers.
        public var oldCount: Int
        /// The 1-based first new line (the line before when `newCount` is 0).
        public var newStart: Int
        /// How many new lines the hunk covers.
        public var newCount: Int
        /// The steps of the hunk, context included.
        public var steps: [Step]
    }

    /// The old file's bytes.
    public let old: [UInt8]
    /// The new file's bytes.
    public let new: [UInt8]
    /// The byte ranges of the old file's lines, line endings included.
    public let oldLines: [Range<Int>]
    /// The byte ranges of the new file's lines, line endings included.
    public let newLines: [Range<Int>]
    /// The edit script: every line of both files, in order.
    public let steps: [Step]

    /// Compares two versions of a file.
    public init(old: [UInt8], new: [UInt8]) {
        self.old = old
        self.new = new
        oldLines = Self.lines(of: old)
        newLines = Self.lines(of: new)
        steps = Self.script(old: old, oldLines: oldLines, new: new, newLines: newLines)
    }

    /// The number of old lines removed (a changed line counts as removed and added).
    public var removedCount: Int { steps.reduce(0) { if case .removed = $1 { $0 + 1 } else { $0 } } }
    /// The number of new lines added.
    public var addedCount: Int { steps.reduce(0) { if case .added = $1 { $0 + 1 } else { $0 } } }
    /// Whether the files are identical.
    public var isEmpty: Bool { old == new }

    /// The changes grouped into hunks, each with up to `context` unchanged lines before and after;
    /// hunks closer than `2 × context` lines are merged, as `diff -u` does.
    public func hunks(context: Int = 3) -> [Hunk] {
        let changed = steps.indices.filter { if case .same = steps[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context)
            let high = min(steps.count - 1, index + context)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(high, last.upperBound)
            } else {
                ranges.append(low...high)
            }
        }
        return ranges.map { range in
            let slice = Array(steps[range])
            // Lines before the hunk: count the old and new lines of the steps that precede it.
            var oldBefore = 0
            var newBefore = 0
            for step in steps[..<range.lowerBound] {
                switch step {
                case .same:
                    oldBefore += 1
                    newBefore += 1
                case .removed: oldBefore += 1
                case .added: newBefore += 1
                }
            }
            let oldCount = slice.reduce(0) { if case .added = $1 { $0 } else { $0 + 1 } }
            let newCount = slice.reduce(0) { if case .removed = $1 { $0 } else { $0 + 1 } }
            return Hunk(
                oldStart: oldCount == 0 ? oldBefore : oldBefore + 1, oldCount: oldCount,
                newStart: newCount == 0 ? newBefore : newBefore + 1, newCount: newCount, steps: slice)
        }
    }

    /// The unified diff: `--- oldName`, `+++ newName`, then `@@ -l,s +l,s @@` hunks with `context` lines
    /// around each change; `\ No newline at end of file` after a last line without one. Empty when the
    /// files are identical. Names are written as given (`a/pl.json`, `/dev/null`).
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var bytes: [UInt8] = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
        func append(_ marker: UInt8, _ line: Range<Int>, of file: [UInt8]) {
            bytes.append(marker)
            bytes.append(contentsOf: file[line])
            if line.isEmpty || file[line.upperBound - 1] != 0x0A {
                bytes.append(contentsOf: Array("\n\\ No newline at end of file\n".utf8))
            }
        }
        for hunk in hunks {
            bytes.append(
                contentsOf: Array(
                    "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n".utf8))
            for step in hunk.steps {
                switch step {
                case .same(let line, _): append(0x20, oldLines[line], of: old)
                case .removed(let line): append(UInt8(ascii: "-"), oldLines[line], of: old)
                case .added(let line): append(UInt8(ascii: "+"), newLines[line], of: new)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Computing the script

    /// The byte ranges of the lines, each with its `\n`; the last may have none. An empty file has no lines.
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let end = base.distance(to: UnsafeRawPointer(found)) + 1
                lines.append(start..<end)
                start = end
            }
            if start < buffer.count { lines.append(start..<buffer.count) }
        }
        return lines
    }

    private static func script(old: [UInt8], oldLines: [Range<Int>], new: [UInt8], newLines: [Range<Int>]) -> [Step] {
        func same(_ a: Int, _ b: Int) -> Bool {
            let (left, right) = (oldLines[a], newLines[b])
            guard left.count == right.count else { return false }
            return old.withUnsafeBytes { oldBuffer in
                new.withUnsafeBytes { newBuffer in
                    memcmp(
                        oldBuffer.baseAddress! + left.lowerBound, newBuffer.baseAddress! + right.lowerBound, left.count)
                        == 0
                }
            }
        }
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
            same(oldLines.count - 1 - suffix, newLines.count - 1 - suffix)
        {
            suffix += 1
        }
        var steps: [Step] = (0..<prefix).map { .same(old: $0, new: $0) }
        let oldMiddle = prefix..<oldLines.count - suffix
        let newMiddle = prefix..<newLines.count - suffix
        steps += middle(
            old: old, oldLines: oldLines, oldRange: oldMiddle, new: new, newLines: newLines, newRange: newMiddle)
        steps += (0..<suffix).map { .same(old: oldMiddle.upperBound + $0, new: newMiddle.upperBound + $0) }
        return steps
    }

    /// Myers' greedy algorithm over the lines between the common prefix and suffix.
    private static func middle(
        old: [UInt8], oldLines: [Range<Int>], oldRange: Range<Int>,
        new: [UInt8], newLines: [Range<Int>], newRange: Range<Int>
    ) -> [Step] {
        let n = oldRange.count
        let m = newRange.count
        let replaceAll: [Step] =
            oldRange.map { Step.removed(old: $0) } + newRange.map { Step.added(new: $0) }
        if n == 0 || m == 0 { return replaceAll }
        // Lines become numbers: equal lines get the same number, so comparing them is one integer test.
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var a: [Int] = []
        a.reserveCapacity(n)
        for line in oldRange {
            let text = old[oldLines[line]]
            if let number = numbers[text] {
                a.append(number)
            } else {
                a.append(numbers.count)
                numbers[text] = numbers.count
            }
        }
        // A new line that the old file does not have gets a number of its own that matches nothing.
        let b = newRange.map { line in numbers[new[newLines[line]]] ?? -1 - line }

        // The trace keeps, for each D, the furthest x on diagonals -D-1…D+1 before step D.
        let limit = max(64, min(n + m, 20_000_000 / (n + m)))
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return replaceAll }

        var reversed: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let before = trace[d]
            func furthest(_ k: Int) -> Int { before[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && furthest(k - 1) < furthest(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : furthest(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.same(old: oldRange.lowerBound + x, new: newRange.lowerBound + y))
            }
            if d > 0 {
                if x == previousX {
                    reversed.append(.added(new: newRange.lowerBound + y - 1))
                } else {
                    reversed.append(.removed(old: oldRange.lowerBound + x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return reversed.reversed()
    }
}
