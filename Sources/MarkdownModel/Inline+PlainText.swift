extension Inline {
    /// The text a reader would see, without markup: breaks become spaces, images give their alt
    /// text. Used for image alt attributes, page titles and terminal widths.
    public static func plainText(of inlines: [Inline]) -> String {
        var result = ""
        append(inlines, to: &result)
        return result
    }

    private static func append(_ inlines: [Inline], to result: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text), .html(let text): result += text
            case .softBreak, .lineBreak: result += " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                append(children, to: &result)
            case .link(let link): append(link.inlines, to: &result)
            case .image(let image): append(image.alt, to: &result)
            case .footnoteReference(let reference): result += "[\(reference.number)]"
            }
        }
    }
}
