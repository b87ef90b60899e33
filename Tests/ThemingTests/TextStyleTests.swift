import Testing
import Theming

@Suite struct TextStyleTests {
    @Test func mergedTakesUnsetFieldsFromParent() {
        let parent = TextStyle(foreground: Color(.red), background: Color(.blue), bold: true)
        let child = TextStyle(foreground: Color(.green), bold: false, italic: true)
        let merged = child.merged(over: parent)
        #expect(merged.foreground == Color(.green))
        #expect(merged.background == Color(.blue))
        #expect(merged.bold == false)
        #expect(merged.italic == true)
        #expect(merged.underline == nil)
    }

    @Test func emptyAndPlain() {
        #expect(TextStyle().isEmpty)
        #expect(TextStyle(bold: false).isPlain)
        #expect(!TextStyle(bold: false).isEmpty)
        #expect(!TextStyle(underline: true).isPlain)
        #expect(
            TextStyle(foreground: Color(.red), bold: true).withoutColors == TextStyle(bold: true))
    }

    @Test func enumerationLabels() {
        #expect(EnumerationStyle.decimal.label(12) == "12")
        #expect(EnumerationStyle.lowerAlpha.label(1) == "a")
        #expect(EnumerationStyle.upperAlpha.label(27) == "AA")
        #expect(EnumerationStyle.lowerRoman.label(14) == "xiv")
        #expect(EnumerationStyle.upperRoman.label(1994) == "MCMXCIV")
        #expect(EnumerationStyle.upperRoman.label(0) == "0")
    }
}
