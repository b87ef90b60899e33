import MarkdownModel

/// What changed after a chunk of a streamed reply: blocks that just became final, and the
/// current provisional tail. Committed blocks never change again (with one documented
/// exception, see `revisions`); the tail is replaced by every update.
public struct StreamUpdate: Sendable, Hashable {
    /// Blocks committed by this update, in order, after all earlier committed blocks.
    public var committed: [Block]
    /// The open end of the reply, healed so half-written syntax shows sensibly: the blocks of
    /// `provisionalBody`, then `trailingNotes`.
    public var provisional: [Block] {
        get { trailingNotes.isEmpty ? provisionalBody : provisionalBody + trailingNotes }
        set { (provisionalBody, trailingNotes) = (newValue, []) }
    }
    /// The tail's blocks but for `trailingNotes`: all of them when there are none.
    public var provisionalBody: [Block]
    /// Corrections to blocks committed earlier, when a link reference or footnote definition
    /// arrived after the blocks that use it: in the update that brings the definition of a
    /// footnote they cite as text (PendingCitations), and in the one `finish()` gives.
    public var revisions: [BlockRevision]
    /// When the tail ends inside a fenced code block: its info string (a renderer shows a
    /// chart fence as a placeholder until it closes).
    public var openFence: String?
    /// Whether this is the last update (after `finish()`).
    public var isFinal: Bool
    /// When the update only added these inlines (words and line breaks) after the last text
    /// inline of the tail, the first text joining it (nothing parsed, nothing else changed):
    /// a renderer may extend its previous rendering of the tail instead of rendering it again.
    public var appendedInlines: [Inline]?
    /// Whether the update only added code at the end of the code block the tail ends in (its
    /// deepest last block; nothing parsed, nothing else changed): a renderer may lay out only
    /// the block's last lines again.
    public var grewCode = false
    /// The tail's last blocks when they are footnote definitions from earlier lines, which
    /// cmark puts after the blocks (a parse of the whole text ends with them too). The text
    /// being typed ends the blocks before them, which `appendedInlines` and `grewCode` speak
    /// of: a renderer may keep its rendering of these while they stay the same. Kept apart,
    /// as they stay the same over most updates: joining them to the others cost a copy of
    /// every block a chunk.
    public var trailingNotes: [Block] = []
    /// Changes whenever those definitions do, so that a renderer need not compare them (they
    /// stay the same over most updates, and comparing them took longer than rendering words).
    public var trailingNotesVersion = 0
    /// Whether the tail is the same as in the update before (the chunk only added to a part
    /// that healing holds back): a renderer may show its previous rendering again.
    public var isUnchanged = false

    /// An update of a fast path, that only added to the tail's last block (see
    /// `appendedInlines` and `grewCode`) or left it as it was (`isUnchanged`), with the tail's
    /// notes. NB: made whole in one call: made, then changed, it was copied twice on its way
    /// out of the fast path (the optimiser does not move it).
    init(provisional: [Block], openFence: String?, appendedInlines: [Inline]? = nil, grewCode: Bool = false,
         isUnchanged: Bool = false, trailingNotes: [Block], trailingNotesVersion: Int) {
        (committed, provisionalBody, revisions, isFinal) = ([], provisional, [], false)
        (self.openFence, self.appendedInlines, self.grewCode) = (openFence, appendedInlines, grewCode)
        (self.trailingNotes, self.trailingNotesVersion, self.isUnchanged) = (trailingNotes, trailingNotesVersion, isUnchanged)
    }

    /// Creates an update.
    public init(committed: [Block] = [], provisional: [Block] = [], revisions: [BlockRevision] = [],
                openFence: String? = nil, isFinal: Bool = false) {
        self.committed = committed
        self.provisionalBody = provisional
        self.revisions = revisions
        self.openFence = openFence
        self.isFinal = isFinal
    }
}

/// A committed block replaced at the end of a stream.
public struct BlockRevision: Sendable, Hashable {
    /// The index of the block among all committed blocks.
    public var index: Int
    /// Its final value.
    public var block: Block

    /// Creates a revision.
    public init(index: Int, block: Block) {
        self.index = index
        self.block = block
    }
}
