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
        // NB: with the blank line after it, as the streaming parser carries a stretch: a
        // definition's range takes in the blank lines up to the block that closes it.
        footnotes.stretches = [.init(text: Array("[^a]: Note A.\n\n[^b]: Note B\n    on two lines.\n\n".utf8), firstLine: 5)]
        parser.footnotesBefore = footnotes
        let endBytes = Array(Self.end.utf8)
        let tail = endBytes.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 10) }
        // The whole text: the first paragraph, the end's paragraph, then the footnotes by number.
        #expect(tail.blocks == Array(whole.blocks.dropFirst()))
    }

    /// A definition carried in a stretch ends where it does in place: on the stretch's last
    /// line, at its length, when the block after the stretch closes it (a heading, with no
    /// blank line between), or with the blank lines up to that block; not on the blank lines
    /// of the next stretch, or the one the preamble adds before its closing break.
    @Test func aCarriedDefinitionEndsWhereTheBlockAfterItsStretchClosesIt() {
        let start = "Cites[^a] and[^b].\n\n[^a]: Note A.\n\nMiddle.\n\n[^b]: Note B.\n# Heading\n\n"
        let end = "Again[^a] and[^b].\n"
        var parser = MarkdownParser()
        var footnotes = FootnotesBefore()
        footnotes.cite("a", isResolved: true)
        footnotes.cite("b", isResolved: true)
        footnotes.stretches = [.init(text: Array("\n[^a]: Note A.\n\n".utf8), firstLine: 2),
                               .init(text: Array("\n[^b]: Note B.\n".utf8), firstLine: 6)]
        parser.footnotesBefore = footnotes
        let whole = MarkdownParser().parse(start + end)
        let tail = Array(end.utf8).withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 10) }
        #expect(tail.blocks == Array(whole.blocks.dropFirst(3)))
        #expect(tail.blocks.compactMap(\.range).map(\.endLine) == [10, 4, 7])
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

    /// An end is parsed after the whole preamble only when it may refer to one of its
    /// footnotes or define one; any other `[^` (a character class in code, a footnote nothing
    /// defines) leaves it parsed alone, followed by the definitions kept. Both give the
    /// whole text's blocks; the start cites `b` before any definition of it, as text.
    @Test(arguments: [
        "```js\nconst word = /[^a-z]+/g;\n```\n",
        "Again[^A], with another case.\n",
        "Now b[^b] and [^zz], which nothing defines.\n",
        "[^b]: Bee, defined at last.\n",
        "A new one[^n].\n\n[^n]: En.\n",
        "Words only.\n",
    ])
    func anEndIsParsedAfterThePreambleWhenItMayReferToItsFootnotes(end: String) {
        let start = "A note[^a] and a citation[^b].\n\n[^a]: Note A.\n\n"
        var parser = MarkdownParser()
        var footnotes = FootnotesBefore()
        footnotes.cite("a", isResolved: true)
        footnotes.cite("b", isResolved: false)
        footnotes.stretches = [.init(text: Array("[^a]: Note A.\n\n".utf8), firstLine: 3)]
        parser.footnotesBefore = footnotes
        let whole = MarkdownParser().parse(start + end)
        let tail = Array(end.utf8).withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: 5) }
        #expect(tail.blocks == Array(whole.blocks.dropFirst()))
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
