/// Code embedded in a string: `${ }` in JS, `\( )` in Swift, `{ }` in Python f-strings,
/// `$( )` in shell. Inside, the grammar lexes code until the closing bracket at depth 0.
public struct Interpolation: Sendable {
    /// The opener, e.g. `${`.
    public var open: [UInt8]
    /// The closing byte, e.g. `}`.
    public var close: UInt8
    /// The bracket that nests inside and must be balanced first, e.g. `{`.
    public var nest: UInt8
    /// True when a doubled opener (`{{` in f-strings) is an escape, not an interpolation.
    public var doubledIsEscape: Bool
    /// Copied into the interpolation mode's `variant`, so the grammar knows what is inside.
    public var variant: UInt8

    /// Describes an interpolation.
    public init(open: String, close: Character, nest: Character, doubledIsEscape: Bool = false, variant: UInt8 = 0) {
        self.open = Array(open.utf8)
        self.close = close.asciiValue ?? 0x7D
        self.nest = nest.asciiValue ?? 0x7B
        self.doubledIsEscape = doubledIsEscape
        self.variant = variant
    }
}

/// How one kind of string literal reads, for `Lexer.beginString` / `continueString`.
public struct StringSyntax: Sendable {
    /// The closing delimiter when `beginString` is not given one (e.g. `"`, `'''`).
    public var close: [UInt8]
    /// The escape byte (`\`), or nil for raw strings.
    public var escape: UInt8?
    /// True when the string may run over line ends (triple quotes, template literals).
    public var isMultiline: Bool
    /// The interpolations recognised inside.
    public var interpolations: [Interpolation]
    /// A sigil that marks variables inside (`$` in shell and PHP), or nil.
    public var variableSigil: UInt8?
    /// The kind of the literal text (`string`, `regex`, `property`...).
    public var kind: TokenKind
    let special: ByteSet

    /// Describes a string literal.
    public init(
        close: String, escape: Character? = "\\", isMultiline: Bool = false,
        interpolations: [Interpolation] = [], variableSigil: Character? = nil, kind: TokenKind = .string
    ) {
        self.close = Array(close.utf8)
        self.escape = escape?.asciiValue
        self.isMultiline = isMultiline
        self.interpolations = interpolations
        self.variableSigil = variableSigil?.asciiValue
        self.kind = kind
        var special = ByteSet("\n")
        if let first = self.close.first { special.insert(first) }
        if let escape = self.escape { special.insert(escape) }
        for interpolation in interpolations {
            if let first = interpolation.open.first { special.insert(first) }
            if interpolation.doubledIsEscape { special.insert(interpolation.close) }
        }
        if let sigil = self.variableSigil { special.insert(sigil) }
        self.special = special
    }
}
