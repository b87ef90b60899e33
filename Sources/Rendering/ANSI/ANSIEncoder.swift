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
        lines.map(encode).joined(separator: "\n")
    }

    /// One line, without a newline.
    public func encode(_ line: StyledLine) -> String {
        var out = ""
        var state = SGRState.reset
        var openLink: String?
        for span in line.spans where !span.text.isEmpty {
            let link = hyperlinks ? span.link.flatMap(ANSIEncoder.sanitizeURL) : nil
            if link != openLink {
                if openLink != nil { out += ANSIEncoder.closeLink }
                if let link { out += "\u{1B}]8;;\(link)\u{1B}\\" }
                openLink = link
            }
            if depth != .none {
                let next = SGRState(span.style, depth: depth)
                out += ANSIEncoder.sgr(state.transition(to: next))
                state = next
            }
            out += TerminalText.sanitize(span.text)
        }
        if openLink != nil { out += ANSIEncoder.closeLink }
        out += ANSIEncoder.sgr(state.transition(to: .reset))
        return out
    }

    private static let closeLink = "\u{1B}]8;;\u{1B}\\"

    private static func sgr(_ parameters: [String]) -> String {
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
