# SciMath for X11. `make run` and `make test` install what is missing
# (Debian/Ubuntu), build, and run; nothing else is needed on a fresh machine.

SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= $(HOME)/.local
BIN ?= .build/release/scimath
DEBUG_BIN := .build/debug/scimath

# Build dependencies, fonts, and the X server, window managers (each the
# dock is placed under, and the soak's, each on a session bus of its own),
# headless sway, its Xwayland and screenshots (grim), and clients the tests
# type into (foot on Wayland), and KWin with what finds its fake input. Every
# program a test runs is here (Tests/SciMathTestSupport/Programs.swift
# names each one's package): `make test` needs nothing `make bench` installs.
DEB_PACKAGES := pkg-config g++ dpkg-dev binutils appstream libx11-dev libxtst-dev libxi-dev libxrandr-dev libxres-dev libxkbcommon-dev \
  libfontconfig-dev libglib2.0-dev libwayland-dev sway xwayland foot grim kwin-wayland \
  libkf5service-bin util-linux \
  libcairo2-dev libpango1.0-dev fonts-inter fonts-dejavu-core xvfb xauth openbox xterm \
  xserver-xorg-core xserver-xorg-video-dummy \
  x11-xkb-utils x11-xserver-utils x11-utils xdotool python3 python3-gi gir1.2-gtk-3.0 \
  gir1.2-gtk-4.0 python3-pyqt5 strace procps make lintian desktop-file-utils \
  dbus dbus-daemon dbus-session-bus-common at-spi2-core libatspi2.0-0 xfwm4 icewm fluxbox

# Peers measured side by side by `make bench`, and the applications it
# types into (bench/apps.py).
BENCH_PACKAGES := onboard xvkbd matchbox-keyboard dbus-x11 imagemagick xclip gedit \
  gnome-text-editor featherpad rxvt-unicode emacs-gtk firefox-esr chromium \
  libreoffice-writer libreoffice-gtk3 unicode-cldr-core debian-history

.PHONY: all deps bench-deps build release run test check soak lint format bench goldens manual install uninstall deb clean

all: build

# Installs whichever of the named Debian packages are missing, finishing
# first what an interrupted dpkg left undone.
install_missing = @bash tools/install-missing.sh $(1)

deps:
	$(call install_missing,$(DEB_PACKAGES))

bench-deps: deps
	$(call install_missing,$(BENCH_PACKAGES))

build: deps
	$(SWIFT) build

# The release binary links the Swift runtime statically, so that the .deb
# needs no Swift runtime on the user's machine. Two flags shorten every
# start (docs/startup.md, measured with bench/live.py --starts):
# - libstdc++ linked statically (the only libstdc++.a in a folder of its
#   own, searched first): the dynamic loader no longer resolves the Swift
#   runtime's 1,665 libstdc++ symbols at every start;
# - generic types' metadata from accessor calls, not from mangled names
#   decoded at run time, each of which scans all conformance records:
#   the Assets' Decodable types and the argument parser's reflection.
STATIC_LIBSTDCXX := $(CURDIR)/.build/static-libstdc++
RELEASE_FLAGS = -c release --static-swift-stdlib -Xlinker -L$(STATIC_LIBSTDCXX) \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_BIN := .build/release/scimath

release: deps
	mkdir -p $(STATIC_LIBSTDCXX) && ln -sf "$$(g++ -print-file-name=libstdc++.a)" $(STATIC_LIBSTDCXX)/libstdc++.a
	$(SWIFT) build $(RELEASE_FLAGS) --product scimath

run: release
	$(BIN) run

# The style check runs first: `make format` fixes most of what it finds.
# The .deb is built first: its test installs it (as root), and a build
# cannot run inside `swift test`, which holds the build folder's lock.
# tools/run-tests.sh runs the bundle in lanes (the sway sessions' waits
# beside the tests that need no server); a failed run ends by listing its
# failures again: CI shows a log's tail.
TEST_LOG := .build/test-output.txt
test: deps lint deb
	$(SWIFT) build --build-tests
	@SWIFT=$(SWIFT) bash tools/run-tests.sh $(TEST_LOG)

