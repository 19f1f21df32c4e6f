/* Xiangqi rules core: perft (start position, the published positions of the shared corpus,
 * positions cross-checked with Fairy-Stockfish), the moves of every man, check, mate and
 * stalemate, game end, chase, repetition verdicts, keys, do/undo, and FEN in, out and errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "xiangqi.h"
#include "test_helpers.h"

/* Where the shared corpus lives, relative to the repository (make runs tests from there). */
#define CORPUS_DIR "../shared/corpus"
/* Perft cases from the corpus run up to this many leaf nodes each (ASan builds included). */
#define CORPUS_NODE_BUDGET 5000000ULL

static void load_(pk_where at, pk_xq_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_xq_fen_parse(pos, fen, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static int sq_(pk_where at, const char *name)
{
    int s = pk_xq_square_parse(name);
    if (s == PK_XQ_NO_SQUARE)
        where_fail(at, "not a square: %s", name);
    return s;
}
#define sq(...) sq_(HERE, __VA_ARGS__)

static pk_xq_move mv_(pk_where at, const char *text)
{
    char a[3] = {text[0], text[1], 0}, b[3] = {text[2], text[3], 0};
    return PK_XQ_MOVE(sq_(at, a), sq_(at, b));
}
#define mv(...) mv_(HERE, __VA_ARGS__)

static void play_(pk_where at, pk_xq_position *pos, const char *text)
{
    pk_xq_move m = mv_(at, text);
    if (!pk_xq_move_is_legal(pos, m))
        where_fail(at, "illegal move %s", text);
    pk_xq_play(pos, m);
}
#define play(...) play_(HERE, __VA_ARGS__)

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The moves as sorted ICCS text joined by spaces. */
static void move_text(const pk_xq_movelist *list, char *out, size_t size)
{
    char names[PK_XQ_MAX_MOVES][5];
    for (int i = 0; i < list->count; i++) {
        pk_xq_square_name(PK_XQ_MOVE_FROM(list->moves[i]), names[i]);
        pk_xq_square_name(PK_XQ_MOVE_TO(list->moves[i]), names[i] + 2);
    }
    qsort(names, (size_t)list->count, sizeof names[0], compare_text);
    out[0] = 0;
    for (int i = 0; i < list->count; i++) {
        if (i)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, names[i], size - strlen(out) - 1);
    }
}

static void assert_moves_from_(pk_where at, const char *fen, const char *from, const char *expected)
{
    pk_xq_position pos;
    pk_xq_movelist list;
    char text[1024];
    load_(at, &pos, fen);
    pk_xq_generate_legal_from(&pos, sq_(at, from), &list);
    move_text(&list, text, sizeof text);
    if (strcmp(text, expected) != 0)
        where_fail(at, "%s from %s: got \"%s\", expected \"%s\"", fen, from, text, expected);
}
#define assert_moves_from(...) assert_moves_from_(HERE, __VA_ARGS__)

static const char startpos[] = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/* ---- perft ---- */

static void test_perft_startpos(void **state)
{
    (void)state;
    static const uint64_t expected[5] = {1, 44, 1920, 79666, 3290240};
    pk_xq_position pos;
    pk_xq_startpos(&pos);
    for (int d = 0; d <= 4; d++)
        assert_int_equal(pk_xq_perft(&pos, d), expected[d]);
    pk_xq_position from_fen;
    load(&from_fen, startpos);
    assert_memory_equal(&pos, &from_fen, sizeof pos);
}

static void test_perft_divide(void **state)
{
    (void)state;
    pk_xq_position pos;
    pk_xq_move moves[PK_XQ_MAX_MOVES];
    uint64_t counts[PK_XQ_MAX_MOVES], total = 0;
    pk_xq_startpos(&pos);
    int n = pk_xq_perft_divide(&pos, 3, moves, counts);
    assert_int_equal(n, 44);
    for (int i = 0; i < n; i++) {
        total += counts[i];
        if (moves[i] == mv("h2e2"))
            assert_int_equal(counts[i], 1564); /* Fairy-Stockfish: moves h3e3 (its ranks are 1-10), go perft 2 */
    }
    assert_int_equal(total, 79666);
}

/* Depth-3 counts given by Fairy-Stockfish 11.1 (go perft 3) for positions reached by random
 * play, checkmates among them. */
static void test_perft_fairy_stockfish_agreement(void **state)
{
    (void)state;
    static const struct { const char *fen; uint64_t nodes; } cases[] = {
        {"9/1R1n1C3/3akN3/R8/p5P2/P7p/6C1P/4B4/4K4/3A5 b - - 14 72", 4370},
        {"1nba1k1n1/2c6/r2a3cb/P8/1Cp1C4/2P2rp2/4P1P1P/N8/5R3/3AKABNR w - - 6 30", 100365},
        {"RCba1a3/3k5/cnr6/6p1r/6b2/2Bp2P2/p1P6/1R7/4K3N/3A1AB2 b - - 4 44", 36640},
        {"rnbakabnr/5C3/c8/p3c4/2p1p3p/P1P1P1P2/8P/4B3B/3R5/1N1AKA1NR b - - 8 14", 57064},
        {"1r1ak1b2/4a3r/b3c1n2/p1p1p1p1p/9/8P/P1P1Pc2R/6N2/4A4/RNBAK1BC1 w - - 6 10", 57216},
        {"1nbakabnr/9/rc7/2p1p3p/p5p2/2C4c1/P1P1P1P1P/6R2/C8/RNBAKABN1 b - - 13 7", 77886},
        {"5kb1P/2P6/3a1a3/1C7/9/9/4N4/B8/4A3N/3AK4 b - - 136 139", 1393},
        {"5aPP1/3rk4/9/9/2p6/9/5p3/3K5/1N7/2c6 w - - 17 126", 0},
        {"1R1k5/4P3N/9/9/P2P5/9/4p3p/3c1A2B/4K4/9 b - - 5 98", 0},
        {"2ba1k3/9/9/6CP1/c5p2/3c4C/r4p3/9/9/3K5 b - - 17 137", 42086},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_xq_position pos;
        load(&pos, cases[i].fen);
        uint64_t got = pk_xq_perft(&pos, 3);
        if (got != cases[i].nodes)
            fail_msg("%s: perft 3 = %llu, Fairy-Stockfish %llu", cases[i].fen, (unsigned long long)got,
                     (unsigned long long)cases[i].nodes);
    }
}

static bool corpus_present(void)
{
    struct stat st;
    return stat(CORPUS_DIR, &st) == 0 && S_ISDIR(st.st_mode);
}

static int check_perft_case(const char *where, const char *fen, int depth, uint64_t nodes)
{
    if (nodes > CORPUS_NODE_BUDGET)
        return 0;
    pk_xq_position pos;
    load(&pos, fen);
    uint64_t got = pk_xq_perft(&pos, depth);
    if (got != nodes)
        fail_msg("%s: %s depth %d: %llu, expected %llu", where, fen, depth, (unsigned long long)got,
                 (unsigned long long)nodes);
    return 1;
}

/* xiangqi_perft.txt: a FEN line, then "depth nodes checks captures" rows. */
static void test_perft_corpus_wukong(void **state)
{
    (void)state;
    if (!corpus_present()) {
        printf("%s absent: wukong perft not checked\n", CORPUS_DIR);
        skip();
    }
    const char *path = CORPUS_DIR "/xiangqi-wukong/xiangqi_perft.txt";
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s present but %s cannot be read", CORPUS_DIR, path);
    char line[512], fen[512] = "";
    int run = 0, positions = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        int depth;
        unsigned long long nodes;
        if (strchr(line, '/')) {
            snprintf(fen, sizeof fen, "%s", line);
            positions++;
        } else if (fen[0] && sscanf(line, "%d %llu", &depth, &nodes) == 2) {
            run += check_perft_case(path, fen, depth, nodes);
        }
    }
    fclose(f);
    assert_int_equal(positions, 2);
    assert_true(run >= 7); /* start position 1-4, the middlegame 1-3 at least */
}

