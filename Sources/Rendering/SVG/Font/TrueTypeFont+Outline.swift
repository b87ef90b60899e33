// Glyph outlines from `glyf`/`loca`. A simple glyph is contours of points, on or off the
// curve; two off-curve points in a row imply an on-curve midpoint, so each contour becomes
// M, L and Q commands. A composite glyph places other glyphs with an offset and a 2×2
// matrix; nesting is capped so a hostile font cannot recurse forever.

/// A point of a glyph contour in font units.
struct OutlinePoint: Sendable {
    var x: Double
    var y: Double
    var isOnCurve: Bool
}

extension TrueTypeFont {
    /// The glyph's contours in font units (y up); empty for blank or unreadable glyphs.
    func contours(glyph: Int, depth: Int = 0) -> [[OutlinePoint]] {
        guard depth < 8, glyph >= 0, glyph < glyphCount, glyfOffset >= 0, locaOffset >= 0
        else { return [] }
        let start: Int
        let end: Int
        if isLongLoca {
            start = Int(data.u32(locaOffset + 4 * glyph))
            end = Int(data.u32(locaOffset + 4 * glyph + 4))
        } else {
            start = Int(data.u16(locaOffset + 2 * glyph)) * 2
            end = Int(data.u16(locaOffset + 2 * glyph + 2)) * 2
        }
        guard end > start, glyfOffset + end <= data.count else { return [] }
        let at = glyfOffset + start
        let contourCount = Int(data.i16(at))
        if contourCount >= 0 { return simpleContours(at: at, count: contourCount) }
        return compositeContours(at: at, depth: depth)
    }

    private func simpleContours(at table: Int, count: Int) -> [[OutlinePoint]] {
        guard count > 0 else { return [] }
        var ends: [Int] = []
        for index in 0..<count { ends.append(Int(data.u16(table + 10 + 2 * index))) }
        let pointCount = (ends.last ?? -1) + 1
        guard pointCount > 0, pointCount < 20_000 else { return [] }
        let instructions = Int(data.u16(table + 10 + 2 * count))
        var cursor = table + 12 + 2 * count + instructions
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount && cursor < data.count {
            let flag = data.u8(cursor)
            cursor += 1
            var repeats = 1
            if flag & 8 != 0 {
                repeats += Int(data.u8(cursor))
                cursor += 1
            }
            for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
        }
        guard flags.count == pointCount else { return [] }
        let xs = coordinates(flags, cursor: &cursor, short: 2, same: 16)
        let ys = coordinates(flags, cursor: &cursor, short: 4, same: 32)
        var contours: [[OutlinePoint]] = []
        var first = 0
        for last in ends where last >= first && last < pointCount {
            contours.append(
                (first...last).map {
                    OutlinePoint(x: xs[$0], y: ys[$0], isOnCurve: flags[$0] & 1 != 0)
                })
            first = last + 1
        }
        return contours
    }

    /// Delta-encoded coordinates: a byte with a sign flag, a repeat of the last, or a word.
    private func coordinates(_ flags: [UInt8], cursor: inout Int, short: UInt8, same: UInt8)
        -> [Double]
    {
        var value = 0
        var out: [Double] = []
        out.reserveCapacity(flags.count)
        for flag in flags {
            if flag & short != 0 {
                let delta = Int(data.u8(cursor))
                cursor += 1
                value += flag & same != 0 ? delta : -delta
            } else if flag & same == 0 {
                value += Int(data.i16(cursor))
                cursor += 2
            }
            out.append(Double(value))
        }
        return out
    }

    private func compositeContours(at table: Int, depth: Int) -> [[OutlinePoint]] {
        var cursor = table + 10
        var contours: [[OutlinePoint]] = []
        for _ in 0..<64 {
            let flags = data.u16(cursor)
            let component = Int(data.u16(cursor + 2))
            cursor += 4
            var dx = 0.0
            var dy = 0.0
            if flags & 1 != 0 {
                dx = Double(data.i16(cursor))
                dy = Double(data.i16(cursor + 2))
                cursor += 4
            } else {
                dx = Double(Int8(bitPattern: data.u8(cursor)))
                dy = Double(Int8(bitPattern: data.u8(cursor + 1)))
                cursor += 2
            }
            if flags & 2 == 0 {
                dx = 0
                dy = 0
            }  // NB: point-matching offsets are not supported.
            let matrix = componentMatrix(flags, cursor: &cursor)
            for contour in self.contours(glyph: component, depth: depth + 1) {
                contours.append(
                    contour.map { point in
                        OutlinePoint(
                            x: matrix.0 * point.x + matrix.2 * point.y + dx,
                            y: matrix.1 * point.x + matrix.3 * point.y + dy,
                            isOnCurve: point.isOnCurve)
                    })
            }
            if flags & 0x20 == 0 { break }
        }
        return contours
    }

    /// The component's 2×2 matrix (xx, xy, yx, yy) in F2Dot14 numbers.
    private func componentMatrix(_ flags: UInt16, cursor: inout Int) -> (
        Double, Double, Double, Double
    ) {
        func f2dot14(_ offset: Int) -> Double { Double(data.i16(offset)) / 16_384 }
        if flags & 0x08 != 0 {
            let scale = f2dot14(cursor)
            cursor += 2
            return (scale, 0, 0, scale)
        }
        if flags & 0x40 != 0 {
            defer { cursor += 4 }
            return (f2dot14(cursor), 0, 0, f2dot14(cursor + 2))
        }
        if flags & 0x80 != 0 {
            defer { cursor += 8 }
            return (f2dot14(cursor), f2dot14(cursor + 2), f2dot14(cursor + 4), f2dot14(cursor + 6))
        }
        return (1, 0, 0, 1)
    }
}
