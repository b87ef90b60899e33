import Highlight
import Testing

@Suite struct ShellTests {
    @Test func variablesStringsAndSubstitutions() {
        let code = "X=1 # c\necho \"$X ${Y} $(ls \"$d\" | wc -l)\" a#b"
        #expect(
            golden(code, "bash") == [
                "variable X", "operator =", "number 1", "comment # c", "builtin echo", "string \"", "variable $X",
                "string", "variable ${Y}", "string", "punctuation.interpolation $(", "plain ls", "string \"",
                "variable $d",
                "string \"", "operator |", "plain wc -l", "punctuation.interpolation )", "string \"", "plain a#b",
            ])
    }

    @Test func heredocsAreStringsUntilTheirTerminator() {
        let code = "cat <<-'EOF' > f\n\tliteral $X\n\tEOF\ncat <<END\nvalue $Y\nEND\necho done"
        #expect(
            golden(code, "sh") == [
                "plain cat", "operator <<-", "string.delimiter 'EOF'", "operator >", "plain f", "string literal $X",
                "string.delimiter EOF", "plain cat", "operator <<", "string.delimiter END", "string value",
                "variable $Y",
                "string", "string.delimiter END", "builtin echo", "keyword done",
            ])
    }

    @Test func heredocResumesAcrossStreamedLines() {
        var incremental = IncrementalHighlight(language: "zsh")
        _ = incremental.append("cat <<EOF\nif then\n")
        let tokens = incremental.append("EOF\nif true; then :; fi")
        #expect(tokens == Highlighter.highlight("cat <<EOF\nif then\nEOF\nif true; then :; fi", language: "zsh"))
        #expect(tokens.contains(Token(kind: .string, text: "if then\n")))
        #expect(tokens.contains(Token(kind: .keyword, text: "fi")))
    }

    @Test func keywordsCommentsAndQuotes() {
        #expect(
            golden("if [ -f x ]; then echo 'a $b'; fi # done", "shell") == [
                "keyword if", "plain [ -f x ]", "operator ;", "keyword then", "builtin echo", "string 'a $b'",
                "operator ;", "keyword fi", "comment # done",
            ])
    }

    @Test func backticksAndAnsiCStrings() {
        #expect(
            golden("a=`date` b=$'\\t'", "bash") == [
                "variable a", "operator =", "punctuation.interpolation `", "plain date", "punctuation.interpolation `",
                "variable b", "operator =", "string $'", "escape \\t", "string '",
            ])
    }
}
