/// A word, a space or a forced break of inline text, measured; the unit `InlineFlow` wraps.
struct InlinePiece: Sendable {
    /// What the piece is for wrapping.
    enum Kind: Sendable {
        /// Text that stays on one line (a word, a code span, an image placeholder).
        case word
        /// A space: dropped at line ends.
        case space
        /// A hard line break.
        case lineBreak
    }

    /// How a piece is drawn besides its text.
    enum Decoration: Sendable, Hashable {
        case none
        /// A code span: a rounded chip behind the text, padded on both sides.
        case chip(String)
        /// An image placeholder: a dashed box around the alt text.
        case box(String)
    }

    var kind: Kind
    var text: String
    var face: FontFace
    var size: Double
    var fill: String
    var width: Double
    var isUnderlined = false
    var isStruck = false
    var decoration = Decoration.none
    /// How far the baseline is raised (footnote references).
    var rise = 0.0

    /// The horizontal padding inside a chip or box on each side.
    var padding: Double {
        switch decoration {
        case .none: 0
        case .chip, .box: (size * 0.3).rounded()
        }
    }

    /// Whether `other` continues this piece's run (same look, no decoration of its own).
    func sharesRun(with other: InlinePiece) -> Bool {
        decoration == .none && other.decoration == .none && face == other.face && size == other.size
            && fill == other.fill && isUnderlined == other.isUnderlined && isStruck == other.isStruck
            && rise == other.rise
    }
}
