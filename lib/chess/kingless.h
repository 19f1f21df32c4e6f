/* The kingless attack-and-defence game of seed 004 (pgnkit-rules(7), THE KINGLESS GAME): its
 * starting positions, its material count and its match scoring. The move rules are the chess
 * core's PK_RULES_KINGLESS switch. */
#ifndef PK_KINGLESS_H
#define PK_KINGLESS_H

#include <stdbool.h>

#include "position.h"

#define PK_KINGLESS_MOVE_LIMIT 40  /* moves each; then material is counted */

/* "equal", "equal-wings", "unequal": the FEN, or NULL for another name. */
const char *pk_kingless_start_fen(const char *name);
/* The names, NULL-terminated. */
extern const char *const pk_kingless_start_names[];

/* Pawn 1, knight 3, bishop 3, rook 5, queen 9. */
int pk_kingless_material(const pk_position *pos, int color);

typedef struct pk_kingless_match {
    const char *players[2];   /* player A (White in round 1) and player B */
    int rounds_won[2];
    int material[2];          /* material left at the end of both rounds, per player */
    int winner;               /* 0 (A), 1 (B), or -1: a drawn match */
} pk_kingless_match;

/* Scores a match from its two rounds: round 1 with A as White, round 2 with B as White.
 * result: 1 White won, -1 Black won, 0 a draw; material_white/black: left at the round's end. */
void pk_kingless_score_match(pk_kingless_match *m, const int result[2], const int material_white[2],
                             const int material_black[2]);

#endif
