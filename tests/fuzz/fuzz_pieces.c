/* libFuzzer harness: a file read in pieces on several threads (pk_batch_run_file, what --jobs
 * does with a regular file) gives the records one reader gives, whatever the bytes: the same
 * games in the same order, numbered alike, with the same tags, nodes, results and diagnostics at
 * the same lines and columns.
 *   bytes -> a temporary file -> pk_game_read over one lexer, each record as text
 *         -> pk_batch_run_file with pieces of 16 to 1039 bytes (from a hash of the input) on 2 or
 *            3 threads, each record as text -> the two texts compared.
 * For half the inputs (by the hash) the callbacks say emit_reads_no_arrays: a thread hands a
 * game's arrays on to the next game it reads, so the record is written as text where the game is
 * checked (work), and only its number where it is emitted.
 * The input is a PGN file as it is, so a failing input is directly a file the command line can
 * be run on (with pieces of its own size: the unit tests force small ones, tests/test_batch_file.c). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "game.h"
#include "pgn_lexer.h"
#include "variant.h"

#include "fuzz_util.h"

/* A record as text: what reading made of it (the check is not run: it depends on the record
 * alone). */
static void dump_body(FILE *f, const pk_game *g)
{
    fprintf(f, "at %u:%u stray %d latin1 %d result %d at %u:%u '%s' end %llu\n", g->line, g->column, g->stray,
            g->latin1, g->result, g->result_line, g->result_column, g->text + g->result_text, (unsigned long long)g->end_offset);
    for (size_t i = 0; i < g->n_tags; i++)
        fprintf(f, "tag %u:%u %s=%s\n", g->tags[i].line, g->tags[i].column, g->text + g->tags[i].name,
                g->text + g->tags[i].value);
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        fprintf(f, "node %u:%u kind %u flags %#x depth %u number %d dots %u '%s'\n", n->line, n->column, n->kind,
                n->flags, n->depth, n->number, n->dots, g->text + n->text);
    }
    for (size_t i = 0; i < g->n_diags; i++)
        fprintf(f, "diag %s %u:%u %s\n", g->diags[i].code, g->diags[i].line, g->diags[i].column, g->diags[i].message);
}

static void dump_game(FILE *f, const pk_game *g)
{
    fprintf(f, "game %llu ", (unsigned long long)g->number); /* numbered when emitted */
    dump_body(f, g);
}

static void no_work(void *ctx, pk_game *g, void *scratch) { (void)ctx, (void)g, (void)scratch; }

static int dump_emitted(void *ctx, pk_game *g, void *scratch)
{
    (void)scratch;
    dump_game(ctx, g);
    return 0;
}

/* emit_reads_no_arrays: the record's text made in work, while the game holds its arrays */
typedef struct {
    char *text;
    size_t len;
} dumped;

static void dump_in_work(void *ctx, pk_game *g, void *scratch)
{
    (void)ctx;
    dumped *d = scratch;
    FILE *f = open_memstream(&d->text, &d->len);
    if (!f)
        FUZZ_FAIL("no memory");
    dump_body(f, g);
    fclose(f);
}

static void free_dumped(void *scratch)
{
    dumped *d = scratch;
    free(d->text);
    d->text = NULL;
}

static int write_dumped(void *ctx, pk_game *g, void *scratch)
{
    dumped *d = scratch;
    fprintf(ctx, "game %llu ", (unsigned long long)g->number);
    fwrite(d->text, 1, d->len, ctx);
    free_dumped(d);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[] = "/tmp/pgnkit-fuzz-pieces-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 0;
    unlink(path);
    if (write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return 0;
    }
    uint32_t h = 2166136261u; /* FNV-1a: the piece size and the threads */
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;

    char *one = NULL, *pieces = NULL;
    size_t one_len = 0, pieces_len = 0;
    FILE *f = open_memstream(&one, &one_len);
    lseek(fd, 0, SEEK_SET);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fd);
    pk_game_reader *r = pk_variant_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    while (pk_game_read(r, &g))
        dump_game(f, &g);
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    fclose(f);

    f = open_memstream(&pieces, &pieces_len);
    bool light = (h >> 20) & 1;
    pk_batch_callbacks cb = light ? (pk_batch_callbacks){dump_in_work, write_dumped, sizeof(dumped), free_dumped, f, true}
                                  : (pk_batch_callbacks){no_work, dump_emitted, 0, NULL, f, false};
    pk_batch_file_run run = {.piece_bytes = 16 + h % 1024};
    int jobs = 2 + (int)(h >> 16) % 2;
    if (pk_batch_run_file(fd, pk_variant_reader_new, jobs, &cb, &run) != 0)
        FUZZ_FAIL("pk_batch_run_file failed");
    fclose(f);
    close(fd);
    if (one_len != pieces_len || memcmp(one, pieces, one_len) != 0) {
        size_t at = 0;
        while (at < one_len && at < pieces_len && one[at] == pieces[at])
            at++;
        size_t from = at > 300 ? at - 300 : 0;
        FUZZ_FAIL("pieces of %zu bytes on %d threads%s read otherwise than one reader, from byte %zu of the records:\n"
                  "--- one reader:\n%.*s\n--- pieces:\n%.*s",
                  run.piece_bytes, jobs, light ? " (arrays handed on)" : "", at, (int)(one_len - from > 600 ? 600 : one_len - from), one + from,
                  (int)(pieces_len - from > 600 ? 600 : pieces_len - from), pieces + from);
    }
    free(one);
    free(pieces);
    return 0;
}
