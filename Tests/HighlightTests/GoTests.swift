import Highlight
import Testing

@Suite struct GoTests {
    @Test func functionsAndRawStrings() {
        #expect(
            golden("func main() { s := `raw\n` }", "go") == [
                "keyword func", "function main", "punctuation ()", "punctuation {", "plain s",
                "operator :=", "string `raw\n`", "punctuation }",
            ])
    }

    @Test func typesBuiltinsAndMembers() {
        #expect(
            golden("type Point struct{ X int }\nfmt.Println(len(p), 'x', 0x1p-2, 1_000i, nil)", "golang") == [
                "keyword type", "type Point", "keyword struct", "punctuation {", "plain X", "type int", "punctuation }",
                "plain fmt", "operator .", "function.call Println", "punctuation (", "builtin len", "punctuation (",
                "plain p", "punctuation ),", "string 'x'", "punctuation ,", "number 0x1p-2", "punctuation ,",
                "number 1_000i", "punctuation ,", "constant nil", "punctuation )",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "golang")?.name == "Go")
        #expect(Highlighter.language(named: ".go")?.name == "Go")
    }
}
