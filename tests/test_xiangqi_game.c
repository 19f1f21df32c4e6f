/* Xiangqi game records through pk_game_check (xiangqi_game.c): a game replayed to its exact
 * final position in each notation, illegal moves with their place, message and suggestions,
 * variations, and the game ends (checkmate, stalemate, repetition lost by perpetual check,
 * drawn repetition) with the verdict on the Result tag and the termination marker.
 *
 * Every position and move list was checked with Fairy-Stockfish (UCI_Variant xiangqi; its ranks
 * are 1-10, so its a2 is a1 here): the final FENs from its 'd' command after 'position ...
 * moves ...', the moves of a man from 'go perft 1', a mate or stalemate as a position with no
 * legal move (with and without 'Checkers:'). The repetitions were counted by hand: the position
 * after ply 4 and ply 8 is the start position. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "xiangqi.h"
#include "xiangqi_game.h"
#include "xiangqi_notation.h"
#include "game_test_helpers.h"
#include "test_helpers.h"

/* Every game below starts with these tags (lines 1-2), a blank line (3), and its moves on
 * line 4. */
#define TAGS(result) "[Game \"Chinese Chess\"]\n[Result \"" result "\"]\n\n"
#define TAGS_FEN(fen, result) "[Game \"Chinese Chess\"]\n[FEN \"" fen "\"]\n[Result \"" result "\"]\n\n"

static const pk_check_options defaults = {0};

typedef struct {
    pk_pgn_lexer *lx;
    pk_game_reader *reader;
    pk_game g;
} one_game;

/* Reads and checks the first game of text; the caller frees it with close_game. */
static pk_game *check_text_(pk_where at, one_game *s, const char *text, const pk_check_options *opt)
{
    memset(s, 0, sizeof *s);
    pk_game_init(&s->g);
    s->lx = pk_pgn_lexer_open_memory(text, strlen(text));
    s->reader = pk_variant_reader_new(s->lx);
    if (!s->reader || !pk_game_read(s->reader, &s->g))
        where_fail(at, "no game read");
    pk_game_check(&s->g, opt);
    return &s->g;
}
#define check_text(...) check_text_(HERE, __VA_ARGS__)

static void close_game(one_game *s)
{
    pk_game_reader_free(s->reader);
    pk_pgn_lexer_free(s->lx);
    pk_game_free(&s->g);
}

static void expect_verdict_(pk_where at, const pk_game *g, bool valid, uint32_t plies, const char *outcome,
                            const char *notation)
{
    where_str(at, "game", "variant", g->variant, "xiangqi");
    where_bool(at, "game", "valid", g->valid, valid);
    where_int(at, "game", "plies", g->plies, plies);
    where_str(at, "game", "outcome", g->outcome, outcome);
    where_str(at, "game", "notation", g->notation, notation);
    where_bool(at, "game", "lang is none", g->lang == NULL, true);
}
#define expect_verdict(...) expect_verdict_(HERE, __VA_ARGS__)

/* The position at the end of the main line. */
static void expect_final_(pk_where at, const pk_game *g, const char *fen)
{
    char out[PK_XQ_FEN_MAX];
    pk_xq_fen_write(pk_xq_game_final(g), out);
    where_str(at, "final position", "FEN", out, fen);
}
#define expect_final(...) expect_final_(HERE, __VA_ARGS__)

static void expect_diag_count_(pk_where at, const pk_game *g, size_t n)
{
    where_int(at, "game", "diagnostics", g->n_diags, n);
}
#define expect_diag_count(...) expect_diag_count_(HERE, __VA_ARGS__)

/* ---- replay to the final position --------------------------------------------------------- */

/* Central cannon, both horses and chariots out: the same six moves in the three notations. */
#define SIX_MOVES_FINAL "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4"

