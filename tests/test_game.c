/* Game records and their check: per game the verdict (valid, plies, outcome, notation,
 * language, variant) and each diagnostic (code, severity, place, ply, message, suggestion),
 * for the game ends of pgnkit-rules(7), CHESS, bad moves, the notations, variations and game
 * boundaries; and the termination marker against the Result tag. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "variant.h"
#include "kingless_rounds.h"
#include "game_test_helpers.h"
#include "test_helpers.h"

/* Positions checked with stockfish ("d" after the moves). */
#define AFTER_FOOLS_MATE "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
#define AFTER_LOYD_STALEMATE "5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10"
#define AFTER_E4_E5_NF3_NC6 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"

typedef struct {
    pk_pgn_lexer *lx;
    pk_game_reader *reader;
    pk_game g;
} games;

static int setup(void **state)
{
    games *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    pk_game_init(&s->g);
    *state = s;
    return 0;
}

static void close_input(games *s)
{
    pk_game_reader_free(s->reader);
    pk_pgn_lexer_free(s->lx);
    s->reader = NULL;
    s->lx = NULL;
}

static int teardown(void **state)
{
    games *s = *state;
    close_input(s);
    pk_game_free(&s->g);
    free(s);
    return 0;
}

static games *open_input(void **state, const char *text)
{
    games *s = *state;
    close_input(s);
    s->lx = pk_pgn_lexer_open_memory(text, strlen(text));
    s->reader = pk_game_reader_new(s->lx);
    assert_non_null(s->reader);
    return s;
}

/* Reads and checks the next game; fails when there is none. */
static pk_game *next_game_(pk_where at, games *s, const pk_check_options *opt)
{
    if (!pk_game_read(s->reader, &s->g))
        where_fail(at, "no more games");
    pk_game_check(&s->g, opt);
    return &s->g;
}
#define next_game(...) next_game_(HERE, __VA_ARGS__)

static const pk_check_options defaults = {0};

static void expect_verdict_(pk_where at, const pk_game *g, bool valid, uint32_t plies, const char *outcome,
                            const char *notation, const char *lang, const char *variant)
{
    char what[64];
    snprintf(what, sizeof what, "game %llu", (unsigned long long)g->number);
    where_bool(at, what, "valid", g->valid, valid);
    where_int(at, what, "plies", g->plies, plies);
    where_str(at, what, "outcome", g->outcome, outcome);
    where_str(at, what, "notation", g->notation, notation);
    where_str(at, what, "lang", g->lang ? g->lang->code : NULL, lang);
    where_str(at, what, "variant", g->variant, variant);
}
#define expect_verdict(...) expect_verdict_(HERE, __VA_ARGS__)


static void expect_final_(pk_where at, const pk_game *g, const char *fen)
{
    char out[PK_FEN_MAX];
    pk_fen_write(&g->final, PK_FEN_EP_IF_LEGAL, out);
    where_str(at, "final position", "FEN", out, fen);
}
#define expect_final(...) expect_final_(HERE, __VA_ARGS__)

static void expect_no_more_games_(pk_where at, games *s)
{
    if (pk_game_read(s->reader, &s->g))
        where_fail(at, "game %llu read, expected no more games", (unsigned long long)s->g.number);
}
#define expect_no_more_games(...) expect_no_more_games_(HERE, __VA_ARGS__)

/* ---- game ends ------------------------------------------------------------------------- */

static void test_mate_with_the_right_result(void **state)
{
    games *s = open_input(state, "[Event \"mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, "checkmate", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    assert_int_equal(g->number, 1);
    assert_int_equal(g->result, PK_RESULT_BLACK);
    expect_final(g, AFTER_FOOLS_MATE);
    expect_no_more_games(s);
}

static void test_stalemate(void **state)
{
    /* Sam Loyd's ten-move stalemate */
    games *s = open_input(state, "[Event \"stalemate\"]\n[Result \"1/2-1/2\"]\n\n"
                                 "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3\n"
                                 "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 19, "stalemate", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, AFTER_LOYD_STALEMATE);
}

static void test_insufficient_material(void **state)
{
    /* the rook gives check and is taken: king against king */
    games *s = open_input(state, "[Event \"dead\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3rK3 w - - 0 1\"]\n"
                                 "[Result \"1/2-1/2\"]\n\n1. Kxd1 1/2-1/2\n\n"
                                 "[Event \"dead, won\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3rK3 w - - 0 1\"]\n"
                                 "[Result \"1-0\"]\n\n1. Kxd1 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 1, "insufficient-material", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "4k3/8/8/8/8/8/8/3K4 b - - 0 1");

    g = next_game(s, &defaults);
    expect_verdict(g, false, 1, "insufficient-material", "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_int_equal(g->n_errors, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "result-wrong", 13, 9, 0, "",
                "the game ended in a dead position with insufficient material at ply 1, so the result is 1/2-1/2, "
                "not 1-0",
                "1/2-1/2");
}

static void test_threefold_repetition(void **state)
{
    /* the starting position at plies 0, 4 and 8 */
    games *s = open_input(state, "[Event \"threefold\"]\n[Result \"1/2-1/2\"]\n\n"
                                 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n\n"
                                 "[Event \"twice\"]\n[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 1/2-1/2\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 8, "threefold-repetition", "san", "en", "chess");
    assert_int_equal(g->result, PK_RESULT_DRAW);
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    /* twice is no claim: an agreed draw, no outcome */
    g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
}

/* Fivefold repetition through its key slots (fivefold_repetition): after a long stretch of
 * other positions, after a pawn move that starts the stretch anew, one repetition short, and a
 * game after a longer one (the slots hold its plies). */
static void test_fivefold_after_a_long_stretch(void **state)
{
    /* a cycle of 8 plies back to the start: the start at plies 0, 8, 16, 24 and 32 */
    static const char cycle[] = "Nf3 Nf6 Nc3 Nc6 Ng1 Ng8 Nb1 Nb8 ";
    char text[2048];
    size_t n = (size_t)snprintf(text, sizeof text, "[Event \"cycle\"]\n[Date \"2020.01.01\"]\n\n");
    for (int i = 0; i < 4; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "%s", cycle);
    n += (size_t)snprintf(text + n, sizeof text - n, "1/2-1/2\n\n");
    /* the same one repetition short, then a pawn move: the stretch starts again from there */
    n += (size_t)snprintf(text + n, sizeof text - n, "[Event \"short\"]\n[Date \"2020.01.01\"]\n\n");
    for (int i = 0; i < 3; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "%s", cycle);
    n += (size_t)snprintf(text + n, sizeof text - n, "e4 e5 %s%s*\n\n", cycle, cycle);
    /* after e4 e5, the position at plies 2, 6, 10, 14 and 18 */
    n += (size_t)snprintf(text + n, sizeof text - n,
                          "[Event \"after a pawn move\"]\n[Date \"2020.01.01\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 "
                          "4. Nf3 Nc6 5. Ng1 Nb8 6. Nf3 Nc6 7. Ng1 Nb8 8. Nf3 Nc6 9. Ng1 Nb8 1/2-1/2\n");
    assert_true(n < sizeof text);
    games *s = open_input(state, text);
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 32, "fivefold-repetition", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 42, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 18, "fivefold-repetition", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_no_more_games(s);
}

/* Each game's Date tag read once (check_dates) for its warnings and for whether the automatic
 * draws apply (date_is_recent): from 2014-07-01, or when the date is unknown, short or no day
 * of the calendar; and its Result tag read once, again up to its NUL only when not a result. */
static void test_date_and_result_tags_read_once(void **state)
{
    static const struct {
        const char *date, *outcome, *diag;
    } dates[] = {
        {"2014.07.01", "fivefold-repetition", NULL},
        {"2014.06.30", "threefold-repetition", NULL},
        {"2014.??.??", "fivefold-repetition", NULL},
        {"2010.02.30", "fivefold-repetition", "bad-date"},
        {"201", "fivefold-repetition", "bad-tag"},
        {"????.??.??", "fivefold-repetition", NULL},
        {"2013.02.28", "threefold-repetition", NULL},
        {"2015.13.01", "fivefold-repetition", "bad-date"},
    };
    static const char cycle[] = "Nf3 Nf6 Nc3 Nc6 Ng1 Ng8 Nb1 Nb8 ";
    char text[8192];
    size_t n = 0;
    for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++)
        n += (size_t)snprintf(text + n, sizeof text - n,
                              "[Event \"d\"]\n[Date \"%s\"]\n[Result \"1/2-1/2\"]\n\n%s%s%s%s1/2-1/2\n\n", dates[i].date,
                              cycle, cycle, cycle, cycle);
    static const char *const results[] = {"\xC2\xBD-\xC2\xBD", "draw", "1-0"};
    for (size_t i = 0; i < 3; i++)
        n += (size_t)snprintf(text + n, sizeof text - n,
                              "[Event \"r\"]\n[Date \"2020.01.01\"]\n[Result \"%s\"]\n\n1. e4 e5 1/2-1/2\n\n", results[i]);
    assert_true(n < sizeof text);
    games *s = open_input(state, text);
    for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++) {
        pk_game *g = next_game(s, &defaults);
        expect_verdict(g, true, 32, dates[i].outcome, "san", "en", "chess");
        assert_int_equal(g->n_diags, dates[i].diag ? 1 : 0);
        if (dates[i].diag)
            assert_string_equal(g->diags[0].code, dates[i].diag);
    }
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].code, "non-standard");
    g = next_game(s, &defaults);
    expect_verdict(g, false, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].message, "Result tag 'draw' is not 1-0, 0-1, 1/2-1/2 or *");
    g = next_game(s, &defaults);
    expect_verdict(g, false, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].code, "result-mismatch");
    expect_no_more_games(s);
}

