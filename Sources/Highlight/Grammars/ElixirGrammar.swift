// Elixir. Strings, charlists and `"""` heredocs span lines and interpolate `#{…}`. Sigils
// (`~r/…/i`, `~w[a b]a`, `~S"""…"""`, `~D[2024-01-01]`) take any of the eight delimiters, kept
// as the mode's closer; lower-case sigils interpolate and escape, upper-case ones are raw; `~r`
// is a regex. Atoms (`:ok`, `:"a b"`, `key:`) are `string.symbol`; `@attr` is an attribute;
// capitalised aliases (`Enum`, `MyApp.Repo`) are types; `def name` names a function.

/// Elixir.
struct ElixirGrammar: Grammar {
    let language = Language(
        name: "Elixir", aliases: ["elixir", "ex", "exs"], extensions: ["ex", "exs", "eex", "leex"])

    static let words = WordList([
        .keyword: """
        def defp defmacro defmacrop defmodule defprotocol defimpl defstruct defexception defdelegate defguard
        defguardp defoverridable do end fn if else unless case cond with for try catch rescue after raise
        reraise throw receive quote unquote unquote_splicing import require alias use when in not and or
        """,
        .constant: "true false nil __MODULE__ __DIR__ __ENV__ __CALLER__ __STACKTRACE__",
        .builtin: """
        is_atom is_binary is_list is_map is_nil is_integer is_function is_tuple send spawn spawn_link self
        elem put_elem hd tl length map_size tuple_size apply inspect to_string max min abs div rem round trunc
        """,
    ])
    static let numbers = NumberSyntax(separators: "_")
    static let operators = ByteSet("+-*/=<>!&|^~?:.\\%@")
    static let symbol = TokenKind("string.symbol")
    static let uppercase = ByteSet(range: 0x41...0x5A)
    static let lowercase = ByteSet(range: 0x61...0x7A)
    static let nameBody = ByteSet.identifierBody.union(ByteSet("?!"))
    static let atomOperators = ByteSet("+-*/=<>!&|^~\\.")
    static let sigilClosers = ByteSet("/|\"')]}>")
    static let definers = WordList([.keyword: "def defp defmacro defmacrop defguard defguardp defdelegate"])
    static let interpolation = Interpolation(open: "#{", close: "}", nest: "{")

    /// String syntaxes by mode variant.
    enum Variant {
        static let double: UInt8 = 0
        static let single: UInt8 = 1
        static let sigil: UInt8 = 2
        static let rawSigil: UInt8 = 3
        static let regex: UInt8 = 4
        static let rawRegex: UInt8 = 5
        static let atom: UInt8 = 6
    }

    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: "'", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: "\"", escape: nil, isMultiline: true),
        StringSyntax(close: "/", isMultiline: true, interpolations: [interpolation], kind: .regex),
        StringSyntax(close: "/", escape: nil, isMultiline: true, kind: .regex),
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation], kind: symbol),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.interpolation: if lexer.closeInterpolation() { return }
        default: break
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("#") { return }
        if literal(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(body: Self.nameBody) { return identifier(&lexer, end: end) }
        if lexer.peek() == 0x40, let end = lexer.skipIdentifier(from: lexer.position + 1) {
            return lexer.emit(.attribute, to: end)
        }
        lexer.state.context = 0
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    private func literal(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        switch first {
        case 0x22, 0x27:
            let triple = lexer.peek(1) == first && lexer.peek(2) == first
            let variant = first == 0x22 ? Variant.double : Variant.single
            lexer.beginString(
                Self.strings[Int(variant)], variant: variant, openLength: triple ? 3 : 1,
                close: Array(repeating: first, count: triple ? 3 : 1))
        case 0x7E: return sigil(&lexer)
        case 0x3A: return atom(&lexer)
        case 0x3F:
            guard lexer.peek(1) > 0x20, !ByteSet.identifierBody.contains(lexer.byte(at: lexer.position - 1)) else {
                return false
            }
            if lexer.peek(1) == 0x5C {
                lexer.emit(.string, length: 1)
                lexer.scanEscape()
            } else {
                lexer.emit(.string, length: 2)
            }
        default:
            let last = lexer.state.lastKindIs(.string) || lexer.state.lastKindIs(.regex)
            guard last, Self.lowercase.contains(first), Self.sigilClosers.contains(lexer.byte(at: lexer.position - 1))
            else { return false }
            lexer.emit(
                lexer.state.lastKindIs(.regex) ? .regex : .string, to: lexer.skip(Self.lowercase, from: lexer.position))
        }
        return true
    }

    /// `~r/…/`, `~s(…)`, `~S"""…"""`: one letter (or an upper-case name) and a delimiter.
    private func sigil(_ lexer: inout Lexer) -> Bool {
        let letter = lexer.peek(1)
        let isLower = Self.lowercase.contains(letter)
        guard isLower || Self.uppercase.contains(letter) else { return false }
        let open = isLower ? lexer.position + 2 : lexer.skip(Self.uppercaseOrDigit, from: lexer.position + 1, limit: 16)
        let delimiter = lexer.byte(at: open)
        var close: [UInt8]
        switch delimiter {
        case 0x28: close = [0x29]
        case 0x5B: close = [0x5D]
        case 0x7B: close = [0x7D]
        case 0x3C: close = [0x3E]
        case 0x2F, 0x7C, 0x22, 0x27: close = [delimiter]
        default: return false
        }
        if delimiter == 0x22 || delimiter == 0x27, lexer.byte(at: open + 1) == delimiter,
            lexer.byte(at: open + 2) == delimiter
        {
            close = [delimiter, delimiter, delimiter]
        }
        let isRegex = letter == 0x72 || letter == 0x52
        let variant =
            isRegex ? (isLower ? Variant.regex : Variant.rawRegex) : (isLower ? Variant.sigil : Variant.rawSigil)
        lexer.beginString(
            Self.strings[Int(variant)], variant: variant, openLength: open + close.count - lexer.position, close: close)
        return true
    }

    static let uppercaseOrDigit = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// `:ok`, `:"quoted atom"`, `:+`; not `::` and not the `:` of `key: value`.
    private func atom(_ lexer: inout Lexer) -> Bool {
        let next = lexer.peek(1)
        guard next != 0x3A, lexer.byte(at: lexer.position - 1) != 0x3A else { return false }
        if next == 0x22 {
            lexer.beginString(Self.strings[6], variant: Variant.atom, openLength: 2)
            return true
        }
        if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
            lexer.emit(Self.symbol, to: end)
            return true
        }
        let end = lexer.skip(Self.atomOperators, from: lexer.position + 1, limit: 3)
        guard end > lexer.position + 1, ByteSet.whitespace.contains(lexer.byte(at: lexer.position - 1)) else {
            return false
        }
        lexer.emit(Self.symbol, to: end)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        if lexer.byte(at: end) == 0x3A, lexer.byte(at: end + 1) != 0x3A {
            return lexer.emit(Self.symbol, to: end + 1)  // `key: value`, `do:`
        }
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if Self.uppercase.contains(word[0]) { return lexer.emit(Self.words.kind(of: word) ?? .type, to: end) }
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.definers.kind(of: word) != nil { lexer.state.context = Context.functionName }
            return
        }
        if next == 0x28 || lexer.byte(at: end) == 0x2E && lexer.byte(at: end + 1) == 0x28 {
            return lexer.emit(.functionCall, to: end)
        }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }
}
