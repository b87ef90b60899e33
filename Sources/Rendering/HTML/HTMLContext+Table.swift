import MarkdownModel

extension HTMLContext {
    mutating func table(_ table: Table) {
        let enhanced = options.flavor == .enhanced
        writer.newlineIfNeeded()
        if enhanced { writer.raw("<div class=\"table-wrap\">\n") }
        writer.raw("<table>\n<thead>\n")
        row(table.header, header: true, alignments: table.alignments)
        writer.raw("</thead>\n")
        if !table.rows.isEmpty {
            writer.raw("<tbody>\n")
            for row in table.rows {
                self.row(row, header: false, alignments: table.alignments)
            }
            writer.raw("</tbody>\n")
        }
        writer.raw("</table>\n")
        if enhanced { writer.raw("</div>\n") }
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
