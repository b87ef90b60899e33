// A minimal well-formedness check for the SVG we write: balanced tags, one root, quoted
// attributes without duplicates, no `<` in attribute values, and only the predefined or
// numeric entities. Enough to catch escaping and nesting mistakes without an XML parser.

/// Checks that a string is well-formed XML (the subset SVG output uses).
enum XMLCheck {
    /// Nil when well-formed, else a description of the first problem.
    static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        var stack: [String] = []
        var roots = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if let error = tag(bytes, &index, stack: &stack, roots: &roots) { return error }
            } else {
                if bytes[index] == UInt8(ascii: "&"), let error = entity(bytes, &index) {
                    return error
                }
                if stack.isEmpty && !isSpace(bytes[index]) {
                    return "text outside the root at \(index)"
                }
                index += 1
            }
        }
        if !stack.isEmpty { return "unclosed <\(stack.last ?? "")>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }

    private static func tag(
        _ bytes: [UInt8], _ index: inout Int, stack: inout [String], roots: inout Int
    ) -> String? {
        index += 1
        if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
            index += 1
            let name = self.name(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                return "bad end tag </\(name)"
            }
            index += 1
            guard stack.popLast() == name else { return "mismatched </\(name)>" }
            return nil
        }
        let name = self.name(bytes, &index)
        guard !name.isEmpty else { return "empty tag name at \(index)" }
        if stack.isEmpty { roots += 1 }
        var seen: Set<String> = []
        while index < bytes.count {
            while index < bytes.count && isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                stack.append(name)
                return nil
            }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: ">")
            {
                index += 2
                return nil
            }
            if let error = attribute(bytes, &index, seen: &seen, element: name) { return error }
        }
        return "unterminated <\(name)"
    }

    private static func attribute(
        _ bytes: [UInt8], _ index: inout Int, seen: inout Set<String>, element: String
    ) -> String? {
        let attribute = name(bytes, &index)
        guard !attribute.isEmpty else { return "bad attribute in <\(element)> at \(index)" }
        guard seen.insert(attribute).inserted else {
            return "duplicate \(attribute) in <\(element)>"
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="),
            bytes[index + 1] == UInt8(ascii: "\"")
        else {
            return "unquoted \(attribute) in <\(element)>"
        }
        index += 2
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "<") { return "< in \(attribute) of <\(element)>" }
            if bytes[index] == UInt8(ascii: "&"), let error = entity(bytes, &index) { return error }
            index += 1
        }
        guard index < bytes.count else { return "unterminated \(attribute)" }
        index += 1
        return nil
    }

    private static func entity(_ bytes: [UInt8], _ index: inout Int) -> String? {
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            return "bare & at \(index)"
        }
        let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        let known =
            ["amp", "lt", "gt", "quot", "apos"].contains(body)
            || (body.hasPrefix("#") && body.dropFirst().allSatisfy(\.isNumber) && body.count > 1)
        guard known else { return "unknown entity &\(body);" }
        index = end
        return nil
    }

    private static func name(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let ok =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "_")
            guard ok else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
