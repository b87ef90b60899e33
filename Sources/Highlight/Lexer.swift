// The lexer cursor. A grammar's `step` looks at the bytes from `position` and emits one or more
// tokens with the shared scanners, pushing and popping modes. The engine feeds it one line at
// a time (the line's bytes include its `\n`), and nothing past the line end is visible, which
// is what makes lexing resumable from any line-end state.
//
// Streaming also resumes inside the unfinished last line. A step's outcome there can change
// when more bytes arrive only if it looked at where the line ends: a scan that stopped at the
// end, a `peek` past it, a read of `lineEnd`. Every such look sets the end probe (precisely in
// the engine's scanners, conservatively on any grammar read of `lineEnd` or `contentEnd`), so
// the state before the first step that set it is a safe place to resume (LexRun.swift).

/// A raw token in the engine: its kind and the byte offset where it ends.
struct RawToken: Sendable, Equatable {
    /// NB: packed into one word (kind in the top 16 bits, end in the low 48) so that the raw
    /// token array of a large text is half the memory traffic.
    private var bits: UInt64

    /// Makes a raw token; `end` must be below 2^48.
    init(kind: UInt16, end: Int) {
        bits = UInt64(kind) << 48 | UInt64(truncatingIfNeeded: end) & RawToken.endMask
    }

    private static var endMask: UInt64 { 0xFFFF_FFFF_FFFF }

    /// A kind's serial number, or `LexState.extraSerial + i` for `extraKinds[i]`.
    var kind: UInt16 { UInt16(truncatingIfNeeded: bits >> 48) }

    /// The byte offset where the token ends.
    var end: Int {
        get { Int(truncatingIfNeeded: bits & RawToken.endMask) }
        set { bits = bits & ~RawToken.endMask | UInt64(truncatingIfNeeded: newValue) & RawToken.endMask }
    }
}

/// The cursor a grammar drives: bytes of the current line, the position, the state, and the
/// tokens emitted so far.
public struct Lexer {
    /// The whole text's bytes; only `lineStart..<lineEnd` may be read.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to lex.
    public internal(set) var position: Int
    /// Where the current line starts.
    public internal(set) var lineStart: Int
    /// Where the current line ends (after its `\n`, or the end of the text). Reading it notes
    /// that the step depends on the line end (see the end probe).
    public internal(set) var lineEnd: Int {
        get {
            endProbe.pointee = true
            return lineBound
        }
        set { lineBound = newValue }
    }
    /// NB: the line end for the engine's own scanners, which note looking at it only when they
    /// reach it (`inLine`).
    var lineBound: Int
    /// NB: a pointer so that copies of the lexer (helpers take it by value) note into the same
    /// flag; it points into the driver's stack frame (`withLexer`) and never outlives it.
    let endProbe: UnsafeMutablePointer<Bool>
    /// The state: mode stack, last token, grammar context.
    public var state: LexState
    var tokens: RawTokenBuffer
    /// NB: after a resume `tokens` holds only the new tokens: how many came before them and
    /// where the last of those ends.
    var tokenBase = 0
    var tokenBaseEnd = 0
    /// The newest token, not yet in `tokens` (kind 0: none); see `append`.
    var pendingKind: UInt16 = 0
    var pendingEnd = 0
    /// Kinds that are not interned, in order of first use; `RawToken.kind` indexes them.
    var extraKinds: [TokenKind] = []
    /// NB: streaming only (`IncrementalHighlight`): where the run records its checkpoints (the
    /// record lives in the streaming driver's frame), and whether it starts inside a line.
    var stream: UnsafeMutablePointer<StreamRecord>?
    var resumesMidLine = false
    /// Scratch a grammar may use within one line (reset to 0 at every line start), e.g. to
    /// remember that a lookahead already failed so it is not repeated (linear time).
    public var lineMemo: Int = 0

    init(
        bytes: UnsafeBufferPointer<UInt8>, state: LexState, tokens: RawTokenBuffer, start: Int,
        endProbe: UnsafeMutablePointer<Bool>
    ) {
        self.bytes = bytes
        self.position = start
        self.lineStart = start
        self.lineBound = start
        self.state = state
        self.tokens = tokens
        self.endProbe = endProbe
    }

