/* FEN: reading, writing, every documented error with its field and message, the en passant
 * write policy, and agreement with python-chess and chess.js on their graded FEN cases. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "chess_words.h"
#include "fen.h"
#include "movegen.h"
#include "san.h"
#include "test_helpers.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Where the shared corpus lives, relative to the repository (make runs tests from there). */
#define CORPUS_DIR "../shared/corpus"

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static int square(const char *name) { return pk_square_parse(name); }

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

static void assert_fen_(pk_where at, const pk_position *pos, int policy, const char *expected)
{
    char out[PK_FEN_MAX];
    size_t n = pk_fen_write(pos, policy, out);
    where_str(at, "", "FEN", out, expected);
    where_int(at, "", "length", n, strlen(expected));
}
#define assert_fen(...) assert_fen_(HERE, __VA_ARGS__)

static void test_round_trip(void **state)
{
    (void)state;
    static const char *const fens[] = {
        START,
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq e6 0 2",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40",
        "4k3/8/8/8/8/8/8/4K3 w - - 99 250",
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        "7K/7P/7k/8/6q1/8/8/8 w - - 0 1",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        pk_position pos;
        load(&pos, fens[i]);
        assert_fen(&pos, PK_FEN_EP_ALWAYS, fens[i]);
    }
}

static void test_fields_read(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40");
    assert_int_equal(pos.side, PK_BLACK);
    assert_int_equal(pos.castling, PK_CASTLE_WK | PK_CASTLE_BQ);
    assert_int_equal(pos.ep_square, PK_NO_SQUARE);
    assert_int_equal(pos.halfmove, 12);
    assert_int_equal(pos.fullmove, 40);
    assert_int_equal(pos.board[square("a8")], PK_PIECE(PK_BLACK, PK_ROOK));
    assert_int_equal(pos.board[square("e1")], PK_PIECE(PK_WHITE, PK_KING));
    assert_int_equal(pk_popcount(pk_occupied(&pos)), 6);

    load(&pos, "rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq e6 0 2");
    assert_int_equal(pos.ep_square, square("e6"));
}

static void test_normalised_on_write(void **state)
{
    (void)state;
    pk_position pos;
    /* the clocks may be left out: 0 and 1 */
    load(&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, START);
    /* runs of blanks between fields */
    load(&pos, "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w\tKQkq  -  0  1 ");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, START);
    /* castling letters in another order are read, and written in KQkq order */
    load(&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, START);
    /* leading zeros in the clocks */
    load(&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 01");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, START);
}

static void test_startpos_and_play(void **state)
{
    (void)state;
    pk_position pos;
    assert_string_equal(pk_fen_startpos, START);
    pk_position_startpos(&pos);
    assert_fen(&pos, PK_FEN_EP_ALWAYS, START);
    /* the FEN example of pgnkit-notations(7) */
    play(&pos, "e4");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    play(&pos, "c5");
    play(&pos, "Nf3");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
}

