// Streaming code blocks: keeps the bytes, the tokens, a checkpoint per finished line and one
// inside the unfinished last line (the state before the first step that
// looked at the line end, see LexRun.swift). An append resumes at that inner checkpoint, so a
// chunk costs about its own tokens plus the last one or two; an edit finds the longest common
// prefix with the previous text and resumes at the last line checkpoint inside it. Tokens
// before the resume point are kept as they are (their Strings are never made again). The
// result equals a one-shot highlight of the same text.
//
// A streamed code block from cmark always ends with a line feed, and its text grows before
// that feed: the last line is finished in every text, and a change inside it would resume at
// its start (a 100 KB line of minified JSON lexed again every chunk). `update(utf8:
// sharedPrefix:lastFeedIsProvisional:)` keeps the record of the text before that feed, with
// its checkpoint inside the last line, and lexes the feed from that checkpoint into a scratch
// record: the tokens are those of the whole text, the resume point that of the text without
// its feed.

/// Highlights a code block that grows (or changes) over time, re-lexing only what the change
/// can affect.
public struct IncrementalHighlight: Sendable {
    private let grammar: any Grammar
    private var bytes: [UInt8] = []
    /// Every token of the text so far; equal to `Highlighter.highlight` of that text.
    public private(set) var tokens: [Token] = []
    /// The index in `tokens` of the first token the last change replaced or added; the tokens
    /// before it are unchanged (a renderer can redraw from there).
    public private(set) var firstChangedToken = 0
    private var record = StreamRecord()
    private var extraKinds: [TokenKind] = []
    /// NB: short token texts seen before (see TokenTextCache.swift), kept across appends; made
    /// once the block is long enough for repeats to be likely.
    private var texts: [TokenTextEntry] = []
    /// True when `record` describes the text without its last byte, a line feed (see
    /// `update(utf8:sharedPrefix:lastFeedIsProvisional:)`).
    private var recordSkipsLastFeed = false

    /// Starts an empty block in `language` (nil or unknown: plain).
    public init(language: String?) {
        grammar = GrammarRegistry.grammar(named: language) ?? PlainGrammar()
    }

    /// Starts an empty block lexed by `grammar`.
    public init(grammar: any Grammar) {
        self.grammar = grammar
    }

    /// Starts an empty block in `language`, where plain text (no grammar, or the plain one)
    /// comes in tokens of a line at most, 256 bytes of a longer one, not as the one token
    /// `Highlighter` gives for the whole text: for a renderer that keeps a streamed block's
    /// tokens between frames, whose growing last line (a 100 KB line of minified JSON) would
    /// otherwise make that one token again whole on every chunk. Other languages are as
    /// `init(language:)` has them.
    public init(keepingPiecesOf language: String?) {
        let grammar = GrammarRegistry.grammar(named: language)
        self.grammar = grammar.map { $0 is PlainGrammar ? PlainGrammar(keepsPieces: true) : $0 } ?? PlainGrammar(keepsPieces: true)
    }

    /// The block's text as last given (UTF-8).
    public var utf8: [UInt8] { bytes }

    /// Sets the block's whole text and returns all its tokens.
    public mutating func update(to fullText: String) -> [Token] {
        var text = fullText
        text.withUTF8 { _ = update(utf8: $0) }
        return tokens
    }

    /// Sets the block's whole text from UTF-8 bytes and returns the index of the first
    /// changed token (`tokens.count` when the text is the same).
    @discardableResult
    public mutating func update(utf8 text: UnsafeBufferPointer<UInt8>) -> Int {
        update(utf8: text, sharedPrefix: bytes.withUnsafeBufferPointer { CommonPrefix.length($0, text) })
    }

    /// The same, for a caller that has found how many leading bytes the new text shares with
    /// the last (`CommonPrefix.length`).
    @discardableResult
    public mutating func update(utf8 text: UnsafeBufferPointer<UInt8>, sharedPrefix common: Int) -> Int {
        update(utf8: text, sharedPrefix: common, lastFeedIsProvisional: false)
    }

