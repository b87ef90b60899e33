// Grapheme clusters of UTF-8 bytes and their cell widths, without making Strings.
//
// Two ASCII bytes in a row always part (except CR LF), so an ASCII byte followed by ASCII (or
// by the end) is a cluster of its own, one cell wide (controls none). A non-ASCII scalar
// followed by ASCII is a cluster of its own too, unless it is a Prepend character (Unicode's
// only rule that joins anything to a following ASCII letter); the ranges below hold no
// Prepend character. So is a scalar of a plain script followed by another (`isPlain`: CJK
// text, Hangul, accented letters). Everything else (an ASCII letter before a combining mark, emoji
// sequences, flags, Indic scripts) asks Swift for the first Character of a short window, so
// clusters are exactly the ones String iteration gives, and widths exactly `CellWidth.of`'s.
//
// NB: the window ends on a scalar boundary and a cluster is only taken when it ends before
// the window does: whether a break falls after a scalar depends on that scalar and the next
// one (and on what came before, inside the cluster), never on anything further on.

/// Grapheme cluster boundaries and widths on UTF-8 bytes.
enum Clusters {
    /// The end of the cluster that starts at `index` (a cluster boundary) in
    /// `bytes[..<end]`, and its width in cells.
    @inline(__always)
    static func next(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
    ) -> (end: Int, width: Int) {
        let byte = bytes[index]
        let after = index + 1
        if byte < 0x80 {
            if after == end { return (after, asciiWidth(byte)) }
            let next = bytes[after]
            if next < 0x80 {
                return byte == 0x0D && next == 0x0A ? (after + 1, 0) : (after, asciiWidth(byte))
            }
        } else if let single = lone(in: bytes, at: index, end: end) {
            return single
        }
        return firstCharacter(in: bytes, at: index, end: end)
    }

    /// The width of `bytes[start..<end]`, a whole number of clusters, as `CellWidth.of`
    /// measures the same text.
    static func width(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var width = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 && byte != 0x0D && (index + 1 == end || bytes[index + 1] < 0x80) {
                width += asciiWidth(byte)
                index += 1
            } else {
                let cluster = next(in: bytes, at: index, end: end)
                width += cluster.width
                index = cluster.end
            }
        }
        return width
    }

    /// Printable ASCII is one cell, controls none.
    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int {
        byte >= 0x20 && byte != 0x7F ? 1 : 0
    }

    /// A multi-byte scalar that is a cluster of its own, or nil when that takes a closer
    /// look: followed by ASCII or the end, outside the ranges that hold Prepend characters;
    /// or followed by another scalar, both of the plain kind (`isPlain`).
    private static func lone(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
    ) -> (end: Int, width: Int)? {
        guard let (value, after) = scalar(in: bytes, at: index, end: end) else { return nil }
        if after < end && bytes[after] >= 0x80 {
            guard isPlain(value), let (next, _) = scalar(in: bytes, at: after, end: end),
                isPlain(next)
            else { return nil }
        } else if !(value < 0x600 || (value >= 0xE00 && value < 0x11000)) {
            return nil
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (after, CellWidth.width(ofCluster: CollectionOfOne(scalar)))
    }

    /// The multi-byte scalar at `index` and the index after it; nil if it is not UTF-8.
    @inline(__always)
    private static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
    ) -> (value: UInt32, after: Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : (lead >= 0xE0 ? 3 : (lead >= 0xC0 ? 2 : 0))
        let after = index + length
        guard length > 0, after <= end else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, after)
    }

    /// Scalars whose grapheme break property is Other and that take part in no Indic
    /// conjunct: between two of them there is always a break (Unicode's GB999). Letters of
    /// Latin, Greek and Cyrillic, punctuation, symbols and box drawing, kana, CJK ideographs,
    /// Hangul syllables, full-width forms; their combining marks are left out.
    private static func isPlain(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xAC, 0xAE...0x24F, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E,
            0x2100...0x2BFF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3098, 0x309B...0x30FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }

    /// The first Character of a window of the bytes, grown until the cluster ends inside it.
    private static func firstCharacter(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
    ) -> (end: Int, width: Int) {
        // NB: up to 15 bytes make a small String, which needs no allocation.
        var limit = scalarBoundary(in: bytes, from: min(end, index + 12), end: end)
        while true {
            let window = UnsafeBufferPointer(rebasing: bytes[index..<limit])
            let text = String(decoding: window, as: UTF8.self)
            guard let first = text.first else { return (index + 1, 0) }
            // NB: clamped so bytes that are not UTF-8 (repaired as U+FFFD) cannot overrun.
            let length = max(1, min(first.utf8.count, limit - index))
            if index + length < limit || limit == end {
                return (index + length, CellWidth.of(first))
            }
            limit = scalarBoundary(in: bytes, from: min(end, index + 2 * (limit - index)), end: end)
        }
    }

    /// `position` moved forward past UTF-8 continuation bytes.
    private static func scalarBoundary(
        in bytes: UnsafeBufferPointer<UInt8>, from position: Int, end: Int
    ) -> Int {
        var position = position
        while position < end && bytes[position] & 0xC0 == 0x80 { position += 1 }
        return position
    }
}
