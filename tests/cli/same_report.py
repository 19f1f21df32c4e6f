"""Compares two validate JSON Lines reports, leaving out the positions ("game", "line", and the
diagnostics' "line"), which count from the start of each piece when a file is split."""
import json
import sys


def load(path):
    records = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            for key in ("game", "line"):
                r.pop(key, None)
            for d in r.get("diagnostics", []):
                d.pop("line", None)
            records.append(r)
    return records


pieces, whole = load(sys.argv[1]), load(sys.argv[2])
print("same report" if pieces == whole else "DIFFERENT: %d records against %d" % (len(pieces), len(whole)))
sys.exit(0 if pieces == whole else 1)
