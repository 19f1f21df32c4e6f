/* Clock records: comment commands read from comments, TimeControl tags, and the clock warnings
 * of checked games (lib/clock.c, lib/pgn/comment_commands.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "clock.h"
#include "comment_commands.h"
#include "game.h"
#include "test_helpers.h"
#include "game_test_helpers.h"

/* ---- comment commands ---- */

static void expect_clock_(pk_where at, const char *text, bool ok, int64_t ms)
{
    int64_t got = -1;
    bool read = pk_parse_clock(text, strlen(text), &got);
    where_bool(at, text, "read", read, ok);
    if (ok)
        where_int(at, text, "ms", got, ms);
}
#define expect_clock(...) expect_clock_(HERE, __VA_ARGS__)

static void test_parse_clock(void **state)
{
    (void)state;
    expect_clock("0:03:12", true, 192000);
    expect_clock("01:30:19", true, 5419000);
    expect_clock("0:00:09.8", true, 9800);
    expect_clock("0:00:09.875", true, 9875);
    expect_clock("123:00:00", true, 442800000);
    expect_clock("0:4:59", false, 0);   /* minutes in two digits */
    expect_clock("0:05:75", false, 0);  /* seconds under 60 */
    expect_clock("0:65:00", false, 0);
    expect_clock("5:00", false, 0);
    expect_clock("0:05:00.", false, 0);
    expect_clock("h:mm:ss", false, 0);
    expect_clock("", false, 0);
}

static void test_format_clock(void **state)
{
    (void)state;
    char out[32];
    pk_format_clock(192000, out, sizeof out);
    assert_string_equal(out, "0:03:12");
    pk_format_clock(5419000, out, sizeof out);
    assert_string_equal(out, "1:30:19");
    pk_format_clock(9800, out, sizeof out);
    assert_string_equal(out, "0:00:09.8");
    pk_format_clock(9875, out, sizeof out);
    assert_string_equal(out, "0:00:09.875");
}

static void test_parse_eval(void **state)
{
    (void)state;
    pk_eval e;
    assert_true(pk_parse_eval("0.17", 4, &e));
    assert_false(e.mate);
    assert_true(e.centipawns > 16.999 && e.centipawns < 17.001);
    assert_true(pk_parse_eval("-1.5", 4, &e));
    assert_true(e.centipawns > -150.001 && e.centipawns < -149.999);
    assert_true(pk_parse_eval("+3,25", 5, &e)); /* a depth after the comma */
    assert_true(e.centipawns > 299.999 && e.centipawns < 300.001);
    assert_true(pk_parse_eval("#-3", 3, &e));
    assert_true(e.mate);
    assert_int_equal(e.mate_in, -3);
    assert_true(pk_parse_eval("#4", 2, &e));
    assert_int_equal(e.mate_in, 4);
    assert_false(pk_parse_eval("#", 1, &e));
    assert_false(pk_parse_eval("good", 4, &e));
    assert_false(pk_parse_eval("", 0, &e));
}

static void test_next_command(void **state)
{
    (void)state;
    const char *t = " a note [%clk 0:03:12][%eval #-3]  [%cal Ge2e4,Rd2d4] end [%open";
    size_t pos = 0, len = strlen(t);
    pk_comment_command c;
    assert_true(pk_comment_next_command(t, len, &pos, &c));
    assert_true(pk_comment_command_is(&c, "clk"));
    assert_int_equal(c.offset, 8);
    assert_int_equal(c.args_len, 7);
    assert_memory_equal(c.args, "0:03:12", 7);
    assert_true(pk_comment_next_command(t, len, &pos, &c));
    assert_true(pk_comment_command_is(&c, "eval"));
    assert_memory_equal(c.args, "#-3", 3);
    assert_true(pk_comment_next_command(t, len, &pos, &c));
    assert_true(pk_comment_command_is(&c, "cal"));
    assert_int_equal(c.args_len, 11);
    assert_false(pk_comment_next_command(t, len, &pos, &c)); /* "[%open" has no ']' */
}

