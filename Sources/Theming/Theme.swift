/// A theme: how every element and every code token looks, for one appearance.
///
/// Styles are stored as written (unset fields `nil`); `style(for:)` and `tokenStyle(for:)`
/// resolve the inheritance chains. A theme may carry its variant for the other appearance
/// (from the same file's `variants` or from the file named by `counterpart`).
public struct Theme: Sendable, Hashable {
    /// The theme's name (`dark`, or the file's `name`).
    public var name: String
    /// The background this theme is designed for.
    public var appearance: Appearance
    /// Named colours, referenced from styles as `"$name"`.
    public var palette: [String: Color]
    /// Element styles as written in the theme.
    public var elements: [ThemeElement: ElementStyle]
    /// Code token styles as written, by token kind (`keyword`, `keyword.control`).
    public var tokens: [String: TextStyle]
    /// The theme to use for the other appearance, by built-in name or file name.
    public var counterpart: String?
    /// Variants of this theme for other appearances (at most one per appearance).
    public var alternates: [Theme]

    /// Creates a theme from its parts.
    public init(
        name: String, appearance: Appearance, palette: [String: Color] = [:],
        elements: [ThemeElement: ElementStyle] = [:], tokens: [String: TextStyle] = [:],
        counterpart: String? = nil, alternates: [Theme] = []
    ) {
        self.name = name
        self.appearance = appearance
        self.palette = palette
        self.elements = elements
        self.tokens = tokens
        self.counterpart = counterpart
        self.alternates = alternates
    }

    /// The background a theme is designed for.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Dark background.
        case dark
        /// Light background.
        case light
        /// Any background (a theme without colours).
        case any
    }

    /// The resolved style of an element: unset text fields from every ancestor, unset
    /// decorations from ancestors up to (not including) `document` and `paragraph`.
    public func style(for element: ThemeElement) -> ElementStyle {
        var resolved = elements[element] ?? ElementStyle()
        var decorationSource = element.decorationParent
        var ancestor = element.parent
        while let current = ancestor {
            let parentStyle = elements[current] ?? ElementStyle()
            resolved.text = resolved.text.merged(over: parentStyle.text)
            if current == decorationSource {
                resolved = resolved.decorations(over: parentStyle)
                decorationSource = current.decorationParent
            }
            ancestor = current.parent
        }
        return resolved
    }

    /// Every element's resolved style (what the HTML CSS generator needs).
    public var resolvedElements: [ThemeElement: ElementStyle] {
        var out: [ThemeElement: ElementStyle] = [:]
        for element in ThemeElement.allCases {
            out[element] = style(for: element)
        }
        return out
    }

    /// This theme's variant for `appearance`: itself when it matches (or is for any
    /// background), else the matching alternate, else `nil`.
    public func variant(for appearance: Appearance) -> Theme? {
        if self.appearance == appearance || self.appearance == .any { return self }
        return alternates.first { $0.appearance == appearance }
    }
}
