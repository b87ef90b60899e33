import Highlight
import Testing

@Suite struct MarkdownTests {
    @Test func blockMarkers() {
        let code = "# Title *x*\n> quote\n- item\n12) twelve\n---\n| a | b |\nSetext\n==="
        #expect(
            golden(code, "md") == [
                "heading # Title *x*", "punctuation >", "plain quote", "punctuation -", "plain item",
                "punctuation 12)", "plain twelve", "meta ---", "punctuation |", "plain a", "punctuation |", "plain b",
                "punctuation |", "plain Setext", "heading ===",
            ])
    }

    @Test func inlineSpans() {
        let code = "a *em* **st** `c*d` ~~x~~ snake_case_word \\* #no"
        #expect(
            golden(code, "markdown") == [
                "plain a", "plain.emphasis *em*", "plain.strong **st**", "string `c*d`", "deleted ~~x~~",
                "plain snake_case_word", "escape \\*", "plain #no",
            ])
    }

    @Test func unclosedMarkersStayPlain() {
        #expect(golden("a * b ** c ``d` e_", "md") == ["plain a * b ** c ``d` e_"])
    }

    @Test func linksImagesAndAutolinks() {
        let code = "[t](http://x \"T\") ![i](a.png) [r][1] <https://a.b>\n[1]: http://z"
        #expect(
            golden(code, "md") == [
                "punctuation [", "string t", "punctuation ](", "attribute http://x", "string \"T\"", "punctuation )",
                "punctuation ![", "string i", "punctuation ](", "attribute a.png", "punctuation )", "punctuation [",
                "string r", "punctuation ][", "string 1", "punctuation ]", "punctuation <", "attribute https://a.b",
                "punctuation >",
                "punctuation [", "string 1", "punctuation ]:", "attribute http://z",
            ])
    }

    @Test func fencedCodeUsesTheNamedGrammar() {
        let code = "```python title=x\ndef f(): return \"\"\"a\n```\nafter *x*\n~~~~\nraw `x`\n~~~\n~~~~"
        #expect(
            golden(code, "md") == [
                "punctuation ```", "attribute python title=x", "keyword def", "function f", "punctuation ()",
                "operator :", "keyword return", "string \"\"\"a", "punctuation ```", "plain after",
                "plain.emphasis *x*", "punctuation ~~~~", "string raw `x`\n~~~", "punctuation ~~~~",
            ])
    }

    @Test func fenceInsideAFenceAndHTMLInAFence() {
        let code = "````md\n```js\nlet a\n```\n````\n```html\n<style>a{b:c}</style>\n```"
        let tokens = golden(code, "md")
        #expect(tokens.contains("keyword let"))
        #expect(tokens.contains("property b"))
        #expect(tokens.last == "punctuation ```")
    }

    @Test func inlineHTMLTags() {
        #expect(
            golden("<kbd>C</kbd> <a href=\"x\">l</a> a<b", "md") == [
                "punctuation <", "tag kbd", "punctuation >", "plain C", "punctuation </", "tag kbd", "punctuation >",
                "punctuation <", "tag a", "attribute href", "operator =", "string \"x\"", "punctuation >", "plain l",
                "punctuation </", "tag a", "punctuation >", "plain a<b",
            ])
    }

    @Test func fenceInsideABlockquote() {
        #expect(
            golden("> ```js\n> let a\n> ```\n> *b*", "md") == [
                "punctuation >", "punctuation ```", "attribute js", "punctuation >", "keyword let", "plain a",
                "punctuation > ```", "punctuation >", "plain.emphasis *b*",
            ])
    }

    @Test func htmlCommentsSpanLines() {
        #expect(golden("a <!-- b\n# c -->\n# d", "md") == ["plain a", "comment <!-- b\n# c -->", "heading # d"])
    }

    @Test func fencesResumeWhileStreaming() {
        let code = "Intro\n```swift\nlet s = \"\"\"\nx\n\"\"\"\n```\n```bash\ncat <<EOF\n$X\nEOF\n```\n*done*"
        var incremental = IncrementalHighlight(language: "md")
        var last: [Token] = []
        for scalar in code.unicodeScalars { last = incremental.append(String(scalar)) }
        #expect(last == Highlighter.highlight(code, language: "md"))
        #expect(last.contains(Token(kind: .variable, text: "$X")))
        #expect(last.last == Token(kind: "plain.emphasis", text: "*done*"))
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "gfm")?.name == "Markdown")
        #expect(Highlighter.language(named: ".markdown")?.name == "Markdown")
    }
}
