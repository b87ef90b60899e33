import FoundationEssentials
import Rendering
@_exported import ReplyModel
import Wire

extension Inkwell {
    /// Reads a stored agent message (AI SDK `UIMessage` or Stream Chat message JSON); nil when
    /// the JSON is not a message.
    public static func reply(fromJSON text: String) throws(MessageReader.Failure) -> Reply? {
        try MessageReader.read(text)
    }

    /// Renders a whole reply: its steps, then its text, in the options' format.
    public static func render(_ reply: Reply, options: RenderOptions) -> String {
        let parser = MarkdownParser(extensions: options.extensions)
        let document = parser.parse(reply.markdown)
        let reasoning = reply.parts.compactMap { part -> Document? in
            if case .reasoning(let reasoning) = part { return parser.parse(reasoning.text) }
            return nil
        }
        switch options.format {
        case .html:
            let renderer = ReplyHTMLRenderer(options: htmlOptions(options), strings: options.strings)
            let body = renderer.render(reply, document: document, reasoning: reasoning)
            if options.isFragment { return body }
            return String(decoding: page(Array(body.utf8), document: document, options: options), as: UTF8.self)
        case .ansi:
            let theme = options.theme ?? defaultTheme(for: options.colorDepth)
            let renderer = ReplyANSIRenderer(options: ANSIRenderer.Options(width: options.width, theme: theme,
                                                                           hyperlinks: options.hyperlinks),
                                             strings: options.strings)
            let lines = renderer.render(reply, document: document, reasoning: reasoning)
            return ANSIEncoder(depth: options.colorDepth, hyperlinks: options.hyperlinks).encode(lines) + "\n"
        case .svg:
            // The picture draws the steps as plain lines before the text.
            let steps = ReplyStepsText.lines(reply, strings: options.strings).map { line in
                Block.paragraph(Paragraph(inlines: [.text(line)]))
            }
            return svg(Document(blocks: steps + document.blocks), options: options)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(reply)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
        }
    }
}
