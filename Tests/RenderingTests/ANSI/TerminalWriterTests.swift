import Dispatch
import MarkdownParsing
import Synchronization
import Testing
import Theming

@testable import Rendering

/// The two ways out of the terminal renderer agree: bytes encoded as lines are emitted
/// (`renderBytes`, what `--to ansi` prints) and the kept `StyledLine`s encoded afterwards.
@Suite struct TerminalWriterTests {
    static let tricky = """
        # Title with `code` and a [link](https://example.com "t")

        A paragraph with *emphasis*, **strong**, ~~gone~~, trailing spaces   \\
        a hard break, a footnote[^1] and ![an image](cat.png).

        > quoted text that is long enough to wrap at a narrow width, twice over
        >
        > > nested `chip` and more words after it
        > - a list in a quote

        - [x] done task
        - [ ] open task with a longer text that wraps
            1. nested ordered
            2. second

              ```swift
              let x = 1 // a comment that is long enough to fold in a narrow panel
              ```
        -
        - > 

        | a | b |
        |:--|--:|
        | 漢字 | e\u{301}t\u{E9} |

        <div>raw <b>html</b></div>

        ---

        [^1]: The note, with text.

            And a second paragraph.
        """

    @Test(arguments: ["dark", "light", "plain", "high-contrast"], [7, 23, 40, 80])
    func bytesAsEmittedEqualKeptLinesEncoded(theme: String, width: Int) throws {
        let documents =
            try ANSISupport.sampleNames().map { try ANSISupport.sample($0) } + [Self.tricky]
        for (hyperlinks, depth) in [
            (false, ColorDepth.trueColor), (true, .ansi256), (false, .none),
        ] {
            let renderer = ANSIRenderer(
                options: .init(
                    width: width, theme: ANSISupport.theme(theme), hyperlinks: hyperlinks))
            let encoder = ANSIEncoder(depth: depth, hyperlinks: hyperlinks)
            for markdown in documents {
                let document = MarkdownParser().parse(markdown)
                let kept = encoder.encodeBytes(renderer.render(document), terminator: "\n")
                #expect(renderer.renderBytes(document, encoder: encoder) == kept)
            }
        }
    }

    /// A batch shares one cache of styles and escapes across replies (`FrameCache` without
    /// list items, links forgotten after each reply): every reply comes out as it does alone,
    /// whichever replies, themes and colour depths went before.
    @Test func aCacheSharedByABatchChangesNoReply() throws {
        let documents = try (ANSISupport.sampleNames().map { try ANSISupport.sample($0) } + [Self.tricky])
            .map { MarkdownParser().parse($0) }
        var cache = ANSIRenderer.FrameCache(keepsListItems: false)
        for round in 0..<2 {
            for (index, document) in documents.enumerated() {
                let theme = ["dark", "light", "high-contrast"][(index + round) % 3]
                let renderer = ANSIRenderer(options: .init(width: 50, theme: ANSISupport.theme(theme), hyperlinks: true))
                let encoder = ANSIEncoder(depth: round == 0 ? .trueColor : .ansi16, hyperlinks: true)
                let alone = renderer.renderBytes(document, encoder: encoder)
                let same = renderer.renderBytes(document, encoder: encoder, cache: &cache) == alone
                #expect(same, "reply \(index), round \(round)")
                cache.endReply()
            }
        }
        #expect(cache.writer?.text.palette.links.isEmpty == true)
    }

    /// A cache keeps the last frame's writer and its buffers for the next frame: a copy of
    /// the cache (a live rendering copied, then both driven) writes into buffers of its own,
    /// also when the two render at once.
    @Test func copiesOfACacheRenderAtOnceUntouchedByEachOther() throws {
        let documents = try ANSISupport.sampleNames().map { MarkdownParser().parse(try ANSISupport.sample($0)) }
        let renderer = ANSIRenderer(options: .init(width: 60, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        let alone = documents.map { renderer.renderBytes($0, encoder: encoder) }
        var cache = ANSIRenderer.FrameCache()
        _ = renderer.renderBytes(documents[0], encoder: encoder, cache: &cache)
        let copies = [cache, cache]
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: copies.count) { copy in
            var mine = copies[copy]
            for round in 0..<20 {
                for index in documents.indices {
                    // NB: the copies go through the documents in opposite orders, so at any
                    // moment they write different frames.
                    let pick = copy == 0 ? index : documents.count - 1 - index
                    let bytes = renderer.renderString(documents[pick], encoder: encoder, cache: &mine)
                    if Array(bytes.utf8) != alone[pick] { mismatches.withLock { $0 += 1 } }
                }
                _ = round
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func aBlankLineIsDroppedWhenTheBlockAfterItShowsNothing() {
        // NB: an empty quote inside a list item shows nothing; the blank line asked for
        // before it must not swallow the one the outer list asked for (or add one).
        let text = ANSISupport.text("```\nx\n```\n- > \n\nafter", width: 20)
        #expect(text.components(separatedBy: "\n").filter(\.isEmpty).count == 2)
        #expect(ANSISupport.text("- a\n\n  > \n\n  b") == "• a\n\n  b")
    }
}
