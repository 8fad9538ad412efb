import Foundation
import Glibc

// Glibc's `pipe2` and `posix_spawn_file_actions_addclosefrom_np` are declared only under
// `_GNU_SOURCE`, which the Swift `Glibc` module does not define; both are looked up at run time.

private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

private let pipe2Function: Pipe2? = dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
private let addCloseFromFunction: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
    unsafeBitCast($0, to: AddCloseFrom.self)
}

/// `pipe2(2)`, or `pipe` plus `FD_CLOEXEC` where the C library lacks it (not atomic then).
func pipe2(_ ends: inout [Int32], _ flags: Int32) -> Int32 {
    if let pipe2Function { return pipe2Function(&ends, flags) }
    guard pipe(&ends) == 0 else { return -1 }
    if flags & O_CLOEXEC != 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
    return 0
}

/// Makes the child close every descriptor from `lowest` up: `addclosefrom_np` (glibc 2.34), or else
/// one close action for each descriptor open now, as `/proc/self/fd` lists them.
func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) -> Int32 {
    if let addCloseFromFunction { return addCloseFromFunction(&actions, lowest) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in names.compactMap({ Int32($0) }) where descriptor >= lowest && fcntl(descriptor, F_GETFD) >= 0 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    return 0
}
