#!/usr/bin/env python3
"""Cuts the dynamic loader's share of the keyboard's start (BENCHMARKS.md).

Cairo, HarfBuzz and X bring 31 shared libraries (44 while Pango was
linked), and the loader resolves thousands of symbols among them at every
start. Each look-up walks the libraries in load order until one defines the
symbol, and the order the linker gives (ours first, then theirs, breadth
first) puts libc, which answers a third of them, far down the list. Two
steps fix that:

  tools/link-order.py flags        linker flags for `swift build`: every
                                   library of the closure named by the binary
                                   itself, and libstdc++ linked statically
                                   (its 1,700 look-ups then never happen)
  tools/link-order.py apply BIN    reorders BIN's DT_NEEDED entries, most
                                   looked-up library first

`apply` changes only how long the look-ups take, never what they find: it
compares every binding the loader makes (LD_BIND_NOW, so lazy ones too)
before and after, and where a symbol defined twice (libm and libc both
export frexp) would change hands, it keeps the first definer first. If
they still differ, BIN is left as it was.
"""
import collections
import os
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE_MAPS = ["Sources/CX11/module.modulemap", "Sources/CCairo/module.modulemap",
               "Sources/CHarfBuzz/module.modulemap"]
DT_NEEDED, DT_STRTAB, DT_SONAME = 1, 5, 14


