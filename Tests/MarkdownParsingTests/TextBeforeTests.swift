import MarkdownModel
@testable import MarkdownParsing
import Testing

/// Parsing the end of a text with what its beginning made (definitionsBefore, footnotesBefore):
/// the blocks are those a parse of the whole text gives for that end.
@Suite struct TextBeforeTests {
    static let start = "[docs]: https://example.com \"Docs\"\n\nSee [docs], a note[^a] and[^b].\n\n[^a]: Note A.\n\n[^b]: Note B\n    on two lines.\n\n"
    static let end = "Later [docs] and [the docs][docs], b again[^b], a new one[^c].\n\n[^c]: Note C.\n"

    @Test func theEndParsesAsInTheWholeText() {
        let whole = MarkdownParser().parse(Self.start + Self.end)
        let startBytes = Array(Self.start.utf8)
        var parser = MarkdownParser()
        parser.definitionsBefore = startBytes.withUnsafeBufferPointer { LinkDefinitions.made(by: $0, parser: parser) }
        var footnotes = FootnotesBefore()
        footnotes.uses = [.init(label: "a", count: 1), .init(label: "b", count: 1)]
        footnotes.stretches = [.init(text: Array("[^a]: Note A.\n\n[^b]: Note B\n    on two lines.\n".utf8), firstLine: 5)]
        parser.footnotesBefore = footnotes
        let endBytes = Array(Self.end.utf8)
        let tail = endBytes.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 10) }
        // The whole text: the first paragraph, the end's paragraph, then the footnotes by number.
        #expect(tail.blocks == Array(whole.blocks.dropFirst()))
    }

    /// An end without `[^` is parsed alone and followed by the definitions of the start,
    /// parsed once (`FootnotesBefore.definitions`): they are parsed again for a parser whose
    /// link definitions changed, which the definitions' text may use.
    @Test func anEndThatRefersToNoFootnoteIsFollowedByTheStartsDefinitions() {
        let start = "A note[^a] and[^a] and[^b].\n\n[^a]: Note A, see [docs].\n\n[^b]: Note B.\n\n[^c]: Unused.\n\n"
        var parser = MarkdownParser()
        var footnotes = FootnotesBefore()
        footnotes.uses = [.init(label: "a", count: 2), .init(label: "b", count: 1)]
        footnotes.stretches = [.init(text: Array("[^a]: Note A, see [docs].\n\n[^b]: Note B.\n\n[^c]: Unused.\n".utf8), firstLine: 3)]
        parser.footnotesBefore = footnotes
        for end in ["Plain words after them.\n", "- an item\n- another\n\n> quoted"] {
            let whole = MarkdownParser().parse(start + end)
            let tail = Array(end.utf8).withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 9) }
            #expect(tail.blocks == Array(whole.blocks.dropFirst()), "\(end)")
        }
        // The text between defines the link the first note uses.
        let between = "[docs]: https://example.com\n\n"
        parser.definitionsBefore = Array(between.utf8).withUnsafeBufferPointer { LinkDefinitions.made(by: $0, parser: parser) }
        let whole = MarkdownParser().parse(start + between + "Words.")
        let words = Array("Words.".utf8).withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 11) }
        #expect(words.blocks == Array(whole.blocks.dropFirst()))
    }

    @Test func definitionsLaterInTheStartComeSecond() {
        let first = Array("[x]: /first\n\n".utf8)
        let second = Array("[x]: /second\n[y]: /y\n\n".utf8)
        let parser = MarkdownParser()
        let made = first.withUnsafeBufferPointer { LinkDefinitions.made(by: $0, parser: parser) }
        let both = second.withUnsafeBufferPointer { made?.adding(madeBy: $0, parser: parser) }
        #expect(both?.count == 2)
        var withBoth = parser
        withBoth.definitionsBefore = both
        let whole = MarkdownParser().parse("[x]: /first\n[x]: /second\n[y]: /y\n\n[x] [y]")
        #expect(withBoth.parse("[x] [y]").blocks.map(\.withoutRanges) == whole.blocks.map(\.withoutRanges))
    }

    @Test func aStretchThatSwallowsTheBreakLeavesTheTextAlone() {
        var parser = MarkdownParser()
        var footnotes = FootnotesBefore()
        footnotes.stretches = [.init(text: Array("[^a]: A\n\n```\nunclosed\n".utf8), firstLine: 1)]
        parser.footnotesBefore = footnotes
        #expect(parser.parse("Text[^a].") == MarkdownParser().parse("Text[^a]."))
    }
}
