/* Reading a file in pieces on several threads (batch_file.c) against one reader: the same
 * records, numbers, lines, columns and diagnostics, in the same order, whatever the pieces' size
 * and wherever the cuts fall: in comments, in games without blank lines, in files of CRLF or of
 * lone CRs, with GBK text from a game's hint on, with many tiny games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "batch_sync.h" /* PK_SLOT_KEEP_BYTES */
#include "game.h"
#include "variant.h"
#include "game_test_helpers.h"

static const pk_check_options defaults = {0};

typedef struct {
    char *data;
    size_t len, cap;
} text_buf;

static void add(text_buf *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->data = realloc(t->data, t->cap);
        assert_non_null(t->data);
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = 0;
}

static void add_str(text_buf *t, const char *s) { add(t, s, strlen(s)); }

static void add_fmt(text_buf *t, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    add(t, buf, (size_t)n);
}

/* A reproducible stream of numbers (xorshift). */
static uint32_t next_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (uint32_t)(*s >> 11);
}

/* One game of a shape picked by k: the usual one, and the ones that make a cut go wrong (a game
 * without a blank line before the next, a comment holding a game's first tag line or left
 * open, a game without tags, an escape line, a byte-order mark, Latin-1 text, a long comment,
 * a variation left open, an illegal move), with nl as the line end. */
static void add_game(text_buf *t, uint32_t k, int i, const char *nl)
{
    static const char *const moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7";
    switch (k % 14) {
    case 0:
    case 1:
    case 2:
        add_fmt(t, "[Event \"g%d\"]%s[Site \"s\"]%s[Result \"1-0\"]%s%s%s 1-0%s%s", i, nl, nl, nl, nl, moves, nl, nl);
        break;
    case 3: /* no blank line before the next game */
        add_fmt(t, "[Event \"g%d\"]%s%s%s*%s", i, nl, nl, moves, nl);
        break;
    case 4: /* a comment quoting a game's first tag line after a blank line: it is closed there */
        add_fmt(t, "[Event \"g%d\"]%s%s1. e4 {quoted%s%s[Event \"inside\"]%s} e5 *%s%s", i, nl, nl, nl, nl, nl, nl, nl);
        break;
    case 5: /* a comment left open */
        add_fmt(t, "[Event \"g%d\"]%s%s1. d4 {open%s%s", i, nl, nl, nl, nl);
        break;
    case 6: /* no tags */
        add_fmt(t, "%s *%s%s", moves, nl, nl);
        break;
    case 7:
        add_fmt(t, "%%escape line %d%s[Event \"g%d\"]%s%s1. c4 1/2-1/2%s%s", i, nl, i, nl, nl, nl, nl);
        break;
    case 8:
        add_fmt(t, "\xEF\xBB\xBF[Event \"g%d\"]%s%s1. e4 *%s%s", i, nl, nl, nl, nl);
        break;
    case 9:
        add_fmt(t, "[Event \"caf\xE9 %d\"]%s[White \"M\xFCller\"]%s%s1. Nf3 {\xE0 voir} d5 0-1%s%s", i, nl, nl, nl, nl, nl);
        break;
    case 10: {
        add_fmt(t, "[Event \"g%d\"]%s%s1. e4 {", i, nl, nl);
        for (uint32_t n = 0; n < 300 + k % 5000; n++)
            add_str(t, n % 61 == 60 ? nl : "x");
        add_fmt(t, "} e5 *%s%s", nl, nl);
        break;
    }
    case 11: /* a variation left open, then the next game at once */
        add_fmt(t, "[Event \"g%d\"]%s%s1. e4 (1. d4 d5 e5%s[Event \"next%d\"]%s%s1. e4 *%s%s", i, nl, nl, nl, i, nl, nl, nl, nl);
        break;
    case 12: /* an illegal move, no result */
        add_fmt(t, "[Event \"g%d\"]%s%s1. e4 e5 2. Ke3%s%s", i, nl, nl, nl, nl);
        break;
    default: /* a comment after the result, on its line */
        add_fmt(t, "[Event \"g%d\"]%s%s1. e4 e5 1-0 {won}%s%s", i, nl, nl, nl, nl);
        break;
    }
}

