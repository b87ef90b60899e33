import MarkdownModel
import MarkdownParsing
@testable import Streaming
import Testing

/// Which blocks a definition arriving later could still change (what a terminal holds back).
@Suite struct LateDefinitionTests {
    static func firstBlock(_ markdown: String) -> Block {
        MarkdownParser().parse(markdown).blocks[0]
    }

    @Test(arguments: [
        "See the docs [1] for more.",
        "Read [the guide][guide] first.",
        "A footnote.[^note]",
        "Bold **[label]** too.",
        "- an item with [a reference]",
        "> quoted [ref]",
        "| a | b |\n|---|---|\n| [x] | y |",
        "# Heading [ref]",
        "Split [across\nlines] too.",
    ])
    func bracketedTextMayTakeALateDefinition(markdown: String) {
        #expect(Self.firstBlock(markdown).mayTakeLateDefinition)
    }

    @Test(arguments: [
        "A [link](https://example.com) resolved inline.",
        "An ![image](a.png) and <https://example.com>.",
        "Only an open [ bracket.",
        "```\n[not] text\n```",
        "<div>[raw]</div>",
        "---",
        "- [ ] a task box is no text",
    ])
    func otherBlocksDoNot(markdown: String) {
        #expect(!Self.firstBlock(markdown).mayTakeLateDefinition)
    }

    @Test func aDefinitionSeenBeforeResolvesTheBracketsAlready() {
        let blocks = MarkdownParser().parse("[1]: https://example.com\n\nSee [1].").blocks
        #expect(blocks.count == 1)
        #expect(!blocks[0].mayTakeLateDefinition)
    }

    /// A label defined late is looked for by its ASCII letters and digits among those of the
    /// bracketed texts in a block's source, whatever the case, white space, quote markers or
    /// emphasis around them; a label or a bracketed text outside ASCII (case folded
    /// otherwise) may always match.
    @Test(arguments: [
        ("the docs", "See [The\n> Docs] here.", true),
        ("the docs", "See [*the* docs][] here.", true),
        ("the docs", "See [text][the-docs] here.", true),
        ("the docs", "See [other] here, about the docs.", false),
        ("the docs", "See [the docs and more].", false),
        ("1", "Version 1 [2] and [a [1] b].", true),
        ("1", "Version 1 [2], escaped \\[1\\] too.", false),
        ("a\\]b", "See [a\\]b].", true),
        ("café", "See [other].", true),
        ("café", "No brackets, café.", false),
        ("café", "See [Café].", true),
        ("the docs", "See [ſome] text.", true),
        ("-", "See [-].", true),
    ])
    func aLateLabelIsLookedForByItsLetters(label: String, source: String, mayBeUsed: Bool) {
        var late = LateLabels()
        late.add(Array(label.utf8), readEnd: 100)
        #expect(late.mayBeUsed(in: Array(source.utf8)[...], startingAt: 0) == mayBeUsed)
        // A block that starts after the text that defined the label was parsed with it.
        #expect(!late.mayBeUsed(in: Array(source.utf8)[...], startingAt: 100))
    }
}

/// Definitions that come before their uses: the tail is parsed alone, so it must be handed the
/// definitions of the text it has moved past, or a block using one is committed with its
/// brackets as text and revised at the end (a terminal would hold it back until then).
@Suite struct EarlierDefinitionTests {
    @Test(arguments: [
        "[docs]: https://example.com/docs\n\nSee [docs].\n\nMore text.\n\nAnd [docs] again, [the docs][docs] too.\n\nEnd.\n",
        "> [q]: /quoted \"Title\"\n\nQuoted definition, used: [q].\n\nAgain [q].\n\nDone.\n",
        "- [item]: /in-a-list\n- second\n- third uses [item]\n- fourth\n\nAfter [item].\n\nEnd.\n",
        "[a]: /first\n\nUse [a].\n\n[a]: /second\n\nStill the first: [a].\n\n[b]: /b\n\n[b] and [a].\n\nEnd.\n",
        "[x]: /x\nA paragraph after the definition, [x].\n\nMore, [x].\n\nEnd.\n",
    ])
    func blocksUsingThemAreCommittedAsTheOneShotParseHasThem(text: String) {
        let expected = MarkdownParser().parse(text)
        for size in [1, 3, 8, 64] {
            let (committed, last) = Self.streamed(text, size: size)
            #expect(last.revisions.isEmpty, "chunks of \(size): \(last.revisions)")
            #expect(committed + last.committed == expected.blocks, "chunks of \(size)")
            let holdsBack = committed.contains { $0.mayTakeLateDefinition }
            #expect(!holdsBack, "chunks of \(size)")
        }
    }

