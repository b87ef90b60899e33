import Theming

/// A run of text in one style, optionally part of a hyperlink.
public struct Span: Sendable, Hashable {
    /// The text; already sanitised (see `TerminalText.sanitize(_:)`). A `"\n"` in it is a
    /// hard line break for `LineWrapper`.
    public var text: String
    /// How the text looks.
    public var style: TextStyle
    /// The URL this text links to, if any.
    public var link: String?

    /// Creates a span.
    public init(_ text: String, style: TextStyle = TextStyle(), link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }

    /// An explicit hard line break for `LineWrapper`.
    public static let lineBreak = Span("\n")

    /// The span's width in terminal cells.
    public var width: Int { CellWidth.of(text) }
}
