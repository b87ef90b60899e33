import Inkwell
import Testing

@Suite struct InkwellFacadeTests {
    @Test func fragmentMatchesCmarkShape() {
        let options = RenderOptions(format: .html, isFragment: true)
        #expect(Inkwell.render("Hello **world**", options: options) == "<p>Hello <strong>world</strong></p>\n")
    }

    @Test func pageIsTheDefault() {
        let page = Inkwell.render("# Report\n\ntext")
        #expect(page.contains("<html lang=\"en\">"))
        #expect(page.contains("<title>Report</title>"))
        #expect(page.contains("<h1>Report</h1>"))
    }

    @Test func rawHTMLNeedsAnExplicitOptIn() {
        #expect(Inkwell.render("<b>x</b>", options: RenderOptions(isFragment: true)) == "<p>&lt;b&gt;x&lt;/b&gt;</p>\n")
        #expect(Inkwell.render("<b>x</b>", options: RenderOptions(isFragment: true, allowsRawHTML: true)) == "<p><b>x</b></p>\n")
    }

    @Test func jsonIsTheModel() {
        let json = Inkwell.render("# A", options: RenderOptions(format: .json))
        #expect(json.contains("\"type\" : \"heading\""))
        #expect(json.hasSuffix("}\n"))
    }
}

@Suite struct InkwellANSITests {
    @Test func withoutColourTheTextIsPlainAndThemedPlain() {
        let options = RenderOptions(format: .ansi, width: 20, colorDepth: .none)
        #expect(Inkwell.render("# Hi\n\n- [x] done", options: options) == "# Hi\n\n[x] done\n")
    }

    @Test func colourUsesTheDarkThemeByDefault() throws {
        let options = RenderOptions(format: .ansi, colorDepth: .trueColor)
        let dark = try Theme.named("dark")
        let explicit = RenderOptions(format: .ansi, theme: dark, colorDepth: .trueColor)
        let text = Inkwell.render("## Hi **there**", options: options)
        #expect(text.contains("\u{1B}["))
        #expect(text == Inkwell.render("## Hi **there**", options: explicit))
    }

    @Test func bytesAndStringAgree() {
        let options = RenderOptions(format: .ansi, colorDepth: .ansi256)
        let markdown = "> quote with `code` and [a link](https://x.io)\n"
        #expect(Inkwell.renderBytes(utf8: Array(markdown.utf8), options: options)
                == Array(Inkwell.render(markdown, options: options).utf8))
    }

    @Test func anEmptyDocumentIsEmpty() {
        #expect(Inkwell.render("", options: RenderOptions(format: .ansi)).isEmpty)
    }

    /// Renderers are kept between calls (making one resolves a whole theme); one kept for a
    /// theme, width or link setting never serves another.
    @Test func keptRenderersMatchTheirThemeWidthAndLinks() throws {
        let markdown = "## Heading\n\nText with **bold**, `code` and [a link](https://x.io) that wraps at narrow widths.\n"
        let themes = try ["dark", "light", "high-contrast"].map { try Theme.named($0) }
        var firsts: [String: String] = [:]
        for round in 0..<3 {
            for theme in themes {
                for width in [30, 80] {
                    for hyperlinks in [false, true] {
                        let options = RenderOptions(format: .ansi, theme: theme, width: width, colorDepth: .trueColor,
                                                    hyperlinks: hyperlinks)
                        let text = Inkwell.render(markdown, options: options)
                        let key = "\(theme.name) \(width) \(hyperlinks)"
                        if round == 0 { firsts[key] = text } else { #expect(text == firsts[key], "\(key)") }
                    }
                }
            }
        }
        #expect(Set(firsts.values).count == firsts.count)
    }
}

@Suite struct LiveRenderTests {
    @Test func openChartFenceShowsAPlaceholderThenTheChart() {
        var live = LiveRender(options: RenderOptions(format: .html))
        let partial = live.append("Revenue:\n\n```chartjs\n{\"type\": \"bar\", \"data\": {\"labels\": [\"a\"")
        #expect(partial.provisional.contains("Drawing chart…"))
        #expect(!partial.provisional.contains("Chart not drawn"))
        _ = live.append(", \"b\"], \"datasets\": [{\"label\": \"x\", \"data\": [1, 2]}]}}\n```\n")
        let last = live.finish()
        #expect((last.committed + [last.provisional]).joined().contains("<svg"))
    }

