// The page's colours from a theme, so a theme looks the same in the terminal and the browser.
//
// The layout rules of `PageStyle.layout` stay as they are; only the custom properties they
// read change. Each property starts from the built-in palette of its appearance and takes
// the theme's colour where the theme sets one (a theme without colours, like `plain`, gives
// the built-in page). The light variables come from `theme.variant(for: .light)`, the dark
// ones from `.dark` under `prefers-color-scheme`; a theme with one appearance only uses it
// for both. Token rules `.tok-<kind>` (dots as dashes) are emitted for every resolved token
// style, ready for the highlighter.

import Theming

extension PageStyle {
    /// The whole stylesheet with its colours taken from `theme` and its counterpart.
    public static func css(for theme: Theme) -> String {
        let light = theme.variant(for: .light) ?? theme
        let dark = theme.variant(for: .dark) ?? theme
        var out = ":root {\n" + variables(light, defaults: lightDefaults) + "}\n"
        out += "@media (prefers-color-scheme: dark) {\n  :root {\n"
        out += variables(dark, defaults: darkDefaults) + "  }\n}\n"
        out += layout + themedRules
        out += tokenRules(light, indent: "")
        if dark != light {
            out +=
                "@media (prefers-color-scheme: dark) {\n" + tokenRules(dark, indent: "  ") + "}\n"
        }
        return out
    }

    /// The custom properties of one appearance, one line each.
    static func variables(_ theme: Theme, defaults: [(String, String)]) -> String {
        let themed = themedColors(theme)
        return defaults.map { name, fallback in
            "  --\(name): \(themed[name] ?? fallback);\n"
        }.joined()
    }

    /// The colours a theme sets, by custom property name.
    static func themedColors(_ theme: Theme) -> [String: String] {
        let elements = theme.resolvedElements
        func text(_ element: ThemeElement) -> TextStyle { elements[element]?.text ?? TextStyle() }
        func style(_ element: ThemeElement) -> ElementStyle { elements[element] ?? ElementStyle() }
        let candidates: [(String, Color?)] = [
            ("bg", text(.document).background),
            ("fg", text(.document).foreground),
            ("muted", text(.footnote).foreground ?? text(.h6).foreground),
            ("border", style(.table).borderColor ?? style(.codeBlock).borderColor),
            ("accent", text(.link).foreground),
            ("code-bg", text(.codeBlock).background),
            ("code-fg", text(.codeBlock).foreground),
            ("quote", text(.blockQuote).foreground),
            ("mark", style(.blockQuote).barColor),
            ("table-stripe", text(.codeBlock).background),
            ("heading", text(.heading).foreground),
            ("h6", text(.h6).foreground),
            ("strong", text(.strong).foreground),
            ("code-span-fg", text(.code).foreground),
            ("code-span-bg", text(.code).background),
            ("label", style(.codeBlock).labelColor),
        ]
        var out: [String: String] = [:]
        for (name, color) in candidates {
            if let color { out[name] = color.hex }
        }
        return out
    }

    /// `.tok-<kind>` rules for every token style that sets something, core kinds first: a
    /// token carries the classes of its whole fallback chain (`tok-escape tok-string`), and the
    /// later, more refined rule must win.
    static func tokenRules(_ theme: Theme, indent: String) -> String {
        theme.resolvedTokens.sorted {
            let depths = (Theme.tokenFallbackChain($0.key).count, Theme.tokenFallbackChain($1.key).count)
            return depths.0 != depths.1 ? depths.0 < depths.1 : $0.key < $1.key
        }.compactMap { kind, style in
            let declarations = cssDeclarations(style)
            guard !declarations.isEmpty else { return nil }
            let name = kind.cssIdentifier()
            return "\(indent).tok-\(name) { \(declarations) }\n"
        }.joined()
    }

    /// A text style as CSS declarations (empty when it sets nothing).
    static func cssDeclarations(_ style: TextStyle) -> String {
        var parts: [String] = []
        if let color = style.foreground { parts.append("color: \(color.hex);") }
        if let color = style.background { parts.append("background: \(color.hex);") }
        if style.bold == true { parts.append("font-weight: 600;") }
        if style.italic == true { parts.append("font-style: italic;") }
        if style.faint == true { parts.append("opacity: 0.7;") }
        var lines: [String] = []
        if style.underline == true { lines.append("underline") }
        if style.strikethrough == true { lines.append("line-through") }
        if !lines.isEmpty { parts.append("text-decoration: \(lines.joined(separator: " "));") }
        return parts.joined(separator: " ")
    }
}
