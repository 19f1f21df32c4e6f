/* A two-stage pipeline: the calling thread reads batch k+1 while the workers check batch k,
 * then helps them finish it; then the workers start on batch k+1 while batch k is emitted in
 * order. */
#include "batch.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define BATCH_GAMES 256
/* A batch is also cut once its games hold this many bytes: each of the two batches holds its
 * games whole until they are emitted, so without a byte budget 256 games of a few megabytes
 * each would all be in memory at once. 256 ordinary games hold about 10 MiB, so the cut only
 * comes with unusually large games. */
#define BATCH_BYTES (16u << 20)
/* A slot whose arrays grew past this is released once its game has been emitted: a slot keeps
 * its arrays from game to game, so otherwise every slot would keep the largest game it ever
 * held, and memory would grow with the number of slots times the largest games. Ordinary games
 * stay well under it and keep reusing their arrays. */
#define SLOT_KEEP_BYTES (256u << 10)

typedef struct {
    pk_game games[BATCH_GAMES];
    char *scratch;          /* BATCH_GAMES slots of scratch_size */
    size_t count;
} batch;

/* Games are taken without the lock: `claim` holds the batch's generation (high 32 bits) and
 * the index of the next game to take (low 32 bits), so that a thread still taking from a batch
 * that is done cannot take a game of the next one by mistake. The lock guards the rest. */
typedef struct {
    const pk_batch_callbacks *cb;
    pthread_mutex_t lock;
    pthread_cond_t work_ready, work_done;
    batch *current;         /* the batch being worked on */
    _Atomic uint64_t claim; /* generation << 32 | next game index to take */
    atomic_size_t finished; /* games done in the current batch */
    unsigned generation;    /* bumps when a new batch is posted */
    bool quit;
} pool;

static void *scratch_of(const pool *p, batch *b, size_t i)
{
    return p->cb->scratch_size ? b->scratch + i * p->cb->scratch_size : NULL;
}

/* Takes the next game of batch b (posted as `generation`, holding `count` games): its index,
 * or -1 when none is left or another batch has been posted since. */
static long claim_game(pool *p, unsigned generation, size_t count)
{
    uint64_t seen = atomic_load_explicit(&p->claim, memory_order_relaxed);
    for (;;) {
        if ((unsigned)(seen >> 32) != generation || (seen & 0xFFFFFFFFu) >= count)
            return -1;
        if (atomic_compare_exchange_weak_explicit(&p->claim, &seen, seen + 1, memory_order_acq_rel,
                                                  memory_order_relaxed))
            return (long)(seen & 0xFFFFFFFFu);
    }
}

/* Takes the batch's games one at a time until none is left, working on each without the lock;
 * the last one done wakes the reader. Called without the lock, with the generation and size
 * the batch was posted with. */
static void work_on_batch(pool *p, batch *b, unsigned generation, size_t count)
{
    long i;
    while ((i = claim_game(p, generation, count)) >= 0) {
        p->cb->work(p->cb->ctx, &b->games[i], scratch_of(p, b, (size_t)i));
        if (atomic_fetch_add_explicit(&p->finished, 1, memory_order_acq_rel) + 1 == count) {
            pthread_mutex_lock(&p->lock);
            pthread_cond_broadcast(&p->work_done);
            pthread_mutex_unlock(&p->lock);
        }
    }
}

static void *worker(void *arg)
{
    pool *p = arg;
    unsigned seen = 0;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->quit && p->generation == seen)
            pthread_cond_wait(&p->work_ready, &p->lock);
        if (p->quit)
            break;
        seen = p->generation;
        batch *b = p->current;
        pthread_mutex_unlock(&p->lock);
        work_on_batch(p, b, seen, b->count);
        pthread_mutex_lock(&p->lock);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

/* The calling thread lends a hand with the batch once it has read the next one. */
static void help_with_batch(pool *p, batch *b)
{
    pthread_mutex_lock(&p->lock);
    unsigned generation = p->generation;
    pthread_mutex_unlock(&p->lock);
    work_on_batch(p, b, generation, b->count);
}

/* Hands a batch that has been read to the workers. */
static void post_batch(pool *p, batch *b)
{
    pthread_mutex_lock(&p->lock);
    p->current = b;
    p->generation++;
    atomic_store(&p->finished, 0);
    atomic_store(&p->claim, (uint64_t)p->generation << 32);
    pthread_cond_broadcast(&p->work_ready);
    pthread_mutex_unlock(&p->lock);
}

