import Testing
import Theming

@Suite struct ThemeElementTests {
    /// Elements hash and compare by case (see `ThemeElement.hash(into:)`): each is equal only
    /// to itself, and a dictionary keyed by them finds every one.
    @Test func casesAreDistinctKeys() {
        let all = ThemeElement.allCases
        #expect(MemoryLayout<ThemeElement>.size == 1)
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() {
                #expect((a == b) == (i == j), "\(a) == \(b)")
            }
        }
        let indexed = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
        #expect(Set(all).count == all.count)
        for (index, element) in all.enumerated() {
            #expect(indexed[element] == index)
            #expect(ThemeElement(rawValue: element.rawValue) == element)
        }
    }
}
