/* Positions: Zobrist keys (transpositions, en passant only when a capture is legal, castling
 * rights, side to move), incremental keys against keys computed from scratch, and checkers and
 * pinned men after pk_position_play. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "san.h"
#include "test_helpers.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static uint64_t key_of(const char *fen)
{
    pk_position pos;
    load(&pos, fen);
    return pos.key;
}

static int square(const char *name) { return pk_square_parse(name); }

/* Plays space-separated SAN moves from the start position (or from pos when fen is NULL). */
static void play_line_(pk_where at, pk_position *pos, const char *fen, const char *line)
{
    if (fen)
        load_(at, pos, fen);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", line);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        pk_san san;
        pk_move m = PK_MOVE_NONE;
        if (pk_san_parse(tok, strlen(tok), pk_lang_english(), &san) != PK_SAN_OK ||
            pk_san_resolve(pos, &san, &m, NULL) != PK_SAN_OK)
            where_fail(at, "\"%s\" does not resolve in line \"%s\"", tok, line);
        pk_position_play(pos, m);
    }
}
#define play_line(...) play_line_(HERE, __VA_ARGS__)

static void test_transpositions_share_a_key(void **state)
{
    (void)state;
    pk_position a, b;
    play_line(&a, START, "Nf3 Nf6 Nc3 Nc6");
    play_line(&b, START, "Nc3 Nc6 Nf3 Nf6");
    assert_int_equal(a.key, b.key);
    assert_int_equal(a.key, key_of("r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3"));

    /* knights out and back: the start position again (the clocks are not part of the key) */
    play_line(&a, START, "Nf3 Nf6 Ng1 Ng8");
    pk_position start;
    pk_position_startpos(&start);
    assert_int_equal(a.key, start.key);
    assert_int_equal(a.halfmove, 4);

    /* a different position, a different key */
    play_line(&b, START, "Nf3 Nf6 Nc3 Nc6 Rb1");
    assert_int_not_equal(a.key, b.key);
}

/* 1.e4 e5 2.Nf3 and 1.Nf3 e5 2.e4: the second leaves an en passant square (e3) that no black
 * pawn can use, so the positions are the same for repetition. */