/* ---- time controls ---- */

static void expect_period_(pk_where at, const pk_time_control *tc, int i, uint32_t moves, int64_t time_ms, int64_t inc_ms)
{
    char what[32];
    snprintf(what, sizeof what, "period %d", i);
    where_int(at, what, "moves", tc->periods[i].moves, moves);
    where_int(at, what, "time_ms", tc->periods[i].time_ms, time_ms);
    where_int(at, what, "increment_ms", tc->periods[i].increment_ms, inc_ms);
}
#define expect_period(...) expect_period_(HERE, __VA_ARGS__)

static void test_time_control_forms(void **state)
{
    (void)state;
    pk_time_control tc;
    assert_true(pk_time_control_parse("?", &tc));
    assert_int_equal(tc.kind, PK_TC_UNKNOWN);
    assert_true(pk_time_control_parse("-", &tc));
    assert_int_equal(tc.kind, PK_TC_NONE);
    assert_true(pk_time_control_parse("*60", &tc));
    assert_int_equal(tc.kind, PK_TC_SANDCLOCK);
    assert_int_equal(tc.sandclock_ms, 60000);
    assert_true(pk_time_control_parse("300+2", &tc));
    assert_int_equal(tc.kind, PK_TC_PERIODS);
    assert_int_equal(tc.n_periods, 1);
    expect_period(&tc, 0, 0, 300000, 2000);
    assert_true(pk_time_control_parse("40/7200:3600", &tc));
    assert_int_equal(tc.n_periods, 2);
    expect_period(&tc, 0, 40, 7200000, 0);
    expect_period(&tc, 1, 0, 3600000, 0);
    assert_true(pk_time_control_parse("40/5400+30:1800+30", &tc));
    expect_period(&tc, 0, 40, 5400000, 30000);
    expect_period(&tc, 1, 0, 1800000, 30000);
    assert_true(pk_time_control_parse(" 10+0.05 ", &tc));
    expect_period(&tc, 0, 0, 10000, 50);
    assert_true(pk_time_control_parse("40/6000:20/3000:1200+10", &tc));
    assert_int_equal(tc.n_periods, 3);
    expect_period(&tc, 1, 20, 3000000, 0);
    expect_period(&tc, 2, 0, 1200000, 10000);
    /* not the standard's forms */
    assert_false(pk_time_control_parse("15 min. + 10 s. per move", &tc));
    assert_int_equal(tc.kind, PK_TC_UNKNOWN);
    assert_false(pk_time_control_parse("300:40/7200", &tc)); /* sudden death before a period */
    assert_false(pk_time_control_parse("0/60", &tc));
    assert_false(pk_time_control_parse("", &tc));
    assert_false(pk_time_control_parse("*", &tc));
}

