import FuzzChecks

/// The target. libFuzzer's own `main` needs the symbol; the run starts from this file's top level,
/// because SwiftPM links an executable's main over libFuzzer's (see `runLibFuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    NumberChecks.check(fuzzInput(data, size))
    return 0
}

runLibFuzzer(testOneInput)
