import Theming

/// One line of styled output, measured in terminal cells: the form shared by the ANSI
/// encoder, the terminal-style SVG and the typewriter.
public struct StyledLine: Sendable, Hashable {
    /// The line's spans, in order. None contains a newline.
    public var spans: [Span]

    /// Creates a line from spans.
    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// The width in terminal cells.
    public var width: Int {
        spans.reduce(0) { $0 + $1.width }
    }

    /// The line's text without styles.
    public var text: String {
        spans.reduce(into: "") { $0 += $1.text }
    }

    /// Appends a span, merging it into the last span when style and link are the same.
    public mutating func append(_ span: Span) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.style == span.style, last.link == span.link {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }

    /// Appends spans, merging neighbours of equal style and link.
    public mutating func append(contentsOf other: [Span]) {
        for span in other {
            append(span)
        }
    }
}
