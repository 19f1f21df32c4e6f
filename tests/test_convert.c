/* Converting checked games: the PGN export layout (tag order, 79-column wrap, move numbers
 * after comments and variations, NAGs, escape lines), each target's move text, the JSON
 * structure, and what is kept when a game cannot be converted; the writer's primitives. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert.h"
#include "fen.h"
#include "game_walk.h"
#include "movegen.h"
#include "pgn_writer.h"
#include "san.h"
#include "test_helpers.h"

typedef struct {
    FILE *f;
    char *data;
    size_t size;
} capture;

static void capture_open(capture *c)
{
    c->data = NULL;
    c->size = 0;
    c->f = open_memstream(&c->data, &c->size);
    assert_non_null(c->f);
}

static char *capture_close(capture *c)
{
    fclose(c->f);
    return c->data;
}

/* Frees got, then fails when it is not expected. */
static void expect_text_(pk_where at, char *got, const char *expected)
{
    if (strcmp(got, expected) == 0) {
        free(got);
        return;
    }
    char shown[4000];
    snprintf(shown, sizeof shown, "%s", got);
    free(got);
    where_fail(at, "got:\n%s\nexpected:\n%s", shown, expected);
}
#define expect_text(...) expect_text_(HERE, __VA_ARGS__)

/* Reads every record of pgn, checks each game and converts it (strays as strays); the return
 * codes of pk_convert_game go into rcs. record_san: the check keeps the moves' SAN facts. */
static char *convert_all_once(const char *pgn, pk_target target, const char *lang, int *rcs, size_t max_rcs,
                              bool record_san)
{
    capture c;
    capture_open(&c);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, strlen(pgn));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    pk_check_options check = {.record_san = record_san};
    pk_convert_options opt = {.target = target, .lang = pk_lang_find(lang)};
    size_t n = 0;
    while (pk_game_read(r, &g)) {
        if (g.stray) {
            pk_convert_stray(c.f, &g, &opt);
            continue;
        }
        pk_game_check(&g, &check);
        int rc = pk_convert_game(c.f, &g, &opt);
        if (rcs && n < max_rcs)
            rcs[n++] = rc;
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return capture_close(&c);
}

/* convert_all_once both ways, which must agree: the SAN facts the check records give the same
 * text as those found again from the walked positions. */
static char *convert_all(const char *pgn, pk_target target, const char *lang, int *rcs, size_t max_rcs)
{
    char *recorded = convert_all_once(pgn, target, lang, NULL, 0, true);
    char *found = convert_all_once(pgn, target, lang, rcs, max_rcs, false);
    assert_string_equal(recorded, found);
    free(recorded);
    return found;
}

/* The movetext of a converted game: what follows the blank line after the tags. */
static char *movetext_of(const char *pgn, pk_target target, const char *lang)
{
    char *all = convert_all(pgn, target, lang, NULL, 0);
    char *blank = strstr(all, "\n\n");
    assert_non_null(blank);
    char *text = strdup(blank + 2);
    free(all);
    return text;
}

/* ---- the export layout ------------------------------------------------------------------ */

/* The Opera Game (Morphy - Duke Karl / Count Isouard, Paris 1858), tags out of order, with a
 * comment across a line end, a variation after a Black move and one after a White move, a
 * suffix annotation and an escape line. */
static const char opera[] =
    "[Result \"1-0\"]\n[Annotator \"Test \\\"q\\\" \\\\\"]\n[White \"Morphy, Paul\"]\n"
    "[Black \"Duke Karl / Count Isouard\"]\n[Event \"Paris\"]\n[Site \"Paris FRA\"]\n[Date \"1858.??.??\"]\n"
    "[ECO \"C41\"]\n\n"
    "1. e4 e5 2. Nf3 d6 3. d4 Bg4 {This is a weak move\nalready.--Fischer} 4. dxe5 Bxf3\n"
    "(4... dxe5 5. Qxd8+ Kxd8 6. Nxe5) 5. Qxf3 (5. gxf3 dxe5) dxe5\n"
    "6. Bc4 Nf6 7. Qb3! Qe7 8. Nc3 c6 9. Bg5 b5\n%c escaped\n"
    "10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8\n"
    "17. Rd8# 1-0\n";

static void test_export_layout(void **state)
{
    (void)state;
    int rc[2] = {-9, -9};
    /* the Seven Tag Roster in its order (Round missing: "?"), then the rest by name; lines of at
     * most 79 characters broken between words, a number never apart from its move */
    expect_text(convert_all(opera, PK_TO_SAN, "en", rc, 2),
                "[Event \"Paris\"]\n[Site \"Paris FRA\"]\n[Date \"1858.??.??\"]\n[Round \"?\"]\n"
                "[White \"Morphy, Paul\"]\n[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n"
                "[Annotator \"Test \\\"q\\\" \\\\\"]\n[ECO \"C41\"]\n\n"
                "1. e4 e5 2. Nf3 d6 3. d4 Bg4 {This is a weak move already.--Fischer} 4. dxe5\n"
                "Bxf3 (4... dxe5 5. Qxd8+ Kxd8 6. Nxe5) 5. Qxf3 (5. gxf3 dxe5) 5... dxe5 6. Bc4\n"
                "Nf6 7. Qb3 $1 7... Qe7 8. Nc3 c6 9. Bg5 b5\n"
                "%c escaped\n"
                "10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+\n"
                "Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n\n");
    assert_int_equal(rc[0], 0);
    assert_int_equal(rc[1], -9);
}

static void test_long_comment_is_wrapped(void **state)
{
    (void)state;
    expect_text(movetext_of("[Event \"x\"]\n\n1. e4 {White opens with the king's pawn, the move that Bobby Fischer "
                            "called best by test, and Black answers in kind} e5 *\n",
                            PK_TO_SAN, "en"),
                "1. e4 {White opens with the king's pawn, the move that Bobby Fischer called\n"
                "best by test, and Black answers in kind} 1... e5 *\n\n");
}

/* ---- move text per target ---------------------------------------------------------------- */

static const char ruy[] = "[Event \"Ruy\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *\n";
static const char promotion[] = "[Event \"promo\"]\n[SetUp \"1\"]\n[FEN \"k7/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n"
                                "1. e8=Q+ Kb7 *\n";

