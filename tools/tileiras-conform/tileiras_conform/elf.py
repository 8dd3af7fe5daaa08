"""A small reader for the cubins tileiras writes: the ELF header, the
symbol table and the per-kernel `.nv.info.<kernel>` attribute records.

Only what the conformance checks need: is the output a 64-bit little-endian
ELF for EM_CUDA, which global functions does it hold, and how many bytes has
each of their parameters (EIATTR_KPARAM_INFO). Any inconsistency raises
ElfError with what was wrong, never an IndexError or struct.error.
"""
import struct

EM_CUDA = 190
STT_FUNC = 2
STB_GLOBAL = 1
SHT_SYMTAB = 2

# .nv.info record formats (first byte of a record) and the attribute ids used.
EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL, EIFMT_SVAL = 1, 2, 3, 4
EIATTR_KPARAM_INFO = 0x17
EIATTR_KPARAM_INFO_V2 = 0x45
STO_CUDA_ENTRY = 0x10


class ElfError(Exception):
    pass


class Cubin:
    """Parsed view of a cubin: `machine`, `elf_type`, `osabi` and `kernels`,
    a dict from kernel name to its list of parameter sizes in ordinal order
    (None when the cubin has no .nv.info section for it)."""

    def __init__(self, machine, elf_type, osabi, kernels):
        self.machine = machine
        self.elf_type = elf_type
        self.osabi = osabi
        self.kernels = kernels


def _unpack(fmt, data, offset, what):
    size = struct.calcsize(fmt)
    if offset < 0 or offset + size > len(data):
        raise ElfError(f"{what} at offset {offset} runs past the end of the file ({len(data)} bytes)")
    return struct.unpack_from(fmt, data, offset)


def _cstring(table, offset, what):
    if offset >= len(table):
        raise ElfError(f"{what}: string offset {offset} outside its table")
    end = table.find(b"\0", offset)
    if end < 0:
        raise ElfError(f"{what}: unterminated string")
    return table[offset:end].decode("utf-8", errors="replace")


def is_elf(data):
    return data[:4] == b"\x7fELF"


def parse(data):
    """Parses `data` (bytes) as a cubin; raises ElfError when it is not one."""
    if not is_elf(data):
        raise ElfError("not an ELF file (no \\x7fELF magic)")
    ei_class, ei_data, _, osabi = _unpack("4B", data, 4, "e_ident")
    if ei_class != 2 or ei_data != 1:
        raise ElfError(f"not a 64-bit little-endian ELF (class {ei_class}, data {ei_data})")
    (e_type, e_machine, _, _, _, e_shoff, _, _, _, _, e_shentsize, e_shnum,
     e_shstrndx) = _unpack("<HHIQQQIHHHHHH", data, 16, "ELF header")
    if e_machine != EM_CUDA:
        raise ElfError(f"e_machine is {e_machine}, expected {EM_CUDA} (EM_CUDA)")
    if e_shentsize != 64:
        raise ElfError(f"section header size {e_shentsize}, expected 64")
    sections = []
    for i in range(e_shnum):
        (name, sh_type, _, _, offset, size, link, _, _, entsize) = _unpack(
            "<IIQQQQIIQQ", data, e_shoff + 64 * i, f"section header {i}")
        if offset + size > len(data) and sh_type != 8:  # SHT_NOBITS has no bytes
            raise ElfError(f"section {i} runs past the end of the file")
        sections.append((name, sh_type, offset, size, link, entsize))
    if e_shstrndx >= len(sections):
        raise ElfError(f"section name table index {e_shstrndx} out of range")
    _, _, stroff, strsize, _, _ = sections[e_shstrndx]
    shstrtab = data[stroff:stroff + strsize]
    names = [_cstring(shstrtab, s[0], f"name of section {i}") for i, s in enumerate(sections)]

    kernels = {}
    for i, (_, sh_type, offset, size, link, entsize) in enumerate(sections):
        if sh_type != SHT_SYMTAB:
            continue
        if entsize != 24 or link >= len(sections):
            raise ElfError(f"malformed symbol table in section {i}")
        strtab = data[sections[link][2]:sections[link][2] + sections[link][3]]
        for k in range(size // 24):
            st_name, st_info, st_other, st_shndx, _, _ = _unpack("<IBBHQQ", data, offset + 24 * k,
                                                                 "symbol")
            # Kernels: defined global functions marked as entries (an
            # undefined `vprintf` or a device function is not one).
            if (st_info & 0xF == STT_FUNC and st_info >> 4 == STB_GLOBAL and st_shndx != 0
                    and st_other & STO_CUDA_ENTRY):
                kernels[_cstring(strtab, st_name, "symbol name")] = None
    for name in kernels:
        if ".nv.info." + name in names:
            i = names.index(".nv.info." + name)
            kernels[name] = _param_sizes(data[sections[i][2]:sections[i][2] + sections[i][3]], name)
    return Cubin(e_machine, e_type, osabi, kernels)


def _param_sizes(info, kernel):
    """Parameter sizes in ordinal order from the EIATTR_KPARAM_INFO records.

    Both record versions start with u32 index, u16 ordinal, u16 offset; then
    KPARAM_INFO has a u32 with the size in bytes in bits 18..31, and
    KPARAM_INFO_V2 a u16 size (ptxas writes one or the other)."""
    params = {}
    pos = 0
    while pos < len(info):
        # Every record starts with format, attribute, u16; the u16 is the
        # value (NVAL, BVAL, HVAL) or the size of the payload that follows (SVAL).
        fmt, attr, value = _unpack("<BBH", info, pos, f".nv.info.{kernel} record")
        pos += 4
        if fmt in (EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL):
            continue
        if fmt != EIFMT_SVAL:
            raise ElfError(f".nv.info.{kernel}: unknown record format {fmt} at offset {pos - 4}")
        length = value
        if pos + length > len(info):
            raise ElfError(f".nv.info.{kernel}: record at offset {pos - 4} runs past the section")
        if attr in (EIATTR_KPARAM_INFO, EIATTR_KPARAM_INFO_V2):
            if length < 12:
                raise ElfError(f".nv.info.{kernel}: KPARAM_INFO of {length} bytes")
            _, ordinal, _, flags = struct.unpack_from("<IHHI", info, pos)
            if ordinal in params:
                raise ElfError(f".nv.info.{kernel}: parameter {ordinal} described twice")
            params[ordinal] = flags >> 18 if attr == EIATTR_KPARAM_INFO else flags & 0xFFFF
        pos += length
    if sorted(params) != list(range(len(params))):
        raise ElfError(f".nv.info.{kernel}: parameter ordinals {sorted(params)} are not 0..n-1")
    return [params[i] for i in range(len(params))]