    /// A closing fence whose code is the code already shown leaves the tail's blocks as they
    /// were, but the chart is drawn then, not when the next block or the end comes: every
    /// frame is the tail rendered anew, but for the placeholder while the fence is open.
    @Test(arguments: [RenderOptions(format: .html), RenderOptions(format: .ansi, width: 60)])
    func theChartIsDrawnWhenItsFenceCloses(options: RenderOptions) {
        let text = "Revenue:\n\n```chartjs\n{\"type\": \"bar\", \"data\": {\"labels\": [\"a\", \"b\"], "
            + "\"datasets\": [{\"label\": \"x\", \"data\": [1, 2]}]}}\n```"
        for size in [1, 2, 3, 5] {
            var live = LiveRender(options: options)
            var committed = 0
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: size) {
                let frame = live.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
                committed += frame.committed.count
                guard frame.openFence == nil else { continue }
                let tail = Document(blocks: Array(live.document.blocks.dropFirst(committed)))
                #expect(frame.provisional == Inkwell.render(tail, options: options), "chunks of \(size), after \(start + size) bytes")
            }
        }
    }

    /// A terminal resized mid-reply: the tail is laid out again at the new width, as a
    /// rendering begun at that width shows it, and the frames after it go on at that width.
    @Test func relayoutGivesTheTailAtTheNewWidth() {
        let text = "Done:\n\n- a list item long enough to wrap when the terminal is narrow, with **bold** words\n- and ```code"
        let more = " spans``` in a second item that goes on and on\n"
        var live = LiveRender(options: RenderOptions(format: .ansi, width: 80))
        _ = live.append(text)
        var fresh = LiveRender(options: RenderOptions(format: .ansi, width: 40))
        let expected = fresh.append(text).provisional
        #expect(live.relayout(width: 40) == expected)
        #expect(live.options.width == 40)
        #expect(live.append(more).provisional == fresh.append(more).provisional)
        #expect(live.finish().committed == fresh.finish().committed)
    }

    /// In a list item or a quote too: the placeholder stands where the code block would.
    /// Before footnote definitions from earlier lines too, which the tail ends with.
    @Test(arguments: ["1. Revenue:\n\n   ```chartjs\n   {\"type\": \"bar\", \"data\": {",
                      "> ```vega-lite\n> {\"mark\": \"bar\", \"data\"",
                      "Cited[^a].\n\n[^a]: The note.\n\nRevenue:\n\n```chartjs\n{\"type\": \"bar\", \"data\": {"])
    func openChartFenceInAContainerShowsAPlaceholder(text: String) {
        var live = LiveRender(options: RenderOptions(format: .html))
        let partial = live.append(text)
        #expect(partial.provisional.contains("Drawing chart…"))
        #expect(!partial.provisional.contains("<code"))
    }

    /// An HTML fragment keeps chart fences as code (it is cmark-compatible), and the model is
    /// the model: neither shows a placeholder that the end would not keep.
    @Test(arguments: [RenderOptions(format: .html, isFragment: true), RenderOptions(format: .json)])
    func outputsThatDrawNoChartsShowNoPlaceholder(options: RenderOptions) {
        var live = LiveRender(options: options)
        let partial = live.append("Revenue:\n\n```chartjs\n{\"type\": \"bar\", \"data\": {")
        #expect(!partial.provisional.contains("Drawing chart"))
        #expect(partial.provisional.contains("chartjs"))
    }

    @Test func openJSONFenceStaysCode() {
        var live = LiveRender(options: RenderOptions(format: .html))
        #expect(live.append("```json\n{\"a\": ").provisional.contains("<code"))
    }

    /// Frames extended in place (text appended without parsing) equal rendering the tail anew.
    @Test(arguments: [
        "A paragraph that grows word by word, with commas, dots. And more words   here.",
        "- an item that grows\n- [ ] a task that grows too\n\n> a quote\nlazily continued text",
        "| a | b | c |\n|---|---|---|\n| one | two\n\nText with &amp; \"quotes\" and <b>tags</b> 5 > 3.",
        "Footnote[^1] here and more words.\n\n[^1]: The note text grows.\n\nThen a paragraph grows.",
        Self.wordsBeforeNotes,
        Self.endingInSources,
        // Unchanged items of a growing list are copied from the frame before (ListItemMemo).
        "- a\n- b `code`\n  - nested\n  - more\n- c\n\n  para in c\n- [x] done\n- d[^n]\n\n[^n]: note\n- e\n> quote",
        // Code spliced into the frame before (HTMLCodeSplice), in a list item and a quote too.
        Self.longCode,
        Self.longLines,
        Self.nested,
        "Bugs should be reported at\n<https://gitlab.gnome.org/GNOME/libxml2/-/issues>.\n\nA mailing list xml@gnome.org is available. You can subscribe",
        // A table growing row by row: the frame before up to its rows' end, then the new rows
        // (HTMLTableSplice); a row with more cells than the header, one with fewer.
        "| Name | Value | Note |\n|:---|--:|:-:|\n" + (0..<14).map { "| item \($0) | \($0 * 7) | *n* `\($0)` |\n" }.joined()
            + "| x | y | z | extra |\n| short |\n\nAfter the table.",
    ] + growingLists)
    func splicedFramesEqualFreshRendering(text: String) {
        Self.framesEqualFreshRendering(text, options: RenderOptions(format: .html, isFragment: true))
        Self.framesEqualFreshRendering(text, options: RenderOptions(format: .html, isFragment: false))
    }

    /// Words typed before footnote definitions that earlier lines made, which the tail ends
    /// with (`StreamUpdate.trailingNotes`): they are extended, the definitions kept as shown.
    static let wordsBeforeNotes = "Facts[^a] and more[^b].\n\n[^a]: The first note, with *style*.\n[^b]: The second note.\n\n"
        + "Then a paragraph grows word by word, refers to one[^a] again, and goes on and on with words.\n\n"
        + "- a list item grows too\n- and another[^b]\n\n```swift\nlet code = 1\n```\n\nAt the end."

    /// A reply that ends with its sources: the tail is its notes alone (the streaming parser
    /// sets the closed ones aside), which frames keep up to the first that changed
    /// (NotesSplice, HTMLNotesSplice): defined out of order, one with paragraphs, one cited by
    /// nothing, words that wrap.
    static let endingInSources = (1...6).map { "Claim \($0) rests on a source[^s\($0)].\n\n" }.joined()
        + "[^s1]: Source one, *Journal of Things*, https://example.com/1.\n[^s3]: Source three, before two.\n"
        + "[^s2]: Source two\n    with a second line.\n\n    And a paragraph.\n[^zz]: Cited by nothing.\n"
        + (4...6).map { "[^s\($0)]: Source \($0) with **bold** words that wrap over the lines.\n" }.joined()

    /// A long paragraph, whose frames keep the lines the last frame laid out (ParagraphMemo):
    /// styles, a link, a hard break, a word too wide for a line, a paragraph after it.
    static let longParagraph = String(repeating: "Words go on and on, some **bold ones**, a [link](https://l.example) and `code`; ", count: 6)
        + "a hard break  \nthen https://example.com/a/very/long/path/that/is/wider/than/thirty/cells and more words "
        + String(repeating: "still growing *slowly* ", count: 5) + "\n\nA second paragraph grows too, word by word, to the end."

    /// A long paragraph and long code in list items and a quote, whose frames keep the lines
    /// the last frame laid out inside the gutters (a bullet first, then the indentation).
    static let nested = "1. " + String(repeating: "The step grows, *word* by word and [link](https://l.example) ", count: 4)
        + "\n\n   " + String(repeating: "A second paragraph of the step goes on ", count: 3) + "\n\n   ```python\n"
        + (0..<8).map { "   def f\($0)(x):\n       return x  # c\n" }.joined() + "   ```\n   - nested " + String(repeating: "words grow ", count: 8)
        + "\n\n     ```\n" + String(repeating: "     plain line\n", count: 30) + "     ```\n2. next\n\n> " + String(repeating: "quoted words ", count: 12)

    /// Long code blocks, whose frames are made from the frame before's (CodeTokens.swift):
    /// one closed and one left open, in two languages, then an HTML block.
    static let longCode = "Here:\n\n```python\n" + (0..<12).map { "def f\($0)(x):\n    \"\"\"Doc \($0)\n    more\"\"\"\n    return x  # c\n" }.joined()
        + "```\n\nThen:\n\n```js\n" + String(repeating: "const s = `a ${b}\nc`; /* x\n y */ f(1);\n", count: 10)
        + "```\n\n<div>\n" + String(repeating: "  <p>row &amp; more</p>\n", count: 14) + "</div>\n"

    /// Code lines many rows long, growing in a panel: the rows laid out before the last two
    /// are kept (PanelRows), alone, in a quote and in a list item, and after a line of them a
    /// line begins.
    static let longLines = "```js\nconst data = " + (0..<12).map { "{\"k\($0)\":[\($0),\"v é 日本\"]}" }.joined(separator: ",")
        + ";\nnext(" + String(repeating: "word ", count: 14) + ")\n```\n\n> ```\n> " + String(repeating: "quoted-and-folded", count: 18)
        + "\n> ```\n\n1. step\n\n   ```\n   " + String(repeating: "ab cd ", count: 50) + "\n   ```\n"

    /// A list the last frame ended with grows from its last item (ListSplice, HTMLListSplice): tight and
    /// loose, numbered past 9 (the markers widen), with nested items, task items, code and a
    /// chart in the last item; after a paragraph and in a quote it is not spliced.
    static let growingLists: [String] = {
        var lists: [String] = []
        lists.append((1...12).map { "- **Fix \($0)**: the `parser` keeps [state](https://e.x/\($0)) and more words" }.joined(separator: "\n"))
        lists.append((1...11).map { "\($0). Step \($0) with words\n   - detail `x\($0)`\n   - more" }.joined(separator: "\n\n"))
        let tasks = (1...6).map { "- [\($0 % 2 == 0 ? "x" : " ")] task \($0) done *soon*" }.joined(separator: "\n")
        let code = (0..<6).map { "  x\($0) = \($0)\n" }.joined()
        lists.append(tasks + "\n- last item with code:\n\n  ```python\n" + code + "  ```")
        // NB: a JSON fence, which shows no placeholder while open (the fresh rendering here
        // has none).
        let chart = #"{"type": "bar", "data": {"labels": ["x", "y"], "datasets": [{"label": "a", "data": [1, 2]}]}}"#
        lists.append("- one\n- two\n- a chart:\n\n  ```json\n  " + chart + "\n  ```\n- after")
        lists.append("Intro words\n" + (1...8).map { "- item \($0) *grows*" }.joined(separator: "\n"))
        lists.append("> " + (1...8).map { "- quoted item \($0) *grows*" }.joined(separator: "\n> "))
        return lists
    }()

    /// Terminal frames share one palette and escape table (`ANSIRenderer.FrameCache`); each
    /// still equals rendering the tail anew, whichever styles came and went before.
    @Test(arguments: [
        "# Title with *emphasis*\n\nA paragraph with **bold**, `code`, [a link](https://example.com) and ~~strike~~.",
        "> quoted **strong** text\n\n- item `one`\n- item [two](https://b.example)\n\n```swift\nlet x = 1 // comment\n```\n\nplain at the end",
        "| a | **b** |\n|---|---|\n| `1` | *2* |\n\nThen *new* styles: ***both***, and a [link][r].\n\n[r]: https://r.example",
        // The items of a growing list are copied from the frame before (ListItemMemo) unless
        // their marker's width, the list's tightness or the item itself changed.
        (1...11).map { "\($0). step *\($0)* of the plan" }.joined(separator: "\n") + "\n\n12. now loose\n- other\n- list",
        "- a\n- b `code`\n  - nested\n  - more\n- c\n\n  para in c\n- [x] done\n- d\n> quote ends it",
        Self.longCode,
        Self.longParagraph,
        Self.nested,
        // Words added to the paragraph the last frame ended with are laid out from its last
        // line (ParagraphSplice): in bold, in a quote, in list items, after a hard break, in
        // wide characters, after a word too wide for a line, in a quote in a list item.
        "Text **in bold that keeps growing over the lines of a paragraph** and after it",
        "> quoted words that grow\n> and go on, marked\nand lazily, over many lines of it",
        "- an item whose words grow\n  over lines of it\n  - nested words grow too, word by word",
        "line one grows  \nline two after a hard break grows\\\nand after a backslash one",
        "日本語の文章が少しずつ続きます。" + String(repeating: "さらに続く言葉、", count: 6),
        "averyveryveryverylongwordwiderthanthirtycells and words after it keep on coming",
        "1. step\n\n   > quoted words in the step grow and grow, line after line of them",
        // Words into a heading after a paragraph of the same item or quote: the frame ended
        // with the heading.
        "- a paragraph in the item\n\n  # and a heading in it grows word by word",
        "> a paragraph in the quote\n>\n> # and a heading in it grows word by word",
        // Code added to the panel the last frame ended with is laid out from the first line
        // its memo does not keep (CodePanelSplice), in a quote too; a JSON fence is not, as
        // it may become a chart.
        Self.longLines,
        "> ```swift\n" + (0..<14).map { "> let value\($0) = \"text \\($0)\" // note \($0)\n" }.joined(),
        "```json\n{\"type\": \"bar\", \"data\": {\n  \"labels\": [" + (0..<14).map { "\"label \($0)\"" }.joined(separator: ", ")
            + "],\n  \"datasets\": [{\"label\": \"sales\", \"data\": [" + (0..<14).map { "\($0 * 3)" }.joined(separator: ", ") + "]}]\n}}\n",
        // A table growing row by row (TableMemo), one row widening a column.
        Self.wordsBeforeNotes,
        Self.endingInSources,
        "| Name | Value |\n|---|--:|\n" + (0..<14).map { "| item \($0) | \($0 == 9 ? "a much wider value" : "*\($0)*") |\n" }.joined() + "\nAfter.",
    ] + growingLists)
    func terminalFramesEqualFreshRendering(text: String) {
        for depth in [ColorDepth.trueColor, .ansi16] {
            Self.framesEqualFreshRendering(text, options: RenderOptions(format: .ansi, width: 30, colorDepth: depth, hyperlinks: true))
        }
    }

    /// A frame that only adds to the last one grows that frame's String where it is, once the
    /// caller has let go of the frame before: its storage moves only when it runs out of room
    /// (a few times over a long reply), not every frame, as it did while each frame copied the
    /// whole tail (a reply that is one long code block).
    @Test(arguments: [(OutputFormat.ansi, true), (.ansi, false), (.html, false)])
    func framesGrowInPlace(format: OutputFormat, inCode: Bool) {
        let options = RenderOptions(format: format, isFragment: true, width: 80)
        let text = inCode ? "Here:\n\n```python\n" + (0..<300).map { "value_\($0) = compute(\($0))  # step\n" }.joined()
                          : String(repeating: "Words go on and on in one paragraph. ", count: 300)
        var live = LiveRender(options: options)
        let bytes = Array(text.utf8)
        var (last, moves, frames) = (0, 0, 0)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            var tail = live.append(utf8: Array(bytes[start..<min(start + 8, bytes.count)])).provisional
            let storage = tail.withUTF8 { Int(bitPattern: $0.baseAddress) }
            if storage != last { moves += 1 }
            (last, frames) = (storage, frames + 1)
        }
        #expect(frames > 1000)
        #expect(moves < 40, "the tail's storage moved \(moves) times in \(frames) frames")
    }

    static func framesEqualFreshRendering(_ text: String, options: RenderOptions) {
        let bytes = Array(text.utf8)
        for size in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] {
            var live = LiveRender(options: options)
            var committed = 0
            for start in stride(from: 0, to: bytes.count, by: size) {
                let frame = live.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
                // Each committed block as it renders alone.
                for (offset, output) in frame.committed.enumerated() {
                    let block = live.document.blocks[committed + offset]
                    #expect(output == Inkwell.render(Document(blocks: [block]), options: options), "size \(size) after \(start) bytes")
                }
                committed += frame.committed.count
                let tail = Array(live.document.blocks.dropFirst(committed))
                let expected = tail.isEmpty ? "" : Inkwell.render(Document(blocks: tail), options: options, continuingOutput: committed > 0)
                #expect(frame.provisional == expected, "size \(size) after \(start) bytes")
            }
        }
    }
}
