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
    const pk_position *before; /* moves: the position before it (NULL when skip_positions) */
    const pk_position *after;  /* moves: the position after it (NULL when skip_positions) */
    uint32_t ply;              /* moves: ply number from the game's start (1-based) */
    int side;                  /* moves: the side that makes it */
    uint32_t fullmove;         /* moves: its move number */
    bool first_in_line;        /* moves: the first move of its line (game or variation) */
} pk_walk_step;

typedef struct {
    /* Called for each node while the moves are resolved. Return non-zero to stop. */
    int (*on_node)(void *ctx, const pk_walk_step *step);
    /* Called once, at the first node that could not be replayed (an unresolved move or what
     * follows it), with its index: the rest of the record from there is the caller's to keep
     * verbatim. Not called when the whole record was replayed. */
    void (*on_unreplayed)(void *ctx, size_t index);
    void *ctx;
    /* The positions are not played: for callers that need only the moves, their sides and
     * numbers (and pk_node.san), which makes the walk several times cheaper. */
    bool skip_positions;
} pk_walk_callbacks;

void pk_game_walk(const pk_game *g, const pk_walk_callbacks *cb);

/* The text of node[from..] as it was written (moves, NAGs as $n, comments in square brackets
 * with any '}' written ']', variations in parentheses), for keeping what was not converted.
 * Like snprintf, it writes at most size bytes with the terminating NUL (none when out is NULL)
 * and returns the full length, so that a return of size or more means the text was cut. */
size_t pk_game_rest_text(const pk_game *g, size_t from, char *out, size_t size);

/* The same text after prefix, in a buffer of its exact size that the caller frees; its length
 * goes to *len (when not NULL). NULL when out of memory. Callers use this rather than guess a
 * size: NAGs, parentheses and move numbers take no room in the game's text, so no bound on it
 * holds. */
char *pk_game_rest_alloc(const pk_game *g, size_t from, const char *prefix, size_t *len);

#endif
