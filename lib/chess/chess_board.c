/* The chess rows' entries on positions and moves (variant.h): what pgnkit fen and replay do
 * with a pk_position, for chess and the kingless game alike. Each entry calls the chess core
 * directly; the table's callers see the position as a block of bytes. */
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

int pk_chess_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_CHESS, fen, size);
}

int pk_kingless_fen_words(char *const *words, int n, char *fen, size_t size)
{
    return pk_fen_words(words, n, PK_RULES_KINGLESS, fen, size);
}

int pk_chess_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_CHESS, err);
}

int pk_kingless_fen_read(void *pos, const char *fen, pk_fen_error *err)
{
    return pk_fen_parse(pos, fen, PK_RULES_KINGLESS, err);
}

void pk_chess_fen_write_any(const void *pos, int ep_policy, char *out) { pk_fen_write(pos, ep_policy, out); }

void pk_chess_read_move_words(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r)
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

void pk_chess_play_any(void *pos, pk_any_move m) { pk_position_play(pos, (pk_move)m); }

int pk_chess_legal_moves_any(const void *pos, pk_any_move *moves)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    for (int i = 0; i < list.count; i++)
        moves[i] = list.moves[i];
    return list.count;
}

uint64_t pk_chess_perft_any(const void *pos, int depth) { return pk_perft(pos, depth); }

int pk_chess_perft_divide_any(const void *pos, int depth, pk_any_move *moves, uint64_t *counts)
{
    pk_move own[PK_MAX_MOVES];
    int n = pk_perft_divide(pos, depth, own, counts);
    for (int i = 0; i < n; i++)
        moves[i] = own[i];
    return n;
}

void pk_chess_format_move_any(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out)
{
    (void)g; /* every target a chess game is shown in is one of its own */
    pk_convert_options how = *opt;
    if (!how.lang)
        how.lang = pk_lang_english(); /* SAN letters: English unless said */
    pk_format_move(pos, (pk_move)m, &how, out);
}

void pk_chess_format_coords(pk_any_move m, char *out) { pk_uci_format((pk_move)m, out); }

void pk_chess_diagram_any(const void *pos, bool unicode, char *out, size_t size)
{
    pk_diagram_text(pos, unicode, out, size);
}

void pk_chess_svg_any(FILE *out, const void *pos, pk_any_move last) { pk_svg_write(out, pos, (pk_move)last); }

const void *pk_chess_start_of(const pk_game *g) { return &g->start; }

void pk_chess_walk_main(const pk_game *g, pk_main_step_fn fn, void *ctx)
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