/* Below 16 plies without a capture or pawn move no fivefold repetition is looked for
 * (FIVEFOLD_MIN_HALFMOVE): a check there is taken for no mate when a move follows (settle_mate
 * finds the mate when that move cannot be played), and the earliest fivefold, at exactly 16, is
 * found: from a FEN whose clock is 0 (the clock at 16 then), and from one whose clock is above. */
static void test_ends_below_sixteen_quiet_plies(void **state)
{
    static const char text[] =
        "[Event \"mate at halfmove 10, marked as check, a move after\"]\n[SetUp \"1\"]\n"
        "[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 10 1\"]\n\n1. Ra8+ Kh8 *\n\n"
        "[Event \"mate at halfmove 12, marked as check\"]\n[SetUp \"1\"]\n"
        "[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 12 1\"]\n\n1. Ra8+ 1-0\n\n"
        "[Event \"checks from halfmove 9\"]\n[SetUp \"1\"]\n[FEN \"6k1/5pp1/8/8/8/8/8/R5K1 w - - 9 1\"]\n\n"
        "1. Ra8+ Kh7 2. Ra1 Kg8 3. Ra8+ Kh7 4. Ra1 Kg8 5. Ra8+ Kh7 6. Ra1 Kg8 7. Ra8+ Kh7 8. Ra1 Kg8 9. Ra8+ "
        "1/2-1/2\n\n"
        "[Event \"fivefold from a clock of 0\"]\n[SetUp \"1\"]\n[FEN \"6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n"
        "1. Ra2 Kh7 2. Ra1 Kg8 3. Ra2 Kh7 4. Ra1 Kg8 5. Ra2 Kh7 6. Ra1 Kg8 7. Ra2 Kh7 8. Ra1 Kg8 1/2-1/2\n\n"
        "[Event \"one ply short\"]\n[SetUp \"1\"]\n[FEN \"6k1/5pp1/8/8/8/8/8/R5K1 w - - 3 1\"]\n\n"
        "1. Ra2 Kh7 2. Ra1 Kg8 3. Ra2 Kh7 4. Ra1 Kg8 5. Ra2 Kh7 6. Ra1 Kg8 7. Ra2 Kh7 8. Ra1 *\n";
    games *s = open_input(state, text);
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 1, "checkmate", "san", "en", "chess");
    assert_int_equal(g->n_diags, 3);
    assert_string_equal(g->diags[0].code, "check-mark");
    assert_string_equal(g->diags[1].message, "move 'Kh8' after the end of the game: the game ended in checkmate");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 1, "checkmate", "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].code, "check-mark");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 17, "fivefold-repetition", "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].message,
                        "move 'Ra8+' after the game was drawn by rule (a fivefold repetition at ply 16)");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 16, "fivefold-repetition", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 15, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_no_more_games(s);
}

/* The same FEN tag in games one after another (setup_start keeps the last one read): the same
 * start each time, under each variant's rules, and a FEN that cannot be read refused each time. */
static void test_same_fen_in_a_row(void **state)
{
    static const char fen[] = "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n";
    static const char moves[] = "\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n\n";
    char text[2048];
    size_t n = 0;
    for (int i = 0; i < 4; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "[Event \"%d\"]\n%s%s%s", i + 1,
                              i == 1 ? "" : "[Variant \"Chess960\"]\n", fen, moves);
    for (int i = 0; i < 2; i++)
        n += (size_t)snprintf(text + n, sizeof text - n,
                              "[Event \"bad\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0\"]"
                              "\n\n1. e4 *\n\n");
    assert_true(n < sizeof text);
    games *s = open_input(state, text);
    for (int i = 0; i < 4; i++) {
        pk_game *g = next_game(s, &defaults);
        expect_verdict(g, true, 8, NULL, "san", "en", i == 1 ? "chess" : "chess960");
        assert_int_equal(g->n_diags, 0);
        /* the rules tell the rights apart: Chess960's carry their mark and their rooks */
        assert_int_equal(g->start.castling, i == 1 ? 0xF : 0xF | PK_CASTLE_960);
        assert_int_equal(g->start.rules, i == 1 ? PK_RULES_CHESS : PK_RULES_CHESS960);
        expect_final(g, "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5");
    }
    for (int i = 0; i < 2; i++) {
        pk_game *g = next_game(s, &defaults);
        assert_false(g->valid);
        assert_int_equal(g->n_errors, 1);
        assert_string_equal(g->diags[g->n_diags - 1].code, "bad-fen");
    }
    expect_no_more_games(s);
}

/* FEN tags going round more starts than setup_start keeps (4): each game starts from its own,
 * whether it was kept, replaced, or read again. */
static void test_fens_going_round(void **state)
{
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1",
    };
    static const int order[] = {0, 1, 2, 3, 4, 0, 2, 4, 1, 3, 3, 0, 1, 2, 4};
    enum { GAMES = sizeof order / sizeof order[0] };
    char text[4096];
    size_t n = 0;
    for (int i = 0; i < GAMES; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "[Event \"%d\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n*\n\n", i + 1,
                              fens[order[i]]);
    assert_true(n < sizeof text);
    games *s = open_input(state, text);
    for (int i = 0; i < GAMES; i++) {
        pk_game *g = next_game(s, &defaults);
        assert_true(g->valid);
        expect_final(g, fens[order[i]]);
    }
    expect_no_more_games(s);
}

static void test_wrong_result(void **state)
{
    games *s = open_input(state, "[Event \"wrong\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 4, "checkmate", "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "result-wrong", 4, 21, 0, "",
                "the game ended in checkmate at ply 4, so the result is 0-1, not 1-0", "0-1");
}

/* ---- bad moves --------------------------------------------------------------------------- */

static void test_illegal_move(void **state)
{
    games *s = open_input(state, "[Event \"illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n");
    pk_game *g = next_game(s, &defaults);
    /* the replay stops at the error: two plies played */
    expect_verdict(g, false, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    assert_int_equal(g->n_errors, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 13, 3, "Ke3", "illegal move 'Ke3': no king can reach e3", "Ke2");
}

static void test_ambiguous_move(void **state)
{
    /* both knights, on g1 and c3, reach e2 */
    games *s = open_input(state, "[Event \"ambiguous\"]\n[Result \"*\"]\n\n1. e3 e6 2. Nc3 Nc6 3. Ne2 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 4, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "ambiguous-move", 4, 24, 5, "Ne2",
                "ambiguous move 'Ne2': the knights on g1 and c3 can both reach e2", "Nge2, Nce2");
}

static void test_null_move(void **state)
{
    static const char pgn[] = "[Event \"null\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 *\n";
    games *s = open_input(state, pgn);
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 1, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 7, 2, "--",
                "null move '--': chess has no pass (allow it with --allow-null)", "");

    pk_check_options allow = {.allow_null = true};
    s = open_input(state, pgn);
    g = next_game(s, &allow);
    expect_verdict(g, true, 3, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    /* the pass hands the move to White again */
    expect_final(g, "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
}

/* ---- notations ------------------------------------------------------------------------- */

static void test_italian_san(void **state)
{
    games *s = open_input(state, "[Event \"italiano\"]\n[Result \"1-0\"]\n\n"
                                 "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O Cf6 1-0\n");
    pk_game *g = next_game(s, &defaults);
    /* C and A are knight and bishop in Italian (Spanish reads them alike and is not named) */
    expect_verdict(g, true, 8, NULL, "san", "it", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5");
    assert_int_equal(g->letters, (1u << ('C' - 'A')) | (1u << 0));
}

/* Games in other languages one after another (language_candidates keeps the last letters'
 * answer): each read in its own, the same letters again after other ones. */
static void test_languages_of_games_in_a_row(void **state)
{
    static const char italian[] = "[Event \"it\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O Cf6 *\n\n";
    static const char english[] = "[Event \"en\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n\n";
    static const char german[] = "[Event \"de\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. O-O Sf6 *\n\n";
    static const char pawns[] = "[Event \"no letters\"]\n\n1. e4 e5 2. d4 d5 *\n\n";
    char text[2048];
    snprintf(text, sizeof text, "%s%s%s%s%s%s%s", italian, italian, english, german, pawns, german, english);
    const char *const langs[] = {"it", "it", "en", "de", "en", "de", "en"};
    games *s = open_input(state, text);
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        pk_game *g = next_game(s, &defaults);
        expect_verdict(g, true, langs[i][0] == 'e' && i == 4 ? 4 : 8, NULL, "san", langs[i], "chess");
        assert_int_equal(g->n_diags, 0);
    }
    expect_no_more_games(s);
}

static void test_iccf_uci_and_descriptive(void **state)
{
    /* the same four plies, 1. e4 e5 2. Nf3 Nc6, in four notations */
    games *s = open_input(state, "[Event \"iccf\"]\n\n1. 5254 5755 2. 7163 2836 *\n\n"
                                 "[Event \"uci\"]\n\n1. e2e4 e7e5 2. g1f3 b8c6 *\n\n"
                                 "[Event \"descriptive\"]\n\n1. P-K4 P-K4 2. N-KB3 N-QB3 *\n\n"
                                 "[Event \"descrittiva\"]\n\n1. P-R4 P-R4 2. C-AR3 C-AD3 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "iccf", NULL, "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, AFTER_E4_E5_NF3_NC6);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "uci", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, AFTER_E4_E5_NF3_NC6);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "descriptive", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, AFTER_E4_E5_NF3_NC6);
    /* Italian descriptive: R re (king), C cavallo, A alfiere, D donna */
    g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "descriptive", "it", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, AFTER_E4_E5_NF3_NC6);
    expect_no_more_games(s);
}

