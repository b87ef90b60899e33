import FoundationEssentials
import MarkdownModel
import MarkdownParsing
import Streaming
import TestSupport
import Testing

/// Streamed in any chunking, a reply ends equal to a one-shot parse; committed blocks are
/// final when committed (unless a late definition revises them at finish).
@Suite struct StreamingEquivalenceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func texts() throws -> [(String, [UInt8])] {
        let folder = root.appendingPathComponent("Samples")
        var result: [(String, [UInt8])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".md") {
            result.append((name, Array(try Data(contentsOf: folder.appendingPathComponent(name)))))
        }
        return result
    }

    /// Splits `bytes` into chunks by `sizes` (cycled), ignoring character boundaries.
    static func chunks(_ bytes: [UInt8], sizes: [Int]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let size = max(1, sizes[turn % sizes.count])
            result.append(Array(bytes[start..<min(start + size, bytes.count)]))
            start += size
            turn += 1
        }
        return result
    }

    /// Streams the chunks; checks each committed block against the one-shot parse.
    static func stream(_ chunks: [[UInt8]], expected: Document, hasLateDefinitions: Bool) -> (Document, Int) {
        var parser = StreamingParser()
        var committed: [Block] = []
        for chunk in chunks {
            let update = parser.append(utf8: chunk)
            for revision in update.revisions { committed[revision.index] = revision.block }
            for block in update.committed {
                if !hasLateDefinitions, committed.count < expected.blocks.count, block != expected.blocks[committed.count] {
                    Issue.record("block \(committed.count) committed early: \(block)")
                }
                committed.append(block)
            }
        }
        let last = parser.finish()
        for revision in last.revisions { committed[revision.index] = revision.block }
        #expect(hasLateDefinitions || last.revisions.isEmpty)
        committed += last.committed
        return (Document(blocks: committed), parser.tailLength)
    }

    /// Whether the text may hold a link reference or footnote definition (in a quote or over
    /// two lines too), which may come after a block that uses it.
    static func hasDefinitions(_ bytes: [UInt8]) -> Bool {
        bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: ":") }
    }

    @Test(arguments: [[1], [7], [8], [3, 17, 1, 64, 5], [200]])
    func everySampleStreamsToItsOneShotParse(sizes: [Int]) throws {
        for (name, bytes) in try Self.texts() {
            let expected = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            let (document, tail) = Self.stream(Self.chunks(bytes, sizes: sizes), expected: expected,
                                               hasLateDefinitions: Self.hasDefinitions(bytes))
            #expect(document == expected, "\(name) with chunks \(sizes)")
            #expect(tail == 0)
        }
    }

    /// Every GFM spec example (a few hundred small real texts, see SpecExamples) streamed
    /// in several chunkings: no block is committed that its one-shot parse does not have,
    /// and every step shows what a full parse of the same prefix shows.
    @Test(arguments: [[1], [5], [2, 9, 3]])
    func specExamplesStreamAsTheyParse(sizes: [Int]) {
        for (number, example) in SpecExamples.all.enumerated() {
            let bytes = Array(example.utf8)
            let expected = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            let lateDefinitions = Self.hasDefinitions(bytes)
            let (document, _) = Self.stream(Self.chunks(bytes, sizes: sizes), expected: expected, hasLateDefinitions: lateDefinitions)
            #expect(document == expected, "example \(number + 1): \(example.debugDescription)")
            if !lateDefinitions {
                FastPathTests.expectSameAtEveryStep(bytes, sizes: sizes, name: "example \(number + 1)")
            }
        }
    }

    /// cmark ends a fence that a quote's end closes on the closing line, at that line's
    /// length, and a one-line HTML comment at the end of the line before it: committed, they
    /// have the ranges a one-shot parse gives them (see RangeQuirks). After an ATX heading,
    /// that end is where the heading's text ends (a seed 21 sweep found the first). A fence
    /// that the next list item closes ends at that item's line, so the items before it are
    /// not frozen while that line is typed (a seed 22 sweep found it, in quoted lists). A
    /// setext heading in a list item ends at the line after its underline, whose healing
    /// (`***foo**` closed) must not be in that end (a seed 25 sweep).
    @Test(arguments: ["> ```\nfoo\n```\n", "para\n<!-- c -->\n\nnext\n", "- a\n- <!-- b -->\n\nc\n", "> a\n> ```\nlonger line\n\nb\n",
                      "##### foo ##\n<!DOCTYPE html>\n- foo\n", "> # a #  \n<!-- c -->\npara\n", "- # x ##\n  <!-- y -->\n- z\n",
                      "# \\#\n<!-- c -->\n\nd\n", "# x#\n<!-- c -->\n\nd\n",
                      "- a\n- ```\n- a longer line\n- d\n\nend\n", "> - ```\n> - aaa\n> - b\n\nc\n",
                      "- x\n  - y\n  - ~~~\n  - a longer line\n  - z\n\nend\n", "- a\n- [@] bim\n![foo](<url>)\nFoo\n   ----      \n***foo**\n\nend\n"])
    func rangesFromOtherLinesAreCommittedAsAOneShotParseGivesThem(text: String) {
        let bytes = Array(text.utf8)
        let expected = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        for size in 1...12 {
            #expect(Self.stream(Self.chunks(bytes, sizes: [size]), expected: expected, hasLateDefinitions: false).0 == expected)
        }
    }

    /// The spec examples shuffled and joined, streamed in random chunk sizes: each construct
    /// after another, in the tail while a list freezes or a quote goes on, now and then all of
    /// them inside a quote or a list item, and now and then with `\r\n` line ends.
    @Test func joinedSpecExamplesStreamAsTheyParse() {
        // NB: without definitions, which may come after their use (see stream(_:expected:)).
        let examples = SpecExamples.all.filter { !Self.hasDefinitions(Array($0.utf8)) }
        var generator = SeededGenerator(seed: 5)
        for round in 0..<200 where !examples.isEmpty {
            let picked = (0..<12).map { _ in examples[Int(generator.next() % UInt64(examples.count))] }
            // NB: every fourth round in a quote or list item, each line in it.
            let prefix = round % 4 == 3 ? ["> ", "- ", "1. ", "* > "][round / 4 % 4] : ""
            let lines = picked.joined(separator: round % 3 == 0 ? "" : "\n").split(separator: "\n", omittingEmptySubsequences: false)
            let inner = prefix.hasPrefix(">") ? prefix : String(repeating: " ", count: prefix.count)
            // NB: every fifth round with Windows line ends.
            let lineEnd = round % 5 == 4 ? "\r\n" : "\n"
            let bytes = Array(lines.enumerated().map { ($0.offset == 0 ? prefix : inner) + $0.element }.joined(separator: lineEnd).utf8)
            // NB: every other round in chunks of 1 to 4 bytes, which found more than larger ones.
            let sizes = (0..<7).map { _ in 1 + Int(generator.next() % (round % 2 == 0 ? 12 : 4)) }
            FastPathTests.expectSameAtEveryStep(bytes, sizes: sizes, name: "round \(round)")
            let expected = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            #expect(Self.stream(Self.chunks(bytes, sizes: sizes), expected: expected, hasLateDefinitions: false).0 == expected)
        }
    }

    @Test func randomChunkingsOfGeneratedMarkdown() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<400 {
            let text = Array(RandomMarkdown.document(using: &generator).utf8)
            let sizes = (0..<8).map { _ in Int.random(in: 1...40, using: &generator) }
            let expected = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            let (document, _) = Self.stream(Self.chunks(text, sizes: sizes), expected: expected,
                                            hasLateDefinitions: Self.hasDefinitions(text))
            if document != expected {
                Issue.record("sizes \(sizes):\n\(String(decoding: text, as: UTF8.self))")
                return
            }
        }
    }

    @Test func tailStaysSmallWhileBlocksKeepComing() {
        var parser = StreamingParser()
        var largest = 0
        for index in 0..<2000 {
            _ = parser.append("Paragraph number \(index) with some *text* in it.\n\n")
            largest = max(largest, parser.tailLength)
        }
        #expect(largest < 200)
        #expect(parser.committed.count >= 1998)
    }

    /// A list nested in the last item of a top-level list is frozen too (ListFreezing.swift):
    /// the tail is its last item, and every way out of the nested list (a top-level item, a
    /// paragraph of the outer item, a block after the list, a blank line then a nested item)
    /// ends the same as a one-shot parse, with nothing committed early or revised.
    static let nestedLists = [
        "- Languages:\n" + (0..<30).map { "  - language \($0) by **someone**\n" }.joined() + "- next top item\n  - a\n  - b\n",
        "1. Plan:\n" + (0..<20).map { "   - step \($0)\n" }.joined() + "\n   A paragraph of the outer item.\n\nAfter the list.\n",
        "- a\n  - b\n  - c\n    - deeper\n    - deeper two\n  lazy line\n  - d\n\n  - loose now\n  * other marker\n  * again\n- top\n",
        "- x\n  - one\n  - two\n  - three\n\n# Heading after\n",
        "> - in a quote\n>   - nested\n>   - nested two\n>   - three\n",
        // Lists at the end of quotes freeze too (ListFreezing.freezable).
        "> Steps:\n>\n> - one **a**\n> - two\n>   more of two\nlazy line\n> - three `c`\n>\n> - loose four\n> * other marker\n> * again\n> after\n",
        "> > - deep one\n> > - deep two\n> > 1. ordered\n> > 2. on\n> - outer item\n> - again\n\n- top\n- top two\n",
        "> - a\n> - b\n- not quoted\n- more\n> - quoted again\n> - and\n>\n> para in quote\n\nEnd.\n",
    ]

    @Test(arguments: [[1], [3], [7], [2, 9, 4]])
    func nestedListsStreamToTheirOneShotParse(sizes: [Int]) {
        for text in Self.nestedLists {
            let bytes = Array(text.utf8)
            let expected = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            let (document, _) = Self.stream(Self.chunks(bytes, sizes: sizes), expected: expected, hasLateDefinitions: false)
            #expect(document == expected, "\(text.prefix(30)) with chunks \(sizes)")
        }
    }

    /// The tail of a long nested list is its last item, not the whole outer item, and that of
    /// a long list in a quote its last item, not the quote: an update that parses (the `**`
    /// here) reads that item only.
    @Test(arguments: [
        "- Languages:\n" + (0..<200).map { "  - language \($0) by **someone**\n" }.joined(),
        "> Languages:\n>\n" + (0..<200).map { "> - language \($0) by **someone**\n" }.joined(),
    ])
    func aLongListKeepsItsTailShort(text: String) {
        var parser = StreamingParser()
        var largest = 0
        for chunk in Self.chunks(Array(text.utf8), sizes: [8]) {
            let before = parser.bytesParsed
            _ = parser.append(utf8: chunk)
            largest = max(largest, parser.bytesParsed - before)
        }
        #expect(largest < 200)
    }

    /// A blank line ends a long table: it is committed with the rows it has (the chunk's last
    /// row parsed with the header alone, as the row fast path parses rows), not parsed again
    /// whole, whatever the next block is and however much of it the chunk holds.
    @Test(arguments: ["\n\nDone.\n", "\n\nDo", "|\n\nDone.", " |\n\n# Next", "\n  \n- item\n", "\n\n"])
    func aTableEndedByABlankLineIsNotParsedAgain(ending: String) {
        let rows = (0..<200).map { "| row \($0) | \($0 * 7) | *note* \($0) |" }.joined(separator: "\n")
        let head = "Intro.\n\n| Name | Value | Note |\n|---|---:|---|\n" + rows
        let text = Array((head + ending).utf8)
        // NB: the ending's first bytes may close the last row, which the text then lacks.
        let cut = head.utf8.count - ending.prefix { $0 == " " || $0 == "|" }.utf8.count
        var parser = StreamingParser()
        for chunk in Self.chunks(Array(text[..<cut]), sizes: [8]) { _ = parser.append(utf8: chunk) }
        let before = parser.bytesParsed
        let update = parser.append(utf8: Array(text[cut...]))
        #expect(parser.bytesParsed - before < 100, "the ending parsed \(parser.bytesParsed - before) bytes")
        let expected = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        let final = parser.finish()
        #expect(parser.document == expected)
        #expect(update.committed.count == (ending == "\n\n" ? 0 : 1))
        #expect(final.revisions.isEmpty)
    }
}

/// Random documents made of the constructs streaming must get right.
enum RandomMarkdown {
    static let pieces = [
        "# Heading\n", "Setext\n===\n", "Para *em* and **strong** `code`.\n", "- item\n", "  - nested\n",
        "1. first\n", "3) third\n", "> quote\n", "lazy line\n", "\n", "\n", "\n", "```swift\nlet x = 1\n```\n",
        "~~~\nopen fence\n", "    indented code\n", "| a | b |\n|---|:-:|\n| 1 | 2 |\n", "---\n",
        "[link](https://x.y) and [ref][r]\n", "[r]: https://r.example\n", "text[^1]\n", "[^1]: note\n",
        "<div>\nhtml\n</div>\n", "- [ ] task\n", "- [x] done\n", "plain words here\n", "***\n", "Title\n---\n",
        "ünïcödé 漢字 👨‍👩‍👧\n", "~~gone~~ www.example.com\n", "\t- tabbed\n",
        "see www.a.org/x. or me@b.io, http://c.d/e?f=g.\n", "trailing   spaces  \n", "ends in backslash\\\n",
        "10. ten\n", "4 - 2 = 2, a-b+c. (yes)\n", "```\nx = 1  \n``\n```\n",
    ]

    static func document(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 3...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
}
