// The interned kinds by serial number as literals. Building a `TokenKind` from a string literal
// costs no reference counting, while copying one out of `internedKinds` retains its name; the
// conversion from raw tokens to `Token`s does this once per token.

extension TokenKind {
    /// The interned kind with this serial number (1...27), made from a literal; nil otherwise.
    @inline(__always)
    static func literal(serial: UInt16) -> TokenKind? {
        switch serial {
        case 1: return TokenKind(rawValue: "plain", serial: 1)
        case 2: return TokenKind(rawValue: "comment", serial: 2)
        case 3: return TokenKind(rawValue: "keyword", serial: 3)
        case 4: return TokenKind(rawValue: "operator", serial: 4)
        case 5: return TokenKind(rawValue: "string", serial: 5)
        case 6: return TokenKind(rawValue: "number", serial: 6)
        case 7: return TokenKind(rawValue: "constant", serial: 7)
        case 8: return TokenKind(rawValue: "type", serial: 8)
        case 9: return TokenKind(rawValue: "function", serial: 9)
        case 10: return TokenKind(rawValue: "builtin", serial: 10)
        case 11: return TokenKind(rawValue: "attribute", serial: 11)
        case 12: return TokenKind(rawValue: "tag", serial: 12)
        case 13: return TokenKind(rawValue: "meta", serial: 13)
        case 14: return TokenKind(rawValue: "heading", serial: 14)
        case 15: return TokenKind(rawValue: "inserted", serial: 15)
        case 16: return TokenKind(rawValue: "deleted", serial: 16)
        case 17: return TokenKind(rawValue: "escape", serial: 17)
        case 18: return TokenKind(rawValue: "regex", serial: 18)
        case 19: return TokenKind(rawValue: "punctuation", serial: 19)
        case 20: return TokenKind(rawValue: "variable", serial: 20)
        case 21: return TokenKind(rawValue: "property", serial: 21)
        case 22: return TokenKind(rawValue: "function.call", serial: 22)
        case 23: return TokenKind(rawValue: "punctuation.interpolation", serial: 23)
        case 24: return TokenKind(rawValue: "string.delimiter", serial: 24)
        case 25: return TokenKind(rawValue: "comment.doc", serial: 25)
        case 26: return TokenKind(rawValue: "keyword.control", serial: 26)
        case 27: return TokenKind(rawValue: "type.builtin", serial: 27)
        default: return nil
        }
    }
}