static void test_replay_to_final_fen_in_each_notation(void **state)
{
    (void)state;
    static const struct {
        const char *moves;
        const char *notation;
    } cases[] = {
        {"1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *", "iccs"},
        {"1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 *", "wxf"},
        {"1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ *", "chinese"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, TAGS("*") "%s\n", cases[i].moves);
        one_game s;
        pk_game *g = check_text(&s, text, &defaults);
        expect_verdict(g, true, 6, NULL, cases[i].notation);
        expect_diag_count(g, 0);
        expect_final(g, SIX_MOVES_FINAL);
        close_game(&s);
    }
}

/* A FEN tag sets the start; a game of no move ends where it starts. */
static void test_replay_from_a_fen_tag(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN("4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1", "*") "1. a8a9 e9e8 *\n", &defaults);
    expect_verdict(g, true, 2, NULL, "iccs");
    expect_final(g, "R8/4k4/9/9/9/9/9/9/9/3K5 w - - 2 2");
    close_game(&s);

    g = check_text(&s, TAGS_FEN("4k4/R8/9/9/9/9/9/9/9/3K5 b - - 3 9", "*") "*\n", &defaults);
    expect_verdict(g, true, 0, NULL, "chinese");
    expect_final(g, "4k4/R8/9/9/9/9/9/9/9/3K5 b - - 3 9");
    close_game(&s);
}

/* ---- bad moves ---------------------------------------------------------------------------- */

/* The horse on g2 (after six moves) reaches e1 and i1 only: g2h4 is blocked by the pawn on g3.
 * The game stops at the bad move; its final position is the one before it. The suggestions are
 * the moves of that man (the set Fairy-Stockfish lists; the order pgnkit generates them in). */
static void test_illegal_move_has_its_place_and_the_legal_moves(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS("*") "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. g2h4 *\n", &defaults);
    expect_verdict(g, false, 6, NULL, "iccs");
    expect_diag_count(g, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 43, 7, "g2h4", "illegal move 'g2h4': that man cannot move so",
                "g2i1, g2e1");
    expect_final(g, SIX_MOVES_FINAL);
    close_game(&s);
}

/* No man stands on e7 (between the black cannons). */
static void test_move_no_man_can_make(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS("*") "1. h2e2 e7e6 *\n", &defaults);
    expect_verdict(g, false, 1, NULL, "iccs");
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 9, 2, "e7e6", "illegal move 'e7e6': no man can make it", "");
    close_game(&s);
}

/* In check, a move that does not end it is illegal: the soldier's step a3a2 after the
 * chariot's check from a9. The replay knows the check from the move before and tests the move
 * against it; a variation in place of the general's answer knows it as well. */
static void test_move_leaving_the_check_is_illegal(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN("4k4/R8/9/9/9/9/p8/9/9/3K5 w - - 0 1", "*") "1. a8a9 a3a2 *\n", &defaults);
    expect_verdict(g, false, 1, NULL, "iccs");
    expect_diag_count(g, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 5, 9, 2, "a3a2", "illegal move 'a3a2': no man can make it", "");
    close_game(&s);

    g = check_text(&s, TAGS_FEN("4k4/R8/9/9/9/9/p8/9/9/3K5 w - - 0 1", "*") "1. a8a9 e9e8 (1... a3a2) 2. a9a8 *\n",
                   &defaults);
    expect_verdict(g, false, 3, NULL, "iccs");
    expect_diag_count(g, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 5, 20, 2, "a3a2", "illegal move 'a3a2': no man can make it", "");
    close_game(&s);
}

/* ---- variations --------------------------------------------------------------------------- */

