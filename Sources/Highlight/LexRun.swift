// The engine loop: split the bytes into lines, let the grammar step over each line, and report
// a checkpoint (state, token count) after every finished line so lexing can resume there.

/// Where lexing can resume: after a finished line.
struct Checkpoint: Sendable {
    /// Byte offset just after the line's `\n`.
    var offset: Int
    /// The state at that offset.
    var state: LexState
    /// How many raw tokens existed then, and where the last one ended.
    var tokenCount: Int
}

extension Lexer {
    /// Lexes from `position` to the end of the bytes with `grammar`, calling `checkpoint` after
    /// each line that ends in `\n`.
    mutating func run<G: Grammar>(_ grammar: G, checkpoint: (Checkpoint) -> Void) {
        let total = bytes.count
        resumePending()
        while position < total {
            lineStart = position
            let end = Self.newline(in: bytes, from: position)
            lineEnd = end < total ? end + 1 : total
            if let last = state.modes.indices.last, state.modes[last].id == Mode.pendingHeredoc {
                state.modes[last].id = Mode.heredoc
            }
            indentEnd = skipSpaces(from: lineStart)
            lineMemo = 0
            while position < lineEnd {
                let before = position
                grammar.step(&self)
                if position <= before { emitCharacter() }
            }
            if end < total {
                checkpoint(Checkpoint(offset: lineEnd, state: state, tokenCount: tokenCount))
            }
        }
        flushPending()
    }

    /// The index of the first `\n` at or after `start`, or `bytes.count`.
    @inline(__always)
    static func newline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let total = bytes.count
        var index = start
        // NB: eight bytes at a time: a byte equal to 0x0A becomes zero after the XOR, and the
        // classic "has a zero byte" test finds it; then the bytes are checked one by one.
        while index + 8 <= total {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < total, base[index] != 0x0A { index += 1 }
        return index
    }
}

extension RandomAccessCollection where Element == RawToken, Index == Int {
    /// Converts raw tokens (ending offsets into `bytes`) to tokens with text; the first one
    /// starts at byte offset `start`.
    func tokens(in bytes: UnsafeBufferPointer<UInt8>, extraKinds: [TokenKind], startingAt start: Int = 0) -> [Token] {
        if let tokens = withContiguousStorageIfAvailable({
            Self.convert($0, bytes, extraKinds, start)
        }) {
            return tokens
        }
        return Array(self).withUnsafeBufferPointer { Self.convert($0, bytes, extraKinds, start) }
    }

    private static func convert(
        _ raws: UnsafeBufferPointer<RawToken>, _ bytes: UnsafeBufferPointer<UInt8>, _ extraKinds: [TokenKind],
        _ start: Int
    ) -> [Token] {
        let interned = TokenKind.internedKinds
        var table = [TokenTextEntry](repeating: TokenTextEntry(), count: TokenTextCache.size(tokens: raws.count))
        return table.withUnsafeMutableBufferPointer { table in
            // NB: written in place (no per-token `append` bookkeeping); at most one token per raw token.
            [Token](unsafeUninitializedCapacity: raws.count) { buffer, initialized in
                initialized = 0
                guard let base = buffer.baseAddress else { return }
                var start = start
                for raw in raws {
                    let end = Swift.min(raw.end, bytes.count)
                    guard end > start else { continue }
                    let text = TokenTextCache.text(bytes, start, end, table)
                    let code = Int(raw.kind)
                    let kind =
                        code >= Int(LexState.extraSerial)
                        ? extraKinds[code - Int(LexState.extraSerial)]
                        : TokenKind.literal(serial: raw.kind) ?? interned[code]
                    (base + initialized).initialize(to: Token(kind: kind, text: text))
                    initialized += 1
                    start = end
                }
            }
        }
    }
}
