import Highlight
import Testing

/// Inputs that would take minutes if any scanner were quadratic; no timing asserts.
@Suite struct LinearTimeTests {
    static let megabyte = 1 << 20
    static let languages = Highlighter.languages.map(\.id)

    /// NB: the brief's three cases at 1 MB (and 100k brackets); the other adversarial shapes at
    /// 64 KB, where a quadratic scanner still needs billions of steps, so the suite stays fast.
    static let small = megabyte / 16

    static let inputs: [(String, String)] = [
        ("one-line string", "\"" + String(repeating: "a", count: megabyte)),
        ("nested brackets", String(repeating: "(", count: 100_000) + String(repeating: "{", count: 100_000)),
        ("open comment", "/* " + String(repeating: "x ", count: megabyte / 2)),
        ("hash comment", "# " + String(repeating: "y", count: small)),
        ("nested templates", String(repeating: "`${", count: small / 3)),
        ("nested interpolations", String(repeating: "\"\\(", count: small / 3)),
        ("nested f-strings", String(repeating: "f'{", count: small / 3)),
        ("nested jsx", "x = " + String(repeating: "<a>{", count: small / 4)),
        ("regex-ish slashes", "x = /[" + String(repeating: " /", count: small / 2)),
        ("dollar braces", String(repeating: "${", count: small / 2)),
        ("spaces then at", String(repeating: " ", count: small / 2) + String(repeating: "@ ", count: small / 4)),
        ("nested comments", String(repeating: "/*", count: small / 2)),
        ("many lines", String(repeating: "x = 'a' # c\n", count: small / 12)),
    ]

    @Test(arguments: languages)
    func hugeInputsFinish(language: String) {
        for (name, input) in Self.inputs {
            let tokens = Highlighter.highlight(input, language: language)
            #expect(tokens.reduce(0) { $0 + $1.text.utf8.count } == input.utf8.count, "\(language) \(name)")
        }
    }

    @Test func streamingManyLinesStaysLinear() {
        var incremental = IncrementalHighlight(language: "python")
        var tokens: [Token] = []
        for index in 0..<500 { tokens = incremental.append("value_\(index) = \"\"\"\n") }
        #expect(tokens.count > 1)
    }
}
