/* Compressed streams and zip archives, decompressed on a thread of their own. The thread walks
 * the input's members (a compressed member of an archive, an archive in a compressed file: a
 * stack of levels, each reading from the one below) and hands the PGN bytes over in a ring of
 * fixed chunks; the caller's thread takes them as a read function. Between the members go
 * their names, and any fault.
 *
 * The codecs' own libraries (zlib, libbz2, liblzma, libzstd) rather than libarchive: the same
 * speed (libarchive drives these same libraries), and every byte decompressed before a fault is
 * handed over, where libarchive drops the output it holds (up to 64 KB, some 80 games) when the
 * input turns out cut short. Zip is read here as a stream of local headers, its members stored
 * or deflated (zlib), so that an archive read from a pipe needs no seeking and no directory
 * held in memory. */
#include "pgn_unpack.h"

#include <bzlib.h>
#include <errno.h>
#include <lzma.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#define CHUNK (128 * 1024)
#define SLOTS 4         /* chunks in flight: enough for the reader never to wait on a steady input */
#define TEXT_MAX 1024   /* a member's name (longer ones are cut), a fault's message */

/* ---- formats ---------------------------------------------------------------------------------- */

typedef enum { PACK_GZIP, PACK_BZIP2, PACK_XZ, PACK_ZSTD, PACK_ZIP } pack_kind;

typedef struct {
    const char *magic;
    size_t magic_len;
    pack_kind kind;
    pk_packed_format format;
} packed_magic;

static const packed_magic packed_magics[] = {
    {"\x1F\x8B", 2, PACK_GZIP, {"gzip", false}},
    {"BZh", 3, PACK_BZIP2, {"bzip2", false}},
    {"\xFD" "7zXZ\x00", 6, PACK_XZ, {"xz", false}},
    {"\x28\xB5\x2F\xFD", 4, PACK_ZSTD, {"zstd", false}},
    {"PK\x03\x04", 4, PACK_ZIP, {"zip", true}},
    {"PK\x05\x06", 4, PACK_ZIP, {"zip", true}}, /* an empty archive: its end record alone */
    {"PK\x07\x08PK\x03\x04", 8, PACK_ZIP, {"zip", true}}, /* a split archive's first part */
};

static const packed_magic *packed_magic_of(const unsigned char *head, size_t n)
{
    for (size_t i = 0; i < sizeof packed_magics / sizeof packed_magics[0]; i++) {
        const packed_magic *m = &packed_magics[i];
        if (n >= m->magic_len && memcmp(head, m->magic, m->magic_len) == 0 &&
            (m->kind != PACK_BZIP2 || (n > 3 && head[3] >= '1' && head[3] <= '9')))
            return m;
    }
    return NULL;
}

const pk_packed_format *pk_packed_format_of(const unsigned char *head, size_t n)
{
    const packed_magic *m = packed_magic_of(head, n);
    return m ? &m->format : NULL;
}

/* ---- the state shared by the two threads --------------------------------------------------- */

typedef enum { SLOT_DATA, SLOT_MEMBER, SLOT_MEMBER_END, SLOT_FAULT, SLOT_END } slot_kind;

typedef struct {
    slot_kind kind;
    bool fatal, limit;      /* a fault: no member follows; a limit was reached */
    size_t len;             /* bytes of data */
    unsigned char *bytes;   /* CHUNK bytes */
    char text[TEXT_MAX];    /* a member's name; a fault's member name, then its message */
    char message[TEXT_MAX];
} slot;
/* One level of packing: the input itself, or a member of the level below. Its input bytes
 * pass through in[]; a fault is kept (failed, error) and given after the bytes before it. */
typedef struct level {
    const packed_magic *magic;
    struct pk_unpack *u;
    int index;
    char prefix[TEXT_MAX];      /* the member that holds it ("" for the input) */
    unsigned char *in;          /* CHUNK bytes */
    size_t in_pos, in_len;
    uint64_t in_offset;         /* the offset of in[0] in this level's input */
    bool in_eof;
    bool failed, limit, below_failed;
    char error[TEXT_MAX];
    /* a compressed stream */
    bool given;                 /* its one member was handed out */
    bool started;               /* bytes of a stream (a gzip member, a zstd frame) taken, its end not yet seen */
    bool ended;
    z_stream z;
    bool z_ready;
    bz_stream bz;
    bool bz_ready;
    lzma_stream xz;
    bool xz_ready;
    ZSTD_DStream *zs;
    /* a zip member */
    bool in_member, deflated, descriptor, zip64;
    uint64_t left;              /* stored: bytes of the member left; deflated: of its compressed size */
    uint32_t crc, crc_expected;
} level;

struct pk_unpack {
    pk_unpack_source_fn source;
    void *source_ctx;
    const pk_packed_format *format; /* the input's */

