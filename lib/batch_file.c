/* Checking a regular file's games on several threads, each thread reading pieces of the file
 * of its own (pread), with the results handed back in input order: the shape of --jobs for
 * files. Reading the input in turns (batch.c) leaves the reading, a third of the work, to one
 * thread at a time; here it is shared too.
 *
 * The file is cut into pieces of about piece_bytes, each starting at a game's first tag after a
 * blank line (a quick look at the bytes, which counts the lines on the way). A piece is read by
 * its own lexer and reader, started at that place with what the lexer would know there
 * (pk_pgn_resume: the line, the encoding, how the file's CRs read), and stops at the first game
 * that starts at the next piece's start or past it, at a place where a lexer can start
 * (pk_game_read's stop). Where the reading of a piece stops is then checked against where the
 * next piece's reading was started: the same place with the same state, the usual case, and the
 * next piece holds just what one reader would have read from there; else (a game ran on past the
 * cut: a comment, a game without a blank line before it, an encoding hint in the piece) the next
 * piece is read again from where this one stopped. The games and their diagnostics are thus
 * those of one reader, whatever the cuts, as long as the lexer gives the same tokens wherever its
 * reads end (a piece's lexer reads smaller chunks than one reader's): tests/test_game_reader.c
 * holds it to that, tests/test_batch_file.c and the pieces fuzz harness check the whole. */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_SCAN_AVX2 1
#endif

#include "batch.h"
#include "batch_sync.h"
#include "prefault.h"

/* Pieces of a file's size over 64 per thread, within these bounds: small, so that the games a
 * thread holds until they are emitted (a piece's, for each piece in flight) stay in its
 * processor's cache (pieces of 256 KiB cost 1.1x more time than pieces of 32 KiB), and that the
 * threads end together; large enough that starting one (a lexer, a reader, a look for the cut)
 * costs little against reading it (pieces of 8 KiB cost more again). */
#define PIECE_BYTES_MIN (16u << 10)
#define PIECE_BYTES_MAX (32u << 10)
/* A piece is cut before its PIECE_GAMES_CUT-th game after a blank line, when that comes before
 * its size: games are then held PIECE_GAMES_CUT at most, whatever their size, in files of
 * ordinary games. */
#define PIECE_GAMES_CUT 96
/* A piece that holds this many games, or games this large, stops at the next place it can: the
 * piece after it starts there (and is read again): games without tags. Memory stays bounded
 * however small the games (150,000 games of 19 bytes: --jobs=16 kept 395 MB when pieces were
 * cut by size alone and stopped at 4096 games). */
#define PIECE_GAMES_SOFT 256
#define PIECE_GAME_BYTES_SOFT (16u << 20)
/* Past these (no place to stop came: games without tags, on lines that do not start with them),
 * the piece's games are emitted as they are once the piece is next in input order. */
#define PIECE_GAMES_HARD (4 * PIECE_GAMES_SOFT)
#define PIECE_GAME_BYTES_HARD (4 * PIECE_GAME_BYTES_SOFT)
/* A piece being read looks whether it is next in input order (its games then emitted at once)
 * each time it holds this many more games. */
#define EMIT_EVERY 64
/* The games whose arrays a store keeps for its next piece. */
#define STORE_KEEP_GAMES 128
/* Games are kept in blocks that never move (a game's arrays are reused from piece to piece). A
 * block of 64 holds an ordinary piece's games (40 KiB of pk_game): blocks of 256 held mostly
 * slots never used, whose pages were written all the same (pk_game_init), 200 page faults more
 * in a --jobs=2 run. */
#define BLOCK_GAMES 64
#define MAX_BLOCKS (PIECE_GAMES_HARD / BLOCK_GAMES)
/* The cut is looked for in reads of up to this size; a few bytes before each are kept in view. */
#define SCAN_BYTES (256u << 10)
#define SCAN_BEHIND 16
#define SCAN_FIRST_LOOK 4096 /* read past the target at first */

typedef enum { PIECE_FREE, PIECE_CUT, PIECE_READING, PIECE_READ } piece_state;

typedef struct {
    uint64_t seq;            /* its place in input order */
    piece_state state;
    pk_pgn_resume start;     /* where its reading starts */
    uint64_t stop;           /* the next piece's start (UINT64_MAX: the last piece) */
    bool start_known;        /* start is where the reading of the piece before it stopped (or 0) */
    bool past_end;           /* the piece before it read to the end: it holds nothing */
    bool redo;               /* its start changed while it was being read: read it again */
    bool reread;             /* its reading was done before and is done again */
    bool at_end;             /* read: its reading met the end of the input (not stopped) */
    pk_pgn_resume end;       /* read, !at_end: where it stopped */
    int io_error;            /* read: the error (errno) that ended it, else 0 */
    struct game_store *store; /* its games (the store of the thread that reads it), or NULL */
    size_t n_games;
    /* The bytes the cut read first, from head_offset on (head_len of them; the slot's buffer of
     * pool.head_cap): its reading takes them from here rather than reading the file again. */
    unsigned char *head;
    uint64_t head_offset;
    size_t head_len;
} piece;

