extension StreamEvent {
    /// The event that completes a tool call whose input arrived as streamed JSON text: the
    /// input normalised to compact JSON (empty means `{}`), or an input error when it is not
    /// JSON.
    static func toolInputCompleted(id: String, name: String, text: String) -> StreamEvent {
        let source = text.allSatisfy(\.isWhitespace) ? "{}" : text
        do {
            let input = try JSONValue(parsing: source)
            return .toolInputAvailable(id: id, name: name, input: input.jsonText)
        } catch {
            return .toolInputError(
                id: id, name: name, input: text, message: "the input is not valid JSON: \(error)")
        }
    }
}