    /* the thread's */
    level levels[PK_UNPACK_MAX_DEPTH];
    int depth;
    uint64_t packed_bytes;      /* read from the source */
    uint64_t unpacked_bytes;    /* handed over, all members */
    unsigned long members;

    /* the ring */
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t can_put, can_take;
    slot ring[SLOTS];
    unsigned head, count;
    bool stop;

    /* the caller's */
    size_t taken;               /* bytes taken of the data slot at head */
    bool in_member, ended, limit;
    char member[TEXT_MAX];
    char fault[TEXT_MAX];
};

/* The producer's next free slot (it alone writes it until committed); NULL when told to stop. */
static slot *slot_to_fill(pk_unpack *u)
{
    pthread_mutex_lock(&u->mu);
    while (u->count == SLOTS && !u->stop)
        pthread_cond_wait(&u->can_put, &u->mu);
    slot *s = u->stop ? NULL : &u->ring[(u->head + u->count) % SLOTS];
    pthread_mutex_unlock(&u->mu);
    return s;
}

static void slot_commit(pk_unpack *u)
{
    pthread_mutex_lock(&u->mu);
    u->count++;
    pthread_cond_signal(&u->can_take);
    pthread_mutex_unlock(&u->mu);
}

/* The consumer's slot at the head, waited for. */
static slot *slot_at_head(pk_unpack *u)
{
    pthread_mutex_lock(&u->mu);
    while (u->count == 0)
        pthread_cond_wait(&u->can_take, &u->mu);
    slot *s = &u->ring[u->head];
    pthread_mutex_unlock(&u->mu);
    return s;
}

static void slot_release(pk_unpack *u)
{
    pthread_mutex_lock(&u->mu);
    u->head = (u->head + 1) % SLOTS;
    u->count--;
    u->taken = 0;
    pthread_cond_signal(&u->can_put);
    pthread_mutex_unlock(&u->mu);
}

static bool over_ratio(const pk_unpack *u)
{
    return u->unpacked_bytes > PK_UNPACK_RATIO_FROM && u->unpacked_bytes / PK_UNPACK_MAX_RATIO > u->packed_bytes;
}

/* ---- a level's input ---------------------------------------------------------------------- */

static long level_read(level *l, unsigned char *out, size_t n);

static bool fail(level *l, bool limit, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(level *l, bool limit, const char *fmt, ...)
{
    if (!l->failed) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(l->error, sizeof l->error, fmt, ap);
        va_end(ap);
        l->failed = true;
        l->limit = limit;
    }
    return false;
}

/* More input bytes after in_len (room permitting); false at the end of the input or on a fault
 * below (then failed). */
static bool read_more(level *l)
{
    if (l->in_eof || l->failed)
        return false;
    long n;
    if (l->index == 0) {
        do
            n = l->u->source(l->u->source_ctx, l->in + l->in_len, CHUNK - l->in_len);
        while (n < 0 && errno == EINTR);
        if (n < 0)
            return fail(l, false, "%s", strerror(errno));
        l->u->packed_bytes += (uint64_t)n;
    } else {
        level *below = &l->u->levels[l->index - 1];
        n = level_read(below, l->in + l->in_len, CHUNK - l->in_len);
        if (n < 0) {
            l->below_failed = true;
            return fail(l, below->limit, "%s", below->error);
        }
    }
    if (n == 0) {
        l->in_eof = true;
        return false;
    }
    l->in_len += (size_t)n;
    return true;
}

/* At least one unread input byte; false at the end (or a fault). */
static bool have_input(level *l)
{
    if (l->in_pos < l->in_len)
        return true;
    l->in_offset += l->in_len;
    l->in_pos = l->in_len = 0;
    return read_more(l);
}

/* At least k (<= CHUNK) unread input bytes in a row. */
static bool need(level *l, size_t k)
{
    if (l->in_len - l->in_pos >= k)
        return true;
    memmove(l->in, l->in + l->in_pos, l->in_len - l->in_pos);
    l->in_offset += l->in_pos;
    l->in_len -= l->in_pos;
    l->in_pos = 0;
    while (l->in_len < k)
        if (!read_more(l))
            return false;
    return true;
}

static bool skip_input(level *l, uint64_t k)
{
    while (k > 0) {
        if (!have_input(l))
            return false;
        size_t step = l->in_len - l->in_pos < k ? l->in_len - l->in_pos : (size_t)k;
        l->in_pos += step;
        k -= step;
    }
    return true;
}

static uint64_t input_offset(const level *l) { return l->in_offset + l->in_pos; }

/* ---- compressed streams ------------------------------------------------------------------- */

/* Decoders of streams that follow one another (gzip members, bzip2 and xz streams, zstd frames:
 * as pigz, pbzip2 and zstd -T write them) are started anew at each one. */
