import Highlight
import Testing

@Suite struct JSONTests {
    @Test func keysValuesAndConstants() {
        let code = "{\"a\": [1, -2.5e3, true, null],\n \"b\" : \"x\\n\"}"
        #expect(
            golden(code, "json") == [
                "punctuation {", "property \"a\"", "punctuation :", "punctuation [", "number 1", "punctuation ,",
                "number -2.5e3", "punctuation ,", "constant true", "punctuation ,", "constant null", "punctuation ],",
                "property \"b\"", "punctuation :", "string \"x", "escape \\n", "string \"", "punctuation }",
            ])
    }

    @Test func commentsAndJSON5Extras() {
        let code = "// c\n{unquoted: 'single', /* b */ hex: 0x1F, n: NaN,}"
        #expect(
            golden(code, "json5") == [
                "comment // c", "punctuation {", "property unquoted", "punctuation :", "string 'single'",
                "punctuation ,",
                "comment /* b */", "property hex", "punctuation :", "number 0x1F", "punctuation ,", "property n",
                "punctuation :", "constant NaN", "punctuation ,}",
            ])
    }

    @Test func stringThatLooksLikeKeyInsideArrayIsString() {
        #expect(kind(of: "\"v\"", in: "[\"v\", \"w\"]", "jsonc") == .string)
    }
}
