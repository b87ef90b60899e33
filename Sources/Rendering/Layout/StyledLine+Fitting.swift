import Theming

extension StyledLine {
    /// The line cut to at most `width` cells, at grapheme-cluster boundaries.
    public func clipped(to width: Int) -> StyledLine {
        var out = StyledLine()
        var used = 0
        for span in spans {
            if used + span.width <= width {
                out.append(span)
                used += span.width
                continue
            }
            var kept = ""
            for character in span.text {
                let cells = CellWidth.of(character)
                if used + cells > width { break }
                kept.append(character)
                used += cells
            }
            out.append(Span(kept, style: span.style, link: span.link))
            break
        }
        return out
    }

    /// The line with spaces in `style` added on the right up to `width` cells.
    public func padded(to width: Int, style: TextStyle = TextStyle()) -> StyledLine {
        let missing = width - self.width
        guard missing > 0 else { return self }
        var out = self
        out.append(Span(StyledLine.spaces(missing), style: style))
        return out
    }

    // NB: written as bytes; `String(repeating:count:)` made this table cost a millisecond.
    private static let spaceStrings: [String] = (0...256).map(makeSpaces)

    /// `count` spaces, shared for the common counts.
    static func spaces(_ count: Int) -> String {
        count <= 256 ? spaceStrings[max(0, count)] : makeSpaces(count)
    }

    private static func makeSpaces(_ count: Int) -> String {
        let count = max(0, count)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = 0x20 }
            return count
        }
    }

    /// `text` repeated `count` times (`String(repeating:count:)` is slow for a String).
    static func repeating(_ text: String, count: Int) -> String {
        guard count > 0 else { return "" }
        if text == " " { return spaces(count) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * count)
        for _ in 0..<count {
            bytes.append(contentsOf: text.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line placed in `width` cells: left, centred or right, padded with `style`.
    public func aligned(
        _ alignment: HorizontalAlignment, in width: Int,
        style: TextStyle = TextStyle()
    ) -> StyledLine {
        let missing = width - self.width
        guard missing > 0 else { return self }
        let left: Int
        switch alignment {
        case .left: left = 0
        case .center: left = missing / 2
        case .right: left = missing
        }
        var out = StyledLine()
        out.append(Span(StyledLine.spaces(left), style: style))
        out.append(contentsOf: spans)
        return out.padded(to: width, style: style)
    }
}

/// Where text sits in a wider box.
public enum HorizontalAlignment: Sendable, Hashable {
    /// Against the left edge.
    case left
    /// In the middle (an odd extra cell goes right).
    case center
    /// Against the right edge.
    case right
}
