import MarkdownModel
import MarkdownParsing
import Rendering
import Streaming
import TestSupport
import Testing

/// The tail's source ranges, which `--to json` frames carry: where the tail shows what a parse
/// of the same text shows, its ranges are that parse's too, also after chunks a fast path
/// added without parsing (TailRanges.swift). Not compared: a step whose last line may be a
/// closing fence or is only quote markers or spaces (held back until more comes, so the block
/// does not end there yet, though it shows the same).
@Suite struct TailRangeTests {
    /// Each block's range, depth first (list items too).
    static func ranges(_ blocks: [Block]) -> [SourceRange?] {
        blocks.flatMap { block -> [SourceRange?] in
            switch block {
            case .blockQuote(let quote): [block.range] + ranges(quote.blocks)
            case .list(let list): [block.range] + list.items.flatMap { [$0.range] + ranges($0.blocks) }
            case .footnoteDefinition(let definition): [block.range] + ranges(definition.blocks)
            default: [block.range]
            }
        }
    }

    /// Streams `bytes` by `sizes`; after each chunk where the tail shows what a parse of the
    /// text so far shows, expects the same ranges. The number of steps compared.
    @discardableResult
    static func expectSameRanges(_ bytes: [UInt8], sizes: [Int], name: String) -> Int {
        var parser = StreamingParser()
        var (end, turn, compared) = (0, 0, 0)
        while end < bytes.count {
            let start = end
            end = min(bytes.count, end + max(1, sizes[turn % sizes.count]))
            turn += 1
            _ = parser.append(utf8: Array(bytes[start..<end]))
            let full = bytes[..<end].withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            let shown = parser.document
            guard !holdsBackItsLastLine(bytes[..<end]), HTMLRenderer().render(shown) == HTMLRenderer().render(full) else { continue }
            compared += 1
            let (actual, expected) = (ranges(shown.blocks), ranges(full.blocks))
            if actual != expected {
                let first = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
                Issue.record("\(name), sizes \(sizes), after \(end) bytes (...\(String(decoding: bytes[max(0, end - 60)..<end], as: UTF8.self).debugDescription)): range \(first) is \(actual.dropFirst(first).first.map { "\($0 as Any)" } ?? "missing"), a parse gives \(expected.dropFirst(first).first.map { "\($0 as Any)" } ?? "none")")
                return compared
            }
        }
        return compared
    }

    /// Whether the text's last line, past container markers, begins with a fence or is empty
    /// (only markers or spaces so far).
    static func holdsBackItsLastLine(_ text: ArraySlice<UInt8>) -> Bool {
        let line = text[((text.lastIndex(of: 0x0A) ?? text.startIndex - 1) + 1)...]
        let content = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">") }
        return content.starts(with: Array("```".utf8)) || content.starts(with: Array("~~~".utf8))
            || (content.isEmpty && !line.isEmpty)
    }

    @Test(arguments: [[1], [8], [3, 5, 11]])
    func samplesKeepTheRangesAParseGives(sizes: [Int]) throws {
        for (name, bytes) in try StreamingEquivalenceTests.texts() where !StreamingEquivalenceTests.hasDefinitions(bytes) {
            Self.expectSameRanges(bytes, sizes: sizes, name: name)
        }
    }

    /// What the fast paths add to: words over many lines (trailing spaces, a line of spaces
    /// after them), a heading, a quote's lines, code (blank lines in it), list items, nested
    /// too, and HTML.
    @Test(arguments: [
        "Words and more words\nover lines  \nand lines\n \nNext one.\n",
        "# A heading being typed  \n\nThen words.",
        "> a quote\n> that goes on\n> and on\n\nAfter.",
        "```swift\nlet x = 1\n\n  \nlet y = 2\n```\n\nAfter.",
        "    indented code\n    more code\n\nAfter.",
        "- one\n- two and words\n  - nested\n  - more nested words\n- three\n\n\nAfter.",
        "1. first\n2. second with words\n\n3. third\n",
        "<div>\nsome html\nmore html\n</div>\n\nAfter.",
        "> - quoted item\n> - another quoted item\n",
        "> ```py\n> code\n>\n>   more code\n> ```\n\nAfter.",
        "> > ~~~\n> > deep code\n> > ~~~\n",
        "> | a | b |\n> |---|---|\n> | 1 | 2 |\n> | 3 | 4 |\n\nAfter.",
        "- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |  \n  | 3 | 4 |\n- next\n",
        "> - item\n>   | a |\n>   |---|\n>   | 1 |\n>   | 2 |\n",
        "- a\n\n  ## Part one  \n\n  > ## Quoted part  \n\n# Top  \n",
        "Cited[^a] twice[^b].\n\n[^a]: The first note goes on  \nlazily over lines\n    and indented ones\n\n[^b]: Second.\n",
        "> Cited[^a].\n>\n> [^a]: A quoted note that goes on\n> over its lines\n",
    ])
    func fastPathsEndTheirBlocksWhereAParseDoes(text: String) {
        for sizes in [[1], [2], [3, 1], [5], [7, 2]] {
            #expect(Self.expectSameRanges(Array(text.utf8), sizes: sizes, name: text) > 0)
        }
    }

    /// A fence that the line after it closes (an item of the list around it, or of another
    /// list, or a line that leaves its quote) ends at that line's length in cmark's range,
    /// which grows while the line is typed: the fast paths, which end the ranges on the last
    /// path only, leave such a line to the full update.
    @Test(arguments: [
        "- a\n  ```js\n  code\n- b typed words go on and on here\n",
        "* x\n  1. a\n     ~~~js\n     code\n\n  2) b typed words go on and on here\n",
        "* x\n  1. a\n     ~~~js\n     code\n  2) b typed words go on and on here\n",
        "1. a\n   ~~~js\n   code\n\n2) b typed words go on and on here\n",
        "> ```\n> code\nlazy typed words go on and on here\n",
    ])
    func aFenceClosedByTheLineBeingTypedEndsWithIt(text: String) {
        for sizes in [[1], [3], [7]] {
            #expect(Self.expectSameRanges(Array(text.utf8), sizes: sizes, name: text) > 0)
        }
    }

    /// A table grown by rows the fast path parses alone, then ended by a blank line: a byte at
    /// a time, every row's line end is a step that shows what a parse shows.
    @Test func aGrowingTableEndsOnItsLastRow() {
        let rows = (0..<40).map { "| row \($0) | \($0 * 7) |  " }
        let text = Array(("| Name | Value |\n|---|---:|\n" + rows.joined(separator: "\n") + "\n\nDone.\n").utf8)
        #expect(Self.expectSameRanges(text, sizes: [1], name: "table") > 40)
        for sizes in [[5], [8], [13, 2]] {
            Self.expectSameRanges(text, sizes: sizes, name: "table")
        }
    }
}
