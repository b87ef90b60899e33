import Highlight
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ("python", "Python"), ("PY", "Python"), ("python3", "Python"), ("gyp", "Python"), ("python title=x", "Python"),
        (".py", "Python"), ("{.python .numberLines}", "Python"), ("language-python", "Python"),
        ("js", "JavaScript"), ("node", "JavaScript"), ("mjs", "JavaScript"), ("cjs", "JavaScript"),
        ("ts", "TypeScript"), ("mts", "TypeScript"), ("cts", "TypeScript"), ("tsx", "TSX"), ("jsx", "JSX"),
        ("c", "C"), ("h", "C"), ("cpp", "C++"), ("C++", "C++"), ("cc", "C++"), ("cxx", "C++"), ("hpp", "C++"),
        ("objc", "Objective-C"), ("objective-c", "Objective-C"), ("mm", "Objective-C"), ("swift", "Swift"),
        ("json", "JSON"), ("jsonc", "JSON"), ("json5", "JSON"), ("bash", "Shell"), ("sh", "Shell"), ("zsh", "Shell"),
        ("shell", "Shell"), ("shellscript", "Shell"), (".sh", "Shell"), ("swift,linenos", "Swift"),
    ])
    func lookupByAliasExtensionAndInfoString(name: String, expected: String) {
        #expect(Highlighter.language(named: name)?.name == expected)
    }

    @Test(arguments: [nil, "", "   ", "klingon", ".nope", "{}"])
    func unknownNamesAreNil(name: String?) {
        #expect(Highlighter.language(named: name) == nil)
    }

    @Test func everyLanguageHasUniqueLowercaseAliases() {
        let aliases = Highlighter.languages.flatMap(\.aliases)
        #expect(Set(aliases).count == aliases.count)
        #expect(aliases.allSatisfy { $0 == $0.lowercased() })
        #expect(Highlighter.languages.allSatisfy { Highlighter.language(named: $0.name) == $0 })
    }

    @Test(arguments: [
        ("#!/usr/bin/env python3\nprint(1)", "python"), ("#!/bin/bash\necho", "bash"),
        ("#!/usr/bin/env node\n", "javascript"),
        ("#!/usr/bin/env -S deno run\n", "typescript"), ("{\"a\": 1}", "json"), ("[1, 2]", "json"),
        ("  [\n {\"a\":1}]", "json"),
        ("<?php echo 1;", "php"), ("<!DOCTYPE html>\n<html>", "html"), ("<html lang=en>", "html"),
        ("diff --git a/x b/x\n", "diff"), ("@@ -1 +1 @@\n-a\n+b", "diff"), ("--- a/x\n+++ b/x\n", "diff"),
        ("$ ls -la\ntotal 0", "console"),
    ])
    func guesses(code: String, expected: String) {
        #expect(Highlighter.guessLanguage(code) == expected)
    }

    @Test(arguments: ["just some words", "[link](url)", "{not json", "", "# Heading", "- item"])
    func noGuessForProse(code: String) {
        #expect(Highlighter.guessLanguage(code) == nil)
    }
}