/* The games of a piece, kept until they are emitted, in blocks that never move; each game's
 * arrays are kept for the next piece the store holds. A thread reads its pieces into the stores
 * it used before when one is free: their memory then stays in its processor's caches, where
 * stores taken by any thread made every game's arrays move between the processors' caches as it
 * was written (the threads ran about 1.3x slower than one thread alone). There are as many
 * stores as pieces in flight. */
typedef struct game_store {
    pk_game *blocks[MAX_BLOCKS];
    char *scratch[MAX_BLOCKS];
    size_t n_blocks;
    size_t used;             /* games that were read into it (their arrays kept), at most */
    bool in_use;             /* holds a piece's games (guarded by the lock) */
    const struct worker *owner; /* the thread that used it last (guarded by the lock) */
} game_store;

/* Everything below `sync` is guarded by its lock; a piece by the thread that cuts, reads or emits
 * it; the cutter's fields by the thread that cuts (`cutting`); the emit callback and
 * games_emitted by one thread at a time (`emitting`). */
typedef struct {
    int fd;
    pk_game_reader *(*new_reader)(pk_pgn_lexer *lx);
    const pk_batch_callbacks *cb;
    size_t piece_bytes;
    unsigned char *scan;     /* the cutter's SCAN_BEHIND + SCAN_BYTES, for its reads after the first */
    /* scan_for_cut, or scan_for_cut_avx2 where the processor has AVX2 */
    long (*scan_for_cut)(const unsigned char *w, long j, long hi, long len, size_t *newlines);
    size_t head_cap;         /* the size of a piece's head (the cut's first read) */
    pk_batch_sync sync;
    struct game_store *stores; /* max_pieces of them */
    piece *ring;             /* pieces first_seq - 1 (the last emitted) .. next_seq - 1, at
                                [seq % (max_pieces + 1)] */
    size_t max_pieces;       /* cut and not emitted, at most */
    uint64_t first_seq;      /* the next piece to emit */
    uint64_t next_seq;       /* the next piece to cut */
    bool cutting, emitting;
    bool cut_all;            /* the last piece is cut */
    pk_pgn_resume next_start; /* the cutter's: where the next piece starts */
    bool gbk;                /* read as GBK from some piece's end on: the next cuts start so */
    uint64_t games_emitted;
    uint64_t pieces, reread; /* pieces read (pk_batch_file_run) */
    int rc;                  /* non-zero: stop (emit's value, or -1 without memory) */
    int io_error;
} pool;

static piece *piece_of(pool *p, uint64_t seq) { return &p->ring[seq % (p->max_pieces + 1)]; }

static void *scratch_of(const pool *p, piece *pc, size_t i)
{
    size_t size = p->cb->scratch_size;
    return size ? pc->store->scratch[i / BLOCK_GAMES] + (i % BLOCK_GAMES) * size : NULL;
}

static pk_game *game_of(piece *pc, size_t i) { return &pc->store->blocks[i / BLOCK_GAMES][i % BLOCK_GAMES]; }

/* Room for game i in st: false when memory runs out or the store is full. */
static bool slot_for(const pool *p, game_store *st, size_t i)
{
    size_t b = i / BLOCK_GAMES;
    if (b < st->n_blocks)
        return true;
    if (b >= MAX_BLOCKS || !(st->blocks[b] = calloc(BLOCK_GAMES, sizeof(pk_game))))
        return false;
    if (p->cb->scratch_size && !(st->scratch[b] = calloc(BLOCK_GAMES, p->cb->scratch_size))) {
        free(st->blocks[b]);
        return false;
    }
    for (size_t k = 0; k < BLOCK_GAMES; k++)
        pk_game_init(&st->blocks[b][k]);
    st->n_blocks++;
    return true;
}

/* Releases the arrays of st's games from game `from` on, and the blocks left empty (st holds
 * no games). */
static void store_trim(const pool *p, game_store *st, size_t from)
{
    for (size_t b = 0; b < st->n_blocks; b++) {
        for (size_t k = 0; k < BLOCK_GAMES; k++) {
            if (b * BLOCK_GAMES + k < from)
                continue;
            pk_game_free(&st->blocks[b][k]);
            pk_game_init(&st->blocks[b][k]);
            if (p->cb->scratch_size && p->cb->free_scratch)
                p->cb->free_scratch(st->scratch[b] + k * p->cb->scratch_size);
            if (p->cb->scratch_size)
                memset(st->scratch[b] + k * p->cb->scratch_size, 0, p->cb->scratch_size);
        }
    }
    size_t keep_blocks = (from + BLOCK_GAMES - 1) / BLOCK_GAMES;
    for (size_t b = keep_blocks; b < st->n_blocks; b++) {
        free(st->blocks[b]);
        free(st->scratch[b]);
        st->blocks[b] = NULL;
        st->scratch[b] = NULL;
    }
    if (keep_blocks < st->n_blocks)
        st->n_blocks = keep_blocks;
}

/* pread until n bytes or the end; the count read, or -1 (errno set). */
static long pread_full(int fd, unsigned char *buf, size_t n, uint64_t offset)
{
    size_t got = 0;
    while (got < n) {
        ssize_t k = pread(fd, buf + got, n - got, (off_t)(offset + got));
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0)
            return -1;
        if (k == 0)
            break;
        got += (size_t)k;
    }
    return (long)got;
}

