/* FEN: Forsyth-Edwards Notation in and out, with a reasoned verdict on bad positions. */
#ifndef PK_FEN_H
#define PK_FEN_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"

#define PK_FEN_MAX 128 /* longest FEN pk_fen_write produces, with its NUL */

typedef struct {
    int field;          /* 1..6, the FEN field at fault (0: the FEN as a whole) */
    int column;         /* 1-based character of the FEN text where the fault is */
    char message[200];  /* "field 1 (placement): rank 8 has 9 squares, expected 8" */
} pk_fen_error;

/* Parses and checks `text`. Returns 0, or -1 with `err` filled (err may be NULL).
 * Clocks may be left out (then 0 and 1). With PK_RULES_CHESS960 the castling field is X-FEN or
 * Shredder-FEN (chess960.h). */
int pk_fen_parse(pk_position *pos, const char *text, pk_rules rules, pk_fen_error *err);

enum {
    PK_FEN_EP_ALWAYS = 0,     /* after every double push (PGN standard) */
    PK_FEN_EP_IF_LEGAL = 1,   /* only when a legal en passant capture exists */
    PK_FEN_SHREDDER = 2       /* with either: Chess960 castling rights as Shredder-FEN file letters
                                 (HAha), not X-FEN (KQkq, a file letter only for a rook that is not
                                 the outermost of its side); chess writes KQkq either way */
};
/* Writes the FEN of pos into out (at least PK_FEN_MAX bytes); returns its length. */
size_t pk_fen_write(const pk_position *pos, int ep_policy, char *out);

extern const char pk_fen_startpos[];

/* A FEN's blank-separated fields (chess and Xiangqi alike). */
typedef struct {
    const char *start[6];
    int len[6];
    int count;
} pk_fen_fields;
/* Splits text; -1 when it has more than 6 fields. */
int pk_fen_split(const char *text, pk_fen_fields *f);
/* Whether two FENs have the same first n fields (the clocks aside: n = 4 for chess, 2 for
 * Xiangqi's placement and side). */
bool pk_fen_same_fields(const char *a, const char *b, int n);
/* A clock field: up to 9 digits; 0, or -1 when it is not a number. */
int pk_fen_parse_number(const char *s, int len, long *out);

#endif
