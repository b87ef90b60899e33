// Word wrapping of styled spans into lines of at most `width` cells.
//
// The spans are cut into runs (words, spaces, hard breaks) and laid out greedily: a word
// goes on the current line if it fits after the pending spaces, otherwise the line ends
// (the pending spaces are dropped) and the word starts the next line. A word wider than a
// whole line is folded at grapheme-cluster boundaries. Spaces at the end of any line and
// at the start of a wrapped line are dropped; leading spaces of the first line or after a
// hard break are kept. Words may span several spans; each piece keeps its style and link.
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
        var state = WrapState(wrapper: self, spans: spans)
        var runs: [WrapRun] = []
        for (index, span) in spans.enumerated() {
            WrapRun.runs(of: span.text, into: &runs)
            for run in runs {
                state.consume(run, ofSpan: index)
            }
        }
        state.finish()
        return state.lines
    }

    /// Wraps plain text in one style.
    public func wrap(_ text: String, style: TextStyle = TextStyle()) -> [StyledLine] {
        wrap([Span(text, style: style)])
    }
}

/// A run of one kind within a span's text, with its width in cells.
struct WrapRun {
    enum Kind { case word, space, newline }
    let kind: Kind
    let range: Range<String.Index>
    let width: Int

    /// Splits text into words, runs of spaces and single line breaks (replacing `out`).
    static func runs(of text: String, into out: inout [WrapRun]) {
        out.removeAll(keepingCapacity: true)
        var start = text.startIndex
        var kind: Kind?
        var width = 0
        func close(at end: String.Index) {
            if let kind, start < end {
                out.append(WrapRun(kind: kind, range: start..<end, width: width))
            }
        }
        // NB: ASCII without CR can step by byte; otherwise step by grapheme cluster so a
        // cluster is never split (CR LF is one cluster and one break).
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        var index = text.startIndex
        while index < text.endIndex {
            let current: Kind
            let next: String.Index
            let cells: Int
            if isASCII {
                let byte = text.utf8[index]
                current = byte == 0x20 ? .space : (byte == 0x0A ? .newline : .word)
                next = text.utf8.index(after: index)
                cells = byte >= 0x20 && byte != 0x7F ? 1 : 0
            } else {
                let character = text[index]
                current = character == " " ? .space : (character.isNewline ? .newline : .word)
                next = text.index(after: index)
                cells = CellWidth.of(character)
            }
            if current != kind || current == .newline {
                close(at: index)
                start = index
                kind = current
                width = 0
            }
            width += cells
            index = next
        }
        close(at: text.endIndex)
    }
}
