/* The JSON shape of a game record, shared by every game's converter (json_record.h). */
#include "json_record.h"

#include <stdlib.h>
#include <string.h>

#include "comment_commands.h"
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

/* Seconds as a JSON number: 300, 9.8 */
static void write_seconds(FILE *o, int64_t ms)
{
    if (ms % 1000 == 0) {
        fprintf(o, "%lld", (long long)(ms / 1000));
        return;
    }
    char frac[8];
    snprintf(frac, sizeof frac, "%03lld", (long long)(ms % 1000));
    size_t k = strlen(frac);
    while (frac[k - 1] == '0')
        frac[--k] = 0;
    fprintf(o, "%lld.%s", (long long)(ms / 1000), frac);
}

/* The items of the [%csl] or [%cal] commands named name in the comments after move node i, as
 * a JSON list field ("\"csl\":[\"Ga4\",\"Rd5\"],"), or nothing when there is none. */
static void write_marks(FILE *o, const pk_game *g, size_t i, const char *name)
{
    bool any = false;
    for (size_t k = i + 1; k < g->n_nodes; k++) {
        const pk_node *n = &g->nodes[k];
        if ((n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) || n->kind == PK_NODE_OPEN ||
            n->kind == PK_NODE_CLOSE || n->depth != g->nodes[i].depth)
            break;
        if (n->kind != PK_NODE_COMMENT || pk_comment_is_unread(g->text + n->text, n->len))
            continue;
        size_t pos = 0;
        pk_comment_command c;
        while (pk_comment_next_command(g->text + n->text, n->len, &pos, &c)) {
            if (!pk_comment_command_is(&c, name))
                continue;
            for (size_t a = 0; a < c.args_len;) {
                size_t b = a;
                while (b < c.args_len && c.args[b] != ',')
                    b++;
                size_t x = a, y = b;
                while (x < y && (c.args[x] == ' ' || c.args[x] == '\t' || c.args[x] == '\n'))
                    x++;
                while (y > x && (c.args[y - 1] == ' ' || c.args[y - 1] == '\t' || c.args[y - 1] == '\n'))
                    y--;
                if (y > x) {
                    fprintf(o, any ? "," : "\"%s\":[", name);
                    pk_json_string(o, c.args + x, y - x);
                    any = true;
                }
                a = b + 1;
            }
        }
    }
    if (any)
        fputs("],", o);
}

/* The comment commands said of a move (in the comments right after it) as its fields: clk and
 * emt in seconds, eval in centipawns or {"mate":N}, csl and cal as lists. */
static void write_move_commands(FILE *o, const pk_game *g, size_t i)
{
    pk_move_commands mc;
    pk_move_commands_of(g, i, &mc);
    if (mc.has_clk) {
        fputs("\"clk\":", o);
        write_seconds(o, mc.clk_ms);
        fputc(',', o);
    }
    if (mc.has_emt) {
        fputs("\"emt\":", o);
        write_seconds(o, mc.emt_ms);
        fputc(',', o);
    }
    if (mc.has_eval && mc.eval.mate)
        fprintf(o, "\"eval\":{\"mate\":%d},", mc.eval.mate_in);
    else if (mc.has_eval)
        fprintf(o, "\"eval\":%.10g,", mc.eval.centipawns + 0.0); /* + 0.0: no -0 */
    write_marks(o, g, i, "csl");
    write_marks(o, g, i, "cal");
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
        write_move_commands(o, st->game, st->index);
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
