import FoundationEssentials
import MarkdownModel
import MarkdownParsing

/// Parses a text whole on one thread and in pieces on all cores, checks that both give the
/// same document, and prints both times (best of `runs`).
func pieceBench(_ bytes: [UInt8], runs: Int) -> Bool {
    func timed(_ parser: MarkdownParser) -> (Double, Document) {
        var document = Document()
        let fastest = best(of: runs) { document = bytes.withUnsafeBufferPointer { parser.parse(utf8: $0) } }
        return (fastest, document)
    }
    let (whole, one) = timed(MarkdownParser(allowsThreads: false))
    let (pieces, other) = timed(MarkdownParser())
    let megabytes = Double(bytes.count) / 1e6
    print("parse \(fixed(megabytes, 1)) MB: whole on one thread \(fixed(whole, 3)) s, in pieces \(fixed(pieces, 3)) s "
        + "(\(fixed(pieces / whole, 2))x), same document: \(one == other ? "yes" : "NO")")
    if one != other {
        for (index, (a, b)) in zip(one.blocks, other.blocks).enumerated() where a != b {
            print("first difference at block \(index):\n\(a)\n---\n\(b)")
            break
        }
        print("blocks: \(one.blocks.count) whole, \(other.blocks.count) in pieces")
    }
    return one == other
}
