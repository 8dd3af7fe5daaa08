"""tileiras-conform: a conformance suite runner for tileiras-compatible compilers.

Modules: suite (test files, expectations files), capabilities (what a binary
says it supports), running (run one test, judge it), elf (cubin checks),
report (text, JSON, JUnit XML), cli (the command line)."""
