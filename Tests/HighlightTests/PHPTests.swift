import Highlight
import Testing

@Suite struct PHPTests {
    @Test func htmlOutsideTagsIsPlain() {
        let code = "<h1><?= $title ?></h1>\n<?php if ($x) { echo 'a'; } ?>\n<p>bye</p>"
        #expect(
            golden(code, "php") == [
                "plain <h1>", "meta <?=", "variable $title", "meta ?>", "plain </h1>", "meta <?php", "keyword if",
                "punctuation (", "variable $x", "punctuation )", "punctuation {", "builtin echo", "string 'a'",
                "punctuation ;", "punctuation }", "meta ?>", "plain <p>bye</p>",
            ])
    }

    @Test func bareSnippetStartsAsCode() {
        #expect(
            golden("$x = array(1, 2); // c", "php") == [
                "variable $x", "operator =", "function.call array", "punctuation (", "number 1", "punctuation ,",
                "number 2",
                "punctuation );", "comment // c",
            ])
    }

    @Test func classesFunctionsAndCaseInsensitiveKeywords() {
        let code =
            "final class User extends Model implements A, B {\n  public FUNCTION get(?int $x): string { RETURN self::MAX; }\n}"
        #expect(
            golden(code, "php") == [
                "keyword final", "keyword class", "type User", "keyword extends", "type Model", "keyword implements",
                "type A", "punctuation ,", "type B", "punctuation {", "keyword public", "keyword FUNCTION",
                "function get",
                "punctuation (", "operator ?", "type int", "variable $x", "punctuation )", "operator :", "type string",
                "punctuation {", "keyword RETURN", "type self", "operator ::", "constant MAX", "punctuation ;",
                "punctuation }", "punctuation }",
            ])
    }

    @Test func doubleQuotedInterpolationAndSingleQuotedLiteral() {
        #expect(
            golden("\"Hi $name {$this->user} \\n\" . 'raw $no\\n'", "php") == [
                "string \"Hi", "variable $name", "string", "punctuation.interpolation {$", "variable this",
                "operator ->",
                "property user", "punctuation.interpolation }", "string", "escape \\n", "string \"", "operator .",
                "string 'raw $no", "escape \\n", "string '",
            ])
    }

    @Test func heredocAndNowdocWithIndentedClosers() {
        let code = "echo <<<EOT\n  Hello $name {$a['k']}\n  EOT;\n$n = <<<'NOW'\n  raw $x\n  NOW;"
        #expect(
            golden(code, "php") == [
                "builtin echo", "operator <<<", "string.delimiter EOT", "string Hello", "variable $name", "string",
                "punctuation.interpolation {$", "variable a", "punctuation [", "string 'k'", "punctuation ]",
                "punctuation.interpolation }", "string", "string.delimiter EOT", "punctuation ;", "variable $n",
                "operator =", "operator <<<", "string.delimiter 'NOW'", "string raw $x", "string.delimiter NOW",
                "punctuation ;",
            ])
    }

    @Test func membersNullsafeAttributesAndDocComments() {
        #expect(
            golden("#[Route]\n/** doc */\n$a?->b(0x1F) ?? new \\DateTime();", "php") == [
                "attribute #[", "plain Route", "punctuation ]", "comment.doc /** doc */", "variable $a", "operator ?->",
                "function.call b", "punctuation (", "number 0x1F", "punctuation )", "operator ??", "keyword new",
                "type \\DateTime", "punctuation ();",
            ])
    }

    @Test func docCommentsSpanLinesAndConstNames() {
        #expect(
            golden("/** doc\n * @param int $x */\nconst AND = 1; /* c */", "php") == [
                "comment.doc /** doc\n * @param int $x */", "keyword const", "constant AND", "operator =", "number 1",
                "punctuation ;", "comment /* c */",
            ])
    }

    @Test func streamingWithPHPPieces() {
        let pieces = ["<?php ", "?>", "<?=", "<<<EOT\n", "EOT;\n", "<<<'N'\n", "N\n", "{$", "$a", "#[", "<p>"]
        #expect(PieceStreaming.mismatches("php", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: ".phtml")?.name == "PHP")
        #expect(Highlighter.language(named: "php8")?.name == "PHP")
    }
}
