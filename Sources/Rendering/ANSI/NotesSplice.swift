// The terminal side of LastNotes.swift: a live frame that was only footnote definitions
// notes where each began; the next frame, when its tail is notes alone that keep the first
// ones, is the last frame up to the first note that changed, then the notes from there laid
// out as `blocks` lays them out (no blank line between them, the rule before the first).
import MarkdownModel

/// The notes a frame was made of, and the context they were laid out in.
struct NotesTail: Sendable {
    var notes: LastNotes
    let context: BlockContext
}

extension ANSIRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the footnote
    /// definitions it was made of now `notes` (the tail, notes alone): the frame
    /// `renderString` would make of them, laid out from the first that changed. False, with
    /// `frame` as it was, when the last frame was not those notes alone (then the caller
    /// renders the tail).
    public func appendNotes(_ notes: [Block], to frame: inout String, cache: inout FrameCache) -> Bool {
        guard var writer = cache.writer.take() else { return false }
        guard let made = writer.madeNotes, let change = made.notes.firstChanged(in: notes, after: frame) else {
            cache.writer = writer
            return false
        }
        let (context, first, kept) = (made.context, change.index, change.kept)
        writer.startNextFrame()
        writer.frameBytesBefore = kept
        writer.madeNotes = NotesTail(notes: made.notes.keeping(first, of: notes), context: context)
        for index in first..<notes.count {
            guard case .footnoteDefinition(let definition) = notes[index] else { continue }
            writer.recycle()
            writer.noteFootnote(notes[index], index: index, context: context)
            footnote(definition, number: index + 1, context: context, into: &writer)
        }
        writer.noteNotesEnd()
        writer.splice(into: &frame)
        // NB: when it kept every note, the frame's ending is read from it.
        if first == notes.count, let start = writer.madeNotes?.notes.starts.dropLast().last {
            writer.madeNotes?.notes.ending = FrameEnding(of: frame, after: start)
        }
        // NB: not `consume`d: this compiler does not support it after the loop above.
        cache.writer = writer
        return true
    }
}

extension TerminalWriter {
    /// Notes that a footnote definition at the top level begins here: the `index`th block of
    /// the frame, laid out in `context`. Only a live frame's writer notes them, and only
    /// while the frame is notes alone.
    mutating func noteFootnote(_ note: Block, index: Int, context: BlockContext) {
        guard keepsMemos, emitsReusableLines, index == 0 || madeNotes != nil else {
            madeNotes = nil
            return
        }
        let start = frameBytesBefore + encodedCount
        if index == 0 { madeNotes = NotesTail(notes: LastNotes(), context: context) }
        // NB: in place: a copy of the notes noted would make this O(notes) a note.
        madeNotes?.notes.note(note, at: start)
    }

    /// Notes that the frame's notes end here, where the frame does.
    mutating func noteNotesEnd() {
        guard var made = madeNotes else { return }
        let end = frameBytesBefore + encodedCount
        made.notes.end(at: end)
        made.notes.ending = frameEnding(after: made.notes.starts.dropLast().last ?? end) ?? FrameEnding()
        madeNotes = made
    }

    /// After a frame made from one `previousLength` bytes long by a splice that kept `kept`
    /// of its bytes, `made`: the notes it left as they were.
    mutating func carryNotes(fromLength previousLength: Int, to made: String, kept: Int) {
        guard let last = madeNotes else { return }
        madeNotes = last.notes.carried(fromLength: previousLength, to: made, kept: kept)
            .map { NotesTail(notes: $0, context: last.context) }
    }
}
