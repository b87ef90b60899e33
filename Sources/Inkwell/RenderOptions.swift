import MarkdownParsing
import Rendering
import Theming

/// Everything that shapes one rendering of a reply.
public struct RenderOptions: Sendable, Hashable {
    /// The output format.
    public var format: OutputFormat {
        didSet {
            if format != oldValue { themeStylesheet = RenderOptions.stylesheet(theme, format) }
        }
    }
    /// The GFM extensions to parse with (all by default).
    public var extensions: Extensions
    /// HTML: only the body, byte-compatible with cmark-gfm, instead of a standalone page.
    public var isFragment: Bool
    /// HTML: let raw HTML from the input through (the tag filter still applies when enabled).
    public var allowsRawHTML: Bool
    /// The page title when the document has no heading.
    public var fallbackTitle: String
    /// The theme for ANSI output and the page's colours; `nil`: `dark`, or `plain` when
    /// `colorDepth` is `.none` (ANSI), the built-in page palette (HTML).
    public var theme: Theme? {
        didSet { themeStylesheet = RenderOptions.stylesheet(theme, format) }
    }
    /// The standalone page's CSS: from `theme` when set, else the built-in palette. Made
    /// once when the theme is set, not per page.
    public var pageStylesheet: String {
        themeStylesheet ?? theme.map(PageStyle.css(for:)) ?? RenderOptions.defaultStylesheet
    }
    /// The CSS of `theme`, made once when the theme is set, for the formats that make pages.
    private var themeStylesheet: String?
    /// ANSI: the line width in terminal cells.
    public var width: Int
    /// ANSI: how many colours the terminal shows (`.none`: no escape sequences at all).
    public var colorDepth: ColorDepth
    /// ANSI: whether links become OSC 8 hyperlinks instead of showing their URL.
    public var hyperlinks: Bool
    /// The labels Inkwell shows ("plain text", "Copy", "Thought for 12s", ...).
    public var strings: Strings = .english
    /// SVG: a card laid out like a page (default) or a terminal window.
    public var svgStyle: SVGStyle = .card
    /// SVG: text as `<text>` (default) or as glyph outlines.
    public var svgTextMode: SVGTextMode = .text
    /// SVG: the picture's width, in pixels for cards and columns for the terminal style;
    /// `nil`: 800 pixels or 80 columns.
    public var svgWidth: Int?

    /// Creates options; the defaults give a safe standalone HTML page with every extension on.
    public init(format: OutputFormat = .html, extensions: Extensions = .all, isFragment: Bool = false,
                allowsRawHTML: Bool = false, fallbackTitle: String = "Reply", theme: Theme? = nil,
                width: Int = 80, colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = false) {
        self.format = format
        self.extensions = extensions
        self.isFragment = isFragment
        self.allowsRawHTML = allowsRawHTML
        self.fallbackTitle = fallbackTitle
        self.theme = theme
        self.themeStylesheet = RenderOptions.stylesheet(theme, format)
        self.width = width
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
    }

    /// `theme`'s CSS when `format` makes pages; nil otherwise. NB: making it costs about as
    /// much as rendering a short reply, so terminal text and JSON go without.
    private static func stylesheet(_ theme: Theme?, _ format: OutputFormat) -> String? {
        switch format {
        case .html, .svg: theme.map(PageStyle.css(for:))
        case .ansi, .json: nil
        }
    }

    /// The page's CSS without a theme: the light theme, whose dark counterpart serves dark
    /// mode, so highlighted code has its token colours. Made once per process, and only when a
    /// page is rendered (NB: it costs as much as the rest of a small render's start-up).
    private static let defaultStylesheet: String = (try? Theme.named("light")).map(PageStyle.css(for:)) ?? PageStyle.css
}
