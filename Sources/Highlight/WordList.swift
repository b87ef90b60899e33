// Keyword tables. A word of up to 16 bytes is packed into two 64-bit integers (little-endian,
// zero above) and looked up in an open-addressing table of such keys: one hash of two words and
// usually one probe that compares two integers, never a String. Longer words (rare:
// `NotImplementedError`) live in a short list compared byte by byte. Two cheap filters run
// first, since most identifiers are not listed: a bit per listed word length, and a 256-bit
// set indexed by a mix of the first byte, the last byte and the length (most unlisted words
// miss it, with no packing or hashing).

/// One slot of the table: a packed word, its length and 1 + its index in `kinds` (0: empty).
private struct WordSlot: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var length: Int32 = 0
    var index: Int32 = 0
}

/// Maps words (keywords, builtins, constants) to token kinds; looked up by byte range without
/// making a String.
public struct WordList: Sendable {
    private var slots: [WordSlot]
    private let mask: Int
    private var kinds: [TokenKind] = []
    private var long: [(word: [UInt8], index: Int)] = []
    /// NB: bit `n` is set when some word has `n` bytes; `firsts` holds every word's first byte.
    private var lengths: UInt64 = 0
    private var shapes = ByteSet()

    /// Builds a list from groups of space-separated words, e.g. `[.keyword: "if else for"]`.
    public init(_ groups: KeyValuePairs<TokenKind, String>) {
        var all: [([UInt8], TokenKind)] = []
        for (kind, text) in groups {
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            where word.utf8.count <= 32 {
                all.append((Array(word.utf8), kind))
            }
        }
        var size = 16
        while size < all.count * 2 { size *= 2 }
        mask = size - 1
        slots = Array(repeating: WordSlot(), count: size)
        for (word, kind) in all { word.withUnsafeBufferPointer { insert($0, kind) } }
    }

    private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, _ kind: TokenKind) {
        if let index = find(word) {
            kinds[index] = kind
            return
        }
        lengths |= UInt64(1) << UInt64(word.count)
        shapes.insert(Self.shape(word))
        kinds.append(kind)
        guard word.count <= 16 else { return long.append((Array(word), kinds.count - 1)) }
        let (low, high) = Self.pack(word)
        var slot = Self.slot(low, high, word.count) & mask
        while slots[slot].index != 0 { slot = (slot + 1) & mask }
        slots[slot] = WordSlot(
            low: low, high: high, length: Int32(word.count), index: Int32(kinds.count))
    }

    /// A byte from the word's first and last bytes and length (the filter's index).
    @inline(__always)
    private static func shape(_ word: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard let first = word.first, let last = word.last else { return 0 }
        return first &+ last &* 7 &+ UInt8(truncatingIfNeeded: word.count) &* 31
    }

    /// The bytes of a word of at most 16 bytes as two little-endian integers.
    @inline(__always)
    private static func pack(_ word: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(word.count, 8) { low |= UInt64(word[index]) << UInt64(index * 8) }
        for index in min(word.count, 8)..<word.count {
            high |= UInt64(word[index]) << UInt64((index - 8) * 8)
        }
        return (low, high)
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
        let mixed =
            ((low &* 0x9E37_79B9_7F4A_7C15) ^ high ^ UInt64(length)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// The index of the word among `kinds`, or nil.
    @inline(__always)
    private func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard word.count <= 16 else { return long.first { $0.word.elementsEqual(word) }?.index }
        let (low, high) = Self.pack(word)
        let length = Int32(word.count)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.slot(low, high, word.count) & mask
            while slots[slot].index != 0 {
                if slots[slot].low == low, slots[slot].high == high, slots[slot].length == length {
                    return Int(slots[slot].index) - 1
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The kind of the word, or nil when the word is not listed.
    @inline(__always)
    public func kind(of word: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        guard word.count <= 32, lengths & (UInt64(1) << UInt64(word.count)) != 0,
            shapes.contains(Self.shape(word)), let index = find(word)
        else { return nil }
        return kinds[index]
    }

    /// The kind of a word given as a String (for tests and tools).
    public func kind(of word: String) -> TokenKind? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { kind(of: $0) }
    }
}
