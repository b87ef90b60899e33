#!/usr/bin/env python3
"""Pygments throughput on the same synthetic lines as HighlightBench (dev tooling only).

Usage: pygments-bench.py NAME [BYTES [N]]   (NAME: python javascript c swift json swift-prose bash)
Prints MB/s of `lexer.get_tokens` over the text (N times), consumed fully.
"""
import sys
import time

from pygments.lexers import get_lexer_by_name

SAMPLES = {
    "python": "def f(a, b=0x1F):\n    s = f\"{a!r} and {b:>10}\"  # note\n    return [x * 2.5e3 for x in range(len(s)) if x % 2]\n",
    "javascript": "const f = async (a) => { const r = /ab+c/gi; return `v=${a.b(1)}` + 42 / 7; } // c\n",
    "c": "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 0x1F + 10UL); /* c */ return 0; }\n",
    "swift": "@MainActor func f(_ x: Int) -> String { let s = \"v \\(x + 1)\"; return s.uppercased() } // c\n",
    "json": "{\"name\": \"inkwell\", \"values\": [1, 2.5, -3e4, true, null], \"nested\": {\"k\": \"v\\n\"}},\n",
    "swift-prose": "/// " + "A long documentation comment line. " * 4 + "\nlet s = \"" + "text in a string " * 8 + "\"\n",
    "bash": "for f in *.md; do echo \"$f ${HOME} $(wc -l < \"$f\")\"; done # c\n",
}


def main() -> None:
    name = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 1 << 20
    line = SAMPLES[name]
    text = line * max(1, size // len(line.encode()))
    lexer = get_lexer_by_name(name.split("-")[0])
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    start = time.perf_counter()
    for _ in range(repeats):
        count = sum(1 for _ in lexer.get_tokens(text))
    seconds = time.perf_counter() - start
    print(f"{name}: {repeats * len(text.encode()) / seconds / 1048576:.2f} MB/s, {count} tokens")


if __name__ == "__main__":
    main()
