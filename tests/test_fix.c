/* Unit tests of convert --fix's corrections (fix.h): what each diagnostic's kind of correction
 * puts into the pk_fix the writer applies, and how the diagnostics say it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fix.h"
#include "game_test_helpers.h"
#include "variant.h"

typedef struct {
    pk_pgn_lexer *lx;
    pk_game_reader *reader;
    pk_game g;
    pk_fix fix;
    unsigned count;
} fixed_game;

/* Reads the one game of text, checks it and fixes it. */
static fixed_game *fix_text(const char *text)
{
    fixed_game *f = calloc(1, sizeof *f);
    pk_game_init(&f->g);
    f->lx = pk_pgn_lexer_open_memory(text, strlen(text));
    f->reader = pk_variant_reader_new(f->lx);
    assert_true(pk_game_read(f->reader, &f->g));
    const pk_check_options opt = {0};
    pk_game_check(&f->g, &opt);
    f->count = pk_game_fix(&f->g, &f->fix, false);
    return f;
}

static void free_fixed(fixed_game *f)
{
    pk_game_free(&f->g);
    pk_game_reader_free(f->reader);
    pk_pgn_lexer_free(f->lx);
    free(f);
}

static const char roster[] = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2026.11.28\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n";

/* A mate the result contradicts: the result (tag and marker) is the mate's, and the diagnostic
 * says it was fixed, as a warning. */
static void a_result_the_end_decides(void **state)
{
    (void)state;
    char text[512];
    snprintf(text, sizeof text, "%s[Result \"1/2-1/2\"]\n\n1. f3 e5 2. g4 Qh4+ 1/2-1/2\n", roster);
    fixed_game *f = fix_text(text);
    assert_int_equal(f->count, 2);
    assert_string_equal(f->fix.result, "0-1");
    assert_int_equal(f->fix.n_tags, 1);
    assert_string_equal(f->fix.tags[0].name, "Result");
    assert_string_equal(f->fix.tags[0].value, "0-1");
    expect_diag_at(&f->g, 0, PK_SEV_WARNING, "check-mark", 9, 16, 4, "Qh4+");
    expect_diag_at(&f->g, 1, PK_SEV_WARNING, "result-wrong", 9, 21, 0, "");
    assert_string_equal(f->g.diags[1].message, "fixed: the game ended in checkmate at ply 4, so the result is 0-1, not "
                                               "1/2-1/2");
    assert_int_equal(f->g.n_errors, 0);
    assert_true(f->g.valid);
    free_fixed(f);
}

/* A FEN tag read with a repair and no SetUp: the FEN written from the position, SetUp "1"
 * added; the Seven Tag Roster completed, in one warning. */
static void a_position_set_up(void **state)
{
    (void)state;
    fixed_game *f = fix_text("[FEN \"4k3/8/4K3/4P3/8/8/8/8 w - - 0 0\"]\n\n1. Kd6 *\n");
    assert_int_equal(f->count, 3);
    assert_null(f->fix.result);
    assert_int_equal(f->fix.n_tags, 2);
    assert_string_equal(f->fix.tags[0].name, "FEN");
    assert_string_equal(f->fix.tags[0].value, "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1");
    assert_string_equal(f->fix.tags[1].name, "SetUp");
    assert_string_equal(f->fix.tags[1].value, "1");
    /* in the order of the text, the roster's note (made last) after the others at 1:1 */
    expect_diag_at(&f->g, 0, PK_SEV_WARNING, "bad-fen", 1, 1, 0, "");
    expect_diag_at(&f->g, 1, PK_SEV_WARNING, "bad-tag", 1, 1, 0, "");
    expect_diag_at(&f->g, 2, PK_SEV_WARNING, "missing-tag", 1, 1, 0, "");
    assert_string_equal(f->g.diags[2].message, "fixed: the Seven Tag Roster's Event, Site, Date, Round, White and "
                                               "Black tags are missing: written as unknown (\"?\")");
    free_fixed(f);
}

/* What is not certain stays an error, untouched; a Result tag and marker that disagree with no
 * end to decide are left as read. */
static void what_is_not_certain(void **state)
{
    (void)state;
    char text[512];
    snprintf(text, sizeof text, "%s[Result \"1-0\"]\n\n1. e4 e5 2. Nd5 0-1\n", roster);
    fixed_game *f = fix_text(text);
    assert_int_equal(f->count, 0);
    assert_null(f->fix.result);
    assert_int_equal(f->fix.n_tags, 0);
    expect_diag_at(&f->g, 0, PK_SEV_ERROR, "illegal-move", 9, 13, 3, "Nd5");
    expect_diag_at(&f->g, 1, PK_SEV_ERROR, "result-mismatch", 9, 17, 0, "");
    assert_string_equal(f->g.diags[1].message, "the Result tag says 1-0 but the movetext ends with 0-1");
    assert_false(f->g.valid);
    free_fixed(f);
}

/* A game that needs nothing gets nothing, and a second pk_game_fix finds nothing more. */
static void nothing_to_fix(void **state)
{
    (void)state;
    char text[512];
    snprintf(text, sizeof text, "%s[Result \"*\"]\n\n1. e4 e5 *\n", roster);
    fixed_game *f = fix_text(text);
    assert_int_equal(f->count, 0);
    assert_int_equal(f->g.n_diags, 0);
    free_fixed(f);
    snprintf(text, sizeof text, "%s[Result \"*\"]\n\n1. e4 e5 2. 0-0 *\n", roster);
    f = fix_text(text);
    assert_int_equal(f->count, 0); /* an illegal castling is no slip of form */
    free_fixed(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_result_the_end_decides),
        cmocka_unit_test(a_position_set_up),
        cmocka_unit_test(what_is_not_certain),
        cmocka_unit_test(nothing_to_fix),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
