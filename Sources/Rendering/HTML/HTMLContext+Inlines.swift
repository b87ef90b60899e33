import MarkdownModel

extension HTMLContext {
    mutating func inlines(_ inlines: [Inline]) {
        for inline in inlines {
            self.inline(inline)
        }
    }

    mutating func inline(_ inline: Inline) {
        switch inline {
        case .text(let text): writer.text(text)
        case .softBreak: writer.byte(UInt8(ascii: "\n"))
        case .lineBreak: writer.raw("<br />\n")
        case .code(let code):
            writer.raw("<code>")
            writer.text(code)
            writer.raw("</code>")
        case .html(let html): rawHTML(html)
        case .emphasis(let children): wrapped(children, open: "<em>", close: "</em>")
        case .strong(let children): wrapped(children, open: "<strong>", close: "</strong>")
        case .strikethrough(let children): wrapped(children, open: "<del>", close: "</del>")
        case .link(let link): self.link(link)
        case .image(let image): self.image(image)
        case .footnoteReference(let reference): footnoteReference(reference)
        }
    }

    private mutating func wrapped(_ children: [Inline], open: StaticString, close: StaticString) {
        writer.raw(open)
        inlines(children)
        writer.raw(close)
    }

    private mutating func link(_ link: Link) {
        writer.raw("<a href=\"")
        safeURL(link.destination)
        if !link.title.isEmpty {
            writer.raw("\" title=\"")
            writer.text(link.title)
        }
        writer.raw("\">")
        inlines(link.inlines)
        writer.raw("</a>")
    }

    private mutating func image(_ image: Image) {
        writer.raw("<img src=\"")
        safeURL(image.source)
        writer.raw("\" alt=\"")
        writer.text(Inline.plainText(of: image.alt))
        if !image.title.isEmpty {
            writer.raw("\" title=\"")
            writer.text(image.title)
        }
        if options.flavor == .enhanced { writer.raw("\" loading=\"lazy") }
        writer.raw("\" />")
    }

    /// An empty URL stands where a dangerous one was (the text of the link stays).
    private mutating func safeURL(_ url: String) {
        if !URLPolicy.isDangerous(url) { writer.url(url) }
    }

    private mutating func footnoteReference(_ reference: FootnoteReference) {
        writer.raw("<sup class=\"footnote-ref\"><a href=\"#fn-")
        writer.url(reference.label)
        writer.raw("\" id=\"fnref-")
        writer.url(reference.label)
        if reference.occurrence > 1 {
            writer.byte(UInt8(ascii: "-"))
            writer.number(reference.occurrence)
        }
        writer.raw("\" data-footnote-ref>")
        writer.number(reference.number)
        writer.raw("</a></sup>")
    }
}
