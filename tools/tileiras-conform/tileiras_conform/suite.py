"""The test format: one JSON file per test under <suite>/tests/<category>/.

A test file holds (see docs/conformance.md for the full description):

  description  one line
  input        optional; path of the input, relative to the source root
               (the folder that holds the suite folder)
  args         the command line after the binary; "{input}" is replaced by
               the input's absolute path; the run's working directory is an
               empty scratch folder, so relative output names land there
  requires     optional {"versions": [...], "gpus": [...]}: UNSUPPORTED unless
               the binary lists all of them
  unless       optional {"versions": [...], "gpus": [...]}: UNSUPPORTED when
               the binary lists any of them (a refusal that a newer or wider
               implementation legitimately does not give)
  expect       the verdict: phase, exit, and optionally stderr / stdout
               (substrings), output ("cubin" or "none"), output_file (a name
               in the scratch folder, or "-" for stdout), entries
               ({symbol: [parameter sizes in bytes]}), files (the exact list
               of files left in the scratch folder)
  reference    what the reference implementation did, for the reader
  note         optional; why the expectation is what it is
"""
import fnmatch
import json
import os

SUITE_VERSION_FILE = "VERSION"

# The exit status each phase ends with (NVIDIA tileiras 13.4's order of checks).
PHASE_EXIT = {
    "accept": 0,    # compiled; output checked
    "info": 0,      # --help, --version, --list-versions
    "cmdline": 1,   # the option parser refused the command line
    "input": 1,     # the input could not be read
    "header": 3,    # magic or version refused
    "options": 2,   # option values checked against the input (gpu, -O, -g)
    "decode": 3,    # the bytecode body is malformed
    "verify": 3,    # the module was read but is invalid
    "lower": 5,     # valid module, compilation failed
    "output": 2,    # the output could not be written
}
KNOWN_KEYS = {"description", "input", "args", "requires", "unless", "expect", "reference", "note"}
EXPECT_KEYS = {"phase", "exit", "stderr", "stdout", "output", "output_file", "entries", "files"}
GATE_KEYS = {"versions", "gpus"}


class SuiteError(Exception):
    pass


class Test:
    def __init__(self, test_id, path, data):
        self.id = test_id
        self.path = path
        self.description = data.get("description", "")
        self.input = data.get("input")
        self.args = data["args"]
        self.requires = data.get("requires", {})
        self.unless = data.get("unless", {})
        self.expect = data["expect"]
        self.reference = data.get("reference", "")
        self.note = data.get("note", "")

    @property
    def category(self):
        return self.id.split("/", 1)[0]


def _check(test_id, data):
    """Suite lint: every mistake a test file can make is an error here, so a
    typo cannot turn a test into one that always passes."""
    def bad(msg):
        raise SuiteError(f"{test_id}: {msg}")
    if not isinstance(data, dict):
        bad("not a JSON object")
    unknown = set(data) - KNOWN_KEYS
    if unknown:
        bad(f"unknown keys {sorted(unknown)}")
    if not isinstance(data.get("args"), list) or not all(isinstance(a, str) for a in data["args"]):
        bad("'args' must be a list of strings")
    if "{input}" in " ".join(data["args"]) and not data.get("input"):
        bad("'args' use {input} but there is no 'input'")
    for gate in ("requires", "unless"):
        g = data.get(gate, {})
        if not isinstance(g, dict) or set(g) - GATE_KEYS:
            bad(f"'{gate}' may only hold {sorted(GATE_KEYS)}")
    expect = data.get("expect")
    if not isinstance(expect, dict):
        bad("'expect' missing")
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        bad(f"unknown expect keys {sorted(unknown)}")
    phase = expect.get("phase")
    if phase not in PHASE_EXIT:
        bad(f"unknown phase {phase!r}")
    if expect.get("exit") != PHASE_EXIT[phase]:
        bad(f"phase {phase} ends with exit status {PHASE_EXIT[phase]}, the test says {expect.get('exit')}")
    output = expect.get("output", "none")
    if output not in ("cubin", "none"):
        bad(f"unknown output kind {output!r}")
    if (output == "cubin") != (phase == "accept"):
        bad("a cubin is expected exactly when the phase is 'accept'")
    if "entries" in expect and output != "cubin":
        bad("'entries' need output 'cubin'")


def load_tests(suite_dir):
    """All tests of the suite, sorted by id; raises SuiteError on a bad file."""
    tests_dir = os.path.join(suite_dir, "tests")
    if not os.path.isdir(tests_dir):
        raise SuiteError(f"no tests folder in {suite_dir}")
    tests = []
    for folder, dirs, files in os.walk(tests_dir):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            test_id = os.path.relpath(path, tests_dir)[:-len(".json")].replace(os.sep, "/")
            try:
                with open(path) as f:
                    data = json.load(f)
            except (OSError, ValueError) as e:
                raise SuiteError(f"{test_id}: {e}")
            _check(test_id, data)
            tests.append(Test(test_id, path, data))
    return tests


def suite_version(suite_dir):
    try:
        with open(os.path.join(suite_dir, SUITE_VERSION_FILE)) as f:
            return f.read().strip()
    except OSError:
        return "unknown"


def select(tests, filters):
    """Tests whose id matches any of the glob patterns (or contains the text)."""
    if not filters:
        return tests
    return [t for t in tests
            if any(fnmatch.fnmatchcase(t.id, f) or f in t.id for f in filters)]


def load_expectations(path):
    """An expectations file: one `PATTERN XFAIL reason...` per line, `#`
    starts a comment line. PATTERN is a test id or a glob. Returns
    [(pattern, reason)]."""
    entries = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            if len(parts) < 3 or parts[1] != "XFAIL":
                raise SuiteError(f"{path}:{number}: expected 'TEST-ID XFAIL reason'")
            entries.append((parts[0], parts[2]))
    return entries


def expected_failure(test_id, expectations):
    for pattern, reason in expectations:
        if fnmatch.fnmatchcase(test_id, pattern):
            return reason
    return None
