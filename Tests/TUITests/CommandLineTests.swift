import Engine
import Foundation
import TestSupport
import Testing

/// Runs the built `glossa` binary with arguments and standard input; returns status, stdout and stderr.
func runBinary(_ arguments: [String], input: String = "") throws -> (status: Int32, out: String, err: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let process = Process()
    process.executableURL = BuiltProducts.executable("glossa")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

@Suite(.serialized) struct CommandLineTests {
    @Test func resolvesTheSampleProject() throws {
        let input = """
            {"lang":"pl","key":"photos.count","number":"5"}
            {"lang":"ru","key":"photos.count","number":"21"}
            not json
            {"lang":"pt_BR","key":"login.forgot-password","width":150}

            {"lang":"de","key":"no.such.key","default":"Fallback"}

            """
        let result = try runBinary(["resolve", "--project", "sample-project"], input: input)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"value":"%d zdjęć","language":"pl","matched":"many","category":"many""#))
        #expect(lines[0].hasSuffix(#""formatted":"5 zdjęć"}"#))
        #expect(lines[1].contains(#""matched":"one","category":"one","fallback":false"#))
        #expect(lines[2].hasPrefix(#"{"error":"#))
        #expect(lines[3].contains(#""language":"pt-BR","matched":"@100""#))
        #expect(
            lines[4]
                == #"{"value":"Fallback","language":null,"matched":null,"category":null,"fallback":true,"formatted":"Fallback"}"#
        )
    }

    /// A batch of every key in every language (in reverse, then in order: files read later take earlier ones'
    /// places), which reads some keys alone, then the files whole, answers as a session on the whole project.
    @Test func aBatchOfEveryKeyAnswersAsTheWholeProject() throws {
        let whole = try Project.load(directory: "sample-project")
        let languages = ["base"] + whole.allLanguages.compactMap(\.tag?.description)
        var lines: [String] = []
        for language in languages.reversed() + languages {
            for key in whole.keys + ["no.such.key"] {
                lines.append(#"{"lang":"\#(language)","key":"\#(key)","number":"2"}"#)
            }
        }
        var session = ResolveSession(project: whole)
        let expected = lines.map { session.respond(to: $0) }
        let result = try runBinary(["resolve", "--project", "sample-project"], input: lines.joined(separator: "\n"))
        #expect(result.status == 0)
        let got = result.out.split(separator: "\n").map(String.init)
        #expect(got.count == expected.count)
        for (index, pair) in zip(got, expected).enumerated() where pair.0 != pair.1 {
            Issue.record("\(lines[index]): \(pair.0) ≠ \(pair.1)")
            break
        }
    }

    /// A script writes one request and waits for its answer before writing the next.
    @Test func answersEachRequestAsItArrives() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = BuiltProducts.executable("glossa")
        process.arguments = ["resolve", "--project", root.appendingPathComponent("sample-project").path]
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        defer { process.terminate() }
        for number in ["1", "2"] {
            stdin.fileHandleForWriting.write(
                Data("{\"lang\":\"pl\",\"key\":\"photos.count\",\"number\":\"\(number)\"}\n".utf8))
            let answered = DispatchSemaphore(value: 0)
            let reader = stdout.fileHandleForReading
            nonisolated(unsafe) var line = Data()
            DispatchQueue.global().async {
                line = reader.availableData
                answered.signal()
            }
            #expect(answered.wait(timeout: .now() + 10) == .success, "no answer to request \(number)")
            #expect(String(decoding: line, as: UTF8.self).contains(number == "1" ? "\"one\"" : "\"few\""))
        }
    }

    @Test func usageErrorsExitWithTwo() throws {
        let missing = try runBinary(["plural", "1"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("--locale"))
        #expect(try runBinary(["resolve", "--project", "/no/such/folder"]).status == 2)
    }

    @Test func pluralCategoriesFromArguments() throws {
        let result = try runBinary(["plural", "--locale", "ru", "1", "2", "5", "21", "1.5", "-11"])
        #expect(result.status == 0)
        #expect(result.out == "one\nfew\nmany\none\nother\nmany\n")
    }

    /// One output line per input line, bad lines included, so that answers line up with the input; and each
    /// answer (an error too) comes as soon as its line is written.
    @Test func pluralAnswersEveryLineInOrder() throws {
        let input = ["1", "1,000", "2", "", "x\u{1B}[2J", "5"]
        let batch = try runBinary(["plural", "--locale", "pl"], input: input.joined(separator: "\n") + "\n")
        #expect(batch.status == 1)
        let lines = batch.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == input.count)
        #expect(lines.map { $0.hasPrefix("error: ") } == [false, true, false, true, true, false])
        #expect(lines.filter { !$0.hasPrefix("error: ") } == ["one", "few", "many"])
        #expect(batch.err.contains("<stdin>:2: error: '1,000' is not a number"))
        let arguments = try runBinary(["plural", "--locale", "pl"] + input.filter { !$0.isEmpty })
        #expect(arguments.status == 1)
        #expect(arguments.out.split(separator: "\n").count == input.count - 1)

        let process = Process()
        process.executableURL = BuiltProducts.executable("glossa")
        process.arguments = ["plural", "--locale", "pl"]
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = Pipe()
        try process.run()
        defer { process.terminate() }
        for (line, expected) in [("1", "one"), ("1,5", "error: "), ("22", "few")] {
            stdin.fileHandleForWriting.write(Data((line + "\n").utf8))
            let answered = DispatchSemaphore(value: 0)
            let reader = stdout.fileHandleForReading
            nonisolated(unsafe) var answer = Data()
            DispatchQueue.global().async {
                answer = reader.availableData
                answered.signal()
            }
            #expect(answered.wait(timeout: .now() + 10) == .success, "no answer to \(line)")
            #expect(String(decoding: answer, as: UTF8.self).hasPrefix(expected))
        }
    }
}
