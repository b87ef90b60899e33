import Highlight
import Testing

@Suite struct INITests {
    @Test func sectionsKeysAndValues() {
        let code = "; c\n[core]\n  editor = vim # kept\nport=8080\nflag: yes\nbare-key"
        #expect(
            golden(code, "ini") == [
                "comment ; c", "punctuation [", "keyword core", "punctuation ]", "property editor", "operator =",
                "string vim # kept", "property port", "operator =", "number 8080", "property flag", "operator :",
                "constant yes", "property bare-key",
            ])
    }

    @Test func referencesAndQuotes() {
        #expect(
            golden("path = %(here)s/x ${HOME} \"q q\" $USER", "cfg") == [
                "property path", "operator =", "variable %(here)s", "string /x", "variable ${HOME}", "string \"q q\"",
                "variable $USER",
            ])
    }

    @Test func dotenvAndPropertiesContinuation() {
        #expect(
            golden("export API_KEY=\"abc\"\n! note\nlong = a \\\n  b\nc = d", "env") == [
                "keyword export", "property API_KEY", "operator =", "string \"abc\"", "comment ! note",
                "property long", "operator =", "string a", "operator \\", "string b", "property c", "operator =",
                "string d",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "properties")?.name == "INI")
        #expect(Highlighter.language(named: ".editorconfig")?.name == "INI")
        #expect(Highlighter.language(named: "dosini")?.name == "INI")
    }
}