static void test_each_target(void **state)
{
    (void)state;
    static const struct {
        pk_target target;
        const char *lang, *ruy, *promotion;
    } cases[] = {
        {PK_TO_SAN, "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *", "1. e8=Q+ Kb7 *"},
        {PK_TO_SAN, "it", "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 5. O-O *", "1. e8=D+ Rb7 *"},
        {PK_TO_LAN, "en", "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O *",
         "1. e7-e8=Q+ Ka8-b7 *"},
        {PK_TO_UCI, "en", "1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. b5c6 d7c6 5. e1g1 *", "1. e7e8q a8b7 *"},
        /* a fifth digit for the promotion piece: 1 queen */
        {PK_TO_ICCF, "en", "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 *", "1. 57581 1827 *"},
        /* the shortest unambiguous forms: N-KB3 (N-B3 could be c3), P-QR3 (h6 too), QPxB (b7 too) */
        {PK_TO_DESCRIPTIVE, "en", "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. O-O *",
         "1. P-K8(Q)+ K-N2 *"},
        /* Italian, side first: RA is the king's bishop's file, DT the queen's rook's */
        {PK_TO_DESCRIPTIVE, "it", "1. P-R4 P-R4 2. C-RA3 C-DA3 3. A-C5 P-DT3 4. AxC DPxA 5. O-O *",
         "1. P-R8(D)+ R-C2 *"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char expected[200];
        snprintf(expected, sizeof expected, "%s\n\n", cases[i].ruy);
        expect_text(movetext_of(ruy, cases[i].target, cases[i].lang), expected);
        snprintf(expected, sizeof expected, "%s\n\n", cases[i].promotion);
        expect_text(movetext_of(promotion, cases[i].target, cases[i].lang), expected);
    }
}

static void test_format_move(void **state)
{
    (void)state;
    /* promotion with capture, under-promotion, en passant, long castling, checks (stockfish
     * lists the moves; the checks are on rank 8) */
    pk_position pos;
    assert_int_equal(pk_fen_parse(&pos, "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", PK_RULES_CHESS, NULL), 0);
    static const struct {
        const char *uci, *san_en, *san_it, *lan, *iccf, *desc_en, *desc_it;
    } cases[] = {
        {"b7a8q", "bxa8=Q+", "bxa8=D+", "b7xa8=Q+", "27181", "PxR(Q)+", "PxT(D)+"},
        {"b7a8n", "bxa8=N", "bxa8=C", "b7xa8=N", "27184", "PxR(N)", "PxT(C)"},
        {"e5d6", "exd6", "exd6", "e5xd6", "5546", "PxP e.p.", "PxP e.p."},
        {"e1c1", "O-O-O", "O-O-O", "O-O-O", "5131", "O-O-O", "O-O-O"},
        {"a1a8", "Rxa8+", "Txa8+", "Ra1xa8+", "1118", "RxR+", "TxT+"},
        {"h1h8", "Rh8+", "Th8+", "Rh1-h8+", "8188", "R-R8+", "T-T8+"},
    };
    pk_movelist list;
    pk_generate_legal(&pos, &list);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_move m = PK_MOVE_NONE;
        for (int k = 0; k < list.count; k++) {
            char u[6];
            pk_uci_format(list.moves[k], u);
            if (strcmp(u, cases[i].uci) == 0)
                m = list.moves[k];
        }
        if (m == PK_MOVE_NONE)
            fail_msg("no legal move %s", cases[i].uci);
        const struct {
            pk_target target;
            const char *lang, *want;
        } forms[] = {
            {PK_TO_SAN, "en", cases[i].san_en},         {PK_TO_SAN, "it", cases[i].san_it},
            {PK_TO_LAN, "en", cases[i].lan},            {PK_TO_UCI, "en", cases[i].uci},
            {PK_TO_ICCF, "en", cases[i].iccf},          {PK_TO_DESCRIPTIVE, "en", cases[i].desc_en},
            {PK_TO_DESCRIPTIVE, "it", cases[i].desc_it},
        };
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            pk_convert_options opt = {.target = forms[f].target, .lang = pk_lang_find(forms[f].lang)};
            char out[64];
            size_t n = pk_format_move(&pos, m, &opt, out);
            if (strcmp(out, forms[f].want) != 0 || n != strlen(forms[f].want))
                fail_msg("%s as target %d (%s): \"%s\" (%zu), expected \"%s\"", cases[i].uci, forms[f].target,
                         forms[f].lang, out, n, forms[f].want);
        }
    }
    /* a pass in ICCF */
    pk_convert_options iccf = {.target = PK_TO_ICCF, .lang = pk_lang_english()};
    char out[16];
    assert_int_equal(pk_format_move(&pos, PK_MOVE_NULL, &iccf, out), 2);
    assert_string_equal(out, "--");
}

/* ---- the main line's own loop ------------------------------------------------------------- */

/* What is left of converted text without its tag lines: the movetexts and the blank lines. */
static char *without_tag_lines(char *text)
{
    char *out = malloc(strlen(text) + 1), *o = out;
    assert_non_null(out);
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) + 1 : strlen(line);
        if (line[0] != '[') {
            memcpy(o, line, len);
            o += len;
        }
        line += len;
    }
    *o = 0;
    free(text);
    return out;
}

/* Games without variations are written by a loop of their own (the moves' SAN facts recorded):
 * convert_all checks that it writes what the walk over positions writes, and here the texts are
 * as they must be. Black to move first, numbers past 100, en passant (its "e.p." apart), a
 * promotion taking and under-promoting, both castlings with check, every qualifier (file,
 * rank, both), the origin written when not needed, a sign apart from its move and a wrong one,
 * a comment, a NAG and an escape line before a Black move, mate, and a game stopped by an
 * illegal move. */
static const char main_line_games[] =
    "[Event \"A\"]\n[SetUp \"1\"]\n[FEN \"4k2r/3p2P1/8/4P3/8/Q7/8/Q1Q1K2R b K - 0 98\"]\n\n"
    "98... d5 99. exd6 e.p. Kd7 100. gxh8=N Ke6 101. Qa1b2 Kf5 102. O-O+ Kg4 103. Qcc5 Kh4 104. Qa3h3+ Kxh3 "
    "105. Qb2g2+ Kh4 106. Qg2g3# 1-0\n\n"
    "[Event \"B\"]\n[SetUp \"1\"]\n[FEN \"r3k3/p7/8/R7/8/8/8/R3K1N1 w Qq - 0 9\"]\n\n"
    "9. R1a3 O-O-O 10. Ne2 Rd1 + 11. Kxd1 {a comment} Kb8\n%escape line\n12. Nc3 $14 Ka8 *\n\n"
    "[Event \"C\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
    "[Event \"D\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 Nf6 4. Bc4 1-0\n";

static void test_main_line_loop(void **state)
{
    (void)state;
    expect_text(without_tag_lines(convert_all(main_line_games, PK_TO_SAN, "en", NULL, 0)),
                "\n98... d5 99. exd6 Kd7 100. gxh8=N Ke6 101. Qa1b2 Kf5 102. O-O+ Kg4 103. Qcc5\n"
                "Kh4 104. Qh3+ Kxh3 105. Qg2+ Kh4 106. Qg3+ 1-0\n\n"
                "\n9. R1a3 O-O-O 10. Ne2 Rd1+ 11. Kxd1 {a comment} 11... Kb8\n%escape line\n"
                "12. Nc3 $14 12... Ka8 *\n\n"
                "\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
                "\n1. e4 e5 2. Nf3 Nc6 {pgnkit: not converted from here on: 3. Ke3 Nf6 4. Bc4} 1-0\n\n");
    expect_text(without_tag_lines(convert_all(main_line_games, PK_TO_SAN, "it", NULL, 0)),
                "\n98... d5 99. exd6 Rd7 100. gxh8=C Re6 101. Da1b2 Rf5 102. O-O+ Rg4 103. Dcc5\n"
                "Rh4 104. Dh3+ Rxh3 105. Dg2+ Rh4 106. Dg3+ 1-0\n\n"
                "\n9. T1a3 O-O-O 10. Ce2 Td1+ 11. Rxd1 {a comment} 11... Rb8\n%escape line\n"
                "12. Cc3 $14 12... Ra8 *\n\n"
                "\n1. f3 e5 2. g4 Dh4# 0-1\n\n"
                "\n1. e4 e5 2. Cf3 Cc6 {pgnkit: not converted from here on: 3. Ke3 Nf6 4. Bc4} 1-0\n\n");
    expect_text(without_tag_lines(convert_all(main_line_games, PK_TO_LAN, "en", NULL, 0)),
                "\n98... d7-d5 99. e5xd6 Ke8-d7 100. g7xh8=N Kd7-e6 101. Qa1-b2 Ke6-f5 102. O-O+\n"
                "Kf5-g4 103. Qc1-c5 Kg4-h4 104. Qa3-h3+ Kh4xh3 105. Qb2-g2+ Kh3-h4 106. Qg2-g3+\n"
                "1-0\n\n"
                "\n9. Ra1-a3 O-O-O 10. Ng1-e2 Rd8-d1+ 11. Ke1xd1 {a comment} 11... Kc8-b8\n%escape line\n"
                "12. Ne2-c3 $14 12... Kb8-a8 *\n\n"
                "\n1. f2-f3 e7-e5 2. g2-g4 Qd8-h4# 0-1\n\n"
                "\n1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 {pgnkit: not converted from here on: 3. Ke3 Nf6\n"
                "4. Bc4} 1-0\n\n");
    /* a first game of tags alone has no nodes at all (no array), one of a comment alone no text */
    expect_text(without_tag_lines(convert_all("[Event \"x\"]\n\n*\n", PK_TO_SAN, "en", NULL, 0)), "\n*\n\n");
    expect_text(without_tag_lines(convert_all("[Event \"x\"]\n\n{} *\n", PK_TO_SAN, "en", NULL, 0)), "\n{} *\n\n");
    /* a Black move first on its line (after an escape line), and the first word of the movetext
     * a Black move: each written apart from the run of moves, with its number */
    expect_text(without_tag_lines(convert_all("[Event \"E\"]\n\n1. e4\n%esc\n1... e5 2. Nf3 Nc6 3. Bb5 *\n"
                                              "[Event \"F\"]\n[SetUp \"1\"]\n"
                                              "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n"
                                              "1... e5\n%esc\n2. Nf3 {c} 2... Nc6 *\n",
                                              PK_TO_SAN, "en", NULL, 0)),
                "\n1. e4\n%esc\n1... e5 2. Nf3 Nc6 3. Bb5 *\n\n"
                "\n1... e5\n%esc\n2. Nf3 {c} 2... Nc6 *\n\n");
    /* the same games each with a variation go the walk's way: their main lines are the same */
    char *walked = without_tag_lines(convert_all("[Event \"C\"]\n\n1. f3 e5 (1... e6) 2. g4 Qh4# 0-1\n", PK_TO_SAN,
                                                 "en", NULL, 0));
    expect_text(walked, "\n1. f3 e5 (1... e6) 2. g4 Qh4# 0-1\n\n");
}

