/* pgnkit.h: the public interface of libpgnkit, the library behind the pgnkit command.
 *
 * Include this one header and link with `pkg-config --cflags --libs pgnkit`. Every public
 * name carries the pk_ prefix and its module (pk_fen_parse, pk_san_resolve, ...); functions
 * return 0 or a negative status and give results through out-parameters; nothing prints
 * except the report emitters, which write to a FILE* the caller gives.
 *
 * The layers, in the order data flows:
 *
 *   pgn_lexer.h   bytes -> tokens (tags, moves, comments, NAGs, variations, results), with
 *                 line, column and byte offset; bounded memory, every limit a diagnostic.
 *   game.h        tokens -> game records (pk_game_reader), and pk_game_check: the replay with
 *                 every rule of the game's variant, into pk_diag diagnostics.
 *   variant.h     the variant table, a row per game (chess, kingless, xiangqi): pk_game_check
 *                 and pk_convert_game reach a game's rules through its row.
 *   position.h    a position, moves, make-move, Zobrist keys (bitboard.h underneath);
 *   movegen.h     legal moves, perft; fen.h: FEN in and out with reasoned verdicts;
 *   endgame.h     dead positions and mating material; kingless.h: the kingless game,
 *                 kingless_rounds.h: its rounds paired into matches.
 *   san.h lang.h  SAN in fifteen languages (also LAN and UCI); iccf.h: ICCF numeric;
 *   descriptive.h English and Italian descriptive notation; explain.h: words for failures;
 *   chess_words.h a position and moves given as command-line words.
 *   convert.h     a game in another notation (PGN export layout via pgn_writer.h, or JSON);
 *   game_walk.h   walk a checked record with its positions; batch.h: check on threads.
 *   report.h      text, JSON Lines and YAML reports; profile.h: tournament profiles.
 *   diagram.h svg.h  boards as text and as SVG pictures.
 *   xiangqi.h xiangqi_notation.h  Xiangqi: rules, FEN, ICCS, WXF and Chinese notation.
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

#ifdef __cplusplus
}
#endif

#endif
