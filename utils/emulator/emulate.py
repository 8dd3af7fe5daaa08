#!/usr/bin/env python3
"""Host emulator of compiled kernels: the IR rewriter and the build.

The input is the LLVM IR the driver writes with `tileiras --save-llvm` (the
module the NVPTX backend gets, optimized, before libdevice linking). The
rewriter makes it a host module:
  - drops the NVPTX triple and data layout, the ptx_kernel calling
    convention, the target-cpu/features attributes and sync scopes;
  - puts every pointer in address space 0 (addrspacecast becomes bitcast,
    intrinsic manglings .p1/.p3/.p5 become .p0); shared-memory globals
    become aliases into one arena, @__emu_shared, laid out as on the GPU: the
    static ones in order, then the external (dynamic) arrays, all at one
    offset, filling the arena to 256 KiB, the size of the 18-bit shared window
    that wgmma's matrix descriptors address (runtime.c runs one CTA at a
    time); where a shared global is not a plain array or has an initializer,
    each stays a global of its own (an external one of 256 KiB);
  - renames every NVVM intrinsic llvm.nvvm.a.b.c to a host function
    emu_nvvm_a_b_c (runtime*.c); one returning a struct is called through a
    wrapper (struct_wrapper): for {T, i1} the host function packs the result
    in an i64 (value | pred << 32), for any other struct (mma, ldmatrix) it
    takes the operands' bits and writes the result fields' bits, one 64-bit
    slot each (--mutate swap-mma-fragments: the wrapper of every mma passes its
    first two operand registers swapped); one returning a vector (tcgen05.ld)
    through vector_wrapper: the host function writes the elements to memory;
  - calls emu_vprintf for vprintf (its packed argument buffer is not a
    va_list); __assertfail and the device heap's malloc/free are the host's
    (runtime.c defines __assertfail);
  - turns the lowering's inline PTX into host calls: the system-scope
    `atom.relaxed.sys.global.<op>` into a monotonic atomicrmw; the block that
    MLIR's nvvm.wgmma.mma_async becomes (rewrite_wgmma) into a struct-returning
    call of emu_asm_wgmma_mma_async_sync_aligned_<shape>_<types>; the wait loop
    of nvvm.mbarrier.try_wait.parity into emu_asm_mbarrier_try_wait_parity_loop;
    any other
    `<opcode.modifiers> ...` into a call of emu_asm_<opcode_modifiers>;
  - lists the arena, or the shared globals, and their sizes in
    __emu_shared_regions (wgmma finds the variable a matrix descriptor's
    address points into);
  - adds __emu_entry(void **params), which reads cuLaunchKernel's
    kernelParams array and calls the kernel, __emu_poison_shared(),
    __emu_mutations (--mutate) and __emu_maxnreg: the entry's per-thread
    register limit, its "nvvm.maxnreg" function attribute (0 without), from
    which runtime-setmaxnreg.c sizes the CTA's register pool.
A primitive the runtime does not define leaves an undefined emu_* symbol: the
build fails and names it.

usage: emulate.py rewrite IN.ll --entry NAME [--mutate M[,M]] [--tsan] [-o OUT.ll]
       emulate.py build IN.ll --entry NAME -o OUT.so [--mutate M] [--tsan] [--clang clang-22]
"""
import argparse
import itertools
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUNTIME = [os.path.join(HERE, f) for f in ("runtime.c", "runtime-math.c", "runtime-misc.c", "runtime-mma.c",
                                           "runtime-wgmma.c", "runtime-tcgen05.c", "runtime-mbarrier.c",
                                           "runtime-cp-async.c", "runtime-tma.c", "runtime-setmaxnreg.c")]
# runtime.h's EMU_MUTATE_* bits.
MUTATIONS = {"drop-barriers": 1, "drop-shuffles": 2, "drop-rounding": 4, "swap-mma-fragments": 8,
             "swap-wgmma-strides": 16, "drop-cp-async-wait": 32, "weaken-cp-async-wait": 64,
             "drop-mbarrier-wait": 128, "drop-swizzle-reads": 256}
