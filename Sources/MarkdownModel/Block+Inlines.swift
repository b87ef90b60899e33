// The runs of inlines a block holds, its children's too: a paragraph's, a heading's, each
// table cell's. Code that looks for something in a block's text (footnote references,
// bracketed text) or changes it walks the runs here, rather than each over every block kind.

extension Block {
    /// Whether `predicate` holds for one of the block's runs of inlines, its children's
    /// included, taken in document order; it stops at the first that does.
    public func containsInlines(where predicate: ([Inline]) -> Bool) -> Bool {
        switch self {
        case .paragraph(let paragraph): predicate(paragraph.inlines)
        case .heading(let heading): predicate(heading.inlines)
        case .blockQuote(let quote): quote.blocks.contains { $0.containsInlines(where: predicate) }
        case .list(let list): list.items.contains { $0.blocks.contains { $0.containsInlines(where: predicate) } }
        case .footnoteDefinition(let definition): definition.blocks.contains { $0.containsInlines(where: predicate) }
        case .table(let table):
            ([table.header] + table.rows).contains { $0.cells.contains { predicate($0.inlines) } }
        case .thematicBreak, .codeBlock, .htmlBlock: false
        }
    }

    /// Calls `body` with each of the block's runs of inlines, its children's included, in
    /// document order.
    public func forEachInlines(_ body: ([Inline]) -> Void) {
        _ = containsInlines { body($0); return false }
    }

    /// The block with each of its runs of inlines, its children's included, replaced by what
    /// `transform` makes of it.
    public func mappingInlines(_ transform: ([Inline]) -> [Inline]) -> Block {
        switch self {
        case .paragraph(var paragraph):
            paragraph.inlines = transform(paragraph.inlines)
            return .paragraph(paragraph)
        case .heading(var heading):
            heading.inlines = transform(heading.inlines)
            return .heading(heading)
        case .blockQuote(var quote):
            quote.blocks = quote.blocks.map { $0.mappingInlines(transform) }
            return .blockQuote(quote)
        case .list(var list):
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map { $0.mappingInlines(transform) }
            }
            return .list(list)
        case .footnoteDefinition(var definition):
            definition.blocks = definition.blocks.map { $0.mappingInlines(transform) }
            return .footnoteDefinition(definition)
        case .table(var table):
            for cell in table.header.cells.indices {
                table.header.cells[cell].inlines = transform(table.header.cells[cell].inlines)
            }
            for row in table.rows.indices {
                for cell in table.rows[row].cells.indices {
                    table.rows[row].cells[cell].inlines = transform(table.rows[row].cells[cell].inlines)
                }
            }
            return .table(table)
        case .thematicBreak, .codeBlock, .htmlBlock:
            return self
        }
    }
}

extension Block {
    /// The block with each footnote reference it holds, its children's included, replaced by
    /// what `transform` makes of it (a streamed reply numbers references of text it parsed
    /// alone as the whole text numbers them).
    public func mappingFootnoteReferences(_ transform: (FootnoteReference) -> FootnoteReference) -> Block {
        mappingInlines { $0.map { $0.mappingFootnoteReferences(transform) } }
    }
}

extension Inline {
    /// The inline with each footnote reference in it replaced by what `transform` makes of it.
    public func mappingFootnoteReferences(_ transform: (FootnoteReference) -> FootnoteReference) -> Inline {
        switch self {
        case .footnoteReference(let reference): return .footnoteReference(transform(reference))
        case .emphasis(let children): return .emphasis(children.map { $0.mappingFootnoteReferences(transform) })
        case .strong(let children): return .strong(children.map { $0.mappingFootnoteReferences(transform) })
        case .strikethrough(let children): return .strikethrough(children.map { $0.mappingFootnoteReferences(transform) })
        case .link(var link):
            link.inlines = link.inlines.map { $0.mappingFootnoteReferences(transform) }
            return .link(link)
        case .image(var image):
            image.alt = image.alt.map { $0.mappingFootnoteReferences(transform) }
            return .image(image)
        case .text, .softBreak, .lineBreak, .code, .html:
            return self
        }
    }
}
