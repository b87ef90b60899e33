import MarkdownModel
import MarkdownParsing
import Rendering
import Streaming
import Testing

/// A list item of many blocks is parsed again from its last block only (BlockCheckpoint):
/// what the tail shows, and its ranges, stay what a full parse gives, also when the lines
/// leave the item, go on lazily, or define a link the kept blocks use.
@Suite struct BlockCheckpointTests {
    /// An item's blocks after its first line, each line after `indent` (in quotes: after
    /// their markers), blank lines between them: paragraphs, code, a nested list, a table,
    /// a quote, a heading.
    static func blocks(_ count: Int, indent: String) -> String {
        (0..<count).map { index in
            let block: String
            switch index % 6 {
            case 0: block = "\(indent)```sh\n\(indent)make step-\(index)\n\(indent)```"
            case 1: block = "\(indent)- sub \(index)\n\(indent)- another, with `code`"
            case 2: block = "\(indent)| a | b |\n\(indent)|---|--:|\n\(indent)| \(index) | *x* |"
            case 3: block = "\(indent)> quoted \(index)\n\(indent)> more"
            case 4: block = "\(indent)## Part \(index)"
            default: block = "\(indent)Paragraph \(index) with **bold**, `code` and [a link](https://example.com/\(index)),\n\(indent)over two lines."
            }
            return block + "\n\(indent.contains(">") ? String(indent.prefix { $0 == ">" || $0 == " " }).trimmingSuffix() : "")\n"
        }.joined()
    }

    static let texts: [String] = [
        "1. Setup:\n\n" + blocks(60, indent: "   ") + "2. Next item\n\nAfter the list.\n",
        "- Steps:\n\n" + blocks(60, indent: "  ") + "  Last words\nlazy line after them\n\nNot in the list.\n",
        "> - Quoted:\n>\n" + blocks(60, indent: ">   ") + "> - next\n\nAfter.\n",
        "Intro.\n\n- one\n- two:\n\n" + blocks(60, indent: "  ") + "  See [d].\n\n  [d]: https://d.example\n",
        "1. Item\n\n" + blocks(60, indent: "   ") + "   ```\n   open fence at the end\n",
    ]

    @Test(arguments: texts.indices)
    func itemsOfManyBlocksShowWhatAFullParseShows(index: Int) {
        let bytes = Array(Self.texts[index].utf8)
        for sizes in [[8], [3, 5, 11], [64]] {
            let parser = FastPathTests.expectSameAtEveryStep(bytes, sizes: sizes, name: "text \(index)")
            #expect(parser.updatesFromCheckpoint > 0)
        }
        for sizes in [[7], [13, 2]] {
            TailRangeTests.expectSameRanges(bytes, sizes: sizes, name: "text \(index)")
        }
    }

    @Test func anItemOfManyBlocksIsNotParsedWhole() {
        let bytes = Array(("1. Setup:\n\n" + Self.blocks(300, indent: "   ")).utf8)
        var parser = StreamingParser()
        for start in stride(from: 0, to: bytes.count, by: 8) {
            _ = parser.append(utf8: Array(bytes[start..<min(start + 8, bytes.count)]))
        }
        // NB: parsed whole, each update would parse about half the item on average.
        let parses = bytes.count / 8 - parser.appendsWithoutParsing
        #expect(parser.bytesParsed / max(1, parses) < 4096, "\(parser.bytesParsed) bytes in \(parses) parses")
        _ = parser.finish()
        #expect(parser.document == bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) })
    }
}

private extension String {
    func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
