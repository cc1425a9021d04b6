#!/usr/bin/env python3
"""What scripts/lint checks for a list of sources.

Reads NUL-separated absolute source paths on stdin and the build's
compile_commands.json (argv[1]); writes NUL-separated units to stdout, in
the order of the first source each covers: the unity batch that includes a
source (a library built with CMAKE_UNITY_BUILD), or the source itself when a
target compiles it alone. A source with neither (no target builds it) is
reported on stderr and skipped: there is no compile command to check it with.
"""
import json
import os
import re
import sys

INCLUDE = re.compile(rb'^#include "([^"]+)"\s*$', re.M)


def main():
    entries = json.load(open(sys.argv[1]))
    alone, batch_of = set(), {}
    for e in entries:
        path = os.path.realpath(os.path.join(e["directory"], e["file"]))
        if "/Unity/unity_" in path:
            with open(path, "rb") as f:
                for m in INCLUDE.finditer(f.read()):
                    batch_of[os.path.realpath(m.group(1).decode())] = path
        else:
            alone.add(path)
    units, seen = [], set()
    for src in filter(None, sys.stdin.buffer.read().decode().split("\0")):
        real = os.path.realpath(src)
        unit = batch_of.get(real) or (real if real in alone else None)
        if unit is None:
            print(f"lint: no target compiles {src}; not checked", file=sys.stderr)
        elif unit not in seen:
            seen.add(unit)
            units.append(unit)
    sys.stdout.write("".join(u + "\0" for u in units))


main()
