import TestSupport
import Highlight
import Testing

/// Streaming and concatenation properties for the markup and configuration grammars, with
/// pieces that exercise their own constructs (fences, embedded tags, block scalars, recipes),
/// which the shared `RandomText.pieces` do not contain.
@Suite struct MarkupPropertyTests {
    static let languages = [
        "html", "xml", "css", "scss", "yaml", "toml", "ini", "markdown", "dockerfile", "make", "latex",
    ]
    static let pieces: [String] = [
        "```", "```js\n", "```python\n", "~~~md\n", "````\n", "<script>", "</script>", "<style>", "</style>",
        "<!--", "-->", "<![CDATA[", "]]>", "<?x ", "?>", "<a href=", "\"", "'", "\n", "\r\n", "\t", "  ", "- ",
        ": ", "key: |\n", ">-\n", "---\n", "# h", "*", "**", "_", "`", "[", "](", ")", "\\\n", "\\", "$(", "${", "$$",
        "$", "RUN ", "ENV A=", "define X\n", "endef\n", "\\begin{equation}", "\\end{equation}", "\\[", "\\]",
        "\\verb|", "%", "[[", "]]", "'''", "\"\"\"", "#{", "}", "{", "a { b: c; }", "@media ", "=", "é", "😀",
        "1979-05-27", "0x1F", "&amp;", "x", " ", ">", "<kbd>", "</b>",
    ]

    static func text(_ generator: inout SeededGenerator, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
        return text
    }

    @Test(arguments: languages)
    func streamingEqualsOneShot(language: String) {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<20 {
            let text = Self.text(&generator, pieces: 8 + round * 4)
            let oneShot = Highlighter.highlight(text, language: language)
            #expect(oneShot.map(\.text).joined() == text, "\(language): \(text.debugDescription)")
            var incremental = IncrementalHighlight(language: language)
            var last: [Token] = []
            for scalar in text.unicodeScalars { last = incremental.append(String(scalar)) }
            #expect(last == oneShot, "\(language): \(text.debugDescription)")
        }
    }

    @Test(arguments: languages)
    func deepNestingStaysLinearAndCapped(language: String) {
        let inputs = [
            String(repeating: "````md\n", count: 1000), String(repeating: "<script>", count: 8000),
            String(repeating: "- key: |\n", count: 1000), String(repeating: "\\[ $", count: 8000),
            String(repeating: "[[a]]", count: 8000), String(repeating: "`` * _ [", count: 8000),
            "a {" + String(repeating: " x #{", count: 8000),
        ]
        for input in inputs {
            let tokens = Highlighter.highlight(input, language: language)
            #expect(tokens.map(\.text).joined() == input)
        }
    }
}
