"""cuda_tile programs for the whole-compile differential (run.py).

generate(seed, index) builds one valid-looking kernel as cuda_tile MLIR text:
view loads of random tiles (ranks 1-3, power-of-two dimensions: NVIDIA's
reader refuses others) from tensors whose static dimensions are often not
powers of two, a chain of ops drawn from elementwise, conversion, reduce, scan,
reshape, broadcast, permute and mma ops, constants (splat and dense), a view
store and random optimization hints. mutate(text, seed, index) changes one
corpus kernel's tile shapes, element types, constants or hints. Both are pure
functions of their arguments, so a program is reproduced from its name.
"""
import random
import re

FLOATS = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2"]
INTS = ["i1", "i8", "i16", "i32", "i64"]
# Element types a view may load (weights: the common ones more often).
LOAD_TYPES = ["f32"] * 4 + ["f16"] * 3 + ["bf16"] * 2 + ["f64", "f8E4M3FN", "f8E5M2"] + \
    ["i32"] * 2 + ["i8", "i16", "i64", "i1"]
POW2 = [1, 2, 4, 8, 16, 32, 64, 128]
NOT_POW2 = [3, 5, 6, 12, 24, 48, 96]
HINT_TARGETS = ["default", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120"]


def is_float(t):
    return t in FLOATS


def width(t):
    if t.startswith("f8"):
        return 8
    return {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f16": 16, "bf16": 16,
            "f32": 32, "f64": 64}[t]


def tile(shape, t):
    return "tile<" + "".join(f"{d}x" for d in shape) + t + ">"


def literal(t, value):
    """A scalar literal of type t in NVIDIA's printed form."""
    if t == "i1":
        return "true" if value else "false"
    if is_float(t):
        return f"{float(value):.6e}"
    return str(int(value))


class Builder:
    def __init__(self, rng):
        self.rng = rng
        self.args = []      # "%name: type"
        self.body = []      # lines
        self.count = 0
        self.views = 0

    def name(self, prefix="v"):
        self.count += 1
        return f"%{prefix}{self.count}"

    def emit(self, line):
        self.body.append("    " + line)

    def view(self, shape, t, padding):
        """A partition view over a new pointer argument; returns (view, its type).
        The tensor's static dimensions are the tile's, or (then the partition
        has partial tiles) other sizes, often not powers of two."""
        self.views += 1
        k = self.views
        ptr = f"%p{k}"
        rows = f"%n{k}"
        self.args += [f"{ptr}: tile<ptr<{t}>>", f"{rows}: tile<i32>"]
        rest = [d if self.rng.random() < 0.7 else self.rng.choice(NOT_POW2 + [d * 2, 1000])
                for d in shape[1:]]
        strides = []
        acc = 1
        for d in reversed(rest):
            strides.insert(0, acc)
            acc *= d
        strides.insert(0, acc)
        tv_type = ("tensor_view<?" + "".join(f"x{d}" for d in rest) + f"x{t}, strides=["
                   + ",".join(str(s) for s in strides) + "]>")
        if self.rng.random() < 0.5:
            aligned = self.name("a")
            self.emit(f"{aligned} = assume div_by<16>, {ptr} : tile<ptr<{t}>>")
            ptr = aligned
        tv = self.name("tv")
        self.emit(f"{tv} = make_tensor_view {ptr}, shape = [{', '.join([rows] + [str(d) for d in rest])}], "
                  f"strides = [{', '.join(str(s) for s in strides)}] : tile<i32> -> {tv_type}")
        pad = ", padding_value = zero" if padding else ""
        pv_type = "partition_view<tile=(" + "x".join(str(d) for d in shape) + f"){pad}, {tv_type}>"
        pv = self.name("pv")
        self.emit(f"{pv} = make_partition_view {tv} : {pv_type}")
        return pv, pv_type

    def indices(self, rank):
        return ", ".join(["%bx"] + ["%c0"] * (rank - 1))

    def load(self, shape, t):
        pv, pv_type = self.view(shape, t, self.rng.random() < 0.3)
        v, tok = self.name(), self.name("tk")
        self.emit(f"{v}, {tok} = load_view_tko weak {pv}[{self.indices(len(shape))}] token = %tok0 : "
                  f"{pv_type}, tile<i32> -> {tile(shape, t)}, token")
        return v

    def store(self, v, shape, t):
        pv, pv_type = self.view(shape, t, False)
        tok = self.name("tk")
        self.emit(f"{tok} = store_view_tko weak {v}, {pv}[{self.indices(len(shape))}] token = %tok0 : "
                  f"{tile(shape, t)}, {pv_type}, tile<i32> -> token")

    def constant(self, shape, t):
        rng = self.rng
        n = 1
        for d in shape:
            n *= d
        values = [rng.choice([0, 1, 2, -1, 3, 7, 0.5, -2.25]) for _ in range(n if n <= 16 else 1)]
        if t.startswith("i") or t == "i1":
            values = [int(abs(x)) if t == "i1" else int(x) for x in values]
            if t == "i1":
                values = [x & 1 for x in values]
        if len(values) > 1 and rng.random() < 0.5:
            body = self.dense(shape, t, values)
        else:
            body = literal(t, values[0])
        c = self.name("c")
        self.emit(f"{c} = constant <{t}: {body}> : {tile(shape, t)}")
        return c

    def dense(self, shape, t, values):
        it = iter(values)

        def nest(dims):
            if not dims:
                return literal(t, next(it))
            return "[" + ", ".join(nest(dims[1:]) for _ in range(dims[0])) + "]"
        return nest(list(shape))


class Placeholders:
    """Values our verifier refuses, so our writer cannot write them: the text
    carries a marker and run.py writes the program twice (markers a and b),
    then patches the bytes that differ to the wanted value."""

    def __init__(self):
        self.wanted = {}

    def add(self, value, a, b):
        key = f"__P{len(self.wanted)}__"
        self.wanted[key] = (value, a, b)
        return key


def pick_shape(rng, rank, budget=8192):
    while True:
        shape = [rng.choice(POW2[2:] if rng.random() < 0.8 else POW2) for _ in range(rank)]
        n = 1
        for d in shape:
            n *= d
        if n <= budget:
            return shape


def hints(rng, holes):
    """An optimization_hints attribute (sometimes out of the verifier's ranges)."""
    entries = []
    for target in sorted(rng.sample(HINT_TARGETS, rng.randrange(0, 3))):
        fields = {}
        pre_sm90 = target in ("sm_80", "sm_86", "sm_89")
        if rng.random() < 0.5:
            v = rng.choice([0, 33, 64]) if rng.random() < 0.1 else rng.randrange(1, 33)
            fields["occupancy"] = v if 1 <= v <= 32 else holes.add(v, 5, 6)
        if rng.random() < 0.4:
            v = rng.choice([3, 0, 32]) if rng.random() < 0.1 else rng.choice([1, 2, 4, 8, 16])
            if pre_sm90:  # only 1 verifies there: no second marker to patch from
                v = 1
            fields["num_cta_in_cga"] = v if v in (1, 2, 4, 8, 16) else holes.add(v, 1, 2)
        if rng.random() < 0.4:
            v = rng.choice([3, 6, 0, 64]) if rng.random() < 0.1 else \
                rng.choice([1, 2, 4, 8, 16, 32])
            fields["num_worker_warps_per_cta"] = v if v in (1, 2, 4, 8, 16, 32) else holes.add(v, 1, 2)
        body = ", ".join(f"{k} = {v}" for k, v in sorted(fields.items()))
        entries.append(f"{target} = {{{body}}}")
    if not entries:
        entries = ["default = {}"]
    return "optimization_hints=<" + ", ".join(entries) + ">"


def elementwise(b, v, shape, t):
    rng = b.rng
    if t.startswith("f8"):  # no arithmetic on f8: only conversions
        return convert(b, v, shape, t)
    other = v
    if rng.random() < 0.5:
        other = b.constant(shape, t)
    elif rng.random() < 0.5:
        other = b.load(shape, t)
    r = b.name()
    ty = tile(shape, t)
    if is_float(t):
        op = rng.choice(["addf", "subf", "mulf", "maxf", "minf", "divf", "negf", "absf", "exp",
                         "sqrt", "tanh", "fma", "cmpf"])
        if op in ("negf", "absf"):
            b.emit(f"{r} = {op} {v} : {ty}")
        elif op in ("exp", "sqrt", "tanh"):
            b.emit(f"{r} = {op} {v}  : {ty}")
        elif op in ("maxf", "minf"):
            b.emit(f"{r} = {op} {v}, {other} : {ty}")
        elif op == "fma":
            b.emit(f"{r} = fma {v}, {other}, {v}  : {ty}")
        elif op == "cmpf":
            b.emit(f"{r} = cmpf less_than ordered {v}, {other} : {ty} -> {tile(shape, 'i1')}")
            s = b.name()
            b.emit(f"{s} = select {r}, {v}, {other} : {tile(shape, 'i1')}, {ty}")
            return s, t
        else:
            b.emit(f"{r} = {op} {v}, {other}  : {ty}")
        return r, t
    op = rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxi", "mini", "shli",
                     "shri", "cmpi"])
    if op in ("maxi", "mini", "shri"):
        b.emit(f"{r} = {op} {v}, {other} {rng.choice(['signed', 'unsigned'])} : {ty}")
    elif op == "cmpi":
        b.emit(f"{r} = cmpi less_than {v}, {other}, signed : {ty} -> {tile(shape, 'i1')}")
        return r, "i1"
    else:
        b.emit(f"{r} = {op} {v}, {other} : {ty}")
    return r, t


