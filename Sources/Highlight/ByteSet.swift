/// A set of byte values as a 256-bit mask, for constant-time class tests in scanners.
public struct ByteSet: Hashable, Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64)

    /// An empty set.
    public init() { bits = (0, 0, 0, 0) }

    /// NB: literal masks let the compiler initialise the common sets statically (no lazy
    /// global initialisation on the hot path); a test checks them against their characters.
    init(bits: (UInt64, UInt64, UInt64, UInt64)) { self.bits = bits }

    /// The bytes of an ASCII string, e.g. `ByteSet("+-*/")`.
    public init(_ characters: String) {
        self.init()
        for byte in characters.utf8 { insert(byte) }
    }

    /// Every byte in the closed range.
    public init(range: ClosedRange<UInt8>) {
        self.init()
        for byte in range { insert(byte) }
    }

    /// Adds a byte.
    public mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    /// True when the byte is in the set.
    @inline(__always)
    public func contains(_ byte: UInt8) -> Bool {
        // NB: the word is loaded by index, not picked by a branch per byte: scans over mixed
        // letters and digits (`byte >> 6` 0 or 1) would mispredict a switch.
        let word = withUnsafeBytes(of: bits) { $0.load(fromByteOffset: Int(byte >> 6) &* 8, as: UInt64.self) }
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// The union of two sets.
    public func union(_ other: ByteSet) -> ByteSet {
        var result = self
        result.bits = (bits.0 | other.bits.0, bits.1 | other.bits.1, bits.2 | other.bits.2, bits.3 | other.bits.3)
        return result
    }

    /// Hashes the mask.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bits.0)
        hasher.combine(bits.1)
        hasher.combine(bits.2)
        hasher.combine(bits.3)
    }

    /// Compares masks.
    public static func == (lhs: ByteSet, rhs: ByteSet) -> Bool {
        lhs.bits == rhs.bits
    }

    /// ASCII digits.
    public static var digits: ByteSet { ByteSet(bits: (0x3FF_0000_0000_0000, 0x0, 0x0, 0x0)) }
    /// Hexadecimal digits.
    public static var hexDigits: ByteSet { ByteSet(bits: (0x3FF_0000_0000_0000, 0x7E_0000_007E, 0x0, 0x0)) }
    /// Octal digits.
    public static let octalDigits = ByteSet("01234567")
    /// `\r` and `\n`.
    public static let lineBreaks = ByteSet("\r\n")
    /// Digits and `_`, for exponents.
    public static let exponentDigits = ByteSet("0123456789_")
    /// Bytes after `$` that name a special shell variable (`$1`, `$@`, `$?`).
    public static let specialVariables = ByteSet("0123456789@*#?$!-")
    /// ASCII letters, underscore and every non-ASCII byte: where identifiers start.
    public static var identifierStart: ByteSet {
        ByteSet(bits: (0x0, 0x7FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    }
    /// Identifier starts plus digits.
    public static var identifierBody: ByteSet {
        ByteSet(bits: (0x3FF_0000_0000_0000, 0x7FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    }
    /// Spaces, tabs, line ends, form feeds, vertical tabs.
    public static var whitespace: ByteSet { ByteSet(bits: (0x1_0000_3E00, 0x0, 0x0, 0x0)) }
    /// The usual operator characters of C-family languages.
    public static var operators: ByteSet { ByteSet(bits: (0xF400_EC6A_0000_0000, 0x5000_0000_4000_0001, 0x0, 0x0)) }
    /// Brackets and separators.
    public static var punctuation: ByteSet { ByteSet(bits: (0x800_1300_0000_0000, 0x2800_0000_2800_0000, 0x0, 0x0)) }
}
