/* Chess960 (Fischer Random) and Double Fischer Random: castling with the king and a rook from
 * wherever they start, and the 960 start positions in the standard (Scharnagl) numbering.
 * A position plays by these rules when its rules are PK_RULES_CHESS960 (pk_fen_parse reads
 * X-FEN and Shredder-FEN castling fields for it). A castling move is the king taking its own
 * rook, PK_MOVE_MAKE(king, rook, PK_MK_CASTLE): it names the rook when the king moves one
 * square or none, and UCI (e1h1) and ICCF (5181) write it as it stands. */
#ifndef PK_CHESS960_H
#define PK_CHESS960_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"

#define PK_CHESS960_STARTS 960
#define PK_CHESS960_CLASSICAL 518 /* RNBQKBNR */

/* May the side to move castle on that side now: the right held, the king not in check, every
 * square between the king and g1/c1 (g8/c8) and between the rook and f1/d1 (f8/d8), both
 * included, empty but for the two of them, and no square the king crosses or lands on attacked.
 * False in any other rules. */
bool pk_chess960_castling_legal(const pk_position *pos, bool king_side);
/* That castling as a move (king takes rook), whether legal or not; PK_MOVE_NONE without the
 * right. */
pk_move pk_chess960_castle_move(const pk_position *pos, bool king_side);
/* The legal castling of the side to move whose king lands on king_to (g1, c1, g8, c8), the king
 * standing on from: the two-square form (e1g1, 5171) read where it is a castling; else
 * PK_MOVE_NONE. */
pk_move pk_chess960_castle_landing_on(const pk_position *pos, int from, int king_to);

/* Back rank of start n (0..959), a1 to h1, in upper-case letters: "RNBQKBNR" for 518. */
void pk_chess960_rank(int n, char out[9]);
/* The FEN of start n (black mirroring white), or with Double Fischer Random black's rank drawn
 * apart (black_n; pass white_n for Chess960): X-FEN castling KQkq. out: 64 bytes. False when
 * a number is outside 0..959. */
bool pk_chess960_start_fen(int white_n, int black_n, char *out);

enum { PK_CHESS960_NOT_START = -1, PK_CHESS960_START = 0, PK_CHESS960_DFRC_START = 1 };
/* Is pos (PK_RULES_CHESS960) a start: each back rank a Chess960 one (bishops on squares of both
 * colours, the king between the rooks), the pawns and only they on ranks 2 and 7, all four
 * castling rights, white to move, no en passant square. PK_CHESS960_START when black mirrors
 * white, PK_CHESS960_DFRC_START when the ranks differ (Double Fischer Random); *white_n and
 * *black_n (optional) receive their numbers. Else PK_CHESS960_NOT_START with the first reason in
 * why (optional, size bytes): "the bishops of white stand on squares of one colour". */
int pk_chess960_start_identify(const pk_position *pos, int *white_n, int *black_n, char *why, size_t size);

/* Why castling on that side is not legal here, in words (the caller names the move). */
void pk_chess960_explain_castle(const pk_position *pos, bool king_side, char *message, size_t size);

#endif
