/* Walking a checked game record: every node in order, with the position before each move
 * (variations start from the position before the move they replace), or only the side to move
 * and the move number when the positions are not wanted. */
#ifndef PK_GAME_WALK_H
#define PK_GAME_WALK_H

#include "game.h"

typedef struct {
    const pk_game *game;
    const pk_node *node;
    size_t index;              /* node index */
    int depth;                 /* variation depth */
    const pk_position *before; /* moves: the position before it (NULL when not played) */
    const pk_position *after;  /* moves: the position after it (NULL when not played) */
    uint32_t ply;              /* moves: ply number from the game's start (1-based) */
    int side;                  /* moves: the side that makes it */
    uint32_t fullmove;         /* moves: its move number */
    bool first_in_line;        /* moves: the first move of its line (game or variation) */
} pk_walk_step;

/* A line being walked: where it stands, and where it stood before its last move (a variation
 * starts from there). The positions are kept only when the walk plays them. */
typedef struct {
    pk_position pos, prev;
    bool has_prev;
    uint32_t ply;
    bool first;
    int side, prev_side;
    uint32_t fullmove, prev_fullmove;
} pk_walk_line;

/* A walk in progress: pk_walker_start, then pk_walker_next for each node. */
typedef struct {
    const pk_game *game;
    size_t next;      /* the node pk_walker_next takes */
    int depth;
    bool positions;   /* play the positions (before and after in each step) */
    size_t stopped;   /* once pk_walker_next has said false: the first node that could not be
                         replayed (an unresolved move or what follows it), or n_nodes when the
                         whole record was; from there to resume the record is the caller's to
                         keep as read */
    size_t resume;    /* then: where the part not replayed ends (see pk_walk_stop) */
    int stop;         /* then: a pk_walk_stop */
    pk_walk_line lines[PK_LIMIT_DEPTH + 2];
} pk_game_walker;

/* What could not be replayed when a walk stopped. An error ends only its own line: the main
 * line's the rest of the game, a variation's the rest of that variation, and the walk goes on
 * after it (pk_walker_resume). */
typedef enum {
    PK_WALK_STOP_GAME,      /* the main line stopped: nodes [stopped, n_nodes) */
    PK_WALK_STOP_VARIATION, /* a whole variation, its '(' and ')' included: [stopped, resume) */
    PK_WALK_STOP_REST,      /* the rest of a variation that had moves replayed: [stopped, resume),
                               resume being its ')', which the walk then takes as usual */
} pk_walk_stop;

/* Called by pk_walker_next at a node that cannot be replayed: sets stopped, resume and stop. */
bool pk_walker_stop_at(pk_game_walker *w, size_t i) __attribute__((cold));
/* Whether a variation opened at node i starts with a move that was not replayed (the checker
 * stopped it at its first move): then the whole variation is kept as read. */
bool pk_game_variation_starts_unreplayed(const pk_game *g, size_t open);
/* The ')' that closes the variation node i stands in (at depth > 0), or n_nodes when none does. */
size_t pk_game_variation_close(const pk_game *g, size_t i);
/* After a stop: goes on after the part not replayed; false when nothing follows it (the main
 * line stopped, or the record ended). */
bool pk_walker_resume(pk_game_walker *w);

/* positions false: the positions are not played, for callers that need only the moves, their
 * sides and numbers (and pk_node.san), which makes the walk several times cheaper; and for the
 * games other than chess, whose callers play their own positions from the steps (a move on the
 * line of its step's depth, a '(' starting the line one deeper from the position before the
 * last move of its own). The sides and numbers of the steps are then chess's: such a caller
 * takes them from its positions. */
void pk_walker_start(pk_game_walker *w, const pk_game *g, bool positions);

/* The next node into *step; false at the end of the record or at a node that could not be
 * replayed (w->stopped tells which). Inline, and always (at link time too): it runs for each node
 * of every game written. */
static inline __attribute__((always_inline)) bool pk_walker_next(pk_game_walker *w, pk_walk_step *step)
{
    const pk_game *g = w->game;
    size_t i = w->next;
    if (i >= g->n_nodes) {
        w->stopped = g->n_nodes;
        return false;
    }
    const pk_node *n = &g->nodes[i];
    pk_walk_line *ls = &w->lines[w->depth];
    *step = (pk_walk_step){g, n, i, w->depth, NULL, NULL, 0, 0, 0, false};
    if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
        if (n->move == PK_MOVE_NONE)
            return pk_walker_stop_at(w, i);
        ls->has_prev = true;
        ls->prev_side = step->side = ls->side;
        ls->prev_fullmove = step->fullmove = ls->fullmove;
        ls->fullmove += (uint32_t)(ls->side == PK_BLACK);
        ls->side ^= 1;
        if (w->positions) {
            ls->prev = ls->pos;
            pk_position_play(&ls->pos, n->move);
            step->before = &ls->prev;
            step->after = &ls->pos;
        }
        ls->ply++;
        step->ply = ls->ply;
        step->first_in_line = ls->first;
        ls->first = false;
    } else if (n->kind == PK_NODE_OPEN) {
        if (!ls->has_prev || w->depth > PK_LIMIT_DEPTH || pk_game_variation_starts_unreplayed(g, i))
            return pk_walker_stop_at(w, i);
        pk_walk_line *v = &w->lines[w->depth + 1];
        v->has_prev = false;
        v->ply = ls->ply - 1;
        v->first = true;
        v->side = ls->prev_side;
        v->fullmove = ls->prev_fullmove;
        if (w->positions)
            v->pos = ls->prev;
        w->depth++;
    } else if (n->kind == PK_NODE_CLOSE && w->depth > 0) {
        w->depth--;
    }
    w->next = i + 1;
    return true;
}

