// Dockerfile. An instruction word at the start of a line is a keyword; the shell form of `RUN`,
// `CMD`, `ENTRYPOINT` (also after `ONBUILD` or `HEALTHCHECK ... CMD`) is lexed by the shell
// grammar and the exec form `["a", "b"]` by the JSON grammar, through an embed mode (see
// HTMLGrammar+Embedding.swift), so heredocs, quotes and `$VAR` work there; other arguments get
// `--flags` (attribute), `key=` (property), `$VAR` (variable), strings and numbers. Either
// continues over lines ending in `\`, over comment lines inside a continuation, and while the
// shell still has a quote or heredoc open. Parser directives (`# syntax=...` before any
// instruction) are meta.

/// Dockerfile.
struct DockerfileGrammar: Grammar {
    let language = Language(
        name: "Dockerfile", aliases: ["dockerfile", "docker", "containerfile"],
        extensions: ["dockerfile", "containerfile"])

    /// The instruction mode: `variant` says whether the arguments are shell or plain words.
    enum Instruction {
        static let id: UInt8 = 0xD0
        static let arguments: UInt8 = 0
        static let shell: UInt8 = 1
        static let execForm: UInt8 = 2
    }

    static let instructions: String = """
        FROM RUN CMD LABEL MAINTAINER EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD STOPSIGNAL
        HEALTHCHECK SHELL
        """
    static let words = WordList([
        .keyword: instructions + " " + instructions.lowercased() + " AS as",
        .constant: "NONE",
    ])
    static let shellInstructions = WordList([.keyword: "RUN CMD ENTRYPOINT run cmd entrypoint"])
    static let strings = [StringSyntax(close: "\"", variableSigil: "$"), StringSyntax(close: "'", escape: nil)]
    static let wordBody = ByteSet.identifierBody.union(ByteSet("-./:@%+,~^*[]{}"))
    static let portBytes = ByteSet("0123456789/-tcpud")
    static let shell = ShellGrammar()
    static let json = JSONGrammar()

    func step(_ lexer: inout Lexer) {
        if let first = lexer.state.modes.first, first.id == Instruction.id {
            if first.variant != Instruction.arguments {
                let grammar: any Grammar = first.variant == Instruction.shell ? Self.shell : Self.json
                Embedding.step(grammar, &lexer, base: 0, end: lexer.lineEnd)
            } else {
                arguments(&lexer)
            }
            return endOfLine(&lexer)
        }
        if lexer.scanWhitespace() { return }
        if lexer.peek() == 0x23, lexer.isAtLineStart {
            let name = lexer.skipSpaces(from: lexer.position + 1)
            let nameEnd = lexer.skip(.identifierBody, from: name)
            let isDirective = lexer.state.lastKind == nil && nameEnd > name && lexer.byte(at: nameEnd) == 0x3D
            return lexer.emit(isDirective ? .meta : .comment, to: lexer.contentEnd)
        }
        guard let end = lexer.identifierEnd(), let kind = Self.words.kind(of: lexer.slice(lexer.position, end)),
            kind == .keyword
        else {
            return arguments(&lexer)
        }
        let isShell = Self.shellInstructions.kind(of: lexer.slice(lexer.position, end)) != nil
        lexer.emit(.keyword, to: end)
        let isExecForm = lexer.byte(at: lexer.skipSpaces(from: end)) == 0x5B
        let variant = isShell ? (isExecForm ? Instruction.execForm : Instruction.shell) : Instruction.arguments
        lexer.push(Mode(id: Instruction.id, variant: variant))
        endOfLine(&lexer)
    }

    /// At the end of a line: the instruction ends unless it continues.
    private func endOfLine(_ lexer: inout Lexer) {
        guard lexer.position >= lexer.lineEnd, let first = lexer.state.modes.first, first.id == Instruction.id else {
            return
        }
        let isCommentLine = lexer.byte(at: lexer.indentEnd) == 0x23
        let isBlank = lexer.indentEnd >= Embedding.textEnd(lexer)
        if lexer.state.modes.count > 1 || Embedding.continues(lexer) || isCommentLine || isBlank { return }
        lexer.state.modes.removeAll()
    }

    /// Arguments of instructions other than the shell forms.
    private func arguments(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % 2])
        default: break
        }
        if lexer.scanWhitespace() { return }
        let byte = lexer.peek()
        if byte == 0x23, lexer.isAtLineStart { return lexer.emit(.comment, to: lexer.contentEnd) }
        switch byte {
        case 0x22, 0x27:
            let variant: UInt8 = byte == 0x22 ? 0 : 1
            return lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
        case 0x24:
            if let end = lexer.variableEnd(at: lexer.position) { return lexer.emit(.variable, to: end) }
        case 0x2D where lexer.peek(1) == 0x2D:
            let end = lexer.skip(ByteSet.identifierBody.union(ByteSet("-")), from: lexer.position + 2)
            return lexer.emit(.attribute, to: end)
        case 0x5C where lexer.position + 1 >= lexer.contentEnd: return lexer.emit(.operator, length: 1)
        case 0x3D, 0x5C: return lexer.emit(.operator, length: 1)
        default: break
        }
        guard let end = lexer.identifierEnd(start: Self.wordBody, body: Self.wordBody) else {
            return lexer.emit(.plain, length: 1)
        }
        wordToken(&lexer, end: end)
    }

    private func wordToken(_ lexer: inout Lexer, end: Int) {
        let word = lexer.slice(lexer.position, end)
        if lexer.byte(at: end) == 0x3D { return lexer.emit(.property, to: end) }
        if let first = word.first, ByteSet.digits.contains(first),
            word.allSatisfy({ Self.portBytes.contains($0) }) || YAMLGrammar.isNumber(word)
        {
            return lexer.emit(.number, to: end)
        }
        if let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.shellInstructions.kind(of: word) != nil, let first = lexer.state.modes.indices.first {
                let isExecForm = lexer.byte(at: lexer.skipSpaces(from: end)) == 0x5B
                lexer.state.modes[first].variant = isExecForm ? Instruction.execForm : Instruction.shell
            }
            return
        }
        lexer.emit(.plain, to: end)
    }
}
