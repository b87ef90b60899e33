import Highlight
import Testing

@Suite struct SQLTests {
    @Test func keywordsAnyCaseFunctionsAndMembers() {
        #expect(
            golden("SELECT u.name, Count(*) FROM users u where u.id = $1 -- c", "sql") == [
                "keyword SELECT", "plain u", "operator .", "property name", "punctuation ,", "builtin Count",
                "punctuation (", "operator *", "punctuation )", "keyword FROM", "plain users u", "keyword where",
                "plain u",
                "operator .", "property id", "operator =", "variable $1", "comment -- c",
            ])
    }

    @Test func stringForms() {
        #expect(
            golden("x = 'it''s' || E'a\\n' || N'ü' || $tag$ body 'q' $tag$", "postgresql") == [
                "plain x", "operator =", "string 'it''s'", "operator ||", "string E'a", "escape \\n", "string '",
                "operator ||", "string N'ü'", "operator ||", "string $tag$ body 'q' $tag$",
            ])
    }

    @Test func dollarQuotedBodySpansLines() {
        let code = "create function f() returns int as $$\nselect 1; -- not a comment\n$$ language sql;"
        #expect(
            golden(code, "sql") == [
                "keyword create", "keyword function", "function f", "punctuation ()", "keyword returns", "type int",
                "keyword as", "string $$\nselect 1; -- not a comment\n$$", "keyword language", "plain sql",
                "punctuation ;",
            ])
    }

    @Test func quotedIdentifiersParametersAndNumbers() {
        #expect(
            golden("insert into [dbo].[t] values (@v, :name, ?, 0x1F, 1.5e3, \"Quoted\", `b`) /* c */", "tsql") == [
                "keyword insert", "keyword into", "variable [dbo]", "operator .", "variable [t]", "keyword values",
                "punctuation (", "variable @v", "punctuation ,", "variable :name", "punctuation ,", "variable ?",
                "punctuation ,", "number 0x1F", "punctuation ,", "number 1.5e3", "punctuation ,", "variable \"Quoted\"",
                "punctuation ,", "variable `b`", "punctuation )", "comment /* c */",
            ])
    }

    @Test func castOperatorAndBuiltinNamesAsColumns() {
        #expect(
            golden("select x::text, count from t", "sql") == [
                "keyword select", "plain x", "operator ::", "type text", "punctuation ,", "plain count", "keyword from",
                "plain t",
            ])
    }

    @Test func streamingWithDollarQuotes() {
        let pieces = ["$$", "$tag$", "E'", "''", "--", "[dbo]", "@v", ":name", "SELECT ", "from "]
        #expect(PieceStreaming.mismatches("sql", pieces: pieces) == [])
    }

    @Test func aliases() {
        for name in ["mysql", "postgres", "sqlite", "plpgsql", ".sql"] {
            #expect(Highlighter.language(named: name)?.name == "SQL")
        }
    }
}
