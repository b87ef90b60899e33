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
    /// `sanitize(text)` with line feeds turned into spaces, for text that must stay on one
    /// line (labels, bullets, image alt text, the words of an SVG text run).
    public static func singleLine(_ text: String) -> String {
        let safe = sanitize(text)
        guard safe.utf8.contains(0x0A) else { return safe }
        return String(safe.map { $0 == "\n" ? " " : $0 })
    }

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
        var copy = text
        return copy.withUTF8(isSafe)
    }

    /// The check on bytes: printable ASCII passes at once; only controls, C1 (`C2 80`–`C2 9F`)
    /// and `E2 80 A8`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9` (separators, bidi) need a look.
    /// NB: eight bytes at a time while they are all printable ASCII; a word that is not is
    /// looked at byte by byte.
    static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count, let base = bytes.baseAddress,
                isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let stop = min(count, index + 8)
            while index < stop {
                let byte = bytes[index]
                index += 1
                if byte >= 0x20 && byte < 0x7F || byte == 0x0A { continue }
                if byte < 0x80 { return false }
                if byte == 0xC2, index < count, bytes[index] <= 0x9F { return false }
                if byte == 0xE2, index + 1 < count {
                    let second = bytes[index]
                    let third = bytes[index + 1]
                    if second == 0x80 && third >= 0xA8 && third <= 0xAE { return false }
                    if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return false }
                }
            }
        }
        return true
    }

    /// True when all eight bytes of `word` are 0x20–0x7E (SWAR: a byte below 0x20 borrows
    /// into its top bit when 0x20 is taken from it; DEL is found as a zero byte of
    /// `word ^ 0x7F…`). Exact once no byte has its top bit set.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let delete = word ^ (ones &* 0x7F)
        let belowSpace = (word &- ones &* 0x20) & ~word & high
        let hasDelete = (delete &- ones) & ~delete & high
        return word & high == 0 && belowSpace == 0 && hasDelete == 0
    }
}
