/* Checking games on several threads, with results handed back in input order. Each thread
 * takes its turn at the reader for a batch of games, checks that batch itself, and then emits
 * whatever batches are next in input order and checked. A game is thus read and checked on
 * the same core: handing games read on one core to another to check made every game's nodes
 * and text cross between the cores' caches, which cost about a third more time on two cores. */
#include "batch.h"

#include "batch_sync.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Small batches keep memory low (a slot keeps its arrays, about 25 KiB for an ordinary game)
 * and a thread's turn at the reader short; a turn costs a few lock operations. */
#define BATCH_GAMES 64
/* A batch is also cut once its games hold this many bytes: a batch holds its games whole until
 * they are emitted, so without a byte budget 64 games of a few megabytes each would all be in
 * memory at once. 64 ordinary games hold about 2 MiB, so the cut only comes with unusually
 * large games. */
#define BATCH_BYTES (8u << 20)
typedef struct batch {
    pk_game games[BATCH_GAMES];
    char *scratch;          /* BATCH_GAMES slots of scratch_size */
    size_t count;
    uint64_t seq;           /* its place in input order (0, 1, ...) */
    bool checked;           /* waiting to be emitted */
    struct batch *next_free;
} batch;

/* Everything below `sync` is guarded by its lock; the reader is used by the thread whose turn it is
 * (`reading`), a batch by the thread that took it, and the emit callback by one thread at a
 * time (`emitting`). */
typedef struct {
    pk_game_reader *reader;
    const pk_batch_callbacks *cb;
    pk_batch_sync sync;      /* its lock guards what follows; a change: a batch was read,
                                checked or emitted, or the run stopped */
    batch **all;             /* every batch made so far, up to max_batches */
    size_t n_all, max_batches;
    batch *free_list;
    bool reading, emitting;
    bool input_done;         /* the reader has no more games */
    uint64_t next_seq;       /* of the next batch read */
    uint64_t next_emit;      /* of the next batch to emit */
    int rc;                  /* non-zero: stop (emit's value, or -1 without memory) */
} pool;

static void *scratch_of(const pool *p, batch *b, size_t i)
{
    return p->cb->scratch_size ? b->scratch + i * p->cb->scratch_size : NULL;
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
    for (size_t i = 0; i < BATCH_GAMES; i++) {
        pk_game_free(&b->games[i]);
        if (cb->scratch_size && cb->free_scratch)
            cb->free_scratch(b->scratch + i * cb->scratch_size);
    }
    free(b->scratch);
    free(b);
}

/* Reads up to a batch of games; false when the input has no more. */
static bool read_batch(pk_game_reader *r, batch *b)
{
    size_t bytes = 0;
    bool more = true;
    b->count = 0;
    while (b->count < BATCH_GAMES && (more = pk_game_read(r, &b->games[b->count]))) {
        bytes += pk_game_footprint(&b->games[b->count++]);
        if (bytes >= BATCH_BYTES)
            break;
    }
    /* After a cut for size, the slots left unused would still hold what earlier batches left
     * in them, outside the budget: they are released so the batch's memory stays within it. */
    if (bytes >= BATCH_BYTES)
        for (size_t i = b->count; i < BATCH_GAMES; i++)
            pk_game_free(&b->games[i]);
    return more;
}

static int emit_batch(const pool *p, batch *b)
{
    for (size_t i = 0; i < b->count; i++) {
        int rc = pk_batch_emit_game(p->cb, &b->games[i], scratch_of(p, b, i));
        if (rc)
            return rc;
    }
    return 0;
}

/* A batch to read into: a free one, or a new one while there are fewer than max_batches; NULL
 * when none can be had now. Called with the lock held. */
static batch *take_free_batch(pool *p)
{
    batch *b = p->free_list;
    if (b) {
        p->free_list = b->next_free;
        return b;
    }
    if (p->n_all == p->max_batches)
        return NULL;
    if (!(b = batch_new(p->cb))) {
        if (p->n_all == 0)
            p->rc = -1; /* no memory for a single batch */
        else
            p->max_batches = p->n_all; /* go on with the batches there are */
        return NULL;
    }
    p->all[p->n_all++] = b;
    return b;
}

static batch *next_to_emit(const pool *p)
{
    for (size_t i = 0; i < p->n_all; i++)
        if (p->all[i]->checked && p->all[i]->seq == p->next_emit)
            return p->all[i];
    return NULL;
}

/* Emits b (next in input order) with the lock released; then frees it for reading. */
static void emit_in_turn(pool *p, batch *b)
{
    p->emitting = true;
    pthread_mutex_unlock(&p->sync.lock);
    int rc = emit_batch(p, b);
    pthread_mutex_lock(&p->sync.lock);
    p->emitting = false;
    b->checked = false;
    b->next_free = p->free_list;
    p->free_list = b;
    p->next_emit++;
    if (rc && p->rc == 0)
        p->rc = rc;
    pk_batch_announce(&p->sync);
}

/* Reads a batch into b in the reader's turn, then checks it, each with the lock released. */
static void read_and_check(pool *p, batch *b)
{
    p->reading = true;
    pthread_mutex_unlock(&p->sync.lock);
    bool more = read_batch(p->reader, b);
    pthread_mutex_lock(&p->sync.lock);
    p->reading = false;
    if (!more)
        p->input_done = true;
    if (b->count == 0) {
        b->next_free = p->free_list;
        p->free_list = b;
        pk_batch_announce(&p->sync);
        return;
    }
    b->seq = p->next_seq++;
    pk_batch_announce(&p->sync); /* the reader is free */
    pthread_mutex_unlock(&p->sync.lock);
    for (size_t i = 0; i < b->count; i++)
        p->cb->work(p->cb->ctx, &b->games[i], scratch_of(p, b, i));
    pthread_mutex_lock(&p->sync.lock);
    b->checked = true;
    pk_batch_announce(&p->sync);
}

/* Every thread's loop, the calling thread's too: emit when the next batch in order is ready,
 * else read and check a batch when the reader is free, else wait. */
static void *run_worker(void *arg)
{
    pool *p = arg;
    unsigned spin_budget = PK_SPIN_START;
    pthread_mutex_lock(&p->sync.lock);
    for (;;) {
        if (p->rc)
            break;
        batch *b;
        if (!p->emitting && (b = next_to_emit(p))) {
            emit_in_turn(p, b);
        } else if (!p->input_done && !p->reading && (b = take_free_batch(p))) {
            read_and_check(p, b);
        } else if (p->input_done && p->next_emit == p->next_seq && !p->reading) {
            break; /* all read, and all of it emitted */
        } else {
            pk_batch_wait(&p->sync, &spin_budget);
        }
    }
    pk_batch_announce(&p->sync);
    pthread_mutex_unlock(&p->sync.lock);
    return NULL;
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

int pk_batch_run(pk_game_reader *r, int jobs, const pk_batch_callbacks *cb)
{
    if (jobs <= 1)
        return run_sequential(r, cb);
    /* one batch per thread, and one more so that a thread can read ahead while the batch
     * before its own waits to be emitted */
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    pool p = {.reader = r, .cb = cb, .max_batches = (size_t)jobs + 1};
    if (!(p.all = calloc(p.max_batches, sizeof *p.all)))
        return -1;
    pk_batch_sync_init(&p.sync, cpus >= jobs);
    if (!pk_batch_threads(jobs, run_worker, (char *)&p, 0))
        p.rc = -1;
    pk_batch_sync_destroy(&p.sync);
    for (size_t i = 0; i < p.n_all; i++)
        batch_free(p.all[i], cb);
    free(p.all);
    return p.rc;
}
