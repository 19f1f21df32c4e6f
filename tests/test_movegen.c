/* Legal move generation: perft on the reference positions, the special moves one by one,
 * and mate / stalemate detection. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "san.h"
#include "test_helpers.h"

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static int square(const char *name)
{
    int sq = pk_square_parse(name);
    if (sq == PK_NO_SQUARE)
        fail_msg("not a square: %s", name);
    return sq;
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The moves as sorted UCI text joined by spaces: "e1d1 e1d2 e1f1". */
static void uci_list(const pk_movelist *list, char *out, size_t size)
{
    char (*names)[6] = calloc((size_t)list->count + 1, sizeof *names);
    assert_non_null(names);
    for (int i = 0; i < list->count; i++)
        pk_uci_format(list->moves[i], names[i]);
    qsort(names, (size_t)list->count, sizeof *names, compare_text);
    out[0] = 0;
    for (int i = 0; i < list->count; i++) {
        if (i)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, names[i], size - strlen(out) - 1);
    }
    free(names);
}

static void assert_legal_moves_(pk_where at, const pk_position *pos, const char *expected)
{
    pk_movelist list;
    char text[2048];
    pk_generate_legal(pos, &list);
    uci_list(&list, text, sizeof text);
    where_str(at, "", "legal moves", text, expected);
}
#define assert_legal_moves(...) assert_legal_moves_(HERE, __VA_ARGS__)

static void assert_legal_moves_to_(pk_where at, const pk_position *pos, int type, int to, const char *expected)
{
    pk_movelist list;
    char text[2048];
    pk_generate_legal_to(pos, type, to, &list);
    uci_list(&list, text, sizeof text);
    where_str(at, "", "legal moves to the square", text, expected);
}
#define assert_legal_moves_to(...) assert_legal_moves_to_(HERE, __VA_ARGS__)

/* Plays a move given in SAN (English); fails the test when it does not resolve. */
static void play_(pk_where at, pk_position *pos, const char *san_text)
{
    pk_san san;
    pk_move m = PK_MOVE_NONE;
    if (pk_san_parse(san_text, strlen(san_text), pk_lang_english(), &san) != PK_SAN_OK ||
        pk_san_resolve(pos, &san, &m, NULL) != PK_SAN_OK)
        where_fail(at, "move does not resolve: %s", san_text);
    pk_position_play(pos, m);
}
#define play(...) play_(HERE, __VA_ARGS__)

typedef struct {
    const char *name;
    const char *fen;
    int depth;
    uint64_t nodes;
} perft_case;

static void run_perft_cases(const perft_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        pk_position pos;
        load(&pos, cases[i].fen);
        uint64_t got = pk_perft(&pos, cases[i].depth);
        if (got != cases[i].nodes)
            fail_msg("%s: perft(%d) = %llu, expected %llu", cases[i].name, cases[i].depth, (unsigned long long)got,
                     (unsigned long long)cases[i].nodes);
    }
}

/* Counts from the chessprogramming wiki's "Perft Results" page (positions 1 to 6). */
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define POS3 "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define POS4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define POS4_MIRRORED "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
#define POS5 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
#define POS6 "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

static void test_perft_initial_position(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"initial", START, 0, 1},       {"initial", START, 1, 20},     {"initial", START, 2, 400},
        {"initial", START, 3, 8902},    {"initial", START, 4, 197281}, {"initial", START, 5, 4865609},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_perft_kiwipete(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"kiwipete", KIWIPETE, 1, 48},
        {"kiwipete", KIWIPETE, 2, 2039},
        {"kiwipete", KIWIPETE, 3, 97862},
        {"kiwipete", KIWIPETE, 4, 4085603},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

/* perft divided, against stockfish's "go perft 3" on Kiwipete: every legal move once, and the
 * counts adding up to perft. */
