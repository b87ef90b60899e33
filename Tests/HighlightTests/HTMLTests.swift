import Highlight
import Testing

@Suite struct HTMLTests {
    @Test func tagsAttributesEntitiesAndComments() {
        let code = "<!DOCTYPE html>\n<p class=x id='a\nb'>Hi &amp; bye<br/></p><!-- c\n -->"
        #expect(
            golden(code, "html") == [
                "meta <!DOCTYPE html>", "punctuation <", "tag p", "attribute class", "operator =", "string x",
                "attribute id", "operator =", "string 'a\nb'", "punctuation >", "plain Hi", "escape &amp;", "plain bye",
                "punctuation <", "tag br", "punctuation /></", "tag p", "punctuation >",
                "comment <!-- c\n -->",
            ])
    }

    @Test func scriptBodyIsJavaScriptUpToTheClosingTag() {
        let code = "<script>\nif (a < b) x = /re/g; // c </script><b>"
        #expect(
            golden(code, "html") == [
                "punctuation <", "tag script", "punctuation >", "keyword if", "punctuation (", "plain a", "operator <",
                "plain b", "punctuation )", "plain x", "operator =", "regex /re/g", "punctuation ;", "comment // c",
                "punctuation </", "tag script", "punctuation ><", "tag b", "punctuation >",
            ])
    }

    @Test func openStringInScriptEndsAtClosingTag() {
        #expect(
            golden("<SCRIPT>s = \"</script>\"", "html") == [
                "punctuation <", "tag SCRIPT", "punctuation >", "plain s", "operator =", "string \"",
                "punctuation </", "tag script", "punctuation >", "plain \"",
            ])
    }

    @Test func styleBodyIsCSS() {
        let code = "<style media=all>\na:hover { color: #fff }\n</style>"
        #expect(
            golden(code, "html") == [
                "punctuation <", "tag style", "attribute media", "operator =", "string all", "punctuation >", "tag a",
                "attribute :hover", "punctuation {", "property color", "punctuation :", "number #fff",
                "punctuation }", "punctuation </", "tag style", "punctuation >",
            ])
    }

    @Test func eachStyleBlockStartsAtTopLevel() {
        let code = "<style>a { b: c</style><style>d { e: f }</style>"
        #expect(kind(of: "d", in: code, "html") == .tag)
        #expect(kind(of: "e", in: code, "html") == .property)
    }

    @Test func selfClosingScriptHasNoBody() {
        #expect(kind(of: "x", in: "<script src=a.js /> x", "html") == .plain)
    }

    @Test func embeddedStateResumesWhileStreaming() {
        let code = "<p>a</p>\n<script>\nlet t = `x\n${1}`\n</script>\n<style>\nb { c: d }\n</style>\n"
        var incremental = IncrementalHighlight(language: "html")
        var last: [Token] = []
        for scalar in code.unicodeScalars { last = incremental.append(String(scalar)) }
        #expect(last == Highlighter.highlight(code, language: "html"))
        #expect(last.contains(Token(kind: .property, text: "c")))
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "htm")?.name == "HTML")
        #expect(Highlighter.language(named: ".xhtml")?.name == "HTML")
        #expect(Highlighter.language(named: "svg")?.name == "XML")
    }
}

@Suite struct XMLTests {
    @Test func processingInstructionsCDATAAndNamespaces() {
        let code = "<?xml version=\"1.0\"?>\n<x:a xmlns:x=\"u\"><![CDATA[<b>\n]]></x:a>"
        #expect(
            golden(code, "xml") == [
                "meta <?xml version=\"1.0\"?>", "punctuation <", "tag x:a", "attribute xmlns:x", "operator =",
                "string \"u\"", "punctuation >", "string <![CDATA[<b>\n]]>", "punctuation </", "tag x:a",
                "punctuation >",
            ])
    }

    @Test func scriptIsNotSpecialInXML() {
        #expect(kind(of: "if", in: "<script>if</script>", "xml") == .plain)
    }

    @Test func multiLineDoctype() {
        #expect(
            golden("<!DOCTYPE note [\n<!ENTITY a \"b\">\n]>", "xml").first == "meta <!DOCTYPE note [\n<!ENTITY a \"b\">"
        )
    }
}
