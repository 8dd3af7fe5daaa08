"""Parsing of `cuobjdump -sass -res-usage` output and classification of SASS instructions.

Static counts are a proxy for the quality of the code, not a measure of its speed: an
instruction in a loop counts once, a predicated-off one counts as much as any other.

classify() is the one place that decides what an instruction counts as; it is tested on a
canned listing by test_classify.py.
"""
import collections
import re

# Instruction classes, in report order: (key, label in the tables).
CLASSES = [
    ("mma", "MMA"),        # tensor cores: HMMA IMMA QMMA DMMA BMMA OMMA, [HIQB]GMMA, UTC*MMA
    ("tma", "TMA"),        # bulk tensor copies: UTMALDG UTMASTG UTMAREDG
    ("ldg8", "LDG.8"), ("ldg16", "LDG.16"), ("ldg32", "LDG.32"), ("ldg64", "LDG.64"),
    ("ldg128", "LDG.128"), ("ldg256", "LDG.256"),
    ("stg8", "STG.8"), ("stg16", "STG.16"), ("stg32", "STG.32"), ("stg64", "STG.64"),
    ("stg128", "STG.128"), ("stg256", "STG.256"),
    ("ldgsts", "LDGSTS"),  # cp.async (sm_80+), global to shared without registers
    ("lds", "LDS"), ("sts", "STS"),
    ("ldsm", "LDSM"),      # ldmatrix / stmatrix: LDSM STSM
    ("bar", "BAR"),        # CTA barriers: BAR.SYNC, BAR.ARV, BAR.RED
    ("syncs", "SYNCS"),    # mbarrier operations: SYNCS (sm_90+), ARRIVES
                           # (cp.async.mbarrier.arrive), ATOMS.ARRIVE (sm_80's arrive)
    ("shfl", "SHFL"),
    ("redux", "REDUX"),    # warp-wide integer reduction in one instruction (sm_80+)
    ("ldl", "LDL"), ("stl", "STL"),  # local memory: spills (or local arrays)
    ("atom", "ATOM/RED"),  # global and shared atomics and reductions
    ("ffma", "FFMA"),      # FFMA and the paired FFMA2 of sm_100+
    ("total", "instructions"),  # every instruction but the NOP padding
]
CLASS_KEYS = [k for k, _ in CLASSES]

_MMA = re.compile(r"(?:[HIQDBO]MMA|[HIQB]GMMA|UTC\w*MMA)$")
_TMA = {"UTMALDG", "UTMASTG", "UTMAREDG"}
_WIDTH_TOKENS = {"U8": 8, "S8": 8, "U16": 16, "S16": 16, "64": 64, "128": 128, "256": 256}
_SIMPLE = {"LDGSTS": "ldgsts", "LDS": "lds", "STS": "sts", "LDSM": "ldsm", "STSM": "ldsm",
           "BAR": "bar", "SYNCS": "syncs", "SHFL": "shfl", "REDUX": "redux",
           "LDL": "ldl", "STL": "stl",
           "ATOM": "atom", "ATOMG": "atom", "ATOMS": "atom", "RED": "atom", "REDG": "atom",
           "FFMA": "ffma", "FFMA2": "ffma"}


def access_width(modifiers):
    """Bits moved per thread by an LDG/STG with these dot-separated modifiers: .U8/.S8 and
    .U16/.S16 are sub-word, .64/.128/.256 vectors, none of them 32 bits. Only whole tokens
    count: a cache hint such as .LTC128B says nothing about the width."""
    width = 32
    for tok in modifiers:
        width = _WIDTH_TOKENS.get(tok, width)
    return width


def classify_opcode(opcode):
    """The class keys one instruction counts in (besides 'total'), from its full opcode with
    modifiers, e.g. 'LDG.E.128.CONSTANT' -> ['ldg128']."""
    base, *mods = opcode.split(".")
    if base in ("LDG", "STG"):
        return ["%s%d" % (base.lower(), access_width(mods))]
    if base in _TMA:
        return ["tma"]
    if _MMA.match(base):
        return ["mma"]
    if base == "ARRIVES" or (base == "ATOMS" and "ARRIVE" in mods):
        return ["syncs"]
    key = _SIMPLE.get(base)
    return [key] if key else []


_INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
_PRED = re.compile(r"^@!?U?P(?:[0-9]|T)\s+")
_FUNCTION = re.compile(r"^\s*Function\s*:\s*(\S+)")


def parse_sass(text):
    """{function name: [opcode with modifiers]} from `cuobjdump -sass` text, in order."""
    functions = {}
    current = None
    for line in text.splitlines():
        m = _FUNCTION.match(line)
        if m:
            current = functions.setdefault(m.group(1), [])
            continue
        m = _INSN.match(line)
        if m and current is not None:
            body = _PRED.sub("", m.group(2).strip())
            if body:
                current.append(body.split()[0])
    return functions


def classify(opcodes):
    """Counts of every class (all keys of CLASSES present) over a list of opcodes.
    NOP (alignment padding after the final branch) is left out of everything."""
    counts = collections.Counter({k: 0 for k in CLASS_KEYS})
    for op in opcodes:
        if op.split(".")[0] == "NOP":
            continue
        counts["total"] += 1
        for key in classify_opcode(op):
            counts[key] += 1
    return dict(counts)


_RES_FUNCTION = re.compile(r"^\s*Function\s+([^\s:]+):\s*$")
_RES_FIELD = re.compile(r"(\w+(?:\[\d+\])?):(\d+)")


def parse_res_usage(text):
    """{function name: {'REG': n, 'STACK': n, 'SHARED': n, 'LOCAL': n, ...}} from
    `cuobjdump -res-usage` text (the 'Common' section is left out)."""
    usage, current = {}, None
    for line in text.splitlines():
        m = _RES_FUNCTION.match(line)
        if m:
            current = m.group(1)
            continue
        if current is not None and "REG:" in line:
            usage[current] = {k: int(v) for k, v in _RES_FIELD.findall(line)}
            current = None
    return usage


RESOURCES = [("REG", "registers"), ("SHARED", "shared memory (bytes)"),
             ("STACK", "stack (bytes)"), ("LOCAL", "local memory (bytes)")]


def summarize_cubin(text):
    """{'functions': [names], 'classes': {key: n}, 'resources': {REG, SHARED, STACK, LOCAL}}
    for one cubin's `cuobjdump -sass -res-usage` output: classes summed over its functions,
    resources the largest of any function (a corpus kernel is one entry)."""
    functions = parse_sass(text)
    if not functions:
        raise ValueError("no SASS function in the cuobjdump output")
    classes = classify([op for ops in functions.values() for op in ops])
    usage = parse_res_usage(text)
    resources = {k: max((u.get(k, 0) for u in usage.values()), default=0) for k, _ in RESOURCES}
    return {"functions": sorted(functions), "classes": classes, "resources": resources}


# `cuobjdump -elf` prints each attribute as "Attribute: NAME", "Format: ...", "Value: ...".
_ATTR = r"Attribute:\s*%s\s*\n\s*Format:[^\n]*\n\s*Value:"
_REQNTID = re.compile(_ATTR % "EIATTR_REQNTID" + r"\s*([0-9a-fx ]+)")
_KPARAM = re.compile(_ATTR % r"EIATTR_KPARAM_INFO(?:_V2)?" + r"[^\n]*?Ordinal\s*:\s*(0x[0-9a-f]+)"
                     r"\s+Offset\s*:\s*(0x[0-9a-f]+)\s+Size\s*:\s*(0x[0-9a-f]+)")


def parse_elf_launch(text):
    """{'reqntid': (x, y, z) or None, 'params': [(offset, size)] by ordinal} of the (one)
    kernel in `cuobjdump -elf` text: what a launch of that cubin must match. ptxas writes
    EIATTR_KPARAM_INFO or, for some kernels, EIATTR_KPARAM_INFO_V2 (the same fields)."""
    m = _REQNTID.search(text)
    reqntid = None
    if m:
        dims = [int(v, 16) for v in m.group(1).split()]
        reqntid = tuple(dims + [1] * (3 - len(dims)))[:3]
    params = sorted((int(o, 16), int(off, 16), int(s, 16)) for o, off, s in _KPARAM.findall(text))
    return {"reqntid": reqntid, "params": [(off, size) for _, off, size in params]}
