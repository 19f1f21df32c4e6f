/* Legal move generation and perft. */
#ifndef PK_MOVEGEN_H
#define PK_MOVEGEN_H

#include <stdint.h>

#include "position.h"

#define PK_MAX_MOVES 256

typedef struct {
    pk_move moves[PK_MAX_MOVES];
    int count;
} pk_movelist;

/* Every legal move of the side to move (for kingless: no pass; see pk_has_legal_move). */
void pk_generate_legal(const pk_position *pos, pk_movelist *list);
/* Legal moves of one piece type landing on `to` (to = PK_NO_SQUARE: any square). */
void pk_generate_legal_to(const pk_position *pos, int type, int to, pk_movelist *list);
bool pk_has_legal_move(const pk_position *pos);
/* May the side to move castle on that side now (rights, men in place, path empty and safe)?
 * Chess only (false in Chess960: pk_chess960_castling_legal). */
bool pk_castling_legal(const pk_position *pos, bool king_side);
/* A pass (null move) is legal only in the kingless game, and only with no legal move. */
bool pk_pass_is_legal(const pk_position *pos);
/* Leaf nodes of the move tree at depth. */
uint64_t pk_perft(const pk_position *pos, int depth);
/* perft divided: each legal move into moves[i] and the leaf nodes at depth below it (depth >= 1)
 * into counts[i], in the order of pk_generate_legal; arrays of PK_MAX_MOVES. Returns how many. */
int pk_perft_divide(const pk_position *pos, int depth, pk_move *moves, uint64_t *counts);

#endif
