#!/usr/bin/env python3
"""Per-character agreement of Inkwell's highlighter with Pygments (dev tooling only).

Collects real source files shipped on this machine (Python stdlib, C headers, Swift
.swiftinterface files, JavaScript/TypeScript in node's libraries, shell scripts in /usr/bin
and /etc, JSON, Go...), highlights each with Pygments and with ours, maps both onto our core
token kinds and reports, per language, the share of characters whose kinds agree
(whitespace always agrees).

    scripts/highlight-agreement.py                     # every language, table
    scripts/highlight-agreement.py --lang python --diff 20   # show 20 disagreements
    scripts/highlight-agreement.py --ours '.build/release/inkwell highlight --lang {lang} --to json'
    scripts/highlight-agreement.py --same-as 'OTHER-DUMP {lang}'  # ours vs another build

`--ours CMD` is run once per file with the file's text on stdin; `{lang}` is replaced by our
language alias. It must print one JSON object per token, `{"kind": ..., "text": ...}`
(JSON lines), or one JSON array of such objects. The default is this package's
`inkwell highlight --to json` of the release build (`make build`).
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import shlex
import subprocess
import sys
import sysconfig

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
DEFAULT_OURS = os.path.join(PACKAGE, ".build", "release", "inkwell") + " highlight --lang {lang} --to json"


def ensure_pygments():
    try:
        import pygments  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "pygments"])


# ---------------------------------------------------------------- corpus


def _files(patterns, *, shebang=None, limit_scan=4000):
    found = []
    for pattern in patterns:
        for path in sorted(glob.glob(pattern, recursive=True)):
            if not os.path.isfile(path) or os.path.islink(path):
                continue
            if path.endswith((".min.js", ".min.json")):
                continue
            if shebang is not None:
                try:
                    with open(path, "rb") as handle:
                        first = handle.readline(200)
                except OSError:
                    continue
                if not first.startswith(b"#!") or not any(s in first for s in shebang):
                    continue
            found.append(path)
            if len(found) >= limit_scan:
                return found
    return found


def _stdlib():
    paths = {sysconfig.get_paths()["stdlib"]}
    paths.update(glob.glob("/usr/lib/python3*"))
    return sorted(paths)


CORPUS = {
    # our alias: (pygments lexer alias, file finder)
    "python": ("python", lambda: _files([p + "/*.py" for p in _stdlib()] + [p + "/*/*.py" for p in _stdlib()])),
    "c": ("c", lambda: _files(["/usr/include/*.h", "/usr/include/*/*.h", "/usr/include/x86_64-linux-gnu/*/*.h"])),
    "cpp": ("cpp", lambda: _files(["/usr/include/c++/*/bits/*.h", "/usr/include/c++/*/*.hpp", "/usr/include/**/*.hpp"])),
    "swift": ("swift", lambda: _files(["/opt/swift/**/*.swiftinterface", "/opt/swift/**/*.swift"])),
    "javascript": ("javascript", lambda: _files(["/usr/lib/node_modules/**/*.js", "/usr/share/nodejs/**/*.js"])),
    "typescript": ("typescript", lambda: _files(["/usr/lib/node_modules/**/*.ts", "/usr/share/nodejs/**/*.ts"])),
    "bash": ("bash", lambda: _files(["/usr/bin/*", "/usr/sbin/*", "/etc/**/*.sh", "/etc/init.d/*"],
                                      shebang=[b"sh", b"bash"])),
    "json": ("json", lambda: _files(["/usr/lib/node_modules/**/*.json", "/usr/share/**/*.json"])),
    "go": ("go", lambda: _files(["/usr/lib/go*/src/**/*.go", "/usr/local/go/src/**/*.go", "/usr/share/doc/**/*.go"])),
}


def sample(paths, count):
    """`count` paths spread evenly over the sorted list (deterministic)."""
    if len(paths) <= count:
        return paths
    step = len(paths) / count
    return [paths[int(i * step)] for i in range(count)]


def read_text(path, max_lines):
    try:
        with open(path, "rb") as handle:
            data = handle.read(4 << 20)
    except OSError:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if "\x00" in text:
        return None
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines(keepends=True)[:max_lines]
    return "".join(lines)


# ---------------------------------------------------------------- kinds

REFINEMENTS = {"escape": "string", "regex": "string", "punctuation": "operator", "variable": "plain",
               "property": "plain"}
CORE = {"plain", "comment", "keyword", "operator", "string", "number", "constant", "type", "function",
        "builtin", "attribute", "tag", "meta", "heading", "inserted", "deleted"}


def core_of(kind):
    """Our fallback chain: `a.b` -> `a`, refinements -> their core kind, unknown -> plain."""
    for _ in range(16):
        if kind in CORE:
            return kind
        if "." in kind:
            kind = kind.rsplit(".", 1)[0]
        elif kind in REFINEMENTS:
            kind = REFINEMENTS[kind]
        else:
            return "plain"
    return "plain"


def pygments_mapping():
    from pygments import token as T

    # Most specific first; the first entry that contains the token type wins.
    return [
        (T.Keyword.Constant, "constant"),
        (T.Keyword.Type, "type"),
        (T.Keyword, "keyword"),
        (T.Name.Function, "function"),
        (T.Name.Class, "type"),
        (T.Name.Builtin, "builtin"),
        (T.Name.Exception, "builtin"),
        (T.Name.Decorator, "attribute"),
        (T.Name.Tag, "tag"),
        (T.Name.Attribute, "attribute"),
        (T.Name.Variable, "variable"),
        (T.Name.Constant, "constant"),
        (T.Name.Property, "property"),
        (T.Name, "plain"),
        (T.Literal.String.Escape, "escape"),
        (T.Literal.String.Regex, "regex"),
        (T.Literal.String.Interpol, "punctuation"),
        (T.Literal.String, "string"),
        (T.Literal.Number, "number"),
        (T.Literal, "string"),
        (T.Comment.PreprocFile, "string"),
        (T.Comment.Preproc, "meta"),
        (T.Comment, "comment"),
        (T.Operator.Word, "keyword"),
        (T.Operator, "operator"),
        (T.Punctuation, "punctuation"),
        (T.Generic.Inserted, "inserted"),
        (T.Generic.Deleted, "deleted"),
        (T.Generic.Heading, "heading"),
        (T.Generic.Subheading, "heading"),
        (T.Generic.Prompt, "meta"),
        (T.Generic, "plain"),
        (T.Text, "plain"),
        (T.Whitespace, "plain"),
        (T.Error, "plain"),
        (T.Other, "plain"),
    ]


def language_overrides(lang):
    """Token types a Pygments lexer uses in a language-specific sense."""
    from pygments import token as T

    if lang == "json":
        return [(T.Name.Tag, "property")]  # Pygments' JSON lexer marks object keys as tags
    return []


_MAP_CACHE = {}


def map_pygments(ttype, mapping):
    kind = _MAP_CACHE.get((ttype, id(mapping)))
    if kind is None:
        kind = "plain"
        for parent, ours in mapping:
            if ttype in parent:
                kind = ours
                break
        _MAP_CACHE[(ttype, id(mapping))] = kind
    return kind


def is_convention(ours, theirs, text):
    """Our documented conventions Pygments does not share: call sites are `function.call`,
    capitalised names are types (Swift, TypeScript...)."""
    if theirs not in ("plain", "builtin"):
        return False
    if ours == "function.call":
        return theirs == "plain"
    return ours == "type" and text[:1].isupper()


# ---------------------------------------------------------------- lexing


def pygments_tokens(text, alias):
    from pygments.lexers import get_lexer_by_name

    lexer = get_lexer_by_name(alias, stripnl=False, stripall=False, ensurenl=False)
    return [(ttype, value) for ttype, value in lexer.get_tokens(text)]


def our_tokens(text, lang, command):
    argv = shlex.split(command.replace("{lang}", lang))
    result = subprocess.run(argv, input=text.encode("utf-8"), capture_output=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{argv[0]} failed: {result.stderr.decode(errors='replace')[:200]}")
    out = result.stdout.decode("utf-8")
    if out.lstrip().startswith("["):
        items = json.loads(out)
    else:
        items = [json.loads(line) for line in out.splitlines() if line.strip()]
    return [(item["kind"], item["text"]) for item in items]


def per_char(tokens, convert):
    kinds = []
    for kind, value in tokens:
        kinds.extend([convert(kind)] * len(value))
    return kinds


# ---------------------------------------------------------------- reports


def agreement(lang, alias, paths, args, mapping):
    mapping = language_overrides(lang) + mapping
    total = agree = convention = 0
    confusion = collections.Counter()
    examples = []
    used = 0
    for path in paths:
        text = read_text(path, args.max_lines)
        if not text or not text.strip():
            continue
        ours = our_tokens(text, lang, args.ours)
        if "".join(value for _, value in ours) != text:
            print(f"  ! {path}: our token texts do not concatenate to the input", file=sys.stderr)
            continue
        theirs = pygments_tokens(text, alias)
        if "".join(value for _, value in theirs) != text:
            continue
        used += 1
        a = per_char(ours, core_of)
        raw = per_char(ours, lambda kind: kind)
        b = per_char(theirs, lambda t: core_of(map_pygments(t, mapping)))
        starts = []
        for kind, value in ours:
            starts.extend(range(len(value)))
        index = 0
        while index < len(text):
            ch = text[index]
            if ch.isspace() or a[index] == b[index]:
                agree += 1
                total += 1
                index += 1
                continue
            end = index
            while end < len(text) and a[end] == a[index] and b[end] == b[index] and not text[end].isspace():
                end += 1
            total += end - index
            word = text[index - starts[index]]
            if is_convention(raw[index], b[index], word):
                convention += end - index
            confusion[(b[index], a[index])] += end - index
            if len(examples) < args.diff:
                line_start = text.rfind("\n", 0, index) + 1
                line_end = text.find("\n", end)
                line = text[line_start:line_end if line_end >= 0 else len(text)]
                examples.append((path, text[index:end], b[index], a[index], line.strip()[:160]))
            index = end
    return used, total, agree, convention, confusion, examples


def same_as(lang, paths, args):
    """Exact comparison of our tokens with another command's (e.g. the previous engine)."""
    differing = []
    for path in paths:
        text = read_text(path, args.max_lines)
        if not text:
            continue
        if our_tokens(text, lang, args.ours) != our_tokens(text, lang, args.same_as):
            differing.append(path)
    return differing


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ours", default=DEFAULT_OURS, help="command printing our tokens as JSON ({lang})")
    parser.add_argument("--lang", action="append", help="only these languages (our aliases)")
    parser.add_argument("--files", type=int, default=40, help="files per language (default 40)")
    parser.add_argument("--max-lines", type=int, default=3000, help="lines read per file")
    parser.add_argument("--diff", type=int, default=0, help="print this many disagreements per language")
    parser.add_argument("--same-as", help="compare ours exactly with this command instead of Pygments")
    args = parser.parse_args()
    ensure_pygments()
    import pygments

    mapping = pygments_mapping()
    langs = args.lang or list(CORPUS)
    if args.same_as:
        for lang in langs:
            paths = sample(CORPUS[lang][1](), args.files)
            differing = same_as(lang, paths, args)
            print(f"{lang:<11} {len(paths):>4} files, {len(differing)} differ", *differing[:5])
        return
    print(f"Pygments {pygments.__version__}; ours: {args.ours}")
    print(f"{'language':<11} {'files':>5} {'chars':>9} {'agree':>7} {'conv.':>7}  largest disagreements "
          "(pygments->ours, % of chars)")
    print("  conv. = also counting our conventions as agreeing (calls = function.call, Capitalised = type)")
    for lang in langs:
        alias, finder = CORPUS[lang]
        paths = sample(finder(), args.files)
        if not paths:
            print(f"{lang:<11} {0:>5}  (no files found on this machine)")
            continue
        used, total, agree, convention, confusion, examples = agreement(lang, alias, paths, args, mapping)
        share = 100.0 * agree / total if total else 0.0
        adjusted = 100.0 * (agree + convention) / total if total else 0.0
        top = ", ".join(f"{p}->{o} {100.0 * n / total:.1f}" for (p, o), n in confusion.most_common(4))
        print(f"{lang:<11} {used:>5} {total:>9} {share:>6.1f}% {adjusted:>6.1f}%  {top}")
        for path, snippet, theirs, ours, line in examples:
            print(f"    {theirs:>9} -> {ours:<9} {snippet[:40]!r:<44} {os.path.basename(path)}: {line}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