static void test_time_added(void **state)
{
    (void)state;
    pk_time_control tc;
    assert_true(pk_time_control_parse("300+2", &tc));
    assert_int_equal(pk_time_control_added(&tc, 0, 1), 2000);
    assert_int_equal(pk_time_control_added(&tc, 3, 10), 14000);
    assert_true(pk_time_control_parse("40/7200:3600", &tc));
    assert_int_equal(pk_time_control_added(&tc, 38, 39), 0);
    assert_int_equal(pk_time_control_added(&tc, 39, 40), 3600000); /* move 40 completes the first period */
    assert_int_equal(pk_time_control_added(&tc, 40, 200), 0);
    assert_true(pk_time_control_parse("40/7200", &tc)); /* repeats: every 40 moves */
    assert_int_equal(pk_time_control_added(&tc, 0, 39), 0);
    assert_int_equal(pk_time_control_added(&tc, 0, 80), 14400000);
    assert_int_equal(pk_time_control_added(&tc, 79, 120), 14400000); /* moves 80 and 120 */
    assert_true(pk_time_control_parse("40/6000:20/3000:1200+10", &tc));
    assert_int_equal(pk_time_control_added(&tc, 39, 40), 3000000);
    assert_int_equal(pk_time_control_added(&tc, 59, 60), 1200000);
    assert_int_equal(pk_time_control_added(&tc, 60, 62), 20000);
    /* a move number from a FEN may be anything: counted, not walked */
    assert_true(pk_time_control_parse("1/259200", &tc));
    assert_int_equal(pk_time_control_added(&tc, 0, 4000000000u), 4000000000LL * 259200000);
    /* and the time a tag's figures add up to stops at the largest, not beyond */
    assert_true(pk_time_control_parse("1/999999999+999999999", &tc));
    assert_int_equal(pk_time_control_added(&tc, 0, 4000000000u), INT64_MAX);
    assert_true(pk_time_control_parse("100/999999999:999999999", &tc));
    assert_int_equal(pk_time_control_added(&tc, 0, 4000000000u), 999999999000LL);
}

/* ---- checked games ---- */

typedef struct {
    pk_pgn_lexer *lx;
    pk_game_reader *reader;
    pk_game g;
} games;

static games *open_games(const char *text)
{
    games *s = calloc(1, sizeof *s);
    assert_non_null(s);
    pk_game_init(&s->g);
    s->lx = pk_pgn_lexer_open_memory(text, strlen(text));
    s->reader = pk_game_reader_new(s->lx);
    return s;
}

static pk_game *next_game(games *s)
{
    static const pk_check_options opt = {0};
    assert_true(pk_game_read(s->reader, &s->g));
    pk_game_check(&s->g, &opt);
    return &s->g;
}

static void close_games(games *s)
{
    pk_game_free(&s->g);
    pk_game_reader_free(s->reader);
    pk_pgn_lexer_free(s->lx);
    free(s);
}

static void test_clock_rises(void **state)
{
    (void)state;
    games *s = open_games("[TimeControl \"300+2\"]\n"
                          "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:58]}\n"
                          "Nc6 {[%clk 0:03:12]} 3. Bb5 {[%clk 0:05:01]} a6 { think [%clk 0:05:40] } *\n"
                          "[TimeControl \"300+2\"]\n"
                          "1. e4 {[%clk 0:05:02]} e5 {[%clk 0:05:03]} 2. Nf3 {[%clk 0:04:30]} Nc6 {[%clk 0:05:30]} *\n");
    pk_game *g = next_game(s);
    assert_true(g->valid);
    assert_int_equal(g->n_diags, 1); /* 0:05:01 after 0:04:58 with 2 seconds more: the second of rounding */
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 3, 57, 6, "a6",
                "Black's clock rose from 0:03:12 to 0:05:40; 300+2 allows 0:03:14", "");
    g = next_game(s);
    /* a first clock at the start and the increment (TCEC's, idChess's): allowed, with its second */
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 5, 73, 4, "Nc6",
                "Black's clock rose from 0:05:03 to 0:05:30; 300+2 allows 0:05:05", "");
    close_games(s);
}

static void test_first_clock(void **state)
{
    (void)state;
    games *s = open_games("[TimeControl \"300+2\"]\n1. d4 {[%clk 0:05:30]} d5 *\n"
                          "[TimeControl \"180\"]\n1. d4 d5 2. c4 {[%clk 0:03:00]} e6 {[%clk 0:03:02]} *\n");
    pk_game *g = next_game(s);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 2, 8, 1, "d4",
                "White's first clock, 0:05:30 at move 1, is above what 300+2 gives: at most 0:05:02", "");
    g = next_game(s);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 4, 37, 4, "e6",
                "Black's first clock, 0:03:02 at move 2, is above what 180 gives: at most 0:03:00", "");
    close_games(s);
}

