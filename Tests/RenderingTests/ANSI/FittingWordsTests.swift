import MarkdownModel
import MarkdownParsing
import Testing
import Theming

@testable import Rendering

/// Words that fit on the line a live frame's last paragraph ends with go into that line's
/// bytes with no layout (FittingWords.swift); words that do not, or that the line cannot be
/// sure to take as they are, go to the splice that lays the line out (ParagraphSplice.swift).
/// Either way every frame equals a fresh rendering.
@Suite struct FittingWordsTests {
    static let dark = ANSISupport.theme("dark")

    /// Paragraphs whose last text grows, as the streaming parser grows them (`words` is what
    /// came so far), in the places a paragraph ends a tail: after emphasis, after a link (its
    /// URL shown after it, or its hyperlink), after a hard break, in a quote, in a list's last item; with text that
    /// is not ASCII, and a word folded over lines.
    static var cases: [(String) -> [Block]] { [
        { [.paragraph(Paragraph(inlines: [.text("Some words" + $0)]))] },
        { [.paragraph(Paragraph(inlines: [.text("A sentence "), .emphasis([.text("in emphasis" + $0)])]))] },
        { [.paragraph(Paragraph(inlines: [.text("See "), .link(Link(destination: "https://example.com/docs", inlines: [.text("the docs")])),
                                          .strong([.text(", then" + $0)])]))] },
        { [.paragraph(Paragraph(inlines: [.text("Before a break"), .lineBreak, .text("after" + $0)]))] },
        { [.blockQuote(BlockQuote(blocks: [.paragraph(Paragraph(inlines: [.text("A quote that goes" + $0)]))]))] },
        { [.list(List(kind: .bullet(marker: .dash), isTight: true, items: [
            ListItem(blocks: [.paragraph(Paragraph(inlines: [.text("an item")]))]),
            ListItem(blocks: [.paragraph(Paragraph(inlines: [.text("another item that" + $0)]))]),
        ]))] },
        { [.paragraph(Paragraph(inlines: [.text("Words, then an \u{E9}migr\u{E9}" + $0)]))] },
        { [.paragraph(Paragraph(inlines: [.text("Averyveryveryverylongwordthatisfolded" + $0)]))] },
    ] }

    /// Chunks as the parser hands them on: words after a space, a word's end, punctuation.
    static let chunks = [" and", " more", "words", ", then", " a few more", " to", " wrap", " the", " line", " at", " last.",
                         " On", " and", " on", " it", " goes"]

    @Test(arguments: [(30, ColorDepth.trueColor, true), (23, .ansi16, false), (41, .none, false), (12, .ansi256, true)])
    func framesEqualFreshRendering(width: Int, depth: ColorDepth, hyperlinks: Bool) {
        let renderer = ANSIRenderer(options: .init(width: width, theme: Self.dark))
        let encoder = ANSIEncoder(depth: depth, hyperlinks: hyperlinks)
        for (index, blocks) in Self.cases.enumerated() {
            var cache = ANSIRenderer.FrameCache()
            var frame = renderer.renderString(Document(blocks: blocks("")), encoder: encoder, cache: &cache)
            var words = ""
            for chunk in Self.chunks {
                words += chunk
                let grown = Document(blocks: blocks(words))
                if !renderer.appendInlines([.text(chunk)], to: &frame, cache: &cache) {
                    frame = renderer.renderString(grown, encoder: encoder, cache: &cache)
                }
                let fresh = String(decoding: renderer.renderBytes(grown, encoder: encoder), as: UTF8.self)
                #expect(frame == fresh, "case \(index) with \"\(words)\" at width \(width)")
            }
        }
    }

    /// Words that fit are added without a layout: the writer's bytes are still the last
    /// layout's, and the memo's last line grew in place.
    @Test func wordsThatFitAreNotLaidOut() throws {
        let renderer = ANSIRenderer(options: .init(width: 40, theme: Self.dark))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        let text = { (words: String) in Document(blocks: [.paragraph(Paragraph(inlines: [.text("A line of "), .emphasis([.text("words" + words)])]))]) }
        var frame = renderer.renderString(text(""), encoder: encoder, cache: &cache)
        let laidOut = try #require(cache.writer?.encodedCount)
        #expect(renderer.appendInlines([.text(" and more")], to: &frame, cache: &cache))
        #expect(cache.writer?.encodedCount == laidOut)
        let memo = try #require(cache.writer?.madeParagraph)
        #expect(memo.lines.count == 1)
        #expect(String(decoding: memo.text, as: UTF8.self) == "A line of words and more")
        #expect(memo.frameEnd == frame.utf8.count)
        #expect(frame == String(decoding: renderer.renderBytes(text(" and more"), encoder: encoder), as: UTF8.self))
    }

    /// What the last line must be for words to go on it as they are.
    @Test func theLineTakesWordsOnlyWhereALayoutWould() throws {
        func memo(_ text: String, width: Int = 20) throws -> ParagraphMemo {
            let renderer = ANSIRenderer(options: .init(width: width, theme: Self.dark))
            var cache = ANSIRenderer.FrameCache()
            _ = renderer.renderString(MarkdownParser().parse(text), encoder: ANSIEncoder(depth: .trueColor, hyperlinks: false), cache: &cache)
            return try #require(cache.writer?.madeParagraph)
        }
        let plain = try memo("Some words")   // 10 of 20 cells (no margin on so narrow a terminal)
        #expect(plain.lastPiece(takingWords: 10, frameLength: plain.frameEnd) != nil)
        #expect(plain.lastPiece(takingWords: 11, frameLength: plain.frameEnd) == nil)
        #expect(plain.lastPiece(takingWords: 3, frameLength: plain.frameEnd + 1) == nil)
        let wrapped = try memo("Some words that go on to a second line")   // "on to a second line": 19
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lastPiece(takingWords: 1, frameLength: wrapped.frameEnd) != nil)
        #expect(wrapped.lastPiece(takingWords: 2, frameLength: wrapped.frameEnd) == nil)
        let accented = try memo("Words of an émigré")
        #expect(accented.lastPiece(takingWords: 2, frameLength: accented.frameEnd) == nil)
        let folded = try memo("Averyveryveryverylongword")
        #expect(folded.lines.count == 2)
        #expect(folded.lastPiece(takingWords: 2, frameLength: folded.frameEnd) == nil)
    }

    /// Words that end in a space, or hold a byte that is not printable ASCII, or a break,
    /// are laid out (a line's trailing spaces are trimmed; other text may join clusters).
    @Test func onlyPrintableWordsEndingInANonSpaceFit() throws {
        let renderer = ANSIRenderer(options: .init(width: 40, theme: Self.dark))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        for added: [Inline] in [[.text(" more ")], [.text(" caf\u{E9}")], [.text(" a"), .softBreak, .text("b")], [.text("\u{301}")]] {
            var cache = ANSIRenderer.FrameCache()
            var frame = renderer.renderString(MarkdownParser().parse("A line"), encoder: encoder, cache: &cache)
            var writer = try #require(cache.writer)
            #expect(!writer.appendFittingWords(added, to: &frame))
        }
    }
}
