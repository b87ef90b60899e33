import Highlight
import Testing

@Suite struct HaskellTests {
    @Test func nestedBlockCommentsAndPragmas() {
        let code = "{-# LANGUAGE GADTs #-}\n{- outer {- inner -} still\ncomment -} x"
        #expect(
            golden(code, "haskell") == [
                "meta {-# LANGUAGE GADTs #-}", "comment {- outer {- inner -} still\ncomment -}", "plain x",
            ])
    }

    @Test func dashesStartCommentsOnlyWhenNotAnOperator() {
        #expect(
            golden("a --> b -- real\n-- | doc\n--- also", "hs") == [
                "function a", "operator -->", "plain b", "comment -- real", "comment.doc -- | doc", "comment --- also",
            ])
    }

    @Test func signaturesEquationsTypesAndConstructors() {
        let code = "area :: Shape -> Double\narea (Circle r) = pi * r ^ 2\n  where go x' = x'"
        #expect(
            golden(code, "haskell") == [
                "function area", "operator ::", "type Shape", "operator ->", "type Double", "function area",
                "punctuation (", "type Circle", "plain r", "punctuation )", "operator =", "plain pi", "operator *",
                "plain r", "operator ^", "number 2", "keyword where", "plain go x'", "operator =", "plain x'",
            ])
    }

    @Test func charactersVersusPrimesAndBackticks() {
        #expect(
            golden("foldl' f 'c' '\\n' \"s\\t\" `div` 0x1F 1_000 2.5e-3", "haskell") == [
                "function foldl'", "plain f", "string 'c'", "string '", "escape \\n", "string '", "string \"s",
                "escape \\t", "string \"", "operator `div`", "number 0x1F", "number 1_000", "number 2.5e-3",
            ])
    }

    @Test func qualifiedImports() {
        #expect(
            golden("import qualified Data.Map as M", "haskell") == [
                "keyword import", "keyword qualified", "type Data", "operator .", "type Map", "keyword as", "type M",
            ])
    }

    @Test func streamingWithNestedComments() {
        let pieces = ["{-", "-}", "{-#", "#-}", "--", "-->", "'a'", "x'"]
        #expect(PieceStreaming.mismatches("haskell", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "hs")?.name == "Haskell")
        #expect(Highlighter.language(named: ".lhs")?.name == "Haskell")
    }
}
