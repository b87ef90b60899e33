import Highlight
import Testing

@Suite struct LuaTests {
    @Test func longStringsAndLongCommentsByLevel() {
        let code = "local s = [==[long ]] still\n]==] .. x --[[ block\ncomment ]] print(\"hi\")"
        #expect(
            golden(code, "lua") == [
                "keyword local", "plain s", "operator =", "string [==[long ]] still\n]==]", "operator ..", "plain x",
                "comment --[[ block\ncomment ]]", "builtin print", "punctuation (", "string \"hi\"", "punctuation )",
            ])
    }

    @Test func functionNamesMethodsAndCalls() {
        #expect(
            golden("local function a.b:c(x, ...) return obj:m{1} end", "lua") == [
                "keyword local", "keyword function", "plain a", "operator .", "plain b", "operator :", "function c",
                "punctuation (", "plain x", "punctuation ,", "operator ...", "punctuation )", "keyword return",
                "plain obj", "operator :", "function.call m", "punctuation {", "number 1", "punctuation }",
                "keyword end",
            ])
    }

    @Test func numbersLabelsOperatorsAndComments() {
        #expect(
            golden("::top:: x = 0x1p4 + 3.5e-2 // 2 ~= #t -- done\ngoto top", "luau") == [
                "attribute ::top::", "plain x", "operator =", "number 0x1p4", "operator +", "number 3.5e-2",
                "operator //", "number 2", "operator ~=", "operator #", "plain t", "comment -- done", "keyword goto",
                "plain top",
            ])
    }

    @Test func stringEscapesAndSingleQuotes() {
        #expect(
            golden("t['k'] = \"a\\n\" .. nil", "lua") == [
                "plain t", "punctuation [", "string 'k'", "punctuation ]", "operator =", "string \"a", "escape \\n",
                "string \"", "operator ..", "constant nil",
            ])
    }

    @Test func streamingWithLongBrackets() {
        let pieces = ["[[", "]]", "[==[", "]==]", "--[[", "--[=[", "]=]", "--", "[=", "=]"]
        #expect(PieceStreaming.mismatches("lua", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: ".lua")?.name == "Lua")
        #expect(Highlighter.language(named: "luau")?.name == "Lua")
    }
}
