import Highlight
import Testing

@Suite struct ScalaTests {
    @Test func interpolatorsSplicesAndNesting() {
        #expect(
            golden("val s = s\"Hi $name, ${f(s\"${x}\")}\\n\"", "scala") == [
                "keyword val", "plain s", "operator =", "string s\"Hi", "variable $name", "string ,",
                "punctuation.interpolation ${", "function.call f", "punctuation (", "string s\"",
                "punctuation.interpolation ${", "plain x", "punctuation.interpolation }", "string \"",
                "punctuation )", "punctuation.interpolation }", "escape \\n", "string \"",
            ])
        #expect(
            golden("\"$x ${y}\"", "scala") == ["string \"$x ${y}\""])
    }

    @Test func tripleQuotedStringsSpanLinesWithoutEscapes() {
        #expect(
            golden("val q = raw\"\"\"a\\d \"x\"\n$v\"\"\".r", "scala") == [
                "keyword val", "plain q", "operator =", "string raw\"\"\"a\\d \"x\"", "variable $v",
                "string \"\"\"", "operator .", "property r",
            ])
    }

    @Test func charsAndSymbols() {
        #expect(
            golden("List('a', '\\t', 'sym)", "scala") == [
                "type List", "punctuation (", "string 'a'", "punctuation ,", "string '", "escape \\t", "string '",
                "punctuation ,", "string 'sym", "punctuation )",
            ])
    }

    @Test func definitionsTypesAndAnnotations() {
        let code = "@tailrec final def loop[A](xs: List[A]): Int = xs.foldLeft(0)(_ + 1)\ncase class P(x: Int)"
        #expect(
            golden(code, "scala") == [
                "attribute @tailrec", "keyword final", "keyword def", "function loop", "punctuation [", "type A",
                "punctuation ](", "plain xs", "operator :", "type List", "punctuation [", "type A",
                "punctuation ])", "operator :", "type Int", "operator =", "plain xs", "operator .",
                "function.call foldLeft",
                "punctuation (", "number 0", "punctuation )(", "plain _", "operator +", "number 1",
                "punctuation )", "keyword case", "keyword class", "type P", "punctuation (", "plain x",
                "operator :", "type Int", "punctuation )",
            ])
    }

    @Test func nestedCommentsNumbersBackticks() {
        #expect(
            golden("/* a /* b */ c */ `type` = 1_000L + 0xFF + 1.5e3", "scala") == [
                "comment /* a /* b */ c */", "plain `type`", "operator =", "number 1_000L", "operator +",
                "number 0xFF", "operator +", "number 1.5e3",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + ["s\"", "\"\"\"", "s\"\"\"", "${", "$x", "/*", "*/", "'a", "def ", "`x`", "@inline"]
        #expect(ExtraPieces.mismatches(pieces, "scala", seed: 693) == [])
    }

    @Test func extraQuotesBeforeTheCloserBelongToTheString() {
        #expect(
            golden("\"\"\"a\n|\"two\"\"\"\".stripMargin", "scala") == [
                "string \"\"\"a\n|\"two\"\"\"\"", "operator .", "property stripMargin",
            ])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["'", "s\"${", "`", "\"\"\"\""] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "scala")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "scala")?.name == "Scala")
        #expect(Highlighter.language(named: ".sbt")?.name == "Scala")
    }
}
