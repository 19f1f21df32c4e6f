#!/bin/sh
# The layers of lib/ (a folder per concern: pgn/, chess/, xiangqi/, report/, with the layers shared
# by every game at the top) and cmd/ form no circle. Two graphs are built and each must be acyclic:
#  - the include graph of the headers (a.h includes b.h);
#  - the graph of the source files through their headers: a.c -> b.c when a.c calls a function
#    or uses an object that b.c defines (read from the objects' symbol tables, so that a header
#    implemented by several files, like game.h, counts for each of them).
# A circle means two files (or groups of files) need each other: neither can be understood, tested
# or replaced alone. Usage: tests/include_graph.sh BUILD_DIR (the folder holding lib/**/*.o, cmd/*.o).
set -eu
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# the folders searched for a header, as the Makefile's -I flags: lib/, each folder of lib/, cmd/
dirs="lib $(for d in lib/*/; do echo "${d%/}"; done) cmd"
headers=$(for d in $dirs; do ls "$d"/*.h 2>/dev/null; done)
sources=$(for d in $dirs; do ls "$d"/*.c 2>/dev/null; done)

# a header is named by its file name alone (one -I per folder, installed side by side): two
# headers of one name would hide each other
dup=$(for h in $headers; do basename "$h"; done | sort | uniq -d)
if [ -n "$dup" ]; then
    echo "include_graph: two headers of one name, in two folders:" $dup >&2
    status=1
fi

# the header graph, from the sources
for h in $headers; do
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h" |
    while read -r inc; do
        for d in $dirs; do
            if [ -f "$d/$inc" ]; then echo "$h $d/$inc"; fi
        done
    done
    echo "$h $h"
done >"$tmp/headers"
if ! tsort <"$tmp/headers" >/dev/null 2>"$tmp/err"; then :; fi
if [ -s "$tmp/err" ]; then
    echo "include_graph: headers include each other in a circle:" >&2
    sed "s/^tsort: -: /  /; s/^tsort: /  /" "$tmp/err" >&2
    status=1
fi

# the source graph, from the objects: who defines which global symbol, who uses it
for src in $sources; do
    o=$build/${src%.c}.o
    nm "$o" | awk -v f="$src" '$1 == "U" { print "U", $2, f; next }
                               NF == 3 && $2 ~ /^[TDBRC]$/ { print "D", $3, f }'
done >"$tmp/symbols"
awk '$1 == "D" { def[$2] = $3; next }
     { use[n] = $2; user[n++] = $3 }
     END { for (i = 0; i < n; i++) if ((use[i] in def) && def[use[i]] != user[i]) print user[i], def[use[i]] }' \
    "$tmp/symbols" | sort -u >"$tmp/sources"
awk '$1 == "D" { print $3, $3 }' "$tmp/symbols" | sort -u >>"$tmp/sources"
if ! tsort <"$tmp/sources" >/dev/null 2>"$tmp/err"; then :; fi
if [ -s "$tmp/err" ]; then
    echo "include_graph: source files need each other in a circle (a.c uses b.c's functions and back):" >&2
    sed "s/^tsort: -: /  /; s/^tsort: /  /" "$tmp/err" >&2
    status=1
fi
[ $status -eq 0 ] && echo "include_graph: no circle among $(echo "$sources" | wc -l) sources and $(echo "$headers" | wc -l) headers"
exit $status
