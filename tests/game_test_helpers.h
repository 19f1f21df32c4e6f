#ifndef PK_TEST_GAME_HELPERS_H
#define PK_TEST_GAME_HELPERS_H
/* Checks of a checked game's diagnostics, shared by the tests of every game's checker
 * (test_game.c, test_xiangqi_game.c), and a game as text to compare two readings of it
 * (test_game_reader.c, test_batch_file.c); failures name the caller's line (test_helpers.h). */

#include "game.h"
#include "variant.h"
#include "test_helpers.h"

#include <stdio.h>

/* A read and checked game as text: where it starts, its tags, nodes, result, flags, verdict and
 * diagnostics, each with its line and column. */
static inline void dump_record(FILE *f, const pk_game *g)
{
    fprintf(f, "game %llu at %u:%u stray %d latin1 %d letters %#x signs %d variations %d result %d at %u:%u '%s'\n",
            (unsigned long long)g->number, g->line, g->column, g->stray, g->latin1, g->letters, g->sign_words,
            g->variations, g->result, g->result_line, g->result_column, g->text + g->result_text);
    for (size_t i = 0; i < g->n_tags; i++)
        fprintf(f, "tag %u:%u %s=%s (%u %u)\n", g->tags[i].line, g->tags[i].column, g->text + g->tags[i].name,
                g->text + g->tags[i].value, g->tags[i].name_len, g->tags[i].value_len);
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        fprintf(f, "node %u:%u kind %u flags %#x depth %u number %d dots %u move %u len %u '%s'\n", n->line, n->column,
                n->kind, n->flags, n->depth, n->number, n->dots, n->move, n->len, g->text + n->text);
    }
    fprintf(f, "valid %d plies %u notation %s lang %s\n", g->valid, g->plies, g->notation, g->lang ? g->lang->code : "-");
    for (size_t i = 0; i < g->n_diags; i++)
        fprintf(f, "diag %s %u:%u ply %u '%s' %s\n", g->diags[i].code, g->diags[i].line, g->diags[i].column,
                g->diags[i].ply, g->diags[i].move, g->diags[i].message);
}

/* Every record lx gives (read with the variant table's encoding hints, into one pk_game whose
 * arrays grow from nothing, checked with opt), as text; the lexer stays the caller's. */
static inline char *dump_lexer_records(pk_pgn_lexer *lx, const pk_check_options *opt)
{
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    if (!f)
        return NULL;
    pk_game_reader *r = pk_variant_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    while (r && pk_game_read(r, &g)) {
        pk_game_check(&g, opt);
        dump_record(f, &g);
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    fclose(f);
    return out;
}

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
