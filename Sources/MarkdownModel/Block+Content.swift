// Two blocks whose source ranges differ may hold the same content: a block the streaming
// parser laid out while its line was being typed (its range ending where the text then
// ended) and the same block parsed again once the line was whole. No renderer shows ranges,
// so a memo of what a block renders to compares contents alone.

extension Block {
    /// The block with every range in it, its own and its children's, taken out.
    public var withoutRanges: Block {
        var block = self
        block.range = nil
        switch block {
        case .blockQuote(var b):
            b.blocks = b.blocks.map(\.withoutRanges)
            return .blockQuote(b)
        case .list(var b):
            b.items = b.items.map(\.withoutRanges)
            return .list(b)
        case .footnoteDefinition(var b):
            b.blocks = b.blocks.map(\.withoutRanges)
            return .footnoteDefinition(b)
        case .paragraph, .heading, .thematicBreak, .codeBlock, .htmlBlock, .table:
            return block
        }
    }
}

extension ListItem {
    /// The item with every range in it taken out.
    public var withoutRanges: ListItem {
        var item = self
        item.range = nil
        item.blocks = blocks.map(\.withoutRanges)
        return item
    }

    /// Whether the two items hold the same content, whatever their ranges.
    public func hasSameContent(as other: ListItem) -> Bool {
        checkbox == other.checkbox && blocks.count == other.blocks.count
            && zip(blocks, other.blocks).allSatisfy { $0 == $1 || $0.withoutRanges == $1.withoutRanges }
    }
}
