// What a laid-out SVG picture is made of, before it is written: rectangles, lines, marks,
// text runs placed at a baseline, and nested chart SVGs. Layout code only appends items;
// `SVGSceneWriter` encodes them as `<text>` or as glyph outlines.

/// One run of text in one face, size and colour, starting at a point on its baseline.
struct TextRun: Sendable {
    var text: String
    var x: Double
    var baseline: Double
    var face: FontFace
    var size: Double
    var fill: String
    /// The width the run was measured at (what layout reserved for it).
    var width: Double
}

/// A drawing item of a laid-out picture.
enum SceneItem: Sendable {
    /// A rectangle; `stroke` draws its border, `radius` rounds it, `dashed` dashes the border.
    case rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String?,
        radius: Double, dashed: Bool)
    /// A straight line.
    case line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double)
    /// A filled circle.
    case circle(x: Double, y: Double, radius: Double, fill: String)
    /// A stroked open path in pixel coordinates (a check mark).
    case stroke(path: String, color: String, width: Double)
    /// Text.
    case text(TextRun)
    /// A standalone SVG (a chart) placed with its top left corner at (x, y).
    case svg(markup: String, x: Double, y: Double)
}

/// The items of a picture and its size.
struct SVGScene: Sendable {
    var width: Double
    var height: Double = 0
    var background: String
    var items: [SceneItem] = []

    /// Adds a filled rectangle.
    mutating func fill(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: String,
        radius: Double = 0
    ) {
        items.append(
            .rect(
                x: x, y: y, width: width, height: height, fill: color, stroke: nil, radius: radius,
                dashed: false))
    }

    /// Adds a text run.
    mutating func text(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        items.append(.text(run))
    }

    /// Every text run, in order (tests and the accessible description read them).
    var runs: [TextRun] {
        items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
}
