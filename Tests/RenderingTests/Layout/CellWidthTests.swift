import Testing

@testable import Rendering

@Suite struct CellWidthTests {
    @Test(arguments: [
        ("漢字", 4), ("e\u{301}", 1), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1),
        ("\u{200D}", 0), ("hello", 5), ("", 0), ("ＡＢ", 4), ("한국어", 6), ("a\u{200B}b", 2),
        ("1️⃣", 2), ("🇫", 1), ("x\u{FE0F}", 2), ("\u{1B}[1m", 3), ("日本a", 5), ("\u{0301}", 0),
        ("🏳️‍🌈", 2), ("\u{AD}", 1), ("─│┊", 3), ("—", 1), ("😀😀", 4), ("ｱ", 1),
    ])
    func knownWidths(text: String, width: Int) {
        #expect(
            CellWidth.of(text) == width,
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func clusterWidths() {
        #expect(CellWidth.of(Character("漢")) == 2)
        #expect(CellWidth.of(Character("\t")) == 0)
        #expect(CellWidth.of(Character("\r\n")) == 0)
        #expect(CellWidth.width(of: "\u{300}") == 0)
        #expect(CellWidth.width(of: "\u{3000}") == 2)
    }

    @Test func tablesAreSortedDisjointRanges() {
        for table in [CellWidthTable.wide, CellWidthTable.zero] {
            #expect(table.count % 2 == 0)
            for index in stride(from: 0, to: table.count, by: 2) {
                #expect(table[index] <= table[index + 1])
                if index >= 2 { #expect(table[index - 1] < table[index]) }
            }
        }
    }
}
