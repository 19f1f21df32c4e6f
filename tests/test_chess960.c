/* Chess960 in the chess core: castling in each of its cases (the king or the rook not moving,
 * the king moving one square, crossing the rook's square, trading squares with it; the rook
 * shielding the king's square; attacked squares), perft counts (each checked against Stockfish
 * in UCI_Chess960 mode), castling rights per rook, X-FEN and Shredder-FEN read and written with
 * the checks' messages, the start positions by number (Chess960 and Double Fischer Random), and
 * castling in SAN, LAN, UCI, ICCF, descriptive and another SAN language. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "chess960.h"
#include "chess_words.h"
#include "descriptive.h"
#include "fen.h"
#include "iccf.h"
#include "movegen.h"
#include "san.h"
#include "test_helpers.h"

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS960, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static void expect_fen_(pk_where at, const pk_position *pos, int flags, const char *expected)
{
    char fen[PK_FEN_MAX];
    pk_fen_write(pos, flags, fen);
    where_str(at, "", "FEN", fen, expected);
}
#define expect_fen(...) expect_fen_(HERE, __VA_ARGS__)

/* The move the SAN (or LAN, UCI) text names in pos, which must be legal. */
static pk_move read_move_(pk_where at, const pk_position *pos, const char *text, const pk_lang *lang)
{
    pk_san san;
    pk_move m = PK_MOVE_NONE;
    if (pk_san_parse(text, strlen(text), lang, &san) != PK_SAN_OK)
        where_fail(at, "'%s' does not parse", text);
    pk_san_status st = pk_san_resolve(pos, &san, &m, NULL);
    if (st != PK_SAN_OK)
        where_fail(at, "'%s' does not resolve (%d)", text, st);
    return m;
}
#define read_move(...) read_move_(HERE, __VA_ARGS__)

/* ---- perft ---------------------------------------------------------------------------------- */

typedef struct {
    const char *name, *fen;
    uint64_t nodes[3]; /* depth 1, 2, 3 (Stockfish 'go perft' in UCI_Chess960 mode) */
} perft_case;

static void test_perft_castling_cases(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"start 518 (chess's)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {20, 400, 8902}},
        {"king on g1 does not move (O-O)", "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", {24, 479, 10954}},
        {"the same, black to move", "1r4kr/8/8/8/8/8/8/1R4KR b KQkq - 0 1", {24, 479, 10954}},
        {"king one square, rook onto its square", "r4k1r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", {26, 551, 13068}},
        {"king and rook would trade squares, g1 attacked", "1r3kr1/8/8/8/8/8/8/1R3KR1 w KQkq - 0 1", {23, 439, 9836}},
        {"king and rook trade squares", "1r3kr1/6p1/8/8/8/8/8/1R3KR1 w KQkq - 0 1", {24, 387, 8836}},
        {"king would cross the rook's square, c1 attacked", "rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1", {20, 328, 6855}},
        {"king crosses the rook's square", "rkr5/2p5/8/8/8/8/8/RKR5 w KQkq - 0 1", {21, 291, 6404}},
        {"rook on d1 would not move, d1 attacked", "3rk2r/8/8/8/8/8/8/3RK2R w KQkq - 0 1", {23, 441, 9853}},
        {"rook on d1 does not move (O-O-O)", "3rk2r/3p4/8/8/8/8/8/3RK2R w KQkq - 0 1", {24, 402, 9367}},
        {"king b1 to c1 in O-O-O", "6k1/8/8/8/8/8/8/RK6 w Q - 0 1", {12, 55, 975}},
        {"rook shields the king's square", "4k3/8/8/8/8/8/8/rRK5 w Q - 0 1", {5, 57, 821}},
        {"king would cross an attacked square", "4k3/8/8/8/7b/8/8/1K4R1 w K - 0 1", {17, 177, 2993}},
        {"king would land in check", "4k1r1/8/8/8/8/8/8/1K4R1 w K - 0 1", {17, 189, 3073}},
        {"Double Fischer Random start 0/959", "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", {20, 400, 9014}},
        {"the inner of two rooks (X-FEN B)", "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", {22, 96, 2645}},
        {"rooks on g1 and a1", "r3k1r1/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1", {25, 525, 12415}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].fen);
        for (int d = 1; d <= 3; d++) {
            uint64_t got = pk_perft(&pos, d);
            if (got != cases[i].nodes[d - 1])
                fail_msg("%s: perft(%d) = %llu, expected %llu", cases[i].name, d, (unsigned long long)got,
                         (unsigned long long)cases[i].nodes[d - 1]);
        }
    }
}

