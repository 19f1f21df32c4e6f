/* Duplicate games: fingerprints of checked games and the store of games seen (lib/duplicates.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "duplicates.h"
#include "game.h"
#include "lang.h"
#include "movegen.h"
#include "san.h"
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


/* Games whose fingerprints share their home slot (the same first words), half of them their tag
 * too (the same high bits of the last word: told apart only by the store), the other half with
 * tags of their own: each found as itself, as the index grows from 1,024 slots to 8,192; a
 * fingerprint that differs from them only in its third word is none of them. */
static void test_store_same_slot_and_tag(void **state)
{
    (void)state;
    pk_duplicates *d = pk_duplicates_new();
    assert_non_null(d);
    const uint32_t n = 5000;
    uint32_t input, line;
    for (int round = 0; round < 2; round++)
        for (uint32_t i = 0; i < n; i++) {
            uint64_t high = i % 2 ? 0xFFFF0000u : (uint64_t)i << 19;
            pk_fingerprint fp = {0x0123456789ABCDEFull, high << 32 | i};
            if (round == 0) {
                assert_int_equal(pk_duplicates_note(d, &fp, 0, i + 1, &input, &line), 0);
            } else {
                assert_int_equal(pk_duplicates_note(d, &fp, 1, 0, &input, &line), 1);
                assert_int_equal(input, 0);
                assert_int_equal(line, i + 1);
            }
        }
    pk_fingerprint other = {0x0123456789ABCDEFull, 0xFFFF0000ull << 32 | (n + 1)};
    assert_int_equal(pk_duplicates_note(d, &other, 2, 7, &input, &line), 0);
    assert_int_equal(pk_duplicates_note(d, &other, 3, 8, &input, &line), 1);
    assert_int_equal(input, 2);
    assert_int_equal(line, 7);
    pk_duplicates_free(d);
}

/* The fingerprint of the one game of text; *plies and *nodes (when not NULL) the game's plies
 * replayed and nodes, which tell the path it took (hash_replayed_nodes when they are equal). */
static pk_fingerprint fingerprint_of(const char *text, uint32_t *plies, size_t *nodes)
{
    static const pk_check_options opt = {0};
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, strlen(text));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_fingerprint fp = {0, 0};
    assert_true(pk_game_fingerprint(&g, &fp));
    if (plies)
        *plies = g.plies;
    if (nodes)
        *nodes = g.n_nodes;
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return fp;
}

/* A legal game of n plies from the standard start, its moves picked by a simple generator from
 * seed, its SAN written into out (with move numbers, and a comment after every fifth move when
 * comments is set, so that the game is fingerprinted by hash_moves rather than from its nodes);
 * false when it ended (no legal move) before n plies. */
static bool random_game(uint32_t seed, int n, bool comments, char *out, size_t size)
{
    pk_position_init();
    pk_position pos;
    pk_position_startpos(&pos);
    size_t len = (size_t)snprintf(out, size, "[White \"W\"]\n[Black \"B\"]\n[Date \"2026.12.01\"]\n\n");
    for (int ply = 0; ply < n; ply++) {
        pk_movelist list;
        pk_generate_legal(&pos, &list);
        if (list.count == 0)
            return false;
        seed = seed * 1103515245u + 12345u;
        pk_move m = list.moves[(seed >> 16) % (uint32_t)list.count];
        char san[16];
        size_t san_len = pk_san_format(&pos, m, pk_lang_english(), san);
        san[san_len] = 0;
        if (ply % 2 == 0)
            len += (size_t)snprintf(out + len, size - len, "%d. ", ply / 2 + 1);
        len += (size_t)snprintf(out + len, size - len, "%s %s", san, comments && ply % 5 == 4 ? "{c} " : "");
        pk_position_play(&pos, m);
        assert_true(len < size);
    }
    snprintf(out + len, size - len, "*\n");
    return true;
}

/* A game fingerprinted from its nodes (every node a move replayed) and the same game with
 * comments (by hash_moves, through its buffer of 256 moves): the same fingerprint, at every
 * length around the words of four moves and the buffer's 256; a move less or more differs. */
