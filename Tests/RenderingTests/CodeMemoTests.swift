import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// Live frames lay out a long code block from what the frame before made of it
/// (HTMLCodeMemo, CodePanelMemo); each frame still equals rendering it anew, whatever the
/// block did in between: grew, had a line edited, shrank, changed language or kind.
@Suite struct CodeMemoTests {
    static let python = (0..<30).map { index in
        index % 7 == 3 ? "    \"\"\"A docstring that runs\n    over two lines & has <tags>\"\"\"\n"
            : index % 5 == 0 ? "def handler_\(index)(event):  # a comment with \"quotes\"\n"
            : "    return {\"status\": \(index), \"body\": f\"ok {event!r}\"}\n"
    }.joined()
    static let javascript = "/* a block comment\n   over lines */\nconst s = `template ${1 + 2}\nstill template`;\n"
        + String(repeating: "let value = compute(1, 'two', /re+gex/g); // note\n", count: 8)
    /// Tabs and a control character (sanitised line by line), lines too long for the panel.
    static let tabs = String(repeating: "\tif (x) {\n\t\treturn \u{7};\t// tab\n\t}\n", count: 10)
        + String(repeating: "a long line that has to fold in a panel thirty cells wide ", count: 3) + "\n"
    /// An escape sequence over two lines, which sanitising drops whole.
    static let escapes = String(repeating: "plain line\n", count: 40) + "\u{1B}]8;;https://x\nhidden\u{1B}\\shown\n"
        + String(repeating: "after it\n", count: 20)