static bool codec_start(level *l)
{
    switch (l->magic->kind) {
    case PACK_GZIP:
        if (l->z_ready)
            return inflateReset(&l->z) == Z_OK || fail(l, false, "out of memory");
        l->z_ready = inflateInit2(&l->z, 15 + 16) == Z_OK;
        return l->z_ready || fail(l, false, "out of memory");
    case PACK_BZIP2:
        if (l->bz_ready)
            BZ2_bzDecompressEnd(&l->bz);
        memset(&l->bz, 0, sizeof l->bz);
        l->bz_ready = BZ2_bzDecompressInit(&l->bz, 0, 0) == BZ_OK;
        return l->bz_ready || fail(l, false, "out of memory");
    case PACK_XZ: {
        if (l->xz_ready)
            lzma_end(&l->xz);
        lzma_stream init = LZMA_STREAM_INIT;
        l->xz = init;
        l->xz_ready = lzma_stream_decoder(&l->xz, PK_UNPACK_MAX_WINDOW, 0) == LZMA_OK;
        return l->xz_ready || fail(l, false, "out of memory");
    }
    case PACK_ZSTD:
        if (!l->zs && (l->zs = ZSTD_createDStream()) != NULL) {
            ZSTD_initDStream(l->zs);
            ZSTD_DCtx_setParameter(l->zs, ZSTD_d_windowLogMax, PK_UNPACK_WINDOW_LOG);
        }
        return l->zs || fail(l, false, "out of memory");
    case PACK_ZIP: break;
    }
    return false;
}

static void codec_end(level *l)
{
    if (l->z_ready)
        inflateEnd(&l->z);
    if (l->bz_ready)
        BZ2_bzDecompressEnd(&l->bz);
    if (l->xz_ready)
        lzma_end(&l->xz);
    ZSTD_freeDStream(l->zs);
    l->z_ready = l->bz_ready = l->xz_ready = false;
    l->zs = NULL;
}

static const char *xz_error(lzma_ret rc)
{
    switch (rc) {
    case LZMA_MEM_ERROR: return "out of memory";
    case LZMA_MEMLIMIT_ERROR: return "it needs more memory than the limit";
    case LZMA_FORMAT_ERROR: return "not in the xz format";
    case LZMA_OPTIONS_ERROR: return "unsupported options";
    case LZMA_DATA_ERROR: return "corrupt data";
    default: return "corrupt data or an error of liblzma";
    }
}

/* One step of the decoder over the buffered input: *made bytes written to out; *finished when a
 * stream (member, frame) ended. False on a fault. */
static bool codec_step(level *l, unsigned char *out, size_t n, size_t *made, bool *finished)
{
    unsigned char *in = l->in + l->in_pos;
    size_t avail = l->in_len - l->in_pos, used = 0;
    *made = 0;
    *finished = false;
    switch (l->magic->kind) {
    case PACK_GZIP: {
        l->z.next_in = in;
        l->z.avail_in = (uInt)avail;
        l->z.next_out = out;
        l->z.avail_out = (uInt)n;
        int rc = inflate(&l->z, Z_NO_FLUSH);
        used = avail - l->z.avail_in;
        *made = n - l->z.avail_out;
        if (rc == Z_STREAM_END)
            *finished = true;
        else if (rc != Z_OK && rc != Z_BUF_ERROR)
            fail(l, false, "%s", rc == Z_MEM_ERROR ? "out of memory" : l->z.msg ? l->z.msg : "corrupt data");
        break;
    }
    case PACK_BZIP2: {
        l->bz.next_in = (char *)in;
        l->bz.avail_in = (unsigned)avail;
        l->bz.next_out = (char *)out;
        l->bz.avail_out = (unsigned)n;
        int rc = BZ2_bzDecompress(&l->bz);
        used = avail - l->bz.avail_in;
        *made = n - l->bz.avail_out;
        if (rc == BZ_STREAM_END)
            *finished = true;
        else if (rc != BZ_OK)
            fail(l, false, "%s", rc == BZ_MEM_ERROR ? "out of memory" : "corrupt data");
        break;
    }
    case PACK_XZ: {
        l->xz.next_in = in;
        l->xz.avail_in = avail;
        l->xz.next_out = out;
        l->xz.avail_out = n;
        lzma_ret rc = lzma_code(&l->xz, LZMA_RUN);
        used = avail - l->xz.avail_in;
        *made = n - l->xz.avail_out;
        if (rc == LZMA_STREAM_END)
            *finished = true;
        else if (rc != LZMA_OK && rc != LZMA_BUF_ERROR)
            fail(l, rc == LZMA_MEMLIMIT_ERROR, "%s", xz_error(rc));
        break;
    }
    case PACK_ZSTD: {
        ZSTD_inBuffer ib = {in, avail, 0};
        ZSTD_outBuffer ob = {out, n, 0};
        size_t rc = ZSTD_decompressStream(l->zs, &ob, &ib);
        used = ib.pos;
        *made = ob.pos;
        if (ZSTD_isError(rc))
            fail(l, ZSTD_getErrorCode(rc) == ZSTD_error_frameParameter_windowTooLarge, "%s", ZSTD_getErrorName(rc));
        else if (rc == 0)
            *finished = true;
        break;
    }
    case PACK_ZIP: break;
    }
    l->in_pos += used;
    if (used)
        l->started = true;
    if (*finished)
        l->started = false;
    return !l->failed;
}

