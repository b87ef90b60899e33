import Highlight
import Testing

@Suite struct CFamilyTests {
    @Test func preprocessorIncludesAndDefinitions() {
        let code = "#include <stdio.h>\n#define N 10\nint main(void) {\n  printf(\"%d\\n\", N);\n}"
        #expect(
            golden(code, "c") == [
                "meta #include", "string <stdio.h>", "meta #define", "plain N", "number 10", "type int",
                "function main",
                "punctuation (", "type void", "punctuation )", "punctuation {", "builtin printf", "punctuation (",
                "string \"%d", "escape \\n", "string \"", "punctuation ,", "plain N", "punctuation );", "punctuation }",
            ])
    }

    @Test func cppRawStringsSpanLinesWithCustomDelimiters() {
        let code = "auto s = R\"xy(a)\"\nb)xy\"; int x;"
        #expect(
            golden(code, "cpp") == [
                "keyword auto", "plain s", "operator =", "string R\"xy(a)\"\nb)xy\"", "punctuation ;", "type int",
                "plain x",
                "punctuation ;",
            ])
        #expect(kind(of: "u8R\"(x)\"", in: "u8R\"(x)\"", "c++") == .string)
    }

    @Test func numbersWithSuffixesSeparatorsAndHexFloats() {
        for number in ["0x1.8p3f", "1'000'000ULL", "42u", "3.0f", "1e10", "0b1010", "07", ".5L"] {
            #expect(
                golden("x = \(number);", "cc") == ["plain x", "operator =", "number \(number)", "punctuation ;"],
                "\(number)")
        }
    }

    @Test func templatesAndClassNames() {
        #expect(
            golden("template<typename T> class Box : public Base {};", "hpp") == [
                "keyword template", "operator <", "keyword typename", "type T", "operator >", "keyword class",
                "type Box",
                "operator :", "keyword public", "plain Base", "punctuation {};",
            ])
    }

    @Test func blockCommentsDoNotNestInC() {
        #expect(golden("/* a /* b */ c */", "c") == ["comment /* a /* b */", "plain c", "operator */"])
    }

    @Test func charLiteralsAndCalls() {
        #expect(
            golden("c = 'x'; go(c);", "c") == [
                "plain c", "operator =", "string 'x'", "punctuation ;", "function.call go", "punctuation (", "plain c",
                "punctuation );",
            ])
    }

    @Test func objectiveCDirectivesAndStrings() {
        let code =
            "#import <Foundation/Foundation.h>\n@interface Foo : NSObject\n@property NSString *name;\n@end\nNSLog(@\"hi %@\", self.name);"
        let tokens = golden(code, "objc")
        #expect(tokens.contains("meta #import"))
        #expect(tokens.contains("keyword @interface"))
        #expect(tokens.contains("keyword @end"))
        #expect(tokens.contains("string @\"hi %@\""))
        #expect(tokens.contains("builtin NSLog"))
    }
}
