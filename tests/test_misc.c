/* The small modules: ICCF numeric moves, dead positions and mating material (pgnkit-rules(7),
 * CHESS), the kingless game's starts, material and match score (pgnkit-rules(7), THE KINGLESS
 * GAME), text encodings, tournament profiles, and checking on threads with the output in input
 * order. */
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
#include "endgame.h"
#include "fen.h"
#include "iccf.h"
#include "kingless.h"
#include "movegen.h"
#include "pgn_date.h"
#include "profile.h"
#include "san.h"
#include "text.h"
#include "test_helpers.h"

static void load_(pk_where at, pk_position *pos, const char *fen, pk_rules rules)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, rules, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

/* ---- ICCF ------------------------------------------------------------------------------- */

static void test_iccf_shape(void **state)
{
    (void)state;
    static const char *const yes[] = {"5254", "1188", "52541", "52544", "5254-1", "5254=2", "5254/4"};
    static const char *const no[] = {"", "525", "5294", "0254", "5250", "52545", "52540", "5254-",
                                     "5254-5", "5254x1", "525411", "e2e4", "52 54"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        if (!pk_iccf_shape(yes[i], strlen(yes[i])))
            fail_msg("\"%s\" should have the shape of a numeric move", yes[i]);
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        if (pk_iccf_shape(no[i], strlen(no[i])))
            fail_msg("\"%s\" should not have the shape of a numeric move", no[i]);
    /* the length bounds the text */
    assert_true(pk_iccf_shape("52541", 4));
    assert_false(pk_iccf_shape("5254", 3));
    /* the same forms with any digits are written as numeric moves (and told why they are none) */
    static const char *const like[] = {"5254", "5294", "0254", "9999", "52540", "52549", "5254-0", "5254=9", "5254/5"};
    static const char *const unlike[] = {"", "525", "5254-", "5254x1", "525411", "e2e4", "52 54", "5254--1", "525a"};
    for (size_t i = 0; i < sizeof like / sizeof like[0]; i++)
        if (!pk_iccf_like(like[i], strlen(like[i])))
            fail_msg("\"%s\" is written as a numeric move", like[i]);
    for (size_t i = 0; i < sizeof unlike / sizeof unlike[0]; i++)
        if (pk_iccf_like(unlike[i], strlen(unlike[i])))
            fail_msg("\"%s\" is not written as a numeric move", unlike[i]);
}

static void expect_iccf_(pk_where at, const pk_position *pos, const char *text, int rc, const char *uci,
                         const char *msg)
{
    pk_move m = PK_MOVE_NONE;
    char message[200] = "";
    int got = pk_iccf_parse(pos, text, strlen(text), &m, message, sizeof message);
    if (got != rc)
        where_fail(at, "%s: %d (%s), expected %d", text, got, message, rc);
    if (rc == 0) {
        char u[6];
        pk_uci_format(m, u);
        if (strcmp(u, uci) != 0)
            where_fail(at, "%s: move %s, expected %s", text, u, uci);
    } else {
        where_str(at, "", "message", message, msg);
    }
}
#define expect_iccf(...) expect_iccf_(HERE, __VA_ARGS__)

static void test_iccf_parse(void **state)
{
    (void)state;
    pk_position pos;
    /* d7 can take the rook on e8 or go to d8, promoting either way (stockfish: 11 legal moves) */
    load(&pos, "4r2k/3P4/8/8/8/8/8/K7 w - - 0 1", PK_RULES_CHESS);
    expect_iccf(&pos, "47582", 0, "d7e8r", NULL);
    expect_iccf(&pos, "4758-2", 0, "d7e8r", NULL);
    expect_iccf(&pos, "4758=1", 0, "d7e8q", NULL);
    expect_iccf(&pos, "4758/3", 0, "d7e8b", NULL);
    expect_iccf(&pos, "47484", 0, "d7d8n", NULL);
    expect_iccf(&pos, "1112", 0, "a1a2", NULL);
    expect_iccf(&pos, "4758", -2, NULL, "d7-e8 promotes: add the piece digit (1 queen, 2 rook, 3 bishop, 4 knight)");
    expect_iccf(&pos, "4748", -2, NULL, "d7-d8 promotes: add the piece digit (1 queen, 2 rook, 3 bishop, 4 knight)");
    expect_iccf(&pos, "1113", -2, NULL, "the piece on a1 cannot move to a3");
    expect_iccf(&pos, "47571", -2, NULL, "the piece on d7 cannot move to e7");
    /* a legal move that is no promotion, written with a piece digit */
    expect_iccf(&pos, "11121", -2, NULL, "a1-a2 is no promotion: drop the piece digit (1112)");
    expect_iccf(&pos, "1112=4", -2, NULL, "a1-a2 is no promotion: drop the piece digit (1112)");
    expect_iccf(&pos, "2122", -2, NULL, "b1 (21) holds no white piece");
    expect_iccf(&pos, "5848", -2, NULL, "e8 (58) holds no white piece");
    /* a word of numeric shape that is no move says why: the first square off the board, else
     * the promotion digit */
    expect_iccf(&pos, "5294", -1, NULL, "no square 94: files run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "5259", -1, NULL, "no square 59: ranks run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "0254", -1, NULL, "no square 02: files run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "5099", -1, NULL, "no square 50: ranks run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "5299", -1, NULL, "no square 99: files and ranks run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "47585", -1, NULL,
                "no promotion piece 5: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight");
    expect_iccf(&pos, "47580", -1, NULL,
                "no promotion piece 0: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight");
    expect_iccf(&pos, "4758-9", -1, NULL,
                "no promotion piece 9: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight");
    expect_iccf(&pos, "4758=0", -1, NULL,
                "no promotion piece 0: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight");
    expect_iccf(&pos, "4798/2", -1, NULL, "no square 98: files run 1-8 (file then rank: 11 = a1, 88 = h8)");
    expect_iccf(&pos, "5254x1", -1, NULL,
                "not a numeric move: four digits 1-8, origin then destination (5254 = e2-e4)");
    /* the start: 5254 is e2-e4, 7163 g1-f3 */
    pk_position_startpos(&pos);
    expect_iccf(&pos, "5254", 0, "e2e4", NULL);
    expect_iccf(&pos, "7163", 0, "g1f3", NULL);
    expect_iccf(&pos, "5755", -2, NULL, "e7 (57) holds no white piece");
    /* the kingless game promotes to a queen only, so the digit may be left out */
    load(&pos, "4r3/3P4/8/8/8/8/8/n7 w - - 0 1", PK_RULES_KINGLESS);
    expect_iccf(&pos, "4758", 0, "d7e8q", NULL);
    expect_iccf(&pos, "47581", 0, "d7e8q", NULL);
    expect_iccf(&pos, "47584", -2, NULL, "the piece on d7 cannot move to e8");
}

static void test_iccf_format(void **state)
{
    (void)state;
    char out[8];
    assert_int_equal(pk_iccf_format(PK_MOVE_MAKE(pk_square_parse("e2"), pk_square_parse("e4"), PK_MK_NORMAL), out), 4);
    assert_string_equal(out, "5254");
    assert_int_equal(pk_iccf_format(PK_MOVE_MAKE(pk_square_parse("e1"), pk_square_parse("g1"), PK_MK_CASTLE), out), 4);
    assert_string_equal(out, "5171");
    static const struct { int type; const char *text; } promos[] = {
        {PK_QUEEN, "47581"}, {PK_ROOK, "47582"}, {PK_BISHOP, "47583"}, {PK_KNIGHT, "47584"}};
    for (size_t i = 0; i < 4; i++) {
        pk_move m = PK_MOVE_MAKE(pk_square_parse("d7"), pk_square_parse("e8"), PK_MK_PROMO | (promos[i].type - PK_KNIGHT));
        assert_int_equal(pk_iccf_format(m, out), 5);
        assert_string_equal(out, promos[i].text);
    }
    /* black's moves read from White's side as well: h7-h5 is 8785 */
    assert_int_equal(pk_iccf_format(PK_MOVE_MAKE(pk_square_parse("h7"), pk_square_parse("h5"), PK_MK_NORMAL), out), 4);
    assert_string_equal(out, "8785");
}

/* ---- endgame ------------------------------------------------------------------------------ */

static void test_insufficient_material(void **state)
{
    (void)state;
    static const struct { const char *fen; bool dead; } cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},          /* K v K */
        {"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true},        /* K+B v K */
        {"4k3/8/8/8/8/8/8/1N2K3 b - - 0 1", true},        /* K+N v K */
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},       /* bishops on c1 and f8: both dark */
        {"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false},     /* c1 dark, c8 light */
        {"4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", true},       /* a1 and c1, both dark, one side */
        {"4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1", false},      /* b1 light, c1 dark */
        {"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", false},      /* K+N+N v K: a mate exists */
        {"1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 1", false},     /* K+N v K+N: a mate exists */
        {"4kb2/8/8/8/8/8/8/1N2K3 w - - 0 1", false},      /* K+N v K+B */
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},       /* a pawn */
        {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false},        /* a rook */
        {"3qk3/8/8/8/8/8/8/4K3 w - - 0 1", false},        /* a queen */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].fen, PK_RULES_CHESS);
        if (pk_insufficient_material(&pos) != cases[i].dead)
            fail_msg("%s: insufficient material %d, expected %d", cases[i].fen, !cases[i].dead, cases[i].dead);
    }
}

