/* The Xiangqi board (variant.h): what pgnkit fen and replay do with a pk_xq_position. Each entry calls the Xiangqi core directly; the table's callers see
 * the position as a block of bytes. */
#include <stdio.h>
#include <string.h>

#include "xiangqi_draw.h"
#include "xiangqi_game.h"
#include "xiangqi_words.h"

_Static_assert(PK_XQ_FEN_MAX <= PK_ANY_FEN_MAX, "a Xiangqi FEN fits the table's FEN buffers");
_Static_assert(PK_XQ_MAX_MOVES <= PK_ANY_MOVES_MAX, "Xiangqi's legal moves fit the table's lists");

static int board_fen_words(char *const *words, int n, char *fen, size_t size) { return pk_xq_fen_words(words, n, fen, size); }

static int board_fen_read(void *pos, const char *fen, pk_fen_error *err) { return pk_xq_fen_parse(pos, fen, err); }

static void board_fen_write(const void *pos, int ep_policy, char *out)
{
    (void)ep_policy; /* no en passant in Xiangqi */
    pk_xq_fen_write(pos, out);
}

static void board_read_move_words(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r)
{
    (void)n; /* a Xiangqi move is one word */
    pk_xq_move_reading m;
    pk_xq_move_words_read(pos, words[0], o->coords == 1 ? PK_XQ_ICCS_RANKS_1_10 : 0, &m);
    memset(r, 0, sizeof *r);
    r->status = m.status == PK_XQ_OK ? 0 : m.status == PK_XQ_AMBIGUOUS ? 3 : m.status == PK_XQ_ILLEGAL ? 2 : 1;
    r->move = m.move;
    r->words = 1;
    r->text = words[0];
    if (m.reason)
        snprintf(r->message, sizeof r->message, "%s", m.reason);
    memcpy(r->moves_meant, m.candidates, sizeof r->moves_meant);
    r->meant_label = "";
}

static void board_play(void *pos, pk_any_move m) { pk_xq_play(pos, (pk_xq_move)m); }

static int board_legal_moves(const void *pos, pk_any_move *moves)
{
    pk_xq_movelist list;
    pk_xq_generate_legal(pos, &list);
    return pk_any_moves_widen(list.moves, list.count, moves);
}

static uint64_t board_perft(const void *pos, int depth) { return pk_xq_perft(pos, depth); }

static int board_perft_divide(const void *pos, int depth, pk_any_move *moves, uint64_t *counts)
{
    pk_xq_move own[PK_XQ_MAX_MOVES];
    return pk_any_moves_widen(own, pk_xq_perft_divide(pos, depth, own, counts), moves);
}

static void board_format_move(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out)
{
    pk_xq_notation n = opt->target == PK_TO_ICCS      ? PK_XQ_ICCS
                       : opt->target == PK_TO_WXF     ? PK_XQ_WXF
                       : opt->target == PK_TO_CHINESE ? PK_XQ_CHINESE
                       : g                            ? pk_xq_game_notation(g)
                                                      : PK_XQ_ICCS;
    pk_xq_move_format(pos, n, (pk_xq_move)m, 0, out);
}

static void board_format_coords(pk_any_move m, char *out) { pk_xq_iccs_format((pk_xq_move)m, out); }

static void board_diagram(const void *pos, bool unicode, char *out, size_t size) { pk_xq_diagram_text(pos, unicode, out, size); }

static void board_svg(FILE *out, const void *pos, pk_any_move last) { pk_xq_svg_write(out, pos, (pk_xq_move)last); }

static bool board_is_start(const void *pos, char *what, size_t size)
{
    char mine[PK_XQ_FEN_MAX];
    pk_xq_fen_write(pos, mine);
    bool start = pk_fen_same_fields(mine, pk_xq_fen_startpos, 2); /* placement and side */
    snprintf(what, size, "%s", start ? "the start position" : "not the start position of Xiangqi");
    return start;
}

static const void *board_start_of(const pk_game *g) { return pk_xq_game_start(g); }

typedef struct {
    pk_main_step_fn fn;
    void *ctx;
} any_step;

static int any_step_call(void *ctx, uint32_t ply, const pk_xq_position *before, pk_xq_move m, const pk_xq_position *after)
{
    const any_step *s = ctx;
    return s->fn(s->ctx, ply, before, m, after);
}

static void board_walk_main(const pk_game *g, pk_main_step_fn fn, void *ctx)
{
    any_step s = {fn, ctx};
    pk_xq_game_walk_main(g, any_step_call, &s);
}

const pk_board pk_xq_board = {
    .position_size = sizeof(pk_xq_position), .coords_name = "iccs", .fen_words = board_fen_words,
    .fen_read = board_fen_read, .fen_write = board_fen_write, .read_move_words = board_read_move_words,
    .play = board_play, .legal_moves = board_legal_moves, .perft = board_perft, .perft_divide = board_perft_divide,
    .format_move = board_format_move, .format_coords = board_format_coords, .diagram = board_diagram,
    .svg = board_svg, .is_start = board_is_start, .start_of = board_start_of, .walk_main = board_walk_main,
};
