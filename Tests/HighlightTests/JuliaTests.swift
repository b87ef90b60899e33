import Highlight
import Testing

@Suite struct JuliaTests {
    @Test func nestedCommentsFunctionsAndTypes() {
        let code = "#= a #= b =# c =#\nfunction Base.show(io::IO, x::Point{T}) where {T<:Real}"
        #expect(
            golden(code, "julia") == [
                "comment #= a #= b =# c =#", "keyword function", "type Base", "operator .", "function show",
                "punctuation (", "plain io", "operator ::", "type IO", "punctuation ,", "plain x", "operator ::",
                "type Point", "punctuation {", "type T", "punctuation })", "keyword where", "punctuation {", "type T",
                "operator <:", "type Real", "punctuation }",
            ])
    }

    @Test func interpolationAndStringMacros() {
        #expect(
            golden("println(\"P($(x.a + 1), $name)\", r\"ab+c\"i, raw\"no $x\")", "jl") == [
                "builtin println", "punctuation (", "string \"P(", "punctuation.interpolation $(", "plain x",
                "operator .", "property a", "operator +", "number 1", "punctuation.interpolation )", "string ,",
                "variable $name", "string )\"", "punctuation ,", "regex r\"ab+c\"i", "punctuation ,",
                "string raw\"no $x\"", "punctuation )",
            ])
    }

    @Test func adjointVersusCharacterLiterals() {
        #expect(
            golden("y = x' * A[1]' + 'c' + '\\n'", "julia") == [
                "plain y", "operator =", "plain x", "operator '", "operator *", "type A", "punctuation [", "number 1",
                "punctuation ]", "operator '", "operator +", "string 'c'", "operator +", "string '", "escape \\n",
                "string '",
            ])
    }

    @Test func macrosSymbolsRangesAndTernary() {
        #expect(
            golden("@assert x in [:a, :b] && 1:n\nz = c ? a : b", "julia") == [
                "meta @assert", "plain x", "keyword in", "punctuation [", "string.symbol :a", "punctuation ,",
                "string.symbol :b", "punctuation ]", "operator &&", "number 1", "operator :", "plain n\nz",
                "operator =", "plain c", "operator ?", "plain a", "operator :", "plain b",
            ])
    }

    @Test func tripleQuotedStringsSpanLines() {
        #expect(
            golden("s = \"\"\"\nmulti $x \"q\"\n\"\"\"; push!(v, 0x1F)", "julia") == [
                "plain s", "operator =", "string \"\"\"\nmulti", "variable $x", "string \"q\"\n\"\"\"", "punctuation ;",
                "builtin push!", "punctuation (", "plain v", "punctuation ,", "number 0x1F", "punctuation )",
            ])
    }

    @Test func capitalisedTypesAndAllCapsConstants() {
        #expect(
            golden("const MAX_N = Int64(10)::IO", "julia") == [
                "keyword const", "constant MAX_N", "operator =", "type Int64", "punctuation (", "number 10",
                "punctuation )", "operator ::", "type IO",
            ])
    }

    @Test func streamingWithJuliaPieces() {
        let pieces = ["#=", "=#", "$(", "r\"", "raw\"", "x'", "'c'", ":sym", "@m", "\"\"\""]
        #expect(PieceStreaming.mismatches("julia", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "jl")?.name == "Julia")
        #expect(Highlighter.language(named: ".jl")?.name == "Julia")
    }
}
