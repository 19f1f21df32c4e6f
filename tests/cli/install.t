# make install (PREFIX, DESTDIR), the public header with pkg-config, and bash completion.
# These run from the top of the repository.

# Everything lands under PREFIX; a program including pgnkit.h builds with pkg-config and runs.
$ cd .. && d=$(mktemp -d) && make -s install SANITIZE= PREFIX="$d" >/dev/null && (cd "$d" && ls bin lib lib/pkgconfig share/bash-completion/completions include/pgnkit.h include/pgnkit/fen.h include/pgnkit/san.h && ls share/man/man1 | grep -c 'pgnkit.*\.1') && printf '#include <pgnkit.h>\n#include <stdio.h>\nint main(void) { pk_position p; if (pk_fen_parse(&p, pk_fen_startpos, PK_RULES_CHESS, NULL) < 0) return 1; printf("%%llu\\n", (unsigned long long)pk_perft(&p, 3)); return 0; }\n' > "$d/use.c" && cc -o "$d/use" "$d/use.c" $(PKG_CONFIG_PATH="$d/lib/pkgconfig" pkg-config --cflags --libs --static pgnkit) && "$d/use" && "$d/bin/pgnkit" --version | cut -d' ' -f1; rm -rf "$d"
include/pgnkit.h
include/pgnkit/fen.h
include/pgnkit/san.h

bin:
pgnkit

lib:
libpgnkit.a
pkgconfig

lib/pkgconfig:
pgnkit.pc

share/bash-completion/completions:
pgnkit
5
8902
pgnkit

# A builder's CPPFLAGS, CFLAGS and LDFLAGS (a distribution's hardening flags) come after the
# project's own: every compile line keeps the C standard, -Werror and the include folders (given
# on the command line, CFLAGS once replaced them and nothing compiled), the link line has LDFLAGS.
$ cd .. && out=$(make -n -B SANITIZE= CFLAGS='-g -O2 -fstack-protector-strong' CPPFLAGS='-D_FORTIFY_SOURCE=2' LDFLAGS='-Wl,-z,relro' build/pgnkit) && printf '%s\n' "$out" | grep -c -e '-std=c11 .*-Werror .*-Ilib .*-D_FORTIFY_SOURCE=2 -g -O2 -fstack-protector-strong -c -o build/lib/variant.o lib/variant.c$' && printf '%s\n' "$out" | grep -e ' -c -o ' | grep -v -c -e '-std=c11 .*-Ilib .*-fstack-protector-strong'; printf '%s\n' "$out" | grep -c -e '-Wl,-z,relro -o build/pgnkit '
1
0
1

# DESTDIR stages the same tree below it, with PREFIX kept in pgnkit.pc.
$ cd .. && d=$(mktemp -d) && make -s install SANITIZE= DESTDIR="$d" PREFIX=/opt/pgnkit >/dev/null && grep '^prefix' "$d/opt/pgnkit/lib/pkgconfig/pgnkit.pc" && test -x "$d/opt/pgnkit/bin/pgnkit" && echo staged; rm -rf "$d"
prefix=/opt/pgnkit
staged

# Completion: subcommands, options of a subcommand, and option values.
$ cd .. && bash -c 'source cmd/pgnkit.bash; COMP_WORDS=(pgnkit c); COMP_CWORD=1; _pgnkit; echo "${COMPREPLY[@]}"'
convert

$ cd .. && bash -c 'source cmd/pgnkit.bash; COMP_WORDS=(pgnkit convert --to=); COMP_CWORD=2; _pgnkit; echo "${COMPREPLY[@]}"'
san lan uci iccf descriptive json iccs wxf chinese

$ cd .. && bash -c 'source cmd/pgnkit.bash; COMP_WORDS=(pgnkit validate --lang i); COMP_CWORD=3; _pgnkit; echo "${COMPREPLY[@]}"'
it

$ cd .. && bash -c 'source cmd/pgnkit.bash; COMP_WORDS=(pgnkit fen --variant=kingless eq); COMP_CWORD=3; _pgnkit; echo "${COMPREPLY[@]}"'
equal equal-wings

# Once a bug: make install on a fresh clone did not build the library it installs. Here in an
# empty build folder, where make -n tells what it would do: the archive is made.
$ cd .. && d=$(mktemp -d) && make -n install SANITIZE= BUILD="$d/b" PREFIX="$d/p" | grep -c '^ar rcs'; rm -rf "$d"
1

# The pages of section 7 (pgnkit-rules, pgnkit-notations) go to man7 beside those of man1, and
# make uninstall takes every page away again.
$ cd .. && d=$(mktemp -d) && make -s install SANITIZE= PREFIX="$d" >/dev/null && ls "$d/share/man/man7" && make -s uninstall SANITIZE= PREFIX="$d" >/dev/null && ls "$d/share/man/man1" "$d/share/man/man7" | grep -c pgnkit; rm -rf "$d"
pgnkit-notations.7
pgnkit-rules.7
0

# Only the public headers are installed: those pgnkit.h includes, side by side (the source tree's
# folders pgn/, chess/, ... are not kept), and each one compiles alone; the library's inside
# (once.h, chess_game.h, xiangqi_game.h, ...) stays out.
$ cd .. && d=$(mktemp -d) && make -s install SANITIZE= PREFIX="$d" >/dev/null && ls "$d/include/pgnkit" | wc -l && ls "$d/include/pgnkit" | grep -c -e once.h -e chess_game.h -e xiangqi_game.h -e byte_table.h; find "$d/include/pgnkit" -mindepth 1 -type d | wc -l && for h in "$d"/include/pgnkit/*.h; do printf '#include <pgnkit/%s>\n' "${h##*/}" | cc -std=c11 -fsyntax-only -Wall -Werror -I"$d/include" -x c - || echo "$h alone: fails"; done; rm -rf "$d"
33
0
0

# libyaml and the decompressors are linked from their archives when the compiler finds all five
# (no shared library to load at each start), else as shared libraries, and so with STATIC_DEPS=.
# The linker's mode is put back after the archives (push-state, pop-state), so that a build with
# LDFLAGS=-static links everything statically (with -Bdynamic after them, it failed).
$ cd .. && missing=$(for l in yaml z bz2 lzma zstd; do cc -print-file-name=lib$l.a; done | grep -vc '^/'); static=$(make -n -B SANITIZE= build/pgnkit | grep -c -e '-Wl,--push-state,-Bstatic -lyaml -lz -lbz2 -llzma -lzstd -Wl,--pop-state -lpthread$'); shared=$(make -n -B SANITIZE= build/pgnkit | grep -c -e ' -lyaml -lz -lbz2 -llzma -lzstd -lpthread$'); { [ "$missing" -eq 0 ] && [ "$static" -eq 1 ] && [ "$shared" -eq 0 ]; } || { [ "$missing" -gt 0 ] && [ "$static" -eq 0 ] && [ "$shared" -eq 1 ]; } && echo "as the archives found say"; make -n -B SANITIZE= STATIC_DEPS= build/pgnkit | grep -c -e ' -lyaml -lz -lbz2 -llzma -lzstd -lpthread$'
as the archives found say
1