/* Every form a move's SAN facts and kind can give, written by the main line's loop and by the
 * walk (which writes through pk_san_write and pk_lan_write): a game made by hand of such moves
 * (none need be legal: with the facts recorded no position is played), written once as a game
 * without variations and once flagged as one with them. */
static void test_main_line_loop_every_form(void **state)
{
    (void)state;
    static const int kinds[] = {PK_MK_NORMAL, PK_MK_EP, PK_MK_CASTLE, PK_MK_PROMO | 0, PK_MK_PROMO | 1,
                                PK_MK_PROMO | 2, PK_MK_PROMO | 3};
    static const int squares[][2] = {{0, 0},   {12, 28}, {6, 4},  {4, 6},   {63, 0}, {7, 56}, {52, 60}, {49, 56},
                                     {33, 41}, {27, 36}, {1, 18}, {62, 45}, {8, 16}, {15, 7}, {56, 63}, {36, 27}};
    pk_game g;
    pk_game_init(&g);
    size_t n = 0, cap = 6 * 8 * 4 * (sizeof kinds / sizeof kinds[0]) * (sizeof squares / sizeof squares[0]) + 3;
    g.nodes = calloc(cap, sizeof *g.nodes);
    g.nodes_cap = cap;
    assert_non_null(g.nodes);
    for (unsigned f = 0; f < 256; f++) {
        if ((f & PK_SANF_TYPE) > PK_KING)
            continue;
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            for (size_t q = 0; q < sizeof squares / sizeof squares[0]; q++) {
                pk_node *node = &g.nodes[n++];
                node->kind = PK_NODE_MOVE;
                node->move = PK_MOVE_MAKE(squares[q][0], squares[q][1], kinds[k]);
                if (node->move == PK_MOVE_NONE)
                    node->move = PK_MOVE_NULL; /* a1a1 normal: the pass instead */
                node->san = (pk_san_facts)f;
            }
        if (f == 100) { /* a NAG: the next Black move gets its number */
            g.nodes[n].kind = PK_NODE_NAG;
            g.nodes[n].move = PK_MOVE_MAKE(12, 28, PK_MK_NORMAL); /* not a move whatever this says */
            g.nodes[n++].number = 3;
        }
        if (f == 153) { /* a sign apart, of the move before: not a move whatever its move says */
            g.nodes[n].kind = PK_NODE_MOVE;
            g.nodes[n].flags = PK_NODEF_DETACHED;
            g.nodes[n++].move = PK_MOVE_MAKE(12, 28, PK_MK_NORMAL);
        }
    }
    g.n_nodes = n;
    pk_position_startpos(&g.start);
    g.set_up = true;
    g.san_recorded = true;
    static const struct {
        pk_target target;
        const char *lang;
    } targets[] = {{PK_TO_SAN, "en"}, {PK_TO_SAN, "de"}, {PK_TO_LAN, "en"}, {PK_TO_LAN, "fr"}};
    for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) {
        pk_convert_options opt = {.target = targets[t].target, .lang = pk_lang_find(targets[t].lang)};
        char *texts[2];
        for (int variations = 0; variations < 2; variations++) {
            capture c;
            capture_open(&c);
            g.variations = variations;
            assert_int_equal(pk_convert_game(c.f, &g, &opt), 0);
            texts[variations] = capture_close(&c);
        }
        assert_string_equal(texts[0], texts[1]);
        free(texts[0]);
        free(texts[1]);
    }
    pk_game_free(&g);
}

/* The SAN facts the check records as it replays (pk_node.san), against those found from the
 * positions a walk plays (pk_san_facts_played), move by move: each game of pgn is checked with
 * record_san and walked. Returns how many moves were compared. */
static size_t expect_recorded_facts(const char *pgn)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, strlen(pgn));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    pk_check_options check = {.record_san = true};
    size_t moves = 0;
    while (pk_game_read(r, &g)) {
        pk_game_check(&g, &check);
        assert_true(g.san_recorded);
        pk_game_walker walk;
        pk_walk_step st;
        pk_walker_start(&walk, &g, true);
        do {
            while (pk_walker_next(&walk, &st)) {
                if (!st.before)
                    continue;
                pk_san_facts found = pk_san_facts_played(st.before, st.node->move, st.after);
                if (st.node->san != found)
                    fail_msg("game %s, ply %u: recorded SAN facts 0x%02x, found 0x%02x", pk_game_tag(&g, "Event"),
                             st.ply, st.node->san, found);
                moves++;
            }
        } while (walk.stopped < g.n_nodes && pk_walker_resume(&walk));
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return moves;
}

/* The SAN facts of a move read at once come from its reading alone (quick_facts_before in
 * game_check.c), and a mate written '+' and left unproven in check is settled as mate after the
 * move that follows it failed to read (settle_mate turns the '+' recorded into '#'): every form
 * a reading can have, each with its facts recorded as the positions give them and written as
 * they must be, by the main line's loop (games without variations) and by the walk (the same
 * games, each with a variation repeating its first move, replayed move by move by the check's
 * general walk). */
