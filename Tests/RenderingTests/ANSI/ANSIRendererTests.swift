import Rendering
import Testing
import Theming

/// One focused test per node type, on the plain theme's text unless styles are the point.
@Suite struct ANSIRendererTests {
    func text(_ markdown: String, width: Int = 80, theme: String = "plain") -> String {
        ANSISupport.text(markdown, theme: theme, width: width)
    }

    /// A chart fence that cannot be read stays code, under its fence's name, with a note.
    @Test func anUnreadableChartIsCodeLabelledWithItsFence() {
        let shown = text("```highcharts\n{\"series\": [1, 2\n```\n", width: 40)
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.contains("highcharts") == true)
        #expect(lines.contains { $0.contains("{\"series\": [1, 2") })
        #expect(lines.last?.hasPrefix("Chart not drawn: highcharts:") == true)
    }

    @Test func paragraphsWrapAndAreOneBlankLineApart() {
        #expect(text("one two three four\n\nfive", width: 9) == "one two\nthree\nfour\n\nfive")
    }

    @Test func noBlankLinesAtTheStartOrEnd() {
        let lines = ANSISupport.lines("\n\n# Title\n\ntext\n\n---\n", theme: "dark")
        #expect(lines.first?.text.isEmpty == false)
        #expect(lines.last?.text.isEmpty == false)
    }

    @Test(arguments: [(1, "# A"), (2, "## A"), (3, "### A"), (6, "###### A")])
    func headingsArePrefixedPerLevel(level: Int, expected: String) {
        #expect(text(String(repeating: "#", count: level) + " A") == expected)
    }

    @Test func headingLevelsLookDifferentInTheDarkTheme() {
        let styles = (1...6).map { level in
            ANSISupport.lines(String(repeating: "#", count: level) + " A", theme: "dark")[0]
                .spans.map(\.style)
        }
        #expect(Set(styles.map { $0.description }).count >= 3)
        #expect(styles[0].contains { $0.background != nil })
    }

    @Test func emphasisStrongStrikethroughAndCodeAreStyled() throws {
        let line = try #require(ANSISupport.lines("*i* **b** ~~s~~ `c`").first)
        func style(of text: String) -> TextStyle? {
            line.spans.first { $0.text.contains(text) }?.style
        }
        #expect(style(of: "i")?.italic == true)
        #expect(style(of: "b")?.bold == true)
        #expect(style(of: "s")?.strikethrough == true)
        #expect(line.text == "i b s `c`")
    }

    @Test func codeChipsKeepTheirPaddingAtLineEnds() throws {
        let lines = ANSISupport.lines("aaaa `x`, bbbb", theme: "dark", width: 30)
        let chip = try #require(lines.first?.spans.first { $0.style.background != nil })
        #expect(chip.text == "\u{A0}x\u{A0}")
        let wrapped = ANSISupport.lines("aaaa bbbb `x`. c", theme: "dark", width: 12)
        #expect(wrapped.map(\.text) == ["aaaa bbbb", "\u{A0}x\u{A0}. c"])
    }

    @Test func blockQuotesStackBarsAndKeepThemOnWrappedLines() {
        let out = text("> one two three\n>\n> > nested words here", width: 12)
        #expect(out == "│ one two\n│ three\n│\n│ │ nested\n│ │ words\n│ │ here")
    }

    @Test func bulletListsHangAndNest() {
        let out = text("- alpha beta gamma\n  - inner item", width: 12)
        #expect(out == "• alpha beta\n  gamma\n  ◦ inner\n    item")
    }

    @Test func orderedListsCountFromStartAndAlignNumbers() {
        let items = (0..<3).map { "\($0 + 8). item" }.joined(separator: "\n")
        #expect(text(items) == " 8. item\n 9. item\n10. item")
    }

    @Test func looseListsHaveBlankLinesBetweenItems() {
        #expect(text("- a\n\n- b") == "• a\n\n• b")
        #expect(text("- a\n- b") == "• a\n• b")
    }

    @Test func codeInATightItemKeepsItsSpacing() {
        let out = text("- a\n  ```\n  x\n  ```\n- b", width: 20)
        let rule = String(repeating: "─", count: 18)
        #expect(out == "• a\n\n  ── plain text ────\n    x\n  \(rule)\n• b")
    }

    @Test func trailingSpacesAreTrimmedInLinearTime() {
        // NB: 200,000 spaces; trimming one Character at a time from the end took minutes.
        let spaces = String(repeating: " ", count: 200_000)
        let out = text("```\nx" + spaces + "\n```\n\ny" + spaces + "z", width: 40)
        #expect(out.hasSuffix("z"))
        #expect(!out.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test func taskItemsShowTheThemeMarks() {
        #expect(text("- [x] done\n- [ ] todo") == "[x] done\n[ ] todo")
        #expect(text("- [x] done\n- [ ] todo", theme: "dark").contains("☑ done"))
        #expect(text("- [x] done\n- [ ] todo", theme: "dark").contains("☐ todo"))
    }

    @Test func codeBlocksAreLabelledPanels() {
        let out = text("```swift\nlet x = 1\n```\n\n```\nplain\n```", width: 20)
        #expect(
            out == """
                ── swift ───────────
                  let x = 1
                ────────────────────

                ── plain text ──────
                  plain
                ────────────────────
                """)
    }

    @Test func longCodeLinesFoldWithAMark() {
        let out = text("```\naaaa bbbb cccc\n```", width: 12)
        #expect(out.contains("  aaaa bbbb\n  ↪ cccc"))
    }

    @Test func tablesUseBoxDrawingAndAlignment() {
        let out = text("| a | b |\n|:-|-:|\n| x | 10 |\n| yy | 2 |")
        #expect(
            out == """
                ┌────┬────┐
                │ a  │  b │
                ├────┼────┤
                │ x  │ 10 │
                │ yy │  2 │
                └────┴────┘
                """)
    }

    @Test func tableCellsWrapToFitTheWidth() {
        let row = "| word word word word word word | other words here too |"
        let lines = ANSISupport.lines("| h | i |\n|---|---|\n" + row, width: 30)
        #expect(lines.allSatisfy { $0.width <= 30 })
        #expect(lines.count > 5)
    }

    @Test func narrowTablesListRowsAsHeaderValuePairs() {
        let out = text("| name | value |\n|---|---|\n| a | 1 |\n| b | 2 |", width: 16)
        #expect(out == "name: a\nvalue: 1\n────────────────\nname: b\nvalue: 2")
    }

    @Test func footnotesAreNumberedAndListedAtTheEnd() {
        let out = text("Text[^n] more.\n\n[^n]: The note.")
        #expect(out == "Text[1] more.\n\n────────────\n[1] The note.")
    }

    @Test func thematicBreaksSpanTheWidth() {
        #expect(text("---", width: 10) == String(repeating: "─", count: 10))
    }

    @Test func linksShowTheirURLUnlessItIsTheText() {
        #expect(text("[site](https://x.io)") == "site <https://x.io>")
        #expect(text("<https://x.io>") == "https://x.io")
        #expect(text("see https://x.io now") == "see https://x.io now")
        #expect(text("[below](#usage)") == "below")
    }

    @Test func hyperlinksCarryTheURLInsteadOfPrintingIt() throws {
        let lines = ANSISupport.lines("[site](https://x.io)", hyperlinks: true)
        #expect(lines.map(\.text) == ["site"])
        #expect(lines[0].spans.first?.link == "https://x.io")
        let bytes = ANSIEncoder(depth: .none, hyperlinks: true).encode(lines)
        #expect(bytes == "\u{1B}]8;;https://x.io\u{1B}\\site\u{1B}]8;;\u{1B}\\")
    }

    @Test func imagesShowMarkerAltAndURL() {
        #expect(text("![a cat](cat.png)") == "[image: a cat] <cat.png>")
        #expect(text("![a cat](cat.png)", theme: "dark") == "  ▣ a cat (cat.png)")
    }

    @Test func htmlIsShownAsCodeNeverInterpreted() {
        let out = text("<div>\n<b>hi</b>\n</div>", width: 20)
        #expect(out.hasPrefix("── html"))
        #expect(out.contains("  <b>hi</b>"))
        #expect(text("a <b>b</b> c") == "a <b>b</b> c")
    }

    @Test func hardAndSoftBreaks() {
        #expect(text("a\nb") == "a b")
        #expect(text("a\\\nb") == "a\nb")
    }

    @Test func theDarkThemeHasAMarginAndCodeBackground() throws {
        let lines = ANSISupport.lines("```\nx\n```", theme: "dark", width: 40)
        #expect(lines.allSatisfy { $0.text.hasPrefix("  ") })
        let code = try #require(lines.first { $0.text.contains("x") })
        #expect(code.spans.contains { $0.style.background != nil })
    }
}

extension TextStyle {
    /// A stable description for comparing styles in sets.
    var description: String { "\(self)" }
}
