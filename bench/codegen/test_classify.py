#!/usr/bin/env python3
"""Self-test of sass.py on canned cuobjdump output (no tools needed).

Run: python3 bench/codegen/test_classify.py (test/Bench/codegen-classify.test runs it in lit).
The expected counts are written out by hand from the listing below, so a miscounted class
fails the test. Nothing here looks at a benchmark result.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass  # noqa: E402

# Shaped like `cuobjdump -sass -res-usage` of a cubin with two functions (sm_90a), with the
# encoding comments shortened. Chosen to hit the easy-to-miss cases: predicates (@P0, @!PT,
# @UP1), cache-hint tokens that contain a width (.LTC128B), signed sub-word accesses, 256-bit
# accesses, FFMA2, STSM counted with LDSM, NOP padding, REDUX next to RED.
LISTING = """
Resource usage:
 Common:
  GLOBAL:64 CONSTANT[4]:8
 Function k_first:
  REG:40 STACK:16 SHARED:2048 LOCAL:8 CONSTANT[0]:576 TEXTURE:0 SURFACE:0 SAMPLER:0
 Function k_second:
  REG:168 STACK:0 SHARED:50176 LOCAL:0 CONSTANT[0]:600 TEXTURE:0 SURFACE:0 SAMPLER:0

\tcode for sm_90a
\t.target\tsm_90a

\t\tFunction : k_first
\t.headerflags\t@"EF_CUDA_ACCELERATORS EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)"
        /*0000*/                   LDC R1, c[0x0][0x28] ;                 /* 0x00000a00ff017b82 */
                                                                          /* 0x000ff00000000800 */
        /*0010*/                   S2R R0, SR_TID.X ;                     /* 0x0000000000007919 */
        /*0020*/                   LDG.E.128 R4, desc[UR6][R2.64] ;       /* 0x0000000602047981 */
        /*0030*/               @P0 LDG.E.U16 R8, desc[UR6][R2.64] ;       /* 0x0000000602080981 */
        /*0040*/                   LDG.E.S8 R9, desc[UR6][R2.64] ;        /* 0x0000000602097981 */
        /*0050*/                   LDG.E.LTC128B R10, desc[UR6][R2.64] ;  /* 0x00000006020a7981 */
        /*0060*/                   LDG.E.64.CONSTANT R12, desc[UR6][R2.64] ;
        /*0070*/                   LDG.E.ENL2.256 R16, R20, desc[UR6][R2.64] ;
        /*0080*/                   STG.E.U8 desc[UR6][R2.64], R9 ;        /* 0x0000000902007986 */
        /*0090*/                   STG.E desc[UR6][R2.64], R10 ;          /* 0x0000000a02007986 */
        /*00a0*/              @!PT STG.E.128 desc[UR6][R2.64], R4 ;       /* 0x0000000402007986 */
        /*00b0*/                   STG.E.S16 desc[UR6][R2.64], R8 ;
        /*00c0*/                   LDS.U.128 R4, [R0] ;                   /* 0x0000000000047984 */
        /*00d0*/                   STS.128 [R0], R4 ;                     /* 0x0000000400007388 */
        /*00e0*/                   STS [R0+0x10], R8 ;
        /*00f0*/                   LDSM.16.M88.4 R4, [R0] ;
        /*0100*/                   STSM.16.M88.4 [R0], R4 ;
        /*0110*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;          /* 0x0000000000007b1d */
        /*0120*/                   BAR.ARV 0x1, 0x40 ;
        /*0130*/                   SHFL.BFLY PT, R5, R4, 0x10, 0x1f ;     /* 0x0e001f0004057f89 */
        /*0140*/                   SHFL.IDX PT, R6, R4, RZ, 0x1f ;
        /*0150*/                   REDUX.MAX UR8, R3 ;
        /*0160*/               @P1 ATOMS.MAX RZ, [UR4], R8 ;
        /*0170*/                   RED.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR6][R2.64], R5 ;
        /*0180*/                   ATOMG.E.ADD.STRONG.GPU PT, R7, desc[UR6][R2.64], R5 ;
        /*0190*/                   STL.64 [R1], R4 ;                      /* 0x0000000401007387 */
        /*01a0*/                   LDL R4, [R1+0x8] ;
        /*01b0*/                   FFMA R4, R5, R6, R7 ;
        /*01c0*/                   FFMA.FTZ R4, R5, R6, R7 ;
        /*01d0*/                   FFMA2 R4, R6, R8, R10 ;
        /*01e0*/                   FMUL R4, R5, R6 ;
        /*01f0*/                   EXIT ;                                 /* 0x000000000000794d */
        /*0200*/                   BRA 0x200;                             /* 0xfffffffc00fc7947 */
        /*0210*/                   NOP;                                   /* 0x0000000000007918 */
        /*0220*/                   NOP;
\t\t..........


