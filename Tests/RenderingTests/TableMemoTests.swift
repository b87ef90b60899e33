import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// Live frames draw a growing table from the rows the frame before laid out (TableMemo); each
/// frame still equals drawing it anew, whatever the table did in between.
@Suite struct TableMemoTests {
    static func row(_ texts: [String]) -> TableRow {
        TableRow(cells: texts.map { TableCell(inlines: [.text($0)]) })
    }

    static func table(_ rows: [[String]], header: [String] = ["Name", "Region", "Note"]) -> Table {
        Table(alignments: [.left, .none, .right], header: row(header), rows: rows.map(row))
    }

    /// A table growing row by row: rows that fit, one that widens a column, one too wide to fit
    /// (its cells wrap), an edited row, a different header; alone and in a list item.
    static func frames() -> [Document] {
        var rows: [[String]] = []
        var tables: [Table] = []
        for index in 0..<12 {
            rows.append(["Item \(index)", "EU", index == 7 ? "a wider note" : "n\(index)"])
            tables.append(table(rows))
        }
        rows.append(["Last", "a region name long enough to wrap in its cell over lines", "x"])
        tables.append(table(rows))
        rows[3][0] = "Edited"
        tables.append(table(rows))
        tables.append(table(rows, header: ["A", "B", "C"]))
        rows.append(["after", "the", "change"])
        tables.append(table(rows, header: ["A", "B", "C"]))
        var documents: [Document] = []
        for table in tables {
            documents.append(Document(blocks: [.table(table)]))
        }
        for table in tables {
            let item = ListItem(blocks: [.paragraph(Paragraph(inlines: [.text("Step:")])), .table(table)])
            documents.append(Document(blocks: [.list(List(kind: .ordered(start: 1, delimiter: .period), isTight: false, items: [item]))]))
        }
        return documents
    }

    @Test(arguments: [30, 60, 12])
    func framesEqualFreshRendering(width: Int) {
        expectTerminalFramesEqualFreshRendering(Self.frames(), width: width)
    }

    /// Rows added under the same widths are the only ones laid out.
    @Test func aGrowingTableKeepsItsRows() {
        let renderer = ANSIRenderer(options: .init(width: 60, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        let rows = (0..<5).map { ["Item \($0)", "EU", "n\($0)"] }
        _ = renderer.renderBytes(Document(blocks: [.table(Self.table(rows))]), encoder: encoder, cache: &cache)
        #expect(cache.writer?.madeTable?.lines.count == 5)
        let widths = cache.writer?.madeTable?.widths
        _ = renderer.renderBytes(Document(blocks: [.table(Self.table(rows + [["Item 5", "EU", "n5"]]))]), encoder: encoder, cache: &cache)
        #expect(cache.writer?.madeTable?.lines.count == 6)
        #expect(cache.writer?.madeTable?.widths == widths)
    }
}
