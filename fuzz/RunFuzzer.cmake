# Runs one fuzzer for a bounded time on a scratch copy of its seeds, so CI
# never writes into the source tree. A crash leaves the reproducer in
# WORKDIR/artifacts and fails the test; add it to fuzz/regressions/.
file(REMOVE_RECURSE ${WORKDIR})
file(MAKE_DIRECTORY ${WORKDIR}/corpus ${WORKDIR}/artifacts)
file(GLOB seeds ${SEEDS}/* ${REGRESSIONS}/*)
if(EXTRA_SEEDS)
  file(GLOB extra ${EXTRA_SEEDS}/*)
  list(APPEND seeds ${extra})
endif()
file(COPY ${seeds} DESTINATION ${WORKDIR}/corpus)
execute_process(
  COMMAND ${FUZZER} -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
          -max_len=65536 -print_final_stats=1
          -artifact_prefix=${WORKDIR}/artifacts/ ${WORKDIR}/corpus
  RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "fuzzer failed (exit ${result}); reproducers in ${WORKDIR}/artifacts")
endif()
