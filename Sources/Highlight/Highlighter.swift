/// The highlighter's entry points: look up a language, highlight text, guess a language.
public enum Highlighter {
    /// Every supported language, in registry order.
    public static var languages: [Language] { GrammarRegistry.all.map(\.language) }

    /// The language for a name, alias, file extension (`.py`) or fence info string
    /// (`python title=x`), case-insensitively; nil when unknown.
    public static func language(named name: String?) -> Language? {
        GrammarRegistry.grammar(named: name)?.language
    }

    /// Highlights `code`; unknown or nil languages give one plain token. The token texts
    /// concatenate to `code` exactly, and adjacent tokens never share a kind.
    public static func highlight(_ code: String, language: String?) -> [Token] {
        highlight(code, grammar: GrammarRegistry.grammar(named: language) ?? PlainGrammar())
    }

    /// Highlights `code` with a given grammar (e.g. one not registered yet, in its tests).
    public static func highlight(_ code: String, grammar: any Grammar) -> [Token] {
        if code.utf8.isEmpty { return [] }
        // NB: native Strings are contiguous UTF-8: lex them in place instead of copying.
        if let tokens = code.utf8.withContiguousStorageIfAvailable({ lex($0, grammar: grammar) }) {
            return tokens
        }
        return Array(code.utf8).withUnsafeBufferPointer { lex($0, grammar: grammar) }
    }

    private static func lex<G: Grammar>(_ bytes: UnsafeBufferPointer<UInt8>, grammar: G) -> [Token] {
        // NB: dense code has about one token per two bytes; untouched capacity costs no memory.
        Lexer.withLexer(bytes: bytes, capacity: bytes.count / 2 + 16) { lexer in
            grammar.lexToEnd(&lexer)
            return lexer.tokens.buffer.tokens(in: bytes, extraKinds: lexer.extraKinds)
        }
    }

    /// Guesses a language id from cheap signs: a shebang, JSON, `<?php`, HTML, a diff, a shell
    /// session (`$ ` prompts). Returns an id such as `python`, `json`, `diff`; nil when unsure.
    public static func guessLanguage(_ code: String) -> String? {
        LanguageGuess.guess(code)
    }
}
