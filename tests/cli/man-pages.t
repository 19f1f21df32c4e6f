# tests/man_pages.sh, which make docs-test runs: the manual pages render without a groff warning,
# and no file of the project cites the contract documents kept outside it (their names are put
# together below with printf, so that this file does not cite them itself).

# The project as it is: nothing to report.
$ sh ../tests/man_pages.sh
man pages: 0 problems

# A page with a macro groff does not know, and a comment and a test citing those documents: each
# is reported, with its file and line, and the exit status is 1. (The output is shown with .MD for
# .md, for the reason above.)
$ d=$(mktemp -d) && mkdir "$d/man" "$d/lib" "$d/tests" && printf '.TH X 7\n.SH NAME\nx \\- y\n.XX\n' >"$d/man/x.7" && printf '/* see %s.md section 2 */\n' RULES >"$d/lib/a.c" && printf '# (%s.md, %s.md)\n' NOTATIONS CLI >"$d/tests/b.t" && sh ../tests/man_pages.sh "$d" >"$d/out"; echo "status $?"; sed -e "s|$d/||" -e 's/[.]md/.MD/g' "$d/out"; rm -rf "$d"
status 1
man/x.7: groff warns:
troff: man/x.7:4: warning: macro 'XX' not defined
lib/a.c:1:/* see RULES.MD section 2 */: cites a document outside the project: cite the man page instead
tests/b.t:1:# (NOTATIONS.MD, CLI.MD): cites a document outside the project: cite the man page instead
man pages: 3 problems