static void test_can_ever_mate(void **state)
{
    (void)state;
    /* pgnkit-rules(7), CHESS, Result: per side, as lichess and python-chess decide it */
    static const struct { const char *fen; bool white, black; } cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false},         /* lone kings */
        {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, false},         /* a rook */
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true, false},        /* a pawn */
        {"4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, false},       /* K+N v K */
        {"3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, true},       /* K+N v K+Q: queens cannot help */
        {"3qk3/8/8/8/8/8/3p4/1N2K3 w - - 0 1", true, true},      /* ... a pawn can block */
        {"3rk3/8/8/8/8/8/8/1N2K3 w - - 0 1", true, true},        /* K+N v K+R */
        {"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", true, false},       /* two knights */
        {"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false},       /* K+B v K */
        {"4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1", true, true},       /* K+B v K+P is a win */
        {"1n2k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true},       /* K+B v K+N, either way */
        {"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true},       /* bishops of both colours */
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false},      /* bishops of one colour */
        {"3rk3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, true},       /* K+B v K+R */
        {"4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", false, false},      /* two bishops on dark squares */
        {"4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1", true, false},       /* bishops on both colours */
        {"4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", true, false},       /* knight and bishop */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].fen, PK_RULES_CHESS);
        if (pk_can_ever_mate(&pos, PK_WHITE) != cases[i].white || pk_can_ever_mate(&pos, PK_BLACK) != cases[i].black)
            fail_msg("%s: White %d Black %d, expected %d %d", cases[i].fen, pk_can_ever_mate(&pos, PK_WHITE),
                     pk_can_ever_mate(&pos, PK_BLACK), cases[i].white, cases[i].black);
    }
}

/* ---- kingless ------------------------------------------------------------------------------ */

static void test_kingless_starts_and_material(void **state)
{
    (void)state;
    /* pgnkit-rules(7), THE KINGLESS GAME, End of a round: square by square */
    static const struct { const char *name, *fen; int white, black; } starts[] = {
        {"equal", "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1", 6, 6},
        {"equal-wings", "6n1/5ppp/8/8/8/8/PPP5/1N6 w - - 0 1", 6, 6},
        {"unequal", "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1", 15, 13},
    };
    for (size_t i = 0; i < 3; i++) {
        assert_string_equal(pk_kingless_start_names[i], starts[i].name);
        const char *fen = pk_kingless_start_fen(starts[i].name);
        assert_non_null(fen);
        assert_string_equal(fen, starts[i].fen);
        pk_position pos;
        load(&pos, fen, PK_RULES_KINGLESS);
        assert_int_equal(pk_kingless_material(&pos, PK_WHITE), starts[i].white);
        assert_int_equal(pk_kingless_material(&pos, PK_BLACK), starts[i].black);
    }
    assert_null(pk_kingless_start_names[3]);
    assert_null(pk_kingless_start_fen("standard"));
    assert_null(pk_kingless_start_fen("Equal"));
    /* a promoted queen counts 9 */
    pk_position pos;
    load(&pos, "4Q3/8/8/8/8/8/p7/8 b - - 0 1", PK_RULES_KINGLESS);
    assert_int_equal(pk_kingless_material(&pos, PK_WHITE), 9);
    assert_int_equal(pk_kingless_material(&pos, PK_BLACK), 1);
}

static void score(pk_match *m, int r1, int r2, int w1, int b1, int w2, int b2)
{
    const int result[2] = {r1, r2}, white[2] = {w1, w2}, black[2] = {b1, b2};
    memset(m, 0x55, sizeof *m);
    m->players[0] = "A";
    m->players[1] = "B";
    pk_kingless_score_match(m, result, white, black);
}

static void expect_match_(pk_where at, const pk_match *m, int won_a, int won_b, int mat_a, int mat_b,
                          int winner)
{
    where_int(at, "", "rounds_won[0]", m->rounds_won[0], won_a);
    where_int(at, "", "rounds_won[1]", m->rounds_won[1], won_b);
    where_int(at, "", "material[0]", m->material[0], mat_a);
    where_int(at, "", "material[1]", m->material[1], mat_b);
    where_int(at, "", "winner", m->winner, winner);
    where_str(at, "", "players[0]", m->players[0], "A");
    where_str(at, "", "players[1]", m->players[1], "B");
}
#define expect_match(...) expect_match_(HERE, __VA_ARGS__)

static void test_kingless_match_score(void **state)
{
    (void)state;
    pk_match m;
    /* A is White in round 1 and Black in round 2; material: A = white[0] + black[1] */
    score(&m, 1, -1, 6, 0, 0, 3); /* 2-0 for A */
    expect_match(&m, 2, 0, 9, 0, 0);
    score(&m, -1, 1, 0, 4, 7, 0); /* 2-0 for B */
    expect_match(&m, 0, 2, 0, 11, 1);
    score(&m, 1, 1, 6, 0, 4, 1); /* 1-1, A has more left: 6 + 1 against 0 + 4 */
    expect_match(&m, 1, 1, 7, 4, 0);
    score(&m, 1, 1, 2, 0, 9, 0); /* 1-1, B has more left */
    expect_match(&m, 1, 1, 2, 9, 1);
    score(&m, 1, 1, 5, 0, 7, 2); /* 1-1, equal material (5 + 2 against 0 + 7): drawn */
    expect_match(&m, 1, 1, 7, 7, -1);
    score(&m, 0, 0, 10, 1, 2, 8); /* two draws: drawn whatever the material */
    expect_match(&m, 0, 0, 18, 3, -1);
    score(&m, 1, 0, 4, 4, 4, 4); /* a win and a draw */
    expect_match(&m, 1, 0, 8, 8, 0);
}

/* ---- text ---------------------------------------------------------------------------------- */

static void test_utf8_validity(void **state)
{
    (void)state;
    static const struct { const char *s; size_t len; bool valid; } cases[] = {
        {"", 0, true},
        {"plain ASCII text, longer than eight bytes", 41, true},
        {"caf\xC3\xA9", 5, true},
        {"\xE2\x82\xAC", 3, true},
        {"\xF0\x9F\x98\x80", 4, true},
        {"\xF4\x8F\xBF\xBF", 4, true},        /* U+10FFFF */
        {"\xF4\x90\x80\x80", 4, false},       /* above U+10FFFF */
        {"\xC3", 1, false},                   /* cut short */
        {"\xC3\x28", 2, false},
        {"\xC0\xAF", 2, false},               /* overlong */
        {"\xE0\x80\xAF", 3, false},           /* overlong */
        {"\xED\xA0\x80", 3, false},           /* surrogate */
        {"\x80", 1, false},
        {"caf\xE9", 4, false},                /* Latin-1 */
        {"abcdefgh\xFFijklmnop", 17, false},  /* past the eight-byte fast path */
        {"abcdefghijklmno\xC3\xA9", 17, true},
        {"nul\0ok", 6, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (pk_utf8_valid(cases[i].s, cases[i].len) != cases[i].valid)
            fail_msg("case %zu: valid %d, expected %d", i, !cases[i].valid, cases[i].valid);
    assert_int_equal(pk_utf8_length("caf\xC3\xA9 \xE2\x82\xAC", 9), 6);
    assert_int_equal(pk_utf8_length("", 0), 0);
}

static void test_cp1252_and_gbk(void **state)
{
    (void)state;
    char out[64];
    /* 0x80 the euro sign, 0xE9 é, 0x9F Ÿ, 0x81 (undefined) kept as U+0081 */
    size_t n = pk_cp1252_to_utf8("\x80 caf\xE9 \x9F\x81", 9, out);
    assert_int_equal(n, 14);
    assert_memory_equal(out, "\xE2\x82\xAC caf\xC3\xA9 \xC5\xB8\xC2\x81", 14);
    /* 中国象棋 in GBK (iconv -t GBK) */
    static const char gbk[] = "\xD6\xD0\xB9\xFA\xCF\xF3\xC6\xE5";
    static const char utf8[] = "\xE4\xB8\xAD\xE5\x9B\xBD\xE8\xB1\xA1\xE6\xA3\x8B";
    n = pk_gbk_to_utf8(gbk, 8, out, sizeof out);
    assert_int_equal(n, 12);
    assert_memory_equal(out, utf8, 12);
    n = pk_gbk_to_utf8("\xD6", 1, out, sizeof out); /* half a character */
    assert_int_equal(n, (size_t)-1);
    /* legacy text: GBK when asked and possible, else CP1252 */
    n = pk_legacy_to_utf8(gbk, 8, true, out);
    assert_int_equal(n, 12);
    assert_memory_equal(out, utf8, 12);
    n = pk_legacy_to_utf8("\xD6\xD0", 2, false, out);
    assert_int_equal(n, 4);
    assert_memory_equal(out, "\xC3\x96\xC3\x90", 4); /* Ö Ð */
    n = pk_legacy_to_utf8("caf\xE9", 4, true, out); /* not GBK: CP1252 */
    assert_int_equal(n, 5);
    assert_memory_equal(out, "caf\xC3\xA9", 5);
}

static void test_sanitize_and_contains(void **state)
{
    (void)state;
    char s[] = "ok\xFF" "caf\xC3\xA9 \xE2\x82 x\xC3";
    pk_utf8_sanitize(s);
    assert_string_equal(s, "ok?caf\xC3\xA9 ?? x?");
    char t[] = "\xF0\x9F\x98\x80\xED\xA0\x80";
    pk_utf8_sanitize(t);
    assert_string_equal(t, "\xF0\x9F\x98\x80???");
    assert_true(pk_contains_nocase("Chinese Chess", "chinese"));
    assert_true(pk_contains_nocase("Xiangqi", "XIANGQI"));
    assert_true(pk_contains_nocase("anything", ""));
    assert_false(pk_contains_nocase("Chess", "chinese"));
    assert_false(pk_contains_nocase("ab", "abc"));
}

/* ---- profiles -------------------------------------------------------------------------------- */

/* Writes text to a new temporary file; its path goes into path (at least 32 bytes). */
static void temp_file(char *path, const char *text)
{
    strcpy(path, "/tmp/pk_test_profile_XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    size_t len = strlen(text);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
}

static void test_profile_keys(void **state)
{
    (void)state;
    char path[64];
    temp_file(path, "# an arbiter's profile\nrequired-tags: [White, Black, WhiteElo]\n"
                    "allowed-results: [\"1-0\", \"0-1\", \"1/2-1/2\"]\ndate-range: [2026.11.01, 2026.11.30]\n"
                    "max-plies: 4\nstrict: yes\n");
    pk_profile p;
    char err[300] = "";
    assert_int_equal(pk_profile_load(path, &p, err, sizeof err), 0);
    unlink(path);
    assert_string_equal(err, "");
    assert_int_equal(p.n_required_tags, 3);
    assert_string_equal(p.required_tags[0], "White");
    assert_string_equal(p.required_tags[1], "Black");
    assert_string_equal(p.required_tags[2], "WhiteElo");
    assert_int_equal(p.allowed_results, (1u << PK_RESULT_WHITE) | (1u << PK_RESULT_BLACK) | (1u << PK_RESULT_DRAW));
    assert_string_equal(p.date_from, "2026.11.01");
    assert_string_equal(p.date_to, "2026.11.30");
    assert_int_equal(p.max_plies, 4);
    assert_int_equal(p.strict, 1);
    pk_profile_free(&p);
    assert_int_equal(p.n_required_tags, 0);
    assert_null(p.required_tags);

    /* what is not said stays open */
    temp_file(path, "strict: false\n");
    assert_int_equal(pk_profile_load(path, &p, err, sizeof err), 0);
    unlink(path);
    assert_int_equal(p.n_required_tags, 0);
    assert_int_equal(p.allowed_results, 0);
    assert_string_equal(p.date_from, "");
    assert_string_equal(p.date_to, "");
    assert_int_equal(p.max_plies, -1);
    assert_int_equal(p.strict, 0);
    pk_profile_free(&p);
    temp_file(path, "max-plies: 0\n");
    assert_int_equal(pk_profile_load(path, &p, err, sizeof err), 0);
    unlink(path);
    assert_int_equal(p.max_plies, 0);
    assert_int_equal(p.strict, -1);
    pk_profile_free(&p);
}

static void test_profile_errors(void **state)
{
    (void)state;
    static const struct { const char *text, *error; } cases[] = {
        {"required-tags: [Event\n", "2:1: did not find expected ',' or ']'"},
        {"max-plies: 10\n  strict: x\n", "2:9: mapping values are not allowed in this context"},
        {"foo: 1\n", "1:1: unknown key 'foo' (known: required-tags, allowed-results, date-range, max-plies, strict)"},
        {"- a\n- b\n", "1:1: a profile is a mapping of keys (required-tags: [...], max-plies: N, ...)"},
        {"", " the profile is empty"},
        {"allowed-results: [\"1-0\", \"1-1\"]\n", "1:18: '1-1' is not a result (1-0, 0-1, 1/2-1/2 or *)"},
        {"allowed-results: [\"1/2\"]\n", "1:18: '1/2' is not a result (1-0, 0-1, 1/2-1/2 or *)"},
        {"date-range: [2026.01.01]\n", "1:13: 'date-range' takes two dates, first and last: [2026.01.01, 2026.12.31]"},
        {"date-range: [2026.01.01, 2026-12-31]\n", "1:13: '2026-12-31' is not a date YYYY.MM.DD"},
        {"max-plies: -3\n", "1:12: 'max-plies' must be a whole number (0 or more)"},
        {"max-plies: 12x\n", "1:12: 'max-plies' must be a whole number (0 or more)"},
        {"strict: maybe\n", "1:9: 'strict' must be true or false"},
        {"required-tags: Event\n", "1:16: 'required-tags' must be a list"},
        {"required-tags: [[a]]\n", "1:17: the items of 'required-tags' must be plain values"},
        {"required-tags: [Event, \"\"]\n", "1:16: 'required-tags' holds an empty tag name"},
        /* settings that would silently check nothing, or everything wrongly */
        {"allowed-results: []\n", "1:18: 'allowed-results' is empty: no game could pass; list the results allowed "
                                  "(1-0, 0-1, 1/2-1/2, *) or leave the key out to allow any"},
        {"date-range: [2026.12.31, 2026.01.01]\n",
         "1:13: 'date-range' is reversed: its first date 2026.12.31 is after its last 2026.01.01"},
        {"date-range: [2026.02.01, 2026.02.30]\n", "1:13: '2026.02.30' is not a calendar date: February 2026 has 28 days"},
        {"date-range: [2026.13.01, 2026.12.31]\n", "1:13: '2026.13.01' is not a calendar date: there is no month 13"},
        {"date-range: [2026.00.01, 2026.12.31]\n", "1:13: '2026.00.01' is not a calendar date: there is no month 00"},
        {"date-range: [2026.??.01, 2026.12.31]\n", "1:13: '2026.??.01' is not a date YYYY.MM.DD"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[64], err[400], want[400];
        temp_file(path, cases[i].text);
        pk_profile p;
        int rc = pk_profile_load(path, &p, err, sizeof err);
        unlink(path);
        snprintf(want, sizeof want, "%s:%s", path, cases[i].error);
        if (rc != -1 || strcmp(err, want) != 0)
            fail_msg("profile \"%s\": %d \"%s\", expected -1 \"%s\"", cases[i].text, rc, err, want);
        /* a failed load leaves nothing to free */
        assert_int_equal(p.n_required_tags, 0);
        assert_null(p.required_tags);
    }
    pk_profile p;
    char err[200];
    assert_int_equal(pk_profile_load("/nonexistent/pk.yaml", &p, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/pk.yaml: cannot read it: No such file or directory");
    assert_int_equal(pk_profile_load("/nonexistent/pk.yaml", &p, NULL, 0), -1);
}

static void test_profile_repeated_key(void **state)
{
    (void)state;
    /* A key given twice is an error at the second one (it once replaced the first list and
     * leaked it). */
    char path[64];
    temp_file(path, "required-tags: [A]\nrequired-tags: [B, C]\n");
    pk_profile p;
    char err[300] = "";
    int rc = pk_profile_load(path, &p, err, sizeof err);
    unlink(path);
    assert_int_equal(rc, -1);
    char want[128];
    snprintf(want, sizeof want, "%s:2:1: 'required-tags' is given twice", path);
    assert_string_equal(err, want);
}

static void test_profile_apply(void **state)
{
    (void)state;
    char path[64];
    temp_file(path, "required-tags: [White, Black, WhiteElo]\nallowed-results: [\"1-0\", \"0-1\", \"1/2-1/2\"]\n"
                    "date-range: [2026.11.01, 2026.11.30]\nmax-plies: 4\n");
    pk_profile p;
    char err[300];
    assert_int_equal(pk_profile_load(path, &p, err, sizeof err), 0);
    unlink(path);
    static const char pgn[] =
        "[Event \"ok\"]\n[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2000\"]\n[Date \"2026.11.??\"]\n\n"
        "1. e4 e5 2. Nf3 Nc6 1-0\n\n"
        "[Event \"bad\"]\n[White \"A\"]\n[Date \"2026.12.01\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"
        "[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2000\"]\n[Date \"2026.11.05\"]\n[Result \"1-0\"]\n\n1. e4 e5\n";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, sizeof pgn - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    pk_check_options opt = {0};

    /* all the profile asks: valid; a date with unknown digits is inside the range */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    assert_true(g.valid);
    assert_int_equal(g.n_diags, 0);

    /* every rule broken, the errors in the order of the text */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    assert_true(g.valid);
    pk_profile_apply(&p, &g, false);
    assert_false(g.valid);
    static const struct { const char *code; uint32_t line, column; const char *message; } want[] = {
        {"missing-tag", 9, 1, "the tag 'Black' is required by the profile"},
        {"missing-tag", 9, 1, "the tag 'WhiteElo' is required by the profile"},
        {"date-out-of-range", 11, 1, "the date 2026.12.01 is outside the profile's range 2026.11.01 to 2026.11.30"},
        {"too-many-plies", 13, 24, "5 plies, more than the profile's 4"},
        {"result-not-allowed", 13, 28, "the result * is not allowed by the profile"},
    };
    assert_int_equal(g.n_diags, 5);
    assert_int_equal(g.n_errors, 5);
    for (size_t i = 0; i < 5; i++) {
        assert_string_equal(g.diags[i].code, want[i].code);
        assert_int_equal(g.diags[i].severity, PK_SEV_ERROR);
        assert_int_equal(g.diags[i].line, want[i].line);
        assert_int_equal(g.diags[i].column, want[i].column);
        assert_string_equal(g.diags[i].message, want[i].message);
    }

    /* no marker: the Result tag is the result (allowed); the warning counts only when strict */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    assert_true(g.valid);
    assert_int_equal(g.n_diags, 1);
    assert_string_equal(g.diags[0].code, "bad-syntax");
    pk_profile_apply(&p, &g, true);
    assert_false(g.valid);
    assert_int_equal(g.n_diags, 1);

    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    pk_profile_free(&p);
}

/* A profile's diagnostics about a tag stand at the tag; a value that says nothing ("", "?",
 * "????.??.??") does not satisfy required-tags; an impossible date satisfies no range. */
static void test_profile_points_at_tags(void **state)
{
    (void)state;
    char path[64];
    temp_file(path, "required-tags: [Round, Site, Date, Black]\nallowed-results: [\"1-0\"]\n"
                    "date-range: [2026.02.01, 2026.02.28]\nmax-plies: 2\n");
    pk_profile p;
    char err[300];
    assert_int_equal(pk_profile_load(path, &p, err, sizeof err), 0);
    unlink(path);
    static const char pgn[] = "[Event \"e\"]\n[Site \"?\"]\n[Round \"\"]\n[Date \"2026.02.30\"]\n[Black \"B\"]\n"
                              "[Result \"0-1\"]\n\n1. e4 e5 2. Nf3\n\n"
                              "[Event \"f\"]\n[Site \"S\"]\n[Round \"1\"]\n  [Date \"????.??.??\"]\n[Black \"B\"]\n\n"
                              "1. e4 1-0\n\n"
                              "[Site \"S\"]\n[Round \"1\"]\n[Date \"2026.02.??\"]\n[Black \"B\"]\n\n1. e4 1-0\n\n"
                              "[Site \"S\"]\n[Round \"1\"]\n[Date \"2026-02-14\"]\n[Black \"B\"]\n\n1. e4 1-0\n";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, sizeof pgn - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    pk_check_options opt = {0};
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    static const struct { const char *code; uint32_t line, column; const char *message; } want[] = {
        {"missing-tag", 2, 1, "the tag 'Site' is required by the profile, but its value '?' says nothing"},
        {"missing-tag", 3, 1, "the tag 'Round' is required by the profile, but its value is empty and says nothing"},
        {"bad-date", 4, 1, "Date tag '2026.02.30' is not a calendar date: February 2026 has 28 days"},
        {"date-out-of-range", 4, 1,
         "the date 2026.02.30 is not a calendar date, so it is not within the profile's range 2026.02.01 to 2026.02.28"},
        {"result-not-allowed", 6, 1, "the result 0-1 is not allowed by the profile"},
        {"bad-syntax", 8, 13, "the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end"},
        {"too-many-plies", 8, 13, "3 plies, more than the profile's 2"},
    };
    assert_int_equal(g.n_diags, sizeof want / sizeof want[0]);
    for (size_t i = 0; i < g.n_diags; i++) {
        if (strcmp(g.diags[i].code, want[i].code) != 0 || g.diags[i].line != want[i].line ||
            g.diags[i].column != want[i].column || strcmp(g.diags[i].message, want[i].message) != 0)
            fail_msg("diagnostic %zu: %s %u:%u %s", i, g.diags[i].code, g.diags[i].line, g.diags[i].column,
                     g.diags[i].message);
    }
    /* the unknown date says nothing either: at its tag, and no range is judged */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    assert_int_equal(g.n_diags, 1);
    assert_string_equal(g.diags[0].code, "missing-tag");
    assert_int_equal(g.diags[0].line, 13);
    assert_int_equal(g.diags[0].column, 3);
    /* a date of known year and month inside the range is judged by them */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    assert_int_equal(g.n_diags, 0);
    /* a date not written YYYY.MM.DD is in no range either: said so at the tag */
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, &opt);
    pk_profile_apply(&p, &g, false);
    assert_int_equal(g.n_diags, 2);
    assert_string_equal(g.diags[0].code, "bad-tag");
    assert_string_equal(g.diags[1].code, "date-out-of-range");
    assert_int_equal(g.diags[1].line, 27);
    assert_string_equal(g.diags[1].message, "the date 2026-02-14 is not written YYYY.MM.DD, so it is not within the "
                                            "profile's range 2026.02.01 to 2026.02.28");
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    pk_profile_free(&p);
}

/* ---- dates ---------------------------------------------------------------------------------- */

static void test_date_check(void **state)
{
    (void)state;
    static const struct { const char *date; pk_date_status status; const char *why; } cases[] = {
        {"2026.11.14", PK_DATE_VALID, ""},
        {"????.??.??", PK_DATE_VALID, ""},
        {"2024.02.29", PK_DATE_VALID, ""},           /* leap year */
        {"2000.02.29", PK_DATE_VALID, ""},           /* divisible by 400 */
        {"????.02.29", PK_DATE_VALID, ""},           /* the year may be a leap year */
        {"2026.??.31", PK_DATE_VALID, ""},           /* some months have 31 days */
        {"2026.1?.31", PK_DATE_VALID, ""},
        {"2026.12.3?", PK_DATE_VALID, ""},
        {"2026.02.30", PK_DATE_IMPOSSIBLE, "February 2026 has 28 days"},
        {"2023.02.29", PK_DATE_IMPOSSIBLE, "February 2023 has 28 days"},
        {"1900.02.29", PK_DATE_IMPOSSIBLE, "February 1900 has 28 days"},
        {"19??.02.30", PK_DATE_IMPOSSIBLE, "February has at most 29 days"},
        {"2026.04.31", PK_DATE_IMPOSSIBLE, "April has 30 days"},
        {"2026.02.3?", PK_DATE_IMPOSSIBLE, "February 2026 has 28 days"},
        {"2026.13.01", PK_DATE_IMPOSSIBLE, "there is no month 13"},
        {"2026.00.??", PK_DATE_IMPOSSIBLE, "there is no month 00"},
        {"2026.2?.01", PK_DATE_IMPOSSIBLE, "there is no month 2?"},
        {"2026.11.00", PK_DATE_IMPOSSIBLE, "there is no day 00"},
        {"2026.??.32", PK_DATE_IMPOSSIBLE, "no month has a day 32"},
        {"2026.11.1", PK_DATE_MALFORMED, ""},
        {"2026-11-14", PK_DATE_MALFORMED, ""},
        {"2026.1x.14", PK_DATE_MALFORMED, ""},
        {"?", PK_DATE_MALFORMED, ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char why[80];
        pk_date_status st = pk_date_check(cases[i].date, why, sizeof why);
        if (st != cases[i].status || strcmp(why, cases[i].why) != 0)
            fail_msg("%s: %d \"%s\", expected %d \"%s\"", cases[i].date, st, why, cases[i].status, cases[i].why);
    }
}

/* ---- batch ------------------------------------------------------------------------------------ */

typedef struct {
    char lines[700][96];
    size_t count;
    size_t stop_at;   /* emit returns 7 at this game (0: never) */
    int bad_scratch;  /* a game emitted with a scratch that work did not fill for it */
} emits;

static void batch_work(void *ctx, pk_game *g, void *scratch)
{
    (void)ctx;
    pk_check_options opt = {0};
    pk_game_check(g, &opt);
    snprintf(scratch, 32, "%llu", (unsigned long long)g->number);
}

static int batch_emit(void *ctx, pk_game *g, void *scratch)
{
    emits *e = ctx;
    char number[32];
    snprintf(number, sizeof number, "%llu", (unsigned long long)g->number);
    if (strcmp(scratch, number) != 0)
        e->bad_scratch++;
    const char *event = pk_game_tag(g, "Event");
    if (e->count < 700)
        snprintf(e->lines[e->count], sizeof e->lines[0], "%llu %s %u %d %s %s", (unsigned long long)g->number,
                 event ? event : "-", g->plies, g->valid, g->outcome ? g->outcome : "-",
                 g->n_diags ? g->diags[0].code : "-");
    e->count++;
    return e->stop_at && e->count == e->stop_at ? 7 : 0;
}

static int freed_scratches;
static void batch_free_scratch(void *scratch)
{
    (void)scratch;
    freed_scratches++;
}

/* 600 games of four kinds: mate, an illegal move, a threefold draw, a plain game. */
static char *six_hundred_games(void)
{
    size_t cap = 600 * 200, len = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    for (int i = 1; i <= 600; i++) {
        static const char *const moves[] = {
            "1. f3 e5 2. g4 Qh4# 0-1",
            "1. e4 e5 2. Ke3 *",
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2",
            "1. d4 d5 2. c4 e6 3. Nc3 *",
        };
        len += (size_t)snprintf(s + len, cap - len, "[Event \"g%d\"]\n\n%s\n\n", i, moves[i % 4]);
    }
    return s;
}

static void run_batch(const char *pgn, int jobs, emits *e)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, strlen(pgn));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_batch_callbacks cb = {batch_work, batch_emit, 32, batch_free_scratch, e, false};
    int rc = pk_batch_run(r, jobs, &cb);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    assert_int_equal(rc, e->stop_at ? 7 : 0);
}

static void test_batch_same_emits_in_order(void **state)
{
    (void)state;
    char *pgn = six_hundred_games();
    emits *one = calloc(1, sizeof *one), *three = calloc(1, sizeof *three);
    assert_non_null(one);
    assert_non_null(three);
    freed_scratches = 0;
    run_batch(pgn, 1, one);
    assert_int_equal(freed_scratches, 1);
    freed_scratches = 0;
    run_batch(pgn, 3, three);
    /* batches of 64 slots, made as needed: at least one (a thread may take every batch in
     * turn while the others are slow to start), at most one per thread and one more */
    assert_int_equal(freed_scratches % 64, 0);
    assert_in_range(freed_scratches, 64, 4 * 64);
    assert_int_equal(one->count, 600);
    assert_int_equal(three->count, 600);
    assert_int_equal(one->bad_scratch, 0);
    assert_int_equal(three->bad_scratch, 0);
    static const char *const kinds[] = {
        "4 1 checkmate -", /* game number % 4 == 0 */
        "2 0 - illegal-move",
        "8 1 threefold-repetition -",
        "5 1 - -",
    };
    for (size_t i = 0; i < 600; i++) {
        char want[96];
        snprintf(want, sizeof want, "%zu g%zu %s", i + 1, i + 1, kinds[(i + 1) % 4]);
        if (strcmp(one->lines[i], want) != 0)
            fail_msg("jobs 1, emit %zu: \"%s\", expected \"%s\"", i, one->lines[i], want);
        if (strcmp(three->lines[i], want) != 0)
            fail_msg("jobs 3, emit %zu: \"%s\", expected \"%s\"", i, three->lines[i], want);
    }
    free(one);
    free(three);

    /* emit stops the run with its value; nothing after it is emitted */
    for (int jobs = 1; jobs <= 3; jobs += 2) {
        emits *e = calloc(1, sizeof *e);
        assert_non_null(e);
        e->stop_at = 300;
        run_batch(pgn, jobs, e);
        assert_int_equal(e->count, 300);
        assert_string_equal(e->lines[299], "300 g300 4 1 checkmate -");
        free(e);
    }
    free(pgn);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_iccf_shape),
        cmocka_unit_test(test_iccf_parse),
        cmocka_unit_test(test_iccf_format),
        cmocka_unit_test(test_insufficient_material),
        cmocka_unit_test(test_can_ever_mate),
        cmocka_unit_test(test_kingless_starts_and_material),
        cmocka_unit_test(test_kingless_match_score),
        cmocka_unit_test(test_utf8_validity),
        cmocka_unit_test(test_cp1252_and_gbk),
        cmocka_unit_test(test_sanitize_and_contains),
        cmocka_unit_test(test_profile_keys),
        cmocka_unit_test(test_profile_points_at_tags),
        cmocka_unit_test(test_date_check),
        cmocka_unit_test(test_profile_errors),
        cmocka_unit_test(test_profile_repeated_key),
        cmocka_unit_test(test_profile_apply),
        cmocka_unit_test(test_batch_same_emits_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
