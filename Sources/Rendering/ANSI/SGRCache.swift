import Theming

/// The styles one encoding has met, numbered, and the escape sequences between them.
///
/// NB: a document uses a few dozen styles at most, so a linear search with `==` beats
/// hashing a `TextStyle` per span; escapes are computed once per pair of styles.
struct SGRCache {
    /// The number of the reset state (no attributes, default colours).
    static let reset = 0

    private let depth: ColorDepth
    private var styles: [TextStyle] = [TextStyle()]
    private var states: [SGRState] = [.reset]
    private var escapes: [Int: String] = [:]
    private var last: (style: TextStyle, index: Int) = (TextStyle(), 0)

    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The number of a style, adding it when new.
    mutating func index(of style: TextStyle) -> Int {
        if style == last.style { return last.index }
        let found =
            styles.firstIndex(of: style)
            ?? {
                styles.append(style)
                states.append(SGRState(style, depth: depth))
                return styles.count - 1
            }()
        last = (style, found)
        return found
    }

    /// The escape sequence that changes style `from` into style `to` (empty when equal).
    mutating func escape(from: Int, to: Int) -> String {
        if from == to { return "" }
        let key = from << 32 | to
        if let known = escapes[key] { return known }
        let text = ANSIEncoder.sgr(states[from].transition(to: states[to]))
        escapes[key] = text
        return text
    }
}