    /// The same, for a text whose last byte, when it is a line feed, the next text most likely
    /// inserts before (cmark ends an open code block's text with one): lexing will resume
    /// inside its last line, as for a line not yet ended. The tokens are the same either way.
    @discardableResult
    public mutating func update(
        utf8 text: UnsafeBufferPointer<UInt8>, sharedPrefix common: Int, lastFeedIsProvisional: Bool
    ) -> Int {
        if common == bytes.count, common == text.count {
            firstChangedToken = tokens.count
            return firstChangedToken
        }
        let skipsFeed = lastFeedIsProvisional && text.last == 0x0A
        // NB: the bytes the record describes, and how many of them stay.
        let recorded = recordSkipsLastFeed ? bytes.count - 1 : bytes.count
        let body = skipsFeed ? text.count - 1 : text.count
        bytes.removeSubrange(common...)
        Self.reserveAhead(&bytes, text.count - common)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[common...]))
        recordSkipsLastFeed = false
        relex(keepingBytes: min(common, recorded, body), lexing: body)
        guard skipsFeed else { return firstChangedToken }
        let first = firstChangedToken
        lexFeed()
        recordSkipsLastFeed = true
        firstChangedToken = min(first, firstChangedToken)
        return firstChangedToken
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
    public mutating func append<Bytes: Sequence>(utf8 chunk: Bytes) -> Int
    where Bytes.Element == UInt8 {
        // NB: specialised here so that the bytes are copied in one go, not through a generic append.
        if let first = chunk.withContiguousStorageIfAvailable({ appendBuffer($0) }) { return first }
        return Array(chunk).withUnsafeBufferPointer { appendBuffer($0) }
    }

    @usableFromInline
    mutating func appendBuffer(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        let common = recordSkipsLastFeed ? bytes.count - 1 : bytes.count
        Self.reserveAhead(&bytes, chunk.count)
        bytes.append(contentsOf: chunk)
        recordSkipsLastFeed = false
        relex(keepingBytes: common, lexing: bytes.count)
        return firstChangedToken
    }

    /// Lexes `bytes[..<end]` from the last checkpoint the change after byte `common` leaves,
    /// recording checkpoints; the tokens from there are replaced.
    private mutating func relex(keepingBytes common: Int, lexing end: Int) {
        record.prepareResume(keepingBytes: common)
        let fresh = Fresh(
            kept: min(record.tail.tokenCount, tokens.count), start: record.tail.finishedEnd,
            common: common)
        let cacheSize = min(TokenTextCache.size(tokens: fresh.kept), 256)
        if texts.count < cacheSize { texts = Array(repeating: TokenTextEntry(), count: cacheSize) }
        firstChangedToken = Self.run(grammar, bytes, end, &record, &extraKinds, fresh, &tokens, &texts)
    }

    /// Lexes the last byte, a line feed, from where the record (of the bytes before it) would
    /// resume an append, into a scratch record: the tokens become the whole text's, the
    /// record stays the one of the text without its feed.
    private mutating func lexFeed() {
        let body = bytes.count - 1
        var scratch = StreamRecord()
        scratch.tail = record.hasTail ? record.tail : record.lineCheckpoints.last ?? .start
        let fresh = Fresh(
            kept: min(scratch.tail.tokenCount, tokens.count), start: scratch.tail.finishedEnd, common: body)
        firstChangedToken = Self.run(grammar, bytes, bytes.count, &scratch, &extraKinds, fresh, &tokens, &texts)
    }

    /// Lexes from the record's tail to the end and updates `tokens`; returns the index of the
    /// first changed token.
    /// NB: static, with everything passed in: a closure over `self` that reads the grammar while
    /// a pointer to the record is live would overlap accesses.
    private static func run(
        _ grammar: any Grammar, _ bytes: [UInt8], _ end: Int, _ record: inout StreamRecord,
        _ extraKinds: inout [TokenKind],
        _ fresh: Fresh, _ tokens: inout [Token], _ texts: inout [TokenTextEntry]
    ) -> Int {
        bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<end])
            return withUnsafeMutablePointer(to: &record) { record in
                Lexer.withLexer(bytes: buffer, capacity: 64) { lexer in
                    swap(&lexer.extraKinds, &extraKinds)
                    lexer.resume(recordingIn: record)
                    grammar.lexToEnd(&lexer)
                    swap(&lexer.extraKinds, &extraKinds)
                    return update(
                        &tokens, from: lexer.tokens.buffer, fresh, buffer, extraKinds, &texts)
                }
            }
        }
    }

    /// Where a run's raw tokens go: `tokens[kept...]`, the first starting at byte `start`; the
    /// bytes from `common` on changed.
    private struct Fresh {
        let kept, start, common: Int
    }

    /// Replaces `tokens[fresh.kept...]` by the fresh ones, keeping those that came out the same
    /// over unchanged bytes (with their Strings); returns the index of the first changed token.
    private static func update(
        _ tokens: inout [Token], from raws: UnsafeBufferPointer<RawToken>, _ fresh: Fresh,
        _ bytes: UnsafeBufferPointer<UInt8>, _ extraKinds: [TokenKind],
        _ texts: inout [TokenTextEntry]
    ) -> Int {
        let kept = fresh.kept
        var same = 0
        var end = fresh.start
        while same < raws.count, kept + same < tokens.count, raws[same].end <= fresh.common,
            matches(raws[same], tokens[kept + same], from: end, extraKinds)
        {
            end = raws[same].end
            same += 1
        }
        // NB: one element at a time: usually one or two go, and a range removal costs more.
        while tokens.count > kept + same { tokens.removeLast() }
        reserveAhead(&tokens, raws.count - same)
        raws[same...].appendTokens(
            to: &tokens, in: bytes, extraKinds: extraKinds, startingAt: end, texts: &texts)
        return kept + same
    }

    /// True when a raw token from `start` is the same as `token` (kind and length).
    private static func matches(
        _ raw: RawToken, _ token: Token, from start: Int, _ extraKinds: [TokenKind]
    ) -> Bool {
        guard raw.end - start == token.text.utf8.count else { return false }
        let code = raw.kind
        if code < LexState.extraSerial { return token.kind.serial == code }
        return token.kind == extraKinds[Int(code - LexState.extraSerial)]
    }

    /// Makes room for `extra` more elements, growing four-fold when full.
    /// NB: a block grows to its final size one chunk at a time; doubling would copy every token
    /// about once more and touch twice the memory (fresh pages cost more than the copy).
    private static func reserveAhead<Element>(_ array: inout [Element], _ extra: Int) {
        let needed = array.count + extra
        if needed > array.capacity { array.reserveCapacity(max(needed, array.capacity * 4, 64)) }
    }
}