static void test_ep_square_without_a_legal_capture_is_not_in_the_key(void **state)
{
    (void)state;
    pk_position a, b;
    play_line(&a, START, "e4 e5 Nf3");
    play_line(&b, START, "Nf3 e5 e4");
    assert_int_equal(a.ep_square, PK_NO_SQUARE);
    assert_int_equal(b.ep_square, square("e3"));
    assert_false(pk_ep_capture_legal(&b));
    assert_int_equal(a.key, b.key);
    assert_int_equal(b.key, key_of("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    assert_int_equal(b.key, key_of("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 1 2"));

    /* a pawn could take but the capture would expose its king along the rank */
    load(&a, "8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1");
    play_line(&a, NULL, "d5");
    assert_int_equal(a.ep_square, square("d6"));
    assert_false(pk_ep_capture_legal(&a));
    assert_int_equal(a.key, key_of("8/8/8/K2pP2r/8/8/8/4k3 w - - 0 2"));
    assert_int_equal(a.key, key_of("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2"));
    /* the next move, with that pawn still beside the square, takes no en passant file out */
    play_line(&a, NULL, "Ka4");
    assert_int_equal(a.key, key_of("8/8/8/3pP2r/K7/8/8/4k3 b - - 1 2"));
}

static void test_ep_square_with_a_legal_capture_changes_the_key(void **state)
{
    (void)state;
    pk_position a;
    play_line(&a, START, "e4 Nf6 e5 d5");
    assert_int_equal(a.ep_square, square("d6"));
    assert_true(pk_ep_capture_legal(&a));
    uint64_t with_ep = key_of("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    uint64_t without = key_of("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    assert_int_equal(a.key, with_ep);
    assert_int_not_equal(with_ep, without);

    /* any move ends the right: the key then equals the placement's without en passant */
    play_line(&a, NULL, "Nf3 Nc6 Ng1 Nb8");
    assert_int_equal(a.ep_square, PK_NO_SQUARE);
    assert_int_equal(a.key, without);

    /* two pawns can take */
    assert_int_not_equal(key_of("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1"), key_of("4k3/8/8/2PpP3/8/8/8/4K3 w - - 0 1"));
}

static void test_castling_rights_and_side_change_the_key(void **state)
{
    (void)state;
    static const char *const fens[] = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",  "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQq - 0 1",  "r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",   "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1",
    };
    uint64_t keys[sizeof fens / sizeof fens[0]];
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        keys[i] = key_of(fens[i]);
        for (size_t j = 0; j < i; j++)
            if (keys[i] == keys[j])
                fail_msg("same key for \"%s\" and \"%s\"", fens[i], fens[j]);
    }

    /* rooks out and back: same placement, rights gone, another key */
    pk_position pos;
    play_line(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Rh2 Rh7 Rh1 Rh8");
    assert_int_equal(pos.castling, PK_CASTLE_WQ | PK_CASTLE_BQ);
    assert_int_not_equal(pos.key, keys[0]);
    assert_int_equal(pos.key, key_of("r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3"));

    /* the null move changes only the side to move */
    load(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    pk_position_play(&pos, PK_MOVE_NULL);
    assert_int_equal(pos.side, PK_BLACK);
    assert_int_equal(pos.key, keys[8]);
    pk_position_play(&pos, PK_MOVE_NULL);
    assert_int_equal(pos.key, keys[0]);
}

static void test_key_by_hand_equals_key_from_fen(void **state)
{
    (void)state;
    pk_position pos;
    pk_position_clear(&pos, PK_RULES_CHESS);
    pk_position_put(&pos, PK_WHITE, PK_KING, square("e1"));
    pk_position_put(&pos, PK_WHITE, PK_ROOK, square("h1"));
    pk_position_put(&pos, PK_BLACK, PK_KING, square("e8"));
    pk_position_put(&pos, PK_BLACK, PK_QUEEN, square("e2"));
    pos.castling = PK_CASTLE_WK;
    pk_position_refresh(&pos);
    assert_int_equal(pos.key, key_of("4k3/8/8/8/8/8/4q3/4K2R w K - 0 1"));
    assert_int_equal(pos.checkers, PK_BIT(square("e2")));

    pk_position start;
    pk_position_startpos(&start);
    assert_int_equal(start.key, key_of(START));
    assert_int_equal(start.checkers, 0);
    assert_int_equal(start.pinned, 0);
}

/* Every position of a small tree: the key, checkers and pins kept by pk_position_play equal
 * those computed from scratch for the same FEN. */
static int walk_and_compare(const pk_position *pos, int depth)
{
    char fen[PK_FEN_MAX + 16];
    pk_position fresh;
    pk_fen_error err;
    pk_fen_write(pos, PK_FEN_EP_ALWAYS, fen);
    if (pk_fen_parse(&fresh, fen, PK_RULES_CHESS, &err) != 0)
        fail_msg("reached by legal moves but rejected: \"%s\": %s", fen, err.message);
    if (fresh.key != pos->key || fresh.checkers != pos->checkers || fresh.pinned != pos->pinned)
        fail_msg("incremental state differs from scratch for \"%s\"", fen);
    /* the men's words too: make-move takes a man by clearing its square from every type's word
     * and the other side's, and sets a castling's by xor */
    if (memcmp(fresh.by_type, pos->by_type, sizeof fresh.by_type) != 0 ||
        memcmp(fresh.by_color, pos->by_color, sizeof fresh.by_color) != 0 ||
        memcmp(fresh.board, pos->board, sizeof fresh.board) != 0 || fresh.halfmove != pos->halfmove ||
        fresh.castling != pos->castling)
        fail_msg("the men, the halfmove clock or the rights differ from scratch for \"%s\"", fen);
    if (depth == 0)
        return 1;
    pk_movelist list;
    int nodes = 1;
    pk_generate_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        pk_position child = *pos;
        pk_position_play(&child, list.moves[i]);
        nodes += walk_and_compare(&child, depth - 1);
    }
    return nodes;
}

static void test_incremental_state_equals_scratch(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert_int_equal(walk_and_compare(&pos, 2), 1 + 48 + 2039);
    load(&pos, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    assert_int_equal(walk_and_compare(&pos, 4), 1 + 14 + 191 + 2812 + 43238);
    load(&pos, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    assert_int_equal(walk_and_compare(&pos, 3), 1 + 6 + 264 + 9467);
}

static void test_checkers_and_pinned_after_play(void **state)
{
    (void)state;
    pk_position pos;

    /* 2...Bb4+ checks; after 3.Nc3 Nf6 the knight is pinned to its king */
    play_line(&pos, START, "e4 e5 d3 Bb4+");
    assert_int_equal(pos.checkers, PK_BIT(square("b4")));
    assert_int_equal(pos.pinned, 0);
    assert_true(pk_in_check(&pos));
    play_line(&pos, NULL, "Nc3");
    assert_int_equal(pos.checkers, 0);
    play_line(&pos, NULL, "Nf6");
    assert_int_equal(pos.checkers, 0);
    assert_int_equal(pos.pinned, PK_BIT(square("c3")));
    assert_false(pk_move_is_legal(&pos, PK_MOVE_MAKE(square("c3"), square("d5"), PK_MK_NORMAL)));
    assert_true(pk_move_is_legal(&pos, PK_MOVE_MAKE(square("a2"), square("a3"), PK_MK_NORMAL)));

    /* 2.Qh5+ checks; after 2...g6 3.Nf3 the g6 pawn is pinned */
    play_line(&pos, START, "e4 f5 Qh5+");
    assert_int_equal(pos.checkers, PK_BIT(square("h5")));
    play_line(&pos, NULL, "g6 Nf3");
    assert_int_equal(pos.checkers, 0);
    assert_int_equal(pos.pinned, PK_BIT(square("g6")));

    /* pinned to the queen is not pinned: only pins to the king count */
    play_line(&pos, START, "d4 e6 c4 Nf6 Nc3 Bb4 Bg5");
    assert_int_equal(pos.pinned, 0);
    assert_int_equal(pos.checkers, 0);

    /* a double check: a knight and the rook it uncovered */
    play_line(&pos, "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1", "Nf6+");
    assert_int_equal(pos.checkers, PK_BIT(square("f6")) | PK_BIT(square("e1")));

    /* the king steps out; the checkers are those of the new side to move */
    play_line(&pos, NULL, "Kf8");
    assert_int_equal(pos.checkers, 0);
    assert_int_equal(pos.side, PK_WHITE);

    /* two of our men between the king and a slider: neither is pinned */
    load(&pos, "4k3/4r3/8/8/8/4N3/4B3/4K3 w - - 0 1");
    assert_int_equal(pos.pinned, 0);
    load(&pos, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    assert_int_equal(pos.pinned, PK_BIT(square("e2")));
    /* an enemy man between: no pin either */
    load(&pos, "4k3/4r3/8/8/8/4n3/4B3/4K3 w - - 0 1");
    assert_int_equal(pos.pinned, 0);
}

/* pk_popcount (inlined steps when the build has no POPCNT instruction) against one bit at a time. */
static void test_popcount(void **state)
{
    (void)state;
    static const pk_bb values[] = {0,
                                   1,
                                   0x8000000000000000ULL,
                                   ~(pk_bb)0,
                                   PK_LIGHT_SQUARES,
                                   PK_FILE_A_BB,
                                   0xFF000000000000FFULL,
                                   0x0123456789ABCDEFULL,
                                   0xFEDCBA9876543210ULL,
                                   0x00FFFF0000FFFF00ULL};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        int bits = 0;
        for (int sq = 0; sq < 64; sq++)
            bits += (int)((values[i] >> sq) & 1);
        assert_int_equal(pk_popcount(values[i]), bits);
    }
}

static void test_square_names(void **state)
{
    (void)state;
    static const struct { const char *name; int sq; } cases[] = {
        {"a1", 0}, {"h1", 7}, {"a2", 8}, {"e4", 28}, {"d5", 35}, {"a8", 56}, {"h8", 63}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char name[3];
        assert_int_equal(pk_square_parse(cases[i].name), cases[i].sq);
        pk_square_name(cases[i].sq, name);
        assert_string_equal(name, cases[i].name);
    }
    static const char *const bad[] = {"i1", "a9", "a0", "A1", "", "1a"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(pk_square_parse(bad[i]), PK_NO_SQUARE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_transpositions_share_a_key),
        cmocka_unit_test(test_ep_square_without_a_legal_capture_is_not_in_the_key),
        cmocka_unit_test(test_ep_square_with_a_legal_capture_changes_the_key),
        cmocka_unit_test(test_castling_rights_and_side_change_the_key),
        cmocka_unit_test(test_key_by_hand_equals_key_from_fen),
        cmocka_unit_test(test_incremental_state_equals_scratch),
        cmocka_unit_test(test_checkers_and_pinned_after_play),
        cmocka_unit_test(test_popcount),
        cmocka_unit_test(test_square_names),
    };
    return cmocka_run_group_tests_name("position", tests, NULL, NULL);
}
