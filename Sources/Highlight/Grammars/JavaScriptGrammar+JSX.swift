// JSX: one mode entry tracks a whole element tree. `depth` counts open elements; `variant` says
// where we are: children text, a tag name to come, attributes, or a closing tag. `{...}` in
// attributes and children pushes an interpolation whose inside is ordinary code, which may
// contain further JSX (a new mode entry, capped like every mode).

/// The JSX mode's id and variants.
enum JSXMode {
    static let id: UInt8 = Mode.firstGrammarID
    static let children: UInt8 = 0
    static let attributes: UInt8 = 1
    static let closingTag: UInt8 = 2
    static let tagName: UInt8 = 3
    static let nameBody = ByteSet.identifierBody.union(ByteSet("-.:$"))
    static let entityBody = ByteSet.identifierBody.union(ByteSet("#"))
    static let textStop = ByteSet("<{&")
}

extension JavaScriptGrammar {
    /// Starts JSX at `<` when a tag name or `>` (fragment) follows.
    func beginJSX(_ lexer: inout Lexer) -> Bool {
        let next = lexer.peek(1)
        guard next == 0x3E || (ByteSet.identifierStart.contains(next) && next < 0x80), lexer.canPush else {
            return false
        }
        if dialect.isTypeScript, isGenericParameterList(lexer) { return false }
        lexer.emit(.punctuation, length: 1)
        let variant = next == 0x3E ? JSXMode.attributes : JSXMode.tagName
        lexer.push(Mode(id: JSXMode.id, variant: variant, depth: 1))
        return true
    }

    /// TSX generic arrow functions: `<T,>(x: T) => x` and `<T extends U>(...)` are not JSX.
    private func isGenericParameterList(_ lexer: Lexer) -> Bool {
        guard let nameEnd = lexer.skipIdentifier(from: lexer.position + 1) else { return false }
        let next = lexer.skipSpaces(from: nameEnd)
        if lexer.byte(at: next) == 0x2C { return true }
        guard next > nameEnd, let wordEnd = lexer.skipIdentifier(from: next) else { return false }
        return lexer.slice(next, wordEnd).spells("extends")
    }

    /// One step inside JSX.
    func jsx(_ lexer: inout Lexer) {
        guard let mode = lexer.mode else { return }
        if mode.variant == JSXMode.children { return jsxChildren(&lexer, mode) }
        if lexer.scanWhitespace() || lexer.scanBlockComment(.c) { return }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[3], variant: 3, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[4], variant: 4, openLength: 1)
        case 0x7B: return openInterpolation(&lexer)
        case 0x2F where lexer.peek(1) == 0x3E:
            lexer.emit(.punctuation, length: 2)
            return closeElement(&lexer, mode)
        case 0x3E:
            lexer.emit(.punctuation, length: 1)
            if mode.variant == JSXMode.closingTag { return closeElement(&lexer, mode) }
            return setVariant(&lexer, JSXMode.children)
        default: break
        }
        guard let end = lexer.identifierEnd(body: JSXMode.nameBody) else {
            return lexer.emit(.operator, length: 1)
        }
        if mode.variant == JSXMode.attributes {
            lexer.emit(.attribute, to: end)
        } else {
            lexer.emit(.tag, to: end)
            if mode.variant == JSXMode.tagName { setVariant(&lexer, JSXMode.attributes) }
        }
    }

    private func jsxChildren(_ lexer: inout Lexer, _ mode: Mode) {
        switch lexer.peek() {
        case 0x7B: return openInterpolation(&lexer)
        case 0x3C where lexer.peek(1) == 0x2F:
            lexer.emit(.punctuation, length: 2)
            return setVariant(&lexer, JSXMode.closingTag)
        case 0x3C:
            lexer.emit(.punctuation, length: 1)
            lexer.setDepth(min(mode.depth + 1, Int32.max - 1))
            return setVariant(&lexer, lexer.peek() == 0x3E ? JSXMode.attributes : JSXMode.tagName)
        case 0x26:
            var end = lexer.skip(JSXMode.entityBody, from: lexer.position + 1)
            if lexer.byte(at: end) == 0x3B {
                end += 1
                return lexer.emit(.escape, to: end)
            }
        default: break
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !JSXMode.textStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emitSpace(to: index)
    }

    private func openInterpolation(_ lexer: inout Lexer) {
        lexer.emit(.interpolationDelimiter, length: 1)
        lexer.push(Mode(id: Mode.interpolation, delimiter: [0x7D, 0x7B]))
    }

    private func closeElement(_ lexer: inout Lexer, _ mode: Mode) {
        if mode.depth <= 1 {
            lexer.pop()
        } else {
            lexer.setDepth(mode.depth - 1)
            setVariant(&lexer, JSXMode.children)
        }
    }

    private func setVariant(_ lexer: inout Lexer, _ variant: UInt8) {
        if let last = lexer.state.modes.indices.last { lexer.state.modes[last].variant = variant }
    }
}
