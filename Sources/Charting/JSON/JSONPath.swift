/// Where a value sits in a JSON document, written like `series[2].data[5]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// An object key.
        case key(String)
        /// An array index.
        case index(Int)
    }

    /// The steps from the top level.
    public var components: [Component]

    /// Creates a path (the top level by default).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// This path extended by one key.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path extended by one index.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// `series[2].data[5]`; keys that are not identifiers are quoted: `data["a b"]`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\"\(key)\"]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(48...57).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            byte == 95 || byte == 36 || byte == 45 || (48...57).contains(byte)
                || (65...90).contains(byte) || (97...122).contains(byte)
        }
    }
}