static void test_variation_is_replayed_from_the_position_before(void **state)
{
    (void)state;
    one_game s;
    /* the variation replaces h9g7 with b9c7 and goes on: all legal; the main line decides */
    pk_game *g = check_text(&s, TAGS("*") "1. h2e2 h9g7 (1... b9c7 2. h0g2) 2. h0g2 *\n", &defaults);
    expect_verdict(g, true, 3, NULL, "iccs");
    expect_diag_count(g, 0);
    expect_final(g, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2");
    close_game(&s);
}

/* A bad move in a variation ends that variation only: the main line is still replayed. */
static void test_illegal_move_in_a_variation_ends_only_it(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS("*") "1. h2e2 h9g7 (1... b9b5 2. h0g2) 2. h0g2 *\n", &defaults);
    expect_verdict(g, false, 3, NULL, "iccs");
    expect_diag_count(g, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "illegal-move", 4, 20, 2, "b9b5", "illegal move 'b9b5': that man cannot move so",
                "b9a7, b9c7");
    expect_final(g, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2");
    close_game(&s);
}

static void test_variation_before_any_move(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS("*") "(1. h2e2) 1. h2e2 *\n", &defaults);
    expect_verdict(g, false, 1, NULL, "iccs");
    expect_diag(g, 0, PK_SEV_ERROR, "bad-syntax", 4, 1, 0, "", "a variation must follow the move it replaces", "");
    close_game(&s);
}

/* ---- the end of the game and the result ----------------------------------------------------- */

/* Two chariots: b0b9 checks along rank 9, a8 holds rank 8, and the red general on e0 faces e9:
 * Black has no legal move in check. */
#define MATE_START "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"
#define MATE_FINAL "1R1k5/R8/9/9/9/9/9/9/9/4K4 b - - 1 1"

static void test_checkmate_and_the_result(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN(MATE_START, "1-0") "1. b0b9 1-0\n", &defaults);
    expect_verdict(g, true, 1, "checkmate", "iccs");
    expect_diag_count(g, 0);
    expect_final(g, MATE_FINAL);
    close_game(&s);

    /* the wrong winner: an error at the termination marker, the right result suggested */
    g = check_text(&s, TAGS_FEN(MATE_START, "0-1") "1. b0b9 0-1\n", &defaults);
    expect_verdict(g, false, 1, "checkmate", "iccs");
    expect_diag(g, 0, PK_SEV_ERROR, "result-wrong", 5, 9, 0, "",
                "the game ended in checkmate at ply 1, so the result is 1-0, not 0-1", "1-0");
    close_game(&s);

    /* scored as unfinished: a warning */
    g = check_text(&s, TAGS_FEN(MATE_START, "*") "1. b0b9 *\n", &defaults);
    expect_verdict(g, true, 1, "checkmate", "iccs");
    expect_diag(g, 0, PK_SEV_WARNING, "result-wrong", 5, 9, 0, "",
                "the game ended in checkmate at ply 1, so the result is 1-0, not *", "1-0");
    close_game(&s);

    /* a move after the mate: an error, and no outcome for a game not replayed to its end */
    g = check_text(&s, TAGS_FEN(MATE_START, "1-0") "1. b0b9 d9e9 1-0\n", &defaults);
    expect_verdict(g, false, 1, NULL, "iccs");
    expect_diag(g, 0, PK_SEV_ERROR, "move-after-end", 5, 9, 2, "d9e9",
                "move 'd9e9' after the end of the game: the side to move had no legal move", "");
    close_game(&s);
}

/* a7a8 leaves Black's general on d9 no move (d8 and e8 held by the chariot, e9 facing the red
 * general) without check: the side without a move loses. */
static void test_stalemate_loses(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN("3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1", "1/2-1/2") "1. a7a8 1/2-1/2\n",
                            &defaults);
    expect_verdict(g, false, 1, "stalemate", "iccs");
    expect_final(g, "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 1 1");
    expect_diag(g, 0, PK_SEV_ERROR, "result-wrong", 5, 9, 0, "",
                "the game ended in stalemate (no legal move: the side to move loses) at ply 1, so the result is "
                "1-0, not 1/2-1/2",
                "1-0");
    close_game(&s);
}

