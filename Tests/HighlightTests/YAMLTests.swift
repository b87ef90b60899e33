import Highlight
import Testing

@Suite struct YAMLTests {
    @Test func keysValuesAnchorsAndTags() {
        let code = "%YAML 1.2\n---\nname: \"a \\\"b\\\"\" # c\nbase: &b\n  k: v w\nref: *b\nn: !!int -12\n'q k': ~\n..."
        #expect(
            golden(code, "yaml") == [
                "meta %YAML 1.2", "meta ---", "property name", "punctuation :", "string \"a", "escape \\\"",
                "string b", "escape \\\"", "string \"", "comment # c", "property base", "punctuation :",
                "variable &b", "property k", "punctuation :", "string v w", "property ref", "punctuation :",
                "variable *b", "property n", "punctuation :", "type !!int", "number -12", "property 'q k'",
                "punctuation :", "constant ~", "meta ...",
            ])
    }

    @Test(arguments: [
        ("12", "number"), ("-2.5e3", "number"), ("0x1F", "number"), ("0o17", "number"), (".inf", "number"),
        ("-.Inf", "number"), (".nan", "number"), ("true", "constant"), ("No", "constant"), ("null", "constant"),
        ("1.2.3", "string"), ("12abc", "string"), ("e5", "string"), ("2001-12-14", "string"),
    ])
    func scalarKinds(scalar: String, expected: String) {
        #expect(kind(of: scalar, in: "k: \(scalar)", "yaml")?.rawValue == expected)
    }

    @Test func sequencesAndFlowCollections() {
        #expect(
            golden("- -1\n- {a: 1, b: [x, y z]}\n- a, b", "yaml") == [
                "punctuation -", "number -1", "punctuation -", "punctuation {", "property a", "punctuation :",
                "number 1", "punctuation ,", "property b", "punctuation :", "punctuation [", "string x",
                "punctuation ,", "string y z", "punctuation ]}", "punctuation -", "string a, b",
            ])
    }

    @Test func blockScalarsEndAtTheKeysIndentation() {
        let code = "- run: |\n    echo: hi\n\n    # not a comment\n  name: x\nfold: >-\n  a\nb: 1"
        #expect(
            golden(code, "yaml") == [
                "punctuation -", "property run", "punctuation :", "operator |", "string echo: hi",
                "string # not a comment", "property name", "punctuation :", "string x", "property fold",
                "punctuation :", "operator >-", "string a", "property b", "punctuation :", "number 1",
            ])
    }

    @Test func commentsNeedASpaceBefore() {
        #expect(
            golden("url: http://a#b # c", "yaml") == [
                "property url", "punctuation :", "string http://a#b", "comment # c",
            ])
    }

    @Test func multiLineQuotedString() {
        #expect(
            golden("k: 'it''s\n  more': 1", "yaml") == [
                "property k", "punctuation :", "string 'it''s\n  more'", "punctuation :", "number 1",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "yml")?.name == "YAML")
        #expect(Highlighter.language(named: ".yaml")?.name == "YAML")
    }
}
