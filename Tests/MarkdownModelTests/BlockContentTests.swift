import MarkdownModel
import Testing

/// Blocks compared by content, whatever their source ranges (a memo of renderings does so).
@Suite struct BlockContentTests {
    func range(_ end: Int) -> SourceRange {
        SourceRange(startLine: 1, startColumn: 1, endLine: 2, endColumn: end)
    }

    func item(_ word: String, end: Int) -> ListItem {
        let nested = Block.list(List(kind: .bullet(marker: .dash), isTight: true,
                                     items: [ListItem(blocks: [.paragraph(Paragraph(inlines: [.text("n")], range: range(end)))], range: range(end))],
                                     range: range(end)))
        let quote = Block.blockQuote(BlockQuote(blocks: [.codeBlock(CodeBlock(info: "", code: "x\n", range: range(end)))], range: range(end)))
        return ListItem(blocks: [.paragraph(Paragraph(inlines: [.strong([.text(word)])], range: range(end))), nested, quote],
                        range: range(end))
    }

    @Test func rangesAreNotContent() {
        #expect(item("a", end: 3) != item("a", end: 9))
        #expect(item("a", end: 3).hasSameContent(as: item("a", end: 9)))
        #expect(item("a", end: 3).withoutRanges == item("a", end: 9).withoutRanges)
    }

    @Test func textIsContent() {
        #expect(!item("a", end: 3).hasSameContent(as: item("b", end: 3)))
        var checked = item("a", end: 3)
        checked.checkbox = .checked
        #expect(!checked.hasSameContent(as: item("a", end: 3)))
    }
}

/// Footnote references changed wherever they stand in a block (a streamed reply numbers the
/// references of a block it parsed alone as the whole text numbers them).
@Suite struct FootnoteReferenceMappingTests {
    @Test func everyReferenceIsReachedAndNothingElseChanges() {
        let reference = { (label: String) in Inline.footnoteReference(FootnoteReference(label: label, number: 1)) }
        let link = Link(destination: "https://e.x", inlines: [.text("see"), reference("c")])
        let row = TableRow(cells: [TableCell(inlines: [reference("d")])])
        let blocks: [Block] = [
            .paragraph(Paragraph(inlines: [.text("a"), reference("a"), .emphasis([.strong([reference("b")])]), .link(link)])),
            .list(List(kind: .bullet(marker: .dash), isTight: true, items: [ListItem(blocks: [.table(Table(alignments: [.none], header: row, rows: [row]))])])),
        ]
        let labels = ["a": 7, "b": 8, "c": 9, "d": 10]
        let mapped = blocks.map { $0.mappingFootnoteReferences { reference in
            var numbered = reference
            numbered.number = labels[reference.label] ?? 0
            return numbered
        } }
        var numbers: [Int] = []
        func collect(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .footnoteReference(let found): numbers.append(found.number)
                case .emphasis(let children), .strong(let children), .strikethrough(let children): collect(children)
                case .link(let link): collect(link.inlines)
                case .image(let image): collect(image.alt)
                case .text, .softBreak, .lineBreak, .code, .html: break
                }
            }
        }
        for block in mapped { block.forEachInlines(collect) }
        #expect(numbers == [7, 8, 9, 10, 10])
        let unnumbered = mapped.map { $0.mappingFootnoteReferences { reference in
            var restored = reference
            restored.number = 1
            return restored
        } }
        #expect(unnumbered == blocks)
    }
}
