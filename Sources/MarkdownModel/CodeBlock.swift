/// A fenced or indented code block.
public struct CodeBlock: Hashable, Sendable {
    /// How the block was written.
    public enum Style: Hashable, Sendable, Codable {
        /// Between fences of `length` backticks or tildes.
        case fenced(character: FenceCharacter, length: Int)
        /// Indented by four spaces.
        case indented
    }

    /// The character a fence is made of.
    public enum FenceCharacter: String, Hashable, Sendable, Codable {
        case backtick = "`"
        case tilde = "~"
    }

    /// Fenced or indented.
    public var style: Style
    /// The whole info string after the opening fence (entities and escapes resolved).
    public var info: String
    /// The code, each line ending in a newline.
    public var code: String
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a code block.
    public init(style: Style = .fenced(character: .backtick, length: 3), info: String = "", code: String,
                range: SourceRange? = nil) {
        self.style = style
        self.info = info
        self.code = code
        self.range = range
    }

    /// The first word of the info string (`python` in `python title="x"`), `nil` when empty.
    public var language: String? {
        // NB: a frame asks for it on every update; bytes that are surely no white space
        // (printable ASCII) are read as bytes, and only a word with others goes by Character.
        let utf8 = info.utf8
        var end = utf8.startIndex
        while end < utf8.endIndex, (0x21...0x7E).contains(utf8[end]) { end = utf8.index(after: end) }
        if end == utf8.endIndex || utf8[end] == 0x20 || utf8[end] == 0x09 {
            return end == utf8.startIndex ? nil : String(info[..<end])
        }
        let word = info.prefix { !$0.isWhitespace }
        return word.isEmpty ? nil : String(word)
    }

    /// What follows the language in the info string, trimmed; empty when nothing does.
    public var infoRest: String {
        let rest = info.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
        return String(rest)
    }
}
