/// A block-level node. Renderers switch over it exhaustively (no `default:`), so a new case
/// breaks the build wherever it is not handled yet.
public enum Block: Hashable, Sendable {
    case paragraph(Paragraph)
    case heading(Heading)
    case thematicBreak(ThematicBreak)
    case blockQuote(BlockQuote)
    case list(List)
    case codeBlock(CodeBlock)
    case htmlBlock(HTMLBlock)
    case table(Table)
    case footnoteDefinition(FootnoteDefinition)

    /// The block's place in the source, when it came from a parser. (Set, it changes the
    /// block's own range, not its children's.)
    public var range: SourceRange? {
        get {
            switch self {
            case .paragraph(let b): b.range
            case .heading(let b): b.range
            case .thematicBreak(let b): b.range
            case .blockQuote(let b): b.range
            case .list(let b): b.range
            case .codeBlock(let b): b.range
            case .htmlBlock(let b): b.range
            case .table(let b): b.range
            case .footnoteDefinition(let b): b.range
            }
        }
        set {
            switch self {
            case .paragraph(var b): b.range = newValue; self = .paragraph(b)
            case .heading(var b): b.range = newValue; self = .heading(b)
            case .thematicBreak(var b): b.range = newValue; self = .thematicBreak(b)
            case .blockQuote(var b): b.range = newValue; self = .blockQuote(b)
            case .list(var b): b.range = newValue; self = .list(b)
            case .codeBlock(var b): b.range = newValue; self = .codeBlock(b)
            case .htmlBlock(var b): b.range = newValue; self = .htmlBlock(b)
            case .table(var b): b.range = newValue; self = .table(b)
            case .footnoteDefinition(var b): b.range = newValue; self = .footnoteDefinition(b)
            }
        }
    }
}

/// A paragraph of inline content.
public struct Paragraph: Hashable, Sendable, Codable {
    /// The inline content.
    public var inlines: [Inline]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a paragraph.
    public init(inlines: [Inline], range: SourceRange? = nil) {
        self.inlines = inlines
        self.range = range
    }
}

/// A heading, level 1 to 6.
public struct Heading: Hashable, Sendable, Codable {
    /// How the heading was written.
    public enum Style: String, Hashable, Sendable, Codable {
        /// `# Title`
        case atx
        /// `Title` underlined with `===` or `---`.
        case setext
    }

    /// 1 to 6.
    public var level: Int
    /// ATX or setext.
    public var style: Style
    /// The heading text.
    public var inlines: [Inline]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a heading.
    public init(level: Int, style: Style = .atx, inlines: [Inline], range: SourceRange? = nil) {
        self.level = level
        self.style = style
        self.inlines = inlines
        self.range = range
    }
}

/// A thematic break (`---`, `***`, `___`).
public struct ThematicBreak: Hashable, Sendable, Codable {
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a thematic break.
    public init(range: SourceRange? = nil) {
        self.range = range
    }
}

/// A block quote holding blocks.
public struct BlockQuote: Hashable, Sendable, Codable {
    /// The quoted blocks.
    public var blocks: [Block]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a block quote.
    public init(blocks: [Block], range: SourceRange? = nil) {
        self.blocks = blocks
        self.range = range
    }
}

/// A raw HTML block, kept verbatim; renderers decide whether it may pass.
public struct HTMLBlock: Hashable, Sendable, Codable {
    /// The raw HTML, including its final newline.
    public var html: String
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates an HTML block.
    public init(html: String, range: SourceRange? = nil) {
        self.html = html
        self.range = range
    }
}

/// A footnote definition (`[^label]: text`), moved by the parser to the end of the document
/// in the order of first reference; unreferenced definitions are dropped.
public struct FootnoteDefinition: Hashable, Sendable, Codable {
    /// The label as written (without `[^` and `]`).
    public var label: String
    /// How many references point to this footnote.
    public var referenceCount: Int
    /// The footnote's content.
    public var blocks: [Block]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a footnote definition.
    public init(label: String, referenceCount: Int, blocks: [Block], range: SourceRange? = nil) {
        self.label = label
        self.referenceCount = referenceCount
        self.blocks = blocks
        self.range = range
    }
}

extension Block {
    /// Whether the block is a paragraph.
    public var isParagraph: Bool {
        if case .paragraph = self { return true }
        return false
    }

    /// The footnote definition the block is, if it is one.
    public var footnoteDefinition: FootnoteDefinition? {
        if case .footnoteDefinition(let definition) = self { definition } else { nil }
    }
}
