import Highlight
import Testing

@Suite struct JavaScriptTests {
    @Test func regexVersusDivisionByPreviousToken() {
        #expect(
            golden("let r = /a\\/[/]b/gi; x = a / b / c", "js") == [
                "keyword let", "plain r", "operator =", "regex /a\\/[/]b/gi", "punctuation ;", "plain x", "operator =",
                "plain a", "operator /", "plain b", "operator /", "plain c",
            ])
        #expect(kind(of: "/x/", in: "return /x/.test(s)", "javascript") == .regex)
        #expect(kind(of: "/", in: "f(a) / 2 / g", "javascript") == .operator)
        #expect(kind(of: "/=", in: "n /= 2", "javascript") == .operator)
    }

    @Test func templateLiteralsNestThroughInterpolations() {
        let code = "`a ${ {k: `in ${x}`}.k } b`"
        #expect(
            golden(code, "js") == [
                "string `a", "punctuation.interpolation ${", "punctuation {", "plain k", "operator :", "string `in",
                "punctuation.interpolation ${", "plain x", "punctuation.interpolation }", "string `", "punctuation }",
                "operator .", "property k", "punctuation.interpolation }", "string b`",
            ])
    }

    @Test func templateLiteralSpansLines() {
        let tokens = Highlighter.highlight("`one\ntwo ${n}\nthree`;", language: "mjs")
        #expect(tokens.first == Token(kind: .string, text: "`one\ntwo "))
        #expect(tokens.last == Token(kind: .punctuation, text: ";"))
    }

    @Test func functionsClassesAndBuiltins() {
        #expect(
            golden("function go() { return new Map(console.log(null)) }", "node") == [
                "keyword function", "function go", "punctuation ()", "punctuation {", "keyword return", "keyword new",
                "type Map",
                "punctuation (", "builtin console", "operator .", "function.call log", "punctuation (", "constant null",
                "punctuation ))", "punctuation }",
            ])
    }

    @Test func jsxElementsAttributesAndChildren() {
        let code = "return <div className=\"x\" on={() => 1}>hi {name} <b>&amp;</b></div>;"
        #expect(
            golden(code, "jsx") == [
                "keyword return", "punctuation <", "tag div", "attribute className", "operator =", "string \"x\"",
                "attribute on", "operator =", "punctuation.interpolation {", "punctuation ()", "operator =>",
                "number 1",
                "punctuation.interpolation }", "punctuation >", "plain hi", "punctuation.interpolation {", "plain name",
                "punctuation.interpolation }", "punctuation <", "tag b", "punctuation >", "escape &amp;",
                "punctuation </", "tag b", "punctuation ></", "tag div", "punctuation >;",
            ])
    }

    @Test func jsxSpansLinesAndFragments() {
        let code = "const a = (\n  <>\n    <Item key={1} />\n  </>\n);\nx < y"
        let tokens = golden(code, "javascript")
        #expect(tokens.contains("tag Item"))
        #expect(tokens.contains("attribute key"))
        #expect(tokens.suffix(3) == ["plain x", "operator <", "plain y"])
    }

    @Test func typeScriptAnnotationsAndGenerics() {
        let code = "interface Box<T> extends Base { v: number; f(): Array<T> }\nlet ok = a < b && c > d;"
        #expect(
            golden(code, "ts") == [
                "keyword interface", "type Box", "operator <", "type T", "operator >", "keyword extends", "type Base",
                "punctuation {", "plain v", "operator :", "type number", "punctuation ;", "function.call f",
                "punctuation ()", "operator :", "builtin Array", "operator <", "type T", "operator >", "punctuation }",
                "keyword let", "plain ok", "operator =", "plain a", "operator <", "plain b", "operator &&", "plain c",
                "operator >", "plain d", "punctuation ;",
            ])
    }

    @Test func tsxGenericArrowFunctionsAreNotJSX() {
        #expect(
            golden("const id = <T,>(x: T) => x;", "tsx") == [
                "keyword const", "plain id", "operator =", "operator <", "type T", "punctuation ,", "operator >",
                "punctuation (", "plain x", "operator :", "type T", "punctuation )", "operator =>", "plain x",
                "punctuation ;",
            ])
        #expect(kind(of: "T", in: "f = <T extends object>(o: T) => o", "tsx") == .type)
        #expect(kind(of: "Item", in: "f = <Item key={1} />", "tsx") == .tag)
    }

    @Test func typeScriptHasNoJSXButTSXDoes() {
        #expect(kind(of: "div", in: "x = <div>", "typescript") == .plain)
        #expect(kind(of: "div", in: "x = <div>", "tsx") == .tag)
        #expect(kind(of: "@Component", in: "@Component class A {}", "ts") == .attribute)
    }

    @Test func commentsAndNumbers() {
        #expect(
            golden("/* a\n b */ 0x1F + 1_000n + .5e-3 // end", "cjs") == [
                "comment /* a\n b */", "number 0x1F", "operator +", "number 1_000n", "operator +", "number .5e-3",
                "comment // end",
            ])
    }
}
