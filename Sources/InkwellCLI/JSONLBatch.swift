import Inkwell
import Wire

/// `inkwell render --jsonl`: one request a line in, one answer a line out, in order.
///
/// Requests are `{"id": ..., "markdown": "..."}` or `{"id": ..., "message": {...}}` (an agent
/// message, as for `.json` files); answers `{"id": ..., "output": "..."}` or
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
        guard let request = try? JSONValue(parsing: line), case .object = request else {
            return failure(id: nil, line: number, "not a JSON object with \"id\" and \"markdown\" or \"message\"")
        }
        // The id goes back exactly as it came (a string, a number, anything).
        let id = request["id"]?.jsonText ?? "null"
        let output: String
        if let markdown = request["markdown"]?.stringValue {
            output = Inkwell.render(markdown, options: settings.options)
        } else if let message = request["message"] {
            do {
                guard let reply = try MessageReader.read(value: message) else {
                    return failure(id: id, line: number, "\"message\" is not an agent message")
                }
                output = Inkwell.render(reply, options: settings.options)
            } catch {
                return failure(id: id, line: number, "\"message\": \(error)")
            }
        } else {
            return failure(id: id, line: number, "missing \"markdown\" or \"message\"")
        }
        return BatchAnswer(line: number, json: Array("{\"id\":\(id),\"output\":\(JSONValue.quoted(output))}".utf8))
    }

    private func failure(id: String?, line: Int, _ message: String) -> BatchAnswer {
        let json = "{\"id\":\(id ?? "null"),\"error\":\(JSONValue.quoted("line \(line): \(message)"))}"
        return BatchAnswer(line: line, json: Array(json.utf8), error: message)
    }
}
