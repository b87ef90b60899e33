import MarkdownModel

extension HTMLContext {
    mutating func codeBlock(_ block: CodeBlock) {
        writer.newlineIfNeeded()
        switch options.flavor {
        case .compatible:
            preCode(block)
            writer.byte(UInt8(ascii: "\n"))
        case .enhanced:
            if !chart(block) { decoratedCodeBlock(block) }
        }
    }

    /// `<pre><code class="language-x">...</code></pre>`, as cmark writes it.
    private mutating func preCode(_ block: CodeBlock) {
        if let language = block.language {
            writer.raw("<pre><code class=\"language-")
            writer.text(language)
            writer.raw("\">")
        } else {
            writer.raw("<pre><code>")
        }
        writer.text(block.code)
        writer.raw("</code></pre>")
    }

    /// A panel with the language label and a copy button; the page's script wires the button.
    mutating func decoratedCodeBlock(_ block: CodeBlock) {
        codeBlockCount += 1
        writer.raw("<figure class=\"code-block\">\n<figcaption><span class=\"code-lang\">")
        writer.text(block.language ?? options.plainTextLabel)
        writer.raw("</span><button type=\"button\" class=\"copy\" data-copied=\"")
        writer.text(options.copiedLabel)
        writer.raw("\" aria-label=\"")
        writer.text(options.copyLabel)
        writer.raw(" code\">")
        writer.text(options.copyLabel)
        writer.raw("</button></figcaption>\n")
        preCode(block)
        writer.raw("\n</figure>\n")
    }
}
