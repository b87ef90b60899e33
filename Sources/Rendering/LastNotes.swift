// A reply that ends with the definitions of its sources has them all as its live tail (the
// streaming parser sets the closed ones aside, but they stay provisional: cmark puts
// definitions after every block, and the reply may go on). Every frame laid out every note
// again: O(sources) a frame, 1.4 ms for 400 in the terminal. When the last frame was only
// notes and the new tail keeps its first ones (mostly the same storage), the new frame is the
// last one up to the first note that changed, kept as it is, then the notes from there: the
// frame a full rendering makes, byte for byte (NotesSplice.swift, HTMLNotesSplice.swift).
import MarkdownModel

/// The footnote definitions a live frame was made of, and where each began in it.
struct LastNotes: Sendable {
    /// The notes as laid out, but one a splice inside it changed since (then it is left
    /// out: its bytes are not the ones it would lay out now).
    private(set) var notes: [Block] = []
    /// Where each of those began, and where the rest of the notes began after them.
    private(set) var starts: [Int] = []
    /// How the frame ended.
    var ending = FrameEnding()

    /// Notes that `note` begins at `start`.
    mutating func note(_ note: Block, at start: Int) {
        if starts.count > notes.count { starts.removeLast() }
        notes.append(note)
        starts.append(start)
    }

    /// Notes that the notes end (or the rest of them begins) at `end`.
    mutating func end(at end: Int) {
        if starts.count > notes.count { starts.removeLast() }
        starts.append(end)
    }

    /// The first of `notes` (a new tail of notes alone) to lay out again, and where the bytes
    /// kept of `previous` end: nil unless `previous` is the frame these were laid out in.
    func firstChanged(in notes: [Block], after previous: String) -> (index: Int, kept: Int)? {
        guard ending.isEnd(of: previous), starts.count == self.notes.count + 1 else { return nil }
        let common = min(notes.count, self.notes.count)
        var index = 0
        // NB: the ranges first: the note that grew ends elsewhere, and comparing it whole
        // walked all its blocks (a note of 300 paragraphs, every frame).
        while index < common, notes[index].range == self.notes[index].range, notes[index] == self.notes[index] { index += 1 }
        return (index, starts[index])
    }

    /// These notes with only the first `count` kept (a frame lays out the rest again); as
    /// `current` has them, when given (they are equal: its storage is what the next frame's
    /// notes share, which compare at once).
    func keeping(_ count: Int, of current: [Block]? = nil) -> LastNotes {
        var kept = LastNotes()
        kept.notes = Array((current ?? notes)[..<count])
        kept.starts = Array(starts[..<count])
        return kept
    }

    /// After a splice from a frame `previousLength` bytes long to `made` that kept `kept`
    /// bytes and changed what came after them: the notes it left as they were, nil when it
    /// changed one before the last.
    func carried(fromLength previousLength: Int, to made: String, kept: Int) -> LastNotes? {
        guard let last = starts.dropLast().last,
              let ending = ending.carried(fromLength: previousLength, to: made, start: last, kept: kept)
        else { return nil }
        var carried = keeping(notes.count - 1)
        carried.starts.append(last)
        carried.ending = ending
        return carried
    }
}
