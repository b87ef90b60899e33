#if canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor, handing out what is already there without waiting for
/// more, so a batch sitting in a pipe answers each request as soon as it arrives.
final class LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func readLines(upTo limit: Int) -> [String] {
        var lines: [String] = []
        while lines.count < limit {
            if let line = nextBufferedLine() {
                lines.append(line)
                continue
            }
            if atEnd {
                if position < buffer.count {
                    lines.append(String(decoding: buffer[position...], as: UTF8.self))
                    position = buffer.count
                }
                break
            }
            // Block for the first line only; afterwards take only what can be read at once.
            if !lines.isEmpty && !isReadable() { break }
            fill()
        }
        return lines
    }

    /// What is buffered or can be read at once (blocking for the first bytes); empty at the end.
    func readChunk() -> [UInt8] {
        if position == buffer.count && !atEnd { fill() }
        let chunk = Array(buffer[position...])
        position = buffer.count
        return chunk
    }

    private func nextBufferedLine() -> String? {
        guard let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var end = newline
        if end > position && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[position..<end], as: UTF8.self)
        position = newline + 1
        return line
    }

    private func fill() {
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
        } else if count == 0 || errno != EINTR {
            atEnd = true
        }
    }

    private func isReadable() -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}
