import TestSupport
import Highlight
import Testing

@Suite struct JavaTests {
    @Test func classesMethodsAndAnnotations() {
        #expect(
            golden("@Override\npublic static int[] sum(List<Foo> xs) { return helper(xs.size()); }", "java") == [
                "attribute @Override", "keyword public", "keyword static", "type int", "punctuation []",
                "function sum", "punctuation (", "type List", "operator <", "type Foo", "operator >", "plain xs",
                "punctuation )", "punctuation {", "keyword return", "function.call helper", "punctuation (",
                "plain xs", "operator .", "function.call size", "punctuation ());", "punctuation }",
            ])
    }

    @Test func typeIntroducersAndConstants() {
        #expect(
            golden("record Point(int x) implements Shape { static final int MAX_SIZE = 1; }", "java") == [
                "keyword record", "type Point", "punctuation (", "type int", "plain x", "punctuation )",
                "keyword implements", "type Shape", "punctuation {", "keyword static", "keyword final", "type int",
                "constant MAX_SIZE", "operator =", "number 1", "punctuation ;", "punctuation }",
            ])
        #expect(kind(of: "@interface", in: "public @interface Marker {}", "java") == .keyword)
        #expect(
            kind(of: "@javax.annotation.Nullable", in: "@javax.annotation.Nullable String s;", "java") == .attribute)
    }

    @Test func textBlocksSpanLinesAndKeepEscapes() {
        let code = "String s = \"\"\"\n  a \"quoted\" \\n\n  \"\"\";\nchar c = '\\'';"
        #expect(
            golden(code, "java") == [
                "type String", "plain s", "operator =", "string \"\"\"\n  a \"quoted\"", "escape \\n",
                "string \"\"\"", "punctuation ;", "type char", "plain c", "operator =", "string '", "escape \\'",
                "string '", "punctuation ;",
            ])
    }

    @Test func numbersAndComments() {
        #expect(
            golden("x = 0xFFL + 1_000 + 3.5f + 1e-3d + 0b1010 + 0x1.8p3; /** doc */ /**/ // end", "java") == [
                "plain x", "operator =", "number 0xFFL", "operator +", "number 1_000", "operator +", "number 3.5f",
                "operator +", "number 1e-3d", "operator +", "number 0b1010", "operator +", "number 0x1.8p3",
                "punctuation ;", "comment.doc /** doc */", "comment /**/", "comment // end",
            ])
    }

    @Test func docCommentResumesOnNextLine() {
        #expect(
            golden("/** a\n * b */ int x;", "java") == [
                "comment.doc /** a\n * b */", "type int", "plain x", "punctuation ;",
            ])
    }

    @Test func lambdasAndMethodReferences() {
        #expect(
            golden("list.forEach(System.out::println);", "java") == [
                "plain list", "operator .", "function.call forEach", "punctuation (", "builtin System", "operator .",
                "property out", "operator ::", "plain println", "punctuation );",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "\"\"\"", "/**", "*/", "/*", "//", "@Override", "class ", "int ", "::", "0x1.8p3", "'\\''",
            ]
        #expect(ExtraPieces.mismatches(pieces, "java", seed: 818) == [])
    }

    @Test func packagesAndStaticImports() {
        #expect(
            golden("package a.b;\nimport static java.util.Map.entry;", "java") == [
                "keyword package", "type a.b", "punctuation ;", "keyword import", "keyword static",
                "type java.util.Map.entry", "punctuation ;",
            ])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["\"\"\"", "/**", "@"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "java")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "java")?.name == "Java")
        #expect(Highlighter.language(named: ".java")?.name == "Java")
    }
}

/// Streaming checks with language-specific random pieces (the shared `RandomText.pieces` do not
/// exercise constructs like Perl's `s{`, PowerShell's `@"` or Rust's `r#"`).
enum ExtraPieces {
    /// Texts (random concatenations of `pieces`) whose highlight appended in 1-scalar and random
    /// chunks differs from the one-shot highlight, or whose tokens do not concatenate to it.
    static func mismatches(_ pieces: [String], _ language: String, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var failures: [String] = []
        for round in 0..<40 {
            var text = ""
            for _ in 0..<(8 + round * 2) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let oneShot = Highlighter.highlight(text, language: language)
            if oneShot.map(\.text).joined() != text { failures.append(text) }
            for size in [1, 0] {
                var incremental = IncrementalHighlight(language: language)
                var last: [Token] = []
                for chunk in RandomText.chunks(text, size: size, &generator) { last = incremental.append(chunk) }
                if last != oneShot { failures.append(text) }
            }
        }
        return failures
    }

    static let common = [
        "\n", "\r\n", " ", "x", "Foo", "1", "(", ")", "{", "}", "[", "]", "\"", "'", "\\", "é", "$", "@", "#",
    ]
}
