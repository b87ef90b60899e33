import Highlight
import Testing

@Suite struct LaTeXTests {
    @Test func commandsOptionsEnvironmentsAndComments() {
        let code = "\\documentclass[a4paper]{article} % c\n\\begin{document}\n\\section*{Intro} 10\\% \\\\"
        #expect(
            golden(code, "latex") == [
                "keyword \\documentclass", "attribute [a4paper]", "punctuation {", "plain article", "punctuation }",
                "comment % c", "keyword \\begin", "punctuation {", "type document", "punctuation }",
                "keyword \\section*", "punctuation {", "heading Intro", "punctuation }", "number 10", "escape \\%",
                "escape \\\\",
            ])
    }

    @Test func inlineAndDisplayMath() {
        let code = "a \\$5 $x^2 + \\alpha$ b \\[ y \\] $$z\n$$ c"
        #expect(
            golden(code, "tex") == [
                "plain a", "escape \\$", "number 5", "string $x^2 +", "keyword \\alpha", "string $", "plain b",
                "string \\[ y \\]", "string $$z\n$$", "plain c",
            ])
    }

    @Test func mathEnvironmentsEndAtTheirEnd() {
        let code = "\\begin{align*}\na &= b % n\n\\end{align*} x"
        #expect(
            golden(code, "latex") == [
                "keyword \\begin", "punctuation {", "type align*", "punctuation }", "string a &= b", "comment % n",
                "string",
                "keyword \\end", "punctuation {", "type align*", "punctuation }", "plain x",
            ])
    }

    @Test func verbatimAndVerb() {
        let code = "\\verb|\\x%| \\begin{verbatim}\n\\x % $\n\\end{verbatim} \\newcommand{\\f}[1]{#1}"
        #expect(
            golden(code, "latex") == [
                "keyword \\verb", "string |\\x%|", "keyword \\begin", "punctuation {", "type verbatim", "punctuation }",
                "string \\x % $", "keyword \\end", "punctuation {", "type verbatim", "punctuation }",
                "keyword \\newcommand", "punctuation {", "keyword \\f", "punctuation }[", "number 1", "punctuation ]{",
                "variable #1", "punctuation }",
            ])
    }

    @Test func mintedBodyUsesTheNamedGrammarUpToItsEnd() {
        let code = "\\begin{minted}[linenos]{python}\ndef f(): return \"x\" # \\end{minted} y"
        #expect(
            golden(code, "latex") == [
                "keyword \\begin", "punctuation {", "type minted", "punctuation }", "attribute [linenos]",
                "punctuation {", "attribute python", "punctuation }", "keyword def", "function f", "punctuation ()",
                "operator :", "keyword return", "string \"x\"", "comment #", "keyword \\end", "punctuation {",
                "type minted", "punctuation }", "plain y",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "tex")?.name == "LaTeX")
        #expect(Highlighter.language(named: ".sty")?.name == "LaTeX")
    }
}