DYNAMIC_SHARED_BYTES = 256 * 1024


class RewriteError(Exception):
    pass


def split_top(text, sep=","):
    """Splits at `sep` outside (), [], {}, <>."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def leading_type(text):
    """The LLVM type at the start of text: `[4 x i8]`, `{ i32, i1 }`, `float`."""
    text = text.strip()
    if text[0] in "[{<":
        close = {"[": "]", "{": "}", "<": ">"}[text[0]]
        depth = 0
        for i, ch in enumerate(text):
            depth += ch == text[0]
            depth -= ch == close
            if depth == 0:
                return text[:i + 1]
    return text.split()[0]


def intrinsic_name(match):
    name = match.group(1)
    if name.startswith("llvm.nvvm."):
        return "@emu_nvvm_" + name[len("llvm.nvvm."):].replace(".", "_")
    return "@" + re.sub(r"\.(v\d+)?p\d+(?=\.|$)", lambda m: "." + (m.group(1) or "") + "p0", name)


# `atom.relaxed.sys.global.OP.KBITS $0, [$1], $2;` (AtomicPatterns.cpp): LLVM 22's
# NVPTX turns an atomicrmw's system scope into .gpu, so the lowering spells it.
RMW = {("add", "u"): "add", ("add", "s"): "add", ("add", "f"): "fadd",
       ("and", "b"): "and", ("or", "b"): "or", ("xor", "b"): "xor",
       ("exch", "b"): "xchg", ("max", "s"): "max", ("min", "s"): "min",
       ("max", "u"): "umax", ("min", "u"): "umin"}
ASM_CALL = re.compile(
    r'^(\s*)(%[-\w.]+ = )?(?:tail |notail |musttail )?call (.+?) asm (?:sideeffect )?'
    r'(?:alignstack )?(?:inteldialect )?"([^"]*)", "([^"]*)"\((.*)\)(\s*#\d+)?((?:, !\w+ !\d+)*)$')


# The block MLIR 22's nvvm.wgmma.mma_async becomes (--convert-nvvm-to-llvm):
#   { .reg .pred p; setp.ne.b32 p, $S, 0;
#     wgmma.mma_async.sync.aligned.m64nNkK.<d>.<a>.<b>[.satfinite] {$0, .., $R-1},
#       $descA, $descB, p[, $scaleA, $scaleB[, $tnspA, $tnspB]]; }
# with the accumulators tied to inputs 0..R-1. An operand after the D list may
# also be an integer in the text, and the scale-d predicate a $n or an integer.
WGMMA = re.compile(r"wgmma\.mma_async\.sync\.aligned\.([\w.]+)\s+\{([^}]*)\}\s*,([^;]*);")


def rewrite_wgmma(indent, res, ret, text, constraints, args, declares):
    body = text.replace("\\0A", "\n").replace("\\09", " ")
    m = WGMMA.search(body)
    fields = [leading_type(f) for f in split_top(ret.strip()[1:-1])] if ret.strip().startswith("{") else [ret]
    cons = [c.strip() for c in constraints.split(",")]
    outs = [c for c in cons if c.startswith("=")]
    ins = cons[len(outs):]
    bad = lambda why: RewriteError("unsupported wgmma.mma_async form (%s): %s" % (why, " ".join(body.split())))
    if not m or len(ins) != len(args):
        raise bad("not the nvvm.wgmma.mma_async block")
    modifiers = m.group(1).split(".")
    satfinite = "satfinite" in modifiers
    modifiers = [x for x in modifiers if x != "satfinite"] + (["satfinite"] if satfinite else [])
    dregs = [x.strip() for x in m.group(2).split(",")]
    if len(outs) != len(fields) or dregs != ["$%d" % i for i in range(len(fields))]:
        raise bad("D must be the results $0..$%d" % (len(fields) - 1))

    def operand(tok):
        """An operand's typed value: `$n` (n past the results: the input n-R) or an integer."""
        tok = tok.strip()
        if re.fullmatch(r"-?\d+", tok):
            return "i32 " + tok
        n = re.fullmatch(r"\$(\d+)", tok)
        if not n or not len(outs) <= int(n.group(1)) < len(outs) + len(args):
            raise bad("operand %r" % tok)
        return args[int(n.group(1)) - len(outs)]

    rest = [x.strip() for x in m.group(3).split(",")]
    if len(rest) not in (3, 5, 7):
        raise bad("%d operands after D" % len(rest))
    if rest[2] == "p":
        setp = re.search(r"setp\.ne\.b32\s+p\s*,\s*([^,;]+),\s*0\s*;", body)
        if not setp:
            raise bad("no setp.ne.b32 of the scale-d predicate")
        rest[2] = setp.group(1)
    # C: the input tied to each result; without one (no accumulator input), zero.
    c = []
    for j, f in enumerate(fields):
        tied = [i for i, x in enumerate(ins) if x == str(j)]
        c.append(args[tied[0]] if tied else "%s %s" % (f, "0.0" if f == "float" else "0"))
    extra = {3: ["i32 1", "i32 1", "i32 0", "i32 0"], 5: ["i32 0", "i32 0"], 7: []}[len(rest)]
    ops = c + [operand(x) for x in rest] + extra
    name = "@emu_asm_wgmma_mma_async_sync_aligned_" + "_".join(modifiers)
    declares[name] = (ret, ", ".join(leading_type(o) for o in ops))
    return "%s%scall %s %s(%s)" % (indent, res or "", ret, name, ", ".join(ops))


