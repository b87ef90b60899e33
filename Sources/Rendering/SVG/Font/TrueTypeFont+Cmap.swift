// The `cmap` table: the best Unicode subtable (format 12 for the whole range when present,
// else format 4 for the BMP) flattened into a scalar → glyph dictionary.

extension TrueTypeFont {
    /// Glyph ids by scalar from the font's preferred Unicode subtable.
    static func characterMap(_ data: FontBytes, at cmap: Int) -> [UInt32: UInt16] {
        let count = Int(data.u16(cmap + 2))
        var format4: Int?
        var format12: Int?
        for index in 0..<min(count, 64) {
            let record = cmap + 4 + 8 * index
            let platform = data.u16(record)
            let encoding = data.u16(record + 2)
            let subtable = cmap + Int(data.u32(record + 4))
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            switch data.u16(subtable) {
            case 4: format4 = format4 ?? subtable
            case 12: format12 = format12 ?? subtable
            default: continue
            }
        }
        if let format12 { return segmentedCoverage(data, at: format12) }
        if let format4 { return segmentMapping(data, at: format4) }
        return [:]
    }

    /// Format 4: segments of BMP code points with a delta or an offset into a glyph array.
    static func segmentMapping(_ data: FontBytes, at table: Int) -> [UInt32: UInt16] {
        let segments = Int(data.u16(table + 6)) / 2
        let ends = table + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        var map: [UInt32: UInt16] = [:]
        for segment in 0..<segments {
            let end = Int(data.u16(ends + 2 * segment))
            let start = Int(data.u16(starts + 2 * segment))
            let delta = Int(data.u16(deltas + 2 * segment))
            let rangeAt = rangeOffsets + 2 * segment
            let rangeOffset = Int(data.u16(rangeAt))
            guard start <= end, start != 0xFFFF else { continue }
            for code in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    glyph = Int(data.u16(rangeAt + rangeOffset + 2 * (code - start)))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { map[UInt32(code)] = UInt16(glyph) }
            }
        }
        return map
    }

    /// Format 12: groups of code points mapped to consecutive glyphs, the whole Unicode range.
    static func segmentedCoverage(_ data: FontBytes, at table: Int) -> [UInt32: UInt16] {
        let groups = min(Int(data.u32(table + 12)), 100_000)
        var map: [UInt32: UInt16] = [:]
        for group in 0..<groups {
            let record = table + 16 + 12 * group
            let start = data.u32(record)
            let end = min(data.u32(record + 4), 0x10FFFF)
            let first = data.u32(record + 8)
            guard start <= end, end - start < 0x20000 else { continue }
            for code in start...end {
                let glyph = first &+ (code - start)
                if glyph != 0 && glyph <= 0xFFFF { map[code] = UInt16(glyph) }
            }
        }
        return map
    }
}
