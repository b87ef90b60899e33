import Testing

@testable import Charting

@Suite struct TypedArrayTests {
    /// Little-endian bytes of each value, base64 encoded by a tiny test-side encoder.
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        for chunk in stride(from: 0, to: bytes.count, by: 3) {
            let slice = Array(bytes[chunk..<min(chunk + 3, bytes.count)])
            let value = slice.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for index in 0..<4 {
                text.append(index <= slice.count ? alphabet[Int(value >> (18 - 6 * index) & 63)] : "=")
            }
        }
        return text
    }

    static func littleEndian<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
        values.flatMap { value in (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    }

    @Test func decodesEveryDType() throws {
        let cases: [(String, [UInt8], [Double])] = [
            ("i1", Self.littleEndian([Int8(-128), 0, 127]), [-128, 0, 127]),
            ("u1", Self.littleEndian([UInt8(0), 200, 255]), [0, 200, 255]),
            ("i2", Self.littleEndian([Int16(-300), 300]), [-300, 300]),
            ("u2", Self.littleEndian([UInt16(65535), 1]), [65535, 1]),
            ("i4", Self.littleEndian([Int32(-70000), 2_000_000_000]), [-70000, 2_000_000_000]),
            ("u4", Self.littleEndian([UInt32(4_000_000_000)]), [4_000_000_000]),
            ("f4", Self.littleEndian([Float(1.5).bitPattern, Float(-0.25).bitPattern]), [1.5, -0.25]),
            ("f8", Self.littleEndian([Double(3.141592653589793).bitPattern, Double(-1e300).bitPattern]), [3.141592653589793, -1e300]),
        ]
        for (dtype, bytes, expected) in cases {
            let decoded = try #require(TypedArray(dtype: dtype, bdata: Self.encode(bytes)), "\(dtype)")
            #expect(decoded.values == expected, "\(dtype)")
        }
        #expect(Set(cases.map(\.0)) == Set(TypedArray.DType.allCases.map(\.rawValue)))
    }

    @Test func honoursTwoDimensionalShape() throws {
        let bytes = Self.littleEndian((1...6).map { Int16($0) })
        let decoded = try #require(TypedArray(dtype: "<i2", bdata: Self.encode(bytes), shape: "2, 3"))
        #expect(decoded.shape == [2, 3])
        #expect(decoded.rows == [[1, 2, 3], [4, 5, 6]])
    }

    @Test func rejectsBadInput() {
        #expect(TypedArray(dtype: "f8", bdata: Self.encode([1, 2, 3])) == nil)
        #expect(TypedArray(dtype: "c16", bdata: "AAAA") == nil)
        #expect(TypedArray(dtype: "u1", bdata: "A$==") == nil)
        #expect(TypedArray(dtype: "u1", bdata: Self.encode([1, 2, 3]), shape: "2, 2") == nil)
    }

    @Test func base64HandlesPaddingAndWhitespace() {
        #expect(Base64.decode("TWFu") == Array("Man".utf8))
        #expect(Base64.decode("TWE=") == Array("Ma".utf8))
        #expect(Base64.decode("TQ==") == Array("M".utf8))
        #expect(Base64.decode("TW\nFu") == Array("Man".utf8))
        #expect(Base64.decode("T") == nil)
    }

    @Test func plotlyReaderReportsUndecodableArrays() {
        let text = #"{"data": [{"type": "bar", "x": [1], "y": {"dtype": "f8", "bdata": "AAA"}}]}"#
        let error = ChartDocument.read(text, fenceLanguage: "plotly").error
        #expect(error?.description == "plotly: data[0].y: cannot decode typed array of dtype 'f8'")
    }
}