# The loop MLIR 22's nvvm.mbarrier.try_wait.parity becomes: try_wait until the
# phase of that parity has completed.
TRY_WAIT_LOOP = re.compile(r"mbarrier\.try_wait\.parity\.shared(?:::cta)?\.b64\s+(\w+)\s*,\s*\[\$0\]\s*,"
                           r"\s*\$1\s*,\s*\$2\s*;\s*@\1\s+bra(?:\.uni)?\s+(\w+)\s*;\s*bra(?:\.uni)?\s+\w+\s*;"
                           r"\s*\2:")


WIDENED = itertools.count()


def rewrite_asm(line, declares):
    m = ASM_CALL.match(line)
    if not m:
        raise RewriteError("unexpected inline asm: " + line.strip())
    indent, res, ret, text, constraints, args, _, _ = m.groups()
    args = split_top(args)
    # An empty asm returning its tied operand (a register pinned after
    # wgmma.wait_group, WgmmaPatterns.cpp): the value itself.
    if not text.strip():
        if len(args) != 1 or not res or not re.fullmatch(r"=\w,0", constraints):
            raise RewriteError("unexpected empty inline asm: " + line.strip())
        return "%s%sfreeze %s" % (indent, res, args[0])
    if "wgmma.mma_async" in text:
        return rewrite_wgmma(indent, res, ret, text, constraints, args, declares)
    if "mbarrier.try_wait.parity" in text:
        body = " ".join(text.replace("\\0A", "\n").replace("\\09", " ").split())
        if not TRY_WAIT_LOOP.search(body) or len(args) != 3 or ret != "void":
            raise RewriteError("unsupported mbarrier.try_wait.parity form: " + body)
        name = "@emu_asm_mbarrier_try_wait_parity_loop"
        declares[name] = "declare void %s(%s)" % (name, ", ".join(leading_type(a) for a in args))
        return "%scall void %s(%s)" % (indent, name, ", ".join(args))
    atom = re.match(r"atom\.relaxed\.sys\.global\.(\w+)\.([busf])(\d+) \$0, \[\$1\], \$2;$", text)
    if atom:
        op, kind, bits = atom.groups()
        rmw = RMW.get((op, kind))
        if rmw is None or len(args) != 2:
            raise RewriteError("unexpected inline atom: " + line.strip())
        return "%s%satomicrmw %s %s, %s monotonic, align %d" % (
            indent, res or "", rmw, args[0], args[1], int(bits) // 8)
    opcode = text.strip().split()[0].rstrip(";")
    name = "emu_asm_" + re.sub(r"[^\w]", "_", opcode)
    # tensormap.replace of an indexed field spells the ordinal in the text:
    # it becomes an i32 argument after the map; values widen to i64.
    if opcode.startswith("tensormap.replace."):
        replace = re.fullmatch(r"\S+ \[\$0\], (?:(\d+), )?\$1;", text.strip())
        immediate = re.fullmatch(r"\S+ \[\$0\], (\d+);", text.strip())
        if immediate and len(args) == 1:
            ops = [args[0], "i64 " + immediate.group(1)]
            declares["@" + name] = "declare void @%s(%s)" % (name, ", ".join(leading_type(o) for o in ops))
            return "%scall void @%s(%s)" % (indent, name, ", ".join(ops))
        if not replace or len(args) != 2:
            raise RewriteError("unexpected tensormap.replace form: " + line.strip())
        ops = [args[0]] + (["i32 " + replace.group(1)] if replace.group(1) else [])
        widened = ""
        if leading_type(args[1]) == "i32":
            tmp = "%%emu.tmr.%d" % next(WIDENED)
            widened = "%s%s = zext %s to i64\n" % (indent, tmp, args[1])
            ops.append("i64 " + tmp)
        else:
            ops.append(args[1])
        declares["@" + name] = "declare void @%s(%s)" % (name, ", ".join(leading_type(o) for o in ops))
        return "%s%scall void @%s(%s)" % (widened, indent, name, ", ".join(ops))
    types = [leading_type(a) for a in args]
    declares["@" + name] = "declare %s @%s(%s)" % (ret, name, ", ".join(types))
    return "%s%scall %s @%s(%s)" % (indent, res or "", ret, name, ", ".join(args))


DEFINE = re.compile(r"^define (.*?)@([\w.$]+)\((.*)\)(.*)\{\s*$")
ATTRIBUTES = re.compile(r"^attributes #(\d+) = \{(.*)\}\s*$")
MAXNREG = re.compile(r'"nvvm\.maxnreg"="(\d+)"')


def kernel_maxnreg(fn_attrs, groups):
    """The "nvvm.maxnreg" of a function (LLVM 22 / MLIR 22's spelling of
    nvvm.maxnreg) from the text after its parameter list (inline attributes and
    #N references) and the module's attribute groups {N: text}; 0 without."""
    texts = [fn_attrs] + [groups.get(n, "") for n in re.findall(r"#(\d+)", fn_attrs)]
    found = [int(m.group(1)) for t in texts for m in MAXNREG.finditer(t)]
    return found[-1] if found else 0


DECLARE = re.compile(r"^declare (.*?)@([\w.$]+)\((.*)\)(.*)$")
SHARED_GLOBAL = re.compile(r"^(@[\w.$]+) = (.*?)addrspace\(3\) (global|constant) (.*)$")


SHARED_WINDOW = 1 << 18
SCALAR_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16, "half": 2, "bfloat": 2,
                "float": 4, "double": 8, "ptr": 8}


