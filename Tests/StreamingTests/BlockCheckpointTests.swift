import MarkdownModel
import MarkdownParsing
import Rendering
import Streaming
import Testing

/// A container of many blocks or items (a list item, a quote or a footnote definition, at any
/// depth) is parsed again from its last child only (BlockCheckpoint): what the tail shows,
/// and its ranges, stay what a full parse gives, also when the lines leave the container, go
/// on lazily, or define a link the kept blocks use.
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
        // Deeper containers: the checkpoint is in the innermost that has a child before its last.
        "- Step one:\n\n" + items(150, prefix: "  > - ") + "\nAfter.\n",
        "1. Plan:\n\n" + items(120, prefix: "   > 1) ", loose: true) + "   > after the list, in the quote\n\nEnd.\n",
        "- Outer\n\n  - Inner:\n\n" + blocks(60, indent: "    ") + "  - next inner\n- next outer\n",
        "> - Quoted step:\n>\n" + paragraphs(120, prefix: ">   > ") + ">   lazy? no, the item's\n",
        "- Steps:\n  > Quoted:\n" + items(90, prefix: "  > - ") + items(40, prefix: "  > * ") + "  > More of the quote.\n",
        "* a\n\n  1. b\n\n     > " + items(100, prefix: "     > - ").dropFirst(9) + "     > next\n  2. c\n",
        // A footnote of many blocks at the end of a reply, then another, then text after them.
        "A claim[^long] and another[^b].\n\n[^long]: The long note.\n\n" + blocks(60, indent: "    ")
            + "[^b]: A short one.\n\nText after the notes.\n",
        "Cited[^n].\n\n[^n]: First.\n\n" + paragraphs(80, prefix: "    ") + "    A line citing[^n] again.\n",
    ]

    /// Items of a list after `prefix` (the markers of its containers, its own marker), each
    /// with a code span, bold or a link, some over two lines; blank lines between them
    /// (`loose`), in the containers' markers.
    static func items(_ count: Int, prefix: String, loose: Bool = false) -> String {
        let continuation = String(prefix.map { $0 == ">" ? ">" : " " })
        let blank = String(prefix.prefix { $0 == " " || $0 == ">" }).trimmingSuffix() + "\n"
        return (0..<count).map { index in
            var item = prefix + "item \(index) with `code \(index)`"
            if index % 3 == 1 { item += " and **bold**\n" + continuation + "over two lines" }
            if index % 5 == 2 { item += " and [a link](https://example.com/\(index))" }
            return item + "\n" + (loose ? blank : "")
        }.joined()
    }

    /// Paragraphs after `prefix`, a line blank but for its markers between them.
    static func paragraphs(_ count: Int, prefix: String) -> String {
        let blank = prefix.trimmingSuffix() + "\n"
        return (0..<count).map { "\(prefix)Paragraph \($0) with *emphasis*\n\(prefix)and a second line.\n\(blank)" }.joined()
    }

    @Test(arguments: texts.indices)
    func containersOfManyChildrenShowWhatAFullParseShows(index: Int) {
        let bytes = Array(Self.texts[index].utf8)
        for sizes in [[8], [3, 5, 11], [64]] {
            let parser = FastPathTests.expectSameAtEveryStep(bytes, sizes: sizes, name: "text \(index)")
            #expect(parser.updatesFromCheckpoint > 0)
        }
        for sizes in [[7], [13, 2]] {
            TailRangeTests.expectSameRanges(bytes, sizes: sizes, name: "text \(index)")
        }
    }

    /// A tight item whose last list follows a blank line that the fence before it took (the
    /// list's first line closes it): lists of other delimiters after blank lines then make
    /// the item's list loose, which a checkpoint's update cannot tell (the fuzzer's seed 10976
    /// found the item shown tight), so those lines go to the full update. (Ranges are not
    /// compared: while a line closes a fence of the item before, the fence keeps the end the
    /// last parse gave it.)
    @Test func aTightItemTurnsLooseAfterItsCheckpoint() {
        let text = "* words over with\n  1. jumps \(String(repeating: "lazy words ", count: 40))growing\n     ~~~js\n     if a*b > 1 {}\n\n"
            + "  2) [x] while \(String(repeating: "dogs `while` ", count: 30))over\n\n  3. ~~~js\n     code\n     ~~~\n\n  4) more\n"
        for sizes in [[8], [3, 5, 11], [1]] {
            let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: sizes, name: "tight item")
            #expect(parser.updatesFromCheckpoint > 0)
        }
    }

    /// An item of many blocks, a list in a quote in an item, an item of many blocks in an
    /// item, and a footnote of many paragraphs: each update parses the last item or block, not
    /// the container (parsed whole, an update would parse about half of it on average).
    @Test(arguments: [
        "1. Setup:\n\n" + blocks(300, indent: "   "),
        "- Step one:\n\n" + items(500, prefix: "  > - "),
        "- Outer\n\n  - Inner:\n\n" + blocks(300, indent: "    "),
        "Cited[^n].\n\n[^n]: First.\n\n" + paragraphs(300, prefix: "    "),
    ])
    func containersOfManyChildrenAreNotParsedWhole(text: String) {
        let bytes = Array(text.utf8)
        var parser = StreamingParser()
        for start in stride(from: 0, to: bytes.count, by: 8) {
            _ = parser.append(utf8: Array(bytes[start..<min(start + 8, bytes.count)]))
        }
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
