/// One dispatched server-sent event: its name, its data lines joined by newlines, and where it
/// began.
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` name, if the event had one.
    public var name: String?
    /// The `data:` lines, joined with "\n".
    public var data: String
    /// The last `id:` seen, if any.
    public var id: String?
    /// The line (from one) of the event's first field.
    public var line: Int

    /// Creates an event.
    public init(name: String? = nil, data: String, id: String? = nil, line: Int) {
        self.name = name
        self.data = data
        self.id = id
        self.line = line
    }
}
