// Makefile (GNU make). Each line is classified at its start: directive (`ifeq`, `include`,
// `define`...; keyword), variable assignment (`NAME := value`; variable, operator), rule
// (`target: prerequisites`; function, operator) or recipe (a line starting with a tab: shell,
// through an embed mode, see HTMLGrammar+Embedding.swift). Make references `$(VAR)`, `${VAR}`,
// `$@`, `$<` are variables, also inside recipes; `$(func args)` pushes an interpolation whose
// inside is make again. `define ... endef` bodies are string. Lines ending in `\` continue.

/// Makefile.
struct MakefileGrammar: Grammar {
    let language = Language(
        name: "Makefile", aliases: ["make", "makefile", "mk", "gnumake", "bsdmake", "mf"],
        extensions: ["mk", "mak", "make"])

    /// The grammar's mode ids.
    enum MakeMode {
        static let recipe: UInt8 = 0xD4
        static let define: UInt8 = 0xD5
        static let continuation: UInt8 = 0xD6
    }

    static let directives = WordList([
        .keyword: """
        include -include sinclude ifeq ifneq ifdef ifndef else endif define endef export unexport override
        private vpath undefine
        """
    ])
    static let prefixDirectives = WordList([.keyword: "export unexport override private"])
    static let functions = WordList([
        .builtin: """
        shell wildcard patsubst subst foreach call if or and filter filter-out sort word words wordlist dir
        notdir basename suffix addsuffix addprefix join realpath abspath info warning error eval origin value
        strip findstring firstword lastword file flavor let intcmp
        """
    ])
    static let automatic = ByteSet("@<^?*%+|")
    static let nameBody = ByteSet.identifierBody.union(ByteSet(".-"))
    static let directiveBody = ByteSet.identifierBody.union(ByteSet("-"))
    static let valueStop = ByteSet("$#\\,() \t\r\n")
    static let shell = ShellGrammar()
    static let endef = Array("endef".utf8)
    static let assignmentPrefix = ByteSet("?+!:")
    static let recipePrefix = ByteSet("@-+")

    func step(_ lexer: inout Lexer) {
        if let first = lexer.state.modes.first, first.id == MakeMode.recipe { return recipe(&lexer) }
        switch lexer.modeID {
        case MakeMode.define: return defineLine(&lexer)
        case MakeMode.continuation:
            lexer.pop()
            return value(&lexer)
        case Mode.interpolation:
            if lexer.closeInterpolation() { return }
            return value(&lexer)
        default: break
        }
        if lexer.position == lexer.lineStart, lexer.peek() == 0x09 {
            lexer.emitSpace(to: lexer.position + 1)
            lexer.push(Mode(id: MakeMode.recipe))
            return recipe(&lexer)
        }
        if lexer.scanWhitespace() { return }
        if lexer.isAtLineStart { return lineStart(&lexer) }
        value(&lexer)
    }

    /// Directive, assignment or rule at the start of a line.
    private func lineStart(_ lexer: inout Lexer) {
        if lexer.peek() == 0x23 { return lexer.emit(.comment, to: lexer.contentEnd) }
        if let end = lexer.identifierEnd(start: Self.directiveBody, body: Self.directiveBody),
            Self.directives.kind(of: lexer.slice(lexer.position, end)) != nil,
            ByteSet.whitespace.contains(lexer.byte(at: end)) || end >= lexer.contentEnd || lexer.byte(at: end) == 0x28
        {
            let word = lexer.slice(lexer.position, end)
            let isPrefix = Self.prefixDirectives.kind(of: word) != nil
            let isDefine = word.spells("define")
            lexer.emit(.keyword, to: end)
            if isDefine, lexer.canPush { lexer.push(Mode(id: MakeMode.define)) }
            lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
            if isPrefix, lexer.position < lexer.contentEnd { assignmentOrRule(&lexer) }
            if isDefine, let nameEnd = lexer.identifierEnd(body: Self.nameBody) { lexer.emit(.variable, to: nameEnd) }
            return
        }
        assignmentOrRule(&lexer)
    }

    /// `NAME op value` or `targets: prerequisites`; otherwise lexes the line as a value.
    private func assignmentOrRule(_ lexer: inout Lexer, afterRule: Bool = false) {
        let end = lexer.contentEnd
        var index = lexer.position
        var depth = 0
        while index < end {
            let byte = lexer.byte(at: index)
            if byte == 0x28 || byte == 0x7B { depth += 1 }
            if byte == 0x29 || byte == 0x7D { depth = max(depth - 1, 0) }
            if depth == 0, byte == 0x23 || byte == 0x3D || byte == 0x3A || byte == 0x3B { break }
            index += 1
        }
        let byte = lexer.byte(at: index)
        guard index < end, byte == 0x3D || byte == 0x3A else { return value(&lexer) }
        var opStart = index
        var opEnd = index + 1
        if byte == 0x3D, opStart > lexer.position, Self.assignmentPrefix.contains(lexer.byte(at: opStart - 1)) {
            opStart -= 1
            if lexer.byte(at: opStart) == 0x3A, opStart > lexer.position, lexer.byte(at: opStart - 1) == 0x3A {
                opStart -= 1
            }
        } else if byte == 0x3A {
            if lexer.byte(at: opEnd) == 0x3A { opEnd += 1 }
            if lexer.byte(at: opEnd) == 0x3D { opEnd += 1 }
        }
        let isAssignment = lexer.byte(at: opEnd - 1) == 0x3D
        var nameEnd = opStart
        while nameEnd > lexer.position, ByteSet.whitespace.contains(lexer.byte(at: nameEnd - 1)) { nameEnd -= 1 }
        lexer.emit(isAssignment ? .variable : .function, to: nameEnd)
        lexer.emitSpace(to: opStart)
        lexer.emit(.operator, to: opEnd)
        guard !isAssignment, !afterRule else { return }
        lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        // A target-specific variable: `target: NAME = value`.
        if lexer.position < end, lexer.peek() != 0x3B { assignmentOrRule(&lexer, afterRule: true) }
    }

