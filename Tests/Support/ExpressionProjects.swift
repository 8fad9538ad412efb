/// Projects whose keys use many different explicit expressions, which the validator analyses one distinct
/// set of selectors at a time (issue 14): the tests check their findings, `glossa-bench expressions` times them.
public enum ExpressionProjects {
    /// The kinds of project, each with the baseline that repeats one expression.
    public enum Kind: String, CaseIterable, Sendable {
        /// `count` keys, each `{"ie:x=N": …, "one": …, "other": …}` with N = 0, 1, 2, …
        case equalities
        /// `count` keys, each `{"ie:x>N": …, "one": …, "other": …}` with N = 0, 1, 2, …
        case lowerBounds
        /// One key with `count` selectors `ie:x=0` … `ie:x=count-1`, then `other`.
        case oneValue
    }

    /// The contents of `base.json` (English, the only file) by file name.
    ///
    /// - Parameter distinct: whether each key (or selector) has its own N; when `false` every key has N = 7, so
    ///   the project has the same size but a single set of selectors (the benchmark's baseline). For
    ///   ``Kind/oneValue`` the baseline is `count` keys with one `ie:x=7` each.
    public static func files(_ kind: Kind, count: Int, distinct: Bool = true) -> [String: [UInt8]] {
        var lines: [String] = []
        switch kind {
        case .equalities, .lowerBounds:
            let op = kind == .equalities ? "=" : ">"
            for index in 0..<count {
                let n = distinct ? index : 7
                lines.append(
                    #"  "key\#(index)": {"ie:x\#(op)\#(n)": "\#(op) \#(n)", "one": "%d file", "other": "%d files"}"#)
            }
        case .oneValue where distinct:
            let selectors = (0..<count).map { #""ie:x=\#($0)": "exactly \#($0)""# }
            lines.append(#"  "key": {"# + selectors.joined(separator: ", ") + #", "other": "%d files"}"#)
        case .oneValue:
            for index in 0..<count {
                lines.append(#"  "key\#(index)": {"ie:x=7": "exactly 7", "other": "%d files"}"#)
            }
        }
        return ["base.json": Array(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)]
    }
}
