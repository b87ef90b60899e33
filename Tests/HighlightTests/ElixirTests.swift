import Highlight
import Testing

@Suite struct ElixirTests {
    @Test func modulesDefinitionsAtomsAndKeywordKeys() {
        let code = "defmodule MyApp.Repo do\n  defp ok?(x), do: {:ok, x}\nend"
        #expect(
            golden(code, "elixir") == [
                "keyword defmodule", "type MyApp", "operator .", "type Repo", "keyword do", "keyword defp",
                "function ok?",
                "punctuation (", "plain x", "punctuation ),", "string.symbol do:", "punctuation {", "string.symbol :ok",
                "punctuation ,", "plain x", "punctuation }", "keyword end",
            ])
    }

    @Test func heredocDocStringsInterpolate() {
        #expect(
            golden("@moduledoc \"\"\"\nDocs #{1 + 1}\n\"\"\"", "ex") == [
                "attribute @moduledoc", "string \"\"\"\nDocs", "punctuation.interpolation #{", "number 1", "operator +",
                "number 1", "punctuation.interpolation }", "string \"\"\"",
            ])
    }

    @Test func sigilsWithDelimitersAndModifiers() {
        let code = "x = ~r/ab+c/iu\n~w[a b]a |> Enum.map(&String.upcase/1)\n~S\"\"\"\nraw #{x}\n\"\"\""
        #expect(
            golden(code, "elixir") == [
                "plain x", "operator =", "regex ~r/ab+c/iu", "string ~w[a b]a", "operator |>", "type Enum",
                "operator .",
                "function.call map", "punctuation (", "operator &", "type String", "operator .", "property upcase",
                "operator /", "number 1", "punctuation )", "string ~S\"\"\"\nraw #{x}\n\"\"\"",
            ])
    }

    @Test func quotedAtomsCharlistsAndCharacters() {
        #expect(
            golden("{:\"a #{b}\", 'chars', ?a, 0x1F, 1_000.5, fun.(1)}", "elixir") == [
                "punctuation {", "string.symbol :\"a", "punctuation.interpolation #{", "plain b",
                "punctuation.interpolation }", "string.symbol \"", "punctuation ,", "string 'chars'", "punctuation ,",
                "string ?a", "punctuation ,", "number 0x1F", "punctuation ,", "number 1_000.5", "punctuation ,",
                "function.call fun", "operator .", "punctuation (", "number 1", "punctuation )}",
            ])
    }

    @Test func mapPatternsAndDefaults() {
        #expect(
            golden("def f(%{id: id}, opts \\\\ []) when is_map(m)", "elixir") == [
                "keyword def", "function f", "punctuation (", "operator %", "punctuation {", "string.symbol id:",
                "plain id", "punctuation },", "plain opts", "operator \\\\", "punctuation [])", "keyword when",
                "builtin is_map", "punctuation (", "plain m", "punctuation )",
            ])
    }

    @Test func streamingWithSigils() {
        let pieces = ["~r/", "~s(", "~S\"\"\"", "\"\"\"", "#{", ":ok", ":\"", "do:", "?a", "@doc "]
        #expect(PieceStreaming.mismatches("elixir", pieces: pieces) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "exs")?.name == "Elixir")
        #expect(Highlighter.language(named: ".ex")?.name == "Elixir")
    }
}
