import Highlight
import Testing

@Suite struct ShellSessionTests {
    @Test func promptsCommandsAndOutput() {
        let code =
            "$ ls -la | grep x # hi\ntotal 0\n# apt-get install foo\n% echo $HOME\n> more\nPS C:\\Users\\me> Get-Item x\n"
        #expect(
            golden(code, "console") == [
                "meta $", "plain ls -la", "operator |", "plain grep x", "comment # hi", "plain total 0", "meta #",
                "plain apt-get install foo", "meta %", "builtin echo", "variable $HOME", "meta >", "plain more",
                "meta PS C:\\Users\\me>", "plain Get-Item x",
            ])
    }

    @Test func outputLooksLikeShellButStaysPlain() {
        #expect(
            golden("$ cat f\nif [ \"$x\" ]; then echo 'hi'\n", "shell-session") == [
                "meta $", "plain cat f\nif [ \"$x\" ]; then echo 'hi'",
            ])
    }

    @Test func userHostAndVirtualEnvPrompts() {
        #expect(
            golden("(venv) user@host:~/src$ pwd\n[root@box tmp]# id\nuser: x$ no", "terminal") == [
                "meta (venv) user@host:~/src$", "builtin pwd", "meta [root@box tmp]#", "plain id\nuser: x$ no",
            ])
    }

    @Test func commandsContinueAcrossLines() {
        let code = "$ echo \"a\nb\" \\\n  --flag\nout\n$ cat <<EOF\nbody $X\nEOF\ndone\n"
        #expect(
            golden(code, "console") == [
                "meta $", "builtin echo", "string \"a\nb\"", "escape \\", "plain --flag\nout", "meta $", "plain cat",
                "operator <<", "string.delimiter EOF", "string body", "variable $X", "string", "string.delimiter EOF",
                "plain done",
            ])
    }

    @Test func streamingWithPrompts() {
        let pieces = ["$ ", "# ", "% ", "> ", "PS C:\\> ", "(venv) ", "u@h:~$ ", "\\\n", "cat <<EOF\n", "\n"]
        #expect(PieceStreaming.mismatches("console", pieces: pieces) == [])
    }

    @Test func aliasMovedFromShell() {
        #expect(Highlighter.language(named: "console")?.name == "ShellSession")
        #expect(Highlighter.language(named: "shell-session")?.name == "ShellSession")
        #expect(Highlighter.language(named: "bash")?.name == "Shell")
        #expect(Highlighter.language(named: Highlighter.guessLanguage("$ ls\nx") ?? "")?.name == "ShellSession")
    }
}
