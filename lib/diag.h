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
} pk_diag;

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
