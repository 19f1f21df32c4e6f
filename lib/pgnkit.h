/* pgnkit.h: the public interface of libpgnkit, the library behind the pgnkit command.
 *
 * Include this one header and link with `pkg-config --cflags --libs pgnkit`. Every public
 * name carries the pk_ prefix and its module (pk_fen_parse, pk_san_resolve, ...); functions
 * return 0 or a negative status and give results through out-parameters; nothing prints
 * except the report emitters, which write to a FILE* the caller gives.
 *
 * The layers, in the order data flows (in the source tree, lib/ holds a folder per concern:
 * pgn/, chess/, xiangqi/, report/, with the variant table and the layers shared by every game
 * at the top; installed, the headers below sit side by side under include/pgnkit/):
 *
 *   pgn/pgn_lexer.h   bytes -> tokens (tags, moves, comments, NAGs, variations, results), with
 *                     line, column and byte offset; bounded memory, every limit a diagnostic.
 *   game.h            tokens -> game records (pk_game_reader, in pgn/game_reader.c), and
 *                     pk_game_check: the replay with every rule of the game's variant, into
 *                     pk_diag diagnostics (diag.h).
 *   variant.h         the variant table, a row per game (chess, kingless, xiangqi): pk_game_check
 *                     and pk_convert_game reach a game's rules through its row, and so do
 *                     positions and moves of any game; match.h: matches of two games.
 *   chess/position.h  a position, moves, make-move, Zobrist keys (bitboard.h underneath);
 *   chess/movegen.h   legal moves, perft; fen.h: FEN in and out with reasoned verdicts;
 *   chess/endgame.h   dead positions and mating material; kingless.h: the kingless game,
 *                     kingless_rounds.h: its rounds paired into matches.
 *   chess/chess960.h  Chess960 castling (PK_RULES_CHESS960) and the 960 start positions.
 *   chess/san.h lang.h  SAN in fifteen languages (also LAN and UCI); iccf.h: ICCF numeric;
 *   chess/descriptive.h English and Italian descriptive notation; explain.h: words for failures;
 *   chess/chess_words.h a position and moves given as command-line words.
 *   convert.h         a game in another notation (PGN export layout via pgn/pgn_writer.h, or JSON);
 *   game_walk.h       walk a checked record with its positions; batch.h: check on threads.
 *   report/report.h   text, JSON Lines and YAML reports; profile.h: tournament profiles.
 *   chess/diagram.h svg.h  boards as text and as SVG pictures.
 *   xiangqi/xiangqi.h xiangqi_notation.h  Xiangqi: rules, FEN, ICCS, WXF and Chinese notation.
 *
 * A minimal program:
 *
 *     #include <pgnkit.h>
 *     int main(void) {
 *         pk_position pos;
 *         pk_fen_error err;
 *         if (pk_fen_parse(&pos, pk_fen_startpos, PK_RULES_CHESS, &err) < 0) return 1;
 *         return pk_perft(&pos, 3) == 8902 ? 0 : 1;
 *     }
 */
#ifndef PGNKIT_H
#define PGNKIT_H

#ifdef __cplusplus
extern "C" {
#endif

#include "pgnkit/batch.h"
#include "pgnkit/bitboard.h"
#include "pgnkit/chess960.h"
#include "pgnkit/chess_words.h"
#include "pgnkit/convert.h"
#include "pgnkit/descriptive.h"
#include "pgnkit/diag.h"
#include "pgnkit/diagram.h"
#include "pgnkit/endgame.h"
#include "pgnkit/explain.h"
#include "pgnkit/fen.h"
#include "pgnkit/game.h"
#include "pgnkit/game_walk.h"
#include "pgnkit/iccf.h"
#include "pgnkit/kingless.h"
#include "pgnkit/kingless_rounds.h"
#include "pgnkit/lang.h"
#include "pgnkit/match.h"
#include "pgnkit/movegen.h"
#include "pgnkit/pgn_lexer.h"
#include "pgnkit/pgn_writer.h"
#include "pgnkit/position.h"
#include "pgnkit/profile.h"
#include "pgnkit/report.h"
#include "pgnkit/san.h"
#include "pgnkit/svg.h"
#include "pgnkit/text.h"
#include "pgnkit/variant.h"
#include "pgnkit/xiangqi.h"
#include "pgnkit/xiangqi_notation.h"

#ifdef __cplusplus
}
#endif

#endif
