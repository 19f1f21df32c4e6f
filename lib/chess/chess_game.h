/* The chess rows of the variant table (variant.h): chess, and the kingless game played on the
 * same board by the same core with its own rules. Their checker (game_check.c), their writer
 * (chess_convert.c) and the entries on positions and moves (chess_board.c). Called through the
 * table; pk_game_check and pk_convert_game are the entry points for every game. */
#ifndef PK_CHESS_GAME_H
#define PK_CHESS_GAME_H

#include <stdio.h>

#include "convert.h"
#include "variant.h"

/* Replays g through the chess rules and checks every rule of pgnkit-rules(7), CHESS; fills the
 * verdict fields. A game whose row is NULL (its Variant tag names a game no row plays) has its
 * tags and result checked only. */
void pk_chess_game_check(pk_game *g, const pk_check_options *opt);
/* The same through the kingless game's rules (pgnkit-rules(7), THE KINGLESS GAME). */
void pk_kingless_game_check(pk_game *g, const pk_check_options *opt);
/* The same through Chess960's (pgnkit-rules(7), CHESS960): chess with its castling. */
void pk_chess960_game_check(pk_game *g, const pk_check_options *opt);

/* Writes a checked chess or kingless game (pk_convert_game). */
int pk_chess_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt);
/* The targets a chess game is written in: SAN, LAN, UCI, ICCF, descriptive, JSON. */
bool pk_chess_writes_target(pk_target t);

/* The boards of chess, the kingless game and Chess960 (variant.h), on a pk_position (chess_board.c). */
extern const pk_board pk_chess_board, pk_kingless_board, pk_chess960_board;

#endif