    /// The blocks committed streaming `text` in chunks of `size` bytes, and the final update.
    static func streamed(_ text: String, size: Int) -> (committed: [Block], last: StreamUpdate) {
        var (parser, committed) = appended(text, size: size)
        return (committed, parser.finish())
    }

    /// A parser that was given `text` in chunks of `size` bytes, not finished, and the blocks
    /// it committed, as revised since.
    static func appended(_ text: String, size: Int) -> (parser: StreamingParser, committed: [Block]) {
        var parser = StreamingParser()
        var committed: [Block] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            let update = parser.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
            for revision in update.revisions { committed[revision.index] = revision.block }
            committed += update.committed
        }
        return (parser, committed)
    }

    /// Streams `text` in chunks of each of `sizes`, revisions applied as they come, and
    /// expects the committed blocks and the tail to be a one-shot parse of it before `finish()`,
    /// which then revises nothing.
    static func expectRevisedWhileStreaming(_ text: String, sizes: [Int]) {
        let expected = MarkdownParser().parse(text)
        for size in sizes {
            var (parser, committed) = appended(text, size: size)
            #expect(committed + parser.tail.provisional == expected.blocks, "chunks of \(size)")
            let last = parser.finish()
            #expect(last.revisions.isEmpty, "chunks of \(size): \(last.revisions.map(\.index))")
            for revision in last.revisions { committed[revision.index] = revision.block }
            #expect(committed + last.committed == expected.blocks, "chunks of \(size)")
        }
    }

    @Test func aDefinitionAfterItsUseIsStillARevision() {
        var streamed = StreamingParser()
        var committed = streamed.append("See [late].\n\nMore.\n\nEven more.\n\n").committed
        committed += streamed.append("[late]: /url\n").committed
        let final = streamed.finish()
        #expect(committed.first?.mayTakeLateDefinition == true)
        #expect(final.revisions.map(\.index) == [0])
    }
}

/// Footnote definitions the boundary passes: carried (CarriedFootnotes), so the blocks after
/// one are committed as the one-shot parse has them and the tail does not keep the rest of
/// the reply.
@Suite struct CarriedFootnoteTests {
    /// Texts, and whether every footnote is defined before its first reference, at the top
    /// level (then nothing is revised at the end).
    static let texts: [(String, Bool)] = [
        ("Intro.\n\n[^1]: The source.\n\nA note[^1].\n\nMore text.\n\nAgain[^1] and a new one[^two].\n\n[^two]: Second.\n\nEnd[^1].\n", false),
        ("[^early]: Defined before any use.\n\nFirst use[^early].\n\nA paragraph.\n\n[^b]: B.\n\nSecond use[^early], first of b[^b].\n\nDone.\n", true),
        ("[^x]: Note x\n    with a second line.\n\n    And a paragraph.\n\n- a list[^x]\n- items\n\n| t | u |\n|---|---|\n| cell[^x] | y |\n\nEnd.\n", true),
        ("> [^q]: Nested in a quote.\n\nUses q[^q].\n\nMore.\n\nAnd q[^q] again.\n\nEnd.\n", false),
        ("A[^a] B[^b].\n\n[^b]: Bee.\n\n[^a]: Ay.\n\nThen b[^b], then a[^a], then c[^c].\n\n[^c]: Cee.\n\nEnd.\n", false),
        // A reference inside a definition is numbered where the definition stands, which the
        // references carried in front of the tail do not say: blocks after it are revised.
        ("[^n]: Nested [^m] inside.\n\n[^m]: Em.\n\nUse n[^n].\n\nParagraph.\n\nUse m[^m] and n[^n].\n\nEnd.\n", false),
    ]

    @Test(arguments: texts)
    func blocksAfterADefinitionAreCommittedAsTheOneShotParseHasThem(text: String, definedFirst: Bool) {
        let expected = MarkdownParser().parse(text)
        for size in [1, 4, 9, 64] {
            let (streamed, last) = EarlierDefinitionTests.streamed(text, size: size)
            var committed = streamed
            for revision in last.revisions { committed[revision.index] = revision.block }
            #expect(committed + last.committed == expected.blocks, "chunks of \(size)")
            if definedFirst { #expect(last.revisions.isEmpty, "chunks of \(size): \(last.revisions.map(\.index))") }
        }
    }

    /// A footnote defined early no longer keeps the rest of the reply in the tail.
    @Test func theTailStaysShortAfterAnEarlyDefinition() {
        let paragraphs = (0..<200).map { "Paragraph \($0) cites the source[^src] again." }
        let text = "[^src]: The source, defined first.\n\n" + paragraphs.joined(separator: "\n\n") + "\n"
        var parser = StreamingParser()
        var longestTail = 0
        var committed: [Block] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            committed += parser.append(utf8: Array(bytes[start..<min(start + 8, bytes.count)])).committed
            longestTail = max(longestTail, parser.tailLength)
        }
        let last = parser.finish()
        #expect(longestTail < 200, "a tail of \(longestTail) bytes")
        #expect(last.revisions.isEmpty)
        #expect(committed + last.committed == MarkdownParser().parse(text).blocks)
    }

