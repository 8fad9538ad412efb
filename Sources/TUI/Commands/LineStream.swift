import Foundation

/// Splits bytes into lines ending in `\n` or `\r\n` (the break not included); the last line needs no break.
struct LineSplitter {
    /// The start of a line whose end has not arrived yet.
    private var pending: [UInt8] = []

    /// Calls `line` for every complete line in `bytes` and keeps the rest for later.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, _ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                Self.deliver(UnsafeBufferPointer(rebasing: bytes[start..<newline]), line)
            } else {
                pending.append(contentsOf: bytes[start..<newline])
                let complete = pending
                pending.removeAll(keepingCapacity: true)
                complete.withUnsafeBufferPointer { Self.deliver($0, line) }
            }
            start = newline + 1
        }
        pending.append(contentsOf: bytes[start...])
    }

    /// Calls `line` for the last line if it had no line break.
    mutating func finish(_ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard !pending.isEmpty else { return }
        let last = pending
        pending.removeAll()
        last.withUnsafeBufferPointer { Self.deliver($0, line) }
    }

    private static func deliver(_ bytes: UnsafeBufferPointer<UInt8>, _ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        if let last = bytes.last, last == UInt8(ascii: "\r") {
            line(UnsafeBufferPointer(rebasing: bytes.dropLast()))
        } else {
            line(bytes)
        }
    }
}

/// Standard input and output for line-oriented commands (`resolve`, `plural`): the lines of each chunk
/// read are answered and their answers written before reading on, so a program talking to the command
/// line by line gets each answer at once, and a large batch is still written in large blocks.
enum LineStream {
    /// Calls `answer` for each line of standard input with the output buffer; after each chunk, calls
    /// `afterLines` with the output buffer (a command that answers a chunk's lines together answers them there),
    /// writes the buffer to standard output and calls `afterChunk`.
    static func run(
        _ answer: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> Void,
        afterLines: (inout [UInt8]) -> Void = { _ in }, afterChunk: () -> Void = {}
    ) {
        var splitter = LineSplitter()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var output: [UInt8] = []
        output.reserveCapacity(1 << 17)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            chunk.withUnsafeBufferPointer { buffer in
                splitter.consume(UnsafeBufferPointer(rebasing: buffer[..<count])) { answer($0, &output) }
            }
            afterLines(&output)
            write(&output)
            afterChunk()
        }
        splitter.finish { answer($0, &output) }
        afterLines(&output)
        write(&output)
        afterChunk()
    }

    /// Writes all of `bytes` to standard output and empties it.
    static func write(_ bytes: inout [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
