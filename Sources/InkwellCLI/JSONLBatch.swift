import FoundationEssentials
import Inkwell

/// `inkwell render --jsonl`: one request a line in, one answer a line out, in order.
///
/// Requests are `{"id": ..., "markdown": "..."}`; answers `{"id": ..., "output": "..."}` or
/// `{"id": ..., "error": "..."}`. Lines are read as they arrive and rendered in small windows
/// across the cores, so memory stays bounded and the batch can sit in a pipe indefinitely.
struct JSONLBatch {
    let settings: RenderSettings

    func run(console: any Console) -> Int32 {
        let job = RenderJob(settings: settings, standardInput: [])
        var lineNumber = 0
        var failed = false
        while true {
            let lines = console.readLines(upTo: max(32, settings.jobs * 16))
            if lines.isEmpty { break }
            let answers = job.answer(lines, firstLine: lineNumber + 1)
            lineNumber += lines.count
            var output: [UInt8] = []
            for answer in answers {
                output.append(contentsOf: answer.json)
                output.append(UInt8(ascii: "\n"))
                if let error = answer.error {
                    console.writeError("error: line \(answer.line): \(error)\n")
                    failed = true
                }
            }
            console.write(output)
        }
        return failed ? ExitCode.failure : ExitCode.success
    }
}

/// One request line of the batch protocol.
struct BatchRequest: Decodable {
    var id: JSONScalar?
    var markdown: String?
}

/// An `id` as the caller sent it: a string, a number, a Boolean or null, echoed back unchanged.
enum JSONScalar: Decodable, Sendable {
    case string(String), integer(Int), number(Double), bool(Bool), null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else { self = .string(try container.decode(String.self)) }
    }

    var json: String {
        switch self {
        case .string(let value): JSONText.quoted(value)
        case .integer(let value): String(value)
        case .number(let value): value.isFinite ? "\(value)" : "null"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }
}

/// One answer line, and the error to report on stderr if it failed.
struct BatchAnswer: Sendable {
    var line: Int
    var json: [UInt8]
    var error: String?
}

extension RenderJob {
    func answer(_ lines: [String], firstLine: Int) -> [BatchAnswer] {
        let indexed = lines.enumerated().map { (firstLine + $0.offset, $0.element) }
        return parallelMap(indexed) { answer(line: $0.1, number: $0.0) }
    }

    private func answer(line: String, number: Int) -> BatchAnswer {
        let request: BatchRequest
        do {
            request = try JSONDecoder().decode(BatchRequest.self, from: Data(line.utf8))
        } catch {
            return failure(id: nil, line: number, "not a JSON object with \"id\" and \"markdown\"")
        }
        guard let markdown = request.markdown else {
            return failure(id: request.id, line: number, "missing \"markdown\"")
        }
        let output = Inkwell.render(markdown, options: settings.options)
        let id = request.id?.json ?? "null"
        return BatchAnswer(line: number, json: Array("{\"id\":\(id),\"output\":\(JSONText.quoted(output))}".utf8))
    }

    private func failure(id: JSONScalar?, line: Int, _ message: String) -> BatchAnswer {
        let json = "{\"id\":\(id?.json ?? "null"),\"error\":\(JSONText.quoted("line \(line): \(message)"))}"
        return BatchAnswer(line: line, json: Array(json.utf8), error: message)
    }
}
