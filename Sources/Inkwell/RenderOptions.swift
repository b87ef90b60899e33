import MarkdownParsing

/// Everything that shapes one rendering of a reply.
public struct RenderOptions: Sendable, Hashable {
    /// The output format.
    public var format: OutputFormat
    /// The GFM extensions to parse with (all by default).
    public var extensions: Extensions
    /// HTML: only the body, byte-compatible with cmark-gfm, instead of a standalone page.
    public var isFragment: Bool
    /// HTML: let raw HTML from the input through (the tag filter still applies when enabled).
    public var allowsRawHTML: Bool
    /// The page title when the document has no heading.
    public var fallbackTitle: String

    /// Creates options; the defaults give a safe standalone HTML page with every extension on.
    public init(format: OutputFormat = .html, extensions: Extensions = .all, isFragment: Bool = false,
                allowsRawHTML: Bool = false, fallbackTitle: String = "Reply") {
        self.format = format
        self.extensions = extensions
        self.isFragment = isFragment
        self.allowsRawHTML = allowsRawHTML
        self.fallbackTitle = fallbackTitle
    }
}
