#!/usr/bin/env python3
"""Draws a tileiras-sched Chrome trace (--trace) as an SVG timeline.

One row per (process, thread) of the trace, i.e. per iteration and per unit
of each resource; boxes are coloured by iteration and labelled by node. Dashed
lines mark every II cycles. Offline stand-in for opening the trace in Perfetto.

usage: trace_to_svg.py TRACE.json OUT.svg
"""
import json
import sys
from html import escape

COLOURS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
           "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]


def main(trace_path, out_path):
    with open(trace_path) as f:
        trace = json.load(f)
    events = trace["traceEvents"]
    ii = trace["otherData"]["ii"]
    procs, threads, spans = {}, {}, []
    for e in events:
        if e["ph"] == "M" and e["name"] == "process_name":
            procs[e["pid"]] = e["args"]["name"]
        elif e["ph"] == "M" and e["name"] == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
        elif e["ph"] == "X":
            spans.append(e)
    rows = sorted(threads)
    end = max(s["ts"] + s["dur"] for s in spans)
    scale, left, top, height = 14, 250, 40, 22
    width = left + end * scale + 20
    total = top + len(rows) * height + 30
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width, total),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="8" y="18" font-size="13">tileiras-sched trace: II = %d, '
           '%s iterations, 1 column = 1 cycle</text>'
           % (ii, trace["otherData"]["iterations"])]
    for c in range(0, end + 1, ii):
        x = left + c * scale
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#999" '
                   'stroke-dasharray="3,3"/>' % (x, top - 6, x, total - 24))
        out.append('<text x="%d" y="%d" fill="#666">%d</text>'
                   % (x + 2, total - 10, c))
    for i, key in enumerate(rows):
        y = top + i * height
        label = "%s / %s" % (procs.get(key[0], key[0]), threads[key])
        out.append('<text x="8" y="%d">%s</text>' % (y + 15, escape(label)))
        for s in spans:
            if (s["pid"], s["tid"]) != key:
                continue
            it = s["args"]["iteration"]
            x = left + s["ts"] * scale
            out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" '
                       'stroke="black" stroke-width="0.5"><title>%s, iteration '
                       '%d, stage %d</title></rect>'
                       % (x, y + 2, s["dur"] * scale - 1, height - 4,
                          COLOURS[it % len(COLOURS)], escape(s["name"]), it,
                          s["args"]["stage"]))
            out.append('<text x="%d" y="%d" fill="white" font-size="9">%s</text>'
                       % (x + 2, y + 15, escape(s["name"])))
    out.append("</svg>")
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
