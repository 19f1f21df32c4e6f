/* Piece letters of each language's algebraic notation: a table, not code. */
#ifndef PK_LANG_H
#define PK_LANG_H

typedef struct {
    const char *code;      /* "en", "it", ... */
    const char *name;      /* "English" */
    char letters[6];       /* indexed by piece type: pawn, knight, bishop, rook, queen, king */
    signed char piece_of[256]; /* the other way: piece type of each byte, or -1 (all but six) */
    unsigned letter_set;      /* bit i: 'A' + i is one of the letters */
} pk_lang;

/* The languages, English first; count via pk_lang_count(). */
const pk_lang *pk_lang_at(int i);
int pk_lang_count(void);
/* NULL when the code is unknown. */
const pk_lang *pk_lang_find(const char *code);
const pk_lang *pk_lang_english(void);
/* Piece type of an upper-case letter in lang, or -1 (for any other byte too). One load: the
 * table has a row for every byte, so that a reading of SAN needs no range test of its own. */
static inline int pk_lang_piece(const pk_lang *lang, char letter)
{
    return lang->piece_of[(unsigned char)letter];
}

#endif