/* perft-xiangqi.tsv: variant, position ('startpos' or FEN), depth, nodes. */
static void test_perft_corpus_fairy_stockfish(void **state)
{
    (void)state;
    if (!corpus_present()) {
        printf("%s absent: Fairy-Stockfish perft not checked\n", CORPUS_DIR);
        skip();
    }
    const char *path = CORPUS_DIR "/fairy-stockfish/perft-xiangqi.tsv";
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s present but %s cannot be read", CORPUS_DIR, path);
    char line[512];
    int cases = 0, run = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#' || strncmp(line, "xiangqi\t", 8) != 0)
            continue;
        char *position = line + 8, *tab = strchr(position, '\t');
        if (!tab)
            fail_msg("%s: no depth column: %s", path, line);
        *tab = 0;
        int depth;
        unsigned long long nodes;
        if (sscanf(tab + 1, "%d %llu", &depth, &nodes) != 2)
            fail_msg("%s: bad depth or nodes after %s", path, position);
        cases++;
        run += check_perft_case(path, strcmp(position, "startpos") == 0 ? startpos : position, depth, nodes);
    }
    fclose(f);
    assert_int_equal(cases, 3);
    assert_int_equal(run, 3);
}

/* ---- the men's moves ---- */

static void test_moves_of_each_man(void **state)
{
    (void)state;
    /* start position: the horse's leg g0 is taken (no f1), h1 free (g2, i2) */
    assert_moves_from(startpos, "h0", "h0g2 h0i2");
    assert_moves_from(startpos, "c0", "c0a2 c0e2");
    assert_moves_from(startpos, "d0", "d0e1");
    assert_moves_from(startpos, "e0", "e0e1");
    assert_moves_from(startpos, "a0", "a0a1 a0a2");
    assert_moves_from(startpos, "a3", "a3a4");
    /* cannon: quiet moves up to the first man, captures over exactly one screen: h9 over h7;
     * not a2 beyond the b2 cannon (no capture there), not b2 itself */
    assert_moves_from(startpos, "h2", "h2c2 h2d2 h2e2 h2f2 h2g2 h2h1 h2h3 h2h4 h2h5 h2h6 h2h9 h2i2");
    /* a hobbled horse: with h1 taken as well, h0 has no move */
    assert_moves_from("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/7R1/RNBAKABN1 w - - 0 1", "h0", "");
    /* a horse in the open: eight points; the leg towards rank 6 taken removes two */
    assert_moves_from("4k4/9/9/9/4N4/9/9/9/9/3K5 w - - 0 1", "e5", "e5c4 e5c6 e5d3 e5d7 e5f3 e5f7 e5g4 e5g6");
    assert_moves_from("4k4/9/9/4p4/4N4/9/9/9/9/3K5 w - - 0 1", "e5", "e5c4 e5c6 e5d3 e5f3 e5g4 e5g6");
    /* elephant eye at d1 blocks c0-e2 */
    assert_moves_from("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1", "c0", "c0a2");
    /* elephant on the river bank cannot cross */
    assert_moves_from("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c4", "c4a2 c4e2");
    /* soldier before and after the river; on the last rank only sideways */
    assert_moves_from("3k5/9/9/9/9/9/P8/9/9/4K4 w - - 0 1", "a3", "a3a4");
    assert_moves_from("3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e5", "e5d5 e5e6 e5f5");
    assert_moves_from("P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "a9", "a9b9");
    assert_moves_from("4k4/9/9/9/4p4/9/9/9/9/3K5 b - - 0 1", "e5", "e5e4");
    /* general and advisor stay in the palace */
    assert_moves_from("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0", "d0d1");
    assert_moves_from("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "e1", "e1d2 e1f0 e1f2");
}

static void test_flying_general_and_pins(void **state)
{
    (void)state;
    /* the general may not step onto the open file of the other */
    assert_moves_from("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0", "d0d1");
    /* the only man between the generals stays on the file: a horse cannot move, a cannon only
     * along the file */
    assert_moves_from("4k4/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1", "e2", "");
    assert_moves_from("4k4/9/9/9/9/9/9/4C4/9/4K4 w - - 0 1", "e2", "e2e1 e2e3 e2e4 e2e5 e2e6 e2e7 e2e8");
    /* a man may not become the screen of an enemy cannon on its general's file (e1, e3) */
    assert_moves_from("3k5/9/9/9/4c4/9/9/2N6/9/4K4 w - - 0 1", "c2", "c2a1 c2a3 c2b0 c2b4 c2d0 c2d4");
    /* a man on a horse's leg cannot leave it when the horse would then check */
    pk_xq_position pos;
    load(&pos, "3k5/9/9/9/9/9/9/9/2nC5/4K4 w - - 0 1");
    assert_false(pk_xq_in_check(&pos));
    assert_moves_from("3k5/9/9/9/9/9/9/9/2nC5/4K4 w - - 0 1", "d1", "");
    /* in check from a cannon over the advisor: the screen may leave, ending the check */
    assert_moves_from("4k4/9/9/9/4c4/9/9/9/4A4/4K4 w - - 0 1", "e1", "e1d0 e1d2 e1f0 e1f2");
    load(&pos, "4k4/9/9/9/4c4/9/9/9/4A4/4K4 w - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    /* the general's own moves: not onto a file the other general sees, not into check */
    assert_moves_from("4k4/9/9/9/4c4/9/9/9/4A4/4K4 w - - 0 1", "e0", "e0d0 e0f0");
}

static void test_check_mate_and_stalemate(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    assert_false(pk_xq_has_legal_move(&pos));
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_CHECKMATED);
    /* not in check, no legal move: the side to move loses just the same */
    load(&pos, "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1");
    assert_false(pk_xq_in_check(&pos));
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_STALEMATED);
    /* check by a cannon over a screen, by a horse, by a soldier */
    load(&pos, "4k4/9/9/9/9/4c4/9/9/4A4/4K4 w - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    load(&pos, "3k5/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    load(&pos, "3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1"); /* the leg d1 taken */
    assert_false(pk_xq_in_check(&pos));
    load(&pos, "4k4/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    load(&pos, "3k5/9/9/9/9/9/9/9/3p5/4K4 w - - 0 1"); /* a soldier beside the general: it moves sideways */
    assert_false(pk_xq_in_check(&pos));
    load(&pos, "4k4/9/9/9/9/9/9/9/9/3Kp4 w - - 0 1");
    assert_true(pk_xq_in_check(&pos));
}

static void test_gives_check(void **state)
{
    (void)state;
    pk_xq_position pos;
    pk_xq_startpos(&pos);
    assert_false(pk_xq_gives_check(&pos, mv("h2e2")));
    /* the central cannon takes the e6 soldier over e3: no screen left before e9, no check */
    load(&pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1");
    assert_false(pk_xq_gives_check(&pos, mv("e2e6")));
    /* a cannon reaching the file with the advisor as its screen */
    load(&pos, "4k4/4a4/9/9/7C1/9/9/9/9/3K5 w - - 0 1");
    assert_true(pk_xq_gives_check(&pos, mv("h5e5")));
    assert_false(pk_xq_gives_check(&pos, mv("h5h4")));
    /* a horse check */
    load(&pos, "4k4/9/9/9/9/9/9/9/9/3KN4 w - - 0 1");
    assert_false(pk_xq_gives_check(&pos, mv("e0g1")));
    load(&pos, "4k4/9/9/9/2N6/9/9/9/9/3K5 w - - 0 1");
    assert_true(pk_xq_gives_check(&pos, mv("c5d7")));
    /* discovered: the horse leaves the chariot's file */
    load(&pos, "4k4/9/9/9/4N4/9/9/4R4/9/3K5 w - - 0 1");
    assert_true(pk_xq_gives_check(&pos, mv("e5c6")));
    /* a cannon check that appears when a man steps between: the horse becomes the screen */
    load(&pos, "4k4/9/9/9/2N6/9/9/4C4/9/3K5 w - - 0 1");
    assert_true(pk_xq_gives_check(&pos, mv("c5e6")));
}

static void test_attacks_and_moves_to(void **state)
{
    (void)state;
    pk_xq_position pos;
    pk_xq_movelist list;
    char text[256];
    pk_xq_startpos(&pos);
    assert_true(pk_xq_attacked(&pos, sq("e1"), PK_XQ_RED));    /* general, advisors */
    assert_true(pk_xq_attacked(&pos, sq("e2"), PK_XQ_RED));    /* elephants */
    assert_true(pk_xq_attacked(&pos, sq("h9"), PK_XQ_RED));    /* the cannon over h7 */
    assert_true(pk_xq_attacked(&pos, sq("h8"), PK_XQ_RED));    /* empty, but a man there could be taken */
    assert_false(pk_xq_attacked(&pos, sq("h6"), PK_XQ_RED));   /* the h2 cannon only moves there */
    assert_true(pk_xq_attacked(&pos, sq("a4"), PK_XQ_RED));    /* the a3 soldier */
    assert_false(pk_xq_attacked(&pos, sq("b4"), PK_XQ_RED));   /* soldiers go sideways only across the river */
    assert_true(pk_xq_attacked(&pos, sq("c2"), PK_XQ_RED));    /* horse b0 */
    assert_false(pk_xq_attacked(&pos, sq("d1"), PK_XQ_RED));   /* the b0 horse's leg c0 is taken */
    assert_false(pk_xq_attacked(&pos, sq("e9"), PK_XQ_RED));   /* the generals do not face: e3, e6 between */
    load(&pos, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_true(pk_xq_attacked(&pos, sq("e8"), PK_XQ_RED) == false); /* only the other general is "flown" at */
    load(&pos, "4k4/9/9/9/4p4/9/9/9/9/3K5 b - - 0 1");
    pk_xq_remove(&pos, sq("e5"));
    assert_int_equal(pos.key, pk_xq_compute_key(&pos));
    pk_xq_set_side(&pos, PK_XQ_RED);
    assert_int_equal(pos.key, pk_xq_compute_key(&pos));
    assert_int_equal(pk_xq_count(&pos, PK_XQ_BLACK, PK_XQ_SOLDIER), 0);
    pk_xq_startpos(&pos);
    pk_xq_generate_legal_to(&pos, PK_XQ_NO_TYPE, sq("e2"), &list);
    move_text(&list, text, sizeof text);
    assert_string_equal(text, "b2e2 c0e2 g0e2 h2e2");
    pk_xq_generate_legal_to(&pos, PK_XQ_CANNON, sq("e2"), &list);
    move_text(&list, text, sizeof text);
    assert_string_equal(text, "b2e2 h2e2");
    assert_false(pk_xq_move_is_legal(&pos, PK_XQ_MOVE(sq("h7"), sq("e7")))); /* Black's man, Red to move */
    assert_false(pk_xq_move_is_legal(&pos, PK_XQ_MOVE(100, 3)));
    assert_false(pk_xq_move_is_legal(&pos, PK_XQ_MOVE_NONE));
}

static void test_game_end_draws(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, "3akab2/9/4b4/9/9/9/9/4B4/9/3AKA3 w - - 0 1");
    assert_true(pk_xq_no_attacking_material(&pos));
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_DRAW_NO_ATTACKERS);
    load(&pos, "3akab1P/9/4b4/9/9/9/9/4B4/9/3AKA3 w - - 0 1");
    assert_false(pk_xq_no_attacking_material(&pos)); /* a soldier, even on the last rank, counts */
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_ONGOING);
    load(&pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 80");
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_ONGOING);
    play(&pos, "h2e2");
    assert_int_equal(pos.halfmove, 120);
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_DRAW_NO_CAPTURE);
    play(&pos, "b7b0"); /* a capture sets the clock back */
    assert_int_equal(pos.halfmove, 0);
    assert_int_equal(pos.fullmove, 81);
    assert_int_equal(pk_xq_game_end(&pos), PK_XQ_ONGOING);
}

/* ---- chase ---- */

static void assert_chased_(pk_where at, const char *fen, const char *move, const char *expected)
{
    pk_xq_position pos;
    uint8_t targets[16];
    char text[64] = "";
    load_(at, &pos, fen);
    pk_xq_move m = mv_(at, move);
    where_bool(at, move, "legal", pk_xq_move_is_legal(&pos, m), true);
    int n = pk_xq_chased(&pos, m, targets);
    for (int i = 0; i < n; i++) {
        char name[3];
        pk_xq_square_name(targets[i], name);
        if (i)
            strcat(text, " ");
        strcat(text, name);
    }
    if (strcmp(text, expected) != 0)
        where_fail(at, "%s %s chases \"%s\", expected \"%s\"", fen, move, text, expected);
    where_int(at, move, "chases", pk_xq_move_chases(&pos, m), n > 0);
}
#define assert_chased(...) assert_chased_(HERE, __VA_ARGS__)

static void test_chase(void **state)
{
    (void)state;
    /* a chariot attacks an undefended cannon */
    assert_chased("4k4/9/c8/9/9/9/9/1R7/9/3K5 w - - 0 1", "b2a2", "a7");
    /* the same cannon defended by a chariot behind it: no chase */
    assert_chased("r3k4/9/c8/9/9/9/9/1R7/9/3K5 w - - 0 1", "b2a2", "");
    /* a cannon attacking a chariot chases it even when it is defended */
    assert_chased("r3k4/9/r8/9/9/9/P8/1C7/9/3K5 w - - 0 1", "b2a2", "a7");
    /* a chariot offering a chariot exchange: mutual attack, no chase */
    assert_chased("4k4/9/r8/9/9/9/9/1R7/9/3K5 w - - 0 1", "b2a2", "");
    /* soldiers and generals may chase freely */
    assert_chased("4k4/9/9/1n7/P8/9/9/9/9/3K5 w - - 0 1", "a5b5", "");
    /* a soldier still on its own side of the river is no target */
    assert_chased("4k4/9/9/p8/9/9/9/1R7/9/3K5 w - - 0 1", "b2a2", "");
    /* a soldier across the river is */
    assert_chased("4k4/9/9/9/9/p8/9/1R7/9/3K5 w - - 0 1", "b2a2", "a4");
    /* an attack that was there before the move is not new */
    assert_chased("4k4/9/c8/9/9/9/9/R8/9/3K5 w - - 0 1", "a2a1", "");
    /* discovered: the horse leaves the file and the chariot behind it attacks the horse on a7 */
    assert_chased("4k4/9/n8/9/9/N8/9/9/9/R2K5 w - - 0 1", "a4b6", "a7");
}

/* ---- repetition ---- */

typedef struct {
    pk_xq_position pos;
    uint64_t start_key;
    pk_xq_ply plies[64];
    int count;
} game_record;

static void record_start(game_record *g, const char *fen)
{
    load(&g->pos, fen);
    g->start_key = g->pos.key;
    g->count = 0;
}

static pk_xq_rep_verdict record(game_record *g, const char *move)
{
    pk_xq_move m = mv(move);
    assert_true(pk_xq_move_is_legal(&g->pos, m));
    pk_xq_ply_record(&g->pos, m, &g->plies[g->count++]);
    pk_xq_play(&g->pos, m);
    assert_int_equal(g->plies[g->count - 1].key, g->pos.key);
    return pk_xq_judge_repetition(g->start_key, g->plies, g->count);
}

static void play_cycle(game_record *g, const char *const *moves, int n, pk_xq_rep_verdict last)
{
    for (int i = 0; i < n; i++) {
        pk_xq_rep_verdict v = record(g, moves[i]);
        assert_int_equal(v, i == n - 1 ? last : PK_XQ_REP_NONE);
    }
}

static void test_repetition_perpetual_check(void **state)
{
    (void)state;
    static const char *const moves[] = {"a7a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8"};
    game_record g;
    record_start(&g, "9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1");
    play_cycle(&g, moves, 9, PK_XQ_REP_RED_LOSES);
    assert_int_equal(g.plies[0].flags & PK_XQ_PLY_CHECK, PK_XQ_PLY_CHECK);
    assert_int_equal(g.plies[1].flags, 0);
    assert_int_equal(pk_xq_occurrences(g.start_key, g.plies, g.count), 3);
}

static void test_repetition_perpetual_chase(void **state)
{
    (void)state;
    static const char *const moves[] = {"b2a2", "a7b7", "a2b2", "b7a7", "b2a2", "a7b7", "a2b2", "b7a7"};
    game_record g;
    record_start(&g, "4k4/9/c8/9/9/9/9/1R7/9/3K5 w - - 0 1");
    play_cycle(&g, moves, 8, PK_XQ_REP_RED_LOSES); /* the start position is the first occurrence */
    assert_int_equal(g.plies[0].flags, PK_XQ_PLY_CHASE);
    assert_int_equal(g.plies[1].flags, 0);
}

static void test_repetition_black_perpetual_check(void **state)
{
    (void)state;
    static const char *const moves[] = {"a2a1", "e1e2", "a1a2", "e2e1", "a2a1", "e1e2", "a1a2", "e2e1"};
    game_record g;
    record_start(&g, "3k5/9/9/9/9/9/9/r8/4K4/9 b - - 0 1");
    play_cycle(&g, moves, 8, PK_XQ_REP_BLACK_LOSES);
}

static void test_repetition_draw(void **state)
{
    (void)state;
    static const char *const moves[] = {"d0d1", "e9e8", "d1d0", "e8e9", "d0d1", "e9e8", "d1d0", "e8e9"};
    game_record g;
    record_start(&g, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    play_cycle(&g, moves, 8, PK_XQ_REP_DRAW);
    assert_int_equal(pk_xq_occurrences(g.start_key, g.plies, g.count), 3); /* the start counts */
    /* a capture cuts the history: nothing before it can repeat */
    game_record c;
    record_start(&c, "4k4/9/9/9/9/9/9/9/p8/R2K5 w - - 0 1");
    assert_int_equal(record(&c, "a0a1"), PK_XQ_REP_NONE);
    assert_int_equal(c.plies[0].flags & PK_XQ_PLY_CAPTURE, PK_XQ_PLY_CAPTURE);
    assert_int_equal(pk_xq_occurrences(c.start_key, c.plies, c.count), 1);
}

/* ---- the fast paths against plain references ---- */

/* The men's moves by their rules written out again, independently of the library's step
 * tables and of its shortcuts: the points a man of the side to move on `from` reaches, its
 * general's safety aside (an own man on the point excluded). */
static int reference_reach(const pk_xq_position *pos, int from, int *out)
{
    int code = pos->board[from], us = pos->side, n = 0;
    if (!code || PK_XQ_PIECE_COLOR(code) != us)
        return 0;
    int f = PK_XQ_FILE(from), r = PK_XQ_RANK(from), type = PK_XQ_PIECE_TYPE(code);
    static const int orth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}}, diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
#define ON(ff, rr) ((ff) >= 0 && (ff) < 9 && (rr) >= 0 && (rr) < 10)
#define AT(ff, rr) pos->board[PK_XQ_SQ(ff, rr)]
#define ADD(ff, rr)                                                                                \
    do {                                                                                           \
        int c_ = AT(ff, rr);                                                                       \
        if (!c_ || PK_XQ_PIECE_COLOR(c_) != us)                                                    \
            out[n++] = PK_XQ_SQ(ff, rr);                                                           \
    } while (0)
    bool own_half = us == PK_XQ_RED ? r <= 4 : r >= 5;
    for (int i = 0; i < 4; i++) {
        int df = orth[i][0], dr = orth[i][1], ef = diag[i][0], er = diag[i][1];
        switch (type) {
        case PK_XQ_GENERAL:
            if (ON(f + df, r + dr) && pk_xq_in_palace(us, PK_XQ_SQ(f + df, r + dr)))
                ADD(f + df, r + dr);
            break;
        case PK_XQ_ADVISOR:
            if (ON(f + ef, r + er) && pk_xq_in_palace(us, PK_XQ_SQ(f + ef, r + er)))
                ADD(f + ef, r + er);
            break;
        case PK_XQ_ELEPHANT:
            if (ON(f + 2 * ef, r + 2 * er) && !AT(f + ef, r + er) &&
                pk_xq_own_half(us, PK_XQ_SQ(f + 2 * ef, r + 2 * er)))
                ADD(f + 2 * ef, r + 2 * er);
            break;
        case PK_XQ_HORSE:
            if (ON(f + df, r + dr) && !AT(f + df, r + dr))
                for (int side = -1; side <= 1; side += 2) {
                    int tf = f + 2 * df + (df ? 0 : side), tr = r + 2 * dr + (dr ? 0 : side);
                    if (ON(tf, tr))
                        ADD(tf, tr);
                }
            break;
        case PK_XQ_CHARIOT:
        case PK_XQ_CANNON: {
            int screens = 0;
            for (int ff = f + df, rr = r + dr; ON(ff, rr); ff += df, rr += dr) {
                if (!AT(ff, rr)) {
                    if (screens == 0)
                        out[n++] = PK_XQ_SQ(ff, rr);
                    continue;
                }
                if (type == PK_XQ_CHARIOT || screens == 1) {
                    ADD(ff, rr);
                    break;
                }
                screens++;
            }
            break;
        }
        default: { /* the soldier: forward, and sideways once across the river */
            int fwd = us == PK_XQ_RED ? 1 : -1;
            if ((df == 0 && dr == fwd) || (dr == 0 && !own_half))
                if (ON(f + df, r + dr))
                    ADD(f + df, r + dr);
            break;
        }
        }
    }
#undef ON
#undef AT
#undef ADD
    return n;
}

