#if canImport(Glibc)
import Glibc
#endif

/// The input of a stream, handed out as it arrives: each read is one chunk (one event).
final class ChunkSource {
    /// The file descriptor read from.
    let descriptor: Int32
    private let ownsDescriptor: Bool
    private let console: (any Console)?

    /// Standard input when `path` is nil (through the console, so tests can feed it).
    init(path: String?, console: any Console) throws(FileError) {
        if let path {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
            self.descriptor = descriptor
            self.ownsDescriptor = true
            self.console = nil
        } else {
            self.descriptor = 0
            self.ownsDescriptor = false
            self.console = console
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next chunk, or nil at the end of the input.
    func next() -> [UInt8]? {
        if let console {
            let chunk = console.readChunk()
            return chunk.isEmpty ? nil : chunk
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
