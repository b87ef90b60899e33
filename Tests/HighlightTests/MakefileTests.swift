import Highlight
import Testing

@Suite struct MakefileTests {
    @Test func assignmentsAndFunctions() {
        let code = "# c\nCC ?= gcc\nSRCS := $(wildcard src/*.c) x.c\nOBJS = $(SRCS:.c=.o)\nexport P += /x"
        #expect(
            golden(code, "make") == [
                "comment # c", "variable CC", "operator ?=", "plain gcc", "variable SRCS", "operator :=",
                "punctuation.interpolation $(", "builtin wildcard", "plain src/*.c", "punctuation.interpolation )",
                "plain x.c", "variable OBJS", "operator =", "punctuation.interpolation $(", "variable SRCS",
                "plain :.c=.o", "punctuation.interpolation )", "keyword export", "variable P", "operator +=",
                "plain /x",
            ])
    }

    @Test func rulesAndRecipes() {
        let code = ".PHONY: all\nall: $(OBJS) lib\n\t@echo \"B $@\" && $(CC) -o $@ $$HOME\n%.o: %.c\n\t-rm -f $<"
        #expect(
            golden(code, "makefile") == [
                "function .PHONY", "operator :", "plain all", "function all", "operator :", "variable $(OBJS)",
                "plain lib", "operator @", "builtin echo", "string \"B", "variable $@", "string \"", "operator &&",
                "variable $(CC)", "plain -o", "variable $@", "variable $$HOME", "function %.o", "operator :",
                "plain %.c", "operator -", "plain rm -f", "variable $<",
            ])
    }

    @Test func recipeContinuesOverBackslashAndOpenQuotes() {
        let code = "x:\n\tfor f in *; do \\\n  echo $$f; done\n\techo 'a\nb'\nY = 1"
        #expect(
            golden(code, "mk") == [
                "function x", "operator :", "keyword for", "plain f", "keyword in", "plain *", "operator ;",
                "keyword do", "operator \\", "builtin echo", "variable $$f", "operator ;", "keyword done",
                "builtin echo", "string 'a\nb'", "variable Y", "operator =", "plain 1",
            ])
    }

    @Test func conditionalsAndDefine() {
        let code = "ifeq ($(OS),Win)\nX = 1 # n\nendif\ndefine BODY =\nline $(X)\n  endef\nY = a \\\n  b"
        #expect(
            golden(code, "make") == [
                "keyword ifeq", "punctuation (", "variable $(OS)", "punctuation ,", "plain Win", "punctuation )",
                "variable X", "operator =", "plain 1", "comment # n", "keyword endif", "keyword define",
                "variable BODY", "plain =", "string line $(X)", "keyword endef", "variable Y", "operator =", "plain a",
                "operator \\", "plain b",
            ])
    }

    @Test func recipeFunctionsShellDollarsAndTargetVariables() {
        let code = "x: CC = cc\nx: a\n\t@$(info Run $(X))\n\tdocker run \\\n\t\t--init $${A:+b} $$(id -u)\n"
        #expect(
            golden(code, "make") == [
                "function x", "operator :", "variable CC", "operator =", "plain cc", "function x", "operator :",
                "plain a", "operator @", "punctuation.interpolation $(", "builtin info", "plain Run", "variable $(X)",
                "punctuation.interpolation )", "plain docker run", "operator \\", "plain --init",
                "variable $${A:+b}", "variable $", "punctuation.interpolation $(", "plain id -u",
                "punctuation.interpolation )",
            ])
    }

    @Test func aliases() {
        #expect(Highlighter.language(named: "Makefile")?.name == "Makefile")
        #expect(Highlighter.language(named: ".mk")?.name == "Makefile")
    }
}
