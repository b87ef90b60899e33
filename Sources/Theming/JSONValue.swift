import FoundationEssentials

/// A decoded JSON value, kept generic so the loader can check keys and report JSON paths.
enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A short description of the value for error messages (`a number`, `"blu"`).
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15
                ? String(Int(value)) : String(value)
        case .string(let value): return "\"\(value.prefix(40))\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `self` with `other`'s fields laid over it, objects merged key by key.
    func overlaid(with other: JSONValue) -> JSONValue {
        guard case .object(var base) = self, case .object(let top) = other else { return other }
        for (key, value) in top {
            base[key] = base[key].map { $0.overlaid(with: value) } ?? value
        }
        return .object(base)
    }
}
