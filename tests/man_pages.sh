#!/bin/sh
# Checks the manual pages and what cites them, so that the project stays readable on its own:
#
# 1. Every page of man/ renders with groff (as man(1) runs it: preconv for UTF-8, the man
#    macros, a UTF-8 device) without a single warning (-ww: all warnings on).
# 2. No file of the project cites the contract documents that live outside it (the rules,
#    notations, design and command-line documents of the shared folder, by their .md names):
#    someone who clones pgnkit cannot read them. Comments cite the manual pages instead, as
#    "pgnkit-rules(7), CHESS, Game end".
#
#   sh tests/man_pages.sh [ROOT]      (default: the top of this repository)
#
# Prints each problem, then one line "man pages: N problems". Exits 0 when there is none, 1 when
# there are some, 2 when groff is missing (Debian package groff-base).

set -u

root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
if [ ! -d "$root/man" ]; then
    echo "man_pages: '$root' has no man/ folder" >&2
    exit 2
fi
if ! command -v groff >/dev/null 2>&1; then
    echo "man_pages: groff is not installed (Debian package groff-base)" >&2
    exit 2
fi

problems=0

for page in "$root"/man/*.[1-9]; do
    [ -f "$page" ] || continue
    warnings=$(groff -Kutf8 -man -Tutf8 -ww -z "$page" 2>&1)
    if [ -n "$warnings" ]; then
        printf '%s: groff warns:\n%s\n' "${page#"$root"/}" "$warnings"
        problems=$((problems + 1))
    fi
done

# The names are put together here so that this file does not cite them itself.
names='RULES|NOTATIONS|DESIGN|CLI'
cites=$(cd "$root" && grep -rInE "($names)\\.md" . --exclude-dir=.git --exclude-dir=build 2>/dev/null | LC_ALL=C sort)
if [ -n "$cites" ]; then
    printf '%s\n' "$cites" | sed 's|^\./||; s|$|: cites a document outside the project: cite the man page instead|'
    problems=$((problems + $(printf '%s\n' "$cites" | wc -l)))
fi

echo "man pages: $problems problems"
[ "$problems" -eq 0 ]
