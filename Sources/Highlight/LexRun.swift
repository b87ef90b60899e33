// The engine loop: split the bytes into lines, let the grammar step over each line, and report
// a checkpoint after every finished line so lexing can resume there. In the last line, when it
// has no `\n` yet (a streamed text), it also keeps the state before the first step that looked
// at the line end (the end probe, see Lexer.swift): the steps before it give the same tokens
// whatever bytes come next, so streaming resumes there instead of at the line start.

/// Where lexing can resume: a line start, or a step boundary inside the unfinished last line.
struct Checkpoint: Sendable {
    /// Byte offset of the next step.
    var offset: Int
    /// The start of the line that `offset` is in, and its `lineMemo` there.
    var lineStart: Int
    var lineMemo: Int
    /// The state at that offset.
    var state: LexState
    /// How many raw tokens were finished, and where the last of them ends (0: none).
    var tokenCount: Int
    var finishedEnd: Int
    /// The newest token (kind 0: none), which may still grow by merging.
    var pendingKind: UInt16
    var pendingEnd: Int
}

/// A checkpoint in top-level code (no modes, no uninterned last kind): integers only.
private struct StepMark {
    var offset = 0, lineMemo = 0, runTokens = 0, pendingEnd = 0
    var pendingKind: UInt16 = 0, lastSerial: UInt16 = 0, context: UInt16 = 0
    var lastByte: UInt8 = 0

    /// NB: notes the run's own token count only; the finished count and end are worked out in
    /// `store` (the run's buffer only grows), which runs once where this runs before every step.
    init(_ lexer: Lexer) {
        (offset, lineMemo, pendingEnd, runTokens) = (
            lexer.position, lexer.lineMemo, lexer.pendingEnd, lexer.tokens.count
        )
        (pendingKind, lastSerial, context) = (
            lexer.pendingKind, lexer.state.lastSerial, lexer.state.context
        )
        lastByte = lexer.state.lastByte
    }

    init() {}

    /// Writes the mark into `checkpoint` in place.
    /// NB: assigning a whole new checkpoint would destroy the old one, which costs more than
    /// the mark (its state's array and optional kind go through release calls).
    func store(
        into checkpoint: inout Checkpoint, lineStart: Int, base: Int, baseEnd: Int,
        tokens: RawTokenBuffer
    ) {
        let finishedEnd = runTokens > 0 ? tokens.base[runTokens - 1].end : baseEnd
        (checkpoint.offset, checkpoint.lineStart, checkpoint.lineMemo) = (
            offset, lineStart, lineMemo
        )
        (checkpoint.tokenCount, checkpoint.finishedEnd) = (base + runTokens, finishedEnd)
        (checkpoint.pendingKind, checkpoint.pendingEnd) = (pendingKind, pendingEnd)
        (checkpoint.state.lastSerial, checkpoint.state.context, checkpoint.state.lastByte) = (
            lastSerial, context, lastByte
        )
        if !checkpoint.state.modes.isEmpty { checkpoint.state.modes = [] }
        if checkpoint.state.lastExtra != nil { checkpoint.state.lastExtra = nil }
    }
}

extension Checkpoint {
    /// The start of a text.
    static var start: Checkpoint {
        Checkpoint(
            offset: 0, lineStart: 0, lineMemo: 0, state: LexState(), tokenCount: 0, finishedEnd: 0,
            pendingKind: 0,
            pendingEnd: 0)
    }
}

/// What streaming keeps between runs: a checkpoint after each finished line and one inside the
/// unfinished last line (`tail`, when `hasTail`), valid while the bytes before `tailDataEnd`
/// (the text's end when it was taken) stay.
struct StreamRecord: Sendable {
    var lineCheckpoints: [Checkpoint] = []
    var tail = Checkpoint.start
    var hasTail = false
    var tailDataEnd = 0

    /// Forgets what a change after byte `common` invalidates and leaves the checkpoint to resume
    /// from in `tail`: the tail itself while valid, else the last line checkpoint kept, else the
    /// start.
    mutating func prepareResume(keepingBytes common: Int) {
        // NB: checkpoints are read in place; copying one out would retain its state's arrays.
        while !lineCheckpoints.isEmpty, lineCheckpoints[lineCheckpoints.count - 1].offset > common {
            lineCheckpoints.removeLast()
        }
        defer { hasTail = false }
        if hasTail, common >= tailDataEnd { return }
        tail = lineCheckpoints.isEmpty ? .start : lineCheckpoints[lineCheckpoints.count - 1]
    }
}

// NB: checkpoints are moved `inout` and never wrapped in Optionals: destroying an optional
// checkpoint goes through generic value witnesses, which cost more than lexing a token.
extension Lexer {
    /// Moves to the record's tail (taking its state) to lex on from there, recording in it.
    mutating func resume(recordingIn record: UnsafeMutablePointer<StreamRecord>) {
        resumesMidLine = restore(&record.pointee.tail)
        stream = record
    }

