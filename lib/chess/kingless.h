/* The kingless attack-and-defence game of seed 004 (pgnkit-rules(7), THE KINGLESS GAME): its
 * starting positions, its material count and its match scoring. The move rules are the chess
 * core's PK_RULES_KINGLESS switch. */
#ifndef PK_KINGLESS_H
#define PK_KINGLESS_H

#include <stdbool.h>

#include "match.h"
#include "position.h"

#define PK_KINGLESS_MOVE_LIMIT 40  /* moves each; then material is counted */

/* "equal", "equal-wings", "unequal": the FEN, or NULL for another name. */
const char *pk_kingless_start_fen(const char *name);
/* The names, NULL-terminated. */
extern const char *const pk_kingless_start_names[];

/* Pawn 1, knight 3, bishop 3, rook 5, queen 9. */
int pk_kingless_material(const pk_position *pos, int color);

/* Scores a match from its two rounds: round 1 with A as White, round 2 with B as White.
 * result: 1 White won, -1 Black won, 0 a draw; material_white/black: left at the round's end. */
void pk_kingless_score_match(pk_match *m, const int result[2], const int material_white[2],
                             const int material_black[2]);

#endif