def convert(b, v, shape, t):
    rng = b.rng
    r = b.name()
    if is_float(t):
        if rng.random() < 0.7:
            u = rng.choice([f for f in FLOATS if f != t])
            b.emit(f"{r} = ftof {v}  : {tile(shape, t)} -> {tile(shape, u)}")
        else:
            u = rng.choice(["i8", "i16", "i32", "i64"])
            b.emit(f"{r} = ftoi {v} {rng.choice(['signed', 'unsigned'])}  : "
                   f"{tile(shape, t)} -> {tile(shape, u)}")
        return r, u
    if rng.random() < 0.4 and t != "i1":
        u = rng.choice(FLOATS)
        b.emit(f"{r} = itof {v} {rng.choice(['signed', 'unsigned'])}  : "
               f"{tile(shape, t)} -> {tile(shape, u)}")
        return r, u
    wider = [i for i in INTS if width(i) > width(t)]
    narrower = [i for i in INTS if width(i) < width(t) and i != "i1"]
    if wider and (not narrower or rng.random() < 0.5):
        u = rng.choice(wider)
        b.emit(f"{r} = exti {v} {rng.choice(['signed', 'unsigned'])} : "
               f"{tile(shape, t)} -> {tile(shape, u)}")
        return r, u
    if narrower:
        u = rng.choice(narrower)
        b.emit(f"{r} = trunci {v} : {tile(shape, t)} -> {tile(shape, u)}")
        return r, u
    return v, t


