import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// A container's children (its blocks, or a nested list's items) that the last frame laid
/// out the same way are copied from it (ChildBlocksMemo): frames still equal fresh
/// renderings, whatever the children did.
@Suite struct ChildBlocksMemoTests {
    static func paragraph(_ text: String) -> Block { .paragraph(Paragraph(inlines: [.text(text)])) }

    /// Children of every kind, one more each step, the last growing.
    static let children: [Block] = [
        paragraph("A first paragraph with words that wrap over the lines of the quote."),
        .codeBlock(CodeBlock(info: "swift", code: "let x = 1\nprint(x)\n")),
        .list(List(kind: .bullet(marker: .dash), isTight: true, items: [ListItem(blocks: [paragraph("one")]), ListItem(blocks: [paragraph("two")])])),
        .htmlBlock(HTMLBlock(html: "")),
        .table(TableMemoTests.table([["1", "EU", "ok"]])),
        .blockQuote(BlockQuote(blocks: [paragraph("nested quote")])),
        paragraph("A compact paragraph."),
        .heading(Heading(level: 2, inlines: [.text("A heading")])),
        paragraph("The last paragraph, which grows word by word as the reply streams in."),
    ]

    static func growing(_ wrap: @Sendable ([Block]) -> Block) -> [Document] {
        var documents: [Document] = []
        for count in 1...children.count {
            var blocks = Array(children[..<count])
            if case .paragraph(let last) = blocks[count - 1], case .text(let text) = last.inlines[0] {
                for cut in stride(from: 10, to: text.count, by: 17) {
                    blocks[count - 1] = paragraph(String(text.prefix(cut)))
                    documents.append(Document(blocks: [paragraph("Before."), wrap(blocks)]))
                }
                blocks[count - 1] = children[count - 1]
            }
            documents.append(Document(blocks: [paragraph("Before."), wrap(blocks)]))
        }
        // An earlier child changed, then one taken away.
        var edited = children
        edited[0] = paragraph("A first paragraph, edited.")
        documents.append(Document(blocks: [paragraph("Before."), wrap(edited)]))
        documents.append(Document(blocks: [paragraph("Before."), wrap(Array(edited.dropFirst()))]))
        documents.append(Document(blocks: [wrap(edited)]))
        return documents
    }

    static let containers: [(String, @Sendable ([Block]) -> Block)] = [
        ("quote", { .blockQuote(BlockQuote(blocks: $0)) }),
        ("loose item", { .list(List(kind: .ordered(start: 1, delimiter: .period), isTight: false, items: [ListItem(blocks: $0)])) }),
        ("tight item", { .list(List(kind: .bullet(marker: .dash), isTight: true, items: [ListItem(blocks: $0)])) }),
        ("quote in an item", { .list(List(kind: .bullet(marker: .dash), isTight: false, items: [ListItem(blocks: [.blockQuote(BlockQuote(blocks: $0))])])) }),
        ("footnote", { .footnoteDefinition(FootnoteDefinition(label: "n", referenceCount: 1, blocks: $0)) }),
    ]

    @Test(arguments: [30, 60])
    func framesEqualFreshRendering(width: Int) {
        for (_, wrap) in Self.containers {
            expectTerminalFramesEqualFreshRendering(Self.growing(wrap), width: width, hyperlinks: true)
        }
        // The same children, now in one container, now in another.
        let mixed = Self.containers.flatMap { container in [Document(blocks: [container.1(Self.children)])] }
        expectTerminalFramesEqualFreshRendering(mixed + mixed, width: width)
    }

