// The raw tokens of one lexing run. The lexer appends one per token, so this is a bare buffer:
// no Array uniqueness check or header update per token. `Lexer.withLexer` allocates it (on the
// stack when small) and frees it when the run's frame ends; nothing holds it past that.

/// A growable buffer of raw tokens owned by one `withLexer` frame.
struct RawTokenBuffer {
    private(set) var base: UnsafeMutablePointer<RawToken>
    private(set) var count = 0
    private var capacity: Int
    private var ownsBase: Bool

    /// Starts in `storage`, which the caller owns; a larger buffer, if needed, is the buffer's.
    init(storage: UnsafeMutableBufferPointer<RawToken>) {
        capacity = storage.count
        base = storage.baseAddress ?? .allocate(capacity: 1)
        ownsBase = storage.baseAddress == nil
    }

    /// Adds a token at the end.
    @inline(__always)
    mutating func append(_ token: RawToken) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<RawToken>.allocate(capacity: max(capacity * 2, 16))
        larger.moveInitialize(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = larger
        capacity = max(capacity * 2, 16)
        ownsBase = true
    }

    /// The last token, if any.
    var last: RawToken? { count > 0 ? base[count - 1] : nil }

    /// The tokens so far.
    var buffer: UnsafeBufferPointer<RawToken> { UnsafeBufferPointer(start: base, count: count) }

    /// Frees the memory it allocated; the buffer must not be used afterwards.
    func deallocate() {
        if ownsBase { base.deallocate() }
    }
}
