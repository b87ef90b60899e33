import Highlight

/// Compact golden form of a highlight: one `"kind text"` entry per token, text trimmed of
/// surrounding whitespace, whitespace-only plain tokens left out.
func golden(_ code: String, _ language: String) -> [String] {
    Highlighter.highlight(code, language: language).compactMap { token in
        let text = token.text.trimmingWhitespace()
        if text.isEmpty && token.kind == .plain { return nil }
        return text.isEmpty ? "\(token.kind)" : "\(token.kind) \(text)"
    }
}

/// The kind of the first token whose trimmed text is `text`.
func kind(of text: String, in code: String, _ language: String) -> TokenKind? {
    Highlighter.highlight(code, language: language).first { $0.text.trimmingWhitespace() == text }?.kind
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
