extension CharacterQueue {
    /// What one `tick` changed on screen.
    public struct Release: Sendable, Hashable {
        /// The length in UTF-8 bytes of the visible prefix of the target after this tick.
        public var shownUTF8Count: Int
        /// How many characters this tick revealed.
        public var revealedCount: Int
        /// Whether the visible text was cut back since the previous tick (a regenerate or an
        /// edit replaced it) rather than only extended: redraw instead of appending.
        public var isReplacement: Bool

        /// Creates a release.
        public init(shownUTF8Count: Int, revealedCount: Int, isReplacement: Bool) {
            self.shownUTF8Count = shownUTF8Count
            self.revealedCount = revealedCount
            self.isReplacement = isReplacement
        }

        /// Whether anything visible changed.
        public var isChange: Bool { revealedCount > 0 || isReplacement }
    }
}
