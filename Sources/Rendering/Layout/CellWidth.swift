// Terminal cell widths, measured per grapheme cluster.
//
// A scalar's width comes from our own table (CellWidthTable, generated from the Unicode data
// by Scripts/gen_width_table.py): 2 for East Asian Wide/Fullwidth (emoji with default emoji
// presentation are W), 0 for combining marks, format and control characters, else 1.
// A cluster takes the width of its first scalar that has one, then:
//   - emoji + VS16 (U+FE0F) shows as emoji: 2 (`❤️`, keycaps `1️⃣`);
//   - a regional-indicator pair (a flag, `🇫🇷`) is 2;
//   - ZWJ sequences (`👨‍👩‍👧`) and modifiers (`👍🏽`) count their first emoji only: 2;
//   - a cluster of zero-width scalars only (a lone ZWJ or combining mark) is 0.
// Strings are measured on their UTF-8 bytes (`Clusters`): ASCII without forming clusters.

/// Widths of text in terminal cells.
public enum CellWidth {
    /// The width of a string in terminal cells.
    public static func of(_ text: String) -> Int {
        if let width = text.utf8.withContiguousStorageIfAvailable({
            Clusters.width(of: $0, from: 0, to: $0.count)
        }) {
            return width
        }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The width of a substring in terminal cells.
    public static func of(_ text: Substring) -> Int {
        of(String(text))
    }

    /// The width of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        if character == "\r\n" { return 0 }
        return width(ofCluster: character.unicodeScalars)
    }

    /// The width of the scalars of one non-ASCII grapheme cluster (the rules above).
    static func width<Scalars: Sequence<Unicode.Scalar>>(ofCluster scalars: Scalars) -> Int {
        var base = 0
        var regionalIndicators = 0
        var emojiPresentation = false
        for scalar in scalars {
            let value = scalar.value
            if value == 0xFE0F { emojiPresentation = true }
            if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
            if base == 0 { base = width(of: scalar) }
        }
        if regionalIndicators >= 2 || (emojiPresentation && base > 0) { return 2 }
        return base
    }

    /// The width of a single scalar, from the table: 0, 1 or 2.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }  // NB: includes U+00AD SOFT HYPHEN, which shows.
        if contains(CellWidthTable.zero, value) { return 0 }
        if value >= 0x1100 && contains(CellWidthTable.wide, value) { return 2 }
        return 1
    }

    /// Binary search in a flat sorted list of inclusive ranges.
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < ranges[mid * 2] {
                high = mid - 1
            } else if value > ranges[mid * 2 + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
