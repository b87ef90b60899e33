// Ruby. Strings span lines; `"…"`, backticks, `%Q`/`%W`/`%I`/`%r`/`%x` and heredocs without
// quotes interpolate `#{…}` (code inside is Ruby again). `%w[...]`-style literals take any
// delimiter, kept as the mode's closer. `/…/` is a regex where an expression may start.
// Heredocs (`<<~EOS`, `<<-EOS`, `<<EOS`, quoted words) are handled here, not by the shared
// `continueHeredoc`, because their terminator may be indented and their body interpolates
// `#{}` rather than `$var`. `=begin`/`=end` block comments and `__END__` use grammar modes.

/// Ruby.
struct RubyGrammar: Grammar {
    let language = Language(
        name: "Ruby", aliases: ["ruby", "rb", "duby", "jruby", "gemfile", "rake", "podspec"],
        extensions: ["rb", "rbw", "rake", "gemspec", "podspec", "ru", "thor", "jbuilder", "rbi"])

    static let words = WordList([
        .keyword: """
        alias and begin BEGIN break case class def defined? do else elsif end END ensure for if in module
        next not or redo rescue retry return super then undef unless until when while yield __FILE__
        __LINE__ __method__ __dir__ __ENCODING__
        """,
        .constant: "true false nil",
        .builtin: """
        self puts print p pp require require_relative load attr_accessor attr_reader attr_writer include
        extend prepend raise loop lambda proc private protected public module_function catch throw
        format sprintf gets block_given? binding freeze frozen? instance_variable_get define_method
        """,
    ])
    static let numbers = NumberSyntax(separators: "_", suffixStart: "ri")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.")
    static let symbol = TokenKind("string.symbol")
    static let methodSuffix = ByteSet("?!")
    static let symbolOperators = ByteSet("+-*/%=<>!&|^~[]@`")
    static let regexFlags = ByteSet("imxounse")
    static let uppercase = ByteSet(range: 0x41...0x5A)
    static let interpolation = Interpolation(open: "#{", close: "}", nest: "{")
    static let closers = ByteSet(")]}")

