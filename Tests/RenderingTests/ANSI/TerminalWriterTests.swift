import MarkdownParsing
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
        #expect(cache.palette.links.isEmpty)
    }

    @Test func aBlankLineIsDroppedWhenTheBlockAfterItShowsNothing() {
        // NB: an empty quote inside a list item shows nothing; the blank line asked for
        // before it must not swallow the one the outer list asked for (or add one).
        let text = ANSISupport.text("```\nx\n```\n- > \n\nafter", width: 20)
        #expect(text.components(separatedBy: "\n").filter(\.isEmpty).count == 2)
        #expect(ANSISupport.text("- a\n\n  > \n\n  b") == "• a\n\n  b")
    }
}
