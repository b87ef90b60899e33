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
        if memoizesCode, block.code.utf8.count >= CodeTokens.minimumLength {
            // NB: plain text (the compatible flavour, an unknown language) is one plain token,
            // whose HTML is the escaped text.
            memoized(block.code, language: options.memoLanguage(of: block))
        } else if options.flavor == .enhanced {
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
            writer.open(token.kind)
            writer.text(token.text)
            writer.close(token.kind)
        }
    }

    /// A long block of a live frame, made from what the last frame made of it (HTMLCodeMemo).
    private mutating func memoized(_ code: String, language: String?) {
        var memo = codeMemo.flatMap { $0.tokens.language == language ? $0 : nil } ?? HTMLCodeMemo(language: language)
        codeMemo = nil   // NB: so the memo is not shared while it changes
        var copy = code
        let start = frameBytesBefore + writer.bytes.count
        writer.append(copy.withUTF8 { memo.html(of: $0) })
        codeMemo = memo
        codeBody = LastCodeBody(start: start, end: frameBytesBefore + writer.bytes.count)
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