/* The records one reader gives for the file, as text. */
static char *dump_one_reader(const char *path)
{
    FILE *in = fopen(path, "rb");
    assert_non_null(in);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fileno(in));
    char *out = dump_lexer_records(lx, &defaults);
    pk_pgn_lexer_free(lx);
    fclose(in);
    assert_non_null(out);
    return out;
}

static void check_game(void *ctx, pk_game *g, void *scratch)
{
    (void)ctx, (void)scratch;
    pk_game_check(g, &defaults);
}

static int dump_game(void *ctx, pk_game *g, void *scratch)
{
    (void)scratch;
    dump_record(ctx, g);
    return 0;
}

/* The records read in pieces of about piece_bytes on jobs threads, as text. */
static char *dump_pieces(const char *path, int jobs, size_t piece_bytes, bool portable_scan, pk_batch_file_run *run)
{
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    FILE *in = fopen(path, "rb");
    assert_non_null(in);
    pk_batch_callbacks cb = {check_game, dump_game, 0, NULL, f, false};
    *run = (pk_batch_file_run){.piece_bytes = piece_bytes, .portable_scan = portable_scan};
    assert_int_equal(pk_batch_run_file(fileno(in), pk_variant_reader_new, jobs, &cb, run), 0);
    fclose(in);
    fclose(f);
    return out;
}

static char *write_temp(const text_buf *t)
{
    static char path[64];
    snprintf(path, sizeof path, "/tmp/pgnkit-test-pieces-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, t->data, t->len), (ssize_t)t->len);
    close(fd);
    return path;
}

/* The first line where two dumps differ, for the failure message. */
static void fail_on_difference(const char *what, const char *a, const char *b)
{
    if (strcmp(a, b) == 0)
        return;
    size_t i = 0, line = 1, start = 0;
    while (a[i] && a[i] == b[i]) {
        if (a[i] == '\n')
            line++, start = i + 1;
        i++;
    }
    fail_msg("%s: record line %zu differs:\none reader: %.200s\npieces:     %.200s", what, line, a + start, b + start);
}

/* Reads t in pieces of several sizes on 2 and 3 threads, the cuts looked for with AVX2 (where
 * the processor has it) and without; each reading gives what one reader gives. Returns how many
 * pieces the readings read again (the cuts that went wrong), and sets *pieces to how many they
 * read. */
static uint64_t expect_pieces_read_as_one(const text_buf *t, uint64_t *pieces)
{
    static const size_t sizes[] = {16, 700, 4093, 65536, 300000};
    const char *path = write_temp(t);
    char *ref = dump_one_reader(path);
    uint64_t reread = 0;
    *pieces = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int jobs = 2; jobs <= 3; jobs++) {
            pk_batch_file_run run;
            bool portable = jobs == 3;
            char *got = dump_pieces(path, jobs, sizes[s], portable, &run);
            char what[96];
            snprintf(what, sizeof what, "pieces of %zu bytes on %d threads%s", sizes[s], jobs,
                     portable ? ", 16 bytes at a time" : "");
            fail_on_difference(what, ref, got);
            assert_int_equal(run.io_error, 0);
            reread += run.reread;
            *pieces += run.pieces;
            free(got);
        }
    /* and the share of the file that --jobs takes */
    pk_batch_file_run run;
    char *got = dump_pieces(path, 2, 0, false, &run);
    fail_on_difference("pieces of the file's share", ref, got);
    free(got);
    free(ref);
    unlink(path);
    return reread;
}

static void add_games(text_buf *t, uint64_t seed, int n, const char *nl)
{
    for (int i = 0; i < n; i++)
        add_game(t, next_random(&seed), i, nl);
}

/* Games of every shape, in LF and in CRLF files: the same records, and some cuts went wrong
 * (games without blank lines, comments across a cut) and were read again. */
