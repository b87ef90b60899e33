// Heredocs (`<<EOF` in shell, Ruby, Perl, PHP): the grammar calls `announceHeredoc` where the
// operator appears; the engine turns the pending mode into a body at the next line start; the
// grammar then calls `continueHeredoc` for each body line until the terminator line.

/// The heredoc mode variant bits.
public enum HeredocFlag {
    /// `<<-`: leading tabs before the terminator are allowed.
    public static let stripsTabs: UInt8 = 1
    /// Quoted terminator (`<<'EOF'`): no variables inside.
    public static let isLiteral: UInt8 = 2
}

extension Lexer {
    /// Pushes a heredoc whose body starts on the next line and ends at a line equal to `word`.
    public mutating func announceHeredoc(word: [UInt8], flags: UInt8) {
        push(Mode(id: Mode.pendingHeredoc, variant: flags, delimiter: word))
    }

    /// Lexes one body line of the heredoc on top of the stack (call at the line start); pops it
    /// at the terminator line.
    public mutating func continueHeredoc() {
        guard let current = mode, current.id == Mode.heredoc else { return }
        var start = position
        if current.variant & HeredocFlag.stripsTabs != 0 {
            while start < lineEnd, bytes[start] == 0x09 { start += 1 }
        }
        let rest = skip(.lineBreaks, from: start + current.delimiter.count)
        if matches(current.delimiter, at: start), rest == lineEnd {
            emitSpace(to: start)
            emit(.heredocDelimiter, to: start + current.delimiter.count)
            emitSpace(to: lineEnd)
            pop()
            return
        }
        guard current.variant & HeredocFlag.isLiteral == 0 else {
            emit(.string, to: lineEnd)
            return
        }
        var index = position
        while index < lineEnd {
            if bytes[index] == 0x24, let end = variableEnd(at: index) {
                emit(.string, to: index)
                emit(.variable, to: end)
                index = end
            } else {
                index += bytes[index] == 0x5C ? 2 : 1
            }
        }
        emit(.string, to: lineEnd)
    }
}

extension TokenKind {
    /// A heredoc's terminator word; falls back to string.
    public static var heredocDelimiter: TokenKind { TokenKind(rawValue: "string.delimiter", serial: 24) }
}