/* The line ends among a few bytes (the rest are counted by scan_for_cut). */
static size_t count_newlines(const unsigned char *b, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += b[i] == '\n';
    return count;
}

/* Does a game's tag section start at w[j], after a blank line: "\n\n[Event \"" (or with
 * "\r\n" before)? The bytes from w[j - 3] to w[j + 8] are readable. */
static bool cut_at(const unsigned char *w, long j)
{
    return memcmp(w + j, "[Event \"", 8) == 0 && w[j - 1] == '\n' &&
           (w[j - 2] == '\n' || (w[j - 2] == '\r' && w[j - 3] == '\n'));
}

#if defined(__SSE2__)
/* The sum of the 16 byte lanes (psadbw). */
static inline size_t lane_sum(__m128i lanes)
{
    __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
    return (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
}
#endif

/* The first place from j on, before hi, where a game's tag section starts after a blank line
 * (cut_at), or NO_CUT (j may be negative: the bytes kept from the read before); *newlines: the
 * line ends from j to there, or (none) to len. The bytes from w[j - 3] to w[len - 1] are
 * readable, hi <= len - 8. One pass, sixteen bytes at a time, for both: where "[E" stands cut_at
 * is asked (once a game, about: looking for '[' alone stopped at every tag line, and at every
 * "[%clk" of a comment), and each byte lane counts its line ends for up to 255 blocks before the
 * lanes are summed. */
#define NO_CUT LONG_MIN
static long scan_for_cut(const unsigned char *w, long j, long hi, long len, size_t *newlines)
{
    size_t count = 0;
#if defined(__SSE2__)
    const __m128i bracket = _mm_set1_epi8('['), e = _mm_set1_epi8('E'), nl = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
    __m128i lanes = zero; /* 0 - -1 per line end */
    unsigned blocks = 0;  /* in lanes */
    for (; j + 16 <= hi; j += 16) {
        __m128i here = _mm_loadu_si128((const __m128i *)(w + j));
        __m128i next = _mm_loadu_si128((const __m128i *)(w + j + 1));
        __m128i ends = _mm_cmpeq_epi8(here, nl);
        unsigned m = (unsigned)_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(here, bracket), _mm_cmpeq_epi8(next, e)));
        for (; m; m &= m - 1) {
            unsigned at = (unsigned)__builtin_ctz(m);
            if (cut_at(w, j + at)) {
                unsigned before = (unsigned)_mm_movemask_epi8(ends) & ((1u << at) - 1);
                *newlines = count + lane_sum(lanes) + (size_t)__builtin_popcount(before);
                return j + at;
            }
        }
        lanes = _mm_sub_epi8(lanes, ends);
        if (++blocks == 255) {
            count += lane_sum(lanes);
            lanes = zero;
            blocks = 0;
        }
    }
    count += lane_sum(lanes);
#endif
    for (; j < hi; j++) {
        if (w[j] == '[' && cut_at(w, j)) {
            *newlines = count;
            return j;
        }
        count += w[j] == '\n';
    }
    for (; j < len; j++)
        count += w[j] == '\n';
    *newlines = count;
    return NO_CUT;
}

#if defined(HAVE_SCAN_AVX2)
/* The sum of the 32 byte lanes (AVX2). */
__attribute__((target("avx2"))) static inline size_t lane_sum_avx2(__m256i lanes)
{
    __m256i sums = _mm256_sad_epu8(lanes, _mm256_setzero_si256());
    return (size_t)_mm256_extract_epi64(sums, 0) + (size_t)_mm256_extract_epi64(sums, 1) +
           (size_t)_mm256_extract_epi64(sums, 2) + (size_t)_mm256_extract_epi64(sums, 3);
}

/* scan_for_cut 32 bytes at a time (AVX2; the processor is asked at run time), then the last
 * bytes by scan_for_cut: the same answers, in half the instructions of the scan (the cuts' scan
 * was about 2.5% of the instructions of validate --jobs=2). */
__attribute__((target("avx2"))) static long scan_for_cut_avx2(const unsigned char *w, long j, long hi, long len,
                                                               size_t *newlines)
{
    size_t count = 0;
    const __m256i bracket = _mm256_set1_epi8('['), e = _mm256_set1_epi8('E'), nl = _mm256_set1_epi8('\n'),
                  zero = _mm256_setzero_si256();
    __m256i lanes = zero; /* 0 - -1 per line end */
    unsigned blocks = 0;  /* in lanes */
    for (; j + 32 <= hi; j += 32) {
        __m256i here = _mm256_loadu_si256((const __m256i *)(w + j));
        __m256i next = _mm256_loadu_si256((const __m256i *)(w + j + 1));
        __m256i ends = _mm256_cmpeq_epi8(here, nl);
        unsigned m = (unsigned)_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(here, bracket), _mm256_cmpeq_epi8(next, e)));
        for (; m; m &= m - 1) {
            unsigned at = (unsigned)__builtin_ctz(m);
            if (cut_at(w, j + at)) {
                unsigned before = (unsigned)_mm256_movemask_epi8(ends) & (unsigned)((1ull << at) - 1);
                *newlines = count + lane_sum_avx2(lanes) + (size_t)__builtin_popcount(before);
                return j + at;
            }
        }
        lanes = _mm256_sub_epi8(lanes, ends);
        if (++blocks == 255) {
            count += lane_sum_avx2(lanes);
            lanes = zero;
            blocks = 0;
        }
    }
    count += lane_sum_avx2(lanes);
    size_t rest;
    long at = scan_for_cut(w, j, hi, len, &rest);
    *newlines = count + rest;
    return at;
}
#endif