static void test_every_shape(void **state)
{
    (void)state;
    const char *const ends[] = {"\n", "\r\n"};
    for (size_t e = 0; e < 2; e++) {
        text_buf t = {0};
        add_games(&t, 0x9E3779B97F4A7C15ull + e, 1500, ends[e]);
        uint64_t pieces, reread = expect_pieces_read_as_one(&t, &pieces);
        assert_true(pieces > 100);
        assert_true(reread > 0);
        free(t.data);
    }
}

/* Plain games after blank lines only: every cut is where the reading before it stops, and no
 * piece is read twice. */
static void test_clean_cuts_read_once(void **state)
{
    (void)state;
    text_buf t = {0};
    for (int i = 0; i < 3000; i++)
        add_game(&t, 0, i, i < 1500 ? "\n" : "\r\n"); /* the file's first CR decides: CRLF */
    uint64_t pieces, reread = expect_pieces_read_as_one(&t, &pieces);
    assert_true(pieces > 100);
    assert_int_equal(reread, 0);
    free(t.data);
}

/* Lines ended by CR alone: the file is one piece from its first CR on (its lines are not
 * counted by the cut); before it, pieces as usual. A CRLF file's stray CR is a blank. */
static void test_lone_cr_lines(void **state)
{
    (void)state;
    text_buf t = {0};
    add_games(&t, 7, 600, "\n");
    add_games(&t, 8, 600, "\r");
    uint64_t pieces;
    expect_pieces_read_as_one(&t, &pieces);
    free(t.data);
    text_buf u = {0};
    add_games(&u, 9, 300, "\r\n");
    add_str(&u, "[Event \"stray\"]\r\n\r\n1. e4\re5 *\r\n\r\n");
    add_games(&u, 10, 300, "\r\n");
    expect_pieces_read_as_one(&u, &pieces);
    free(u.data);
}

/* A Xiangqi game's tag names its text GBK from there on: the pieces after it read GBK too. */
static void test_gbk_from_a_game_on(void **state)
{
    (void)state;
    text_buf t = {0};
    add_games(&t, 11, 400, "\n");
    add_str(&t, "[Game \"Chinese Chess\"]\n[Event \"\xC6\xE5\"]\n\n1. C2.5 h8+7 *\n\n");
    for (int i = 0; i < 400; i++)
        add_fmt(&t, "[Event \"\xD6\xD0\xB9\xFA %d\"]\n[White \"\xC0\xEE\"]\n\n1. e4 e5 *\n\n", i);
    uint64_t pieces;
    expect_pieces_read_as_one(&t, &pieces);
    free(t.data);
}

/* A file that names itself Xiangqi ([Game "Chinese Chess"]) within its first 64 KiB is read as
 * GBK from the start, however small the first piece: the same as one reader. */
static void test_gbk_sniffed_at_the_start(void **state)
{
    (void)state;
    text_buf t = {0};
    uint64_t seed = 13;
    for (int i = 0; t.len < 40000; i++)
        add_game(&t, next_random(&seed), i, "\n"); /* 40 KiB, and the game that passes it */
    assert_true(t.len < 60000);
    add_str(&t, "[Game \"Chinese Chess\"]\n[Event \"\xC6\xE5\"]\n\n1. C2.5 h8+7 *\n\n");
    for (int i = 0; i < 300; i++)
        add_fmt(&t, "[Event \"\xD6\xD0\xB9\xFA %d\"]\n\n1. e4 {\xC0\xEE} e5 *\n\n", i);
    uint64_t pieces;
    expect_pieces_read_as_one(&t, &pieces);
    free(t.data);
}

/* Reads t in pieces of 16 bytes on 2 and 3 threads: one reader's records, in a piece for each of
 * its `games` games, none read again. */
