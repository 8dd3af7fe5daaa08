#!/usr/bin/env python3
"""Cross-checks two bytecode decoders that share no code.

For every file, the listing of oracle/bytecode's tilebc-structure must equal
the same facts extracted from `tileiras-translate --tilebc-dump` (section
offsets and sizes, table counts and entry offsets, type tags, constant sizes,
global and function records, debug table sizes). Lines are compared as
sorted lists: the two tools visit sections in different orders.

usage: compare_structure.py STRUCTURE TRANSLATE FILE_OR_DIR...
"""
import os
import re
import subprocess
import sys


def from_dump(text):
    out = []
    section = None
    pending = None  # a function line waiting for its body line
    for line in text.splitlines():
        m = re.match(r"([0-9a-f]{8}) (\s*)(.*)$", line)
        if not m:
            continue
        off, what = int(m.group(1), 16), m.group(3)
        if m.group(2) == "":
            if what.startswith("version "):
                out.append("header " + what.split()[1])
            elif what == "end":
                out.append("end %x" % off)
            s = re.match(r"section (\w+) \(id (\d+)\) payload (\d+) bytes", what)
            if s:
                out.append("section %s id %s payload %x size %s"
                           % (s.group(1), s.group(2), off, s.group(3)))
            s = re.match(r"section (\w+)$", what)
            if s:
                section = s.group(1)
            if what.startswith("producer "):
                out.append("producer " + what[len("producer "):].strip('"'))
            continue
        c = re.match(r"(strings|types|constants|globals|functions): (\d+)$", what)
        if c:
            out.append("%s %s" % (c.group(1), c.group(2)))
        elif section == "string" and re.match(r'#\d+ "', what):
            out.append("string#%s %x" % (re.match(r"#(\d+)", what).group(1), off))
        elif section == "type" and re.match(r"type#\d+ tag \d+", what):
            t = re.match(r"type#(\d+) tag (\d+)", what)
            out.append("type#%s %x tag %s" % (t.group(1), off, t.group(2)))
        elif section == "constant" and what.startswith("const#"):
            t = re.match(r"const#(\d+) raw size (\d+)", what)
            out.append("const#%s %x size %s" % (t.group(1), off, t.group(2)))
        elif section == "global" and what.startswith("global @"):
            t = re.match(r"global @(\S+) type#(\d+) .* const#(\d+) alignment (\d+)$", what)
            out.append("global %s type#%s const#%s align %s" % t.groups())
        elif section == "function" and what.startswith("function @"):
            t = re.match(r"function @(\S+) signature type#(\d+) .* flags 0x([0-9A-Fa-f]+) debug#(\d+)$", what)
            pending = "function %s type#%s flags %s debug#%s" % (
                t.group(1), t.group(2), t.group(3).lower(), t.group(4))
        elif section == "function" and pending and re.match(r"body \d+ bytes$", what):
            out.append("%s body %x size %s" % (pending, off, what.split()[1]))
            pending = None
        elif section == "debug" and what.startswith("debug: "):
            t = re.match(r"debug: (\d+) functions, (\d+) indices, (\d+) attributes", what)
            out.append("debug functions %s indices %s attributes %s" % t.groups())
    return out


def main():
    structure, translate = sys.argv[1:3]
    files = []
    for arg in sys.argv[3:]:
        if os.path.isdir(arg):
            files += sorted(os.path.join(arg, f) for f in os.listdir(arg)
                            if f.endswith(".tilebc"))
        else:
            files.append(arg)
    agree = differ = 0
    for f in files:
        a = subprocess.run([structure, f], capture_output=True, text=True)
        b = subprocess.run([translate, "--tilebc-dump", f], capture_output=True,
                           text=True)
        ours, theirs = sorted(a.stdout.splitlines()), sorted(from_dump(b.stdout))
        if a.returncode != 0 or b.returncode != 0 or ours != theirs:
            differ += 1
            print("DIFFER %s (structure rc %d, dump rc %d)"
                  % (os.path.basename(f), a.returncode, b.returncode))
            for l in sorted(set(ours) - set(theirs))[:5]:
                print("  only structure: " + l)
            for l in sorted(set(theirs) - set(ours))[:5]:
                print("  only dump:      " + l)
        else:
            agree += 1
    print("%d agree, %d differ" % (agree, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
