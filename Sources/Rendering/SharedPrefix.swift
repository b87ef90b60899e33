// How many children a frame's container begins with in common with the last frame's, found
// without copying them: children the parser kept are the same values bit for bit (they share
// their strings and arrays), which a byte comparison tells; `==` on an enum copies each
// payload out first, which cost more than the layout it spared for a footnote of 300
// paragraphs. Bits that differ say nothing: `==` decides then.
#if canImport(Glibc)
    import Glibc
#endif

enum SharedPrefix {
    /// Whether the values at `a` and `b` are the same bit for bit.
    @inline(__always)
    static func isSame<Value>(_ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) -> Bool {
        memcmp(a, b, MemoryLayout<Value>.size) == 0
    }

    /// How many of the first `limit` elements of `new` equal those of `old`; each of them
    /// takes the place of the old one (equal, perhaps in other storage: the next frame's
    /// comparison then finds them the same bit for bit).
    static func count<Element: Equatable>(_ new: [Element], _ old: inout [Element], limit: Int) -> Int {
        guard limit > 0 else { return 0 }
        return new.withUnsafeBufferPointer { new in
            old.withUnsafeMutableBufferPointer { old in
                var count = 0
                while count < limit {
                    let (a, b) = (new.baseAddress! + count, old.baseAddress! + count)
                    if !isSame(a, UnsafePointer(b)) {
                        guard a.pointee == b.pointee else { break }
                        b.pointee = a.pointee
                    }
                    count += 1
                }
                return count
            }
        }
    }
}
