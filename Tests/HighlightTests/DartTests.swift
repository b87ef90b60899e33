import Highlight
import Testing

@Suite struct DartTests {
    @Test func interpolationAndRawStrings() {
        #expect(
            golden("var s = 'Hi $name ${f(\"${x}\")}\\n' + r'$raw\\n';", "dart") == [
                "keyword var", "plain s", "operator =", "string 'Hi", "variable $name", "string",
                "punctuation.interpolation ${", "function.call f", "punctuation (", "string \"",
                "punctuation.interpolation ${", "plain x", "punctuation.interpolation }", "string \"",
                "punctuation )", "punctuation.interpolation }", "escape \\n", "string '", "operator +",
                "string r'$raw\\n'", "punctuation ;",
            ])
    }

    @Test func tripleQuotedStringsSpanLines() {
        #expect(
            golden("final t = '''\nit's $x\n''';\nfinal u = r\"\"\"\n$y\"\"\";", "dart") == [
                "keyword final", "plain t", "operator =", "string '''\nit's", "variable $x", "string '''",
                "punctuation ;", "keyword final", "plain u", "operator =", "string r\"\"\"\n$y\"\"\"",
                "punctuation ;",
            ])
    }

    @Test func functionsClassesAndAnnotations() {
        let code = "@override\nFuture<void> main() async { final list = <int>[]; list.add(1); }\nclass A$B {}"
        #expect(
            golden(code, "dart") == [
                "attribute @override", "type Future", "operator <", "type void", "operator >", "function main",
                "punctuation ()", "keyword async", "punctuation {", "keyword final", "plain list", "operator =",
                "operator <",
                "type int", "operator >", "punctuation [];", "plain list", "operator .", "function.call add",
                "punctuation (", "number 1", "punctuation );", "punctuation }", "keyword class", "type A$B",
                "punctuation {}",
            ])
    }

    @Test func commentsAndNumbers() {
        #expect(
            golden("/// doc\n/* a /* b */ c */ x = 0xFF + 1_000 + 1.5e3; // end", "dart") == [
                "comment.doc /// doc", "comment /* a /* b */ c */", "plain x", "operator =", "number 0xFF",
                "operator +", "number 1_000", "operator +", "number 1.5e3", "punctuation ;", "comment // end",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces = ExtraPieces.common + ["r'", "r\"", "'''", "\"\"\"", "${", "$x", "/*", "*/", "///", "@override"]
        #expect(ExtraPieces.mismatches(pieces, "dart", seed: 282) == [])
    }

    @Test func classModifiersKeepTheTypeName() {
        #expect(golden("mixin class M {}", "dart") == ["keyword mixin", "keyword class", "type M", "punctuation {}"])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["r'", "'${", "'''"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "dart")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "dart")?.name == "Dart")
        #expect(Highlighter.language(named: ".dart")?.name == "Dart")
    }
}
