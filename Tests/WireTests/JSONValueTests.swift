import Testing
import Wire

@Suite struct JSONValueTests {
    @Test(arguments: [
        #"{"a":[1,-2.5e3,true,false,null],"b":{"c":"d"}}"#, #"[]"#, #"{}"#, #""x""#, "0",
        #"[{"":[{}]}]"#,
    ])
    func compactTextRoundTrips(text: String) throws {
        #expect(try JSONValue(parsing: text).jsonText == text)
    }

    @Test func keepsKeyOrderAndNumberText() throws {
        let value = try JSONValue(parsing: #" { "z" : 1.50 , "a" : 1E+2 } "#)
        #expect(value.jsonText == #"{"z":1.50,"a":1E+2}"#)
        #expect(value["a"] == .number("1E+2"))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONValue(parsing: #""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude80\ud800x""#)
        #expect(value.stringValue == "a\"\\/\u{08}\u{0C}\n\r\té🚀\u{FFFD}x")
        #expect(JSONValue.string("\u{01}\"\n").jsonText == #""\u0001\"\n""#)
    }

    @Test(arguments: [
        ("", "unexpected end of input"), ("[1,]", "unexpected character"),
        ("01", "unexpected text after the value"),
        ("{\"a\" 1}", "expected ':' after a key"), ("\"a\nb\"", "control character in a string"),
        ("[1 2]", "expected ',' or a closing bracket"), ("tru", "invalid literal, expected true"),
        ("\"\\x\"", "invalid escape"), ("1.", "expected a digit after '.'"),
        ("{1:2}", "expected a string key"),
    ])
    func rejectsInvalidText(text: String, message: String) {
        #expect(throws: JSONError.self) { try JSONValue(parsing: text) }
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONError.self) { try JSONValue(parsing: deep) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let value = try JSONValue(parsing: fine)
        #expect(value.jsonText == fine)
    }

    /// Rendered pages go into `--jsonl` answers through `quoted`: every character must come
    /// back out of a JSON parser as it went in.
    @Test func quotedStringsParseBackToTheText() throws {
        var text = "quote \" backslash \\ slash / é 😀 \u{7F}\u{2028} line\nfeed\r\ttab"
        for byte in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        let quoted = JSONValue.quoted(text)
        #expect(quoted.hasPrefix("\"") && quoted.hasSuffix("\""))
        #expect(!quoted.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 })
        #expect(quoted.contains("\\u001f") && quoted.contains("\\b") && quoted.contains("\\f"))
        #expect(try JSONValue(parsing: quoted) == .string(text))
    }
}
