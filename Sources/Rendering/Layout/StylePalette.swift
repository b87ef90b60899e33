import Theming

/// The text styles and links of one layout, numbered, so pieces compare by number and the
/// encoder finds escapes by number.
///
/// NB: a style is looked up on every text a renderer appends. `TextStyle`'s own hashing
/// (a dozen optionals through `Hasher`) cost more than the rest of appending, so a style is
/// packed into two integers (`StyleKey`) and found in a small open-addressed table.
struct StylePalette {
    /// The number of "no link".
    static let noLink: Int32 = -1

    private(set) var styles: [TextStyle] = [TextStyle()]
    private var keys: [StyleKey] = [StyleKey(TextStyle())]
    private var slots = [Int32](repeating: -1, count: 64)
    private var lastKey = StyleKey(TextStyle())
    private var lastStyleNumber: Int32 = 0
    private(set) var links: [String] = []
    private var linkNumbers: [String: Int32] = [:]
    private var lastLink = ""
    private var lastLinkNumber = StylePalette.noLink

    init() {
        place(0)
    }

    /// The number of a style, numbering it when new.
    mutating func number(of style: TextStyle) -> Int32 {
        let key = StyleKey(style)
        if key == lastKey { return lastStyleNumber }
        let number = find(key) ?? add(style, key)
        lastKey = key
        lastStyleNumber = number
        return number
    }

    private func find(_ key: StyleKey) -> Int32? {
        var slot = key.slot(in: slots.count)
        while slots[slot] >= 0 {
            if keys[Int(slots[slot])] == key { return slots[slot] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func add(_ style: TextStyle, _ key: StyleKey) -> Int32 {
        let number = Int32(styles.count)
        styles.append(style)
        keys.append(key)
        if styles.count * 2 > slots.count {
            // NB: twice the size, so the table stays at most half full.
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for known in keys.indices { place(Int32(known)) }
        } else {
            place(number)
        }
        return number
    }

    private mutating func place(_ number: Int32) {
        var slot = keys[Int(number)].slot(in: slots.count)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = number
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

    /// Forgets the links (numbered again from 0); the styles stay.
    mutating func forgetLinks() {
        links.removeAll(keepingCapacity: true)
        linkNumbers.removeAll(keepingCapacity: true)
        lastLink = ""
        lastLinkNumber = StylePalette.noLink
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

/// A `TextStyle` packed into integers: equal keys for equal styles, and only for them.
struct StyleKey: Equatable {
    private let colors: UInt64
    private let flags: UInt16

    init(_ style: TextStyle) {
        colors = StyleKey.pack(style.foreground) << 32 | StyleKey.pack(style.background)
        flags =
            StyleKey.bits(style.bold) << 10 | StyleKey.bits(style.italic) << 8
            | StyleKey.bits(style.underline) << 6 | StyleKey.bits(style.strikethrough) << 4
            | StyleKey.bits(style.faint) << 2 | StyleKey.bits(style.inverse)
    }

    /// Unset, off or on.
    private static func bits(_ flag: Bool?) -> UInt16 {
        flag.map { $0 ? 2 : 1 } ?? 0
    }

    /// Present bit, basic colour (present bit and its number), then r, g, b.
    private static func pack(_ color: Color?) -> UInt64 {
        guard let color else { return 0 }
        let basic = color.basic.map { UInt64(0x10 | $0.rawValue) } ?? 0
        return 1 << 30 | basic << 24 | UInt64(color.r) << 16 | UInt64(color.g) << 8
            | UInt64(color.b)
    }

    /// A slot in a table of `count` (a power of two) slots.
    func slot(in count: Int) -> Int {
        let mixed = (colors ^ UInt64(flags) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 40) & (count - 1)
    }
}
