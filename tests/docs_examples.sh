#!/bin/sh
# Runs the examples of the documents and compares their output, so that the documents cannot go
# stale: every ```console block of README.md and every .EX/.EE block of the man pages that
# starts with a "$ " line.
#
#   sh tests/docs_examples.sh PGNKIT [DOCUMENT...]     (default: README.md man/*.1 man/*.7)
#
# - In a block, a line "$ COMMAND" is a command; the lines after it, up to the next "$ " line,
#   are what it prints, standard output and standard error together as a terminal shows them.
#   Blank lines at the end of an output are not compared: in README.md they also separate the
#   commands of a block.
# - The commands of a block run in order in one shell (so that "$ echo $?" sees the status of
#   the command before it), with sh -c, standard input from /dev/null, LC_ALL=C and a PATH whose
#   first entry holds 'pgnkit' (the binary under test), as tests/run_cli_tests.sh runs them.
# - Each block runs in a directory of its own, which holds 'testdata' (the project's) and a copy
#   of the files of testdata/docs (the files the man pages name: legal.pgn, games.pgn, ...), so
#   that the README's paths (testdata/convert/legal.pgn) and the man pages' names (legal.pgn)
#   both work, and what an example writes (> a.pgn) goes nowhere else.
# - Man page text is read as roff writes it: \- \(aq \(dq \e \& \. \[uXXXX] and the strings of .ds
#   (\*[XQ0], their UTF-8 definition) are turned into their characters; any other escape in an
#   example is an error of this script's, reported, never compared as it stands.
#
# Prints each failure (document, line, command, diff -u of the outputs), then one line
# "N passed, N failed". Exits 0 when all passed, 1 when any failed, 2 on a usage error.
# Environment: CLI_TEST_TIMEOUT seconds per block (default 120) when timeout(1) exists.

set -u