/* The stream's bytes: 0 at its end (and after every stream that follows it). */
static long codec_read(level *l, unsigned char *out, size_t n)
{
    while (!l->failed && !l->ended) {
        bool at_end = !have_input(l);
        if (l->failed)
            break;
        if (at_end && !l->started) {
            l->ended = true;
            break;
        }
        /* at the end, with a stream begun: the decoder may still hold bytes of it (its output was
         * full), given with no more input; if none come, the stream was cut short */
        size_t before = l->in_pos, made;
        bool finished;
        bool ok = codec_step(l, out, n, &made, &finished);
        if (ok && finished && l->magic->kind != PACK_ZSTD)
            codec_start(l);
        if (made)
            return (long)made; /* a fault after them waits for the next call */
        if (!ok)
            break;
        if (!finished && l->in_pos == before) {
            if (at_end)
                fail(l, false, "the input ends before the end of the %s stream", l->magic->format.name);
            else /* the decoders always take some input when they have room for output */
                fail(l, false, "the decoder makes no progress");
        }
    }
    return l->failed ? -1 : 0;
}

/* ---- zip archives ------------------------------------------------------------------------- */

static uint16_t le16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t le32(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t le64(const unsigned char *p) { return le32(p) | (uint64_t)le32(p + 4) << 32; }

enum { ZIP_END = 0, ZIP_MEMBER = 1, ZIP_REFUSED = 2, ZIP_REFUSED_LAST = 3, ZIP_FAULT = -1 };

static const char *zip_method_name(unsigned method)
{
    switch (method) {
    case 9: return "deflate64";
    case 12: return "bzip2";
    case 14: return "lzma";
    case 93: return "zstd";
    case 95: return "xz";
    case 99: return "AES";
    default: return "an unknown method";
    }
}

/* The end of a member: its data descriptor, if it has one, and the check of its CRC. */
static bool zip_member_end(level *l)
{
    l->in_member = false;
    if (l->descriptor) {
        size_t size = l->zip64 ? 8 : 4;
        if (!need(l, 4))
            return l->failed || fail(l, false, "the input ends inside the member");
        if (le32(l->in + l->in_pos) == 0x08074b50)
            l->in_pos += 4;
        if (!need(l, 4 + 2 * size))
            return l->failed || fail(l, false, "the input ends inside the member");
        l->crc_expected = le32(l->in + l->in_pos);
        l->in_pos += 4 + 2 * size;
    } else if (l->deflated && l->left > l->z.total_in && !skip_input(l, l->left - l->z.total_in)) {
        return l->failed || fail(l, false, "the input ends inside the member");
    }
    if (l->crc != l->crc_expected)
        return fail(l, false, "the member's CRC does not match its data: it is corrupt");
    return true;
}

static long zip_read(level *l, unsigned char *out, size_t n)
{
    if (l->failed)
        return -1;
    if (!l->in_member)
        return 0;
    size_t made = 0;
    while (made == 0 && l->in_member) {
        if (!l->deflated && l->left == 0) {
            if (!zip_member_end(l))
                return -1;
            break;
        }
        if (!have_input(l))
            return l->failed ? -1 : (fail(l, false, "the input ends inside the member"), -1);
        size_t avail = l->in_len - l->in_pos;
        if (!l->deflated) {
            made = avail < n ? avail : n;
            made = made < l->left ? made : (size_t)l->left;
            memcpy(out, l->in + l->in_pos, made);
            l->in_pos += made;
            l->left -= made;
        } else {
            l->z.next_in = l->in + l->in_pos;
            l->z.avail_in = (uInt)avail;
            l->z.next_out = out;
            l->z.avail_out = (uInt)n;
            int rc = inflate(&l->z, Z_NO_FLUSH);
            l->in_pos += avail - l->z.avail_in;
            made = n - l->z.avail_out;
            if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
                fail(l, false, "%s", l->z.msg ? l->z.msg : "corrupt data");
                break;
            }
            l->crc = (uint32_t)crc32(l->crc, out, (uInt)made);
            if (rc == Z_STREAM_END && !zip_member_end(l))
                break;
            continue;
        }
        l->crc = (uint32_t)crc32(l->crc, out, (uInt)made);
    }
    return made ? (long)made : l->failed ? -1 : 0;
}

