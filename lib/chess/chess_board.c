/* The boards of the chess rows (variant.h): what pgnkit fen and replay do with a pk_position,
 * for chess and the kingless game alike (they differ in their FEN's rules). Each entry calls the
 * chess core directly; the table's callers see the position as a block of bytes. */
#include <stdio.h>
#include <string.h>

#include "chess960.h"
#include "chess_game.h"
#include "chess_words.h"
#include "diagram.h"
#include "fen.h"
#include "game_walk.h"
#include "kingless.h"
#include "movegen.h"
#include "san.h"
#include "svg.h"

_Static_assert(PK_FEN_MAX <= PK_ANY_FEN_MAX, "a chess FEN fits the table's FEN buffers");
_Static_assert(PK_MAX_MOVES <= PK_ANY_MOVES_MAX, "chess's legal moves fit the table's lists");
_Static_assert(PK_DIAGRAM_MAX <= PK_ANY_DIAGRAM_MAX, "a chess diagram fits the table's buffers");

static int chess_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_CHESS, fen, size);
}

static int kingless_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_KINGLESS, fen, size);
}

static int chess960_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_CHESS960, fen, size);
}

static int chess_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_CHESS, err);
}

static int kingless_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_KINGLESS, err);
}

static int chess960_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    /* a start by number that chess960_fen_words did not take: out of range */
    size_t digits = strspn(fen, "0123456789");
    if (digits && !fen[digits]) {
        if (err) {
            *err = (pk_fen_error){.field = 0, .column = 0};
            snprintf(err->message, sizeof err->message,
                     "start number %s: the Chess960 starts are numbered 0 to 959 (518 is chess's)", fen);
        }
        return -1;
    }
    return pk_fen_parse(pos, fen, PK_RULES_CHESS960, err);
}

static void chess_fen_write(const void *pos, int ep_policy, char *out) { pk_fen_write(pos, ep_policy, out); }

static void chess_read_move_words(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r)
{
    pk_move_reading m;
    pk_move_words_read(pos, words, n, o->lang, &m);
    memset(r, 0, sizeof *r);
    r->status = m.status == PK_SAN_OK ? 0 : -m.status; /* PK_SAN_BAD_SYNTAX -1, _ILLEGAL -2, _AMBIGUOUS -3 */
    r->move = m.move;
    r->words = m.words;
    memcpy(r->joined, m.joined, sizeof r->joined);
    r->text = m.text == m.joined ? r->joined : m.text;
    memcpy(r->message, m.message, sizeof r->message);
    pk_suggestion_join(m.suggestion, r->moves_meant, sizeof r->moves_meant);
    r->meant_label = "legal: ";
}

static void chess_play(void *pos, pk_any_move m) { pk_position_play(pos, (pk_move)m); }

static int chess_legal_moves(const void *pos, pk_any_move *moves)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    return pk_any_moves_widen(list.moves, list.count, moves);
}

static uint64_t chess_perft(const void *pos, int depth) { return pk_perft(pos, depth); }

static int chess_perft_divide(const void *pos, int depth, pk_any_move *moves, uint64_t *counts)
{
    pk_move own[PK_MAX_MOVES];
    return pk_any_moves_widen(own, pk_perft_divide(pos, depth, own, counts), moves);
}

static void chess_format_move(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out)
{
    (void)g; /* every target a chess game is shown in is one of its own */
    pk_convert_options how = *opt;
    if (!how.lang)
        how.lang = pk_lang_english(); /* SAN letters: English unless said */
    pk_format_move(pos, (pk_move)m, &how, out);
}

static void chess_format_coords(pk_any_move m, char *out) { pk_uci_format((pk_move)m, out); }

static void chess_diagram(const void *pos, bool unicode, char *out, size_t size)
{
    pk_diagram_text(pos, unicode, out, size);
}

static void chess_svg(FILE *out, const void *pos, pk_any_move last) { pk_svg_write(out, pos, (pk_move)last); }

static const void *chess_start_of(const pk_game *g) { return &g->start; }

static void chess_walk_main(const pk_game *g, pk_main_step_fn fn, void *ctx)
{
    pk_game_walker walk;
    pk_walk_step st;
    pk_walker_start(&walk, g, true);
    /* a variation that could not be replayed is passed over: the main line goes on after it */
    do {
        while (pk_walker_next(&walk, &st))
            if (st.depth == 0 && st.node->kind == PK_NODE_MOVE && st.before &&
                fn(ctx, st.ply, st.before, st.node->move, st.after))
                return;
    } while (walk.stopped < g->n_nodes && pk_walker_resume(&walk));
}

/* The placement, side, castling and en passant of a FEN (its first four fields) are those of
 * pos: the clocks aside. */
static bool same_position(const pk_position *pos, const char *fen)
{
    char mine[PK_FEN_MAX];
    pk_fen_write(pos, PK_FEN_EP_ALWAYS, mine);
    return pk_fen_same_fields(mine, fen, 4);
}

static bool chess_is_start(const void *pos, char *what, size_t size)
{
    bool start = same_position(pos, pk_fen_startpos);
    snprintf(what, size, "%s", start ? "the start position" : "not the start position of chess");
    return start;
}

static bool kingless_is_start(const void *pos, char *what, size_t size)
{
    for (int i = 0; pk_kingless_start_names[i]; i++)
        if (same_position(pos, pk_kingless_start_fen(pk_kingless_start_names[i]))) {
            snprintf(what, size, "start '%s'", pk_kingless_start_names[i]);
            return true;
        }
    snprintf(what, size, "not one of the kingless game's starts (equal, equal-wings, unequal)");
    return false;
}

static bool chess960_is_start(const void *pos, char *what, size_t size)
{
    int white, black;
    char why[160];
    switch (pk_chess960_start_identify(pos, &white, &black, why, sizeof why)) {
    case PK_CHESS960_START: snprintf(what, size, "Chess960 start %d", white); return true;
    case PK_CHESS960_DFRC_START:
        snprintf(what, size, "Double Fischer Random start: white %d, black %d", white, black);
        return true;
    default: snprintf(what, size, "not a Chess960 start: %s", why); return false;
    }
}

/* The entries that chess and the kingless game share. */
#define CHESS_BOARD_ENTRIES                                                                                          \
    .position_size = sizeof(pk_position), .coords_name = "uci", .fen_write = chess_fen_write,                       \
    .read_move_words = chess_read_move_words, .play = chess_play, .legal_moves = chess_legal_moves,                 \
    .perft = chess_perft, .perft_divide = chess_perft_divide, .format_move = chess_format_move,                     \
    .format_coords = chess_format_coords, .diagram = chess_diagram, .svg = chess_svg, .start_of = chess_start_of,   \
    .walk_main = chess_walk_main

const pk_board pk_chess_board = {CHESS_BOARD_ENTRIES, .fen_words = chess_fen_words, .fen_read = chess_fen_read,
                                  .is_start = chess_is_start};
const pk_board pk_kingless_board = {CHESS_BOARD_ENTRIES, .fen_words = kingless_fen_words,
                                     .fen_read = kingless_fen_read, .is_start = kingless_is_start};
const pk_board pk_chess960_board = {CHESS_BOARD_ENTRIES, .fen_words = chess960_fen_words,
                                     .fen_read = chess960_fen_read, .is_start = chess960_is_start};
