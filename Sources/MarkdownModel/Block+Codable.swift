// The JSON form of blocks: each block is an object whose "type" names the case and whose other
// keys are the fields of its struct (docs/json-schema.md). Custom because the synthesised form
// of enums with payloads ({"paragraph": {"_0": ...}}) is neither stable nor readable.

extension Block: Codable {
    private enum TypeKey: String, CodingKey { case type }

    private enum Kind: String, Codable {
        case paragraph, heading, thematicBreak = "thematic_break", blockQuote = "block_quote", list
        case codeBlock = "code_block", htmlBlock = "html_block", table
        case footnoteDefinition = "footnote_definition"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeKey.self)
        switch self {
        case .paragraph(let b): try container.encode(Kind.paragraph, forKey: .type); try b.encode(to: encoder)
        case .heading(let b): try container.encode(Kind.heading, forKey: .type); try b.encode(to: encoder)
        case .thematicBreak(let b): try container.encode(Kind.thematicBreak, forKey: .type); try b.encode(to: encoder)
        case .blockQuote(let b): try container.encode(Kind.blockQuote, forKey: .type); try b.encode(to: encoder)
        case .list(let b): try container.encode(Kind.list, forKey: .type); try b.encode(to: encoder)
        case .codeBlock(let b): try container.encode(Kind.codeBlock, forKey: .type); try b.encode(to: encoder)
        case .htmlBlock(let b): try container.encode(Kind.htmlBlock, forKey: .type); try b.encode(to: encoder)
        case .table(let b): try container.encode(Kind.table, forKey: .type); try b.encode(to: encoder)
        case .footnoteDefinition(let b):
            try container.encode(Kind.footnoteDefinition, forKey: .type); try b.encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: TypeKey.self).decode(Kind.self, forKey: .type)
        switch kind {
        case .paragraph: self = .paragraph(try Paragraph(from: decoder))
        case .heading: self = .heading(try Heading(from: decoder))
        case .thematicBreak: self = .thematicBreak(try ThematicBreak(from: decoder))
        case .blockQuote: self = .blockQuote(try BlockQuote(from: decoder))
        case .list: self = .list(try List(from: decoder))
        case .codeBlock: self = .codeBlock(try CodeBlock(from: decoder))
        case .htmlBlock: self = .htmlBlock(try HTMLBlock(from: decoder))
        case .table: self = .table(try Table(from: decoder))
        case .footnoteDefinition: self = .footnoteDefinition(try FootnoteDefinition(from: decoder))
        }
    }
}

extension List: Codable {
    private enum Key: String, CodingKey { case ordered, marker, start, delimiter, tight, items, range }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch kind {
        case .bullet(let marker):
            try c.encode(false, forKey: .ordered)
            try c.encode(marker, forKey: .marker)
        case .ordered(let start, let delimiter):
            try c.encode(true, forKey: .ordered)
            try c.encode(start, forKey: .start)
            try c.encode(delimiter, forKey: .delimiter)
        }
        try c.encode(isTight, forKey: .tight)
        try c.encode(items, forKey: .items)
        try c.encodeIfPresent(range, forKey: .range)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        if try c.decode(Bool.self, forKey: .ordered) {
            kind = .ordered(start: try c.decodeIfPresent(Int.self, forKey: .start) ?? 1,
                            delimiter: try c.decodeIfPresent(Delimiter.self, forKey: .delimiter) ?? .period)
        } else {
            kind = .bullet(marker: try c.decodeIfPresent(BulletMarker.self, forKey: .marker) ?? .dash)
        }
        isTight = try c.decode(Bool.self, forKey: .tight)
        items = try c.decode([ListItem].self, forKey: .items)
        range = try c.decodeIfPresent(SourceRange.self, forKey: .range)
    }
}

extension CodeBlock: Codable {
    private enum Key: String, CodingKey { case fenced, fence, fenceLength, info, language, code, range }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch style {
        case .fenced(let character, let length):
            try c.encode(true, forKey: .fenced)
            try c.encode(character, forKey: .fence)
            try c.encode(length, forKey: .fenceLength)
        case .indented:
            try c.encode(false, forKey: .fenced)
        }
        try c.encode(info, forKey: .info)
        try c.encodeIfPresent(language, forKey: .language)
        try c.encode(code, forKey: .code)
        try c.encodeIfPresent(range, forKey: .range)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        if try c.decode(Bool.self, forKey: .fenced) {
            style = .fenced(character: try c.decodeIfPresent(FenceCharacter.self, forKey: .fence) ?? .backtick,
                            length: try c.decodeIfPresent(Int.self, forKey: .fenceLength) ?? 3)
        } else {
            style = .indented
        }
        info = try c.decodeIfPresent(String.self, forKey: .info) ?? ""
        code = try c.decode(String.self, forKey: .code)
        range = try c.decodeIfPresent(SourceRange.self, forKey: .range)
    }
}
