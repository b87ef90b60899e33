// Code blocks as panels: highlighted with the theme's token colours (the same spans the
// terminal renderer makes), in the mono face, cut between characters where a line is wider
// than the panel. A fence that is a chart becomes the chart's SVG nested at its place, as wide
// as the column; a chart that cannot be read stays code, followed by a note saying why.
// A line cut at the panel's edge goes on after a muted ↪.

import Charting
import MarkdownModel
import Theming

extension CardLayout {
    mutating func codeBlock(_ code: CodeBlock, in frame: Frame) {
        if let language = code.language?.lowercased(),
            language == "json" || ChartDocument.chartLanguages.contains(language)
        {
            switch ChartDocument.read(code.code, fenceLanguage: language) {
            case .notAChart: break
            case .chart(let spec):
                return chart(spec, in: frame)
            case .invalid(let error):
                var plain = code
                plain.info = ""
                codePanel(plain, in: frame)
                y += 6
                var note = frame
                note.fill = palette.muted
                note.size = (frame.size * 0.85).rounded()
                return inlines([.text("Chart not drawn: \(error.description)")], in: note)
            }
        }
        codePanel(code, in: frame)
    }

    private mutating func chart(_ spec: ChartSpec, in frame: Frame) {
        let height = min(420, max(220, (frame.width * 0.56).rounded()))
        let renderer = ChartSVGRenderer(width: frame.width, height: height, theme: theme)
        scene.items.append(.svg(markup: renderer.render(spec), x: frame.x, y: y))
        y += renderer.height
    }

    private mutating func codePanel(_ code: CodeBlock, in frame: Frame) {
        let pad = 12.0
        let size = (frame.size * 0.87).rounded()
        let lineHeight = (size * 1.5).rounded()
        let renderer = ANSIRenderer(options: ANSIRenderer.Options(width: 1 << 20, theme: theme))
        let spans = renderer.codeSpans(code.code, language: code.language, style: TextStyle())
        let lines = spans.flatMap { wrapCode($0, width: frame.width - 2 * pad, size: size) }
        let label = code.language.map { TerminalText.sanitize($0) } ?? ""
        let labelHeight = label.isEmpty ? 0.0 : 18
        let height = 2 * pad + labelHeight + Double(lines.count) * lineHeight
        scene.items.append(
            .rect(
                x: frame.x + 0.5, y: y + 0.5, width: frame.width - 1, height: height - 1,
                fill: palette.codeBackground, stroke: palette.border, radius: 6, dashed: false))
        if !label.isEmpty {
            let labelSize = 11.0
            let cut = Array(label.prefix(40))
            scene.text(
                TextRun(
                    text: String(cut), x: frame.x + pad, baseline: y + pad + 8, face: .regular,
                    size: labelSize,
                    fill: palette.label,
                    width: fonts.width(String(cut), face: .regular, size: labelSize)))
        }
        var top = y + pad + labelHeight
        for line in lines {
            let baseline = CardLayout.baseline(top: top, height: lineHeight, size: size)
            for run in line {
                scene.text(
                    TextRun(
                        text: run.text, x: frame.x + pad + run.x, baseline: baseline,
                        face: run.face,
                        size: size, fill: run.fill, width: run.width))
            }
            top += lineHeight
        }
        y += height
    }

    /// A highlighted line as runs with x offsets, cut into lines no wider than `width`.
    private func wrapCode(_ spans: [Span], width: Double, size: Double) -> [[(
        text: String, x: Double, width: Double, face: FontFace, fill: String
    )]] {
        var lines: [[(text: String, x: Double, width: Double, face: FontFace, fill: String)]] = [[]]
        var x = 0.0
        for span in spans {
            let face = FontFace.of(
                mono: true, bold: span.style.bold == true, italic: span.style.italic == true)
            let fill = span.style.foreground?.hex ?? palette.codeText
            var text = ""
            var start = x
            for character in span.text {
                let advance = fonts.width(String(character), face: face, size: size)
                if x + advance > width && x > 0 {
                    if !text.isEmpty {
                        lines[lines.count - 1].append((text, start, x - start, face, fill))
                    }
                    // NB: a cut line goes on after a muted ↪ two cells in, so it reads as one.
                    let mark = fonts.width("↪ ", face: .mono, size: size)
                    let arrow = fonts.width("↪", face: .mono, size: size)
                    lines.append([("↪", 0, arrow, .mono, palette.label)])
                    text = ""
                    x = mark
                    start = mark
                }
                text.append(character)
                x += advance
            }
            if !text.isEmpty { lines[lines.count - 1].append((text, start, x - start, face, fill)) }
        }
        return lines
    }
}
