#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable run of bytes that appends with one bounds check and a `memcpy`.
///
/// NB: `Array.append(contentsOf:)` costs about a hundred instructions before it copies a
/// byte; a terminal line is a handful of short appends (escapes, words), so the encoder
/// writes here and the bytes become an array once, at the end. It grows with `realloc`,
/// which moves big blocks by remapping their pages rather than copying and refaulting them.
/// A buffer is written by one owner at a time: a writer kept from one live frame for the next
/// (`TerminalWriter.startNextFrame`) takes a new one when a copy of its cache shares it.
final class ByteBuffer: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(64, capacity)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory") }
        storage = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        free(storage)
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(spaces: Int) {
        guard spaces > 0 else { return }
        if count + spaces > capacity { grow(to: count + spaces) }
        (storage + count).update(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// Forgets the bytes, keeping the memory.
    func removeAll() {
        count = 0
    }

    /// The bytes so far, as a String (invalid UTF-8 repaired).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
    }

    /// Calls `body` with the bytes so far.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// The bytes from `start` to the end, as an array.
    func array(from start: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: storage + start, count: count - start))
    }

    /// The bytes so far, as an array.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    private func grow(to needed: Int) {
        let bigger = max(needed, capacity * 2)
        guard let memory = realloc(storage, bigger) else { fatalError("out of memory") }
        storage = memory.assumingMemoryBound(to: UInt8.self)
        capacity = bigger
    }
}
