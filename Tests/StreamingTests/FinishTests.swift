import MarkdownModel
import MarkdownParsing
import Streaming
import Testing

/// `finish()` parses what is not committed and the blocks a late definition may change, not
/// the whole text; so the blocks committed while the reply streamed must already be those of
/// a one-shot parse, ranges included.
@Suite struct FinishTests {
    /// Streams `text` in chunks of `size` bytes and returns the blocks as committed (no
    /// revision applied) and the final update.
    static func streamed(_ text: String, size: Int) -> (committed: [Block], last: StreamUpdate, parser: StreamingParser) {
        var parser = StreamingParser()
        var committed: [Block] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            let update = parser.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
            #expect(update.revisions.isEmpty)
            committed += update.committed
        }
        let last = parser.finish()
        return (committed, last, parser)
    }

    /// Streams `text` in chunks of `size` bytes and finishes: the parser, the final update
    /// and the bytes `finish()` parsed.
    static func finished(_ text: String, size: Int) -> (parser: StreamingParser, last: StreamUpdate, parsed: Int) {
        var parser = StreamingParser()
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            _ = parser.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
        }
        let before = parser.bytesParsed
        let last = parser.finish()
        return (parser, last, parser.bytesParsed - before)
    }

    @Test func aLongReplyIsNotParsedAgainWholeAtItsEnd() {
        let text = (0..<300).map { "Paragraph \($0) says *something* with `code` and [a link](https://example.com/\($0))." }
            .joined(separator: "\n\n") + "\n\nThe last paragraph, still open"
        let (parser, last, parsed) = Self.finished(text, size: 8)
        #expect(parsed < 100, "finish parsed \(parsed) of \(text.utf8.count) bytes")
        #expect(last.revisions.isEmpty)
        #expect(parser.document == MarkdownParser().parse(text))
    }

    /// Footnotes defined between the paragraphs that cite them are carried to the tail's
    /// parse; `finish()` takes their ranges from it, ended where the next block closes them
    /// in place, and parses no more than the rest. One defined in a quote (cmark moves it
    /// out: the quote and what follows stay in the tail), or one whose definition cites
    /// another (numbered where it stands: the whole text is parsed) still has most of the
    /// text parsed again.
    @Test(arguments: [
        ("Intro[^a].\n\n[^a]: First note.\n\n", true),
        ("Intro[^a].\n\n[^a]: First note.\n\n\n\n", true),
        ("Intro[^a].\n\n[^a]: First note.\n    - a list in it\n\n", true),
        ("Intro[^a].\n\n[^a]: First note.\n# A heading closes it\n\n", true),
        ("Intro[^a].\n\n> [^a]: In a quote.\n\n", false),
        ("Intro[^a].\n\n[^a]: Cites [^b].\n\n[^b]: Second.\n\n", false),
    ])
    func footnotesDefinedMidTextAreNotParsedAgain(head: String, carried: Bool) {
        let body = (0..<40).map { "Paragraph \($0) cites the note[^a] and says more." }.joined(separator: "\n\n")
        let text = head + body + "\n\n[^z]: A last note.\n"
        for size in [1, 8, 64] {
            let (parser, _, parsed) = Self.finished(text, size: size)
            let count = text.utf8.count
            #expect(carried ? parsed < count / 4 : parsed > count / 2, "chunks of \(size): finish parsed \(parsed) of \(count) bytes")
            #expect(parser.document == MarkdownParser().parse(text), "chunks of \(size)")
        }
    }

    /// Link definitions in the text after a nested freeze's cut are read in the top-level item
    /// the cut leaves them in (after its first line and a blank line): read alone, the item
    /// indented four columns here would be code, and its definition lost to the paragraphs
    /// after the list. So `finish()` parses the rest, not the whole text.
    /// The item's marker is what is read before it, not its first line: a fence that line
    /// opens would take in the text.
    @Test(arguments: [(1, "The plan, see [the docs]:"), (8, "The plan, see [the docs]:"), (64, "The plan, see [the docs]:"),
                      (1, "```sh\n    make\n    ```"), (8, "<pre>\n    make\n    </pre>"), (3, "")])
    func definitionsAfterANestedCutAreReadInTheirItem(size: Int, opening: String) {
        let steps = (0..<6).map { "    - step \($0)\n" }.joined()
        let after = (0..<40).map { "Paragraph \($0) after the plan, from [the docs]." }.joined(separator: "\n\n")
        let text = "1.  " + opening + "\n" + steps + "\n    [the docs]: https://example.com/docs\n\n" + after + "\n"
        let (parser, _, parsed) = Self.finished(text, size: size)
        #expect(parsed < text.utf8.count / 2, "finish parsed \(parsed) of \(text.utf8.count) bytes")
        #expect(parser.document == MarkdownParser().parse(text))
    }

    /// A link definition that comes late has `finish()` parse again only the committed blocks
    /// whose text may hold its label (LateLabels), not every block that shows brackets.
    @Test(arguments: [1, 8, 64])
    func aLateDefinitionParsesAgainOnlyTheBlocksThatMayUseIt(size: Int) {
        let brackets = (0..<40).map { "Paragraph \($0) shows [note \($0)] as text, and [x] too." }
        let text = (brackets[..<20] + ["Here [The\nDocs] are cited."] + brackets[20...]).joined(separator: "\n\n")
            + "\n\n[the docs]: https://example.com/docs\n"
        let (parser, last, parsed) = Self.finished(text, size: size)
        // NB: the tail (the definition, the paragraph before it) and the block that uses it.
        #expect(parsed < 200, "finish parsed \(parsed) of \(text.utf8.count) bytes")
        #expect(last.revisions.map(\.index) == [20])
        #expect(parser.document == MarkdownParser().parse(text))
    }

    /// A definition after its use still revises the block, which keeps the range a later
    /// line gave it: the fence in the item ends on the paragraph's line after the list.
    @Test(arguments: [1, 5, 64])
    func aLateDefinitionRevisesABlockAndKeepsItsRanges(size: Int) {
        let text = "- see [the docs][ref] here\n  ```js\n  let x = 1\nAfter the list.\n\n[ref]: https://example.com/docs\n"
        let (committed, last, parser) = Self.streamed(text, size: size)
        let expected = MarkdownParser().parse(text)
        #expect(last.revisions.map(\.index) == [0])
        var revised = committed
        for revision in last.revisions { revised[revision.index] = revision.block }
        #expect(revised + last.committed == expected.blocks)
        #expect(parser.document == expected)
    }

    /// A fence that the next item closes ends at that line's length; the item before is not
    /// set aside (frozen) while healing may have changed that line (here it closed the `**`
    /// the line leaves open once the chunk ends in the next line's indentation), or the
    /// fence would end at the healed line's length.
    @Test(arguments: [6, 7, 8, 12])
    func aFenceClosedByAHealedLineIsCommittedAsTheOneShotParseHasIt(size: Int) {
        let text = "2. ~~~\n   code\n3.   with words over dogs **jump\n     s** `streaming`\n4. more\n\nAfter.\n"
        let (committed, last, _) = Self.streamed(text, size: size)
        #expect(last.revisions.isEmpty)
        #expect(committed + last.committed == MarkdownParser().parse(text).blocks)
    }

    /// cmark counts a NUL as the three bytes of the U+FFFD it becomes; ranges the fast paths
    /// would end from the source's bytes would be two columns short.
    @Test(arguments: [1, 3, 8])
    func textWithANULIsCommittedAsTheOneShotParseHasIt(size: Int) {
        let text = "Words \u{0}and more words on the line\nand the next line\n\nA second paragraph.\n\nThe end.\n"
        let (committed, last, _) = Self.streamed(text, size: size)
        #expect(last.revisions.isEmpty)
        #expect(committed + last.committed == MarkdownParser().parse(text).blocks)
    }

    /// What `finish` cannot settle from the tail alone makes it parse the whole text: a
    /// footnote defined in a quote (cmark moves it out of the committed quote), a link
    /// definition in a nested item (read alone, its indented lines are code).
    @Test(arguments: [
        "> [^q]: Defined in a quote.\n\nCites q[^q].\n\nMore.\n\nEnd.\n",
        "- outer\n    - ````js\n      code\n    - **item** text\n\n      [ref]: https://ref.example\n\nUses [it][ref].\n\nEnd.\n",
    ])
    func whatTheTailCannotSettleIsParsedWhole(text: String) {
        for size in [1, 4, 9] {
            let (_, _, parser) = Self.streamed(text, size: size)
            #expect(parser.document == MarkdownParser().parse(text), "chunks of \(size)")
        }
    }
}