static void test_perft_divide_kiwipete(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, KIWIPETE);
    pk_move moves[PK_MAX_MOVES];
    uint64_t counts[PK_MAX_MOVES];
    int n = pk_perft_divide(&pos, 3, moves, counts);
    assert_int_equal(n, 48);
    static const struct { const char *uci; uint64_t count; } some[] = {
        {"a2a4", 2149}, {"d5e6", 2241}, {"e2a6", 1907}, {"e1g1", 2059}};
    uint64_t total = 0;
    int found = 0;
    for (int i = 0; i < n; i++) {
        char uci[8];
        pk_uci_format(moves[i], uci);
        for (size_t k = 0; k < sizeof some / sizeof some[0]; k++)
            if (strcmp(uci, some[k].uci) == 0) {
                assert_int_equal(counts[i], some[k].count);
                found++;
            }
        total += counts[i];
    }
    assert_int_equal(found, 4);
    assert_int_equal(total, 97862);
    /* depth 1: one leaf per move */
    assert_int_equal(pk_perft_divide(&pos, 1, moves, counts), 48);
    assert_int_equal(counts[0], 1);
}

static void test_perft_position_3(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"position 3", POS3, 1, 14},     {"position 3", POS3, 2, 191},    {"position 3", POS3, 3, 2812},
        {"position 3", POS3, 4, 43238},  {"position 3", POS3, 5, 674624}, {"position 3", POS3, 6, 11030083},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_perft_position_4(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"position 4", POS4, 1, 6},
        {"position 4", POS4, 2, 264},
        {"position 4", POS4, 3, 9467},
        {"position 4", POS4, 4, 422333},
        {"position 4", POS4, 5, 15833292},
        {"position 4 mirrored", POS4_MIRRORED, 1, 6},
        {"position 4 mirrored", POS4_MIRRORED, 2, 264},
        {"position 4 mirrored", POS4_MIRRORED, 3, 9467},
        {"position 4 mirrored", POS4_MIRRORED, 4, 422333},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_perft_position_5(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"position 5", POS5, 1, 44},
        {"position 5", POS5, 2, 1486},
        {"position 5", POS5, 3, 62379},
        {"position 5", POS5, 4, 2103487},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_perft_position_6(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"position 6", POS6, 1, 46},
        {"position 6", POS6, 2, 2079},
        {"position 6", POS6, 3, 89890},
        {"position 6", POS6, 4, 3894594},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

/* Martin Sedlak's special-case suite (talkchess.com, topic 47318), each position with its
 * colour-mirrored twin; counts as published there. */
