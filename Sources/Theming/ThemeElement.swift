/// A styleable element of rendered output: markdown blocks and inlines, the agent UI, charts.
///
/// The raw value is the key under `elements` in a theme file. Every element but `document`
/// has a parent it inherits from (see `parent` and THEMES.md).
public enum ThemeElement: String, Sendable, Hashable, CaseIterable {
    case document, paragraph, heading, h1, h2, h3, h4, h5, h6
    case emphasis, strong, strikethrough, code, codeBlock, blockQuote
    case list, taskChecked, taskUnchecked, table, tableHeader
    case link, linkURL, image, thematicBreak, footnote, htmlBlock
    case reasoning, reasoningTitle, reasoningBody
    case toolCall, toolCallTitle, toolCallDetail
    case toolRunning = "toolCall.running"
    case toolAwaitingApproval = "toolCall.awaitingApproval"
    case toolAwaitingClient = "toolCall.awaitingClient"
    case toolCompleted = "toolCall.completed"
    case toolFailed = "toolCall.failed"
    case toolCancelled = "toolCall.cancelled"
    case approval, approvalTitle
    case activity
    case activityThinking = "activity.thinking"
    case activitySources = "activity.sources"
    case activityGenerating = "activity.generating"
    case activityError = "activity.error"
    case chart, chartTitle

    /// NB: the case, not the raw value. A RawRepresentable type hashes and compares its raw
    /// value by default, a String here, and the renderers look elements up for every block of
    /// every live frame. A case without a payload is stored as its one-byte tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
    }

    public static func == (lhs: ThemeElement, rhs: ThemeElement) -> Bool {
        lhs.tag == rhs.tag
    }

    private var tag: UInt8 {
        withUnsafeBytes(of: self) { $0[0] }
    }

    /// The element this one inherits unset fields from (`nil` only for `document`).
    public var parent: ThemeElement? {
        switch self {
        case .document: nil
        case .paragraph, .heading, .codeBlock, .blockQuote, .list, .table, .thematicBreak,
            .htmlBlock, .reasoning, .toolCall, .approval, .activity, .chart:
            .document
        case .h1, .h2, .h3, .h4, .h5, .h6: .heading
        case .emphasis, .strong, .strikethrough, .code, .link, .image, .footnote: .paragraph
        case .taskChecked, .taskUnchecked: .list
        case .tableHeader: .table
        case .linkURL: .link
        case .reasoningTitle, .reasoningBody: .reasoning
        case .toolCallTitle, .toolCallDetail, .toolRunning, .toolAwaitingApproval,
            .toolAwaitingClient, .toolCompleted, .toolFailed, .toolCancelled:
            .toolCall
        case .approvalTitle: .approval
        case .activityThinking, .activitySources, .activityGenerating, .activityError:
            .activity
        case .chartTitle: .chart
        }
    }

    /// The parent decorations are inherited from: as `parent`, but never `document` or
    /// `paragraph` (a paragraph's margin must not reappear on every block and inline).
    public var decorationParent: ThemeElement? {
        guard let parent, parent != .document, parent != .paragraph else { return nil }
        return parent
    }

    /// The heading element for a level 1–6 (levels outside clamp).
    public static func heading(level: Int) -> ThemeElement {
        let levels: [ThemeElement] = [.h1, .h2, .h3, .h4, .h5, .h6]
        return levels[min(5, max(0, level - 1))]
    }

    /// The element for a tool call status as the reply model names it (`awaiting_approval`).
    public static func toolStatus(_ status: String) -> ThemeElement? {
        switch status {
        case "running": .toolRunning
        case "awaiting_approval", "awaitingApproval": .toolAwaitingApproval
        case "awaiting_client", "awaitingClient": .toolAwaitingClient
        case "completed": .toolCompleted
        case "failed": .toolFailed
        case "cancelled", "canceled": .toolCancelled
        default: nil
        }
    }

    /// Keys allowed in this element beyond the text style and the common decorations.
    var extraKeys: [ElementStyle.Key] {
        switch self {
        case .codeBlock: [.borderColor, .labelColor]
        case .blockQuote, .reasoning: [.barColor, .barCharacter]
        case .list: [.bullets, .enumeration, .enumerationSuffix, .levelIndent]
        case .taskChecked, .taskUnchecked, .toolRunning, .toolAwaitingApproval,
            .toolAwaitingClient, .toolCompleted, .toolFailed, .toolCancelled,
            .activityThinking, .activitySources, .activityGenerating, .activityError:
            [.mark]
        case .table, .toolCall, .approval: [.borderColor]
        case .link: [.showURL]
        case .thematicBreak: [.character]
        case .chart: [.palette, .axisColor, .gridColor, .labelColor]
        case .document, .paragraph, .heading, .h1, .h2, .h3, .h4, .h5, .h6, .emphasis,
            .strong, .strikethrough, .code, .tableHeader, .linkURL, .image, .footnote,
            .htmlBlock, .reasoningTitle, .reasoningBody, .toolCallTitle, .toolCallDetail,
            .approvalTitle, .activity, .chartTitle:
            []
        }
    }
}