static void expect_a_game_a_piece(const text_buf *t, int games, const char *what)
{
    const char *path = write_temp(t);
    char *ref = dump_one_reader(path);
    for (int jobs = 2; jobs <= 3; jobs++) {
        pk_batch_file_run run;
        char *got = dump_pieces(path, jobs, 16, false, &run);
        fail_on_difference(what, ref, got);
        assert_int_equal(run.pieces, games);
        assert_int_equal(run.reread, 0);
        free(got);
    }
    free(ref);
    unlink(path);
}

/* Pieces of 16 bytes hold one game each: every game after a blank line is a cut, found
 * wherever its "[Event" falls against the 16-byte blocks the cut is looked for in (a comment of
 * 0 to 36 bytes before the moves moves the next game along), and nothing else is: a "[E" in a tag
 * value, a comment's "[Event" and "[%clk", an "[Event" line after a single line end. */
static void test_a_cut_at_every_game(void **state)
{
    (void)state;
    text_buf t = {0};
    const int games = 600;
    for (int i = 0; i < games; i++) {
        add_fmt(&t, "[Event \"g%d\"]\n[Site \"[E\"]\n\n{%.*s [Event \"no\"] [%%clk 1:00]\n[Event \"no\"]}\n1. e4 *\n\n", i,
                i % 37, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    }
    expect_a_game_a_piece(&t, games, "a game a piece");
    free(t.data);
}

/* A game of exactly size bytes (at least 40): its comment of short lines fills it out. */
static void add_game_of_size(text_buf *t, int i, size_t size)
{
    size_t start = t->len;
    add_fmt(t, "[Event \"g%03d\"]\n\n1. e4 {", i % 1000);
    const char *end = "} e5 *\n\n";
    size_t room = size - (t->len - start) - strlen(end);
    for (size_t k = 0; k < room; k++)
        add_str(t, k % 3 == 2 ? "\n" : "a");
    add_str(t, end);
    assert_int_equal(t->len - start, size);
}

/* Games of long comments of short lines: the cut reads on past its first read (of the piece's
 * 16 bytes and 4096 more), in reads of 4 KiB, 16 KiB, 64 KiB, then 256 KiB, each keeping the 8
 * bytes before it in view, and counts the lines of each (those 8 bytes' line ends once). A game
 * of 4104 to 4111 bytes puts the next game's "[Event" in those 8 bytes of the second read (8200
 * to 8207, 24584 to 24591, 90120 to 90127: of the third, fourth, fifth): found there, the piece
 * is cut before that game and not at the one after. Every piece starts at its line: the records
 * (each with its line) are one reader's, a game a piece, none read again. */
static void test_cuts_past_the_first_read(void **state)
{
    (void)state;
    text_buf t = {0};
    int games = 0;
    for (size_t d = 0; d < 8; d++) {
        add_game_of_size(&t, games++, 4104 + d);
        add_game_of_size(&t, games++, 8200 + d);
        add_game_of_size(&t, games++, 24584 + d);
        add_game_of_size(&t, games++, 90120 + d);
        add_game_of_size(&t, games++, 1000 + 997 * d);
    }
    add_game_of_size(&t, games++, 300000);
    add_game_of_size(&t, games++, 100);
    expect_a_game_a_piece(&t, games, "long games");
    free(t.data);
}

/* Reads t in pieces of sizes from 16 bytes to 300,000 on 2 and 3 threads: each reading gives one
 * reader's records, and no piece is read again (each piece's start, with its line, is where the
 * reading before it stopped: a line end miscounted by the cut makes the next piece read again). */
static void expect_clean_cuts(const text_buf *t, const char *what)
{
    static const size_t sizes[] = {16, 100, 1000, 4093, 9000, 40000, 300000};
    const char *path = write_temp(t);
    char *ref = dump_one_reader(path);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int jobs = 2; jobs <= 3; jobs++) {
            pk_batch_file_run run;
            char *got = dump_pieces(path, jobs, sizes[s], false, &run);
            fail_on_difference(what, ref, got);
            if (run.reread != 0)
                fail_msg("%s: pieces of %zu bytes on %d threads: %llu read again", what, sizes[s], jobs,
                         (unsigned long long)run.reread);
            free(got);
        }
    free(ref);
    unlink(path);
}

