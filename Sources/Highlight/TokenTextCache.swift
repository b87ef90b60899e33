// Token texts repeat: `(`, `self`, four spaces, `return`. Making a String from bytes costs about
// a hundred instructions (validation, small-string packing); looking the bytes up in a small
// direct-mapped table of Strings made before costs a fraction of that. Only texts of at most 15
// bytes (small Strings, no heap storage) are cached; the key is the bytes themselves.

/// One slot of the text cache: the packed bytes (`high` holds the length in its top byte, so an
/// empty slot, all zero, never matches) and their String.
struct TokenTextEntry {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var text = ""
}

/// Builds token texts through a direct-mapped cache of short texts.
enum TokenTextCache {
    /// The number of cache slots for about `tokens` tokens (0: not worth a table).
    static func size(tokens: Int) -> Int {
        guard tokens >= 256 else { return 0 }
        var size = 256
        while size < tokens / 4, size < 8192 { size *= 2 }
        return size
    }

    /// The String of `bytes[start..<end]`, reused from `table` when the same bytes were seen.
    @inline(__always)
    static func text(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
        _ table: UnsafeMutableBufferPointer<TokenTextEntry>
    ) -> String {
        let length = end - start
        guard length <= 15, table.count > 0, let base = bytes.baseAddress else {
            return make(bytes, start, end)
        }
        var low: UInt64
        var high = UInt64(length) << 56
        let slot: Int
        if length == 1 {
            // NB: half the tokens of dense code are one byte (a space, a bracket): their slot is
            // the byte itself, no key to pack or hash.
            low = UInt64(base[start])
            slot = Int(low) & (table.count - 1)
        } else {
            let key = Self.key(base, start, end, count: bytes.count)
            (low, high) = (key.0, key.1 | high)
            let mixed = ((low &* 0x9E37_79B9_7F4A_7C15) ^ high) &* 0xFF51_AFD7_ED55_8CCD
            slot = Int(truncatingIfNeeded: mixed >> 40) & (table.count - 1)
        }
        if table[slot].low == low, table[slot].high == high { return table[slot].text }
        let text = make(bytes, start, end)
        table[slot] = TokenTextEntry(low: low, high: high, text: text)
        return text
    }

    /// The bytes `start..<end` (at most 15) packed little-endian into two words, zero above.
    /// NB: whole-word loads; near the end of the text the last word is loaded ending at `end`
    /// and shifted down, so nothing past the text is read (streaming converts tokens there).
    @inline(__always)
    private static func key(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, count: Int) -> (
        UInt64, UInt64
    ) {
        let length = end - start
        let raw = UnsafeRawPointer(base)
        if length > 8 {
            let low = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            let high =
                raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
                >> UInt64((16 - length) * 8)
            return (low, high)
        }
        if start + 8 <= count {
            return (
                raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                    & ((UInt64(1) << UInt64(length * 8)) &- 1), 0
            )
        }
        if end >= 8 {
            return (
                raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
                    >> UInt64((8 - length) * 8), 0
            )
        }
        var low: UInt64 = 0
        for index in 0..<length { low |= UInt64(base[start + index]) << UInt64(index * 8) }
        return (low, 0)
    }

    /// A String made from the bytes (never cached).
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
