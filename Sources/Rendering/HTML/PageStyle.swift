/// The default stylesheet of the standalone page: readable measure and rhythm, light and dark
/// palettes through `prefers-color-scheme`, tables that scroll sideways on narrow screens.
public enum PageStyle {
    /// Light palette as CSS custom properties.
    static let lightVariables = """
      --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --accent: #0969da;
      --code-bg: #f6f8fa; --code-fg: #1f2328; --quote: #59636e; --mark: #d1d9e0;
      --table-stripe: #f6f8fa; --button-bg: #ffffff; --button-fg: #59636e;
    """

    /// Dark palette as CSS custom properties.
    static let darkVariables = """
      --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --accent: #4493f8;
      --code-bg: #151b23; --code-fg: #e6edf3; --quote: #9198a1; --mark: #3d444d;
      --table-stripe: #151b23; --button-bg: #212830; --button-fg: #9198a1;
    """

    /// The light palette as (custom property, value) pairs: the base a theme's colours
    /// replace (see `css(for:)`).
    static let lightDefaults: [(String, String)] = [
        ("bg", "#ffffff"), ("fg", "#1f2328"), ("muted", "#59636e"), ("border", "#d1d9e0"),
        ("accent", "#0969da"), ("code-bg", "#f6f8fa"), ("code-fg", "#1f2328"),
        ("quote", "#59636e"), ("mark", "#d1d9e0"), ("table-stripe", "#f6f8fa"),
        ("button-bg", "#ffffff"), ("button-fg", "#59636e"), ("heading", "inherit"),
        ("h6", "#59636e"), ("strong", "inherit"), ("code-span-fg", "inherit"),
        ("code-span-bg", "#f6f8fa"), ("label", "#59636e"),
    ]

    /// The dark palette as (custom property, value) pairs.
    static let darkDefaults: [(String, String)] = [
        ("bg", "#0d1117"), ("fg", "#e6edf3"), ("muted", "#9198a1"), ("border", "#3d444d"),
        ("accent", "#4493f8"), ("code-bg", "#151b23"), ("code-fg", "#e6edf3"),
        ("quote", "#9198a1"), ("mark", "#3d444d"), ("table-stripe", "#151b23"),
        ("button-bg", "#212830"), ("button-fg", "#9198a1"), ("heading", "inherit"),
        ("h6", "#9198a1"), ("strong", "inherit"), ("code-span-fg", "inherit"),
        ("code-span-bg", "#151b23"), ("label", "#9198a1"),
    ]

    /// Colour rules a theme adds over the layout: headings, strong text, code spans, the
    /// code label. They read custom properties only `css(for:)` defines.
    static let themedRules = """
    h1, h2, h3, h4, h5 { color: var(--heading); }
    h6 { color: var(--h6); }
    strong { color: var(--strong); }
    :not(pre) > code { color: var(--code-span-fg); background: var(--code-span-bg); }
    figure.code-block figcaption { color: var(--label); }

    """

    /// The whole stylesheet.
    public static let css = """
    :root {
    \(lightVariables)
    }
    @media (prefers-color-scheme: dark) {
      :root {
    \(darkVariables)
      }
    }
    \(layout)
    """

