import MarkdownModel

/// A JSON value as the wire sent it: numbers keep their text, objects keep their key order.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exactly as written (so it round-trips without a Double).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in the order they were written.
    case object([Member])

    /// One key and value of an object.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` when this is an object (the last one written wins), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, when this is a Boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The integer, when this is a number written as one.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// Compact JSON text (no spaces), keys in their original order.
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends compact JSON text to `output`.
    // NB: iterative over an explicit stack, so a deep value cannot overflow the call stack.
    public func write(to output: inout String) {
        var stack: [Step] = [.value(self)]
        while let step = stack.popLast() {
            switch step {
            case .text(let text):
                output += text
            case .value(let value):
                value.push(into: &stack, output: &output)
            }
        }
    }

    private enum Step {
        case value(JSONValue)
        case text(String)
    }

    private func push(into stack: inout [Step], output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            stack.append(.text("]"))
            for (index, element) in elements.enumerated().reversed() {
                stack.append(.value(element))
                if index > 0 { stack.append(.text(",")) }
            }
        case .object(let members):
            output += "{"
            stack.append(.text("}"))
            for (index, member) in members.enumerated().reversed() {
                stack.append(.value(member.value))
                var key = index > 0 ? "," : ""
                Self.writeString(member.key, to: &key)
                stack.append(.text(key + ":"))
            }
        }
    }

    /// Writes `text` as a JSON string literal.
    static func writeString(_ text: String, to output: inout String) {
        output += quoted(text)
    }

    /// `text` as a quoted JSON string: quotes, backslashes and control characters escaped,
    /// everything else kept as UTF-8. Works on bytes: it escapes whole rendered pages in
    /// `--jsonl` batches, so it is on a hot path.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        ModelJSON.appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
