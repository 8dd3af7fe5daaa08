"""Makes lowered NVPTX LLVM IR compile for the host (emulate*.test).

Drops the target triple and data layout and the ptx_kernel calling
convention, and renames the NVVM special-register reads and the CTA barrier
to the emu_* functions of emulate-harness.c (plain declarations, without the
intrinsics' memory(none) attributes).

--tsan: also puts every pointer in address space 0 (ThreadSanitizer ignores
the others) and marks the kernels sanitize_thread, so that a missing CTA
barrier around __tileiras_scratch shows up as a data race.
"""
import re
import sys

tsan = '--tsan' in sys.argv[1:]
path = [a for a in sys.argv[1:] if not a.startswith('--')][0]
out = []
for line in open(path):
    if line.startswith('target datalayout') or line.startswith('target triple'):
        continue
    line = line.replace('ptx_kernel ', '')
    line = re.sub(r'@llvm\.nvvm\.read\.ptx\.sreg\.(tid|ctaid|nctaid|ntid)\.([xyz])',
                  r'@emu_\1_\2', line)
    line = re.sub(r'@llvm\.nvvm\.barrier\.cta\.sync\.aligned\.all|@llvm\.nvvm\.barrier0',
                  '@emu_barrier', line)
    if line.startswith('declare') and '@emu_' in line:
        line = re.sub(r'noundef |range\([^)]*\) ', '', line)
        line = re.sub(r'\s*#\d+\s*$', '\n', line)
    if tsan:
        line = re.sub(r' addrspace\([13]\)', '', line)
        line = re.sub(r'(@llvm\.masked\.[a-z]+\.[a-z0-9]+\.v[0-9]+)p[13]\b', r'\1p0', line)
        if line.startswith('attributes #') and 'nvvm.reqntid' in line:
            line = line.replace('= { ', '= { sanitize_thread ', 1)
    out.append(line)
sys.stdout.write(''.join(out))
