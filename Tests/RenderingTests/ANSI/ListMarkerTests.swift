import MarkdownModel
import Testing
import Theming
@testable import Rendering

/// A numbered list's markers are right-aligned in the width of the widest. `ListMarkers`
/// makes a marker only when its item is laid out (a live frame lays out a long list's last
/// items only), so it must find that width without making them all.
@Suite struct ListMarkerTests {
    private static func list(start: Int, count: Int) -> List {
        List(kind: .ordered(start: start, delimiter: .period), isTight: true,
             items: Array(repeating: ListItem(blocks: []), count: count))
    }

    /// The last marker is the widest, but for roman numerals: `viii.` is wider than `ix.`.
    @Test(arguments: EnumerationStyle.allCases)
    func theWidthIsTheWidestMarkers(enumeration: EnumerationStyle) {
        var style = ElementStyle()
        style.enumeration = enumeration
        for start in [0, 1, 7, 95, 998] {
            for count in 1...40 {
                let markers = ANSIRenderer.ListMarkers(Self.list(start: start, count: count), style: style, level: 0)
                let widest = (0..<count).map { CellWidth.of(markers[$0]) }.max()
                #expect(markers.width == widest, "\(enumeration) from \(start), \(count) items")
            }
        }
    }

    @Test func markersCountFromTheStart() {
        var style = ElementStyle()
        style.enumeration = .lowerRoman
        let markers = ANSIRenderer.ListMarkers(Self.list(start: 3, count: 9), style: style, level: 0)
        #expect((0..<9).map { markers[$0] } == ["iii.", "iv.", "v.", "vi.", "vii.", "viii.", "ix.", "x.", "xi."])
        #expect(markers.width == 5)
        let decimal = ANSIRenderer.ListMarkers(Self.list(start: 9, count: 2), style: ElementStyle(), level: 0)
        #expect([decimal[0], decimal[1]] == ["9.", "10."])
        #expect(decimal.width == 3)
    }
}
