#!/bin/bash
# Generates the Wayland protocols' C code the keyboard links
# (Sources/CWaylandProtocols) from the XML files kept beside it, with
# wayland-scanner (libwayland-bin). The output is committed: a build needs
# no scanner. Run again after changing a protocol file.
#   tools/make-wayland-protocols.sh
set -euo pipefail
cd "$(dirname "$0")/../Sources/CWaylandProtocols"
for xml in protocol/*.xml; do
  name=$(basename "$xml" .xml)
  wayland-scanner client-header "$xml" "include/$name-client-protocol.h"
  wayland-scanner private-code "$xml" "$name-protocol.c"
done
# The tests' pointer and keyboard (Tests/WaylandPointer) keep their own
# copies: a test program links nothing of the keyboard's.
cd ../../Tests/WaylandPointer
for xml in protocol/*.xml; do
  name=$(basename "$xml" .xml)
  wayland-scanner client-header "$xml" "$name-client-protocol.h"
  wayland-scanner private-code "$xml" "$name-protocol.c"
done
