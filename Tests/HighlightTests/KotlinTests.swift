import Highlight
import Testing

@Suite struct KotlinTests {
    @Test func stringTemplatesNestCode() {
        #expect(
            golden("val s = \"a $name ${f(\"x${1}\")} \\$\"", "kotlin") == [
                "keyword val", "plain s", "operator =", "string \"a", "variable $name", "string",
                "punctuation.interpolation ${", "function.call f", "punctuation (", "string \"x",
                "punctuation.interpolation ${", "number 1", "punctuation.interpolation }", "string \"",
                "punctuation )", "punctuation.interpolation }", "string", "escape \\$", "string \"",
            ])
    }

    @Test func rawStringsSpanLinesWithoutEscapes() {
        #expect(
            golden("val r = \"\"\"\n  C:\\n $x\n\"\"\".trimIndent()", "kt") == [
                "keyword val", "plain r", "operator =", "string \"\"\"\n  C:\\n", "variable $x",
                "string \"\"\"", "operator .", "function.call trimIndent", "punctuation ()",
            ])
    }

    @Test func functionsWithGenericsAndReceivers() {
        #expect(
            golden("fun <T : Comparable<T>> List<T>.top(n: Int): T? = null", "kotlin") == [
                "keyword fun", "operator <", "type T", "operator :", "type Comparable", "operator <", "type T",
                "operator >>", "type List", "operator <", "type T", "operator >.", "function top", "punctuation (",
                "plain n", "operator :", "type Int", "punctuation )", "operator :", "type T", "operator ?",
                "operator =",
                "constant null",
            ])
        #expect(kind(of: "greet", in: "suspend fun greet() {}", "kotlin") == .function)
        #expect(kind(of: "reified", in: "inline fun <reified T> f() {}", "kotlin") == .keyword)
    }

    @Test func classesAnnotationsAndLabels() {
        #expect(
            golden("@file:JvmName(\"X\")\ndata class User(val id: Long)", "kotlin") == [
                "attribute @file:JvmName", "punctuation (", "string \"X\"", "punctuation )", "keyword data",
                "keyword class", "type User", "punctuation (", "keyword val", "plain id", "operator :", "type Long",
                "punctuation )",
            ])
        #expect(kind(of: "@forEach", in: "return@forEach", "kotlin") == .attribute)
    }

    @Test func nestedCommentsNumbersAndLambdas() {
        #expect(
            golden("/* a /* b */ c */ xs.map { it * 0xFFu + 1_000L + 2.5f }", "kotlin") == [
                "comment /* a /* b */ c */", "plain xs", "operator .", "function.call map", "punctuation {",
                "plain it", "operator *", "number 0xFFu", "operator +", "number 1_000L", "operator +",
                "number 2.5f", "punctuation }",
            ])
    }

    @Test func backtickNamesAndChars() {
        #expect(
            golden("fun `my test`() = 'c'", "kotlin") == [
                "keyword fun", "plain `my test`", "punctuation ()", "operator =", "string 'c'",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "\"\"\"", "${", "$x", "/*", "*/", "/**", "fun ", "<", ">", ".", "`a b`", "@file:", "class ",
            ]
        #expect(ExtraPieces.mismatches(pieces, "kotlin", seed: 565) == [])
    }

    @Test func extraQuotesBeforeTheCloserBelongToTheString() {
        #expect(
            golden("val q = \"\"\"say \"hi\"\"\"\"\".length", "kotlin") == [
                "keyword val", "plain q", "operator =", "string \"\"\"say \"hi\"\"\"\"\"", "operator .",
                "property length",
            ])
    }

    @Test func packagesAndImportsAreDottedTypes() {
        #expect(
            golden("package com.example\nimport kotlinx.coroutines.*", "kotlin") == [
                "keyword package", "type com.example", "keyword import", "type kotlinx.coroutines.*",
            ])
    }

    @Test func funInterfacesAndLabels() {
        #expect(golden("fun interface F", "kotlin") == ["keyword fun", "keyword interface", "type F"])
        #expect(golden("loop@ for", "kotlin") == ["plain loop", "operator @", "keyword for"])
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["`", "\"${", "fun <", "\"\"\"\"", "@"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "kotlin")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        for name in ["kotlin", "kt", "kts", ".kts"] {
            #expect(Highlighter.language(named: name)?.name == "Kotlin")
        }
    }
}
