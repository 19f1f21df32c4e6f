/* Replays the already-resolved moves of a record to hand each node its positions. */
#include "game_walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A line being walked: where it stands, and where it stood before its last move (a variation
 * starts from there). The positions are kept only when the walk plays them. */
typedef struct {
    pk_position pos, prev;
    bool has_prev;
    uint32_t ply;
    bool first;
    int side, prev_side;
    uint32_t fullmove, prev_fullmove;
} walk_line;

void pk_game_walk(const pk_game *g, const pk_walk_callbacks *cb)
{
    walk_line stack[PK_LIMIT_DEPTH + 2];
    int depth = 0;
    bool positions = !cb->skip_positions;
    stack[0] = (walk_line){.first = true, .side = g->start.side, .fullmove = g->start.fullmove};
    if (positions)
        stack[0].pos = g->start;
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        walk_line *ls = &stack[depth];
        pk_walk_step step = {g, n, i, depth, NULL, NULL, 0, 0, 0, false};
        if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
            if (n->move == PK_MOVE_NONE) {
                if (cb->on_unreplayed)
                    cb->on_unreplayed(cb->ctx, i);
                return;
            }
            ls->has_prev = true;
            ls->prev_side = step.side = ls->side;
            ls->prev_fullmove = step.fullmove = ls->fullmove;
            ls->fullmove += (uint32_t)(ls->side == PK_BLACK);
            ls->side ^= 1;
            if (positions) {
                ls->prev = ls->pos;
                pk_position_play(&ls->pos, n->move);
                step.before = &ls->prev;
                step.after = &ls->pos;
            }
            ls->ply++;
            step.ply = ls->ply;
            step.first_in_line = ls->first;
            ls->first = false;
        } else if (n->kind == PK_NODE_OPEN) {
            if (!ls->has_prev || depth > PK_LIMIT_DEPTH) {
                if (cb->on_unreplayed)
                    cb->on_unreplayed(cb->ctx, i);
                return;
            }
            walk_line *v = &stack[depth + 1];
            *v = (walk_line){.ply = ls->ply - 1, .first = true, .side = ls->prev_side, .fullmove = ls->prev_fullmove};
            if (positions)
                v->pos = ls->prev;
            depth++;
        } else if (n->kind == PK_NODE_CLOSE && depth > 0) {
            depth--;
        }
        if (cb->on_node && cb->on_node(cb->ctx, &step))
            return;
    }
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

size_t pk_game_rest_text(const pk_game *g, size_t from, char *out, size_t size)
{
    rest_buffer b = {out, out ? size : 0, 0, 0};
    char number[32];
    for (size_t i = from; i < g->n_nodes; i++) {
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
            rest_put(&b, text, node->len);
            break;
        case PK_NODE_COMMENT:
            rest_puts(&b, sep);
            rest_puts(&b, "[");
            for (uint32_t k = 0; k < node->len; k++)
                rest_put(&b, text[k] == '}' ? "]" : &text[k], 1);
            rest_puts(&b, "]");
            break;
        }
    }
    if (b.size)
        b.out[b.n < b.size ? b.n : b.size - 1] = 0;
    return b.n;
}

char *pk_game_rest_alloc(const pk_game *g, size_t from, const char *prefix, size_t *len)
{
    size_t plen = strlen(prefix), need = plen + pk_game_rest_text(g, from, NULL, 0);
    char *rest = malloc(need + 1);
    if (!rest)
        return NULL;
    memcpy(rest, prefix, plen);
    pk_game_rest_text(g, from, rest + plen, need + 1 - plen);
    if (len)
        *len = need;
    return rest;
}
