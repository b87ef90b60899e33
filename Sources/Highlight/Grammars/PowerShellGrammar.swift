// PowerShell: keywords and operators are case-insensitive. `'...'` is literal (`''` inside),
// `"..."` expands `$var` and `$(...)` with backtick escapes (`""` inside); here-strings
// `@"`/`@'` end at a line starting with `"@`/`'@`. `-eq` and friends are operators, other
// `-Name` words parameters; `Verb-Noun` words are command calls; `[Type.Name]` is a type;
// `$env:PATH` a scoped variable, `$true`/`$false`/`$null` constants; `<# #>` block comments.

/// PowerShell 7.
struct PowerShellGrammar: Grammar {
    let language = Language(
        name: "PowerShell", aliases: ["powershell", "pwsh", "ps1", "posh", "psm1"], extensions: ["ps1", "psm1", "psd1"])

    static let words = WordList([
        .keyword: """
        begin break catch class clean configuration continue data default define do dynamicparam else elseif
        end enum exit filter finally for foreach from function hidden if in inlinescript parallel param
        process return sequence static switch throw trap try until using var while workflow
        """,
        .builtin: "echo cd ls dir cat cls copy del mkdir pwd rm mv cp sleep select sort measure tee gci gc iwr irm",
    ])
    static let operatorWords = WordList([
        .operator: """
        eq ne gt ge lt le like notlike match notmatch contains notcontains in notin replace split join and or
        not xor band bor bxor bnot shl shr is isnot as f ceq cne cgt cge clt cle clike cnotlike cmatch
        cnotmatch ccontains cnotcontains cin cnotin creplace csplit ieq ine igt ige ilt ile ilike inotlike
        imatch inotmatch icontains inotcontains iin inotin ireplace isplit
        """
    ])
    static let constants = WordList([.constant: "true false null"])
    static let numbers = NumberSyntax(separators: "", hasOctal: false, suffixStart: "lLdDkKmMgGtTpPuUsSnNyY")
    static let operators = ByteSet("+-*/%=<>!&|.:@$")
    static let typeBody = ByteSet.identifierBody.union(ByteSet("."))
    static let blockComment = BlockCommentSyntax(open: "<#", close: "#>")
    static let parameter = TokenKind("variable.parameter")
    static let subexpression = Interpolation(open: "$(", close: ")", nest: "(")

    /// String syntaxes by mode variant: literal, expandable, literal here-string, expandable
    /// here-string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "'", escape: nil, isMultiline: true),
        StringSyntax(close: "\"", escape: "`", isMultiline: true, interpolations: [subexpression], variableSigil: "$"),
        StringSyntax(close: "", escape: nil, isMultiline: true),
        StringSyntax(close: "", escape: "`", isMultiline: true, interpolations: [subexpression], variableSigil: "$"),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return string(&lexer)
            case Mode.blockComment: return lexer.continueBlockComment(Self.blockComment)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    /// Continues a string: a here-string ends at a line starting with its closer; a doubled
    /// quote inside an ordinary string is an escaped quote, so the string goes on.
    private func string(_ lexer: inout Lexer) {
        let variant = UInt8(lexer.modeVariant % Self.strings.count)
        if variant >= 2 {
            if lexer.position == lexer.lineStart, lexer.at(variant == 2 ? "'@" : "\"@") {
                lexer.emit(.string, length: 2)
                return lexer.pop()
            }
            return lexer.continueString(Self.strings[Int(variant)])
        }
        let depth = lexer.state.modes.count - 1
        lexer.continueString(Self.strings[Int(variant)])
        reopenDoubled(&lexer, variant: variant, depth: depth)
    }

