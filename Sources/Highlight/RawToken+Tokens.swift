// Raw tokens (kind serial, end offset) become `Token`s with their text once lexing is done.
// Texts of short tokens come from a small cache (see TokenTextCache.swift).

extension RandomAccessCollection where Element == RawToken, Index == Int {
    /// Converts raw tokens (ending offsets into `bytes`) to tokens with text; the first one
    /// starts at byte offset `start`.
    func tokens(
        in bytes: UnsafeBufferPointer<UInt8>, extraKinds: [TokenKind], startingAt start: Int = 0
    ) -> [Token] {
        if let tokens = withContiguousStorageIfAvailable({
            Self.convert($0, bytes, extraKinds, start)
        }) {
            return tokens
        }
        return Array(self).withUnsafeBufferPointer { Self.convert($0, bytes, extraKinds, start) }
    }

    /// Converts raw tokens as `tokens(in:)` does, appending them to `tokens` (no array is built
    /// and copied on the way); short texts come from `texts` when it is not empty.
    func appendTokens(
        to tokens: inout [Token], in bytes: UnsafeBufferPointer<UInt8>, extraKinds: [TokenKind],
        startingAt start: Int,
        texts: inout [TokenTextEntry]
    ) {
        // NB: an empty array is not uniquely referenced: asking it for a mutable buffer copies.
        guard !texts.isEmpty else {
            return append(
                to: &tokens, bytes, extraKinds, start,
                UnsafeMutableBufferPointer(start: nil, count: 0))
        }
        texts.withUnsafeMutableBufferPointer { append(to: &tokens, bytes, extraKinds, start, $0) }
    }

    private func append(
        to tokens: inout [Token], _ bytes: UnsafeBufferPointer<UInt8>, _ extraKinds: [TokenKind],
        _ start: Int,
        _ texts: UnsafeMutableBufferPointer<TokenTextEntry>
    ) {
        // NB: no `reserveCapacity`: reserving the exact size would reallocate on every append.
        var start = start
        for raw in self {
            let end = Swift.min(raw.end, bytes.count)
            guard end > start else { continue }
            let text = TokenTextCache.text(bytes, start, end, texts)
            tokens.append(Token(kind: Self.kind(raw.kind, extraKinds), text: text))
            start = end
        }
    }

    /// The kind of a raw token's serial.
    @inline(__always)
    private static func kind(_ serial: UInt16, _ extraKinds: [TokenKind]) -> TokenKind {
        let code = Int(serial)
        if code >= Int(LexState.extraSerial) { return extraKinds[code - Int(LexState.extraSerial)] }
        return TokenKind.literal(serial: serial) ?? TokenKind.internedKinds[code]
    }

    private static func convert(
        _ raws: UnsafeBufferPointer<RawToken>, _ bytes: UnsafeBufferPointer<UInt8>,
        _ extraKinds: [TokenKind],
        _ start: Int
    ) -> [Token] {
        var table = [TokenTextEntry](
            repeating: TokenTextEntry(), count: TokenTextCache.size(tokens: raws.count))
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
                    (base + initialized).initialize(
                        to: Token(kind: kind(raw.kind, extraKinds), text: text))
                    initialized += 1
                    start = end
                }
            }
        }
    }
}
