import MarkdownParsing
import Rendering
import Testing

@Suite struct HTMLEnhancedTests {
    func html(_ markdown: String) -> String {
        HTMLRenderer(options: .init(flavor: .enhanced)).render(MarkdownParser().parse(markdown))
    }

    @Test func codeBlocksHaveALanguageLabelAndACopyButton() {
        let output = html("```swift\nlet x = 1\n```\n")
        #expect(output.contains("<span class=\"code-lang\">swift</span>"))
        #expect(output.contains("<button type=\"button\" class=\"copy\" data-copied=\"Copied\" aria-label=\"Copy code\">Copy</button>"))
        #expect(output.contains("<pre><code class=\"language-swift\"><span class=\"tok-keyword\">let</span> x "))
    }

    @Test func unknownLanguagesStayPlainAndEscaped() {
        #expect(html("```nosuchlang\n<b> & x\n```\n").contains("<code class=\"language-nosuchlang\">&lt;b&gt; &amp; x\n</code>"))
    }

    @Test func codeWithoutLanguageIsLabelledPlainText() {
        #expect(html("    x\n").contains("<span class=\"code-lang\">plain text</span>"))
    }

    @Test func languageLabelIsEscaped() {
        let output = html("```<img/src=x>\nx\n```\n")
        #expect(!output.contains("<img"))
    }

    @Test func tablesScrollAndHeadersHaveScope() {
        let output = html("| a | b |\n|:-:|--:|\n| 1 | 2 |\n")
        #expect(output.hasPrefix("<div class=\"table-wrap\">\n<table>"))
        #expect(output.contains("<th scope=\"col\" style=\"text-align: center\">a</th>"))
        #expect(output.contains("<td style=\"text-align: right\">2</td>"))
    }

    @Test func pageIsSelfContainedAndAccessible() {
        let body = html("# T\n\n![a cat](cat.png)\n")
        let page = HTMLPage(language: "en").wrap(body: body, title: "<T & U>")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<title>&lt;T &amp; U&gt;</title>"))
        #expect(page.contains("prefers-color-scheme: dark"))
        #expect(page.contains("alt=\"a cat\""))
        #expect(!page.contains("<link"))
        #expect(!page.contains("src=\"http"))
        #expect(!page.contains("@import"))
    }

    @Test func pageTitleComesFromTheFirstHeading() {
        let document = MarkdownParser().parse("intro\n\n## The *real* title\n\n# Later\n")
        #expect(HTMLPage.title(of: document, fallback: "x") == "The real title")
        #expect(HTMLPage.title(of: MarkdownParser().parse("no heading"), fallback: "reply") == "reply")
    }
}
