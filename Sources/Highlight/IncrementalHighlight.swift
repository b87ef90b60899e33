// Streaming code blocks: keeps the bytes, raw tokens, their converted tokens and a checkpoint
// per finished line. An update finds the longest common prefix with the previous text, drops
// checkpoints beyond it, and re-lexes from the last surviving checkpoint; tokens before it are
// reused (only the one that may merge across the checkpoint is rebuilt). The result equals a
// one-shot highlight.

/// Highlights a code block that grows (or changes) over time, re-lexing only from the last
/// finished line that is unchanged.
public struct IncrementalHighlight: Sendable {
    private let grammar: any Grammar
    private var bytes: [UInt8] = []
    private var raw: [RawToken] = []
    private var converted: [Token] = []
    private var checkpoints: [Checkpoint] = []
    private var extraKinds: [TokenKind] = []

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
        return relex(keepingBytes: common)
    }

    /// Appends a chunk to the block's text and returns all its tokens.
    public mutating func append(_ chunk: String) -> [Token] {
        let common = bytes.count
        bytes.append(contentsOf: chunk.utf8)
        return relex(keepingBytes: common)
    }

    private mutating func relex(keepingBytes common: Int) -> [Token] {
        while let last = checkpoints.last, last.offset > common { checkpoints.removeLast() }
        let resume = checkpoints.last
        let kept = min(resume?.tokenCount ?? 0, raw.count)
        raw.removeSubrange(kept...)
        converted.removeSubrange(max(kept - 1, 0)...)
        if let resume, let last = raw.indices.last { raw[last].end = resume.offset }
        var tokens: [RawToken] = []
        var saved: [Checkpoint] = []
        swap(&tokens, &raw)
        swap(&saved, &checkpoints)
        let grammar = self.grammar
        var extras = extraKinds
        bytes.withUnsafeBufferPointer { buffer in
            Self.run(grammar, buffer, resume, &tokens, &saved, &extras)
            let start = converted.isEmpty ? 0 : tokens[converted.count - 1].end
            let fresh = tokens[converted.count...].tokens(in: buffer, extraKinds: extras, startingAt: start)
            converted.append(contentsOf: fresh)
        }
        extraKinds = extras
        swap(&tokens, &raw)
        swap(&saved, &checkpoints)
        return converted
    }

    private static func run<G: Grammar>(
        _ grammar: G, _ buffer: UnsafeBufferPointer<UInt8>, _ resume: Checkpoint?,
        _ tokens: inout [RawToken], _ saved: inout [Checkpoint], _ extras: inout [TokenKind]
    ) {
        var lexer = Lexer(bytes: buffer, state: resume?.state ?? LexState(), tokens: [], start: resume?.offset ?? 0)
        swap(&lexer.tokens, &tokens)
        swap(&lexer.extraKinds, &extras)
        lexer.run(grammar) { saved.append($0) }
        swap(&lexer.tokens, &tokens)
        swap(&lexer.extraKinds, &extras)
    }
}
