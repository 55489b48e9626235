#!/bin/bash
# Runs every test of the built test bundle (`swift build --build-tests`
# first) and writes what they print to LOG (default .build/test-output.txt).
#
# The sway sessions' tests (Wayland and XWayland) spend nearly all their
# time waiting: a long press per alternate, about a tenth of a core for
# over two minutes each. They run beside each other and beside the tests
# that need no server (one core, no timing of their own); the X servers'
# tests, which time gestures on the live keyboard, run after them alone.
# One process per lane runs the bundle itself with its lane's classes:
# `swift test` locks the build folder, and a second one would wait.
#
# usage: tools/run-tests.sh [LOG]
set -u
log=${1:-.build/test-output.txt}
bin=$(${SWIFT:-swift} build --show-bin-path) || exit 1
bundle=$(ls -d "$bin"/*PackageTests.xctest 2>/dev/null | head -1)
[ -n "$bundle" ] || { echo "no test bundle in $bin: swift build --build-tests" >&2; exit 1; }

# Every test, Target.Class/test, one a line.
listed=$("$bundle" --list-tests 2>/dev/null | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/')
# The classes of the targets whose names match a pattern, comma-separated.
classes() { echo "$listed" | grep -E "^($1)\." | sed 's|/.*||' | sort -u | paste -sd,; }
sway_a=$(classes 'SciMathWaylandServerTests')
sway_b=$(classes 'SciMathXWaylandServerTests')
alone=$(classes '[A-Za-z0-9]+ServerTests')
every=$(classes '[A-Za-z0-9_]+')
pure=$(classes '[A-Za-z0-9]+' | tr , '\n' | grep -vE '^[A-Za-z0-9]+ServerTests\.' | paste -sd,)
alone=$(echo "$alone" | tr , '\n' | grep -vE '^SciMath(X)?WaylandServerTests\.' | paste -sd,)
for lane in "$sway_a" "$sway_b" "$pure" "$alone"; do
  [ -n "$lane" ] || { echo "a lane of tests is empty: $bundle --list-tests" >&2; exit 1; }
done
# Every class is in exactly one lane.
counted=$(echo "$sway_a,$sway_b,$pure,$alone" | tr , '\n' | sort | paste -sd,)
[ "$counted" = "$(echo "$every" | tr , '\n' | sort | paste -sd,)" ] || {
  echo "the lanes do not hold every test class once" >&2
  exit 1
}

dir=$(mktemp -d)
pids=()
stop() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; }
trap stop INT TERM
status=0
"$bundle" "$sway_a" > "$dir/wayland" 2>&1 & pids+=($!)
"$bundle" "$sway_b" > "$dir/xwayland" 2>&1 & pids+=($!)
"$bundle" "$pure" 2>&1 | tee "$dir/pure"; [ "${PIPESTATUS[0]}" = 0 ] || status=1
for p in "${pids[@]}"; do wait "$p" || status=1; done
pids=()
cat "$dir/wayland" "$dir/xwayland"
"$bundle" "$alone" 2>&1 | tee "$dir/alone"; [ "${PIPESTATUS[0]}" = 0 ] || status=1
cat "$dir/pure" "$dir/wayland" "$dir/xwayland" "$dir/alone" > "$log"
rm -rf "$dir"
tests=$(grep -cE "^Test Case .* (passed|failed|skipped) " "$log")
failed=$(grep -cE "^Test Case .* failed " "$log")
echo "== $tests of $(echo "$listed" | wc -l) tests run in four lanes, $failed failed =="
# A test the lanes left out fails the run as a failed one does.
[ "$tests" = "$(echo "$listed" | wc -l)" ] || status=1
if [ "$status" != 0 ]; then
  echo "== the failures, again =="
  grep -E "error: |failed \(" "$log"
fi
exit "$status"
