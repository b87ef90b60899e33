import Testing
import Theming

@Suite struct ThemeInheritanceTests {
    static let json = #"""
        {
          "name": "t",
          "palette": { "ink": "#111111", "accent": "#2222ff" },
          "elements": {
            "document": { "foreground": "$ink", "margin": 2, "prefix": "D" },
            "paragraph": { "italic": true },
            "heading": { "foreground": "$accent", "bold": true, "blockSuffix": "\n" },
            "h3": { "prefix": "### " },
            "strong": { "bold": true },
            "toolCall": { "borderColor": "#333333", "underline": true },
            "toolCall.failed": { "mark": "x", "foreground": "red" }
          },
          "tokens": {
            "plain": { "foreground": "#000001" },
            "keyword": { "foreground": "#000002", "bold": true },
            "keyword.control": { "italic": true },
            "string": { "foreground": "#000003" },
            "operator": { "foreground": "#000004" }
          }
        }
        """#

    let theme: Theme

    init() throws {
        theme = try ThemeLoader.load(json: ThemeInheritanceTests.json, path: "t.json")
    }

    @Test func headingLevelsInheritFromHeadingThenDocument() {
        let h3 = theme.style(for: .h3)
        #expect(h3.text.foreground == Color(parsing: "#2222ff"))
        #expect(h3.text.bold == true)
        #expect(h3.prefix == "### ")
        #expect(h3.blockSuffix == "\n")
        #expect(h3.margin == nil, "decorations stop below document")
        #expect(theme.style(for: .h5).prefix == nil)
    }

    @Test func strongInheritsParagraphAndDocumentText() {
        let strong = theme.style(for: .strong)
        #expect(strong.text.foreground == Color(parsing: "#111111"))
        #expect(strong.text.italic == true)
        #expect(strong.text.bold == true)
        #expect(strong.prefix == nil)
    }

    @Test func statusesInheritTheirFamily() {
        let failed = theme.style(for: .toolFailed)
        #expect(failed.mark == "x")
        #expect(failed.text.foreground == Color(.red))
        #expect(failed.text.underline == true)
        #expect(failed.borderColor == Color(parsing: "#333333"))
        #expect(ThemeElement.toolStatus("awaiting_approval") == .toolAwaitingApproval)
        #expect(ThemeElement.heading(level: 9) == .h6)
    }

    @Test(arguments: [
        ("keyword.control", "#000002", true, true), ("keyword.control.flow", "#000002", true, true),
        ("keyword", "#000002", true, false), ("escape", "#000003", false, false),
        ("regex.x", "#000003", false, false), ("punctuation", "#000004", false, false),
        ("variable", "#000001", false, false), ("property", "#000001", false, false),
        ("comment", "#000001", false, false), ("no-such-kind", "#000001", false, false),
        ("", "#000001", false, false),
    ])
    func tokenFallback(kind: String, foreground: String, bold: Bool, italic: Bool) {
        let style = theme.tokenStyle(for: kind)
        #expect(style.foreground?.hex == foreground, "\(kind)")
        #expect((style.bold ?? false) == bold, "\(kind)")
        #expect((style.italic ?? false) == italic, "\(kind)")
    }

    @Test func chainsEndInPlain() {
        #expect(Theme.tokenFallbackChain("string.escape") == ["string.escape", "string", "plain"])
        #expect(Theme.tokenFallbackChain("punctuation") == ["punctuation", "operator", "plain"])
    }

    @Test func resolvedTablesCoverEverything() {
        #expect(theme.resolvedElements.count == ThemeElement.allCases.count)
        let tokens = theme.resolvedTokens
        #expect(tokens["keyword.control"]?.italic == true)
        #expect(tokens.count == 16 + 5 + 1)
    }

    @Test func variantsRedefinePalette() throws {
        let theme = try Theme.named("high-contrast")
        let light = try #require(theme.variant(for: .light))
        #expect(light.appearance == .light)
        #expect(light.style(for: .document).text.foreground?.hex == "#0e1116")
        #expect(theme.style(for: .document).text.foreground?.hex == "#f0f3f6")
        #expect(light.tokenStyle(for: "keyword").foreground?.hex == "#a0111f")
    }
}
