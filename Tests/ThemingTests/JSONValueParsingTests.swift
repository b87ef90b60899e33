import FoundationEssentials
import Testing

@testable import Theming

/// The direct JSON reader agrees with JSONDecoder, and gives up on what it is not sure of.
@Suite struct JSONValueParsingTests {
    func direct(_ text: String) -> JSONValue? {
        Array(text.utf8).withUnsafeBufferPointer(JSONValue.parse)
    }

    func decoded(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test func builtinThemesReadAsJSONDecoderReadsThem() throws {
        #expect(BuiltinThemes.json.count >= 4)
        for (name, json) in BuiltinThemes.json {
            let expected = try #require(decoded(json), "\(name)")
            #expect(direct(json) == expected, "\(name)")
        }
    }

    @Test(arguments: [
        #"{"a": [1, -2.5, 3e2, 0, -0.125E-1], "b": {"c": null, "d": true, "e": false}}"#,
        #"  "plain"  "#, #"[]"#, #"{}"#, #"[[[]], {}]"#, #"12345678901234567890"#,
        #""esc \" \\ \/ \b \f \n \r \t \u00e9 \u20AC \ud83d\ude00 \u0000""#,
        #"{"unicode": "漢字 ❤️ 🇫🇷", "empty": ""}"#,
    ])
    func agreesWithJSONDecoder(text: String) throws {
        let expected = try #require(decoded(text))
        #expect(direct(text) == expected)
    }

    @Test(arguments: [
        #"{"a": 1,}"#, #"[1 2]"#, #"01"#, #"1."#, #".5"#, #"-"#, #"1e"#, #"+1"#, #"1e999"#,
        #"{"a": 1, "a": 2}"#, #""\ud800""#, #""\ud800\u0041""#, #""\x""#, "\"tab\there\"",
        #"[1] 2"#, #"{"a" 1}"#, #"tru"#, #"nul"#, #"{"a": "#, #""open"#, "",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func givesUpOnWhatItIsNotSureOf(text: String) {
        #expect(direct(text) == nil)
    }

    @Test func invalidUTF8GivesUp() {
        let bytes: [UInt8] = [0x22, 0xFF, 0xFE, 0x22]
        #expect(bytes.withUnsafeBufferPointer(JSONValue.parse) == nil)
    }

    @Test func whatItGivesUpOnIsLeftToJSONDecoder() throws {
        // NB: JSONDecoder takes a trailing comma; the direct reader does not, and defers.
        let lenient = try ThemeLoader.load(json: #"{"name": "x",}"#, path: "lenient.json")
        #expect(lenient.name == "x")
        #expect(throws: ThemeError.self) {
            try ThemeLoader.load(json: #"{"name": }"#, path: "bad.json")
        }
    }
}
