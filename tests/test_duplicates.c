/* Duplicate games: fingerprints of checked games and the store of games seen (lib/duplicates.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "duplicates.h"
#include "game.h"
#include "test_helpers.h"

/* Fingerprints of the games of text, checked with the default options, into fps (n at most);
 * made[i] false for a game that has none. Returns how many games were read. */
static size_t fingerprints(const char *text, pk_fingerprint *fps, bool *made, size_t n)
{
    static const pk_check_options opt = {0};
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, strlen(text));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    size_t i = 0;
    while (i < n && pk_game_read(r, &g)) {
        pk_game_check(&g, &opt);
        made[i] = pk_game_fingerprint(&g, &fps[i]);
        i++;
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return i;
}

static bool same(const pk_fingerprint *a, const pk_fingerprint *b) { return a->lo == b->lo && a->hi == b->hi; }

static void test_fingerprint_what_counts(void **state)
{
    (void)state;
    static const char games[] =
        /* 0: the game */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n[Event \"One\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
        /* 1: another event, round, result, comments and notation: the same game */
        "[Event \"Two\"]\n[Round \"7\"]\n[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n"
        "1. e2e4 {a comment} e7e5 (1... c5) 2. g1f3 b8c6 3. f1b5 1-0\n\n"
        /* 2: another date */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.29\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
        /* 3: colours swapped */
        "[White \"B\"]\n[Black \"A\"]\n[Date \"2026.11.30\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
        /* 4: one move more */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n"
        /* 5: the same moves from a position set up (the standard one, written with a FEN) */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n[SetUp \"1\"]\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
        /* 6: a record of tags only: no fingerprint */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n*\n\n"
        /* 7: an illegal move: what could not be replayed counts by its text */
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb6 *\n\n"
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb6 *\n\n"
        "[White \"A\"]\n[Black \"B\"]\n[Date \"2026.11.30\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb7 *\n";
    pk_fingerprint fp[10];
    bool made[10];
    assert_int_equal(fingerprints(games, fp, made, 10), 10);
    for (int i = 0; i < 10; i++)
        assert_true(made[i] == (i != 6));
    assert_true(same(&fp[0], &fp[1]));
    assert_false(same(&fp[0], &fp[2]));
    assert_false(same(&fp[0], &fp[3]));
    assert_false(same(&fp[0], &fp[4]));
    /* the standard start, set up from a FEN: the same start */
    assert_true(same(&fp[0], &fp[5]));
    assert_false(same(&fp[0], &fp[7]));
    assert_true(same(&fp[7], &fp[8]));
    assert_false(same(&fp[7], &fp[9]));
}

static void test_store_finds_earlier(void **state)
{
    (void)state;
    pk_duplicates *d = pk_duplicates_new();
    assert_non_null(d);
    pk_fingerprint a = {1, 2}, b = {3, 4}, c = {1, 3};
    uint32_t input = 99, line = 99;
    assert_int_equal(pk_duplicates_note(d, &a, 0, 10, &input, &line), 0);
    assert_int_equal(pk_duplicates_note(d, &b, 0, 20, &input, &line), 0);
    assert_int_equal(pk_duplicates_note(d, &c, 1, 5, &input, &line), 0); /* same low half as a */
    assert_int_equal(pk_duplicates_note(d, &a, 1, 30, &input, &line), 1);
    assert_int_equal(input, 0);
    assert_int_equal(line, 10);
    assert_int_equal(pk_duplicates_note(d, &c, 2, 7, &input, &line), 1);
    assert_int_equal(input, 1);
    assert_int_equal(line, 5);
    /* a game found is not noted again: the earliest stays the one named */
    assert_int_equal(pk_duplicates_note(d, &a, 3, 40, &input, &line), 1);
    assert_int_equal(line, 10);
    pk_duplicates_free(d);
}

/* Many games across several inputs: each found again with its own input and line, and the
 * memory held at most 32 bytes a game once there are many (plus one chunk of the store). */
static void test_store_many_games(void **state)
{
    (void)state;
    pk_duplicates *d = pk_duplicates_new();
    assert_non_null(d);
    const uint32_t n = 300000;
    uint32_t input, line;
    for (uint32_t i = 0; i < n; i++) {
        pk_fingerprint fp = {(uint64_t)i * 0x9E3779B97F4A7C15ULL, i};
        assert_int_equal(pk_duplicates_note(d, &fp, i / 1000, i, &input, &line), 0);
    }
    size_t bytes = pk_duplicates_footprint(d);
    print_message("%u games: %zu bytes, %.1f a game\n", n, bytes, (double)bytes / n);
    assert_true(bytes <= (size_t)n * 32);
    for (uint32_t i = 0; i < n; i += 777) {
        pk_fingerprint fp = {(uint64_t)i * 0x9E3779B97F4A7C15ULL, i};
        assert_int_equal(pk_duplicates_note(d, &fp, 5000, 1, &input, &line), 1);
        assert_int_equal(input, i / 1000);
        assert_int_equal(line, i);
    }
    pk_duplicates_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fingerprint_what_counts),
        cmocka_unit_test(test_store_finds_earlier),
        cmocka_unit_test(test_store_many_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
