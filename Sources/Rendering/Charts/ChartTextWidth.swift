// Text width without a font: a per-character table of advance widths (in ems) close to
// DejaVu Sans and Helvetica, the wider of the two so estimates err on the generous side.
// East Asian wide characters and emoji count as one em.

/// Estimated widths of text in a sans-serif font.
public enum ChartTextWidth {
    /// The estimated width of `text` at `fontSize` pixels.
    public static func of(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += advance(scalar)
        }
        return ems * fontSize
    }

    /// `text` cut to fit `width` pixels, with an ellipsis when cut.
    public static func truncated(_ text: String, toFit width: Double, fontSize: Double) -> String {
        guard of(text, fontSize: fontSize) > width else { return text }
        var kept = ""
        var used = advance("…") * fontSize
        for character in text {
            let extra = of(String(character), fontSize: fontSize)
            if used + extra > width { break }
            kept.append(character)
            used += extra
        }
        return kept + "…"
    }

    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value < 0x80 { return ascii[Int(value)] }
        if value >= 0x1100
            && (value <= 0x115F || (value >= 0x2E80 && value <= 0xA4CF)
                || (value >= 0xAC00 && value <= 0xD7A3) || (value >= 0xF900 && value <= 0xFAFF)
                || (value >= 0xFF00 && value <= 0xFF60) || value >= 0x1F300)
        {
            return 1.0
        }
        return 0.62
    }

    /// Advances of the ASCII characters, in ems.
    static let ascii: [Double] = {
        var table = [Double](repeating: 0.6, count: 128)
        for index in 0..<32 { table[index] = 0 }
        let groups: [(String, Double)] = [
            (" ", 0.32), ("il.,:;'|!`", 0.3), ("fjtrI()[]{}\"/\\-", 0.4), ("*^", 0.5),
            ("abcdeghknopqsuvxyz", 0.6), ("0123456789$#?_+<>=~", 0.64),
            ("ABCDEFGHJKLNOPQRSTUVXYZ&", 0.72), ("mw%", 0.94), ("MW@", 1.0),
        ]
        for (characters, width) in groups {
            for byte in characters.utf8 { table[Int(byte)] = width }
        }
        return table
    }()
}