static void test_periods(void **state)
{
    (void)state;
    /* the second period's hour shows on move 40's clock (White) or on move 41's (Black, as
     * TCEC's records have it); a third hour is not given */
    games *s = open_games("[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w - - 0 39\"]\n"
                          "[TimeControl \"40/7200:3600\"]\n"
                          "39. Kd2 {[%clk 0:01:10]} Kd7 {[%clk 0:00:50]} 40. Ke2 {[%clk 1:00:30]} Ke7\n"
                          "{[%clk 0:00:20]} 41. Kd2 {[%clk 1:00:00]} Kd7 {[%clk 1:00:15]} 42. Ke2\n"
                          "{[%clk 1:59:00]} Ke7 {[%clk 1:59:00]} *\n");
    pk_game *g = next_game(s);
    assert_int_equal(g->n_diags, 2);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 6, 2, 7, "Ke2",
                "White's clock rose from 1:00:00 to 1:59:00; 40/7200:3600 allows 1:00:00", "");
    expect_diag(g, 1, PK_SEV_WARNING, "clock", 6, 23, 8, "Ke7",
                "Black's clock rose from 1:00:15 to 1:59:00; 40/7200:3600 allows 1:00:15", "");
    close_games(s);
}

static void test_sandclock_and_unknown(void **state)
{
    (void)state;
    games *s = open_games("[TimeControl \"*60\"]\n1. e4 {[%clk 0:00:58]} e5 {[%clk 0:00:59]} 2. Nf3 {[%clk 0:01:05]} *\n"
                          "[TimeControl \"?\"]\n1. e4 {[%clk 0:10:00]} e5 {[%clk 0:10:00]} 2. Nf3 {[%clk 1:10:00]} *\n"
                          "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:10:00]} 2. Nf3 {[%clk 1:10:00]} *\n");
    pk_game *g = next_game(s);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 2, 52, 3, "Nf3",
                "White's clock shows 0:01:05; the sandclock *60 holds only 0:01:00", "");
    g = next_game(s);
    assert_int_equal(g->n_diags, 0);
    g = next_game(s);
    assert_int_equal(g->n_diags, 0);
    close_games(s);
}

static void test_malformed(void **state)
{
    (void)state;
    games *s = open_games("{[%clk 9:99]} 1. c4 {see\n  [%clk 0:4:59]} c5 {[%emt five]} *\n");
    pk_game *g = next_game(s);
    assert_true(g->valid);
    assert_int_equal(g->n_diags, 3);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 1, 2, 0, "",
                "malformed clock '9:99': it is H:MM:SS, minutes and seconds under 60, a fraction of a second allowed "
                "(e.g. [%clk 0:03:12])",
                "");
    expect_diag_at(g, 1, PK_SEV_WARNING, "clock", 2, 3, 1, "c4");
    expect_diag(g, 2, PK_SEV_WARNING, "clock", 2, 22, 2, "c5",
                "malformed elapsed time 'five': it is H:MM:SS, minutes and seconds under 60, a fraction of a second "
                "allowed (e.g. [%emt 0:03:12])",
                "");
    close_games(s);
}

static void test_strict_makes_invalid(void **state)
{
    (void)state;
    games *s = open_games("1. c4 {[%clk 0:4:59]} c5 *\n");
    pk_check_options opt = {.strict = true};
    assert_true(pk_game_read(s->reader, &s->g));
    pk_game_check(&s->g, &opt);
    assert_false(s->g.valid);
    close_games(s);
}

