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