static void test_fingerprint_fast_path_agrees(void **state)
{
    (void)state;
    static const int lengths[] = {1, 2, 3, 4, 5, 7, 8, 9, 255, 256, 257, 259, 260, 261, 300};
    const size_t size = 16384;
    char *plain = malloc(size), *commented = malloc(size), *shorter = malloc(size);
    assert_non_null(plain);
    assert_non_null(commented);
    assert_non_null(shorter);
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        int n = lengths[i];
        uint32_t seed = 1;
        /* a seed whose game lasts n plies and is replayed to its end (no mate or draw before) */
        for (;; seed++) {
            if (!random_game(seed, n, false, plain, size))
                continue;
            uint32_t plies;
            size_t nodes;
            fingerprint_of(plain, &plies, &nodes);
            if (plies == (uint32_t)n && nodes == (size_t)n)
                break;
        }
        assert_true(random_game(seed, n, true, commented, size));
        uint32_t plies_c;
        size_t nodes_c;
        pk_fingerprint a = fingerprint_of(plain, NULL, NULL), b = fingerprint_of(commented, &plies_c, &nodes_c);
        assert_int_equal(plies_c, n);
        assert_true(nodes_c > (size_t)n || n < 5); /* the comments: the other path */
        assert_true(same(&a, &b));
        if (n > 1) {
            assert_true(random_game(seed, n - 1, false, shorter, size));
            pk_fingerprint c = fingerprint_of(shorter, NULL, NULL);
            assert_false(same(&a, &c));
        }
    }
    free(plain);
    free(commented);
    free(shorter);
}

/* Tag values of every length up to 40 that differ in one byte, or only in their length: every
 * byte counts (the words read over each other at the end leave none out). */
static void test_fingerprint_every_byte_of_a_tag(void **state)
{
    (void)state;
    enum { MAX = 40 };
    static pk_fingerprint fps[(MAX + 1) * (MAX + 1)];
    size_t n = 0;
    char text[256], value[MAX + 1];
    for (int len = 0; len <= MAX; len++)
        for (int changed = -1; changed < len; changed++) {
            memset(value, 'a', (size_t)len);
            value[len] = 0;
            if (changed >= 0)
                value[changed] = 'b';
            snprintf(text, sizeof text, "[White \"%s\"]\n[Black \"B\"]\n[Date \"2026.12.01\"]\n\n1. e4 e5 *\n", value);
            fps[n++] = fingerprint_of(text, NULL, NULL);
        }
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            assert_false(same(&fps[i], &fps[j]));
}

/* The first tag of a name is the one that counts (as pk_game_find_tag finds it); other tags
 * count for nothing; Red stands for White (in Xiangqi), the first of them too. */
static void test_fingerprint_first_tag_of_a_name(void **state)
{
    (void)state;
    pk_fingerprint one = fingerprint_of("[White \"A\"]\n[Black \"B\"]\n[Date \"2026.12.01\"]\n\n1. e4 e5 *\n", NULL, NULL);
    pk_fingerprint twice = fingerprint_of("[White \"A\"]\n[Black \"B\"]\n[Date \"2026.12.01\"]\n[White \"C\"]\n"
                                          "[Black \"D\"]\n[Date \"2026.12.02\"]\n[Event \"E\"]\n\n1. e4 e5 *\n",
                                          NULL, NULL);
    pk_fingerprint second = fingerprint_of("[White \"C\"]\n[Black \"D\"]\n[Date \"2026.12.02\"]\n\n1. e4 e5 *\n", NULL, NULL);
    pk_fingerprint none = fingerprint_of("[Event \"E\"]\n\n1. e4 e5 *\n", NULL, NULL);
    assert_true(same(&one, &twice));
    assert_false(same(&one, &second));
    assert_false(same(&one, &none));
    pk_fingerprint red = fingerprint_of("[Red \"Hu\"]\n[Black \"Xu\"]\n[Date \"2026.11.30\"]\n\n1. h2e2 h9g7 *\n", NULL, NULL);
    pk_fingerprint red_twice = fingerprint_of("[Red \"Hu\"]\n[Black \"Xu\"]\n[Red \"Lu\"]\n[Date \"2026.11.30\"]\n\n"
                                              "1. h2e2 h9g7 *\n",
                                              NULL, NULL);
    pk_fingerprint other_red = fingerprint_of("[Red \"Lu\"]\n[Black \"Xu\"]\n[Date \"2026.11.30\"]\n\n1. h2e2 h9g7 *\n", NULL, NULL);
    assert_true(same(&red, &red_twice));
    assert_false(same(&red, &other_red));
}

