/* Diagnostics: one problem each, at its place, with a stable code. */
#ifndef PK_DIAG_H
#define PK_DIAG_H

#include <stdint.h>

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
    char suggestion[PK_DIAG_SUGGESTION]; /* "" when none */
} pk_diag;

#endif
