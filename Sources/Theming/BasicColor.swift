/// The 16 basic terminal colours, in SGR order (0–7 normal, 8–15 bright).
public enum BasicColor: Int, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite

    /// The camel-case name used in theme files (`brightBlue`).
    public var name: String {
        switch self {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "brightBlack"
        case .brightRed: "brightRed"
        case .brightGreen: "brightGreen"
        case .brightYellow: "brightYellow"
        case .brightBlue: "brightBlue"
        case .brightMagenta: "brightMagenta"
        case .brightCyan: "brightCyan"
        case .brightWhite: "brightWhite"
        }
    }

    /// Looks a colour up by name, ignoring case, `-` and `_` (`bright-black` = `brightBlack`).
    public init?(name: String) {
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        guard let match = BasicColor.allCases.first(where: { $0.name.lowercased() == key })
        else { return nil }
        self = match
    }

    /// The SGR foreground code: 30–37 or 90–97 (add 10 for background).
    public var foregroundCode: Int {
        rawValue < 8 ? 30 + rawValue : 90 + rawValue - 8
    }

    /// The colour's RGB in the VGA palette (the reference for matching and for HTML).
    // NB: VGA rather than xterm values, so a pure primary (#ff0000) matches the normal colour
    // and only lighter tints match the bright one; yellow is #aaaa00 rather than VGA brown.
    public var rgb: (r: UInt8, g: UInt8, b: UInt8) {
        let normal: UInt8 = 0xAA
        let low: UInt8 = 0x55
        let bit = rawValue % 8
        let isBright = rawValue >= 8
        func channel(_ on: Bool) -> UInt8 {
            isBright ? (on ? 0xFF : low) : (on ? normal : 0)
        }
        return (channel(bit & 1 != 0), channel(bit & 2 != 0), channel(bit & 4 != 0))
    }
}