/* Red checks on every move (a9 on rank 9, a8 on rank 8) while the general steps between e9 and
 * e8: the start position comes back after plies 4 and 8, and perpetual check loses. */
#define PERPETUAL_START "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"
#define PERPETUAL_MOVES "1. a8a9 e9e8 2. a9a8 e8e9 3. a8a9 e9e8 4. a9a8 e8e9"

static void test_perpetual_check_loses(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN(PERPETUAL_START, "0-1") PERPETUAL_MOVES " 0-1\n", &defaults);
    expect_verdict(g, true, 8, "repetition-loss", "iccs");
    expect_diag_count(g, 0);
    expect_final(g, "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 8 5");
    close_game(&s);

    g = check_text(&s, TAGS_FEN(PERPETUAL_START, "1/2-1/2") PERPETUAL_MOVES " 1/2-1/2\n", &defaults);
    expect_verdict(g, false, 8, "repetition-loss", "iccs");
    expect_diag(g, 0, PK_SEV_ERROR, "result-wrong", 5, 53, 0, "",
                "the game ended in a repetition lost by perpetual check or chase at ply 8, so the result is 0-1, "
                "not 1/2-1/2",
                "0-1");
    close_game(&s);
}

/* Quiet moves on both sides (the chariot a0-a1, the general e9-e8): a drawn repetition at ply
 * 8; one move more is a warning, not an error, and the game goes on being replayed. */
#define IDLE_START "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
#define IDLE_MOVES "1. a0a1 e9e8 2. a1a0 e8e9 3. a0a1 e9e8 4. a1a0 e8e9"

static void test_idle_repetition_is_a_draw(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN(IDLE_START, "1/2-1/2") IDLE_MOVES " 1/2-1/2\n", &defaults);
    expect_verdict(g, true, 8, "repetition-draw", "iccs");
    expect_diag_count(g, 0);
    expect_final(g, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 8 5");
    close_game(&s);

    g = check_text(&s, TAGS_FEN(IDLE_START, "1/2-1/2") IDLE_MOVES " 5. a0a1 1/2-1/2\n", &defaults);
    expect_verdict(g, true, 9, "repetition-draw", "iccs");
    expect_diag(g, 0, PK_SEV_WARNING, "move-after-end", 5, 56, 9, "a0a1",
                "move 'a0a1' after the game ended in a drawn repetition at ply 8", "");
    expect_final(g, "4k4/9/9/9/9/9/9/9/R8/3K5 b - - 9 5");
    close_game(&s);

    /* --strict: the warning counts */
    pk_check_options strict = {.strict = true};
    g = check_text(&s, TAGS_FEN(IDLE_START, "1/2-1/2") IDLE_MOVES " 5. a0a1 1/2-1/2\n", &strict);
    expect_verdict(g, false, 9, "repetition-draw", "iccs");
    close_game(&s);
}

/* A game longer than the plies' kept room (400): its plies move to memory of their own, in the
 * main-line loop (room made once) and in the general walk (room doubled when full, here with an
 * empty variation after the last move); the repetition at ply 8 still ends it, the moves after
 * are replayed to the last. */
