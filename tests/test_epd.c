/* Unit tests of lists of positions (epd.h): FEN lines, EPD operations, .perft records. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "epd.h"
#include "test_helpers.h"

/* Reads text as a list into entries (at most max); returns how many there were. */
static int read_list(const char *text, pk_epd_entry *entries, int max)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    assert_non_null(f);
    pk_epd_reader *r = pk_epd_open(f);
    assert_non_null(r);
    int n = 0;
    pk_epd_entry e;
    while (pk_epd_next(r, &e)) {
        if (n < max)
            entries[n] = e;
        n++;
    }
    pk_epd_close(r);
    fclose(f);
    return n;
}

static void expect_entry_(pk_where at, const pk_epd_entry *e, uint32_t line, const char *fen, const char *id,
                          const char *counts, const char *error)
{
    char what[32], got[256] = "";
    snprintf(what, sizeof what, "entry of line %u", line);
    where_int(at, what, "line", e->line, line);
    where_str(at, what, "fen", e->fen, fen);
    where_str(at, what, "id", e->id, id);
    size_t used = 0;
    for (int i = 0; i < e->n_expect; i++)
        used += (size_t)snprintf(got + used, sizeof got - used, "%sD%d %llu", i ? " " : "", e->expect[i].depth,
                                 (unsigned long long)e->expect[i].nodes);
    where_str(at, what, "counts", got, counts);
    where_str(at, what, "error", e->error, error);
}
#define expect_entry(...) expect_entry_(HERE, __VA_ARGS__)

static void fen_and_epd_lines(void **state)
{
    (void)state;
    static const char text[] =
        "# comment\n"
        "\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\r\n"
        "8/8/8/8/8/8/8/K6k b - - bm Kg2; id \"two kings\"; hmvc 7; fmvn 40;\n"
        "4k3/8/8/8/8/8/8/4K3 w - -\n"
        "8/2K5/8/8/8/8/3p4/1k2N3 b - - wdl_table 2; wdl 2; dtz 1;\n"
        "4k3/8/8/8/8/8/8/4K3 w - - 3 9\n";
    pk_epd_entry e[8];
    assert_int_equal(read_list(text, e, 8), 5);
    expect_entry(&e[0], 3, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "", "D1 20 D2 400", "");
    expect_entry(&e[1], 4, "8/8/8/8/8/8/8/K6k b - - 7 40", "two kings", "", "");
    expect_entry(&e[2], 5, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "", "", "");
    expect_entry(&e[3], 6, "8/2K5/8/8/8/8/3p4/1k2N3 b - - 0 1", "", "", "");
    expect_entry(&e[4], 7, "4k3/8/8/8/8/8/8/4K3 w - - 3 9", "", "", "");
}

static void perft_records(void **state)
{
    (void)state;
    static const char text[] = "# suite\n"
                               "id one\n"
                               "epd 4k3/8/8/8/8/8/8/4K3 w - -\n"
                               "perft 1 5\n"
                               "perft 2 25\n"
                               "\n"
                               "id two\n"
                               "epd 8/8/8/8/8/8/8/K6k b - -\n"
                               "perft 1 3\n";
    pk_epd_entry e[4];
    assert_int_equal(read_list(text, e, 4), 2);
    expect_entry(&e[0], 3, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "one", "D1 5 D2 25", "");
    expect_entry(&e[1], 8, "8/8/8/8/8/8/8/K6k b - - 0 1", "two", "D1 3", "");
}

static void what_cannot_be_read(void **state)
{
    (void)state;
    static const char text[] = "4k3/8/8/8/8/8/8/4K3 w - - ;D0 1\n"
                               "4k3/8/8/8/8/8/8/4K3 w - - ;D2 many\n"
                               "perft 1 20\n"
                               "id lonely\n";
    pk_epd_entry e[4];
    assert_int_equal(read_list(text, e, 4), 4);
    expect_entry(&e[0], 1, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "", "", "operation 'D0 1': a perft count is D<depth> <nodes>");
    expect_entry(&e[1], 2, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "", "",
                 "operation 'D2 many': a perft count is D<depth> <nodes>");
    expect_entry(&e[2], 3, "", "", "", "a 'perft' line with no 'epd' line before it");
    expect_entry(&e[3], 4, "", "lonely", "", "an 'id' line with no 'epd' line after it");
}

/* A line longer than the reader takes is one error, and the next line is read as usual. */
static void a_line_too_long(void **state)
{
    (void)state;
    size_t n = PK_EPD_LINE_MAX + 100;
    char *text = malloc(n + 64);
    memset(text, 'x', n);
    strcpy(text + n, "\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    pk_epd_entry e[2];
    assert_int_equal(read_list(text, e, 2), 2);
    expect_entry(&e[0], 1, "", "", "", "a line longer than 4096 bytes");
    expect_entry(&e[1], 2, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "", "", "");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fen_and_epd_lines),
        cmocka_unit_test(perft_records),
        cmocka_unit_test(what_cannot_be_read),
        cmocka_unit_test(a_line_too_long),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
