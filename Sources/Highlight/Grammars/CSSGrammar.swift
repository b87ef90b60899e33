// CSS and SCSS. Where a statement starts, the grammar decides what it is: an at-rule, a
// selector (outside any block, or when a `{` comes before the next `;` or `}` on the line: SCSS
// nesting) or a declaration `property: value`. The part being lexed and the brace depth live in
// `state.context` (part in the low 3 bits, depth above). SCSS adds `$variables`, `//` comments,
// `#{...}` interpolation (also inside strings), `@mixin name` / `@include name`, `%placeholders`.

/// CSS, or SCSS when `isSCSS`.
struct CSSGrammar: Grammar {
    let isSCSS: Bool
    let language: Language

    init(scss: Bool) {
        isSCSS = scss
        language =
            scss
            ? Language(name: "SCSS", aliases: ["scss", "sass"], extensions: ["scss", "sass"])
            : Language(name: "CSS", aliases: ["css"], extensions: ["css"])
    }

    /// What the tokens at the cursor belong to (low 3 bits of `state.context`).
    enum Part {
        static let start: UInt16 = 0
        static let selector: UInt16 = 1
        static let name: UInt16 = 2
        static let value: UInt16 = 3
        static let prelude: UInt16 = 4
        static let definedName: UInt16 = 5
        static let calledName: UInt16 = 6
    }