static void read_batch(pk_game_reader *r, batch *b)
{
    size_t bytes = 0;
    b->count = 0;
    while (b->count < BATCH_GAMES && pk_game_read(r, &b->games[b->count])) {
        bytes += pk_game_footprint(&b->games[b->count++]);
        if (bytes >= BATCH_BYTES)
            break;
    }
    /* After a cut for size, the slots left unused would still hold what earlier batches left
     * in them, outside the budget: they are released so the batch's memory stays within it. */
    if (bytes >= BATCH_BYTES)
        for (size_t i = b->count; i < BATCH_GAMES; i++)
            pk_game_free(&b->games[i]);
}

static int emit_batch(const pool *p, batch *b)
{
    for (size_t i = 0; i < b->count; i++) {
        int rc = p->cb->emit(p->cb->ctx, &b->games[i], scratch_of(p, b, i));
        if (rc)
            return rc;
        if (pk_game_footprint(&b->games[i]) > SLOT_KEEP_BYTES)
            pk_game_free(&b->games[i]);
    }
    return 0;
}

static int run_sequential(pk_game_reader *r, const pk_batch_callbacks *cb)
{
    pk_game g;
    pk_game_init(&g);
    void *scratch = cb->scratch_size ? calloc(1, cb->scratch_size) : NULL;
    int rc = 0;
    if (cb->scratch_size && !scratch)
        rc = -1;
    while (rc == 0 && pk_game_read(r, &g)) {
        cb->work(cb->ctx, &g, scratch);
        rc = cb->emit(cb->ctx, &g, scratch);
    }
    if (scratch && cb->free_scratch)
        cb->free_scratch(scratch);
    free(scratch);
    pk_game_free(&g);
    return rc;
}

static batch *batch_new(const pk_batch_callbacks *cb)
{
    batch *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    for (size_t i = 0; i < BATCH_GAMES; i++)
        pk_game_init(&b->games[i]);
    if (cb->scratch_size && !(b->scratch = calloc(BATCH_GAMES, cb->scratch_size))) {
        free(b);
        return NULL;
    }
    return b;
}

static void batch_free(batch *b, const pk_batch_callbacks *cb)
{
    if (!b)
        return;
    for (size_t i = 0; i < BATCH_GAMES; i++) {
        pk_game_free(&b->games[i]);
        if (cb->scratch_size && cb->free_scratch)
            cb->free_scratch(b->scratch + i * cb->scratch_size);
    }
    free(b->scratch);
    free(b);
}

int pk_batch_run(pk_game_reader *r, int jobs, const pk_batch_callbacks *cb)
{
    if (jobs <= 1)
        return run_sequential(r, cb);
    pool p = {.cb = cb};
    batch *a = batch_new(cb), *b = batch_new(cb);
    pthread_t *threads = calloc((size_t)jobs, sizeof *threads);
    int started = 0, rc = 0;
    if (!a || !b || !threads) {
        rc = -1;
        goto done;
    }
    pthread_mutex_init(&p.lock, NULL);
    pthread_cond_init(&p.work_ready, NULL);
    pthread_cond_init(&p.work_done, NULL);
    p.current = a;
    /* jobs - 1 workers: the calling thread reads, then checks with them */
    for (; started < jobs - 1; started++)
        if (pthread_create(&threads[started], NULL, worker, &p) != 0)
            break;
    if (started == 0) {
        rc = -1;
        goto done_sync;
    }
    read_batch(r, a);
    if (a->count > 0)
        post_batch(&p, a);
    while (a->count > 0 && rc == 0) {
        read_batch(r, b); /* meanwhile */
        help_with_batch(&p, a);
        pthread_mutex_lock(&p.lock);
        while (atomic_load(&p.finished) < a->count)
            pthread_cond_wait(&p.work_done, &p.lock);
        pthread_mutex_unlock(&p.lock);
        if (b->count > 0)
            post_batch(&p, b); /* the workers start on it while this thread emits the other */
        rc = emit_batch(&p, a);
        batch *t = a;
        a = b;
        b = t;
    }
done_sync:
    pthread_mutex_lock(&p.lock);
    p.quit = true;
    pthread_cond_broadcast(&p.work_ready);
    pthread_mutex_unlock(&p.lock);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    pthread_mutex_destroy(&p.lock);
    pthread_cond_destroy(&p.work_ready);
    pthread_cond_destroy(&p.work_done);
done:
    free(threads);
    batch_free(a, cb);
    batch_free(b, cb);
    return rc;
}