    /// Make text: references, functions, comments, words.
    private func value(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        let byte = lexer.peek()
        switch byte {
        case 0x23: return lexer.emit(.comment, to: lexer.contentEnd)
        case 0x24: return reference(&lexer)
        case 0x5C where lexer.position + 1 >= lexer.contentEnd:
            lexer.emit(.operator, length: 1)
            if lexer.canPush { lexer.push(Mode(id: MakeMode.continuation)) }
            return
        case 0x2C, 0x28, 0x29: return lexer.emit(.punctuation, length: 1)
        default: break
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !Self.valueStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emit(.plain, to: index)
    }

    /// `$(NAME)`, `${NAME}`, `$@`, `$$`, or `$(function ` (pushes an interpolation).
    private func reference(_ lexer: inout Lexer) {
        let next = lexer.peek(1)
        if next == 0x24 { return lexer.emit(.escape, length: 2) }
        guard next == 0x28 || next == 0x7B else {
            return lexer.emit(next == 0 || ByteSet.whitespace.contains(next) ? .plain : .variable, length: 2)
        }
        let close: UInt8 = next == 0x28 ? 0x29 : 0x7D
        let nameEnd = lexer.skip(Self.nameBody, from: lexer.position + 2)
        if lexer.byte(at: nameEnd) == close, nameEnd > lexer.position + 2 {
            return lexer.emit(.variable, to: nameEnd + 1)
        }
        guard lexer.canPush else { return lexer.emit(.variable, length: 2) }
        let name = lexer.slice(lexer.position + 2, nameEnd)
        lexer.emit(.interpolationDelimiter, length: 2)
        lexer.emit(Self.functions.kind(of: name) ?? .variable, to: nameEnd)
        lexer.push(Mode(id: Mode.interpolation, delimiter: [close, next]))
    }

    /// The rest of the `define` line (make text), or a line of its body (string) up to `endef`.
    private func defineLine(_ lexer: inout Lexer) {
        guard lexer.position == lexer.lineStart else { return value(&lexer) }
        let word = lexer.indentEnd
        if lexer.matches(Self.endef, at: word), lexer.skip(.identifierBody, from: word) == word + 5 {
            lexer.pop()
            lexer.emitSpace(to: word)
            return lexer.emit(.keyword, to: word + 5)
        }
        lexer.emit(.string, to: lexer.lineEnd)
    }

    /// A recipe line: make references here, the rest is shell; ends with the line unless continued.
    /// The recipe mode's `variant` is 1 on continuation lines, where `@`, `-`, `+` are not prefixes.
    private func recipe(_ lexer: inout Lexer) {
        let codePosition = lexer.state.modes.count == 1 || lexer.modeID == Mode.interpolation
        let next = lexer.peek(1)
        let isFirstLine = lexer.state.modes[0].variant == 0
        if codePosition, lexer.peek() == 0x24,
            Self.automatic.contains(next) || next == 0x28 || next == 0x7B || next == 0x24
        {
            recipeReference(&lexer)
        } else if codePosition, isFirstLine, lexer.position == lexer.lineStart + 1,
            Self.recipePrefix.contains(lexer.peek())
        {
            lexer.emit(.operator, to: lexer.skip(Self.recipePrefix, from: lexer.position))
        } else {
            Embedding.step(Self.shell, &lexer, base: 0, end: lexer.lineEnd)
        }
        guard lexer.position >= lexer.lineEnd else { return }
        if lexer.state.modes.count == 1, !Embedding.continues(lexer) {
            lexer.state.modes.removeAll()
        } else {
            lexer.state.modes[0].variant = 1
        }
    }

    /// In a recipe: `$(VAR)`, `${VAR}`, `$@` as variables, `$(function ` as make (an interpolation
    /// whose inside is shell), `$$` as the first `$` of a shell `$...`.
    private func recipeReference(_ lexer: inout Lexer) {
        let next = lexer.peek(1)
        if next == 0x24 { return lexer.emit(.variable, length: 1) }
        if Self.automatic.contains(next) { return lexer.emit(.variable, length: 2) }
        let close: UInt8 = next == 0x28 ? 0x29 : 0x7D
        let nameEnd = lexer.skip(Self.nameBody, from: lexer.position + 2)
        if lexer.byte(at: nameEnd) == close, nameEnd > lexer.position + 2 {
            return lexer.emit(.variable, to: nameEnd + 1)
        }
        if Self.functions.kind(of: lexer.slice(lexer.position + 2, nameEnd)) != nil, lexer.canPush {
            lexer.emit(.interpolationDelimiter, length: 2)
            lexer.emit(.builtin, to: nameEnd)
            lexer.push(Mode(id: Mode.interpolation, delimiter: [close, next]))
            return
        }
        Embedding.step(Self.shell, &lexer, base: 0, end: lexer.lineEnd)
    }
}
