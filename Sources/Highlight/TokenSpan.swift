/// A token as a kind and a range of UTF-8 offsets into the highlighted text, for renderers
/// that slice the text themselves (cheaper than `Token`, which copies its text).
public struct TokenSpan: Hashable, Sendable {
    /// What the text is.
    public var kind: TokenKind
    /// The token's UTF-8 byte offsets in the input.
    public var range: Range<Int>

    /// Makes a span.
    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

extension Highlighter {
    /// Highlights `code` as spans of UTF-8 offsets; the ranges tile `0..<code.utf8.count`
    /// exactly, adjacent spans never share a kind, and they agree with `highlight(_:language:)`.
    public static func spans(_ code: String, language: String?) -> [TokenSpan] {
        let grammar: any Grammar = GrammarRegistry.grammar(named: language) ?? PlainGrammar()
        if code.utf8.isEmpty { return [] }
        if let spans = code.utf8.withContiguousStorageIfAvailable({ spans($0, grammar: grammar) }) {
            return spans
        }
        return Array(code.utf8).withUnsafeBufferPointer { spans($0, grammar: grammar) }
    }

    private static func spans<G: Grammar>(_ bytes: UnsafeBufferPointer<UInt8>, grammar: G) -> [TokenSpan] {
        // NB: dense code has about one token per two bytes; untouched capacity costs no memory.
        Lexer.withLexer(bytes: bytes, capacity: bytes.count / 2 + 16) { lexer in
            grammar.lexToEnd(&lexer)
            return Self.spans(lexer.tokens.buffer, extraKinds: lexer.extraKinds)
        }
    }

    private static func spans(_ tokens: UnsafeBufferPointer<RawToken>, extraKinds: [TokenKind]) -> [TokenSpan] {
        let interned = TokenKind.internedKinds
        var result: [TokenSpan] = []
        result.reserveCapacity(tokens.count)
        var start = 0
        for raw in tokens where raw.end > start {
            let code = Int(raw.kind)
            let extra = Int(LexState.extraSerial)
            let kind = code >= extra ? extraKinds[code - extra] : interned[code]
            result.append(TokenSpan(kind: kind, range: start..<raw.end))
            start = raw.end
        }
        return result
    }
}