/* Skips the rest of the current member (one not read, or read only in part): its compressed
 * bytes when their count is known, else it is decompressed to find its end, those bytes counted
 * against the expansion limit as the bytes handed over are. */
static bool skip_member(level *l)
{
    if (!l->descriptor) {
        uint64_t done = l->deflated ? l->z.total_in : 0;
        l->in_member = false;
        return l->left <= done || skip_input(l, l->left - done) || l->failed ||
               fail(l, false, "the input ends inside the member");
    }
    unsigned char scratch[4096];
    long n;
    while ((n = zip_read(l, scratch, sizeof scratch)) > 0) {
        l->u->unpacked_bytes += (uint64_t)n;
        if (over_ratio(l->u))
            return fail(l, true, "expands more than %d-fold (%llu bytes from %llu) in a member not read: read no "
                        "further, as from a decompression bomb", PK_UNPACK_MAX_RATIO,
                        (unsigned long long)l->u->unpacked_bytes, (unsigned long long)l->u->packed_bytes);
    }
    return n == 0;
}

/* The sizes of a zip64 member, from its extra field; false when it has no zip64 field (its
 * data descriptor then gives 4-byte sizes, else 8). */
static bool zip64_sizes(const unsigned char *extra, size_t len, uint64_t *csize, uint64_t *usize)
{
    while (len >= 4) {
        unsigned id = le16(extra), size = le16(extra + 2);
        if (size > len - 4)
            return false;
        if (id == 1) {
            const unsigned char *p = extra + 4;
            size_t left = size;
            if (*usize == 0xFFFFFFFF && left >= 8)
                *usize = le64(p), p += 8, left -= 8;
            if (*csize == 0xFFFFFFFF && left >= 8)
                *csize = le64(p);
            return true;
        }
        extra += 4 + size;
        len -= 4 + size;
    }
    return false;
}

/* The next member's local header: ZIP_MEMBER (its name in name), ZIP_REFUSED (a member that
 * cannot be read but can be skipped: l->error says why), ZIP_END, or ZIP_FAULT. */
static int zip_next(level *l, char *name, size_t size)
{
    if (l->in_member && !skip_member(l))
        return ZIP_FAULT;
    for (;;) {
        if (!need(l, 4)) {
            if (l->failed)
                return ZIP_FAULT;
            fail(l, false, "the input ends before the archive's directory: it is cut short");
            return ZIP_FAULT;
        }
        uint32_t sig = le32(l->in + l->in_pos);
        if (sig == 0x08074b50) { /* a split archive's mark */
            l->in_pos += 4;
            continue;
        }
        if (sig == 0x02014b50 || sig == 0x06054b50 || sig == 0x06064b50)
            return ZIP_END; /* the directory: every member was read */
        if (sig != 0x04034b50) {
            fail(l, false, "no zip member header where one should start");
            return ZIP_FAULT;
        }
        if (!need(l, 30))
            return l->failed ? ZIP_FAULT : (fail(l, false, "the input ends inside a member's header"), ZIP_FAULT);
        const unsigned char *h = l->in + l->in_pos;
        unsigned flags = le16(h + 6), method = le16(h + 8);
        uint32_t crc = le32(h + 14);
        uint64_t csize = le32(h + 18), usize = le32(h + 22);
        size_t name_len = le16(h + 26), extra_len = le16(h + 28);
        l->in_pos += 30;
        if (!need(l, name_len + extra_len))
            return l->failed ? ZIP_FAULT : (fail(l, false, "the input ends inside a member's header"), ZIP_FAULT);
        const unsigned char *p = l->in + l->in_pos;
        size_t keep = name_len < size - 1 ? name_len : size - 1;
        memcpy(name, p, keep);
        name[keep] = 0;
        bool zip64 = zip64_sizes(p + name_len, extra_len, &csize, &usize);
        l->in_pos += name_len + extra_len;
        bool descriptor = flags & 8;
        bool directory = keep > 0 && name[keep - 1] == '/';
        const char *refused = NULL;
        char method_note[200];
        if (flags & 1)
            refused = "the member is encrypted: pgnkit cannot read it; decrypt it first";
        else if (method != 0 && method != 8)
            refused = "the member is compressed with a method pgnkit does not read";
        if (method != 0 && method != 8 && !(flags & 1)) {
            snprintf(method_note, sizeof method_note, "%s (%s): pgnkit reads stored and deflated members", refused,
                     zip_method_name(method));
            refused = method_note;
        }
        if (directory && !refused && descriptor) { /* no data, then its descriptor */
            l->deflated = false;
            l->descriptor = true;
            l->zip64 = zip64;
            l->crc = l->crc_expected = 0;
            if (!zip_member_end(l))
                return ZIP_FAULT;
            continue;
        }
        if (refused || directory) {
            if (descriptor) {
                /* its size is written after its data: where the next member starts is not known */
                snprintf(l->error, sizeof l->error, "%s; the members after it cannot be found: its size is written "
                         "only after it", refused);
                return ZIP_REFUSED_LAST;
            }
            if (!skip_input(l, csize))
                return l->failed ? ZIP_FAULT : (fail(l, false, "the input ends inside the member"), ZIP_FAULT);
            if (directory && !refused)
                continue;
            snprintf(l->error, sizeof l->error, "%s", refused); /* not a fault of the archive: it goes on */
            return ZIP_REFUSED;
        }
        if (method == 0 && descriptor) {
            snprintf(l->error, sizeof l->error, "the member is stored (not compressed) with its size written only "
                     "after it: pgnkit cannot find its end, nor the members after it; extract it first");
            return ZIP_REFUSED_LAST;
        }
        l->in_member = true;
        l->deflated = method == 8;
        l->descriptor = descriptor;
        l->zip64 = zip64;
        l->left = csize;
        l->crc = 0;
        l->crc_expected = crc;
        if (l->deflated) {
            if (!l->z_ready)
                l->z_ready = inflateInit2(&l->z, -15) == Z_OK;
            else if (inflateReset(&l->z) != Z_OK)
                l->z_ready = false;
            if (!l->z_ready) {
                fail(l, false, "out of memory");
                return ZIP_FAULT;
            }
        }
        return ZIP_MEMBER;
    }
}

