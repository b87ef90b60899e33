// Streaming code blocks: keeps the bytes, raw tokens, their converted tokens, a checkpoint per
// finished line and one inside the unfinished last line (the state before the first step that
// looked at the line end, see LexRun.swift). An append resumes at that inner checkpoint, so a
// chunk costs about its own tokens plus the last one or two; an edit finds the longest common
// prefix with the previous text and resumes at the last line checkpoint inside it. Tokens
// before the resume point are kept as they are (their Strings are never made again). The
// result equals a one-shot highlight of the same text.

/// Highlights a code block that grows (or changes) over time, re-lexing only what the change
/// can affect.
public struct IncrementalHighlight: Sendable {
    private let grammar: any Grammar
    private var bytes: [UInt8] = []
    /// NB: raw tokens of the last run only (finished tokens need none), from index `rawBase`
    /// of `tokens`; a run lexes into `spare`, and tokens that came out the same keep their
    /// Strings.
    private var raw: [RawToken] = []
    private var spare: [RawToken] = []
    private var rawBase = 0
    /// Every token of the text so far; equal to `Highlighter.highlight` of that text.
    public private(set) var tokens: [Token] = []
    /// The index in `tokens` of the first token the last change replaced or added; the tokens
    /// before it are unchanged (a renderer can redraw from there).
    public private(set) var firstChangedToken = 0
    private var lineCheckpoints: [Checkpoint] = []
    /// NB: valid (`hasTail`) while the bytes before `tailDataEnd` (the text's end when it was
    /// taken) stay.
    private var tail = Checkpoint.start
    private var hasTail = false
    private var tailDataEnd = 0
    private var extraKinds: [TokenKind] = []
    /// NB: short token texts seen before (see TokenTextCache.swift), kept across appends; made
    /// once the block is long enough for repeats to be likely.
    private var texts: [TokenTextEntry] = []

    /// Starts an empty block in `language` (nil or unknown: plain).
    public init(language: String?) {
        grammar = GrammarRegistry.grammar(named: language) ?? PlainGrammar()
    }

    /// Starts an empty block lexed by `grammar`.
    public init(grammar: any Grammar) {
        self.grammar = grammar
    }

    /// Sets the block's whole text and returns all its tokens.
    public mutating func update(to fullText: String) -> [Token] {
        let new = Array(fullText.utf8)
        var common = 0
        let limit = min(new.count, bytes.count)
        while common < limit, new[common] == bytes[common] { common += 1 }
        bytes = new
        relex(keepingBytes: common)
        return tokens
    }

    /// Appends a chunk to the block's text and returns all its tokens.
    ///
    /// NB: keeping the returned array while appending again makes the next append copy it;
    /// `append(utf8:)` with `tokens[firstChangedToken...]` avoids that.
    public mutating func append(_ chunk: String) -> [Token] {
        var chunk = chunk
        chunk.withUTF8 { _ = appendBuffer($0) }
        return tokens
    }

    /// Appends UTF-8 bytes (a chunk may end inside a character) and returns the index of the
    /// first changed token. A character cut at the end shows as U+FFFD until its bytes arrive.
    @inlinable @discardableResult
    public mutating func append<Bytes: Sequence>(utf8 chunk: Bytes) -> Int where Bytes.Element == UInt8 {
        // NB: specialised here so that the bytes are copied in one go, not through a generic append.
        if let first = chunk.withContiguousStorageIfAvailable({ appendBuffer($0) }) { return first }
        return Array(chunk).withUnsafeBufferPointer { appendBuffer($0) }
    }

    @usableFromInline
    mutating func appendBuffer(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        let common = bytes.count
        Self.reserveAhead(&bytes, chunk.count)
        bytes.append(contentsOf: chunk)
        relex(keepingBytes: common)
        return firstChangedToken
    }

    private mutating func relex(keepingBytes common: Int) {
        // NB: checkpoints are read in place; copying one out would retain its state's arrays.
        while !lineCheckpoints.isEmpty, lineCheckpoints[lineCheckpoints.count - 1].offset > common {
            lineCheckpoints.removeLast()
        }
        var resume = Checkpoint.start
        if hasTail, common >= tailDataEnd {
            swap(&resume, &tail)
        } else if !lineCheckpoints.isEmpty {
            resume = lineCheckpoints[lineCheckpoints.count - 1]
        }
        let kept = min(resume.tokenCount, tokens.count)
        let cacheSize = TokenTextCache.size(tokens: kept)
        if texts.count < cacheSize { texts = Array(repeating: TokenTextEntry(), count: cacheSize) }
        // NB: one element at a time when few: a range removal costs more than lexing a token.
        if spare.count > 16 { spare.removeAll(keepingCapacity: true) }
        while !spare.isEmpty { spare.removeLast() }
        let grammar = self.grammar
        bytes.withUnsafeBufferPointer { buffer in
            hasTail = Self.run(grammar, buffer, from: &resume, &tail, &spare, &extraKinds, &lineCheckpoints)
            let same = unchangedCount(from: kept, keepingBytes: common)
            while tokens.count > kept + same { tokens.removeLast() }
            let start = same > 0 ? spare[same - 1].end : resume.finishedEnd
            Self.reserveAhead(&tokens, spare.count - same)
            spare[same...].appendTokens(to: &tokens, in: buffer, extraKinds: extraKinds, startingAt: start, texts: &texts)
            firstChangedToken = kept + same
        }
        swap(&raw, &spare)
        rawBase = kept
        tailDataEnd = bytes.count
    }

    /// How many of the new raw tokens (from index `kept`) equal the previous run's there, over
    /// bytes that did not change (so their texts are the same too).
    private func unchangedCount(from kept: Int, keepingBytes common: Int) -> Int {
        var count = 0
        var old = kept - rawBase
        guard old >= 0 else { return 0 }
        while count < spare.count, old < raw.count, kept + count < tokens.count, spare[count] == raw[old],
            spare[count].end <= common
        {
            count += 1
            old += 1
        }
        return count
    }

    /// Makes room for `extra` more elements, growing four-fold when full.
    /// NB: a block grows to its final size one chunk at a time; doubling would copy every token
    /// about once more and touch twice the memory (fresh pages cost more than the copy).
    private static func reserveAhead<Element>(_ array: inout [Element], _ extra: Int) {
        let needed = array.count + extra
        if needed > array.capacity { array.reserveCapacity(max(needed, array.capacity * 4, 64)) }
    }

    /// Lexes from `resume` to the end into `tokens` (empty); returns true with `tail` set to the
    /// checkpoint inside the last line when that line is unfinished.
    private static func run<G: Grammar>(
        _ grammar: G, _ buffer: UnsafeBufferPointer<UInt8>, from resume: inout Checkpoint, _ tail: inout Checkpoint,
        _ tokens: inout [RawToken], _ extraKinds: inout [TokenKind], _ checkpoints: inout [Checkpoint]
    ) -> Bool {
        Lexer.withLexer(bytes: buffer) { lexer in
            swap(&lexer.tokens, &tokens)
            swap(&lexer.extraKinds, &extraKinds)
            defer {
                swap(&lexer.tokens, &tokens)
                swap(&lexer.extraKinds, &extraKinds)
            }
            return lexer.run(grammar, from: &resume, tail: &tail) {
                reserveAhead(&checkpoints, 1)
                checkpoints.append($0)
            }
        }
    }
}