static void test_descriptive_signs_apart(void **state)
{
    /* pgnkit-notations(7), DESCRIPTIVE: "QxP mate" is one move with its sign, which settles QxP
     * (Qxe5+, Qxf7#, Qxh7) as the mate; the game ends in checkmate. In the variation "BxP ch" and
     * "dis ch" belong to their moves too; a sign that does not fit gets the check-mark warning,
     * quoted with it. */
    games *s = open_input(state, "[Event \"signs apart\"]\n\n1.P-K4 P-K4 2.B-B4 N-QB3 3.Q-R5 N-B3 4.QxP! mate "
                                 "(4.BxP ch K-K2 5.Q-R4 dis ch) 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 7, "checkmate", "descriptive", "en", "chess");
    expect_final(g, "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    static const struct {
        const char *text;
        bool detached;
    } words[] = {{"QxP", false}, {"mate", true}, {"BxP", false}, {"ch", true}, {"K-K2", false}, {"Q-R4", false},
                 {"dis", true}, {"ch", true}};
    size_t k = 0;
    for (size_t i = 0; i < g->n_nodes && k < sizeof words / sizeof words[0]; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind != PK_NODE_MOVE || (k == 0 && strcmp(g->text + n->text, "QxP") != 0))
            continue;
        assert_string_equal(g->text + n->text, words[k].text);
        assert_int_equal((n->flags & PK_NODEF_DETACHED) != 0, words[k].detached);
        k++;
    }
    assert_int_equal(k, sizeof words / sizeof words[0]);
    assert_int_equal(g->n_diags, 1);
    assert_string_equal(g->diags[0].code, "check-mark");
    assert_int_equal(g->diags[0].line, 3);
    assert_int_equal(g->diags[0].column, 67);
    assert_string_equal(g->diags[0].message, "'Q-R4 dis ch': the move gives no check: remove the sign");
}

/* ---- the language of SAN: two languages that read the whole game as two games ---------- */

static void test_language_check_sign_decides(void **state)
{
    /* V: the queen in Hungarian (Qe8 mates), the rook in Czech (Re8 only checks): '#' fits the
     * first reading only (checked with stockfish) */
    games *s = open_input(state, "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"6k1/6pp/5p2/1Q6/8/8/5PPP/4R1K1 w - - 0 1\"]\n\n"
                                 "1. Ve8# 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 1, "checkmate", "san", "hu", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "4Q1k1/6pp/5p2/8/8/8/5PPP/4R1K1 b - - 1 1");
}

static void test_language_standard_forms_decide(void **state)
{
    /* P: the knight in Dutch; in English a pawn letter SAN does not write, twice */
    games *s = open_input(state, "[Result \"*\"]\n\n1. e4 e5 2. Pc3 Pf6 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "san", "nl", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3");
}

static void test_language_result_decides(void **state)
{
    /* B: a bishop in English (a dead position: the draw written), a rook in Hungarian (mate,
     * which the draw contradicts); no sign is written anywhere */
    games *s = open_input(state, "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"7k/3P4/7K/8/8/8/8/8 w - - 0 55\"]\n\n"
                                 "55. d8=B 1/2-1/2\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 1, "insufficient-material", "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "3B3k/8/7K/8/8/8/8/8 b - - 0 55");
}

static void test_language_undecided_is_an_error(void **state)
{
    /* N: Ne3-c4 in English, Ba2-c4+ in Romanian; the game writes no sign, so the missing '+'
     * of the second reading tells nothing: an error at the move, the replay stops there */
    const char *pgn = "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"8/8/k7/8/8/4N3/B7/7K w - - 0 1\"]\n\n1. Nc4 *\n";
    games *s = open_input(state, pgn);
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 0, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "ambiguous-language", 5, 4, 1, "Nc4",
                "'Nc4' means Nc4 in English and Bc4+ in Romanian, and the whole game is legal either way: say which "
                "with --from-lang=en or --from-lang=ro",
                "");
    expect_final(g, "8/8/k7/8/8/4N3/B7/7K w - - 0 1");
    /* the move stays unresolved, so that a walk of the record stops there */
    assert_int_equal(g->nodes[0].move, PK_MOVE_NONE);
    /* the replay up to the move (the record cut before it) leaves the move's node a move (the
     * main-line loop's sentinel, after the last node replayed, is put back) */
    assert_int_equal(g->nodes[0].kind, PK_NODE_MOVE);

    pk_check_options romanian = {.lang = pk_lang_find("ro")};
    s = open_input(state, pgn);
    g = next_game(s, &romanian);
    expect_verdict(g, true, 1, NULL, "san", "ro", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "check-mark", 5, 4, 1, "Nc4", "'Nc4': the move gives check: '+' is missing",
                "Nc4+");
}

static void test_language_undecided_with_an_error_either_way(void **state)
{
    /* the same game as above with a variation no reading can play (Ng1: no knight's move from
     * e3, no bishop's from a2): the two readings go as far, to one error each, so the error in
     * the variation does not make the first language tried the game's */
    const char *pgn = "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"8/8/k7/8/8/4N3/B7/7K w - - 0 1\"]\n\n1. Nc4 (1. Ng1) *\n";
    games *s = open_input(state, pgn);
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 0, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "ambiguous-language", 5, 4, 1, "Nc4",
                "'Nc4' means Nc4 in English and Bc4+ in Romanian, and either way the game is read as far, to as "
                "many errors: say which with --from-lang=en or --from-lang=ro",
                "");
    assert_int_equal(g->nodes[0].move, PK_MOVE_NONE);
}

static void test_language_of_uci_is_english(void **state)
{
    /* UCI promotion letters are English: N is the knight, never the Romanian bishop */
    games *s = open_input(state, "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"7k/3P4/7K/8/8/8/8/8 w - - 0 55\"]\n\n"
                                 "55. d7d8N 1/2-1/2\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 1, "insufficient-material", "uci", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "3N3k/8/7K/8/8/8/8/8 b - - 0 55");
}

static void test_kingless_variant(void **state)
{
    /* pgnkit-rules(7), THE KINGLESS GAME: the "equal" start; a decisive result before the round's
     * end is doubted */
    games *s = open_input(state, "[Variant \"Kingless\"]\n[SetUp \"1\"]\n[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1\"]\n\n"
                                 "1. Nc3 Nc6 2. Nb5 Nb4 *\n\n"
                                 "[Variant \"Kingless\"]\n[SetUp \"1\"]\n[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 "
                                 "w - - 0 1\"]\n\n"
                                 "1. Nc3 Nc6 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "san", "en", "kingless");
    assert_int_equal(g->n_diags, 0);
    expect_final(g, "8/ppp5/8/1N6/1n6/8/PPP5/8 w - - 4 3");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 2, NULL, "san", "en", "kingless");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "result-wrong", 11, 12, 0, "",
                "the round has not ended by its rules (last man captured, 40 moves each, or no moves), so its "
                "result is *, not 1-0",
                "*");
}