    /// Lexes from `position` to the end of the bytes with `grammar`. When streaming, records a
    /// checkpoint after each line that ends in `\n` and, when the last line has none, the tail.
    mutating func runLines<G: Grammar>(_ grammar: G) {
        if let stream { return runKeepingLines(grammar, stream) }
        let total = bytes.count
        while position < total {
            startLine()
            let end = Self.newline(in: bytes, from: position)
            lineBound = end < total ? end + 1 : total
            indentEnd = skipSpaces(from: lineStart)
            while position < lineBound {
                let before = position
                grammar.step(&self)
                if position <= before { emitCharacter() }
            }
        }
        flushPending()
    }

    private mutating func runKeepingLines<G: Grammar>(
        _ grammar: G, _ stream: UnsafeMutablePointer<StreamRecord>
    ) {
        let total = bytes.count
        var midLine = resumesMidLine
        while position < total {
            if !midLine { startLine() }
            midLine = false
            let end = Self.newline(in: bytes, from: position)
            lineBound = end < total ? end + 1 : total
            indentEnd = skipSpaces(from: lineStart)
            if end == total {
                lastLine(grammar, stream)
                stream.pointee.hasTail = true
                break
            }
            while position < lineBound {
                let before = position
                grammar.step(&self)
                if position <= before { emitCharacter() }
            }
            keepLine(stream)
        }
        stream.pointee.tailDataEnd = total
        flushPending()
    }

    /// Records the checkpoint after a finished line.
    private func keepLine(_ stream: UnsafeMutablePointer<StreamRecord>) {
        // NB: four-fold growth: a streamed block grows to its size a line at a time.
        let capacity = stream.pointee.lineCheckpoints.capacity
        if stream.pointee.lineCheckpoints.count == capacity {
            stream.pointee.lineCheckpoints.reserveCapacity(max(64, capacity * 4))
        }
        stream.pointee.lineCheckpoints.append(snapshot(lineStart: position))
    }

    /// Lexes the unfinished last line; sets `tail` to the state before the first step that
    /// looked at the line end (the line start at worst).
    private mutating func lastLine<G: Grammar>(
        _ grammar: G, _ stream: UnsafeMutablePointer<StreamRecord>
    ) {
        endProbe.pointee = false
        var mark = StepMark()
        var marked = false
        while position < lineBound {
            if !endProbe.pointee { marked = resumePoint(stream, &mark) }
            let before = position
            grammar.step(&self)
            if position <= before { emitCharacter() }
        }
        // NB: a string or comment still open at the end resumes right there.
        if !endProbe.pointee { marked = resumePoint(stream, &mark) }
        if marked {
            mark.store(
                into: &stream.pointee.tail, lineStart: lineStart, base: tokenBase,
                baseEnd: tokenBaseEnd, tokens: tokens)
        }
    }

    /// Notes where lexing can resume now: in top-level code a mark of a few integers (cheaper
    /// than copying the state with its arrays before every step, true); otherwise the tail.
    private func resumePoint(_ stream: UnsafeMutablePointer<StreamRecord>, _ mark: inout StepMark)
        -> Bool
    {
        if state.modes.isEmpty, state.lastExtra == nil {
            mark = StepMark(self)
            return true
        }
        stream.pointee.tail = snapshot(lineStart: lineStart)
        return false
    }

    private mutating func startLine() {
        lineStart = position
        lineMemo = 0
        if let last = state.modes.indices.last, state.modes[last].id == Mode.pendingHeredoc {
            state.modes[last].id = Mode.heredoc
        }
    }

    /// The lexer's resumable state now, in the line starting at `lineStart` (`position` at a line end).
    private func snapshot(lineStart: Int) -> Checkpoint {
        Checkpoint(
            offset: position, lineStart: lineStart, lineMemo: lineStart == position ? 0 : lineMemo,
            state: state, tokenCount: finishedCount,
            finishedEnd: finishedEnd, pendingKind: pendingKind, pendingEnd: pendingEnd)
    }

    /// Moves to `checkpoint` (taking its state) with no tokens of its own yet; returns true when
    /// that is inside a line.
    private mutating func restore(_ checkpoint: inout Checkpoint) -> Bool {
        (position, lineStart, lineMemo) = (
            checkpoint.offset, checkpoint.lineStart, checkpoint.lineMemo
        )
        swap(&state, &checkpoint.state)
        (tokenBase, tokenBaseEnd) = (checkpoint.tokenCount, checkpoint.finishedEnd)
        (pendingKind, pendingEnd) = (checkpoint.pendingKind, checkpoint.pendingEnd)
        return checkpoint.offset > checkpoint.lineStart
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
            let word =
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                ^ 0x0A0A_0A0A_0A0A_0A0A
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < total, base[index] != 0x0A { index += 1 }
        return index
    }
}
