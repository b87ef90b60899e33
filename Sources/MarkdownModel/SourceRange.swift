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

    /// From `start`'s beginning to `end`'s end: a block made of a part kept and a part parsed
    /// again (a frozen list and its tail, a checkpoint's kept blocks and the lines after it).
    /// `start` when either is missing.
    public static func spanning(_ start: SourceRange?, _ end: SourceRange?) -> SourceRange? {
        guard var range = start, let end else { return start }
        (range.endLine, range.endColumn) = (end.endLine, end.endColumn)
        return range
    }
}