static void test_recorded_san_facts(void **state)
{
    (void)state;
    static const struct {
        const char *tags, *first, *rest;
    } games[] = {
        /* pawn pushes and captures, piece moves and captures, a file qualifier, castling */
        {"[Event \"pieces\"]\n\n", "1. e4",
         "d5 2. exd5 Nf6 3. Nc3 Nxd5 4. Nge2 Nxc3 5. Nxc3 e5 6. Bc4 Bb4 7. O-O Bxc3 8. bxc3 O-O *"},
        /* a capture written without x, a quiet move with one, origins written though not needed
         * (file and rank, rank), a check that a word the quick reading leaves answers (bc6) */
        {"[Event \"lenient\"]\n\n", "1. e4", "d5 2. Bb5+ c6 3. Bc6+ bc6 4. Ng1f3 Nxf6 5. N1c3 Bg4 6. Nxd5 cxd5 7. exd5 *"},
        /* both qualifiers with a capture, the rank alone */
        {"[Event \"qualified\"]\n[SetUp \"1\"]\n[FEN \"2k5/8/8/R7/4Q2Q/8/7K/R3n2Q w - - 0 1\"]\n\n", "1. Qh4xe1",
         "Kb8 2. R1a3 Kc8 3. Q4b1 Kd7 *"},
        {"[Event \"king side\"]\n[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\"]\n\n", "1. O-O",
         "Kd7 2. Rf7+ Kd6 *"},
        {"[Event \"queen side\"]\n[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/3K4 b q - 0 1\"]\n\n", "1... O-O-O+",
         "2. Ke2 *"},
        /* mate written '+' with a move after it, and last */
        {"[Event \"mate after\"]\n\n", "1. f3", "e5 2. g4 Qh4+ 3. Kf2 *"},
        {"[Event \"mate last\"]\n\n", "1. f3", "e5 2. g4 Qh4+ 0-1"},
        /* the moves the quick reading leaves: en passant, promotion */
        {"[Event \"special\"]\n[SetUp \"1\"]\n[FEN \"4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n\n", "1. exd6",
         "Kd7 2. b8=Q Kc6 3. Qb3 Kxd6 *"},
    };
    char plain[4096] = "", varied[4096] = "";
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        size_t p = strlen(plain), v = strlen(varied);
        snprintf(plain + p, sizeof plain - p, "%s%s %s\n\n", games[i].tags, games[i].first, games[i].rest);
        snprintf(varied + v, sizeof varied - v, "%s%s (%s) %s\n\n", games[i].tags, games[i].first, games[i].first,
                 games[i].rest);
    }
    size_t moves = 16 + 13 + 6 + 4 + 2 + 4 + 4 + 6; /* the mate's next move is not replayed */
    assert_int_equal(expect_recorded_facts(plain), moves);
    assert_int_equal(expect_recorded_facts(varied), moves + 8);
    expect_text(without_tag_lines(convert_all(plain, PK_TO_SAN, "en", NULL, 0)),
                "\n1. e4 d5 2. exd5 Nf6 3. Nc3 Nxd5 4. Nge2 Nxc3 5. Nxc3 e5 6. Bc4 Bb4 7. O-O Bxc3\n8. bxc3 O-O *\n\n"
                "\n1. e4 d5 2. Bb5+ c6 3. Bxc6+ bxc6 4. Nf3 Nf6 5. Nc3 Bg4 6. Nxd5 cxd5 7. exd5 *\n\n"
                "\n1. Qh4xe1 Kb8 2. R1a3 Kc8 3. Q4b1 Kd7 *\n\n"
                "\n1. O-O Kd7 2. Rf7+ Kd6 *\n\n"
                "\n1... O-O-O+ 2. Ke2 *\n\n"
                "\n1. f3 e5 2. g4 Qh4# {pgnkit: not converted from here on: 3. Kf2} *\n\n"
                "\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
                "\n1. exd6 Kd7 2. b8=Q Kc6 3. Qb3 Kxd6 *\n\n");
    expect_text(without_tag_lines(convert_all(plain, PK_TO_SAN, "de", NULL, 0)),
                "\n1. e4 d5 2. exd5 Sf6 3. Sc3 Sxd5 4. Sge2 Sxc3 5. Sxc3 e5 6. Lc4 Lb4 7. O-O Lxc3\n8. bxc3 O-O *\n\n"
                "\n1. e4 d5 2. Lb5+ c6 3. Lxc6+ bxc6 4. Sf3 Sf6 5. Sc3 Lg4 6. Sxd5 cxd5 7. exd5 *\n\n"
                "\n1. Dh4xe1 Kb8 2. T1a3 Kc8 3. D4b1 Kd7 *\n\n"
                "\n1. O-O Kd7 2. Tf7+ Kd6 *\n\n"
                "\n1... O-O-O+ 2. Ke2 *\n\n"
                "\n1. f3 e5 2. g4 Dh4# {pgnkit: not converted from here on: 3. Kf2} *\n\n"
                "\n1. f3 e5 2. g4 Dh4# 0-1\n\n"
                "\n1. exd6 Kd7 2. b8=D Kc6 3. Db3 Kxd6 *\n\n");
    expect_text(without_tag_lines(convert_all(plain, PK_TO_LAN, "en", NULL, 0)),
                "\n1. e2-e4 d7-d5 2. e4xd5 Ng8-f6 3. Nb1-c3 Nf6xd5 4. Ng1-e2 Nd5xc3 5. Ne2xc3\n"
                "e7-e5 6. Bf1-c4 Bf8-b4 7. O-O Bb4xc3 8. b2xc3 O-O *\n\n"
                "\n1. e2-e4 d7-d5 2. Bf1-b5+ c7-c6 3. Bb5xc6+ b7xc6 4. Ng1-f3 Ng8-f6 5. Nb1-c3\n"
                "Bc8-g4 6. Nc3xd5 c6xd5 7. e4xd5 *\n\n"
                "\n1. Qh4xe1 Kc8-b8 2. Ra1-a3 Kb8-c8 3. Qe4-b1 Kc8-d7 *\n\n"
                "\n1. O-O Ke8-d7 2. Rf1-f7+ Kd7-d6 *\n\n"
                "\n1... O-O-O+ 2. Kd1-e2 *\n\n"
                "\n1. f2-f3 e7-e5 2. g2-g4 Qd8-h4# {pgnkit: not converted from here on: 3. Kf2} *\n\n"
                "\n1. f2-f3 e7-e5 2. g2-g4 Qd8-h4# 0-1\n\n"
                "\n1. e5xd6 Ke8-d7 2. b7-b8=Q Kd7-c6 3. Qb8-b3 Kc6xd6 *\n\n");
    char *walked = without_tag_lines(convert_all(varied, PK_TO_SAN, "en", NULL, 0));
    assert_non_null(strstr(walked, "\n1. e4 (1. e4) 1... d5 2. exd5 Nf6"));
    assert_non_null(strstr(walked, "\n1. f3 (1. f3) 1... e5 2. g4 Qh4# {pgnkit: not converted from here on: 3. Kf2} *\n"));
    assert_non_null(strstr(walked, "\n1. Qh4xe1 (1. Qh4xe1) 1... Kb8 2. R1a3"));
    free(walked);
}


/* ---- JSON ------------------------------------------------------------------------------- */

static void test_json_structure(void **state)
{
    (void)state;
    /* a comment and a NAG in the "after" list of their move; the variation there too, its
     * moves from the position before 1... e5 (after 1. e4 c5 2. Nf3: the FEN example of
     * pgnkit-notations(7)) */
    expect_text(convert_all("[Event \"json\"]\n[White \"A \\\"B\\\"\"]\n\n"
                            "1. e4 {best} e5 $1 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 *\n",
                            PK_TO_JSON, "en", NULL, 0),
                "{\"tags\":{\"Event\":\"json\",\"White\":\"A \\\"B\\\"\"},"
                "\"start\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"moves\":["
                "{\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\","
                "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\","
                "\"after\":[{\"comment\":\"best\"}]},"
                "{\"ply\":2,\"san\":\"e5\",\"uci\":\"e7e5\","
                "\"fen\":\"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\","
                "\"after\":[{\"nag\":1},{\"variation\":["
                "{\"ply\":2,\"san\":\"c5\",\"uci\":\"c7c5\","
                "\"fen\":\"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\","
                "\"after\":[{\"comment\":\"Sicilian\"}]},"
                "{\"ply\":3,\"san\":\"Nf3\",\"uci\":\"g1f3\","
                "\"fen\":\"rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\",\"after\":[]}]}]},"
                "{\"ply\":3,\"san\":\"Nf3\",\"uci\":\"g1f3\","
                "\"fen\":\"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\",\"after\":[]}],"
                "\"result\":\"*\"}\n");
    /* a comment before the first move, and the local SAN beside the English one */
    expect_text(convert_all("[Event \"j\"]\n\n{intro} 1. Nf3 1-0\n", PK_TO_JSON, "it", NULL, 0),
                "{\"tags\":{\"Event\":\"j\"},"
                "\"start\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"moves\":["
                "{\"before\":true,\"after\":[{\"comment\":\"intro\"}]},"
                "{\"ply\":1,\"san\":\"Nf3\",\"uci\":\"g1f3\",\"san_it\":\"Cf3\","
                "\"fen\":\"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1\",\"after\":[]}],"
                "\"result\":\"1-0\"}\n");
}

/* ---- what cannot be converted ------------------------------------------------------------ */

static const char damaged[] = "[Event \"damaged\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Ke3 {why} Nc6 (2... Nf6) 3. Nf3 *\n";

static void test_damaged_game_keeps_its_rest(void **state)
{
    (void)state;
    /* what follows the illegal 2. Ke3 is kept as written, in a comment ({} of the text as []) */
    expect_text(movetext_of(damaged, PK_TO_SAN, "en"),
                "1. e4 e5 (1... c5 2. Nf3) {pgnkit: not converted from here on: 2. Ke3 [why] Nc6\n"
                "(2... Nf6) 3. Nf3} *\n\n");
    /* a comment line never starts with '[' (a reader could take it for a tag) */
    expect_text(movetext_of(damaged, PK_TO_UCI, "en"),
                "1. e2e4 e7e5 (1... c7c5 2. g1f3) {pgnkit: not converted from here on: 2. Ke3\n"
                " [why] Nc6 (2... Nf6) 3. Nf3} *\n\n");
    expect_text(convert_all(damaged, PK_TO_JSON, "en", NULL, 0),
                "{\"tags\":{\"Event\":\"damaged\"},"
                "\"start\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"moves\":["
                "{\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\","
                "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\",\"after\":[]},"
                "{\"ply\":2,\"san\":\"e5\",\"uci\":\"e7e5\","
                "\"fen\":\"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\",\"after\":["
                "{\"variation\":[{\"ply\":2,\"san\":\"c5\",\"uci\":\"c7c5\","
                "\"fen\":\"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\",\"after\":[]},"
                "{\"ply\":3,\"san\":\"Nf3\",\"uci\":\"g1f3\","
                "\"fen\":\"rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\",\"after\":[]}]},"
                "{\"not_converted\":\"2. Ke3 [why] Nc6 (2... Nf6) 3. Nf3\"}]}],\"result\":\"*\"}\n");
}

