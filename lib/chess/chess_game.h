/* The chess row of the variant table (variant.h), which also plays the kingless game: its checker
 * (game_check.c) and its writer (convert.c). Called through the table; pk_game_check and
 * pk_convert_game are the entry points for every game. */
#ifndef PK_CHESS_GAME_H
#define PK_CHESS_GAME_H

#include <stdio.h>

#include "convert.h"
#include "game.h"

/* Replays g through the chess (or kingless, by --variant or the Variant tag) rules and checks
 * every rule of pgnkit-rules(7), CHESS; fills the verdict fields. */
void pk_chess_game_check(pk_game *g, const pk_check_options *opt);

/* Writes a checked chess or kingless game (pk_convert_game). */
int pk_chess_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt);

#endif
