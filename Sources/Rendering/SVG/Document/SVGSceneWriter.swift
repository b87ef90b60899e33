// Writes a scene as one standalone SVG document: the root with `role="img"`, `<title>` and
// `<desc>` first, then the items in order. Text is `<text>` naming the DejaVu families, or,
// with `drawsTextAsPaths`, one `<path>` of glyph outlines a run, so the picture is exact
// without the font. Chart SVGs are nested; in paths mode their labels are converted too.

/// Encodes an `SVGScene` as SVG markup.
struct SVGSceneWriter {
    var fonts: SVGFonts
    var drawsTextAsPaths: Bool

    /// The document: header, accessible name and description, items.
    func write(_ scene: SVGScene, title: String, description: String) -> String {
        var canvas = SVGCanvas(capacity: 16_384 + scene.items.count * 120)
        let w = canvas.n(scene.width)
        let h = canvas.n(scene.height)
        canvas.open(
            "svg",
            "xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-label=\"\(SVGCanvas.escaped(title))\" font-family=\"\(FontFace.regular.family)\""
        )
        canvas.raw("<title>\(SVGCanvas.escaped(title))</title>\n")
        canvas.raw("<desc>\(SVGCanvas.escaped(description))</desc>\n")
        canvas.rect(x: 0, y: 0, width: scene.width, height: scene.height, fill: scene.background)
        for item in scene.items { write(item, into: &canvas) }
        canvas.close("svg")
        return canvas.markup
    }

    private func write(_ item: SceneItem, into canvas: inout SVGCanvas) {
        switch item {
        case .rect(
            let x, let y, let width, let height, let fill, let stroke, let radius, let dashed):
            var extra = radius > 0 ? " rx=\"\(canvas.n(radius))\"" : ""
            if let stroke { extra += " stroke=\"\(stroke)\"" }
            if dashed { extra += " stroke-dasharray=\"4 3\"" }
            canvas.rect(x: x, y: y, width: width, height: height, fill: fill, extra: extra)
        case .line(let x1, let y1, let x2, let y2, let stroke, let width):
            canvas.line(x1, y1, x2, y2, stroke: stroke, width: width)
        case .circle(let x, let y, let radius, let fill):
            canvas.circle(x, y, radius: radius, fill: fill)
        case .stroke(let path, let color, let width):
            canvas.path(
                path, fill: "none", stroke: color, width: width,
                extra: " stroke-linecap=\"round\" stroke-linejoin=\"round\"")
        case .text(let run):
            drawsTextAsPaths ? glyphs(run, into: &canvas) : text(run, into: &canvas)
        case .svg(let markup, let x, let y):
            let body = drawsTextAsPaths ? ChartTextOutlines(writer: self).convert(markup) : markup
            canvas.raw("<svg x=\"\(canvas.n(x))\" y=\"\(canvas.n(y))\" " + body.dropFirst(5))
        }
    }

    private func text(_ run: TextRun, into canvas: inout SVGCanvas) {
        var attributes =
            "x=\"\(canvas.n(run.x))\" y=\"\(canvas.n(run.baseline))\" font-size=\"\(canvas.n(run.size))\" fill=\"\(run.fill)\""
        if run.face.isMono { attributes += " font-family=\"\(run.face.family)\"" }
        if run.face.isBold { attributes += " font-weight=\"bold\"" }
        if run.face.isItalic { attributes += " font-style=\"italic\"" }
        // NB: Chromium honours xml:space only on the text element itself, not inherited.
        if run.text.utf8.first == 0x20 || run.text.hasDoubleSpace {
            attributes += " xml:space=\"preserve\""
        }
        canvas.raw("<text \(attributes)>\(positionedText(run))</text>\n")
    }

    /// The run's text, each word after the first in a `<tspan>` at the x layout measured, so
    /// kerning inside a word can never push later words (or the next run) out of place.
    private func positionedText(_ run: TextRun) -> String {
        guard !run.face.isMono, run.text.utf8.contains(0x20) else { return SVGCanvas.escaped(run.text) }
        let pens = fonts.pens(run.text, face: run.face, size: run.size, from: run.x)
        guard pens.count == run.text.unicodeScalars.count else {
            return SVGCanvas.escaped(run.text)
        }
        var out = ""
        var word = ""
        var start = run.x
        var afterSpace = false
        func flush() {
            guard !word.isEmpty else { return }
            out +=
                start == run.x
                ? SVGCanvas.escaped(word)
                : "<tspan x=\"\(SVGCanvas.number(start))\">\(SVGCanvas.escaped(word))</tspan>"
            word = ""
        }
        for (scalar, pen) in zip(run.text.unicodeScalars, pens) {
            if scalar != " " && afterSpace {
                flush()
                start = pen
            }
            afterSpace = scalar == " "
            word.unicodeScalars.append(scalar)
        }
        flush()
        return out
    }

    /// The run as one path of glyph outlines.
    private func glyphs(_ run: TextRun, into canvas: inout SVGCanvas) {
        let (d, missing) = outline(
            run.text, face: run.face, x: run.x, baseline: run.baseline, size: run.size)
        if !d.isEmpty { canvas.raw("<path d=\"\(d)\" fill=\"\(run.fill)\"/>\n") }
        for piece in missing {
            var fallback = run
            fallback.text = piece.text
            fallback.x = piece.x
            text(fallback, into: &canvas)
        }
    }

    /// Path data for `text` set from (x, baseline), and the stretches of characters the font
    /// lacks (CJK, emoji) with their x, which stay text for a fallback font to draw.
    func outline(_ text: String, face: FontFace, x: Double, baseline: Double, size: Double)
        -> (path: String, missing: [(text: String, x: Double)])
    {
        guard let font = fonts.font(for: face) else { return ("", [(text, x)]) }
        // NB: DejaVu Sans has glyphs the mono face lacks (braille for terminal charts).
        let second = fonts.font(for: face.isMono ? .regular : .mono)
        let skew = face.isItalic && fonts.files[face] == nil ? 0.2 : 0
        var d = ""
        var missing: [(text: String, x: Double)] = []
        var isMissing = false
        for (scalar, pen) in zip(
            text.unicodeScalars, fonts.pens(text, face: face, size: size, from: x))
        {
            let source =
                font.covers(scalar) ? font : second.flatMap { $0.covers(scalar) ? $0 : nil }
            if scalar == " " || scalar.value < 0x20 {
                isMissing = false
            } else if let source, !(isMissing && CellWidth.width(of: scalar) == 0) {
                isMissing = false
                GlyphPath.append(
                    source, glyph: source.glyph(for: scalar), x: pen, baseline: baseline,
                    scale: size / Double(source.unitsPerEm), skew: skew, to: &d)
            } else if isMissing, let last = missing.indices.last {
                missing[last].text.unicodeScalars.append(scalar)
            } else {
                isMissing = true
                missing.append((String(scalar), pen))
            }
        }
        return (d, missing)
    }
}

extension String {
    /// Whether two spaces follow each other (which SVG would collapse without xml:space).
    var hasDoubleSpace: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == 0x20 && previous == 0x20 { return true }
            previous = byte
        }
        return false
    }
}
