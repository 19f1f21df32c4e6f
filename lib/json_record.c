/* The JSON shape of a game record, shared by every game's converter (json_record.h). */
#include "json_record.h"

#include <stdlib.h>

#include "report.h"

typedef struct {
    FILE *out;
    const pk_game *game;
    const pk_json_record_writer *writer;
    bool in_move[PK_LIMIT_DEPTH + 2]; /* a move object is open at this depth */
    bool move_has_after[PK_LIMIT_DEPTH + 2];
    bool line_has_item[PK_LIMIT_DEPTH + 2];
    int depth;
} json_state;

static void close_move(json_state *s)
{
    if (s->in_move[s->depth]) {
        fputs("]}", s->out);
        s->in_move[s->depth] = false;
    }
}

/* Items after a move (NAGs, comments, variations) go into its "after" list. */
static void after_item(json_state *s)
{
    if (!s->in_move[s->depth]) {
        /* nothing to attach to: a comment or NAG before any move of the line */
        fputs(s->line_has_item[s->depth] ? "," : "", s->out);
        fputs("{\"before\":true,\"after\":[", s->out);
        s->in_move[s->depth] = true;
        s->move_has_after[s->depth] = false;
        s->line_has_item[s->depth] = true;
    }
    fputs(s->move_has_after[s->depth] ? "," : "", s->out);
    s->move_has_after[s->depth] = true;
}

static void write_node(json_state *s, const pk_walk_step *st)
{
    const pk_node *n = st->node;
    const char *text = st->game->text + n->text;
    FILE *o = s->out;
    switch (n->kind) {
    case PK_NODE_MOVE:
        if (n->flags & PK_NODEF_DETACHED)
            break;
        close_move(s);
        fputs(s->line_has_item[s->depth] ? ",{" : "{", o);
        s->writer->move_fields(s->writer->ctx, st, o);
        fputs("\"after\":[", o);
        s->in_move[s->depth] = true;
        s->move_has_after[s->depth] = false;
        s->line_has_item[s->depth] = true;
        break;
    case PK_NODE_NAG:
        after_item(s);
        fprintf(o, "{\"nag\":%d}", n->number);
        break;
    case PK_NODE_COMMENT:
    case PK_NODE_ESCAPE:
        after_item(s);
        fputs(n->kind == PK_NODE_COMMENT ? "{\"comment\":" : "{\"escape\":", o);
        pk_json_string(o, text, n->len);
        fputc('}', o);
        break;
    case PK_NODE_OPEN:
        after_item(s);
        fputs("{\"variation\":[", o);
        s->depth++;
        s->in_move[s->depth] = s->move_has_after[s->depth] = s->line_has_item[s->depth] = false;
        break;
    case PK_NODE_CLOSE:
        close_move(s);
        fputs("]}", o);
        s->depth--;
        break;
    }
}

/* Keeps what the walk could not replay (w->stopped on) as a "not_converted" item in its place. */
static void write_unreplayed(json_state *s, const pk_game_walker *w)
{
    size_t len;
    char *rest = pk_game_span_alloc(s->game, w->stopped, w->resume, "", &len);
    if (!rest)
        return;
    after_item(s);
    fputs("{\"not_converted\":", s->out);
    pk_json_string(s->out, rest, len);
    fputc('}', s->out);
    free(rest);
    if (w->stop == PK_WALK_STOP_GAME || w->resume >= s->game->n_nodes) {
        /* the rest holds the ends of the variations it was in: close them here */
        while (s->depth > 0) {
            close_move(s);
            fputs("]}", s->out);
            s->depth--;
        }
    }
}

void pk_json_record_moves(FILE *out, const pk_game *g, const pk_json_record_writer *w)
{
    json_state s = {.out = out, .game = g, .writer = w};
    fputc('[', out);
    pk_game_walker walk;
    pk_walk_step step;
    pk_walker_start(&walk, g, w->chess_positions);
    do {
        while (pk_walker_next(&walk, &step)) {
            write_node(&s, &step);
            if (w->follow)
                w->follow(w->ctx, &step);
        }
        if (walk.stopped < g->n_nodes)
            write_unreplayed(&s, &walk);
    } while (walk.stopped < g->n_nodes && pk_walker_resume(&walk));
    close_move(&s);
    fputc(']', out);
}
