/// How text looks. Every field is optional: `nil` means "inherit from the parent style".
///
/// A fully resolved style may still hold `nil`s; renderers read a `nil` flag as off and a
/// `nil` colour as the output's default colour.
public struct TextStyle: Sendable, Hashable {
    /// Text colour.
    public var foreground: Color?
    /// Background colour.
    public var background: Color?
    /// Bold (increased intensity).
    public var bold: Bool?
    /// Italic.
    public var italic: Bool?
    /// Underline.
    public var underline: Bool?
    /// Strikethrough (crossed out).
    public var strikethrough: Bool?
    /// Faint (decreased intensity).
    public var faint: Bool?
    /// Foreground and background swapped.
    public var inverse: Bool?

    /// A style with nothing set: inherits everything.
    public static let inherit = TextStyle()

    /// Creates a style; every omitted field inherits.
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool? = nil,
        italic: Bool? = nil, underline: Bool? = nil, strikethrough: Bool? = nil,
        faint: Bool? = nil, inverse: Bool? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.faint = faint
        self.inverse = inverse
    }

    /// This style with every unset field taken from `parent`.
    public func merged(over parent: TextStyle) -> TextStyle {
        TextStyle(
            foreground: foreground ?? parent.foreground,
            background: background ?? parent.background,
            bold: bold ?? parent.bold,
            italic: italic ?? parent.italic,
            underline: underline ?? parent.underline,
            strikethrough: strikethrough ?? parent.strikethrough,
            faint: faint ?? parent.faint,
            inverse: inverse ?? parent.inverse)
    }

    /// True when no field is set.
    public var isEmpty: Bool { self == TextStyle() }

    /// True when the style shows as plain text: no colour and no attribute switched on.
    public var isPlain: Bool {
        foreground == nil && background == nil && bold != true && italic != true
            && underline != true && strikethrough != true && faint != true && inverse != true
    }

    /// The same style with every colour removed (for `ColorDepth.none`).
    public var withoutColors: TextStyle {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}
