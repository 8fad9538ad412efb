/// A text file read as UTF-8 or UTF-16 (either byte order, with a byte-order mark or, failing one, recognised
/// by its zero bytes), with its text as UTF-8 and the way back to its own bytes: what an Apple `.strings`
/// file needs (genstrings writes UTF-16), and what lines and columns of such a file are counted in.
///
/// A UTF-8 file is its own text (no copy; a BOM stays at the start of `utf8`). A UTF-16 file's text is its
/// code units transcoded; `encode(_:)` turns an edited text back into the file's encoding with its BOM, so an
/// unedited text gives the file's bytes exactly.
public struct EncodedText: Sendable {
    /// The encodings a file may have.
    public enum Encoding: Sendable, Equatable {
        /// UTF-8, with or without a BOM.
        case utf8
        /// UTF-16 little-endian (genstrings' `FF FE`).
        case utf16LittleEndian
        /// UTF-16 big-endian (`FE FF`).
        case utf16BigEndian
    }

    /// Bytes that are not text in the file's encoding, at `offset` in the file.
    public struct InvalidBytes: Error, Sendable, Equatable {
        /// The byte offset in the file.
        public var offset: Int
    }

    /// The file's encoding.
    public let encoding: Encoding
    /// The UTF-16 byte-order mark's bytes (`FF FE`, `FE FF`), empty when there is none or the file is UTF-8.
    public let byteOrderMark: [UInt8]
    /// The text as UTF-8 (a UTF-8 file's bytes as they are).
    public let utf8: [UInt8]
    /// For a UTF-16 file: the UTF-8 offset of each code unit of the file (after the BOM), and of its end.
    private let utf8OffsetOfUnit: [Int32]
    /// For a UTF-16 file: the file offset of each UTF-8 offset of the text, and of its end.
    private let fileOffsetOfUTF8: [Int32]

    /// The encoding of `bytes` when it is UTF-16: a BOM says so, or, without one, an ASCII character beside a
    /// zero byte at the start (UTF-8 text has no zero bytes). `nil` for UTF-8.
    public static func utf16Encoding(of bytes: [UInt8]) -> (Encoding, bomLength: Int)? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return (.utf16LittleEndian, 2)
        case (0xFE, 0xFF): return (.utf16BigEndian, 2)
        case (1...0x7F, 0): return bytes.count % 2 == 0 ? (.utf16LittleEndian, 0) : nil
        case (0, 1...0x7F): return bytes.count % 2 == 0 ? (.utf16BigEndian, 0) : nil
        default: return nil
        }
    }

    /// Reads a file's bytes.
    ///
    /// - Throws: `InvalidBytes` at the first byte that is not UTF-8 (in a UTF-8 file), or at an odd last byte
    ///   or half a surrogate pair (in a UTF-16 file).
    public init(bytes: [UInt8]) throws(InvalidBytes) {
        guard let (encoding, bomLength) = Self.utf16Encoding(of: bytes) else {
            if let bad = Self.firstInvalidUTF8(bytes) { throw InvalidBytes(offset: bad) }
            self.encoding = .utf8
            byteOrderMark = []
            utf8 = bytes
            utf8OffsetOfUnit = []
            fileOffsetOfUTF8 = []
            return
        }
        if (bytes.count - bomLength) % 2 != 0 { throw InvalidBytes(offset: bytes.count - 1) }
        let little = encoding == .utf16LittleEndian
        let unitCount = (bytes.count - bomLength) / 2
        func unit(_ index: Int) -> UInt16 {
            let first = UInt16(bytes[bomLength + 2 * index])
            let second = UInt16(bytes[bomLength + 2 * index + 1])
            return little ? first | second << 8 : first << 8 | second
        }
        var text: [UInt8] = []
        text.reserveCapacity(unitCount)
        var unitOffsets = [Int32](repeating: 0, count: unitCount + 1)
        var fileOffsets: [Int32] = []
        fileOffsets.reserveCapacity(unitCount + 1)
        var index = 0
        while index < unitCount {
            let first = unit(index)
            var scalar: Unicode.Scalar?
            var width = 1
            if UTF16.isLeadSurrogate(first), index + 1 < unitCount, UTF16.isTrailSurrogate(unit(index + 1)) {
                let second = unit(index + 1)
                scalar = Unicode.Scalar(0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00))
                width = 2
            } else {
                scalar = Unicode.Scalar(first)
            }
            guard let scalar else { throw InvalidBytes(offset: bomLength + 2 * index) }
            let start = Int32(text.count)
            for position in 0..<width { unitOffsets[index + position] = start }
            let fileOffset = Int32(bomLength + 2 * index)
            for byte in UTF8.encode(scalar)! {
                text.append(byte)
                fileOffsets.append(fileOffset)
            }
            index += width
        }
        unitOffsets[unitCount] = Int32(text.count)
        fileOffsets.append(Int32(bytes.count))
        self.encoding = encoding
        byteOrderMark = Array(bytes[0..<bomLength])
        utf8 = text
        utf8OffsetOfUnit = unitOffsets
        fileOffsetOfUTF8 = fileOffsets
    }

    /// The file offset of a UTF-8 offset of the text.
    public func fileOffset(ofUTF8 offset: Int) -> Int {
        guard encoding != .utf8 else { return offset }
        return Int(fileOffsetOfUTF8[min(max(offset, 0), fileOffsetOfUTF8.count - 1)])
    }

    /// The UTF-8 offset of the text at a file offset.
    public func utf8Offset(ofFile offset: Int) -> Int {
        guard encoding != .utf8 else { return offset }
        let unit = (offset - byteOrderMark.count) / 2
        return Int(utf8OffsetOfUnit[min(max(unit, 0), utf8OffsetOfUnit.count - 1)])
    }

    /// A text (UTF-8) in the file's encoding, with its BOM: the file's bytes again when the text is unedited.
    public func encode(_ text: [UInt8]) -> [UInt8] {
        guard encoding != .utf8 else { return text }
        var bytes = byteOrderMark
        bytes.reserveCapacity(byteOrderMark.count + text.count * 2)
        for unit in String(decoding: text, as: UTF8.self).utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            if encoding == .utf16LittleEndian {
                bytes.append(low)
                bytes.append(high)
            } else {
                bytes.append(high)
                bytes.append(low)
            }
        }
        return bytes
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
