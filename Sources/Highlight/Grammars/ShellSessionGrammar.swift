// A shell session transcript: a line that starts with a prompt (`$ `, `# `, `% `, `> `,
// `PS C:\path>`, optionally after `(venv) ` or `user@host:~`) is a command, lexed with the
// Shell grammar's rules after the prompt (meta); every other line is output (plain). A command
// continues on the next line after a trailing `\`, inside an open quote or in a heredoc body
// (the Shell grammar's own modes), so those lines are not mistaken for output.

/// Interactive shell transcripts (`console` blocks).
struct ShellSessionGrammar: Grammar {
    let language = Language(
        name: "ShellSession", aliases: ["console", "shell-session", "terminal", "shellsession", "sh-session"],
        extensions: ["sh-session"])

    /// Pushed after a command line that ends with `\`: the next line is still the command.
    static let continuationMode: UInt8 = Mode.firstGrammarID
    static let shell = ShellGrammar()
    static let promptEnds = ByteSet("$#%>")
    static let userHost = ByteSet.identifierBody.union(ByteSet("-.@:~/"))
    static let bracketed = userHost.union(ByteSet(" "))

    func step(_ lexer: inout Lexer) {
        if lexer.position == lexer.lineStart, lexer.state.modes.isEmpty {
            guard let end = promptEnd(lexer) else {
                lexer.emit(.plain, to: lexer.lineEnd)
                return
            }
            lexer.emit(.meta, to: end)
            lexer.state = LexState()
            return
        }
        if lexer.position == lexer.lineStart, lexer.modeID == Self.continuationMode { lexer.pop() }
        if lexer.state.modes.isEmpty, lexer.peek() == 0x5C, lexer.position + 1 == lexer.contentEnd,
            lexer.contentEnd < lexer.lineEnd
        {
            lexer.emit(.escape, length: 1)
            lexer.push(Mode(id: Self.continuationMode))
            return lexer.emitSpace(to: lexer.lineEnd)
        }
        Self.shell.step(&lexer)
    }

    /// The end of the prompt (with the space after it) at the line start, or nil for output.
    private func promptEnd(_ lexer: Lexer) -> Int? {
        var index = lexer.position
        if lexer.at("PS ") {
            var close = index + 3
            while close < lexer.contentEnd, lexer.byte(at: close) != 0x3E { close += 1 }
            guard close < lexer.contentEnd else { return nil }
            return afterPromptChar(lexer, close)
        }
        if lexer.byte(at: index) == 0x28 {
            let close = lexer.skip(Self.userHost, from: index + 1, limit: 64)
            guard lexer.byte(at: close) == 0x29 else { return nil }
            index = lexer.skipSpaces(from: close + 1)
        }
        if lexer.byte(at: index) == 0x5B {
            let close = lexer.skip(Self.bracketed, from: index + 1, limit: 128)
            guard lexer.byte(at: close) == 0x5D, lexer.slice(index, close).contains(0x40) else { return nil }
            index = close + 1
        } else if ByteSet.identifierStart.contains(lexer.byte(at: index)) {
            let end = lexer.skip(Self.userHost, from: index, limit: 128)
            guard lexer.slice(index, end).contains(0x40) else { return nil }
            index = end
        }
        guard Self.promptEnds.contains(lexer.byte(at: index)) else { return nil }
        return afterPromptChar(lexer, index)
    }

    /// Past the prompt character at `index` when a space or the line end follows it.
    private func afterPromptChar(_ lexer: Lexer, _ index: Int) -> Int? {
        let next = lexer.byte(at: index + 1)
        if next == 0x20 || next == 0x09 { return index + 2 }
        return index + 1 >= lexer.contentEnd ? index + 1 : nil
    }
}
