/// Cuts the text of one piece into runs for wrapping: words, runs of spaces, single line
/// breaks, each with its width in cells.
///
/// A space is the cluster `" "` alone (a space carrying a combining mark is part of a word);
/// a line break is a cluster that is a newline Character. NB: vertical tab and form feed
/// count as line breaks only in text that is not all ASCII, or has a carriage return: the
/// String-based wrapper stepped such text by Character and other text by byte.
///
/// NB: runs of one kind may come in parts (a cluster, then a stretch of ASCII, say); the
/// wrapper lays consecutive parts out as one run.
struct RunScanner {
    enum Kind { case word, space, newline }

    /// One run (or part of one): a byte range, its kind and its width.
    struct Run {
        let kind: Kind
        let start: Int
        let end: Int
        let width: Int
    }

    private let pieceStart: Int
    private var index: Int
    private let end: Int

    init(piece: TextPiece) {
        pieceStart = piece.start
        index = piece.start
        end = piece.end
    }

    /// The next run: a stretch of printable ASCII of one kind, or one cluster; nil at the
    /// end of the piece.
    @inline(__always)
    mutating func next(_ bytes: UnsafeBufferPointer<UInt8>) -> Run? {
        guard index < end else { return nil }
        let start = index
        let byte = bytes[start]
        if byte >= 0x20 && byte < 0x7F {
            let isSpace = byte == 0x20
            var stop = isSpace ? spacesEnd(bytes, from: start + 1) : wordEnd(bytes, from: start + 1)
            // NB: the last byte before a non-ASCII one may join it in a cluster.
            if stop < end && bytes[stop] >= 0x80 { stop -= 1 }
            if stop > start {
                index = stop
                return Run(
                    kind: isSpace ? .space : .word, start: start, end: stop, width: stop - start)
            }
        }
        let cluster = Clusters.next(in: bytes, at: start, end: end)
        index = cluster.end
        return Run(
            kind: kind(of: start..<cluster.end, bytes), start: start, end: cluster.end,
            width: cluster.width)
    }

    /// The end of a stretch of printable ASCII other than space (0x21–0x7E) from `start`.
    /// NB: eight bytes at a time: the first byte outside the stretch is the lowest flagged
    /// byte (the borrows and carries of the tests only flag bytes above a true one).
    @inline(__always)
    private func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= end, let base = bytes.baseAddress {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let below = (word &- ones &* 0x21) & ~word & high
            let delete = (word &+ ones) & high
            let outside = (word & high) | below | delete
            if outside != 0 { return index + outside.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end && bytes[index] > 0x20 && bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// The end of a stretch of spaces from `start`.
    @inline(__always)
    private func spacesEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 8 <= end, let base = bytes.baseAddress {
            let other =
                UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                ^ 0x2020_2020_2020_2020
            if other != 0 { return index + other.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end && bytes[index] == 0x20 { index += 1 }
        return index
    }

    private func kind(of cluster: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Kind {
        let first = bytes[cluster.lowerBound]
        switch cluster.count {
        case 1:
            if first == 0x20 { return .space }
            if first == 0x0A || first == 0x0D { return .newline }
            if first == 0x0B || first == 0x0C {
                return isSteppedByCharacter(bytes) ? .newline : .word
            }
            return .word
        case 2:
            let second = bytes[cluster.lowerBound + 1]
            let isBreak = (first == 0x0D && second == 0x0A) || (first == 0xC2 && second == 0x85)
            return isBreak ? .newline : .word
        case 3:
            let second = bytes[cluster.lowerBound + 1]
            let third = bytes[cluster.lowerBound + 2]
            return first == 0xE2 && second == 0x80 && (third == 0xA8 || third == 0xA9)
                ? .newline : .word
        default:
            return .word
        }
    }

    /// Whether the whole piece has a byte outside ASCII or a carriage return.
    private func isSteppedByCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[pieceStart..<end].contains { $0 >= 0x80 || $0 == 0x0D }
    }
}
