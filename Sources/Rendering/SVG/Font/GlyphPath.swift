// Turns glyph contours into SVG path data at a position and size. Off-curve points are
// quadratic control points; between two of them the on-curve midpoint is implied. A contour
// that starts off the curve starts at its first on-curve point, or at the midpoint of the
// first two points when it has none.

/// SVG path data for glyph outlines.
enum GlyphPath {
    /// Appends the outline of `glyph` with its origin at (x, baseline), `scale` pixels a unit.
    static func append(
        _ font: TrueTypeFont, glyph: Int, x: Double, baseline: Double, scale: Double,
        skew: Double = 0, to out: inout String
    ) {
        for contour in font.contours(glyph: glyph) where contour.count > 1 {
            func point(_ p: OutlinePoint) -> String {
                let px = x + (p.x + skew * p.y) * scale
                return SVGCanvas.number(px) + " " + SVGCanvas.number(baseline - p.y * scale)
            }
            let startIndex = contour.firstIndex { $0.isOnCurve }
            let start: OutlinePoint
            let rotated: [OutlinePoint]
            if let startIndex {
                start = contour[startIndex]
                rotated = Array(contour[(startIndex + 1)...] + contour[..<startIndex]) + [start]
            } else {
                start = midpoint(contour[0], contour[1])
                rotated = Array(contour[1...]) + [contour[0], start]
            }
            out += "M" + point(start)
            var control: OutlinePoint?
            for next in rotated {
                if next.isOnCurve {
                    if let c = control {
                        out += "Q" + point(c) + " " + point(next)
                    } else {
                        out += "L" + point(next)
                    }
                    control = nil
                } else if let c = control {
                    let middle = midpoint(c, next)
                    out += "Q" + point(c) + " " + point(middle)
                    control = next
                } else {
                    control = next
                }
            }
            out += "Z"
        }
    }

    private static func midpoint(_ a: OutlinePoint, _ b: OutlinePoint) -> OutlinePoint {
        OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, isOnCurve: true)
    }
}
