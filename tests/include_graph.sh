#!/bin/sh
# The layers of lib/ and cmd/ form no circle. Two graphs are built and each must be acyclic:
#  - the include graph of the headers (a.h includes b.h);
#  - the graph of the source files through their headers: a.c -> b.c when a.c calls a function
#    or uses an object that b.c defines (read from the objects' symbol tables, so that a header
#    implemented by several files, like game.h, counts for each of them).
# A circle means two files (or groups of files) need each other: neither can be understood, tested
# or replaced alone. Usage: tests/include_graph.sh BUILD_DIR (the folder holding lib/*.o, cmd/*.o).
set -eu
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# the header graph, from the sources
for h in lib/*.h cmd/*.h; do
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h" |
    while read -r inc; do
        for d in lib cmd; do
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
for o in "$build"/lib/*.o "$build"/cmd/*.o; do
    src=${o#"$build"/}
    src=${src%.o}.c
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
[ $status -eq 0 ] && echo "include_graph: no circle among $(ls lib/*.c cmd/*.c | wc -l) sources and $(ls lib/*.h cmd/*.h | wc -l) headers"
exit $status
