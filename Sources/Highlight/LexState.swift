/// One entry of the lexer's mode stack: inside a string, a block comment, an interpolation,
/// a heredoc, an embedded language. Small and Hashable so line-end states compare cheaply.
public struct Mode: Hashable, Sendable {
    /// What the mode is: one of the shared ids below or a grammar's own (16 and up).
    public var id: UInt8
    /// Which variant of the mode, e.g. the index of the grammar's `StringSyntax`.
    public var variant: UInt8
    /// A nesting counter: open braces inside an interpolation, open nested comments.
    public var depth: Int32
    /// The bytes that close the mode, e.g. `"""`, `)delim"`, a heredoc word.
    public var delimiter: [UInt8]

    /// Makes a mode.
    public init(id: UInt8, variant: UInt8 = 0, depth: Int32 = 0, delimiter: [UInt8] = []) {
        self.id = id
        self.variant = variant
        self.depth = depth
        self.delimiter = delimiter
    }

    /// Inside a block comment (`continueBlockComment`).
    public static let blockComment: UInt8 = 1
    /// Inside a string (`continueString`).
    public static let string: UInt8 = 2
    /// Inside code embedded in a string, closed by `delimiter` at depth 0 (`closeInterpolation`).
    public static let interpolation: UInt8 = 3
    /// A heredoc announced on this line whose body starts on the next.
    public static let pendingHeredoc: UInt8 = 4
    /// Inside a heredoc body.
    public static let heredoc: UInt8 = 5
    /// First id free for a grammar's own modes.
    public static let firstGrammarID: UInt8 = 16
}

/// The lexer's state between lines: the mode stack plus what the last significant token was.
public struct LexState: Hashable, Sendable {
    /// The mode stack; empty means top-level code.
    public var modes: [Mode] = []
    /// NB: the last kind is kept as its serial number (no String traffic per token); kinds
    /// that are not interned are kept whole in `lastExtra` with serial `LexState.extraSerial`.
    var lastSerial: UInt16 = 0
    var lastExtra: TokenKind?
    static let extraSerial: UInt16 = 0x8000

    /// The kind of the last token that was not whitespace or a comment (nil at the start).
    public var lastKind: TokenKind? {
        if lastSerial == 0 { return nil }
        if lastSerial == LexState.extraSerial { return lastExtra }
        return TokenKind.internedKinds[Int(lastSerial)]
    }

    /// True when the last token that was not whitespace or a comment has this kind (cheap).
    @inline(__always)
    public func lastKindIs(_ kind: TokenKind) -> Bool {
        if kind.serial != 0 { return lastSerial == kind.serial }
        return lastSerial == LexState.extraSerial && lastExtra == kind
    }
    /// The last byte of that token (0 at the start).
    public var lastByte: UInt8 = 0
    /// Free bits a grammar uses for context, e.g. "the next identifier names a function".
    public var context: UInt16 = 0

    /// The state at the start of a text.
    public init() {}

    /// The deepest the mode stack grows; deeper nesting is lexed flat.
    public static let maxDepth = 32
}
