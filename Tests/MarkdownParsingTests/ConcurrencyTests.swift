import Dispatch
import MarkdownModel
import MarkdownParsing
import Synchronization
import Testing

/// cmark-gfm 0.29 shares its table of special inline characters between threads; parsing on
/// many threads at once must still find every strikethrough and autolink.
@Suite struct ConcurrencyTests {
    @Test func parallelParsesAgree() {
        let markdown = String(repeating: "Some ~~struck~~ text and www.example.com here.\n\n", count: 80)
        let expected = MarkdownParser().parse(markdown)
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let document = MarkdownParser().parse(markdown)
            if document != expected { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
        guard case .paragraph(let first) = expected.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(first.inlines.contains(.strikethrough([.text("struck")])))
    }
}

/// Parsers with different extensions on many threads at once: each parse as it would alone.
@Suite struct MixedExtensionTests {
    // `~` next to `_` is a telling case: with strikethrough on, cmark-gfm looks through `~`
    // when it decides whether `_` may open emphasis; a parser without it must not.
    static let text = "a~_b_ and ~~struck~~ at www.example.com\n"

    @Test func withoutStrikethroughTildeIsPlainText() {
        let plain = MarkdownParser(extensions: []).parse(Self.text)
        let full = MarkdownParser().parse(Self.text)
        guard case .paragraph(let bare) = plain.blocks.first, case .paragraph(let rich) = full.blocks.first else {
            Issue.record("expected paragraphs")
            return
        }
        #expect(bare.inlines.first == .text("a~"))
        #expect(bare.inlines.contains(.emphasis([.text("b")])))
        #expect(!rich.inlines.contains(.emphasis([.text("b")])))
        #expect(rich.inlines.contains(.strikethrough([.text("struck")])))
    }

    @Test func mixedParsersOnManyThreadsAgree() {
        let sets: [Extensions] = [.all, [], [.table], [.strikethrough], [.autolink], .all]
        let expected = sets.map { MarkdownParser(extensions: $0).parse(Self.text) }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 600) { index in
            let which = index % sets.count
            if MarkdownParser(extensions: sets[which]).parse(Self.text) != expected[which] {
                mismatches.withLock { $0 += 1 }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}
