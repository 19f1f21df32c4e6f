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

/* Writes a checked chess or kingless game (pk_convert_game). */
int pk_chess_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt);
/* The targets a chess game is written in: SAN, LAN, UCI, ICCF, descriptive, JSON. */
bool pk_chess_writes_target(pk_target t);

/* The entries on positions and moves (variant.h), on a pk_position. */
int pk_chess_fen_words(char *const *words, int n, char *fen, size_t size);
int pk_kingless_fen_words(char *const *words, int n, char *fen, size_t size);
int pk_chess_fen_read(void *pos, const char *fen, pk_fen_error *err);
int pk_kingless_fen_read(void *pos, const char *fen, pk_fen_error *err);
void pk_chess_fen_write_any(const void *pos, int ep_policy, char *out);
void pk_chess_read_move_words(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r);
void pk_chess_play_any(void *pos, pk_any_move m);
int pk_chess_legal_moves_any(const void *pos, pk_any_move *moves);
uint64_t pk_chess_perft_any(const void *pos, int depth);
int pk_chess_perft_divide_any(const void *pos, int depth, pk_any_move *moves, uint64_t *counts);
void pk_chess_format_move_any(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out);
void pk_chess_format_coords(pk_any_move m, char *out);
void pk_chess_diagram_any(const void *pos, bool unicode, char *out, size_t size);
void pk_chess_svg_any(FILE *out, const void *pos, pk_any_move last);
const void *pk_chess_start_of(const pk_game *g);
void pk_chess_walk_main(const pk_game *g, pk_main_step_fn fn, void *ctx);

/* The entries that chess and the kingless game share, for their rows. */
#define PK_CHESS_BOARD_ENTRIES                                                                                       \
    .position_size = sizeof(pk_position), .coords_name = "uci", .fen_write = pk_chess_fen_write_any,              \
    .read_move_words = pk_chess_read_move_words, .play = pk_chess_play_any, .legal_moves = pk_chess_legal_moves_any, \
    .perft = pk_chess_perft_any, .perft_divide = pk_chess_perft_divide_any,                                          \
    .format_move = pk_chess_format_move_any, .format_coords = pk_chess_format_coords,                               \
    .diagram = pk_chess_diagram_any, .svg = pk_chess_svg_any, .start_of = pk_chess_start_of,                         \
    .walk_main = pk_chess_walk_main

#endif
