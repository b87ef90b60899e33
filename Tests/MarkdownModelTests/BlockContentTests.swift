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