/* ---- castling, each case, with the FEN after it ---------------------------------------------- */

typedef struct {
    const char *fen, *san, *uci, *iccf, *after;
} castle_case;

static const castle_case castles[] = {
    /* the king does not move */
    {"1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", "O-O", "g1h1", "7181", "1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"},
    {"1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", "O-O-O", "g1b1", "7121", "1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1"},
    {"1r4kr/8/8/8/8/8/8/1R4KR b KQkq - 0 1", "O-O", "g8h8", "7888", "1r3rk1/8/8/8/8/8/8/1R4KR w KQ - 1 2"},
    {"1r4kr/8/8/8/8/8/8/1R4KR b KQkq - 0 1", "O-O-O", "g8b8", "7828", "2kr3r/8/8/8/8/8/8/1R4KR w KQ - 1 2"},
    /* the king moves one square and the rook lands where it stood */
    {"r4k1r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", "O-O+", "f1h1", "6181", "r4k1r/8/8/8/8/8/8/R4RK1 b kq - 1 1"},
    {"r4k1r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", "O-O-O", "f1a1", "6111", "r4k1r/8/8/8/8/8/8/2KR3R b kq - 1 1"},
    /* the king and the rook trade squares */
    {"1r3kr1/6p1/8/8/8/8/8/1R3KR1 w KQkq - 0 1", "O-O+", "f1g1", "6171", "1r3kr1/6p1/8/8/8/8/8/1R3RK1 b kq - 1 1"},
    /* the king crosses the rook's square */
    {"rkr5/2p5/8/8/8/8/8/RKR5 w KQkq - 0 1", "O-O", "b1c1", "2131", "rkr5/2p5/8/8/8/8/8/R4RK1 b kq - 1 1"},
    /* the rook does not move (the king crosses its square) */
    {"3rk2r/3p4/8/8/8/8/8/3RK2R w KQkq - 0 1", "O-O-O", "e1d1", "5141", "3rk2r/3p4/8/8/8/8/8/2KR3R b kq - 1 1"},
    /* the king moves one square towards the h-side in O-O-O */
    {"6k1/8/8/8/8/8/8/RK6 w Q - 0 1", "O-O-O", "b1a1", "2111", "6k1/8/8/8/8/8/8/2KR4 b - - 1 1"},
    /* the inner of two rooks (X-FEN letter B); the outer one keeps nothing */
    {"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", "O-O-O", "e1b1", "5121", "4k3/8/8/8/8/8/8/R1KR4 b - - 1 1"},
    /* the castling rook attacked: legal */
    {"4k2r/8/8/8/8/8/8/5K1R w Kk - 0 1", "O-O", "f1h1", "6181", "4k2r/8/8/8/8/8/8/5RK1 b k - 1 1"},
    /* chess's start squares, Chess960's move */
    {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1h1", "5181", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "e1a1", "5111", "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"},
    /* castling gives check: the rook on f1 checks the king on f8 */
    {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O+", "e1h1", "5181", "5k2/8/8/8/8/8/8/5RK1 b - - 1 1"},
};

static void test_castling_each_case(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof castles / sizeof castles[0]; i++) {
        const castle_case *c = &castles[i];
        pk_position pos, after;
        load(&pos, c->fen);
        pk_move m = read_move(&pos, c->san, pk_lang_english());
        assert_int_equal(PK_MOVE_KIND(m), PK_MK_CASTLE);
        char text[32];
        pk_san_format(&pos, m, pk_lang_english(), text);
        assert_string_equal(text, c->san);
        pk_lan_format(&pos, m, pk_lang_english(), text);
        assert_string_equal(text, c->san);
        pk_uci_format(m, text);
        assert_string_equal(text, c->uci);
        pk_iccf_format(m, text);
        assert_string_equal(text, c->iccf);
        /* read back from UCI (king takes rook) and ICCF */
        assert_int_equal(read_move(&pos, c->uci, pk_lang_english()), m);
        pk_move numeric = PK_MOVE_NONE;
        char msg[200];
        assert_int_equal(pk_iccf_parse(&pos, c->iccf, 4, &numeric, msg, sizeof msg), 0);
        assert_int_equal(numeric, m);
        /* the move is among the legal moves, once */
        pk_movelist list;
        pk_generate_legal(&pos, &list);
        int seen = 0;
        for (int k = 0; k < list.count; k++)
            seen += list.moves[k] == m;
        assert_int_equal(seen, 1);
        after = pos;
        pk_position_play(&after, m);
        expect_fen(&after, PK_FEN_EP_ALWAYS, c->after);
        /* the position reached is the one its FEN gives, key included */
        pk_position again;
        load(&again, c->after);
        assert_true(again.key == after.key);
    }
}

/* Castlings that are not legal, and why in words. */
static void test_castling_refused(void **state)
{
    (void)state;
    static const struct {
        const char *fen, *san, *why;
    } cases[] = {
        {"4k3/8/8/8/8/8/8/rRK5 w Q - 0 1", "O-O-O", "the king would land on c1, which is attacked"},
        {"4k3/8/8/8/7b/8/8/1K4R1 w K - 0 1", "O-O", "the king would cross e1, which is attacked"},
        {"4k1r1/8/8/8/8/8/8/1K4R1 w K - 0 1", "O-O", "the king would land on g1, which is attacked"},
        {"rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1", "O-O-O",
         "c1 is not empty: the king goes from b1 to c1 and the rook goes from a1 to d1 over empty squares"},
        {"1r4kr/8/8/8/8/8/8/1RN3KR w KQkq - 0 1", "O-O-O",
         "c1 is not empty: the king goes from g1 to c1 and the rook goes from b1 to d1 over empty squares"},
        {"4k3/8/8/8/8/8/8/1KN3R1 w K - 0 1", "O-O",
         "c1 is not empty: the king goes from b1 to g1 and the rook goes from g1 to f1 over empty squares"},
        {"4k3/8/8/8/8/8/8/1K4R1 w - - 0 1", "O-O",
         "no castling right on the h-side: the king or that rook has moved, or the FEN gave none"},
        {"1k2r3/8/8/8/8/8/8/1K4R1 b K - 0 1", "O-O",
         "no castling right on the h-side: the king or that rook has moved, or the FEN gave none"},
        {"4k3/8/8/8/8/8/8/rK4R1 w K - 0 1", "O-O", "the king is in check"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].fen);
        pk_san san;
        pk_move m;
        assert_int_equal(pk_san_parse(cases[i].san, strlen(cases[i].san), pk_lang_english(), &san), PK_SAN_OK);
        if (pk_san_resolve(&pos, &san, &m, NULL) != PK_SAN_ILLEGAL)
            fail_msg("%s: %s read as legal", cases[i].fen, cases[i].san);
        pk_movelist list;
        pk_generate_legal(&pos, &list);
        for (int k = 0; k < list.count; k++)
            assert_int_not_equal(list.moves[k], pk_chess960_castle_move(&pos, san.castle == 1));
        char why[200];
        pk_chess960_explain_castle(&pos, san.castle == 1, why, sizeof why);
        assert_string_equal(why, cases[i].why);
    }
}

