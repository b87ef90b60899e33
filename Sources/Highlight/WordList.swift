/// Maps words (keywords, builtins, constants) to token kinds; looked up by byte range without
/// making a String. Open addressing over FNV-1a hashes; all words live in one byte array.
public struct WordList: Sendable {
    private var storage: [UInt8] = []
    private var starts: [Int32] = []
    private var counts: [Int32] = []
    private var kinds: [TokenKind] = []
    private var slots: [Int32]
    private let mask: Int

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
        var slot = WordList.hash(word) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if Int(counts[index]) == word.count, equals(word, at: Int(starts[index])) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private func equals(_ word: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        storage.withUnsafeBufferPointer { stored in
            for offset in 0..<word.count where stored[start + offset] != word[offset] { return false }
            return true
        }
    }

    /// The kind of the word, or nil when the word is not listed.
    public func kind(of word: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        guard word.count <= 32, let index = find(word) else { return nil }
        return kinds[index]
    }

    /// The kind of a word given as a String (for tests and tools).
    public func kind(of word: String) -> TokenKind? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { kind(of: $0) }
    }
}
