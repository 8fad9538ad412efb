/// A fingerprint of the source language's value of a key: its texts, selectors and widths, not where they are
/// in the file. Recorded when a translation is confirmed; a different fingerprint later means the source text
/// changed since, and the translation is *stale* (DESIGN §12).
///
/// A 64-bit FNV-1a hash (`FileFingerprint.hash`): stable across runs and machines, written as 16 hex digits.
/// Reformatting the source file, or moving the key, leaves it unchanged.
public struct SourceFingerprint: Sendable, Hashable, CustomStringConvertible {
    /// The hash.
    public var value: UInt64

    /// A fingerprint from its hash.
    public init(value: UInt64) {
        self.value = value
    }

    /// Reads 16 lowercase hex digits, as `description` writes them; `nil` for anything else.
    public init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt64(hex, radix: 16)
        else { return nil }
        self.value = value
    }

    /// The fingerprint of `entry` of `file` (a file of the source language), or of no entry at all (`nil`: the
    /// source does not have the key).
    public init(of entry: Entry?, in file: LanguageFile) {
        var bytes: [UInt8] = []
        func add(_ tag: UInt8, _ text: String) {
            bytes.append(tag)
            bytes += text.utf8
            bytes.append(0)
        }
        func add(_ widths: WidthVariations) {
            for variation in widths.variations {
                add(UInt8(ascii: "@"), String(variation.width))
                add(UInt8(ascii: "="), variation.text)
            }
        }
        switch entry?.value {
        case nil: break
        case .text(let text): add(UInt8(ascii: "t"), text)
        case .widths(let widths): add(widths)
        case .variants(let variants):
            for variant in variants {
                add(UInt8(ascii: "s"), file.selectorText(variant))
                switch variant.content {
                case .text(let text): add(UInt8(ascii: "t"), text)
                case .widths(let widths): add(widths)
                case .invalid: add(UInt8(ascii: "x"), "")
                }
            }
        case .invalid: add(UInt8(ascii: "x"), "")
        }
        value = FileFingerprint.hash(bytes)
    }

    /// 16 lowercase hex digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