/* validate --match: a kingless round and the next, the players' colours swapped, make a match;
 * games of another variant between them are passed over, and a round whose players do not
 * swap waits for its own second round. */
static void test_kingless_rounds_paired_into_matches(void **state)
{
#define KINGLESS_ROUND(white, black) \
    "[White \"" white "\"]\n[Black \"" black "\"]\n[Variant \"Kingless\"]\n[SetUp \"1\"]\n" \
    "[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1\"]\n\n"
    games *s = open_input(state, KINGLESS_ROUND("Ana", "Bogdan") "1. Nc3 Nc6 *\n\n"
                                 "[White \"Ana\"]\n[Black \"Bogdan\"]\n\n1. e4 e5 *\n\n"
                                 KINGLESS_ROUND("Bogdan", "Ana") "1. Nc3 Nc6 2. Nb5 Nb4 3. Nxa7 1-0\n\n"
                                 KINGLESS_ROUND("Ana", "Bogdan") "1. Nc3 Nc6 *\n\n"
                                 KINGLESS_ROUND("Ana", "Dan") "1. Nc3 Nc6 *\n\n");
#undef KINGLESS_ROUND
    pk_kingless_rounds rounds = {0};
    pk_match m;
    assert_false(pk_kingless_pair_round(&rounds, next_game(s, &defaults), &m)); /* round 1 waits */
    assert_false(pk_kingless_pair_round(&rounds, next_game(s, &defaults), &m)); /* chess: passed over */
    assert_true(pk_kingless_pair_round(&rounds, next_game(s, &defaults), &m));
    assert_string_equal(m.players[0], "Ana");
    assert_string_equal(m.players[1], "Bogdan");
    /* round 1 unfinished (*), round 2 won by Bogdan with White: 0-1 in rounds; material Ana
     * 6 + 5 (a pawn lost in round 2), Bogdan 6 + 6 */
    assert_int_equal(m.rounds_won[0], 0);
    assert_int_equal(m.rounds_won[1], 1);
    assert_int_equal(m.material[0], 11);
    assert_int_equal(m.material[1], 12);
    assert_int_equal(m.winner, 1);
    assert_false(pk_kingless_pair_round(&rounds, next_game(s, &defaults), &m)); /* a new match */
    assert_false(pk_kingless_pair_round(&rounds, next_game(s, &defaults), &m)); /* Ana - Dan: not swapped */
    assert_true(rounds.pending);
    assert_string_equal(rounds.white, "Ana");
    assert_string_equal(rounds.black, "Dan");
}

/* pgnkit-rules(7), CHESS, Variant tags: a game whose Variant tag names a game pgnkit does not play
 * is an error and is not replayed (no start is set up: callers show no position for it); moves
 * that look like Xiangqi's do not make a Janggi game Xiangqi. The next game is read as usual. */
static void test_variant_not_played(void **state)
{
    games *s = open_input(state, "[Variant \"Janggi\"]\n\n1. h0g2 h9g7 *\n\n"
                                 "[Variant \"Crazyhouse\"]\n[SetUp \"1\"]\n"
                                 "[FEN \"bqnrknrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKNRB w KQkq - 0 1\"]\n\n1. g3 *\n\n"
                                 "1. h0g2 h9g7 *\n");
    pk_game *g = next_game(s, &defaults);
    assert_string_equal(g->row->name, "chess"); /* kept, as read, by the first row */
    assert_false(g->set_up);
    assert_false(g->valid);
    assert_string_equal(g->variant, "unknown");
    assert_int_equal(g->plies, 0);
    expect_diag_at(g, 0, PK_SEV_ERROR, "bad-tag", 1, 1, 0, "");
    assert_int_equal(g->n_diags, 1);
    g = next_game(s, &defaults);
    assert_false(g->set_up);
    assert_string_equal(g->variant, "unknown");
    expect_diag_at(g, 0, PK_SEV_ERROR, "bad-tag", 5, 1, 0, "");
    assert_int_equal(g->n_diags, 1);
    /* with no Variant tag the moves still say Xiangqi */
    g = next_game(s, &defaults);
    assert_string_equal(g->row->name, "xiangqi");
    assert_true(g->valid);
    assert_int_equal(g->plies, 2);
}

/* ---- structure ------------------------------------------------------------------------- */

