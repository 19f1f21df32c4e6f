# Helpers for tests/cli/hostile.t (sourced by each test command, run in testdata/).
# Every test builds its hostile input at run time in a temporary directory $T, removed on exit.
#
#   pk ARGS...      runs 'pgnkit ARGS' with a 20 s timeout (standard input inherited); standard
#                   output in $T/out, standard error in $T/err, exit status in $T/status, peak
#                   memory (KB) in $T/mem
#   status          the exit status of the last pk, as this shell's exit status (use last)
#   mem_ok [MB]     prints "memory < MB MB" when the last pk stayed under MB (default 200)
#   json_ok [FILE]  prints "valid JSON Lines: N" when FILE (default $T/out) is JSON Lines, each
#                   line an object, in strict UTF-8; else the first fault
#   utf8_ok [FILE]  prints "valid UTF-8" when FILE (default $T/out) is strict UTF-8
#   shape           reads lines and replaces every number by N (for outputs of random input)
#   games           the last pk's summary line up to its ';': "N games: N valid, N invalid"

T=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-hostile.XXXXXX") || exit 99
trap 'rm -rf "$T"' EXIT

# Peak memory from GNU time when installed (package 'time'), else from python3's getrusage.
pk() {
    if [ -x /usr/bin/time ] && [ -z "${HOSTILE_NO_GNU_TIME:-}" ]; then
        /usr/bin/time -f %M -o "$T/mem" timeout 20 pgnkit "$@" >"$T/out" 2>"$T/err"
        echo $? >"$T/status"
    else
        python3 -c '
import resource, subprocess, sys
out, err, mem = sys.argv[1:4]
with open(out, "wb") as o, open(err, "wb") as e:
    r = subprocess.run(["timeout", "20", "pgnkit"] + sys.argv[4:], stdout=o, stderr=e).returncode
with open(mem, "w") as m:
    m.write("%d\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
sys.exit(r if r >= 0 else 128 - r)
' "$T/out" "$T/err" "$T/mem" "$@"
        echo $? >"$T/status"
    fi
}

status() {
    return "$(cat "$T/status")"
}

mem_ok() {
    kb=$(tail -n 1 "$T/mem")
    if [ "$kb" -lt $((${1:-200} * 1024)) ]; then
        echo "memory < ${1:-200} MB"
    else
        echo "memory: $kb KB"
    fi
}

json_ok() {
    python3 -c '
import json, sys
n = 0
for i, raw in enumerate(open(sys.argv[1], "rb"), 1):
    try:
        if not raw.endswith(b"\n"):
            raise ValueError("no newline at the end")
        v = json.loads(raw.decode("utf-8"))
        if not isinstance(v, dict):
            raise ValueError("not an object")
    except Exception as e:
        print("line %d: %s" % (i, str(e)[:200]))
        sys.exit(1)
    n += 1
print("valid JSON Lines: %d" % n)
' "${1:-$T/out}"
}

utf8_ok() {
    python3 -c '
import sys
try:
    open(sys.argv[1], "rb").read().decode("utf-8")
    print("valid UTF-8")
except UnicodeDecodeError as e:
    print("not UTF-8: %s" % e)
' "${1:-$T/out}"
}

shape() {
    sed 's/[0-9][0-9]*/N/g'
}

games() {
    tail -n 1 "$T/out" | sed 's/;.*//'
}