/* Writes the duplicate-game message as the fast path does, for an ASCII name; its length, 0 when
 * it does not fit. */
static size_t fast_message(char *out, size_t size, const char *name, uint32_t line)
{
    size_t name_len = pk_duplicate_plain_name(name);
    assert_int_equal(name_len, strlen(name));
    memset(out, 'x', size);
    return pk_duplicate_message(out, size, name, name_len, line);
}

/* The duplicate-game message written without printf is printf's, byte for byte, at every count of
 * digits of the line; a name that is not ASCII is left to printf (pk_duplicate_plain_name), and
 * so is a message that would not fit (0). */
static void test_duplicate_message(void **state)
{
    (void)state;
    static const char *const names[] = {"", "a.pgn", "duplicates/karpov.pgn", "-", "dir with space/x y.pgn"};
    static const uint32_t lines[] = {0,       1,        9,        10,        11,        99,         100,        101,
                                     999,     1000,     12345,    99999,     100000,    1234567,    9999999,    10000000,
                                     9876543, 99999999, 100000000, 999999999, 1000000000, 4000000000, UINT32_MAX - 1, UINT32_MAX};
    char fast[PK_DIAG_MESSAGE], slow[2 * PK_DIAG_MESSAGE]; /* (slow: room for what printf would write) */
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        for (size_t j = 0; j < sizeof lines / sizeof lines[0]; j++) {
            size_t len = fast_message(fast, sizeof fast, names[i], lines[j]);
            int full = snprintf(slow, sizeof slow, PK_DUPLICATE_MESSAGE, names[i], lines[j]);
            assert_int_equal(len, full);
            assert_string_equal(fast, slow);
        }
    for (uint32_t line = 0; line < 100000; line += 7) {
        size_t len = fast_message(fast, sizeof fast, "f.pgn", line);
        assert_int_equal(len, snprintf(slow, sizeof slow, PK_DUPLICATE_MESSAGE, "f.pgn", line));
        assert_string_equal(fast, slow);
    }
    assert_int_equal(pk_duplicate_plain_name("caf\xc3\xa9.pgn"), SIZE_MAX);
    assert_int_equal(pk_duplicate_plain_name("latin\xe9.pgn"), SIZE_MAX);
    assert_int_equal(pk_duplicate_plain_name("\x7f"), 1);
    /* the longest name that fits, and one more byte: by the length printf writes */
    char name[PK_DIAG_MESSAGE + 1];
    for (size_t len = 200; len < sizeof name; len++) {
        memset(name, 'n', len);
        name[len] = 0;
        int full = snprintf(NULL, 0, PK_DUPLICATE_MESSAGE, name, 12345u);
        bool fits = full < (int)sizeof fast;
        size_t written = fast_message(fast, sizeof fast, name, 12345);
        assert_int_equal(written, fits ? (size_t)full : 0);
        if (fits) {
            snprintf(slow, sizeof slow, PK_DUPLICATE_MESSAGE, name, 12345u);
            assert_string_equal(fast, slow);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fingerprint_what_counts),
        cmocka_unit_test(test_store_finds_earlier),
        cmocka_unit_test(test_store_many_games),
        cmocka_unit_test(test_store_same_slot_and_tag),
        cmocka_unit_test(test_fingerprint_fast_path_agrees),
        cmocka_unit_test(test_fingerprint_every_byte_of_a_tag),
        cmocka_unit_test(test_fingerprint_first_tag_of_a_name),
        cmocka_unit_test(test_duplicate_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
