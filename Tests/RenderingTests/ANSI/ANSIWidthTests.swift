import Rendering
import Testing

/// No line is wider than the width asked for, whatever the content.
@Suite struct ANSIWidthTests {
    static let widths = [12, 17, 24, 33, 40, 57, 80, 120]

    static let stress = """
        # 見出しの長いタイトルがここにあります 🎉🎉🎉

        > > > - [ ] 1. deep `nested_code_identifier_that_is_long` text 漢字漢字漢字漢字漢字

        | 列一 | 列二 | three | four | five | six | seven |
        |:-:|--:|---|---|---|---|---|
        | 漢字漢字漢字 | 👨‍👩‍👧👨‍👩‍👧 | averyveryverylongwordwithoutspaces | x | y | z | w |

        ```
        \tindented\twith\ttabs and a very long line that must fold somewhere along the way 漢字漢字
        ```

        1. one
           1. two
              1. three
                 1. four
                    1. five
                       1. six deep list item text

        [a link with a long url](https://example.com/a/very/long/path/that/keeps/going/and/going)
        """

    @Test(arguments: widths)
    func samplesFitTheWidth(width: Int) throws {
        for name in ANSISupport.sampleNames() {
            let markdown = try ANSISupport.sample(name)
            for theme in ["dark", "plain"] {
                let lines = ANSISupport.lines(markdown, theme: theme, width: width)
                let wide = lines.first { $0.width > width }
                #expect(wide == nil, "\(name) \(theme) \(width): \(wide?.text ?? "")")
            }
        }
    }

    @Test(arguments: widths)
    func stressFitsTheWidth(width: Int) {
        for theme in ["dark", "plain", "light"] {
            let lines = ANSISupport.lines(ANSIWidthTests.stress, theme: theme, width: width)
            let wide = lines.first { $0.width > width }
            #expect(wide == nil, "\(theme) \(width): \(wide?.text ?? "")")
        }
    }

    @Test func aSingleWideClusterMayOverflowATinyWidth() {
        let lines = ANSISupport.lines("漢", theme: "plain", width: 1)
        #expect(lines.map(\.text) == ["漢"])
    }
}