static void test_variation(void **state)
{
    /* exd5 is legal only in the variation's own position (after 1... d5) */
    games *s = open_input(state, "[Event \"var\"]\n1. e4 e5 (1... d5 2. exd5) 2. Nf3 *\n\n"
                                 "[Event \"var, bad\"]\n1. e4 e5 (1... Ke7) 2. Nf3 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 3, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    assert_int_equal(g->n_nodes, 7); /* e4 e5 ( d5 exd5 ) Nf3 */
    assert_int_equal(g->nodes[2].kind, PK_NODE_OPEN);
    assert_int_equal(g->nodes[3].depth, 1);
    assert_int_equal(g->nodes[3].number, 1);
    assert_int_equal(g->nodes[3].dots, 3);
    expect_final(g, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    /* in the variation the king stands behind its own pawn: the error ends the variation, and
     * the main line goes on */
    g = next_game(s, &defaults);
    expect_verdict(g, false, 3, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 5, 16, 2, "Ke7", "illegal move 'Ke7': no king can reach e7", "");
}

/* The reader tells whether a game has variations (a game read into the same struct after one
 * that had some has none); the replay takes the games without variations or lone signs by a loop
 * of its own: the verdicts are the same either way. */
static void test_variations_flag_and_main_line_replay(void **state)
{
    games *s = open_input(state, "[Event \"with\"]\n1. e4 e5 (1... d5) 2. Nf3 *\n\n"
                                 "[Event \"without\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n"
                                 "[Event \"error\"]\n1. e4 e5 2. Ke3 Nc6 *\n\n"
                                 "[Event \"lone sign\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 # 1-0\n");
    pk_game *g = next_game(s, &defaults);
    assert_true(g->variations);
    expect_verdict(g, true, 3, NULL, "san", "en", "chess");
    g = next_game(s, &defaults);
    assert_false(g->variations);
    expect_verdict(g, true, 6, NULL, "san", "en", "chess");
    expect_final(g, "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
    g = next_game(s, &defaults);
    assert_false(g->variations);
    expect_verdict(g, false, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_errors, 1);
    assert_string_equal(g->diags[0].code, "illegal-move");
    g = next_game(s, &defaults);
    assert_false(g->variations);
    assert_true(g->sign_words);
    expect_verdict(g, true, 7, "checkmate", "san", "en", "chess");
    expect_no_more_games(s);
}

/* What a check found in a game, in text: the verdict, each diagnostic, the final position, each
 * node's move and SAN facts (of a node with a move: the reader leaves the byte as it was in the
 * node's memory, and only a replay that reads the move sets it), and the keys of the main line's
 * positions. */
static void replay_record(const pk_game *g, char *out, size_t size)
{
    char fen[PK_FEN_MAX];
    pk_fen_write(&g->final, PK_FEN_EP_IF_LEGAL, fen);
    size_t n = (size_t)snprintf(out, size, "valid %d plies %u outcome %s notation %s lang %s final %s recorded %d\n",
                                g->valid, g->plies, g->outcome ? g->outcome : "-", g->notation ? g->notation : "-",
                                g->lang ? g->lang->code : "-", fen, g->san_recorded);
    for (size_t i = 0; i < g->n_diags && n < size; i++) {
        const pk_diag *d = &g->diags[i];
        n += (size_t)snprintf(out + n, size - n, "%d %s %u:%u ply %u '%s' %s | %s | %d\n", (int)d->severity, d->code,
                              d->line, d->column, d->ply, d->move, d->message, d->suggestion, d->fix);
    }
    for (size_t i = 0; i < g->n_nodes && n < size; i++) /* the facts of a node with no move say nothing */
        n += (size_t)snprintf(out + n, size - n, "%zu:%x/%x ", i, g->nodes[i].move,
                              g->nodes[i].move != PK_MOVE_NONE ? g->nodes[i].san : 0);
    for (uint32_t i = 0; g->set_up && g->keys && i <= g->plies && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%llx ", (unsigned long long)g->keys[i]);
    assert_true(n < size);
}

/* A game without variations is replayed by a loop of its own (replay_main_line in game_check.c),
 * apart from the general walk of the lines: both must find the same, for each way a move can be
 * read and each way a game can end. The general walk is made to replay the same game by setting
 * its variations flag, which only sends the game to it. */
static void test_main_line_loop_as_the_general_walk(void **state)
{
    static const char *const text =
        "[Event \"signs\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4+ Nf6 4. Qxf7 1-0\n\n"
        "[Event \"lenient\"]\n1. Pe4 e5 2. Ngf3 Nc6 3. Nxc3 Nf6 4. Bb5 Bc5 5. 0-0 O\xE2\x80\x93O 6. d4 exd4\n"
        "7. Nxd4 Nxe4 8. Nxc6 dxc6 9. Nxe4 *\n\n"
        "[Event \"numbers\"]\n1. e4 e5 3. Nf3 Nc6 3... Bc5 *\n\n"
        "[Event \"mate then a move\"]\n1. f3 e5 2. g4 Qh4# 3. a3 0-1\n\n"
        "[Event \"stalemate then a move\"]\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7\n"
        "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 Kg5 1/2-1/2\n\n"
        "[Event \"stalemate, a comment, a move\"]\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7\n"
        "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 {stalemate} Kg5 1/2-1/2\n\n"
        "[Event \"dead from the start\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4KB2 w - - 0 1\"]\n1. Kd2 Kd5 2. Kd3 *\n\n"
        "[Event \"dead after a capture\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1\"]\n"
        "1. Kxd2 Ke7 2. Ke3 Kd6 *\n\n"
        "[Event \"fivefold\"]\n[Date \"2020.01.01\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8\n"
        "7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 Nf6 1/2-1/2\n\n"
        "[Event \"threefold\"]\n[Date \"2000.01.01\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n\n"
        "[Event \"illegal\"]\n1. e4 e5 2. Ke3 Nc6 *\n\n"
        "[Event \"unknown\"]\n1. zz9 e5 *\n\n"
        "[Event \"bad syntax later\"]\n1. e4 e5 2. Nf3 Qx *\n\n"
        "[Event \"en passant, promotions\"]\n[SetUp \"1\"]\n[FEN \"7k/P7/8/3pP3/8/8/8/K7 w - d6 0 1\"]\n"
        "1. exd6 Kg7 2. a8=Q Kf6 3. d7 Ke7 4. d8=Q+ Kf7 5. Qdd7+ Kg6 6. Qd3+ Kf6 7. Qa1+ *\n\n"
        "[Event \"ambiguous\"]\n[SetUp \"1\"]\n[FEN \"7k/R7/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Ra4 Kg7 *\n\n"
        "[Event \"null move\"]\n1. e4 -- 2. d4 e5 *\n\n"
        "[Event \"mate set up\"]\n[SetUp \"1\"]\n[FEN \"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1\"]\n1... Kxg7 *\n\n"
        "[Event \"German\"]\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6 5. O-O Ld6 *\n\n"
        "[Event \"LAN\"]\n1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O *\n\n"
        "[Event \"UCI\"]\n1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. b5c6 d7c6 5. e1g1 *\n\n"
        "[Event \"comments and glyphs\"]\n1. e4 {best} e5 $1 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7\n"
        "7. Qf3+ Ke6 8. Nc3 *\n\n"
        "[Event \"wrong result\"]\n1. f3 e5 2. g4 Qh4# 1-0\n\n"
        "[Event \"missing signs\"]\n1. e4 f6 2. Qh5 g6 3. Qxg6 hxg6 4. Bd3 Rxh2 5. Rxh2 *\n\n"
        "[Event \"checks and pins\"]\n1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0\n\n"
        "[Event \"Chess960\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
        "[FEN \"nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1\"]\n"
        "1. e4 e5 2. Be2 Be7 3. O-O-O O-O-O 4. Kb1 Kb8 *\n\n"
        "[Event \"kingless\"]\n[Variant \"Kingless\"]\n[SetUp \"1\"]\n[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1\"]\n"
        "1. Nc3 Nc6 2. Nd5 Nb4 3. Nxc7 Nd3 4. cxd3 b5 5. Nxb5 a5 6. Nd4 a4 7. Nb5 a3 8. Nxa3 b6 1-0\n\n"
        "[Event \"kingless passes\"]\n[Variant \"Kingless\"]\n[SetUp \"1\"]\n[FEN \"n7/8/8/8/8/p7/P7/8 w - - 0 1\"]\n"
        "1. -- Nb6 2. -- Nd5 3. -- Nc3 4. -- Nxa2 0-1\n\n"
        /* a check written '+' and left unproven (settle_mate): a mate after all, before a move and
         * before a comment, glyph and move; no escape; an escape read the slow way */
        "[Event \"mate with a plus, then a move\"]\n[Result \"0-1\"]\n1. f3 e5 2. g4 Qh4+ 3. a3 0-1\n\n"
        "[Event \"mate with a plus, a comment, a move\"]\n1. f3 e5 2. g4 Qh4+ {mate} $1 3. a3 *\n\n"
        "[Event \"check, then no escape\"]\n1. e4 f5 2. Qh5+ Nf6 *\n\n"
        "[Event \"check, then an escape read the slow way\"]\n1. e4 f5 2. Qh5+ Pg6 3. Qxg6+ hxg6 *\n\n"
        "[Event \"kingless pass with a move\"]\n[Variant \"Kingless\"]\n[SetUp \"1\"]\n"
        "[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1\"]\n1. Nc3 -- 2. Nd5 *\n\n"
        "[Event \"kingless move limit\"]\n[Variant \"Kingless\"]\n[SetUp \"1\"]\n"
        "[FEN \"1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1\"]\n"
        "1. Nc3 Nc6 2. Nb5 Ne5 3. Nxc7 Nc4 4. Nb5 a6 5. Nc3 b5 6. b3 Nd6 7. a3 a5 8. Nd5 Nf5 9. Nf4 Nd6\n"
        "10. Nd5 Nf5 11. Nf4 Nd6 12. Nd5 Nf5 13. Nf4 Nd6 14. Nd5 Nf5 15. Nf4 Nd6 16. Nd5 Nf5 17. Nf4 Nd6\n"
        "18. Nd5 Nf5 19. Nf4 Nd6 20. Nd5 Nf5 21. Nf4 Nd6 22. Nd5 Nf5 23. Nf4 Nd6 24. Nd5 Nf5 25. Nf4 Nd6\n"
        "26. Nd5 Nf5 27. Nf4 Nd6 28. Nd5 Nf5 29. Nf4 Nd6 30. Nd5 Nf5 31. Nf4 Nd6 32. Nd5 Nf5 33. Nf4 Nd6\n"
        "34. Nd5 Nf5 35. Nf4 Nd6 36. Nd5 Nf5 37. Nf4 Nd6 38. Nd5 Nf5 39. Nf4 Nd6 40. Nd5 Nf5 41. Nf4 1-0\n";
    enum { GAMES = 33, SIZE = 1 << 14 };
    static char loop[GAMES][SIZE];
    const pk_check_options options[] = {{0}, {.record_san = true}, {.allow_null = true}};
    for (size_t o = 0; o < sizeof options / sizeof options[0]; o++) {
        games *s = open_input(state, text);
        for (int i = 0; i < GAMES; i++) {
            pk_game *g = next_game(s, &options[o]);
            assert_false(g->variations); /* as read: the loop replays it */
            assert_false(g->sign_words);
            replay_record(g, loop[i], SIZE);
        }
        expect_no_more_games(s);
        s = open_input(state, text);
        for (int i = 0; i < GAMES; i++) {
            if (!pk_game_read(s->reader, &s->g))
                fail_msg("game %d: not read again", i + 1);
            s->g.variations = true; /* the general walk replays it */
            pk_game_check(&s->g, &options[o]);
            char walk[SIZE];
            replay_record(&s->g, walk, SIZE);
            size_t k = 0;
            while (loop[i][k] && loop[i][k] == walk[k])
                k++;
            if (loop[i][k] != walk[k]) /* from a little before where they part */
                fail_msg("options %zu, game %d: the loop found ...%.80s\nthe general walk ...%.80s", o, i + 1,
                         loop[i] + (k > 20 ? k - 20 : 0), walk + (k > 20 ? k - 20 : 0));
        }
    }
}

/* The main-line loop finds the end of the nodes by a sentinel in the room after the last node,
 * put back after it: a game whose nodes fill their array exactly (the reader's array starts at
 * 64 nodes) has no room, and takes the general walk. Both games, a move short of the room and
 * filling it, to the same as through the general walk; the node after the last keeps its kind. */
static void test_main_line_loop_sentinel_and_no_room(void **state)
{
    /* 32 moves, 64 plies: 64 nodes, or 63 without the last move */
    char text[1024];
    size_t len = 0;
    static const char *const moves[] = {"Nf3 Nf6", "Ng1 Ng8", "Nc3 Nc6", "Nb1 Nb8"};
    for (int pass = 0; pass < 2; pass++) {
        len += (size_t)snprintf(text + len, sizeof text - len, "[Event \"%s\"]\n", pass ? "full" : "room");
        for (int m = 1; m <= 32; m++)
            len += (size_t)snprintf(text + len, sizeof text - len, "%d. %s ", m,
                                    pass == 0 && m == 32 ? "Nf3" : moves[(m - 1) % 4]);
        len += (size_t)snprintf(text + len, sizeof text - len, "*\n\n");
    }
    assert_true(len < sizeof text);
    char loop[2][8192], walk[8192];
    games *s = open_input(state, text);
    for (int i = 0; i < 2; i++) {
        if (!pk_game_read(s->reader, &s->g))
            fail_msg("game %d: not read", i + 1);
        pk_game *g = &s->g;
        assert_int_equal(g->n_nodes, i == 0 ? 63 : 64);
        assert_int_equal(g->nodes_cap, 64);
        if (i == 0)
            g->nodes[63].kind = PK_NODE_NAG; /* the room's node, as something left there */
        pk_game_check(g, &defaults);
        assert_true(g->valid);
        assert_int_equal(g->plies, i == 0 ? 63 : 64);
        if (i == 0)
            assert_int_equal(g->nodes[63].kind, PK_NODE_NAG);
        replay_record(g, loop[i], sizeof loop[i]);
    }
    s = open_input(state, text);
    for (int i = 0; i < 2; i++) {
        if (!pk_game_read(s->reader, &s->g))
            fail_msg("game %d: not read again", i + 1);
        s->g.variations = true; /* the general walk replays it */
        pk_game_check(&s->g, &defaults);
        replay_record(&s->g, walk, sizeof walk);
        assert_string_equal(loop[i], walk);
    }
}

static void test_error_in_a_variation_ends_only_it(void **state)
{
    /* Ke7 ends the first variation; in the second, Nf6 ends only the variation nested in it,
     * whose Bxg4+ is still read (its sign is wrong); the main line goes on to its mate, and the
     * result after it is checked. */
    games *s = open_input(state, "[Event \"lines\"]\n[Result \"1-0\"]\n"
                                 "1. f3 e5 (1... Ke7 2. g4) (1... d5 2. g4 (2. Kf2 "
                                 "Qd6 3. Nf6 Qe6) Bxg4+) 2. g4 Qh4# 1-0\n\n"
                                 "[Event \"main\"]\n1. e4 e5 (1... Ke7) 2. Ke3 Nc6 *\n\n"
                                 "[Event \"after\"]\n1. d4 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 4, "checkmate", "san", "en", "chess");
    expect_final(g, AFTER_FOOLS_MATE);
    assert_int_equal(g->n_diags, 4);
    assert_int_equal(g->n_errors, 3);
    expect_diag_at(g, 0, PK_SEV_ERROR, "illegal-move", 3, 16, 2, "Ke7");
    expect_diag_at(g, 1, PK_SEV_ERROR, "illegal-move", 3, 57, 5, "Nf6");
    expect_diag_at(g, 2, PK_SEV_WARNING, "check-mark", 3, 66, 4, "Bxg4+");
    expect_diag_at(g, 3, PK_SEV_ERROR, "result-wrong", 3, 84, 0, "");
    /* the moves replayed keep their moves; the error's node and the rest of its line have none
     * that a walk would take */
    assert_int_equal(g->nodes[3].move, PK_MOVE_NONE); /* Ke7 */
    /* a main-line error after a bad variation is reported, and stops the main line */
    g = next_game(s, &defaults);
    expect_verdict(g, false, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 2);
    expect_diag_at(g, 0, PK_SEV_ERROR, "illegal-move", 6, 16, 2, "Ke7");
    expect_diag_at(g, 1, PK_SEV_ERROR, "illegal-move", 6, 24, 3, "Ke3");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 1, NULL, "san", "en", "chess");
    expect_no_more_games(s);
}

static void test_error_in_a_variation_in_another_language(void **state)
{
    /* The language is chosen over every line: here only Italian reads the main line (Cf3, Ac4),
     * and the variation's error (Re3: the king cannot go there) is reported in Italian too */
    games *s = open_input(state, "1. e4 e5 2. Cf3 (2. Re3 Cc6) 2... Cc6 3. Ac4 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 5, NULL, "san", "it", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag_at(g, 0, PK_SEV_ERROR, "illegal-move", 1, 21, 3, "Re3");
}

static void test_lone_check_sign_before_a_variation(void **state)
{
    /* Once a bug (found by a second reading), now fixed: "Qh5 +" then a variation made the
     * variation "not follow a move"; the lone sign belongs to Qh5, and only a warning is due */
    games *s = open_input(state, "1. e4 f5 2. Qh5 + (2. Nf3 Nf6) 2... g6 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "non-standard", 1, 17, 0, "+",
                "'+' stands apart from its move: write it right after the move", "");
}

static void test_outcome_without_a_result(void **state)
{
    /* Once a bug (found by a second reading), now fixed: a mate with no result marker nor
     * Result tag had no outcome */
    games *s = open_input(state, "1. f3 e5 2. g4 Qh4#\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 4, "checkmate", "san", "en", "chess");
    assert_int_equal(g->result, PK_RESULT_NONE);
}

static void test_tag_name_columns_and_long_escaped_values(void **state)
{
    /* a UTF-8 tag name's characters count one column each (once the byte count was used:
     * 'Qxx' was put at column 21) */
    games *s = open_input(state, "[\xC3\x89vent \"x\"] {c} 1. Qxx *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 0, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 2);
    expect_diag(g, 0, PK_SEV_WARNING, "bad-tag", 1, 1, 0, "",
                "tag name '\xC3\x89vent' is not standard PGN: a name "
                "is a letter followed by letters, digits and '_'", "");
    assert_int_equal(g->diags[1].line, 1);
    assert_int_equal(g->diags[1].column, 20);
    /* an escaped value of 1,010 bytes: the name after it in the lexer's buffer is copied with
     * 16 bytes readable past it (a heap over-read under AddressSanitizer, once) */
    static char text[1100] = "[Event \"\\\\"; /* [Event "\\ : an escaped backslash first */
    char *p = text + strlen(text);
    memset(p, 'a', 1010);
    strcpy(p + 1010, "\"]\n\n1. e4 *\n");
    s = open_input(state, text);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 1, NULL, "san", "en", "chess");
    const char *event = pk_game_tag(g, "Event");
    assert_non_null(event);
    assert_int_equal(strlen(event), 1011);
    assert_int_equal(event[0], '\\');
}

static void test_games_back_to_back(void **state)
{
    /* no blank line between the games, nor between tags and moves */
    games *s = open_input(state, "[Event \"a\"]\n1. e4 *\n[Event \"b\"]\n1. d4 d5 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 1, NULL, "san", "en", "chess");
    assert_int_equal(g->number, 1);
    assert_int_equal(g->line, 1);
    assert_string_equal(pk_game_tag(g, "Event"), "a");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    expect_verdict(g, true, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->number, 2);
    assert_int_equal(g->line, 3);
    assert_int_equal(g->column, 1);
    assert_string_equal(pk_game_tag(g, "Event"), "b");
    assert_int_equal(g->n_diags, 0);
    expect_no_more_games(s);
}

static void test_game_after_a_bad_game(void **state)
{
    /* the first game breaks off at its second move; the next one is read and checked in full */
    games *s = open_input(state, "[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 Ke6 2. Qh5 1-0\n\n"
                                 "[Event \"good\"]\n[Result \"1-0\"]\n\n"
                                 "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 1, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 7, 2, "Ke6", "illegal move 'Ke6': no king can reach e6", "");
    g = next_game(s, &defaults);
    expect_verdict(g, true, 7, "checkmate", "san", "en", "chess");
    assert_int_equal(g->number, 2);
    assert_int_equal(g->line, 6);
    assert_int_equal(g->n_diags, 0);
    assert_int_equal(g->n_errors, 0);
    expect_final(g, "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    expect_no_more_games(s);
}

/* ---- records as the file has them ------------------------------------------------------- */

#define NO_MARKER "the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end"
#define NO_MOVETEXT                                                                                                    \
    "the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, "        \
    "1/2-1/2 or *)"

/* A tag the record already has, after a blank line, or a second Event tag, starts the next
 * record: records of tags only are games of no moves, at the end of the input too. */
static void test_records_of_tags_only(void **state)
{
    games *s = open_input(state, "[Event \"p\"]\n[Round \"1\"]\n\n[Event \"p\"]\n[Round \"2\"]\n[Event \"p\"]\n"
                                 "[Round \"3\"]\n\n[Round \"4\"]\n[ECO \"A00\"]\n[ECO \"A01\"]\n\n[Annotator \"x\"]\n\n"
                                 "1. e4 *\n\n[Event \"last\"]\n");
    static const struct { const char *round; uint32_t line; size_t tags; uint32_t plies; } want[] = {
        {"1", 1, 2, 0}, {"2", 4, 2, 0}, {"3", 6, 2, 0}, {"4", 9, 4, 1}, {NULL, 17, 1, 0},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        pk_game *g = next_game(s, &defaults);
        assert_int_equal(g->number, i + 1);
        assert_int_equal(g->line, want[i].line);
        assert_int_equal(g->n_tags, want[i].tags);
        assert_int_equal(g->plies, want[i].plies);
        if (want[i].round)
            assert_string_equal(pk_game_tag(g, "Round"), want[i].round);
        if (want[i].plies == 0)
            expect_diag(g, 0, PK_SEV_WARNING, "bad-syntax", want[i].line, 1, 0, "", NO_MOVETEXT, "");
        else /* a tag given twice stays in its record, and a blank line inside the tags ends none */
            expect_diag(g, 0, PK_SEV_WARNING, "bad-tag", 11, 1, 0, "", "tag 'ECO' given twice (first on line 10)", "");
        assert_int_equal(g->n_diags, 1);
    }
    expect_no_more_games(s);
}

/* The move numbers of a main line without variations (the replay's own loop, which tests a
 * number without a branch on whether one is written): a right number on White's move or on
 * Black's says nothing, a wrong one on either warns, a move without a number is never checked. */
static void test_move_numbers_on_the_main_line(void **state)
{
    games *s = open_input(state, "1. e4 1... e5 2. Nf3 7... Nc6 3. Bb5 a6 9. Ba4 Nf6 5. O-O 5... Be7 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, true, 10, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 2);
    expect_diag(g, 0, PK_SEV_WARNING, "move-number", 1, 27, 4, "Nc6", "move number 7 does not fit: 'Nc6' is move 2 of the game", "");
    expect_diag(g, 1, PK_SEV_WARNING, "move-number", 1, 44, 7, "Ba4", "move number 9 does not fit: 'Ba4' is move 4 of the game", "");
    expect_no_more_games(s);
}

/* A movetext that starts again at "1." after a blank line, with no marker before, is a new game;
 * the one left gets the missing-marker warning. Not in a variation or a comment, nor when the
 * movetext goes on (2... after a blank line), nor for "1..." after a single move. */
static void test_movetext_starting_again_at_move_one(void **state)
{
    games *s = open_input(state, "1. e4 e5 2. Nf3\n\n1. d4 d5 *\n\n"
                                 "1. e4 e5 2. Nf3\n\n2... Nc6 *\n\n"
                                 "1. e4 e5 2. Nf3 (2. d4\n\n1. c4) {x\n\n1. d4} 2... Nc6 *\n\n"
                                 "1. e4\n\n1... e5 *\n");
    pk_game *g = next_game(s, &defaults);
    assert_int_equal(g->plies, 3);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "bad-syntax", 1, 13, 0, "", NO_MARKER, "");
    g = next_game(s, &defaults);
    assert_int_equal(g->line, 3);
    expect_verdict(g, true, 2, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    assert_int_equal(g->line, 5);
    expect_verdict(g, true, 4, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 0);
    g = next_game(s, &defaults);
    assert_int_equal(g->line, 9);
    assert_int_equal(g->plies, 4); /* the variation's "1. c4" is a bad move of this game */
    expect_diag(g, 0, PK_SEV_WARNING, "move-number", 11, 4, 4, "c4", "move number 1 does not fit: 'c4' is move 2 of the game", "");
    g = next_game(s, &defaults);
    assert_int_equal(g->line, 15);
    expect_verdict(g, true, 2, NULL, "san", "en", "chess");
    expect_no_more_games(s);
}

/* Comments right after the termination marker, up to a blank line or the next tags, belong to
 * the game they follow; one after a blank line opens the next game. */
static void test_comments_after_the_result(void **state)
{
    games *s = open_input(state, "1. e4 *\n{one} ; two\n{three}\n\n{four}\n[Event \"b\"]\n1. d4 * {five}\n"
                                 "[Event \"c\"]\n1. c4 *\n");
    static const char *const comments[][3] = {{"one", " two", "three"}, {"four", "five", NULL}, {NULL}};
    for (size_t i = 0; i < 3; i++) {
        pk_game *g = next_game(s, &defaults);
        assert_int_equal(g->number, i + 1);
        size_t k = 0;
        for (size_t n = 0; n < g->n_nodes; n++)
            if (g->nodes[n].kind == PK_NODE_COMMENT) {
                assert_true(k < 3 && comments[i][k]);
                assert_string_equal(g->text + g->nodes[n].text, comments[i][k]);
                k++;
            }
        assert_true(k == 3 || comments[i][k] == NULL);
        assert_int_equal(g->n_diags, 0);
    }
    expect_no_more_games(s);
}

/* A word of numeric shape that is no move is an error at that word, saying why, in the main
 * line and in a variation; read as a move number, it was lost. */
static void test_iccf_words_that_are_no_moves(void **state)
{
    games *s = open_input(state, "1. 5254 5795 2. 7163 *\n\n1. 5254 (1. 4244 47480) 1... 5755 *\n\n1. 5094 *\n");
    pk_game *g = next_game(s, &defaults);
    expect_verdict(g, false, 1, NULL, "iccf", NULL, "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "bad-syntax", 1, 9, 2, "5795",
                "bad move '5795': no square 95: files run 1-8 (file then rank: 11 = a1, 88 = h8)", "");
    g = next_game(s, &defaults);
    expect_verdict(g, false, 2, NULL, "iccf", NULL, "chess"); /* the error ends the variation only */
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "bad-syntax", 3, 18, 2, "47480",
                "bad move '47480': no promotion piece 0: the promotion "
                "digit is 1 queen, 2 rook, 3 bishop or 4 knight", "");
    g = next_game(s, &defaults);
    expect_verdict(g, false, 0, NULL, "iccf", NULL, "chess");
    expect_diag(g, 0, PK_SEV_ERROR, "bad-syntax", 5, 4, 1, "5094",
                "bad move '5094': no square 50: ranks run 1-8 (file then rank: 11 = a1, 88 = h8)", "");
    expect_no_more_games(s);
}

/* ---- the termination marker -------------------------------------------------------------- */

static pk_game *read_only(games *s)
{
    if (!pk_game_read(s->reader, &s->g))
        fail_msg("no more games");
    return &s->g;
}

static void test_check_termination(void **state)
{
    games *s = open_input(state, "[Event \"agree\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
                                 "[Event \"mismatch\"]\n[Result \"0-1\"]\n\n1. e4 1-0\n\n"
                                 "[Event \"no marker\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 {c}\n\n"
                                 "[Event \"nothing\"]\n\n1. e4 e5\n");
    uint32_t line = 0, column = 0;
    pk_game *g = read_only(s);
    assert_int_equal(pk_game_check_termination(g, &line, &column), PK_RESULT_WHITE);
    assert_int_equal(line, 4);
    assert_int_equal(column, 7);
    assert_int_equal(g->n_diags, 0);

    g = read_only(s);
    assert_int_equal(pk_game_check_termination(g, &line, &column), PK_RESULT_WHITE);
    assert_int_equal(line, 9);
    assert_int_equal(column, 7);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "result-mismatch", 9, 7, 0, "",
                "the Result tag says 0-1 but the movetext ends with 1-0", "");

    /* no marker: the tag's result, the tag's place; the warning at the last item of the movetext */
    g = read_only(s);
    assert_int_equal(pk_game_check_termination(g, &line, &column), PK_RESULT_DRAW);
    assert_int_equal(line, 12);
    assert_int_equal(column, 1);
    assert_int_equal(g->n_diags, 1);
    assert_int_equal(g->n_warnings, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "bad-syntax", 14, 10, 0, "",
                "the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end", "");

    /* neither marker nor tag: no result, and the game's own place */
    g = read_only(s);
    assert_int_equal(pk_game_check_termination(g, &line, &column), PK_RESULT_NONE);
    assert_int_equal(line, 16);
    assert_int_equal(column, 1);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "bad-syntax", 18, 7, 0, "",
                "the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end", "");
    expect_no_more_games(s);
}

/* ---- the reader's fast paths ------------------------------------------------------------ */

/* Tags that come through the fast path (pk_pgn_take_plain's plain tags), with their places: the
 * game starts at its first tag, after the comments that follow the game before; a tag given
 * twice after a blank line starts a record of tags only; a tag that is not plain, between plain
 * ones, keeps its warning at its place. */
static void test_plain_tags_into_the_record(void **state)
{
    static char text[700] = "[Event \"a\"]\r\n[Site \"b\"]\r\n\r\n1.e4 e5 1-0 {c}\r\n\r\n"
                            "[Event \"c\"]\r\n[Round \"1\"]\r\n\r\n[Round \"2\"]\r\n[Bad-Name "
                            "\"x\"]\r\n  [White \"y z\"]\r\n\r\n"
                            "1.d4 *\r\n";
    size_t len = strlen(text);
    memset(text + len, ' ', 300);
    games *s = open_input(state, text);
    pk_game *g = next_game(s, &defaults);
    assert_int_equal(g->line, 1);
    assert_int_equal(g->n_tags, 2);
    assert_string_equal(pk_game_tag(g, "Site"), "b");
    assert_int_equal(g->tags[1].line, 2);
    assert_int_equal(g->tags[1].column, 1);
    expect_verdict(g, true, 2, NULL, "san", "en", "chess");
    g = next_game(s, &defaults); /* the record of tags only */
    assert_int_equal(g->number, 2);
    assert_int_equal(g->line, 6);
    assert_int_equal(g->column, 1);
    assert_int_equal(g->n_tags, 2);
    assert_string_equal(pk_game_tag(g, "Round"), "1");
    g = next_game(s, &defaults);
    assert_int_equal(g->number, 3);
    assert_int_equal(g->line, 9);
    assert_int_equal(g->n_tags, 3);
    assert_string_equal(pk_game_tag(g, "Round"), "2");
    assert_string_equal(pk_game_tag(g, "White"), "y z");
    assert_int_equal(g->tags[2].line, 11);
    assert_int_equal(g->tags[2].column, 3);
    expect_verdict(g, true, 1, NULL, "san", "en", "chess");
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "bad-tag", 10, 1, 0, "",
                "tag name 'Bad-Name' is not standard PGN: a name is a letter followed by letters, digits and '_'", "");
    expect_no_more_games(s);
}

/* Move nodes made through the fast path (runs of plain tokens), field by field: the number and
 * dots written before each move (dots 0 for no number, or for number 0; at most 3), the depth,
 * line, column and text; and the letters and e.p. words noted for the replay. */
static void test_move_nodes_from_plain_runs(void **state)
{
    static char text[600] = "[Event \"a\"]\n\n1.e4 e5 2. Nf3 2...Nc6 0. Bb5 12.... a6 (12...a5 13.c3) b8=Q+ e.p. O-O *\n";
    size_t len = strlen(text);
    memset(text + len, ' ', 300);
    games *s = open_input(state, text);
    pk_game *g = read_only(s);
    static const struct { const char *text; int32_t number; uint8_t dots, kind, depth; uint32_t column; } want[] = {
        {"e4", 1, 1, PK_NODE_MOVE, 0, 3},     {"e5", 0, 0, PK_NODE_MOVE, 0, 6},    {"Nf3", 2, 1, PK_NODE_MOVE, 0, 12},
        {"Nc6", 2, 3, PK_NODE_MOVE, 0, 20},   {"Bb5", 0, 0, PK_NODE_MOVE, 0, 27},  {"a6", 12, 3, PK_NODE_MOVE, 0, 38},
        {"", 0, 0, PK_NODE_OPEN, 1, 41},      {"a5", 12, 3, PK_NODE_MOVE, 1, 47},  {"c3", 13, 1, PK_NODE_MOVE, 1, 53},
        {"", 0, 0, PK_NODE_CLOSE, 1, 55},     {"b8=Q+", 0, 0, PK_NODE_MOVE, 0, 57}, {"e.p.", 0, 0, PK_NODE_MOVE, 0, 63},
        {"O-O", 0, 0, PK_NODE_MOVE, 0, 68},
    };
    assert_int_equal(g->n_nodes, sizeof want / sizeof want[0]);
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        char what[32];
        snprintf(what, sizeof what, "node %zu", i);
        where_str(HERE, what, "text", n->len ? g->text + n->text : "", want[i].text);
        where_int(HERE, what, "kind", n->kind, want[i].kind);
        where_int(HERE, what, "number", (uint32_t)n->number, (uint32_t)want[i].number);
        where_int(HERE, what, "dots", n->dots, want[i].dots);
        where_int(HERE, what, "depth", n->depth, want[i].depth);
        where_int(HERE, what, "line", n->line, 3);
        where_int(HERE, what, "column", n->column, want[i].column);
        where_int(HERE, what, "flags", n->flags, 0);
        where_int(HERE, what, "move", n->move, PK_MOVE_NONE);
    }
    /* N, B and Q: the first letters and the promotion piece; not O of castling */
    assert_int_equal(g->letters, 1u << ('N' - 'A') | 1u << ('B' - 'A') | 1u << ('Q' - 'A'));
    assert_true(g->sign_words); /* e.p. */
    assert_true(g->variations);
    expect_no_more_games(s);
}

/* Moves inside variations nested more than 64 deep are dropped, also when they come through the
 * fast path, and the moves after the deepest variations are kept again: 64 levels of '(', two
 * moves, a move and ')' each, between 1. e4 and e5. */
static void test_moves_nested_too_deep_are_dropped(void **state)
{
    static char text[1500] = "[Event \"deep\"]\n\n1. e4 ";
    for (int i = 0; i < 70; i++)
        strcat(text, "(1. d4 d5 ");
    for (int i = 0; i < 70; i++)
        strcat(text, "c4) ");
    strcat(text, "e5 *\n");
    size_t len = strlen(text);
    memset(text + len, ' ', 300);
    games *s = open_input(state, text);
    pk_game *g = read_only(s);
    assert_int_equal(g->n_nodes, 1 + 64 * 5 + 1);
    assert_string_equal(g->text + g->nodes[g->n_nodes - 1].text, "e5");
    assert_int_equal(g->nodes[g->n_nodes - 1].depth, 0);
    assert_int_equal(g->nodes[64 * 3].depth, 64); /* the deepest c4 kept */
    assert_int_equal(g->n_diags, 1);
    expect_no_more_games(s);
}

/* An encoding hint looks at its tag's value only: [Game "Chess"] does not make the text read as
 * GBK because "xiangqi" is written further on (a plain tag's value is no C string: the input
 * goes on after it); [Game "Xiangqi"] does. */
static void test_encoding_hint_reads_the_value_only(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "[Event \"a\"]\n[Game \"Chess\"]\n[Site \"\xD6\xD0\"]\n\n1. e4 {xiangqi} *\n",
        "[Event \"a\"]\n[Game \"Xiangqi\"]\n[Site \"\xD6\xD0\"]\n\n1. C2.5 *\n",
    };
    static const char *const sites[] = {"\xC3\x96\xC3\x90", "\xE4\xB8\xAD"}; /* D6 D0: ÖÐ in CP1252, 中 in GBK */
    for (size_t i = 0; i < 2; i++) {
        pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(texts[i], strlen(texts[i]));
        pk_game_reader *r = pk_variant_reader_new(lx);
        pk_game g;
        pk_game_init(&g);
        assert_true(pk_game_read(r, &g));
        assert_string_equal(pk_game_tag(&g, "Site"), sites[i]);
        pk_game_free(&g);
        pk_game_reader_free(r);
        pk_pgn_lexer_free(lx);
    }
}

#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(test_mate_with_the_right_result),
        T(test_stalemate),
        T(test_insufficient_material),
        T(test_threefold_repetition),
        T(test_fivefold_after_a_long_stretch),
        T(test_ends_below_sixteen_quiet_plies),
        T(test_date_and_result_tags_read_once),
        T(test_same_fen_in_a_row),
        T(test_fens_going_round),
        T(test_wrong_result),
        T(test_illegal_move),
        T(test_ambiguous_move),
        T(test_null_move),
        T(test_italian_san),
        T(test_languages_of_games_in_a_row),
        T(test_iccf_uci_and_descriptive),
        T(test_descriptive_signs_apart),
        T(test_language_check_sign_decides),
        T(test_language_standard_forms_decide),
        T(test_language_result_decides),
        T(test_language_undecided_is_an_error),
        T(test_language_undecided_with_an_error_either_way),
        T(test_language_of_uci_is_english),
        T(test_kingless_variant),
        T(test_kingless_rounds_paired_into_matches),
        T(test_variant_not_played),
        T(test_variation),
        T(test_variations_flag_and_main_line_replay),
        T(test_main_line_loop_as_the_general_walk),
        T(test_main_line_loop_sentinel_and_no_room),
        T(test_error_in_a_variation_ends_only_it),
        T(test_error_in_a_variation_in_another_language),
        T(test_lone_check_sign_before_a_variation),
        T(test_outcome_without_a_result),
        T(test_tag_name_columns_and_long_escaped_values),
        T(test_games_back_to_back),
        T(test_game_after_a_bad_game),
        T(test_check_termination),
        T(test_records_of_tags_only),
        T(test_movetext_starting_again_at_move_one),
        T(test_move_numbers_on_the_main_line),
        T(test_comments_after_the_result),
        T(test_iccf_words_that_are_no_moves),
        T(test_plain_tags_into_the_record),
        T(test_move_nodes_from_plain_runs),
        T(test_moves_nested_too_deep_are_dropped),
        T(test_encoding_hint_reads_the_value_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
