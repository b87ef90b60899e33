import TestSupport
import Testing

@testable import Rendering

/// Cluster boundaries and widths on bytes agree with String's Characters and `CellWidth`.
@Suite struct ClustersTests {
    /// The clusters of `text` as `Clusters` steps them: their lengths in bytes and widths.
    static func stepped(_ text: String) -> [(length: Int, width: Int)] {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var out: [(length: Int, width: Int)] = []
            var index = 0
            while index < bytes.count {
                let cluster = Clusters.next(in: bytes, at: index, end: bytes.count)
                out.append((cluster.end - index, cluster.width))
                index = cluster.end
            }
            return out
        }
    }

    /// The same from Swift's own Characters.
    static func expected(_ text: String) -> [(length: Int, width: Int)] {
        text.map { ($0.utf8.count, CellWidth.of($0)) }
    }

    static func agree(_ text: String) -> Bool {
        let (got, want) = (stepped(text), expected(text))
        return got.count == want.count && zip(got, want).allSatisfy { $0 == $1 }
    }

    @Test(arguments: [
        "plain ascii", "e\u{301}", "ae\u{301}b", "x\u{200D}y",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}a",
        "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}\u{1F1EB}", "\u{2764}\u{FE0F}x", " \u{FE0F}",
        " \u{301}",
        "\u{600}a", "\u{915}\u{94D}\u{937}", "\r\n", "a\r\nb", "\r", "\u{1B}x", "漢字かな", "한국어텍스트",
        "\u{AC00}\u{11A8}", "\u{1100}\u{1161}\u{11A8}", "か\u{3099}", "ｶ\u{FF9E}",
        "\u{3000}\u{302A}",
        "©\u{FE0F}", "é\u{301}", "“quoted”", "—\u{20DD}", "\u{AD}x", "ΑΒΓ\u{301}", "Ж\u{483}",
        "┌─┐│", "\u{1F44D}\u{1F3FD}", "a\u{1F3FD}", "\u{E9}\u{E9}\u{E9}",
    ])
    func knownCasesAgree(text: String) {
        #expect(
            ClustersTests.agree(text),
            "\(ClustersTests.stepped(text)) vs \(ClustersTests.expected(text))")
    }

    @Test func anASCIIRunBeforeACombiningMarkGivesItsLastLetterTheMark() {
        let steps = ClustersTests.stepped("abc\u{301}d")
        #expect(steps.map(\.length) == [1, 1, 3, 1])
        #expect(steps.map(\.width) == [1, 1, 1, 1])
    }

    @Test(arguments: Array(0..<300))
    func randomMixturesAgree(seed: Int) {
        let pool: [String] = [
            "a", "Z", " ", "\n", "\r", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F468}", "\u{1F1EB}",
            "漢", "か", "\u{3099}", "\u{AC00}", "\u{1161}", "\u{11A8}", "\u{1100}", "é", "—",
            "\u{600}",
            "\u{915}", "\u{94D}", "©", "\u{2764}", "\u{1F3FD}", "ｶ", "\u{FF9E}", "\u{AD}", "\u{7F}",
            "\u{1B}", "\u{2028}", "\u{E0020}", "\u{E007F}", "\u{1F3F4}", "\u{0903}", "\u{0E33}",
        ]
        var generator = SeededGenerator(seed: UInt64(seed) &+ 99)
        var text = ""
        for _ in 0..<40 { text += pool[Int(generator.next() % UInt64(pool.count))] }
        #expect(
            ClustersTests.agree(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func widthOfARangeMatchesCellWidth() {
        for text in [
            "abc", "漢字 and ❤️ 🇫🇷", "e\u{301}e\u{301}", "\u{1F468}\u{200D}\u{1F469}", "tab\there",
        ] {
            let width = Array(text.utf8).withUnsafeBufferPointer {
                Clusters.width(of: $0, from: 0, to: $0.count)
            }
            #expect(width == text.reduce(0) { $0 + CellWidth.of($1) }, "\(text)")
        }
    }
}
