/* A chess position and moves given as words (pgnkit-fen's command line). The position: a FEN
 * in one word or its fields in several, "startpos", or a kingless game's named start. A move:
 * SAN in a language, LAN or UCI, else descriptive notation, English or Italian, whose check and
 * e.p. signs may follow as words of their own ("N-B6" "ch"). What could not be read is
 * explained, in the words of explain.h. */
#ifndef PK_CHESS_WORDS_H
#define PK_CHESS_WORDS_H

#include "lang.h"
#include "movegen.h"
#include "san.h"

/* The FEN that the first of the n words give into fen (size bytes): the FEN given whole (one
 * word with spaces) or as its fields in several words (the placement, then as many of the
 * other fields as have their shape), "startpos", a kingless start's name (PK_RULES_KINGLESS:
 * equal, equal-wings, unequal; none: equal), a Chess960 start's number (PK_RULES_CHESS960: 0-959;
 * 518 the chess start; a larger number is copied as the FEN, for the parser to refuse), else the
 * start position when the first word is a move (no '/'). Returns how many words it took. */
int pk_fen_words(char *const *words, int n, pk_rules rules, char *fen, size_t size);

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
