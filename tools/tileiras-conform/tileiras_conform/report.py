"""Reports: a text summary, JSON, and JUnit XML."""
import collections
import json
import xml.etree.ElementTree as ET

from .running import FAIL, PASS, UNSUPPORTED, XFAIL

STATUSES = [PASS, FAIL, XFAIL, UNSUPPORTED]


def counts(results, key=lambda r: "total"):
    table = collections.OrderedDict()
    for r in results:
        row = table.setdefault(key(r), collections.Counter())
        row[r.status] += 1
    return table


def summary_text(results, verbose=False):
    lines = []
    for r in results:
        if r.status == FAIL or (verbose and r.status != PASS):
            lines.append(f"{r.status}: {r.test.id}")
            for reason in r.reasons:
                lines.append(f"    {reason}")
            if r.xfail_reason:
                lines.append(f"    (expected failure: {r.xfail_reason})")
    lines.append("")
    lines.append(f"{'category':12} " + " ".join(f"{s:>11}" for s in STATUSES) + f" {'total':>6}")
    rows = counts(results, key=lambda r: r.test.category)
    rows["total"] = sum(rows.values(), collections.Counter())
    for category, row in rows.items():
        lines.append(f"{category:12} " + " ".join(f"{row[s]:>11}" for s in STATUSES)
                     + f" {sum(row.values()):>6}")
    return "\n".join(lines) + "\n"


def to_json(results, caps, binary, suite_version):
    total = counts(results)["total"] if results else {}
    return {
        "suite_version": suite_version,
        "binary": binary,
        "capabilities": caps.to_json(),
        "totals": {s: total.get(s, 0) for s in STATUSES},
        "tests": [{
            "id": r.test.id,
            "status": r.status,
            "reasons": r.reasons,
            "expected_failure": r.xfail_reason,
            "exit": r.observation.returncode if r.observation else None,
            "seconds": round(r.seconds, 3),
        } for r in results],
    }


def write_json(path, results, caps, binary, suite_version):
    with open(path, "w") as f:
        json.dump(to_json(results, caps, binary, suite_version), f, indent=1)
        f.write("\n")


def write_junit(path, results, caps):
    """One <testsuite> per category; FAIL is a <failure>, UNSUPPORTED and
    XFAIL are <skipped> with the reason (JUnit has no expected failure)."""
    root = ET.Element("testsuites", name="tileiras-conform")
    by_category = collections.OrderedDict()
    for r in results:
        by_category.setdefault(r.test.category, []).append(r)
    for category, rs in by_category.items():
        suite = ET.SubElement(root, "testsuite", name=category, tests=str(len(rs)),
                              failures=str(sum(r.status == FAIL for r in rs)),
                              skipped=str(sum(r.status in (XFAIL, UNSUPPORTED) for r in rs)),
                              time=f"{sum(r.seconds for r in rs):.3f}")
        props = ET.SubElement(suite, "properties")
        ET.SubElement(props, "property", name="tileiras", value=caps.version_text)
        for r in rs:
            case = ET.SubElement(suite, "testcase", classname=f"tileiras-conform.{category}",
                                 name=r.test.id, time=f"{r.seconds:.3f}")
            if r.status == FAIL:
                ET.SubElement(case, "failure", message=r.reasons[0] if r.reasons else "failed").text = \
                    "\n".join(r.reasons)
            elif r.status == XFAIL:
                ET.SubElement(case, "skipped", message=f"XFAIL: {r.xfail_reason}").text = "\n".join(r.reasons)
            elif r.status == UNSUPPORTED:
                ET.SubElement(case, "skipped", message=f"UNSUPPORTED: {r.reasons[0]}")
    root.set("tests", str(len(results)))
    root.set("failures", str(sum(r.status == FAIL for r in results)))
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
