extension Lexer {
    /// Emits the bytes from `position` to `end` as one token of `kind` and moves past them.
    /// Adjacent tokens of the same kind merge; a boundary inside a UTF-8 sequence moves forward.
    @inline(__always)
    public mutating func emit(_ kind: TokenKind, to end: Int) {
        // NB: inlined so a constant kind folds to its serial and the common case passes two
        // integers; comments and kinds that are not interned take the general path.
        let serial = kind.serial
        if serial != 0, serial != TokenKind.comment.serial, serial != TokenKind.docCommentSerial {
            emitSerial(serial, to: end)
        } else {
            emitGeneral(kind, to: end)
        }
    }

    /// `emit` for an interned kind that is not a comment: updates the last significant token.
    @inline(__always)
    mutating func emitSerial(_ serial: UInt16, to end: Int) {
        let end = tokenEnd(end)
        guard end > position else { return }
        append(serial, end)
        state.lastSerial = serial
        state.lastByte = bytes[end - 1]
        position = end
    }

    mutating func emitGeneral(_ kind: TokenKind, to end: Int) {
        let end = tokenEnd(end)
        guard end > position else { return }
        let code = kind.serial != 0 ? kind.serial : extraCode(kind)
        append(code, end)
        if !isComment(code, kind) {
            if code < LexState.extraSerial {
                state.lastSerial = code
            } else {
                state.lastSerial = LexState.extraSerial
                state.lastExtra = kind
            }
            state.lastByte = bytes[end - 1]
        }
        position = end
    }

    /// `end` clamped to the line and moved past the rest of a UTF-8 sequence it splits. Notes the
    /// line end when the token was cut by it or ends there inside what may be a longer character.
    @inline(__always)
    func tokenEnd(_ end: Int) -> Int {
        // NB: inside the line before an ASCII or leading byte (nearly always) it is one compare
        // and one load.
        if end < lineBound, bytes[end] & 0xC0 != 0x80 { return end }
        return tokenEndSlowly(end)
    }

    private func tokenEndSlowly(_ end: Int) -> Int {
        if end > lineBound {
            endProbe.pointee = true
            return lineBound
        }
        var end = end
        while end < lineBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if end == lineBound, end > 0, bytes[end - 1] >= 0x80 { endProbe.pointee = true }
        return end
    }

    /// Emits the next `length` bytes as `kind`.
    @inline(__always)
    public mutating func emit(_ kind: TokenKind, length: Int) {
        emit(kind, to: position + length)
    }

    /// Emits whitespace (plain) without changing `state.lastKind`.
    @inline(__always)
    public mutating func emitSpace(to end: Int) {
        let end = tokenEnd(end)
        guard end > position else { return }
        append(TokenKind.plain.serial, end)
        position = end
    }

    /// True for `comment` and its dotted refinements, which do not count as the last token.
    @inline(__always)
    private func isComment(_ code: UInt16, _ kind: TokenKind) -> Bool {
        if code == TokenKind.comment.serial || code == TokenKind.docCommentSerial { return true }
        return code >= LexState.extraSerial && kind.rawValue.hasPrefix("comment.")
    }

    private mutating func extraCode(_ kind: TokenKind) -> UInt16 {
        if let index = extraKinds.firstIndex(of: kind) { return LexState.extraSerial + UInt16(index) }
        guard extraKinds.count < 0x7FFF else { return TokenKind.plain.serial }
        extraKinds.append(kind)
        return LexState.extraSerial + UInt16(extraKinds.count - 1)
    }

    /// NB: the newest token is kept in `pendingKind`/`pendingEnd` so that merging adjacent
    /// same-kind tokens touches no array; it is appended when a different kind follows.
    @inline(__always)
    private mutating func append(_ kind: UInt16, _ end: Int) {
        if kind == pendingKind {
            pendingEnd = end
            return
        }
        if pendingKind != 0 { tokens.append(RawToken(kind: pendingKind, end: pendingEnd)) }
        pendingKind = kind
        pendingEnd = end
    }

    /// Moves the pending token into `tokens` (at the end of a run).
    mutating func flushPending() {
        if pendingKind != 0 { tokens.append(RawToken(kind: pendingKind, end: pendingEnd)) }
        pendingKind = 0
    }

    /// The innermost mode, or nil in top-level code.
    public var mode: Mode? { state.modes.last }

    /// The innermost mode's id, or 0 in top-level code (cheaper than `mode`: no copy).
    @inline(__always) public var modeID: UInt8 {
        state.modes.isEmpty ? 0 : state.modes[state.modes.count - 1].id
    }

    /// The innermost mode's variant, or 0 in top-level code.
    @inline(__always) public var modeVariant: Int {
        state.modes.isEmpty ? 0 : Int(state.modes[state.modes.count - 1].variant)
    }

    /// True when another mode fits under the depth cap.
    public var canPush: Bool { state.modes.count < LexState.maxDepth }

    /// Pushes a mode; returns false (and pushes nothing) at the depth cap.
    @discardableResult
    public mutating func push(_ mode: Mode) -> Bool {
        guard canPush else { return false }
        state.modes.append(mode)
        return true
    }

    /// Pops the innermost mode (nothing when the stack is empty).
    public mutating func pop() {
        if !state.modes.isEmpty { state.modes.removeLast() }
    }

    /// Replaces the innermost mode's nesting counter.
    public mutating func setDepth(_ depth: Int32) {
        if let last = state.modes.indices.last { state.modes[last].depth = depth }
    }

    /// Consumes one character (all its UTF-8 bytes) as `kind`; the engine's fallback.
    public mutating func emitCharacter(_ kind: TokenKind = .plain) {
        emit(kind, to: position + 1)
    }
}