/* Legal by the definition: the man reaches the point, and after the move its general is not
 * attacked (nor facing the other). */
static bool reference_legal(const pk_xq_position *pos, int from, int to)
{
    int reach[32], n = reference_reach(pos, from, reach);
    for (int i = 0; i < n; i++)
        if (reach[i] == to) {
            pk_xq_position after = *pos;
            pk_xq_play(&after, PK_XQ_MOVE(from, to));
            return !pk_xq_general_attacked(&after, pos->side);
        }
    return false;
}

/* pk_xq_chased as it was first written (every legal move of the side, each recapture found by
 * generating every legal move of the other): the shortcuts of the library's must agree. */
static bool reference_can_take(const pk_xq_position *pos, int from, int to)
{
    pk_xq_position view = *pos;
    view.side = (uint8_t)PK_XQ_PIECE_COLOR(pos->board[from]);
    return pk_xq_move_is_legal(&view, PK_XQ_MOVE(from, to));
}

static int reference_chased(const pk_xq_position *pos, pk_xq_move m, uint8_t *targets)
{
    int us = pos->side, n = 0;
    pk_xq_position after = *pos, view;
    pk_xq_play(&after, m);
    view = after;
    view.side = (uint8_t)us;
    pk_xq_movelist ours;
    pk_xq_generate_legal(&view, &ours);
    bool seen[PK_XQ_SQUARES] = {false};
    for (int i = 0; i < ours.count; i++) {
        int a = PK_XQ_MOVE_FROM(ours.moves[i]), t = PK_XQ_MOVE_TO(ours.moves[i]);
        if (!after.board[t] || seen[t])
            continue;
        int attacker = PK_XQ_PIECE_TYPE(after.board[a]), target = PK_XQ_PIECE_TYPE(after.board[t]);
        int origin = a == PK_XQ_MOVE_TO(m) ? PK_XQ_MOVE_FROM(m) : a;
        if (attacker == PK_XQ_GENERAL || attacker == PK_XQ_SOLDIER || target == PK_XQ_GENERAL ||
            (target == PK_XQ_SOLDIER && pk_xq_own_half(PK_XQ_PIECE_COLOR(after.board[t]), t)))
            continue;
        if (reference_can_take(pos, origin, t) || (attacker == target && reference_can_take(&after, t, a)))
            continue;
        bool stronger = target == PK_XQ_CHARIOT && (attacker == PK_XQ_HORSE || attacker == PK_XQ_CANNON);
        if (!stronger) {
            pk_xq_position back = after;
            back.side = (uint8_t)us;
            pk_xq_play(&back, PK_XQ_MOVE(a, t));
            pk_xq_movelist recaptures;
            pk_xq_generate_legal_to(&back, PK_XQ_NO_TYPE, t, &recaptures);
            if (recaptures.count > 0)
                continue;
        }
        seen[t] = true;
        if (n < 16)
            targets[n] = (uint8_t)t;
        n++;
    }
    return n;
}

