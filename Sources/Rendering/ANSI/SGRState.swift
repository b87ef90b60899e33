import Theming

/// The graphic rendition a terminal is in, as SGR parameters for one colour depth.
struct SGRState: Equatable {
    var foreground: String?
    var background: String?
    var bold = false
    var faint = false
    var italic = false
    var underline = false
    var strikethrough = false
    var inverse = false

    static let reset = SGRState()

    /// The state for a style at a depth; `ColorDepth.none` never reaches here.
    init(_ style: TextStyle, depth: ColorDepth) {
        foreground = style.foreground.map { SGRState.code($0, depth: depth, background: false) }
        background = style.background.map { SGRState.code($0, depth: depth, background: true) }
        bold = style.bold == true
        faint = style.faint == true
        italic = style.italic == true
        underline = style.underline == true
        strikethrough = style.strikethrough == true
        inverse = style.inverse == true
    }

    init() {}

    /// All parameters needed to reach this state from a reset.
    var parameters: [String] {
        var out: [String] = []
        if bold { out.append("1") }
        if faint { out.append("2") }
        if italic { out.append("3") }
        if underline { out.append("4") }
        if inverse { out.append("7") }
        if strikethrough { out.append("9") }
        if let foreground { out.append(foreground) }
        if let background { out.append(background) }
        return out
    }

    /// The shortest parameter list that changes `self` into `next` (empty: no change).
    func transition(to next: SGRState) -> [String] {
        if self == next { return [] }
        if next == .reset { return ["0"] }
        var step: [String] = []
        let intensityOff = (bold && !next.bold) || (faint && !next.faint)
        if intensityOff { step.append("22") }
        if next.bold && (!bold || intensityOff) { step.append("1") }
        if next.faint && (!faint || intensityOff) { step.append("2") }
        step += SGRState.toggle(italic, next.italic, on: "3", off: "23")
        step += SGRState.toggle(underline, next.underline, on: "4", off: "24")
        step += SGRState.toggle(inverse, next.inverse, on: "7", off: "27")
        step += SGRState.toggle(strikethrough, next.strikethrough, on: "9", off: "29")
        if foreground != next.foreground { step.append(next.foreground ?? "39") }
        if background != next.background { step.append(next.background ?? "49") }
        let viaReset = ["0"] + next.parameters
        let length = { (list: [String]) in list.reduce(0) { $0 + $1.count + 1 } }
        return length(viaReset) < length(step) ? viaReset : step
    }

    private static func toggle(_ was: Bool, _ now: Bool, on: String, off: String) -> [String] {
        was == now ? [] : [now ? on : off]
    }

    /// The colour parameter: named basic colours keep their own code at every depth.
    static func code(_ color: Color, depth: ColorDepth, background: Bool) -> String {
        let offset = background ? 10 : 0
        if let basic = color.basic {
            return String(basic.foregroundCode + offset)
        }
        switch depth {
        case .trueColor:
            return "\(38 + offset);2;\(color.r);\(color.g);\(color.b)"
        case .ansi256:
            return "\(38 + offset);5;\(color.ansi256Index)"
        case .ansi16, .none:
            return String(color.nearestBasic.foregroundCode + offset)
        }
    }
}
