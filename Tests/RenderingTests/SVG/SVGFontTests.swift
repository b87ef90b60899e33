import Testing

@testable import Rendering

/// The TrueType reader against known values of Debian's DejaVu fonts (fonts-dejavu-core,
/// installed by `make setup`), and against small tables built here byte by byte.
@Suite struct SVGFontTests {
    static let directory = "/usr/share/fonts/truetype/dejavu/"

    @Test func dejaVuSansMetrics() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans.ttf"))
        #expect(font.unitsPerEm == 2048)
        #expect(font.advance(of: "A") == 1401)
        #expect(font.advance(of: " ") == 651)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
    }

    @Test(arguments: [
        (UInt32(0x41), 36), (0x61, 68), (0xE9, 171), (0x3A9, 830), (0x10300, 5373),
    ])
    func characterMapLookups(scalar: UInt32, glyph: Int) throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans.ttf"))
        #expect(font.glyph(for: try #require(Unicode.Scalar(scalar))) == glyph)
    }

    @Test func missingCharactersMapToGlyphZero() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans.ttf"))
        #expect(font.glyph(for: "\u{4E2D}") == 0)
        #expect(!font.covers("\u{4E2D}"))
    }

    @Test func monoAdvancesAreEqual() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSansMono.ttf"))
        let widths = Set("iMW .@{".unicodeScalars.map { font.advance(of: $0) })
        #expect(widths == [1233])
    }

    @Test func builtinTableMatchesTheFont() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans-Bold.ttf"))
        for value in 32..<127 {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(Int(FallbackWidths.bold[value - 32]) == font.advance(of: scalar))
        }
    }

    @Test func outlinesOfSimpleAndCompositeGlyphs() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans.ttf"))
        #expect(font.contours(glyph: font.glyph(for: "O")).count == 2)
        // é is a composite of e and the acute accent in DejaVu.
        let accented = font.contours(glyph: font.glyph(for: "\u{E9}"))
        let plain = font.contours(glyph: font.glyph(for: "e"))
        #expect(accented.count == plain.count + 1)
        var d = ""
        GlyphPath.append(
            font, glyph: font.glyph(for: "l"), x: 10, baseline: 20, scale: 0.01, to: &d)
        #expect(d.hasPrefix("M") && d.hasSuffix("Z"))
        #expect(font.contours(glyph: font.glyph(for: " ")).isEmpty)
    }

    @Test func kerningPairsFromTheKernTable() throws {
        let font = try #require(TrueTypeFont(path: Self.directory + "DejaVuSans.ttf"))
        #expect(font.kerning(font.glyph(for: "A"), font.glyph(for: "V")) < 0)
        #expect(font.kerning(font.glyph(for: "o"), font.glyph(for: "o")) == 0)
        let fonts = SVGFonts.system
        #expect(
            fonts.width("AV", face: .regular, size: 20) < fonts.width("A", face: .regular, size: 20)
                + fonts.width("V", face: .regular, size: 20))
        #expect(fonts.pens("AV", face: .regular, size: 20, from: 5).count == 2)
    }

    @Test func format4AndFormat12TablesBuiltByHand() {
        // Format 4: one segment 'a'...'c' → glyphs 10...12 (delta 10 - 0x61), then the 0xFFFF end.
        var f4: [UInt8] = [0, 4, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0]
        f4 += [0, 0x63, 0xFF, 0xFF, 0, 0, 0, 0x61, 0xFF, 0xFF]
        let delta = UInt16(bitPattern: Int16(10 - 0x61))
        f4 += [UInt8(delta >> 8), UInt8(delta & 0xFF), 0, 1, 0, 0, 0, 0]
        let four = TrueTypeFont.segmentMapping(FontBytes(f4), at: 0)
        #expect(four == [0x61: 10, 0x62: 11, 0x63: 12])
        // Format 12: U+1F600...U+1F601 → glyphs 7, 8.
        let f12: [UInt8] = [
            0, 12, 0, 0, 0, 0, 0, 28, 0, 0, 0, 0, 0, 0, 0, 1,
            0, 1, 0xF6, 0, 0, 1, 0xF6, 1, 0, 0, 0, 7,
        ]
        #expect(TrueTypeFont.segmentedCoverage(FontBytes(f12), at: 0) == [0x1F600: 7, 0x1F601: 8])
    }

    @Test func garbageIsNotAFont() {
        #expect(TrueTypeFont(bytes: []) == nil)
        #expect(TrueTypeFont(bytes: Array(repeating: 0xFF, count: 4096)) == nil)
        #expect(TrueTypeFont(path: "/nonexistent/font.ttf") == nil)
    }

    @Test func widthsWithAndWithoutFontFiles() {
        let system = SVGFonts.system
        #expect(system.hasOutlines)
        #expect(abs(system.width("A", face: .regular, size: 2048) - 1401) < 0.001)
        #expect(abs(SVGFonts.builtin.width("A", face: .regular, size: 2048) - 1401) < 0.001)
        #expect(
            abs(
                SVGFonts.builtin.width("Hello, world", face: .bold, size: 15)
                    - system.width("Hello, world", face: .bold, size: 15)) < 0.001)
        #expect(!SVGFonts.builtin.hasOutlines)
    }
}
