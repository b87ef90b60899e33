import MarkdownModel
import ReplyModel

/// Renders a whole reply as HTML: the steps (reasoning, tool calls, approvals) in order
/// before the text, then sources and files.
public struct ReplyHTMLRenderer: Sendable {
    /// How the text part is rendered.
    public var options: HTMLRenderer.Options
    /// The labels.
    public var strings: Strings

    /// Creates a renderer.
    public init(options: HTMLRenderer.Options = .init(flavor: .enhanced), strings: Strings = .english) {
        self.options = options
        self.strings = strings
    }

    /// `reasoning` holds each reasoning part's text parsed as markdown, in order.
    public func render(_ reply: Reply, document: Document, reasoning: [Document]) -> String {
        var context = HTMLContext(options: options, capacity: 4096)
        var labels = ReplyStepsHTML(labels: ReplyLabels(strings: strings), reasoning: reasoning)
        labels.steps(reply.steps, into: &context)
        context.blocks(document.blocks)
        context.closeFootnotes()
        labels.sources(reply.parts, into: &context)
        return context.writer.string()
    }
}

/// The steps of a reply as HTML.
struct ReplyStepsHTML {
    let labels: ReplyLabels
    let reasoning: [Document]
    private var reasoningIndex = 0

    init(labels: ReplyLabels, reasoning: [Document]) {
        self.labels = labels
        self.reasoning = reasoning
    }

    mutating func steps(_ steps: [ReplyPart], into context: inout HTMLContext) {
        guard !steps.isEmpty else { return }
        context.writer.raw("<div class=\"reply-steps\">\n")
        for step in steps {
            switch step {
            case .reasoning(let part): reasoningStep(part, into: &context)
            case .toolCall(let call): toolStep(call, into: &context)
            case .unknown:
                context.writer.raw("<div class=\"unknown-step\" dir=\"auto\">")
                context.writer.text(labels.strings["ai_part.unsupported"])
                context.writer.raw("</div>\n")
            case .text, .file, .source: break
            }
        }
        context.writer.raw("</div>\n")
    }

    private mutating func reasoningStep(_ part: ReasoningPart, into context: inout HTMLContext) {
        let document = reasoningIndex < reasoning.count ? reasoning[reasoningIndex] : Document()
        reasoningIndex += 1
        context.writer.raw(part.isStreaming ? "<details class=\"reasoning\" open>\n" : "<details class=\"reasoning\">\n")
        context.writer.raw("<summary dir=\"auto\">")
        context.writer.text(labels.reasoningTitle(part))
        context.writer.raw("</summary>\n<div class=\"reasoning-body\" dir=\"auto\">\n")
        // Only inline markdown inside reasoning; a heading line shows as bold.
        for block in document.blocks {
            switch block {
            case .heading(let heading):
                context.writer.raw("<p><strong>")
                context.inlines(heading.inlines)
                context.writer.raw("</strong></p>\n")
            case .paragraph(let paragraph):
                context.writer.raw("<p>")
                context.inlines(paragraph.inlines)
                context.writer.raw("</p>\n")
            default:
                context.writer.raw("<p>")
                context.writer.text(Self.plainText(block))
                context.writer.raw("</p>\n")
            }
        }
        context.writer.raw("</div>\n</details>\n")
    }

    private func toolStep(_ call: ToolCall, into context: inout HTMLContext) {
        context.writer.raw("<div class=\"tool-call tool-")
        context.writer.text(call.status.shown.rawValue.cssIdentifier())
        context.writer.raw("\"><span class=\"tool-mark\" aria-hidden=\"true\">")
        context.writer.text(labels.mark(call.status))
        context.writer.raw("</span> <span class=\"tool-title\" dir=\"auto\">")
        context.writer.text(call.title)
        context.writer.raw("</span>")
        if let detail = labels.detail(call) {
            context.writer.raw(" <span class=\"tool-detail\" dir=\"auto\">")
            context.writer.text(detail)
            context.writer.raw("</span>")
        }
        if let duration = labels.duration(call) {
            context.writer.raw(" <span class=\"tool-duration\">")
            context.writer.text(duration)
            context.writer.raw("</span>")
        }
        context.writer.raw("</div>\n")
        if call.status.shown == .awaitingApproval, let approval = call.approval { approvalCard(approval, into: &context) }
    }

    private func approvalCard(_ approval: Approval, into context: inout HTMLContext) {
        context.writer.raw("<div class=\"approval\" role=\"group\">\n")
        if let title = approval.title {
            context.writer.raw("<p class=\"approval-title\" dir=\"auto\"><strong>")
            context.writer.text(title)
            context.writer.raw("</strong></p>\n")
        }
        for text in [approval.reason.map(labels.reason), approval.message].compactMap({ $0 }) {
            context.writer.raw("<p dir=\"auto\">")
            context.writer.text(text)
            context.writer.raw("</p>\n")
        }
        context.writer.raw("<p class=\"approval-buttons\"><span class=\"approval-allow\" dir=\"auto\">")
        context.writer.text(approval.allowTitle ?? labels.strings["tool_approval.button.allow"])
        context.writer.raw("</span> <span class=\"approval-decline\" dir=\"auto\">")
        context.writer.text(approval.declineTitle ?? labels.strings["tool_approval.button.decline"])
        context.writer.raw("</span></p>\n</div>\n")
    }

    /// Sources and files after the text.
    func sources(_ parts: [ReplyPart], into context: inout HTMLContext) {
        let links = parts.compactMap { part -> (String, String)? in
            switch part {
            case .source(let source): (source.url, source.title ?? source.url)
            case .file(let file): (file.url, file.name ?? file.url)
            case .text, .reasoning, .toolCall, .unknown: nil
            }
        }
        guard !links.isEmpty else { return }
        context.writer.raw("<aside class=\"sources\">\n<p dir=\"auto\">")
        context.writer.text(labels.strings["sources.title"])
        context.writer.raw("</p>\n<ul>\n")
        for (url, title) in links {
            context.writer.raw("<li><a href=\"")
            if !URLPolicy.isDangerous(url) { context.writer.url(url) }
            context.writer.raw("\" dir=\"auto\">")
            context.writer.text(title)
            context.writer.raw("</a></li>\n")
        }
        context.writer.raw("</ul>\n</aside>\n")
    }

    /// The text of a block other than a paragraph or heading, flattened.
    static func plainText(_ block: Block) -> String {
        switch block {
        case .paragraph(let p): Inline.plainText(of: p.inlines)
        case .heading(let h): Inline.plainText(of: h.inlines)
        case .codeBlock(let code): code.code
        case .htmlBlock(let html): html.html
        case .blockQuote(let quote): quote.blocks.map(plainText).joined(separator: " ")
        case .list(let list): list.items.flatMap(\.blocks).map(plainText).joined(separator: " ")
        case .footnoteDefinition(let note): note.blocks.map(plainText).joined(separator: " ")
        case .table(let table): table.header.cells.map { Inline.plainText(of: $0.inlines) }.joined(separator: " ")
        case .thematicBreak: ""
        }
    }
}
