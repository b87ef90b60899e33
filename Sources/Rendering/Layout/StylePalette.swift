import Theming

/// The text styles and links of one layout, numbered, so pieces compare by number and the
/// encoder finds escapes by number.
///
/// NB: consecutive pieces mostly share a style, so the last answer is checked first; the
/// dictionary serves the rest (code tokens switch styles all the time).
struct StylePalette {
    /// The number of "no link".
    static let noLink: Int32 = -1

    private(set) var styles: [TextStyle] = [TextStyle()]
    private var styleNumbers: [TextStyle: Int32] = [TextStyle(): 0]
    private var lastStyle = TextStyle()
    private var lastStyleNumber: Int32 = 0
    private(set) var links: [String] = []
    private var linkNumbers: [String: Int32] = [:]
    private var lastLink = ""
    private var lastLinkNumber = StylePalette.noLink

    /// The number of a style, numbering it when new.
    mutating func number(of style: TextStyle) -> Int32 {
        if style == lastStyle { return lastStyleNumber }
        let number: Int32
        if let known = styleNumbers[style] {
            number = known
        } else {
            number = Int32(styles.count)
            styles.append(style)
            styleNumbers[style] = number
        }
        lastStyle = style
        lastStyleNumber = number
        return number
    }

    /// The number of a link (`noLink` for nil), numbering it when new.
    mutating func number(ofLink link: String?) -> Int32 {
        guard let link else { return StylePalette.noLink }
        if lastLinkNumber != StylePalette.noLink && link == lastLink { return lastLinkNumber }
        let number: Int32
        if let known = linkNumbers[link] {
            number = known
        } else {
            number = Int32(links.count)
            links.append(link)
            linkNumbers[link] = number
        }
        lastLink = link
        lastLinkNumber = number
        return number
    }

    /// The style numbered `number`.
    func style(_ number: Int32) -> TextStyle {
        styles[Int(number)]
    }

    /// The link numbered `number`; nil for `noLink`.
    func link(_ number: Int32) -> String? {
        number == StylePalette.noLink ? nil : links[Int(number)]
    }
}
