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
    /// Padding inside a chip or box before the text (at its start only, when it is cut).
    var leading = 0.0
    /// Padding inside a chip or box after the text (at its end only).
    var trailing = 0.0

    /// Whether `other` continues this piece's run: the same look, and either no decoration
    /// or the same code chip (a code span's words and spaces make one chip again).
    func sharesRun(with other: InlinePiece) -> Bool {
        let sameDecoration: Bool
        switch (decoration, other.decoration) {
        case (.none, .none): sameDecoration = true
        case (.chip(let a), .chip(let b)):
            sameDecoration = a == b && trailing == 0 && other.leading == 0
        case (.none, _), (.chip, _), (.box, _): sameDecoration = false
        }
        return sameDecoration && face == other.face && size == other.size && fill == other.fill
            && isUnderlined == other.isUnderlined && isStruck == other.isStruck
            && rise == other.rise
    }
}
