"""Makes lowered NVPTX LLVM IR compile for the host (emulate*.test).

Drops the target triple and data layout and the ptx_kernel calling
convention, and renames the NVVM special-register reads, the CTA barrier, the warp
shuffles (emulate-warp.h) and the f8 to
f16x2 conversions to the emu_* functions of the harnesses (plain declarations, without the
intrinsics' memory(none) attributes), vprintf to emu_vprintf, and the
device heap's malloc/free (alloca) to emu_malloc/emu_free.
The inline-PTX system-scope atomics (`atom.relaxed.sys.global.<op>.<type>`,
which the lowering emits because LLVM 22's NVPTX turns an atomicrmw's .sys
scope into .gpu) become the host `atomicrmw` of the same operation and type,
monotonic (relaxed) at the default, system, scope.

--tsan: also puts every pointer in address space 0 (ThreadSanitizer ignores
the others) and marks the kernels sanitize_thread, so that a missing CTA
barrier around __tileiras_scratch shows up as a data race.
"""
import re
import sys

tsan = '--tsan' in sys.argv[1:]
path = [a for a in sys.argv[1:] if not a.startswith('--')][0]
# `%r = call T asm sideeffect "atom.relaxed.sys.global.OP.KBITS $0, [$1], $2;",
#  "constraints"(PTRTYPE %p, T %x)` (the call may carry tail and attributes).
SYS_ATOM = re.compile(
    r'^(\s*%[-\w.]+) = (?:tail |notail |musttail )?call (\w+) asm sideeffect '
    r'"atom\.relaxed\.sys\.global\.(\w+)\.([busf])(\d+) \$0, \[\$1\], \$2;", '
    r'"[^"]*"\((ptr(?: addrspace\(\d+\))?) ([^,]+), (\w+) ([^)]+)\)[^\n]*$')
# PTX atom op and type kind -> atomicrmw operation.
RMW = {('add', 'u'): 'add', ('add', 's'): 'add', ('add', 'f'): 'fadd',
       ('and', 'b'): 'and', ('or', 'b'): 'or', ('xor', 'b'): 'xor',
       ('exch', 'b'): 'xchg', ('max', 's'): 'max', ('min', 's'): 'min',
       ('max', 'u'): 'umax', ('min', 'u'): 'umin'}


def sys_atomic(match):
    res, ty, op, kind, bits, ptrty, ptr, xty, x = match.groups()
    rmw = RMW.get((op, kind))
    if rmw is None or ty != xty:
        sys.exit('emulate-rewrite.py: unexpected inline atom: ' + match.group(0))
    return '%s = atomicrmw %s %s %s, %s %s monotonic, align %d' % (
        res, rmw, ptrty, ptr, ty, x, int(bits) // 8)


out = []
for line in open(path):
    if 'asm sideeffect "atom.' in line:
        line, n = SYS_ATOM.subn(sys_atomic, line.rstrip('\n'))
        if n != 1:
            sys.exit('emulate-rewrite.py: unexpected inline atom: ' + line)
        line += '\n'
    if line.startswith('target datalayout') or line.startswith('target triple'):
        continue
    line = line.replace('ptx_kernel ', '')
    line = re.sub(r'@llvm\.nvvm\.read\.ptx\.sreg\.(tid|ctaid|nctaid|ntid)\.([xyz])',
                  r'@emu_\1_\2', line)
    line = re.sub(r'@llvm\.nvvm\.shfl\.sync\.(bfly|up|down|idx)\.(i32|f32)\b',
                  r'@emu_shfl_\1_\2', line)
    line = re.sub(r'@llvm\.nvvm\.barrier\.cta\.sync\.aligned\.all|@llvm\.nvvm\.barrier0',
                  '@emu_barrier', line)
    # f8 -> f16x2 conversions (sm_89 cvt) become host functions.
    line = re.sub(r'@llvm\.nvvm\.(e4m3x2|e5m2x2)\.to\.f16x2\.rn\b', r'@emu_\1_to_f16x2', line)
    # vprintf's buffer ABI is not the host's va_list.
    line = line.replace('@vprintf(', '@emu_vprintf(')
    # alloca's device heap: the harness checks and poisons it.
    line = re.sub(r'@(malloc|free)\(', r'@emu_\1(', line)
    if line.startswith('declare') and '@emu_' in line:
        line = re.sub(r'noundef |range\([^)]*\) ', '', line)
        line = re.sub(r'\s*#\d+\s*$', '\n', line)
    if tsan:
        line = re.sub(r' addrspace\([13]\)', '', line)
        # alloca's cast to the global space is now from ptr to ptr.
        line = re.sub(r'= addrspacecast ptr (\S+) to ptr$', r'= bitcast ptr \1 to ptr', line)
        line = re.sub(r'(@llvm\.masked\.[a-z]+\.[a-z0-9]+\.v[0-9]+)p[13]\b', r'\1p0', line)
        if line.startswith('attributes #') and 'nvvm.reqntid' in line:
            line = line.replace('= { ', '= { sanitize_thread ', 1)
    out.append(line)
sys.stdout.write(''.join(out))
