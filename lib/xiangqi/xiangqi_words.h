/* A Xiangqi position and moves given as words (pgnkit-fen --variant=xiangqi's command line):
 * a FEN in one word or its fields in several, or "startpos"; moves in ICCS, WXF or Chinese
 * notation, each told by its look. What could not be read is explained. */
#ifndef PK_XIANGQI_WORDS_H
#define PK_XIANGQI_WORDS_H

#include <stddef.h>

#include "xiangqi_notation.h"

/* The FEN that the first of the n words give into fen (size bytes): a word with '/' and the
 * fields after it that have their shape, else the start position ("startpos" is taken, a move
 * is not). Returns how many words it took. */
int pk_xq_fen_words(char *const *words, int n, char *fen, size_t size);

typedef struct {
    pk_xq_status status;     /* PK_XQ_OK, else why not */
    pk_xq_move move;         /* when PK_XQ_OK */
    const char *reason;      /* when not PK_XQ_OK: "no man can make it", ... */
    char candidates[256];    /* illegal or ambiguous: the moves that fit, ", " apart (at most 8),
                                in the notation the text was read in; may be empty */
} pk_xq_move_reading;

/* Reads one move from pos in the notation it looks like (pk_xq_guess_notation; with
 * PK_XQ_ICCS_RANKS_1_10 in flags, a word starting with a file letter a-i is ICCS). */
void pk_xq_move_words_read(const pk_xq_position *pos, const char *text, int flags, pk_xq_move_reading *r);

#endif
