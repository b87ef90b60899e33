import TestSupport
import MarkdownParsing
import Testing
import Theming

@testable import Rendering

/// The edges of the byte-level fast paths: ASCII stretches, eight bytes at a time, pieces.
@Suite struct FastPathTests {
    @Test(arguments: [UInt8(0x00), 0x07, 0x09, 0x0D, 0x1B, 0x1F, 0x7F])
    func aControlAnywhereInAnASCIIStretchIsFound(control: UInt8) {
        for position in 0..<20 {
            var bytes = Array("abcdefghijklmnopqrst".utf8)
            bytes[position] = control
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!TerminalText.isSafe(text), "at \(position)")
            #expect(!TerminalText.sanitize(text).utf8.contains(control), "at \(position)")
        }
        #expect(TerminalText.isSafe("abcdefghijklmnopqrst\nabc"))
    }

    @Test func aLoneEscapeInsideASCIIIsNeutralised() {
        // NB: an ESC before a letter starts a two-character escape (removed whole); before
        // anything else, or at the end, it starts nothing and shows as `␛`.
        #expect(
            TerminalText.sanitize("abcdefgh\u{1B}\u{E9}ijklmnop")
                == "abcdefgh\u{241B}\u{E9}ijklmnop")
        #expect(TerminalText.sanitize("abcdefghijklmnop\u{1B}") == "abcdefghijklmnop\u{241B}")
        let line = StyledLine([Span("abcdefgh\u{1B}\u{E9}ijklmnop", style: TextStyle(bold: true))])
        let encoded = ANSIEncoder(depth: .trueColor).encode(line)
        #expect(encoded == "\u{1B}[1mabcdefgh\u{241B}\u{E9}ijklmnop\u{1B}[0m")
        let markdown = "one\u{1B}\u{E9}two \u{1B}]0;title\u{07} three"
        #expect(
            ANSISupport.encoded(markdown, theme: "plain", width: 80)
                == "one\u{241B}\u{E9}two  three")
        let document = MarkdownParser().parse(markdown)
        let bytes = ANSIRenderer(options: .init(theme: ANSISupport.theme("dark")))
            .renderBytes(document, encoder: ANSIEncoder(depth: .trueColor))
        #expect(!bytes.contains(0x07))
        #expect(String(decoding: bytes, as: UTF8.self).contains("one\u{241B}\u{E9}two  three"))
    }

    @Test func anASCIIRunFollowedByACombiningMarkKeepsTheMarkOnItsBase() {
        let texts = LineWrapper(width: 3).wrap("abcd\u{301}ef").map(\.text)
        #expect(texts == ["abc", "d\u{301}ef"])
        #expect(LineWrapper(width: 4).wrap("abc\u{301} x").map(\.text) == ["abc\u{301}", "x"])
        #expect(LineWrapper(width: 3).wrap("abc\u{301}").map(\.width) == [3])
    }

    @Test func aSpaceCarryingAMarkIsPartOfAWord() {
        #expect(LineWrapper(width: 10).wrap("a \u{301}b").map(\.text) == ["a \u{301}b"])
        #expect(LineWrapper(width: 2).wrap("a \u{301}b").map(\.text) == ["a \u{301}", "b"])
    }

    @Test func wideAndEmojiClustersKeepTheirWidthsWhenWrapped() {
        let lines = LineWrapper(width: 4).wrap("漢字👨‍👩‍👧🇫🇷x")
        #expect(lines.map(\.text) == ["漢字", "👨‍👩‍👧🇫🇷", "x"])
        #expect(lines.map(\.width) == [4, 4, 1])
    }

    @Test func verticalTabBreaksOnlyTextSteppedByCharacter() {
        // NB: the String-based wrapper stepped ASCII by byte (a VT is a zero-width letter)
        // and other text by Character (a VT is a line break); the byte wrapper keeps that.
        #expect(LineWrapper(width: 20).wrap("ab\u{0B}cd").map(\.text) == ["ab\u{0B}cd"])
        #expect(LineWrapper(width: 20).wrap("ab\u{0B}cdé").map(\.text) == ["ab", "cdé"])
    }

    @Test func palettesNumberEqualStylesOnce() {
        var palette = StylePalette()
        let red = TextStyle(foreground: Color(.red))
        let rgbRed = TextStyle(foreground: Color(r: 170, g: 0, b: 0))
        let numbers = [
            red, rgbRed, TextStyle(bold: true), TextStyle(bold: false), red, TextStyle(),
        ]
        .map { palette.number(of: $0) }
        #expect(numbers == [1, 2, 3, 4, 1, 0])
        for index in 0..<200 {
            let style = TextStyle(
                foreground: Color(r: UInt8(index), g: 1, b: 2), italic: index % 2 == 0)
            #expect(palette.number(of: style) == Int32(5 + index))
        }
        #expect(palette.number(of: rgbRed) == 2)
        #expect(palette.style(2) == rgbRed)
    }
}

/// The plain-text wrapper lays out exactly as the general one.
@Suite struct PlainWrapperTests {
    static func wrapped(
        _ parts: [(String, Int32)], width: Int, prefixes: Bool, allowsPlain: Bool
    ) -> ([TextPiece], [Int]) {
        var text = PieceText()
        let input = parts.map { part in
            let range = text.append(part.0)
            return TextPiece(
                start: range.lowerBound, end: range.upperBound, style: part.1, link: -1,
                joins: false)
        }
        let first = prefixes ? [TextPiece(verbatim: text.append("• "), style: 3)] : []
        let rest = prefixes ? [TextPiece(verbatim: text.append("  "), style: 0)] : []
        var out = WrappedLines()
        PieceWrapper.wrap(
            input[...], in: text, width: width, firstPrefix: first, continuationPrefix: rest,
            into: &out, allowsPlain: allowsPlain)
        return (out.pieces, (0..<out.count).map { out[$0].endIndex })
    }

    @Test(arguments: Array(0..<400))
    func plainAndGeneralAgree(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 31 &+ 5)
        let words = [
            "a", "word", "lengthy", " ", "  ", "\n", "x\u{A0}y", "\u{A0}", "hyphen-ated",
            "supercalifragilistic", "!?", "",
        ]
        var parts: [(String, Int32)] = []
        for _ in 0..<Int(generator.next() % 8 + 1) {
            var text = ""
            for _ in 0..<Int(generator.next() % 12) {
                text += words[Int(generator.next() % UInt64(words.count))]
            }
            parts.append((text, Int32(generator.next() % 3)))
        }
        let width = Int(generator.next() % 30) + 1
        let prefixes = generator.next() % 2 == 0
        let plain = Self.wrapped(parts, width: width, prefixes: prefixes, allowsPlain: true)
        let general = Self.wrapped(parts, width: width, prefixes: prefixes, allowsPlain: false)
        #expect(plain.0 == general.0 && plain.1 == general.1, "\(parts) at \(width)")
    }
}