/* Rights belong to rooks: a rook moving or taken loses its own, the king moving loses both. */
static void test_rights_per_rook(void **state)
{
    (void)state;
    static const struct {
        const char *fen, *move, *after;
    } cases[] = {
        {"r3k1r1/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1", "Rxg8+", "r3k1R1/8/8/8/8/8/8/R3K3 b Qq - 0 1"},
        {"r3k1r1/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1", "Kf1", "r3k1r1/8/8/8/8/8/8/R4KR1 b kq - 1 1"},
        {"r3k1r1/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1", "Ra2", "r3k1r1/8/8/8/8/8/R7/4K1R1 b Kkq - 1 1"},
        /* the other rook of a side moving keeps the right, now the outermost: Q */
        {"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", "Ra2", "4k3/8/8/8/8/8/R7/1R2K3 b Q - 1 1"},
        {"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", "Rb2", "4k3/8/8/8/8/8/1R6/R3K3 b - - 1 1"},
        /* a rook moving onto the right's file does not bring it back */
        {"1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", "Rh2", "1r4kr/8/8/8/8/8/7R/1R4K1 b Qkq - 1 1"},
        /* make-move's shortcut: a move that touches neither back rank keeps the rights at once
         * (castle_mask); one that touches a back rank looks where the rooks stand */
        {"r3k1r1/8/8/8/8/8/P7/R3K1R1 w KQkq - 0 1", "a3", "r3k1r1/8/8/8/8/P7/8/R3K1R1 b KQkq - 0 1"},
        {"r3k1r1/8/8/8/8/8/8/RB2K1R1 w KQkq - 0 1", "Bd3", "r3k1r1/8/8/8/8/3B4/8/R3K1R1 b KQkq - 1 1"},
        {"r3k1r1/8/7N/8/8/8/8/R3K1R1 w KQkq - 0 1", "Nxg8", "r3k1N1/8/8/8/8/8/8/R3K1R1 b KQq - 0 1"},
        {"r3k1r1/8/8/8/8/8/8/R3K1R1 b KQkq - 0 1", "Rgg2", "r3k3/8/8/8/8/8/6r1/R3K1R1 w KQq - 1 2"},
        /* a man that is neither king nor rook leaves a back rank without taking: no right
         * changes (no search); a promotion takes a rook (halfmove 0: searched) */
        {"r3k1r1/8/8/8/8/8/8/RQ2K1R1 w KQkq - 0 1", "Qb5", "r3k1r1/8/8/1Q6/8/8/8/R3K1R1 b KQkq - 1 1"},
        {"r2k2r1/5P2/8/8/8/8/8/R3K1R1 w KQkq - 0 1", "fxg8=Q+", "r2k2Q1/8/8/8/8/8/8/R3K1R1 b KQq - 0 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos, after;
        load(&pos, cases[i].fen);
        pk_position_play(&pos, read_move(&pos, cases[i].move, pk_lang_english()));
        expect_fen(&pos, PK_FEN_EP_ALWAYS, cases[i].after);
        /* the key made move by move is the one of the position set up */
        load(&after, cases[i].after);
        assert_true(pos.key == after.key);
        assert_int_equal(pos.castling, after.castling);
    }
    /* after Rh2 and Rh1 the rook is back on h1 without its right (and black's b8 rook moving
     * lost q) */
    pk_position pos;
    load(&pos, "1r4kr/8/8/8/8/8/7R/1R4K1 b Qkq - 1 1");
    pk_position_play(&pos, read_move(&pos, "Rb7", pk_lang_english()));
    pk_position_play(&pos, read_move(&pos, "Rh1", pk_lang_english()));
    expect_fen(&pos, PK_FEN_EP_ALWAYS, "6kr/1r6/8/8/8/8/8/1R4KR b Qk - 3 2");
}

/* ---- FEN ------------------------------------------------------------------------------------- */

static void test_xfen_and_shredder_fen(void **state)
{
    (void)state;
    static const struct {
        const char *in, *xfen, *shredder;
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
         "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
         "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"},
        /* rooks of the other side beyond the castling ones: still the outermost of their own */
        {"R3rkrR/8/8/8/8/8/8/r3RKRr w EGeg - 0 1", "R3rkrR/8/8/8/8/8/8/r3RKRr w KQkq - 0 1",
         "R3rkrR/8/8/8/8/8/8/r3RKRr w GEge - 0 1"},
        /* an inner rook's right needs its file in X-FEN too */
        {"rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1", "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1",
         "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1"},
        {"1r2k1rr/8/8/8/8/8/8/1R2KR1R w FBgq - 0 1", "1r2k1rr/8/8/8/8/8/8/1R2KR1R w FQgq - 0 1",
         "1r2k1rr/8/8/8/8/8/8/1R2KR1R w FBgb - 0 1"},
        /* X-FEN and Shredder letters mixed, in any order */
        {"1r4kr/8/8/8/8/8/8/1R4KR w bBkH - 0 1", "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1",
         "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1"},
        {"1r4kr/8/8/8/8/8/8/1R4KR w - - 0 1", "1r4kr/8/8/8/8/8/8/1R4KR w - - 0 1",
         "1r4kr/8/8/8/8/8/8/1R4KR w - - 0 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].in);
        expect_fen(&pos, PK_FEN_EP_ALWAYS, cases[i].xfen);
        expect_fen(&pos, PK_FEN_EP_ALWAYS | PK_FEN_SHREDDER, cases[i].shredder);
        pk_position again;
        load(&again, cases[i].xfen);
        assert_true(again.key == pos.key);
        assert_memory_equal(again.castle_rook, pos.castle_rook, 4);
    }
    /* chess writes KQkq whatever is asked */
    pk_position pos;
    pk_position_startpos(&pos);
    expect_fen(&pos, PK_FEN_EP_ALWAYS | PK_FEN_SHREDDER, pk_fen_startpos);
}

static void test_fen_castling_errors(void **state)
{
    (void)state;
    static const struct {
        const char *fen;
        int column;
        const char *message;
    } cases[] = {
        {"4k3/8/8/8/8/8/8/R3K2R w KX - 0 1", 26,
         "field 3 (castling): 'X' is not a castling letter (K, Q, k, q, a rook's file A-H or a-h, or -)"},
        {"4k3/8/8/8/8/8/8/R3K2R w HKH - 0 1", 27, "field 3 (castling): 'H' given twice"},
        {"4k3/8/8/8/8/8/8/R3K2R w KhQK - 0 1", 28, "field 3 (castling): 'K' given twice"},
        {"4k3/8/8/8/8/8/8/R3K2R w Ki - 0 1", 26,
         "field 3 (castling): 'i' is not a castling letter (K, Q, k, q, a rook's file A-H or a-h, or -)"},
        {"4k3/8/8/8/8/8/4K3/R6R w K - 0 1", 25, "field 3 (castling): right 'K' needs the white king on rank 1"},
        {"4k3/8/8/8/8/8/8/R3K3 w QK - 0 1", 25,
         "field 3 (castling): right 'K' needs a white rook on rank 1 on the h-side of the king"},
        {"4k2r/8/8/8/8/8/8/4K3 w q - 0 1", 24,
         "field 3 (castling): right 'q' needs a black rook on rank 8 on the a-side of the king"},
        {"4k3/8/8/8/8/8/8/R3K2R w C - 0 1", 25, "field 3 (castling): right 'C' needs a white rook on c1"},
        {"1r2k3/8/8/8/8/8/8/4K3 w a - 0 1", 25, "field 3 (castling): right 'a' needs a black rook on a8"},
        {"4k3/8/8/8/8/8/8/R3KR1R w HF - 0 1", 27,
         "field 3 (castling): right 'F' (the rook on f1) is a second white right on the h-side of the king, beside "
         "the rook on h1: a king castles with one rook on each side"},
        {"4k3/8/8/8/8/8/8/R3KR1R w KF - 0 1", 27,
         "field 3 (castling): right 'F' (the rook on f1) is a second white right on the h-side of the king, beside "
         "the rook on h1: a king castles with one rook on each side"},
        /* the king on the right's square: no rook there */
        {"4k3/8/8/8/8/8/8/R3K2R w E - 0 1", 25, "field 3 (castling): right 'E' needs a white rook on e1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        pk_fen_error err;
        if (pk_fen_parse(&pos, cases[i].fen, PK_RULES_CHESS960, &err) == 0)
            fail_msg("accepted: %s", cases[i].fen);
        assert_string_equal(err.message, cases[i].message);
        assert_int_equal(err.field, 3);
        assert_int_equal(err.column, cases[i].column);
    }
    /* the other checks of a FEN are chess's: the side not to move in check, pawns, kings */
    pk_position pos;
    pk_fen_error err;
    assert_int_equal(pk_fen_parse(&pos, "1r4kr/8/8/8/8/8/8/1R4KR b KQkq - 0 1", PK_RULES_CHESS960, &err), 0);
    assert_int_equal(pk_fen_parse(&pos, "1r4kR/8/8/8/8/8/8/1R4K1 w Qq - 0 1", PK_RULES_CHESS960, &err), -1);
    assert_string_equal(err.message, "field 2 (side to move): white to move while the black king is in check");
    assert_int_equal(pk_fen_parse(&pos, "1r4kr/8/8/8/8/8/8/1R5R w KQkq - 0 1", PK_RULES_CHESS960, &err), -1);
    assert_string_equal(err.message, "field 1 (placement): white has no king");
}

/* python-chess's graded Chess960 FENs (its status and normalised forms): the same verdicts,
 * the same X-FEN and Shredder-FEN. Start numbers as Scharnagl's tables give them: RKBQRBNN is
 * 902 (king's table RKQRNN 896, bishops c1 f1 6), though the case's note says 284. */
static void test_python_chess_cases(void **state)
{
    (void)state;
    static const struct {
        const char *fen, *error, *xfen, *shredder;
        int start;
    } cases[] = {
        {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", NULL,
         "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
         "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", 0},
        {"4k2r/8/8/8/8/8/8/R1K5 w KQkq - 0 1",
         "field 3 (castling): right 'K' needs a white rook on rank 1 on the h-side of the king", NULL, NULL, -1},
        {"1r2k3/8/1p6/8/8/5P2/8/1R2KR2 w KQkq - 0 1",
         "field 3 (castling): right 'k' needs a black rook on rank 8 on the h-side of the king", NULL, NULL, -1},
        {"1r1k1r2/5p2/8/8/8/8/3N4/R5KR b KQkq - 0 1", NULL, "1r1k1r2/5p2/8/8/8/8/3N4/R5KR b KQkq - 0 1",
         "1r1k1r2/5p2/8/8/8/8/3N4/R5KR b HAfb - 0 1", -1},
        {"rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11", NULL,
         "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
         "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gga - 4 11", -1},
        {"rkbqrbnn/pppppppp/8/8/8/8/PPPPPPPP/RKBQRBNN w EAea - 0 1", NULL,
         "rkbqrbnn/pppppppp/8/8/8/8/PPPPPPPP/RKBQRBNN w KQkq - 0 1",
         "rkbqrbnn/pppppppp/8/8/8/8/PPPPPPPP/RKBQRBNN w EAea - 0 1", 902},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        pk_fen_error err;
        int rc = pk_fen_parse(&pos, cases[i].fen, PK_RULES_CHESS960, &err);
        if (cases[i].error) {
            assert_int_equal(rc, -1);
            assert_string_equal(err.message, cases[i].error);
            continue;
        }
        if (rc != 0)
            fail_msg("refused: %s: %s", cases[i].fen, err.message);
        expect_fen(&pos, PK_FEN_EP_ALWAYS, cases[i].xfen);
        expect_fen(&pos, PK_FEN_EP_ALWAYS | PK_FEN_SHREDDER, cases[i].shredder);
        int w = -1;
        int kind = pk_chess960_start_identify(&pos, &w, NULL, NULL, 0);
        assert_int_equal(kind, cases[i].start < 0 ? PK_CHESS960_NOT_START : PK_CHESS960_START);
        if (cases[i].start >= 0)
            assert_int_equal(w, cases[i].start);
    }
}

/* ---- start positions ------------------------------------------------------------------------- */

static void test_start_numbers(void **state)
{
    (void)state;
    static const struct {
        int n;
        const char *rank;
    } known[] = {
        {0, "BBQNNRKR"}, {1, "BQNBNRKR"}, {518, "RNBQKBNR"}, {959, "RKRNNQBB"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        char rank[9];
        pk_chess960_rank(known[i].n, rank);
        assert_string_equal(rank, known[i].rank);
    }
    char fen[64];
    assert_true(pk_chess960_start_fen(518, 518, fen));
    assert_string_equal(fen, pk_fen_startpos);
    assert_false(pk_chess960_start_fen(960, 0, fen));
    assert_false(pk_chess960_start_fen(0, -1, fen));
    /* every number: a start that reads back as that number, the 960 ranks all different */
    static char seen[PK_CHESS960_STARTS][9];
    for (int n = 0; n < PK_CHESS960_STARTS; n++) {
        pk_position pos;
        int w = -1, b = -1;
        assert_true(pk_chess960_start_fen(n, n, fen));
        load(&pos, fen);
        assert_int_equal(pk_chess960_start_identify(&pos, &w, &b, NULL, 0), PK_CHESS960_START);
        assert_int_equal(w, n);
        assert_int_equal(b, n);
        pk_chess960_rank(n, seen[n]);
        for (int k = 0; k < n; k++)
            if (strcmp(seen[k], seen[n]) == 0)
                fail_msg("starts %d and %d are both %s", k, n, seen[n]);
    }
    /* Double Fischer Random: each side's own number */
    pk_position pos;
    int w, b;
    assert_true(pk_chess960_start_fen(12, 345, fen));
    load(&pos, fen);
    assert_int_equal(pk_chess960_start_identify(&pos, &w, &b, NULL, 0), PK_CHESS960_DFRC_START);
    assert_int_equal(w, 12);
    assert_int_equal(b, 345);
}

static void test_not_a_start(void **state)
{
    (void)state;
    static const struct {
        const char *fen, *why;
    } cases[] = {
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "white's pawns do not fill rank 2"},
        {"rrbqkbnn/pppppppp/8/8/8/8/PPPPPPPP/RRBQKBNN w - - 0 1", "white's king does not stand between its rooks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1", "a start has all four castling rights"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", "white moves first"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1", "white's back rank is not full of pieces"},
        {"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/R1BQKBNR w KQkq - 0 1", "white has men off its first two ranks"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        char why[120];
        load(&pos, cases[i].fen);
        assert_int_equal(pk_chess960_start_identify(&pos, NULL, NULL, why, sizeof why), PK_CHESS960_NOT_START);
        assert_string_equal(why, cases[i].why);
    }
    /* bishops on squares of one colour: no FEN gives it (two dark-squared bishops beside eight
     * pawns need a promotion), so set by hand */
    pk_position pos;
    char why[120];
    load(&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    pos.by_type[PK_BISHOP] ^= PK_BIT(5) | PK_BIT(6);
    pos.by_type[PK_KNIGHT] ^= PK_BIT(5) | PK_BIT(6);
    pos.board[5] = PK_PIECE(PK_WHITE, PK_KNIGHT);
    pos.board[6] = PK_PIECE(PK_WHITE, PK_BISHOP);
    assert_int_equal(pk_chess960_start_identify(&pos, NULL, NULL, why, sizeof why), PK_CHESS960_NOT_START);
    assert_string_equal(why, "the bishops of white stand on squares of one colour");
}

/* ---- notations ------------------------------------------------------------------------------- */

static void test_two_square_king_form(void **state)
{
    (void)state;
    pk_position pos;
    /* the king on e1: e1g1 and Kg1 can only be castling (as chess writes it) */
    load(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    pk_move castle = pk_chess960_castle_move(&pos, true);
    assert_int_equal(read_move(&pos, "e1g1", pk_lang_english()), castle);
    assert_int_equal(read_move(&pos, "e1c1", pk_lang_english()), pk_chess960_castle_move(&pos, false));
    pk_san san;
    pk_move m;
    assert_int_equal(pk_san_parse("Kg1", 3, pk_lang_english(), &san), PK_SAN_OK);
    assert_int_equal(pk_san_resolve(&pos, &san, &m, NULL), PK_SAN_OK);
    assert_int_equal(m, castle);
    assert_true(san.lenient & PK_SAN_KING_CASTLE);
    char msg[200];
    assert_int_equal(pk_iccf_parse(&pos, "5171", 4, &m, msg, sizeof msg), 0);
    assert_int_equal(m, castle);
    /* the king on f1: f1g1 is the king's step; castling is f1h1 */
    load(&pos, "r4k1r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
    m = read_move(&pos, "f1g1", pk_lang_english());
    assert_int_equal(PK_MOVE_KIND(m), PK_MK_NORMAL);
    assert_int_equal(PK_MOVE_TO(m), pk_square_parse("g1"));
    assert_int_equal(pk_iccf_parse(&pos, "6171", 4, &m, msg, sizeof msg), 0);
    assert_int_equal(PK_MOVE_KIND(m), PK_MK_NORMAL);
    /* no castling lands there: not a move */
    load(&pos, "4k3/8/8/8/7b/8/8/1K4R1 w K - 0 1");
    assert_int_equal(pk_san_parse("b1g1", 4, pk_lang_english(), &san), PK_SAN_OK);
    assert_int_equal(pk_san_resolve(&pos, &san, &m, NULL), PK_SAN_ILLEGAL);
}

static void test_castling_in_other_notations(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1");
    pk_move m = pk_chess960_castle_move(&pos, false);
    /* SAN in another language: castling is written alike */
    const pk_lang *de = pk_lang_find("de");
    assert_non_null(de);
    assert_int_equal(read_move(&pos, "O-O-O", de), m);
    assert_int_equal(read_move(&pos, "0-0-0", de), m);
    char text[32];
    pk_san_format(&pos, m, de, text);
    assert_string_equal(text, "O-O-O");
    /* quick reading, as a validator reads most moves */
    pk_san san;
    pk_move quick;
    assert_true(pk_san_read_quick(&pos, "O-O-O", 5, pk_lang_english(), &san, &quick));
    assert_int_equal(quick, m);
    assert_true(pk_san_read_quick(&pos, "O-O", 3, pk_lang_english(), &san, &quick));
    assert_int_equal(quick, pk_chess960_castle_move(&pos, true));
    /* descriptive, English and Italian */
    pk_move d = PK_MOVE_NONE;
    assert_int_equal(pk_descriptive_parse(&pos, "O-O-O", 5, PK_DESC_EN, false, &d, NULL), PK_SAN_OK);
    assert_int_equal(d, m);
    assert_int_equal(pk_descriptive_parse(&pos, "O-O", 3, PK_DESC_IT, false, &d, NULL), PK_SAN_OK);
    assert_int_equal(d, pk_chess960_castle_move(&pos, true));
    pk_descriptive_format(&pos, m, PK_DESC_EN, text);
    assert_string_equal(text, "O-O-O");
    pk_descriptive_format(&pos, m, PK_DESC_IT, text);
    assert_string_equal(text, "O-O-O");
    /* the SAN facts a checked game records: nothing but the sign */
    pk_position after = pos;
    pk_position_play(&after, m);
    assert_int_equal(pk_san_facts_played(&pos, m, &after), 0);
    pk_san_write(m, 0, pk_lang_english(), text);
    assert_string_equal(text, "O-O-O");
}

/* pgnkit-fen's words: a start by its number, a FEN in fields with a Shredder castling field, and
 * castling read with the reason it is refused. */
static void test_command_line_words(void **state)
{
    (void)state;
    char fen[PK_FEN_MAX];
    char *number[] = {"518", "O-O"}, *first[] = {"0"}, *beyond[] = {"960"};
    assert_int_equal(pk_fen_words(number, 2, PK_RULES_CHESS960, fen, sizeof fen), 1);
    assert_string_equal(fen, pk_fen_startpos);
    assert_int_equal(pk_fen_words(first, 1, PK_RULES_CHESS960, fen, sizeof fen), 1);
    assert_string_equal(fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    assert_int_equal(pk_fen_words(beyond, 1, PK_RULES_CHESS960, fen, sizeof fen), 1);
    assert_string_equal(fen, "960");
    /* chess reads a number as a move, as before */
    assert_int_equal(pk_fen_words(first, 1, PK_RULES_CHESS, fen, sizeof fen), 0);
    char *fields[] = {"1r4kr/8/8/8/8/8/8/1R4KR", "w", "HBhb", "-", "O-O"};
    assert_int_equal(pk_fen_words(fields, 5, PK_RULES_CHESS960, fen, sizeof fen), 4);
    assert_string_equal(fen, "1r4kr/8/8/8/8/8/8/1R4KR w HBhb -");
    pk_position pos;
    load(&pos, fen);
    pk_move_reading r;
    pk_move_words_read(&pos, fields + 4, 1, pk_lang_english(), &r);
    assert_int_equal(r.status, PK_SAN_OK);
    assert_int_equal(r.move, pk_chess960_castle_move(&pos, true));
    load(&pos, "4k3/8/8/8/7b/8/8/1K4R1 w K - 0 1");
    char *castle[] = {"O-O"};
    pk_move_words_read(&pos, castle, 1, pk_lang_english(), &r);
    assert_int_equal(r.status, PK_SAN_ILLEGAL);
    assert_string_equal(r.message, "the king would cross e1, which is attacked");
}

/* The same FEN read as chess and as Chess960: chess keeps its own castling move and notation. */
static void test_chess_unchanged(void **state)
{
    (void)state;
    pk_position chess, c960;
    pk_fen_error err;
    const char *fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_int_equal(pk_fen_parse(&chess, fen, PK_RULES_CHESS, &err), 0);
    load(&c960, fen);
    assert_true(chess.key == c960.key);
    assert_int_equal(chess.castling, PK_CASTLE_RIGHTS);
    assert_int_equal(c960.castling, PK_CASTLE_RIGHTS | PK_CASTLE_960);
    pk_move m = read_move(&chess, "O-O", pk_lang_english());
    char uci[6];
    pk_uci_format(m, uci);
    assert_string_equal(uci, "e1g1");
    pk_move m960 = read_move(&c960, "O-O", pk_lang_english());
    pk_uci_format(m960, uci);
    assert_string_equal(uci, "e1h1");
    pk_position_play(&chess, m);
    pk_position_play(&c960, m960);
    assert_true(chess.key == c960.key);
    assert_memory_equal(chess.board, c960.board, 64);
    assert_int_equal(pk_perft(&chess, 3), pk_perft(&c960, 3));
    /* Shredder letters are Chess960's only */
    assert_int_equal(pk_fen_parse(&chess, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", PK_RULES_CHESS, &err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_castling_cases),
        cmocka_unit_test(test_castling_each_case),
        cmocka_unit_test(test_castling_refused),
        cmocka_unit_test(test_rights_per_rook),
        cmocka_unit_test(test_xfen_and_shredder_fen),
        cmocka_unit_test(test_fen_castling_errors),
        cmocka_unit_test(test_python_chess_cases),
        cmocka_unit_test(test_start_numbers),
        cmocka_unit_test(test_not_a_start),
        cmocka_unit_test(test_two_square_king_form),
        cmocka_unit_test(test_castling_in_other_notations),
        cmocka_unit_test(test_command_line_words),
        cmocka_unit_test(test_chess_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
