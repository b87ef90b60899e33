import Rendering

/// What a reply is rendered into.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// An HTML fragment or a standalone page.
    case html
    /// The document model as JSON (docs/json-schema.md).
    case json
    /// Text for a terminal: styled with ANSI escapes, wrapped to a width.
    case ansi
    /// One standalone SVG picture of the whole reply (a card, or a terminal window).
    case svg

    /// The file extension `--out-dir` gives outputs of this format.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .json: "json"
        case .ansi: "ansi"
        case .svg: "svg"
        }
    }
}

/// What a terminal can show (colour depth, OSC 8 hyperlinks), detected from the environment.
public typealias TerminalCapabilities = Rendering.TerminalCapabilities

/// How an SVG reply is drawn: a card laid out like a page, or a terminal window.
public typealias SVGStyle = SVGRenderer.Style

/// How SVG text is written: `<text>` naming the font, or glyph outlines.
public typealias SVGTextMode = SVGRenderer.TextMode
