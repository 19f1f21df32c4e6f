/* Diagnostics: one problem each, at its place, with a stable code. */
#ifndef PK_DIAG_H
#define PK_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { PK_SEV_WARNING = 0, PK_SEV_ERROR = 1 } pk_severity;

#define PK_DIAG_MESSAGE 320
#define PK_DIAG_SUGGESTION 200
#define PK_DIAG_MOVE 40

typedef struct {
    pk_severity severity;
    const char *code;          /* static: "illegal-move", ... */
    uint32_t line, column;     /* 1-based; 0 when the problem has no place */
    uint32_t ply;              /* 1-based; 0 when not about a move */
    char move[PK_DIAG_MOVE];   /* the move as written, or "" */
    char message[PK_DIAG_MESSAGE];
    char suggestion[PK_DIAG_SUGGESTION]; /* the suggestions: see below; "" when none */
    uint8_t fix;               /* pk_fix_kind: how convert --fix corrects it (fix.h) */
} pk_diag;

/* What convert --fix can do about a problem it is certain of (pk_diag.fix, set where the
 * problem is found). */
typedef enum {
    PK_FIX_NONE = 0,
    PK_FIX_WRITTEN,     /* the game written corrects it: moves in their standard form and signs,
                           move numbers, UTF-8 text, the termination marker */
    PK_FIX_SETUP,       /* [SetUp "1"] added beside the FEN tag */
    PK_FIX_FEN,         /* the FEN tag written from the position set up (a clock or castling
                           field repaired) */
    PK_FIX_RESULT,      /* the result (tag and marker) is the diagnostic's suggestion */
    PK_FIX_RESULT_TAG,  /* the Result tag written as PGN writes the result it names */
} pk_fix_kind;

/* Says how convert --fix corrects the diagnostic d (which may be NULL: beyond the limit). */
static inline void pk_diag_fixed_by(pk_diag *d, pk_fix_kind how)
{
    if (d)
        d->fix = (uint8_t)how;
}

/* A diagnostic's suggestions are the corrected texts, best first, one per line of
 * pk_diag.suggestion (no suggestion holds a line end: moves, results, FENs); a last line "..."
 * says that more were left out. Text reports join them with ", ", JSON and YAML list them. A
 * single suggestion may simply be written into the buffer. */
#define PK_SUGGESTION_SEP '\n'
#define PK_SUGGESTION_MORE "..."

/* Appends one suggestion (len bytes) to the list in buf (size bytes), whole or not at all;
 * false when it did not fit. */
bool pk_suggestion_add(char *buf, size_t size, const char *text, size_t len);
/* Appends the "..." line that says more were left out (when it fits). */
void pk_suggestion_add_more(char *buf, size_t size);
/* The list as text reports show it: "Nbd2, Nfd2", "a3, a4, ...". */
void pk_suggestion_write_text(FILE *out, const char *buf);
/* The same into out (size bytes, cut if need be). */
void pk_suggestion_join(const char *buf, char *out, size_t size);
/* The next suggestion of the list from *cursor (start it at buf): its text and length, the
 * "..." line skipped; false at the end. */
bool pk_suggestion_next(const char **cursor, const char **text, size_t *len);

#endif
