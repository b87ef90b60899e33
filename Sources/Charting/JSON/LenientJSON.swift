/// A JSON value as chart specs in the wild write it: objects keep their key order (and
/// duplicate keys, the last of which wins on lookup), and JavaScript functions or expressions
/// found where a value belongs are kept as opaque `code` text that readers ignore.
public enum LenientJSON: Sendable, Hashable {
    /// `null` or `undefined`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, including `NaN` and `±Infinity`.
    case number(Double)
    /// A string (double, single or back quoted).
    case string(String)
    /// An array.
    case array([LenientJSON])
    /// An object, members in source order.
    case object([Member])
    /// JavaScript kept as text: `function (p) {...}`, `p => p.value`, `Date.UTC(2024, 0, 1)`.
    case code(String)

    /// One key and value of an object.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: LenientJSON

        /// Creates a member.
        public init(key: String, value: LenientJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in an object (the last one when repeated); nil otherwise.
    public subscript(key: String) -> LenientJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The element at `index` of an array; nil when out of range or not an array.
    public subscript(index: Int) -> LenientJSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The members, if this is an object.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    public var elements: [LenientJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The text, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, if this is a number.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// True for `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
