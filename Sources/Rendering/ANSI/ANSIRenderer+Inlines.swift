import MarkdownModel
import Theming

extension ANSIRenderer {
    /// Inline content as spans: styles merged from the theme over `style`, every text
    /// sanitised (the pieces `appendInlines` makes, for callers that want spans).
    func inlineSpans(_ inlines: [Inline], style: TextStyle, link: String? = nil) -> [Span] {
        var writer = TerminalWriter(margin: 0, encoder: nil)
        appendInlines(inlines, style: style, link: link, into: &writer)
        return writer.inputs.map(writer.text.span)
    }

    /// Inline content appended to `writer.inputs`, ready for wrapping.
    func appendInlines(
        _ inlines: [Inline], style: TextStyle, link: String? = nil,
        into writer: inout TerminalWriter
    ) {
        for inline in inlines {
            appendInline(inline, style: style, link: link, into: &writer)
        }
    }

    func appendInline(
        _ inline: Inline, style: TextStyle, link: String?, into writer: inout TerminalWriter
    ) {
        switch inline {
        case .text(let text):
            writer.appendText(text, style: style, link: link)
        case .softBreak:
            writer.appendInput(Span(" ", style: style, link: link))
        case .lineBreak:
            writer.appendInput(Span.lineBreak)
        case .code(let code):
            appendDecorated(.code, text: code, style: style, link: link, into: &writer)
        case .html(let html):
            appendDecorated(.htmlBlock, text: html, style: style, link: link, into: &writer)
        case .emphasis(let children):
            let inner = styles.text(.emphasis, over: style)
            appendInlines(children, style: inner, link: link, into: &writer)
        case .strong(let children):
            let inner = styles.text(.strong, over: style)
            appendInlines(children, style: inner, link: link, into: &writer)
        case .strikethrough(let children):
            let inner = styles.text(.strikethrough, over: style)
            appendInlines(children, style: inner, link: link, into: &writer)
        case .link(let target):
            appendLink(target, style: style, into: &writer)
        case .image(let image):
            appendImage(image, style: style, link: link, into: &writer)
        case .footnoteReference(let reference):
            let text = "[\(reference.number)]"
            writer.appendInput(Span(text, style: styles.text(.footnote, over: style), link: link))
        }
    }

    /// Text in an element's style between its theme prefix and suffix (a code span's chip).
    private func appendDecorated(
        _ element: ThemeElement, text: String, style: TextStyle,
        link: String?, into writer: inout TerminalWriter
    ) {
        let affixes = styles.affixes(element)
        writer.appendInput(
            affixes.prefix, untrusted: text, affixes.suffix,
            style: styles.text(element, over: style), link: link)
    }

    private func appendLink(_ target: Link, style: TextStyle, into writer: inout TerminalWriter) {
        let linkStyle = styles.text(.link, over: style)
        let url = target.destination
        let hyperlink = options.hyperlinks && !url.isEmpty ? TerminalText.sanitize(url) : nil
        appendInlines(target.inlines, style: linkStyle, link: hyperlink, into: &writer)
        guard !options.hyperlinks, styles.showsLinkURL, !url.isEmpty else { return }
        // NB: the URL adds nothing when it is the text, or a jump within the page.
        if target.isAutolink || url.hasPrefix("#") { return }
        let text = Inline.plainText(of: target.inlines)
        if text == url || "mailto:" + text == url { return }
        appendURL(url, over: style, into: &writer)
    }

    private func appendImage(
        _ image: Image, style: TextStyle, link: String?, into writer: inout TerminalWriter
    ) {
        let affixes = styles.affixes(.image)
        let imageStyle = styles.text(.image, over: style)
        let hyperlink =
            options.hyperlinks && !image.source.isEmpty
            ? TerminalText.sanitize(image.source) : link
        let alt = TerminalText.singleLine(Inline.plainText(of: image.alt))
        let label = alt.isEmpty ? "image" : alt
        writer.appendInput(
            Span(affixes.prefix + label + affixes.suffix, style: imageStyle, link: hyperlink))
        if !image.source.isEmpty && !options.hyperlinks {
            appendURL(image.source, over: style, into: &writer)
        }
    }

    /// A URL shown after its text, in the theme's `linkURL` style with its prefix and suffix.
    private func appendURL(
        _ url: String, over style: TextStyle, into writer: inout TerminalWriter
    ) {
        let affixes = styles.affixes(.linkURL)
        writer.appendInput(
            affixes.prefix, untrusted: url, affixes.suffix,
            style: styles.text(.linkURL, over: style), link: nil)
    }
}

extension String {
    /// The text with spaces turned into no-break spaces (U+00A0), which the wrapper keeps.
    func noBreak() -> String {
        guard utf8.contains(0x20) else { return self }
        return String(map { $0 == " " ? "\u{A0}" : $0 })
    }
}
