// Word wrapping of styled spans into lines of at most `width` cells.
//
// The spans are cut into runs (words, spaces, hard breaks) and laid out greedily: a word
// goes on the current line if it fits after the pending spaces, otherwise the line ends
// (the pending spaces are dropped) and the word starts the next line. A word wider than a
// whole line is folded at grapheme-cluster boundaries. Spaces at the end of any line and
// at the start of a wrapped line are dropped; leading spaces of the first line or after a
// hard break are kept. Words may span several spans; each piece keeps its style and link.
//
// The work is done by `PieceWrapper` on byte ranges; this is its face for spans.
//
// NB: the content width is `width` minus the prefix width, at least 1. A single cluster
// wider than that (a wide character at content width 1) is placed alone on its line and
// overflows rather than looping; that is the only way a line exceeds `width`.

import Theming

/// Wraps spans into `StyledLine`s with a first-line and a continuation prefix.
public struct LineWrapper: Sendable, Hashable {
    /// The maximum line width in cells, prefix included (values below 1 count as 1).
    public var width: Int
    /// Spans put before the first line (e.g. a bullet `"• "`).
    public var firstPrefix: [Span]
    /// Spans put before every other line (e.g. `"  "` for a hanging indent, `"│ "`).
    public var continuationPrefix: [Span]

    /// Creates a wrapper; the continuation prefix defaults to the first prefix.
    public init(width: Int, firstPrefix: [Span] = [], continuationPrefix: [Span]? = nil) {
        self.width = width
        self.firstPrefix = firstPrefix
        self.continuationPrefix = continuationPrefix ?? firstPrefix
    }

    /// Wraps the spans; a `"\n"` in a span's text (or `Span.lineBreak`) is a hard break.
    /// Always returns at least one line.
    public func wrap(_ spans: [Span]) -> [StyledLine] {
        var text = PieceText()
        let input = spans.map { text.piece(of: $0) }
        let first = firstPrefix.map { text.piece(of: $0) }
        let rest = continuationPrefix.map { text.piece(of: $0) }
        var out = WrappedLines()
        PieceWrapper.wrap(
            input[...], in: text, width: width, firstPrefix: first, continuationPrefix: rest,
            into: &out)
        return (0..<out.count).map { text.styledLine(out[$0]) }
    }

    /// Wraps plain text in one style.
    public func wrap(_ text: String, style: TextStyle = TextStyle()) -> [StyledLine] {
        wrap([Span(text, style: style)])
    }
}
