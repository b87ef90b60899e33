// The wrapper's fast path for the common paragraph.
//
// Nine paragraphs in ten are printable ASCII (with a no-break space or two from code chips)
// whose pieces follow each other in the bytes. There every byte is a cluster one cell wide
// (a no-break space is two bytes, one cell), spaces and line feeds are the only breaks, and
// a line is a single byte range; so words are measured by scanning bytes, not by runs, and
// a line's pieces are cut from the input once, when it ends. The greedy rules are
// `PieceWrapper`'s, step for step. A word wider than a line needs folding at clusters: this
// path then gives up and the general wrapper starts over.

/// Wraps plain text a line at a time; see above.
struct PlainWrapper {
    let input: ArraySlice<TextPiece>
    let margins: LineMargins
    private var produced = 0
    private var lineStart = -1
    private var lineEnd = 0
    private var lineWidth = 0
    private var lineIsWrapped = false
    private var pendingStart = -1
    private var pendingWidth = 0
    private var cursor: Int

    init(input: ArraySlice<TextPiece>, margins: LineMargins) {
        self.input = input
        self.margins = margins
        cursor = input.startIndex
    }

    /// The bytes the input covers when its pieces follow each other and the text is plain;
    /// nil otherwise.
    static func plainRange(
        _ input: ArraySlice<TextPiece>, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Range<Int>? {
        guard let first = input.first, let last = input.last else { return nil }
        var expected = first.start
        for piece in input {
            guard piece.start == expected else { return nil }
            expected = piece.end
        }
        return isPlain(bytes, from: first.start, to: last.end) ? first.start..<last.end : nil
    }

    /// Printable ASCII and line feeds, and no-break spaces (C2 A0) before ASCII or another.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> Bool
    {
        var index = start
        while index < end {
            if index + 8 <= end, let base = bytes.baseAddress,
                TerminalText.isPrintableASCII(
                    UInt64(
                        littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                )
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x0A {
                index += 1
            } else if byte == 0xC2 && index + 1 < end && bytes[index + 1] == 0xA0
                && (index + 2 == end || bytes[index + 2] < 0x80 || bytes[index + 2] == 0xC2)
            {
                index += 2
            } else {
                return false
            }
        }
        return true
    }

    /// Lays `range` out into `out`; false (with `out` half written) when a word needs folding.
    mutating func wrap(
        _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) -> Bool {
        var position = range.lowerBound
        let end = range.upperBound
        while position < end {
            let byte = bytes[position]
            if byte == 0x20 {
                let start = position
                while position < end && bytes[position] == 0x20 { position += 1 }
                if lineWidth == 0 && lineIsWrapped { continue }
                if pendingStart < 0 { pendingStart = start }
                pendingWidth += position - start
            } else if byte == 0x0A {
                endLine(wrapped: false, into: &out)
                position += 1
            } else {
                let start = position
                var width = 0
                while position < end {
                    let stretch = PlainWrapper.letters(bytes, from: position, to: end)
                    width += stretch - position
                    position = stretch
                    guard position < end, bytes[position] == 0xC2 else { break }
                    // NB: a no-break space: two bytes, one cell.
                    position += 2
                    width += 1
                }
                guard place(word: start..<position, width: width, into: &out) else { return false }
            }
        }
        endLine(wrapped: false, into: &out)
        return true
    }

    /// The end of a stretch of ASCII other than space and line feed, eight bytes at a time
    /// (the lowest flagged byte of the tests is always a true one).
    @inline(__always)
    private static func letters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> Int
    {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= end, let base = bytes.baseAddress {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let space = word ^ (ones &* 0x20)
            let feed = word ^ (ones &* 0x0A)
            let flags =
                (word & high) | ((space &- ones) & ~space & high) | ((feed &- ones) & ~feed & high)
            if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte >= 0x80 { break }
            index += 1
        }
        return index
    }

    /// `PieceWrapper.flushWord` for one word; false when it would have to fold.
    private mutating func place(word: Range<Int>, width: Int, into out: inout WrappedLines) -> Bool
    {
        let available = margins.available(onLine: produced)
        if lineWidth + pendingWidth + width <= available {
            if lineStart < 0 { lineStart = pendingStart >= 0 ? pendingStart : word.lowerBound }
            lineWidth += pendingWidth + width
        } else if lineWidth == 0 || width > margins.continuationAvailable {
            return false
        } else {
            endLine(wrapped: true, into: &out)
            lineStart = word.lowerBound
            lineWidth = width
        }
        lineEnd = word.upperBound
        pendingStart = -1
        pendingWidth = 0
        return true
    }

    private mutating func endLine(wrapped: Bool, into out: inout WrappedLines) {
        out.append(margins.prefix(onLine: produced))
        let contentStart = out.pieces.count
        if lineStart >= 0 { cut(lineStart..<lineEnd, contentStart: contentStart, into: &out) }
        out.endLine()
        produced += 1
        lineStart = -1
        lineWidth = 0
        pendingStart = -1
        pendingWidth = 0
        lineIsWrapped = wrapped
    }

    /// The input's pieces over `range`, as line content. NB: lines only move forward, so a
    /// cursor finds the first piece.
    private mutating func cut(_ range: Range<Int>, contentStart: Int, into out: inout WrappedLines)
    {
        while cursor < input.endIndex && input[cursor].end <= range.lowerBound { cursor += 1 }
        var index = cursor
        while index < input.endIndex && input[index].start < range.upperBound {
            var piece = input[index]
            piece.start = max(piece.start, range.lowerBound)
            piece.end = min(piece.end, range.upperBound)
            piece.joins = true
            out.append(piece, contentStart: contentStart)
            index += 1
        }
    }
}
