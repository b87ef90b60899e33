/// How many colours an output can show.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour (`38;2;r;g;b`).
    case trueColor
    /// The xterm 256-colour palette (`38;5;n`).
    case ansi256
    /// The 16 basic colours (`30–37`, `90–97`).
    case ansi16
    /// No colour and no escape sequences at all.
    case none
}
