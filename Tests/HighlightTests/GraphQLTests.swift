import Highlight
import Testing

@Suite struct GraphQLTests {
    @Test func queriesVariablesAndDirectives() {
        let code =
            "query GetUser($id: ID!, $n: Int = 10) {\n  me: user(id: $id) @include(if: true) {\n"
            + "    type\n    ... on Admin { level }\n  }\n}"
        #expect(
            golden(code, "graphql") == [
                "keyword query", "function GetUser", "punctuation (", "variable $id", "operator :", "type ID",
                "operator !", "punctuation ,", "variable $n", "operator :", "type Int", "operator =", "number 10",
                "punctuation )", "punctuation {", "property me", "operator :", "property user", "punctuation (",
                "property id", "operator :", "variable $id", "punctuation )", "attribute @include",
                "punctuation (", "property if", "operator :", "constant true", "punctuation )", "punctuation {",
                "property type", "operator ...", "keyword on", "type Admin", "punctuation {", "property level",
                "punctuation }", "punctuation }", "punctuation }",
            ])
    }

    @Test func schemaDefinitionsAndBlockStrings() {
        let code =
            "\"\"\"\nA user.\n\"\"\"\ntype User implements Node {\n  role: Role! # c\n  tags: [String]\n}\n"
            + "enum Role { ADMIN USER_X }"
        #expect(
            golden(code, "gql") == [
                "string \"\"\"\nA user.\n\"\"\"", "keyword type", "type User", "keyword implements", "type Node",
                "punctuation {", "property role", "operator :", "type Role", "operator !", "comment # c",
                "property tags", "operator :", "punctuation [", "type String", "punctuation ]", "punctuation }",
                "keyword enum", "type Role", "punctuation {", "constant ADMIN", "constant USER_X", "punctuation }",
            ])
    }

    @Test func keywordsAfterBracesCloseAcrossLines() {
        #expect(kind(of: "fragment", in: "{\n  a {\n b }\n}\nfragment F on T { x }", "graphql") == .keyword)
        #expect(kind(of: "query", in: "{ a { query } }", "graphql") == .property)
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces = ExtraPieces.common + ["\"\"\"", "query ", "type ", "on ", "...", "$v", "@skip", ":", "!"]
        #expect(ExtraPieces.mismatches(pieces, "graphql", seed: 741) == [])
    }

    @Test func fragmentsAreFunctionsAndSpreadsCallThem() {
        #expect(
            golden("fragment F on User { id }\n{ ...F }", "graphql") == [
                "keyword fragment", "function F", "keyword on", "type User", "punctuation {", "property id",
                "punctuation }", "punctuation {", "operator ...", "function.call F", "punctuation }",
            ])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["{", "}", "\"\"\"", "..."] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "graphql")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "gql")?.name == "GraphQL")
        #expect(Highlighter.language(named: ".graphqls")?.name == "GraphQL")
    }
}
