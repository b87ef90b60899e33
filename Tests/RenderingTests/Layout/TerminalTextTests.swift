import Testing

@testable import Rendering

@Suite struct TerminalTextTests {
    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[H cleared", "\u{1B}]0;pwned\u{07}title",
        "\u{1B}]52;c;ZXZpbA==\u{1B}\\clip",
        "\u{1B}P1$q\u{1B}\\dcs", "\u{1B}_apc\u{1B}\\x", "\u{9B}31mC1 CSI", "\u{9D}0;t\u{9C}C1 OSC",
        "bell\u{07}bs\u{08}cr\rdel\u{7F}", "\u{1B}",
        "\u{1B}]8;;http://evil\u{07}link\u{1B}]8;;\u{07}",
        "\u{1B}[", "\u{1B}]unterminated", "\u{85}\u{90}\u{9F}", "a\u{1B}7b\u{1B}(Bc",
        "\u{202E}evil\u{202C}", "\u{2066}iso\u{2069}", "\u{1B}[31;1;4;38;2;1;2;3mcolour\u{1B}[0m",
        "\u{1B}\u{1B}[1m", "tab\there", "\u{0}\u{1F}\u{1A}",
    ]

    @Test(arguments: hostile)
    func noControlBytesSurvive(input: String) {
        let output = TerminalText.sanitize(input)
        let bytes = Array(output.utf8)
        for (index, byte) in bytes.enumerated() {
            #expect(
                byte != 0x1B && byte != 0x07 && byte != 0x08 && byte != 0x7F, "\(visible(output))")
            #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte) in \(visible(output))")
            if byte == 0xC2 && index + 1 < bytes.count {
                #expect(!(0x80...0x9F).contains(bytes[index + 1]), "C1 in \(visible(output))")
            }
        }
        for scalar in output.unicodeScalars {
            #expect(
                !(0x202A...0x202E).contains(scalar.value)
                    && !(0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test(arguments: [
        ("\u{1B}[2J\u{1B}[H cleared", " cleared"), ("\u{1B}]0;pwned\u{07}title", "title"),
        ("\u{1B}]52;c;ZXZpbA==\u{1B}\\clip", "clip"), ("\u{1B}P1$q\u{1B}\\dcs", "dcs"),
        ("\u{9B}31mC1 CSI", "C1 CSI"), ("\u{9D}0;t\u{9C}C1 OSC", "C1 OSC"),
        ("bell\u{07}bs\u{08}cr\rdel\u{7F}", "bell␇bs␈cr␍del␡"), ("\u{1B}", "␛"),
        ("\u{1B}]unterminated", "␛]unterminated"), ("a\u{1B}7b\u{1B}(Bc", "abc"),
        ("\u{202E}evil\u{202C}", "evil"), ("crlf\r\nnext", "crlf\nnext"),
        ("tab\there", "tab here"), ("\tx\n12\ty", "    x\n12  y"), ("\u{85}x\u{91}", "x"),
        ("\u{9F}x", "␛x"),
        ("line\u{2028}sep", "line\nsep"), ("\u{1B}[31", ""), ("\u{1B}[1;\nx", "\nx"),
        ("漢\tx", "漢  x"), ("\u{0}", "␀"),
    ])
    func visibleForms(input: String, expected: String) {
        #expect(visible(TerminalText.sanitize(input)) == visible(expected))
    }

    @Test func safeTextIsReturnedUnchanged() {
        let text = "Plain text, ünïcödé, 漢字, emoji 👍🏽 and\nnewlines."
        #expect(TerminalText.isSafe(text))
        #expect(TerminalText.sanitize(text) == text)
        #expect(!TerminalText.isSafe("a\u{202E}b"))
        #expect(!TerminalText.isSafe("a\u{85}b"))
    }
}

/// Shows escapes and controls visibly in failure messages (`␛[1m`).
func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x1B: out += "␛"
        case 0x0A: out += "⏎\n"
        case 0x00..<0x20, 0x7F...0x9F: out += "<\(String(scalar.value, radix: 16))>"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