/* The walk of every game's checker over a record not yet replayed: main line and variations in
 * order, each line's state kept by the game (its position, the one before its last move, its
 * ply...) in `stack`, an array of PK_LIMIT_DEPTH + 2 lines of line_size bytes, stack[0] being
 * the main line, set up by the caller. For each move, play(ctx, line, node, main_line) reads and
 * plays it; false ends that line: the main line's error ends the game (*stopped is set), a
 * variation's error ends only that variation, the walk going on after its ')'. play may also set
 * *stopped itself. A '(' opens a variation from the line's position before its last move:
 * branch(variation, line), or when can_branch(line) says there is no move to replace, an error
 * and the variation is passed over. A move node standing apart (a sign written apart from its
 * move) goes to detached(ctx, node). Returns the depth of the line the walk ended in.
 * Inline, and always: each game's checker passes its own functions, which are then called
 * directly in its hot loop, not through pointers. */
static inline __attribute__((always_inline)) int
pk_game_check_walk(pk_game *g, void *stack, size_t line_size, bool *stopped, void *ctx,
                   bool (*play)(void *ctx, void *line, pk_node *n, bool main_line),
                   bool (*can_branch)(const void *line), void (*branch)(void *variation, const void *line),
                   void (*detached)(void *ctx, pk_node *n))
{
    char *lines = stack, *ls = lines;
    int depth = 0;
    size_t skip_to_depth = 0;  /* when > 0: skipping a variation to its ')' at that depth */
    bool skip_entered = false; /* that variation was entered: its ')' returns to the line before */
    for (size_t i = 0; i < g->n_nodes && !*stopped; i++) {
        pk_node *n = &g->nodes[i];
        if (skip_to_depth) {
            if (n->kind != PK_NODE_CLOSE || n->depth != skip_to_depth)
                continue;
            skip_to_depth = 0;
            if (!skip_entered)
                continue;
        }
        switch (n->kind) {
        case PK_NODE_MOVE:
            if (n->flags & PK_NODEF_DETACHED) {
                detached(ctx, n);
                break;
            }
            if (!play(ctx, ls, n, depth == 0)) {
                if (depth == 0)
                    *stopped = true;
                else {
                    skip_to_depth = n->depth;
                    skip_entered = true;
                }
            }
            break;
        case PK_NODE_OPEN:
            if (!can_branch(ls)) {
                pk_game_diag(g, PK_SEV_ERROR, "bad-syntax", n->line, n->column, 0, NULL, 0,
                             "a variation must follow the move it replaces");
                skip_to_depth = n->depth;
                skip_entered = false;
                break;
            }
            depth++;
            branch(lines + (size_t)depth * line_size, ls);
            ls = lines + (size_t)depth * line_size;
            break;
        case PK_NODE_CLOSE:
            if (depth > 0) {
                depth--;
                ls = lines + (size_t)depth * line_size;
            }
            break;
        default:
            break;
        }
    }
    return depth;
}

/* The text of node[from..to) as it was written (moves, NAGs as $n, comments in square brackets,
 * escape lines after '%', variations in parentheses), for keeping what was not converted in a
 * comment: a '}' of a comment or escape line is written ']', so that nothing ends it early.
 * Like snprintf, it writes at most size bytes with the terminating NUL (none when out is NULL)
 * and returns the full length, so that a return of size or more means the text was cut. */
size_t pk_game_span_text(const pk_game *g, size_t from, size_t to, char *out, size_t size);
/* The same of node[from..] to the end of the record. */
size_t pk_game_rest_text(const pk_game *g, size_t from, char *out, size_t size);

/* The same text after prefix, in a buffer of its exact size that the caller frees; its length
 * goes to *len (when not NULL). NULL when out of memory. Callers use this rather than guess a
 * size: NAGs, parentheses and move numbers take no room in the game's text, so no bound on it
 * holds. */
char *pk_game_span_alloc(const pk_game *g, size_t from, size_t to, const char *prefix, size_t *len);
char *pk_game_rest_alloc(const pk_game *g, size_t from, const char *prefix, size_t *len);

#endif
