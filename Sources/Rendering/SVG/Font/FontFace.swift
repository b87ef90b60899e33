/// The faces an SVG uses: DejaVu Sans and DejaVu Sans Mono in four styles each.
public enum FontFace: Int, Sendable, Hashable, CaseIterable {
    /// DejaVu Sans.
    case regular
    /// DejaVu Sans Bold.
    case bold
    /// DejaVu Sans Oblique.
    case italic
    /// DejaVu Sans Bold Oblique.
    case boldItalic
    /// DejaVu Sans Mono.
    case mono
    /// DejaVu Sans Mono Bold.
    case monoBold
    /// DejaVu Sans Mono Oblique.
    case monoItalic
    /// DejaVu Sans Mono Bold Oblique.
    case monoBoldItalic

    /// The face with the given weight and slant in this face's family.
    public static func of(mono: Bool, bold: Bool, italic: Bool) -> FontFace {
        switch (mono, bold, italic) {
        case (false, false, false): .regular
        case (false, true, false): .bold
        case (false, false, true): .italic
        case (false, true, true): .boldItalic
        case (true, false, false): .mono
        case (true, true, false): .monoBold
        case (true, false, true): .monoItalic
        case (true, true, true): .monoBoldItalic
        }
    }

    /// Whether this is a monospace face.
    public var isMono: Bool { rawValue >= FontFace.mono.rawValue }
    /// Whether this face is bold.
    public var isBold: Bool {
        self == .bold || self == .boldItalic || self == .monoBold || self == .monoBoldItalic
    }
    /// Whether this face is slanted.
    public var isItalic: Bool {
        self == .italic || self == .boldItalic || self == .monoItalic || self == .monoBoldItalic
    }

    /// The file name in Debian's fonts-dejavu-core.
    var fileName: String {
        switch self {
        case .regular: "DejaVuSans.ttf"
        case .bold: "DejaVuSans-Bold.ttf"
        case .italic: "DejaVuSans-Oblique.ttf"
        case .boldItalic: "DejaVuSans-BoldOblique.ttf"
        case .mono: "DejaVuSansMono.ttf"
        case .monoBold: "DejaVuSansMono-Bold.ttf"
        case .monoItalic: "DejaVuSansMono-Oblique.ttf"
        case .monoBoldItalic: "DejaVuSansMono-BoldOblique.ttf"
        }
    }

    /// The faces to try, best first, when this one is missing.
    var substitutes: [FontFace] {
        switch self {
        case .regular, .mono: [self]
        case .bold, .italic: [self, .regular]
        case .boldItalic: [self, .bold, .italic, .regular]
        case .monoBold, .monoItalic: [self, .mono]
        case .monoBoldItalic: [self, .monoBold, .mono]
        }
    }

    /// The CSS font family an SVG names for this face.
    public var family: String {
        isMono ? "DejaVu Sans Mono, monospace" : "DejaVu Sans, Verdana, sans-serif"
    }
}
