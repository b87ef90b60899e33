#!/usr/bin/env python3
"""Streams generated markdown through `inkwell-bench stream-check`, which compares what the
incremental parser shows after every chunk with a full parse of the same prefix.

Four kinds of text, each from a seed (runs are reproducible):
- `replies`: agent-like replies of nested lists, quotes, fences (left open now and then),
  tables, HTML blocks, headings and definitions, with inline syntax cut across lines. This
  found where the healer's line scan did not know which container a fence was in.
- `soups`: short runs of syntax tokens (emphasis runs, brackets, backticks, tags, list and
  quote markers), each streamed in several random chunkings. These found where the healer
  read a run of delimiters otherwise than cmark.
- `inlines`: the same for what brackets, autolinks, raw HTML and backslashes hold, delimiters
  inside them and after them.
- `marks`: soups with `!`, images and footnote references among the tokens. These found where
  a line whose tag healing held back was left looking like a thematic break (`- - - <!-`).
- `deep`: items and quotes one in another, the innermost holding 8 KB of blocks or items
  (long enough for the block checkpoints of BlockCheckpoint.swift), streamed whole.

`--crlf` writes the text with Windows line ends (`\r\n`), which found where the healer took
the `\n` of one for a line of its own.

Usage: scripts/stream-fuzz.py [--kind replies|soups|inlines|marks|deep] [--seeds 1-20] [--crlf] [--bench PATH]
Prints every difference stream-check reports; exits 1 if there was any.
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORDS = "the quick brown fox jumps over lazy dogs while streaming replies keep growing with words".split()


class Reply:
    """One generated reply; `blocks(n)` is its text."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def words(self, n):
        return " ".join(self.r.choice(WORDS) for _ in range(n))

    def inline(self):
        r, parts = self.r, []
        for _ in range(r.randint(3, 10)):
            k, w = r.random(), self.words(r.randint(1, 4))
            choices = [(0.08, f"**{w}**"), (0.13, f"*{w}*"), (0.16, f"_{w}_"), (0.23, f"`{w}`"),
                       (0.28, f'[{w}](https://ex.com/{r.randint(1, 99)} "t")'), (0.30, f"~~{w}~~"),
                       (0.32, "https://example.com/a_b"), (0.34, f"<b>{w}</b>"), (0.36, "&copy;"),
                       (0.38, f"[{w}][ref]"), (0.40, w + "\\"), (0.42, w + "  ")]
            parts.append(next((text for limit, text in choices if k < limit), w))
        text = " ".join(parts)
        if r.random() < 0.3 and len(text) > 20:   # a line break inside whatever is there
            cut = r.randint(5, len(text) - 5)
            text = text[:cut] + "\n" + text[cut:]
        return text

    def fence(self, prefix, first=None):
        r = self.r
        fence = r.choice(["```", "````", "~~~"])
        body = ['if a*b > `c` { return "**x" }', "    indented line", "", "<div>not html</div>"][:r.randint(1, 4)]
        lines = [(prefix if first is None else first) + fence + r.choice(["python", "", 'js title="x"'])]
        lines += [prefix + line if line else prefix.rstrip() for line in body]
        if r.random() < 0.8:
            lines.append(prefix + fence)
        return "\n".join(lines)

    def paragraph(self, prefix):
        return "\n".join(prefix + line for line in self.inline().split("\n"))

    def items(self, prefix, depth):
        r = self.r
        ordered = r.random() < 0.4
        items = []
        for i in range(r.randint(1, 4)):
            marker = f"{i + 1}{r.choice('.)')}" if ordered else r.choice("-*+")
            gap = r.choice([" ", "  ", "   ", "\t"]) if r.random() < 0.3 else " "
            pad = " " * (len(marker) + (2 if gap == "\t" else len(gap)))
            k = r.random()
            if k < 0.12:
                item = prefix + marker + gap + self.fence(prefix + pad, first="")
            elif k < 0.2:
                item = prefix + marker + gap + "> " + self.inline().replace("\n", "\n" + prefix + pad + "> ")
            else:
                item = prefix + marker + gap + r.choice(["", "[ ] ", "[x] "]) + self.inline().replace("\n", "\n" + prefix + pad)
                if r.random() < 0.4 and depth < 2:
                    item += "\n" + ("\n" if r.random() < 0.3 else "") + self.block(prefix + pad, depth + 1)
            items.append(item)
        return ("\n\n" if r.random() < 0.3 else "\n").join(items)

    def table(self, prefix):
        r = self.r
        n = r.randint(1, 3)
        rows = ["| " + " | ".join(self.words(1) for _ in range(n)) + " |", "| " + " | ".join("---" for _ in range(n)) + " |"]
        rows += ["| " + " | ".join(self.inline().replace("\n", " ")[:25] for _ in range(n)) + " |" for _ in range(r.randint(0, 3))]
        return "\n".join(prefix + row for row in rows)

    def block(self, prefix="", depth=0):
        r = self.r
        k = r.random()
        if k < 0.3:
            return self.paragraph(prefix)
        if k < 0.5:
            return self.items(prefix, depth)
        if k < 0.6:
            return self.fence(prefix)
        if k < 0.7 and depth < 3:
            return self.block(prefix + "> ", depth + 1)
        if k < 0.75:
            return self.table(prefix)
        if k < 0.8:
            return prefix + self.words(3) + "\n" + prefix + r.choice(["===", "---"])
        if k < 0.84:
            return prefix + "#" * r.randint(1, 4) + " " + self.inline().replace("\n", " ")
        if k < 0.87:
            return f'{prefix}<div class="x">\n{prefix}{self.words(3)}\n{prefix}</div>'
        if k < 0.9:
            return prefix + "[ref]: https://ref.example/" + self.words(1)
        if k < 0.93:
            return prefix + "    code " + self.words(2)
        return prefix + r.choice(["***", "- - -", "___"])

    def blocks(self, count):
        return "\n\n".join(self.block() for _ in range(count)) + "\n"

    def deep(self, size):
        """Containers one in another (items and quotes), the innermost holding many blocks or
        items, about `size` bytes of them, then now and then text that leaves them."""
        r, prefix, lines = self.r, "", []
        for _ in range(r.randint(1, 3)):
            if r.random() < 0.5:
                marker = r.choice(["-", "*", "1.", "3)"])
                lines.append(prefix + marker + " " + self.words(3) + ":")
                prefix += " " * (len(marker) + 1)
            else:
                lines.append(prefix + "> " + self.words(2))
                prefix += "> "
            if r.random() < 0.5:
                lines.append(prefix.rstrip())
        blank = prefix.rstrip() + "\n"
        children, length = [], 0
        marker = r.choice(["-", "+", "1.", "1)"]) if r.random() < 0.5 else None
        while length < size:
            if marker:
                pad = prefix + " " * (len(marker) + 1)
                child = prefix + marker + " " + self.inline().replace("\n", "\n" + pad)
                if r.random() < 0.2:
                    child += "\n" + (blank if r.random() < 0.5 else "") + self.block(pad, 2)
                child += "\n" + (blank if r.random() < 0.2 else "")
            else:
                child = self.block(prefix, 2) + "\n" + blank
            children.append(child)
            length += len(child)
        ending = r.choice(["", "", prefix + self.words(4) + "\n", "\n" + self.words(5) + "\n", prefix[:2] + "- " + self.words(2) + "\n"])
        return "\n".join(lines) + "\n" + "".join(children) + ending


