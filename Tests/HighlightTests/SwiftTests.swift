import Highlight
import Testing

@Suite struct SwiftTests {
    @Test func attributesFunctionsAndTypes() {
        #expect(
            golden("@MainActor\nfunc run(_ x: Int) async -> [String] { nil }", "swift") == [
                "attribute @MainActor", "keyword func", "function run", "punctuation (", "plain _ x", "operator :",
                "type Int", "punctuation )", "keyword async", "operator ->", "punctuation [", "type String",
                "punctuation ]", "punctuation {", "constant nil", "punctuation }",
            ])
    }

    @Test func interpolationNestsStringsAndParentheses() {
        #expect(
            golden("\"a \\(f(\"q\\(1)\")) b\\n\"", "swift") == [
                "string \"a", "punctuation.interpolation \\(", "function.call f", "punctuation (", "string \"q",
                "punctuation.interpolation \\(", "number 1", "punctuation.interpolation )", "string \"",
                "punctuation )", "punctuation.interpolation )", "string b", "escape \\n", "string \"",
            ])
    }

    @Test func rawStringsWithHashes() {
        #expect(
            golden("#\"a \\n \\#(x) \"# + ##\"q\"#\"##", "swift") == [
                "string #\"a \\n", "punctuation.interpolation \\#(", "plain x", "punctuation.interpolation )",
                "string \"#", "operator +", "string ##\"q\"#\"##",
            ])
    }

    @Test func multilineStringsSpanLines() {
        let code = "let s = \"\"\"\n  \"quoted\" \\(v)\n  \"\"\"\nlet t = 1"
        #expect(
            golden(code, "swift") == [
                "keyword let", "plain s", "operator =", "string \"\"\"\n  \"quoted\"", "punctuation.interpolation \\(",
                "plain v", "punctuation.interpolation )", "string \"\"\"", "keyword let", "plain t", "operator =",
                "number 1",
            ])
    }

    @Test func directivesAndMacrosAreMeta() {
        #expect(kind(of: "#if", in: "#if DEBUG\nlet a = 1\n#endif", "swift") == .meta)
        #expect(kind(of: "#endif", in: "#if DEBUG\nlet a = 1\n#endif", "swift") == .meta)
        #expect(kind(of: "#expect", in: "#expect(a == b)", "swift") == .meta)
    }

    @Test func blockCommentsNest() {
        #expect(golden("/* a /* b */ c */ x", "swift") == ["comment /* a /* b */ c */", "plain x"])
    }

    @Test func membersClosureArgumentsAndBackticks() {
        #expect(
            golden("items.map { $0.count }.`default`", "swift") == [
                "plain items", "operator .", "property map", "punctuation {", "variable $0",
                "operator .", "property count", "punctuation }", "operator .", "plain `default`",
            ])
    }
}
