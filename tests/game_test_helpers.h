#ifndef PK_TEST_GAME_HELPERS_H
#define PK_TEST_GAME_HELPERS_H
/* Checks of a checked game's diagnostics, shared by the tests of every game's checker
 * (test_game.c, test_xiangqi_game.c); failures name the caller's line (test_helpers.h). */

#include "game.h"
#include "test_helpers.h"

/* Where a diagnostic is and what it is about (its wording is checked elsewhere). */
static inline void expect_diag_at_(pk_where at, const pk_game *g, size_t i, pk_severity severity, const char *code,
                                   uint32_t line, uint32_t column, uint32_t ply, const char *move)
{
    if (i >= g->n_diags)
        where_fail(at, "game %llu: no diagnostic %zu (%zu in all)", (unsigned long long)g->number, i, g->n_diags);
    const pk_diag *d = &g->diags[i];
    char what[64];
    snprintf(what, sizeof what, "diagnostic %zu", i);
    where_str(at, what, "code", d->code, code);
    where_str(at, what, "severity", d->severity == PK_SEV_ERROR ? "error" : "warning",
              severity == PK_SEV_ERROR ? "error" : "warning");
    where_int(at, what, "line", d->line, line);
    where_int(at, what, "column", d->column, column);
    where_int(at, what, "ply", d->ply, ply);
    where_str(at, what, "move", d->move, move);
}
#define expect_diag_at(...) expect_diag_at_(HERE, __VA_ARGS__)

static inline void expect_diag_(pk_where at, const pk_game *g, size_t i, pk_severity severity, const char *code,
                                uint32_t line, uint32_t column, uint32_t ply, const char *move,
                                const char *message, const char *suggestion)
{
    expect_diag_at_(at, g, i, severity, code, line, column, ply, move);
    const pk_diag *d = &g->diags[i];
    char what[64];
    snprintf(what, sizeof what, "diagnostic %zu", i);
    where_str(at, what, "message", d->message, message);
    char joined[PK_DIAG_SUGGESTION * 2];
    pk_suggestion_join(d->suggestion, joined, sizeof joined); /* as text reports show the list */
    where_str(at, what, "suggestion", joined, suggestion);
}
#define expect_diag(...) expect_diag_(HERE, __VA_ARGS__)

#endif
