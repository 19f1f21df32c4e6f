/* Replays the already-resolved moves of a record to hand each node its positions. */
#include "game_walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pk_walker_start(pk_game_walker *w, const pk_game *g, bool positions)
{
    w->game = g;
    w->next = 0;
    w->depth = 0;
    w->positions = positions;
    w->stopped = 0;
    w->resume = 0;
    w->stop = PK_WALK_STOP_GAME;
    pk_walk_line *main_line = &w->lines[0];
    main_line->has_prev = false;
    main_line->ply = 0;
    main_line->first = true;
    main_line->side = g->start.side;
    main_line->fullmove = g->start.fullmove;
    if (positions)
        main_line->pos = g->start;
}

size_t pk_game_variation_close(const pk_game *g, size_t i)
{
    unsigned depth = g->nodes[i].depth;
    for (size_t k = i + 1; k < g->n_nodes; k++)
        if (g->nodes[k].kind == PK_NODE_CLOSE && g->nodes[k].depth == depth)
            return k;
    return g->n_nodes;
}

bool pk_game_variation_starts_unreplayed(const pk_game *g, size_t open)
{
    unsigned depth = g->nodes[open].depth;
    for (size_t k = open + 1; k < g->n_nodes; k++) {
        const pk_node *n = &g->nodes[k];
        if (n->kind == PK_NODE_CLOSE && n->depth == depth)
            return false; /* no move in it */
        if (n->kind == PK_NODE_MOVE && n->depth == depth && !(n->flags & PK_NODEF_DETACHED))
            return n->move == PK_MOVE_NONE;
    }
    return false;
}

bool pk_walker_stop_at(pk_game_walker *w, size_t i)
{
    const pk_game *g = w->game;
    const pk_node *n = &g->nodes[i];
    w->stopped = i;
    if (n->kind == PK_NODE_OPEN) {
        /* the variation could not be entered, or its first move not read: all of it, kept
         * whole in the place of the variation (a variation with no move in it is none) */
        size_t close = pk_game_variation_close(g, i);
        w->stop = PK_WALK_STOP_VARIATION;
        w->resume = close < g->n_nodes ? close + 1 : close;
    } else if (w->depth > 0) {
        w->stop = PK_WALK_STOP_REST;
        w->resume = pk_game_variation_close(g, i);
    } else {
        w->stop = PK_WALK_STOP_GAME;
        w->resume = g->n_nodes;
    }
    return false;
}

bool pk_walker_resume(pk_game_walker *w)
{
    if (w->stop == PK_WALK_STOP_GAME || w->resume >= w->game->n_nodes)
        return false;
    w->next = w->resume;
    return true;
}

/* A buffer that may be too small, or absent: what does not fit is counted all the same, as
 * snprintf does, so that one pass with no buffer gives the exact length needed. */
typedef struct {
    char *out;
    size_t size, n;
    char last; /* the last character put, kept even when it did not fit */
} rest_buffer;

static void rest_put(rest_buffer *b, const char *s, size_t len)
{
    for (size_t k = 0; k < len; k++, b->n++)
        if (b->n + 1 < b->size)
            b->out[b->n] = s[k];
    if (len)
        b->last = s[len - 1];
}

static void rest_puts(rest_buffer *b, const char *s) { rest_put(b, s, strlen(s)); }

/* Puts text with each '}' written ']': a '}' would end the comment the text is kept in. */
static void rest_put_commented(rest_buffer *b, const char *text, size_t len)
{
    for (size_t k = 0; k < len; k++)
        rest_put(b, text[k] == '}' ? "]" : &text[k], 1);
}

size_t pk_game_span_text(const pk_game *g, size_t from, size_t to, char *out, size_t size)
{
    rest_buffer b = {out, out ? size : 0, 0, 0};
    char number[32];
    if (to > g->n_nodes)
        to = g->n_nodes;
    for (size_t i = from; i < to; i++) {
        const pk_node *node = &g->nodes[i];
        const char *text = g->text + node->text;
        /* a space between words, none just inside an opening parenthesis */
        const char *sep = b.n && b.last != '(' ? " " : "";
        switch (node->kind) {
        case PK_NODE_MOVE:
            if (node->number > 0) {
                snprintf(number, sizeof number, "%s%d%s", sep, node->number, node->dots >= 3 ? "..." : ".");
                rest_puts(&b, number);
                sep = " ";
            }
            rest_puts(&b, sep);
            rest_put(&b, text, node->len);
            break;
        case PK_NODE_NAG:
            snprintf(number, sizeof number, "%s$%d", sep, node->number);
            rest_puts(&b, number);
            break;
        case PK_NODE_OPEN:
            rest_puts(&b, sep);
            rest_puts(&b, "(");
            break;
        case PK_NODE_CLOSE: rest_puts(&b, ")"); break;
        case PK_NODE_ESCAPE:
            rest_puts(&b, sep);
            rest_puts(&b, "%");
            rest_put_commented(&b, text, node->len);
            break;
        case PK_NODE_COMMENT:
            rest_puts(&b, sep);
            rest_puts(&b, "[");
            rest_put_commented(&b, text, node->len);
            rest_puts(&b, "]");
            break;
        }
    }
    if (b.size)
        b.out[b.n < b.size ? b.n : b.size - 1] = 0;
    return b.n;
}

size_t pk_game_rest_text(const pk_game *g, size_t from, char *out, size_t size)
{
    return pk_game_span_text(g, from, g->n_nodes, out, size);
}

char *pk_game_span_alloc(const pk_game *g, size_t from, size_t to, const char *prefix, size_t *len)
{
    size_t plen = strlen(prefix), need = plen + pk_game_span_text(g, from, to, NULL, 0);
    char *rest = malloc(need + 1);
    if (!rest)
        return NULL;
    memcpy(rest, prefix, plen);
    pk_game_span_text(g, from, to, rest + plen, need + 1 - plen);
    if (len)
        *len = need;
    return rest;
}

char *pk_game_rest_alloc(const pk_game *g, size_t from, const char *prefix, size_t *len)
{
    return pk_game_span_alloc(g, from, g->n_nodes, prefix, len);
}
