import Testing
import Theming

@testable import Rendering

/// The page's CSS generated from a theme and its counterpart.
@Suite struct PageStyleThemeTests {
    func theme(_ name: String) throws -> Theme { try Theme.named(name) }

    /// The text of the `:root` block and of the dark media block.
    func blocks(_ css: String) -> (light: Substring, dark: Substring) {
        let parts = css.split(separator: "@media (prefers-color-scheme: dark)", maxSplits: 1)
        let light = parts.first ?? ""
        let dark = parts.count > 1 ? parts[1].prefix { $0 != "}" } : ""
        return (light, dark)
    }

    @Test func darkThemeColoursTheDarkSchemeAndItsCounterpartTheLight() throws {
        let css = PageStyle.css(for: try theme("dark"))
        let (light, dark) = blocks(css)
        #expect(dark.contains("--fg: #c9d1d9;"))
        #expect(dark.contains("--accent: #58a6ff;"))
        #expect(dark.contains("--code-bg: #161b22;"))
        #expect(light.contains("--fg: #1f2328;"))
        #expect(light.contains("--accent: #0969da;"))
    }

    @Test func lightAndDarkNamesGiveTheSamePage() throws {
        #expect(PageStyle.css(for: try theme("dark")) == PageStyle.css(for: try theme("light")))
    }

    @Test func aThemeWithoutColoursKeepsTheBuiltInPalette() throws {
        let css = PageStyle.css(for: try theme("plain"))
        for (name, value) in PageStyle.lightDefaults + PageStyle.darkDefaults {
            #expect(css.contains("--\(name): \(value);"))
        }
        #expect(!css.contains(".tok-keyword"))
    }

    @Test func layoutRulesAreKept() throws {
        #expect(PageStyle.css(for: try theme("high-contrast")).contains(PageStyle.layout))
    }

    @Test func tokenRulesUseDashesAndFollowEachAppearance() throws {
        var custom = Theme(
            name: "t", appearance: .dark,
            tokens: [
                "keyword.control": TextStyle(foreground: Color(r: 1, g: 2, b: 3), bold: true)
            ])
        custom.alternates = [
            Theme(
                name: "t", appearance: .light,
                tokens: [
                    "keyword": TextStyle(italic: true, underline: true)
                ])
        ]
        let css = PageStyle.css(for: custom)
        #expect(css.contains("  .tok-keyword-control { color: #010203; font-weight: 600; }"))
        #expect(css.contains("\n.tok-keyword { font-style: italic; text-decoration: underline; }"))
        #expect(!css.contains(".tok-keyword.control"))
    }

    @Test func theDarkThemeColoursCodeTokens() throws {
        let css = PageStyle.css(for: try theme("dark"))
        #expect(css.contains(".tok-keyword { color: #ff7b72; }"))
        #expect(css.contains(".tok-comment { color: #8b949e; font-style: italic; }"))
    }
}
