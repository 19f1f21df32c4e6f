/* Duplicate games (validate --duplicates, pgnkit-rules(7)): a game whose start position, main-line
 * moves, White, Black and Date equal an earlier game's. Each game is kept as a 128-bit
 * fingerprint of those and where it stands (its input and line): 20 bytes in a dense store and
 * a 4-byte slot in an index, about 30 bytes a game at most. Two different games share a
 * fingerprint with a chance of about n^2 / 2^129 for n games (under 10^-20 for a billion games),
 * so a fingerprint that matches is taken as the same game, with nothing kept to confirm it. */
#ifndef PK_DUPLICATES_H
#define PK_DUPLICATES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef struct {
    uint64_t lo, hi;
} pk_fingerprint;

/* The fingerprint of a checked game: its row (game), start position (the FEN its board writes
 * when it was set up, else its FEN tag as written), main-line moves as replayed (so that the
 * notation they were written in does not matter; a move that could not be replayed counts by
 * its text), and its White (or Red), Black and Date tags. False for a game without main-line
 * moves (a record of tags only, such as a pairing): it is nobody's duplicate. */
bool pk_game_fingerprint(const pk_game *g, pk_fingerprint *fp);

typedef struct pk_duplicates pk_duplicates;

pk_duplicates *pk_duplicates_new(void);
void pk_duplicates_free(pk_duplicates *d);
/* Notes a game of input number `input` (0, 1, ... as the caller numbers its inputs) that starts
 * at line `line`. Returns 1 when an earlier game had the same fingerprint (its input and line
 * into *earlier_input, *earlier_line; the game is not noted again), 0 when it is noted as new,
 * -1 when memory ran out (the game is then not noted). */
int pk_duplicates_note(pk_duplicates *d, const pk_fingerprint *fp, uint32_t input, uint32_t line,
                       uint32_t *earlier_input, uint32_t *earlier_line);
/* The duplicate-game warning's message, naming the earlier game (its input's name and line). */
#define PK_DUPLICATE_MESSAGE "the same game as %s:%u: the same start, main-line moves, players and date"
/* The length of an input's name when it is all ASCII (its duplicate-game messages can then be
 * written by pk_duplicate_message), else SIZE_MAX. */
size_t pk_duplicate_plain_name(const char *name);
/* That message, naming an input whose name is name_len bytes of ASCII, written into out (size
 * bytes) without printf; returns its length, or 0 when it does not fit (printf's truncation is
 * then pk_game_diag's to make). The message is byte for byte what a diagnostic formatted from
 * PK_DUPLICATE_MESSAGE holds: pk_game_diag keeps ASCII as it is. A file given twice gives a
 * warning a game, and printf's formatting, with the UTF-8 check of its result, cost as much as
 * fingerprinting a game of 40 moves. */
size_t pk_duplicate_message(char *out, size_t size, const char *name, size_t name_len, uint32_t line);
/* Bytes held (for the tests' bound on memory per game). */
size_t pk_duplicates_footprint(const pk_duplicates *d);

#endif
