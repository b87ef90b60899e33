import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// Live frames copy the list items the frame before laid out (ListItemMemo), nested ones too;
/// each frame still equals rendering it anew.
@Suite struct ItemMemoTests {
    static func paragraph(_ text: String) -> Block { .paragraph(Paragraph(inlines: [.text(text)])) }

    static func list(_ items: [[Block]], tight: Bool = true) -> Block {
        .list(List(kind: .bullet(marker: .dash), isTight: tight, items: items.map { ListItem(blocks: $0) }))
    }

    /// A nested list growing inside the last item, then changed: an item edited, the list
    /// loose, the same items behind other gutters (a quote and a list swapped round).
    static func frames() -> [Document] {
        var documents: [Document] = []
        var nested: [[Block]] = []
        for index in 0..<10 {
            nested.append([paragraph("nested item \(index) with words that wrap")])
            documents.append(Document(blocks: [list([[paragraph("first")], [paragraph("second"), list(nested)]])]))
        }
        nested[4] = [paragraph("edited")]
        documents.append(Document(blocks: [list([[paragraph("first")], [paragraph("second"), list(nested)]])]))
        documents.append(Document(blocks: [list([[paragraph("first")], [paragraph("second"), list(nested, tight: false)]], tight: false)]))
        let inner = [[paragraph("x y z")], [paragraph("w")]]
        documents.append(Document(blocks: [list([[.blockQuote(BlockQuote(blocks: [list(inner)]))]])]))
        documents.append(Document(blocks: [.blockQuote(BlockQuote(blocks: [list([[list(inner)]])]))]))
        documents.append(Document(blocks: [list([[.blockQuote(BlockQuote(blocks: [list(inner)]))]])]))
        return documents
    }

    @Test(arguments: [30, 80])
    func framesEqualFreshRendering(width: Int) {
        expectTerminalFramesEqualFreshRendering(Self.frames(), width: width)
    }

    /// A numbered list of `count` items, each of short words that wrap differently at every width.
    static func numbered(_ count: Int, start: Int = 1, tasks: Bool = false) -> Block {
        let items = (0..<count).map {
            ListItem(checkbox: tasks && $0 % 2 == 0 ? .checked : nil, blocks: [paragraph("step \($0) " + String(repeating: "a bb ccc dddd ", count: 8))])
        }
        return .list(List(kind: .ordered(start: start, delimiter: .period), isTight: true, items: items))
    }

    /// A numbered list growing past nine items (its markers widen), then as a task list,
    /// numbered from 7, in a quote, in a bullet item and short again: the gutters kept from the frames before
    /// serve only items whose marker, task box, marker width, width and style are the same.
    @Test(arguments: [30, 80, 12])
    func numberedFramesEqualFreshRendering(width: Int) {
        var documents = (1...12).map { Document(blocks: [Self.numbered($0)]) }
        documents += [Document(blocks: [Self.numbered(12, tasks: true)]), Document(blocks: [Self.numbered(12, start: 7)]),
                      Document(blocks: [.blockQuote(BlockQuote(blocks: [Self.numbered(12)]))]), Document(blocks: [Self.list([[Self.numbered(12)]])]),
                      Document(blocks: [Self.numbered(3)])]
        expectTerminalFramesEqualFreshRendering(documents, width: width)
    }
}

/// An item copied from the frame before is kept as this frame has it, so the next frame finds
/// it in the same storage (Array's == checks that first) instead of comparing it block by block.
@Suite struct ItemMemoStorageTests {
    static func storage(_ item: ListItem) -> UnsafeRawPointer? {
        item.blocks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aReusedItemKeepsThisFramesStorage() throws {
        let first = ListItem(blocks: [ItemMemoTests.paragraph("one"), ItemMemoTests.paragraph("two")])
        var memo = ListItemMemo<Bool>()
        memo.startFrame()
        memo.fill(memo.reserve(), item: first, key: true, bytes: [0x61], lines: 1)
        // The same item, equal but made again (a list the streaming parser froze later).
        var again = first
        again.blocks = first.blocks.map { $0 }
        #expect(Self.storage(again) != Self.storage(first))
        memo.startFrame()
        let entry = try #require(memo.reusable(again, key: true))
        memo.keepReused(entry, for: again)
        memo.startFrame()
        let next = try #require(memo.reusable(again, key: true))
        #expect(Self.storage(next.item) == Self.storage(again))
        #expect(next.bytes == [0x61])
    }
}
