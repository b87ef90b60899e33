// Perl quote-like constructs in one grammar mode: `delimiter` is [opener, closer] (equal for
// `/.../`, different and nesting for `{...}`), `depth` counts nested openers, `variant` holds
// `QuoteFlag` bits. `s{...}{...}` and `tr/a/b/` have a second part: with bracket delimiters the
// second opener may follow after spaces or on a later line.

/// Variant bits of `PerlGrammar.PerlMode.quote`.
enum QuoteFlag {
    /// `$x` and `@x` inside are variables; `\n` escapes are marked (strings only).
    static let interpolates: UInt8 = 1
    /// The body is a regex (`m`, `qr`, `s`, `tr`, `y`, `/.../`).
    static let regex: UInt8 = 2
    /// A replacement part follows the first (`s`, `tr`, `y`).
    static let hasSecondPart: UInt8 = 4
    /// The first part of a bracketed `s{}{}` ended; waiting for the second opener.
    static let awaitingOpener: UInt8 = 8

    static let words = WordList([
        .string: "q qw", .escape: "qq qx", .regex: "m qr", .keyword: "s", .operator: "tr y",
    ])

    /// The flags of a quote-like operator word, or nil when the word is not one.
    static func flags(of word: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard word.count <= 2, let kind = words.kind(of: word) else { return nil }
        if kind == .string { return 0 }
        if kind == .escape { return interpolates }
        if kind == .regex { return interpolates | regex }
        if kind == .keyword { return interpolates | regex | hasSecondPart }
        return regex | hasSecondPart
    }
}

extension PerlGrammar {
    static let notDelimiters = ByteSet("=,;)]}>")
    static let notAdjacentDelimiters = ByteSet(";)]}>")
    static let regexFlags = ByteSet(range: 0x61...0x7A)

    /// The index of the delimiter after a quote-like word ending at `end`, or nil when the word
    /// is used as a name (`s => 1`, `$h{q}`, `y , 2`).
    func quoteDelimiter(_ lexer: Lexer, end: Int) -> Int? {
        let index = lexer.skipSpaces(from: end)
        let byte = lexer.byte(at: index)
        guard index < lexer.contentEnd, !ByteSet.identifierBody.contains(byte) else { return nil }
        if index > end { return byte == 0x23 || Self.notDelimiters.contains(byte) ? nil : index }
        // NB: directly after the word, `,` and `=` delimit too (`s,a,b,`, `m=x=`), as in perl.
        let next = lexer.byte(at: index + 1)
        if byte == 0x3D, next == 0x3E || next == 0x3D || next == 0x7E { return nil }
        return Self.notAdjacentDelimiters.contains(byte) ? nil : index
    }

    /// The closer for an opener: brackets pair up, anything else closes itself.
    static func closer(of open: UInt8) -> UInt8 {
        switch open {
        case 0x28: 0x29
        case 0x5B: 0x5D
        case 0x7B: 0x7D
        case 0x3C: 0x3E
        default: open
        }
    }

    /// Emits the prefix and opener at `delimiter` and enters the quote mode.
    func beginQuote(_ lexer: inout Lexer, delimiter: Int, flags: UInt8) {
        let open = lexer.byte(at: delimiter)
        let kind: TokenKind = flags & QuoteFlag.regex != 0 ? .regex : .string
        lexer.emit(kind, to: delimiter + 1)
        guard lexer.push(Mode(id: PerlMode.quote, variant: flags, delimiter: [open, Self.closer(of: open)])) else {
            return lexer.emit(kind, to: lexer.contentEnd)
        }
    }

    /// Continues the quote on top of the stack to its closer or the line end.
    func continueQuote(_ lexer: inout Lexer) {
        guard let current = lexer.mode, current.delimiter.count == 2 else {
            lexer.pop()
            return code(afterQuote: &lexer)
        }
        if current.variant & QuoteFlag.awaitingOpener != 0 { return awaitOpener(&lexer, current) }
        let open = current.delimiter[0]
        let close = current.delimiter[1]
        let kind: TokenKind = current.variant & QuoteFlag.regex != 0 ? .regex : .string
        let interpolates = current.variant & QuoteFlag.interpolates != 0
        var depth = current.depth
        var index = lexer.position
        while index < lexer.lineEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x5C, interpolates, kind == .string {
                lexer.emit(kind, to: index)
                lexer.scanEscape()
                index = lexer.position
            } else if byte == 0x5C {
                index += 2
            } else if byte == close, depth == 0 {
                lexer.emit(kind, to: index + 1)
                return endPart(&lexer, current, kind: kind)
            } else if byte == close || byte == open {
                depth += byte == open ? 1 : -1
                index += 1
            } else if interpolates, byte == 0x24 || byte == 0x40, let end = Self.variableEnd(lexer, at: index) {
                lexer.emit(kind, to: index)
                lexer.emit(.variable, to: end)
                index = end
            } else {
                index += 1
            }
        }
        lexer.setDepth(min(depth, Int32.max - 1))
        lexer.emit(kind, to: index)
    }

    /// `$name`, `${name}`, `@name`, `$Foo::bar` inside an interpolating quote.
    static func variableEnd(_ lexer: Lexer, at index: Int) -> Int? {
        let next = lexer.byte(at: index + 1)
        if ByteSet.identifierStart.contains(next), next < 0x80 {
            return packageEnd(lexer, from: lexer.skip(.identifierBody, from: index + 2))
        }
        guard lexer.byte(at: index) == 0x24, next == 0x7B,
            let name = lexer.skipIdentifier(from: index + 2), lexer.byte(at: name) == 0x7D
        else { return nil }
        return name + 1
    }

    /// After a part's closer: start the second part, or take the regex flags and leave.
    private func endPart(_ lexer: inout Lexer, _ current: Mode, kind: TokenKind) {
        let top = lexer.state.modes.count - 1
        if current.variant & QuoteFlag.hasSecondPart != 0 {
            var variant = current.variant & ~QuoteFlag.hasSecondPart
            if current.delimiter[0] != current.delimiter[1] { variant |= QuoteFlag.awaitingOpener }
            lexer.state.modes[top].variant = variant
            lexer.state.modes[top].depth = 0
            return
        }
        if kind == .regex { lexer.emit(.regex, to: lexer.skip(Self.regexFlags, from: lexer.position)) }
        lexer.pop()
    }

    /// Between `s{...}` and `{...}`: spaces, then the second opener (on this or a later line).
    private func awaitOpener(_ lexer: inout Lexer, _ current: Mode) {
        if lexer.scanWhitespace() { return }
        let open = lexer.peek()
        let top = lexer.state.modes.count - 1
        guard open != 0, !Self.notDelimiters.contains(open), !ByteSet.identifierBody.contains(open) else {
            lexer.pop()
            return code(afterQuote: &lexer)
        }
        lexer.state.modes[top].variant = current.variant & ~QuoteFlag.awaitingOpener
        lexer.state.modes[top].delimiter = [open, Self.closer(of: open)]
        lexer.emit(.regex, length: 1)
    }

    /// Lexes code after an abandoned quote, so the step still emits a token.
    private func code(afterQuote lexer: inout Lexer) {
        if lexer.isAtLineEnd { return }
        step(&lexer)
    }
}
