// Strings: `beginString` emits the opener and pushes a `Mode.string` whose `variant` is the
// syntax's index in the grammar's table and whose `delimiter` is the closer; `continueString`
// runs to the closer, an escape, an interpolation opener or the line end. A string that is not
// multi-line ends at a line end that has no escape before it. At the end of the input the mode
// simply stays open, so colours never flip when the closing quote arrives later.

extension Lexer {
    /// Emits `openLength` opener bytes as the string's kind, pushes the string mode (`variant`
    /// indexes the grammar's syntaxes; `close` overrides `syntax.close`), and continues it.
    public mutating func beginString(
        _ syntax: StringSyntax, variant: UInt8, openLength: Int, close: [UInt8]? = nil
    ) {
        let closer = close ?? syntax.close
        emit(syntax.kind, to: position + openLength)
        guard push(Mode(id: Mode.string, variant: variant, delimiter: closer)) else {
            flatString(syntax, close: closer)
            return
        }
        continueString(syntax)
    }

    /// At the depth cap: the string is lexed to its closer on this line without modes.
    private mutating func flatString(_ syntax: StringSyntax, close: [UInt8]) {
        var index = position
        while index < contentEnd, !matches(close, at: index) {
            index += bytes[index] == syntax.escape ? 2 : 1
        }
        emit(syntax.kind, to: min(index + close.count, lineEnd))
    }

    /// Continues the string on top of the mode stack; returns after its closer, at an
    /// interpolation (with the interpolation mode pushed), or at the line end.
    public mutating func continueString(_ syntax: StringSyntax) {
        let last = state.modes.count - 1
        guard last >= 0, state.modes[last].id == Mode.string else { return }
        let delimiter = state.modes[last].delimiter
        var special = syntax.special
        if let first = delimiter.first { special.insert(first) }
        var index = position
        // NB: a multi-line string running into the line end sets no end probe: its mode stays on
        // the stack, so lexing resumed there goes on as this loop would have (every grammar
        // resumes such strings on the next line). One-line strings never resume mid-line in a
        // one-shot run, so some grammars lex something else first there: they set the probe.
        while index < lineBound {
            guard special.contains(bytes[index]) else {
                index += 1
                continue
            }
            switch stringEvent(at: index, syntax, delimiter) {
            case .text: index += 1
            case .emitted: index = position
            case .left: return
            }
        }
        if !syntax.isMultiline { endProbe.pointee = true }
        emit(syntax.kind, to: index)
    }

    private enum StringEvent {
        /// The byte is ordinary string text.
        case text
        /// Text up to the byte and a token for it were emitted; the string goes on.
        case emitted
        /// The string ended or an interpolation was entered.
        case left
    }

    /// Handles a special byte inside a string: closer, interpolation, doubled brace, escape,
    /// variable, line end.
    private mutating func stringEvent(at index: Int, _ syntax: StringSyntax, _ delimiter: [UInt8]) -> StringEvent {
        let byte = bytes[index]
        if !delimiter.isEmpty, matches(delimiter, at: index) {
            emit(syntax.kind, to: index + delimiter.count)
            pop()
            return .left
        }
        if let event = interpolationEvent(at: index, syntax) { return event }
        let doubledClose = syntax.interpolations.first.map { $0.doubledIsEscape && $0.close == byte } ?? false
        if doubledClose, self.byte(at: index + 1) == byte {
            emit(syntax.kind, to: index)
            emit(.escape, length: 2)
            return .emitted
        }
        if byte == syntax.escape {
            emit(syntax.kind, to: index)
            scanEscape()
            return .emitted
        }
        if byte == syntax.variableSigil, let end = variableEnd(at: index) {
            emit(syntax.kind, to: index)
            emit(.variable, to: end)
            return .emitted
        }
        if byte == 0x0A, !syntax.isMultiline {
            emit(syntax.kind, to: index + 1)
            pop()
            return .left
        }
        return .text
    }

    /// An interpolation opener (or its doubled escape form) at `index`, if there is one.
    private mutating func interpolationEvent(at index: Int, _ syntax: StringSyntax) -> StringEvent? {
        guard let interpolation = syntax.interpolations.first(where: { matches($0.open, at: index) }) else {
            return nil
        }
        let count = interpolation.open.count
        if interpolation.doubledIsEscape, matches(interpolation.open, at: index + count) {
            emit(syntax.kind, to: index)
            emit(.escape, length: count * 2)
            return .emitted
        }
        guard canPush else { return nil }
        emit(syntax.kind, to: index)
        emit(.interpolationDelimiter, length: count)
        push(
            Mode(
                id: Mode.interpolation, variant: interpolation.variant,
                delimiter: [interpolation.close, interpolation.nest]))
        return .left
    }

    /// Emits an escape sequence at `position`: `\n`, `\x41`, `\u{1F600}`, `\u0041`, `\101`, or a
    /// backslash before a line end (a continuation).
    public mutating func scanEscape() {
        var index = position + 2
        switch peek(1) {
        case 0x78: index = skip(.hexDigits, from: index, limit: 2)
        case 0x75 where peek(2) == 0x7B:
            index = skip(.hexDigits, from: index + 1, limit: 8)
            if byte(at: index) == 0x7D { index += 1 }
        case 0x75: index = skip(.hexDigits, from: index, limit: 4)
        case 0x55: index = skip(.hexDigits, from: index, limit: 8)
        case 0x30...0x37: index = skip(.octalDigits, from: index - 1, limit: 3)
        case 0x0D where peek(2) == 0x0A: index += 1
        default: break
        }
        emit(.escape, to: index)
    }

    /// The end of a shell/PHP-style variable `$name`, `${name}`, `$1`, `$@` at `index`, or nil.
    public func variableEnd(at index: Int) -> Int? {
        let next = byte(at: index + 1)
        if ByteSet.identifierStart.contains(next), next < 0x80 {
            return skip(.identifierBody, from: index + 2)
        }
        if next == 0x7B {
            var end = index + 2
            // NB: bounded so that `${${${...` without braces stays linear.
            while end < index + 256, inLine(end), bytes[end] != 0x7D, bytes[end] != 0x0A { end += 1 }
            return inLine(end) && bytes[end] == 0x7D ? end + 1 : nil
        }
        return ByteSet.specialVariables.contains(next) ? index + 2 : nil
    }

    /// The index after at most `limit` bytes of `set` starting at `index`.
    public func skip(_ set: ByteSet, from index: Int, limit: Int) -> Int {
        var end = index
        while end - index < limit, inLine(end), set.contains(bytes[end]) { end += 1 }
        return end
    }
}
