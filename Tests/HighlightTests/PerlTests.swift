import Highlight
import Testing

@Suite struct PerlTests {
    @Test func sigilsAndInterpolation() {
        #expect(
            golden("my @a = (1); my %h; print \"n=$n @a ${x}\\n\", $#a, $_, $Foo::bar;", "perl") == [
                "keyword my", "variable @a", "operator =", "punctuation (", "number 1", "punctuation );",
                "keyword my", "variable %h", "punctuation ;", "builtin print", "string \"n=", "variable $n",
                "string", "variable @a", "string", "variable ${x}", "escape \\n", "string \"", "punctuation ,",
                "variable $#a", "punctuation ,", "variable $_", "punctuation ,", "variable $Foo::bar",
                "punctuation ;",
            ])
        #expect(kind(of: "'no $interp'", in: "x('no $interp')", "perl") == .string)
        #expect(kind(of: "%", in: "$a % $b", "perl") == .operator)
    }

    @Test func regexVersusDivision() {
        #expect(
            golden("$x = $a / 2; if ($s =~ /a\\/b$/i) { split /,/, $l }", "perl") == [
                "variable $x", "operator =", "variable $a", "operator /", "number 2", "punctuation ;",
                "keyword if", "punctuation (", "variable $s", "operator =~", "regex /a\\/b$/i", "punctuation )",
                "punctuation {", "builtin split", "regex /,/", "punctuation ,", "variable $l", "punctuation }",
            ])
    }

    @Test func quoteLikeOperatorsWithAnyDelimiter() {
        #expect(
            golden("s{a{b}c}{d}g; tr/a-z/A-Z/; qw(x y); q[it's]; m!x!; y => 1", "perl") == [
                "regex s{a{b}c}{d}g", "punctuation ;", "regex tr/a-z/A-Z/", "punctuation ;", "string qw(x y)",
                "punctuation ;", "string q[it's]", "punctuation ;", "regex m!x!", "punctuation ;", "property y",
                "operator =>", "number 1",
            ])
    }

    @Test func quotesSpanLinesIncludingSecondPart() {
        #expect(
            golden("s{\n a }\n  {b$v}x; qq{\n{x}}", "perl") == [
                "regex s{\n a }", "regex {b", "variable $v", "regex }x", "punctuation ;", "string qq{\n{x}}",
            ])
    }

    @Test func heredocsAndIndentedTerminators() {
        let code = "print <<~EOT . <<'RAW';\n  hi $name\n  EOT\n$not\nRAW\nmy $z;"
        #expect(
            golden(code, "perl") == [
                "builtin print", "operator <<~", "string.delimiter EOT", "operator .", "operator <<",
                "string.delimiter 'RAW'", "punctuation ;", "string hi", "variable $name", "string",
                "string.delimiter EOT", "string $not", "string.delimiter RAW", "keyword my", "variable $z",
                "punctuation ;",
            ])
        #expect(kind(of: "<<", in: "$x << 2", "perl") == .operator)
    }

    @Test func subsPackagesMethodsAndHashKeys() {
        #expect(
            golden("package My::Mod; sub new { my $s = Foo::Bar->new(k => $h{key}); }", "perl") == [
                "keyword package", "type My::Mod", "punctuation ;", "keyword sub", "function new", "punctuation {",
                "keyword my", "variable $s", "operator =", "plain Foo::Bar", "operator ->", "function.call new",
                "punctuation (", "property k", "operator =>", "variable $h", "punctuation {", "property key",
                "punctuation });", "punctuation }",
            ])
    }

    @Test func podAndEndSectionsAreComments() {
        let code = "my $a;\n=head1 NAME\n\ncode? no\n=cut\nmy $b;\n__END__\nanything \"here"
        #expect(
            golden(code, "perl") == [
                "keyword my", "variable $a", "punctuation ;", "comment =head1 NAME\n\ncode? no\n=cut",
                "keyword my", "variable $b", "punctuation ;", "comment __END__\nanything \"here",
            ])
    }

    @Test func streamingWithOwnPiecesEqualsOneShot() {
        let pieces =
            ExtraPieces.common + [
                "s{", "s/", "tr/", "q(", "qq{", "qw[", "m!", "/", "<<EOF", "<<~E", "<<'R'", "EOF\n", "  E\n", "R\n",
                "=pod\n", "=cut\n", "__END__\n", "$x", "@a", "%h", "->", "=>", "sub ",
            ]
        #expect(ExtraPieces.mismatches(pieces, "perl", seed: 621) == [])
    }

    @Test func fileTestsAreNotSubstitutions() {
        #expect(
            golden("if (-s $f) { 1 }", "perl") == [
                "keyword if", "punctuation (", "operator -", "plain s", "variable $f", "punctuation )",
                "punctuation {", "number 1", "punctuation }",
            ])
    }

    @Test func commaAndEqualsDelimiters() {
        #expect(
            golden("$l =~ s,/,\\\\,g; map { m,/, ? 1 : 0 } @x; %h = (s => 1, y == 2);", "perl") == [
                "variable $l", "operator =~", "regex s,/,\\\\,g", "punctuation ;", "builtin map", "punctuation {",
                "regex m,/,", "operator ?", "number 1", "operator :", "number 0", "punctuation }", "variable @x",
                "punctuation ;", "variable %h", "operator =", "punctuation (", "property s", "operator =>", "number 1",
                "punctuation ,", "plain y", "operator ==", "number 2", "punctuation );",
            ])
    }

    @Test func quotedHeredocTerminatorsMayHoldSpacesAndSigilsStayAlone() {
        #expect(
            golden("f(<<\"  E\") if !$y;\n  can't $n\n  E\nz;", "perl") == [
                "function.call f", "punctuation (", "operator <<", "string.delimiter \"  E\"", "punctuation )",
                "keyword if", "operator !", "variable $y", "punctuation ;", "string can't", "variable $n", "string",
                "string.delimiter E", "plain z", "punctuation ;",
            ])
    }

    @Test func dereferencesFatCommasAndRepetition() {
        #expect(
            golden("$$r =~ m#x#; @$a; %h = (k => qr/a/); print '-' x 3; x(1);", "perl") == [
                "variable $$r", "operator =~", "regex m#x#", "punctuation ;", "variable @$a", "punctuation ;",
                "variable %h", "operator =", "punctuation (", "property k", "operator =>", "regex qr/a/",
                "punctuation );", "builtin print", "string '-'", "operator x", "number 3", "punctuation ;",
                "function.call x", "punctuation (", "number 1", "punctuation );",
            ])
        #expect(kind(of: "\"HERE\"", in: "croak << \"HERE\";\nbody\nHERE\n", "perl") == .heredocDelimiter)
        #expect(kind(of: "body", in: "croak << \"HERE\";\nbody\nHERE\n", "perl") == .string)
    }

    @Test func repeatedOpenersStayLinear() {
        for piece in ["s{", "q(", "<<\"", "<<~E ", "$$$$$$$$", "s ", "y-", "@$"] {
            let text = String(repeating: piece, count: 40_000 / piece.utf8.count)
            let tokens = Highlighter.highlight(text, language: "perl")
            #expect(tokens.map(\.text).joined() == text, "\(piece)")
        }
    }

    @Test func aliases() {
        for name in ["perl", "pl", "pm", ".pl"] {
            #expect(Highlighter.language(named: name)?.name == "Perl")
        }
    }
}