static void test_perft_special_cases(void **state)
{
    (void)state;
    static const perft_case cases[] = {
        {"illegal ep #1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888},
        {"illegal ep #1 mirrored", "8/8/8/8/k1p4R/8/3P4/3K4 w - - 0 1", 6, 1134888},
        {"illegal ep #2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133},
        {"illegal ep #2 mirrored", "8/b2p2k1/8/2P5/8/4K3/8/8 b - - 0 1", 6, 1015133},
        {"ep capture checks", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467},
        {"ep capture checks mirrored", "8/5k2/8/2Pp4/2B5/1K6/8/8 w - d6 0 1", 6, 1440467},
        {"short castling checks", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},
        {"short castling checks mirrored", "4k2r/8/8/8/8/8/8/5K2 b k - 0 1", 6, 661072},
        {"long castling checks", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711},
        {"long castling checks mirrored", "r3k3/8/8/8/8/8/8/3K4 b q - 0 1", 6, 803711},
        {"castling rights, rook captures", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},
        {"castling rights, rook captures mirrored", "r3k2r/7b/8/8/8/8/1B4BQ/R3K2R b KQkq - 0 1", 4, 1274206},
        {"castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},
        {"castling prevented mirrored", "r3k2r/8/5Q2/8/8/3q4/8/R3K2R w KQkq - 0 1", 4, 1720476},
        {"promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},
        {"promote out of check mirrored", "3K4/8/8/8/8/8/4p3/2k2R2 b - - 0 1", 6, 3821001},
        {"discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658},
        {"discovered check mirrored", "5K2/8/1Q6/2N5/8/1p2k3/8/8 w - - 0 1", 5, 1004658},
        {"promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},
        {"promote to give check mirrored", "8/k7/8/8/8/8/1p6/4K3 b - - 0 1", 6, 217342},
        {"underpromote to check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},
        {"underpromote to check mirrored", "8/8/8/8/8/k7/p1K5/8 b - - 0 1", 6, 92683},
        {"self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},
        {"self stalemate mirrored", "8/8/8/8/8/p7/8/k1K5 b - - 0 1", 6, 2217},
        {"stalemate and checkmate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584},
        {"stalemate and checkmate mirrored", "8/8/8/8/1k6/8/K1p5/8 b - - 0 1", 7, 567584},
        {"double check", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},
        {"double check mirrored", "8/5k2/8/5N2/5Q2/2K5/8/8 w - - 0 1", 4, 23527},
        {"short castling, rook attacked", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 5, 1063513},
        {"short castling, rook attacked mirrored", "4k2r/8/8/7r/8/8/1B6/1K6 w k - 0 1", 5, 1063513},
        {"long castling, rook attacked", "1k6/8/8/8/R7/1n6/8/R3K3 b Q - 0 1", 5, 346695},
        {"long castling, rook attacked mirrored", "r3k3/8/1N6/r7/8/8/8/1K6 w q - 0 1", 5, 346695},
    };
    run_perft_cases(cases, sizeof cases / sizeof cases[0]);
}

/* exd3 e.p. would empty rank 4 between the black king and the white queen. */
static void test_en_passant_illegal_discovered_check_on_rank(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    assert_int_equal(pos.ep_square, square("d3"));
    assert_false(pk_ep_capture_legal(&pos));
    assert_legal_moves(&pos, "a4a3 a4a5 a4b3 a4b4 a4b5 e4e3");
    assert_legal_moves_to(&pos, PK_PAWN, square("d3"), "");
}

/* The pawn that just moved two gives check; taking it en passant is a legal evasion. */
static void test_en_passant_captures_the_checker(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "8/8/8/4k3/3Pp3/8/8/4K3 b - d3 0 1");
    assert_int_equal(pos.checkers, PK_BIT(square("d4")));
    assert_true(pk_ep_capture_legal(&pos));
    assert_legal_moves(&pos, "e4d3 e5d4 e5d5 e5d6 e5e6 e5f4 e5f5 e5f6");
    pk_movelist list;
    pk_generate_legal_to(&pos, PK_PAWN, square("d3"), &list);
    assert_int_equal(list.count, 1);
    assert_int_equal(PK_MOVE_KIND(list.moves[0]), PK_MK_EP);
}

static void test_en_passant_gives_check(void **state)
{
    (void)state;
    pk_position pos;
    /* discovered: the captured d4 pawn shielded f2 from the c5 bishop */
    load(&pos, "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
    play(&pos, "cxd3");
    assert_int_equal(pos.board[square("d4")], 0);
    assert_int_equal(pos.board[square("d3")], PK_PIECE(PK_BLACK, PK_PAWN));
    assert_int_equal(pos.checkers, PK_BIT(square("c5")));
    assert_legal_moves(&pos, "f2e1 f2f1 f2f3 f2g2 f2g3");
    /* direct: the capturing pawn itself checks */
    load(&pos, "8/8/8/8/2pP4/8/4K3/k7 b - d3 0 1");
    play(&pos, "cxd3");
    assert_int_equal(pos.checkers, PK_BIT(square("d3")));
}

static void test_castling_gives_check(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    play(&pos, "O-O");
    assert_int_equal(pos.board[square("g1")], PK_PIECE(PK_WHITE, PK_KING));
    assert_int_equal(pos.board[square("f1")], PK_PIECE(PK_WHITE, PK_ROOK));
    assert_int_equal(pos.checkers, PK_BIT(square("f1")));
    assert_legal_moves(&pos, "f8e7 f8e8 f8g7 f8g8");

    load(&pos, "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    play(&pos, "O-O-O");
    assert_int_equal(pos.board[square("c1")], PK_PIECE(PK_WHITE, PK_KING));
    assert_int_equal(pos.board[square("d1")], PK_PIECE(PK_WHITE, PK_ROOK));
    assert_int_equal(pos.checkers, PK_BIT(square("d1")));
    assert_legal_moves(&pos, "d8c7 d8c8 d8e7 d8e8");
}

static void test_castling_through_or_out_of_check(void **state)
{
    (void)state;
    pk_position pos;
    /* f1 attacked: no O-O; O-O-O stays legal */
    load(&pos, "1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_legal_moves_to(&pos, PK_KING, PK_NO_SQUARE, "e1c1 e1d1 e1d2 e1e2");
    /* b1 attacked does not stop O-O-O (only the king's path counts) */
    load(&pos, "1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_legal_moves_to(&pos, PK_KING, PK_NO_SQUARE, "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1");
    /* d1 attacked: no O-O-O */
    load(&pos, "3r2k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_legal_moves_to(&pos, PK_KING, PK_NO_SQUARE, "e1e2 e1f1 e1f2 e1g1");
    /* in check: no castling at all */
    load(&pos, "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_legal_moves(&pos, "e1d1 e1d2 e1f1 e1f2");
}

static void test_castling_rights_lost_by_rook_capture(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    play(&pos, "Bxh1");
    assert_int_equal(pos.castling, PK_CASTLE_WQ | PK_CASTLE_BK | PK_CASTLE_BQ);
    assert_legal_moves_to(&pos, PK_KING, PK_NO_SQUARE, "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2");

    /* a rook capturing a rook: both sides lose the right of that wing */
    load(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&pos, "Rxa8+");
    assert_int_equal(pos.castling, PK_CASTLE_WK | PK_CASTLE_BK);

    /* a rook that leaves and comes back has lost its right */
    load(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&pos, "Rh2");
    play(&pos, "Rh7");
    play(&pos, "Rh1");
    play(&pos, "Rh8");
    assert_int_equal(pos.castling, PK_CASTLE_WQ | PK_CASTLE_BQ);
    assert_legal_moves_to(&pos, PK_KING, square("g1"), "");
    assert_legal_moves_to(&pos, PK_KING, square("c1"), "e1c1");
}

static void test_promotion_to_each_piece(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_legal_moves(&pos, "a7a8b a7a8n a7a8q a7a8r a7b8b a7b8n a7b8q a7b8r e1d1 e1d2 e1e2 e1f1 e1f2");
    pk_movelist list;
    pk_generate_legal_to(&pos, PK_PAWN, square("a8"), &list);
    assert_int_equal(list.count, 4);
    int seen = 0;
    for (int i = 0; i < list.count; i++) {
        assert_true(PK_MOVE_IS_PROMO(list.moves[i]));
        seen |= 1 << PK_MOVE_PROMO_TYPE(list.moves[i]);
    }
    assert_int_equal(seen, (1 << PK_KNIGHT) | (1 << PK_BISHOP) | (1 << PK_ROOK) | (1 << PK_QUEEN));

    /* the piece chosen is the piece that stands there afterwards */
    static const struct { const char *san; int type; } promos[] = {
        {"a8=Q", PK_QUEEN}, {"a8=R", PK_ROOK}, {"a8=B", PK_BISHOP}, {"a8=N", PK_KNIGHT}};
    for (size_t i = 0; i < sizeof promos / sizeof promos[0]; i++) {
        pk_position next = pos;
        play(&next, promos[i].san);
        assert_int_equal(next.board[square("a8")], PK_PIECE(PK_WHITE, promos[i].type));
        assert_int_equal(next.board[square("a7")], 0);
        assert_int_equal(pk_popcount(pk_pieces(&next, PK_WHITE, PK_PAWN)), 0);
    }
}

static void test_underpromotion_gives_check(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "8/P1k5/K7/8/8/8/8/8 w - - 0 1");
    play(&pos, "a8=N+");
    assert_int_equal(pos.checkers, PK_BIT(square("a8")));
    assert_legal_moves(&pos, "c7b8 c7c6 c7c8 c7d6 c7d7 c7d8");
}

static void test_double_check_allows_king_moves_only(void **state)
{
    (void)state;
    pk_position pos;
    /* Nf6+ discovers the e1 rook */
    load(&pos, "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1");
    play(&pos, "Nf6+");
    assert_int_equal(pos.checkers, PK_BIT(square("f6")) | PK_BIT(square("e1")));
    assert_legal_moves(&pos, "e8d8 e8f7 e8f8");

    /* white could take either checker (Rxe8, Qxd3) but not both: only the king moves */
    load(&pos, "R3r2k/8/8/8/2Q5/3n4/8/4K3 w - - 0 1");
    assert_int_equal(pos.checkers, PK_BIT(square("e8")) | PK_BIT(square("d3")));
    assert_legal_moves(&pos, "e1d1 e1d2 e1f1");
}

static void test_generate_legal_counts(void **state)
{
    (void)state;
    pk_position pos;
    pk_movelist list;
    pk_position_startpos(&pos);
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 20);
    assert_legal_moves_to(&pos, PK_KNIGHT, PK_NO_SQUARE, "b1a3 b1c3 g1f3 g1h3");
    assert_legal_moves_to(&pos, PK_KNIGHT, square("f3"), "g1f3");
    assert_legal_moves_to(&pos, PK_PAWN, square("e4"), "e2e4");
    assert_legal_moves_to(&pos, PK_KING, PK_NO_SQUARE, "");

    load(&pos, KIWIPETE);
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 48);
    load(&pos, POS4);
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 6);
    assert_true(pk_in_check(&pos));

    /* the most moves known in a legal position: 218 */
    load(&pos, "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 218);
}

static void test_has_legal_move_mate_and_stalemate(void **state)
{
    (void)state;
    pk_position pos;
    pk_movelist list;

    /* fool's mate */
    load(&pos, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 0);
    assert_false(pk_has_legal_move(&pos));
    assert_int_equal(pos.checkers, PK_BIT(square("h4")));

    /* smothered mate */
    load(&pos, "6rk/5Npp/8/8/8/8/8/4K3 b - - 0 1");
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 0);
    assert_false(pk_has_legal_move(&pos));
    assert_int_equal(pos.checkers, PK_BIT(square("f7")));

    /* stalemate */
    load(&pos, "7K/7P/7k/8/6q1/8/8/8 w - - 0 1");
    pk_generate_legal(&pos, &list);
    assert_int_equal(list.count, 0);
    assert_false(pk_has_legal_move(&pos));
    assert_int_equal(pos.checkers, 0);

    /* the king is boxed in but a pawn can still move: not stalemate */
    load(&pos, "7k/5Q2/8/8/8/p7/8/2K5 b - - 0 1");
    assert_true(pk_has_legal_move(&pos));
    assert_legal_moves(&pos, "a3a2");

    /* in check, no king move, but the check can be blocked */
    load(&pos, "6k1/5ppp/8/8/8/5B2/8/r3K3 w - - 0 1");
    assert_true(pk_has_legal_move(&pos));
    assert_legal_moves(&pos, "e1d2 e1e2 e1f2 f3d1");

    /* mate although the queen attacks the checking rook: she is pinned (by Bb2) */
    load(&pos, "3R3k/7p/4N3/8/3q4/1K6/1B6/8 b - - 0 1");
    assert_false(pk_has_legal_move(&pos));
    /* the same with the bishop gone: the queen takes */
    load(&pos, "3R3k/7p/4N3/8/3q4/1K6/8/8 b - - 0 1");
    assert_true(pk_has_legal_move(&pos));
    assert_legal_moves(&pos, "d4d8");
    /* in check from a knight, which only a pawn can take: no king move, no piece move */
    load(&pos, "6rk/5Npp/8/8/8/8/8/4K3 b - - 0 1");
    assert_false(pk_has_legal_move(&pos));
}

static int compare_moves(const void *a, const void *b)
{
    return (int)*(const pk_move *)a - (int)*(const pk_move *)b;
}

/* pk_generate_legal_to (which SAN reading uses, searching back from the square) lists exactly
 * the moves of pk_generate_legal of that piece type to that square, in every position of a tree. */
static int check_generate_to(const pk_position *pos, int depth)
{
    pk_movelist all;
    pk_generate_legal(pos, &all);
    for (int type = PK_PAWN; type <= PK_KING; type++) {
        for (int to = 0; to <= PK_NO_SQUARE; to++) {
            pk_movelist got;
            pk_move want[PK_MAX_MOVES];
            int n = 0;
            for (int i = 0; i < all.count; i++)
                if (pk_moving_type(pos, all.moves[i]) == type && (to == PK_NO_SQUARE || PK_MOVE_TO(all.moves[i]) == to))
                    want[n++] = all.moves[i];
            pk_generate_legal_to(pos, type, to, &got);
            qsort(want, (size_t)n, sizeof want[0], compare_moves);
            qsort(got.moves, (size_t)got.count, sizeof got.moves[0], compare_moves);
            if (got.count != n || memcmp(got.moves, want, (size_t)n * sizeof want[0]) != 0) {
                char fen[PK_FEN_MAX];
                pk_fen_write(pos, PK_FEN_EP_ALWAYS, fen);
                fail_msg("%s: pk_generate_legal_to(type %d, square %d) gives %d moves, pk_generate_legal %d", fen,
                         type, to, got.count, n);
            }
        }
    }
    int positions = 1;
    if (depth > 0)
        for (int i = 0; i < all.count; i++) {
            pk_position child = *pos;
            pk_position_play(&child, all.moves[i]);
            positions += check_generate_to(&child, depth - 1);
        }
    return positions;
}

static void test_generate_to_agrees_with_generate(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, KIWIPETE);
    assert_int_equal(check_generate_to(&pos, 2), 1 + 48 + 2039);
    load(&pos, POS3);
    assert_int_equal(check_generate_to(&pos, 3), 1 + 14 + 191 + 2812);
    load(&pos, POS4);
    assert_int_equal(check_generate_to(&pos, 2), 1 + 6 + 264);
    load(&pos, POS5);
    assert_int_equal(check_generate_to(&pos, 2), 1 + 44 + 1486);
    load(&pos, "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
    check_generate_to(&pos, 3);
    load(&pos, "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    check_generate_to(&pos, 2);
    load(&pos, "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1");
    check_generate_to(&pos, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_initial_position),
        cmocka_unit_test(test_perft_kiwipete),
        cmocka_unit_test(test_perft_divide_kiwipete),
        cmocka_unit_test(test_perft_position_3),
        cmocka_unit_test(test_perft_position_4),
        cmocka_unit_test(test_perft_position_5),
        cmocka_unit_test(test_perft_position_6),
        cmocka_unit_test(test_perft_special_cases),
        cmocka_unit_test(test_en_passant_illegal_discovered_check_on_rank),
        cmocka_unit_test(test_en_passant_captures_the_checker),
        cmocka_unit_test(test_en_passant_gives_check),
        cmocka_unit_test(test_castling_gives_check),
        cmocka_unit_test(test_castling_through_or_out_of_check),
        cmocka_unit_test(test_castling_rights_lost_by_rook_capture),
        cmocka_unit_test(test_promotion_to_each_piece),
        cmocka_unit_test(test_underpromotion_gives_check),
        cmocka_unit_test(test_double_check_allows_king_moves_only),
        cmocka_unit_test(test_generate_legal_counts),
        cmocka_unit_test(test_generate_to_agrees_with_generate),
        cmocka_unit_test(test_has_legal_move_mate_and_stalemate),
    };
    return cmocka_run_group_tests_name("movegen", tests, NULL, NULL);
}
