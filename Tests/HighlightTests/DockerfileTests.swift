import Highlight
import Testing

@Suite struct DockerfileTests {
    @Test func directivesInstructionsAndArguments() {
        let code = "# syntax=docker/dockerfile:1\n# c\nFROM golang:1.22 AS build\nARG V=1.0\nCOPY --from=build /a /b"
        #expect(
            golden(code, "dockerfile") == [
                "meta # syntax=docker/dockerfile:1", "comment # c", "keyword FROM", "plain golang:1.22", "keyword AS",
                "plain build", "keyword ARG", "property V", "operator =", "number 1.0", "keyword COPY",
                "attribute --from", "operator =", "plain build /a /b",
            ])
    }

    @Test func argumentsContinueOverBackslashLines() {
        #expect(
            golden("ENV P=\"/x:$PATH\" \\\n    B=2\nEXPOSE 80/tcp", "docker") == [
                "keyword ENV", "property P", "operator =", "string \"/x:", "variable $PATH", "string \"",
                "operator \\", "property B", "operator =", "number 2", "keyword EXPOSE", "number 80/tcp",
            ])
    }

    @Test func runIsShellAcrossContinuationsAndCommentLines() {
        let code = "RUN apt-get update && \\\n    # note\n    echo \"$HOME\" | tee /x\nUSER app"
        #expect(
            golden(code, "dockerfile") == [
                "keyword RUN", "plain apt-get update", "operator &&", "operator \\", "comment # note", "builtin echo",
                "string \"", "variable $HOME", "string \"", "operator |", "plain tee /x", "keyword USER", "plain app",
            ])
    }

    @Test func runHeredocAndHealthcheckCommand() {
        let code =
            "RUN <<EOF\nif true; then x; fi\nEOF\nHEALTHCHECK --interval=5m CMD curl x || exit 1\nonbuild run make"
        #expect(
            golden(code, "dockerfile") == [
                "keyword RUN", "operator <<", "string.delimiter EOF", "string if true; then x; fi",
                "string.delimiter EOF", "keyword HEALTHCHECK", "attribute --interval", "operator =", "plain 5m",
                "keyword CMD", "plain curl x", "operator ||", "keyword exit", "number 1", "keyword onbuild",
                "keyword run", "plain make",
            ])
    }

    @Test func execFormIsJSON() {
        #expect(
            golden("CMD [\"nginx\", \\\n  \"-g\"]\nRUN echo [a]", "dockerfile") == [
                "keyword CMD", "punctuation [", "string \"nginx\"", "punctuation ,", "plain \\", "string \"-g\"",
                "punctuation ]", "keyword RUN", "builtin echo", "plain [a]",
            ])
    }

    @Test func instructionWordsLaterInALineAreNotKeywords() {
        #expect(kind(of: "from", in: "RUN echo from", "dockerfile") == .plain)
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "Dockerfile")?.name == "Dockerfile")
        #expect(Highlighter.language(named: "containerfile")?.name == "Dockerfile")
    }
}
