// Colours that come from a chart spec are untrusted CSS strings. `sanitized` keeps only the
// forms that cannot escape an attribute or reach outside the SVG (hex, rgb(a), hsl(a), a bare
// name); `parse` turns the common ones into a `Color` for terminals and colour scales.
import Theming

/// Reading and checking the CSS colour strings a chart spec carries.
public enum ChartColor {
    /// The colour if it is a safe CSS colour (`#hex`, `rgb()`, `rgba()`, `hsl()`, `hsla()` or a
    /// plain name); nil for anything else.
    public static func sanitized(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.utf8.count <= 48 else { return nil }
        let bytes = Array(text.utf8)
        let allowed = bytes.allSatisfy { byte in
            isLetter(byte) || isDigit(byte) || " #(),.%-".utf8.contains(byte)
        }
        guard allowed else { return nil }
        if bytes[0] == UInt8(ascii: "#") {
            let digits = bytes.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(isHex) ? text : nil
        }
        if bytes.allSatisfy(isLetter) { return text.lowercased() == "url" ? nil : text }
        let lower = text.lowercased()
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where lower.hasPrefix(function) {
            let inner = lower.dropFirst(function.count)
            guard inner.hasSuffix(")"),
                !inner.dropLast().contains(where: { $0 == "(" || $0 == ")" || $0.isLetter })
            else { return nil }
            return text
        }
        return nil
    }

    /// An sRGB colour for `#hex`, `rgb()`/`rgba()` or a common CSS name; nil otherwise.
    public static func parse(_ text: String?) -> Color? {
        guard let text = sanitized(text) else { return nil }
        let lower = text.lowercased()
        if lower.hasPrefix("#") {
            let digits = Array(lower.dropFirst())
            let rgb =
                digits.count == 4 || digits.count == 8
                ? digits.dropLast(digits.count / 4) : digits[...]
            return Color(parsing: "#" + String(rgb))
        }
        if lower.hasPrefix("rgb") {
            let numbers = lower.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",")
                .compactMap { Double($0.filter { $0 != " " && $0 != "%" }) }
            guard numbers.count >= 3 else { return nil }
            let channel = { (value: Double) in UInt8(max(0, min(255, value.rounded()))) }
            return Color(r: channel(numbers[0]), g: channel(numbers[1]), b: channel(numbers[2]))
        }
        return namedColors[lower].flatMap { Color(parsing: $0) }
    }

    /// A colour between `low` and `high` at `fraction` (0...1), through the listed stops.
    public static func interpolate(_ stops: [Color], at fraction: Double) -> Color {
        guard let first = stops.first else { return Color(r: 0, g: 0, b: 0) }
        guard stops.count > 1, fraction.isFinite else { return first }
        let position = max(0, min(1, fraction)) * Double(stops.count - 1)
        let index = min(stops.count - 2, Int(position))
        let local = position - Double(index)
        let (a, b) = (stops[index], stops[index + 1])
        let mix = { (x: UInt8, y: UInt8) in
            UInt8((Double(x) + (Double(y) - Double(x)) * local).rounded())
        }
        return Color(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b))
    }

    /// Relative luminance, 0 (black) to 1 (white), for choosing a readable text colour.
    public static func luminance(_ color: Color) -> Double {
        (0.2126 * Double(color.r) + 0.7152 * Double(color.g) + 0.0722 * Double(color.b)) / 255
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static let namedColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000",
        "blue": "#0000ff", "yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080",
        "pink": "#ffc0cb", "gray": "#808080", "grey": "#808080", "brown": "#a52a2a",
        "cyan": "#00ffff", "magenta": "#ff00ff", "teal": "#008080", "navy": "#000080",
        "steelblue": "#4682b4", "tomato": "#ff6347", "gold": "#ffd700", "orchid": "#da70d6",
        "crimson": "#dc143c", "coral": "#ff7f50", "olive": "#808000", "maroon": "#800000",
        "lightblue": "#add8e6", "lightgreen": "#90ee90", "darkblue": "#00008b",
        "darkgreen": "#006400", "darkred": "#8b0000", "silver": "#c0c0c0", "indigo": "#4b0082",
        "salmon": "#fa8072", "skyblue": "#87ceeb", "seagreen": "#2e8b57", "firebrick": "#b22222",
    ]
}