/* Cuts piece pc, from p->next_start (*gbk: the encoding the pieces cut start with) to the first
 * game that starts after a blank line past piece_bytes, or to the PIECE_GAMES_CUT-th such game
 * when it comes first, counting the lines to there; sets next_start. Called by the thread that cuts, the
 * lock released. The last piece runs to the end (stop UINT64_MAX): the file ended first, could
 * not be read (its reader meets the error and says it), or ends its lines with CR alone (where
 * the lines are not counted here). */
static void cut_piece(pool *p, piece *pc, bool *gbk)
{
    pc->start = p->next_start;
    pc->stop = UINT64_MAX;
    pc->head_offset = pc->start.offset;
    pc->head_len = 0;
    /* the first read into the piece's head, the next ones after the scan buffer's SCAN_BEHIND
     * bytes (w[-SCAN_BEHIND..-1]: the read before's last bytes) */
    unsigned char *w = pc->head;
    uint64_t pos = pc->start.offset, target = pos + p->piece_bytes;
    uint64_t line = pc->start.line; /* at pos */
    uint8_t cr_style = pc->start.cr_style;
    size_t search = SCAN_FIRST_LOOK; /* bytes read past the target: a game is usually near */
    unsigned games = 0;              /* cuts passed in the piece: games in it, about */
    for (;;) {
        size_t want = pos < target ? target - pos + SCAN_FIRST_LOOK : search;
        if (pos == 0 && want < PK_SNIFF_BYTES)
            want = PK_SNIFF_BYTES; /* the bytes a lexer sniffs the encoding from, all at once */
        want = want < SCAN_BYTES ? want : SCAN_BYTES;
        if (w == pc->head && want > p->head_cap)
            want = p->head_cap;
        if (pos >= target)
            search = search < SCAN_BYTES / 4 ? search * 4 : SCAN_BYTES;
        long n = pread_full(p->fd, w, want, pos);
        if (n <= 0)
            break;
        size_t len = (size_t)n;
        if (w == pc->head)
            pc->head_len = len;
        if (pos == 0)
            *gbk = pk_pgn_sniff_gbk(w, len); /* as the first piece's lexer finds it */
        /* a cut stands past the target, or at the PIECE_GAMES_CUT-th game in the piece, with
         * its 8 bytes read: looked for from 8 bytes back (the read before's last bytes, which had
         * not all 8; in the piece's first read, past its own start) to 8 bytes before the end */
        long first = pos == pc->start.offset ? 3 : -8, j = first, hi = (long)len - 8;
        bool found = false;
        /* the line ends from first on to the cut, or to len: those before the cut (or in the
         * read) are the line ends counted from w[0] on, less those of the 8 bytes back, or with
         * the first 3 bytes' */
        size_t newlines = first > 0 ? count_newlines(w, (size_t)first < len ? (size_t)first : len) : 0;
        for (;; j++) {
            size_t part;
            j = p->scan_for_cut(w, j, hi, (long)len, &part);
            newlines += part;
            if (j == NO_CUT)
                break;
            if (pos + (uint64_t)j >= target || ++games >= PIECE_GAMES_CUT) {
                found = true;
                break;
            }
        }
        if (first < 0)
            newlines -= count_newlines(w + first, (size_t)-first);
        /* the first CR before the cut decides how the next piece's lexer reads CRs (the 8 bytes
         * back hold "[Event \"" when a cut stands there: no CR) */
        if (cr_style == PK_CR_UNSEEN) {
            const unsigned char *cr = memchr(w, '\r', found ? (size_t)(j > 0 ? j : 0) : len);
            if (cr) {
                unsigned char after = 0;
                if ((size_t)(cr - w) + 1 < len)
                    after = cr[1];
                else if (pread_full(p->fd, &after, 1, pos + len) != 1)
                    after = 0; /* the last byte: a lone CR */
                cr_style = after == '\n' ? PK_CR_IN_CRLF : PK_CR_ALONE;
                if (cr_style == PK_CR_ALONE)
                    break; /* lines ended by CR alone: the rest is one piece */
            }
        }
        if (found) {
            line += newlines; /* j >= 0; else the line ends of w[j..-1] were taken off */
            pc->stop = pos + (uint64_t)j; /* j >= -8, pos >= 8 then */
            p->next_start = (pk_pgn_resume){
                .offset = pc->stop, .line = (uint32_t)line, .after_blank_line = true, .gbk = *gbk, .cr_style = cr_style};
            return;
        }
        if (len < want)
            break;
        line += newlines;
        memcpy(p->scan, w + len - SCAN_BEHIND, SCAN_BEHIND); /* len == want >= SCAN_BEHIND */
        w = p->scan + SCAN_BEHIND;
        pos += len;
    }
    p->cut_all = true;
}

/* Hands the arrays of `from` (a game checked, to be emitted without them:
 * pk_batch_callbacks.emit_reads_no_arrays) to `to`, the next game to be read, and gives `from`
 * those of `to`, emptied. */