/* Every check of one position: the legal moves (generated, tested one by one, tested with the
 * check known, played with pk_xq_play_legal), the state (pk_xq_state_of; pk_xq_state_after
 * and pk_xq_has_legal_move_known after each move and from the position before, any hint),
 * and the chases of each legal move. */
static void check_fast_paths_(pk_where at, const pk_xq_position *pos, const pk_xq_position *before, pk_xq_move last,
                              bool every_pair, uint64_t *rng)
{
    char fen[PK_XQ_FEN_MAX];
    pk_xq_fen_write(pos, fen);
    bool in_check = pk_xq_in_check(pos);
    pk_xq_movelist list;
    pk_xq_generate_legal(pos, &list);
    bool generated[PK_XQ_SQUARES][PK_XQ_SQUARES] = {{false}};
    for (int i = 0; i < list.count; i++)
        generated[PK_XQ_MOVE_FROM(list.moves[i])][PK_XQ_MOVE_TO(list.moves[i])] = true;
    int reference_count = 0;
    for (int from = 0; from < PK_XQ_SQUARES; from++) {
        bool ours = pos->board[from] && PK_XQ_PIECE_COLOR(pos->board[from]) == pos->side;
        if (!ours && !every_pair)
            continue;
        for (int to = 0; to < PK_XQ_SQUARES; to++) {
            pk_xq_move m = PK_XQ_MOVE(from, to);
            bool legal = reference_legal(pos, from, to);
            reference_count += legal;
            if (generated[from][to] != legal || pk_xq_move_is_legal(pos, m) != legal ||
                pk_xq_move_is_legal_known(pos, m, in_check) != legal)
                where_fail(at, "%s: move %d-%d: reference %d, generated %d, tested %d, tested in check known %d", fen,
                           from, to, legal, generated[from][to], pk_xq_move_is_legal(pos, m),
                           pk_xq_move_is_legal_known(pos, m, in_check));
            pk_xq_position work = *pos, played = *pos;
            pk_xq_undo undo, undo_played;
            uint8_t hint = (uint8_t)(*rng % 128);
            bool gives_check = false;
            bool ok = pk_xq_play_legal(&work, m, in_check, &undo, &gives_check);
            if (ok != legal)
                where_fail(at, "%s: move %d-%d: pk_xq_play_legal says %d", fen, from, to, ok);
            if (!legal) {
                if (memcmp(&work, pos, sizeof work) != 0)
                    where_fail(at, "%s: move %d-%d: refused but the position changed", fen, from, to);
                continue;
            }
            pk_xq_do(&played, m, &undo_played);
            pk_xq_state want = pk_xq_state_of(&played);
            if (memcmp(&work, &played, sizeof work) != 0 || undo.key != undo_played.key ||
                undo.captured != undo_played.captured || undo.halfmove != undo_played.halfmove)
                where_fail(at, "%s: move %d-%d: pk_xq_play_legal played otherwise than pk_xq_do", fen, from, to);
            pk_xq_state st = pk_xq_state_after(&work, m, &hint);
            if (st.in_check != want.in_check || st.has_legal_move != want.has_legal_move || gives_check != want.in_check ||
                pk_xq_has_legal_move_known(&work, want.in_check, &hint) != want.has_legal_move)
                where_fail(at, "%s: move %d-%d: state after (%d, %d), check %d, expected (%d, %d)", fen, from, to,
                           st.in_check, st.has_legal_move, gives_check, want.in_check, want.has_legal_move);
            uint8_t targets[16], expected_targets[16];
            int n = pk_xq_chased(pos, m, targets), expected = reference_chased(pos, m, expected_targets);
            if (n != expected || memcmp(targets, expected_targets, (size_t)(n < 16 ? n : 16)) != 0)
                where_fail(at, "%s: move %d-%d: %d men chased, expected %d (or other ones)", fen, from, to, n,
                           expected);
            /* without targets, pk_xq_chased stops at the first man chased */
            if (pk_xq_move_chases(pos, m) != (expected > 0) || (pk_xq_chased(pos, m, NULL) > 0) != (expected > 0))
                where_fail(at, "%s: move %d-%d: chases %d, expected %d men chased", fen, from, to,
                           pk_xq_move_chases(pos, m), expected);
            *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
        }
    }
    if (reference_count != list.count)
        where_fail(at, "%s: %d legal moves generated, %d by the reference", fen, list.count, reference_count);
    pk_xq_state st = pk_xq_state_of(pos);
    if (st.in_check != in_check || st.has_legal_move != (list.count > 0))
        where_fail(at, "%s: state (%d, %d), expected (%d, %d)", fen, st.in_check, st.has_legal_move, in_check,
                   list.count > 0);
    if (before) { /* the replay's way: from the move that led here */
        uint8_t hint = (uint8_t)(*rng % 128);
        pk_xq_state after = pk_xq_state_after(pos, last, &hint);
        if (after.in_check != in_check || after.has_legal_move != (list.count > 0))
            where_fail(at, "%s: state after the last move (%d, %d), expected (%d, %d)", fen, after.in_check,
                       after.has_legal_move, in_check, list.count > 0);
    }
}
#define check_fast_paths(...) check_fast_paths_(HERE, __VA_ARGS__)