/* ---- levels -------------------------------------------------------------------------------- */

static long level_read(level *l, unsigned char *out, size_t n)
{
    return l->magic->kind == PACK_ZIP ? zip_read(l, out, n) : codec_read(l, out, n);
}

/* A level on top of the stack, in the format of magic, its input starting with first. */
static bool push_level(pk_unpack *u, const packed_magic *magic, const char *prefix, const unsigned char *first,
                       size_t first_len)
{
    level *l = &u->levels[u->depth];
    unsigned char *in = l->in;
    memset(l, 0, sizeof *l);
    l->in = in;
    l->magic = magic;
    l->u = u;
    l->index = u->depth++;
    snprintf(l->prefix, sizeof l->prefix, "%s", prefix);
    if (first_len) /* none for the input itself */
        memcpy(l->in, first, first_len);
    l->in_len = first_len;
    return magic->kind == PACK_ZIP || codec_start(l);
}

static void pop_level(pk_unpack *u)
{
    codec_end(&u->levels[--u->depth]);
}

/* Reads up to n bytes of l's member (fewer only at its end, or on a fault: then *failed). */
static size_t read_full(level *l, unsigned char *buf, size_t n, bool *failed)
{
    size_t got = 0;
    *failed = false;
    while (got < n) {
        long r = level_read(l, buf + got, n - got);
        if (r < 0) {
            *failed = true;
            break;
        }
        if (r == 0)
            break;
        got += (size_t)r;
    }
    return got;
}

/* ---- the producer ------------------------------------------------------------------------- */

static bool put_text(pk_unpack *u, slot_kind kind, const char *text)
{
    slot *s = slot_to_fill(u);
    if (!s)
        return false;
    s->kind = kind;
    s->fatal = s->limit = false;
    s->len = 0;
    snprintf(s->text, sizeof s->text, "%s", text);
    s->message[0] = 0;
    slot_commit(u);
    return true;
}

static bool put_fault(pk_unpack *u, const char *member, bool fatal, bool limit, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static bool put_fault(pk_unpack *u, const char *member, bool fatal, bool limit, const char *fmt, ...)
{
    slot *s = slot_to_fill(u);
    if (!s)
        return false;
    s->kind = SLOT_FAULT;
    s->fatal = fatal;
    s->limit = limit;
    s->len = 0;
    snprintf(s->text, sizeof s->text, "%s", member);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->message, sizeof s->message, fmt, ap);
    va_end(ap);
    slot_commit(u);
    return true;
}