static void hand_arrays_on(pk_game *from, pk_game *to)
{
#define SWAP_FIELD(field)                                                                                              \
    do {                                                                                                               \
        __typeof__(from->field) kept = from->field;                                                                    \
        from->field = to->field;                                                                                       \
        to->field = kept;                                                                                              \
    } while (0)
    SWAP_FIELD(text);
    SWAP_FIELD(text_cap);
    SWAP_FIELD(tags);
    SWAP_FIELD(tags_cap);
    SWAP_FIELD(nodes);
    SWAP_FIELD(nodes_cap);
    SWAP_FIELD(keys);
    SWAP_FIELD(keys_cap);
    SWAP_FIELD(row_data);
    SWAP_FIELD(row_data_size);
#undef SWAP_FIELD
    from->text_len = from->n_tags = from->n_nodes = 0;
    from->result_text = from->result_len = 0;
}

/* A piece's lexer reads the file from its start on, past its stop if its last game runs on. */
typedef struct {
    int fd;
    uint64_t offset;
    const unsigned char *head; /* the piece's head: bytes from head_offset already read */
    uint64_t head_offset;
    size_t head_len;
} file_cursor;

static long read_at_cursor(void *ctx, void *buf, size_t n)
{
    file_cursor *c = ctx;
    if (c->offset >= c->head_offset && c->offset - c->head_offset < c->head_len) {
        size_t at = (size_t)(c->offset - c->head_offset), k = c->head_len - at;
        k = k < n ? k : n;
        memcpy(buf, c->head + at, k);
        c->offset += k;
        return (long)k;
    }
    ssize_t k;
    do
        k = pread(c->fd, buf, n, (off_t)c->offset);
    while (k < 0 && errno == EINTR);
    if (k > 0)
        c->offset += (uint64_t)k;
    return (long)k;
}

static void emit_game(pool *p, piece *pc, size_t i, int *rc)
{
    pk_game *g = game_of(pc, i);
    if (!g->stray)
        p->games_emitted++;
    g->number = p->games_emitted; /* as one reader numbers them (a stray text is not counted) */
    if (*rc == 0)
        *rc = pk_batch_emit_game(p->cb, g, scratch_of(p, pc, i));
}

/* Emits the games of pc (next in input order, its start known) with the lock released. */
static void emit_in_turn(pool *p, piece *pc)
{
    p->emitting = true;
    pthread_mutex_unlock(&p->sync.lock);
    int rc = 0;
    for (size_t i = 0; i < pc->n_games && rc == 0; i++)
        emit_game(p, pc, i, &rc);
    pc->n_games = 0;
    pthread_mutex_lock(&p->sync.lock);
    p->emitting = false;
    if (rc && p->rc == 0)
        p->rc = rc;
    if (pc->io_error && !p->io_error)
        p->io_error = pc->io_error;
}

/* After its games were emitted: the piece's slot and store are free (its slot keeps what its
 * reading found: settle_starts reads it). */
static void retire(pool *p, piece *pc)
{
    pc->state = PIECE_FREE;
    if (pc->store) {
        /* a store keeps the arrays of STORE_KEEP_GAMES games at most from piece to piece: an
         * ordinary piece holds fewer; one of many tiny games would keep their memory */
        if (pc->store->used > STORE_KEEP_GAMES) {
            store_trim(p, pc->store, STORE_KEEP_GAMES);
            pc->store->used = STORE_KEEP_GAMES;
        }
        pc->store->in_use = false;
    }
    pc->store = NULL;
    p->first_seq++;
}

/* Emits the games pc holds so far while it is being read, when it is next in input order and its
 * start is known: memory then holds the games of the pieces after it only. When wait is false,
 * only if that is so now (true either way: reading goes on); when wait is true (a piece full past
 * the hard limits, with no place to stop at), once it is so, the thread meanwhile emitting what
 * else comes next. False when reading is to stop (read again, or the run stopped). */
static bool emit_while_reading(pool *p, piece *pc, bool wait)
{
    unsigned budget = PK_SPIN_START;
    bool ok = false;
    pthread_mutex_lock(&p->sync.lock);
    for (;;) {
        if (p->rc || pc->redo || pc->past_end)
            break;
        piece *head = piece_of(p, p->first_seq);
        if (!p->emitting && head == pc && pc->start_known) {
            emit_in_turn(p, pc);
            ok = p->rc == 0;
            break;
        }
        if (!wait) {
            ok = true;
            break;
        }
        if (!p->emitting && head != pc && head->state == PIECE_READ && head->start_known) {
            emit_in_turn(p, head);
            retire(p, head);
        } else {
            pk_batch_wait(&p->sync, &budget);
        }
        pk_batch_announce(&p->sync);
    }
    pk_batch_announce(&p->sync);
    pthread_mutex_unlock(&p->sync.lock);
    return ok;
}

/* A thread's own: the lexer it reads its pieces with (its buffers kept from piece to piece), and,
 * when the games are emitted without their arrays (pk_batch_callbacks.emit_reads_no_arrays),
 * the arrays it hands from game to game, kept from piece to piece too. Left in the last game of
 * each piece, they used to stay in that store's slot, and the next piece's first game grew a set
 * of its own: sets spread over every store's slots, each grown to the largest games, and their
 * new pages faulted in (1,800 page faults against 415 for one thread on the pgnmentor file, where
 * a fault costs 11 us). */
