import Theming

/// What the terminal on the other end can show: colour depth and OSC 8 hyperlinks.
public struct TerminalCapabilities: Sendable, Hashable {
    /// The colour depth to encode for.
    public var depth: ColorDepth
    /// Whether OSC 8 hyperlinks are understood.
    public var hyperlinks: Bool

    /// Creates capabilities.
    public init(depth: ColorDepth, hyperlinks: Bool) {
        self.depth = depth
        self.hyperlinks = hyperlinks
    }

    /// Detects capabilities from the environment, in this order:
    /// `NO_COLOR` (non-empty) → no colour; `FORCE_COLOR` sets a minimum even without a TTY
    /// (`0`/`false` → none, `1` → 16, `2` → 256, `3` → true colour, anything else → 16);
    /// not a TTY → none; `TERM=dumb` → the minimum; `COLORTERM` `truecolor`/`24bit` (or a
    /// `TERM` ending `-direct`) → true colour; `TERM` containing `256color` → 256; else 16.
    /// Hyperlinks: `hyperlinks` if given, else `FORCE_HYPERLINK` (`0` → off, other → on),
    /// else on for known terminals on a TTY (see `detectHyperlinks`).
    public static func detect(
        environment: [String: String], isTTY: Bool, hyperlinks: Bool? = nil
    ) -> TerminalCapabilities {
        TerminalCapabilities(
            depth: detectDepth(environment, isTTY: isTTY),
            hyperlinks: hyperlinks ?? detectHyperlinks(environment, isTTY: isTTY))
    }

    static func detectDepth(_ env: [String: String], isTTY: Bool) -> ColorDepth {
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return .none }
        var minimum = ColorDepth.none
        if let force = env["FORCE_COLOR"] {
            switch force.lowercased() {
            case "0", "false": return .none
            case "2": minimum = .ansi256
            case "3": minimum = .trueColor
            default: minimum = .ansi16
            }
        } else if !isTTY {
            return .none
        }
        let term = env["TERM"] ?? ""
        if term == "dumb" { return minimum }
        let colorTerm = (env["COLORTERM"] ?? "").lowercased()
        let detected: ColorDepth
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            detected = .trueColor
        } else if term.contains("256color") {
            detected = .ansi256
        } else {
            detected = .ansi16
        }
        return rank(detected) >= rank(minimum) ? detected : minimum
    }

    /// On for iTerm2, WezTerm, VS Code, Ghostty (`TERM_PROGRAM`), VTE ≥ 0.50
    /// (`VTE_VERSION` ≥ 5000), kitty, foot and Windows Terminal (`WT_SESSION`).
    static func detectHyperlinks(_ env: [String: String], isTTY: Bool) -> Bool {
        if let force = env["FORCE_HYPERLINK"] {
            return force != "0" && force.lowercased() != "false"
        }
        let term = env["TERM"] ?? ""
        guard isTTY, term != "dumb" else { return false }
        let programs: Set<String> = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
        if let program = env["TERM_PROGRAM"], programs.contains(program) { return true }
        if let vte = env["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        if term.contains("kitty") || env["KITTY_WINDOW_ID"] != nil { return true }
        if term.hasPrefix("foot") { return true }
        return env["WT_SESSION"] != nil
    }

    private static func rank(_ depth: ColorDepth) -> Int {
        switch depth {
        case .none: 0
        case .ansi16: 1
        case .ansi256: 2
        case .trueColor: 3
        }
    }
}
