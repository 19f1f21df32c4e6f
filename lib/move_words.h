/* Reading a chess move given as words (pgnkit-fen's command line): SAN in a language, LAN or
 * UCI, else descriptive notation, English or Italian, whose check and e.p. signs may follow as
 * words of their own ("N-B6" "ch"). What could not be read is explained, in the words of
 * explain.h. */
#ifndef PK_MOVE_WORDS_H
#define PK_MOVE_WORDS_H

#include "lang.h"
#include "movegen.h"
#include "san.h"

typedef struct {
    pk_san_status status;   /* PK_SAN_OK, else why not (a descriptive word with no legal reading
                               in either language: PK_SAN_BAD_SYNTAX) */
    pk_move move;           /* when PK_SAN_OK */
    int words;              /* words taken: the move's and its sign words' */
    const char *text;       /* the move as read: words[0], or `joined` when sign words follow it */
    char joined[128];       /* the move and its sign words, joined by spaces */
    char message[256];      /* when not PK_SAN_OK: why ("no knight can reach f6") */
    char suggestion[256];   /* when not PK_SAN_OK: the moves meant, a list as diag.h says; may be empty */
} pk_move_reading;

/* Reads the move in words[0] (n > 0 words left) from pos: SAN in lang (LAN and UCI too), else,
 * for a word of descriptive shape, descriptive notation with the sign words after it, in
 * Italian first when lang is Italian, else in English first. A null move is read only where it
 * is legal: in the kingless game, with no other move. */
void pk_move_words_read(const pk_position *pos, char *const *words, int n, const pk_lang *lang, pk_move_reading *r);

#endif
