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
        .target(name: "Rendering", dependencies: ["MarkdownModel", "Theming", "Charting"]),
        .target(name: "Inkwell", dependencies: ["MarkdownModel", "MarkdownParsing", "Rendering", "Charting", "Theming"]),
        .target(name: "InkwellCLI", dependencies: ["Inkwell"]),
        .executableTarget(name: "inkwell-cli", dependencies: ["InkwellCLI"]),

        .testTarget(name: "MarkdownModelTests", dependencies: ["MarkdownModel"]),
        .testTarget(name: "MarkdownParsingTests", dependencies: ["MarkdownParsing"]),
        .testTarget(name: "ThemingTests", dependencies: ["Theming"]),
        .testTarget(name: "ChartingTests", dependencies: ["Charting"]),
        .testTarget(
            name: "RenderingTests", dependencies: ["Rendering", "MarkdownParsing", "Theming", "Charting"],
            exclude: ["Charts/Golden"]),
        .testTarget(name: "InkwellTests", dependencies: ["Inkwell"]),
        .testTarget(name: "InkwellCLITests", dependencies: ["InkwellCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
