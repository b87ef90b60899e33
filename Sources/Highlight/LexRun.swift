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
        while position < total {
            lineStart = position
            var end = position
            while end < total, bytes[end] != 0x0A { end += 1 }
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
                checkpoint(Checkpoint(offset: lineEnd, state: state, tokenCount: tokens.count))
            }
        }
    }
}

extension RandomAccessCollection where Element == RawToken, Index == Int {
    /// Converts raw tokens (ending offsets into `bytes`) to tokens with text; the first one
    /// starts at byte offset `start`.
    func tokens(in bytes: UnsafeBufferPointer<UInt8>, extraKinds: [TokenKind], startingAt start: Int = 0) -> [Token] {
        let interned = TokenKind.internedKinds
        var result: [Token] = []
        result.reserveCapacity(count)
        var start = start
        for raw in self {
            let end = Swift.min(raw.end, bytes.count)
            guard end > start else { continue }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let code = Int(raw.kind)
            let kind =
                code >= Int(LexState.extraSerial)
                ? extraKinds[code - Int(LexState.extraSerial)] : interned[code]
            result.append(Token(kind: kind, text: text))
            start = end
        }
        return result
    }
}
