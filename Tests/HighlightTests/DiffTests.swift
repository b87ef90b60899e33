import Highlight
import Testing

@Suite struct DiffTests {
    @Test func fileHeadersHunksAndLines() {
        let code =
            "diff --git a/x b/x\nindex 1..2 100644\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@ func main\n ctx\n-old\n+new\n"
        #expect(
            golden(code, "diff") == [
                "heading diff --git a/x b/x", "heading index 1..2 100644", "heading --- a/x", "heading +++ b/x",
                "meta @@ -1,3 +1,3 @@", "plain func main\n ctx", "deleted -old", "inserted +new",
            ])
    }

    @Test func dashedLinesInsideAHunkAreChangesNotHeaders() {
        let code = "@@ -1,2 +1,2 @@\n--- removed\n+++ added\n\\ No newline at end of file\n ctx\n--- a/next\n"
        #expect(
            golden(code, "patch") == [
                "meta @@ -1,2 +1,2 @@", "deleted --- removed", "inserted +++ added",
                "comment \\ No newline at end of file", "plain ctx", "heading --- a/next",
            ])
    }

    @Test func hunkWithoutCountsCountsOneLine() {
        #expect(
            golden("@@ -1 +1 @@\n-a\n+b\n+++ b/y", "diff") == [
                "meta @@ -1 +1 @@", "deleted -a", "inserted +b", "heading +++ b/y",
            ])
    }

    @Test func hunkCountsSurviveStreaming() {
        let code = "@@ -1,2 +1,0 @@\n--- x\n--- y\n--- a/z\n"
        var incremental = IncrementalHighlight(language: "diff")
        var tokens: [Token] = []
        for character in code { tokens = incremental.append(String(character)) }
        #expect(tokens == Highlighter.highlight(code, language: "diff"))
        #expect(tokens.contains(Token(kind: .deleted, text: "--- y")))
        #expect(tokens.contains(Token(kind: .heading, text: "--- a/z")))
    }

    @Test func normalDiffAngles() {
        #expect(
            golden("2c2\n< old\n---\n> new", "diff") == ["plain 2c2", "deleted < old", "deleted ---", "inserted > new"])
    }

    @Test func streamingWithHunks() {
        let pieces = [
            "@@ -1,2 +1,3 @@\n", "@@ -1 +1 @@ f\n", "--- a/x\n", "+++ b/x\n", "-", "+", " ", "\\ No newline\n",
        ]
        #expect(PieceStreaming.mismatches("diff", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "patch")?.name == "Diff")
        #expect(Highlighter.language(named: ".diff")?.name == "Diff")
        #expect(Highlighter.language(named: "udiff")?.name == "Diff")
    }
}
