/// An inline node inside a paragraph, heading, table cell or link.
public enum Inline: Hashable, Sendable {
    /// Literal text (entities and backslash escapes already resolved).
    case text(String)
    /// A line ending inside a paragraph: a space or a newline, as the renderer likes.
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak
    /// A code span.
    case code(String)
    /// Raw inline HTML, kept verbatim; renderers decide whether it may pass.
    case html(String)
    /// `*emphasis*`
    case emphasis([Inline])
    /// `**strong**`
    case strong([Inline])
    /// `~~strikethrough~~`
    case strikethrough([Inline])
    /// A link (inline, reference or autolink).
    case link(Link)
    /// An image.
    case image(Image)
    /// A reference to a footnote (`[^label]`).
    case footnoteReference(FootnoteReference)
}

/// A link: where it goes, an optional title, and its text.
public struct Link: Hashable, Sendable, Codable {
    /// The destination, as written (entities and escapes resolved; not validated).
    public var destination: String
    /// The title, empty when none.
    public var title: String
    /// The link text.
    public var inlines: [Inline]
    /// Whether it was written as an autolink (`<https://...>` or a bare GFM URL).
    public var isAutolink: Bool

    /// Creates a link.
    public init(destination: String, title: String = "", inlines: [Inline], isAutolink: Bool = false) {
        self.destination = destination
        self.title = title
        self.inlines = inlines
        self.isAutolink = isAutolink
    }
}

/// An image: its source, an optional title and the alt text (as inlines).
public struct Image: Hashable, Sendable, Codable {
    /// The image URL.
    public var source: String
    /// The title, empty when none.
    public var title: String
    /// The alt text, as inlines (renderers flatten it to plain text where needed).
    public var alt: [Inline]

    /// Creates an image.
    public init(source: String, title: String = "", alt: [Inline]) {
        self.source = source
        self.title = title
        self.alt = alt
    }
}

/// A footnote reference: the label, the footnote's number, and which use of it this is.
public struct FootnoteReference: Hashable, Sendable, Codable {
    /// The label as written (without `[^` and `]`).
    public var label: String
    /// The footnote's number (1-based, in order of first reference).
    public var number: Int
    /// 1 for the first reference to this footnote, 2 for the second, ...
    public var occurrence: Int

    /// Creates a footnote reference.
    public init(label: String, number: Int, occurrence: Int = 1) {
        self.label = label
        self.number = number
        self.occurrence = occurrence
    }
}
