/* Checking games on several threads, each reading its own batches of games in turn, with the
 * results handed back in input order: the shape of --jobs. */
#ifndef PK_BATCH_H
#define PK_BATCH_H

#include "game.h"

typedef struct {
    /* On a worker thread, for each game (any order). */
    void (*work)(void *ctx, pk_game *g, void *scratch);
    /* For each game in input order, on one thread at a time (any of them); non-zero stops the
     * run. */
    int (*emit)(void *ctx, pk_game *g, void *scratch);
    /* Optional: per-game scratch memory (size bytes, zeroed once, reused), and its release. */
    size_t scratch_size;
    void (*free_scratch)(void *scratch);
    void *ctx;
} pk_batch_callbacks;

/* Reads every game of r and runs work then emit on each. jobs <= 1 runs everything on the
 * calling thread. Returns 0, the non-zero value of emit that stopped it, or -1 when threads
 * or memory could not be had. */
int pk_batch_run(pk_game_reader *r, int jobs, const pk_batch_callbacks *cb);

#endif
