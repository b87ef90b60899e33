/// Where a block stands in the source: 1-based lines and byte columns, both ends inclusive,
/// as cmark-gfm reports them.
public struct SourceRange: Hashable, Sendable, Codable {
    /// The first line of the block.
    public var startLine: Int
    /// The byte column of the block's first character on its first line.
    public var startColumn: Int
    /// The last line of the block.
    public var endLine: Int
    /// The byte column of the block's last character on its last line.
    public var endColumn: Int

    /// Creates a range.
    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
