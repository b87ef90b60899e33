// Lua 5.1–5.4 (and Luau/LuaJIT code that stays in that syntax). Long brackets `[[...]]`,
// `[==[...]==]` are raw strings that span lines, closed only by a bracket of the same level
// (kept as the mode's closer); `--[[ ]]` / `--[=[ ]=]` are long comments the same way (a string
// syntax whose kind is comment). `function a.b:c()` names a function; `obj:method()` and
// `f "x"` / `f {…}` are calls.

/// Lua.
struct LuaGrammar: Grammar {
    let language = Language(name: "Lua", aliases: ["lua", "luau", "luajit"], extensions: ["lua", "luau", "rockspec"])

    static let words = WordList([
        .keyword: """
        and break do else elseif end for function goto if in local not or repeat return then until while
        """,
        .constant: "true false nil",
        .builtin: """
        assert collectgarbage dofile error getmetatable ipairs load loadfile loadstring next pairs pcall
        print rawequal rawget rawlen rawset require select setmetatable tonumber tostring type unpack xpcall
        _G _ENV _VERSION self coroutine debug io math os package string table utf8 bit32 jit
        """,
    ])
    static let numbers = NumberSyntax(
        separators: "", hasOctal: false, hasBinary: false, hasHexFloat: true, suffixStart: "", allowsTrailingDot: true)
    static let operators = ByteSet("+-*/%^#&~|<>=:.")
    static let equals = ByteSet("=")

    /// String syntaxes by mode variant: `"`, `'`, long string, long comment.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"),
        StringSyntax(close: "]]", escape: nil, isMultiline: true),
        StringSyntax(close: "]]", escape: nil, isMultiline: true, kind: .comment),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Mode.string {
            return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        }
        if lexer.scanWhitespace() { return }
        if lexer.position == 0, lexer.scanLineComment("#!") { return }
        if lexer.at("--") {
            if longBracket(&lexer, at: lexer.position + 2, variant: 3) { return }
            return lexer.emit(.comment, to: lexer.contentEnd)
        }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x5B: if longBracket(&lexer, at: lexer.position, variant: 2) { return }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        if lexer.at("::"), let end = lexer.skipIdentifier(from: lexer.position + 2),
            lexer.matches([0x3A, 0x3A], at: end)
        {
            return lexer.emit(.attribute, to: end + 2)
        }
        if lexer.state.context == Context.functionName, lexer.peek() == 0x2E || lexer.peek() == 0x3A {
            return lexer.emit(.operator, length: 1)
        }
        lexer.state.context = 0
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    /// `[[`, `[=[`, `[==[`… at `index` (after `--` for a comment): opens a long string/comment.
    private func longBracket(_ lexer: inout Lexer, at index: Int, variant: UInt8) -> Bool {
        guard lexer.byte(at: index) == 0x5B else { return false }
        let equalsEnd = lexer.skip(Self.equals, from: index + 1)
        guard lexer.byte(at: equalsEnd) == 0x5B else { return false }
        let level = equalsEnd - index - 1
        let close: [UInt8] = [0x5D] + Array(repeating: UInt8(0x3D), count: level) + [0x5D]
        lexer.beginString(
            Self.strings[Int(variant)], variant: variant, openLength: equalsEnd + 1 - lexer.position, close: close)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if context == Context.functionName {
            lexer.emit(next == 0x2E || next == 0x3A ? .plain : .function, to: end)
            if next == 0x2E || next == 0x3A { lexer.state.context = Context.functionName }
            return
        }
        let afterMember =
            lexer.state.lastKindIs(.operator) && (lexer.state.lastByte == 0x2E || lexer.state.lastByte == 0x3A)
            && !Self.followsDoubledOperator(lexer)
        let word = lexer.slice(lexer.position, end)
        if !afterMember, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("function") { lexer.state.context = Context.functionName }
            return
        }
        if next == 0x28 || next == 0x22 || next == 0x27 || next == 0x7B { return lexer.emit(.functionCall, to: end) }
        lexer.emit(afterMember ? .property : .plain, to: end)
    }

    /// True when the operator before `position` on this line is `..` or `::` (concatenation,
    /// label), not a member access.
    private static func followsDoubledOperator(_ lexer: Lexer) -> Bool {
        var index = lexer.position - 1
        while index > lexer.lineStart, lexer.byte(at: index) == 0x20 || lexer.byte(at: index) == 0x09 { index -= 1 }
        return index > lexer.lineStart && lexer.byte(at: index - 1) == lexer.byte(at: index)
    }
}
