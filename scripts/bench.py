#!/usr/bin/env python3
"""Inkwell benchmarks: every figure is a ratio against a reference run in the same process
tree, on the same machine, at the same time (these machines are shared and noisy; absolute
times mean little, ratios measured side by side do).

Corpus: the markdown files Debian and Python packages installed on this machine, gathered at
bench time into bench-data/ (not committed).
"""
import argparse
import glob
import gzip
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "bench-data"
SEARCH = ["/usr/share/doc", "/usr/lib/python3", "/usr/local/lib", "/opt/swift",
          "/usr/lib/node_modules", sys.prefix]
EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter", "tasklist", "footnotes"]


def gather_corpus(minimum_bytes):
    """Concatenates the machine's markdown files into one corpus file; returns its path."""
    DATA.mkdir(exist_ok=True)
    corpus = DATA / "corpus.md"
    if corpus.exists() and corpus.stat().st_size >= minimum_bytes:
        return corpus
    pieces, total = [], 0
    seen = set()
    for base in SEARCH:
        for path in sorted(pathlib.Path(base).rglob("*.md*")) if os.path.isdir(base) else []:
            if path.suffix not in (".md", ".gz") or not path.is_file() or path.resolve() in seen:
                continue
            if path.suffix == ".gz" and not path.name.endswith(".md.gz"):
                continue
            seen.add(path.resolve())
            try:
                raw = gzip.open(path).read() if path.suffix == ".gz" else path.read_bytes()
            except OSError:
                continue
            text = raw.decode("utf-8", "replace")
            pieces.append(text if text.endswith("\n") else text + "\n")
            total += len(raw)
    corpus.write_text("\n".join(pieces), encoding="utf-8")
    return corpus


def best_time(command, repeat, stdin_path=None):
    """The fastest of `repeat` runs, in seconds (the least disturbed by other load)."""
    times = []
    for _ in range(repeat):
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        start = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
        if stdin_path:
            stdin.close()
    return min(times)


def cmark_command(*extra):
    command = ["cmark-gfm", "--to", "html"]
    for name in EXTENSIONS:
        command += ["-e", name]
    return command + list(extra)


def throughput(inkwell, corpus):
    size = corpus.stat().st_size
    ours = best_time([inkwell, "render", "--to", "html", "--fragment", str(corpus)], 5)
    theirs = best_time(cmark_command(str(corpus)), 5)
    print(f"HTML throughput, {size / 1e6:.1f} MB corpus: inkwell {ours:.3f} s "
          f"({size / ours / 1e6:.0f} MB/s), cmark-gfm {theirs:.3f} s -> {ours / theirs:.2f}x "
          f"cmark's time (target <= 1.0x)")
    json_time = best_time([inkwell, "render", "--to", "json", str(corpus)], 3)
    print(f"JSON model of the same corpus: {json_time:.3f} s ({json_time / theirs:.2f}x cmark's HTML time)")


def startup(inkwell):
    small = DATA / "small.md"
    small.write_text("# Hello\n\nA *small* reply with `code`.\n")
    runs = 200
    ours = best_of_batches([inkwell, "render", "--fragment", str(small)], runs)
    theirs = best_of_batches(cmark_command(str(small)), runs)
    print(f"Start-up, one small file: inkwell {ours * 1e3:.2f} ms, cmark-gfm {theirs * 1e3:.2f} ms "
          f"-> {ours / theirs:.2f}x (target <= 3x)")


