import Highlight
import Testing

@Suite struct CSSTests {
    @Test func selectorsDeclarationsAndValues() {
        let code = "ul > li.item#main:hover::before, [type=\"x\"] { margin: -1.5em 0 !important; color: #0af; }"
        #expect(
            golden(code, "css") == [
                "tag ul", "operator >", "tag li", "type .item#main", "attribute :hover::before",
                "punctuation ,", "punctuation [", "attribute type", "operator =", "string \"x\"", "punctuation ]",
                "punctuation {", "property margin", "punctuation :", "number -1.5em", "number 0", "keyword !important",
                "punctuation ;", "property color", "punctuation :", "number #0af", "punctuation ;", "punctuation }",
            ])
    }

    @Test func atRulesFunctionsAndCustomProperties() {
        let code = "@media screen and (min-width: 600px) {\n  :root { --gap: 4px; width: calc(100% - var(--gap)); }\n}"
        #expect(
            golden(code, "css") == [
                "keyword @media", "constant screen", "keyword and", "punctuation (", "property min-width",
                "punctuation :", "number 600px", "punctuation )", "punctuation {", "attribute :root", "punctuation {",
                "variable --gap", "punctuation :", "number 4px", "punctuation ;", "property width", "punctuation :",
                "function.call calc", "punctuation (", "number 100%", "operator -", "function.call var",
                "punctuation (", "variable --gap", "punctuation ));", "punctuation }", "punctuation }",
            ])
    }

    @Test func unquotedURLAndMultiLineComment() {
        #expect(
            golden("a { b: url(x/y.png) } /* c\nd */", "css") == [
                "tag a", "punctuation {", "property b", "punctuation :", "function.call url", "punctuation (",
                "string x/y.png", "punctuation )", "punctuation }", "comment /* c\nd */",
            ])
    }

    @Test func doubleSlashIsNotACommentInCSS() {
        #expect(kind(of: "d", in: "a { b: c // d }", "css") == .constant)
    }

    @Test func declarationValueContinuesOnNextLine() {
        #expect(kind(of: "serif", in: "p {\n  font-family: a,\n    serif;\n}", "css") == .constant)
    }
}

@Suite struct SCSSTests {
    @Test func variablesMixinsAndNesting() {
        let code = "$pad: 4px !default; // c\n@mixin box($x) { padding: $x; }\n.a { &:hover { @include box(2); } }"
        #expect(
            golden(code, "scss") == [
                "variable $pad", "punctuation :", "number 4px", "keyword !default", "punctuation ;", "comment // c",
                "keyword @mixin", "function box", "punctuation (", "variable $x", "punctuation )", "punctuation {",
                "property padding", "punctuation :", "variable $x", "punctuation ;", "punctuation }", "type .a",
                "punctuation {", "operator &", "attribute :hover", "punctuation {", "keyword @include",
                "function.call box", "punctuation (", "number 2", "punctuation );", "punctuation }", "punctuation }",
            ])
    }

    @Test func interpolationInSelectorsValuesAndStrings() {
        let code = ".t-#{$n} { a: \"x#{$y + 1}\"; }"
        #expect(
            golden(code, "scss") == [
                "type .t-", "punctuation.interpolation #{", "variable $n", "punctuation.interpolation }",
                "punctuation {", "property a", "punctuation :", "string \"x", "punctuation.interpolation #{",
                "variable $y", "operator +", "number 1", "punctuation.interpolation }", "string \"", "punctuation ;",
                "punctuation }",
            ])
    }

    @Test func nestedSelectorVersusDeclaration() {
        let code = ".a {\n  b:hover { c: d }\n  e: f;\n}"
        #expect(kind(of: "b", in: code, "scss") == .tag)
        #expect(kind(of: "e", in: code, "scss") == .property)
    }

    @Test func selectorListOverSeveralLinesInsideABlock() {
        let code = ".a {\n  b:hover,\n  c { d: e }\n}"
        #expect(kind(of: "b", in: code, "scss") == .tag)
        #expect(kind(of: ":hover", in: code, "scss") == .attribute)
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: ".scss")?.name == "SCSS")
        #expect(Highlighter.language(named: "css")?.name == "CSS")
    }
}