static void test_unreplayed_games_written_as_read(void **state)
{
    (void)state;
    /* an unsupported variant: nothing replayed, so every token as it was read; then a stray
     * comment and escape line after the last game */
    static const char pgn[] = "[Event \"x\"]\n[Variant \"Chess960\"]\n\n1. e4 {c} e5 $2 (1... c5) 2. Nf3 1-0\n\n"
                              "{stray comment}\n%esc\n";
    static const char expected[] = "[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                                   "[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"Chess960\"]\n\n"
                                   "1. e4 {c} e5 $2 (1... c5) 2. Nf3 1-0\n\n{stray comment}\n%esc\n\n";
    int rc[1] = {-9};
    expect_text(convert_all(pgn, PK_TO_SAN, "en", rc, 1), expected);
    assert_int_equal(rc[0], 0);
    /* a chess game asked for in a Xiangqi notation: as read, and 1 to say so */
    rc[0] = -9;
    expect_text(convert_all(ruy, PK_TO_WXF, "en", rc, 1),
                "[Event \"Ruy\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *\n\n");
    assert_int_equal(rc[0], 1);
}

/* An error in a variation ends that variation only: what of it was replayed is converted, its
 * rest kept in a comment inside it (or, when its first move is the error, the whole variation
 * in a comment in its place: a variation with no move is none), and the game goes on. */
static const char bad_lines[] = "[Event \"lines\"]\n\n"
                                "1. e4 e5 (1... c5 2. Nf3 Kd5 3. d4 {a note} (3. c3 d5) cxd4) (1... Ke7 2. d4)\n"
                                "2. Nf3 (2. Nc3 Nc6 (2... Nf6 3. Qh8 Nc6) 3. Bc4) Nc6 3. Bb5 a6 4. Ke3 Nf6 *\n";

static void test_bad_variation_keeps_only_its_rest(void **state)
{
    (void)state;
    expect_text(movetext_of(bad_lines, PK_TO_SAN, "en"),
                "1. e4 e5 (1... c5 2. Nf3 {pgnkit: not converted from here on: Kd5 3. d4 [a\n"
                "note] (3. c3 d5) cxd4}) {pgnkit: not converted: (1... Ke7 2. d4)} 2. Nf3 (\n"
                "2. Nc3 Nc6 (2... Nf6 {pgnkit: not converted from here on: 3. Qh8 Nc6}) 3. Bc4)\n"
                "2... Nc6 3. Bb5 a6 {pgnkit: not converted from here on: 4. Ke3 Nf6} *\n\n");
    expect_text(movetext_of(bad_lines, PK_TO_UCI, "en"),
                "1. e2e4 e7e5 (1... c7c5 2. g1f3 {pgnkit: not converted from here on: Kd5 3. d4\n"
                " [a note] (3. c3 d5) cxd4}) {pgnkit: not converted: (1... Ke7 2. d4)} 2. g1f3 (\n"
                "2. b1c3 b8c6 (2... g8f6 {pgnkit: not converted from here on: 3. Qh8 Nc6})\n"
                "3. f1c4) 2... b8c6 3. f1b5 a7a6 {pgnkit: not converted from here on: 4. Ke3\n"
                "Nf6} *\n\n");
    char *json = convert_all(bad_lines, PK_TO_JSON, "en", NULL, 0);
    assert_non_null(strstr(json, "\"after\":[{\"not_converted\":\"Kd5 3. d4 [a note] (3. c3 d5) cxd4\"}]}]},"
                                 "{\"not_converted\":\"(1... Ke7 2. d4)\"}]},{\"ply\":3,\"san\":\"Nf3\""));
    assert_non_null(strstr(json, "\"after\":[{\"not_converted\":\"3. Qh8 Nc6\"}]}]}]},{\"ply\":5,\"san\":\"Bc4\""));
    assert_non_null(strstr(json, "\"after\":[{\"not_converted\":\"4. Ke3 Nf6\"}]}],\"result\":\"*\"}\n"));
    free(json);
}

/* The walk stops at what it cannot replay, says what that is, and goes on after it. */
static void test_walk_resumes_after_a_bad_variation(void **state)
{
    (void)state;
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(bad_lines, strlen(bad_lines));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_check_options check = {0};
    pk_game_check(&g, &check);
    pk_game_walker w;
    pk_walk_step step;
    pk_walker_start(&w, &g, true);
    static const struct { int stop; const char *kept; } stops[] = {
        {PK_WALK_STOP_REST, "Kd5 3. d4 [a note] (3. c3 d5) cxd4"},
        {PK_WALK_STOP_VARIATION, "(1... Ke7 2. d4)"},
        {PK_WALK_STOP_REST, "3. Qh8 Nc6"},
        {PK_WALK_STOP_GAME, "4. Ke3 Nf6"},
    };
    uint32_t main_plies = 0;
    for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++) {
        while (pk_walker_next(&w, &step))
            if (step.depth == 0 && step.node->kind == PK_NODE_MOVE)
                main_plies = step.ply;
        assert_true(w.stopped < g.n_nodes);
        assert_int_equal(w.stop, stops[k].stop);
        char kept[128];
        pk_game_span_text(&g, w.stopped, w.resume, kept, sizeof kept);
        assert_string_equal(kept, stops[k].kept);
        assert_int_equal(pk_walker_resume(&w), k + 1 < sizeof stops / sizeof stops[0]);
    }
    assert_int_equal(main_plies, 6); /* the main line walked up to a6, past the bad variations */
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
}

/* The text kept in a comment never ends it early: a '}' of a ';' comment or an escape line is
 * written ']', so that every reader reads the comment, and the game after it, as they are. */
static void test_kept_text_never_ends_its_comment(void **state)
{
    (void)state;
    static const char pgn[] = "[Event \"kept\"]\n\n1. e4 e5 2. Ke3 ; a } here\n(2. Nf3 Nc6 (2... d6)) Nc6\n"
                              "%an escape } line\n3. Nf3 *\n";
    expect_text(movetext_of(pgn, PK_TO_SAN, "en"),
                "1. e4 e5 {pgnkit: not converted from here on: 2. Ke3 [ a ] here] (2. Nf3 Nc6\n"
                "(2... d6)) Nc6 %an escape ] line 3. Nf3} *\n\n");
}

/* Xiangqi games are walked alike: an error ends its variation only. */
static void test_bad_xiangqi_variation_keeps_only_its_rest(void **state)
{
    (void)state;
    static const char pgn[] = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n"
                              "1. h2e2 h9g7 (1... a9a5 2. h0g2) (1... b9c7 2. h0g2 (2. a0a5 b7b0) (2. b0c2 i6i5 3. a0a5)\n"
                              "c6c5) 2. h0g2 i9h9 3. a0a5 a9a8 *\n";
    expect_text(movetext_of(pgn, PK_TO_ICCS, "en"),
                "1. h2e2 h9g7 {pgnkit: not converted: (1... a9a5 2. h0g2)} (1... b9c7 2. h0g2\n"
                "{pgnkit: not converted: (2. a0a5 b7b0)} (2. b0c2 i6i5 {pgnkit: not converted\n"
                "from here on: 3. a0a5}) 2... c6c5) 2. h0g2 i9h9 {pgnkit: not converted from\n"
                "here on: 3. a0a5 a9a8} *\n\n");
}

/* Once a bug: the rest was written into a buffer sized from the game's text, but NAGs,
 * parentheses and move numbers take no room there, so a rest with many NAGs was cut short. */
