#!/usr/bin/env python3
"""Counts the instructions a streamed chunk costs, and those of one one-shot parse or render of
the same text, with callgrind: figures that do not move with the load of a shared machine, so
a change of a few per cent to a fast path shows (the timed `make bench` cannot see it).

Builds `inkwell-bench` into .build/counted (release, DWARF 4: valgrind 3.19 cannot read the
DWARF 5 the toolchain writes by default), then for each mode runs `inkwell-bench counted MODE
FILE BYTES` under callgrind twice: once counting `streamedForCount` (the text in 8-byte chunks,
a frame after each for html and ansi), once `oneShotForCount` (one parse on one core, and its
rendering). Prints instructions a chunk, and the streaming total against the one-shot's.

Usage: scripts/chunk-cost.py [--modes parse,html,ansi] [--bytes 100000] [--no-build] [FILE]
FILE defaults to bench-data/corpus.md (made by `make bench`). Needs valgrind (apt).
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build" / "counted"
FLAGS = ["-Xswiftc", "-g", "-Xswiftc", "-dwarf-version=4", "-Xcc", "-gdwarf-4"]


def build():
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", str(SCRATCH), *FLAGS,
                    "--product", "inkwell-bench"], cwd=ROOT, check=True)
    return SCRATCH / "release" / "inkwell-bench"


def symbol(binary, name):
    """The mangled name of the bench's function `name` (callgrind toggles on it)."""
    names = subprocess.run(["nm", str(binary)], capture_output=True, text=True, check=True).stdout
    found = [line.split()[-1] for line in names.splitlines() if name in line and line.split()[-1].startswith("$s")]
    if not found:
        sys.exit(f"chunk-cost: no symbol for {name} in {binary}")
    return min(found, key=len)


def instructions(binary, function, mode, path, size):
    """Instructions callgrind counts inside `function` for one run of `counted`."""
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--toggle-collect={function}",
                              f"--callgrind-out-file={scratch}/out", str(binary), "counted", mode,
                              str(path), str(size)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"chunk-cost: valgrind failed on {mode}:\n{run.stderr[-2000:]}")
    counted = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    chunks = re.search(r"chunks (\d+)", run.stdout)
    if not counted or not chunks:
        sys.exit(f"chunk-cost: no count in valgrind's output for {mode}")
    return int(counted.group(1).replace(",", "")), int(chunks.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", default=str(ROOT / "bench-data" / "corpus.md"))
    parser.add_argument("--modes", default="parse,html,ansi")
    parser.add_argument("--bytes", type=int, default=100_000)
    parser.add_argument("--no-build", action="store_true", help="use the binary built before")
    options = parser.parse_args()
    modes = options.modes.split(",")
    if unknown := [mode for mode in modes if mode not in ("parse", "html", "ansi")]:
        sys.exit(f"chunk-cost: unknown mode {', '.join(unknown)} (parse, html or ansi)")
    if shutil.which("valgrind") is None:
        sys.exit("chunk-cost: valgrind is not installed (apt-get install valgrind)")
    path = pathlib.Path(options.file)
    if not path.exists():
        sys.exit(f"chunk-cost: {path} does not exist (make bench gathers bench-data/corpus.md)")
    binary = SCRATCH / "release" / "inkwell-bench" if options.no_build else build()
    if not binary.exists():
        sys.exit(f"chunk-cost: {binary} is not built (run without --no-build)")
    streamed, once = symbol(binary, "streamedForCount"), symbol(binary, "oneShotForCount")
    size = min(options.bytes, path.stat().st_size)
    for mode in modes:
        total, chunks = instructions(binary, streamed, mode, path, size)
        reference, _ = instructions(binary, once, mode, path, size)
        print(f"{mode}: {size / 1000:.0f} KB of {path.name} in {chunks} chunks of 8 bytes: "
              f"{total / chunks:,.0f} instructions a chunk; the stream {total / reference:.1f}x "
              f"the instructions of one one-shot {'parse' if mode == 'parse' else mode + ' render'} "
              f"on one core ({reference / size:.0f} a byte)")


if __name__ == "__main__":
    main()
