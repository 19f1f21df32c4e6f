/* Compressed streams and archives through libarchive, on a thread of its own. The thread walks
 * the input's members (nested archives and compressed members as a stack of libarchive readers,
 * each reading from the one below) and hands the PGN bytes over in a ring of fixed chunks; the
 * caller's thread takes them as a read function. Between the members go their names, and any
 * fault. libarchive is chosen over the codecs' own libraries: the same decompression speed (it
 * drives zlib, libbz2, liblzma and libzstd itself), and zip and tar read as a stream with no
 * parser of ours. */
#include "pgn_unpack.h"

#include <archive.h>
#include <archive_entry.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK (128 * 1024)
#define SLOTS 4         /* chunks in flight: enough for the reader never to wait on a steady input */
#define TEXT_MAX 1024   /* a member's name (longer ones are cut), a fault's message */

/* ---- formats ---------------------------------------------------------------------------------- */

typedef struct {
    const char *magic;
    size_t magic_len;
    size_t at;  /* the magic's offset in the input */
    pk_packed_format format;
} packed_magic;

static const packed_magic packed_magics[] = {
    {"\x1F\x8B", 2, 0, {"gzip", false}},
    {"\x1F\x9D", 2, 0, {"compress (.Z)", false}},
    {"BZh", 3, 0, {"bzip2", false}},
    {"\xFD" "7zXZ\x00", 6, 0, {"xz", false}},
    {"\x28\xB5\x2F\xFD", 4, 0, {"zstd", false}},
    {"\x04\x22\x4D\x18", 4, 0, {"lz4", false}},
    {"PK\x03\x04", 4, 0, {"zip", true}},
    {"PK\x05\x06", 4, 0, {"zip", true}}, /* an empty archive: its end record alone */
    {"PK\x07\x08PK\x03\x04", 8, 0, {"zip", true}}, /* a split archive's first part */
    {"ustar", 5, 257, {"tar", true}},
};

const pk_packed_format *pk_packed_format_of(const unsigned char *head, size_t n)
{
    for (size_t i = 0; i < sizeof packed_magics / sizeof packed_magics[0]; i++) {
        const packed_magic *m = &packed_magics[i];
        if (n >= m->at + m->magic_len && memcmp(head + m->at, m->magic, m->magic_len) == 0 &&
            (m->magic[0] != 'B' || (n > 3 && head[3] >= '1' && head[3] <= '9')))
            return &m->format;
    }
    return NULL;
}

/* ---- the state shared by the two threads --------------------------------------------------- */

typedef enum { SLOT_DATA, SLOT_MEMBER, SLOT_FAULT, SLOT_END } slot_kind;

typedef struct {
    slot_kind kind;
    bool fatal, limit;      /* a fault: no member follows; a limit was reached */
    size_t len;             /* bytes of data */
    unsigned char *bytes;   /* CHUNK bytes */
    char text[TEXT_MAX];    /* a member's name; a fault's member name, then its message */
    char message[TEXT_MAX];
} slot;

