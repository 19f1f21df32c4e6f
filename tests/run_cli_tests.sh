#!/bin/sh
# Runs command-line tests written in a cram-like format.
#
#   sh tests/run_cli_tests.sh PGNKIT FILE.t...
#
# A test file holds, in order:
#
#   # a comment (a line starting with '#', anywhere; never part of an output)
#   $ pgnkit fen --check 'x w - - 0 1' 2>&1
#   pgnkit fen: invalid FEN: ...
#   ? 1
#
# - "$ COMMAND" runs COMMAND with sh -c, in testdata/, with standard input from /dev/null and a
#   PATH whose first entry holds 'pgnkit' (the binary under test; also in $PGNKIT).
# - The lines after it, up to the next "$ " or "? " line, are its expected standard output,
#   byte for byte (trailing spaces count). Blank lines inside the output belong to it; blank lines
#   just before the next "$ " line or the end of the file separate tests and do not.
# - "? N" gives the expected exit status (0 when absent).
# - Standard error is not compared; a test that wants it writes 2>&1. On a failure it is shown.
#
# Prints each failure (file, line, command, diff -u of the outputs, both exit statuses), then one
# line "N passed, N failed". Exits 0 when all passed, 1 when any failed, 2 on a usage error.
# Environment: LC_ALL=C unless the command sets its own; CLI_TEST_TIMEOUT seconds per command
# (default 120) when timeout(1) exists; CLI_TEST_JOBS files at once (default 1), each file's
# tests still one after another and its report printed whole, in the order the files were given.

set -u

if [ $# -lt 1 ]; then
    echo "usage: sh tests/run_cli_tests.sh PGNKIT FILE.t..." >&2
    exit 2
fi
bin=$1
shift
if [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
    echo "run_cli_tests: '$bin' is not an executable file" >&2
    exit 2
fi
case $bin in
/*) ;;
*) bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin") ;;
esac

# Several files at once: this script once per file (xargs -P), each report kept apart and then
# printed in the files' order, the counts added up.
if [ "${CLI_TEST_JOBS:-1}" -gt 1 ] 2>/dev/null && [ $# -gt 1 ]; then
    parts=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-cli-parts.XXXXXX") || exit 2
    trap 'rm -rf "$parts"' EXIT
    trap 'exit 130' INT TERM
    n=0
    for file in "$@"; do
        n=$((n + 1))
        printf '%s\n' "$file" >"$parts/$n.name"
    done
    seq 1 "$n" | CLI_TEST_JOBS=1 xargs -P "$CLI_TEST_JOBS" -I{} \
        sh -c 'sh "$0" "$1" "$(cat "$2/$3.name")" >"$2/$3.out" 2>&1' "$0" "$bin" "$parts" {}
    passed=0
    failed=0
    i=1
    while [ "$i" -le "$n" ]; do
        last=$(tail -n 1 "$parts/$i.out" 2>/dev/null)
        case $last in
        *' passed, '*' failed')
            sed '$d' "$parts/$i.out"
            set -- $last
            passed=$((passed + $1))
            failed=$((failed + $3))
            ;;
        *)
            cat "$parts/$i.out" 2>/dev/null
            echo "run_cli_tests: $(cat "$parts/$i.name") ended without its counts" >&2
            failed=$((failed + 1))
            ;;
        esac
        i=$((i + 1))
    done
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
fi

testdata=$(cd "$(dirname "$0")/../testdata" 2>/dev/null && pwd) || {
    echo "run_cli_tests: no testdata/ directory next to tests/" >&2
    exit 2
}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-cli.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
mkdir "$tmp/bin" "$tmp/run"
ln -s "$bin" "$tmp/bin/pgnkit"
PATH=$tmp/bin:$PATH
PGNKIT=$bin
LC_ALL=C
export PATH PGNKIT LC_ALL

timeout=
if command -v timeout >/dev/null 2>&1; then
    timeout="timeout ${CLI_TEST_TIMEOUT:-120}"
fi

passed=0
failed=0
cmd=
cmd_line=0
want=0
blanks=0
state=none # none: before any command; output: reading an output; status: after "? N"

format_error() {
    printf '\nFAIL %s:%s: %s\n' "$file" "$1" "$2"
    failed=$((failed + 1))
}

# Blank lines seen inside an output are written only once more output (or "? N") follows.
flush_blanks() {
    while [ "$blanks" -gt 0 ]; do
        printf '\n' >>"$tmp/run/expected"
        blanks=$((blanks - 1))
    done
}

run_test() {
    [ -n "$cmd" ] || return 0
    (cd "$testdata" && $timeout sh -c "$cmd") </dev/null >"$tmp/run/actual" 2>"$tmp/run/stderr"
    status=$?
    if [ "$status" = "$want" ] && cmp -s "$tmp/run/expected" "$tmp/run/actual"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        printf '\nFAIL %s:%s\n$ %s\n' "$file" "$cmd_line" "$cmd"
        if cmp -s "$tmp/run/expected" "$tmp/run/actual"; then
            echo "(standard output as expected)"
        else
            (cd "$tmp/run" && diff -u expected actual)
        fi
        printf 'exit status: expected %s, got %s\n' "$want" "$status"
        if [ -s "$tmp/run/stderr" ]; then
            echo "standard error:"
            sed 's/^/  /' "$tmp/run/stderr"
        fi
    fi
    cmd=
}

for file in "$@"; do
    if [ ! -r "$file" ]; then
        echo "run_cli_tests: cannot read '$file'" >&2
        failed=$((failed + 1))
        continue
    fi
    cmd=
    state=none
    blanks=0
    lineno=0
    while IFS= read -r line || [ -n "$line" ]; do
        lineno=$((lineno + 1))
        case $line in
        '#'*)
            ;;
        '$ '*)
            run_test
            cmd=${line#??}
            cmd_line=$lineno
            want=0
            blanks=0
            : >"$tmp/run/expected"
            state=output
            ;;
        '? '*)
            if [ "$state" != output ]; then
                format_error "$lineno" "'? N' without a command before it"
                continue
            fi
            want=${line#??}
            case $want in
            '' | *[!0-9]*)
                format_error "$lineno" "'$line' is not '? N' with N a number"
                cmd=
                state=none
                continue
                ;;
            esac
            flush_blanks
            state=status
            ;;
        '')
            [ "$state" = output ] && blanks=$((blanks + 1))
            ;;
        *)
            if [ "$state" = output ]; then
                flush_blanks
                printf '%s\n' "$line" >>"$tmp/run/expected"
            else
                format_error "$lineno" "text outside an expected output: $line"
            fi
            ;;
        esac
    done <"$file"
    run_test
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