typedef struct worker {
    pool *pool;
    pk_pgn_lexer *lexer;
    file_cursor cursor;
    pk_game carried;
} worker;

/* Reads and checks pc's games from start (its start when taken: settle_starts may change it
 * meanwhile), the lock released. */
static void read_piece(pool *p, worker *wk, piece *pc, pk_pgn_resume start)
{
    wk->cursor = (file_cursor){p->fd, start.offset, pc->head, pc->head_offset, pc->head_len};
    const pk_pgn_resume *at = start.offset == 0 ? NULL : &start;
    if (wk->lexer)
        pk_pgn_lexer_restart(wk->lexer, read_at_cursor, &wk->cursor, at);
    else
        wk->lexer = at ? pk_pgn_lexer_open_at(read_at_cursor, &wk->cursor, at)
                       : pk_pgn_lexer_open_reader(read_at_cursor, &wk->cursor);
    pk_pgn_lexer *lx = wk->lexer;
    /* the head (the bytes the cut read) in the first read, then about half a piece at a time;
     * the first piece as one reader reads the file's start: its first read holds the bytes the
     * encoding is sniffed from */
    if (lx)
        pk_pgn_lexer_read_size(lx, at ? (pc->head_len > p->piece_bytes ? pc->head_len : p->piece_bytes) / 2 + 1 : SIZE_MAX);
    pk_game_reader *r = lx ? p->new_reader(lx) : NULL;
    pc->n_games = 0;
    pc->at_end = true;
    pc->io_error = 0;
    if (!r) {
        pthread_mutex_lock(&p->sync.lock);
        p->rc = -1;
        pthread_mutex_unlock(&p->sync.lock);
        return;
    }
    pk_game_reader_stop_at(r, pc->stop);
    size_t bytes = 0;
    bool soft_stop = false;
    /* the game that holds the arrays that go on to the next game (the thread's own, from its
     * last piece, at first), or NULL: the next game reads into its slot's arrays */
    pk_game *hand_from = p->cb->emit_reads_no_arrays ? &wk->carried : NULL;
    for (;;) {
        if (!slot_for(p, pc->store, pc->n_games)) {
            pthread_mutex_lock(&p->sync.lock);
            p->rc = -1;
            pthread_mutex_unlock(&p->sync.lock);
            break;
        }
        pk_game *g = game_of(pc, pc->n_games);
        if (hand_from && hand_from != g) {
            hand_arrays_on(hand_from, g);
            hand_from = g;
        }
        if (!pk_game_read(r, g))
            break;
        p->cb->work(p->cb->ctx, g, scratch_of(p, pc, pc->n_games));
        pc->n_games++;
        if (pc->n_games > pc->store->used)
            pc->store->used = pc->n_games;
        /* the memory the piece holds: a game's arrays, or its diagnostics alone when its arrays
         * go on to the next game; those of a game larger than a slot keeps stay with it, released
         * once it is emitted (pk_batch_emit_game), as any slot's */
        size_t held = pk_game_footprint(g);
        hand_from = p->cb->emit_reads_no_arrays && held <= PK_SLOT_KEEP_BYTES ? g : NULL;
        if (hand_from)
            held = g->diags_cap * sizeof *g->diags;
        bytes += held;
        if (!soft_stop && (pc->n_games >= PIECE_GAMES_SOFT || bytes >= PIECE_GAME_BYTES_SOFT)) {
            soft_stop = true;
            pk_game_reader_stop_at(r, 0); /* at the next place it can */
        }
        bool hard = pc->n_games >= PIECE_GAMES_HARD || bytes >= PIECE_GAME_BYTES_HARD;
        if (hard || pc->n_games % EMIT_EVERY == 0) {
            if (!emit_while_reading(p, pc, hard))
                break;
            if (pc->n_games == 0)
                bytes = 0;
        }
        /* read again from elsewhere: the rest is not worth reading (read without the lock: a
         * late look only costs the games read meanwhile) */
        if (__atomic_load_n(&pc->redo, __ATOMIC_RELAXED) || __atomic_load_n(&pc->past_end, __ATOMIC_RELAXED))
            break;
    }
    /* the arrays go with the thread (no other thread touches this piece's games before it is
     * read: emit_while_reading emits them on this one) */
    if (hand_from && hand_from != &wk->carried)
        hand_arrays_on(hand_from, &wk->carried);
    pc->at_end = !pk_game_reader_stopped(r, &pc->end);
    pc->io_error = pk_pgn_lexer_io_error(lx);
    pk_game_reader_free(r);
}

/* After a piece was read or cut: each piece whose start is known and which was read tells the
 * next one where it starts. From the last piece emitted on (its slot keeps what its reading
 * found, the ring having a slot more than the pieces in flight): the piece after it may have
 * been cut since. Called with the lock held. */