\t\tFunction : k_second
\t.headerflags\t@"EF_CUDA_ACCELERATORS EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)"
        /*0000*/                   HMMA.16816.F32 R4, R8, R12, R4 ;
        /*0010*/                   HGMMA.64x64x16.F32 R24, gdesc[UR4], RZ, !UPT ;
        /*0020*/                   IMMA.16832.S8.S8 R4, R8, R12, R4 ;
        /*0030*/                   UTCHMMA gdesc[UR8], gdesc[UR10], tmem[UR12], idesc[UR15], UPT ;
        /*0040*/              @!UP1 QGMMA.64x64x32.F32.E4M3.E4M3 R24, gdesc[UR4], R24 ;
        /*0050*/                   UTMALDG.2D [UR8], [UR4] ;
        /*0060*/                   UTMASTG.2D [UR4], [UR8] ;
        /*0070*/                   SYNCS.ARRIVE.TRANS64.RED.A1T0 RZ, [UR4+0x8], RZ ;
        /*0080*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR4+0x8], R3 ;
        /*0090*/                   LDGSTS.E.BYPASS.128 [R5], desc[UR6][R2.64] ;
        /*0094*/                   ARRIVES.LDGSTSBAR.64.ARVCNT [URZ+0x10] ;
        /*0098*/                   ATOMS.ARRIVE.64 RZ, [UR4+0x8] ;
        /*00a0*/                   WARPGROUP.ARRIVE ;
        /*00b0*/                   EXIT ;
        /*00c0*/                   BRA 0xc0;
        /*00d0*/                   NOP;
\t\t..........
"""

ELF = """
\tAttribute:\tEIATTR_KPARAM_INFO
\tFormat:\tEIFMT_SVAL
\tValue:\tIndex : 0x0\tOrdinal : 0x1\tOffset  : 0x8\tSize    : 0x4
\t\tPointee's logAlignment : 0x0\tSpace : 0x0\tcbank : 0x1f\tParameter Space : CBANK\t
\tAttribute:\tEIATTR_KPARAM_INFO_V2
\tFormat:\tEIFMT_SVAL
\tValue:\tIndex : 0x0\tOrdinal : 0x0\tOffset  : 0x0\tSize    : 0x8
\t\tPointee's logAlignment : 0x0\tSpace : 0x4\t
\tAttribute:\tEIATTR_MAXREG_COUNT
\tFormat:\tEIFMT_HVAL
\tValue:\t0xff
\tAttribute:\tEIATTR_REQNTID
\tFormat:\tEIFMT_SVAL
\tValue:\t0x80 0x2 0x1 
"""

EXPECTED_FIRST = {
    "mma": 0, "tma": 0,
    "ldg8": 1, "ldg16": 1, "ldg32": 1, "ldg64": 1, "ldg128": 1, "ldg256": 1,
    "stg8": 1, "stg16": 1, "stg32": 1, "stg64": 0, "stg128": 1, "stg256": 0,
    "ldgsts": 0, "lds": 1, "sts": 2, "ldsm": 2, "bar": 2, "syncs": 0, "shfl": 2, "redux": 1,
    "ldl": 1, "stl": 1, "atom": 3, "ffma": 3,
    "total": 33,  # 35 instructions less 2 NOPs
}
EXPECTED_SECOND = {k: 0 for k in sass.CLASS_KEYS}
EXPECTED_SECOND.update({"mma": 5, "tma": 2, "syncs": 4, "ldgsts": 1, "total": 15})


class Classify(unittest.TestCase):
    def test_functions_and_order(self):
        fns = sass.parse_sass(LISTING)
        self.assertEqual(list(fns), ["k_first", "k_second"])
        self.assertEqual(fns["k_first"][:4], ["LDC", "S2R", "LDG.E.128", "LDG.E.U16"])
        self.assertEqual(fns["k_second"][-1], "NOP")

    def test_every_class(self):
        fns = sass.parse_sass(LISTING)
        self.assertEqual(sass.classify(fns["k_first"]), EXPECTED_FIRST)
        self.assertEqual(sass.classify(fns["k_second"]), EXPECTED_SECOND)

    def test_widths(self):
        self.assertEqual(sass.access_width(["E", "LTC128B"]), 32)
        self.assertEqual(sass.access_width(["E", "LTC128B", "128"]), 128)
        self.assertEqual(sass.access_width(["E", "U16"]), 16)
        self.assertEqual(sass.access_width(["E", "64", "STRONG", "GPU"]), 64)

    def test_res_usage(self):
        self.assertEqual(sass.parse_res_usage(LISTING)["k_first"]["REG"], 40)
        self.assertEqual(sass.parse_res_usage(LISTING)["k_second"]["SHARED"], 50176)

    def test_summary(self):
        s = sass.summarize_cubin(LISTING)
        self.assertEqual(s["functions"], ["k_first", "k_second"])
        self.assertEqual(s["classes"]["total"], 48)
        self.assertEqual(s["classes"]["mma"], 5)
        self.assertEqual(s["resources"], {"REG": 168, "SHARED": 50176, "STACK": 16, "LOCAL": 8})
        with self.assertRaises(ValueError):
            sass.summarize_cubin("Resource usage:\n")

    def test_elf_launch(self):
        self.assertEqual(sass.parse_elf_launch(ELF), {"reqntid": (128, 2, 1),
                                                      "params": [(0, 8), (8, 4)]})
        self.assertEqual(sass.parse_elf_launch(""), {"reqntid": None, "params": []})


if __name__ == "__main__":
    unittest.main(verbosity=1)
