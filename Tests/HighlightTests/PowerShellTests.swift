import Highlight
import Testing

@Suite struct PowerShellTests {
    @Test func cmdletsParametersAndOperators() {
        #expect(
            golden(
                "Get-ChildItem -Path $env:HOME -Recurse | Where-Object { $_.Length -GT 1kb -and $true }", "powershell")
                == [
                    "function.call Get-ChildItem", "variable.parameter -Path", "variable $env:HOME",
                    "variable.parameter -Recurse", "operator |", "function.call Where-Object", "punctuation {",
                    "variable $_", "operator .", "property Length", "operator -GT", "number 1kb", "operator -and",
                    "constant $true", "punctuation }",
                ])
    }

    @Test func expandableStringsSubexpressionsAndEscapes() {
        #expect(
            golden("\"a $x $(Get-Date -f \"yyyy\") `n \"\"q\"\"\" + 'it''s'", "ps1") == [
                "string \"a", "variable $x", "string", "punctuation.interpolation $(", "function.call Get-Date",
                "operator -f", "string \"yyyy\"", "punctuation.interpolation )", "string", "escape `n",
                "string \"\"q\"\"\"", "operator +", "string 'it''s'",
            ])
    }

    @Test func hereStringsEndAtLineStart() {
        let code = "$s = @\"\n  \"@ not yet $v\n\"@\n$t = @'\n$raw\n'@"
        #expect(
            golden(code, "pwsh") == [
                "variable $s", "operator =", "string @\"\n  \"@ not yet", "variable $v", "string \"@",
                "variable $t", "operator =", "string @'\n$raw\n'@",
            ])
    }

    @Test func functionsTypesAndComments() {
        let code = "<# doc\n#> FUNCTION Get-Thing { param([string[]]$Name) [System.IO.File]::ReadAllText($p) } # end"
        #expect(
            golden(code, "powershell") == [
                "comment <# doc\n#>", "keyword FUNCTION", "function Get-Thing", "punctuation {", "keyword param",
                "punctuation ([", "type string", "punctuation []]", "variable $Name", "punctuation )",
                "punctuation [", "type System.IO.File", "punctuation ]", "operator ::", "function.call ReadAllText",
                "punctuation (", "variable $p", "punctuation )", "punctuation }", "comment # end",
            ])
    }

    @Test func splattingAndHashtables() {
        #expect(
            golden("$h = @{ a = 1 }; Invoke-Thing @h", "powershell") == [
                "variable $h", "operator =", "operator @", "punctuation {", "plain a", "operator =", "number 1",
                "punctuation };",
                "function.call Invoke-Thing", "variable @h",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "@\"\n", "\n\"@", "@'\n", "\n'@", "$(", "`", "\"\"", "''", "<#", "#>", "-eq", "-Path", "Get-Item",
                "[int]", "$env:X",
            ]
        #expect(ExtraPieces.mismatches(pieces, "powershell", seed: 227) == [])
    }

    @Test func scopedFunctionNames() {
        #expect(kind(of: "global:deactivate", in: "function global:deactivate { }", "powershell") == .function)
    }

    @Test func subexpressionsInCode() {
        #expect(golden("$($x)", "powershell") == ["operator $", "punctuation (", "variable $x", "punctuation )"])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["@\"", "\"@ ", "[", "-", "$env:", "a-", "<#", "''"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "powershell")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        for name in ["powershell", "ps1", "pwsh", ".psm1"] {
            #expect(Highlighter.language(named: name)?.name == "PowerShell")
        }
    }
}
