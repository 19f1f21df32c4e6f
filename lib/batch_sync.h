/* What the two ways of --jobs share (batch.c, batch_file.c): the threads' start, their waiting
 * for one another (one lock, one condition, and a count of changes, watched for a little before
 * sleeping), and a game's emission. */
#ifndef PK_BATCH_SYNC_H
#define PK_BATCH_SYNC_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>

#include "batch.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
static inline void pk_spin_pause(void) { _mm_pause(); }
#else
static inline void pk_spin_pause(void) {}
#endif

typedef struct {
    pthread_mutex_t lock;
    pthread_cond_t changed;  /* the state under the lock changed, or the run stopped */
    atomic_uint changes;     /* bumped (under the lock) with every broadcast of `changed` */
    bool spin;               /* no more threads than processors: wait a little before sleeping */
} pk_batch_sync;

static inline void pk_batch_sync_init(pk_batch_sync *s, bool spin)
{
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->changed, NULL);
    atomic_init(&s->changes, 0);
    s->spin = spin;
}

static inline void pk_batch_sync_destroy(pk_batch_sync *s)
{
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->changed);
}

/* Called with the lock held after a change of state: wakes the threads that wait for one. */
static inline void pk_batch_announce(pk_batch_sync *s)
{
    atomic_fetch_add_explicit(&s->changes, 1, memory_order_release);
    pthread_cond_broadcast(&s->changed);
}

/* How long a thread watches for a change before it sleeps, in pause instructions: it starts at
 * PK_SPIN_START, doubles (up to PK_SPIN_MAX) each time the change came while watching, and drops
 * to a quarter (down to PK_SPIN_MIN, about a microsecond) each time it did not. The change a
 * thread waits for (the reader free again, a batch checked) is usually a few tens of
 * microseconds away, less than it takes to put a thread to sleep and wake it, when the thread
 * that makes it runs on the other processor; when other programs keep that processor busy, the
 * watching only takes time from the thread it waits for (a fixed 20,000 made --jobs=2 1.3x
 * slower than one thread on a loaded machine), so the budget shrinks while watching fails, and
 * grows back once it succeeds again. */
#define PK_SPIN_MIN 32u
#define PK_SPIN_START 2000u
#define PK_SPIN_MAX 20000u

/* Waits for a change of state; called with the lock held. *budget is the calling thread's
 * watching budget (above). */
static inline void pk_batch_wait(pk_batch_sync *s, unsigned *budget)
{
    unsigned seen = atomic_load_explicit(&s->changes, memory_order_relaxed);
    if (s->spin) {
        pthread_mutex_unlock(&s->lock);
        unsigned i = 0;
        while (i < *budget && atomic_load_explicit(&s->changes, memory_order_acquire) == seen) {
            pk_spin_pause();
            i++;
        }
        if (i < *budget)
            *budget = *budget >= PK_SPIN_MAX / 2 ? PK_SPIN_MAX : *budget * 2;
        else
            *budget = *budget / 4 > PK_SPIN_MIN ? *budget / 4 : PK_SPIN_MIN;
        pthread_mutex_lock(&s->lock);
    }
    if (atomic_load_explicit(&s->changes, memory_order_relaxed) == seen)
        pthread_cond_wait(&s->changed, &s->lock);
}

/* A game slot whose arrays grew past this is released once its game has been emitted: a slot
 * keeps its arrays from game to game, so otherwise every slot would keep the largest game it ever
 * held, and memory would grow with the number of slots times the largest games. Ordinary games
 * stay well under it and keep reusing their arrays. */
#define PK_SLOT_KEEP_BYTES (256u << 10)

/* Emits g (cb->emit's value), then releases its arrays when they grew past PK_SLOT_KEEP_BYTES. */
static inline int pk_batch_emit_game(const pk_batch_callbacks *cb, pk_game *g, void *scratch)
{
    int rc = cb->emit(cb->ctx, g, scratch);
    if (pk_game_footprint(g) > PK_SLOT_KEEP_BYTES)
        pk_game_free(g);
    return rc;
}

/* Runs run on jobs threads, the calling one among them, and waits for them: thread i gets
 * args + i * arg_size (arg_size 0: all the same). False, with nothing run, when no thread beside
 * the calling one could be started. */
static inline bool pk_batch_threads(int jobs, void *(*run)(void *), char *args, size_t arg_size)
{
    pthread_t *threads = calloc((size_t)jobs, sizeof *threads);
    int started = 0;
    for (; threads && started < jobs - 1; started++)
        if (pthread_create(&threads[started], NULL, run, args + (size_t)(started + 1) * arg_size) != 0)
            break;
    if (started > 0)
        run(args);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    free(threads);
    return started > 0;
}

#endif
