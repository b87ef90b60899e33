// A minimal TrueType reader: the table directory, `head` (units per em, loca format),
// `hhea` (ascender, descender, number of long metrics), `hmtx` (advance widths), `cmap`
// (formats 4 and 12, flattened into a dictionary once) and `glyf`/`loca` for outlines
// (TrueTypeFont+Outline.swift). Tables missing or out of range make `init` fail.

/// Metrics and outlines of one TrueType font file.
public struct TrueTypeFont: Sendable {
    /// Font units per em (2048 for DejaVu).
    public let unitsPerEm: Int
    /// The typographic ascender in font units (positive, above the baseline).
    public let ascender: Int
    /// The typographic descender in font units (negative, below the baseline).
    public let descender: Int
    /// Advance widths by glyph id, in font units.
    let advances: [UInt16]
    /// Glyph ids by Unicode scalar value.
    let glyphs: [UInt32: UInt16]
    /// Kerning from the `kern` table by left glyph << 16 | right glyph, in font units.
    let kerning: [UInt32: Int16]
    /// NB: text is measured scalar by scalar, and hashing into `glyphs` and `kerning` was most
    /// of an SVG picture's time. Latin-1 glyph ids (-1: not in the font) and the kerning
    /// between the first glyph ids (where Latin letters are) are also kept as plain tables.
    private let latinGlyphs: [Int32]
    private let lowKerning: [Int16]
    private static let lowGlyphs = 256
    let data: FontBytes
    let glyfOffset: Int
    let locaOffset: Int
    let isLongLoca: Bool
    let glyphCount: Int

    /// Parses a font from its file bytes; nil when it is not a usable TrueType font.
    public init?(bytes: [UInt8]) {
        let data = FontBytes(bytes)
        let tables = TrueTypeFont.tableDirectory(data)
        guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
            let maxp = tables["maxp"], let cmap = tables["cmap"]
        else { return nil }
        let units = Int(data.u16(head + 18))
        guard units >= 16 && units <= 16_384 else { return nil }
        unitsPerEm = units
        isLongLoca = data.i16(head + 50) == 1
        ascender = Int(data.i16(hhea + 4))
        descender = Int(data.i16(hhea + 6))
        glyphCount = Int(data.u16(maxp + 4))
        let metricCount = max(1, Int(data.u16(hhea + 34)))
        advances = (0..<glyphCount).map { data.u16(hmtx + 4 * min($0, metricCount - 1)) }
        let glyphs = TrueTypeFont.characterMap(data, at: cmap)
        let kerning = tables["kern"].map { TrueTypeFont.kerningPairs(data, at: $0) } ?? [:]
        self.glyphs = glyphs
        self.kerning = kerning
        latinGlyphs = (0..<256).map { scalar in glyphs[UInt32(scalar)].map(Int32.init) ?? -1 }
        var low = [Int16](repeating: 0, count: TrueTypeFont.lowGlyphs * TrueTypeFont.lowGlyphs)
        for (pair, value) in kerning where pair >> 16 < TrueTypeFont.lowGlyphs && pair & 0xFFFF < TrueTypeFont.lowGlyphs {
            low[Int(pair >> 16) * TrueTypeFont.lowGlyphs + Int(pair & 0xFFFF)] = value
        }
        lowKerning = low
        glyfOffset = tables["glyf"] ?? -1
        locaOffset = tables["loca"] ?? -1
        self.data = data
    }

    /// Loads the font at `path`; nil when it is missing or unreadable.
    public init?(path: String) {
        guard let data = FontBytes.read(path: path) else { return nil }
        self.init(bytes: data.bytes)
    }

    /// The glyph id for a scalar (0, the missing glyph, when the font has none).
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        if scalar.value < 256 { return max(0, Int(latinGlyphs[Int(scalar.value)])) }
        return Int(glyphs[scalar.value] ?? 0)
    }

    /// Whether the font draws this scalar.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 256 { return latinGlyphs[Int(scalar.value)] >= 0 }
        return glyphs[scalar.value] != nil
    }

    /// A glyph's advance width in font units.
    public func advance(glyph: Int) -> Int {
        glyph >= 0 && glyph < advances.count ? Int(advances[glyph]) : 0
    }

    /// A scalar's advance width in font units.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        advance(glyph: glyph(for: scalar))
    }

    /// The kerning between two glyphs in font units (0 for most pairs).
    public func kerning(_ left: Int, _ right: Int) -> Int {
        guard !kerning.isEmpty, left >= 0, right >= 0, left <= 0xFFFF, right <= 0xFFFF else {
            return 0
        }
        if left < TrueTypeFont.lowGlyphs && right < TrueTypeFont.lowGlyphs {
            return Int(lowKerning[left * TrueTypeFont.lowGlyphs + right])
        }
        return Int(kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// Pairs of the `kern` table's horizontal format-0 subtables (version 0, as TrueType
    /// fonts like DejaVu carry it beside GPOS).
    static func kerningPairs(_ data: FontBytes, at table: Int) -> [UInt32: Int16] {
        guard data.u16(table) == 0 else { return [:] }
        var pairs: [UInt32: Int16] = [:]
        var subtable = table + 4
        for _ in 0..<min(Int(data.u16(table + 2)), 16) {
            let length = Int(data.u16(subtable + 2))
            let coverage = data.u16(subtable + 4)
            if coverage & 1 != 0 && coverage >> 8 == 0 {
                for pair in 0..<min(Int(data.u16(subtable + 6)), 65_536) {
                    let record = subtable + 14 + 6 * pair
                    pairs[data.u32(record)] = data.i16(record + 4)
                }
            }
            guard length > 0 else { break }
            subtable += length
        }
        return pairs
    }

    /// Table offsets by tag.
    private static func tableDirectory(_ data: FontBytes) -> [String: Int] {
        let count = Int(data.u16(4))
        var tables: [String: Int] = [:]
        for index in 0..<min(count, 64) {
            let record = 12 + 16 * index
            let offset = Int(data.u32(record + 8))
            let length = Int(data.u32(record + 12))
            guard offset + length <= data.count else { continue }
            tables[data.tag(record)] = offset
        }
        return tables
    }
}
