import MarkdownModel

extension HTMLContext {
    mutating func blocks(_ blocks: [Block], tight: Bool = false) {
        // NB: a footnote definition opens the notes' section: not kept (HTMLChildrenMemo.swift).
        guard containerDepth > 0, !blocks.contains(where: { $0.footnoteDefinition != nil }) else {
            for block in blocks { self.block(block, tight: tight) }
            return
        }
        children(blocks, tight: tight, memos: \.childBlocks) { context, block, _ in context.block(block, tight: tight) }
    }

    mutating func block(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let p): paragraph(p, tight: tight)
        case .heading(let h): heading(h)
        case .thematicBreak: writer.newlineIfNeeded(); writer.raw("<hr />\n")
        case .blockQuote(let q): blockQuote(q)
        case .list(let l): list(l)
        case .codeBlock(let c): codeBlock(c)
        case .htmlBlock(let h): htmlBlock(h)
        case .table(let t): table(t)
        case .footnoteDefinition(let f): footnoteDefinition(f)
        }
    }

    private mutating func paragraph(_ paragraph: Paragraph, tight: Bool,
                                    backreference: FootnoteDefinition? = nil) {
        if tight {
            inlines(paragraph.inlines)
            return
        }
        writer.newlineIfNeeded()
        writer.raw("<p>")
        inlines(paragraph.inlines)
        if let backreference {
            writer.byte(UInt8(ascii: " "))
            backreferences(backreference)
        }
        writer.raw("</p>\n")
    }

    private mutating func heading(_ heading: Heading) {
        let level = UInt8(ascii: "0") + UInt8(clamping: min(max(heading.level, 1), 6))
        writer.newlineIfNeeded()
        writer.raw("<h")
        writer.byte(level)
        writer.byte(UInt8(ascii: ">"))
        inlines(heading.inlines)
        writer.raw("</h")
        writer.byte(level)
        writer.raw(">\n")
    }

    private mutating func blockQuote(_ quote: BlockQuote) {
        writer.newlineIfNeeded()
        writer.raw("<blockquote>\n")
        containerDepth += 1
        blocks(quote.blocks)
        containerDepth -= 1
        writer.newlineIfNeeded()
        writer.raw("</blockquote>\n")
    }

    private mutating func list(_ list: List) {
        writer.newlineIfNeeded()
        if !list.isOrdered {
            writer.raw("<ul>\n")
        } else if list.start == 1 {
            writer.raw("<ol>\n")
        } else {
            writer.raw("<ol start=\"")
            writer.number(list.start)
            writer.raw("\">\n")
        }
        items(of: list, from: 0)
    }

    /// The list's items from `first` on, and its closing tag. A live frame notes where the
    /// last item of a list at the top begins (HTMLListSplice.swift).
    mutating func items(of list: List, from first: Int) {
        if first == 0, containerDepth > 0 {
            // A list in a container: its items are children (HTMLChildrenMemo.swift).
            children(list.items, tight: list.isTight, memos: \.listItems) { context, item, _ in
                context.writer.newlineIfNeeded()
                context.listItem(item, tight: list.isTight)
            }
            writer.raw(list.isOrdered ? "</ol>\n" : "</ul>\n")
            return
        }
        for index in first..<list.items.count {
            let item = list.items[index]
            writer.newlineIfNeeded()
            // An item's `<li>` starts on a fresh line and its bytes depend on nothing else
            // than the item and the list's tightness: a live frame copies the last frame's.
            guard items != nil, listDepth == 0, !inFootnotes else {
                listItem(item, tight: list.isTight)
                continue
            }
            if index == list.items.count - 1 { noteLastItem(of: list, at: index) }
            if let entry = items?.reusable(item, key: list.isTight) {
                writer.append(entry.bytes)
                items?.keepReused(entry, for: item)
                continue
            }
            let slot = items?.reserve() ?? 0
            let start = writer.bytes.count
            listItem(item, tight: list.isTight)
            items?.fill(slot, item: item, key: list.isTight, bytes: Array(writer.bytes[start...]), lines: 0)
        }
        writer.raw(list.isOrdered ? "</ol>\n" : "</ul>\n")
        if listDepth == 0, listTail?.ending.length == 0 { noteListEnd() }
    }

    private mutating func listItem(_ item: ListItem, tight: Bool) {
        writer.raw("<li>")
        switch item.checkbox {
        case .checked?: writer.raw("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        case .unchecked?: writer.raw("<input type=\"checkbox\" disabled=\"\" /> ")
        case nil: break
        }
        (listDepth, containerDepth) = (listDepth + 1, containerDepth + 1)
        blocks(item.blocks, tight: tight)
        (listDepth, containerDepth) = (listDepth - 1, containerDepth - 1)
        writer.raw("</li>\n")
    }

    private mutating func htmlBlock(_ block: HTMLBlock) {
        writer.newlineIfNeeded()
        if options.allowsRawHTML {
            rawHTML(block.html)
        } else {
            writer.raw("<pre class=\"raw-html\"><code>")
            writer.text(block.html)
            writer.raw("</code></pre>")
        }
        writer.newlineIfNeeded()
    }

    private mutating func footnoteDefinition(_ definition: FootnoteDefinition) {
        if !inFootnotes {
            // NB: a live frame that begins with its notes keeps where each begins (HTMLNotesSplice).
            notes = items != nil && frameBytesBefore + writer.bytes.count == 0 ? LastNotes() : nil
            writer.raw("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
            inFootnotes = true
        }
        noteFootnote(definition)
        writer.raw("<li id=\"fn-")
        writer.url(definition.label)
        writer.raw("\">\n")
        // NB: cmark puts the backreferences inside the definition's last paragraph when it
        // ends in one, else on a line of their own.
        let lastIndex = definition.blocks.count - 1
        containerDepth += 1
        children(definition.blocks, tight: false, memos: \.childBlocks) { context, block, isLast in
            if isLast, case .paragraph(let last) = block {
                context.paragraph(last, tight: false, backreference: definition)
            } else {
                context.block(block, tight: false)
            }
        }
        containerDepth -= 1
        if lastIndex < 0 || !definition.blocks[lastIndex].isParagraph {
            backreferences(definition)
            writer.byte(UInt8(ascii: "\n"))
        }
        writer.raw("</li>\n")
    }

    private mutating func backreferences(_ definition: FootnoteDefinition) {
        writer.raw("<a href=\"#fnref-")
        writer.url(definition.label)
        writer.raw("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>")
        guard definition.referenceCount > 1 else { return }
        for index in 2...definition.referenceCount {
            writer.raw(" <a href=\"#fnref-")
            writer.url(definition.label)
            writer.byte(UInt8(ascii: "-"))
            writer.number(index)
            writer.raw("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">")
            writer.number(index)
            writer.raw("</sup></a>")
        }
    }
}
