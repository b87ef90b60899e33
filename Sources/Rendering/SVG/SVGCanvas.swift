// A string builder for SVG elements. Every piece of text that is not our own markup goes
// through `escaped(_:)`, which also drops the characters XML 1.0 forbids; numbers are
// written with at most one decimal, so paths stay short.

/// Accumulates SVG markup.
struct SVGCanvas {
    private(set) var markup = ""

    init(capacity: Int = 4096) {
        markup.reserveCapacity(capacity)
    }

    /// Markup we wrote ourselves.
    mutating func raw(_ text: String) {
        markup += text
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, extra: String = "",
        title: String? = nil
    ) {
        markup +=
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" fill=\"\(fill)\"\(extra)"
        end("rect", title: title)
    }

    mutating func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1,
        extra: String = ""
    ) {
        markup +=
            "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"\(extra)/>\n"
    }

    mutating func path(
        _ data: String, fill: String, stroke: String = "none", width: Double = 1,
        extra: String = "",
        title: String? = nil
    ) {
        markup +=
            "<path d=\"\(data)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"\(extra)"
        end("path", title: title)
    }

    mutating func circle(
        _ x: Double, _ y: Double, radius: Double, fill: String, extra: String = "",
        title: String? = nil
    ) {
        markup +=
            "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" fill=\"\(fill)\"\(extra)"
        end("circle", title: title)
    }

    /// Closes an element opened without its `>`: empty, or holding a `<title>` (the hover text
    /// browsers show, and what screen readers read for the shape).
    private mutating func end(_ tag: String, title: String?) {
        guard let title else {
            markup += "/>\n"
            return
        }
        markup += "><title>\(SVGCanvas.escaped(title))</title></\(tag)>\n"
    }

    /// Text at a point; `anchor` is start, middle or end; `rotate` in degrees about the point.
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double, fill: String,
        anchor: String = "start", rotate: Double = 0, bold: Bool = false
    ) {
        var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\""
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        if bold { attributes += " font-weight=\"bold\"" }
        if rotate != 0 { attributes += " transform=\"rotate(\(n(rotate)) \(n(x)) \(n(y)))\"" }
        markup += "<text \(attributes)>\(SVGCanvas.escaped(content))</text>\n"
    }

    mutating func open(_ tag: String, _ attributes: String = "") {
        markup += attributes.isEmpty ? "<\(tag)>\n" : "<\(tag) \(attributes)>\n"
    }

    mutating func close(_ tag: String) {
        markup += "</\(tag)>\n"
    }

    /// A number with at most one decimal, no trailing `.0`, no `-0`.
    func n(_ value: Double) -> String { SVGCanvas.number(value) }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((max(-1e9, min(1e9, value)) * 10).rounded())
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        let sign = tenths < 0 ? "-" : ""
        return fraction == 0 ? sign + String(whole) : sign + String(whole) + "." + String(fraction)
    }

    /// Text safe inside an element or a quoted attribute; XML-forbidden characters dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out += " "
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || value == 0xFFFE || value == 0xFFFF
                    || (value >= 0x80 && value < 0xA0)
                {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