# Every test that needs no X server, no root and no package installs (the
# build's own libraries and fonts must be there already), by target: each
# test target not ending in ServerTests (Package.swift says which start an X
# server). Under 2 minutes on 2 cores once built.
PURE_TEST_TARGETS := $(filter-out %ServerTests,$(notdir $(wildcard Tests/*Tests)))
check:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing \
	  --filter '^($(subst $(eval) ,|,$(strip $(PURE_TEST_TARGETS))))\.'

SWIFT_SOURCES := Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES)

format:
	$(SWIFT) format format --in-place --recursive $(SWIFT_SOURCES)

# The full soak (Tests/SciMathKeyboardServerTests/SoakLiveTests.swift):
# seeded random gestures on the live keyboard under each window manager,
# into an xterm and a GTK view. `make test` runs 160 gestures, seed 1,
# openbox. A failure prints the line that replays it.
SCIMATH_SOAK_SEEDS ?= 1,2,3
SCIMATH_SOAK_GESTURES ?= 2000
SCIMATH_SOAK_WM ?= openbox,xfwm4,icewm

soak: deps
	$(SWIFT) build --build-tests
	rm -f .build/soak-report.txt
	SCIMATH_SOAK_SEEDS=$(SCIMATH_SOAK_SEEDS) SCIMATH_SOAK_GESTURES=$(SCIMATH_SOAK_GESTURES) \
	  SCIMATH_SOAK_WM=$(SCIMATH_SOAK_WM) \
	  $(SWIFT) test --skip-build --disable-swift-testing --filter SoakLiveTests

# Re-record the golden PNGs after a deliberate visual change; look at every
# one before committing (Tests/SciMathRenderTests/Goldens).
goldens: deps
	SCIMATH_RECORD_GOLDENS=1 $(SWIFT) test --filter GoldenImageTests || true
	$(SWIFT) test --filter GoldenImageTests

bench: release bench-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product scimath-bench
	$(SWIFT) build -c release --product scimath-wayland-pointer
	bench/run BENCHMARKS.md

# The manual pages, generated from the argument parser's own description of
# every command (swift-argument-parser's generate-manual plugin) and checked
# in, so installing needs no release build; the tests check they cover
# every subcommand and option.
manual: deps
	rm -rf .build/manual && mkdir -p .build/manual
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --multi-page \
	  --date "$$(date -u +%Y-%m-%d)" --output-directory .build/manual
	rm -f Desktop/man/*.1 && mkdir -p Desktop/man && cp .build/manual/*.1 Desktop/man/
	tools/manual-names.py Desktop/man/*.1

# `make install PREFIX=…` (default ~/.local): the binary, Assets, launcher,
# autostart entry, icon, manual pages (Desktop/man, made by `make manual`)
# and bash, zsh and fish completions (written by the binary itself). Every
# file installed is listed in a manifest, and `make uninstall` removes
# exactly those (and the folders it made).
# BIN=… installs another build of the binary (the tests use the debug one);
# DESTDIR=… stages the files under another root (the .deb does).
SHARE = $(PREFIX)/share
MANIFEST = $(SHARE)/scimath/installed-files

install: $(if $(filter $(BIN),$(RELEASE_BIN)),release)
	@test -x "$(BIN)" || { echo "no binary at $(BIN)"; exit 1; }
	@set -e; \
	files=""; \
	put() { mkdir -p "$$(dirname "$(DESTDIR)$$2")"; cp "$$1" "$(DESTDIR)$$2"; chmod "$$3" "$(DESTDIR)$$2"; files="$$files$$2\n"; }; \
	put "$(BIN)" "$(PREFIX)/bin/scimath" 755; \
	for f in $$(cd Assets && find . -type f | sort); do put "Assets/$$f" "$(SHARE)/scimath/Assets/$${f#./}" 644; done; \
	sed 's|@BINDIR@|$(PREFIX)/bin|' Desktop/scimath.desktop > Desktop/.scimath.desktop.tmp; \
	put Desktop/.scimath.desktop.tmp "$(SHARE)/applications/scimath.desktop" 644; \
	sed 's|@BINDIR@|$(PREFIX)/bin|' Desktop/scimath-autostart.desktop > Desktop/.scimath.desktop.tmp; \
	put Desktop/.scimath.desktop.tmp "$(SHARE)/scimath/autostart/scimath.desktop" 644; \
	rm -f Desktop/.scimath.desktop.tmp; \
	put Desktop/scimath.svg "$(SHARE)/icons/hicolor/scalable/apps/scimath.svg" 644; \
	for f in Desktop/man/*.1; do put "$$f" "$(SHARE)/man/man1/$$(basename "$$f")" 644; done; \
	"$(BIN)" --generate-completion-script bash > Desktop/.completion.tmp; \
	sed -i '1{/^#!/d}' Desktop/.completion.tmp; \
	put Desktop/.completion.tmp "$(SHARE)/bash-completion/completions/scimath" 644; \
	"$(BIN)" --generate-completion-script zsh > Desktop/.completion.tmp; \
	put Desktop/.completion.tmp "$(SHARE)/zsh/site-functions/_scimath" 644; \
	"$(BIN)" --generate-completion-script fish > Desktop/.completion.tmp; \
	put Desktop/.completion.tmp "$(SHARE)/fish/vendor_completions.d/scimath.fish" 644; \
	rm -f Desktop/.completion.tmp; \
	printf "$$files" > "$(DESTDIR)$(MANIFEST)"; \
	echo "Installed $$(printf "$$files" | wc -l) files under $(PREFIX). To start at login:"; \
	echo "  cp $(SHARE)/scimath/autostart/scimath.desktop ~/.config/autostart/"

uninstall:
	@test -f "$(MANIFEST)" || { echo "nothing installed under $(PREFIX)"; exit 0; }
	@set -e; while read -r f; do rm -f "$$f"; done < "$(MANIFEST)"; rm -f "$(MANIFEST)"; \
	find "$(SHARE)/scimath" -depth -type d -empty -delete 2>/dev/null || true; \
	for d in "$(SHARE)/icons/hicolor/scalable/apps" "$(SHARE)/icons/hicolor/scalable" "$(SHARE)/icons/hicolor" \
	  "$(SHARE)/icons" "$(SHARE)/man/man1" "$(SHARE)/man" "$(SHARE)/bash-completion/completions" \
	  "$(SHARE)/bash-completion" "$(SHARE)/zsh/site-functions" "$(SHARE)/zsh" \
	  "$(SHARE)/fish/vendor_completions.d" "$(SHARE)/fish" \
	  "$(SHARE)/applications" "$(SHARE)" "$(PREFIX)/bin"; do rmdir "$$d" 2>/dev/null || true; done; \
	echo "Removed SciMath from $(PREFIX)"

# `make deb`: a Debian package of the release build (tools/make-deb.sh),
# written to .build/deb/.
VERSION := 0.1.0
deb: release
	tools/make-deb.sh "$(BIN)" "$(VERSION)" .build/deb

clean:
	rm -rf .build
