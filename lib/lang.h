/* Piece letters of each language's algebraic notation: a table, not code. */
#ifndef PK_LANG_H
#define PK_LANG_H

typedef struct {
    const char *code;      /* "en", "it", ... */
    const char *name;      /* "English" */
    char letters[6];       /* indexed by piece type: pawn, knight, bishop, rook, queen, king */
} pk_lang;

/* The languages, English first; count via pk_lang_count(). */
const pk_lang *pk_lang_at(int i);
int pk_lang_count(void);
/* NULL when the code is unknown. */
const pk_lang *pk_lang_find(const char *code);
const pk_lang *pk_lang_english(void);
/* Piece type of an upper-case letter in lang, or -1. */
static inline int pk_lang_piece(const pk_lang *lang, char letter)
{
    for (int t = 0; t < 6; t++)
        if (lang->letters[t] == letter)
            return t;
    return -1;
}

#endif
