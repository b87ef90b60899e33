import TestSupport

/// Random source-like text built from pieces that stress every grammar: quotes, interpolation
/// openers, comment delimiters, heredocs, raw strings, line ends (LF, CRLF, CR), NUL, multibyte.
enum RandomText {
    static let pieces: [String] = [
        "\"", "'", "`", "${", "}", "{", "(", ")", "[", "]", "\\", "\n", "\r\n", "\r", "\0", "#", "/", "*",
        "<", ">", "<<EOF\n", "EOF\n", "<<-'X'", "\tX\n", "\"\"\"", "'''", "é", "😀", "日本", "e\u{301}",
        "abc", "def ", "class ", "x", "Foo", "42", "0x1F", "1e-5", " ", "  ", "\t", "@", "$", "$(", "$x",
        "f\"", "R\"d(", ")d\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "=", ".", "-", ":", ",", ";",
        "<div>", "</div>", "/>", "return ", "#if", "true", "null", "{{", "}}", "&amp;", "|", "&&",
    ]

    static func make(_ generator: inout SeededGenerator, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
        return text
    }

    /// Splits `text` into chunks of `size` unicode scalars (0 = random sizes 1...12).
    static func chunks(_ text: String, size: Int, _ generator: inout SeededGenerator) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        var target = size > 0 ? size : Int(generator.next() % 12) + 1
        for scalar in text.unicodeScalars {
            current.append(scalar)
            if current.count == target {
                result.append(String(current))
                current = String.UnicodeScalarView()
                target = size > 0 ? size : Int(generator.next() % 12) + 1
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }
}
