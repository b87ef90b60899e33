import MarkdownModel
import MarkdownParsing
import Streaming
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
            var parser = StreamingParser()
            var committed: [Block] = []
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: size) {
                committed += parser.append(utf8: Array(bytes[start..<min(start + size, bytes.count)])).committed
            }
            let last = parser.finish()
            #expect(last.revisions.isEmpty, "chunks of \(size): \(last.revisions)")
            #expect(committed + last.committed == expected.blocks, "chunks of \(size)")
            let holdsBack = committed.contains { $0.mayTakeLateDefinition }
            #expect(!holdsBack, "chunks of \(size)")
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
