#if canImport(Glibc)
    import Glibc
#endif

/// How many leading bytes two texts share, found at memcmp speed: a streaming text is
/// mostly the last one with more at the end.
public enum CommonPrefix {
    public static func length(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let limit = min(a.count, b.count)
        guard limit > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
        if memcmp(left, right, limit) == 0 { return limit }
        // NB: halving with memcmp finds the first difference in O(limit) bytes compared.
        var low = 0
        var high = limit   // the prefix of length `low` is shared, that of `high` is not
        while high - low > 64 {
            let middle = low + (high - low) / 2
            if memcmp(left + low, right + low, middle - low) == 0 { low = middle } else { high = middle }
        }
        while low < high, left[low] == right[low] { low += 1 }
        return low
    }
}
