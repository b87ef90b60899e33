import MarkdownModel
import Testing

@testable import Rendering

/// The children of a container (its blocks, a nested list's items, a footnote's blocks) that
/// the last HTML frame wrote the same way are copied from it (HTMLChildrenMemo): frames still
/// equal fresh renderings, whatever the children did.
@Suite struct HTMLChildrenMemoTests {
    func expectFramesEqualFreshRendering(_ documents: [Document], sourceLocation: SourceLocation = #_sourceLocation) {
        let renderer = HTMLRenderer()
        var cache = HTMLRenderer.FrameCache()
        for (index, document) in documents.enumerated() {
            let framed = String(decoding: renderer.renderBytes(document, cache: &cache), as: UTF8.self)
            #expect(framed == renderer.render(document), "frame \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func containerFramesEqualFreshRendering() {
        for (name, wrap) in ChildBlocksMemoTests.containers {
            let documents = ChildBlocksMemoTests.growing(wrap)
            expectFramesEqualFreshRendering(documents)
            // Tight: a tight item's paragraphs are written without their tags.
            if name == "tight item" { expectFramesEqualFreshRendering(documents.reversed()) }
        }
        // The same children, now in one container, now in another (a loose item's begin on
        // a fresh line after `<li>`, a quote's after its tag's line).
        let mixed = ChildBlocksMemoTests.containers.map { Document(blocks: [$0.1(ChildBlocksMemoTests.children)]) }
        expectFramesEqualFreshRendering(mixed + mixed.reversed() + mixed)
    }

    @Test func nestedListFramesEqualFreshRendering() {
        let wraps: [@Sendable (List) -> Block] = [
            { .blockQuote(BlockQuote(blocks: [.list($0)])) },
            { .list(List(kind: .bullet(marker: .dash), isTight: true, items: [ListItem(blocks: [ChildBlocksMemoTests.paragraph("Plan:"), .list($0)])])) },
            { .footnoteDefinition(FootnoteDefinition(label: "n", referenceCount: 2, blocks: [.list($0)])) },
        ]
        for wrap in wraps {
            for (ordered, isTight) in [(false, true), (true, false)] {
                expectFramesEqualFreshRendering(ChildBlocksMemoTests.growingItems(ordered: ordered, isTight: isTight, wrap))
            }
        }
    }

    /// The memo keeps the children but the last, per depth.
    @Test func theChildrenButTheLastAreKept() throws {
        var cache = HTMLRenderer.FrameCache()
        let quote = Document(blocks: [.blockQuote(BlockQuote(blocks: ChildBlocksMemoTests.children))])
        _ = HTMLRenderer().renderBytes(quote, cache: &cache)
        var memo = try #require(cache.childBlocks.made.compactMap { $0 }.first)
        #expect(memo.children == Array(ChildBlocksMemoTests.children.dropLast()))
        #expect(memo.sharedCount(with: ChildBlocksMemoTests.children + [ChildBlocksMemoTests.paragraph("more")])
                    == ChildBlocksMemoTests.children.count - 1)
    }
}