static void test_long_game_past_the_kept_plies(void **state)
{
    (void)state;
    static char text[8192];
    for (int walk = 0; walk < 2; walk++) {
        int len = snprintf(text, sizeof text, TAGS_FEN(IDLE_START, "1/2-1/2"));
        for (int i = 0; i < 125; i++)
            len += snprintf(text + len, sizeof text - (size_t)len, "%d. a0a1 e9e8 %d. a1a0 e8e9 ", 2 * i + 1, 2 * i + 2);
        snprintf(text + len, sizeof text - (size_t)len, "%s1/2-1/2\n", walk ? "() " : "");
        one_game s;
        pk_game *g = check_text(&s, text, &defaults);
        where_bool(HERE, "game", "variations", g->variations, walk == 1);
        expect_verdict(g, true, 500, "repetition-draw", "iccs");
        expect_diag_count(g, 1);
        where_str(HERE, "diagnostic", "code", g->diags[0].code, "move-after-end");
        expect_final(g, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 500 251");
        close_game(&s);
    }
}

/* ---- the replay's shortcuts against the plain rules ----------------------------------------- */

/* The replay reads, tests and plays a move in one call, knows whether the side to move is in
 * check from the move before, looks for a legal move man by man, keeps the keys met as bits,
 * and runs the chase test only when a position comes a third time, only as far as the verdict
 * needs. Here random games, made to repeat (a side often takes its last move back), are
 * replayed the plain way, every ply recorded with pk_xq_ply_record (check and chase tested
 * each time) and judged with pk_xq_judge_repetition, and played to their first end; the
 * game's outcome, plies and final position must be the same through pk_game_check. */
static const char *plain_end(const pk_xq_position *pos, uint64_t start_key, const pk_xq_ply *plies, int n)
{
    if (!pk_xq_has_legal_move(pos))
        return pk_xq_in_check(pos) ? "checkmate" : "stalemate";
    switch (pk_xq_judge_repetition(start_key, plies, n)) {
    case PK_XQ_REP_RED_LOSES:
    case PK_XQ_REP_BLACK_LOSES: return "repetition-loss";
    case PK_XQ_REP_DRAW: return "repetition-draw";
    default: break;
    }
    if (pos->halfmove >= PK_XQ_NO_CAPTURE_PLIES)
        return "no-capture";
    return pk_xq_no_attacking_material(pos) ? "no-attacking-material" : NULL;
}

static void test_replay_shortcuts_against_plain_rules(void **state)
{
    (void)state;
    /* a side (Red in even games) checks or chases when it can, the other takes its last move
     * back when it can */
    static const char *const starts[] = {
        "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1",
        "3akab2/9/4b4/4n4/2r6/9/4C4/4R4/9/3K1A3 w - - 0 1",
        "4k4/9/2n6/9/9/9/9/R8/9/3K5 w - - 0 1",
        "r3k4/9/c8/9/9/9/P8/1C7/9/3K5 w - - 0 1",
        "2bak4/4a4/4b1n2/p1r3C2/9/2p6/P3c3P/4B4/4A4/2BAK1R2 w - - 0 1",
        "4k4/4a4/4b4/9/2c1C4/9/4r4/4N4/4A4/3K5 b - - 0 1",
    };
    enum { GAMES = 240, MAX_PLIES = 100 };
    uint64_t rng = 99;
    int ends[8] = {0}, by_chase = 0;
    static const char *const end_names[] = {"checkmate", "stalemate", "repetition-loss", "repetition-draw",
                                            "no-capture", "no-attacking-material"};
    for (int game = 0; game < GAMES; game++) {
        const char *fen = starts[game % 6];
        pk_xq_position pos;
        pk_fen_error err;
        assert_int_equal(pk_xq_fen_parse(&pos, fen, &err), 0);
        uint64_t start_key = pos.key;
        pk_xq_ply plies[MAX_PLIES];
        pk_xq_move moves[MAX_PLIES];
        int n = 0;
        const char *end = NULL;
        char text[4096];
        int len = snprintf(text, sizeof text, "[Game \"Chinese Chess\"]\n[FEN \"%s\"]\n[Result \"*\"]\n\n", fen);
        while (n < MAX_PLIES && !end) {
            pk_xq_movelist list;
            pk_xq_generate_legal(&pos, &list);
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            pk_xq_move m = list.moves[(rng >> 33) % (uint64_t)list.count];
            bool aggressor = (int)pos.side == game % 2, found = false;
            if (aggressor && (rng >> 20) % 4 != 0) /* the first move that checks or chases */
                for (int i = 0; i < list.count && !found; i++)
                    if (pk_xq_gives_check(&pos, list.moves[i]) || pk_xq_move_chases(&pos, list.moves[i]))
                        m = list.moves[i], found = true;
            if (!found && n >= 2 && (rng >> 24) % 4 != 0) { /* else one's last move taken back, when legal */
                pk_xq_move back = PK_XQ_MOVE(PK_XQ_MOVE_TO(moves[n - 2]), PK_XQ_MOVE_FROM(moves[n - 2]));
                if (pk_xq_move_is_legal(&pos, back))
                    m = back;
            }
            pk_xq_ply_record(&pos, m, &plies[n]);
            moves[n++] = m;
            char name[5];
            pk_xq_iccs_format(m, name);
            len += snprintf(text + len, sizeof text - (size_t)len, "%s%s", n > 1 ? " " : "", name);
            pk_xq_play(&pos, m);
            end = plain_end(&pos, start_key, plies, n);
        }
        snprintf(text + len, sizeof text - (size_t)len, " *\n");
        if (end && strncmp(end, "repetition", 10) == 0) { /* decided by the chases (the checks even)? */
            int w = pk_xq_repetition_window(start_key, plies, n);
            bool check[2] = {true, true}, chase[2] = {true, true};
            for (int i = w; i < n; i++) {
                check[plies[i].side] &= (plies[i].flags & PK_XQ_PLY_CHECK) != 0;
                chase[plies[i].side] &= (plies[i].flags & PK_XQ_PLY_CHASE) != 0;
            }
            by_chase += check[0] == check[1] && chase[0] != chase[1];
        }
        for (int k = 0; k < 6; k++)
            ends[k] += end && strcmp(end, end_names[k]) == 0;
        ends[6] += !end;
        one_game s;
        pk_game *g = check_text(&s, text, &defaults);
        if (g->plies != (uint32_t)n || !((g->outcome == NULL && end == NULL) ||
                                          (g->outcome && end && strcmp(g->outcome, end) == 0)))
            fail_msg("game %d: %u plies, outcome %s; the plain rules: %d plies, %s\n%s", game, g->plies,
                     g->outcome ? g->outcome : "(none)", n, end ? end : "(none)", text);
        char want[PK_XQ_FEN_MAX];
        pk_xq_fen_write(&pos, want);
        expect_final(g, want);
        close_game(&s);
    }
    /* the games met what they are for: repetitions lost (by checks, by chases) and drawn, and
     * games that end with no legal move */
    assert_true(ends[2] >= 50);
    assert_true(by_chase >= 10);
    assert_true(ends[3] >= 50);
    assert_true(ends[0] + ends[1] >= 3);
}

static unsigned next_random(uint64_t *rng)
{
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(*rng >> 33);
}

/* A game without variations is replayed by a loop of its own (replay_xq_main_line), one with
 * variations by the general walk (play_xq_node). Here random games with faults (an illegal or
 * bad word, a move after the game's end, ICCS in capitals with a dash, comments and NAGs
 * between moves, a check or a capture preferred, moves taken back to repeat, WXF and Chinese
 * games) are checked as written and again with an empty variation "()" after their last move
 * (no diagnostic of its own, nothing moved: the general walk then replays the same game); the
 * verdict, the final position and every diagnostic must be the same. */
static void test_main_line_loop_as_the_general_walk(void **state)
{
    (void)state;
    static const char *const starts[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1",
        "3akab2/9/4b4/4n4/2r6/9/4C4/4R4/9/3K1A3 w - - 0 1",
        "4k4/4a4/4b4/9/2c1C4/9/4r4/4N4/4A4/3K5 b - - 0 1",
        "3k5/9/9/9/4R4/9/p7p/9/9/5K3 w - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 100 60", /* 120 plies without capture soon */
    };
    enum { GAMES = 300 };
    uint64_t rng = 7;
    int faults[5] = {0}, ended = 0, outcomes = 0, no_capture = 0;
    for (int game = 0; game < GAMES; game++) {
        const char *fen = starts[game % 6];
        pk_xq_notation notation = game % 5 == 3 ? PK_XQ_WXF : game % 5 == 4 ? PK_XQ_CHINESE : PK_XQ_ICCS;
        pk_xq_position pos;
        pk_fen_error err;
        assert_int_equal(pk_xq_fen_parse(&pos, fen, &err), 0);
        static char text[16384], with_variation[16400];
        int len = snprintf(text, sizeof text, "[Game \"Chinese Chess\"]\n[FEN \"%s\"]\n%s\n", fen,
                           notation == PK_XQ_ICCS ? "[Format \"ICCS\"]\n" : notation == PK_XQ_WXF ? "[Format \"WXF\"]\n" : "");
        pk_xq_move last = PK_XQ_MOVE_NONE, before_last = PK_XQ_MOVE_NONE;
        int plies = 20 + (int)(next_random(&rng) % 100);
        for (int ply = 0; ply < plies && len < (int)sizeof text - 200; ply++) {
            pk_xq_movelist list;
            pk_xq_generate_legal(&pos, &list);
            unsigned fault = next_random(&rng) % 100;
            if (list.count == 0) { /* the end: sometimes a move after it */
                ended++;
                if (next_random(&rng) % 2)
                    len += snprintf(text + len, sizeof text - (size_t)len, " a0a1");
                break;
            }
            pk_xq_move m = list.moves[next_random(&rng) % (unsigned)list.count];
            for (int i = 0; i < list.count && next_random(&rng) % 2; i++)
                if (pk_xq_gives_check(&pos, list.moves[i]) || pk_xq_is_capture(&pos, list.moves[i])) {
                    m = list.moves[i];
                    break;
                }
            pk_xq_move back = PK_XQ_MOVE(PK_XQ_MOVE_TO(before_last), PK_XQ_MOVE_FROM(before_last));
            if (before_last && next_random(&rng) % 3 == 0 && pk_xq_move_is_legal(&pos, back))
                m = back;
            char word[PK_XQ_MOVE_TEXT_MAX * 2];
            pk_xq_move_format(&pos, notation, m, 0, word);
            if (fault < 2 && notation == PK_XQ_ICCS) { /* an illegal move, or a word of no notation */
                unsigned f1 = next_random(&rng) % 9, r1 = next_random(&rng) % 10, f2 = next_random(&rng) % 9,
                         r2 = next_random(&rng) % 10;
                snprintf(word, sizeof word, fault ? "%c%u%c%u" : "zz%c%u", 'a' + f1, r1, 'a' + f2, r2);
                faults[0]++;
            } else if (fault < 6 && notation == PK_XQ_ICCS) { /* H2-E2 */
                char upper[8] = {(char)(word[0] - 'a' + 'A'), word[1], '-', (char)(word[2] - 'a' + 'A'), word[3], 0};
                memcpy(word, upper, sizeof upper);
                faults[1]++;
            }
            len += snprintf(text + len, sizeof text - (size_t)len, " %s", word);
            if (fault >= 6 && fault < 10)
                len += snprintf(text + len, sizeof text - (size_t)len, " {a comment}"), faults[2]++;
            else if (fault == 10)
                len += snprintf(text + len, sizeof text - (size_t)len, " $1"), faults[3]++;
            if (fault < 2 && notation == PK_XQ_ICCS) /* (the rest of the game is not replayed, or is
                                                     * this move's) */
                continue;
            faults[4] += pk_xq_gives_check(&pos, m);
            pk_xq_play(&pos, m);
            before_last = last;
            last = m;
        }
        /* (the termination marker at the same column in both) */
        snprintf(with_variation, sizeof with_variation, "%s () *\n", text);
        snprintf(text + len, sizeof text - (size_t)len, "    *\n");
        one_game a, b;
        pk_game *loop = check_text(&a, text, &defaults), *walk = check_text(&b, with_variation, &defaults);
        assert_false(loop->variations);
        assert_true(walk->variations);
        char fen_loop[PK_XQ_FEN_MAX], fen_walk[PK_XQ_FEN_MAX];
        pk_xq_fen_write(pk_xq_game_final(loop), fen_loop);
        pk_xq_fen_write(pk_xq_game_final(walk), fen_walk);
        if (loop->plies != walk->plies || loop->valid != walk->valid || (loop->outcome == NULL) != (walk->outcome == NULL) ||
            (loop->outcome && strcmp(loop->outcome, walk->outcome) != 0) || strcmp(fen_loop, fen_walk) != 0 ||
            loop->n_diags != walk->n_diags)
            fail_msg("game %d: loop %u plies, %s, %s, %zu diagnostics; walk %u, %s, %s, %zu\n%s", game, loop->plies,
                     loop->outcome ? loop->outcome : "-", fen_loop, loop->n_diags, walk->plies,
                     walk->outcome ? walk->outcome : "-", fen_walk, walk->n_diags, text);
        for (size_t i = 0; i < loop->n_diags; i++) {
            const pk_diag *x = &loop->diags[i], *y = &walk->diags[i];
            if (x->severity != y->severity || strcmp(x->code, y->code) != 0 || x->line != y->line ||
                x->column != y->column || x->ply != y->ply || strcmp(x->message, y->message) != 0 ||
                strcmp(x->suggestion, y->suggestion) != 0)
                fail_msg("game %d, diagnostic %zu: %s '%s' against %s '%s'\n%s", game, i, x->code, x->message, y->code,
                         y->message, text);
        }
        outcomes += loop->outcome != NULL;
        no_capture += loop->outcome && strcmp(loop->outcome, "no-capture") == 0;
        close_game(&a);
        close_game(&b);
    }
    /* the games met what they are for */
    for (int i = 0; i < 5; i++)
        assert_true(faults[i] >= 20);
    assert_true(ended >= 5);
    assert_true(outcomes >= 50);
    assert_true(no_capture >= 3);
}

/* A FEN tag that is no Xiangqi position: an error at the tag; nothing replayed. */
static void test_bad_fen_tag(void **state)
{
    (void)state;
    one_game s;
    pk_game *g = check_text(&s, TAGS_FEN("4k4/9/9 w - - 0 1", "*") "1. a0a1 *\n", &defaults);
    where_str(HERE, "game", "variant", g->variant, "xiangqi");
    where_bool(HERE, "game", "valid", g->valid, false);
    where_int(HERE, "game", "plies", g->plies, 0);
    expect_diag_count(g, 1);
    expect_diag(g, 0, PK_SEV_ERROR, "bad-fen", 2, 1, 0, "", "FEN tag: field 1 (placement): 3 ranks, expected 10", "");
    close_game(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replay_to_final_fen_in_each_notation),
        cmocka_unit_test(test_replay_from_a_fen_tag),
        cmocka_unit_test(test_illegal_move_has_its_place_and_the_legal_moves),
        cmocka_unit_test(test_move_no_man_can_make),
        cmocka_unit_test(test_move_leaving_the_check_is_illegal),
        cmocka_unit_test(test_variation_is_replayed_from_the_position_before),
        cmocka_unit_test(test_illegal_move_in_a_variation_ends_only_it),
        cmocka_unit_test(test_variation_before_any_move),
        cmocka_unit_test(test_checkmate_and_the_result),
        cmocka_unit_test(test_stalemate_loses),
        cmocka_unit_test(test_perpetual_check_loses),
        cmocka_unit_test(test_idle_repetition_is_a_draw),
        cmocka_unit_test(test_replay_shortcuts_against_plain_rules),
        cmocka_unit_test(test_main_line_loop_as_the_general_walk),
        cmocka_unit_test(test_long_game_past_the_kept_plies),
        cmocka_unit_test(test_bad_fen_tag),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
