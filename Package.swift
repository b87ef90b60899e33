// swift-tools-version:6.0
// Inkwell renders AI agents' markdown replies as ANSI, HTML and SVG.
// Layout and dependency rules: docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "Inkwell",
    products: [
        .library(name: "Inkwell", targets: ["Inkwell"]),
        .executable(name: "inkwell", targets: ["inkwell-cli"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "CMarkArena", dependencies: ["CCmarkGFM"]),
        .target(name: "MarkdownModel"),
        .target(name: "MarkdownParsing", dependencies: ["MarkdownModel", "CCmarkGFM", "CMarkArena"]),
        .target(name: "Theming"),
        .target(name: "Charting"),
        .target(name: "Highlight"),
        .target(name: "Pacing"),
        .target(name: "ReplyModel", dependencies: ["MarkdownModel"]),
        .target(name: "Wire", dependencies: ["ReplyModel", "MarkdownModel"]),
        .target(name: "Rendering", dependencies: ["MarkdownModel", "Theming", "Charting", "Highlight", "ReplyModel"],
                exclude: ["Resources"]),
        .target(name: "Streaming", dependencies: ["MarkdownModel", "MarkdownParsing"]),
        .target(name: "Inkwell", dependencies: ["MarkdownModel", "MarkdownParsing", "Theming", "Rendering", "Charting", "Streaming",
                                                "ReplyModel", "Wire", "Pacing"]),
        .target(name: "InkwellCLI", dependencies: ["Inkwell", "Wire", "ReplyModel", "Highlight", "Rendering"]),
        .executableTarget(name: "inkwell-cli", dependencies: ["InkwellCLI"]),
        // glibc's heap figures for the benchmarks' memory line (malloc.h is not in Swift's Glibc).
        .target(name: "CHeapStats"),
        .executableTarget(name: "inkwell-bench", dependencies: ["Inkwell", "Charting", "MarkdownModel", "MarkdownParsing", "Streaming", "Highlight",
                                                                "CHeapStats"]),

        // SeededGenerator and other helpers the test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MarkdownModelTests", dependencies: ["MarkdownModel"]),
        .testTarget(name: "MarkdownParsingTests", dependencies: ["TestSupport", "MarkdownParsing"]),
        .testTarget(name: "ThemingTests", dependencies: ["Theming"]),
        .testTarget(name: "ChartingTests", dependencies: ["Charting"]),
        .testTarget(name: "HighlightTests", dependencies: ["TestSupport", "Highlight"]),
        .testTarget(name: "PacingTests", dependencies: ["TestSupport", "Pacing"]),
        .testTarget(name: "WireTests", dependencies: ["Wire", "ReplyModel"]),
        .testTarget(name: "ReplyModelTests", dependencies: ["ReplyModel"]),
        .testTarget(name: "RenderingTests", dependencies: ["TestSupport", "Rendering", "MarkdownParsing", "Theming", "Charting"],
                    exclude: ["Golden", "Charts/Golden"]),
        .testTarget(name: "StreamingTests", dependencies: ["TestSupport", "Streaming", "MarkdownParsing", "Rendering"]),
        .testTarget(name: "InkwellTests", dependencies: ["Inkwell"]),
        .testTarget(name: "InkwellCLITests", dependencies: ["InkwellCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