static void test_rest_text_is_never_cut(void **state)
{
    (void)state;
    char pgn[2048] = "1. e4 Ke7";
    char expected_rest[2048] = "Ke7";
    for (int i = 1; i <= 200; i++) {
        char nag[16];
        snprintf(nag, sizeof nag, " $%d", i);
        strcat(pgn, nag);
        strcat(expected_rest, nag);
    }
    strcat(pgn, " (1... e5 2. Nf3) *");
    strcat(expected_rest, " (1... e5 2. Nf3)");
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, strlen(pgn));
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_check_options check = {0};
    pk_game_check(&g, &check);
    size_t from = 0;
    while (g.nodes[from].kind != PK_NODE_MOVE || g.nodes[from].move != PK_MOVE_NONE)
        from++;
    /* the exact length, with no buffer or with one too small, as snprintf gives it */
    size_t need = strlen(expected_rest);
    assert_true(need > g.text_len * 2 + 256 - 37); /* longer than the old buffer could hold */
    assert_int_equal(pk_game_rest_text(&g, from, NULL, 0), need);
    char small[8];
    assert_int_equal(pk_game_rest_text(&g, from, small, sizeof small), need);
    assert_string_equal(small, "Ke7 $1 ");
    size_t len = 0;
    char *rest = pk_game_rest_alloc(&g, from, "pre: ", &len);
    assert_non_null(rest);
    assert_int_equal(len, need + 5);
    assert_int_equal(strlen(rest), len);
    assert_string_equal(rest + 5, expected_rest);
    free(rest);
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    /* and the writers keep all of it, in PGN and in JSON */
    char *out = convert_all(pgn, PK_TO_SAN, "en", NULL, 0);
    assert_non_null(strstr(out, "$199 $200 (1... e5 2.\nNf3)} *\n"));
    free(out);
    out = convert_all(pgn, PK_TO_JSON, "en", NULL, 0);
    assert_non_null(strstr(out, "$199 $200 (1... e5 2. Nf3)\"}]}],\"result\":\"*\"}\n"));
    free(out);
}

/* Once a bug: JSON Lines broken by a comment after the last game, written as PGN. */
static void test_stray_records_in_json(void **state)
{
    (void)state;
    static const char pgn[] = "1. e4 *\n\n{trailing \"note\"}\n%esc \\ape\n";
    expect_text(convert_all(pgn, PK_TO_JSON, "en", NULL, 0),
                "{\"tags\":{},\"start\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"moves\":["
                "{\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\","
                "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\",\"after\":[]}],"
                "\"result\":\"*\"}\n"
                "{\"stray\":[{\"comment\":\"trailing \\\"note\\\"\"},{\"escape\":\"esc \\\\ape\"}]}\n");
}

/* Once bugs: a roster tag given twice lost its repeat, and a Result tag saying more than the
 * result ("1-0 (forfeit)") was cut to the result. */
