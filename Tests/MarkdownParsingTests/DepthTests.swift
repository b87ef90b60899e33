import MarkdownModel
import MarkdownParsing
import Testing

/// Hostile nesting must parse, convert and free without a crash, and come out capped.
@Suite struct DepthTests {
    /// The deepest chain of blocks and inlines in a document.
    func depth(_ blocks: [Block]) -> Int {
        var deepest = 0
        var stack: [([Block], Int)] = [(blocks, 1)]
        while let (level, depth) = stack.popLast() {
            for block in level {
                deepest = max(deepest, depth)
                switch block {
                case .blockQuote(let q): stack.append((q.blocks, depth + 1))
                case .list(let l): for item in l.items { stack.append((item.blocks, depth + 2)) }
                case .footnoteDefinition(let f): stack.append((f.blocks, depth + 1))
                case .paragraph, .heading, .thematicBreak, .codeBlock, .htmlBlock, .table: break
                }
            }
        }
        return deepest
    }

    @Test(arguments: [
        String(repeating: ">", count: 100_000) + " deep\n",
        String(repeating: "- ", count: 100_000) + "x\n",
        String(repeating: "1. ", count: 100_000) + "x\n",
        String(repeating: "> - ", count: 50_000) + "x\n",
    ])
    func deepBlocksAreCapped(markdown: String) {
        let parser = MarkdownParser(maxDepth: 64)
        let document = parser.parse(markdown)
        #expect(depth(document.blocks) <= 66)
        #expect(!document.blocks.isEmpty)
    }

    @Test func deepTextSurvivesFlattening() {
        let document = MarkdownParser(maxDepth: 8).parse(String(repeating: ">", count: 1000) + " the end\n")
        var blocks = document.blocks
        var text = ""
        while let block = blocks.popLast() {
            switch block {
            case .blockQuote(let q): blocks += q.blocks
            case .paragraph(let p): text += Inline.plainText(of: p.inlines)
            default: break
            }
        }
        #expect(text.contains("the end"))
    }

    @Test(arguments: [
        String(repeating: "*a ", count: 50_000) + String(repeating: " a*", count: 50_000),
        String(repeating: "[", count: 100_000) + "x" + String(repeating: "](u)", count: 100_000),
        String(repeating: "**", count: 100_000),
    ])
    func deepInlinesDoNotCrash(markdown: String) {
        let document = MarkdownParser().parse(markdown)
        #expect(!document.blocks.isEmpty)
    }
}
