// YAML. A plain or quoted scalar followed by `:` is a key (property); other plain scalars are
// numbers, constants (`true`, `null`, `~`...) or strings. `&anchor` and `*alias` are variables,
// `!tag` types, `---` / `...` and `%directives` meta. A block scalar (`|`, `>-`...) pushes a mode
// holding the indentation of its key: following lines indented deeper (or blank) are string.
// The flow depth (`[`/`{` nesting) is kept in `state.context`, where `,` ends a plain scalar.

/// YAML.
struct YAMLGrammar: Grammar {
    let language = Language(name: "YAML", aliases: ["yaml", "yml"], extensions: ["yaml", "yml"])

    /// The block scalar mode; `depth` is the indentation its lines must exceed.
    static let blockScalar: UInt8 = 0xC4
    /// String syntaxes by mode variant: double-quoted, single-quoted (`''` escapes a quote).
    static let strings = [
        StringSyntax(close: "\"", isMultiline: true), StringSyntax(close: "'", escape: nil, isMultiline: true),
    ]
    static let constants = WordList([
        .constant: """
        true false yes no on off null True False Yes No On Off Null TRUE FALSE YES NO ON OFF NULL ~
        """
    ])
    static let flowIndicators = ByteSet(",[]{}")
    static let spaceOrEnd = ByteSet(" \t\r\n")
    static let nameStop = ByteSet(" \t\r\n,[]{}")
    static let blockHeader = ByteSet("-+0123456789")

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % 2])
        case Self.blockScalar: if blockLine(&lexer) { return }
        default: break
        }
        code(&lexer)
    }

    /// A line of a block scalar; false (with the mode popped) when the line ends it.
    private func blockLine(_ lexer: inout Lexer) -> Bool {
        guard lexer.position == lexer.lineStart, let mode = lexer.mode else { return false }
        if lexer.skip(.whitespace, from: lexer.position) >= lexer.lineEnd {
            lexer.emitSpace(to: lexer.lineEnd)
            return true
        }
        let indent = lexer.indentEnd - lexer.lineStart
        if indent > Int(mode.depth), !(mode.depth < 0 && isDocumentMarker(lexer)) {
            lexer.emitSpace(to: lexer.indentEnd)
            lexer.emit(.string, to: lexer.lineEnd)
            return true
        }
        lexer.pop()
        return false
    }

    private func isDocumentMarker(_ lexer: Lexer) -> Bool {
        guard lexer.position == lexer.lineStart, lexer.at("---") || lexer.at("...") else { return false }
        let next = lexer.peek(3)
        return next == 0 || Self.spaceOrEnd.contains(next)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        if isDocumentMarker(lexer) { return lexer.emit(.meta, length: 3) }
        let byte = lexer.peek()
        if lexer.position == lexer.lineStart, byte == 0x25 { return lexer.emit(.meta, to: lexer.contentEnd) }
        if byte == 0x23,
            lexer.position == lexer.lineStart || Self.spaceOrEnd.contains(lexer.byte(at: lexer.position - 1))
        {
            return lexer.emit(.comment, to: lexer.contentEnd)
        }
        let next = lexer.peek(1)
        let inFlow = lexer.state.context > 0
        let indicatorEnds =
            next == 0 || Self.spaceOrEnd.contains(next) || (inFlow && Self.flowIndicators.contains(next))
        switch byte {
        case 0x22, 0x27: return quoted(&lexer, quote: byte)
        case 0x2D where indicatorEnds, 0x3F where indicatorEnds, 0x3A where indicatorEnds:
            return lexer.emit(.punctuation, length: 1)
        case 0x5B, 0x7B:
            lexer.state.context = min(lexer.state.context + 1, 0xFFFF)
            return lexer.emit(.punctuation, length: 1)
        case 0x5D, 0x7D:
            if lexer.state.context > 0 { lexer.state.context -= 1 }
            return lexer.emit(.punctuation, length: 1)
        case 0x2C where inFlow: return lexer.emit(.punctuation, length: 1)
        case 0x26, 0x2A, 0x21:
            let end = lexer.skipNonSpace(from: lexer.position + 1, stop: Self.nameStop)
            return lexer.emit(byte == 0x21 ? .type : .variable, to: end)
        case 0x7C, 0x3E: if blockIndicator(&lexer) { return }
        default: break
        }
        plainScalar(&lexer, inFlow: inFlow)
    }

    /// `"..."` or `'...'`: a key when `:` follows it on this line, else a (multi-line) string.
    private func quoted(_ lexer: inout Lexer, quote: UInt8) {
        var index = lexer.position + 1
        let end = lexer.contentEnd
        while index < end {
            let byte = lexer.byte(at: index)
            if byte == 0x5C, quote == 0x22 {
                index += 2
            } else if byte == quote, quote == 0x27, lexer.byte(at: index + 1) == quote {
                index += 2
            } else if byte == quote {
                break
            } else {
                index += 1
            }
        }
        if index < end, isKeyColon(lexer, at: lexer.skipSpaces(from: index + 1)) {
            return lexer.emit(.property, to: index + 1)
        }
        let variant: UInt8 = quote == 0x22 ? 0 : 1
        lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
    }

    private func isKeyColon(_ lexer: Lexer, at index: Int) -> Bool {
        guard lexer.byte(at: index) == 0x3A else { return false }
        let next = lexer.byte(at: index + 1)
        return next == 0 || Self.spaceOrEnd.contains(next)
            || (lexer.state.context > 0 && Self.flowIndicators.contains(next))
    }

    /// `|`, `>`, `|-`, `>+2` where a value starts: pushes the block scalar mode.
    private func blockIndicator(_ lexer: inout Lexer) -> Bool {
        let last = lexer.state.lastByte
        let valueStart =
            lexer.state.lastKind == nil || lexer.state.lastKindIs(.type) || lexer.state.lastKindIs(.variable)
            || lexer.state.lastKindIs(.meta) || (lexer.state.lastKindIs(.punctuation) && (last == 0x3A || last == 0x2D))
        let end = lexer.skip(Self.blockHeader, from: lexer.position + 1)
        let after = lexer.byte(at: end)
        guard valueStart, after == 0 || Self.spaceOrEnd.contains(after) else { return false }
        let start = lexer.position
        lexer.emit(.operator, to: end)
        var column = lexer.indentEnd
        var lastDash = -1
        while lexer.byte(at: column) == 0x2D, Self.spaceOrEnd.contains(lexer.byte(at: column + 1)) {
            lastDash = column
            column = lexer.skipSpaces(from: column + 1)
        }
        var parent = column - lexer.lineStart
        if column >= start {
            parent = lastDash >= 0 ? lastDash - lexer.lineStart : -1
        }
        lexer.push(Mode(id: Self.blockScalar, depth: Int32(clamping: parent)))
        return true
    }

    /// A plain scalar up to `: `, ` #`, the line end (or a flow indicator inside `[]`/`{}`).
    private func plainScalar(_ lexer: inout Lexer, inFlow: Bool) {
        var index = lexer.position
        var end = index
        let lineEnd = lexer.contentEnd
        while index < lineEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x3A, isKeyColon(lexer, at: index), index > lexer.position {
                return lexer.emit(.property, to: end)
            }
            if byte == 0x23, index > lexer.position, Self.spaceOrEnd.contains(lexer.byte(at: index - 1)) { break }
            if inFlow, Self.flowIndicators.contains(byte) { break }
            index += 1
            if !Self.spaceOrEnd.contains(byte) { end = index }
        }
        let text = lexer.slice(lexer.position, end)
        if let kind = Self.constants.kind(of: text) { return lexer.emit(kind, to: end) }
        lexer.emit(Self.isNumber(text) ? .number : .string, to: max(end, lexer.position + 1))
    }

    /// YAML 1.2 core schema numbers: `12`, `-3.5e2`, `0x1F`, `0o17`, `.inf`, `-.Inf`, `.nan`.
    static func isNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if index < text.count, text[index] == 0x2B || text[index] == 0x2D { index += 1 }
        let rest = UnsafeBufferPointer(rebasing: text[index...])
        if rest.spells(".inf") || rest.spells(".Inf") || rest.spells(".INF") { return true }
        if index == 0, rest.spells(".nan") || rest.spells(".NaN") || rest.spells(".NAN") { return true }
        if index == 0, rest.count > 2, rest[0] == 0x30, rest[1] == 0x78 || rest[1] == 0x6F {
            let digits: ByteSet = rest[1] == 0x78 ? .hexDigits : .octalDigits
            return rest.dropFirst(2).allSatisfy { digits.contains($0) }
        }
        var digits = 0
        var seenDot = false
        var position = 0
        while position < rest.count {
            let byte = rest[position]
            if ByteSet.digits.contains(byte) {
                digits += 1
            } else if byte == 0x2E, !seenDot {
                seenDot = true
            } else {
                break
            }
            position += 1
        }
        guard digits > 0 else { return false }
        if position < rest.count, rest[position] | 0x20 == 0x65 {
            position += 1
            if position < rest.count, rest[position] == 0x2B || rest[position] == 0x2D { position += 1 }
            let exponentStart = position
            while position < rest.count, ByteSet.digits.contains(rest[position]) { position += 1 }
            if position == exponentStart { return false }
        }
        return position == rest.count
    }
}

extension Lexer {
    /// The index after the run of bytes not in `stop`, starting at `index`.
    func skipNonSpace(from index: Int, stop: ByteSet) -> Int {
        var index = index
        while index < lineEnd, !stop.contains(byte(at: index)) { index += 1 }
        return index
    }
}
