import MarkdownModel
import ReplyModel
import Theming

/// Renders a whole reply for the terminal: the steps (reasoning, tool calls, approvals) as
/// compact lines before the text, then sources. Reasoning is folded to its title when done
/// and shows its text, dimmed behind a bar, while it streams.
public struct ReplyANSIRenderer: Sendable {
    /// How the text part is rendered.
    public var options: ANSIRenderer.Options
    /// The labels.
    public var strings: Strings

    /// Creates a renderer.
    public init(options: ANSIRenderer.Options, strings: Strings = .english) {
        self.options = options
        self.strings = strings
    }

    /// `reasoning` holds each reasoning part's text parsed as markdown, in order.
    public func render(_ reply: Reply, document: Document, reasoning: [Document]) -> [StyledLine] {
        let renderer = ANSIRenderer(options: options)
        let steps = stepLines(reply.steps, reasoning: reasoning, renderer: renderer)
        var lines = steps
        let text = renderer.render(document)
        if !steps.isEmpty && !text.isEmpty { lines.append(StyledLine()) }
        lines += text
        let sources = sourceLines(reply.parts, renderer: renderer)
        if !sources.isEmpty && !lines.isEmpty { lines.append(StyledLine()) }
        return lines + sources
    }

    private var margin: Int {
        min(max(0, ANSIStyles(theme: options.theme).document.margin ?? 0), max(0, (options.width - 20) / 2))
    }

    private func stepLines(_ steps: [ReplyPart], reasoning: [Document], renderer: ANSIRenderer) -> [StyledLine] {
        let labels = ReplyLabels(strings: strings)
        let styles = ANSIStyles(theme: options.theme)
        let pad = Span(String(repeating: " ", count: margin))
        let width = max(1, options.width - 2 * margin)
        var lines: [StyledLine] = []
        var reasoningIndex = 0
        for step in steps {
            switch step {
            case .reasoning(let part):
                let title = styles.text(.reasoningTitle, over: styles.paragraph)
                lines += wrap([Span((part.isStreaming ? "▾ " : "▸ ") + labels.reasoningTitle(part), style: title)],
                              width: width, pad: pad)
                if part.isStreaming, reasoningIndex < reasoning.count {
                    lines += reasoningBody(reasoning[reasoningIndex], renderer: renderer, styles: styles, pad: pad)
                }
                reasoningIndex += 1
            case .toolCall(let call):
                lines += toolLines(call, labels: labels, styles: styles, width: width, pad: pad)
            case .unknown:
                lines += wrap([Span("· " + strings["ai_part.unsupported"], style: styles.text(.toolCallDetail, over: styles.paragraph))],
                              width: width, pad: pad)
            case .text, .file, .source:
                break
            }
        }
        return lines
    }

    private func toolLines(_ call: ToolCall, labels: ReplyLabels, styles: ANSIStyles, width: Int, pad: Span) -> [StyledLine] {
        let element = ThemeElement.toolStatus(call.status.shown.rawValue) ?? .toolCall
        var spans = [Span(labels.mark(call.status) + " ", style: styles.text(element, over: styles.paragraph)),
                     Span(TerminalText.sanitize(call.title), style: styles.text(.toolCallTitle, over: styles.paragraph))]
        let detailStyle = styles.text(.toolCallDetail, over: styles.paragraph)
        if let detail = labels.detail(call) { spans.append(Span(" — " + TerminalText.sanitize(detail), style: detailStyle)) }
        if let duration = labels.duration(call) { spans.append(Span(" · " + duration, style: detailStyle)) }
        var lines = wrap(spans, width: width, pad: pad)
        if call.status.shown == .awaitingApproval, let approval = call.approval {
            lines += approvalLines(approval, labels: labels, styles: styles, width: width, pad: pad)
        }
        return lines
    }

    private func approvalLines(_ approval: Approval, labels: ReplyLabels, styles: ANSIStyles, width: Int,
                               pad: Span) -> [StyledLine] {
        let inner = Span(String(repeating: " ", count: margin) + "  │ ", style: styles.text(.approval, over: styles.paragraph))
        var lines: [StyledLine] = []
        if let title = approval.title {
            lines += wrap([Span(TerminalText.sanitize(title), style: styles.text(.approvalTitle, over: styles.paragraph))],
                          width: width - 4, pad: inner)
        }
        for text in [approval.reason.map(labels.reason), approval.message].compactMap({ $0 }) {
            lines += wrap([Span(TerminalText.sanitize(text), style: styles.paragraph)], width: width - 4, pad: inner)
        }
        // NB: each button is one word to the wrapper (no-break spaces), so a narrow terminal
        // puts the second under the first instead of breaking `[ Don't Allow ]` apart.
        let buttons = [approval.allowTitle ?? strings["tool_approval.button.allow"],
                       approval.declineTitle ?? strings["tool_approval.button.decline"]].map { title in
            "[\u{A0}" + TerminalText.sanitize(title).split(separator: " ").joined(separator: "\u{A0}") + "\u{A0}]"
        }
        lines += wrap([Span(buttons.joined(separator: "  "), style: styles.text(.approvalTitle, over: styles.paragraph))],
                      width: width - 4, pad: inner)
        return lines
    }

    private func reasoningBody(_ document: Document, renderer: ANSIRenderer, styles: ANSIStyles, pad: Span) -> [StyledLine] {
        var narrow = options
        narrow.width = max(10, options.width - 2)
        let inlineOnly = Document(blocks: document.blocks.map { block in
            if case .heading(let heading) = block { return .paragraph(Paragraph(inlines: [.strong(heading.inlines)])) }
            return block
        })
        let bar = Span("│ ", style: styles.text(.reasoningBody, over: styles.paragraph))
        return ANSIRenderer(options: narrow).render(inlineOnly).map { line in
            var result = StyledLine([bar])
            result.append(contentsOf: line.spans.map { Span($0.text, style: styles.text(.reasoningBody, over: $0.style), link: $0.link) })
            return result
        }
    }

    private func sourceLines(_ parts: [ReplyPart], renderer: ANSIRenderer) -> [StyledLine] {
        let styles = ANSIStyles(theme: options.theme)
        let pad = Span(String(repeating: " ", count: margin))
        var lines: [StyledLine] = []
        for part in parts {
            let (title, url): (String, String)
            switch part {
            case .source(let source): (title, url) = (source.title ?? source.url, source.url)
            case .file(let file): (title, url) = (file.name ?? file.url, file.url)
            case .text, .reasoning, .toolCall, .unknown: continue
            }
            let link = URLPolicy.isDangerous(url) ? nil : url
            lines += wrap([Span("↗ " + TerminalText.sanitize(title), style: styles.text(.link, over: styles.paragraph),
                                link: options.hyperlinks ? link : nil)]
                          + (options.hyperlinks || title == url ? [] : [Span(" " + TerminalText.sanitize(url), style: styles.text(.linkURL, over: styles.paragraph))]),
                          width: max(1, options.width - 2 * margin), pad: pad)
        }
        return lines
    }

    private func wrap(_ spans: [Span], width: Int, pad: Span) -> [StyledLine] {
        LineWrapper(width: max(1, width), firstPrefix: [pad], continuationPrefix: [pad, Span("  ")]).wrap(spans)
    }
}
