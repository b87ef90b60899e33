/// A lenient JSON value together with its path, so that reader errors can say where.
struct JSONNode {
    let value: LenientJSON
    let path: JSONPath

    init(_ value: LenientJSON, path: JSONPath = JSONPath()) {
        self.value = value
        self.path = path
    }

    /// The member `key`, unless it is missing or null.
    subscript(key: String) -> JSONNode? {
        guard let child = value[key], !child.isNull else { return nil }
        return JSONNode(child, path: path.appending(key))
    }

    /// The element at `index`, unless out of range.
    subscript(index: Int) -> JSONNode? {
        guard let child = value[index] else { return nil }
        return JSONNode(child, path: path.appending(index))
    }

    /// True if the object has the key (even with a null value).
    func has(_ key: String) -> Bool { value[key] != nil }

    /// The elements with their paths, if this is an array.
    var items: [JSONNode]? {
        guard let elements = value.elements else { return nil }
        return elements.enumerated().map { JSONNode($1, path: path.appending($0)) }
    }

    /// The elements if an array, else this node alone (ECharts allows either for axes).
    var itemsOrSelf: [JSONNode] { items ?? [self] }

    /// The object's keys in order.
    var keys: [String] { value.members?.map(\.key) ?? [] }

    /// True for objects.
    var isObject: Bool { value.members != nil }

    /// True for arrays.
    var isArray: Bool { value.elements != nil }

    /// A number, or a string holding one (`"12.5"`); nil otherwise, and for NaN/±Infinity.
    var number: Double? {
        switch value {
        case .number(let number): return number.isFinite ? number : nil
        case .string(let text):
            let trimmed = text.trimmingSpace()
            guard let first = trimmed.utf8.first, first == 45 || first == 46 || first == 43
                || (48...57).contains(first), let number = Double(trimmed) else { return nil }
            return number.isFinite ? number : nil
        default: return nil
        }
    }

    /// The text of a string.
    var string: String? { value.stringValue }

    /// Text for a label: a string, a number in its shortest form, a Boolean, or the lines of
    /// a multi-line label (an array of strings) joined by spaces.
    var text: String? {
        switch value {
        case .string(let text): return text
        case .number(let number): return NumberText.shortest(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            let parts = items.compactMap { JSONNode($0).text }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        case .null, .object, .code: return nil
        }
    }

    /// A Boolean, if this is one.
    var bool: Bool? { value.boolValue }

    /// True for what charts treat as a missing value: null, `"-"`, `""`, NaN.
    var isGap: Bool {
        switch value {
        case .null: return true
        case .string(let text): return text == "-" || text.trimmingSpace().isEmpty
        case .number(let number): return number.isNaN
        default: return false
        }
    }

    /// An error at this node.
    func error(_ format: ChartFormat, _ reason: String) -> ChartError {
        .content(format: format, path: path.description, reason: reason)
    }

    /// An error about a missing member of this node.
    func missing(_ key: String, _ format: ChartFormat, _ reason: String? = nil) -> ChartError {
        .content(
            format: format, path: path.appending(key).description,
            reason: reason ?? "missing")
    }
}
