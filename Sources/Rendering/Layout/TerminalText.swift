// Making untrusted text safe to print on a terminal.
//
// What happens to each kind of character (checked by TerminalTextTests):
//   - Escape sequences are removed whole: CSI (`ESC [` … final byte, or C1 U+009B), OSC,
//     DCS, SOS, PM, APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` or their C1 forms, up
//     to BEL, `ESC \` or U+009C), and two- or three-character escapes (`ESC 7`, `ESC ( B`).
//     A string sequence with no terminator, or an ESC that starts no sequence, shows as `␛`
//     and the text after it is kept as text.
//   - Other C0 controls show as their Control Pictures (U+2400 + code: BEL `␇`, BS `␈`,
//     bare CR `␍`); DEL shows as `␡`. CR LF becomes LF. Tab becomes spaces up to the next
//     multiple of `tabWidth` columns, counted from the last line break.
//   - Other C1 controls (U+0080–U+009F) are dropped.
//   - Bidi embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069) are dropped,
//     so no text can be reordered on screen ("Trojan Source").
//   - LINE SEPARATOR and PARAGRAPH SEPARATOR (U+2028, U+2029) become LF.

/// Sanitising of untrusted text before layout.
public enum TerminalText {
    /// `text` with every control character and escape sequence made harmless (see above).
    public static func sanitize(_ text: String, tabWidth: Int = 4) -> String {
        if isSafe(text) { return text }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        scalars.append(contentsOf: text.unicodeScalars)
        var cleaner = SanitizingScanner(scalars: scalars, tabWidth: max(1, tabWidth))
        return cleaner.run()
    }

    /// True when the text has nothing to sanitise: the fast path, on UTF-8 bytes.
    static func isSafe(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && byte != 0x0A { return false }
            if byte == 0x7F { return false }
            if previous == 0xC2 && byte >= 0x80 && byte <= 0x9F { return false }
            if beforePrevious == 0xE2 && previous == 0x80 && byte >= 0xA8 && byte <= 0xAE {
                return false
            }
            if beforePrevious == 0xE2 && previous == 0x81 && byte >= 0xA6 && byte <= 0xA9 {
                return false
            }
            beforePrevious = previous
            previous = byte
        }
        return true
    }
}
