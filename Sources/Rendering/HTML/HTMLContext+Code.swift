import Highlight
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
        if options.flavor == .enhanced {
            highlighted(block.code, language: block.language)
        } else {
            writer.text(block.code)
        }
        writer.raw("</code></pre>")
    }

    /// A highlighted `<pre><code>` for code outside a document (`inkwell highlight`).
    mutating func preCodeBlock(_ input: CodeBlockInput) {
        preCode(CodeBlock(info: input.language ?? "", code: input.code))
        writer.byte(UInt8(ascii: "\n"))
    }

    /// Code as `<span class="tok-keyword">` runs; plain text stays unwrapped. The classes
    /// get their colours from the page's theme CSS.
    private mutating func highlighted(_ code: String, language: String?) {
        guard Highlighter.language(named: language) != nil else {
            writer.text(code)
            return
        }
        for token in Highlighter.highlight(code, language: language) {
            if token.kind == .plain {
                writer.text(token.text)
                continue
            }
            // Every step of the fallback chain is a class (`tok-function-call tok-function`),
            // so a theme that styles only core kinds still colours refinements.
            writer.raw("<span class=\"")
            for (index, kind) in token.kind.fallbackChain.enumerated() where kind != .plain {
                if index > 0 { writer.byte(UInt8(ascii: " ")) }
                writer.raw("tok-")
                writer.verbatim(kind.rawValue.cssIdentifier())
            }
            writer.raw("\">")
            writer.text(token.text)
            writer.raw("</span>")
        }
    }

    /// A panel with the language label and a copy button; the page's script wires the button.
    mutating func decoratedCodeBlock(_ block: CodeBlock) {
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