SOUP = ["*", "**", "***", "****", "_", "__", "___", "a", "b", "cd", " ", " ", " ", "close*", "*open", "x**y",
        "close**", "**open", "_u_", "~~", "\n", "\n> ", "&amp;", "`c`", "`open", "close`", "[open", "close](u)",
        "[x]", "(p)", "www.ex.com", "<b>", "a<b", "<!-- c -->", "\\*", "- ", "1. ", "# ", "![i](u)", "```"]


INLINES = ["[", "]", "[a", "b]", " ", " ", " ", "*", "**", "_", "__", "~~", "`", "a", "bc", "x_y", "\n", "](u)", "(", ")",
           "<a b='_'>", "<https://ex.com/_p_>", "<m_e@x.co>", "<!-- _ -->", "<?x *?>", "<b", "c>", "</i>", "\\", "\\[",
           "&amp", ";"]


# NB: a list of its own, so the seeds of the other kinds keep the texts they had.
MARKS = SOUP + ["!", "![", "[^1]", "[^", "^1]", "!*", "!\n", "1. !", "- !["]


def soup(seed, tokens=SOUP):
    r = random.Random(seed)
    return "".join(r.choice(tokens) for _ in range(r.randint(8, 40))) + " words go on and on\n"


def check(bench, path, windows, seed, size):
    """stream-check's report of the differences it found, or None."""
    result = subprocess.run([bench, "stream-check", str(path), str(windows), str(seed), str(size)],
                            capture_output=True, text=True)
    if result.returncode == 0:
        return None
    return "\n".join(line for line in result.stdout.splitlines() if not line.startswith("  chunk sizes"))


def seeds(text):
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=["replies", "soups", "inlines", "marks", "deep"], default="replies")
    parser.add_argument("--seeds", default="1-10", help="a seed or a range, like 1-20")
    parser.add_argument("--crlf", action="store_true", help="Windows line ends")
    parser.add_argument("--bench", default=str(ROOT / ".build/release/inkwell-bench"))
    args = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        path = pathlib.Path(work) / "text.md"
        for seed in seeds(args.seeds):
            tokens = {"inlines": INLINES, "marks": MARKS}.get(args.kind, SOUP)
            if args.kind == "replies":
                text = Reply(seed).blocks(400)
            elif args.kind == "deep":
                text = Reply(seed).deep(8000)
            else:
                text = soup(seed, tokens)
            path.write_bytes(text.replace("\n", "\r\n" if args.crlf else "\n").encode())
            if args.kind == "replies":
                report = check(args.bench, path, 40, seed, 4000)
            elif args.kind == "deep":
                report = next(filter(None, (check(args.bench, path, 1, chunking, 100_000) for chunking in range(1, 3))), None)
            else:
                report = next(filter(None, (check(args.bench, path, 1, chunking, 100_000) for chunking in range(1, 5))), None)
            if report:
                failures += 1
                print(f"seed {seed} ({args.kind}):\n{report}\n")
    print(f"{args.kind}, seeds {args.seeds}: {failures} with differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
