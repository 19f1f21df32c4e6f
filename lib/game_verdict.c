/* What every game's checker verdicts the same way, whatever its rules: the termination marker
 * against the Result tag, and the order of the diagnostics. Below the games: the chess checker
 * (game_check.c) and the Xiangqi one (xiangqi_game.c) both call it, it calls neither. */
#include <stdio.h>
#include <string.h>

#include "game.h"

pk_result pk_game_check_termination(pk_game *g, uint32_t *line_out, uint32_t *column_out)
{
    const pk_tag *tag = pk_game_find_tag(g, "Result");
    const char *value = tag ? g->text + tag->value : NULL;
    pk_result tag_result = value ? pk_result_parse(value, strlen(value), NULL) : PK_RESULT_NONE;
    uint32_t line = g->result_line ? g->result_line : (tag ? tag->line : g->line);
    uint32_t column = g->result_line ? g->result_column : (tag ? tag->column : g->column);
    if (g->result == PK_RESULT_NONE) {
        size_t last = g->n_nodes;
        while (last > 0 && g->nodes[last - 1].line == 0)
            last--;
        if (last) {
            pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "bad-syntax", g->nodes[last - 1].line,
                                          g->nodes[last - 1].column, 0, NULL, 0,
                                          "the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end"),
                             PK_FIX_WRITTEN);
        } else {
            /* a record of tags only (a pairing, a broadcast's header): a game of no moves */
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "bad-syntax", g->line, g->column, 0, NULL, 0,
                                      "the game has tags but no movetext: even a game of no moves ends with "
                                      "its termination marker (1-0, 0-1, 1/2-1/2 or *)");
            if (d && tag_result != PK_RESULT_NONE)
                snprintf(d->suggestion, sizeof d->suggestion, "%s", pk_result_name(tag_result));
            pk_diag_fixed_by(d, PK_FIX_WRITTEN);
        }
    } else if (tag_result != PK_RESULT_NONE && tag_result != g->result) {
        pk_game_diag(g, PK_SEV_ERROR, "result-mismatch", line, column, 0, NULL, 0,
                     "the Result tag says %s but the movetext ends with %s", pk_result_name(tag_result),
                     pk_result_name(g->result));
    }
    *line_out = line;
    *column_out = column;
    return g->result != PK_RESULT_NONE ? g->result : tag_result;
}

static int diag_order(const void *a, const void *b)
{
    const pk_diag *x = a, *y = b;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    if (x->column != y->column)
        return x->column < y->column ? -1 : 1;
    return 0;
}

/* Diagnostics in the order of the text (lexical ones were found before the replay's). */
void pk_game_sort_diags(pk_game *g)
{
    size_t n = g->n_diags;
    if (n > 1 && g->diags[n - 1].code && strcmp(g->diags[n - 1].code, "limit") == 0 && n > PK_LIMIT_DIAGS)
        n--; /* the "too many" note stays last */
    for (size_t i = 1; i < n; i++) /* insertion sort: stable, and n is small */
        for (size_t j = i; j > 0 && diag_order(&g->diags[j - 1], &g->diags[j]) > 0; j--) {
            pk_diag t = g->diags[j];
            g->diags[j] = g->diags[j - 1];
            g->diags[j - 1] = t;
        }
}
