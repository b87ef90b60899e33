# Inkwell: the two commands of the README are `make demo` and `make test`.
SWIFT        ?= swift
# A static PIE (Swift runtime, Foundation Essentials, cmark-gfm and glibc linked in, still
# address-randomised) starts in about half the time of a dynamically linked one: no shared
# libraries to load and bind. lld, because gold cannot link a static PIE; no rpath, because
# glibc's static-PIE start-up asserts on a dynamic RUNPATH entry.
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath -Xswiftc -static-executable -Xswiftc -use-ld=lld \
                -Xswiftc -Xclang-linker -Xswiftc -static-pie
INKWELL       = .build/release/inkwell
DEBUG_INKWELL = .build/debug/inkwell
CONFORMANCE   = ../shared/conformance/run_spec.py
# Ratchet: the GFM examples that must pass (cmark-gfm 0.29.0.gfm.6 itself passes 716 of 718).
CONFORMANCE_MIN_PASS = 716
APT_PACKAGES  = libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm pkg-config python3 tmux \
                fonts-dejavu-core librsvg2-bin
OUT          ?= out

.PHONY: setup build demo test conformance bench spark-demo clean

## Installs the C libraries and tools from Debian when they are missing.
setup:
	@if ! pkg-config --exists libcmark-gfm || ! command -v cmark-gfm >/dev/null || ! command -v python3 >/dev/null \
	    || ! command -v tmux >/dev/null || ! command -v rsvg-convert >/dev/null \
	    || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then \
	  echo "Installing $(APT_PACKAGES)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi

build: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product inkwell

## Renders every sample reply to a standalone HTML page under $(OUT)/html.
demo: build
	@rm -rf $(OUT)/html
	$(INKWELL) render Samples --out-dir $(OUT)/html
	@echo "Rendered $$(find $(OUT)/html -name '*.html' | wc -l) samples to $(OUT)/html/ (open $(OUT)/html/charts.html in a browser)"

## Unit tests, the GFM conformance suite against the CLI, and a live stream watched in tmux.
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) conformance INKWELL_UNDER_TEST=$(DEBUG_INKWELL)
	scripts/tmux-stream-check.sh $(DEBUG_INKWELL)

INKWELL_UNDER_TEST ?= $(INKWELL)
conformance:
	python3 $(CONFORMANCE) --batch --min-pass $(CONFORMANCE_MIN_PASS) \
	  --program "scripts/conformance-adapter $(INKWELL_UNDER_TEST)"

## Benchmarks: ratios against reference tools measured in the same run (see scripts/bench.py).
bench: build
	$(SWIFT) build $(RELEASE_FLAGS) --product inkwell-bench
	python3 scripts/bench.py --inkwell $(INKWELL)

## Renders 100,000 replies through Spark in local mode (installs PySpark; not part of CI).
spark-demo: build
	scripts/spark-demo.sh

clean:
	rm -rf .build $(OUT)
