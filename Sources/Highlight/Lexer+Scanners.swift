// Shared scanners for whitespace, comments, identifiers and operators. Each returns false and
// consumes nothing when the text at `position` is not what it scans.

/// A block comment's delimiters, e.g. `/* */`, or `/* */` nesting as in Swift and Rust.
public struct BlockCommentSyntax: Sendable {
    /// The opening delimiter.
    public var open: [UInt8]
    /// The closing delimiter.
    public var close: [UInt8]
    /// True when comments nest (`/* /* */ */` is one comment).
    public var nests: Bool
    /// The kind to emit, `comment` unless refined (e.g. `comment.doc`).
    public var kind: TokenKind
    let first: UInt8

    /// Describes a block comment.
    public init(open: String, close: String, nests: Bool = false, kind: TokenKind = .comment) {
        self.open = Array(open.utf8)
        self.close = Array(close.utf8)
        self.nests = nests
        self.kind = kind
        first = self.open.first ?? 0
    }

    /// C's `/* ... */`.
    public static let c = BlockCommentSyntax(open: "/*", close: "*/")
    /// Swift's and Rust's nesting `/* ... */`.
    public static let nested = BlockCommentSyntax(open: "/*", close: "*/", nests: true)
}

extension Lexer {
    /// Emits a run of whitespace (plain).
    @inline(__always)
    public mutating func scanWhitespace() -> Bool {
        guard inLine(position), ByteSet.whitespace.contains(bytes[position]) else { return false }
        emitSpace(to: skip(.whitespace, from: position + 1))
        return true
    }

    /// The index of the line's terminator (`\n` or `\r\n`), or the line end.
    public var contentEnd: Int {
        var end = lineEnd
        if end > lineStart, bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
        return max(end, position)
    }

    /// Emits a comment from `prefix` to the end of the line, e.g. `scanLineComment("//")`.
    @inline(__always)
    public mutating func scanLineComment(_ prefix: StaticString, kind: TokenKind = .comment) -> Bool {
        guard at(prefix) else { return false }
        emit(kind, to: contentEnd)
        return true
    }

    /// Starts a block comment at `position` if it opens here; continues it across lines.
    @inline(__always)
    public mutating func scanBlockComment(_ syntax: BlockCommentSyntax, variant: UInt8 = 0) -> Bool {
        guard inLine(position), bytes[position] == syntax.first, matches(syntax.open, at: position) else {
            return false
        }
        push(Mode(id: Mode.blockComment, variant: variant, depth: 0))
        continueBlockComment(syntax, skipping: syntax.open.count)
        return true
    }

    /// Continues the block comment on top of the mode stack up to its close or the line end.
    public mutating func continueBlockComment(_ syntax: BlockCommentSyntax, skipping: Int = 0) {
        var index = position + skipping
        var depth = mode?.depth ?? 0
        let inMode = mode?.id == Mode.blockComment
        // NB: as in `continueString`, the line end needs no end probe while the comment's mode
        // (with its depth) carries on; a flat comment (no mode) does.
        while index < lineBound {
            if matches(syntax.close, at: index) {
                index += syntax.close.count
                if depth == 0 {
                    emit(syntax.kind, to: index)
                    if inMode { pop() }
                    return
                }
                depth -= 1
            } else if syntax.nests, matches(syntax.open, at: index) {
                index += syntax.open.count
                depth = min(depth + 1, Int32.max - 1)
            } else {
                index += 1
            }
        }
        if inMode { setDepth(depth) } else { endProbe.pointee = true }
        emit(syntax.kind, to: index)
    }

    /// The end of an identifier starting at `position`, or nil when none starts here.
    @inline(__always)
    public func identifierEnd(
        start: ByteSet = .identifierStart, body: ByteSet = .identifierBody
    ) -> Int? {
        guard inLine(position), start.contains(bytes[position]) else { return nil }
        return skip(body, from: position + 1)
    }

    /// Emits one bracket or separator (each alone, so interpolation depth counts stay right) or a
    /// run of operator bytes. A run stops before `//` or `/*` so comments are not swallowed.
    public mutating func scanOperator(
        _ operators: ByteSet = .operators, punctuation: ByteSet = .punctuation
    ) -> Bool {
        guard inLine(position) else { return false }
        let first = bytes[position]
        if punctuation.contains(first) {
            emit(.punctuation, length: 1)
            return true
        }
        guard operators.contains(first) else { return false }
        var index = position
        while inLine(index), operators.contains(bytes[index]) {
            if index > position, bytes[index] == 0x2F, inLine(index + 1),
                bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A
            {
                break
            }
            index += 1
        }
        emit(.operator, to: index)
        return true
    }

    /// If the innermost mode is an interpolation: counts its brackets and, at its closing
    /// bracket with depth 0, emits the closer and pops. Call first in a code step.
    public mutating func closeInterpolation() -> Bool {
        // NB: reads the top mode in place; copying a `Mode` would retain its delimiter array.
        let last = state.modes.count - 1
        guard last >= 0, inLine(position), state.modes[last].id == Mode.interpolation,
            state.modes[last].delimiter.count == 2
        else { return false }
        let byte = bytes[position]
        let close = state.modes[last].delimiter[0]
        let nest = state.modes[last].delimiter[1]
        let depth = state.modes[last].depth
        if byte == nest, nest != close {
            state.modes[last].depth = min(depth + 1, Int32.max - 1)
            return false
        }
        guard byte == close else { return false }
        if depth > 0 {
            state.modes[last].depth = depth - 1
            return false
        }
        emit(.interpolationDelimiter, length: 1)
        pop()
        return true
    }
}

extension TokenKind {
    /// The `${`, `\(`, `}` around code embedded in a string; falls back to punctuation.
    public static var interpolationDelimiter: TokenKind { TokenKind(rawValue: "punctuation.interpolation", serial: 23) }
}
