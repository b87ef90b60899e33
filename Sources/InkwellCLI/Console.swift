#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command line reads and writes: the process's standard streams, or buffers in tests.
public protocol Console: AnyObject {
    /// Reads all of standard input.
    func readAllInput() -> [UInt8]
    /// Reads at least one line of standard input (blocking), and more up to `limit` only if
    /// they are already available; lines come without their newline; empty at the end.
    func readLines(upTo limit: Int) -> [String]
    /// Reads what standard input has now (blocking until something or the end); empty at the end.
    func readChunk() -> [UInt8]
    /// Writes to standard output.
    func write(_ bytes: [UInt8])
    /// Writes to standard error.
    func writeError(_ text: String)
    /// The environment variables.
    var environment: [String: String] { get }
    /// Whether standard output is a terminal.
    var isOutputTerminal: Bool { get }
    /// Whether standard error is a terminal (progress bars go there).
    var isErrorTerminal: Bool { get }
    /// The width of the terminal standard output is, in columns; `nil` when not a terminal.
    var terminalWidth: Int? { get }
    /// The terminal's height in lines, when standard output is one.
    var terminalHeight: Int? { get }
    /// The file descriptor of standard input, when it can be waited on with a timeout (a live
    /// stream polls it); nil when `readChunk` is the only way in (a test's buffer).
    var inputDescriptor: Int32? { get }
}

extension Console {
    public var inputDescriptor: Int32? { nil }

    func write(_ text: String) {
        write(Array(text.utf8))
    }
}

/// The process's own standard streams.
public final class ProcessConsole: Console {
    /// Creates the console of this process.
    public init() {}

    public func readAllInput() -> [UInt8] {
        FileSystem.readAll(descriptor: 0) ?? []
    }

    private let lines = LineReader(descriptor: 0)

    public func readLines(upTo limit: Int) -> [String] {
        lines.readLines(upTo: limit)
    }

    public func readChunk() -> [UInt8] {
        lines.readChunk()
    }

    public var inputDescriptor: Int32? { 0 }

    public func write(_ bytes: [UInt8]) {
        FileSystem.writeAll(bytes, descriptor: 1)
    }

    public func writeError(_ text: String) {
        FileSystem.writeAll(Array(text.utf8), descriptor: 2)
    }

    public var environment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    public var isOutputTerminal: Bool {
        isatty(1) != 0
    }

    public var isErrorTerminal: Bool {
        isatty(2) != 0
    }

    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public var terminalHeight: Int? {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
