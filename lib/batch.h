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
    /* Set when emit reads of a game only its own fields (its number, place, result, verdict) and
     * its diagnostics: not its text, tags, nodes, keys or row data. A file's threads
     * (pk_batch_run_file) then hand those arrays on to the next game they read once a game is
     * checked, as one reader reuses its game's (they stay in the processor's cache; a game kept
     * with its own arrays until it is emitted made reading and checking 5% to 10% slower). */
    bool emit_reads_no_arrays;
} pk_batch_callbacks;

/* Reads every game of r and runs work then emit on each. jobs <= 1 runs everything on the
 * calling thread. Returns 0, the non-zero value of emit that stopped it, or -1 when threads
 * or memory could not be had. */
int pk_batch_run(pk_game_reader *r, int jobs, const pk_batch_callbacks *cb);

/* The same for a regular file, read with pread(2): each thread reads pieces of the file of its
 * own, cut between games, and checks their games; what a piece's reading starts from is checked
 * against where the reading of the piece before it ended, and a piece is read again when they
 * differ, so the games and their diagnostics are those one reader gives (batch_file.c). A
 * piece's reader is new_reader(its lexer). Returns as pk_batch_run. */
typedef struct {
    size_t piece_bytes;      /* in: about how many bytes a piece holds; 0: a share of the file */
    bool portable_scan;      /* in: the cuts looked for 16 bytes at a time, even where the
                                processor has AVX2 (for tests: the same answers) */
    uint64_t pieces;         /* out: pieces read */
    uint64_t reread;         /* out: of which read again from where the piece before stopped */
    int io_error;            /* out: a read error (errno) met, else 0 */
} pk_batch_file_run;
int pk_batch_run_file(int fd, pk_game_reader *(*new_reader)(pk_pgn_lexer *lx), int jobs,
                      const pk_batch_callbacks *cb, pk_batch_file_run *run);

#endif
