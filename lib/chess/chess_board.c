/* The boards of the chess rows (variant.h): what pgnkit fen and replay do with a pk_position,
 * for chess and the kingless game alike (they differ in their FEN's rules). Each entry calls the
 * chess core directly; the table's callers see the position as a block of bytes. */
#include <string.h>

#include "chess_game.h"
#include "chess_words.h"
#include "diagram.h"
#include "fen.h"
#include "game_walk.h"
#include "movegen.h"
#include "san.h"
#include "svg.h"

_Static_assert(PK_FEN_MAX <= PK_ANY_FEN_MAX, "a chess FEN fits the table's FEN buffers");
_Static_assert(PK_MAX_MOVES <= PK_ANY_MOVES_MAX, "chess's legal moves fit the table's lists");
_Static_assert(PK_DIAGRAM_MAX <= PK_ANY_DIAGRAM_MAX, "a chess diagram fits the table's buffers");

int chess_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_CHESS, fen, size);
}

int kingless_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_KINGLESS, fen, size);
}

int chess_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_CHESS, err);
}

int kingless_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_KINGLESS, err);
}

void chess_fen_write(const void *pos, int ep_policy, char *out) { pk_fen_write(pos, ep_policy, out); }

void chess_read_move_words(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r)
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

void chess_play(void *pos, pk_any_move m) { pk_position_play(pos, (pk_move)m); }

int chess_legal_moves(const void *pos, pk_any_move *moves)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    return pk_any_moves_widen(list.moves, list.count, moves);
}

uint64_t chess_perft(const void *pos, int depth) { return pk_perft(pos, depth); }

int chess_perft_divide(const void *pos, int depth, pk_any_move *moves, uint64_t *counts)
{
    pk_move own[PK_MAX_MOVES];
    return pk_any_moves_widen(own, pk_perft_divide(pos, depth, own, counts), moves);
}

void chess_format_move(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out)
{
    (void)g; /* every target a chess game is shown in is one of its own */
    pk_convert_options how = *opt;
    if (!how.lang)
        how.lang = pk_lang_english(); /* SAN letters: English unless said */
    pk_format_move(pos, (pk_move)m, &how, out);
}

void chess_format_coords(pk_any_move m, char *out) { pk_uci_format((pk_move)m, out); }

void chess_diagram(const void *pos, bool unicode, char *out, size_t size)
{
    pk_diagram_text(pos, unicode, out, size);
}

void chess_svg(FILE *out, const void *pos, pk_any_move last) { pk_svg_write(out, pos, (pk_move)last); }

static const void *chess_start_of(const pk_game *g) { return &g->start; }

void chess_walk_main(const pk_game *g, pk_main_step_fn fn, void *ctx)
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

/* The entries that chess and the kingless game share. */
#define CHESS_BOARD_ENTRIES                                                                                          \
    .position_size = sizeof(pk_position), .coords_name = "uci", .fen_write = chess_fen_write,                       \
    .read_move_words = chess_read_move_words, .play = chess_play, .legal_moves = chess_legal_moves,                 \
    .perft = chess_perft, .perft_divide = chess_perft_divide, .format_move = chess_format_move,                     \
    .format_coords = chess_format_coords, .diagram = chess_diagram, .svg = chess_svg, .start_of = chess_start_of,   \
    .walk_main = chess_walk_main

const pk_board pk_chess_board = {CHESS_BOARD_ENTRIES, .fen_words = chess_fen_words, .fen_read = chess_fen_read};
const pk_board pk_kingless_board = {CHESS_BOARD_ENTRIES, .fen_words = kingless_fen_words, .fen_read = kingless_fen_read};