static void test_ep_write_policy(void **state)
{
    (void)state;
    pk_position pos;
    /* after a double push with no pawn to take: written only under ALWAYS */
    pk_position_startpos(&pos);
    play(&pos, "e4");
    assert_int_equal(pos.ep_square, square("e3"));
    assert_fen(&pos, PK_FEN_EP_ALWAYS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_fen(&pos, PK_FEN_EP_IF_LEGAL, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

    /* a capture exists: written under both */
    play(&pos, "Nf6");
    play(&pos, "e5");
    play(&pos, "d5");
    assert_fen(&pos, PK_FEN_EP_ALWAYS, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    assert_fen(&pos, PK_FEN_EP_IF_LEGAL, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");

    /* a capturing pawn stands ready but the capture would expose its king */
    load(&pos, "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    assert_int_equal(pos.ep_square, square("d3"));
    assert_fen(&pos, PK_FEN_EP_ALWAYS, "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    assert_fen(&pos, PK_FEN_EP_IF_LEGAL, "8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1");
}

typedef struct {
    const char *fen;
    int field;
    int column; /* 0: the fault is the board as a whole, not one character */
    const char *message;
} fen_error_case;

static void check_errors_(pk_where at, const fen_error_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        pk_position pos;
        pk_fen_error err;
        memset(&err, 0, sizeof err);
        int rc = pk_fen_parse(&pos, cases[i].fen, PK_RULES_CHESS, &err);
        if (rc != -1)
            where_fail(at, "accepted: \"%s\"", cases[i].fen);
        if (err.field != cases[i].field || err.column != cases[i].column ||
            strcmp(err.message, cases[i].message) != 0)
            where_fail(at, "\"%s\"\n  got      field %d column %d \"%s\"\n  expected field %d column %d \"%s\"",
                       cases[i].fen, err.field, err.column, err.message, cases[i].field, cases[i].column,
                       cases[i].message);
        /* err is optional */
        where_int(at, cases[i].fen, "status without an error record",
                  pk_fen_parse(&pos, cases[i].fen, PK_RULES_CHESS, NULL), -1);
    }
}
#define check_errors(...) check_errors_(HERE, __VA_ARGS__)

/* The position of a placement put man by man (pk_position_put), White to move, no castling
 * right, no en passant square. */
static void put_placement(pk_position *pos, const char *placement, pk_rules rules)
{
    pk_position_clear(pos, rules);
    int rank = 7, file = 0;
    for (const char *p = placement; *p; p++) {
        const char *white = strchr("PNBRQK", *p), *black = strchr("pnbrqk", *p);
        if (*p == '/')
            rank--, file = 0;
        else if (*p >= '1' && *p <= '8')
            file += *p - '0';
        else
            pk_position_put(pos, white ? PK_WHITE : PK_BLACK, (int)(white ? white - "PNBRQK" : black - "pnbrqk"),
                            PK_SQ(file++, rank));
    }
    pk_position_refresh(pos);
}

/* A start's ranks 7 to 2 are read as one text (parse_placement): the position is the one its
 * men put one by one give, whatever ranks 8 and 1 hold; and every fault after them, or in
 * placements that only begin like a start, is reported as one byte at a time finds it. */
static void test_start_placements_read_at_once(void **state)
{
    (void)state;
    static const struct {
        const char *placement;
        pk_rules rules;
    } starts[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", PK_RULES_CHESS},
        {"rqbknnrb/pppppppp/8/8/8/8/PPPPPPPP/RQBKNNRB", PK_RULES_CHESS960},
        {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN", PK_RULES_CHESS960}, /* Double Fischer Random */
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1", PK_RULES_CHESS},     /* rank 1 read as usual */
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/4K3", PK_RULES_CHESS},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR", PK_RULES_CHESS},     /* not the middle: a byte at a time */
        {"4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", PK_RULES_CHESS},
    };
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
        char fen[128];
        snprintf(fen, sizeof fen, "%s w - - 0 1", starts[i].placement);
        pk_position read, put;
        pk_fen_error err;
        if (pk_fen_parse(&read, fen, starts[i].rules, &err) != 0)
            fail_msg("FEN rejected: \"%s\": %s", fen, err.message);
        put_placement(&put, starts[i].placement, starts[i].rules);
        if (memcmp(&read, &put, sizeof read) != 0)
            fail_msg("\"%s\": not the position its men put one by one give", fen);
        char out[PK_FEN_MAX];
        pk_fen_write(&read, PK_FEN_EP_ALWAYS, out);
        assert_string_equal(out, fen);
    }
    /* a start with its castling rights: chess's, and Chess960's X-FEN */
    pk_position pos;
    assert_int_equal(pk_fen_parse(&pos, "rqbknnrb/pppppppp/8/8/8/8/PPPPPPPP/RQBKNNRB w KQkq - 0 1", PK_RULES_CHESS960, NULL), 0);
    assert_int_equal(pos.castling, PK_CASTLE_WK | PK_CASTLE_WQ | PK_CASTLE_BK | PK_CASTLE_BQ | PK_CASTLE_960);
    assert_int_equal(pos.castle_rook[0], square("g1"));
    assert_int_equal(pos.castle_rook[1], square("a1"));
    assert_int_equal(pos.castle_rook[2], square("g8"));
    assert_int_equal(pos.castle_rook[3], square("a8"));
    static const fen_error_case cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w - - 0 1", 1, 44, "field 1 (placement): more than 8 ranks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRN w - - 0 1", 1, 44,
         "field 1 (placement): rank 1 has more than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/ w - - 0 1", 1, 36, "field 1 (placement): rank 1 has 0 squares, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/11RNBQKB w - - 0 1", 1, 37,
         "field 1 (placement): two digits in a row on rank 1: write the empty squares as one digit"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQxBNR w - - 0 1", 1, 40,
         "field 1 (placement): 'x' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w - - 0 1", 1, 0, "field 1 (placement): white has no king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNQ w - - 0 1", 1, 0,
         "field 1 (placement): white has 8 pawns and 2 queens: at most 1 queen without a promotion, and no pawn is "
         "missing to have promoted"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1", 1, 35, "field 1 (placement): 7 ranks, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP", 1, 35, "field 1 (placement): 7 ranks, expected 8"},
        {"rnbqkbnr/pppppppp/8/8", 1, 22, "field 1 (placement): 4 ranks, expected 8"},
        {"rnbqkbnr", 1, 9, "field 1 (placement): 1 ranks, expected 8"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
}

static void test_errors_placement(void **state)
{
    (void)state;
    static const fen_error_case cases[] = {
        {"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20,
         "field 1 (placement): rank 6 has 7 squares, expected 8"},
        {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 18,
         "field 1 (placement): rank 7 has more than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN5 w KQkq - 0 1", 1, 43,
         "field 1 (placement): rank 1 has more than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBR w KQkq - 0 1", 1, 43,
         "field 1 (placement): rank 1 has 7 squares, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 1, 35, "field 1 (placement): 7 ranks, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 37,
         "field 1 (placement): more than 8 ranks"},
        {"rnbqkbnr/pppppxpp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 15,
         "field 1 (placement): 'x' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 19,
         "field 1 (placement): '9' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"},
        /* one digit per run of empty squares (python-chess and chess.js reject "17" too) */
        {"rnbqkbnr/pppppppp/17/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20,
         "field 1 (placement): two digits in a row on rank 6: write the empty squares as one digit"},
        {"rnbqkbnr/pppppppp/8/44/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 22,
         "field 1 (placement): two digits in a row on rank 5: write the empty squares as one digit"},
        {"4k3/8/8/8/8/8/8/4K111 w - - 0 1", 1, 20,
         "field 1 (placement): two digits in a row on rank 1: write the empty squares as one digit"},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 1, 0, "field 1 (placement): black has no king"},
        {"4k3/8/8/8/8/8/8/8 w - - 0 1", 1, 0, "field 1 (placement): white has no king"},
        {"4k3/8/8/8/8/8/8/4KK2 w - - 0 1", 1, 0, "field 1 (placement): white has 2 kings, expected one"},
        {"kk6/8/8/8/8/8/8/7K w - - 0 1", 1, 0, "field 1 (placement): black has 2 kings, expected one"},
        {"4k3/8/8/8/8/8/8/3pK3 w - - 0 1", 1, 0,
         "field 1 (placement): a pawn on d1: pawns never stand on rank 1 or 8"},
        {"3Pk3/8/8/8/8/8/8/4K3 w - - 0 1", 1, 0,
         "field 1 (placement): a pawn on d8: pawns never stand on rank 1 or 8"},
        {"4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/4K3 w - - 0 1", 1, 0,
         "field 1 (placement): white has 17 men, at most 16 possible"},
        {"4k3/pppppppp/p7/8/8/8/8/4K3 b - - 0 1", 1, 0,
         "field 1 (placement): black has 9 pawns, at most 8 possible"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
}

/* More men of a kind than the starting army has came from promotions, one pawn each: a side
 * with more such men than pawns missing cannot come from any game. */
static void test_errors_promotions_needed(void **state)
{
    (void)state;
    static const fen_error_case cases[] = {
        {"4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1", 1, 0,
         "field 1 (placement): white has 8 pawns and 3 knights: at most 2 knights without a promotion, and no pawn is "
         "missing to have promoted"},
        {"QQQQQQQk/QQQQQQQQ/8/8/8/8/8/K7 b - - 0 1", 1, 0,
         "field 1 (placement): white has 0 pawns and 15 queens: at most 1 queen without a promotion, and only 8 pawns "
         "are missing to have promoted"},
        /* a third bishop, on the squares of one already there (c1 and e3 are dark) */
        {"4k3/8/8/8/8/4B3/PPPPPPPP/2B1KB2 w - - 0 1", 1, 0,
         "field 1 (placement): white has 8 pawns and 2 dark-squared bishops: at most 1 dark-squared bishop without a "
         "promotion, and no pawn is missing to have promoted"},
        {"rnbqk1nr/pppppppp/8/8/2b5/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 0,
         "field 1 (placement): black has 8 pawns and 2 light-squared bishops: at most 1 light-squared bishop without "
         "a promotion, and no pawn is missing to have promoted"},
        {"4k3/8/8/8/8/8/PPPPPPP1/RRRRK3 w - - 0 1", 1, 0,
         "field 1 (placement): white has 7 pawns and 4 rooks: at most 2 rooks without a promotion, and only 1 pawn is "
         "missing to have promoted"},
        {"4k3/8/8/8/8/8/PPPPPP2/QQQ1KNNN w - - 0 1", 1, 0,
         "field 1 (placement): white has 6 pawns, 3 queens and 3 knights: 3 men beyond the starting army need a "
         "promotion each, and only 2 pawns are missing to have promoted"},
        {"k7/8/8/8/8/PPPPP3/QQRRRNNN/4KB1B w - - 0 1", 1, 0,
         "field 1 (placement): white has 5 pawns, 2 queens, 3 rooks, 3 knights and 2 light-squared bishops: 4 men "
         "beyond the starting army need a promotion each, and only 3 pawns are missing to have promoted"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
    /* as many extra men as missing pawns: reachable */
    static const char *const reachable[] = {
        "4k3/8/8/8/8/8/PPPPPPP1/NNN1K3 w - - 0 1",
        "QQQQQQQk/Q7/8/8/8/8/8/K7 b - - 0 1",
        "4k3/8/8/8/8/4B3/PPPPPPP1/2B1KB2 w - - 0 1",
        "4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "k7/8/8/8/8/PPPPP3/QQRRRNN1/4KB1B w - - 0 1",
        "k7/8/8/8/8/PPP5/QQRRRNNN/4KB1B w - - 0 1",
    };
    for (size_t i = 0; i < sizeof reachable / sizeof reachable[0]; i++) {
        pk_position pos;
        pk_fen_error err;
        if (pk_fen_parse(&pos, reachable[i], PK_RULES_CHESS, &err) != 0)
            fail_msg("refused: \"%s\": %s", reachable[i], err.message);
    }
    /* the kingless game starts from set-ups of its own: three knights beside eight pawns may be one */
    pk_position pos;
    assert_int_equal(pk_fen_parse(&pos, "nnn5/8/8/8/8/8/PPPPPPPP/NNN5 w - - 0 1", PK_RULES_KINGLESS, NULL), 0);
}

static void test_errors_side_castling_ep(void **state)
{
    (void)state;
    static const fen_error_case cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 2, 45,
         "field 2 (side to move): 'x' is not 'w' or 'b'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", 2, 45,
         "field 2 (side to move): 'white' is not 'w' or 'b'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", 3, 49,
         "field 3 (castling): 'x' is not a castling letter (K, Q, k, q or -)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1", 3, 48, "field 3 (castling): 'K' given twice"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1", 3, 47,
         "field 3 (castling): right 'Q' needs a white rook on a1"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", 3, 47,
         "field 3 (castling): right 'K' needs a white rook on h1"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w KQkq - 0 1", 3, 47,
         "field 3 (castling): right 'K' needs the white king on e1"},
        {"rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 47,
         "field 3 (castling): right 'k' needs a black rook on h8"},
        {"rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1", 3, 47,
         "field 3 (castling): right 'q' needs the black king on e8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", 4, 52,
         "field 4 (en passant): 'e9' is not a square or '-'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq x 0 1", 4, 52,
         "field 4 (en passant): 'x' is not a square or '-'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 4, 52,
         "field 4 (en passant): e3 cannot be an en passant square with white to move (rank 6 expected)"},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", 4, 54,
         "field 4 (en passant): e6 cannot be an en passant square with black to move (rank 3 expected)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", 4, 52,
         "field 4 (en passant): e6 needs a black pawn on e5 that has just moved two squares"},
        {"rnbqkbnr/pppp1ppp/4p3/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", 4, 54,
         "field 4 (en passant): e6 needs a black pawn on e5 that has just moved two squares"},
        {"rnbqkb1r/ppp1pppp/3n4/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1", 4, 56,
         "field 4 (en passant): d6: the pawn on d5 cannot have just passed over an occupied square"},
        {"rn1qkbnr/pppbpppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1", 4, 54,
         "field 4 (en passant): d6: the pawn on d5 cannot have just passed over an occupied square"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
}

static void test_errors_checks(void **state)
{
    (void)state;
    static const fen_error_case cases[] = {
        {"4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", 2, 23,
         "field 2 (side to move): white to move while the black king is in check"},
        {"4k3/8/8/8/8/8/4q3/4K3 b - - 0 1", 2, 23,
         "field 2 (side to move): black to move while the white king is in check"},
        {"4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1", 1, 0,
         "field 1 (placement): the side to move is in check from 3 men at once, which no move can give"},
        {"4k3/8/8/8/8/8/8/r3K2r w - - 0 1", 1, 0,
         "field 1 (placement): double check by two men on one line through the king, which no move can give"},
        {"2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1", 1, 0,
         "field 1 (placement): double check by two men on one line through the king, which no move can give"},
        {"4k3/8/8/8/8/8/2n2p2/4K3 w - - 0 1", 1, 0,
         "field 1 (placement): double check by a knight and a pawn, which no move can give"},
        {"8/8/N7/2k5/N7/8/8/3K4 b - - 0 1", 1, 0,
         "field 1 (placement): double check by a knight and a knight, which no move can give"},
        /* neither checker can have come from a square that shielded the king from the other */
        {"4r2k/8/8/b7/8/8/8/4K3 w - - 0 1", 1, 0,
         "field 1 (placement): double check by a bishop on a5 and a rook on e8, which no move can give"},
        /* an en passant square says the last move was f2-f4; that cannot have let the h1 rook check */
        {"8/8/8/8/5Ppk/8/8/4K2R b - f3 0 1", 4, 0,
         "field 4 (en passant): the check from the rook cannot follow the double pawn push this en passant "
         "square implies"},
        {"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", 4, 0,
         "field 4 (en passant): the check from the queen cannot follow the double pawn push this en passant "
         "square implies"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
}

static void test_possible_checks_accepted(void **state)
{
    (void)state;
    pk_position pos;
    /* a slider and a knight: a discovered double check */
    load(&pos, "R3r2k/8/8/8/2Q5/3n4/8/4K3 w - - 0 1");
    assert_int_equal(pos.checkers, PK_BIT(square("e8")) | PK_BIT(square("d3")));
    /* the double push f2-f4 uncovered the e1 bishop */
    load(&pos, "8/8/8/8/5Ppk/8/8/4B1K1 b - f3 0 1");
    assert_int_equal(pos.checkers, PK_BIT(square("e1")));
    /* the pawn that moved two gives the check */
    load(&pos, "8/8/8/4k3/3Pp3/8/8/4K3 b - d3 0 1");
    assert_int_equal(pos.checkers, PK_BIT(square("d4")));
    /* python-chess: checkers aligned with the other king are fine */
    load(&pos, "8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3");
    assert_int_equal(pos.checkers, PK_BIT(square("f2")) | PK_BIT(square("f1")));
}

/* BUG: lib/chess/fen.c check_checkers (could_uncover) rejects a double check by two sliders that
 * neither moved, but en passant uncovers two lines at once: the capturing pawn leaves e5 and the
 * captured pawn leaves d5. Repro: from 8/3p4/4k3/4P3/8/1B6/8/4R1K1 b - - 0 1 play 1...d5 (blocks
 * the b3 bishop's check) 2.exd6 e.p.: the rook e1 (through e5) and the bishop b3 (through d5) both
 * check. pk_fen_write gives 8/8/3Pk3/8/8/1B6/8/4R1K1 b - - 0 2, which pk_fen_parse rejects with
 * "double check by a rook on e1 and a bishop on b3, which no move can give"; expected: accepted
 * (python-chess accepts it too). So a FEN that pgnkit writes for a legal game cannot be read
 * back. */
static void test_double_check_after_en_passant_accepted(void **state)
{
    (void)state;
    pk_position pos;
    char fen[PK_FEN_MAX];
    load(&pos, "8/3p4/4k3/4P3/8/1B6/8/4R1K1 b - - 0 1");
    play(&pos, "d5");
    play(&pos, "exd6");
    assert_int_equal(pos.checkers, PK_BIT(square("e1")) | PK_BIT(square("b3")));
    pk_fen_write(&pos, PK_FEN_EP_ALWAYS, fen);
    assert_string_equal(fen, "8/8/3Pk3/8/8/1B6/8/4R1K1 b - - 0 2");
    pk_position again;
    pk_fen_error err;
    if (pk_fen_parse(&again, fen, PK_RULES_CHESS, &err) != 0)
        fail_msg("BUG: the position after 1...d5 2.exd6 e.p. is rejected: %s", err.message);
    assert_int_equal(again.key, pos.key);
    assert_int_equal(again.checkers, pos.checkers);
}

static void test_errors_clocks_and_fields(void **state)
{
    (void)state;
    static const fen_error_case cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 5, 54,
         "field 5 (halfmove clock): 'x' is not a number of plies"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", 5, 54,
         "field 5 (halfmove clock): '-1' is not a number of plies"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1234567890 1", 5, 54,
         "field 5 (halfmove clock): '1234567890' is not a number of plies"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", 6, 56,
         "field 6 (fullmove number): '0' is not a move number (1 or more)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x", 6, 56,
         "field 6 (fullmove number): 'x' is not a move number (1 or more)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1", 6, 56,
         "field 6 (fullmove number): '-1' is not a move number (1 or more)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", 6, 55,
         "field 6 (fullmove number): missing after the halfmove clock"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", 4, 51,
         "field 4 (en passant): missing (a FEN has 6 fields; the clocks may be left out)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", 3, 46,
         "field 3 (castling): missing (a FEN has 6 fields; the clocks may be left out)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 2, 44,
         "field 2 (side to move): missing (a FEN has 6 fields; the clocks may be left out)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", 0, 1,
         "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)"},
        {"", 0, 1, "empty FEN"},
        {"   ", 0, 1, "empty FEN"},
        /* the placement is read as its field is split: more than 6 fields is still said before
         * the placement's own errors, and the placement ends at a blank or a tab */
        {"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", 0, 1,
         "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1 x y", 0, 1,
         "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)"},
        {"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 1, 37, "field 1 (placement): 7 ranks, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\tw KQkq - 0 1", 1, 43,
         "field 1 (placement): rank 1 has 7 squares, expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", 1, 44, "field 1 (placement): more than 8 ranks"},
        {" \trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 2, 46,
         "field 2 (side to move): missing (a FEN has 6 fields; the clocks may be left out)"},
    };
    check_errors(cases, sizeof cases / sizeof cases[0]);
}

/* The longest FENs pk_fen_parse accepts (eight ranks of 8 characters, 9-digit clocks) fit in
 * PK_FEN_MAX bytes with their NUL. Written into a larger buffer so that a regression fails this
 * test instead of corrupting the stack. */
static void test_fen_write_fits_pk_fen_max(void **state)
{
    (void)state;
    static const char *const fens[] = {
        /* the longest placement a game can reach: no two like squares side by side on any rank,
         * one bishop of each square colour a side */
        "r1b1k1n1/1p1p1p1p/p1p1p1p1/q1r1b1n1/1N1B1R1Q/1P1P1P1P/P1P1P1P1/1N1B1K1R w - - 999999999 999999999",
        "r1b1k1n1/1p1p1p1n/1p1p1p1p/q1r1p1b1/1N1B1R1Q/1P1P1P1P/P1P1P1P1/1N1B1K1R w - e6 999999999 999999999",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        pk_position pos;
        char out[PK_FEN_MAX + 64];
        load(&pos, fens[i]);
        size_t n = pk_fen_write(&pos, PK_FEN_EP_ALWAYS, out);
        assert_string_equal(out, fens[i]);
        if (n + 1 > PK_FEN_MAX)
            fail_msg("pk_fen_write wrote %zu bytes with the NUL, PK_FEN_MAX is %d: \"%s\"", n + 1, PK_FEN_MAX, out);
    }
}

/* pk_fen_write writes a rank from tables of its 256 occupancies: every occupancy on every rank,
 * each man of every kind somewhere, gives back the placement it was put from (put_placement reads
 * it square by square; the text is made here square by square too). */
static void test_fen_write_every_rank_occupancy(void **state)
{
    (void)state;
    static const char men[] = "PNBRQKpnbrqk";
    unsigned next_man = 0;
    for (unsigned o = 0; o < 256; o++) {
        char placement[80], *p = placement;
        for (int rank = 7; rank >= 0; rank--) {
            unsigned occupancy = (o + 37u * (unsigned)rank) & 0xFF, empty = 0;
            for (int file = 0; file < 8; file++) {
                if (!(occupancy >> file & 1)) {
                    empty++;
                    continue;
                }
                if (empty)
                    *p++ = (char)('0' + empty);
                empty = 0;
                *p++ = men[next_man++ % 12];
            }
            if (empty)
                *p++ = (char)('0' + empty);
            if (rank)
                *p++ = '/';
        }
        *p = 0;
        pk_position pos;
        put_placement(&pos, placement, PK_RULES_KINGLESS);
        char out[PK_FEN_MAX], expected[PK_FEN_MAX];
        snprintf(expected, sizeof expected, "%s w - - 0 1", placement);
        memset(out, 0x5A, sizeof out);
        size_t n = pk_fen_write(&pos, PK_FEN_EP_ALWAYS, out);
        assert_string_equal(out, expected);
        assert_int_equal(n, strlen(expected));
        /* a rank is written 8 bytes at a time: nothing past the NUL is touched */
        for (size_t i = n + 1; i < sizeof out; i++)
            assert_int_equal((unsigned char)out[i], 0x5A);
    }
}

/* ---- agreement with other implementations on their graded cases (pgnkit-notations(7), FEN) */

typedef struct {
    const char *fen;
    int chess960; /* python-chess column 2; 0 for chess.js */
    const char *reason;
} expected_disagreement;

/* Every case where our verdict differs from python-chess on purpose, one reason each. */
static const expected_disagreement python_chess_expected[] = {
    {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 1,
     "Chess960 start position: KQkq with the kings on g1/g8 (we do not support Chess960)"},
    {"1r1k1r2/5p2/8/8/8/8/3N4/R5KR b KQkq - 0 1", 1,
     "Chess960 castling rights with the kings off e1/e8 (we do not support Chess960)"},
    {"rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11", 1,
     "X-FEN rook-file letter G (Chess960 only)"},
    {"rkbqrbnn/pppppppp/8/8/8/8/PPPPPPPP/RKBQRBNN w EAea - 0 1", 1,
     "Shredder-FEN castling letters EAea (Chess960 only)"},
    {NULL, 0, NULL},
};

/* chess.js: no intended disagreement. */
static const expected_disagreement chess_js_expected[] = {
    {NULL, 0, NULL},
};

/* python-chess's third column is a status (VALID or error flags) or, for cases from its other
 * tests, a note; the position's status() verdict for each note: */
static int python_chess_valid(const char *note)
{
    static const struct { const char *prefix; int valid; } notes[] = {
        {"VALID", 1},
        {"result ", 1},                     /* game-end cases: legal positions */
        {"accepted as-is", 1},              /* a Chess960 position python-chess accepts */
        {"X-FEN valid", 1},
        {"Chess960 #", 1},
        {"fen() round-trips unchanged", 0}, /* "on illegal board": no kings */
        {"fen() normalises ep away", 0},    /* no black king */
        {"parses; king(WHITE) is None", 0}, /* four kings a side */
        {"BAD_CASTLING_RIGHTS", 0},
        {"NO_WHITE_KING", 0},
        {"NO_BLACK_KING", 0},
        {"INVALID_EP_SQUARE", 0},
        {"OPPOSITE_CHECK", 0},
        {"TOO_MANY_KINGS", 0},
        {"TOO_MANY_CHECKERS", 0},
        {"IMPOSSIBLE_CHECK", 0},
        {"EMPTY", 0},
    };
    for (size_t i = 0; i < sizeof notes / sizeof notes[0]; i++)
        if (strncmp(note, notes[i].prefix, strlen(notes[i].prefix)) == 0)
            return notes[i].valid;
    return -1;
}

static int chess_js_valid(const char *verdict)
{
    if (strncmp(verdict, "true", 4) == 0)
        return 1;
    if (strncmp(verdict, "false", 5) == 0)
        return 0;
    return -1;
}

static const expected_disagreement *find_expected(const expected_disagreement *list, const char *fen, int chess960)
{
    for (; list->fen; list++)
        if (list->chess960 == chess960 && strcmp(list->fen, fen) == 0)
            return list;
    return NULL;
}

static bool corpus_present(void)
{
    struct stat st;
    return stat(CORPUS_DIR, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Reads "FEN <TAB> column2 <TAB> column3" lines ('#' comments). has_960_column: python-chess's
 * second column is the chess960 flag and its third the verdict; chess.js's second is the verdict. */
static void check_agreement(const char *who, const char *path, bool has_960_column,
                            const expected_disagreement *expected)
{
    if (!corpus_present()) {
        printf("%s: %s absent, agreement not checked\n", who, CORPUS_DIR);
        skip();
    }
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s present but %s cannot be read", CORPUS_DIR, path);
    char line[2048];
    int line_no = 0, cases = 0, agree = 0, intended = 0, unexpected = 0;
    bool seen[16] = {false};
    while (fgets(line, sizeof line, f)) {
        line_no++;
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#' || line[0] == 0)
            continue;
        char *tab = strchr(line, '\t');
        if (!tab)
            fail_msg("%s:%d: no tab", path, line_no);
        *tab = 0;
        const char *fen = line, *second = tab + 1, *verdict_text = second;
        int chess960 = 0;
        if (has_960_column) {
            chess960 = second[0] == '1';
            const char *tab2 = strchr(second, '\t');
            if (!tab2)
                fail_msg("%s:%d: no third column", path, line_no);
            verdict_text = tab2 + 1;
        }
        int theirs = has_960_column ? python_chess_valid(verdict_text) : chess_js_valid(verdict_text);
        if (theirs < 0)
            fail_msg("%s:%d: verdict \"%s\" not classified; add it to the table in this test", path, line_no,
                     verdict_text);
        pk_position pos;
        pk_fen_error err;
        err.message[0] = 0;
        int ours = pk_fen_parse(&pos, fen, PK_RULES_CHESS, &err) == 0;
        cases++;
        const expected_disagreement *known = find_expected(expected, fen, chess960);
        if (known) {
            assert_true(known - expected < (ptrdiff_t)(sizeof seen / sizeof seen[0]));
            seen[known - expected] = true;
        }
        if (ours == theirs) {
            agree++;
            if (known) {
                printf("%s:%d: listed as a disagreement but now agrees (%s): \"%s\"\n", path, line_no,
                       known->reason, fen);
                unexpected++;
            }
        } else if (known) {
            intended++;
        } else {
            printf("%s:%d: NEW disagreement: %s says %s, we say %s%s%s: \"%s\"\n", path, line_no, who,
                   theirs ? "valid" : "invalid", ours ? "valid" : "invalid", ours ? "" : " -- ",
                   ours ? "" : err.message, fen);
            unexpected++;
        }
    }
    fclose(f);
    for (const expected_disagreement *e = expected; e->fen; e++)
        if (!seen[e - expected]) {
            printf("%s: listed disagreement not found in %s: \"%s\"\n", who, path, e->fen);
            unexpected++;
        }
    printf("%s: %d/%d agree (%d intended disagreements)\n", who, agree, cases, intended);
    assert_true(cases > 0);
    assert_int_equal(unexpected, 0);
}

static void test_agreement_python_chess(void **state)
{
    (void)state;
    check_agreement("python-chess", CORPUS_DIR "/python-chess/cases-fen-status.tsv", true, python_chess_expected);
}

static void test_agreement_chess_js(void **state)
{
    (void)state;
    check_agreement("chess.js", CORPUS_DIR "/chess.js/cases-validate-fen.tsv", false, chess_js_expected);
}

/* A position given as words (pgnkit fen): whole, as fields, startpos, a kingless start's name;
 * a first word that is a move means the start position. */
static void test_fen_words(void **state)
{
    (void)state;
    char fen[256];
    assert_int_equal(pk_fen_words(NULL, 0, PK_RULES_CHESS, fen, sizeof fen), 0);
    assert_string_equal(fen, pk_fen_startpos);
    char *moves[] = {"e4", "e5"};
    assert_int_equal(pk_fen_words(moves, 2, PK_RULES_CHESS, fen, sizeof fen), 0);
    assert_string_equal(fen, pk_fen_startpos);
    char *start[] = {"startpos", "e4"};
    assert_int_equal(pk_fen_words(start, 2, PK_RULES_CHESS, fen, sizeof fen), 1);
    assert_string_equal(fen, pk_fen_startpos);
    char *whole[] = {"8/8/8/8/8/8/8/K6k w - - 0 1", "Kb2"};
    assert_int_equal(pk_fen_words(whole, 2, PK_RULES_CHESS, fen, sizeof fen), 1);
    assert_string_equal(fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
    /* fields are taken while they have their shape: "e5" is a move, not an en passant square */
    char *fields[] = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "b", "KQkq", "e5"};
    assert_int_equal(pk_fen_words(fields, 4, PK_RULES_CHESS, fen, sizeof fen), 3);
    assert_string_equal(fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq");
    char *named[] = {"unequal", "Nc3"};
    assert_int_equal(pk_fen_words(named, 2, PK_RULES_KINGLESS, fen, sizeof fen), 1);
    assert_string_equal(fen, "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1");
    assert_int_equal(pk_fen_words(named + 1, 1, PK_RULES_KINGLESS, fen, sizeof fen), 0);
    assert_string_equal(fen, "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1"); /* moves only: from "equal" */
    assert_int_equal(pk_fen_words(NULL, 0, PK_RULES_KINGLESS, fen, sizeof fen), 0);
    assert_string_equal(fen, "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_fen_words),
        cmocka_unit_test(test_fen_write_every_rank_occupancy),
        cmocka_unit_test(test_fields_read),
        cmocka_unit_test(test_normalised_on_write),
        cmocka_unit_test(test_startpos_and_play),
        cmocka_unit_test(test_ep_write_policy),
        cmocka_unit_test(test_start_placements_read_at_once),
        cmocka_unit_test(test_errors_placement),
        cmocka_unit_test(test_errors_promotions_needed),
        cmocka_unit_test(test_errors_side_castling_ep),
        cmocka_unit_test(test_errors_checks),
        cmocka_unit_test(test_possible_checks_accepted),
        cmocka_unit_test(test_errors_clocks_and_fields),
        cmocka_unit_test(test_double_check_after_en_passant_accepted),
        cmocka_unit_test(test_fen_write_fits_pk_fen_max),
        cmocka_unit_test(test_agreement_python_chess),
        cmocka_unit_test(test_agreement_chess_js),
    };
    return cmocka_run_group_tests_name("fen", tests, NULL, NULL);
}
