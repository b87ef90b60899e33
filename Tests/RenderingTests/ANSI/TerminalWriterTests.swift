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

    @Test func aBlankLineIsDroppedWhenTheBlockAfterItShowsNothing() {
        // NB: an empty quote inside a list item shows nothing; the blank line asked for
        // before it must not swallow the one the outer list asked for (or add one).
        let text = ANSISupport.text("```\nx\n```\n- > \n\nafter", width: 20)
        #expect(text.components(separatedBy: "\n").filter(\.isEmpty).count == 2)
        #expect(ANSISupport.text("- a\n\n  > \n\n  b") == "• a\n\n  b")
    }
}