def type_size(ty):
    """(bytes, alignment) of an array, vector or scalar LLVM type, or None."""
    ty = ty.strip()
    m = re.match(r"^\[(\d+) x (.+)\]$", ty)
    if m:
        elt = type_size(m.group(2))
        return (int(m.group(1)) * elt[0], elt[1]) if elt else None
    m = re.match(r"^<(\d+) x (.+)>$", ty)
    if m:
        elt = type_size(m.group(2))
        size = int(m.group(1)) * elt[0] if elt else 0
        return (size, 1 << (size - 1).bit_length()) if size else None
    return (SCALAR_BYTES[ty], SCALAR_BYTES[ty]) if ty in SCALAR_BYTES else None


def shared_arena(lines):
    """{global: (alias type, offset)} and the arena's bytes, laying out the
    module's shared globals as one shared window; None where one is not a plain
    array without an initializer or the statics overflow the window."""
    statics, dynamic, offset = {}, [], 0
    for line in lines:
        m = SHARED_GLOBAL.match(line)
        if not m:
            continue
        name, linkage, _, rest = m.groups()
        ty = leading_type(rest)
        size = type_size(ty)
        align = re.search(r", align (\d+)", rest)
        align = max(int(align.group(1)) if align else 1, size[1] if size else 1)
        if "external" in linkage:
            dynamic.append((name, max(align, 16)))
            continue
        init = rest[len(ty):].split(",")[0].strip()
        if size is None or init not in ("undef", "poison", "zeroinitializer"):
            return None
        offset = (offset + align - 1) // align * align
        statics[name] = (ty, offset)
        offset += size[0]
    if dynamic:
        align = max(a for _, a in dynamic)
        offset = (offset + align - 1) // align * align
        for name, _ in dynamic:
            statics[name] = ("[%d x i8]" % (SHARED_WINDOW - offset), offset)
        offset = SHARED_WINDOW
    return (statics, offset) if statics and offset <= SHARED_WINDOW else None


