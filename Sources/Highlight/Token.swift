/// A run of source text and what it is.
public struct Token: Hashable, Sendable, Codable {
    /// What the text is.
    public var kind: TokenKind
    /// The exact source text; the texts of all tokens concatenate to the input.
    public var text: String

    /// Makes a token.
    public init(kind: TokenKind, text: String) {
        self.kind = kind
        self.text = text
    }
}
