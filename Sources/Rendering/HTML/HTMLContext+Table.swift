import MarkdownModel

extension HTMLContext {
    mutating func table(_ table: Table) {
        let enhanced = options.flavor == .enhanced
        writer.newlineIfNeeded()
        if enhanced { writer.raw("<div class=\"table-wrap\">\n") }
        writer.raw("<table>\n<thead>\n")
        row(table.header, header: true, alignments: table.alignments)
        writer.raw("</thead>\n")
        guard !table.rows.isEmpty else {
            writer.raw("</table>\n")
            if enhanced { writer.raw("</div>\n") }
            tableTail = nil
            return
        }
        writer.raw("<tbody>\n")
        rows(of: table, from: 0)
    }

    /// The table's body rows from `first` on, and its closing tags. A live frame notes where
    /// the rows end, and keeps the rows (`kept`, when the caller has them in an array of its
    /// own: HTMLTableSplice.swift).
    mutating func rows(of table: Table, from first: Int, keeping kept: [TableRow]? = nil) {
        for row in table.rows[first...] {
            self.row(row, header: false, alignments: table.alignments)
        }
        noteTableRows(of: table, rows: kept ?? table.rows)
        writer.raw("</tbody>\n</table>\n")
        if options.flavor == .enhanced { writer.raw("</div>\n") }
        noteTableEnd()
    }

    private mutating func row(_ row: TableRow, header: Bool, alignments: [Table.Alignment]) {
        writer.raw("<tr>\n")
        for (index, cell) in row.cells.enumerated() {
            writer.raw(header ? "<th" : "<td")
            if header && options.flavor == .enhanced { writer.raw(" scope=\"col\"") }
            alignment(index < alignments.count ? alignments[index] : .none)
            writer.byte(UInt8(ascii: ">"))
            inlines(cell.inlines)
            writer.raw(header ? "</th>\n" : "</td>\n")
        }
        writer.raw("</tr>\n")
    }

    private mutating func alignment(_ alignment: Table.Alignment) {
        let enhanced = options.flavor == .enhanced
        switch alignment {
        case .none: break
        case .left: writer.raw(enhanced ? " style=\"text-align: left\"" : " align=\"left\"")
        case .center: writer.raw(enhanced ? " style=\"text-align: center\"" : " align=\"center\"")
        case .right: writer.raw(enhanced ? " style=\"text-align: right\"" : " align=\"right\"")
        }
    }
}
