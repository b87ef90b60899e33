// The card's colours: the same custom properties the HTML page takes from a theme
// (`PageStyle.themedColors`), over the page's built-in light or dark defaults, so a card
// looks like the page. `inherit` (headings, strong) resolves to the text colour.

import Theming

/// Colours of a card picture.
struct CardPalette: Sendable {
    var background: String
    var text: String
    var muted: String
    var border: String
    var accent: String
    var codeBackground: String
    var codeText: String
    var quote: String
    var quoteBar: String
    var stripe: String
    var heading: String
    var strong: String
    var codeSpanText: String
    var codeSpanBackground: String
    var label: String

    /// The colours for `theme`, on the defaults of its appearance.
    init(theme: Theme) {
        let isDark = theme.appearance == .dark
        let defaults = Dictionary(
            uniqueKeysWithValues: isDark ? PageStyle.darkDefaults : PageStyle.lightDefaults)
        let themed = PageStyle.themedColors(theme)
        func color(_ name: String) -> String {
            let value = themed[name] ?? defaults[name] ?? "#000000"
            return value == "inherit" ? (themed["fg"] ?? defaults["fg"] ?? "#000000") : value
        }
        background = color("bg")
        text = color("fg")
        muted = color("muted")
        border = color("border")
        accent = color("accent")
        codeBackground = color("code-bg")
        codeText = color("code-fg")
        quote = color("quote")
        quoteBar = color("mark")
        stripe = color("table-stripe")
        heading = color("heading")
        strong = color("strong")
        codeSpanText = color("code-span-fg")
        codeSpanBackground = color("code-span-bg")
        label = color("label")
    }
}