    /// String syntaxes by mode variant (the closer is often given at run time).
    enum Variant {
        static let double: UInt8 = 0
        static let single: UInt8 = 1
        static let command: UInt8 = 2
        static let percentInterpolated: UInt8 = 3
        static let percentLiteral: UInt8 = 4
        static let regex: UInt8 = 5
        static let symbolInterpolated: UInt8 = 6
        static let symbolLiteral: UInt8 = 7
    }

    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: "'", isMultiline: true),
        StringSyntax(close: "`", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: ")", isMultiline: true, interpolations: [interpolation]),
        StringSyntax(close: ")", isMultiline: true),
        StringSyntax(close: "/", isMultiline: true, interpolations: [interpolation], kind: .regex),
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation], kind: symbol),
        StringSyntax(close: ")", isMultiline: true, kind: symbol),
    ]

    /// Grammar mode ids.
    enum RubyMode {
        static let docComment: UInt8 = Mode.firstGrammarID
        static let dataSection: UInt8 = Mode.firstGrammarID + 1
    }

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.heredoc: return heredocBody(&lexer)
        case RubyMode.docComment:
            if lexer.position == lexer.lineStart, lexer.at("=end") { lexer.pop() }
            return lexer.emit(.comment, to: lexer.contentEnd > lexer.position ? lexer.contentEnd : lexer.lineEnd)
        case RubyMode.dataSection: return lexer.emitSpace(to: lexer.lineEnd)
        case Mode.interpolation: if lexer.closeInterpolation() { return }
        default: break
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || lexer.scanLineComment("#") { return }
        if lexer.position == lexer.lineStart, lineStartConstruct(&lexer) { return }
        if lexer.state.context == Context.functionName, functionContextOperator(&lexer) { return }
        if literal(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        if sigilVariable(&lexer) { return }
        lexer.state.context = 0
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    /// `=begin` (block comment to `=end`) and `__END__` (the rest is data).
    private func lineStartConstruct(_ lexer: inout Lexer) -> Bool {
        if lexer.at("=begin"), ByteSet.whitespace.contains(lexer.peek(6)) || lexer.position + 6 == lexer.lineEnd {
            lexer.emit(.comment, to: lexer.contentEnd)
            lexer.push(Mode(id: RubyMode.docComment))
            return true
        }
        if lexer.at("__END__"), lexer.skip(.whitespace, from: lexer.position + 7) == lexer.lineEnd {
            lexer.emit(.meta, to: lexer.position + 7)
            lexer.push(Mode(id: RubyMode.dataSection))
            return true
        }
        return false
    }

    /// `@ivar`, `@@cvar`, `$global`, `$0`, `$~`.
    private func sigilVariable(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        if first == 0x40 {
            let start = lexer.position + (lexer.peek(1) == 0x40 ? 2 : 1)
            guard let end = lexer.skipIdentifier(from: start) else { return false }
            lexer.emit(.variable, to: end)
            return true
        }
        guard first == 0x24 else { return false }
        if let end = lexer.skipIdentifier(from: lexer.position + 1) {
            lexer.emit(.variable, to: end)
            return true
        }
        let next = lexer.peek(1)
        guard next != 0, ByteSet.digits.contains(next) || Self.globalSpecials.contains(next) else { return false }
        lexer.emit(
            .variable,
            to: ByteSet.digits.contains(next) ? lexer.skip(.digits, from: lexer.position + 1) : lexer.position + 2)
        return true
    }

    static let globalSpecials = ByteSet("~*$?!@/\\;,.=:<>\"&`'+0_")

    /// After `def`: `self.` and operator method names (`def ==(o)`, `def []=(k, v)`).
    private func functionContextOperator(_ lexer: inout Lexer) -> Bool {
        if lexer.peek() == 0x2E {
            lexer.emit(.operator, length: 1)
            return true
        }
        let end = lexer.skip(Self.symbolOperators, from: lexer.position)
        guard end > lexer.position else { return false }
        lexer.state.context = 0
        lexer.emit(.function, to: end)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let end = Self.nameEnd(lexer, end)
        if lexer.byte(at: end) == 0x3A, lexer.byte(at: end + 1) != 0x3A,
            !lexer.state.lastKindIs(.operator) || lexer.state.lastByte != 0x3F
        {
            return lexer.emit(Self.symbol, to: end + 1)  // `key:` in a hash or keyword argument
        }
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        if context == Context.functionName { return definedName(&lexer, word, end) }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E && !Self.isRange(lexer)
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("def") { lexer.state.context = Context.functionName }
            if word.spells("class") || word.spells("module") { lexer.state.context = Context.typeName }
            return
        }
        if Self.uppercase.contains(word[0]) {
            let isNamespace = lexer.byte(at: end) == 0x3A && lexer.byte(at: end + 1) == 0x3A
            let kind: TokenKind =
                next == 0x28 ? .functionCall : Self.isAllCaps(word) && !isNamespace ? .constant : .type
            return lexer.emit(kind, to: end)
        }
        if next == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }

    /// Past a method name's `?` or `!` (`empty?`, `save!`), unless it begins `!=`, `?:`.
    static func nameEnd(_ lexer: Lexer, _ end: Int) -> Int {
        guard methodSuffix.contains(lexer.byte(at: end)), lexer.byte(at: end + 1) != 0x3A else { return end }
        return lexer.byte(at: end + 1) != 0x3D || lexer.byte(at: end + 2) == 0x3D ? end + 1 : end
    }

    /// The name after `def`: `self.` keeps the context; a setter `name=(` includes its `=`.
    private func definedName(_ lexer: inout Lexer, _ word: UnsafeBufferPointer<UInt8>, _ end: Int) {
        if word.spells("self"), lexer.byte(at: end) == 0x2E {
            lexer.emit(.builtin, to: end)
            lexer.state.context = Context.functionName
            return
        }
        let isSetter = lexer.byte(at: end) == 0x3D && lexer.byte(at: end + 1) == 0x28
        lexer.emit(.function, to: isSetter ? end + 1 : end)
    }

    /// True for `MAX_SIZE`, `HTML2` (constants by convention), false for `Foo`, `X`.
    static func isAllCaps(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.count > 1 && !word.contains { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// True when the `.` before `position` is part of `..` or `...` (a range).
    static func isRange(_ lexer: Lexer) -> Bool {
        var index = lexer.position - 1
        while index > lexer.lineStart, lexer.byte(at: index) == 0x20 { index -= 1 }
        return lexer.byte(at: index - 1) == 0x2E
    }

    /// True when the previous token cannot end an expression, so `/` and `%` open literals.
    static func allowsExpression(_ lexer: Lexer) -> Bool {
        let state = lexer.state
        if state.lastSerial == 0 || state.lastKindIs(.keyword) { return true }
        if state.lastKindIs(.operator) || state.lastKindIs(.punctuation) {
            return !closers.contains(state.lastByte)
        }
        // `puts /x/`, `foo %w[a]`: after a bare name, a space before and none after.
        let isName = state.lastKindIs(.plain) || state.lastKindIs(.builtin) || state.lastKindIs(.property)
        let before = lexer.byte(at: lexer.position - 1)
        let after = lexer.peek(1)
        return isName && (before == 0x20 || before == 0x09) && after != 0x20 && after != 0x3D && after != 0x0A
    }
}