    /// Runs `body` with a lexer at the start of `bytes` whose end probe and token buffer (room
    /// for `capacity` tokens to start with) live in this frame.
    static func withLexer<Result>(
        bytes: UnsafeBufferPointer<UInt8>, capacity: Int, _ body: (inout Lexer) -> Result
    ) -> Result {
        var probe = false
        // NB: a small buffer (a streamed chunk's tokens) lives on the stack: no allocation.
        return withUnsafeTemporaryAllocation(of: RawToken.self, capacity: max(capacity, 16)) { storage in
            withUnsafeMutablePointer(to: &probe) { pointer in
                var lexer = Lexer(
                    bytes: bytes, state: LexState(), tokens: RawTokenBuffer(storage: storage), start: 0,
                    endProbe: pointer)
                defer { lexer.tokens.deallocate() }
                return body(&lexer)
            }
        }
    }

    /// The number of finished tokens, including those before a resume.
    var finishedCount: Int { tokenBase + tokens.count }

    /// Where the last finished token ends (0: none).
    var finishedEnd: Int { tokens.last?.end ?? tokenBaseEnd }

    /// True when `index` is before the line end; false notes that the caller reached the end.
    @inline(__always)
    func inLine(_ index: Int) -> Bool {
        if index < lineBound { return true }
        endProbe.pointee = true
        return false
    }

    /// True when the current line is used up.
    @inline(__always) public var isAtLineEnd: Bool { !inLine(position) }

    /// True when nothing but whitespace precedes `position` on this line.
    public var isAtLineStart: Bool { position <= indentEnd }

    /// Where the current line's leading spaces and tabs end.
    public internal(set) var indentEnd: Int = 0

    /// The byte `offset` places ahead, or 0 past the line end.
    @inline(__always)
    public func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return inLine(index) && index >= lineStart ? bytes[index] : 0
    }

    /// The byte at an absolute index, or 0 outside the line.
    @inline(__always)
    public func byte(at index: Int) -> UInt8 {
        inLine(index) && index >= lineStart ? bytes[index] : 0
    }

    /// True when the bytes at `position + offset` spell `literal`.
    @inline(__always)
    public func at(_ literal: StaticString, offset: Int = 0) -> Bool {
        let count = literal.utf8CodeUnitCount
        let start = position + offset
        guard start >= lineStart else { return false }
        let pointer = literal.utf8Start
        let available = min(count, max(lineBound - start, 0))
        for index in 0..<available where bytes[start + index] != pointer[index] { return false }
        return available == count || cutByLineEnd()
    }

    /// False, noting that a literal was cut by the line end (bytes yet to come may complete it).
    @inline(__always)
    func cutByLineEnd() -> Bool {
        endProbe.pointee = true
        return false
    }

    /// True when the bytes at `index` spell `literal`.
    public func matches(_ literal: [UInt8], at index: Int) -> Bool {
        guard index >= lineStart else { return false }
        let available = min(literal.count, max(lineBound - index, 0))
        for offset in 0..<available where bytes[index + offset] != literal[offset] { return false }
        return available == literal.count || cutByLineEnd()
    }

    /// The index after the run of bytes in `set` starting at `index`.
    @inline(__always)
    public func skip(_ set: ByteSet, from index: Int) -> Int {
        var index = index
        while inLine(index), set.contains(bytes[index]) { index += 1 }
        return index
    }

    /// The bytes from `start` to `end` (clamped to the line), for word lookups.
    @inline(__always)
    public func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        let lower = max(start, lineStart)
        var upper = max(end, lower)
        if upper > lineBound {
            endProbe.pointee = true
            upper = lineBound
        }
        return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }

    /// The text from `start` to `end`, as a String (for grammar decisions that need it).
    public func text(_ start: Int, _ end: Int) -> String {
        String(decoding: slice(start, end), as: UTF8.self)
    }

    /// The first index at or after `index` that is not a space or tab (within the line).
    @inline(__always)
    public func skipSpaces(from index: Int) -> Int {
        var index = index
        while inLine(index), bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// True when the bytes spell `literal` exactly, e.g. `word.spells("def")`.
    @inline(__always)
    public func spells(_ literal: StaticString) -> Bool {
        guard count == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where self[index] != pointer[index] { return false }
        return true
    }
}
