/// How a language writes numbers; `Lexer.scanNumber` reads all forms from one configuration.
public struct NumberSyntax: Sendable {
    /// Digit separator allowed between digits (`_` in Python/Swift/JS, `'` in C++), or nil.
    public var separators: ByteSet
    /// `0x` hexadecimal.
    public var hasHex = true
    /// `0o` octal.
    public var hasOctal = true
    /// `0b` binary.
    public var hasBinary = true
    /// Hexadecimal floats with a `p` exponent (C, Swift).
    public var hasHexFloat = false
    /// Bytes that may start a suffix (`uUlLfF` in C, `jJ` in Python, `n` in JS); the suffix
    /// then runs over letters and digits (`u8`, `ULL`, `f32`).
    public var suffixStart: ByteSet
    /// `1.` without digits after the dot is a number (C, Python; not Swift, JS member access).
    public var allowsTrailingDot = false

    /// Describes a number syntax.
    public init(
        separators: String = "_", hasHex: Bool = true, hasOctal: Bool = true, hasBinary: Bool = true,
        hasHexFloat: Bool = false, suffixStart: String = "", allowsTrailingDot: Bool = false
    ) {
        self.separators = ByteSet(separators)
        self.hasHex = hasHex
        self.hasOctal = hasOctal
        self.hasBinary = hasBinary
        self.hasHexFloat = hasHexFloat
        self.suffixStart = ByteSet(suffixStart)
        self.allowsTrailingDot = allowsTrailingDot
    }
}

extension Lexer {
    /// True when a number starts here: a digit, or `.` followed by a digit.
    @inline(__always)
    public var isAtNumber: Bool {
        let first = peek()
        return ByteSet.digits.contains(first) || (first == 0x2E && ByteSet.digits.contains(peek(1)))
    }

    /// Emits a number literal in any of the forms `syntax` allows.
    @inline(__always)
    public mutating func scanNumber(_ syntax: NumberSyntax) -> Bool {
        guard isAtNumber else { return false }
        number(syntax)
        return true
    }

    private mutating func number(_ syntax: NumberSyntax) {
        let digits = ByteSet.digits.union(syntax.separators)
        var index = position
        let prefix = peek(1) | 0x20
        if peek() == 0x30, syntax.hasHex, prefix == 0x78 {
            index = skip(ByteSet.hexDigits.union(syntax.separators), from: index + 2)
            if syntax.hasHexFloat { index = hexFraction(from: index, syntax) }
        } else if peek() == 0x30, (syntax.hasOctal && prefix == 0x6F) || (syntax.hasBinary && prefix == 0x62) {
            index = skip(digits, from: index + 2)
        } else {
            index = decimal(from: index, digits: digits, syntax)
        }
        if inLine(index), syntax.suffixStart.contains(bytes[index]) {
            index = skip(.identifierBody, from: index + 1)
        }
        emit(.number, to: index)
    }

    private func decimal(from start: Int, digits: ByteSet, _ syntax: NumberSyntax) -> Int {
        var index = skip(digits, from: start)
        if byte(at: index) == 0x2E {
            if ByteSet.digits.contains(byte(at: index + 1)) {
                index = skip(digits, from: index + 1)
            } else if syntax.allowsTrailingDot, index > start, !ByteSet.identifierStart.contains(byte(at: index + 1)),
                byte(at: index + 1) != 0x2E
            {
                index += 1
            }
        }
        return exponent(from: index, marker: 0x65)
    }

    private func hexFraction(from start: Int, _ syntax: NumberSyntax) -> Int {
        var index = start
        if byte(at: index) == 0x2E, ByteSet.hexDigits.contains(byte(at: index + 1)) {
            index = skip(ByteSet.hexDigits.union(syntax.separators), from: index + 1)
        }
        return exponent(from: index, marker: 0x70)
    }

    /// Past an exponent like `e+10` (marker `e`) or `p-3` (marker `p`), if one is complete here.
    private func exponent(from index: Int, marker: UInt8) -> Int {
        guard byte(at: index) | 0x20 == marker else { return index }
        var next = index + 1
        if byte(at: next) == 0x2B || byte(at: next) == 0x2D { next += 1 }
        guard ByteSet.digits.contains(byte(at: next)) else { return index }
        return skip(.exponentDigits, from: next)
    }
}
