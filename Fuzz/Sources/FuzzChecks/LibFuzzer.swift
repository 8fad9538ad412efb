import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#endif

/// One fuzz target's check: libFuzzer calls it with each input (`data` may be nil when `size` is 0).
public typealias FuzzCheck = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Hands the process to libFuzzer with `check` as the target; the command line is libFuzzer's
/// (`-max_total_time=60`, corpus folders, a crash file to replay).
public func runLibFuzzer(_ check: FuzzCheck) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, check))
}

/// The bytes of one input.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run when an invariant does not hold: libFuzzer reports the trap as a crash and saves the input.
public func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() { fatalError("invariant violated: \(message())", file: file, line: line) }
}