def combiner(b, t, a, c):
    """The body of a reduce or scan: one associative op on scalars."""
    r = b.name()
    if is_float(t):
        op = b.rng.choice(["addf", "maxf", "mulf"])
        sep = "  " if op in ("addf", "mulf") else " "
        return r, f"{r} = {op} {a}, {c}{sep}: tile<{t}>"
    op = b.rng.choice(["addi", "maxi", "xori"])
    sign = " signed" if op == "maxi" else ""
    return r, f"{r} = {op} {a}, {c}{sign} : tile<{t}>"


def identity(t, op_line):
    if is_float(t):
        if "maxf" in op_line:
            return f"-1.000000e+30 : {t}" if t in ("f32", "f64") else f"0.000000e+00 : {t}"
        if "mulf" in op_line:
            return f"1.000000e+00 : {t}"
        return f"0.000000e+00 : {t}"
    if t == "i1":
        return "false : i1"
    return f"0 : {t}"


def reduce_or_scan(b, v, shape, t):
    rng = b.rng
    if t.startswith("f8"):  # no f8 arithmetic for the combiner
        v, t = convert(b, v, shape, t)
        return v, shape, t
    dim = rng.randrange(len(shape))
    lhs, rhs = b.name("l"), b.name("r")
    res, line = combiner(b, t, lhs, rhs)
    ident = identity(t, line)
    r = b.name()
    if rng.random() < 0.5:
        out = shape[:dim] + shape[dim + 1:]
        b.emit(f"{r} = reduce {v} dim={dim} identities=[{ident}] : {tile(shape, t)} -> {tile(out, t)}")
    else:
        out = shape
        b.emit(f"{r} = scan {v} dim={dim} reverse={rng.choice(['false', 'true'])} "
               f"identities=[{ident}] : {tile(shape, t)} -> {tile(out, t)}")
    b.emit(f"({lhs}: tile<{t}>, {rhs}: tile<{t}>) {{")
    b.emit("  " + line)
    b.emit(f"  yield {res} : tile<{t}>")
    b.emit("}")
    if not out:
        s = b.name()
        b.emit(f"{s} = reshape {r} : {tile(out, t)} -> {tile([1], t)}")
        return s, [1], t
    return r, out, t


