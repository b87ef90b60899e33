/// How ordered list items are numbered.
public enum EnumerationStyle: String, Sendable, Hashable, CaseIterable {
    /// 1, 2, 3
    case decimal
    /// a, b, c … z, aa
    case lowerAlpha
    /// A, B, C … Z, AA
    case upperAlpha
    /// i, ii, iii
    case lowerRoman
    /// I, II, III
    case upperRoman

    /// The label for item `number` (without suffix); numbers below 1 fall back to decimal.
    public func label(_ number: Int) -> String {
        guard number >= 1 else { return String(number) }
        switch self {
        case .decimal: return String(number)
        case .lowerAlpha: return EnumerationStyle.alpha(number).lowercased()
        case .upperAlpha: return EnumerationStyle.alpha(number)
        case .lowerRoman: return EnumerationStyle.roman(number).lowercased()
        case .upperRoman: return EnumerationStyle.roman(number)
        }
    }

    private static func alpha(_ number: Int) -> String {
        var n = number
        var out: [Character] = []
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        while n > 0 {
            n -= 1
            out.insert(letters[n % 26], at: 0)
            n /= 26
        }
        return String(out)
    }

    private static func roman(_ number: Int) -> String {
        guard number < 4000 else { return String(number) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var n = number
        var out = ""
        for (value, symbol) in table {
            while n >= value {
                out += symbol
                n -= value
            }
        }
        return out
    }
}
