import MarkdownModel
import MarkdownParsing
import Testing
@testable import Streaming

/// A long list (or a quote of many blocks) at the end of the tail has its finished items set
/// aside (ListFreezing.swift); an update then puts the items it parsed after them in the last
/// update's list, in place, instead of copying every item into a new one.
@Suite struct ListFreezingTests {
    /// The storage of the items of the tail's first list, or of the blocks of its first quote.
    private static func storage(_ blocks: [Block]) -> UnsafeRawPointer? {
        switch blocks.first {
        case .list(let list)?: list.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        case .blockQuote(let quote)?: quote.blocks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        default: nil
        }
    }

    private static func count(_ blocks: [Block]) -> Int {
        switch blocks.first {
        case .list(let list)?: list.items.count
        case .blockQuote(let quote)?: quote.blocks.count
        default: 0
        }
    }

    static let growing = [
        "Changes:\n\n" + (0..<40).map { "- **Fix \($0)**: the `parser` keeps [state](https://e.com/\($0)) now\n" }.joined(),
        "Steps:\n\n" + (0..<40).map { "\($0 + 1). Run `make \($0)` and *check* it\n" }.joined(),
        "Quoted:\n\n" + (0..<40).map { "> Paragraph \($0) with **bold** and `code` in it.\n>\n" }.joined(),
    ]

    /// Successive updates that parse, while the list keeps its number of items, keep its
    /// storage: the tail's items changed in place. (Merged anew, each update's list was a
    /// new array, the last one still alive when it was made.)
    @Test(arguments: growing)
    func updatesThatParseChangeTheListInPlace(text: String) {
        var parser = StreamingParser()
        let bytes = Array(text.utf8)
        var last: (storage: UnsafeRawPointer?, count: Int)?
        var (kept, moved) = (0, 0)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            let parsedBefore = parser.bytesParsed
            // NB: only the storage is kept, not the update, which would hold the list.
            let (storage, count) = {
                let update = parser.append(utf8: Array(bytes[start..<min(start + 8, bytes.count)]))
                return (Self.storage(update.provisional), Self.count(update.provisional))
            }()
            if parser.bytesParsed > parsedBefore, let last, last.count == count, count > 2, storage != nil {
                if storage == last.storage { kept += 1 } else { moved += 1 }
            }
            last = (storage, count)
        }
        #expect(kept > 50)
        #expect(moved == 0)
    }

    private static func items(_ range: Range<Int>) -> [ListItem] {
        range.map { index in
            ListItem(blocks: [.paragraph(Paragraph(inlines: [.text("item \(index)")]))],
                     range: SourceRange(startLine: index + 1, startColumn: 1, endLine: index + 1, endColumn: 8))
        }
    }

    private static func list(_ items: [ListItem], tight: Bool = true) -> List {
        List(kind: .bullet(marker: .dash), isTight: tight, items: items,
             range: SourceRange.spanning(items.first?.range, items.last?.range))
    }

    /// The splice gives the blocks the merge gives, in a quote too, and refuses a last update
    /// whose list does not begin with the frozen items (then the merge is made).
    @Test func splicingGivesWhatMergingGives() {
        let frozen = Self.list(Self.items(0..<5))
        let tail = [Block.list(Self.list(Self.items(5..<7), tight: false)), .paragraph(Paragraph(inlines: [.text("after")]))]
        var provisional = [Block.list(Self.list(Self.items(0..<6)))]
        #expect(ListFreezing.splicing(frozen, tail: tail, into: &provisional))
        #expect(provisional == ListFreezing.merging(frozen, into: tail))

        let quote = BlockQuote(blocks: [.paragraph(Paragraph(inlines: [.text("first")]))],
                               range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 7))
        var inQuote = [Block.blockQuote(BlockQuote(blocks: quote.blocks + [.list(Self.list(Self.items(0..<6)))]))]
        let quotedTail = [Block.blockQuote(BlockQuote(blocks: tail, range: SourceRange(startLine: 6, startColumn: 1, endLine: 7, endColumn: 8)))]
        #expect(ListFreezing.splicing(frozen, quotes: [quote][...], tail: quotedTail, into: &inQuote))
        #expect(inQuote == ListFreezing.merging(frozen, quotes: [quote][...], into: quotedTail))

        var other = [Block.list(Self.list(Self.items(1..<7)))]
        #expect(!ListFreezing.splicing(frozen, tail: tail, into: &other))
        var shorter = [Block.list(Self.list(Self.items(0..<5)))]
        #expect(!ListFreezing.splicing(frozen, tail: tail, into: &shorter))
    }

    /// The frozen list grows by the items after its own, or is copied from a list that does
    /// not begin with them.
    @Test func growingKeepsTheFirstItemsOfTheList() {
        var frozen: List? = Self.list(Self.items(0..<3))
        let grown = Self.list(Self.items(0..<6))
        ListFreezing.growing(&frozen, to: grown, count: 5)
        #expect(frozen?.items == Self.items(0..<5))
        #expect(frozen?.range == grown.range)
        var unrelated: List? = Self.list(Self.items(10..<12))
        ListFreezing.growing(&unrelated, to: grown, count: 4)
        #expect(unrelated?.items == Self.items(0..<4))
    }
}
