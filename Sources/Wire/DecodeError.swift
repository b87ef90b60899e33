/// A stream event that could not be decoded: where it was and what was wrong.
///
/// Decoders never throw: they report a `DecodeError` inside `StreamEvent.malformed` and go on
/// with the next event. The CLI prints it as `error: <input>: line <n>: <reason>`.
public struct DecodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the event.
    public enum Reason: Error, Sendable, Hashable, CustomStringConvertible {
        /// The event's payload is not JSON.
        case invalidJSON(JSONError)
        /// A required field is missing (its JSON path).
        case missingField(String)
        /// A field holds the wrong kind of value (its JSON path and what was expected).
        case wrongType(field: String, expected: String)
        /// The event's type is not one the format defines.
        case unknownEventType(String)
        /// The event does not fit what came before (a delta for a part that never started).
        case outOfOrder(String)
        /// The stream stopped in the middle of an event or before its end marker.
        case truncated(String)

        /// "what failed: why", one line.
        public var description: String {
            switch self {
            case .invalidJSON(let error): "invalid JSON: \(error)"
            case .missingField(let path): "missing field \(path)"
            case .wrongType(let field, let expected): "field \(field) is not \(expected)"
            case .unknownEventType(let type): "unknown event type \"\(type)\""
            case .outOfOrder(let detail): "event out of order: \(detail)"
            case .truncated(let detail): "truncated stream: \(detail)"
            }
        }
    }

    /// The line (from one) where the event began.
    public var line: Int
    /// What was wrong.
    public var reason: Reason

    /// Creates an error for the event that began on `line`.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// "line <n>: <reason>".
    public var description: String { "line \(line): \(reason)" }
}

extension DecodeError.Reason {
    /// An invalid JSON payload in the stream's last, unterminated event means it was cut off.
    func truncated(if isLastEvent: Bool) -> DecodeError.Reason {
        guard isLastEvent, case .invalidJSON(let error) = self else { return self }
        return .truncated("the last event is incomplete (\(error))")
    }
}

extension StreamEvent {
    /// Whether this reports a truncated stream.
    static func isTruncation(_ event: StreamEvent) -> Bool {
        guard case .malformed(let error) = event, case .truncated = error.reason else {
            return false
        }
        return true
    }
}
