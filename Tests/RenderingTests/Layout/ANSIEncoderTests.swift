import Testing
import Theming

@testable import Rendering

@Suite struct ANSIEncoderTests {
    static let bold = TextStyle(bold: true)
    static let red = TextStyle(foreground: Color(r: 255, g: 0, b: 0))
    static let line = StyledLine([
        Span("a"), Span("B", style: bold), Span("r", style: red),
        Span("rb", style: red.merged(over: bold)),
        Span("z"),
    ])

    @Test(arguments: [
        (ColorDepth.trueColor, "a␛[1mB␛[0;38;2;255;0;0mr␛[1mrb␛[0mz"),
        (.ansi256, "a␛[1mB␛[0;38;5;196mr␛[1mrb␛[0mz"),
        (.ansi16, "a␛[1mB␛[0;31mr␛[1mrb␛[0mz"),
        (.none, "aBrrbz"),
    ])
    func goldenDepths(depth: ColorDepth, expected: String) {
        #expect(visible(ANSIEncoder(depth: depth).encode(ANSIEncoderTests.line)) == expected)
    }

    @Test func minimalChangesAndResetAtLineEnd() {
        let spans = [
            Span("x", style: TextStyle(bold: true, italic: true)),
            Span("y", style: TextStyle(bold: true)),
            Span("z", style: TextStyle(faint: true)),
        ]
        let out = ANSIEncoder(depth: .ansi16).encode(StyledLine(spans))
        #expect(visible(out) == "␛[1;3mx␛[23my␛[0;2mz␛[0m")
    }

    @Test func namedColoursUseTheBasicCodeAtEveryDepth() {
        let line = StyledLine([
            Span("x", style: TextStyle(foreground: Color(.brightBlue), background: Color(.red)))
        ])
        for depth in [ColorDepth.trueColor, .ansi256, .ansi16] {
            #expect(visible(ANSIEncoder(depth: depth).encode(line)) == "␛[94;41mx␛[0m")
        }
    }

    @Test func backgroundsAndAttributes() {
        let style = TextStyle(
            background: Color(r: 0, g: 0, b: 255), underline: true, strikethrough: true,
            inverse: true)
        let out = ANSIEncoder(depth: .ansi256).encode(StyledLine([Span("x", style: style)]))
        #expect(visible(out) == "␛[4;7;9;48;5;21mx␛[0m")
    }

    @Test func multipleLinesEachReset() {
        let lines = [
            StyledLine([Span("a", style: ANSIEncoderTests.bold)]), StyledLine([Span("b")]),
        ]
        #expect(visible(ANSIEncoder(depth: .ansi16).encode(lines)) == "␛[1ma␛[0m⏎\nb")
    }

    @Test func hyperlinks() {
        let line = StyledLine([
            Span("see "), Span("docs", link: "https://example.com/a b"), Span("."),
        ])
        let on = ANSIEncoder(depth: .none, hyperlinks: true).encode(line)
        #expect(visible(on) == "see ␛]8;;https://example.com/a%20b␛\\docs␛]8;;␛\\.")
        #expect(ANSIEncoder(depth: .none, hyperlinks: false).encode(line) == "see docs.")
    }

    @Test func linkOpenAtLineEndIsClosed() {
        let line = StyledLine([Span("x", style: ANSIEncoderTests.bold, link: "https://e.com")])
        let out = ANSIEncoder(depth: .ansi16, hyperlinks: true).encode(line)
        #expect(visible(out) == "␛]8;;https://e.com␛\\␛[1mx␛]8;;␛\\␛[0m")
    }

    @Test(arguments: [
        ("https://e.com/\u{1B}]0;x\u{07}", "https://e.com/]0;x"), ("a b", "a%20b"),
        ("\u{9B}\u{202E}x", "x"),
        ("https://é.com", "https://%C3%A9.com"), ("\u{1B}\u{07}", nil),
    ])
    func urlSanitising(url: String, expected: String?) {
        #expect(ANSIEncoder.sanitizeURL(url) == expected)
    }

    @Test func spanTextIsSanitisedAgain() {
        let line = StyledLine([Span("evil\u{1B}]52;c;eA==\u{07}text")])
        #expect(!ANSIEncoder(depth: .trueColor).encode(line).utf8.contains(0x1B))
    }
}
