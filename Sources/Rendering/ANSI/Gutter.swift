import Theming

/// What a container puts left of its children's lines: a bullet then a hanging indent, a
/// quote bar, a margin (`TerminalWriter.pushGutter(_:)` puts it there). On a terminal too narrow for the gutter and some text, the gutter
/// is cut so the children keep `minimumContent` cells and no line outgrows the width.
struct Gutter: Equatable {
    /// Spans before the first line.
    let first: StyledLine
    /// Spans before every other line.
    let rest: StyledLine
    /// The width left for the children.
    let childWidth: Int

    /// The cells text keeps even when the gutter has to shrink.
    static let minimumContent = 8

    init(width: Int, first: [Span], rest: [Span]) {
        let wanted = max(StyledLine(first).width, StyledLine(rest).width)
        let keep = min(width, Gutter.minimumContent)
        let room = max(0, min(wanted, width - keep))
        self.first = StyledLine(first).clipped(to: room).padded(to: room)
        self.rest = StyledLine(rest).clipped(to: room).padded(to: room)
        childWidth = max(1, width - room)
    }

    /// A gutter with the same spans on every line.
    init(width: Int, every spans: [Span]) {
        self.init(width: width, first: spans, rest: spans)
    }
}