if [ $# -lt 1 ]; then
    echo "usage: sh tests/docs_examples.sh PGNKIT [DOCUMENT...]" >&2
    exit 2
fi
bin=$1
shift
if [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
    echo "docs_examples: '$bin' is not an executable file" >&2
    exit 2
fi
case $bin in
/*) ;;
*) bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin") ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    set -- "$root/README.md" "$root"/man/*.1 "$root"/man/*.7
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-docs.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/pgnkit"
PATH=$tmp/bin:$PATH
PGNKIT=$bin
LC_ALL=C
export PATH PGNKIT LC_ALL

timeout=
if command -v timeout >/dev/null 2>&1; then
    timeout="timeout ${CLI_TEST_TIMEOUT:-120}"
fi

# Writes the examples of one document into directory $2: for block B, command C, the files
# B.C.cmd (the command), B.C.out (its output as documented) and B.C.line (its line in the
# document), and B.C.bad when the command or its output holds an escape this script does not
# know. Prints the block numbers, one a line.
extract() {
    awk -v dir="$2" -v man="$3" '
    function hexval(h,    i, v) {
        v = 0
        for (i = 1; i <= length(h); i++)
            v = v * 16 + index("0123456789ABCDEF", toupper(substr(h, i, 1))) - 1
        return v
    }
    function utf8(cp) {
        if (cp < 128) return sprintf("%c", cp)
        if (cp < 2048) return sprintf("%c%c", 192 + int(cp / 64), 128 + cp % 64)
        if (cp < 65536) return sprintf("%c%c%c", 224 + int(cp / 4096), 128 + int(cp / 64) % 64, 128 + cp % 64)
        return sprintf("%c%c%c%c", 240 + int(cp / 262144), 128 + int(cp / 4096) % 64, 128 + int(cp / 64) % 64, 128 + cp % 64)
    }
    # roff text to the characters it stands for; sets bad when an escape is not known
    function unroff(s,    out, c, rest, name, j) {
        out = ""
        while ((j = index(s, "\\")) > 0) {
            out = out substr(s, 1, j - 1)
            rest = substr(s, j + 1)
            c = substr(rest, 1, 1)
            if (c == "-") { out = out "-"; s = substr(rest, 2) }
            else if (c == "e") { out = out "\\"; s = substr(rest, 2) }
            else if (c == "&") { s = substr(rest, 2) }
            else if (c == ".") { out = out "."; s = substr(rest, 2) }
            else if (c == " ") { out = out " "; s = substr(rest, 2) }
            else if (substr(rest, 1, 3) == "(aq") { out = out "\047"; s = substr(rest, 4) }
            else if (substr(rest, 1, 3) == "(dq") { out = out "\""; s = substr(rest, 4) }
            else if (substr(rest, 1, 2) == "[u" && match(rest, /^\[u[0-9A-Fa-f]+\]/)) {
                out = out utf8(hexval(substr(rest, 3, RLENGTH - 3))); s = substr(rest, RLENGTH + 1)
            } else if (match(rest, /^\*\[[A-Za-z0-9_.]+\]/) && ((name = substr(rest, 3, RLENGTH - 3)) in strings)) {
                out = out strings[name]; s = substr(rest, RLENGTH + 1)
            } else {
                bad = 1; out = out "\\"; s = rest
            }
        }
        return out s
    }
    function finish_command() {
        if (cmd == "") return
        f = dir "/" block "." ncmd
        printf "%s\n", cmd > (f ".cmd"); close(f ".cmd")
        printf "%s", out > (f ".out"); close(f ".out")
        printf "%s\n", cmd_line > (f ".line"); close(f ".line")
        if (cmd_bad) { printf "1\n" > (f ".bad"); close(f ".bad") }
        cmd = ""
    }
    function example_line(text) {
        if (man) { bad = 0; text = unroff(text) }
        if (substr(text, 1, 2) == "$ ") {
            finish_command()
            ncmd++
            cmd = substr(text, 3); cmd_line = FNR; out = ""; cmd_bad = man && bad
        } else if (cmd != "") {
            out = out text "\n"
            if (man && bad) cmd_bad = 1
        }
    }
    # .ds NAME VALUE: the first definition counts (the UTF-8 one, before .el)
    man && /^\.ds / {
        name = $2
        if (!(name in strings)) {
            value = $0; sub(/^\.ds +[^ ]+ +/, "", value)
            bad = 0; v = unroff(value)
            if (!bad) strings[name] = v
        }
    }
    !man && !inblock && /^```console[ \t]*$/ { inblock = 1; block++; ncmd = 0; printf "%d\n", block; next }
    !man && inblock && /^```/ { finish_command(); inblock = 0; next }
    man && !inblock && /^\.EX/ { inblock = 1; started = 0; next }
    man && inblock && /^\.EE/ { finish_command(); inblock = 0; next }
    inblock && man && !started {
        if ($0 !~ /^\$ /) { inblock = 0; next } # not a console example: a format, a fragment
        started = 1; block++; ncmd = 0; printf "%d\n", block
    }
    inblock { example_line($0) }
    END { finish_command() }
    ' "$1"
}

# Runs the commands of block $2 (of directory $1) in one shell, in a directory of its own;
# their outputs go to B.C.got.
run_block() {
    work=$1/work.$2
    mkdir "$work" || return
    ln -s "$root/testdata" "$work/testdata"
    for f in "$root"/testdata/docs/*; do
        [ -e "$f" ] && cp -L "$f" "$work/"
    done
    script=$1/$2.sh
    : >"$script"
    c=1
    while [ -f "$1/$2.$c.cmd" ]; do
        {
            cat "$1/$2.$c.cmd"
            # the status of the command stays that of $? for the next one
            printf 'pk_docs_status=$?; exec >"%s" 2>&1; (exit $pk_docs_status)\n' "$1/$2.$((c + 1)).got"
        } >>"$script"
        c=$((c + 1))
    done
    (cd "$work" && exec >"$1/$2.1.got" 2>&1 </dev/null && $timeout sh "$script")
}

# The text of file $1 without the blank lines at its end.
trimmed() {
    awk '{ lines[NR] = $0 } /[^ \t]/ { last = NR } END { for (i = 1; i <= last; i++) print lines[i] }' "$1"
}

passed=0
failed=0
n=0
for doc in "$@"; do
    if [ ! -r "$doc" ]; then
        echo "docs_examples: cannot read '$doc'" >&2
        failed=$((failed + 1))
        continue
    fi
    n=$((n + 1))
    dir=$tmp/doc.$n
    mkdir "$dir"
    case $doc in
    *.md) man=0 ;;
    *) man=1 ;;
    esac
    name=${doc#"$root"/}
    for b in $(extract "$doc" "$dir" "$man"); do
        run_block "$dir" "$b"
        c=1
        while [ -f "$dir/$b.$c.cmd" ]; do
            line=$(cat "$dir/$b.$c.line")
            cmd=$(cat "$dir/$b.$c.cmd")
            if [ -f "$dir/$b.$c.bad" ]; then
                failed=$((failed + 1))
                printf '\nFAIL %s:%s: an escape this script does not know in the example\n$ %s\n' "$name" "$line" "$cmd"
                c=$((c + 1))
                continue
            fi
            trimmed "$dir/$b.$c.out" >"$dir/expected"
            if [ -f "$dir/$b.$c.got" ]; then
                trimmed "$dir/$b.$c.got" >"$dir/actual"
            else
                echo "(not run: the commands before it ended the shell)" >"$dir/actual"
            fi
            if cmp -s "$dir/expected" "$dir/actual"; then
                passed=$((passed + 1))
            else
                failed=$((failed + 1))
                printf '\nFAIL %s:%s\n$ %s\n' "$name" "$line" "$cmd"
                (cd "$dir" && diff -u expected actual)
            fi
            c=$((c + 1))
        done
    done
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
