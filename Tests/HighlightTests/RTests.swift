import Highlight
import Testing

@Suite struct RTests {
    @Test func functionDefinitionsAndDottedNames() {
        #expect(
            golden("#' Doc\nmy.fun <- function(x, na.rm = TRUE) sum(x)\nsq = \\(v) v^2", "r") == [
                "comment.doc #' Doc", "function my.fun", "operator <-", "keyword function", "punctuation (", "plain x",
                "punctuation ,", "plain na.rm", "operator =", "constant TRUE", "punctuation )", "builtin sum",
                "punctuation (", "plain x", "punctuation )", "function sq", "operator =", "keyword \\", "punctuation (",
                "plain v", "punctuation )", "plain v", "operator ^", "number 2",
            ])
    }

    @Test func infixOperatorsMembersAndNumbers() {
        #expect(
            golden("df$col <- x %>% filter(y > 1L) %in% c(2.5e3, 0x1F, 3i, .5) # c", "r") == [
                "plain df", "operator $", "property col", "operator <-", "plain x", "operator %>%",
                "function.call filter",
                "punctuation (", "plain y", "operator >", "number 1L", "punctuation )", "operator %in%", "builtin c",
                "punctuation (", "number 2.5e3", "punctuation ,", "number 0x1F", "punctuation ,", "number 3i",
                "punctuation ,", "number .5", "punctuation )", "comment # c",
            ])
    }

    @Test func rawStringsMultilineStringsAndBacktickNames() {
        #expect(
            golden("s <- r\"-(raw \\n )\" )-\"; t <- 'a\nb'\n`odd name` <<- NA_real_", "r") == [
                "plain s", "operator <-", "string r\"-(raw \\n )\" )-\"", "punctuation ;", "plain t", "operator <-",
                "string 'a\nb'", "variable `odd name`", "operator <<-", "constant NA_real_",
            ])
    }

    @Test func builtinNamesUsedAsValuesArePlain() {
        #expect(
            golden("obj@slot; sum; is.na(x)", "r") == [
                "plain obj", "operator @", "property slot", "punctuation ;", "plain sum", "punctuation ;",
                "builtin is.na",
                "punctuation (", "plain x", "punctuation )",
            ])
    }

    @Test func streamingWithRawStrings() {
        #expect(
            PieceStreaming.mismatches("r", pieces: ["r\"(", ")\"", "R'[", "]'", "r\"--{", "}--\"", "%in%", "<-"]) == [])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "R")?.name == "R")
        #expect(Highlighter.language(named: ".r")?.name == "R")
        #expect(Highlighter.language(named: "rscript")?.name == "R")
    }
}