    /// While a string closed right before another of its quotes (`''`, `""`), it goes on.
    private func reopenDoubled(_ lexer: inout Lexer, variant: UInt8, depth: Int) {
        let quote: UInt8 = variant == 0 ? 0x27 : 0x22
        while lexer.state.modes.count == depth, lexer.state.lastByte == quote, lexer.peek() == quote {
            lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
        }
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || lexer.scanBlockComment(Self.blockComment) || lexer.scanLineComment("#") { return }
        switch lexer.peek() {
        case 0x27, 0x22:
            let variant: UInt8 = lexer.peek() == 0x27 ? 0 : 1
            let depth = lexer.state.modes.count
            lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
            return reopenDoubled(&lexer, variant: variant, depth: depth)
        case 0x40:
            if at(&lexer) { return }
        case 0x24:
            if variable(&lexer) { return }
        case 0x2D:
            if dashWord(&lexer) { return }
        case 0x5B:
            if ByteSet.identifierStart.contains(lexer.peek(1)) {
                lexer.emit(.punctuation, length: 1)
                lexer.state.context = Context.typeName
                return
            }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    /// `@"` / `@'` here-strings (the opener ends its line) and `@name` splatting.
    private func at(_ lexer: inout Lexer) -> Bool {
        let quote = lexer.peek(1)
        if quote == 0x22 || quote == 0x27, lexer.skipSpaces(from: lexer.position + 2) >= lexer.contentEnd {
            let variant: UInt8 = quote == 0x27 ? 2 : 3
            lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 2, close: [])
            return true
        }
        guard let end = lexer.skipIdentifier(from: lexer.position + 1) else { return false }
        lexer.emit(.variable, to: end)
        return true
    }

    /// `$name`, `${any name}`, `$env:PATH`, `$_`, `$?`; `$true`, `$false`, `$null` are constants.
    private func variable(_ lexer: inout Lexer) -> Bool {
        guard var end = lexer.variableEnd(at: lexer.position) else { return false }
        if lexer.byte(at: end) == 0x3A, let scoped = lexer.skipIdentifier(from: end + 1) { end = scoped }
        let name = lexer.slice(lexer.position + 1, end)
        lexer.emit(Self.lowercasedKind(Self.constants, name) ?? .variable, to: end)
        return true
    }

    /// `-eq` (operator) or `-Path` (parameter).
    private func dashWord(_ lexer: inout Lexer) -> Bool {
        guard let end = lexer.skipIdentifier(from: lexer.position + 1) else { return false }
        let word = lexer.slice(lexer.position + 1, end)
        lexer.emit(Self.lowercasedKind(Self.operatorWords, word) ?? Self.parameter, to: end)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.typeName { return lexer.emit(.type, to: lexer.skip(Self.typeBody, from: end)) }
        let afterMember =
            lexer.state.lastKindIs(.operator) && (lexer.state.lastByte == 0x2E || lexer.state.lastByte == 0x3A)
        var end = end
        while !afterMember, lexer.byte(at: end) == 0x2D, ByteSet.identifierStart.contains(lexer.byte(at: end + 1)) {
            end = lexer.skip(.identifierBody, from: end + 1)
        }
        if context == Context.functionName {
            if lexer.byte(at: end) == 0x3A, lexer.skipIdentifier(from: end + 1) != nil {
                lexer.emit(.function, to: end + 1)
                lexer.state.context = Context.functionName
                return
            }
            return lexer.emit(.function, to: end)
        }
        let word = lexer.slice(lexer.position, end)
        if word.contains(0x2D) { return lexer.emit(.functionCall, to: end) }
        if afterMember { return lexer.emit(lexer.byte(at: end) == 0x28 ? .functionCall : .property, to: end) }
        guard let kind = Self.lowercasedKind(Self.words, word) else { return lexer.emit(.plain, to: end) }
        lexer.emit(kind, to: end)
        guard kind == .keyword else { return }
        if Self.lowercasedKind(Self.functionIntroducers, word) != nil { lexer.state.context = Context.functionName }
        if Self.lowercasedKind(Self.typeIntroducers, word) != nil { lexer.state.context = Context.typeName }
    }

    static let functionIntroducers = WordList([.keyword: "function filter workflow configuration"])
    static let typeIntroducers = WordList([.keyword: "class enum"])

    /// Looks a word up case-insensitively (ASCII), without allocating.
    static func lowercasedKind(_ list: WordList, _ word: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        guard word.count <= 32 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            for index in 0..<word.count {
                let byte = word[index]
                buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return list.kind(of: UnsafeBufferPointer(rebasing: buffer[0..<word.count]))
        }
    }
}