static void settle_starts(pool *p)
{
    for (uint64_t s = p->first_seq ? p->first_seq - 1 : 0; s + 1 < p->next_seq; s++) {
        piece *a = piece_of(p, s), *b = piece_of(p, s + 1);
        if (!a->start_known || (a->state != PIECE_READ && s >= p->first_seq))
            break;
        if (b->start_known)
            continue;
        b->start_known = true;
        if (a->past_end || a->at_end || a->io_error) {
            /* nothing after the end (or after what could not be read) */
            __atomic_store_n(&b->past_end, true, __ATOMIC_RELAXED);
        } else {
            if (a->end.gbk)
                p->gbk = true;
            if (pk_pgn_resume_equal(&a->end, &b->start))
                continue;
            b->start = a->end;
        }
        if (b->state == PIECE_READING)
            __atomic_store_n(&b->redo, true, __ATOMIC_RELAXED);
        else if (b->state == PIECE_READ)
            b->state = PIECE_CUT, b->reread = true;
    }
}

/* The piece to read next: the first one cut and not taken (in input order: the one next to be
 * emitted first). */
static piece *piece_to_read(pool *p)
{
    for (uint64_t s = p->first_seq; s < p->next_seq; s++)
        if (piece_of(p, s)->state == PIECE_CUT)
            return piece_of(p, s);
    return NULL;
}

/* A store for a piece wk takes (with the lock held): one it used before when one is free, else
 * any free one. One is always free: there are as many as pieces in flight. */
static game_store *free_store(pool *p, const worker *wk)
{
    game_store *any = NULL;
    for (size_t i = 0; i < p->max_pieces; i++) {
        game_store *st = &p->stores[i];
        if (st->in_use)
            continue;
        if (st->owner == wk || !any)
            any = st;
        if (st->owner == wk)
            break;
    }
    if (any) {
        any->in_use = true;
        any->owner = wk;
    }
    return any;
}

/* Frees pc's store for another piece, its games read and checked but not emitted (the piece is
 * read again): what their scratch holds is released (pk_batch_callbacks.free_scratch). */
static void release_store(const pool *p, piece *pc)
{
    if (!pc->store)
        return;
    for (size_t i = 0; p->cb->free_scratch && i < pc->n_games; i++)
        p->cb->free_scratch(scratch_of(p, pc, i));
    pc->store->in_use = false;
    pc->store = NULL;
}

static void take_and_read(pool *p, worker *wk, piece *pc)
{
    pc->state = PIECE_READING;
    __atomic_store_n(&pc->redo, false, __ATOMIC_RELAXED);
    release_store(p, pc); /* read before, by this thread or another */
    pc->n_games = 0;
    if (pc->past_end) { /* nothing to read */
        pc->at_end = true;
        pc->io_error = 0;
    } else if (!(pc->store = free_store(p, wk))) {
        p->rc = -1; /* cannot be: a store is kept per piece in flight */
    } else {
        pk_pgn_resume start = pc->start;
        pthread_mutex_unlock(&p->sync.lock);
        read_piece(p, wk, pc, start);
        pthread_mutex_lock(&p->sync.lock);
    }
    pc->state = pc->redo ? PIECE_CUT : PIECE_READ;
    p->pieces++;
    p->reread += pc->reread;
    pc->reread = pc->state == PIECE_CUT;
    settle_starts(p);
    pk_batch_announce(&p->sync);
}

/* Does the last piece cut stop before the end of the input (a piece stopped early: too many
 * games), with nothing cut after it? A piece from where it stopped to the end is cut then. */
static bool tail_wanted(pool *p)
{
    if (!p->cut_all || p->next_seq == 0)
        return false;
    piece *last = piece_of(p, p->next_seq - 1); /* read, or emitted already (its slot kept) */
    bool read = last->state == PIECE_READ || p->first_seq == p->next_seq;
    return read && last->start_known && !last->at_end && !last->past_end && !last->io_error;
}

/* The next piece in a free slot, not cut yet: its start known only for the first one. */
static piece *new_piece(pool *p)
{
    piece *pc = piece_of(p, p->next_seq);
    pc->seq = p->next_seq;
    pc->start_known = pc->seq == 0;
    pc->past_end = pc->redo = pc->reread = false;
    pc->n_games = 0;
    pc->head_len = 0;
    return pc;
}

static void cut_next(pool *p)
{
    piece *pc = new_piece(p);
    if (p->cut_all) { /* tail_wanted: from where the last piece stopped to the end */
        pc->start = piece_of(p, p->next_seq - 1)->end;
        pc->stop = UINT64_MAX;
        pc->start_known = true;
        pc->state = PIECE_CUT;
        p->next_seq++;
        pk_batch_announce(&p->sync);
        return;
    }
    p->cutting = true;
    bool gbk = p->gbk;
    pthread_mutex_unlock(&p->sync.lock);
    cut_piece(p, pc, &gbk);
    pthread_mutex_lock(&p->sync.lock);
    p->gbk |= gbk;
    p->cutting = false;
    pc->state = PIECE_CUT;
    p->next_seq++;
    settle_starts(p);
    pk_batch_announce(&p->sync);
}

/* Every thread's loop, the calling thread's too: emit the next piece in order when it is read,
 * else read a piece that is cut, else cut one, else wait. */
