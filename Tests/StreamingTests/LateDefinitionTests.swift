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