    /// The footnote definitions cmark puts after the tail's blocks are kept apart from them,
    /// so the words typed after a cited paragraph still take the fast path (every chunk was
    /// parsed: the tail's last block was a definition), and what is shown stays a full
    /// parse's, lists and quotes with citations in them too.
    @Test func wordsAfterACarriedDefinitionSkipTheParse() {
        let words = (0..<40).map { "Paragraph \($0) goes on with plain words, and more plain words after them." }
        let text = "[^src]: The source, defined first.\n\nIt cites the source[^src].\n\n" + words.joined(separator: "\n\n")
            + "\n\n- an item[^src]\n- another item\n- and a third\n\n> quoted[^src]\n>\n> and more\n"
        let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: [8], name: "cited")
        #expect(parser.appendsWithoutParsing > text.utf8.count / 8 * 8 / 10, "\(parser.appendsWithoutParsing) of \(text.utf8.count / 8)")
        for size in [1, 5, 13] {
            FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: [size], name: "cited")
        }
    }

    /// Words typed after carried definitions go into the text before them, and the update
    /// says how many definitions follow it, for a renderer to keep their rendering.
    @Test func theTailSaysHowManyDefinitionsFollowTheText() {
        var parser = StreamingParser()
        _ = parser.append("Cites[^a] and[^b].\n\n[^a]: Note A.\n\n[^b]: Note B.\n\nThen words")
        let update = parser.append(" and more words")
        #expect(update.trailingNotes.count == 2)
        #expect(update.appendedInlines != nil)
        let notes = update.provisional.suffix(update.trailingNotes.count)
        #expect(notes.allSatisfy { if case .footnoteDefinition = $0 { true } else { false } })
        #expect(parser.tail.trailingNotes.count == 2)
        // A definition being typed at the end is the text, not one that follows it.
        #expect(parser.append("[^c].\n\n[^c]: typed").trailingNotes.isEmpty)
    }

    /// Replies cite `[^1]` long before they define it. The citing blocks are committed with
    /// the citation as text, and the definitions, once they come, show at the end of the
    /// tail as in the whole text, numbered and counted, and revise the citing blocks (they
    /// showed nothing, and the citations stayed text, until the reply ended).
    @Test(arguments: [
        "Node is fast[^1] and small[^2].\n\nMore text here.\n\n[^1]: See the docs.\n[^2]: Another note.\n",
        "Cited[^Src] twice[^src], and [^1].\n\nMore.\n\n[^src]: The source.\n",
        "[^a] early.\n\n[^a]: A.\n\nThen [^b] cited.\n\nAnd [^a] again[^c].\n\n[^b]: B.\n\n[^c]: C.\n",
        "See [^x], `[^1]` and [^1].\n\nText.\n\n[^1]: One.\n",
        "- item[^1]\n- item two[^2]\n- three\n\nEnd.\n\n[^2]: Two\n    continued.\n\n[^1]: One.\n",
        // `b`, defined last, is cited first: the reference to `a` after it is numbered 2 then.
        "Cites b[^b].\n\n[^a]: A.\n\nNow a[^a].\n\nText.\n\n[^b]: B.\n",
    ])
    func definitionsAfterTheirCitationsShowWhileTheReplyStreams(text: String) {
        EarlierDefinitionTests.expectRevisedWhileStreaming(text, sizes: [1, 4, 9, 64])
    }

    /// What the tail shows while it streams: the footnotes numbered as in the whole text.
    @Test func theTailNumbersFootnotesOnFromTheCommittedOnes() {
        var parser = StreamingParser()
        // NB: `a` twice before the tail: the tail's is its third use, and its definition counts 3.
        let text = "One[^a] and[^a].\n\n[^a]: A.\n\nTwo.\n\nThree[^b] and[^a].\n\n[^b]: B.\n\nFour"
        for chunk in text.split(separator: "\n", omittingEmptySubsequences: false).map({ $0 + "\n" }).dropLast() {
            _ = parser.append(String(chunk))
        }
        _ = parser.append("Four")
        let expected = MarkdownParser().parse(text)
        #expect(parser.document == expected)
        #expect(parser.tailLength < 20)
    }
}