def best_of_batches(command, runs):
    """Median per-run time over `runs` process starts."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def small_replies(corpus, count):
    """`count` reply-sized pieces of the corpus (split on headings, 300-3000 bytes)."""
    text = corpus.read_text(encoding="utf-8")
    pieces, current = [], []
    for line in text.split("\n"):
        if line.startswith("#") and sum(map(len, current)) > 300:
            pieces.append("\n".join(current) + "\n")
            current = []
        current.append(line)
        if sum(map(len, current)) > 3000:
            pieces.append("\n".join(current) + "\n")
            current = []
        if len(pieces) >= count:
            break
    while len(pieces) < count:
        pieces += pieces[: count - len(pieces)]
    return pieces


def batch(inkwell, corpus, jobs):
    replies = small_replies(corpus, 10_000)
    jsonl = DATA / "replies.jsonl"
    with open(jsonl, "w", encoding="utf-8") as out:
        for index, reply in enumerate(replies):
            out.write(json.dumps({"id": index, "markdown": reply}) + "\n")
    elapsed = best_time([inkwell, "render", "--jsonl", "--jobs", str(jobs)], 3, stdin_path=jsonl)
    print(f"Batch --jsonl, 10,000 replies, {jobs} jobs: {len(replies) / elapsed:,.0f} replies/s "
          f"(pages with CSS)")
    elapsed = best_time([inkwell, "render", "--jsonl", "--fragment", "--jobs", str(jobs)], 3, stdin_path=jsonl)
    print(f"Batch --jsonl --fragment, 10,000 replies, {jobs} jobs: {len(replies) / elapsed:,.0f} replies/s")
    elapsed = best_time([inkwell, "render", "--jsonl", "--to", "ansi", "--color", "always", "--jobs", str(jobs)],
                        3, stdin_path=jsonl)
    print(f"Batch --jsonl --to ansi, 10,000 replies, {jobs} jobs: {len(replies) / elapsed:,.0f} replies/s")
    elapsed = best_time([inkwell, "render", "--jsonl", "--to", "svg", "--jobs", str(jobs)], 1, stdin_path=jsonl)
    print(f"Batch --jsonl --to svg, 10,000 replies, {jobs} jobs: {len(replies) / elapsed:,.0f} replies/s")
    folder = DATA / "replies"
    if not folder.exists():
        folder.mkdir()
        for index, reply in enumerate(replies):
            (folder / f"reply-{index:05d}.md").write_text(reply, encoding="utf-8")
    with tempfile.TemporaryDirectory() as out_dir:
        elapsed = best_time([inkwell, "render", str(folder), "--out-dir", out_dir, "--jobs", str(jobs)], 3)
    print(f"Batch --out-dir, 10,000 files, {jobs} jobs: {len(replies) / elapsed:,.0f} replies/s")


RICH_SCRIPT = """
import io, sys
from rich.console import Console
from rich.markdown import Markdown
text = open(sys.argv[1], encoding="utf-8").read()
console = Console(file=io.StringIO(), width=80, force_terminal=True, color_system="truecolor")
console.print(Markdown(text))
"""


def ensure_rich():
    """rich is the reference for terminal rendering: pip-installed here, never a dependency."""
    try:
        import rich  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "rich"], check=True)


def corpus_slice(corpus, size):
    """The first `size` bytes of the corpus or so, cut at a blank line."""
    path = DATA / f"slice-{size}.md"
    if not path.exists():
        text = corpus.read_bytes()[:size].decode("utf-8", "ignore")
        cut = text.rfind("\n\n")
        path.write_text(text[: cut + 1] if cut > 0 else text, encoding="utf-8")
    return path


def child_cpu_time(command, repeat, env=None):
    """The least CPU time (user + sys) of `repeat` runs: on a shared, loaded machine this is
    steadier than wall time, for both sides alike."""
    import resource
    times = []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True, env=env)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return min(times)


def ansi(inkwell, corpus):
    """`--to ansi` against rich's Markdown, CPU time per MB: rich is slow, so it gets a 1 MB
    slice of the corpus and its time is scaled per MB; inkwell renders the slice and the
    whole corpus."""
    ensure_rich()
    piece = corpus_slice(corpus, 1_000_000)
    command = [inkwell, "render", "--to", "ansi", "--width", "80", "--color", "always"]
    env = dict(os.environ, COLORTERM="truecolor")
    size, piece_size = corpus.stat().st_size, piece.stat().st_size
    whole = child_cpu_time(command + [str(corpus)], 3, env)
    ours = child_cpu_time(command + [str(piece)], 5, env)
    floor = child_cpu_time([inkwell, "render", "--to", "html", "--fragment", str(piece)], 5, env)
    theirs = child_cpu_time([sys.executable, "-c", RICH_SCRIPT, str(piece)], 1, env)
    per_mb_ours, per_mb_whole = ours / piece_size * 1e6, whole / size * 1e6
    per_mb_theirs = theirs / piece_size * 1e6
    print(f"ANSI, width 80, true colour, CPU time: inkwell {size / 1e6:.1f} MB corpus in {whole:.3f} s "
          f"({size / whole / 1e6:.1f} MB/s); {piece_size / 1e6:.2f} MB slice in {ours:.3f} s")
    print(f"rich.markdown on the {piece_size / 1e6:.2f} MB slice: {theirs:.2f} s "
          f"({per_mb_theirs:.2f} s/MB, scaled) -> inkwell {per_mb_theirs / per_mb_ours:.0f}x faster "
          f"on the slice, {per_mb_theirs / per_mb_whole:.0f}x per MB on the corpus (target >= 50x)")
    print(f"  for scale: parsing plus an HTML fragment of the slice takes {floor:.3f} s CPU, "
          f"so rich / that = {theirs / floor:.0f}x bounds any renderer on this parser")


def charts(inkwell):
    """A 100,000-point native line chart: read + normalise (--to json) and draw (--to svg, LTTB
    down to about two points per pixel); the reference is Python's own json.load of the file."""
    spec = DATA / "chart-100k.json"
    if not spec.exists():
        points = [{"x": i, "y": round((i % 1000) ** 0.5 + (i // 1000) * 0.25, 3)} for i in range(100_000)]
        spec.write_text(json.dumps({"chart_type": "line", "title": "100k points",
                                    "series": [{"name": "signal", "points": points}]}))
    reference = best_time([sys.executable, "-c", f"import json; json.load(open({str(spec)!r}))"], 5)
    normalise = best_time([inkwell, "chart", str(spec), "--to", "json"], 5)
    draw = best_time([inkwell, "chart", str(spec), "--to", "svg"], 5)
    svg = subprocess.run([inkwell, "chart", str(spec), "--to", "svg"], capture_output=True, check=True).stdout
    print(f"Charts, 100,000-point line ({spec.stat().st_size / 1e6:.1f} MB spec): normalise + JSON "
          f"{normalise * 1e3:.0f} ms, normalise + SVG {draw * 1e3:.0f} ms ({len(svg) / 1e3:.0f} KB SVG); "
          f"Python json.load alone {reference * 1e3:.0f} ms -> SVG {draw / reference:.2f}x")


def streaming(corpus):
    """1 MB of the corpus streamed in 8-byte chunks through the incremental parser, against one
    one-shot parse of the same text, in one process (inkwell-bench), with per-chunk times; the
    live HTML and ANSI frames the same way, and those of a reply that is one 100 KB code block
    (and of the block as a step of a numbered list, and of a 100 KB line of minified JSON in a
    code block), of a 600-row table (terminal and HTML), of a 400-item list
    and of a 56 KB paragraph in a quote; the heap the live
    ANSI stream holds at a quarter, a half and all of the text, against a one-shot document;
    then a 20 KB code block highlighted chunk by chunk
    against once, and issue 4's linear-time shapes (1 MB one-line string, 100,000 nested
    brackets, 1 MB unterminated comments). Last, a correctness check rather than a measure:
    windows of the corpus streamed in random chunks, the tail after every chunk compared with
    a full parse of the same prefix (`inkwell-bench stream-check`)."""
    subprocess.run([str(bench_binary()), str(corpus), "1000000"], check=True)
    subprocess.run([str(bench_binary()), "stream-check", str(corpus), "200", "1"], check=True)


HIGHLIGHT_SOURCES = {
    # our alias: (Pygments lexer alias, corpus file suffix, glob patterns of real files shipped here)
    "python": ("python", "py", ["/usr/lib/python3*/*.py", sysconfig.get_paths()["stdlib"] + "/*.py"]),
    "javascript": ("javascript", "js", ["/usr/lib/node_modules/**/*.js", "/usr/share/nodejs/**/*.js",
                                        "/usr/share/javascript/**/*.js"]),
    "c": ("c", "h", ["/usr/include/*.h", "/usr/include/*/*.h"]),
    "swift": ("swift", "swiftinterface", ["/opt/swift/**/*.swiftinterface", "/usr/lib/swift/**/*.swiftinterface",
                                           "/usr/share/swift/**/*.swiftinterface"]),
}


def highlight_corpus(language, size):
    """About `size` bytes of real `language` files found on this machine, spread evenly over the
    sorted list, concatenated into bench-data/highlight-LANG.EXT; (path, file count, byte count)."""
    _, suffix, patterns = HIGHLIGHT_SOURCES[language]
    found = sorted({p for pattern in patterns for p in glob.glob(pattern, recursive=True)
                    if os.path.isfile(p) and not p.endswith(".min.js") and ".private." not in p})
    texts, seen = [], set()
    for path in found:
        try:
            text = pathlib.Path(path).read_bytes().decode("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        # NB: the same library can ship twice (system and pyenv Python); count each text once.
        if text and "\x00" not in text and text not in seen:
            seen.add(text)
            texts.append(text if text.endswith("\n") else text + "\n")
    # NB: files taken in an order that strides over the sorted list (0, k, 2k, ..., 1, k+1, ...) so
    # the sample spans the whole library, not its first folder; a long file is cut at a line end.
    stride = max(1, len(texts) // 16)
    order = [texts[i] for start in range(stride) for i in range(start, len(texts), stride)]
    chosen, total = [], 0
    for text in order:
        if total >= size:
            break
        data = text.encode()
        if total + len(data) > size * 1.25:
            cut = data.rfind(b"\n", 0, size - total)
            data = data[: cut + 1] if cut > 0 else b""
        if data:
            chosen.append(data.decode("utf-8", "ignore"))
            total += len(data)
    DATA.mkdir(exist_ok=True)
    path = DATA / f"highlight-{language}.{suffix}"
    body = "".join(chosen)
    path.write_text(body, encoding="utf-8")
    return path, len(chosen), len(body.encode())


def ensure_pygments():
    """Pygments is the reference for highlighting: pip-installed here, never a dependency."""
    try:
        import pygments  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pygments"], check=True)


def pygments_seconds(language, text, repeat):
    """The least time Pygments' `lexer.get_tokens` takes to yield every token of `text`."""
    from pygments.lexers import get_lexer_by_name
    lexer = get_lexer_by_name(HIGHLIGHT_SOURCES[language][0])
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in lexer.get_tokens(text):
            pass
        best = min(best, time.perf_counter() - start)
    return best


def highlight(size):
    """Lexing throughput against Pygments on real files, per language, both in-process: our
    `Highlighter.highlight` building its token array (inkwell-bench, best of 10) against
    Pygments' `get_tokens` fully consumed (best of 2), on the same corpus file."""
    ensure_pygments()
    import pygments
    bench = bench_binary()
    print(f"Highlight throughput on real files, lexing to tokens in-process (Pygments {pygments.__version__}):")
    for language in HIGHLIGHT_SOURCES:
        path, files, size_bytes = highlight_corpus(language, size)
        if files == 0:
            print(f"  {language:<10} no files found on this machine ({', '.join(HIGHLIGHT_SOURCES[language][2])})")
            continue
        line = subprocess.run([str(bench), "highlight", language, str(path), "10"], capture_output=True,
                              text=True, check=True).stdout.split("\t")
        tokens, ours, spans = int(line[3]), float(line[4]), float(line[5])
        theirs = pygments_seconds(language, path.read_text(encoding="utf-8"), 2)
        mb = size_bytes / 1e6
        print(f"  {language:<10} {mb:.2f} MB in {files} files, {tokens:,} tokens: inkwell {mb / ours:.1f} MB/s "
              f"(spans without Strings {mb / spans:.1f}), Pygments {mb / theirs:.2f} MB/s "
              f"-> {theirs / ours:.0f}x (target >= 50x)")


def bench_binary():
    """inkwell-bench as `make bench` builds it (with the release flags; building it here with
    other flags would rebuild the whole package)."""
    bench = ROOT / ".build/release/inkwell-bench"
    if not bench.exists():
        sys.exit("bench: .build/release/inkwell-bench is missing; 'make bench' builds it with the release flags")
    return bench


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--inkwell", default=str(ROOT / ".build/release/inkwell"))
    sections = ["throughput", "startup", "batch", "ansi", "charts", "streaming", "highlight"]
    parser.add_argument("--only", choices=sections, action="append")
    parser.add_argument("--highlight-bytes", type=int, default=1_000_000,
                        help="size of each language's real-file corpus for the Pygments ratio")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    wanted = args.only or sections
    if not shutil.which("cmark-gfm") and set(wanted) & {"throughput", "startup"}:
        sys.exit("bench: the cmark-gfm CLI is the reference; run 'make setup' first")
    corpus = gather_corpus(10_000_000) if set(wanted) - {"charts", "highlight"} else None
    if "throughput" in wanted:
        throughput(args.inkwell, corpus)
    if "startup" in wanted:
        startup(args.inkwell)
    if "batch" in wanted:
        batch(args.inkwell, corpus, args.jobs)
    if "ansi" in wanted:
        ansi(args.inkwell, corpus)
    if "charts" in wanted:
        charts(args.inkwell)
    if "streaming" in wanted:
        streaming(corpus)
    if "highlight" in wanted:
        highlight(args.highlight_bytes)


if __name__ == "__main__":
    main()