def strip_param_attrs(params):
    """`i32 noundef range(i32 0, 5)` -> `i32` for each parameter of a declaration."""
    return ", ".join(leading_type(p) for p in split_top(params)) if params.strip() else ""


def type_bytes(ty):
    """The size of a first-class LLVM type of at most 8 bytes, or None."""
    scalar = {"half": 2, "bfloat": 2, "float": 4, "double": 8, "ptr": 8}
    m = re.match(r"^<(\d+) x (\w+)>$", ty)
    if m:
        elt = type_bytes(m.group(2))
        size = int(m.group(1)) * elt if elt else None
    elif re.match(r"^i\d+$", ty):
        size = max(1, int(ty[1:]) // 8) if int(ty[1:]) % 8 == 0 or ty == "i1" else None
    else:
        size = scalar.get(ty)
    return size if size and size <= 8 else None


def struct_wrapper(name, ret, params, mask=0):
    """The LLVM IR of NAME.unpack, which calls the host function of an intrinsic
    returning the struct `ret`.
    {T, i1} (T: i32 or float): the host function returns T's bits | pred << 32
    in an i64. Any other struct of fields of at most 8 bytes: the host function
    is void NAME(const uint64_t *in, uint64_t *out); operand i's bits are in
    in[i], field j's go to out[j] (low bytes first, the rest zero)."""
    types = [leading_type(p) for p in split_top(params)]
    fields = [leading_type(f) for f in split_top(ret.strip()[1:-1])]
    formals = ", ".join("%s %%a%d" % (t, i) for i, t in enumerate(types))
    if len(fields) == 2 and fields[1] == "i1":
        value_type = fields[0]
        if value_type not in ("i32", "float"):
            raise RewriteError("cannot unpack %s returning %s" % (name, ret))
        value = "bitcast i32 %v to float" if value_type == "float" else "add i32 %v, 0"
        return ["define internal %s %s.unpack(%s) {" % (ret, name, formals),
                "  %%p = call i64 %s(%s)" % (name, formals),
                "  %v = trunc i64 %p to i32",
                "  %vv = " + value,
                "  %hi = lshr i64 %p, 32",
                "  %b = trunc i64 %hi to i1",
                "  %%r0 = insertvalue %s poison, %s %%vv, 0" % (ret, value_type),
                "  %%r1 = insertvalue %s %%r0, i1 %%b, 1" % ret,
                "  ret %s %%r1" % ret,
                "}",
                "declare i64 %s(%s)" % (name, ", ".join(types))]
    bad = [t for t in types + fields if type_bytes(t) is None]
    if bad:
        raise RewriteError("cannot unpack %s returning %s: %s is wider than 8 bytes"
                           % (name, ret, bad[0]))
    slots = list(range(len(types)))
    if mask & MUTATIONS["swap-mma-fragments"] and name.startswith("@emu_nvvm_mma_") and len(slots) > 1:
        slots[0], slots[1] = 1, 0
    body = ["define internal %s %s.unpack(%s) {" % (ret, name, formals),
            "  %%in = alloca [%d x i64], align 8" % max(1, len(types)),
            "  %%out = alloca [%d x i64], align 8" % len(fields)]
    for i, t in enumerate(types):
        body += ["  %%in%d = getelementptr [%d x i64], ptr %%in, i64 0, i64 %d" % (i, len(types), slots[i]),
                 "  store i64 0, ptr %%in%d, align 8" % i,
                 "  store %s %%a%d, ptr %%in%d, align 8" % (t, i, i)]
    body.append("  call void %s(ptr %%in, ptr %%out)" % name)
    result = "poison"
    for j, f in enumerate(fields):
        body += ["  %%out%d = getelementptr [%d x i64], ptr %%out, i64 0, i64 %d" % (j, len(fields), j),
                 "  %%f%d = load %s, ptr %%out%d, align 8" % (j, f, j),
                 "  %%r%d = insertvalue %s %s, %s %%f%d, %d" % (j, ret, result, f, j, j)]
        result = "%%r%d" % j
    body += ["  ret %s %s" % (ret, result), "}", "declare void %s(ptr, ptr)" % name]
    return body


def vector_wrapper(name, ret, params):
    """The LLVM IR of NAME.unpack for an intrinsic returning the vector `ret`
    (tcgen05.ld): the host function is void NAME(void *out, operands...) and
    writes the vector's elements to out."""
    types = [leading_type(p) for p in split_top(params)]
    formals = ", ".join("%s %%a%d" % (t, i) for i, t in enumerate(types))
    return ["define internal %s %s.unpack(%s) {" % (ret, name, formals),
            "  %%out = alloca %s, align 16" % ret,
            "  call void %s(%s)" % (name, ", ".join(["ptr %out"] + formals.split(", ") if formals else ["ptr %out"])),
            "  %%v = load %s, ptr %%out, align 16" % ret,
            "  ret %s %%v" % ret, "}",
            "declare void %s(%s)" % (name, ", ".join(["ptr"] + types))]


def rewrite(text, entry, mutations=(), tsan=False):
    """The host module for `text` (LLVM IR from --save-llvm), entry kernel `entry`;
    tsan: the module's functions are marked for ThreadSanitizer."""
    mask = 0
    for m in mutations:
        if m not in MUTATIONS:
            raise RewriteError("unknown mutation %r (known: %s)" % (m, ", ".join(MUTATIONS)))
        mask |= MUTATIONS[m]
    lines = text.split("\n")
    out, declares, shared, kernel_params, kernel_attrs, attr_groups = [], {}, [], None, "", {}
    arena = shared_arena(lines)
    if arena:
        shared.append(("@__emu_shared", "[%d x i8]" % arena[1]))
    for line in lines:
        if line.startswith("target datalayout") or line.startswith("target triple"):
            continue
        m = SHARED_GLOBAL.match(line)
        if m and arena:
            ty, offset = arena[0][m.group(1)]
            line = "%s = internal alias %s, ptr getelementptr (i8, ptr @__emu_shared, i64 %d)" % (
                m.group(1), ty, offset)
        elif m:
            name, linkage, kind, rest = m.groups()
            ty = leading_type(rest)
            if "external" in linkage:
                ty = "[%d x i8]" % DYNAMIC_SHARED_BYTES
                line = "%s = global %s zeroinitializer, align 16" % (name, ty)
            shared.append((name, ty))
        line = line.replace("ptx_kernel ", "").replace("ptx_device ", "")
        line = re.sub(r", addrspace\(\d+\)", "", line)
        line = re.sub(r" addrspace\(\d+\)", "", line)
        line = line.replace("addrspacecast", "bitcast")
        line = re.sub(r' syncscope\("[^"]*"\)', "", line)
        line = re.sub(r"@\"?(llvm\.[\w.]+)\"?", intrinsic_name, line)
        # vprintf's argument buffer is not the host's va_list.
        line = line.replace("@vprintf(", "@emu_vprintf(")
        if " asm " in line and re.search(r"\bcall .*? asm ", line):
            line = rewrite_asm(line, declares)
        if line.startswith("attributes #"):
            group = ATTRIBUTES.match(line)
            if group:
                attr_groups[group.group(1)] = group.group(2)
            line = re.sub(r'\s*"target-(cpu|features)"="[^"]*"', "", line)
            if tsan:
                line = line.replace("= { ", "= { sanitize_thread ", 1)
        if "@emu_" in line and re.search(r"\bcall\b", line):
            line = re.sub(r"\s*#\d+(?=(, !|$))", "", line)  # call-site attributes
        d = DECLARE.match(line)
        if d:
            name = "@" + d.group(2)
            if name.startswith("@emu_"):
                ret = re.sub(r"\b(noundef|zeroext|signext|range\([^)]*\)) ", "", d.group(1)).strip()
                declares[name] = (ret, d.group(3))
                continue
            if name in declares:
                continue
            declares[name] = line
            out.append(line)
            continue
        dm = DEFINE.match(line)
        if dm and dm.group(2) == entry:
            kernel_params = dm.group(3)
            kernel_attrs = dm.group(4)
        out.append(line)
    if kernel_params is None:
        raise RewriteError("no kernel @%s in the module" % entry)

    text = "\n".join(out)
    tail = []
    for name, value in declares.items():
        if not name.startswith("@emu_"):
            continue
        if isinstance(value, str):  # inline-asm host function
            tail.append(value)
            continue
        ret, params = value
        # tcgen05.ld's vectors are too wide for a register return; the
        # narrow vectors of the f8 conversions are returned as they are.
        if ret.startswith("<") and name.startswith("@emu_nvvm_tcgen05_ld"):
            text = text.replace(name + "(", name + ".unpack(")
            tail += vector_wrapper(name, ret, params)
        elif ret.startswith("{"):
            text = text.replace(name + "(", name + ".unpack(")
            tail += struct_wrapper(name, ret, params, mask)
        else:
            tail.append("declare %s %s(%s)" % (ret, name, strip_param_attrs(params)))

    tail.append("@__emu_mutations = constant i32 %d" % mask)
    tail.append("@__emu_maxnreg = constant i32 %d" % kernel_maxnreg(kernel_attrs, attr_groups))
    if arena:  # 1024: the largest swizzle pattern of wgmma operands
        tail.append("@__emu_shared = global [%d x i8] zeroinitializer, align %d"
                    % (arena[1], max([1024] + [type_size(t)[1] for t, _ in arena[0].values()])))
    regions = ["{ ptr, i64 } { ptr %s, i64 ptrtoint (ptr getelementptr (%s, ptr null, i32 1) to i64) }"
               % (name, ty) for name, ty in shared]
    tail.append("@__emu_shared_regions = constant [%d x { ptr, i64 }] %s"
                % (len(regions), "[%s]" % ", ".join(regions) if regions else "zeroinitializer"))
    tail.append("@__emu_shared_region_count = constant i32 %d" % len(regions))
    tail.append("define void @__emu_poison_shared() {")
    for i, (name, ty) in enumerate(shared):
        tail += ["  %%s%d = getelementptr %s, ptr null, i32 1" % (i, ty),
                 "  %%n%d = ptrtoint ptr %%s%d to i64" % (i, i),
                 "  call void @llvm.memset.p0.i64(ptr %s, i8 -91, i64 %%n%d, i1 false)" % (name, i)]
    tail += ["  ret void", "}"]
    if shared and "@llvm.memset.p0.i64" not in declares:
        tail.append("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
    types = [leading_type(p) for p in split_top(kernel_params)]
    tail.append("define void @__emu_entry(ptr %params) {")
    for i, t in enumerate(types):
        tail += ["  %%slot%d = getelementptr ptr, ptr %%params, i64 %d" % (i, i),
                 "  %%arg%d.p = load ptr, ptr %%slot%d" % (i, i),
                 "  %%arg%d = load %s, ptr %%arg%d.p, align 1" % (i, t, i)]
    tail.append("  call void @%s(%s)" % (entry, ", ".join("%s %%arg%d" % (t, i) for i, t in enumerate(types))))
    tail += ["  ret void", "}"]
    return text + "\n" + "\n".join(tail) + "\n"


def runtime_objects(clang, cache_dir, tsan=False):
    """The runtime compiled once into cache_dir (rebuilt when a source is newer)."""
    os.makedirs(cache_dir, exist_ok=True)
    objs = []
    for src in RUNTIME:
        obj = os.path.join(cache_dir, os.path.basename(src)[:-2] + ("-tsan.o" if tsan else ".o"))
        deps = [src, os.path.join(HERE, "runtime.h")]
        if not os.path.exists(obj) or any(os.path.getmtime(d) > os.path.getmtime(obj) for d in deps):
            subprocess.run([clang, "-O1", "-fPIC", "-pthread", "-frounding-math", "-w", "-c", src,
                            "-o", obj + ".tmp"] + (["-fsanitize=thread"] if tsan else []),
                           check=True, capture_output=True, text=True)
            os.replace(obj + ".tmp", obj)
        objs.append(obj)
    return objs


def tsan_runtime(clang="clang-22"):
    """The shared ThreadSanitizer runtime a --tsan shared object needs preloaded, or None."""
    try:
        path = subprocess.run([clang, "-print-file-name=libclang_rt.tsan-x86_64.so"],
                              capture_output=True, text=True).stdout.strip()
    except OSError:
        return None
    return path if os.path.isabs(path) and os.path.exists(path) else None


def build(ir_path, entry, out_so, mutations=(), clang="clang-22", cache_dir=None, tsan=False):
    """Rewrites ir_path and links it with the runtime into out_so. Returns None, or
    the reason it could not be built (an undefined emu_* symbol names what the
    runtime lacks). tsan: instrumented for ThreadSanitizer (load it with
    tsan_runtime() preloaded)."""
    try:
        host = rewrite(open(ir_path).read(), entry, mutations, tsan)
    except RewriteError as e:
        return "rewrite: %s" % e
    host_ll = out_so[:-3] + ".host.ll" if out_so.endswith(".so") else out_so + ".host.ll"
    with open(host_ll, "w") as f:
        f.write(host)
    objs = runtime_objects(clang, cache_dir or os.path.dirname(os.path.abspath(out_so)), tsan)
    sanitize = ["-fsanitize=thread", "-shared-libsan"] if tsan else []
    p = subprocess.run([clang, "-O1", "-w", "-shared", "-fPIC", "-pthread", "-Wl,-z,defs", host_ll]
                       + sanitize + objs + ["-lm", "-o", out_so],
                       capture_output=True, text=True, errors="replace")
    if p.returncode:
        undefined = sorted(set(re.findall(r"undefined (?:reference to|symbol:) `?([\w.$]+)", p.stderr)))
        if undefined:
            return "not emulated: " + ", ".join(undefined)
        return "host compile: " + (p.stderr.strip().splitlines() or ["status %d" % p.returncode])[0]
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=["rewrite", "build"])
    ap.add_argument("input")
    ap.add_argument("--entry", required=True, help="the kernel's name")
    ap.add_argument("--mutate", default="", help="comma-separated: " + ", ".join(MUTATIONS))
    ap.add_argument("-o", "--output")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--tsan", action="store_true", help="instrument for ThreadSanitizer")
    args = ap.parse_args(argv)
    mutations = [m for m in args.mutate.split(",") if m]
    if args.command == "rewrite":
        try:
            host = rewrite(open(args.input).read(), args.entry, mutations, args.tsan)
        except RewriteError as e:
            print("error: %s" % e, file=sys.stderr)
            return 1
        (open(args.output, "w") if args.output else sys.stdout).write(host)
        return 0
    if not args.output:
        print("error: build needs -o", file=sys.stderr)
        return 2
    err = build(args.input, args.entry, args.output, mutations, args.clang, tsan=args.tsan)
    if err:
        print("error: " + err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
