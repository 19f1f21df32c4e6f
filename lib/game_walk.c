/* Replays the already-resolved moves of a record to hand each node its positions. */
#include "game_walk.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    pk_position pos, prev;
    bool has_prev;
    uint32_t ply;
    bool first;
} walk_line;

void pk_game_walk(const pk_game *g, const pk_walk_callbacks *cb)
{
    walk_line stack[PK_LIMIT_DEPTH + 2];
    int depth = 0;
    stack[0] = (walk_line){.pos = g->start, .first = true};
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        walk_line *ls = &stack[depth];
        pk_walk_step step = {g, n, i, depth, NULL, NULL, 0, false};
        if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
            if (n->move == PK_MOVE_NONE) {
                if (cb->on_unreplayed)
                    cb->on_unreplayed(cb->ctx, i);
                return;
            }
            ls->prev = ls->pos;
            ls->has_prev = true;
            pk_position_play(&ls->pos, n->move);
            ls->ply++;
            step.before = &ls->prev;
            step.after = &ls->pos;
            step.ply = ls->ply;
            step.first_in_line = ls->first;
            ls->first = false;
        } else if (n->kind == PK_NODE_OPEN) {
            if (!ls->has_prev || depth > PK_LIMIT_DEPTH) {
                if (cb->on_unreplayed)
                    cb->on_unreplayed(cb->ctx, i);
                return;
            }
            stack[depth + 1] = (walk_line){.pos = ls->prev, .ply = ls->ply - 1, .first = true};
            depth++;
        } else if (n->kind == PK_NODE_CLOSE && depth > 0) {
            depth--;
        }
        if (cb->on_node && cb->on_node(cb->ctx, &step))
            return;
    }
}

size_t pk_game_rest_text(const pk_game *g, size_t from, char *out, size_t size)
{
    size_t n = 0;
    if (size == 0)
        return 0;
    out[0] = 0;
#define PUT(...) (n += (size_t)snprintf(out + n, n < size ? size - n : 0, __VA_ARGS__))
    for (size_t i = from; i < g->n_nodes && n < size; i++) {
        const pk_node *node = &g->nodes[i];
        const char *text = g->text + node->text;
        /* a space between words, none just inside an opening parenthesis */
        const char *sep = n && n < size && out[n - 1] != '(' ? " " : "";
        switch (node->kind) {
        case PK_NODE_MOVE:
            if (node->number > 0)
                PUT("%s%d%s", sep, node->number, node->dots >= 3 ? "..." : "."), sep = " ";
            PUT("%s%.*s", sep, (int)node->len, text);
            break;
        case PK_NODE_NAG: PUT("%s$%d", sep, node->number); break;
        case PK_NODE_OPEN: PUT("%s(", sep); break;
        case PK_NODE_CLOSE: PUT(")"); break;
        case PK_NODE_ESCAPE: PUT("%s%%%.*s", sep, (int)node->len, text); break;
        case PK_NODE_COMMENT:
            PUT("%s[", sep);
            for (uint32_t k = 0; k < node->len && n + 1 < size; k++)
                out[n++] = text[k] == '}' ? ']' : text[k];
            if (n < size)
                out[n] = 0;
            PUT("]");
            break;
        }
    }
#undef PUT
    if (n >= size)
        n = size - 1;
    return n;
}