static void test_time_forfeit(void **state)
{
    (void)state;
    games *s = open_games("[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n"
                          "1. e4 {[%clk 0:00:59]} e5 {[%clk 0:00:30]} 2. Nf3 {[%clk 0:00:55]} 1-0\n"
                          "[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n"
                          "1. e4 {[%clk 0:00:59]} e5 {[%clk 0:00:30]} 2. Nf3 {[%clk 0:00:55]} Nc6 {[%clk 0:00:20]} 1-0\n"
                          "[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n"
                          "1. e4 {[%clk 0:00:59]} e5 {[%clk 0:00:30]} 2. Nf3 {[%clk 0:00:55]} Nc6 {[%clk 0:00:04]} 1-0\n");
    pk_game *g = next_game(s);
    assert_int_equal(g->n_diags, 0); /* Black lost to move: its clock ran on after the last record */
    g = next_game(s);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 6, 73, 4, "Nc6",
                "the game was lost on time by Black (Termination \"Time forfeit\"), but Black made the last move and "
                "had 0:00:20 left: its clock was not running",
                "");
    g = next_game(s);
    assert_int_equal(g->n_diags, 0); /* a few seconds: the lag of online play */
    close_games(s);
}

static void test_commands_of_moves(void **state)
{
    (void)state;
    games *s = open_games("1. e4 {[%clk 0:05:00] [%eval 0.17]} e5 (1... c5 {[%clk 0:01:00]}) {[%eval #-3]} "
                          "2. Nf3 {[%emt 0:00:05]} {[%clk 0:04:58]} *\n");
    pk_game *g = next_game(s);
    uint32_t clocks, evals;
    pk_game_count_commands(g, &clocks, &evals);
    assert_int_equal(clocks, 2);
    assert_int_equal(evals, 1); /* the eval after the variation is not said of e5 */
    pk_move_commands mc;
    pk_move_commands_of(g, 0, &mc);
    assert_true(mc.has_clk && mc.has_eval && !mc.has_emt);
    assert_int_equal(mc.clk_ms, 300000);
    size_t nf3 = 0;
    for (size_t i = 0; i < g->n_nodes; i++)
        if (g->nodes[i].kind == PK_NODE_MOVE && g->nodes[i].len == 3 && memcmp(g->text + g->nodes[i].text, "Nf3", 3) == 0)
            nf3 = i;
    pk_move_commands_of(g, nf3, &mc);
    assert_true(mc.has_clk && mc.has_emt && !mc.has_eval);
    assert_int_equal(mc.emt_ms, 5000);
    assert_int_equal(mc.clk_ms, 298000);
    close_games(s);
}

/* Hostile figures: a move number of a FEN near 10^9, a control of 10^9 seconds a move, a clock
 * of 999999 hours; nothing overflows (the sanitizers' build checks it), and the clock is read. */
static void test_huge_figures(void **state)
{
    (void)state;
    games *s = open_games("[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w - - 0 999999999\"]\n"
                          "[TimeControl \"1/999999999+999999999\"]\n"
                          "999999999. Kd2 {[%clk 999999:59:59.999]} Kd7 {[%clk 0:00:01]} *\n"
                          "[TimeControl \"*999999999\"]\n1. e4 {[%clk 999999:00:00]} *\n");
    pk_game *g = next_game(s);
    assert_int_equal(g->n_diags, 0);
    g = next_game(s);
    assert_int_equal(g->n_diags, 1);
    expect_diag(g, 0, PK_SEV_WARNING, "clock", 6, 8, 1, "e4",
                "White's clock shows 999999:00:00; the sandclock *999999999 holds only 277777:46:39", "");
    close_games(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_clock),
        cmocka_unit_test(test_format_clock),
        cmocka_unit_test(test_parse_eval),
        cmocka_unit_test(test_next_command),
        cmocka_unit_test(test_time_control_forms),
        cmocka_unit_test(test_time_added),
        cmocka_unit_test(test_clock_rises),
        cmocka_unit_test(test_first_clock),
        cmocka_unit_test(test_periods),
        cmocka_unit_test(test_sandclock_and_unknown),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_strict_makes_invalid),
        cmocka_unit_test(test_time_forfeit),
        cmocka_unit_test(test_commands_of_moves),
        cmocka_unit_test(test_huge_figures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
