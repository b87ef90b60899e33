// Moving a block to other lines: a block parsed from text placed elsewhere than in its
// document (a footnote definition a streamed reply's tail is parsed after) gets its lines back,
// and the ends it has in place.

extension Block {
    /// The block with every range in it, its children's and its list items' too, `delta`
    /// lines further down.
    public func movingLines(by delta: Int) -> Block {
        guard delta != 0 else { return self }
        return mappingRanges { $0.movingLines(by: delta) }
    }

    /// The block with `transform` applied to every range in it, its children's and its list
    /// items' too.
    public func mappingRanges(_ transform: (SourceRange) -> SourceRange) -> Block {
        var mapped = self
        mapped.range = range.map(transform)
        switch mapped {
        case .blockQuote(var quote):
            quote.blocks = quote.blocks.map { $0.mappingRanges(transform) }
            mapped = .blockQuote(quote)
        case .list(var list):
            list.items = list.items.map { item in
                var item = item
                item.range = item.range.map(transform)
                item.blocks = item.blocks.map { $0.mappingRanges(transform) }
                return item
            }
            mapped = .list(list)
        case .footnoteDefinition(var definition):
            definition.blocks = definition.blocks.map { $0.mappingRanges(transform) }
            mapped = .footnoteDefinition(definition)
        case .paragraph, .heading, .thematicBreak, .codeBlock, .htmlBlock, .table:
            break
        }
        return mapped
    }
}

extension SourceRange {
    /// The same columns, `delta` lines further down.
    public func movingLines(by delta: Int) -> SourceRange {
        SourceRange(startLine: startLine + delta, startColumn: startColumn, endLine: endLine + delta, endColumn: endColumn)
    }
}
