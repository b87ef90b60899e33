// Plotly 6 writes numeric arrays as `{"dtype": "f8", "bdata": "<base64>", "shape": "3, 4"}`:
// the raw little-endian bytes of a NumPy array. Decoding reads each element by assembling its
// bytes into an integer bit pattern, so it is independent of the host's endianness.

/// A decoded typed array: values in row-major order and their shape.
public struct TypedArray: Sendable, Hashable {
    /// The element types Plotly writes.
    public enum DType: String, Sendable, Hashable, CaseIterable {
        case i1, u1, i2, u2, i4, u4, f4, f8

        /// Bytes per element.
        public var width: Int {
            switch self {
            case .i1, .u1: 1
            case .i2, .u2: 2
            case .i4, .u4, .f4: 4
            case .f8: 8
            }
        }
    }

    /// The elements, row-major.
    public var values: [Double]
    /// The dimensions (one entry for a plain array).
    public var shape: [Int]

    /// Decodes `bdata` of element type `dtype` (`f8`, `<f8`, `int32`, ...) with an optional
    /// shape (`"3, 4"`); nil for unknown types, bad base64, or a size that does not match.
    public init?(dtype: String, bdata: String, shape: String? = nil) {
        guard let type = Self.dtype(named: dtype), let bytes = Base64.decode(bdata),
            bytes.count % type.width == 0
        else { return nil }
        let count = bytes.count / type.width
        var values: [Double] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            values.append(Self.element(bytes, at: index * type.width, type: type))
        }
        let dimensions = shape?.split(separator: ",").compactMap { Int($0.trimmingSpace()) } ?? []
        guard dimensions.isEmpty || dimensions.reduce(1, *) == count else { return nil }
        self.values = values
        self.shape = dimensions.isEmpty ? [count] : dimensions
    }

    /// Rows of a 2-D array (a 1-D array is one row).
    public var rows: [[Double]] {
        guard shape.count == 2, shape[1] > 0 else { return [values] }
        return stride(from: 0, to: values.count, by: shape[1]).map {
            Array(values[$0..<Swift.min($0 + shape[1], values.count)])
        }
    }

    static func dtype(named name: String) -> DType? {
        let trimmed = name.trimmingSpace().drop { $0 == "<" || $0 == "|" || $0 == "=" }
        let aliases: [String: DType] = [
            "int8": .i1, "uint8": .u1, "int16": .i2, "uint16": .u2, "int32": .i4, "uint32": .u4,
            "float32": .f4, "float64": .f8,
        ]
        return DType(rawValue: String(trimmed)) ?? aliases[String(trimmed)]
    }

    static func element(_ bytes: [UInt8], at offset: Int, type: DType) -> Double {
        var bits: UInt64 = 0
        for index in (0..<type.width).reversed() { bits = bits << 8 | UInt64(bytes[offset + index]) }
        switch type {
        case .i1: return Double(Int8(truncatingIfNeeded: bits))
        case .u1: return Double(UInt8(truncatingIfNeeded: bits))
        case .i2: return Double(Int16(truncatingIfNeeded: bits))
        case .u2: return Double(UInt16(truncatingIfNeeded: bits))
        case .i4: return Double(Int32(truncatingIfNeeded: bits))
        case .u4: return Double(UInt32(truncatingIfNeeded: bits))
        case .f4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case .f8: return Double(bitPattern: bits)
        }
    }
}
