/// A language's lexer. `step` is called repeatedly at `lexer.position` until the line is used
/// up; each call emits at least one token (if it emits none, the engine emits one plain
/// character) and must take time proportional to what it consumes. See GRAMMARS.md.
public protocol Grammar: Sendable {
    /// The language this grammar lexes, with its aliases and file extensions.
    var language: Language { get }

    /// Lexes from `lexer.position`: resume the innermost mode, or lex one code token.
    func step(_ lexer: inout Lexer)

    /// Lexes from `lexer.position` to the end of the text, line by line, calling `step`.
    /// Provided for every grammar; do not implement it.
    func lexToEnd(_ lexer: inout Lexer)
}

extension Grammar {
    /// The engine's line loop (LexRun.swift).
    /// NB: a protocol requirement with this default, so each grammar type gets its own compiled
    /// copy of the loop in which `step` is a direct call (about 6% of the lexing time), where a
    /// generic function opened from `any Grammar` would call it through the witness table.
    public func lexToEnd(_ lexer: inout Lexer) {
        lexer.runLines(self)
    }
}

/// The grammar for text in no known language: every line is plain.
struct PlainGrammar: Grammar {
    let language = Language(name: "Plain text", aliases: ["text", "plaintext", "txt", "plain"])
    /// Whether each piece (a line, or 256 bytes of a longer one) is a token of its own
    /// (`IncrementalHighlight(keepingPiecesOf:)`); else they merge into one token for the
    /// whole text.
    var keepsPieces = false

    /// NB: a piece at a time: a streamed line resumes from its last piece rather than its
    /// start (only the step that reaches the line end looks at it).
    func step(_ lexer: inout Lexer) {
        let end = lexer.position + 256
        lexer.emitSpace(to: lexer.inLine(end) ? end : lexer.lineBound)
        if keepsPieces { lexer.flushPending() }
    }
}