def shape_op(b, v, shape, t):
    rng = b.rng
    r = b.name()
    kind = rng.choice(["reshape", "broadcast", "permute"])
    if kind == "permute" and len(shape) >= 2:
        perm = list(range(len(shape)))
        while perm == sorted(perm):
            rng.shuffle(perm)
        out = [shape[p] for p in perm]
        b.emit(f"{r} = permute {v} [{', '.join(map(str, perm))}] : {tile(shape, t)} -> {tile(out, t)}")
        return r, out
    if kind == "broadcast" and len(shape) < 3:
        ones = [1] + shape
        b.emit(f"{r} = reshape {v} : {tile(shape, t)} -> {tile(ones, t)}")
        s = b.name()
        out = [rng.choice([2, 4])] + shape
        b.emit(f"{s} = broadcast {r} : {tile(ones, t)} -> {tile(out, t)}")
        return s, out
    n = 1
    for d in shape:
        n *= d
    if len(shape) == 1 and n >= 4:
        out = [n // 2, 2] if n % 2 == 0 else [n]
    else:
        out = [n]
    b.emit(f"{r} = reshape {v} : {tile(shape, t)} -> {tile(out, t)}")
    return r, out


MMA_TYPES = [("f16", "f32"), ("f16", "f16"), ("bf16", "f32"), ("f32", "f32"), ("f64", "f64"),
             ("f8E4M3FN", "f32"), ("f8E5M2", "f32"), ("i8", "i32")]


def mma(b):
    rng = b.rng
    ab, acc = rng.choice(MMA_TYPES)
    # Up to 64: NVIDIA's tileiras takes minutes on some 128-wide f32 dots.
    m, n, k = (rng.choice([16, 32, 64]) for _ in range(3))
    batch = [rng.choice([2, 4])] if rng.random() < 0.2 else []
    a = b.load(batch + [m, k], ab)
    bb = b.load(batch + [k, n], ab)
    c = b.constant(batch + [m, n], acc) if rng.random() < 0.5 else b.load(batch + [m, n], acc)
    r = b.name()
    if ab == "i8":
        b.emit(f"{r} = mmai {a}, {bb}, {c} signed signed : {tile(batch + [m, k], ab)}, "
               f"{tile(batch + [k, n], ab)}, {tile(batch + [m, n], acc)}")
    else:
        b.emit(f"{r} = mmaf {a}, {bb}, {c} : {tile(batch + [m, k], ab)}, "
               f"{tile(batch + [k, n], ab)}, {tile(batch + [m, n], acc)}")
    return r, batch + [m, n], acc


def generate(seed, index):
    """One kernel as cuda_tile MLIR text; the same (seed, index) gives the same text."""
    rng = random.Random(f"gen:{seed}:{index}")
    b = Builder(rng)
    b.holes = Placeholders()
    b.emit("%tok0 = make_token : token")
    b.emit("%bx, %by, %bz = get_tile_block_id : tile<i32>")
    b.emit("%c0 = constant <i32: 0> : tile<i32>")
    if rng.random() < 0.25:
        v, shape, t = mma(b)
    else:
        rank = rng.choice([1, 2, 2, 3])
        shape = pick_shape(rng, rank)
        t = rng.choice(LOAD_TYPES)
        v = b.load(shape, t)
    for _ in range(rng.randrange(1, 5)):
        kind = rng.choice(["elementwise"] * 3 + ["convert"] * 2 + ["reduce", "shape"])
        if kind == "elementwise":
            v, t = elementwise(b, v, shape, t)
        elif kind == "convert":
            v, t = convert(b, v, shape, t)
        elif kind == "reduce":
            v, shape, t = reduce_or_scan(b, v, shape, t)
        else:
            v, shape = shape_op(b, v, shape, t)
    b.store(v, shape, t)
    b.emit("return")
    text = ("cuda_tile.module @kernels {\n"
            f"  entry @gen_{seed}_{index}({', '.join(b.args)}) {hints(rng, b.holes)} {{\n"
            + "\n".join(b.body) + "\n  }\n}\n")
    return text, b.holes.wanted


# ---- mutations of corpus kernels (text printed by tileiras-translate) ----

TILE_DIMS = re.compile(r"(tile<|tile=\()((?:\d+x)*\d+)(?=[x)])")


def mutate_shapes(text, rng):
    """Replaces one tile dimension value by another everywhere it occurs in
    tile types and partition tiles (consistent for most kernels)."""
    dims = sorted({int(d) for m in TILE_DIMS.finditer(text) for d in m.group(2).split("x")} - {1})
    if not dims:
        return None
    old = rng.choice(dims)
    new = rng.choice([d for d in POW2[1:] + [256] if d != old])

    def repl(m):
        parts = [str(new) if int(d) == old else d for d in m.group(2).split("x")]
        return m.group(1) + "x".join(parts)
    return TILE_DIMS.sub(repl, text), f"dim {old}->{new}", {}


def mutate_types(text, rng):
    present = [t for t in FLOATS + ["i8", "i16", "i32", "i64"] if re.search(rf"\b{t}\b", text)]
    if not present:
        return None
    old = rng.choice(present)
    pool = FLOATS if is_float(old) else ["i8", "i16", "i32", "i64"]
    new = rng.choice([t for t in pool if t != old])
    return re.sub(rf"\b{old}\b", new, text), f"type {old}->{new}", {}


CONST = re.compile(r"constant <(i\d+|f\d+|bf16|f8\w+): (-?[\d.e+\-]+)>")


def mutate_constants(text, rng):
    hits = list(CONST.finditer(text))
    if not hits:
        return None
    m = rng.choice(hits)
    t = m.group(1)
    value = rng.choice([0, 1, -1, 2, 3, 255, -128, 65536, 1 << 31]) if not is_float(t) else \
        rng.choice([0.0, -0.0, 1.0, -1.0, 1e30, 3.5, 6.5e4])
    new = f"constant <{t}: {literal(t, value)}>"
    return text[:m.start()] + new + text[m.end():], f"constant {m.group(2)}->{literal(t, value)}", {}


HINTS = re.compile(r"optimization_hints=<.*?>(?= \{)")


def mutate_hints(text, rng):
    if not HINTS.search(text):
        return None
    holes = Placeholders()
    h = hints(rng, holes)
    return HINTS.sub(h, text, count=1), "hints " + h[len("optimization_hints="):], holes.wanted


MUTATIONS = [mutate_shapes, mutate_types, mutate_constants, mutate_hints]


def mutate(text, seed, index, name):
    """One mutant of a corpus kernel's text: (text, description, placeholders) or None."""
    rng = random.Random(f"mut:{seed}:{index}:{name}")
    fn = MUTATIONS[index % len(MUTATIONS)]
    return fn(text, rng)
