// Text as paths inside a nested chart: the chart renderer writes every label as
// `<text x y font-size fill [text-anchor] [font-weight] [transform]>escaped</text>` (see
// `SVGCanvas.text`), so each one is found, unescaped, measured and replaced by a `<path>` of
// its glyphs, shifted for the anchor and keeping the rotation.

/// Replaces the `<text>` elements of chart markup with glyph outlines.
struct ChartTextOutlines {
    var writer: SVGSceneWriter

    /// The markup with every `<text>` element replaced by a `<path>`.
    func convert(_ markup: String) -> String {
        var out = ""
        out.reserveCapacity(markup.utf8.count)
        var rest = markup[...]
        while let open = rest.firstRange(of: "<text ") {
            out += rest[..<open.lowerBound]
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
                let close = rest[tagEnd...].firstRange(of: "</text>")
            else { return out }
            let attributes = ChartTextOutlines.attributes(rest[open.upperBound..<tagEnd])
            let content = ChartTextOutlines.unescaped(
                rest[rest.index(after: tagEnd)..<close.lowerBound])
            out += path(content, attributes)
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private func path(_ content: String, _ attributes: [String: String]) -> String {
        let size = Double(attributes["font-size"] ?? "") ?? 12
        let face: FontFace = attributes["font-weight"] == "bold" ? .bold : .regular
        let width = writer.fonts.width(content, face: face, size: size)
        var x = Double(attributes["x"] ?? "") ?? 0
        switch attributes["text-anchor"] {
        case "middle": x -= width / 2
        case "end": x -= width
        default: break
        }
        let y = Double(attributes["y"] ?? "") ?? 0
        let (d, missing) = writer.outline(content, face: face, x: x, baseline: y, size: size)
        let transform = attributes["transform"].map { " transform=\"\($0)\"" } ?? ""
        let fill = attributes["fill"] ?? "#000"
        var out = d.isEmpty ? "" : "<path d=\"\(d)\" fill=\"\(fill)\"\(transform)/>"
        for piece in missing {
            // NB: characters DejaVu lacks stay text, for the viewer's fallback font.
            out +=
                "<text x=\"\(SVGCanvas.number(piece.x))\" y=\"\(SVGCanvas.number(y))\" font-size=\"\(SVGCanvas.number(size))\" fill=\"\(fill)\"\(transform)>\(SVGCanvas.escaped(piece.text))</text>"
        }
        return out
    }

    /// `name="value"` pairs of an opening tag (values are our own, without quotes inside).
    static func attributes(_ text: Substring) -> [String: String] {
        var out: [String: String] = [:]
        var rest = text
        while let equals = rest.firstRange(of: "=\"") {
            let name = rest[..<equals.lowerBound].trimmingCharacters(in: " ")
            guard let end = rest[equals.upperBound...].firstIndex(of: "\"") else { break }
            out[name] = String(rest[equals.upperBound..<end])
            rest = rest[rest.index(after: end)...]
        }
        return out
    }

    /// Text with the five entities `SVGCanvas.escaped` writes turned back into characters.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        let out = text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing(
            "&quot;", with: "\""
        )
        .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
        return String(out)
    }
}

extension Substring {
    /// The text without the given character at either end.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
