/// The top level: a bare value, or a value inside the JavaScript that tools write around it.
extension JSONScanner {
    /// Parses the document: one value, optionally wrapped, then only trivia (or, after a
    /// wrapper, anything following a `;`).
    mutating func parseDocument() throws(JSONSyntaxError) -> LenientJSON {
        skipTrivia()
        guard let byte = current else { throw fail("empty input") }
        let wrapped = Self.isIdentifierByte(byte) && !(48...57).contains(byte)
        let value = wrapped ? try parseWrapped() : try parseValue()
        skipTrivia()
        if current == UInt8(ascii: ";") {
            if wrapped { return value }
            position += 1
            skipTrivia()
        }
        guard current == nil else { throw fail("unexpected \(describeCurrent()) after the value") }
        return value
    }

    /// `option = {...}`, `var x: T = {...}`, `export default {...}`, `module.exports = {...}`,
    /// `chart.setOption({...})`, `Highcharts.chart('id', {...})`, `new Chart(ctx, {...})`;
    /// a literal word (`true`, `null`) is just a value.
    mutating func parseWrapped() throws(JSONSyntaxError) -> LenientJSON {
        let start = position
        var words: [String] = []
        while let byte = current, Self.isIdentifierByte(byte) {
            words.append(readDottedName())
            skipTrivia()
            if words.last == "default" || words.count > 4 { break }
        }
        let keywords: Set = ["export", "default", "var", "let", "const", "new", "return"]
        skipTrivia()
        switch current {
        case UInt8(ascii: ":"):
            skipTypeAnnotation()
            return try parseAssignment()
        case UInt8(ascii: "="):
            return try parseAssignment()
        case UInt8(ascii: "("):
            return try parseCallArguments()
        default:
            if let last = words.last, keywords.contains(last) || words.count > 1 {
                return try parseValue()
            }
            position = start
            return try parseValue()
        }
    }

    mutating func readDottedName() -> String {
        let start = position
        while let byte = current, Self.isIdentifierByte(byte) || byte == 46 { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func skipTypeAnnotation() {
        while let byte = current, byte != UInt8(ascii: "="), byte != UInt8(ascii: "{") {
            position += 1
        }
    }

    mutating func parseAssignment() throws(JSONSyntaxError) -> LenientJSON {
        if current == UInt8(ascii: "=") { position += 1 }
        return try parseValue()
    }

    /// The arguments of a call; the last object among them is the value.
    mutating func parseCallArguments() throws(JSONSyntaxError) -> LenientJSON {
        position += 1
        var chosen: LenientJSON?
        while true {
            skipTrivia()
            if current == UInt8(ascii: ")") { break }
            let argument = try parseValue()
            if case .object = argument { chosen = argument }
            skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: ")") {
                throw fail("expected ',' or ')' in a call, found \(describeCurrent())")
            }
        }
        position += 1
        guard let chosen else { throw fail("expected an object argument") }
        skipTrivia()
        while current == UInt8(ascii: ")") {
            position += 1
            skipTrivia()
        }
        return chosen
    }
}
