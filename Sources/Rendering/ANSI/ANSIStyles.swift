import Theming

/// A theme's element styles resolved once for the terminal renderer.
///
/// `resolved` holds each element's full style (text from every ancestor, decorations from
/// its family). `local` holds only the text style an element adds on top of the text around
/// it: its own fields and its family's, but not `document`'s or `paragraph`'s, so an emphasis
/// inside a block quote keeps the quote's colour.
struct ANSIStyles: Sendable {
    let theme: Theme
    private let resolved: [ThemeElement: ElementStyle]
    private let local: [ThemeElement: TextStyle]
    private let decorated: Set<ThemeElement>
    private let decoratedBlocks: (paragraph: Bool, list: Bool, codeBlock: Bool)
    private let inlineAffixes: [ThemeElement: InlineAffixes]
    private let tokenStyles: [String: TextStyle]
    private let inlineText: InlineText

    /// The local text styles of the commonest inline elements.
    private struct InlineText {
        var emphasis = TextStyle()
        var strong = TextStyle()
        var strikethrough = TextStyle()
        var code = TextStyle()
        var link = TextStyle()
        var linkURL = TextStyle()
        var showsURL = false
    }

    /// The elements a markdown document uses (the agent UI and charts are drawn elsewhere).
    static let markdownElements: [ThemeElement] = [
        .document, .paragraph, .heading, .h1, .h2, .h3, .h4, .h5, .h6, .emphasis, .strong,
        .strikethrough, .code, .codeBlock, .blockQuote, .list, .taskChecked, .taskUnchecked,
        .table, .tableHeader, .link, .linkURL, .image, .thematicBreak, .footnote, .htmlBlock,
    ]

    init(theme: Theme) {
        self.theme = theme
        var resolved: [ThemeElement: ElementStyle] = [:]
        var local: [ThemeElement: TextStyle] = [:]
        var decorated: Set<ThemeElement> = []
        for element in ANSIStyles.markdownElements {
            let style = theme.style(for: element)
            resolved[element] = style
            local[element] = ANSIStyles.localText(of: element, in: theme)
            if ANSIStyles.hasDecorations(style, element: element) { decorated.insert(element) }
        }
        self.resolved = resolved
        self.local = local
        self.decorated = decorated
        self.decoratedBlocks = (
            decorated.contains(.paragraph), decorated.contains(.list),
            decorated.contains(.codeBlock)
        )
        self.inlineAffixes = ANSIStyles.inlineAffixes(resolved)
        // NB: a kind's fallback chain is worked out once here, not once per token.
        self.tokenStyles = theme.resolvedTokens
        self.inlineText = InlineText(
            emphasis: local[.emphasis] ?? TextStyle(), strong: local[.strong] ?? TextStyle(),
            strikethrough: local[.strikethrough] ?? TextStyle(), code: local[.code] ?? TextStyle(),
            link: local[.link] ?? TextStyle(), linkURL: local[.linkURL] ?? TextStyle(),
            showsURL: resolved[.link]?.showURL == true)
    }

    /// The text an inline element puts around its content: sanitised, on one line; a code
    /// chip's padding spaces are no-break spaces, so it keeps both sides at a line end and
    /// never parts from the punctuation after it.
    struct InlineAffixes {
        let prefix: String
        let suffix: String
    }

    private static func inlineAffixes(
        _ resolved: [ThemeElement: ElementStyle]
    ) -> [ThemeElement: InlineAffixes] {
        func clean(_ text: String?, _ fallback: String, noBreak: Bool) -> String {
            let line = TerminalText.singleLine(text ?? fallback)
            return noBreak ? line.noBreak() : line
        }
        var out: [ThemeElement: InlineAffixes] = [:]
        for (element, fallback, noBreak) in [
            (ThemeElement.code, "", true), (.htmlBlock, "", true), (.image, "", false),
            (.linkURL, " ", false),
        ] {
            let style = resolved[element] ?? ElementStyle()
            out[element] = InlineAffixes(
                prefix: clean(style.prefix, fallback, noBreak: noBreak),
                suffix: clean(style.suffix, "", noBreak: noBreak))
        }
        return out
    }

    /// The prefix and suffix of `.code`, `.htmlBlock`, `.image` or `.linkURL`.
    func affixes(_ element: ThemeElement) -> InlineAffixes {
        inlineAffixes[element] ?? InlineAffixes(prefix: "", suffix: "")
    }

    /// Whether a resolved style asks for a margin, an indent or block prefix/suffix text.
    private static func hasDecorations(_ style: ElementStyle, element: ThemeElement) -> Bool {
        let hasText = [style.blockPrefix, style.blockSuffix].contains {
            $0?.contains { !$0.isWhitespace } == true
        }
        let indent = element == .codeBlock || element == .htmlBlock ? 0 : (style.indent ?? 0)
        return hasText || (style.margin ?? 0) > 0 || indent > 0
    }

    /// Whether a block element has decorations to draw: a margin, an indent, or text in
    /// its block prefix or suffix.
    func isDecorated(_ element: ThemeElement) -> Bool {
        // NB: asked for every block; hashing a ThemeElement hashes its name.
        switch element {
        case .paragraph: decoratedBlocks.paragraph
        case .list: decoratedBlocks.list
        case .codeBlock: decoratedBlocks.codeBlock
        default: !decorated.isEmpty && decorated.contains(element)
        }
    }

    private static func localText(of element: ThemeElement, in theme: Theme) -> TextStyle {
        var text = theme.elements[element]?.text ?? TextStyle()
        var current = element.parent
        while let ancestor = current, ancestor != .document, ancestor != .paragraph {
            text = text.merged(over: theme.elements[ancestor]?.text ?? TextStyle())
            current = ancestor.parent
        }
        return text
    }

    /// The resolved style of an element.
    func style(_ element: ThemeElement) -> ElementStyle {
        resolved[element] ?? ElementStyle()
    }

    /// The text style `element` gives inside text styled `base`.
    func text(_ element: ThemeElement, over base: TextStyle) -> TextStyle {
        localText(element).merged(over: base)
    }

    /// NB: inline elements are looked up for every emphasis, code span and link; a switch
    /// is cheaper than hashing the element.
    private func localText(_ element: ThemeElement) -> TextStyle {
        switch element {
        case .emphasis: inlineText.emphasis
        case .strong: inlineText.strong
        case .strikethrough: inlineText.strikethrough
        case .code: inlineText.code
        case .link: inlineText.link
        case .linkURL: inlineText.linkURL
        default: local[element] ?? TextStyle()
        }
    }

    /// Whether a link's URL is shown after its text (the theme's `link.showURL`).
    var showsLinkURL: Bool {
        inlineText.showsURL
    }

    /// The document's resolved style.
    var document: ElementStyle { style(.document) }

    /// The text style of body text (paragraph over document).
    var paragraph: TextStyle { style(.paragraph).text }

    /// A code token's style (`plain` for unhighlighted code), over the code block's text.
    func token(_ kind: String, over base: TextStyle) -> TextStyle {
        (tokenStyles[kind] ?? theme.tokenStyle(for: kind)).merged(over: base)
    }
}
