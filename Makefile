# pgnkit: build, test, install, bench.
#   make                  optimised build in build/
#   make test             unit tests (cmocka), command-line tests, the documents' examples and
#                         the include graph (no circle)
#   make SANITIZE=1 test  the same under AddressSanitizer and UBSan, in build/san/
#   make tsan             validate and convert with --jobs=2 and 4 under ThreadSanitizer, in
#                         build/tsan/, over testdata and ../shared/corpus: fails on any race
#   make install          PREFIX (default /usr/local) and DESTDIR honoured
#   make bench            speed against stockfish / pgn-extract (needs ../shared/corpus for PGN)
#   make lang-roundtrip   every corpus game in each SAN language and back (needs ../shared/corpus;
#                         a few minutes)
#   make oracle-960       Chess960 games (the corpus's and 3000 generated) against chessops
#                         (node and npm; chessops installed on first use in ~/.cache)
#   make perft960         Chess960 perft: the published suites to depth 5 and 40 positions against
#                         Stockfish (a few minutes; make test runs it at depth 3), then 3000 random
#                         games of the library replayed by chessops when make oracle-960 installed it

CC       ?= cc
PREFIX   ?= /usr/local
VERSION  := 0.1.0

# CPPFLAGS, CFLAGS and LDFLAGS are the builder's (a distribution's hardening flags, say), added
# after the project's own (PK_CFLAGS), so that 'make CFLAGS=...' keeps the include folders, the C
# standard and the optimisation; WERROR= builds with warnings left as warnings.
WERROR   ?= -Werror
WARN     := -Wall -Wextra $(WERROR) -Wshadow -Wconversion -Wno-sign-conversion
CSTD     := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
ifeq ($(SANITIZE),1)
BUILD    := build/san
OPT      := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
LDSAN    := -fsanitize=address,undefined
else ifeq ($(SANITIZE),thread)
BUILD    := build/tsan
OPT      := -O1 -g -fsanitize=thread -fno-omit-frame-pointer
LDSAN    := -fsanitize=thread
else
BUILD    := build
OPT      := -O2 -g
LDSAN    :=
# GCC: the binary is optimised across files at link time (about 7% faster validation). The
# objects stay "fat" (ordinary code beside the LTO data), so libpgnkit.a links anywhere.
ifneq ($(shell $(CC) -v 2>&1 | grep -c '^gcc version'),0)
OPT      += -flto=auto -ffat-lto-objects
LDLTO    := -flto=auto -O2
# the test programs link the objects' ordinary code: without -fno-lto, GCC's linker plugin would
# optimise each of them across the whole library again (about 10 s of CPU per program)
LDTEST   := -fno-lto
endif
endif
# lib/ in folders by concern (pgn/, chess/, xiangqi/, report/; the variant table and the layers
# shared by every game at the top): one -I per folder, so that a header is named by its file name
# alone, in the tree as once installed (flat, under include/pgnkit/)
LIB_DIRS := lib $(patsubst %/,%,$(sort $(dir $(wildcard lib/*/*.c lib/*/*.h))))
LIB_HDR  := $(wildcard $(LIB_DIRS:%=%/*.h))
PK_CFLAGS := $(CSTD) $(OPT) $(WARN) -DPK_VERSION='"$(VERSION)"' $(LIB_DIRS:%=-I%) $(CPPFLAGS) $(CFLAGS)
# the test programs: the objects' ordinary code, without LTO
TEST_CFLAGS = $(filter-out -flto=auto -ffat-lto-objects,$(PK_CFLAGS))
# libyaml and the decompressors: linked from their archives when the C compiler finds all five
# (Debian's -dev packages ship them), so that a start loads no shared library but the C library:
# each costs about a quarter of a millisecond at every start on a virtual machine (validate on one
# game 9.5 -> 8.7 ms). STATIC_DEPS= links them as shared libraries. The archives are looked for
# with the builder's flags (-m32, --sysroot, -L); the linker's mode is put back after them, so
# that LDFLAGS=-static still links everything statically.
DEP_LIBS := -lyaml -lz -lbz2 -llzma -lzstd
DEP_ARCHIVES := $(foreach l,yaml z bz2 lzma zstd,$(shell $(CC) $(CFLAGS) $(LDFLAGS) -print-file-name=lib$(l).a))
STATIC_DEPS ?= $(if $(filter-out /%,$(DEP_ARCHIVES)),,1)
ifeq ($(STATIC_DEPS),1)
LDLIBS   := -Wl,--push-state,-Bstatic $(DEP_LIBS) -Wl,--pop-state -lpthread
else
LDLIBS   := $(DEP_LIBS) -lpthread
endif

LIB_SRC  := $(wildcard $(LIB_DIRS:%=%/*.c))
CMD_SRC  := $(wildcard cmd/*.c)
TEST_SRC := $(wildcard tests/test_*.c)
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o)
CMD_OBJ  := $(CMD_SRC:%.c=$(BUILD)/%.o)
TESTS    := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
LIBA     := $(BUILD)/libpgnkit.a
BIN      := $(BUILD)/pgnkit

.PHONY: all completion test unit-test cli-test docs-test check-includes install uninstall clean bench corpus-test lang-roundtrip oracle-960 fuzz tsan perft960 perft960-quick
all: $(BIN) $(LIBA)

$(BUILD)/%.o: %.c $(LIB_HDR) $(wildcard cmd/*.h)
	@mkdir -p $(dir $@)
	@echo "  CC $<"
	@$(CC) $(PK_CFLAGS) -c -o $@ $<

$(LIBA): $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(CMD_OBJ) $(LIB_OBJ)
	$(CC) $(LDSAN) $(LDLTO) $(LDFLAGS) -o $@ $(CMD_OBJ) $(LIB_OBJ) $(LDLIBS)

$(BUILD)/tests/%: tests/%.c $(LIBA) $(wildcard tests/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -Itests -o $@ $< $(LIBA) $(LDSAN) $(LDTEST) $(LDFLAGS) -lcmocka $(LDLIBS)

# the completion check reads the commands' option tables, test_cli_output their output helpers:
# they link cmd/ but for main
CMD_LIB_OBJ := $(filter-out $(BUILD)/cmd/main.o,$(CMD_OBJ))
CMD_TESTS := $(BUILD)/tests/test_cli_options $(BUILD)/tests/test_cli_output
$(CMD_TESTS): $(BUILD)/tests/%: tests/%.c $(CMD_LIB_OBJ) $(LIBA) $(wildcard tests/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(TEST_CFLAGS) -Itests -Icmd -o $@ $< $(CMD_LIB_OBJ) $(LIBA) $(LDSAN) $(LDTEST) $(LDFLAGS) -lcmocka $(LDLIBS)

# bash completion's generated part (cmd/pgnkit.bash), from the option tables
completion: $(BUILD)/tests/test_cli_options
	$(BUILD)/tests/test_cli_options --write cmd/pgnkit.bash

test: unit-test cli-test docs-test check-includes perft960-quick

# no two files of lib/ and cmd/ need each other, no two headers include each other
check-includes: $(BIN)
	@sh tests/include_graph.sh $(BUILD)

unit-test: $(TESTS)
	@status=0; for t in $(TESTS); do echo "== $$t"; $$t || status=1; done; exit $$status

cli-test: $(BIN)
	@CLI_TEST_JOBS="$${CLI_TEST_JOBS:-$$(getconf _NPROCESSORS_ONLN)}" sh tests/run_cli_tests.sh $(BIN) tests/cli/*.t

# every console example of README.md and the man pages, run and compared; every man page
# rendered by groff without a warning, and no file citing documents outside the project
docs-test: $(BIN)
	@sh tests/docs_examples.sh $(BIN)
	@sh tests/man_pages.sh

# Chess960 perft from the library (tests/perft960.c): the suites of ../shared/corpus and Stockfish
perft960: $(BUILD)/tests/perft960
	@sh tests/perft960.sh $(BUILD)/tests/perft960 5 40
	@sh tests/chess960_chessops.sh $(BUILD)/tests/perft960 3000

perft960-quick: $(BUILD)/tests/perft960
	@sh tests/perft960.sh $(BUILD)/tests/perft960 3 8

corpus-test: $(BIN)
	@sh tests/corpus/run.sh $(BIN)

lang-roundtrip: $(BIN)
	@sh tests/corpus/lang-roundtrip.sh $(BIN)

# pgnkit against chessops (npm, installed on first use in ~/.cache) on every Chess960 game of
# ../shared/corpus and 3000 generated ones; skipped without node/npm
oracle-960: $(BIN)
	@sh tests/oracle/compare960.sh $(BIN)

# the binary built apart (SANITIZE=thread, in build/tsan/), then its runs on several threads
tsan:
	@$(MAKE) --no-print-directory SANITIZE=thread build/tsan/pgnkit
	@sh tests/tsan.sh build/tsan/pgnkit

bench: $(BIN)
	@sh tests/bench.sh $(BIN)

# libFuzzer harnesses (clang): FUZZ_SECONDS per harness (default 60)
fuzz:
	@sh tests/fuzz/run.sh

# the headers pgnkit.h includes, and only those: the others (once.h, chess_game.h, xiangqi_game.h,
# ...) are the library's inside
PUBLIC_HEADERS := $(foreach h,$(shell sed -n 's|^\#include "pgnkit/\(.*\)"|\1|p' lib/pgnkit.h),$(filter %/$(h),$(LIB_HDR)))
COMPLETIONS    := $(DESTDIR)$(PREFIX)/share/bash-completion/completions

install: $(BIN) $(LIBA)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/lib/pkgconfig \
		$(DESTDIR)$(PREFIX)/include/pgnkit $(COMPLETIONS)
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pgnkit
	install -m 644 man/*.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	install -d $(DESTDIR)$(PREFIX)/share/man/man7
	install -m 644 man/*.7 $(DESTDIR)$(PREFIX)/share/man/man7/
	install -m 644 $(LIBA) $(DESTDIR)$(PREFIX)/lib/libpgnkit.a
	install -m 644 lib/pgnkit.h $(DESTDIR)$(PREFIX)/include/pgnkit.h
	install -m 644 $(PUBLIC_HEADERS) $(DESTDIR)$(PREFIX)/include/pgnkit/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' lib/pgnkit.pc.in \
		> $(DESTDIR)$(PREFIX)/lib/pkgconfig/pgnkit.pc
	install -m 644 cmd/pgnkit.bash $(COMPLETIONS)/pgnkit

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pgnkit $(DESTDIR)$(PREFIX)/lib/libpgnkit.a
	rm -f $(DESTDIR)$(PREFIX)/lib/pkgconfig/pgnkit.pc $(DESTDIR)$(PREFIX)/include/pgnkit.h $(COMPLETIONS)/pgnkit
	rm -rf $(DESTDIR)$(PREFIX)/include/pgnkit
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/man/man1/,$(notdir $(wildcard man/*.1)))
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/man/man7/,$(notdir $(wildcard man/*.7)))

clean:
	rm -rf build
