/// A language's lexer. `step` is called repeatedly at `lexer.position` until the line is used
/// up; each call emits at least one token (if it emits none, the engine emits one plain
/// character) and must take time proportional to what it consumes. See GRAMMARS.md.
public protocol Grammar: Sendable {
    /// The language this grammar lexes, with its aliases and file extensions.
    var language: Language { get }

    /// Lexes from `lexer.position`: resume the innermost mode, or lex one code token.
    func step(_ lexer: inout Lexer)
}

/// The grammar for text in no known language: every line is plain.
struct PlainGrammar: Grammar {
    let language = Language(name: "Plain text", aliases: ["text", "plaintext", "txt", "plain"])

    func step(_ lexer: inout Lexer) {
        lexer.emitSpace(to: lexer.lineEnd)
    }
}
