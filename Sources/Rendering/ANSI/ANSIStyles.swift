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

    init(theme: Theme) {
        self.theme = theme
        resolved = theme.resolvedElements
        var local: [ThemeElement: TextStyle] = [:]
        for element in ThemeElement.allCases {
            local[element] = ANSIStyles.localText(of: element, in: theme)
        }
        self.local = local
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
        (local[element] ?? TextStyle()).merged(over: base)
    }

    /// The document's resolved style.
    var document: ElementStyle { style(.document) }

    /// The text style of body text (paragraph over document).
    var paragraph: TextStyle { style(.paragraph).text }

    /// A code token's style (`plain` for unhighlighted code), over the code block's text.
    func token(_ kind: String, over base: TextStyle) -> TextStyle {
        theme.tokenStyle(for: kind).merged(over: base)
    }
}
