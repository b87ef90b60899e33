import Theming

/// Encodes styled lines as text with ANSI SGR escapes (and OSC 8 hyperlinks if enabled).
///
/// Between spans only the SGR parameters that change are sent (or a reset, if shorter);
/// every line ends reset, with any hyperlink closed, so lines can be printed independently.
/// At `ColorDepth.none` the output is the bare text. Span text is passed through
/// `TerminalText.sanitize(_:)` again as a last line of defence.
public struct ANSIEncoder: Sendable, Hashable {
    /// The colour depth to encode for.
    public var depth: ColorDepth
    /// Whether links become OSC 8 hyperlinks (otherwise the link is dropped silently; the
    /// renderer shows the URL as text when the theme asks for it).
    public var hyperlinks: Bool

    /// Creates an encoder.
    public init(depth: ColorDepth, hyperlinks: Bool = false) {
        self.depth = depth
        self.hyperlinks = hyperlinks
    }

    /// The lines joined by `"\n"` (no newline after the last).
    public func encode(_ lines: [StyledLine]) -> String {
        String(decoding: encodeBytes(lines), as: UTF8.self)
    }

    /// One line, without a newline.
    public func encode(_ line: StyledLine) -> String {
        encode([line])
    }

    /// The lines as UTF-8, each followed by `terminator` (none after the last when empty).
    public func encodeBytes(_ lines: [StyledLine], terminator: String = "") -> [UInt8] {
        let out = ByteBuffer(capacity: lines.count * 64)
        var encoder = PieceEncoder(depth: depth, hyperlinks: hyperlinks)
        var text = PieceText()
        var pieces: [TextPiece] = []
        for (index, line) in lines.enumerated() {
            if index > 0 && terminator.isEmpty { out.append(0x0A) }
            // NB: the palette (and so the encoder's escapes) lives on; the bytes need not.
            text.bytes.removeAll(keepingCapacity: true)
            pieces.removeAll(keepingCapacity: true)
            text.appendPieces(of: line, to: &pieces)
            encoder.encode(pieces[...], margin: 0, text: text, into: out)
            out.append(Array(terminator.utf8))
        }
        return out.array
    }

    /// The escape for SGR parameters (empty for none).
    static func sgr(_ parameters: [String]) -> String {
        parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// A URL made safe for OSC 8: controls (C0, DEL, C1) and bidi controls dropped, spaces
    /// and non-ASCII percent-encoded; `nil` when empty or longer than 2048 bytes.
    public static func sanitizeURL(_ url: String) -> String? {
        var out = ""
        for scalar in url.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                continue
            }
            if value == 0x20 || value > 0x7E {
                for byte in String(scalar).utf8 {
                    out += "%" + hexByte(byte)
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.isEmpty || out.utf8.count > 2048 ? nil : out
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