    static let interpolation = Interpolation(open: "#{", close: "}", nest: "{")
    /// String syntaxes by mode variant: CSS `"`, `'`; SCSS `"`, `'` with `#{}`.
    static let strings = [
        StringSyntax(close: "\""), StringSyntax(close: "'"),
        StringSyntax(close: "\"", interpolations: [interpolation]),
        StringSyntax(close: "'", interpolations: [interpolation]),
    ]
    static let numbers = NumberSyntax(
        separators: "", hasHex: false, hasOctal: false, hasBinary: false,
        suffixStart: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ%")
    static let nameStart = ByteSet.identifierStart.union(ByteSet("-"))
    static let nameBody = ByteSet.identifierBody.union(ByteSet("-"))
    static let operators = ByteSet("+-*/%=<>!~|^&?")
    static let punctuation = ByteSet("()[],;:")
    static let preludeWords = WordList([
        .keyword: "and or not only from to through in if else each for while return as with using of",
        .constant: "true false null",
    ])
    static let blockCommentStop = ByteSet("{};\"'")

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.blockComment: return lexer.continueBlockComment(.c)
        case Mode.interpolation:
            if lexer.closeInterpolation() { return }
            return token(&lexer, inInterpolation: true)
        default: token(&lexer, inInterpolation: false)
        }
    }

    private func setPart(_ lexer: inout Lexer, _ part: UInt16) {
        lexer.state.context = (lexer.state.context & ~7) | part
    }

    private func token(_ lexer: inout Lexer, inInterpolation: Bool) {
        if lexer.scanWhitespace() || lexer.scanBlockComment(.c) { return }
        if isSCSS, lexer.scanLineComment("//") { return }
        var part = inInterpolation ? Part.value : lexer.state.context & 7
        if part == Part.start {
            part = decide(lexer)
            setPart(&lexer, part)
        }
        let byte = lexer.peek()
        switch byte {
        case 0x22, 0x27:
            let variant = (byte == 0x22 ? 0 : 1) + (isSCSS ? 2 : 0)
            return lexer.beginString(Self.strings[variant], variant: UInt8(variant), openLength: 1)
        case 0x7B, 0x7D, 0x3B:
            lexer.emit(.punctuation, length: 1)
            if !inInterpolation { block(&lexer, byte) }
            return
        case 0x23 where isSCSS && lexer.peek(1) == 0x7B:
            guard lexer.canPush else { break }
            lexer.emit(.interpolationDelimiter, length: 2)
            lexer.push(Mode(id: Mode.interpolation, delimiter: [0x7D, 0x7B]))
            return
        case 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
                return atKeyword(&lexer, end: end, inInterpolation: inInterpolation)
            }
        case 0x24 where isSCSS:
            if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
                return lexer.emit(.variable, to: end)
            }
        case 0x21:
            if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
                return lexer.emit(.keyword, to: end)
            }
        default: break
        }
        if part == Part.selector { return selector(&lexer) }
        value(&lexer, part: part, inInterpolation: inInterpolation)
    }

    /// `{`, `}`, `;` update the depth and start a new statement.
    private func block(_ lexer: inout Lexer, _ byte: UInt8) {
        var depth = lexer.state.context >> 3
        if byte == 0x7B { depth = min(depth + 1, 0x1FFF) }
        if byte == 0x7D, depth > 0 { depth -= 1 }
        lexer.state.context = depth << 3
    }

    /// What a statement starting here is: selector or declaration (at-rules set their own part).
    private func decide(_ lexer: Lexer) -> UInt16 {
        let byte = lexer.peek()
        if byte == 0x40 { return Part.prelude }
        if isSCSS, byte == 0x24 { return Part.name }
        if lexer.state.context >> 3 == 0 { return Part.selector }
        var index = lexer.position
        let end = lexer.contentEnd
        var colonSpace = false
        while index < end {
            let next = lexer.byte(at: index)
            if isSCSS, next == 0x23, lexer.byte(at: index + 1) == 0x7B {
                // NB: the interpolation is lexed in its own mode, so this skip happens once.
                while index < end, lexer.byte(at: index) != 0x7D { index += 1 }
            } else if Self.blockCommentStop.contains(next) {
                return next == 0x7B ? Part.selector : Part.name
            }
            if next == 0x3A, ByteSet.whitespace.contains(lexer.byte(at: index + 1)) { colonSpace = true }
            index += 1
        }
        // NB: a line ending in `,` without `: ` or a terminator starts a selector list.
        var last = end
        while last > lexer.position, ByteSet.whitespace.contains(lexer.byte(at: last - 1)) { last -= 1 }
        return !colonSpace && lexer.byte(at: last - 1) == 0x2C ? Part.selector : Part.name
    }

    private func atKeyword(_ lexer: inout Lexer, end: Int, inInterpolation: Bool) {
        let word = lexer.slice(lexer.position + 1, end)
        lexer.emit(.keyword, to: end)
        guard !inInterpolation else { return }
        if word.spells("mixin") || word.spells("function") {
            setPart(&lexer, Part.definedName)
        } else if word.spells("include") || word.spells("extend") {
            setPart(&lexer, word.spells("include") ? Part.calledName : Part.selector)
        } else {
            setPart(&lexer, Part.prelude)
        }
    }

    private func selector(_ lexer: inout Lexer) {
        let byte = lexer.peek()
        if lexer.isAtNumber, lexer.scanNumber(Self.numbers) { return }
        if byte == 0x2E || byte == 0x23 || (isSCSS && byte == 0x25),
            let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody)
                ?? hyphenName(lexer, from: lexer.position + 1)
        {
            return lexer.emit(.type, to: end)
        }
        if byte == 0x3A {
            let start = lexer.peek(1) == 0x3A ? lexer.position + 2 : lexer.position + 1
            if let end = lexer.skipIdentifier(from: start, body: Self.nameBody) ?? hyphenName(lexer, from: start) {
                return lexer.emit(.attribute, to: end)
            }
        }
        if let end = name(lexer) {
            let isAttribute = lexer.state.lastKindIs(.punctuation) && lexer.state.lastByte == 0x5B
            return lexer.emit(isAttribute ? .attribute : .tag, to: end)
        }
        if !lexer.scanOperator(Self.operators, punctuation: Self.punctuation) { lexer.emit(.plain, length: 1) }
    }

    /// Declarations, values, at-rule preludes.
    private func value(_ lexer: inout Lexer, part: UInt16, inInterpolation: Bool) {
        let byte = lexer.peek()
        if byte == 0x3A, part == Part.name {
            lexer.emit(.punctuation, length: 1)
            return setPart(&lexer, Part.value)
        }
        if byte == 0x23, part != Part.name {
            let end = lexer.skip(.hexDigits, from: lexer.position + 1)
            if end > lexer.position + 1 { return lexer.emit(.number, to: end) }
        }
        if byte == 0x2D || byte == 0x2B, part != Part.name,
            ByteSet.digits.contains(lexer.peek(1)) || (lexer.peek(1) == 0x2E && ByteSet.digits.contains(lexer.peek(2)))
        {
            lexer.emit(.number, length: 1)
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = name(lexer) { return word(&lexer, end: end, part: part, inInterpolation: inInterpolation) }
        if !lexer.scanOperator(Self.operators, punctuation: Self.punctuation) { lexer.emit(.plain, length: 1) }
    }

    private func word(_ lexer: inout Lexer, end: Int, part: UInt16, inInterpolation: Bool) {
        let text = lexer.slice(lexer.position, end)
        let isCustom = text.count > 2 && text[0] == 0x2D && text[1] == 0x2D
        let next = lexer.byte(at: end)
        switch part {
        case Part.name: return lexer.emit(isCustom ? .variable : .property, to: end)
        case Part.definedName, Part.calledName:
            lexer.emit(part == Part.definedName ? .function : .functionCall, to: end)
            return setPart(&lexer, Part.prelude)
        default: break
        }
        if isCustom { return lexer.emit(.variable, to: end) }
        if next == 0x28 {
            lexer.emit(.functionCall, to: end)
            if text.spells("url") { url(&lexer) }
            return
        }
        if part == Part.prelude {
            if lexer.byte(at: lexer.skipSpaces(from: end)) == 0x3A { return lexer.emit(.property, to: end) }
            return lexer.emit(Self.preludeWords.kind(of: text) ?? .constant, to: end)
        }
        lexer.emit(.constant, to: end)
    }

    /// `url(` followed by an unquoted address: the address is a string.
    private func url(_ lexer: inout Lexer) {
        lexer.emit(.punctuation, length: 1)
        let first = lexer.byte(at: lexer.skipSpaces(from: lexer.position))
        guard first != 0x22, first != 0x27 else { return }
        var index = lexer.position
        while index < lexer.contentEnd, lexer.byte(at: index) != 0x29 { index += 1 }
        lexer.emit(.string, to: index)
    }

    /// The end of a CSS name (`color`, `-webkit-box`, `--custom`) at the cursor.
    private func name(_ lexer: Lexer) -> Int? {
        lexer.identifierEnd(body: Self.nameBody) ?? hyphenName(lexer, from: lexer.position)
    }

    /// A name starting with `-` or `--` at `from`.
    private func hyphenName(_ lexer: Lexer, from: Int) -> Int? {
        guard lexer.byte(at: from) == 0x2D else { return nil }
        var start = from + 1
        if lexer.byte(at: start) == 0x2D { start += 1 }
        guard ByteSet.identifierStart.contains(lexer.byte(at: start)) else { return nil }
        return lexer.skip(Self.nameBody, from: start)
    }
}
