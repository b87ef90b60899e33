import Testing

@testable import Charting

@Suite struct LenientJSONParserTests {
    func parse(_ text: String) throws -> LenientJSON { try LenientJSONParser().parse(text) }

    @Test func readsJavaScriptStyleObjects() throws {
        let value = try parse("""
            // comment
            { a: 1, 'b': 'two', /* block */ "c": [1, 2, 3,], d: NaN, e: -Infinity, f: .5, g: 0x1F, }
            """)
        #expect(value["a"] == .number(1))
        #expect(value["b"] == .string("two"))
        #expect(value["c"]?.elements?.count == 3)
        #expect(value["d"]?.numberValue?.isNaN == true)
        #expect(value["e"] == .number(-.infinity))
        #expect(value["f"] == .number(0.5))
        #expect(value["g"] == .number(31))
    }

    @Test(arguments: [
        "option = { a: 1 };", "var chart = {a: 1}", "const option: EChartsOption = { a: 1 };",
        "export default { a: 1 }", "Highcharts.chart('container', { a: 1 });",
        "new Chart(ctx, { a: 1 })", "myChart.setOption({ a: 1 });", "module.exports = {a: 1}",
    ])
    func unwrapsJavaScriptWrappers(_ text: String) throws {
        #expect(try parse(text)["a"] == .number(1))
    }

    @Test func keepsFunctionsAsOpaqueCode() throws {
        let value = try parse("""
            { f: function (p) { return p.value + '}'; }, g: (v) => v * 2, h: p => ({a: 1}), n: 3,
              t: Date.UTC(2024, 0, 1), m: 24 * 3600 * 1000 }
            """)
        #expect(value["f"] == .code("function (p) { return p.value + '}'; }"))
        #expect(value["g"] == .code("(v) => v * 2"))
        #expect(value["h"] == .code("p => ({a: 1})"))
        #expect(value["n"] == .number(3))
        #expect(value["t"] == .code("Date.UTC(2024, 0, 1)"))
        #expect(value["m"] == .code("24 * 3600 * 1000"))
    }

    @Test func decodesEscapes() throws {
        let value = try parse(#"["a\"b", 'it\'s', "\u00e9\ud83d\ude00", "tab\there", "\x41"]"#)
        #expect(value.elements == [.string("a\"b"), .string("it's"), .string("é😀"), .string("tab\there"), .string("A")])
    }

    @Test func keepsKeyOrderAndLastDuplicateWins() throws {
        let value = try parse(#"{"z": 1, "a": 2, "z": 3}"#)
        #expect(value.members?.map(\.key) == ["z", "a", "z"])
        #expect(value["z"] == .number(3))
    }

    @Test(arguments: [
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3),
        ("[1, 2", 1, 6),
        ("{\"a\" 1}", 1, 6),
        ("\"unterminated", 1, 14),
        ("{} extra", 1, 4),
        ("", 1, 1),
        ("{\"é\": @}", 1, 7),
    ])
    func reportsLineAndColumn(_ text: String, _ line: Int, _ column: Int) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            guard case .syntax(_, let errorLine, let errorColumn, _) = error as? ChartError else {
                Issue.record("not a syntax error: \(error)")
                return
            }
            #expect(errorLine == line)
            #expect(errorColumn == column)
        }
    }

    @Test func deepNestingFailsWithoutCrashing() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: ChartError.self) { try parse(text) }
        let objects = String(repeating: "{a:", count: 100_000)
        #expect(throws: ChartError.self) { try parse(objects) }
        #expect(ChartDocument.read(text, fenceLanguage: "json") == .notAChart)
        #expect(ChartDocument.read(text, fenceLanguage: "chart").error != nil)
    }

    @Test func acceptsNestingUpToTheCap() throws {
        let depth = 200
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try parse(text)
    }

    @Test func garbageNeverTraps() {
        let inputs = ["{", "[,,]", "{'a':}", "-", "+x", "\u{0}", "{\"a\":\"\\u12\"}", "'", "/*", "{a:1,,}", "0x", "1e", "[1 2]"]
        for input in inputs { _ = try? parse(input) }
        #expect((try? parse("[,,]")) == .array([.null, .null]))
    }

    @Test func pathsDescribeWhereAValueSits() {
        let path = JSONPath().appending("series").appending(2).appending("data").appending(5)
        #expect(path.description == "series[2].data[5]")
        #expect(JSONPath().appending("a b").description == "[\"a b\"]")
    }
}
