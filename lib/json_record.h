#ifndef PK_JSON_RECORD_H
#define PK_JSON_RECORD_H
/* A game record as JSON, the same shape for every game: "moves" is the main line, each move an
 * object whose "after" list holds what follows it (NAGs, comments, escape lines, variations,
 * and what could not be replayed, as "not_converted" text). The game's own writer gives each
 * move's fields; this file gives the shape. */

#include <stdbool.h>
#include <stdio.h>

#include "game_walk.h"

typedef struct {
    /* Writes a move's fields, each followed by a comma ("\"ply\":1,\"san\":\"e4\","). */
    void (*move_fields)(void *ctx, const pk_walk_step *st, FILE *out);
    /* Called with every step after it is written, when not NULL (a game that follows its own
     * positions along the walk). */
    void (*follow)(void *ctx, const pk_walk_step *st);
    void *ctx;
    bool chess_positions; /* the walk plays chess positions (pk_walker_start's positions) */
} pk_json_record_writer;

/* Writes g's "moves":[...] list through w (the text after "\"moves\":"). */
void pk_json_record_moves(FILE *out, const pk_game *g, const pk_json_record_writer *w);

#endif
