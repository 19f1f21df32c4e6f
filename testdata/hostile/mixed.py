"""Good games among damaged ones (tests/cli/hostile.t; issue 6, "nothing lost").

    python3 hostile/mixed.py validate|convert DIR     (run in testdata/, pgnkit on PATH)

Builds DIR/mixed.pgn from hostile/good-N.pgn and hostile/damaged-N.pgn, interleaved, then:
  validate: every good game's JSON record in the mixed file equals its record alone, but for
            file, game and line, and every diagnostic's line is shifted by the same amount;
  convert:  every game is written, and each good game's converted text is byte for byte its
            conversion alone.
Prints one line per check; exit status 0.
"""
import json
import os
import subprocess
import sys

mode, tmp = sys.argv[1], sys.argv[2]
order = ["good-1", "damaged-1", "good-2", "damaged-2", "good-3", "damaged-3", "good-4",
         "damaged-4", "good-5", "damaged-5", "damaged-6"]
mixed = os.path.join(tmp, "mixed.pgn")
with open(mixed, "wb") as out:
    for name in order:
        with open(os.path.join("hostile", name + ".pgn"), "rb") as f:
            out.write(f.read())
goods = [n for n in order if n.startswith("good")]


def run(*args):
    p = subprocess.run(["timeout", "20", "pgnkit"] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    return p.returncode, p.stdout


def records(path):
    status, out = run("validate", "--format=json", path)
    return status, [json.loads(line) for line in out.decode("utf-8").splitlines()]


def games(text):
    """Splits export-format PGN into games at each '[Event ' line."""
    chunks, cur = [], []
    for line in text.split(b"\n"):
        if line.startswith(b"[Event ") and cur:
            chunks.append(b"\n".join(cur))
            cur = []
        cur.append(line)
    if cur:
        chunks.append(b"\n".join(cur))
    return [c.rstrip(b"\n") for c in chunks if c.strip()]


if mode == "validate":
    status, recs = records(mixed)
    print("validate: %d games, exit %d" % (len(recs), status))
    for name in goods:
        _, alone = records(os.path.join("hostile", name + ".pgn"))
        alone = alone[0]
        white = alone["white"]
        found = [r for r in recs if r["white"] == white]
        if len(found) != 1:
            print("%s: found %d times" % (name, len(found)))
            continue
        rec = dict(found[0])
        shift = rec["line"] - alone["line"]
        for d in rec["diagnostics"]:
            d["line"] -= shift
        for r in (rec, alone):
            for k in ("file", "game", "line"):
                r.pop(k)
        if rec == alone:
            print("%s: judged as alone (%d diagnostics)" % (name, len(rec["diagnostics"])))
        else:
            print("%s: judged differently:\n  mixed: %s\n  alone: %s" % (name, json.dumps(rec), json.dumps(alone)))
elif mode == "convert":
    status, out = run("convert", mixed)
    chunks = games(out)
    print("convert: %d games written, exit %d" % (len(chunks), status))
    for name in goods:
        _, alone = run("convert", os.path.join("hostile", name + ".pgn"))
        alone = alone.rstrip(b"\n")
        event = alone.split(b"\n")[0]
        found = [c for c in chunks if c.split(b"\n")[0] == event]
        if found == [alone]:
            print("%s: converted as alone" % name)
        else:
            print("%s: converted differently:\n%s\n--- alone:\n%s" % (name, found, alone))
    for name in order:
        if name.startswith("damaged"):
            event = b'[Event "Damaged %s"]' % name[-1].encode()
            n = sum(1 for c in chunks if c.split(b"\n")[0] == event)
            print("%s: written %d time%s" % (name, n, "" if n == 1 else "s"))
