// Turns glyph contours into SVG path data at a position and size. Off-curve points are
// quadratic control points; between two of them the on-curve midpoint is implied. A contour
// that starts off the curve starts at its first on-curve point, or at the midpoint of the
// first two points when it has none. Contours start with an absolute M; the rest is
// relative (l, q) in tenths of a pixel rounded once, so the data stays short and exact.

/// SVG path data for glyph outlines.
enum GlyphPath {
    /// Appends the outline of `glyph` with its origin at (x, baseline), `scale` pixels a unit.
    static func append(
        _ font: TrueTypeFont, glyph: Int, x: Double, baseline: Double, scale: Double,
        skew: Double = 0, to out: inout String
    ) {
        var writer = RelativePath()
        for contour in font.contours(glyph: glyph) where contour.count > 1 {
            func point(_ p: OutlinePoint) -> (Int, Int) {
                let px = x + (p.x + skew * p.y) * scale
                return (tenths(px), tenths(baseline - p.y * scale))
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
            writer.move(point(start))
            var control: OutlinePoint?
            for next in rotated {
                if next.isOnCurve {
                    if let c = control {
                        writer.quad(point(c), point(next))
                    } else {
                        writer.line(point(next))
                    }
                    control = nil
                } else if let c = control {
                    writer.quad(point(c), point(midpoint(c, next)))
                    control = next
                } else {
                    control = next
                }
            }
            writer.close()
        }
        out += writer.data
    }

    private static func tenths(_ value: Double) -> Int {
        value.isFinite ? Int((max(-1e8, min(1e8, value)) * 10).rounded()) : 0
    }

    private static func midpoint(_ a: OutlinePoint, _ b: OutlinePoint) -> OutlinePoint {
        OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, isOnCurve: true)
    }
}

/// Path commands in tenths of a pixel: absolute moves, relative lines and curves.
private struct RelativePath {
    var data = ""
    private var pen = (0, 0)

    mutating func move(_ to: (Int, Int)) {
        data += "M" + RelativePath.number(to.0) + separated(to.1)
        pen = to
    }

    mutating func line(_ to: (Int, Int)) {
        data += "l" + RelativePath.number(to.0 - pen.0) + separated(to.1 - pen.1)
        pen = to
    }

    mutating func quad(_ control: (Int, Int), _ to: (Int, Int)) {
        data += "q" + RelativePath.number(control.0 - pen.0) + separated(control.1 - pen.1)
        data += separated(to.0 - pen.0) + separated(to.1 - pen.1)
        pen = to
    }

    mutating func close() {
        data += "Z"
    }

    /// A number after another: a space unless its minus sign separates it.
    private func separated(_ tenths: Int) -> String {
        tenths < 0 ? RelativePath.number(tenths) : " " + RelativePath.number(tenths)
    }

    /// Tenths as a decimal without a trailing `.0`.
    static func number(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return fraction == 0 ? sign + String(whole) : sign + String(whole) + "." + String(fraction)
    }
}
