@testable import InkwellCLI

/// A console whose streams are buffers, for running the CLI in-process.
final class BufferConsole: Console {
    var input: [UInt8]
    var output: [UInt8] = []
    var errors = ""
    var environment: [String: String] = [:]
    var isOutputTerminal = false
    var isErrorTerminal = false
    var terminalWidth: Int? = nil
    var terminalHeight: Int? = nil
    private var lineCursor = 0

    init(input: String = "") {
        self.input = Array(input.utf8)
    }

    var outputText: String { String(decoding: output, as: UTF8.self) }

    func readAllInput() -> [UInt8] { input }

    func readLines(upTo limit: Int) -> [String] {
        let text = String(decoding: input, as: UTF8.self)
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = (all.last == "" ? all.dropLast() : all[...]).dropFirst(lineCursor).prefix(limit)
        lineCursor += lines.count
        return Array(lines)
    }

    /// Input handed out in chunks of this many bytes (each one an input event).
    var chunkSize = 16
    private var chunkCursor = 0

    func readChunk() -> [UInt8] {
        let end = min(chunkCursor + chunkSize, input.count)
        defer { chunkCursor = end }
        return Array(input[chunkCursor..<end])
    }

    func write(_ bytes: [UInt8]) { output += bytes }
    func writeError(_ text: String) { errors += text }

    /// Runs `inkwell` with these arguments.
    func run(_ arguments: String...) -> Int32 {
        CLI.run(arguments, console: self)
    }

    /// Runs `inkwell` with these arguments, given as an array.
    func run(_ arguments: [String]) -> Int32 {
        CLI.run(arguments, console: self)
    }
}