static void test_tags_kept_as_read(void **state)
{
    (void)state;
    static const char pgn[] = "[Event \"a\"]\n[White \"First\"]\n[White \"Second\"]\n[Result \"1-0 (forfeit)\"]\n"
                              "[ECO \"C20\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
    expect_text(convert_all(pgn, PK_TO_SAN, "en", NULL, 0),
                "[Event \"a\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"First\"]\n"
                "[Black \"?\"]\n[Result \"1-0 (forfeit)\"]\n[ECO \"C20\"]\n[Result \"1-0\"]\n[White \"Second\"]\n\n"
                "1. e4 1-0\n\n");
    /* a Result tag that disagrees with the marker is kept; a missing one is the marker's */
    expect_text(convert_all("[Result \"0-1\"]\n\n1. e4 1-0\n\n1. d4 1/2-1/2\n", PK_TO_SAN, "en", NULL, 0),
                "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                "[Black \"?\"]\n[Result \"0-1\"]\n\n1. e4 1-0\n\n"
                "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                "[Black \"?\"]\n[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n\n");
}

/* ---- the writer's primitives ---------------------------------------------------------------- */

/* A game of tags alone, made by hand, its text arena holding each tag's value, its NUL, then
 * slack bytes of '"' (which must not count as the value's) up to text_len; the arena's
 * capacity is text_len + room: with room 16 or more the writer copies and looks at the values 16
 * bytes at a time, with less byte by byte. */
static void game_of_tags(pk_game *g, const char *const *names, const char *const *values, const size_t *lens,
                         size_t n, size_t room)
{
    pk_game_init(g);
    size_t need = 0;
    for (size_t i = 0; i < n; i++)
        need += strlen(names[i]) + 1 + lens[i] + 1 + 3;
    g->text = malloc(need + room);
    g->text_cap = need + room;
    g->tags = calloc(n, sizeof *g->tags);
    g->tags_cap = n;
    assert_non_null(g->text);
    assert_non_null(g->tags);
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        pk_tag *t = &g->tags[g->n_tags++];
        t->name = (uint32_t)at;
        t->name_len = (uint32_t)strlen(names[i]);
        g->tag_keys |= (uint64_t)1 << pk_tag_key(t->name_len, names[i][0]); /* as the reader keeps them */
        memcpy(g->text + at, names[i], t->name_len + 1);
        at += t->name_len + 1;
        t->value = (uint32_t)at;
        t->value_len = (uint32_t)lens[i];
        memcpy(g->text + at, values[i], lens[i]);
        at += lens[i];
        memcpy(g->text + at, "\0\"\"\"", 4);
        at += 4;
    }
    memset(g->text + at, '"', room);
    g->text_len = at;
}

/* The tag lines: a value is copied as it is unless a byte of it needs care (quotes and
 * backslashes escaped, line breaks dropped, the value ended at a NUL), wherever that byte stands
 * against the 16-byte blocks of the fast copy, and the same with the arena too tight for it. */
static void test_tag_values_each_way(void **state)
{
    (void)state;
    static const char *const names[] = {"Event", "A01", "A02", "A03", "A04", "A05", "A06", "A07", "A08",
                                        "A09", "A10", "A11", "A12", "A13", "A14", "A15", "A16_a_name_of_22_bytes", "Result"};
    static const char *const values[] = {
        "", "a", "fifteen bytes..", "sixteen bytes...", "seventeen bytes..", "thirty-two bytes, two blocks ...",
        "thirty-three bytes, a third block", "quote at sixtee\"n", "quote at sixteen\"", "back\\slash at 31 and 32 \\\\",
        "tab\there", "Caf\xC3\xA9 Ren\xC3\xA9 \xE2\x99\x98", "line\nbreak\r", "ab\0cd", "x", "1/2\"", "long name", "1-0"};
    static const char expected[] =
        "[Event \"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
        "[Result \"1-0\"]\n"
        "[A01 \"a\"]\n[A02 \"fifteen bytes..\"]\n[A03 \"sixteen bytes...\"]\n[A04 \"seventeen bytes..\"]\n"
        "[A05 \"thirty-two bytes, two blocks ...\"]\n[A06 \"thirty-three bytes, a third block\"]\n"
        "[A07 \"quote at sixtee\\\"n\"]\n[A08 \"quote at sixteen\\\"\"]\n"
        "[A09 \"back\\\\slash at 31 and 32 \\\\\\\\\"]\n[A10 \"tab\there\"]\n"
        "[A11 \"Caf\xC3\xA9 Ren\xC3\xA9 \xE2\x99\x98\"]\n[A12 \"linebreak\"]\n[A13 \"ab\"]\n[A14 \"x\"]\n"
        "[A15 \"1/2\\\"\"]\n[A16_a_name_of_22_bytes \"long name\"]\n\n";
    size_t n = sizeof names / sizeof names[0], lens[sizeof names / sizeof names[0]];
    for (size_t i = 0; i < n; i++)
        lens[i] = i == 13 ? 5 : strlen(values[i]); /* "ab\0cd" whole */
    static const size_t rooms[] = {0, 15, 16, 64};
    for (size_t r = 0; r < sizeof rooms / sizeof rooms[0]; r++) {
        pk_game g;
        game_of_tags(&g, names, values, lens, n, rooms[r]);
        capture c;
        capture_open(&c);
        pk_pgn_writer w;
        pk_pgnw_init(&w, c.f);
        pk_pgnw_tags(&w, &g, g.text + g.tags[n - 1].value); /* the Result tag's own value */
        pk_pgnw_flush(&w);
        expect_text(capture_close(&c), expected);
        pk_game_free(&g);
    }
    /* one tag at a time (names and values of C strings) */
    capture c;
    capture_open(&c);
    pk_pgn_writer w;
    pk_pgnw_init(&w, c.f);
    pk_pgnw_tag(&w, "Annotator", "a \"b\" \\c\nd");
    pk_pgnw_tag(&w, "Plain", "seventeen bytes..");
    pk_pgnw_tags_end(&w);
    pk_pgnw_end(&w);
    expect_text(capture_close(&c), "[Annotator \"a \\\"b\\\" \\\\cd\"]\n[Plain \"seventeen bytes..\"]\n\n\n");
}


static void test_writer_words_and_wrap(void **state)
{
    (void)state;
    capture c;
    capture_open(&c);
    pk_pgn_writer w;
    pk_pgnw_init(&w, c.f);
    /* eight 9-character words fill 79 columns exactly; the ninth starts a line */
    for (int i = 0; i < 9; i++)
        pk_pgnw_word(&w, "abcdefghi", 9);
    assert_int_equal(w.column, 9);
    pk_pgnw_end(&w);
    /* widths count characters: 77 + 1 + "é" (2 bytes) is 79 columns */
    pk_pgnw_word(&w, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 77);
    pk_pgnw_word(&w, "\xC3\xA9", 2);
    assert_int_equal(w.column, 79);
    pk_pgnw_word(&w, "z", 1);
    pk_pgnw_end(&w);
    /* "(" glues the next word; ")" glues to the word before; a number stays with its move */
    pk_pgnw_move(&w, "1.", "e4");
    pk_pgnw_open(&w);
    pk_pgnw_move(&w, "1.", "d4");
    pk_pgnw_glued(&w, ")", 1);
    pk_pgnw_move(&w, "1...", "e5");
    pk_pgnw_move(&w, NULL, "d5");
    pk_pgnw_end(&w);
    /* empty and blank comments; a comment holding '}' becomes a ';' comment to the line end */
    pk_pgnw_comment(&w, "", 0);
    pk_pgnw_comment(&w, " \n\t", 3);
    pk_pgnw_comment(&w, " a } b\nc", 8);
    pk_pgnw_word(&w, "e4", 2);
    pk_pgnw_escape(&w, "esc", 3);
    pk_pgnw_escape(&w, "again", 5);
    pk_pgnw_end(&w);
    expect_text(capture_close(&c),
                "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi\n"
                "abcdefghi\n\n"
                "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx \xC3\xA9\n"
                "z\n\n"
                "1. e4 (1. d4) 1... e5 d5\n\n"
                "{} {} ; a } b c\n"
                "e4\n%esc\n%again\n\n");
}

/* A run of words (pk_pgnw_run: the main line's moves) places them as pk_pgnw_word does: words
 * of 1 to 30 bytes in a scrambled order, lines broken before the same words (one ending at
 * column 79 stays, one at 80 goes to the next line), across the buffer's flushes; the first
 * word of a line is written apart, as the run's user does. */
static void test_writer_run_as_words(void **state)
{
    (void)state;
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCD";
    capture by_word, by_run;
    capture_open(&by_word);
    capture_open(&by_run);
    pk_pgn_writer w, v;
    pk_pgnw_init(&w, by_word.f);
    pk_pgnw_init(&v, by_run.f);
    pk_pgnw_word(&v, "first", 5);
    pk_pgnw_word(&w, "first", 5);
    assert_true(pk_pgnw_run_placeable(&v));
    pk_pgnw_run run = pk_pgnw_run_start(&v);
    unsigned x = 1;
    for (int i = 0; i < 3000; i++) { /* about 50 KB: six flushes */
        x = x * 1103515245u + 12345u;
        size_t len = 1 + (x >> 16) % 30;
        pk_pgnw_word(&w, letters, len);
        run = pk_pgnw_run_room(&v, run);
        memcpy(run.at + 1, letters, len);
        run = pk_pgnw_run_place(run, run.at + 1 + len);
        if (i % 500 == 499) { /* a line's first word apart, after an escape line */
            pk_pgnw_run_stop(&v, run);
            pk_pgnw_escape(&v, "e", 1);
            pk_pgnw_escape(&w, "e", 1);
            assert_false(pk_pgnw_run_placeable(&v));
            char *word = pk_pgnw_word_start(&v, PK_PGNW_RUN_WORD);
            memcpy(word, "12.", 3);
            pk_pgnw_word_finish(&v, 3);
            pk_pgnw_word(&w, "12.", 3);
            run = pk_pgnw_run_start(&v);
        }
    }
    pk_pgnw_run_stop(&v, run);
    assert_int_equal(v.column, w.column);
    /* 70 columns, then words of 8 and 9 bytes: the first ends at 79, the second goes on */
    run = pk_pgnw_run_start(&v);
    pk_pgnw_run_stop(&v, run);
    pk_pgnw_end(&v);
    pk_pgnw_end(&w);
    static const char seventy[] = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
    pk_pgnw_word(&v, seventy, 70);
    pk_pgnw_word(&w, seventy, 70);
    run = pk_pgnw_run_start(&v);
    run = pk_pgnw_run_room(&v, run);
    memcpy(run.at + 1, "12345678", 8);
    run = pk_pgnw_run_place(run, run.at + 9);
    memcpy(run.at + 1, "123456789", 9);
    run = pk_pgnw_run_place(run, run.at + 10);
    pk_pgnw_run_stop(&v, run);
    assert_int_equal(v.column, 9);
    pk_pgnw_word(&w, "12345678", 8);
    pk_pgnw_word(&w, "123456789", 9);
    pk_pgnw_end(&v);
    pk_pgnw_end(&w);
    char *words = capture_close(&by_word), *ran = capture_close(&by_run);
    assert_non_null(strstr(ran, "\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 12345678\n123456789\n"));
    assert_true(strlen(ran) > 3 * PK_PGNW_BUFFER);
    assert_string_equal(ran, words);
    free(words);
    free(ran);
}

/* A word made in place (pk_pgnw_word_start and _finish; pk_pgnw_ascii_word) as pk_pgnw_word
 * writes it: words of 1 to 24 bytes first on their line (moved back over the separator's byte,
 * 16 bytes at a time when they fit), after a space and after a line break, with the buffer
 * filled to each of its last 40 bytes first; and the movetext's end with 0 to 3 bytes of room. */
static void test_writer_word_made_in_place(void **state)
{
    (void)state;
    static const char letters[] = "abcdefghijklmnopqrstuvwx";
    capture by_word, in_place;
    capture_open(&by_word);
    capture_open(&in_place);
    pk_pgn_writer w, v;
    pk_pgnw_init(&w, by_word.f);
    pk_pgnw_init(&v, in_place.f);
    char filler[PK_PGNW_BUFFER];
    memset(filler, 'f', sizeof filler);
    for (size_t room = 0; room < 40; room++)
        for (size_t len = 1; len <= 24; len++)
            for (int before = 0; before < 3; before++) { /* first on its line, after a space, wrapped */
                /* the buffer flushed, then filled with escape lines to PK_PGNW_BUFFER - room */
                pk_pgnw_escape(&w, "x", 1);
                pk_pgnw_escape(&v, "x", 1);
                pk_pgnw_flush(&w);
                pk_pgnw_flush(&v);
                size_t fill = PK_PGNW_BUFFER - room - 2; /* an escape line adds '%' and '\n' */
                pk_pgnw_escape(&w, filler, fill);
                pk_pgnw_escape(&v, filler, fill);
                assert_int_equal(v.used, PK_PGNW_BUFFER - room);
                if (before > 0) {
                    size_t first = before == 1 ? 10 : 78 - len / 2;
                    pk_pgnw_word(&w, filler, first);
                    pk_pgnw_word(&v, filler, first);
                }
                pk_pgnw_word(&w, letters, len);
                if (len % 2) {
                    char *word = pk_pgnw_word_start(&v, 64);
                    memcpy(word, letters, len);
                    pk_pgnw_word_finish(&v, len);
                } else {
                    pk_pgnw_ascii_word(&v, letters, len);
                }
                assert_int_equal(v.column, w.column);
            }
    for (size_t room = 0; room < 4; room++) { /* the end's two line breaks */
        pk_pgnw_flush(&w);
        pk_pgnw_flush(&v);
        pk_pgnw_word(&w, filler, PK_PGNW_BUFFER - room);
        pk_pgnw_word(&v, filler, PK_PGNW_BUFFER - room);
        pk_pgnw_end(&w);
        pk_pgnw_end(&v);
    }
    char *words = capture_close(&by_word), *made = capture_close(&in_place);
    assert_string_equal(made, words);
    free(words);
    free(made);
}

/* The tags of a game written in a row of games, by the layout of their names (the arena with
 * room: the layout kept from the game before when the names are the same, found again when
 * not) and the general way (no room), each way through pk_pgnw_tags (a result given, or the
 * Result tag's own value) and pk_pgnw_tags_or_result: the same lines. The names: none, the
 * usual ones twice, one changed, repeats of roster and other names, names alike in their first
 * 8 bytes or all but their last, names of 13, 14, 16 and 17 bytes (a head of 16 bytes, a
 * longer one, the longest laid out, one not), UTF-8, 32 and 33 tags, near-roster names, a value
 * too long for the buffer to be sure of. */
static void test_tags_laid_out_as_in_general(void **state)
{
    (void)state;
    static const char *const usual[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "WhiteElo",
                                        "BlackElo", "ECO", NULL};
    static const char *const changed[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "WhiteElo",
                                          "BlackElo", "ECP", NULL};
    static const char *const repeats[] = {"ECO", "Result", "White", "Black", "White", "Event", "ECO", "Zeta",
                                          "\xC3\x84rger", "Alpha", "Result", NULL};
    static const char *const alike[] = {"WhiteFideId", "WhiteFide", "WhiteFideIdX", "WhiteTeamX", "WhiteTeamY",
                                        "Result", "WhiteFide", NULL};
    static const char *const alike2[] = {"WhiteFideId", "WhiteFide", "WhiteFideIdX", "WhiteTeamX", "WhiteTeamZ",
                                         "Result", "WhiteFide", NULL};
    static const char *const lengths[] = {"ThirteenBytes", "FourteenBytes!", "Sixteen_bytes_16", "Date", NULL};
    static const char *const longest[] = {"ThirteenBytes", "FourteenBytes!", "Seventeen_bytes17", "Date", NULL};
    static const char *const near[] = {"Resul", "Results", "Site", "Sitf", "Evenu", "Round", "Rounds", "Eve", NULL};
    static const char *const none[] = {NULL};
    static const char *const names32[] = {
        "T00", "T01", "T02", "T03", "T04", "T05", "T06", "T07", "T08", "T09", "T10", "T11", "T12", "T13", "T14", "T15",
        "T16", "T17", "T18", "T19", "T20", "T21", "T22", "T23", "T24", "T25", "T26", "T27", "T28", "T29", "White",
        "Black", "T32", NULL};
    static const char *const *const row[] = {none,   usual,   usual,   changed, usual,    repeats, repeats, alike,
                                             alike2, alike,   lengths, longest, lengths,  near,    usual,   names32,
                                             names32 + 1, names32 + 1, usual, usual};
    size_t n_row = sizeof row / sizeof row[0];
    static char big[9000]; /* more than the buffer holds */
    memset(big, 'v', sizeof big - 1);
    for (size_t k = 0; k < n_row; k++) {
        size_t n = 0;
        while (row[k][n])
            n++;
        char values[40][48];
        const char *value_of[40];
        size_t lens[40];
        for (size_t i = 0; i < n; i++) {
            /* values of each length to 39 bytes, a third of them with a byte that needs care
             * (a quote, a backslash, a line break) anywhere in them; one of the big text */
            size_t len = (i * 7 + k * 3) % 40;
            snprintf(values[i], sizeof values[i], "%.*s", (int)len, "0123456789abcdefghijklmnopqrstuvwxyzABCD");
            if ((i + k) % 3 == 0 && len > 0)
                values[i][(i * 11 + k) % len] = "\"\\\n"[(i + k) % 9 / 3];
            value_of[i] = k == n_row - 1 && i == 2 ? big : values[i];
            lens[i] = strlen(value_of[i]);
        }
        char *texts[2][4];
        for (int way = 0; way < 2; way++) {
            pk_game g;
            game_of_tags(&g, row[k], value_of, lens, n, way == 0 ? 64 : 0);
            const pk_tag *result_tag = pk_game_find_tag(&g, "Result");
            for (int call = 0; call < 4; call++) {
                capture c;
                capture_open(&c);
                pk_pgn_writer w;
                pk_pgnw_init(&w, c.f);
                if (call == 0)
                    pk_pgnw_tags_or_result(&w, &g, "*");
                else if (call == 1)
                    pk_pgnw_tags(&w, &g, "1-0");
                else if (call == 2)
                    pk_pgnw_tags(&w, &g, result_tag ? g.text + result_tag->value : NULL);
                else
                    pk_pgnw_tags(&w, &g, NULL);
                pk_pgnw_flush(&w);
                texts[way][call] = capture_close(&c);
            }
            pk_game_free(&g);
        }
        for (int call = 0; call < 4; call++) {
            if (strcmp(texts[0][call], texts[1][call]) != 0)
                fail_msg("game %zu, call %d: laid out:\n%s\ngeneral:\n%s", k, call, texts[0][call], texts[1][call]);
            free(texts[0][call]);
            free(texts[1][call]);
        }
    }
}

static void test_writer_comment_lines(void **state)
{
    (void)state;
    capture c;
    capture_open(&c);
    pk_pgn_writer w;
    pk_pgnw_init(&w, c.f);
    pk_pgnw_word(&w, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 71);
    /* "[Event" would start the second line: a space goes before it */
    static const char text[] = "see  [Event \"Other\"] here";
    pk_pgnw_comment(&w, text, sizeof text - 1);
    pk_pgnw_end(&w);
    /* the tags: roster with defaults, Result from the argument, the rest sorted, quotes escaped */
    pk_game g;
    pk_game_init(&g);
    static const char pgn[] = "[Zeta \"z\"]\n[Black \"B \\\\ \\\"C\\\"\"]\n[Alpha \"a\"]\n[Result \"0-1\"]\n*";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, sizeof pgn - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    assert_true(pk_game_read(r, &g));
    pk_pgnw_tags(&w, &g, "1/2-1/2");
    pk_pgnw_tags(&w, &g, NULL);
    pk_pgnw_flush(&w); /* the tags stay buffered until the movetext's end or a flush */
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    expect_text(capture_close(&c),
                "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx {see\n"
                " [Event \"Other\"] here}\n\n"
                "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                "[Black \"B \\\\ \\\"C\\\"\"]\n[Result \"1/2-1/2\"]\n[Alpha \"a\"]\n[Zeta \"z\"]\n\n"
                "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                "[Black \"B \\\\ \\\"C\\\"\"]\n[Result \"0-1\"]\n[Alpha \"a\"]\n[Zeta \"z\"]\n\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_export_layout),
        cmocka_unit_test(test_long_comment_is_wrapped),
        cmocka_unit_test(test_each_target),
        cmocka_unit_test(test_format_move),
        cmocka_unit_test(test_main_line_loop),
        cmocka_unit_test(test_main_line_loop_every_form),
        cmocka_unit_test(test_recorded_san_facts),
        cmocka_unit_test(test_json_structure),
        cmocka_unit_test(test_damaged_game_keeps_its_rest),
        cmocka_unit_test(test_unreplayed_games_written_as_read),
        cmocka_unit_test(test_rest_text_is_never_cut),
        cmocka_unit_test(test_bad_variation_keeps_only_its_rest),
        cmocka_unit_test(test_walk_resumes_after_a_bad_variation),
        cmocka_unit_test(test_kept_text_never_ends_its_comment),
        cmocka_unit_test(test_bad_xiangqi_variation_keeps_only_its_rest),
        cmocka_unit_test(test_stray_records_in_json),
        cmocka_unit_test(test_tags_kept_as_read),
        cmocka_unit_test(test_tag_values_each_way),
        cmocka_unit_test(test_writer_words_and_wrap),
        cmocka_unit_test(test_writer_comment_lines),
        cmocka_unit_test(test_writer_run_as_words),
        cmocka_unit_test(test_writer_word_made_in_place),
        cmocka_unit_test(test_tags_laid_out_as_in_general),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
