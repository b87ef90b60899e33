import Highlight
import Testing

@Suite struct ProtobufTests {
    @Test func messagesFieldsAndOptions() {
        let code =
            "syntax = \"proto3\";\nmessage User {\n  repeated string tags = 2 [deprecated = true];\n"
            + "  Role role = 3; // who\n}"
        #expect(
            golden(code, "protobuf") == [
                "keyword syntax", "operator =", "string \"proto3\"", "punctuation ;", "keyword message", "type User",
                "punctuation {", "keyword repeated", "type string", "plain tags", "operator =", "number 2",
                "punctuation [", "plain deprecated", "operator =", "constant true", "punctuation ];", "type Role",
                "plain role", "operator =", "number 3", "punctuation ;", "comment // who", "punctuation }",
            ])
    }

    @Test func servicesAndRpcs() {
        #expect(
            golden("service S { rpc Get(stream Req) returns (google.protobuf.Empty); }", "proto") == [
                "keyword service", "type S", "punctuation {", "keyword rpc", "function Get", "punctuation (",
                "keyword stream", "type Req", "punctuation )", "keyword returns", "punctuation (", "plain google",
                "operator .", "plain protobuf", "operator .", "type Empty", "punctuation );", "punctuation }",
            ])
    }

    @Test func enumsMapsAndBlockComments() {
        #expect(
            golden("/* a\n b */ enum E { A = 0x1; } map<string, int64> m = 4;", "proto") == [
                "comment /* a\n b */", "keyword enum", "type E", "punctuation {", "type A", "operator =",
                "number 0x1", "punctuation ;", "punctuation }", "keyword map", "operator <", "type string",
                "punctuation ,", "type int64", "operator >", "plain m", "operator =", "number 4", "punctuation ;",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces = ExtraPieces.common + ["message ", "rpc ", "/*", "*/", "//", "= 1;", "repeated "]
        #expect(ExtraPieces.mismatches(pieces, "protobuf", seed: 77) == [])
    }

    @Test func optionsAndPackages() {
        #expect(
            golden("package google.pubsub.v1;\noption java_package = \"x\";", "protobuf") == [
                "keyword package", "type google.pubsub.v1", "punctuation ;", "keyword option",
                "attribute java_package", "operator =", "string \"x\"", "punctuation ;",
            ])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["message ", "\"", "option ("] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "protobuf")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        for name in ["protobuf", "proto", ".proto", "proto3"] {
            #expect(Highlighter.language(named: name)?.name == "Protobuf")
        }
    }
}
