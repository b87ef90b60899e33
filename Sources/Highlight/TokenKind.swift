/// What a highlighted token is: one of the sixteen core kinds, a refinement such as `escape`,
/// or a dotted name such as `keyword.control` that falls back by prefix.
public struct TokenKind: Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The kind's name, e.g. `keyword` or `keyword.control`.
    public let rawValue: String
    /// NB: a small number for names in `TokenKind.interned` (0 otherwise) so the lexer's hot
    /// path compares integers, not strings. Equality and hashing still mean the name.
    let serial: UInt16

    /// Wraps a kind name.
    public init(rawValue: String) {
        self.rawValue = rawValue
        serial = TokenKind.interned[rawValue] ?? 0
    }

    init(rawValue: String, serial: UInt16) {
        self.rawValue = rawValue
        self.serial = serial
    }

    /// Wraps a kind name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }

    /// Wraps a kind name written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Compares names (by serial number when both are interned).
    @inline(__always)
    public static func == (lhs: TokenKind, rhs: TokenKind) -> Bool {
        if lhs.serial != 0 && rhs.serial != 0 { return lhs.serial == rhs.serial }
        return lhs.rawValue == rhs.rawValue
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The serial of `comment.doc`.
    static var docCommentSerial: UInt16 { 25 }

    /// The interned kinds by serial number (index 0 is a placeholder).
    static let internedKinds: [TokenKind] = {
        var kinds = [TokenKind(rawValue: "plain", serial: 1)]
        for (name, serial) in interned.sorted(by: { $0.value < $1.value }) {
            kinds.append(TokenKind(rawValue: name, serial: serial))
        }
        return kinds
    }()

    private static let interned: [String: UInt16] = {
        let names = """
            plain comment keyword operator string number constant type function builtin attribute tag meta
            heading inserted deleted escape regex punctuation variable property function.call
            punctuation.interpolation string.delimiter comment.doc keyword.control type.builtin
            """
        var table: [String: UInt16] = [:]
        for (index, name) in names.split(whereSeparator: { $0 == " " || $0 == "\n" }).enumerated() {
            table[String(name)] = UInt16(index + 1)
        }
        return table
    }()

    /// The kind's name.
    public var description: String { rawValue }

    /// Text without meaning: whitespace, identifiers that are nothing special.
    public static var plain: TokenKind { TokenKind(rawValue: "plain", serial: 1) }
    /// A comment.
    public static var comment: TokenKind { TokenKind(rawValue: "comment", serial: 2) }
    /// A reserved word.
    public static var keyword: TokenKind { TokenKind(rawValue: "keyword", serial: 3) }
    /// An operator such as `+` or `&&`.
    public static var `operator`: TokenKind { TokenKind(rawValue: "operator", serial: 4) }
    /// A string literal.
    public static var string: TokenKind { TokenKind(rawValue: "string", serial: 5) }
    /// A number literal.
    public static var number: TokenKind { TokenKind(rawValue: "number", serial: 6) }
    /// A named constant such as `true`, `None`, `nil`.
    public static var constant: TokenKind { TokenKind(rawValue: "constant", serial: 7) }
    /// A type name.
    public static var type: TokenKind { TokenKind(rawValue: "type", serial: 8) }
    /// A function name (definition or call).
    public static var function: TokenKind { TokenKind(rawValue: "function", serial: 9) }
    /// A built-in function or object such as `print`, `console`.
    public static var builtin: TokenKind { TokenKind(rawValue: "builtin", serial: 10) }
    /// An attribute, annotation or decorator.
    public static var attribute: TokenKind { TokenKind(rawValue: "attribute", serial: 11) }
    /// A markup tag name.
    public static var tag: TokenKind { TokenKind(rawValue: "tag", serial: 12) }
    /// Preprocessor and compiler directives, interpolation delimiters.
    public static var meta: TokenKind { TokenKind(rawValue: "meta", serial: 13) }
    /// A heading (markup, diff file headers).
    public static var heading: TokenKind { TokenKind(rawValue: "heading", serial: 14) }
    /// An inserted line (diff).
    public static var inserted: TokenKind { TokenKind(rawValue: "inserted", serial: 15) }
    /// A deleted line (diff).
    public static var deleted: TokenKind { TokenKind(rawValue: "deleted", serial: 16) }

    /// An escape sequence inside a string; falls back to `string`.
    public static var escape: TokenKind { TokenKind(rawValue: "escape", serial: 17) }
    /// A regular-expression literal; falls back to `string`.
    public static var regex: TokenKind { TokenKind(rawValue: "regex", serial: 18) }
    /// Brackets, commas, semicolons; falls back to `operator`.
    public static var punctuation: TokenKind { TokenKind(rawValue: "punctuation", serial: 19) }
    /// A variable such as `$HOME`; falls back to `plain`.
    public static var variable: TokenKind { TokenKind(rawValue: "variable", serial: 20) }
    /// A property or object key; falls back to `plain`.
    public static var property: TokenKind { TokenKind(rawValue: "property", serial: 21) }

    /// The sixteen core kinds every theme styles.
    public static let coreKinds: [TokenKind] = [
        .plain, .comment, .keyword, .operator, .string, .number, .constant, .type,
        .function, .builtin, .attribute, .tag, .meta, .heading, .inserted, .deleted,
    ]

    /// The five refinements and the core kind each falls back to.
    public static let refinements: [TokenKind: TokenKind] = [
        .escape: .string, .regex: .string, .punctuation: .operator,
        .variable: .plain, .property: .plain,
    ]

    /// True for one of the sixteen core kinds.
    public var isCore: Bool { TokenKind.coreKinds.contains(self) }

    /// The next kind to try when a theme has no style for this one; nil for a core kind.
    public var parent: TokenKind? {
        if let dot = rawValue.lastIndex(of: ".") { return TokenKind(String(rawValue[..<dot])) }
        if let core = TokenKind.refinements[self] { return core }
        return isCore ? nil : .plain
    }

    /// This kind followed by each fallback, ending at a core kind.
    public var fallbackChain: [TokenKind] {
        var chain = [self]
        var current = self
        while let next = current.parent, chain.count < 16 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The core kind this kind finally falls back to.
    public var coreKind: TokenKind { fallbackChain.last ?? .plain }
}
