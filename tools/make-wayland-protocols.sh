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
# The test pointer (Tests/WaylandPointer) keeps its own copy of the one
# protocol only it uses.
cd ../../Tests/WaylandPointer
wayland-scanner client-header protocol/wlr-virtual-pointer-unstable-v1.xml \
  wlr-virtual-pointer-unstable-v1-client-protocol.h
wayland-scanner private-code protocol/wlr-virtual-pointer-unstable-v1.xml \
  wlr-virtual-pointer-unstable-v1-protocol.c
