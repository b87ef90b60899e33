// POSIX shell, bash and zsh. `#` starts a comment only at the start of a word. `"..."`
// interpolates `$var`, `${...}`, `$(...)` and backticks; `$(...)` and backticks push an
// interpolation whose inside is shell again. `<<EOF`, `<<-EOF`, `<<'EOF'` announce a heredoc
// whose body (next lines, up to the terminator line) is a string, resumable across lines.

/// Bourne-family shells.
struct ShellGrammar: Grammar {
    let language = Language(
        name: "Shell", aliases: ["bash", "sh", "zsh", "shell", "shellscript", "ksh"],
        extensions: ["sh", "bash", "zsh", "ksh", "bashrc", "zshrc"])

    static let words = WordList([
        .keyword: """
        if then else elif fi for while until do done case esac in function select time coproc
        return exit break continue
        """,
        .builtin: """
        echo cd export local read set unset source alias printf test eval exec trap shift declare
        typeset readonly let pwd wait kill true false getopts umask ulimit type hash command builtin
        """,
    ])

    static let wordBody = ByteSet.identifierBody.union(ByteSet("-./:@%+,~^!?*[]#"))
    static let commentStart = ByteSet(" \t;|&(")
    static let operators = ByteSet("=<>&|!;\\")
    static let punctuation = ByteSet("(){}[]")
    static let heredocWord = ByteSet.identifierBody.union(ByteSet("-."))
    static let command = Interpolation(open: "$(", close: ")", nest: "(")
    static let backtick = Interpolation(open: "`", close: "`", nest: "`")

    /// String syntaxes by mode variant: single-quoted, double-quoted, ANSI-C `$'...'`.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "'", escape: nil, isMultiline: true),
        StringSyntax(close: "\"", isMultiline: true, interpolations: [command, backtick], variableSigil: "$"),
        StringSyntax(close: "'", isMultiline: true),
    ]

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.heredoc: return lexer.continueHeredoc()
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        let byte = lexer.peek()
        if byte == 0x23,
            lexer.position == lexer.lineStart || Self.commentStart.contains(lexer.byte(at: lexer.position - 1))
        {
            return lexer.emit(.comment, to: lexer.contentEnd)
        }
        switch byte {
        case 0x27: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x22: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x60: return interpolation(&lexer, Self.backtick)
        case 0x24: if dollar(&lexer) { return }
        case 0x3C: if heredoc(&lexer) { return }
        default: break
        }
        if let end = lexer.identifierEnd(start: Self.wordBody, body: Self.wordBody) { return word(&lexer, end: end) }
        _ = lexer.scanOperator(Self.operators, punctuation: Self.punctuation)
    }

    private func dollar(_ lexer: inout Lexer) -> Bool {
        if lexer.peek(1) == 0x27 {
            lexer.beginString(Self.strings[2], variant: 2, openLength: 2)
            return true
        }
        if lexer.peek(1) == 0x28 {
            interpolation(&lexer, Self.command)
            return true
        }
        guard let end = lexer.variableEnd(at: lexer.position) else { return false }
        lexer.emit(.variable, to: end)
        return true
    }

    private func interpolation(_ lexer: inout Lexer, _ interpolation: Interpolation) {
        lexer.emit(.interpolationDelimiter, length: interpolation.open.count)
        lexer.push(Mode(id: Mode.interpolation, delimiter: [interpolation.close, interpolation.nest]))
    }

    /// `<<WORD`, `<<-WORD`, `<<'WORD'`, `<<"WORD"`, `<<\WORD`; `<<<` is a here-string operator.
    private func heredoc(_ lexer: inout Lexer) -> Bool {
        guard lexer.at("<<"), lexer.peek(2) != 0x3C else { return false }
        var flags: UInt8 = 0
        var index = lexer.position + 2
        if lexer.byte(at: index) == 0x2D {
            flags |= HeredocFlag.stripsTabs
            index += 1
        }
        index = lexer.skipSpaces(from: index)
        let quote = lexer.byte(at: index)
        let isQuoted = quote == 0x27 || quote == 0x22 || quote == 0x5C
        let wordStart = isQuoted ? index + 1 : index
        let wordEnd = lexer.skip(Self.heredocWord, from: wordStart)
        guard wordEnd > wordStart else { return false }
        if isQuoted { flags |= HeredocFlag.isLiteral }
        let closesQuote = isQuoted && quote != 0x5C && lexer.byte(at: wordEnd) == quote
        lexer.emit(.operator, to: lexer.position + 2 + Int(flags & HeredocFlag.stripsTabs))
        lexer.emitSpace(to: index)
        lexer.emit(.heredocDelimiter, to: closesQuote ? wordEnd + 1 : wordEnd)
        lexer.announceHeredoc(word: Array(lexer.slice(wordStart, wordEnd)), flags: flags)
        return true
    }

    private func word(_ lexer: inout Lexer, end: Int) {
        let text = lexer.slice(lexer.position, end)
        if lexer.byte(at: end) == 0x3D, text.allSatisfy({ ByteSet.identifierBody.contains($0) }) {
            return lexer.emit(.variable, to: end)
        }
        if text.allSatisfy({ ByteSet.digits.contains($0) }) { return lexer.emit(.number, to: end) }
        lexer.emit(Self.words.kind(of: text) ?? .plain, to: end)
    }
}
