#!/usr/bin/python3
"""Makes the NAME section of each manual page that swift-argument-parser's
generate-manual wrote readable by man-db's whatis (lexgrog), as lintian
checks: a subcommand's page is named after its file (`.Nm scimath.find`,
not `.Nm "scimath find"`, which lexgrog cannot parse) and its summary is
not quoted. The SYNOPSIS keeps the command as typed (`scimath find`).

usage: tools/manual-names.py PAGE.1 ...   (rewrites the pages in place)
"""
import re, sys

for path in sys.argv[1:]:
    lines = open(path, encoding="utf-8").read().split("\n")
    section, typed = None, None
    for i, line in enumerate(lines):
        if line.startswith(".Sh "):
            section = line[4:].strip('"')
            continue
        m = re.match(r'^\.Nm "(.+)"$', line)
        if section == "NAME" and m:
            typed = m.group(1)
            lines[i] = ".Nm " + typed.replace(" ", ".")
        elif section == "NAME" and line.startswith('.Nd "') and line.endswith('"'):
            lines[i] = ".Nd " + line[5:-1]
        elif section == "SYNOPSIS" and line == ".Nm" and typed:
            lines[i] = f'.Nm "{typed}"'
    open(path, "w", encoding="utf-8").write("\n".join(lines))