/* Random games from the start and from sparse positions (where checks, mates and long lines
 * are common), a capture or a check preferred half the time: every position through
 * check_fast_paths, every pair of points on every eighth. */
static void test_fast_paths_against_references(void **state)
{
    (void)state;
    static const char *const starts[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "3k5/9/9/9/4R4/9/p7p/9/9/5K3 w - - 0 1",
        "2bak4/4a4/4b1n2/p1r3C2/9/2p6/P3c3P/4B4/4A4/2BAK1R2 w - - 0 1",
        "4k4/4a4/4b4/9/2c1C4/9/4r4/4N4/4A4/3K5 b - - 0 1",
        "3akab2/9/4b4/4n4/2r6/9/4C4/4R4/9/3K1A3 w - - 0 1",
    };
    uint64_t rng = 2024;
    int positions = 0, in_check = 0, mated = 0;
    for (int game = 0; game < 40; game++) {
        pk_xq_position pos, before;
        load(&pos, starts[game % 5]);
        pk_xq_move last = PK_XQ_MOVE_NONE;
        for (int ply = 0; ply < 90; ply++) {
            check_fast_paths(&pos, ply ? &before : NULL, last, positions % 8 == 0, &rng);
            positions++;
            in_check += pk_xq_in_check(&pos);
            pk_xq_movelist list;
            pk_xq_generate_legal(&pos, &list);
            if (list.count == 0) {
                mated++;
                break;
            }
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            pk_xq_move m = list.moves[(rng >> 33) % (uint64_t)list.count];
            for (int i = 0; i < list.count && (rng >> 20) % 2; i++)
                if (pk_xq_is_capture(&pos, list.moves[(i + (rng >> 40)) % (uint64_t)list.count]) ||
                    pk_xq_gives_check(&pos, list.moves[(i + (rng >> 40)) % (uint64_t)list.count])) {
                    m = list.moves[(i + (rng >> 40)) % (uint64_t)list.count];
                    break;
                }
            before = pos;
            pk_xq_play(&pos, m);
            last = m;
        }
    }
    /* the walks met what they are for */
    assert_true(positions > 1000);
    assert_true(in_check > 50);
    assert_true(mated > 2);
    /* What the walks seldom meet, found by a search over random placements (each position
     * made a shortcut of the library's fail when it was broken on purpose): */
    static const struct {
        const char *fen, *move;
    } rare[] = {
        /* no legal move, not in check: the advisor's one step, d2e1, would screen the cannon
         * on e8 (a move off the general's lines that lands on one needs its test) */
        {"9/4c4/5k3/9/9/9/9/3A5/3p5/4K4 w - - 0 1", NULL},
        {"3k5/1n7/1N7/8P/9/9/9/9/3C5/4K4 b - - 0 1", NULL},
        /* in check from the horse on f3: the one legal move takes it, e1f3 (a man away from
         * the general's lines and legs, to a horse's square) */
        {"9/4k4/9/9/9/9/5n3/3K5/1r2N4/9 w - - 0 1", NULL},
        /* the chariot leaves e7, the leg of the horse on d7, which then checks on f8 */
        {"9/5k3/3NR4/9/9/9/9/9/9/3K2R2 w - - 0 1", "e7e9"},
        /* on the general's rank, d8: a red cannon, the black chariot, a red cannon: the
         * chariot, the second of the last cannon's two screens, must not leave (h8h9) */
        {"rn1a1ab2/3k2CrC/4b4/2p1R4/p3p1pn1/2B6/2P1P1P1P/c8/4AK2R/1N1A2Bc1 b - - 11 25", NULL},
    };
    for (size_t i = 0; i < sizeof rare / sizeof rare[0]; i++) {
        pk_xq_position pos, before;
        load(&pos, rare[i].fen);
        if (!rare[i].move) {
            check_fast_paths(&pos, NULL, PK_XQ_MOVE_NONE, true, &rng);
            continue;
        }
        before = pos;
        play(&pos, rare[i].move);
        check_fast_paths(&pos, &before, mv(rare[i].move), true, &rng);
    }
}