class Dynamic:
    """The dynamic section of a 64-bit little-endian ELF file."""

    def __init__(self, path):
        self.data = bytearray(open(path, "rb").read())
        d = self.data
        if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] != 1:
            raise SystemExit(f"link-order: {path} is not a 64-bit little-endian ELF file")
        phoff, = struct.unpack_from("<Q", d, 0x20)
        phentsize, phnum = struct.unpack_from("<HH", d, 0x36)
        self.loads, self.offset = [], None
        for i in range(phnum):
            kind, _, offset, vaddr, _, filesz, _, _ = struct.unpack_from("<IIQQQQQQ", d, phoff + i * phentsize)
            if kind == 1:
                self.loads.append((vaddr, offset, filesz))
            elif kind == 2:
                self.offset, self.size = offset, filesz
        if self.offset is None:
            raise SystemExit(f"link-order: {path} has no dynamic section")
        self.entries = []
        for k in range(self.size // 16):
            tag, value = struct.unpack_from("<qQ", d, self.offset + 16 * k)
            if tag == 0:
                break
            self.entries.append((k, tag, value))
        strtab = [v for _, t, v in self.entries if t == DT_STRTAB]
        self.strtab = self.file_offset(strtab[0]) if strtab else None

    def file_offset(self, vaddr):
        for start, offset, size in self.loads:
            if start <= vaddr < start + size:
                return vaddr - start + offset
        raise SystemExit("link-order: a dynamic address outside every segment")

    def string(self, value):
        start = self.strtab + value
        return bytes(self.data[start:self.data.index(0, start)]).decode()

    def names(self, tag):
        return [self.string(v) for _, t, v in self.entries if t == tag]

    def with_needed(self, order):
        """A copy whose DT_NEEDED entries name `order`, in the same slots."""
        slots = [(k, v) for k, t, v in self.entries if t == DT_NEEDED]
        value = {self.string(v): v for _, v in slots}
        data = bytearray(self.data)
        for (k, _), name in zip(slots, order):
            struct.pack_into("<qQ", data, self.offset + 16 * k, DT_NEEDED, value[name])
        return data


def closure():
    """Sonames of the libraries the module maps link and all they need."""
    names = []
    for path in MODULE_MAPS:
        names += re.findall(r'link "([^"]+)"', open(os.path.join(ROOT, path)).read())
    names += [f[2:] for f in subprocess.run(["pkg-config", "--libs", "cairo-ft", "harfbuzz"], capture_output=True,
                                            text=True, check=True).stdout.split() if f.startswith("-l")]
    cache = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    found = []
    for name in dict.fromkeys(names):
        m = re.search(rf"^\s*lib{re.escape(name)}\.so \([^)]*x86-64[^)]*\) => (\S+)$", cache, re.M) or \
            re.search(rf"^\s*lib{re.escape(name)}\.so \([^)]*\) => (\S+)$", cache, re.M)
        if not m:
            raise SystemExit(f"link-order: no lib{name}.so in the loader's cache (is its -dev package installed?)")
        found += Dynamic(m.group(1)).names(DT_SONAME)
        for line in subprocess.run(["ldd", m.group(1)], capture_output=True, text=True, check=True).stdout.splitlines():
            soname = line.split()[0]
            if "=>" in line and not soname.startswith(("ld-linux", "linux-vdso")):
                found.append(soname)
    return list(dict.fromkeys(found))


def static_libstdcxx_dir():
    """A folder holding only libstdc++.a, searched first, so that the Swift
    runtime's `-lstdc++` finds the archive; None if there is none."""
    for cc in ("clang", "gcc"):
        try:
            path = subprocess.run([cc, "-print-file-name=libstdc++.a"], capture_output=True, text=True).stdout.strip()
        except FileNotFoundError:
            continue
        if os.path.isabs(path) and os.path.exists(path):
            folder = os.path.join(ROOT, ".build", "static-libstdc++")
            os.makedirs(folder, exist_ok=True)
            link = os.path.join(folder, "libstdc++.a")
            if os.path.islink(link) or os.path.exists(link):
                os.remove(link)
            os.symlink(os.path.realpath(path), link)
            return folder
    return None


def flags():
    out = []
    folder = static_libstdcxx_dir()
    if folder:
        out += ["-Xlinker", "-L" + folder]
    out += ["-Xlinker", "--no-as-needed"]
    for soname in closure():
        out += ["-Xlinker", "-l:" + soname]
    print(" ".join(out))


def bindings(path, bind_now):
    """What the loader binds running `path --help`: (file, symbol) → library."""
    env = dict(os.environ, LD_DEBUG="bindings")
    if bind_now:
        env["LD_BIND_NOW"] = "1"
    log = subprocess.run([path, "--help"], env=env, capture_output=True, text=True).stderr
    found = {}
    for m in re.finditer(r"binding file (\S+) \[\d+\] to (\S+) \[\d+\]: \w+ symbol `([^']+)'(?: \[(\S+)\])?", log):
        source = "BINARY" if m.group(1) == path else os.path.basename(m.group(1))
        found[(source, m.group(3), m.group(4))] = os.path.basename(m.group(2))
    return found


def apply(path):
    path = os.path.abspath(path)
    elf = Dynamic(path)
    needed = elf.names(DT_NEEDED)
    soname_of = {}
    for line in subprocess.run(["ldd", path], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] == "=>":
            soname_of[os.path.basename(parts[2])] = parts[0]
    counts = collections.Counter(soname_of.get(lib, lib) for lib in bindings(path, False).values())
    before = bindings(path, True)
    if not before:
        # An optimisation never fails a build: the binary works as linked.
        print(f"link-order: the loader reported no bindings; {path} is left as linked", file=sys.stderr)
        return
    order = sorted(needed, key=lambda n: -counts[n])
    for _ in range(len(needed)):
        fd, trial = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".link-order-")
        try:
            os.write(fd, elf.with_needed(order))
            os.close(fd)
            os.chmod(trial, 0o755)
            after = bindings(trial, True)
            moved = [(before[k], after[k]) for k in before if after.get(k) != before[k] and k in after]
            if not moved and after.keys() == before.keys():
                os.replace(trial, path)
                print(f"link-order: {len(order)} libraries, those answering most look-ups first: "
                      + " ".join(f"{n} ({counts[n]})" for n in order[:6]) + " …")
                return
        finally:
            if os.path.exists(trial):
                os.remove(trial)
        if not moved:
            break
        # Put each symbol's first definer back ahead of its new one.
        first, second = (soname_of.get(lib, lib) for lib in moved[0])
        if first not in order or second not in order:
            break
        order.remove(first)
        order.insert(order.index(second), first)
    print(f"link-order: the loader would bind differently; {path} is left as linked", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:] == ["flags"]:
        flags()
    elif len(sys.argv) == 3 and sys.argv[1] == "apply":
        apply(sys.argv[2])
    else:
        raise SystemExit(__doc__)