/* The fault that stopped the reading: what, and where (in the level that failed first). */
static void put_read_fault(pk_unpack *u, const char *member, uint64_t member_bytes)
{
    int at = u->depth - 1;
    while (at > 0 && u->levels[at].below_failed)
        at--;
    const level *l = &u->levels[at];
    char where[300];
    int len = snprintf(where, sizeof where, "at byte %llu of ", (unsigned long long)input_offset(l));
    if (at == 0)
        snprintf(where + len, sizeof where - (size_t)len, "the input");
    else
        snprintf(where + len, sizeof where - (size_t)len, "'%.200s'", l->prefix);
    char after[100] = "";
    if (member_bytes)
        snprintf(after, sizeof after, ", after %llu bytes of PGN", (unsigned long long)member_bytes);
    if (l->limit)
        put_fault(u, member, true, true, "the %s data %s%s: %s", l->magic->format.name, where, after, l->error);
    else
        put_fault(u, member, true, false, "the %s data is corrupt or cut short %s%s: %s", l->magic->format.name,
                  where, after, l->error);
}


/* Hands over one PGN member: its name, then its bytes, the first of them read already (failed:
 * reading them met a fault). False when the reading must stop. */
static bool put_member(pk_unpack *u, level *l, const char *name, const unsigned char *first, size_t first_len,
                       bool failed)
{
    if (!put_text(u, SLOT_MEMBER, name))
        return false;
    uint64_t member_bytes = 0;
    bool first_chunk = true;
    for (;;) {
        slot *s = slot_to_fill(u);
        if (!s)
            return false;
        size_t n;
        if (first_chunk) {
            memcpy(s->bytes, first, first_len);
            n = first_len;
            first_chunk = false;
        } else {
            n = read_full(l, s->bytes, CHUNK, &failed);
        }
        if (n > 0) {
            s->kind = SLOT_DATA;
            s->len = n;
            slot_commit(u);
            member_bytes += n;
            u->unpacked_bytes += n;
        }
        if (failed) {
            put_read_fault(u, name, member_bytes);
            return false;
        }
        if (n == 0)
            return put_text(u, SLOT_MEMBER_END, "");
        if (over_ratio(u)) {
            put_fault(u, name, true, true,
                      "the data expands more than %d-fold (%llu bytes from %llu): read no further, as from a "
                      "decompression bomb",
                      PK_UNPACK_MAX_RATIO, (unsigned long long)u->unpacked_bytes, (unsigned long long)u->packed_bytes);
            return false;
        }
    }
}

/* The next member of the top level, in name: 1, 0 at the end, ZIP_REFUSED, or ZIP_FAULT. */
static int next_member(level *l, char *name, size_t size)
{
    if (l->magic->kind != PACK_ZIP) {
        if (l->given)
            return 0;
        l->given = true;
        snprintf(name, size, "%s", l->prefix);
        return 1;
    }
    char path[TEXT_MAX];
    int r = zip_next(l, path, sizeof path);
    if (r == ZIP_MEMBER || r == ZIP_REFUSED || r == ZIP_REFUSED_LAST) {
        snprintf(name, size, "%.500s%s%.500s", l->prefix, l->prefix[0] ? ":" : "", path);
        for (char *p = name; *p; p++) /* no name breaks a line of the diagnostics */
            if ((unsigned char)*p < 0x20 || *p == 0x7F)
                *p = '?';
    }
    return r;
}

/* One member of the top level: refused, opened as a level of its own, or handed over. False
 * when the reading must stop. */
static bool take_member(pk_unpack *u, const char *name, unsigned char *probe)
{
    level *l = &u->levels[u->depth - 1];
    bool failed;
    size_t n = read_full(l, probe, CHUNK, &failed);
    if (failed && n == 0) {
        put_read_fault(u, name, 0);
        return false;
    }
    const packed_magic *m = packed_magic_of(probe, n);
    if (m) {
        if (u->depth == PK_UNPACK_MAX_DEPTH)
            return put_fault(u, name, false, true, "the member is packed (%s) %d levels deep: pgnkit reads %d at most",
                             m->format.name, u->depth + 1, PK_UNPACK_MAX_DEPTH);
        return push_level(u, m, name, probe, n) || (put_read_fault(u, name, 0), false);
    }
    if (memchr(probe, 0, n))
        return put_fault(u, name, false, false, "the member is not a PGN file (it holds binary data): not read");
    return put_member(u, l, name, probe, n, failed);
}

static void *produce(void *arg)
{
    pk_unpack *u = arg;
    unsigned char *probe = malloc(CHUNK);
    const packed_magic *m = NULL;
    for (size_t i = 0; i < sizeof packed_magics / sizeof packed_magics[0]; i++)
        if (&packed_magics[i].format == u->format)
            m = &packed_magics[i];
    if (!probe || !m) {
        put_fault(u, "", true, false, "out of memory");
    } else if (!push_level(u, m, "", NULL, 0)) {
        put_read_fault(u, "", 0);
    } else {
        char name[TEXT_MAX];
        while (u->depth > 0) {
            int r = next_member(&u->levels[u->depth - 1], name, sizeof name);
            if (r == 0) {
                pop_level(u);
                continue;
            }
            if (r == ZIP_FAULT) {
                put_read_fault(u, "", 0);
                break;
            }
            if (++u->members > PK_UNPACK_MAX_MEMBERS) {
                put_fault(u, "", true, true, "more than %d members: read no further", PK_UNPACK_MAX_MEMBERS);
                break;
            }
            if (r == ZIP_REFUSED || r == ZIP_REFUSED_LAST) {
                if (!put_fault(u, name, r == ZIP_REFUSED_LAST, false, "%s", u->levels[u->depth - 1].error) ||
                    r == ZIP_REFUSED_LAST)
                    break;
                continue;
            }
            if (!take_member(u, name, probe))
                break;
        }
    }
    while (u->depth > 0)
        pop_level(u);
    free(probe);
    put_text(u, SLOT_END, "");
    return NULL;
}

