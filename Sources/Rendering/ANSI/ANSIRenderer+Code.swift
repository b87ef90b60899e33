import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A code block as a panel: a label line with the language ("plain text" when none), the
    /// code on the theme's background, long lines folded with a `↪` mark. Without a
    /// background the panel is framed by rules instead.
    func codeBlock(_ code: CodeBlock, context: BlockContext) -> [StyledLine] {
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

    /// The hook where syntax highlighting plugs in: code as spans, one array per line.
    ///
    /// For now every line is one span in the theme's `plain` token style; a highlighter
    /// will return a span per token, styled with `styles.token(kind, over: style)`.
    func codeSpans(_ code: String, language: String?, style: TextStyle) -> [[Span]] {
        let clean = TerminalText.sanitize(code)
        var lines = clean.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
        let plain = styles.token("plain", over: style)
        return lines.map { [Span(String($0), style: plain)] }
    }

    private func panel(
        _ code: [[Span]], label: String, element: ThemeElement,
        context: BlockContext
    ) -> [StyledLine] {
        // NB: an HTML block is drawn as a code panel: the code block's decorations and
        // background, the HTML block's own settings on top.
        let decoration = styles.style(element).decorations(over: styles.style(.codeBlock))
        let base = styles.text(element, over: styles.text(.codeBlock, over: context.base))
        let fill = TextStyle(background: base.background)
        let width = context.width
        let indent = min(max(0, decoration.indent ?? 0), max(0, width - Gutter.minimumContent))
        let pad = Span(String(repeating: " ", count: indent), style: fill)
        let mark = Span(
            "↪ ", style: TextStyle(foreground: decoration.labelColor, background: base.background))
        let wrapper = LineWrapper(
            width: width, firstPrefix: [pad], continuationPrefix: [pad, mark])
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
