/// A parsed markdown document: the blocks of a reply, in order.
///
/// Every node is a plain value (`Sendable`, `Hashable`, `Codable`), so documents can be compared,
/// cached, sent across actors and printed as JSON (`inkwell render --to json`, schema in
/// docs/json-schema.md).
public struct Document: Hashable, Sendable, Codable {
    /// The top-level blocks.
    public var blocks: [Block]

    /// Creates a document from its blocks.
    public init(blocks: [Block] = []) {
        self.blocks = blocks
    }
}
