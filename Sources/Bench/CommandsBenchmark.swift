import ArgumentParser
import Foundation
import TestSupport

/// `glossa-bench commands`: whole `glossa` processes on the generated project — one `resolve` request,
/// `validate`, `stats` — against CPython merely parsing every file of the project, measured in the same
/// rounds (the commands and the baseline alternate, so that a busy machine slows them alike).
struct CommandsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "commands",
        abstract: "Time whole glossa processes (resolve one, validate, stats) against CPython parsing all files.",
        discussion: """
            The baseline is `python3 -c 'json.load' of every .json file of the project`, run in each round \
            beside the commands. Each figure is reported as best / median / worst of the rounds, wall time and \
            CPU time (user + system, all threads), with its ratio to the baseline's figure of the same rank, and \
            the process's peak resident memory.
            """
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Rounds; each runs every command and the baseline once.") var rounds = 3
    @Option(help: "The commands to time, comma-separated: resolve, validate, stats.") var commands =
        "resolve,validate,stats"
    @Option(help: "The language of the resolve request.") var language = "pl"

    func run() throws {
        let folder = try size.folder()
        let glossa = BuiltProducts.executable("glossa").path
        guard FileManager.default.isExecutableFile(atPath: glossa) else {
            throw ValidationError("\(glossa) is missing: swift build -c release --product glossa")
        }
        let parse = """
            import json, glob, sys
            for name in glob.glob(sys.argv[1] + '/*.json'):
                with open(name, encoding='utf-8') as f: json.load(f)
            """
        let request = Array(#"{"lang":"\#(language)","key":"payments.menu.remove_00002","number":"5"}"#.utf8) + [0x0A]
        var runs: [(name: String, arguments: [String], input: [UInt8])] = [
            ("CPython json.load of every file", ["/usr/bin/env", "python3", "-c", parse, folder], [])
        ]
        for command in commands.split(separator: ",") {
            switch command {
            case "resolve":
                runs.append(("glossa resolve, one request", [glossa, "resolve", "--project", folder], request))
            case "validate": runs.append(("glossa validate", [glossa, "validate", folder], []))
            case "stats": runs.append(("glossa stats", [glossa, "stats", folder], []))
            default: throw ValidationError("unknown command \(command)")
            }
        }
        var timings = Array(repeating: [ProcessTiming](), count: runs.count)
        for round in 0..<rounds {
            for (index, run) in runs.enumerated() {
                timings[index].append(try ProcessTiming.measure(run.arguments, input: run.input))
            }
            print(
                "round \(round + 1): "
                    + zip(runs, timings).map { "\($0.name) \(Benchmark.format($1.last!.wall, 3)) s" }.joined(
                        separator: ", "))
        }
        print(
            "Project: \(folder); best / median / worst of \(rounds) rounds, wall (CPU) seconds; ratio to the baseline")
        let baseline = timings[0]
        for (index, run) in runs.enumerated() {
            let wall = timings[index].map(\.wall).sorted()
            let cpu = timings[index].map(\.cpu).sorted()
            let baseWall = baseline.map(\.wall).sorted()
            let ranks = [0, wall.count / 2, wall.count - 1]
            let figures = ranks.map { "\(Benchmark.format(wall[$0], 3)) (\(Benchmark.format(cpu[$0], 3)))" }
            let ratios = ranks.map { Benchmark.format(wall[$0] / baseWall[$0], 3) + "×" }
            let peak = timings[index].map(\.peakResident).max()!
            print(
                run.name.padding(toLength: 34, withPad: " ", startingAt: 0) + figures.joined(separator: " / ")
                    + (index == 0 ? "" : "   = " + ratios.joined(separator: " / "))
                    + "   peak resident \(Benchmark.format(Double(peak) / 1e6)) MB")
        }
    }
}

/// The wall and CPU time of one child process.
struct ProcessTiming {
    /// Seconds from start to exit.
    var wall: Double
    /// User and system seconds of the process and its threads.
    var cpu: Double
    /// The most memory resident at once, in bytes.
    var peakResident: Int

    /// Runs `arguments` (the executable's path first) with `input` on standard input and its output discarded.
    static func measure(_ arguments: [String], input: [UInt8]) throws -> ProcessTiming {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ValidationError("pipe failed") }
        posix_spawn_file_actions_adddup2(&actions, pipe[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&child, arguments[0], &actions, nil, argv, environ)
        close(pipe[0])
        guard spawned == 0 else {
            close(pipe[1])
            throw ValidationError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        input.withUnsafeBytes { _ = write(pipe[1], $0.baseAddress, $0.count) }
        close(pipe[1])
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(child, &status, 0, &usage)
        let elapsed = clock.now - start
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ProcessTiming(
            wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakResident: usage.ru_maxrss * 1024)
    }
}

extension GlossaBench {
    /// The benchmarks of whole `glossa` processes, registered in `GlossaBench`'s subcommands.
    static let processes: [any ParsableCommand.Type] = [CommandsBenchmark.self]
}