/* Line ends where the cut's counting could go wrong: a lane of the 16-byte blocks holding a line
 * end in every block (lines of 16 bytes: the lanes are summed before 256 blocks), line ends in
 * each read's last 8 bytes (lines of 8 bytes), runs of 10,000 blank lines, CRLF lines, and line
 * ends in the first 3 bytes of the file (looked past by the first piece's search). */
static void test_lines_counted_at_every_boundary(void **state)
{
    (void)state;
    const char *const lines[] = {"aaaaaaaaaaaaaaa\n", "aaaaaaa\n", "aaaaaaaaaaaaaa\r\n", "aaaaaa\r\n"};
    for (size_t l = 0; l < sizeof lines / sizeof lines[0]; l++) {
        text_buf t = {0};
        const char *nl = strchr(lines[l], '\r') ? "\r\n" : "\n";
        for (int i = 0; i < 12; i++) {
            add_fmt(&t, "[Event \"g%d\"]%s%s1. e4 {", i, nl, nl);
            for (int k = 0; k < 1500 + 1371 * i; k++)
                add_str(&t, lines[l]);
            add_fmt(&t, "} e5 *%s%s", nl, nl);
        }
        expect_clean_cuts(&t, lines[l]);
        free(t.data);
    }
    text_buf t = {0};
    add_str(&t, "\n\n\n");
    for (int i = 0; i < 30; i++) {
        add_fmt(&t, "[Event \"g%d\"]\n\n1. e4 e5 *\n", i);
        for (int k = 0; k < (i % 3 ? 10000 : 2); k++)
            add_str(&t, "\n");
    }
    expect_clean_cuts(&t, "blank lines");
    free(t.data);
}

/* A game's own fields and diagnostics, what an emit that reads no arrays may read. */
static void dump_verdict(FILE *f, const pk_game *g)
{
    fprintf(f, "game %llu at %u:%u stray %d result %d at %u:%u valid %d plies %u errors %zu warnings %zu outcome %s\n",
            (unsigned long long)g->number, g->line, g->column, g->stray, g->result, g->result_line, g->result_column,
            g->valid, g->plies, g->n_errors, g->n_warnings, g->outcome ? g->outcome : "-");
    for (size_t i = 0; i < g->n_diags; i++)
        fprintf(f, "diag %s %u:%u ply %u '%s' %s\n", g->diags[i].code, g->diags[i].line, g->diags[i].column,
                g->diags[i].ply, g->diags[i].move, g->diags[i].message);
}

typedef struct {
    FILE *out;
    size_t without_arrays; /* games emitted with their arrays handed on */
    size_t big_with_arrays; /* games larger than a slot keeps, emitted with their own arrays */
} verdict_dump;

static int dump_game_verdict(void *ctx, pk_game *g, void *scratch)
{
    (void)scratch;
    verdict_dump *v = ctx;
    dump_verdict(v->out, g);
    v->without_arrays += g->n_nodes == 0 && g->n_tags == 0 && g->text_len == 0 && !g->stray;
    v->big_with_arrays += g->text_len > PK_SLOT_KEEP_BYTES;
    return 0;
}

/* With emit_reads_no_arrays, a thread hands a checked game's arrays on to the next game it
 * reads: every game is read and checked as one reader does it (the same verdicts and
 * diagnostics, each with its line), and the games emitted hold no arrays of their own but the
 * last of a piece's; a game larger than a slot keeps (a comment of 300 KB, every 500th game)
 * keeps its arrays, to be released once it is emitted (else they would go round the slots). */
