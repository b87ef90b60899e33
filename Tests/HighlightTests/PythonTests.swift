import Highlight
import Testing

@Suite struct PythonTests {
    @Test func definitionsDecoratorsAndBuiltins() {
        let code = "@app.route(\"/x\")\ndef handler(a: int = 0x_FF) -> None:\n    return print(len(a), True)\n"
        #expect(
            golden(code, "python") == [
                "attribute @app.route", "punctuation (", "string \"/x\"", "punctuation )",
                "keyword def", "function handler", "punctuation (", "plain a", "operator :", "builtin int",
                "operator =", "number 0x_FF", "punctuation )", "operator ->", "constant None", "operator :",
                "keyword return", "builtin print", "punctuation (", "builtin len", "punctuation (", "plain a",
                "punctuation ),", "constant True", "punctuation )",
            ])
    }

    @Test func classNamesAreTypes() {
        #expect(
            golden("class Foo(Base): pass", "py") == [
                "keyword class", "type Foo", "punctuation (", "plain Base", "punctuation )", "operator :",
                "keyword pass",
            ])
    }

    @Test func fStringsNestInterpolationsAndEscapeDoubledBraces() {
        let code = "f\"{a['k']} {{x}} {f'{b}'}\""
        #expect(
            golden(code, "python") == [
                "string f\"", "punctuation.interpolation {", "plain a", "punctuation [", "string 'k'", "punctuation ]",
                "punctuation.interpolation }", "string", "escape {{", "string x", "escape }}", "string",
                "punctuation.interpolation {", "string f'", "punctuation.interpolation {", "plain b",
                "punctuation.interpolation }", "string '", "punctuation.interpolation }", "string \"",
            ])
    }

    @Test func rawAndBytesPrefixesAndEscapes() {
        #expect(
            golden(#"rb'\d' + b"\x41\n""#, "python") == [
                #"string rb'\d'"#, "operator +", "string b\"", #"escape \x41\n"#, "string \"",
            ])
    }

    @Test func tripleQuotedStringSpansLines() {
        let code = "x = '''one\n# not a comment\n''' # comment"
        #expect(
            golden(code, "python") == [
                "plain x", "operator =", "string '''one\n# not a comment\n'''", "comment # comment",
            ])
    }

    @Test func numbersInAllForms() {
        let numbers = ["1_000", "0o17", "0b1010", "3.14", "1.", ".5", "6.02e23", "1e-9", "2j", "0xDEAD_BEEF"]
        for number in numbers {
            #expect(golden("x = \(number)", "python") == ["plain x", "operator =", "number \(number)"], "\(number)")
        }
    }

    @Test func softKeywordsOnlyAtStatementStart() {
        #expect(kind(of: "match", in: "match command:\n    case 1: pass", "python") == .keyword)
        #expect(kind(of: "case", in: "match command:\n    case 1: pass", "python") == .keyword)
        #expect(kind(of: "match", in: "match = re.match(x)", "python") == .plain)
    }

    @Test func unterminatedSingleQuoteEndsAtLineEnd() {
        #expect(
            golden("s = 'abc\nx = 1", "python") == [
                "plain s", "operator =", "string 'abc", "plain x", "operator =", "number 1",
            ])
    }

    @Test func selfAndClsAreBuiltins() {
        // Pygments marks them Name.Builtin.Pseudo; JavaScript's `this` is a builtin too.
        #expect(kind(of: "self", in: "def f(self):\n    return self.x", "python") == .builtin)
        #expect(kind(of: "cls", in: "def make(cls): pass", "python") == .builtin)
        #expect(kind(of: "self", in: "obj.self = 1", "python") == .plain)
        #expect(kind(of: "cls", in: "cls.cls()", "python") == .builtin)
        #expect(
            golden("x.list(1)", "python") == [
                "plain x", "operator .", "function.call list", "punctuation (", "number 1", "punctuation )",
            ])
    }
}
