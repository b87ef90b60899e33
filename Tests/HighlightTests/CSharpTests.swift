import Highlight
import Testing

@Suite struct CSharpTests {
    @Test func interpolatedStringsNestAndEscapeBraces() {
        #expect(
            golden("var s = $\"{{x}} {a[\"k\"]} {Fmt($\"{1}\")}\";", "csharp") == [
                "keyword var", "plain s", "operator =", "string $\"", "escape {{", "string x", "escape }}",
                "string", "punctuation.interpolation {", "plain a", "punctuation [", "string \"k\"",
                "punctuation ]", "punctuation.interpolation }", "string", "punctuation.interpolation {",
                "function.call Fmt", "punctuation (", "string $\"", "punctuation.interpolation {", "number 1",
                "punctuation.interpolation }", "string \"", "punctuation )", "punctuation.interpolation }",
                "string \"", "punctuation ;",
            ])
    }

    @Test func verbatimStringsDoubleQuotesAndSpanLines() {
        #expect(
            golden("var p = @\"C:\\dir\\\"\"q\"\"\n2\"; var c = '\\n';", "cs") == [
                "keyword var", "plain p", "operator =", "string @\"C:\\dir\\\"\"q\"\"\n2\"", "punctuation ;",
                "keyword var", "plain c", "operator =", "string '", "escape \\n", "string '", "punctuation ;",
            ])
        #expect(
            golden("$@\"{x}\"\"\"", "c#") == [
                "string $@\"", "punctuation.interpolation {", "plain x", "punctuation.interpolation }",
                "string \"\"\"",
            ])
    }

    @Test func rawStringsKeepTheirQuoteCount() {
        #expect(
            golden("x = \"\"\"\"\n a \"\"\" b\n\"\"\"\";", "csharp") == [
                "plain x", "operator =", "string \"\"\"\"\n a \"\"\" b\n\"\"\"\"", "punctuation ;",
            ])
        #expect(
            golden("$\"\"\"\n{y}\"\"\"", "csharp") == [
                "string $\"\"\"", "punctuation.interpolation {", "plain y", "punctuation.interpolation }",
                "string \"\"\"",
            ])
    }

    @Test func attributesDirectivesAndDocComments() {
        let code = "#region Setup\n[Serializable]\n/// <summary>x</summary>\npublic class Foo<T> : IBar { }"
        #expect(
            golden(code, "csharp") == [
                "meta #region Setup", "punctuation [", "attribute Serializable", "punctuation ]",
                "comment.doc /// <summary>x</summary>", "keyword public", "keyword class", "type Foo", "operator <",
                "plain T", "operator >", "operator :", "plain IBar", "punctuation {", "punctuation }",
            ])
    }

    @Test func methodsCallsNumbersAndVerbatimNames() {
        #expect(
            golden("public static int Add(int @class) => Math.Max(0x_FFu, 1.5m) + items[0].Count;", "csharp") == [
                "keyword public", "keyword static", "type int", "function Add", "punctuation (", "type int",
                "plain @class", "punctuation )", "operator =>", "plain Math", "operator .", "function.call Max",
                "punctuation (", "number 0x_FFu", "punctuation ,", "number 1.5m", "punctuation )", "operator +",
                "plain items", "punctuation [", "number 0", "punctuation ]", "operator .", "property Count",
                "punctuation ;",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "@\"", "$\"", "$@\"", "\"\"", "\"\"\"", "\"\"\"\"", "$\"\"\"", "{{", "}}", "#if", "///", "/*", "*/",
                "class ",
            ]
        #expect(ExtraPieces.mismatches(pieces, "csharp", seed: 619) == [])
    }

    @Test func namespacesAfterUsingAreTypes() {
        #expect(
            golden("using static System.Math; namespace A.B; using (var r = f()) {}", "csharp") == [
                "keyword using", "keyword static", "type System.Math", "punctuation ;", "keyword namespace",
                "type A.B", "punctuation ;", "keyword using", "punctuation (", "keyword var", "plain r",
                "operator =", "function.call f", "punctuation ())", "punctuation {}",
            ])
    }

    @Test func recordStructNamesTheType() {
        #expect(
            golden("record struct P;", "csharp") == ["keyword record", "keyword struct", "type P", "punctuation ;"])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["@\"", "$\"{", "\"", "[\n", "@\"a\"\"", "$\"\"\"\"\" "] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "csharp")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        for name in ["csharp", "cs", "c#", ".cs", "C#"] {
            #expect(Highlighter.language(named: name)?.name == "C#")
        }
    }
}