/* ---- keys, do and undo ---- */

static void test_keys_and_undo_in_random_games(void **state)
{
    (void)state;
    uint64_t rng = 12345;
    for (int game = 0; game < 40; game++) {
        pk_xq_position pos, before;
        pk_xq_startpos(&pos);
        for (int ply = 0; ply < 200; ply++) {
            pk_xq_movelist list;
            pk_xq_generate_legal(&pos, &list);
            if (list.count == 0)
                break;
            for (int i = 0; i < list.count; i++) { /* every move: do/undo gives the position back */
                pk_xq_undo undo;
                before = pos;
                uint64_t predicted = pk_xq_key_after(&pos, list.moves[i]);
                pk_xq_do(&pos, list.moves[i], &undo);
                assert_int_equal(pos.key, predicted);
                assert_int_equal(pos.key, pk_xq_compute_key(&pos));
                assert_false(pk_xq_general_attacked(&pos, before.side));
                pk_xq_undo_move(&pos, list.moves[i], &undo);
                assert_memory_equal(&pos, &before, sizeof pos);
            }
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            pk_xq_play(&pos, list.moves[(rng >> 33) % (uint64_t)list.count]);
            char fen[PK_XQ_FEN_MAX];
            pk_xq_position again;
            pk_xq_fen_write(&pos, fen);
            load(&again, fen); /* every reachable position passes the FEN checks and reads back */
            assert_memory_equal(&again, &pos, sizeof pos);
        }
    }
}

