// Python: string prefixes (r, b, u, f and pairs) select one of sixteen string syntaxes (bits:
// triple, raw, f-string, double quote) kept in a table, so the string mode's variant is the
// index. f-strings interpolate `{...}` with `{{` as an escape; the code inside is plain Python.

/// Python 3.
struct PythonGrammar: Grammar {
    let language = Language(
        name: "Python", aliases: ["python", "py", "python3", "py3", "gyp", "sage", "bazel", "starlark"],
        extensions: ["py", "pyi", "pyw", "gyp", "bzl"])

    static let words = WordList([
        .keyword: """
        and as assert async await break class continue def del elif else except finally for
        from global if import in is lambda nonlocal not or pass raise return try while with yield
        """,
        .constant: "True False None NotImplemented Ellipsis __debug__",
        .builtin: """
        self cls abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod
        compile complex delattr dict dir divmod enumerate eval exec filter float format frozenset
        getattr globals hasattr hash help hex id input int isinstance issubclass iter len list
        locals map max memoryview min next object oct open ord pow print property range repr
        reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip
        __import__ Exception BaseException ValueError TypeError KeyError IndexError RuntimeError
        StopIteration AttributeError NameError OSError ImportError NotImplementedError
        """,
    ])

    static let numbers = NumberSyntax(separators: "_", suffixStart: "jJlL", allowsTrailingDot: true)
    static var operators: ByteSet { ByteSet(bits: (0x7400_EC62_0000_0000, 0x5000_0000_4000_0001, 0, 0)) }
    static let notAfterSoftKeyword = ByteSet("=.(),:[\r\n")
    static let stringPrefixes = ByteSet("rRfFbBuUtT")

    /// Variant bits of a string mode.
    enum Flag {
        static let triple: UInt8 = 1
        static let raw: UInt8 = 2
        static let format: UInt8 = 4
        static let double: UInt8 = 8
    }

    /// The sixteen string syntaxes, indexed by `Flag` bits.
    static let strings: [StringSyntax] = (0..<16).map { bits in
        let quote = bits & 8 != 0 ? "\"" : "'"
        let interpolations =
            bits & 4 != 0 ? [Interpolation(open: "{", close: "}", nest: "{", doubledIsEscape: true)] : []
        return StringSyntax(
            close: bits & 1 != 0 ? quote + quote + quote : quote, escape: bits & 2 != 0 ? nil : "\\",
            isMultiline: bits & 1 != 0, interpolations: interpolations)
    }

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let className: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string:
                lexer.continueString(Self.strings[lexer.modeVariant & 15])
                return
            case Mode.interpolation:
                if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        // NB: dispatch on the first byte; each branch tries only the scanners that can match.
        switch lexer.peek() {
        case 0x20, 0x09...0x0D:
            _ = lexer.scanWhitespace()
            return
        case 0x23: return lexer.emit(.comment, to: lexer.contentEnd)
        case 0x22, 0x27:
            if string(&lexer) { return }
        case 0x30...0x39:
            if lexer.scanNumber(Self.numbers) { return }
        case 0x2E:
            if lexer.scanNumber(Self.numbers) { return }
        case 0x40:
            if lexer.isAtLineStart, let end = decoratorEnd(lexer) { return lexer.emit(.attribute, to: end) }
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0x80...0xFF:
            if Self.stringPrefixes.contains(lexer.peek()), string(&lexer) { return }
            return identifier(&lexer, end: lexer.skip(.identifierBody, from: lexer.position + 1))
        default: break
        }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    private func decoratorEnd(_ lexer: Lexer) -> Int? {
        var index = lexer.position + 1
        while ByteSet.identifierStart.contains(lexer.byte(at: index)) {
            index = lexer.skip(.identifierBody, from: index)
            guard lexer.byte(at: index) == 0x2E else { break }
            index += 1
        }
        return index > lexer.position + 1 ? index : nil
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.className { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        let afterDot = lexer.state.lastByte == 0x2E && lexer.state.lastKindIs(.operator)
        // NB: a builtin's name after `.` is a member (`obj.list`, `x.self()`), lexed like any name.
        if let kind = Self.words.kind(of: word), !(afterDot && kind == .builtin) {
            lexer.emit(kind, to: end)
            if word.spells("def") { lexer.state.context = Context.functionName }
            if word.spells("class") { lexer.state.context = Context.className }
            return
        }
        if isSoftKeyword(lexer, word: word, end: end) { return lexer.emit(.keyword, to: end) }
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        lexer.emit(next == 0x28 ? .functionCall : .plain, to: end)
    }

    /// `match`/`case`/`type` opening a statement at the start of a line.
    private func isSoftKeyword(_ lexer: Lexer, word: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        guard word.spells("match") || word.spells("case") || word.spells("type"),
            lexer.isAtLineStart
        else { return false }
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        return next != 0 && !Self.notAfterSoftKeyword.contains(next) && end < lexer.skipSpaces(from: end)
    }

    /// A string with optional prefix letters at `position`.
    private func string(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        guard first == 0x22 || first == 0x27 || Self.stringPrefixes.contains(first) else { return false }
        var flags: UInt8 = 0
        var index = lexer.position
        while index - lexer.position < 2 {
            switch lexer.byte(at: index) | 0x20 {
            case 0x72: flags |= Flag.raw
            case 0x66: flags |= Flag.format
            case 0x62, 0x75, 0x74: break
            default: break
            }
            guard Self.stringPrefixes.contains(lexer.byte(at: index)) else { break }
            index += 1
        }
        let quote = lexer.byte(at: index)
        guard quote == 0x22 || quote == 0x27 else { return false }
        if quote == 0x22 { flags |= Flag.double }
        var open = index + 1 - lexer.position
        if lexer.byte(at: index + 1) == quote, lexer.byte(at: index + 2) == quote {
            flags |= Flag.triple
            open += 2
        }
        lexer.beginString(Self.strings[Int(flags)], variant: flags, openLength: open)
        return true
    }
}

extension TokenKind {
    /// A function or method call site; falls back to `function`.
    public static var functionCall: TokenKind { TokenKind(rawValue: "function.call", serial: 22) }
}