    /// The memo keeps every child but the last, which each frame lays out.
    @Test func theChildrenButTheLastAreKept() throws {
        let renderer = ANSIRenderer(options: .init(width: 40, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        let quote = Document(blocks: [.blockQuote(BlockQuote(blocks: Self.children))])
        _ = renderer.renderBytes(quote, encoder: encoder, cache: &cache)
        var memo = try #require(cache.writer?.madeChildBlocks.compactMap { $0 }.first)
        #expect(memo.blocks == Array(Self.children.dropLast()))
        #expect(memo.sharedCount(with: Self.children + [Self.paragraph("more")]) == Self.children.count - 1)
    }

    /// Items of a nested list, one more each step, the last growing: a numbered list whose
    /// markers widen at the tenth, task items, a loose list, an item with a nested list;
    /// then an earlier item edited, one taken away, another kind of list.
    static func growingItems(ordered: Bool, isTight: Bool, _ wrap: @Sendable (List) -> Block) -> [Document] {
        let kind: List.Kind = ordered ? .ordered(start: 1, delimiter: .period) : .bullet(marker: .dash)
        var items: [ListItem] = []
        var documents: [Document] = []
        for index in 0..<12 {
            let text = "Item \(index) of the list, which grows word by word as the reply streams."
            for cut in stride(from: 8, through: text.count, by: 23) {
                var blocks = [paragraph(String(text.prefix(cut)))]
                if index == 4 { blocks.append(.list(List(kind: .bullet(marker: .star), isTight: true, items: [ListItem(blocks: [paragraph("sub")])]))) }
                let item = ListItem(checkbox: index % 5 == 2 ? .checked : nil, blocks: blocks)
                documents.append(Document(blocks: [paragraph("Before."), wrap(List(kind: kind, isTight: isTight, items: items + [item]))]))
                if cut + 23 > text.count { items.append(item) }
            }
        }
        var edited = items
        edited[1] = ListItem(blocks: [paragraph("An earlier item, edited.")])
        documents.append(Document(blocks: [paragraph("Before."), wrap(List(kind: kind, isTight: isTight, items: edited))]))
        edited.remove(at: 3)
        documents.append(Document(blocks: [paragraph("Before."), wrap(List(kind: kind, isTight: isTight, items: edited))]))
        documents.append(Document(blocks: [paragraph("Before."), wrap(List(kind: .bullet(marker: .plus), isTight: isTight, items: edited))]))
        return documents
    }

    /// The items of a list in a container are copied from the last frame the same way
    /// (ListItemsMemo): frames still equal fresh renderings.
    @Test(arguments: [30, 60])
    func nestedListFramesEqualFreshRendering(width: Int) {
        let wraps: [@Sendable (List) -> Block] = [
            { .blockQuote(BlockQuote(blocks: [.list($0)])) },
            { .list(List(kind: .bullet(marker: .dash), isTight: false, items: [ListItem(blocks: [Self.paragraph("Step:"), .blockQuote(BlockQuote(blocks: [.list($0)]))])])) },
            { .list(List(kind: .ordered(start: 3, delimiter: .parenthesis), isTight: true, items: [ListItem(blocks: [Self.paragraph("Plan:"), .list($0)])])) },
        ]
        for wrap in wraps {
            for (ordered, isTight) in [(false, true), (true, true), (true, false)] {
                expectTerminalFramesEqualFreshRendering(Self.growingItems(ordered: ordered, isTight: isTight, wrap), width: width)
            }
        }
    }

    /// The memo keeps every item of a nested list but the last.
    @Test func theItemsButTheLastAreKept() throws {
        let renderer = ANSIRenderer(options: .init(width: 40, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        let items = (0..<5).map { ListItem(blocks: [Self.paragraph("item \($0)")]) }
        let list = List(kind: .bullet(marker: .dash), isTight: true, items: items)
        _ = renderer.renderBytes(Document(blocks: [.blockQuote(BlockQuote(blocks: [.list(list)]))]), encoder: encoder, cache: &cache)
        var memo = try #require(cache.writer?.madeListItems.compactMap { $0 }.first)
        #expect(memo.blocks == Array(items.dropLast()))
        #expect(memo.sharedCount(with: items + [ListItem(blocks: [Self.paragraph("more")])]) == items.count - 1)
    }
}
