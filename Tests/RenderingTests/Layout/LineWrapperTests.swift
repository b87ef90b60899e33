import TestSupport
import Testing
import Theming

@testable import Rendering

@Suite struct LineWrapperTests {
    func texts(_ lines: [StyledLine]) -> [String] { lines.map(\.text) }

    @Test func wrapsAtSpacesAndDropsBreakSpaces() {
        let lines = LineWrapper(width: 10).wrap("the quick brown fox jumps")
        #expect(texts(lines) == ["the quick", "brown fox", "jumps"])
    }

    @Test func hangingIndent() {
        let bullet = Span("• ", style: TextStyle(foreground: Color(.blue)))
        let wrapper = LineWrapper(
            width: 12, firstPrefix: [bullet], continuationPrefix: [Span("  ")])
        let lines = wrapper.wrap("one two three four five")
        #expect(texts(lines) == ["• one two", "  three four", "  five"])
        #expect(lines[0].spans[0] == bullet)
        #expect(lines.allSatisfy { $0.width <= 12 })
    }

    @Test func quoteBarPrefixOnEveryLine() {
        let bar = Span("│ ", style: TextStyle(foreground: Color(.brightBlack)))
        let lines = LineWrapper(width: 8, firstPrefix: [bar]).wrap("aaa bbb ccc")
        #expect(texts(lines) == ["│ aaa", "│ bbb", "│ ccc"])
    }

    @Test func longWordsFoldAtClusters() {
        #expect(texts(LineWrapper(width: 4).wrap("abcdefghij k")) == ["abcd", "efgh", "ij k"])
        #expect(
            texts(LineWrapper(width: 3).wrap("xy e\u{301}e\u{301}e\u{301}e\u{301}")) == [
                "xy", "ééé", "é",
            ])
    }

    @Test func wideCharacterMovesToNextLine() {
        let lines = LineWrapper(width: 5).wrap("漢字漢字")
        #expect(texts(lines) == ["漢字", "漢字"])
        #expect(lines.map(\.width) == [4, 4])
        #expect(texts(LineWrapper(width: 3).wrap("a漢字")) == ["a漢", "字"])
    }

    @Test func widthOneWithWideCharacterOverflowsByOne() {
        let lines = LineWrapper(width: 1).wrap("a漢b")
        #expect(texts(lines) == ["a", "漢", "b"])
        #expect(lines.map(\.width) == [1, 2, 1])
    }

    @Test func stylesSurviveBreaks() {
        let bold = TextStyle(bold: true)
        let spans = [
            Span("plain "), Span("bold words here", style: bold, link: "https://x"), Span(" end"),
        ]
        let lines = LineWrapper(width: 11).wrap(spans)
        #expect(texts(lines) == ["plain bold", "words here", "end"])
        #expect(lines[0].spans == [Span("plain "), Span("bold", style: bold, link: "https://x")])
        #expect(lines[1].spans == [Span("words here", style: bold, link: "https://x")])
        #expect(lines[2].spans == [Span("end")])
    }

    @Test func wordsSpanningSpansStayTogether() {
        let spans = [Span("ab"), Span("cd", style: TextStyle(italic: true)), Span(" ef")]
        #expect(texts(LineWrapper(width: 5).wrap(spans)) == ["abcd", "ef"])
    }

    @Test func hardBreaks() {
        let wrapper = LineWrapper(
            width: 20, firstPrefix: [Span("> ")], continuationPrefix: [Span("  ")])
        let lines = wrapper.wrap([Span("one\ntwo"), Span.lineBreak, Span("  three\r\nfour")])
        #expect(texts(lines) == ["> one", "  two", "    three", "  four"])
        #expect(texts(LineWrapper(width: 5).wrap("")) == [""])
        #expect(texts(LineWrapper(width: 5).wrap("a\n")) == ["a", ""])
    }

    @Test(arguments: Array(1...200))
    func propertyNoOverflowAndNothingLost(width: Int) {
        let input = LineWrapperTests.sample(seed: UInt64(width))
        let spans = LineWrapperTests.spans(input, seed: UInt64(width))
        let lines = LineWrapper(width: width).wrap(spans)
        for line in lines where line.width > width {
            let clusters = Array(line.text)
            #expect(clusters.count == 1 && CellWidth.of(clusters[0]) > width, "line \(line.text)")
        }
        #expect(LineWrapperTests.reconstructs(input, from: lines.map(\.text)), "width \(width)")
    }

    /// Walks the input along the lines: only spaces (and one newline) between lines may be
    /// missing. Tries "line continues right here" and "spaces/newline dropped here".
    static func reconstructs(_ input: String, from lines: [String]) -> Bool {
        matches(Substring(input), lines[...], isFirst: true)
    }

    private static func matches(_ rest: Substring, _ lines: ArraySlice<String>, isFirst: Bool)
        -> Bool
    {
        guard let line = lines.first else { return rest.allSatisfy { $0 == " " } }
        var candidates = [rest]
        if !isFirst {
            var dropped = rest.drop { $0 == " " }
            candidates.append(dropped)
            if dropped.first == "\n" {
                dropped = dropped.dropFirst()
                candidates.append(dropped)
            }
        }
        for candidate in candidates where candidate.hasPrefix(line) {
            if matches(candidate.dropFirst(line.count), lines.dropFirst(), isFirst: false) {
                return true
            }
        }
        return false
    }

    static func sample(seed: UInt64) -> String {
        let words = [
            "a", "word", "supercalifragilistic", "漢字", "日本語のテキスト", "e\u{301}té", "👍🏽", "🇫🇷",
            "👨‍👩‍👧", "❤️", "x", "longerwordwithoutspaces", "  ", "\n", "ｗｉｄｅ", "—", "ok",
        ]
        var generator = SeededGenerator(seed: seed)
        var out = ""
        for _ in 0..<60 {
            out += words[Int(generator.next() % UInt64(words.count))]
            out += generator.next() % 4 == 0 ? "  " : " "
        }
        return out
    }

    static func spans(_ text: String, seed: UInt64) -> [Span] {
        var generator = SeededGenerator(seed: seed &+ 7)
        var out: [Span] = []
        var current = ""
        for character in text {
            current.append(character)
            if generator.next() % 9 == 0 {
                out.append(Span(current, style: TextStyle(bold: out.count % 2 == 0)))
                current = ""
            }
        }
        out.append(Span(current))
        return out
    }
}
