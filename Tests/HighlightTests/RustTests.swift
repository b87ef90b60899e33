import Highlight
import Testing

@Suite struct RustTests {
    @Test func lifetimesAreNotChars() {
        #expect(
            golden("fn first<'a>(s: &'a str) -> char { 'x' }", "rust") == [
                "keyword fn", "function first", "operator <", "attribute.lifetime 'a", "operator >",
                "punctuation (", "plain s", "operator :", "operator &", "attribute.lifetime 'a", "type str",
                "punctuation )",
                "operator ->", "type char", "punctuation {", "string 'x'", "punctuation }",
            ])
        #expect(
            golden("'outer: loop { let c = '\\''; let e = 'é'; let b = b'\\n'; break 'outer; }", "rs") == [
                "attribute.lifetime 'outer", "operator :", "keyword loop", "punctuation {", "keyword let", "plain c",
                "operator =", "string '", "escape \\'", "string '", "punctuation ;", "keyword let", "plain e",
                "operator =", "string 'é'", "punctuation ;", "keyword let", "plain b", "operator =", "string b'",
                "escape \\n", "string '", "punctuation ;", "keyword break", "attribute.lifetime 'outer",
                "punctuation ;", "punctuation }",
            ])
        #expect(kind(of: "'static", in: "x: &'static str", "rust") == TokenKind("attribute.lifetime"))
    }

    @Test func rawStringsKeepTheirHashesAcrossLines() {
        #expect(
            golden("let s = r##\"a \"# b\n\\n\"##; let t = br\"x\";", "rust") == [
                "keyword let", "plain s", "operator =", "string r##\"a \"# b\n\\n\"##", "punctuation ;",
                "keyword let", "plain t", "operator =", "string br\"x\"", "punctuation ;",
            ])
        #expect(
            golden("\"multi\nline \\u{1F600}\"", "rust") == [
                "string \"multi\nline", "escape \\u{1F600}", "string \"",
            ])
    }

    @Test func attributesMacrosAndPaths() {
        #expect(
            golden("#[derive(Debug)]\nstruct P; println!(\"{}\", Vec::<u8>::new()); r#type", "rust") == [
                "attribute #[derive", "punctuation (", "type Debug", "punctuation )]", "keyword struct", "type P",
                "punctuation ;", "meta println!", "punctuation (", "string \"{}\"", "punctuation ,", "type Vec",
                "operator ::<", "type u8", "operator >::", "function.call new", "punctuation ());",
                "plain r#type",
            ])
        #expect(kind(of: "#![no_std]", in: "#![no_std]", "rust") == nil)
        #expect(kind(of: "#![no_std", in: "#![no_std]", "rust") == .attribute)
    }

    @Test func commentsNestAndDocComments() {
        #expect(
            golden("/* a /* b */ c */ /// doc\n//! inner\n//// plain\nx", "rust") == [
                "comment /* a /* b */ c */", "comment.doc /// doc", "comment.doc //! inner", "comment //// plain",
                "plain x",
            ])
    }

    @Test func numbersMembersAndConstants() {
        #expect(
            golden("let n = 0xFF_u8 + 1_000i64 + 2.5e-3f32 + 0o17 + 0b1 + t.0 + MAX_LEN + x.len();", "rust") == [
                "keyword let", "plain n", "operator =", "number 0xFF_u8", "operator +", "number 1_000i64",
                "operator +", "number 2.5e-3f32", "operator +", "number 0o17", "operator +", "number 0b1",
                "operator +", "plain t", "operator .", "number 0", "operator +", "constant MAX_LEN", "operator +",
                "plain x", "operator .", "function.call len", "punctuation ();",
            ])
        #expect(kind(of: "1..10", in: "for i in 1..10 {}", "rust") == nil)
        #expect(kind(of: "..", in: "for i in 1..10 {}", "rust") == .operator)
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "r#\"", "\"#", "r##\"", "\"##", "'a", "'x'", "b'", "#[", "/*", "*/", "/**", "fn ", "println!", "'\\''",
            ]
        #expect(ExtraPieces.mismatches(pieces, "rust", seed: 722) == [])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["r#", "#", "'", "'a", "#[", "b'", "r##\"#"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "rust")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "rs")?.name == "Rust")
        #expect(Highlighter.language(named: ".rs")?.name == "Rust")
    }
}
