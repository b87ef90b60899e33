import Highlight
import Testing

@Suite struct RubyTests {
    @Test func interpolationNestsCodeWithBracesAndSymbols() {
        #expect(
            golden("x = \"a#{1 + {k: 2}[:k]}b\"", "ruby") == [
                "plain x", "operator =", "string \"a", "punctuation.interpolation #{", "number 1", "operator +",
                "punctuation {", "string.symbol k:", "number 2", "punctuation }[", "string.symbol :k", "punctuation ]",
                "punctuation.interpolation }", "string b\"",
            ])
    }

    @Test func definitionsClassesAndVariables() {
        let code = "class Foo < Bar::Baz\n  def self.create(n) = @n = $stdout || @@count\n  def ==(o); end\nend"
        #expect(
            golden(code, "rb") == [
                "keyword class", "type Foo", "operator <", "type Bar", "operator ::", "type Baz", "keyword def",
                "builtin self", "operator .", "function create", "punctuation (", "plain n", "punctuation )",
                "operator =", "variable @n", "operator =", "variable $stdout", "operator ||", "variable @@count",
                "keyword def", "function ==", "punctuation (", "plain o", "punctuation );", "keyword end",
                "keyword end",
            ])
    }

    @Test func percentLiteralsAndRegexVersusDivision() {
        let code = "puts %w[a b] + %i(c d)\ny = a / b + c.size / 2\nreturn /a\\/b#{x}/i if ok?"
        #expect(
            golden(code, "ruby") == [
                "builtin puts", "string %w[a b]", "operator +", "string.symbol %i(c d)", "plain y", "operator =",
                "plain a", "operator /", "plain b", "operator +", "plain c", "operator .", "property size",
                "operator /",
                "number 2", "keyword return", "regex /a", "escape \\/", "regex b", "punctuation.interpolation #{",
                "plain x", "punctuation.interpolation }", "regex /i", "keyword if", "plain ok?",
            ])
    }

    @Test func squigglyHeredocWithIndentedTerminatorAndInterpolation() {
        let code = "text = <<~EOS.strip\n  Hi #{name}!\\t\n  EOS\nraw = <<-'RAW'\n  no #{x}\n  RAW\nz = 1"
        #expect(
            golden(code, "ruby") == [
                "plain text", "operator =", "operator <<~", "string.delimiter EOS", "operator .", "property strip",
                "string Hi", "punctuation.interpolation #{", "plain name", "punctuation.interpolation }", "string !",
                "escape \\t", "string", "string.delimiter EOS", "plain raw", "operator =", "operator <<-",
                "string.delimiter 'RAW'", "string no #{x}", "string.delimiter RAW", "plain z", "operator =", "number 1",
            ])
    }

    @Test func appendOperatorIsNotAHeredoc() {
        #expect(
            golden("list << item\nlist <<value", "ruby") == [
                "plain list", "operator <<", "plain item\nlist", "operator <<", "plain value",
            ])
    }

    @Test func symbolsTernaryAndCharacterLiterals() {
        #expect(
            golden("h = { :a => ?x, 'b' => :\"s#{1}\" }; z = c ? 1 : 2", "ruby") == [
                "plain h", "operator =", "punctuation {", "string.symbol :a", "operator =>", "string ?x",
                "punctuation ,",
                "string 'b'", "operator =>", "string.symbol :\"s", "punctuation.interpolation #{", "number 1",
                "punctuation.interpolation }", "string.symbol \"", "punctuation };", "plain z", "operator =", "plain c",
                "operator ?", "number 1", "operator :", "number 2",
            ])
    }

    @Test func blockCommentsAndDataSection() {
        #expect(
            golden("x = 1 # c\n=begin\ndef not_code\n=end\n__END__\ndef data", "ruby") == [
                "plain x", "operator =", "number 1", "comment # c", "comment =begin\ndef not_code\n=end",
                "meta __END__",
                "plain def data",
            ])
    }

    @Test func operatorMethodNamesAndConstants() {
        #expect(
            golden("def %(args) = MAX_SIZE % args\ndef +(o); end\nalias << concat", "ruby") == [
                "keyword def", "function %", "punctuation (", "plain args", "punctuation )", "operator =",
                "constant MAX_SIZE", "operator %", "plain args", "keyword def", "function +", "punctuation (",
                "plain o", "punctuation );", "keyword end", "keyword alias", "operator <<", "plain concat",
            ])
    }

    @Test func streamingWithRubyPieces() {
        let pieces = [
            "%w[", "%Q(", "%r{", "<<~EOS\n", "  EOS\n", "#{", "=begin\n", "=end\n", ":sym", "?a", "/x/", "__END__\n",
        ]
        #expect(PieceStreaming.mismatches("ruby", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "rb")?.name == "Ruby")
        #expect(Highlighter.language(named: ".gemspec")?.name == "Ruby")
        #expect(Highlighter.language(named: "rake")?.name == "Ruby")
    }
}
