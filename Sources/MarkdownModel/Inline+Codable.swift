// The JSON form of inlines: {"type": "text", "text": "..."}, {"type": "emphasis", "inlines": [...]},
// {"type": "link", "destination": ..., ...}; see docs/json-schema.md.

extension Inline: Codable {
    private enum Key: String, CodingKey { case type, text, inlines }

    private enum Kind: String, Codable {
        case text, softBreak = "soft_break", lineBreak = "line_break", code, html
        case emphasis, strong, strikethrough, link, image
        case footnoteReference = "footnote_reference"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let s): try c.encode(Kind.text, forKey: .type); try c.encode(s, forKey: .text)
        case .softBreak: try c.encode(Kind.softBreak, forKey: .type)
        case .lineBreak: try c.encode(Kind.lineBreak, forKey: .type)
        case .code(let s): try c.encode(Kind.code, forKey: .type); try c.encode(s, forKey: .text)
        case .html(let s): try c.encode(Kind.html, forKey: .type); try c.encode(s, forKey: .text)
        case .emphasis(let x): try c.encode(Kind.emphasis, forKey: .type); try c.encode(x, forKey: .inlines)
        case .strong(let x): try c.encode(Kind.strong, forKey: .type); try c.encode(x, forKey: .inlines)
        case .strikethrough(let x): try c.encode(Kind.strikethrough, forKey: .type); try c.encode(x, forKey: .inlines)
        case .link(let x): try c.encode(Kind.link, forKey: .type); try x.encode(to: encoder)
        case .image(let x): try c.encode(Kind.image, forKey: .type); try x.encode(to: encoder)
        case .footnoteReference(let x):
            try c.encode(Kind.footnoteReference, forKey: .type); try x.encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .text: self = .text(try c.decode(String.self, forKey: .text))
        case .softBreak: self = .softBreak
        case .lineBreak: self = .lineBreak
        case .code: self = .code(try c.decode(String.self, forKey: .text))
        case .html: self = .html(try c.decode(String.self, forKey: .text))
        case .emphasis: self = .emphasis(try c.decode([Inline].self, forKey: .inlines))
        case .strong: self = .strong(try c.decode([Inline].self, forKey: .inlines))
        case .strikethrough: self = .strikethrough(try c.decode([Inline].self, forKey: .inlines))
        case .link: self = .link(try Link(from: decoder))
        case .image: self = .image(try Image(from: decoder))
        case .footnoteReference: self = .footnoteReference(try FootnoteReference(from: decoder))
        }
    }
}
