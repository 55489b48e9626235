#!/usr/bin/env bash
# Installs whichever of the named Debian packages are missing.
#
# A machine may come to us with dpkg's work half done: an install that was
# stopped part-way leaves packages unpacked but not configured, triggers
# pending, or one package half-installed, and then every apt-get install
# refuses with "dpkg was interrupted, you must manually run 'dpkg --configure
# -a'". So dpkg finishes what it was doing first, apt mends what is broken,
# and only then are the missing packages installed. Another apt (a fresh
# machine's own upgrades) may hold the lock: each step waits for it.
set -euo pipefail

usable() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }

missing_of() {
  local p out=()
  for p in "$@"; do usable "$p" || out+=("$p"); done
  echo "${out[@]:-}"
}

missing=$(missing_of "$@")
[ -z "$missing" ] && exit 0
echo "Installing: $missing"

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo > /dev/null; then
    echo "Installing needs root: run this as root, or install sudo." >&2
    exit 1
  fi
  SUDO=(sudo)
fi
# sudo clears the environment: the frontend is set on its far side. No
# question is asked: a configuration file the user changed is kept.
apt_get=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -y -qq
  -o DPkg::Lock::Timeout=600 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

# dpkg itself has no lock timeout: try again while another one runs.
finish_dpkg() {
  local tries=0
  until "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
    dpkg --force-confdef --force-confold --configure -a; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || return 1
    sleep 10
  done
}

"${apt_get[@]}" update
if [ -n "$(dpkg --audit 2>/dev/null)" ]; then
  echo "Finishing an interrupted dpkg run first (dpkg --configure -a)."
  finish_dpkg
  # A half-installed package is mended by apt, not by dpkg. Should apt
  # fail here, the install below fails too and says why.
  "${apt_get[@]}" --fix-broken install || true
fi

# shellcheck disable=SC2086 # one word per package
set -- $(missing_of "$@")
[ "$#" -eq 0 ] && exit 0
"${apt_get[@]}" --no-install-recommends install "$@"