static void test_key_depends_on_side(void **state)
{
    (void)state;
    pk_xq_position red, black;
    load(&red, startpos);
    load(&black, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
    assert_int_not_equal(red.key, black.key);
    assert_int_equal(red.key, pk_xq_compute_key(&red));
    assert_int_equal(black.key, pk_xq_compute_key(&black));
}

/* ---- FEN ---- */

static void assert_fen_round_trip(const char *in, const char *out)
{
    pk_xq_position pos;
    char text[PK_XQ_FEN_MAX];
    load(&pos, in);
    size_t n = pk_xq_fen_write(&pos, text);
    assert_int_equal(n, strlen(out));
    assert_string_equal(text, out);
}

static void test_fen_read_and_write(void **state)
{
    (void)state;
    assert_string_equal(pk_xq_fen_startpos, startpos);
    assert_fen_round_trip(startpos, startpos);
    /* the other letter set, side 'r', the short forms */
    assert_fen_round_trip("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1", startpos);
    assert_fen_round_trip("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", startpos);
    assert_fen_round_trip("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -", startpos);
    assert_fen_round_trip("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4C2/9/RNBAKABNR b - - 1 1",
                          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4C2/9/RNBAKABNR b - - 1 1");
    pk_xq_position pos;
    load(&pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12");
    assert_int_equal(pos.side, PK_XQ_BLACK);
    assert_int_equal(pos.halfmove, 7);
    assert_int_equal(pos.fullmove, 12);
    assert_int_equal(pk_xq_count(&pos, PK_XQ_RED, PK_XQ_SOLDIER), 5);
    assert_int_equal(pos.general[PK_XQ_BLACK], sq("e9"));
    char fen[PK_XQ_FEN_MAX];
    assert_true(pk_xq_fen_write(&pos, fen) < PK_XQ_FEN_MAX);
}

static void assert_fen_error(const char *fen, int field, const char *message)
{
    pk_xq_position pos;
    pk_fen_error err;
    memset(&err, 0, sizeof err);
    if (pk_xq_fen_parse(&pos, fen, &err) == 0)
        fail_msg("accepted: %s (expected \"%s\")", fen, message);
    if (err.field != field || strcmp(err.message, message) != 0)
        fail_msg("%s:\n  got      %d \"%s\"\n  expected %d \"%s\"", fen, err.field, err.message, field, message);
    assert_int_equal(pk_xq_fen_parse(&pos, fen, NULL), -1);
}

static void test_fen_errors_syntax(void **state)
{
    (void)state;
    assert_fen_error("", 0, "empty FEN");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", 2,
                     "field 2 (side to move): missing (the side to move, 'w' or 'b', must follow the placement)");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1", 1,
                     "field 1 (placement): rank 0 has 8 points, expected 9");
    assert_fen_error("rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): rank 8 has 8 points, expected 9");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): 9 ranks, expected 10");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w - - 0 1", 1,
                     "field 1 (placement): more than 10 ranks");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBQKABNR w - - 0 1", 1,
                     "field 1 (placement): 'Q' is not a piece letter (KABENHRCP, kabenhrcp) or a digit 1-9");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR2 w - - 0 1", 1,
                     "field 1 (placement): rank 0 has more than 9 points");
    assert_fen_error("rnbakabnr/45/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): two digits in a row on rank 8: write the empty points as one digit");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1", 2,
                     "field 2 (side to move): 'x' is not 'w' (or 'r') or 'b'");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1", 3,
                     "field 3 (castling): Xiangqi has no castling; write '-'");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1", 4,
                     "field 4 (en passant): Xiangqi has no en passant; write '-'");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w -", 4,
                     "field 4 (en passant): missing after the castling field");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0", 6,
                     "field 6 (fullmove number): missing after the halfmove clock");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", 5,
                     "field 5 (halfmove clock): 'x' is not a number of plies");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0", 6,
                     "field 6 (fullmove number): '0' is not a move number (1 or more)");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x", 0,
                     "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)");
}

