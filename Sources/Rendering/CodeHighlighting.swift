import Highlight
import Theming

/// Highlighted code on its own, outside a document: what `inkwell highlight` prints.
public enum CodeHighlighting {
    /// `<pre><code class="language-x">` with `tok-` spans, as in a page's code blocks.
    public static func html(_ code: String, language: String?) -> String {
        var context = HTMLContext(options: HTMLRenderer.Options(flavor: .enhanced), capacity: code.utf8.count * 2)
        context.preCodeBlock(CodeBlockInput(code: code, language: language))
        return context.writer.string()
    }

    /// The code as terminal lines coloured with the theme's token styles.
    public static func ansiLines(_ code: String, language: String?, theme: Theme) -> [StyledLine] {
        let renderer = ANSIRenderer(options: ANSIRenderer.Options(width: Int.max / 4, theme: theme, hyperlinks: false))
        return renderer.codeSpans(code, language: language, style: TextStyle()).map { StyledLine($0) }
    }
}

/// The parts of a code block `inkwell highlight` has: code and a language.
struct CodeBlockInput {
    var code: String
    var language: String?
}