static void test_emit_reading_no_arrays(void **state)
{
    (void)state;
    text_buf t = {0};
    add_games(&t, 77, 500, "\n");
    for (int big = 0; big < 5; big++) {
        add_fmt(&t, "[Event \"big%d\"]\n\n1. e4 {", big);
        for (int k = 0; k < 3000; k++)
            add_str(&t, "a comment of a hundred bytes a line, to be kept whole in the game's text arena, as read...\n");
        add_str(&t, "} e5 *\n\n");
        add_games(&t, 78 + (uint64_t)big, 500, "\n");
    }
    const char *path = write_temp(&t);
    char *ref = NULL;
    size_t ref_size = 0;
    FILE *rf = open_memstream(&ref, &ref_size);
    FILE *in = fopen(path, "rb");
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fileno(in));
    pk_game_reader *r = pk_variant_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    while (pk_game_read(r, &g)) {
        if (!g.stray)
            pk_game_check(&g, &defaults);
        dump_verdict(rf, &g);
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    fclose(in);
    fclose(rf);
    for (int jobs = 2; jobs <= 3; jobs++) {
        char *got = NULL;
        size_t size = 0;
        verdict_dump v = {open_memstream(&got, &size), 0, 0};
        in = fopen(path, "rb");
        pk_batch_callbacks cb = {check_game, dump_game_verdict, 0, NULL, &v, true};
        pk_batch_file_run run = {.piece_bytes = 700};
        assert_int_equal(pk_batch_run_file(fileno(in), pk_variant_reader_new, jobs, &cb, &run), 0);
        fclose(in);
        fclose(v.out);
        fail_on_difference("games emitted without their arrays", ref, got);
        assert_true(v.without_arrays > 1000);
        assert_int_equal(v.big_with_arrays, 5);
        free(got);
    }
    free(ref);
    unlink(path);
    free(t.data);
}

/* Many tiny games: a piece stops after PIECE_GAMES_SOFT games at the next game it can stop
 * at, and with no such game (all on one line) emits them while it reads on; the same records. */
static void test_many_tiny_games(void **state)
{
    (void)state;
    text_buf t = {0};
    for (int i = 0; i < 30000; i++)
        add_fmt(&t, "[Event \"%d\"]\n*\n\n", i);
    for (int i = 0; i < 40000; i++)
        add_str(&t, "1. e4 * ");
    add_str(&t, "\n\n[Event \"last\"]\n\n1. d4 *\n");
    const char *path = write_temp(&t);
    char *ref = dump_one_reader(path);
    for (int jobs = 2; jobs <= 3; jobs++) {
        pk_batch_file_run run;
        char *got = dump_pieces(path, jobs, 1u << 20, false, &run);
        fail_on_difference("tiny games", ref, got);
        free(got);
    }
    free(ref);
    unlink(path);
    free(t.data);
}

/* The last piece stops early (too many tiny games, read while the piece before it is still being
 * read): a piece from where it stopped to the end is read after it, even once it was emitted. */
static void test_last_piece_stops_early(void **state)
{
    (void)state;
    text_buf t = {0};
    add_games(&t, 12, 12000, "\n");
    size_t first = t.len;
    for (int i = 0; i < 20000; i++)
        add_fmt(&t, "[Event \"%d\"]\n*\n\n", i);
    const char *path = write_temp(&t);
    char *ref = dump_one_reader(path);
    for (int jobs = 2; jobs <= 3; jobs++) {
        pk_batch_file_run run;
        char *got = dump_pieces(path, jobs, first, false, &run);
        fail_on_difference("the last piece stopped early", ref, got);
        free(got);
    }
    free(ref);
    unlink(path);
    free(t.data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_shape),
        cmocka_unit_test(test_clean_cuts_read_once),
        cmocka_unit_test(test_lone_cr_lines),
        cmocka_unit_test(test_gbk_from_a_game_on),
        cmocka_unit_test(test_gbk_sniffed_at_the_start),
        cmocka_unit_test(test_a_cut_at_every_game),
        cmocka_unit_test(test_cuts_past_the_first_read),
        cmocka_unit_test(test_lines_counted_at_every_boundary),
        cmocka_unit_test(test_emit_reading_no_arrays),
        cmocka_unit_test(test_many_tiny_games),
        cmocka_unit_test(test_last_piece_stops_early),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
