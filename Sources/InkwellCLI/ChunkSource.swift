#if canImport(Glibc)
import Glibc
#endif

/// The input of a stream, handed out as it arrives: each read is one chunk (one event).
final class ChunkSource {
    /// What waiting for input gave.
    enum Event: Equatable {
        case data([UInt8])
        case end
        case timeout
    }

    /// The file descriptor read from (nil: a console that only hands out chunks).
    private let descriptor: Int32?
    private let ownsDescriptor: Bool
    private let console: any Console
    private var ended = false
    /// Whether the end of the file is not the end of the input (`--follow`, a regular file).
    private let follows: Bool
    /// Whether the last read found the end of a followed file (more may yet be written).
    private(set) var isCaughtUp = false

    /// The interval at which a followed file is read again at its end.
    private static let followInterval = 0.05

    /// Standard input when `path` is nil. `follows`: a regular file is read on after its end.
    init(path: String?, console: any Console, follows: Bool = false) throws(FileError) {
        self.console = console
        if let path {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
            self.descriptor = descriptor
            self.ownsDescriptor = true
        } else {
            self.descriptor = console.inputDescriptor
            self.ownsDescriptor = false
        }
        var info = stat()
        self.follows = follows && descriptor.map { fstat($0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG } ?? false
    }

    deinit {
        if ownsDescriptor, let descriptor { close(descriptor) }
    }

    /// Reads no more: the input is over (a followed file whose reply ended).
    func stop() {
        ended = true
    }

    /// The next chunk, the end, or nothing within `timeout` seconds (nil: wait as long as it
    /// takes). After the end, it sleeps out the timeout (at most a second) and says so. At
    /// the end of a followed file it waits a little (`followInterval`) and says nothing came.
    func wait(timeout: Double?) -> Event {
        if ended {
            usleep(useconds_t(max(0, min(timeout ?? 1, 1)) * 1_000_000))
            return .timeout
        }
        guard let descriptor else {
            let chunk = console.readChunk()
            if chunk.isEmpty { ended = true }
            return chunk.isEmpty ? .end : .data(chunk)
        }
        if let timeout {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(min(max(0, timeout), 86_400) * 1000))
            guard ready > 0 else { return .timeout }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            isCaughtUp = false
            return .data(Array(buffer[0..<count]))
        }
        if count < 0 && errno == EINTR { return .timeout }
        if count == 0 && follows {
            isCaughtUp = true
            usleep(useconds_t(min(timeout ?? Self.followInterval, Self.followInterval) * 1_000_000))
            return .timeout
        }
        ended = true
        return .end
    }
}
