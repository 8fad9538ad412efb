import ArgumentParser
import Engine

/// `glossa-bench plural`: category selections per second from number strings (parse + select), single
/// thread, against `Double(String)` parsing the same strings in the same run.
struct PluralBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Measure plural category selections per second (parse a number string, then select).",
        discussion: """
            Uses a fixed, deterministic array of number strings (integers and decimals, some negative), looped \
            for about --seconds per row. The baseline is Double(String) parsing the same strings. A checksum of \
            every result is printed so that the optimiser cannot drop the work. Build with -c release.
            """
    )

    @Option(help: "How long to measure each row, in seconds.")
    var seconds = 1.0

    @Option(help: "How many number strings to cycle through.")
    var count = 10_000

    static let locales = ["en", "pl", "ru", "ar", "cy", "fr"]

    func run() throws {
        let numbers = Self.numberStrings(count: count)
        var checksum = 0

        let baseline = Self.measure(seconds: seconds, batch: numbers.count) {
            var sum = 0
            for text in numbers {
                if let value = Double(text) { sum &+= Int(truncatingIfNeeded: value.bitPattern >> 40) }
            }
            checksum &+= sum
        }

        print("glossa-bench plural: \(numbers.count) number strings (integers and decimals), single thread")
        print(Self.row("locale", "selections/s", "ns/selection", "vs Double()"))
        print(Self.row("Double(s)", Self.rate(baseline), Self.nanoseconds(baseline), "1.00×  (baseline: parse only)"))
        for locale in Self.locales {
            let rules = try PluralRules(locale: locale)
            let perSecond = try Self.measureSelections(
                rules: rules, numbers: numbers, seconds: seconds, into: &checksum)
            print(
                Self.row(
                    locale, Self.rate(perSecond), Self.nanoseconds(perSecond),
                    Self.twoDecimals(perSecond / baseline) + "×"
                )
            )
        }
        print("checksum: \(checksum)")
    }

    /// Parses and selects over `numbers` until `seconds` have passed; returns selections per second.
    static func measureSelections(
        rules: PluralRules, numbers: [String], seconds: Double, into checksum: inout Int
    ) throws -> Double {
        var failure: NumberLiteralError?
        var total = 0
        let perSecond = measure(seconds: seconds, batch: numbers.count) {
            var sum = 0
            for text in numbers {
                do throws(NumberLiteralError) {
                    let number = try NumberLiteral(text)
                    sum &+= weight(rules.category(of: number))
                } catch {
                    failure = error
                }
            }
            total &+= sum
        }
        if let failure { throw failure }
        checksum &+= total
        return perSecond
    }

    /// Runs `body` (which does `batch` operations) repeatedly for about `seconds`; returns operations per
    /// second.
    static func measure(seconds: Double, batch: Int, _ body: () -> Void) -> Double {
        body()  // warm up
        let clock = ContinuousClock()
        let start = clock.now
        var rounds = 0
        var elapsed = 0.0
        repeat {
            body()
            rounds += 1
            let duration = clock.now - start
            elapsed = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        } while elapsed < seconds
        return Double(rounds * batch) / elapsed
    }

    /// A fixed mix: 50% integers of 1 to 7 digits, 40% decimals with 1 to 3 fraction digits, 10% negative.
    static func numberStrings(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        var powers: [UInt64] = [1]
        for _ in 0..<8 { powers.append(powers.last! * 10) }
        return (0..<count).map { _ in
            let kind = next(10)
            let sign = kind == 9 ? "-" : ""
            if kind < 5 || kind == 9 {
                return sign + String(next(powers[Int(next(7)) + 1]))
            }
            let digits = Int(next(3)) + 1
            let fraction = String(next(powers[digits]))
            let padded = String(repeating: "0", count: digits - fraction.count) + fraction
            return sign + String(next(10_000)) + "." + padded
        }
    }

    /// A number per category, so that the checksum depends on every selection.
    static func weight(_ category: PluralCategory) -> Int {
        switch category {
        case .zero: 1
        case .one: 2
        case .two: 3
        case .few: 5
        case .many: 7
        case .other: 11
        }
    }

    static func row(_ columns: String...) -> String {
        let widths = [10, 14, 14, 0]
        return zip(columns, widths).map { column, width in
            column.count >= width ? column : column + String(repeating: " ", count: width - column.count)
        }.joined(separator: "  ")
    }

    static func rate(_ perSecond: Double) -> String {
        twoDecimals(perSecond / 1e6) + " M"
    }

    static func nanoseconds(_ perSecond: Double) -> String {
        twoDecimals(1e9 / perSecond)
    }

    /// `value` with two decimals.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