static void *run_worker(void *arg)
{
    worker *wk = arg;
    pool *p = wk->pool;
    unsigned budget = PK_SPIN_START;
    pthread_mutex_lock(&p->sync.lock);
    for (;;) {
        if (p->rc)
            break;
        piece *head = p->first_seq < p->next_seq ? piece_of(p, p->first_seq) : NULL, *pc;
        if (!p->emitting && head && head->state == PIECE_READ && head->start_known) {
            emit_in_turn(p, head);
            retire(p, head);
            pk_batch_announce(&p->sync);
        } else if ((pc = piece_to_read(p))) {
            take_and_read(p, wk, pc);
        } else if (!p->cutting && (!p->cut_all || tail_wanted(p)) && p->next_seq - p->first_seq < p->max_pieces) {
            cut_next(p);
        } else if (p->cut_all && !p->cutting && p->first_seq == p->next_seq && !tail_wanted(p)) {
            break; /* all cut, read and emitted */
        } else {
            pk_batch_wait(&p->sync, &budget);
        }
    }
    pk_batch_announce(&p->sync);
    pthread_mutex_unlock(&p->sync.lock);
    return NULL;
}

int pk_batch_run_file(int fd, pk_game_reader *(*new_reader)(pk_pgn_lexer *lx), int jobs,
                      const pk_batch_callbacks *cb, pk_batch_file_run *run)
{
    run->pieces = run->reread = 0;
    run->io_error = 0;
    if (jobs < 2)
        jobs = 2; /* a thread beside the calling one */
    size_t piece_bytes = run->piece_bytes;
    struct stat st;
    uint64_t file_size = fstat(fd, &st) == 0 && st.st_size > 0 ? (uint64_t)st.st_size : UINT64_MAX;
    if (piece_bytes == 0) {
        piece_bytes = file_size != UINT64_MAX ? (size_t)(file_size / ((uint64_t)jobs * 64)) : 0;
        piece_bytes = piece_bytes < PIECE_BYTES_MIN   ? PIECE_BYTES_MIN
                      : piece_bytes > PIECE_BYTES_MAX ? PIECE_BYTES_MAX
                                                      : piece_bytes;
    } else if (piece_bytes < SCAN_BEHIND) {
        piece_bytes = SCAN_BEHIND; /* a cut is looked for past the bytes kept in view */
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    /* pieces in flight: a thread that is a piece ahead of the others may read one more; when
     * the games kept are light (their arrays handed on: emit_reads_no_arrays), two more, which
     * waits less (--jobs=2 on the pgnmentor file 0.61x -> 0.59x one thread's time) */
    size_t in_flight = cb->emit_reads_no_arrays ? 2 * (size_t)jobs + 1 : (size_t)jobs + 1;
    pool p = {.fd = fd, .new_reader = new_reader, .cb = cb, .piece_bytes = piece_bytes, .max_pieces = in_flight};
    p.scan_for_cut = scan_for_cut;
#if defined(HAVE_SCAN_AVX2)
    if (!run->portable_scan && __builtin_cpu_supports("avx2"))
        p.scan_for_cut = scan_for_cut_avx2;
#endif
    p.next_start = (pk_pgn_resume){.offset = 0, .line = 1};
    /* a head holds the cut's first read: the piece and the bytes looked at past it, or the
     * bytes the first piece's encoding is sniffed from */
    p.head_cap = piece_bytes + SCAN_FIRST_LOOK;
    p.head_cap = p.head_cap < PK_SNIFF_BYTES ? PK_SNIFF_BYTES : p.head_cap > SCAN_BYTES ? SCAN_BYTES : p.head_cap;
    p.ring = calloc(p.max_pieces + 1, sizeof *p.ring);
    p.scan = malloc(SCAN_BEHIND + SCAN_BYTES);
    unsigned char *heads = malloc((p.max_pieces + 1) * p.head_cap);
    worker *workers = calloc((size_t)jobs, sizeof *workers);
    p.stores = calloc(p.max_pieces, sizeof *p.stores);
    if (!p.ring || !p.scan || !heads || !workers || !p.stores) {
        free(workers);
        free(p.stores);
        free(p.ring);
        free(p.scan);
        free(heads);
        return -1;
    }
    /* the cuts write the heads soon, those of as many pieces as the file holds at least: their
     * pages at once (prefault.h) */
    uint64_t heads_used = file_size / piece_bytes + 1;
    pk_prefault(heads, (heads_used < p.max_pieces + 1 ? (size_t)heads_used : p.max_pieces + 1) * p.head_cap);
    for (size_t k = 0; k <= p.max_pieces; k++)
        p.ring[k].head = heads + k * p.head_cap;
    for (int i = 0; i < jobs; i++) {
        workers[i].pool = &p;
        pk_game_init(&workers[i].carried);
    }
    pk_batch_sync_init(&p.sync, cpus >= jobs);
    if (!pk_batch_threads(jobs, run_worker, (char *)workers, sizeof *workers))
        p.rc = -1;
    pk_batch_sync_destroy(&p.sync);
    for (int i = 0; i < jobs; i++) {
        pk_pgn_lexer_free(workers[i].lexer);
        pk_game_free(&workers[i].carried);
    }
    for (size_t k = 0; k < p.max_pieces; k++)
        store_trim(&p, &p.stores[k], 0);
    free(p.stores);
    free(workers);
    free(p.ring);
    free(p.scan);
    free(heads);
    run->io_error = p.io_error;
    run->pieces = p.pieces;
    run->reread = p.reread;
    return p.rc;
}