    /// The steps of a block's code: growing chunk by chunk (the last line ending in the line
    /// feed cmark adds), then an edited line, then a shorter text.
    static func steps(_ code: String) -> [String] {
        let bytes = Array(code.utf8)
        var steps: [String] = []
        var end = 0
        var size = 1
        while end < bytes.count {
            end = min(bytes.count, end + size)
            size = size % 13 + 2
            var text = String(decoding: bytes[..<end], as: UTF8.self)
            if !text.hasSuffix("\n") { text += "\n" }
            steps.append(text)
        }
        var edited = Array(code)
        edited.insert(contentsOf: "\"edit", at: edited.count / 3)
        steps.append(String(edited))
        // The last line goes (a closing fence being typed is held back): what is left is
        // exactly the lines the memo has settled.
        steps.append(code)
        steps.append(code.dropLast().split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n") + "\n")
        steps.append(String(code.prefix(code.count / 2)) + "\n")
        steps.append(code)
        return steps
    }

    /// Lines many rows long, growing: minified JSON, words with a long indentation (folded
    /// inside its spaces), wide characters, marks and emoji that join the character before.
    static let longLines = "const data = "
        + (0..<24).map { "{\"k\($0)\":[\($0),\"v é 日本\"]}" }.joined(separator: ",") + ";\n"
        + String(repeating: " ", count: 40) + String(repeating: "word wordy ", count: 12) + "\n"
        + String(repeating: "e\u{301}日👩\u{200D}💻⌚\u{FE0E}🇺🇸x", count: 20) + "\n"

    static let blocks: [(code: String, language: String?)] = [
        (python, "python"), (javascript, "javascript"), (tabs, "c"), (tabs, nil), (escapes, nil), (python, "no-such-language"),
        (longLines, "javascript"), (longLines, nil),
    ]

    /// The documents of the frames: each block growing alone, after a paragraph, in a list
    /// item (its first block, then after a paragraph), in a quote, and after a long block the
    /// same (whose memo must not serve the growing one); then an HTML block.
    static func frames() -> [Document] {
        var documents: [Document] = []
        for (code, language) in blocks {
            for text in steps(code) {
                let block = Block.codeBlock(CodeBlock(info: language ?? "", code: text))
                documents.append(Document(blocks: [block]))
                documents.append(Document(blocks: [.paragraph(Paragraph(inlines: [.text("Before.")])), block]))
                documents.append(Document(blocks: [.list(List(kind: .bullet(marker: .dash), isTight: true, items: [ListItem(blocks: [block])]))]))
                let paragraph = Block.paragraph(Paragraph(inlines: [.text("Step:")]))
                documents.append(Document(blocks: [.list(List(kind: .ordered(start: 1, delimiter: .period), isTight: false,
                                                              items: [ListItem(blocks: [paragraph, block])]))]))
                documents.append(Document(blocks: [.blockQuote(BlockQuote(blocks: [block]))]))
                documents.append(Document(blocks: [.codeBlock(CodeBlock(info: language ?? "", code: code)), block]))
            }
        }
        for text in steps(String(repeating: "<div class=\"row\">\n  <span>cell &amp; more</span>\n</div>\n", count: 12)) {
            documents.append(Document(blocks: [.htmlBlock(HTMLBlock(html: text))]))
        }
        return documents
    }

    @Test(arguments: [HTMLRenderer.Flavor.compatible, .enhanced])
    func htmlFramesEqualFreshRendering(flavor: HTMLRenderer.Flavor) {
        let renderer = HTMLRenderer(options: .init(flavor: flavor))
        var cache = HTMLRenderer.FrameCache()
        for (index, document) in Self.frames().enumerated() {
            let same = renderer.renderBytes(document, cache: &cache) == renderer.renderBytes(document)
            #expect(same, "frame \(index)")
        }
    }

    @Test(arguments: [ColorDepth.trueColor, .none])
    func terminalFramesEqualFreshRendering(depth: ColorDepth) {
        expectTerminalFramesEqualFreshRendering(Self.frames(), depth: depth, hyperlinks: true)
    }

    /// A paragraph's or panel's lines carry the gutters around it: a memo made inside a quote
    /// does not serve the same text, grown, in a list item of the same width, nor one made
    /// for an item's first block its second.
    @Test func memosServeOnlyTheGuttersTheyWereMadeIn() {
        let words = String(repeating: "words that wrap over lines ", count: 6)
        func item(_ blocks: [Block]) -> Block {
            .list(List(kind: .bullet(marker: .dash), isTight: false, items: [ListItem(blocks: blocks)]))
        }
        let lead = Block.paragraph(Paragraph(inlines: [.text("Lead.")]))
        var documents: [Document] = []
        for (index, block) in [Block.paragraph(Paragraph(inlines: [.text(words)])), .codeBlock(CodeBlock(info: "", code: Self.python))].enumerated() {
            func grown(_ extra: Int) -> Block {
                if index == 0 { return .paragraph(Paragraph(inlines: [.text(words + String(repeating: "more ", count: extra))])) }
                return .codeBlock(CodeBlock(info: "", code: Self.python + String(repeating: "x = 1\n", count: extra)))
            }
            documents += [
                Document(blocks: [.blockQuote(BlockQuote(blocks: [block]))]), Document(blocks: [item([grown(1)])]),
                Document(blocks: [item([lead, grown(2)])]), Document(blocks: [item([grown(3)])]),
                // The same gutters, the other way round.
                Document(blocks: [item([.blockQuote(BlockQuote(blocks: [grown(4)]))])]),
                Document(blocks: [.blockQuote(BlockQuote(blocks: [item([grown(5)])]))]),
            ]
        }
        expectTerminalFramesEqualFreshRendering(documents)
    }

    /// The memo keeps what stayed: a growing block lays out only its last lines.
    @Test func aGrowingPanelKeepsItsEarlierLines() {
        let renderer = ANSIRenderer(options: .init(width: 40, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        let code = Self.python
        _ = renderer.renderBytes(Document(blocks: [.codeBlock(CodeBlock(info: "python", code: code))]), encoder: encoder, cache: &cache)
        let before = cache.writer?.madeCodePanel?.lines.count ?? 0
        _ = renderer.renderBytes(Document(blocks: [.codeBlock(CodeBlock(info: "python", code: code + "x = 1\n"))]),
                                 encoder: encoder, cache: &cache)
        // NB: the last line is laid out in rows (CodePanelRows.swift), which join the lines
        // once a line follows it.
        #expect(before == code.split(separator: "\n").count - 1)
        #expect(cache.writer?.madeCodePanel?.lines.count == before + 1)
    }

    /// A last line edited rather than grown is laid out whole again: a word made shorter may
    /// now fit on a row it did not fit on, which the rows before it kept would hide.
    @Test func anEditedLastLineIsLaidOutAgain() {
        let words = (0..<40).map { _ in "abcdef" }
        var shortened = words
        shortened[9] = "ab"
        let texts = [words.joined(separator: " "), shortened.joined(separator: " "), words.joined(separator: " ") + " more"]
        let documents = texts.map { Document(blocks: [.codeBlock(CodeBlock(info: "", code: $0 + "\n"))]) }
        expectTerminalFramesEqualFreshRendering(documents, width: 30)
    }

    @Test func codeTokensSayWhatStayed() {
        var tokens = CodeTokens(language: "python")
        func update(_ text: String) -> CodeTokens.Change {
            var copy = text
            return copy.withUTF8 { tokens.update($0) }
        }
        _ = update("x = 1  # a comment\n")
        // The comment grew: its old text stays.
        let grown = update("x = 1  # a comment, longer\n")
        #expect(grown.stable == 18)
        #expect(grown.dropped == [])
        // An edit before the comment: nothing after it stays.
        let edited = update("y = 1  # a comment, longer\n")
        #expect(edited.first == 0 && edited.stable == 0)
        #expect(update("y = 1  # a comment, longer\n").stable == 27)
        // Plain text is one token: it keeps its bytes, less the line feed cmark moved on.
        var plain = CodeTokens(language: nil)
        var first = "line one\n", second = "line one two\n"
        _ = first.withUTF8 { plain.update($0) }
        let moved = second.withUTF8 { plain.update($0) }
        #expect(moved.first == 0 && moved.stable == 8 && moved.dropped == [0x0A])
    }
}