/* One libarchive reader: the input itself, or a member of the level below. */
typedef struct {
    struct archive *a;
    const pk_packed_format *format;
    char prefix[TEXT_MAX];      /* the member that holds it ("" for the input) */
    struct pk_unpack *u;
    int level;
    unsigned char *buf;         /* CHUNK bytes: what was read from below */
    size_t first_len;           /* a nested level: bytes of buf read before it was opened */
    bool first_given;
    bool below_failed;          /* the level below could not give its bytes */
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
    int failed_level;           /* the level whose error stopped the reading */

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

/* The bottom level reads the caller's source. */
static la_ssize_t read_source(struct archive *a, void *ctx, const void **out)
{
    level *l = ctx;
    long n;
    do
        n = l->u->source(l->u->source_ctx, l->buf, CHUNK);
    while (n < 0 && errno == EINTR);
    if (n < 0) {
        archive_set_error(a, errno, "%s", strerror(errno));
        return -1;
    }
    l->u->packed_bytes += (uint64_t)n;
    *out = l->buf;
    return n;
}

/* A nested level reads its member from the level below: first the bytes read before it was
 * known to be packed, then the rest. */
static la_ssize_t read_below(struct archive *a, void *ctx, const void **out)
{
    level *l = ctx;
    *out = l->buf;
    if (!l->first_given) {
        l->first_given = true;
        return (la_ssize_t)l->first_len;
    }
    level *below = &l->u->levels[l->level - 1];
    la_ssize_t n = archive_read_data(below->a, l->buf, CHUNK);
    if (n < 0) {
        l->below_failed = true;
        archive_set_error(a, EIO, "%s", archive_error_string(below->a));
        return -1;
    }
    return n;
}

static int open_level(pk_unpack *u, const pk_packed_format *format, const char *prefix, const unsigned char *first,
                      size_t first_len)
{
    level *l = &u->levels[u->depth];
    l->a = archive_read_new();
    if (!l->a)
        return -1;
    l->format = format;
    l->u = u;
    l->level = u->depth;
    snprintf(l->prefix, sizeof l->prefix, "%s", prefix);
    l->first_len = first_len;
    l->first_given = false;
    l->below_failed = false;
    if (first_len)
        memcpy(l->buf, first, first_len);
    /* the formats of pk_packed_format_of, and no filter that would run an outside program */
    archive_read_support_filter_gzip(l->a);
    archive_read_support_filter_bzip2(l->a);
    archive_read_support_filter_xz(l->a);
    archive_read_support_filter_zstd(l->a);
    archive_read_support_filter_lz4(l->a);
    archive_read_support_filter_compress(l->a);
    archive_read_support_format_zip_streamable(l->a); /* members in order, no directory held in memory */
    archive_read_support_format_tar(l->a);
    archive_read_support_format_empty(l->a);
    archive_read_support_format_raw(l->a);
    u->depth++;
    int rc = archive_read_open(l->a, l, NULL, u->depth == 1 ? read_source : read_below, NULL);
    return rc == ARCHIVE_OK ? 0 : -2;
}

static void close_level(pk_unpack *u)
{
    level *l = &u->levels[--u->depth];
    archive_read_free(l->a);
    l->a = NULL;
}

/* A member's name as the diagnostics give it: its path in the archive after the names of the
 * members that hold it; control bytes shown as '?', so that no name breaks a line. */
static void member_name(const level *l, struct archive_entry *e, char *name, size_t size)
{
    const char *path = archive_entry_pathname(e);
    if (archive_format(l->a) == ARCHIVE_FORMAT_RAW || !path)
        snprintf(name, size, "%s", l->prefix);
    else
        snprintf(name, size, "%s%s%s", l->prefix, l->prefix[0] ? ":" : "", path);
    for (char *p = name; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7F)
            *p = '?';
}

/* The fault that stopped the reading: what, where, and libarchive's words. */
static void put_read_fault(pk_unpack *u, const char *member, uint64_t member_bytes)
{
    int at = u->depth - 1;
    while (at > 0 && u->levels[at].below_failed)
        at--;
    const level *l = &u->levels[at];
    const char *why = archive_error_string(l->a);
    char where[200] = "";
    if (member_bytes)
        snprintf(where, sizeof where, ", after %llu bytes of PGN", (unsigned long long)member_bytes);
    put_fault(u, member, true, false, "the %s data is corrupt or cut short (read to byte %llu of the input%s): %s",
              l->format->name, (unsigned long long)u->packed_bytes, where, why ? why : "unknown error");
}

/* Reads up to n bytes of the current member of l (fewer only at its end); -1 on an error. */
static la_ssize_t read_member(level *l, unsigned char *buf, size_t n)
{
    size_t got = 0;
    while (got < n) {
        la_ssize_t r = archive_read_data(l->a, buf + got, n - got);
        if (r < 0)
            return r == ARCHIVE_WARN ? (la_ssize_t)got : -1;
        if (r == 0)
            break;
        got += (size_t)r;
    }
    return (la_ssize_t)got;
}

static bool over_ratio(const pk_unpack *u)
{
    return u->unpacked_bytes > PK_UNPACK_RATIO_FROM && u->unpacked_bytes / PK_UNPACK_MAX_RATIO > u->packed_bytes;
}

/* Hands over one PGN member: its name, then its bytes. False when the reading must stop. */
static bool put_member(pk_unpack *u, level *l, const char *name, const unsigned char *first, size_t first_len)
{
    if (!put_text(u, SLOT_MEMBER, name))
        return false;
    uint64_t member_bytes = 0;
    bool first_chunk = true;
    for (;;) {
        slot *s = slot_to_fill(u);
        if (!s)
            return false;
        la_ssize_t n;
        if (first_chunk) {
            memcpy(s->bytes, first, first_len);
            n = (la_ssize_t)first_len;
            first_chunk = false;
        } else {
            n = read_member(l, s->bytes, CHUNK);
        }
        if (n < 0) {
            put_read_fault(u, name, member_bytes);
            return false;
        }
        if (n == 0)
            return true;
        s->kind = SLOT_DATA;
        s->len = (size_t)n;
        slot_commit(u);
        member_bytes += (uint64_t)n;
        u->unpacked_bytes += (uint64_t)n;
        if (over_ratio(u)) {
            put_fault(u, name, true, true,
                      "the data expands more than %d-fold (%llu bytes from %llu): read no further, as from a "
                      "decompression bomb",
                      PK_UNPACK_MAX_RATIO, (unsigned long long)u->unpacked_bytes, (unsigned long long)u->packed_bytes);
            return false;
        }
    }
}

/* One entry of the current level: skipped, refused, opened as a nested level, or handed over.
 * False when the reading must stop. */
static bool take_entry(pk_unpack *u, struct archive_entry *e, unsigned char *probe)
{
    level *l = &u->levels[u->depth - 1];
    if (archive_format(l->a) != ARCHIVE_FORMAT_RAW && archive_entry_filetype(e) != AE_IFREG)
        return true; /* a directory, a link */
    char name[TEXT_MAX];
    member_name(l, e, name, sizeof name);
    if (++u->members > PK_UNPACK_MAX_MEMBERS) {
        put_fault(u, "", true, true, "more than %d members: read no further", PK_UNPACK_MAX_MEMBERS);
        return false;
    }
    if (archive_entry_is_encrypted(e))
        return put_fault(u, name, false, false, "the member is encrypted: pgnkit cannot read it; decrypt it first");
    la_ssize_t n = read_member(l, probe, CHUNK);
    if (n < 0) {
        put_read_fault(u, name, 0);
        return false;
    }
    const pk_packed_format *f = pk_packed_format_of(probe, (size_t)n);
    if (f) {
        if (u->depth == PK_UNPACK_MAX_DEPTH)
            return put_fault(u, name, false, true, "the member is packed (%s) %d levels deep: pgnkit reads %d at most",
                             f->name, u->depth + 1, PK_UNPACK_MAX_DEPTH);
        int rc = open_level(u, f, name, probe, (size_t)n);
        if (rc == -1) {
            put_fault(u, name, true, false, "out of memory");
            return false;
        }
        if (rc < 0) {
            put_read_fault(u, name, 0);
            return false;
        }
        return true;
    }
    if (memchr(probe, 0, (size_t)n))
        return put_fault(u, name, false, false, "the member is not a PGN file (it holds binary data): not read");
    return put_member(u, l, name, probe, (size_t)n);
}

static void *produce(void *arg)
{
    pk_unpack *u = arg;
    unsigned char *probe = malloc(CHUNK);
    int rc = probe ? open_level(u, u->format, "", NULL, 0) : -1;
    if (rc == -1) {
        put_fault(u, "", true, false, "out of memory");
    } else if (rc < 0) {
        put_fault(u, "", true, false, "cannot read it: %s", archive_error_string(u->levels[0].a));
    } else {
        while (u->depth > 0) {
            level *l = &u->levels[u->depth - 1];
            struct archive_entry *e;
            int r = archive_read_next_header(l->a, &e);
            if (r == ARCHIVE_EOF) {
                close_level(u);
                continue;
            }
            if (r < ARCHIVE_WARN) {
                put_read_fault(u, "", 0);
                break;
            }
            if (!take_entry(u, e, probe))
                break;
        }
    }
    while (u->depth > 0)
        close_level(u);
    free(probe);
    put_text(u, SLOT_END, "");
    return NULL;
}

/* ---- the caller's side -------------------------------------------------------------------- */

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
        ok &= (u->levels[i].buf = malloc(CHUNK)) != NULL;
    pthread_mutex_init(&u->mu, NULL);
    pthread_cond_init(&u->can_put, NULL);
    pthread_cond_init(&u->can_take, NULL);
    if (!ok || pthread_create(&u->thread, NULL, produce, u) != 0) {
        u->ended = true; /* no thread to join */
        for (int i = 0; i < SLOTS; i++)
            free(u->ring[i].bytes);
        for (int i = 0; i < PK_UNPACK_MAX_DEPTH; i++)
            free(u->levels[i].buf);
        pthread_mutex_destroy(&u->mu);
        pthread_cond_destroy(&u->can_put);
        pthread_cond_destroy(&u->can_take);
        free(u);
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
    for (int i = 0; i < SLOTS; i++)
        free(u->ring[i].bytes);
    for (int i = 0; i < PK_UNPACK_MAX_DEPTH; i++)
        free(u->levels[i].buf);
    pthread_mutex_destroy(&u->mu);
    pthread_cond_destroy(&u->can_put);
    pthread_cond_destroy(&u->can_take);
    free(u);
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
        u->in_member = false;
        if (s->kind == SLOT_FAULT) {
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
