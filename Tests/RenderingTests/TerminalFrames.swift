import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// Renders `documents` as the frames of one live terminal rendering (one `FrameCache`, whose
/// memos carry over from frame to frame) and expects each to equal a fresh rendering of it.
func expectTerminalFramesEqualFreshRendering(
    _ documents: [Document], width: Int = 30, depth: ColorDepth = .trueColor, hyperlinks: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let renderer = ANSIRenderer(options: .init(width: width, theme: ANSISupport.theme("dark"), hyperlinks: hyperlinks))
    let encoder = ANSIEncoder(depth: depth, hyperlinks: hyperlinks)
    var cache = ANSIRenderer.FrameCache()
    for (index, document) in documents.enumerated() {
        let same = renderer.renderBytes(document, encoder: encoder, cache: &cache) == renderer.renderBytes(document, encoder: encoder)
        #expect(same, "frame \(index)", sourceLocation: sourceLocation)
    }
}
