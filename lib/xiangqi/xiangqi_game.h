/* Xiangqi game records, the Xiangqi row of the variant table (variant.h): recognising them,
 * replaying them through the Xiangqi rules (pgnkit-rules(7), XIANGQI), writing them in another
 * Xiangqi notation (xiangqi_game.c), and the entries on positions and moves (xiangqi_board.c).
 * The record and its reader are the chess ones (game.h); only the moves and positions differ. */
#ifndef PK_XIANGQI_GAME_H
#define PK_XIANGQI_GAME_H

#include <stdbool.h>
#include <stdio.h>

#include "convert.h"
#include "variant.h"
#include "xiangqi_notation.h"

/* A Xiangqi game by its tags (Game "Chinese Chess", Variant "xiangqi", a Red tag) or by the
 * shape of its first moves (ICCS with rank 0 or 9 or file i, WXF, Chinese characters). */
bool pk_xq_game_detect(const pk_game *g);
/* The variant table's claim (variant.h): --variant=xiangqi, a Xiangqi notation asked for, or
 * with --variant=auto a game pk_xq_game_detect recognises (its Variant tag read already). */
bool pk_xq_game_claims(const pk_variant *self, const pk_game *g, const pk_variant_tag *variant,
                       const pk_check_options *opt);

/* Replays g and checks every rule; fills the verdict fields, and keeps the positions and the
 * notation (pk_xq_game_start, ...) in g->row_data. */
void pk_xq_game_check(pk_game *g, const pk_check_options *opt);
/* Of a game through pk_xq_game_check: its start, the main line's last position reached, the
 * notation its moves were read in. */
const pk_xq_position *pk_xq_game_start(const pk_game *g);
const pk_xq_position *pk_xq_game_final(const pk_game *g);
pk_xq_notation pk_xq_game_notation(const pk_game *g);

/* Writes a checked Xiangqi game: in opt's Xiangqi notation (ICCS, WXF, Chinese) in PGN export
 * layout, in the notation it was read in when opt names a chess one, or as one JSON object.
 * Returns 0, or -1 on a write error. */
int pk_xq_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt);
/* Every target: its own notations, and the chess ones (written in the notation read). */
bool pk_xq_writes_target(pk_target t);

/* Calls fn for each replayed move of the main line, with the positions around it; a non-zero
 * return stops the walk. */
typedef int (*pk_xq_step_fn)(void *ctx, uint32_t ply, const pk_xq_position *before, pk_xq_move m,
                             const pk_xq_position *after);
void pk_xq_game_walk_main(const pk_game *g, pk_xq_step_fn fn, void *ctx);

/* The Xiangqi board (variant.h), on a pk_xq_position (xiangqi_board.c). */
extern const pk_board pk_xq_board;

#endif
