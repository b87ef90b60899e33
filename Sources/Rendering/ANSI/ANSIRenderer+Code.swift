import Charting
import Highlight
import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A code block as a panel: a label line with the language ("plain text" when none), the
    /// code on the theme's background, long lines folded with a `↪` mark. Without a
    /// background the panel is framed by rules instead.
    func codeBlock(_ code: CodeBlock, context: BlockContext) -> [StyledLine] {
        if let chart = chartLines(code, context: context) { return chart }
        let language = code.language.map { TerminalText.sanitize($0).replacingNewlines() }
        let base = styles.text(.codeBlock, over: context.base)
        let lines = codeSpans(code.code, language: language, style: base)
        return panel(lines, label: language ?? "plain text", element: .codeBlock, context: context)
    }

    /// Raw HTML is never interpreted: it is shown as code labelled `html`.
    func htmlBlock(_ html: HTMLBlock, context: BlockContext) -> [StyledLine] {
        let base = styles.text(.htmlBlock, over: styles.text(.codeBlock, over: context.base))
        let lines = codeSpans(html.html, language: "html", style: base)
        return panel(lines, label: "html", element: .htmlBlock, context: context)
    }

    /// Code as spans, one array per line, a span per token coloured from the theme's token
    /// styles (plain for a language the highlighter does not know).
    func codeSpans(_ code: String, language: String?, style: TextStyle) -> [[Span]] {
        let clean = TerminalText.sanitize(code)
        var lines: [[Span]] = [[]]
        for token in Highlighter.highlight(clean, language: language) {
            let tokenStyle = styles.token(token.kind.rawValue, over: style)
            var first = true
            for piece in token.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { lines.append([]) }
                first = false
                if !piece.isEmpty { lines[lines.count - 1].append(Span(String(piece), style: tokenStyle)) }
            }
        }
        if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// A chart fence drawn as a terminal chart; nil for ordinary code. A fence that claims a
    /// chart but cannot be read is drawn as code followed by a one-line note.
    private func chartLines(_ code: CodeBlock, context: BlockContext) -> [StyledLine]? {
        guard let language = code.language?.lowercased(),
              language == "json" || ChartDocument.chartLanguages.contains(language) else { return nil }
        switch ChartDocument.read(code.code, fenceLanguage: language) {
        case .notAChart:
            return nil
        case .chart(let spec):
            return ChartTerminalRenderer().lines(for: spec, width: context.width, theme: options.theme)
        case .invalid(let error):
            var plain = code
            plain.info = ""
            let note = TerminalText.sanitize("Chart not drawn: \(error.description)")
            return codeBlock(plain, context: context)
                + [StyledLine(), StyledLine([Span(note, style: styles.text(.paragraph, over: context.base))])]
        }
    }

    private func panel(_ code: [[Span]], label: String, element: ThemeElement,
                       context: BlockContext) -> [StyledLine] {
        // NB: an HTML block is drawn as a code panel: the code block's decorations and
        // background, the HTML block's own settings on top.
        let decoration = styles.style(element).decorations(over: styles.style(.codeBlock))
        let base = styles.text(element, over: styles.text(.codeBlock, over: context.base))
        let fill = TextStyle(background: base.background)
        let width = context.width
        let indent = min(max(0, decoration.indent ?? 0), max(0, width - Gutter.minimumContent))
        let pad = Span(String(repeating: " ", count: indent), style: fill)
        let mark = Span("↪ ", style: TextStyle(foreground: decoration.labelColor, background: base.background))
        let wrapper = LineWrapper(width: width, firstPrefix: [pad], continuationPrefix: [pad, mark])
        var body: [StyledLine] = []
        body.reserveCapacity(code.count)
        for spans in code {
            var line = StyledLine([pad])
            line.append(contentsOf: spans)
            // NB: most code lines fit; only the others go through the word wrapper.
            if line.width <= width {
                body.append(line.padded(to: width, style: fill))
            } else {
                body += wrapper.wrap(spans).map { $0.padded(to: width, style: fill) }
            }
        }
        let hasBackground = base.background != nil
        let border = TextStyle(foreground: decoration.borderColor, background: base.background)
        let labelStyle = TextStyle(foreground: decoration.labelColor, background: base.background)
        var top = StyledLine()
        if hasBackground {
            top.append(Span(String(repeating: " ", count: indent), style: fill))
            top.append(Span(label, style: labelStyle))
        } else {
            top.append(Span("── ", style: border))
            top.append(Span(label, style: labelStyle))
            top.append(Span(" ", style: border))
        }
        top = top.clipped(to: width)
        let rule = hasBackground ? " " : "─"
        top.append(Span(String(repeating: rule, count: max(0, width - top.width)), style: border))
        let bottom = StyledLine([Span(String(repeating: rule, count: width), style: border)])
        return [top] + body + [bottom]
    }
}
