import Highlight
import Testing

@Suite struct TOMLTests {
    @Test func tablesKeysAndStrings() {
        let code = "[owner.\"a b\"] # c\n[[items]]\nsite.\"x.y\" = \"T \\u00e9\"\npath = 'C:\\x'"
        #expect(
            golden(code, "toml") == [
                "punctuation [", "keyword owner.\"a b\"", "punctuation ]", "comment # c", "punctuation [[",
                "keyword items", "punctuation ]]", "property site", "punctuation .", "property \"x.y\"",
                "operator =", "string \"T", "escape \\u00e9", "string \"", "property path", "operator =",
                "string 'C:\\x'",
            ])
    }

    @Test func multiLineStrings() {
        let code = "a = \"\"\"\nq \"x\" \\t\n\"\"\"\nb = '''\\n\n'''"
        #expect(
            golden(code, "toml") == [
                "property a", "operator =", "string \"\"\"\nq \"x\"", "escape \\t", "string \"\"\"", "property b",
                "operator =", "string '''\\n\n'''",
            ])
    }

    @Test(arguments: [
        "1_000", "0xDEAD_beef", "0o17", "0b101", "-inf", "+nan", "6.626e-34", "1979-05-27T07:32:00-08:00",
        "1979-05-27 07:32:00.5", "07:32:00", "1979-05-27",
    ])
    func numbersAndDates(literal: String) {
        #expect(golden("v = \(literal)", "toml") == ["property v", "operator =", "number \(literal)"])
    }

    @Test func arraysSpanLinesAndInlineTablesHaveKeys() {
        let code = "n = [\n  true,\n  { a = 1, b.c = false },\n]\nk = 2"
        #expect(
            golden(code, "toml") == [
                "property n", "operator =", "punctuation [", "constant true", "punctuation ,", "punctuation {",
                "property a", "operator =", "number 1", "punctuation ,", "property b", "punctuation .", "property c",
                "operator =", "constant false", "punctuation },", "punctuation ]", "property k", "operator =",
                "number 2",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: ".toml")?.name == "TOML")
    }
}
