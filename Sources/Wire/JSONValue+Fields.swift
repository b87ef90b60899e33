// Typed field access for decoders: a required field that is missing or of the wrong kind
// becomes a `DecodeError.Reason` naming its JSON path.

extension JSONValue {
    /// The string at `key`, or a reason why there is none.
    func requiredString(_ key: String, in path: String = "") throws(DecodeError.Reason) -> String {
        guard let value = self[key], !value.isNull else { throw .missingField(path + key) }
        guard let string = value.stringValue else {
            throw .wrongType(field: path + key, expected: "a string")
        }
        return string
    }

    /// The string at `key` when present and not null; a wrong kind is still an error.
    func optionalString(_ key: String, in path: String = "") throws(DecodeError.Reason) -> String? {
        guard let value = self[key], !value.isNull else { return nil }
        guard let string = value.stringValue else {
            throw .wrongType(field: path + key, expected: "a string")
        }
        return string
    }

    /// The value at `key`, which must be present (null counts as present).
    func requiredValue(_ key: String, in path: String = "") throws(DecodeError.Reason) -> JSONValue
    {
        guard let value = self[key] else { throw .missingField(path + key) }
        return value
    }

    /// The object at `key`, or a reason why there is none.
    func requiredObject(_ key: String, in path: String = "") throws(DecodeError.Reason) -> JSONValue
    {
        guard let value = self[key], !value.isNull else { throw .missingField(path + key) }
        guard case .object = value else {
            throw .wrongType(field: path + key, expected: "an object")
        }
        return value
    }

    /// The integer at `key`, or a reason why there is none.
    func requiredInt(_ key: String, in path: String = "") throws(DecodeError.Reason) -> Int {
        guard let value = self[key], !value.isNull else { throw .missingField(path + key) }
        guard let int = value.intValue else {
            throw .wrongType(field: path + key, expected: "an integer")
        }
        return int
    }

    /// Parses `text` as a JSON object, or gives the reason it is not one.
    static func object(parsing text: String) throws(DecodeError.Reason) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw .invalidJSON(error)
        }
        guard case .object = value else { throw .wrongType(field: "event", expected: "an object") }
        return value
    }
}
