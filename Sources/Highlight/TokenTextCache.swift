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
        guard length <= 15, table.count > 0, let base = bytes.baseAddress else { return make(bytes, start, end) }
        var low: UInt64 = 0
        var high = UInt64(length) << 56
        if start + 16 <= bytes.count {
            let raw = UnsafeRawPointer(base + start)
            low = raw.loadUnaligned(as: UInt64.self)
            if length < 8 {
                low &= (UInt64(1) << UInt64(length * 8)) &- 1
            } else if length > 8 {
                let mask = (UInt64(1) << UInt64((length - 8) * 8)) &- 1
                high |= raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & mask
            }
        } else {
            for index in 0..<length {
                let byte = UInt64(base[start + index])
                if index < 8 { low |= byte << UInt64(index * 8) } else { high |= byte << UInt64((index - 8) * 8) }
            }
        }
        let mixed = ((low &* 0x9E37_79B9_7F4A_7C15) ^ high) &* 0xFF51_AFD7_ED55_8CCD
        let slot = Int(truncatingIfNeeded: mixed >> 40) & (table.count - 1)
        if table[slot].low == low, table[slot].high == high { return table[slot].text }
        let text = make(bytes, start, end)
        table[slot] = TokenTextEntry(low: low, high: high, text: text)
        return text
    }

    /// A String made from the bytes (never cached).
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
