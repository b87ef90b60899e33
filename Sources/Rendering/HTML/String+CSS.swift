extension String {
    /// A name as a CSS class part: `keyword.control` → `keyword-control`,
    /// `awaiting_approval` → `awaiting-approval`. Token classes and the theme's rules for them
    /// both go through here, so they always match.
    func cssIdentifier() -> String {
        String(map { $0 == "." || $0 == "_" ? "-" : $0 })
    }
}
