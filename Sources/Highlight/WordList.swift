/// Maps words (keywords, builtins, constants) to token kinds; looked up by byte range without
/// making a String. Open addressing over FNV-1a hashes; all words live in one byte array.
public struct WordList: Sendable {
    private var storage: [UInt8] = []
    private var starts: [Int32] = []
    private var counts: [Int32] = []
    private var kinds: [TokenKind] = []
    private var slots: [Int32]
    private let mask: Int
    /// NB: quick rejection before hashing: bit `n` is set when some word has `n` bytes, and
    /// the set holds every word's first byte (most identifiers are not listed).
    private var lengths: UInt64 = 0
    private var firsts = ByteSet()

    /// Builds a list from groups of space-separated words, e.g. `[.keyword: "if else for"]`.
    public init(_ groups: KeyValuePairs<TokenKind, String>) {
        var all: [(String, TokenKind)] = []
        for (kind, text) in groups {
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                all.append((String(word), kind))
            }
        }
        var size = 16
        while size < all.count * 3 { size *= 2 }
        mask = size - 1
        slots = Array(repeating: -1, count: size)
        for (word, kind) in all {
            Array(word.utf8).withUnsafeBufferPointer { insert($0, kind) }
        }
    }

    private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, _ kind: TokenKind) {
        if let index = find(word) {
            kinds[index] = kind
            return
        }
        var slot = WordList.hash(word) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(kinds.count)
        lengths |= UInt64(1) << UInt64(min(word.count, 63))
        if let first = word.first { firsts.insert(first) }
        starts.append(Int32(storage.count))
        counts.append(Int32(word.count))
        storage.append(contentsOf: word)
        kinds.append(kind)
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The index of the word among `kinds`, or nil.
    private func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            counts.withUnsafeBufferPointer { counts in
                starts.withUnsafeBufferPointer { starts in
                    storage.withUnsafeBufferPointer { stored in
                        var slot = WordList.hash(word) & mask
                        while slots[slot] >= 0 {
                            let index = Int(slots[slot])
                            if Int(counts[index]) == word.count,
                                equals(word, stored, at: Int(starts[index]))
                            {
                                return index
                            }
                            slot = (slot + 1) & mask
                        }
                        return nil
                    }
                }
            }
        }
    }

    @inline(__always)
    private func equals(
        _ word: UnsafeBufferPointer<UInt8>, _ stored: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        for offset in 0..<word.count where stored[start + offset] != word[offset] { return false }
        return true
    }

    /// The kind of the word, or nil when the word is not listed.
    public func kind(of word: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        guard word.count <= 32, lengths & (UInt64(1) << UInt64(word.count)) != 0,
            let first = word.first, firsts.contains(first), let index = find(word)
        else { return nil }
        return kinds[index]
    }

    /// The kind of a word given as a String (for tests and tools).
    public func kind(of word: String) -> TokenKind? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { kind(of: $0) }
    }
}