/* ---- the caller's side -------------------------------------------------------------------- */


/* Frees what pk_unpack_new took (the thread, if any, has ended). */
static void release(pk_unpack *u)
{
    for (int i = 0; i < SLOTS; i++)
        free(u->ring[i].bytes);
    for (int i = 0; i < PK_UNPACK_MAX_DEPTH; i++)
        free(u->levels[i].in);
    pthread_mutex_destroy(&u->mu);
    pthread_cond_destroy(&u->can_put);
    pthread_cond_destroy(&u->can_take);
    free(u);
}

pk_unpack *pk_unpack_open(const pk_packed_format *format, pk_unpack_source_fn source, void *ctx)
{
    pk_unpack *u = calloc(1, sizeof *u);
    if (!u)
        return NULL;
    u->format = format;
    u->source = source;
    u->source_ctx = ctx;
    bool ok = true;
    for (int i = 0; i < SLOTS; i++)
        ok &= (u->ring[i].bytes = malloc(CHUNK)) != NULL;
    for (int i = 0; i < PK_UNPACK_MAX_DEPTH; i++)
        ok &= (u->levels[i].in = malloc(CHUNK)) != NULL;
    pthread_mutex_init(&u->mu, NULL);
    pthread_cond_init(&u->can_put, NULL);
    pthread_cond_init(&u->can_take, NULL);
    if (!ok || pthread_create(&u->thread, NULL, produce, u) != 0) {
        u->ended = true; /* no thread to join */
        release(u);
        return NULL;
    }
    return u;
}

void pk_unpack_free(pk_unpack *u)
{
    if (!u)
        return;
    pthread_mutex_lock(&u->mu);
    u->stop = true;
    pthread_cond_broadcast(&u->can_put);
    pthread_mutex_unlock(&u->mu);
    pthread_join(u->thread, NULL);
    release(u);
}

static void take_fault(pk_unpack *u, const slot *s)
{
    snprintf(u->member, sizeof u->member, "%s", s->text);
    snprintf(u->fault, sizeof u->fault, "%s", s->message);
    u->limit = s->limit;
    u->in_member = false;
}

int pk_unpack_next(pk_unpack *u)
{
    u->in_member = false;
    while (!u->ended) {
        slot *s = slot_at_head(u);
        switch (s->kind) {
        case SLOT_DATA: /* the rest of the member before */
        case SLOT_MEMBER_END:
            slot_release(u);
            break;
        case SLOT_MEMBER:
            snprintf(u->member, sizeof u->member, "%s", s->text);
            slot_release(u);
            u->in_member = true;
            return PK_UNPACK_MEMBER;
        case SLOT_FAULT:
            take_fault(u, s);
            slot_release(u);
            return PK_UNPACK_FAULT;
        case SLOT_END:
            u->ended = true; /* kept at the head: the thread has put its last slot */
            break;
        }
    }
    return PK_UNPACK_END;
}

long pk_unpack_read(void *ctx, void *buf, size_t n)
{
    pk_unpack *u = ctx;
    while (u->in_member) {
        slot *s = slot_at_head(u);
        if (s->kind == SLOT_DATA) {
            size_t k = s->len - u->taken < n ? s->len - u->taken : n;
            memcpy(buf, s->bytes + u->taken, k);
            u->taken += k;
            if (u->taken == s->len)
                slot_release(u);
            return (long)k;
        }
        u->in_member = false; /* the member's end, a fault in it; a next member or the end is left for pk_unpack_next */
        if (s->kind == SLOT_MEMBER_END) {
            slot_release(u);
        } else if (s->kind == SLOT_FAULT) {
            take_fault(u, s);
            slot_release(u);
            errno = EIO;
            return -1;
        }
    }
    return 0;
}

const char *pk_unpack_member(const pk_unpack *u) { return u->member; }
const char *pk_unpack_fault(const pk_unpack *u) { return u->fault; }
bool pk_unpack_fault_is_limit(const pk_unpack *u) { return u->limit; }
