// Moving a block to other lines: a block parsed from text placed elsewhere than in its
// document (a footnote definition a streamed reply's tail is parsed after) gets its lines back.

extension Block {
    /// The block with every range in it, its children's and its list items' too, `delta`
    /// lines further down.
    public func movingLines(by delta: Int) -> Block {
        guard delta != 0 else { return self }
        var moved = self
        moved.range = range.map { $0.movingLines(by: delta) }
        switch moved {
        case .blockQuote(var quote):
            quote.blocks = quote.blocks.map { $0.movingLines(by: delta) }
            moved = .blockQuote(quote)
        case .list(var list):
            list.items = list.items.map { item in
                var item = item
                item.range = item.range.map { $0.movingLines(by: delta) }
                item.blocks = item.blocks.map { $0.movingLines(by: delta) }
                return item
            }
            moved = .list(list)
        case .footnoteDefinition(var definition):
            definition.blocks = definition.blocks.map { $0.movingLines(by: delta) }
            moved = .footnoteDefinition(definition)
        case .paragraph, .heading, .thematicBreak, .codeBlock, .htmlBlock, .table:
            break
        }
        return moved
    }
}

extension SourceRange {
    /// The same columns, `delta` lines further down.
    public func movingLines(by delta: Int) -> SourceRange {
        SourceRange(startLine: startLine + delta, startColumn: startColumn, endLine: endLine + delta, endColumn: endColumn)
    }
}
