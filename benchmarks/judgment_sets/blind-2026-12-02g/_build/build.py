import yaml, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX = dict(q1=12, q2=16, q3=14, q4=10, q5=16, q6=8, q7=8, recommendation=8, assumptions=8)

def D(cat, q, sev, pts, detail, ev=None, item=None, also=None):
    d = dict(category=cat, question=q, severity=sev, points_deducted=pts, detail=detail, evidence=ev)
    if item: d["item"] = item
    if also: d["also_accept"] = also
    return d

def build(sub, docs, header):
    out = []
    for doc in docs:
        path = os.path.join(ROOT, sub, doc["file"])
        lines = open(path, encoding="utf-8").read().split("\n")
        ded = {k: 0 for k in MAX}
        defects = []
        for d in doc["defects"]:
            ev = d["evidence"]
            if ev is None:
                line = None
            else:
                hits = [i + 1 for i, l in enumerate(lines) if ev in l]
                assert len(hits) == 1, (doc["file"], ev, hits)
                line = hits[0]
            ded[d["question"]] += d["points_deducted"]
            e = dict(category=d["category"], question=d["question"], line=line, severity=d["severity"])
            if "item" in d: e["item"] = d["item"]
            if "also_accept" in d: e["also_accept"] = d["also_accept"]
            e["detail"] = d["detail"]; e["points_deducted"] = d["points_deducted"]; e["evidence"] = ev
            defects.append(e)
        points = {k: max(0, MAX[k] - ded[k]) for k in MAX}
        entry = dict(file=doc["file"])
        if "scenario" in doc: entry["scenario"] = doc["scenario"]
        scored = [d for d in defects if d["severity"] in ("error", "warning")]
        entry["quality"] = "flawed" if scored else "strong"
        entry["expected_score"] = sum(points.values())
        entry["points"] = points
        entry["notes"] = doc["notes"]
        entry["defects"] = defects
        out.append(entry)
    data = dict(rubric="/work/shared/corpus/RUBRIC.md", max_points=MAX, submissions=out)
    with open(os.path.join(ROOT, sub, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write(header)
        yaml.safe_dump(data, f, sort_keys=False, allow_unicode=True, width=100)
    for e in out:
        print(sub, e["file"], e["expected_score"], len(e["defects"]), [ (d["category"], d["line"]) for d in e["defects"]])
