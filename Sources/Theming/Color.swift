/// An sRGB colour, optionally tagged as one of the 16 basic terminal colours.
///
/// A colour written by name in a theme (`"red"`, `"brightBlue"`) keeps its `basic` tag so
/// the ANSI encoder can emit the terminal's own palette entry at every depth; its `r`, `g`, `b`
/// are the VGA values from `BasicColor.rgb`, used by HTML and SVG.
public struct Color: Sendable, Hashable {
    /// Red channel, 0–255.
    public var r: UInt8
    /// Green channel, 0–255.
    public var g: UInt8
    /// Blue channel, 0–255.
    public var b: UInt8
    /// The basic terminal colour this colour was named as, if any.
    public var basic: BasicColor?

    /// Creates a colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.basic = nil
    }

    /// Creates the colour for one of the 16 basic terminal colours.
    public init(_ basic: BasicColor) {
        let rgb = basic.rgb
        self.r = rgb.r
        self.g = rgb.g
        self.b = rgb.b
        self.basic = basic
    }

    /// Parses `#rgb`, `#rrggbb` or a basic colour name (`red`, `brightBlack`, `bright-black`).
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            guard let parsed = Color.parseHex(text.utf8.dropFirst()) else { return nil }
            self = parsed
        } else if let basic = BasicColor(name: text) {
            self.init(basic)
        } else {
            return nil
        }
    }

    /// The colour as `#rrggbb` in lower case.
    public var hex: String {
        let digits: [Character] = Array("0123456789abcdef")
        var out = "#"
        for channel in [r, g, b] {
            out.append(digits[Int(channel >> 4)])
            out.append(digits[Int(channel & 0xF)])
        }
        return out
    }

    private static func parseHex(_ bytes: Substring.UTF8View) -> Color? {
        var values: [UInt8] = []
        for byte in bytes {
            guard let value = hexValue(byte) else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3:
            return Color(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17)
        case 6:
            return Color(
                r: values[0] << 4 | values[1], g: values[2] << 4 | values[3],
                b: values[4] << 4 | values[5])
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