static void test_fen_errors_position(void **state)
{
    (void)state;
    assert_fen_error("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): black has no general");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): red has 2 generals, expected one");
    assert_fen_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w - - 0 1", 1,
                     "field 1 (placement): red has 3 chariots, at most 2 possible");
    assert_fen_error("3k5/9/9/9/PPPPPP3/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): red has 6 soldiers, at most 5 possible");
    assert_fen_error("3k5/9/9/9/9/9/9/3A1A3/4A4/3K5 w - - 0 1", 1,
                     "field 1 (placement): red has 3 advisors, at most 2 possible");
    assert_fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the generals face each other on file e with no man between");
    assert_fen_error("3k5/3R5/9/9/9/9/9/9/9/4K4 w - - 0 1", 2,
                     "field 2 (side to move): red to move while the black general is in check");
    /* the side to move may be in check, even from two men at once */
    pk_xq_position pos;
    load(&pos, "3k5/3R5/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assert_true(pk_xq_in_check(&pos));
    load(&pos, "3k5/9/2N6/9/9/9/9/9/3R5/4K4 b - - 0 1");
    assert_true(pk_xq_in_check(&pos));
}

static void test_fen_errors_points(void **state)
{
    (void)state;
    assert_fen_error("3k5/9/9/9/9/9/9/9/9/2K6 w - - 0 1", 1,
                     "field 1 (placement): the red general on c0 cannot stand there "
                     "(a general stands inside its palace, d0-f2)");
    assert_fen_error("3k5/9/9/9/3K5/9/9/9/9/9 w - - 0 1", 1,
                     "field 1 (placement): the red general on d5 cannot stand there "
                     "(a general stands inside its palace, d0-f2)");
    assert_fen_error("9/9/9/3k5/9/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the black general on d6 cannot stand there "
                     "(a general stands inside its palace, d7-f9)");
    assert_fen_error("3k5/9/9/9/9/9/9/9/9/3KA4 w - - 0 1", 1,
                     "field 1 (placement): the red advisor on e0 cannot stand there "
                     "(an advisor stands only on d0, f0, e1, d2 or f2)");
    assert_fen_error("3kb4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the black elephant on e9 cannot stand there "
                     "(an elephant stands only on c9, g9, a7, e7, i7, c5 or g5)");
    assert_fen_error("3k5/9/9/2B6/9/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the red elephant on c6 cannot stand there "
                     "(an elephant stands only on c0, g0, a2, e2, i2, c4 or g4)");
    assert_fen_error("3k5/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the red soldier on b3 cannot stand there "
                     "(a soldier stands on files a, c, e, g, i of ranks 3-4, or beyond the river)");
    assert_fen_error("3k5/9/9/9/9/9/9/4P4/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the red soldier on e2 cannot stand there "
                     "(a soldier stands on files a, c, e, g, i of ranks 3-4, or beyond the river)");
    assert_fen_error("3k5/9/9/1p7/9/9/9/9/9/4K4 w - - 0 1", 1,
                     "field 1 (placement): the black soldier on b6 cannot stand there "
                     "(a soldier stands on files a, c, e, g, i of ranks 5-6, or beyond the river)");
    /* the column points at the man */
    pk_xq_position pos;
    pk_fen_error err;
    assert_int_equal(pk_xq_fen_parse(&pos, "3k5/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1", &err), -1);
    assert_int_equal(err.column, 16);
    /* soldiers on every point they can reach are accepted: across the river anywhere */
    load(&pos, "3k1P3/9/9/PPPP5/9/9/9/9/9/4K4 w - - 0 1");
    load(&pos, "3k5/9/9/9/9/9/9/9/9/3pKp3 w - - 0 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_startpos),
        cmocka_unit_test(test_perft_divide),
        cmocka_unit_test(test_perft_fairy_stockfish_agreement),
        cmocka_unit_test(test_perft_corpus_wukong),
        cmocka_unit_test(test_perft_corpus_fairy_stockfish),
        cmocka_unit_test(test_moves_of_each_man),
        cmocka_unit_test(test_flying_general_and_pins),
        cmocka_unit_test(test_check_mate_and_stalemate),
        cmocka_unit_test(test_gives_check),
        cmocka_unit_test(test_attacks_and_moves_to),
        cmocka_unit_test(test_game_end_draws),
        cmocka_unit_test(test_chase),
        cmocka_unit_test(test_repetition_perpetual_check),
        cmocka_unit_test(test_repetition_perpetual_chase),
        cmocka_unit_test(test_repetition_black_perpetual_check),
        cmocka_unit_test(test_repetition_draw),
        cmocka_unit_test(test_fast_paths_against_references),
        cmocka_unit_test(test_keys_and_undo_in_random_games),
        cmocka_unit_test(test_key_depends_on_side),
        cmocka_unit_test(test_fen_read_and_write),
        cmocka_unit_test(test_fen_errors_syntax),
        cmocka_unit_test(test_fen_errors_position),
        cmocka_unit_test(test_fen_errors_points),
    };
    return cmocka_run_group_tests_name("xiangqi", tests, NULL, NULL);
}
