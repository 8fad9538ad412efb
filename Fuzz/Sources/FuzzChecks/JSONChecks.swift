import Engine

/// The JSON parser's, the loader's and the editor's invariants, on the input as one file's bytes.
public enum JSONChecks {
    private static let polish = try! PluralRules(locale: "pl")

    /// Parses `bytes` as a document and loads it as a language file and as a project's base file.
    public static func check(_ bytes: [UInt8]) {
        let parsed: Result<JSONDocument, JSONSyntaxError>
        do throws(JSONSyntaxError) {
            parsed = .success(try JSONDocument(bytes: bytes))
        } catch {
            parsed = .failure(error)
        }
        let file = LanguageFile(
            fileName: "pl.json", language: .tag(LanguageTag("pl")!), bytes: bytes, rules: polish, shared: [:])
        require(file.bytes == bytes, "the loaded file's bytes differ from the input")
        switch parsed {
        case .failure(let error):
            checkError(error, in: bytes)
            require(
                file.syntaxError == error,
                "the loader reports \(String(describing: file.syntaxError)), the parser \(error)")
        case .success(let document):
            require(file.syntaxError == nil, "the loader fails where the parser does not: \(file.syntaxError!)")
            checkDocument(document)
        }
        // A project costs ten times what the rest does: only a file that parses is worth loading as one.
        if file.isEditable { checkProject(bytes, loadsAs: file) }
    }

    /// The error's offset is inside the file (or at its end), and it can be shown with its line.
    static func checkError(_ error: JSONSyntaxError, in bytes: [UInt8]) {
        require(
            error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside 0…\(bytes.count)")
        require(!error.message.isEmpty, "empty message")
        let lines = LineIndex(bytes)
        let location = lines.location(of: error.offset)
        require(location.line >= 1 && location.column >= 1, "error location \(location)")
        _ = lines.caretSnippet(at: error.offset)
    }

    static func checkDocument(_ document: JSONDocument) {
        let bytes = document.bytes
        checkRanges(document.root, count: bytes.count)
        for notice in document.notices {
            require(
                notice.offset >= 0 && notice.offset < bytes.count, "notice offset \(notice.offset) outside the file")
        }
        // Saving an unedited value gives the same bytes.
        let rootText = document.text(of: document.root.range)
        if let same = try? document.replacingBytes(in: document.root.range, with: rootText) {
            require(same.bytes == bytes, "writing the root back as it was changes the file")
        } else {
            require(false, "writing the root back as it was breaks the file")
        }
        // The canonical form parses to the same content and is a fixed point.
        let canonical = document.canonicalBytes()
        guard let reparsed = try? JSONDocument(bytes: canonical) else {
            require(false, "the canonical form does not parse")
            return
        }
        require(reparsed.canonicalBytes() == canonical, "the canonical form is not canonical")
        require(shape(reparsed.root) == shape(document.root), "the canonical form changes the content")
        checkEdits(document)
    }

    /// Edits of the top-level object succeed, touch only their member and never break the file.
    static func checkEdits(_ document: JSONDocument) {
        guard let members = document.root.members else { return }
        let newKey = "glossa.fuzz.new"
        if !members.contains(where: { $0.key == newKey }) {
            do {
                let added = try document.addingMember(newKey, .string("x\n\"y\""), to: [])
                require(added.node(at: [newKey])?.string == "x\n\"y\"", "an added member does not read back")
                require(keys(added).dropLast() == keys(document)[...], "adding a member changes the other keys")
                let removed = try added.removingMember(at: [newKey])
                require(keys(removed) == keys(document), "removing the added member leaves other keys")
            } catch {
                require(false, "adding and removing a member fails: \(error)")
            }
        }
        for member in members.prefix(4) {
            do {
                let replaced = try document.replacingValue(at: [member.key], with: .string("new"))
                require(replaced.node(at: [member.key])?.string == "new", "a replaced value does not read back")
                require(keys(replaced) == keys(document), "replacing a value changes the keys")
                let removed = try document.removingMember(at: [member.key])
                if members.filter({ $0.key == member.key }).count == 1 {
                    require(
                        keys(removed) == keys(document).filter { $0 != member.key },
                        "removing '\(member.key)' changes other keys")
                }
            } catch {
                require(false, "editing '\(member.key)' fails: \(error)")
            }
        }
    }

    /// A project with the input as its base file (and its Polish file) loads it unchanged, and looking
    /// up its keys gives the same answer twice.
    static func checkProject(_ bytes: [UInt8], loadsAs file: LanguageFile) {
        let project = Project(contents: ["base.json": bytes, "pl.json": bytes])
        require(project.files.count == 2, "the project has \(project.files.count) files")
        for loaded in project.files {
            require(loaded.bytes == bytes, "\(loaded.fileName): bytes differ from the input")
            require(loaded.syntaxError == file.syntaxError, "\(loaded.fileName): another syntax error")
        }
        for key in project.keys.prefix(16) {
            for number in [nil, "1", "2.5", "-3"] as [String?] {
                let first = project.resolve(key, language: "pl", number: number, width: 100)
                require(
                    first == project.resolve(key, language: "pl", number: number, width: 100),
                    "'\(key)' resolves differently twice")
            }
        }
    }

    private static func keys(_ document: JSONDocument) -> [String] {
        document.root.members?.map(\.key) ?? []
    }

    private static func checkRanges(_ node: JSONNode, count: Int) {
        require(
            node.range.lowerBound >= 0 && node.range.upperBound <= count, "node range \(node.range) outside the file")
        switch node.kind {
        case .object(let members):
            for member in members {
                require(
                    member.keyRange.upperBound <= member.value.range.lowerBound
                        && node.range.contains(member.keyRange.lowerBound)
                        && member.value.range.upperBound <= node.range.upperBound,
                    "member '\(member.key)' is not inside its object")
                checkRanges(member.value, count: count)
            }
        case .array(let elements):
            for element in elements {
                require(
                    element.range.lowerBound > node.range.lowerBound
                        && element.range.upperBound < node.range.upperBound,
                    "an element is not inside its array")
                checkRanges(element, count: count)
            }
        default: break
        }
    }

    /// The content of a value, without positions: what the canonical form must keep.
    private static func shape(_ node: JSONNode) -> String {
        switch node.kind {
        case .object(let members):
            return "{" + members.map { ExpressionChecks.quoted($0.key) + ":" + shape($0.value) }.joined(separator: ",")
                + "}"
        case .array(let elements): return "[" + elements.map(shape).joined(separator: ",") + "]"
        case .string(let string): return ExpressionChecks.quoted(string)
        case .number: return "number"
        case .bool(let value): return "\(value)"
        case .null: return "null"
        }
    }
}
