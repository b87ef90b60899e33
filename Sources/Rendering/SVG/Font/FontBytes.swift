// Big-endian reads over a font file's bytes. Every read is bounds-checked and answers 0 past
// the end, so a truncated or hostile font gives wrong numbers, never a trap.

/// A font file's bytes with big-endian accessors.
struct FontBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func u8(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    func u16(_ offset: Int) -> UInt16 {
        UInt16(u8(offset)) << 8 | UInt16(u8(offset + 1))
    }

    func i16(_ offset: Int) -> Int16 {
        Int16(bitPattern: u16(offset))
    }

    func u32(_ offset: Int) -> UInt32 {
        UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2))
    }

    /// A four-letter table tag at `offset`.
    func tag(_ offset: Int) -> String {
        String(decoding: (0..<4).map { u8(offset + $0) }, as: UTF8.self)
    }

    /// Reads a whole file with POSIX calls; nil when it cannot be opened.
    static func read(path: String) -> FontBytes? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65_536, file) }
            if got <= 0 { break }
            out.append(contentsOf: chunk[0..<got])
            if out.count > 64 << 20 { return nil }
        }
        return out.isEmpty ? nil : FontBytes(out)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