    static let layout = """
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.6 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
    main.inkwell { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; overflow-wrap: break-word; }
    h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.6em 0 0.6em; font-weight: 600; }
    h1 { font-size: 2em; padding-bottom: 0.3em; border-bottom: 1px solid var(--border); }
    h2 { font-size: 1.5em; padding-bottom: 0.3em; border-bottom: 1px solid var(--border); }
    h3 { font-size: 1.25em; } h4 { font-size: 1em; } h5 { font-size: 0.875em; }
    h6 { font-size: 0.85em; color: var(--muted); }
    main > :first-child { margin-top: 0; }
    p, ul, ol, blockquote, table, figure, pre, .table-wrap { margin: 0 0 1em; }
    a { color: var(--accent); text-decoration: underline; text-underline-offset: 0.2em; }
    hr { height: 0.25em; border: 0; background: var(--border); margin: 1.5em 0; }
    ul, ol { padding-left: 2em; }
    li + li { margin-top: 0.25em; }
    li > ul, li > ol { margin: 0.25em 0 0; }
    li > input[type=checkbox] { margin: 0 0.4em 0.2em -1.4em; vertical-align: middle; }
    ul:has(> li > input[type=checkbox]) { list-style: none; }
    blockquote { padding: 0 1em; color: var(--quote); border-left: 0.25em solid var(--mark); }
    code, pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.875em; }
    :not(pre) > code { background: var(--code-bg); padding: 0.15em 0.35em; border-radius: 6px; }
    pre { background: var(--code-bg); color: var(--code-fg); padding: 1em; border-radius: 6px; overflow-x: auto; line-height: 1.45; }
    pre code { font-size: 1em; white-space: pre; }
    figure.code-block { border: 1px solid var(--border); border-radius: 8px; overflow: hidden; background: var(--code-bg); }
    figure.code-block figcaption { display: flex; justify-content: space-between; align-items: center;
      padding: 0.35em 0.6em 0.35em 1em; font-size: 0.8em; color: var(--muted); border-bottom: 1px solid var(--border); }
    figure.code-block .code-lang { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    figure.code-block pre { margin: 0; border-radius: 0; }
    button.copy { font: inherit; color: var(--button-fg); background: var(--button-bg); border: 1px solid var(--border);
      border-radius: 6px; padding: 0.15em 0.7em; cursor: pointer; }
    button.copy:hover, button.copy:focus-visible { color: var(--fg); border-color: var(--muted); }
    button.copy.copied { color: var(--accent); border-color: var(--accent); }
    .table-wrap { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
    .table-wrap table { margin: 0; }
    th, td { border: 1px solid var(--border); padding: 0.4em 0.8em; vertical-align: top; }
    th { font-weight: 600; background: var(--table-stripe); }
    tbody tr:nth-child(2n) { background: var(--table-stripe); }
    img { max-width: 100%; height: auto; }
    del { color: var(--muted); }
    pre.raw-html { white-space: pre-wrap; }
    sup.footnote-ref a { text-decoration: none; }
    section.footnotes { font-size: 0.875em; color: var(--muted); border-top: 1px solid var(--border); margin-top: 2em; padding-top: 1em; }
    a.footnote-backref { text-decoration: none; }
    .reply-steps { margin: 0 0 1.25em; display: flex; flex-direction: column; gap: 0.35em; font-size: 0.9em; }
    details.reasoning summary { cursor: pointer; color: var(--muted); }
    details.reasoning .reasoning-body { color: var(--muted); border-left: 2px solid var(--border); padding: 0.25em 0 0.25em 0.9em; margin-top: 0.35em; }
    details.reasoning .reasoning-body p { margin: 0 0 0.5em; }
    .tool-call { color: var(--fg); }
    .tool-call .tool-mark { display: inline-block; width: 1.4em; text-align: center; }
    .tool-call .tool-detail, .tool-call .tool-duration { color: var(--muted); }
    .tool-call .tool-duration::before { content: "· "; }
    .tool-completed .tool-mark { color: #1a7f37; } .tool-failed .tool-mark { color: #cf222e; }
    .approval { border: 1px solid var(--border); border-radius: 8px; padding: 0.75em 1em; margin: 0.25em 0 0.25em 1.4em; }
    .approval p { margin: 0 0 0.5em; }
    .approval-buttons span { display: inline-block; border: 1px solid var(--border); border-radius: 6px; padding: 0.15em 0.8em; margin-right: 0.5em; }
    .approval-allow { background: var(--accent); color: var(--bg); border-color: var(--accent) !important; }
    .unknown-step { color: var(--muted); font-style: italic; }
    aside.sources { font-size: 0.875em; border-top: 1px solid var(--border); margin-top: 2em; padding-top: 0.75em; }
    aside.sources p { margin: 0 0 0.25em; color: var(--muted); }

    """
}
