import MarkdownModel
import Theming

extension ANSIRenderer {
    /// Inline content as spans for `LineWrapper`: styles merged from the theme over `style`,
    /// every text sanitised.
    func inlineSpans(_ inlines: [Inline], style: TextStyle, link: String? = nil) -> [Span] {
        var spans: [Span] = []
        appendInlines(inlines, style: style, link: link, to: &spans)
        return spans
    }

    private func appendInlines(
        _ inlines: [Inline], style: TextStyle, link: String?,
        to spans: inout [Span]
    ) {
        for inline in inlines {
            appendInline(inline, style: style, link: link, to: &spans)
        }
    }

    private func appendInline(
        _ inline: Inline, style: TextStyle, link: String?,
        to spans: inout [Span]
    ) {
        switch inline {
        case .text(let text):
            appendText(TerminalText.sanitize(text), style: style, link: link, to: &spans)
        case .softBreak:
            spans.append(Span(" ", style: style, link: link))
        case .lineBreak:
            spans.append(Span.lineBreak)
        case .code(let code):
            appendDecorated(.code, text: code, style: style, link: link, to: &spans)
        case .html(let html):
            appendDecorated(.htmlBlock, text: html, style: style, link: link, to: &spans)
        case .emphasis(let children):
            appendInlines(
                children, style: styles.text(.emphasis, over: style), link: link, to: &spans)
        case .strong(let children):
            appendInlines(
                children, style: styles.text(.strong, over: style), link: link, to: &spans)
        case .strikethrough(let children):
            appendInlines(
                children, style: styles.text(.strikethrough, over: style), link: link,
                to: &spans)
        case .link(let target):
            appendLink(target, style: style, to: &spans)
        case .image(let image):
            appendImage(image, style: style, link: link, to: &spans)
        case .footnoteReference(let reference):
            let text = "[\(reference.number)]"
            spans.append(Span(text, style: styles.text(.footnote, over: style), link: link))
        }
    }

    /// Plain text, joined to the span before when it looks the same.
    private func appendText(_ text: String, style: TextStyle, link: String?, to spans: inout [Span])
    {
        // NB: cmark splits text at punctuation; joining the pieces here saves the wrapper
        // work per span.
        if let last = spans.last, last.style == style, last.link == link, last.text != "\n" {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text, style: style, link: link))
        }
    }

    /// Text in an element's style between its theme prefix and suffix (a code span's chip).
    private func appendDecorated(
        _ element: ThemeElement, text: String, style: TextStyle,
        link: String?, to spans: inout [Span]
    ) {
        let decoration = styles.style(element)
        let elementStyle = styles.text(element, over: style)
        let body = TerminalText.sanitize(text).replacingNewlines()
        // NB: padding spaces become no-break spaces, so a chip keeps both sides at a line
        // end and never parts from the punctuation after it.
        let prefix = TerminalText.sanitize(decoration.prefix ?? "").replacingNewlines().noBreak()
        let suffix = TerminalText.sanitize(decoration.suffix ?? "").replacingNewlines().noBreak()
        spans.append(Span(prefix + body + suffix, style: elementStyle, link: link))
    }

    private func appendLink(_ target: Link, style: TextStyle, to spans: inout [Span]) {
        let linkStyle = styles.text(.link, over: style)
        let url = target.destination
        let hyperlink = options.hyperlinks && !url.isEmpty ? TerminalText.sanitize(url) : nil
        appendInlines(target.inlines, style: linkStyle, link: hyperlink, to: &spans)
        guard !options.hyperlinks, styles.style(.link).showURL == true, !url.isEmpty else { return }
        // NB: the URL adds nothing when it is the text, or a jump within the page.
        if target.isAutolink || url.hasPrefix("#") { return }
        let text = Inline.plainText(of: target.inlines)
        if text == url || "mailto:" + text == url { return }
        appendURL(url, over: style, to: &spans)
    }

    private func appendImage(
        _ image: Image, style: TextStyle, link: String?,
        to spans: inout [Span]
    ) {
        let decoration = styles.style(.image)
        let imageStyle = styles.text(.image, over: style)
        let hyperlink =
            options.hyperlinks && !image.source.isEmpty
            ? TerminalText.sanitize(image.source) : link
        let alt = TerminalText.sanitize(Inline.plainText(of: image.alt)).replacingNewlines()
        let prefix = TerminalText.sanitize(decoration.prefix ?? "").replacingNewlines()
        let suffix = TerminalText.sanitize(decoration.suffix ?? "").replacingNewlines()
        let label = alt.isEmpty ? "image" : alt
        spans.append(Span(prefix + label + suffix, style: imageStyle, link: hyperlink))
        if !image.source.isEmpty && !options.hyperlinks {
            appendURL(image.source, over: style, to: &spans)
        }
    }

    /// A URL shown after its text, in the theme's `linkURL` style with its prefix and suffix.
    private func appendURL(_ url: String, over style: TextStyle, to spans: inout [Span]) {
        let decoration = styles.style(.linkURL)
        let urlStyle = styles.text(.linkURL, over: style)
        let prefix = TerminalText.sanitize(decoration.prefix ?? " ").replacingNewlines()
        let suffix = TerminalText.sanitize(decoration.suffix ?? "").replacingNewlines()
        spans.append(
            Span(
                prefix + TerminalText.sanitize(url).replacingNewlines() + suffix,
                style: urlStyle))
    }
}

extension String {
    /// The text with spaces turned into no-break spaces (U+00A0), which the wrapper keeps.
    func noBreak() -> String {
        guard utf8.contains(0x20) else { return self }
        return String(map { $0 == " " ? "\u{A0}" : $0 })
    }

    /// The text with line feeds turned into spaces (for text that must stay on one line).
    func replacingNewlines() -> String {
        guard utf8.contains(0x0A) else { return self }
        return String(map { $0 == "\n" ? " " : $0 })
    }
}
