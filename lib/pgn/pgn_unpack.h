/* Compressed streams and archives read as the PGN they hold: gzip, bzip2, xz, zstd and zip,
 * told by their first bytes, decompressed on a thread of their own while the caller reads the
 * bytes of one member after another. Memory is bounded: a ring of a few fixed chunks between
 * the two threads, and per level of nesting a buffer and the decompressor's window (bounded
 * by PK_UNPACK_MAX_WINDOW). */
#ifndef PK_PGN_UNPACK_H
#define PK_PGN_UNPACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Bytes of an input's start that pk_packed_format_of looks at. */
#define PK_PACKED_HEAD 16

/* Limits on what an input may make pgnkit do (pgnkit-validate(1), Compressed input):
 * reaching one ends the reading of the input with a diagnostic that names it. */
#define PK_UNPACK_MAX_DEPTH 3         /* levels of packing: a .pgn.gz in a zip is 2 */
#define PK_UNPACK_MAX_MEMBERS 65536   /* files in an archive, every level counted */
#define PK_UNPACK_MAX_RATIO 250       /* decompressed bytes per byte of the input ... */
#define PK_UNPACK_RATIO_FROM (16u << 20) /* ... once more than this much was decompressed */
#define PK_UNPACK_WINDOW_LOG 27       /* a decompressor's memory: 128 MiB (xz -9 needs 65 MiB, */
#define PK_UNPACK_MAX_WINDOW (1u << PK_UNPACK_WINDOW_LOG) /* zstd its default limit) */

typedef struct {
    const char *name;   /* "gzip", "zip", ... */
    bool archive;       /* files in a container, rather than one compressed stream */
} pk_packed_format;

/* The packed format that an input starting with these bytes is in, or NULL for anything else
 * (PGN or not). Give PK_PACKED_HEAD bytes, or the whole input when it is shorter. */
const pk_packed_format *pk_packed_format_of(const unsigned char *head, size_t n);

/* Where the packed bytes come from: read(2)'s contract (bytes read, 0 at the end, -1 with
 * errno set). Called on the decompressing thread. */
typedef long (*pk_unpack_source_fn)(void *ctx, void *buf, size_t n);

typedef struct pk_unpack pk_unpack;

/* Starts decompressing what source gives, in format (pk_packed_format_of its first bytes), on
 * a thread of its own. NULL when memory or a thread cannot be had. */
pk_unpack *pk_unpack_open(const pk_packed_format *format, pk_unpack_source_fn source, void *ctx);
/* Stops the thread and frees everything. */
void pk_unpack_free(pk_unpack *u);

enum { PK_UNPACK_END = 0, PK_UNPACK_MEMBER = 1, PK_UNPACK_FAULT = -1 };
/* Goes to the next member (the rest of the current one is skipped): PK_UNPACK_MEMBER (read
 * its bytes with pk_unpack_read), PK_UNPACK_END when there is none, or PK_UNPACK_FAULT when a
 * member could not be read (pk_unpack_fault says why; after a fatal one, the next call gives
 * PK_UNPACK_END, else it goes on with the members after it). */
int pk_unpack_next(pk_unpack *u);
/* The member's name, or of the member a fault concerns: its path inside the archive, nested
 * archives' paths joined by ':' ("inner.zip:round1.pgn"); "" for a compressed stream alone
 * (or a fault outside any member). */
const char *pk_unpack_member(const pk_unpack *u);
/* The current member's bytes, as read(2): 0 at its end; -1 (errno EIO) when the input turned
 * out corrupt, cut short or over a limit: pk_unpack_fault says why, and no member follows. A
 * pk_pgn_read_fn. */
long pk_unpack_read(void *u, void *buf, size_t n);
/* Why the last fault happened: what, where (the byte of the input, the bytes of the member
 * read), and libarchive's words. */
const char *pk_unpack_fault(const pk_unpack *u);
bool pk_unpack_fault_is_limit(const pk_unpack *u);

#endif
