#!/usr/bin/env bash
# Builds scimath_VERSION_ARCH.deb from a release binary: the files
# `make install PREFIX=/usr` puts in place (binary, Assets, launcher, icon,
# autostart entry, manual pages, completions), the AppStream metainfo and
# the copyright file, with Depends worked out from the libraries the binary
# links. Usage: tools/make-deb.sh BINARY VERSION OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1 version=$2 out=$3
arch=$(dpkg --print-architecture)
# Who built the package, as Debian's tools take it (DEBFULLNAME, DEBEMAIL);
# by default the project, at an address lintian accepts.
maintainer="${DEBFULLNAME:-SciMath for X11 developers} <${DEBEMAIL:-scimath@users.noreply.github.com}>"
name="scimath_${version}_${arch}"
stage="$out/$name"
rm -rf "$stage" && mkdir -p "$stage/DEBIAN"

make --no-print-directory install BIN="$bin" PREFIX=/usr DESTDIR="$stage" >/dev/null
# dpkg keeps the list of files; the manifest is for `make uninstall` only.
rm -f "$stage/usr/share/scimath/installed-files"
# As Debian ships binaries: without symbols and debugging sections.
strip --strip-unneeded --remove-section=.comment "$stage/usr/bin/scimath"
gzip -9n "$stage"/usr/share/man/man1/*.1
install -D -m 644 Desktop/scimath.metainfo.xml \
  "$stage/usr/share/metainfo/io.github.scimath.SciMath.metainfo.xml"
install -d "$stage/usr/share/doc/scimath"
install -m 644 Desktop/copyright "$stage/usr/share/doc/scimath/copyright"
# A native package's changelog: Desktop/changelog, with the maintainer
# of this build in its trailer.
sed "s/^ -- .*>  / -- $maintainer  /" Desktop/changelog | gzip -9n \
  > "$stage/usr/share/doc/scimath/changelog.gz"
chmod 644 "$stage/usr/share/doc/scimath/changelog.gz"

# Depends: the package of every shared library the binary names itself
# (NEEDED; theirs bring their own). A library no package owns (a Swift
# runtime linked dynamically) makes the package useless elsewhere, so it
# stops the build.
depends=()
while read -r needed; do
  # ldd names the dynamic loader by its path, other libraries by name.
  lib=$(ldd "$bin" | awk -v n="$needed" '$1 == n {print $3} $1 ~ "/" n "$" {print $1}')
  [ -n "$lib" ] || { echo "make-deb: $needed is not found" >&2; exit 1; }
  owner=$(dpkg -S "$(readlink -f "$lib")" 2>/dev/null | head -n1 | cut -d: -f1) ||
    owner=$(dpkg -S "$lib" 2>/dev/null | head -n1 | cut -d: -f1) || true
  if [ -z "$owner" ]; then
    echo "make-deb: $lib belongs to no package (build with --static-swift-stdlib)" >&2
    exit 1
  fi
  depends+=("$owner")
done < <(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
# The fonts the renders are made with (Assets/fonts.conf).
depends+=(fonts-inter fonts-dejavu-core)
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, - | sed 's/,/, /g')

size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<TEXT
Package: scimath
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends_line
Recommends: at-spi2-core, libatspi2.0-0
Section: utils
Priority: optional
Homepage: https://github.com/scimath
Description: on-screen keyboard for scientific and mathematical symbols
 An on-screen keyboard for touchscreen laptops and for anyone who types
 symbols such as integrals, nabla, h-bar, Greek letters and operators into
 any X application, in the look of the iPhone and iPad keyboards. It types
 every character without taking the focus and without leaving the keymap
 changed, finds any of 3,080 symbols by name or LaTeX name, and writes
 nothing but its settings.
TEXT
# dpkg --verify checks installed files against these.
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
chmod 644 "$stage/DEBIAN/md5sums"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out/$name.deb" >/dev/null
echo "$out/$name.deb"
