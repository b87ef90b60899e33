// The fonts an SVG is measured (and, with text as paths, drawn) with. The DejaVu files are
// looked up in the usual Debian/Fedora/Arch/macOS places once per process; a missing face
// borrows its family's regular face (a synthetic slant or weight is the viewer's business),
// and with no file at all widths come from the built-in table of DejaVu's ASCII advances.

/// Fonts for measuring and drawing SVG text.
public struct SVGFonts: Sendable {
    /// The loaded font files by face (missing faces absent).
    let files: [FontFace: TrueTypeFont]

    /// Fonts from the given files by face.
    init(files: [FontFace: TrueTypeFont]) {
        self.files = files
    }

    /// The system's DejaVu fonts, loaded once per process.
    public static let system = SVGFonts(searching: SVGFonts.searchDirectories)

    /// No font files: widths from the built-in table.
    public static let builtin = SVGFonts(files: [:])

    /// Where the DejaVu files are looked for.
    static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/share/fonts/truetype", "/usr/local/share/fonts", "/Library/Fonts",
        "/opt/homebrew/share/fonts", "/usr/share/fonts/dejavu-sans-fonts",
        "/usr/share/fonts/dejavu-sans-mono-fonts",
    ]

    /// Loads every face from the first directory that holds it.
    init(searching directories: [String]) {
        var files: [FontFace: TrueTypeFont] = [:]
        for face in FontFace.allCases {
            for directory in directories {
                if let font = TrueTypeFont(path: directory + "/" + face.fileName) {
                    files[face] = font
                    break
                }
            }
        }
        self.files = files
    }

    /// Whether glyph outlines are available for the regular and mono faces.
    public var hasOutlines: Bool { files[.regular] != nil && files[.mono] != nil }

    /// The font file that draws `face`: the face itself or its nearest substitute.
    public func font(for face: FontFace) -> TrueTypeFont? {
        for candidate in face.substitutes {
            if let font = files[candidate] { return font }
        }
        return nil
    }

    /// The advance of `text` in pixels at `size`.
    public func width(_ text: String, face: FontFace, size: Double) -> Double {
        var units = 0.0
        if let font = font(for: face) {
            let em = Double(font.unitsPerEm)
            var previous = -1
            for scalar in text.unicodeScalars {
                let glyph = font.glyph(for: scalar)
                units += (advance(scalar, font: font) + Double(font.kerning(previous, glyph))) / em
                previous = glyph
            }
        } else {
            for scalar in text.unicodeScalars {
                units += SVGFonts.builtinAdvance(scalar, face: face)
            }
        }
        return units * size
    }

    /// Where each scalar of `text` starts, from `x`, with advances and kerning (one entry a
    /// scalar); what text-as-paths and the word positions of `<text>` follow.
    func pens(_ text: String, face: FontFace, size: Double, from x: Double) -> [Double] {
        guard let font = font(for: face) else { return [] }
        let scale = size / Double(font.unitsPerEm)
        var out: [Double] = []
        var pen = x
        var previous = -1
        for scalar in text.unicodeScalars {
            let glyph = font.glyph(for: scalar)
            pen += Double(font.kerning(previous, glyph)) * scale
            out.append(pen)
            pen += advance(scalar, font: font) * scale
            previous = glyph
        }
        return out
    }

    /// A scalar's advance in font units; scalars the font lacks get the width a fallback
    /// font likely gives them (wide ones a full em, combining marks nothing).
    func advance(_ scalar: Unicode.Scalar, font: TrueTypeFont) -> Double {
        if font.covers(scalar) { return Double(font.advance(of: scalar)) }
        return Double(font.unitsPerEm) * SVGFonts.unknownAdvance(scalar, isMono: false)
    }

    /// An ASCII advance from the table, else an estimate from the terminal cell width, in em.
    static func builtinAdvance(_ scalar: Unicode.Scalar, face: FontFace) -> Double {
        let table =
            face.isMono
            ? FallbackWidths.mono : (face.isBold ? FallbackWidths.bold : FallbackWidths.regular)
        let value = Int(scalar.value)
        if value >= 32 && value < 127 { return Double(table[value - 32]) / 2048 }
        return unknownAdvance(scalar, isMono: face.isMono)
    }

    /// The em width of a character no known font covers.
    static func unknownAdvance(_ scalar: Unicode.Scalar, isMono: Bool) -> Double {
        switch CellWidth.width(of: scalar) {
        case 0: 0
        case 2: 1.0
        default: isMono ? 0.602 : 0.7
        }
    }
}
