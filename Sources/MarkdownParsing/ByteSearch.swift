// A search for two bytes in a row (`]:`, `[^`), with memchr for the first: it runs over whole
// texts before a parse and over the streamed source, where a byte-by-byte loop shows.
#if canImport(Glibc)
import Glibc
#endif

public enum ByteSearch {
    /// Whether `text` contains `needle` (two bytes).
    public static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// Where `needle` (two bytes) first occurs in `text` at or after `start`.
    public static func firstOffset(of needle: StaticString, in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let first = needle.utf8Start[0], second = needle.utf8Start[1]
        guard let base = text.baseAddress, text.count > 1 else { return nil }
        var index = start
        while index < text.count - 1 {
            guard let found = memchr(base + index, Int32(first), text.count - 1 - index) else { return nil }
            let position = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if text[position + 1] == second { return position }
            index = position + 1
        }
        return nil
    }
}
