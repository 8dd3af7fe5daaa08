#!/usr/bin/env bash
# OSS-Fuzz / ClusterFuzzLite build script: builds the fuzz targets with the
# engine and sanitizer flags the infrastructure provides and copies them, with
# seed corpora, to $OUT. Its $CFLAGS/$CXXFLAGS instrument every object of
# ours, so the whole-compile target (tileiras-compile) is guided through the
# compiler's libraries as well.
set -euo pipefail
cd "$SRC/tileiras"
cmake -G Ninja -S . -B build-oss-fuzz -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DTILEIRAS_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DTILEIRAS_FUZZ_SANITIZERS="$SANITIZER_FLAGS_${SANITIZER:-address}" \
  -DTILEIRAS_ENABLE_PROPTESTS=OFF -DTILEIRAS_ENABLE_BENCH=OFF \
  -DTILEIRAS_FUZZ_COMPILE=ON
ninja -C build-oss-fuzz tilebc-read tilebc-roundtrip tileiras-compile
for target in tilebc-read tilebc-roundtrip tileiras-compile; do
  cp "build-oss-fuzz/fuzz/$target" "$OUT/"
  (cd test/Corpus/bytecode && zip -q "$OUT/${target}_seed_corpus.zip" ./*.tilebc)
  (cd test/Corpus/bytecode-13.5 && zip -q "$OUT/${target}_seed_corpus.zip" ./*.tilebc)
done
