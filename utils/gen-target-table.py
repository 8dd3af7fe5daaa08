#!/usr/bin/env python3
"""Turns spec/targets.json into the C++ TargetInfo table (TargetTable.inc).

Feature names become `TargetFeature` enumerators (cp_async -> CpAsync); a name
the header does not declare fails to compile, so the two cannot drift.
"""
import json
import sys

FIELDS = ["name", "sm", "chip", "min_ptx_isa", "nvidia_accepts", "help",
          "max_shared_bytes_per_block", "features", "pipeline"]
PIPELINE = ["global_latency_cycles", "bytes_per_cycle", "tensor_latency_cycles"]


def camel(name):
    return "".join(part.capitalize() for part in name.split("_"))


def fail(message):
    sys.exit("gen-target-table.py: spec/targets.json: " + message)


def main(src, dst):
    with open(src) as f:
        spec = json.load(f)
    known = spec["features"]
    static_bytes = spec["static_shared_bytes_per_block"]
    names = set()
    out = ["// Generated from spec/targets.json by utils/gen-target-table.py."]
    rows = []
    for target in spec["targets"]:
        missing = [k for k in FIELDS if k not in target]
        if missing:
            fail("%s lacks %s" % (target.get("name", "?"), ", ".join(missing)))
        name = target["name"]
        if name in names:
            fail("%s is listed twice" % name)
        names.add(name)
        for feature in target["features"] + list(target.get("feature_ptx_isa", {})):
            if feature not in known:
                fail("%s: unknown feature '%s'" % (name, feature))
        if target["max_shared_bytes_per_block"] < static_bytes:
            fail("%s: less shared memory than the static limit" % name)
        pipeline = target["pipeline"]
        if sorted(pipeline) != sorted(PIPELINE):
            fail("%s: 'pipeline' needs exactly %s" % (name, ", ".join(PIPELINE)))
        if pipeline["bytes_per_cycle"] < 1 or min(pipeline.values()) < 0:
            fail("%s: 'pipeline' needs bytes_per_cycle >= 1, latencies >= 0" % name)
        mask = " | ".join("bit(TargetFeature::%s)" % camel(f)
                          for f in target["features"]) or "0"
        ptx = target.get("feature_ptx_isa", {})
        ptx_list = "{}"
        if ptx:
            ptx_list = "kFeaturePtxIsa_" + name
            out.append("static const FeaturePtxIsa %s[] = {%s};" % (ptx_list, ", ".join(
                "{TargetFeature::%s, %d}" % (camel(f), v) for f, v in sorted(ptx.items()))))
        rows.append('    {"%s", %d, "%s", %d, %s, "%s", %d, %d, %s, %s, {%s}},' % (
            name, target["sm"], target["chip"], target["min_ptx_isa"],
            "true" if target["nvidia_accepts"] else "false", target["help"],
            static_bytes, target["max_shared_bytes_per_block"], mask, ptx_list,
            ", ".join(str(pipeline[k]) for k in PIPELINE)))
    out.append("static const TargetInfo kTargets[] = {")
    out += rows
    out.append("};")
    with open(dst, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
