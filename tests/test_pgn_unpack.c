/* Compressed input and zip archives (pgn_unpack.h): the formats told by their first bytes; gzip
 * members one after the other; zip members by name, stored and deflated, in folders, nested;
 * faults after the bytes read before them (a stream cut short, a CRC that does not match); a
 * member refused and the archive read on (encrypted, binary); the expansion limit. The inputs
 * are made here with zlib, and handed over a few bytes at a time to cross every boundary. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include "pgn_lexer.h"
#include "pgn_unpack.h"

/* ---- inputs ---------------------------------------------------------------------------------- */

typedef struct {
    unsigned char *data;
    size_t len, cap;
} bytes;

static void put(bytes *b, const void *p, size_t n)
{
    if (n == 0)
        return;
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2;
        b->data = realloc(b->data, b->cap);
        assert_non_null(b->data);
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void put16(bytes *b, unsigned v)
{
    unsigned char p[2] = {(unsigned char)v, (unsigned char)(v >> 8)};
    put(b, p, 2);
}

static void put32(bytes *b, uint32_t v)
{
    unsigned char p[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16), (unsigned char)(v >> 24)};
    put(b, p, 4);
}

/* text deflated: gzip (a member of its own) or raw (a zip member's data) */
static void put_deflated(bytes *b, const void *text, size_t n, int window_bits)
{
    z_stream z = {0};
    assert_int_equal(deflateInit2(&z, 9, Z_DEFLATED, window_bits, 9, Z_DEFAULT_STRATEGY), Z_OK);
    uLong room = deflateBound(&z, (uLong)n) + 32;
    unsigned char *out = malloc(room);
    assert_non_null(out);
    z.next_in = (unsigned char *)(uintptr_t)text;
    z.avail_in = (uInt)n;
    z.next_out = out;
    z.avail_out = (uInt)room;
    assert_int_equal(deflate(&z, Z_FINISH), Z_STREAM_END);
    put(b, out, z.total_out);
    deflateEnd(&z);
    free(out);
}

enum { STORED = 0, DEFLATED = 8, ENCRYPTED = 1 };

/* one zip member: its local header (sizes in it), then its data (n bytes of text) */
static void put_zip_member_n(bytes *b, const char *name, const char *text, size_t n, int method, unsigned flags)
{
    bytes data = {0};
    if (method == DEFLATED)
        put_deflated(&data, text, n, -15);
    else
        put(&data, text, n);
    put32(b, 0x04034b50);
    put16(b, 20);
    put16(b, flags);
    put16(b, (unsigned)method);
    put32(b, 0); /* time, date */
    put32(b, (uint32_t)crc32(0, (const unsigned char *)text, (uInt)n));
    put32(b, (uint32_t)data.len);
    put32(b, (uint32_t)n);
    put16(b, (unsigned)strlen(name));
    put16(b, 0);
    put(b, name, strlen(name));
    put(b, data.data, data.len);
    free(data.data);
}

static void put_zip_member(bytes *b, const char *name, const char *text, int method, unsigned flags)
{
    put_zip_member_n(b, name, text, strlen(text), method, flags);
}

/* the start of the directory: where the members end (the directory itself is not read) */
static void put_zip_end(bytes *b)
{
    put32(b, 0x02014b50);
    put(b, "rest of the directory", 21);
}

/* the source: a few bytes at a time */
typedef struct {
    const bytes *b;
    size_t pos, step;
} source;

static long read_source(void *ctx, void *buf, size_t n)
{
    source *s = ctx;
    size_t k = s->b->len - s->pos;
    k = k < n ? k : n;
    k = k < s->step ? k : s->step;
    memcpy(buf, s->b->data + s->pos, k);
    s->pos += k;
    return (long)k;
}

static pk_unpack *open_bytes(source *s, const bytes *b, size_t step)
{
    s->b = b;
    s->pos = 0;
    s->step = step;
    const pk_packed_format *f = pk_packed_format_of(b->data, b->len < PK_PACKED_HEAD ? b->len : PK_PACKED_HEAD);
    assert_non_null(f);
    pk_unpack *u = pk_unpack_open(f, read_source, s);
    assert_non_null(u);
    return u;
}

/* the current member's bytes, all of them (as a string); *failed when a fault ended them */
static char *read_all(pk_unpack *u, bool *failed)
{
    bytes b = {0};
    char buf[777];
    long n;
    while ((n = pk_unpack_read(u, buf, sizeof buf)) > 0)
        put(&b, buf, (size_t)n);
    *failed = n < 0;
    put(&b, "", 1);
    return (char *)b.data;
}

static void expect_member(pk_unpack *u, const char *name, const char *text)
{
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    assert_string_equal(pk_unpack_member(u), name);
    bool failed;
    char *got = read_all(u, &failed);
    assert_false(failed);
    assert_string_equal(got, text);
    free(got);
}

static void expect_fault(pk_unpack *u, const char *member, const char *message)
{
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_FAULT);
    assert_string_equal(pk_unpack_member(u), member);
    assert_string_equal(pk_unpack_fault(u), message);
}

static const char game1[] = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 *\n";
static const char game2[] = "[Event \"two\"]\n\n1. d4 d5 *\n";

/* ---- tests ----------------------------------------------------------------------------------- */

static void test_formats_told_by_first_bytes(void **state)
{
    (void)state;
    static const struct {
        const char *head;
        size_t n;
        const char *name; /* NULL: not packed */
    } cases[] = {
        {"\x1F\x8B\x08", 3, "gzip"},
        {"BZh91AY", 7, "bzip2"},
        {"BZh is no move", 14, NULL}, /* bzip2 wants its block size digit */
        {"\xFD" "7zXZ\x00\x00", 7, "xz"},
        {"\x28\xB5\x2F\xFD\x00", 5, "zstd"},
        {"PK\x03\x04", 4, "zip"},
        {"PK\x05\x06", 4, "zip"},
        {"PK\x07\x08PK\x03\x04", 8, "zip"},
        {"PK\x07\x08", 4, NULL},
        {"\x04\x22\x4D\x18", 4, NULL}, /* lz4: not read */
        {"[Event \"x\"]", 11, NULL},
        {"\x1F", 1, NULL},
        {"", 0, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const pk_packed_format *f = pk_packed_format_of((const unsigned char *)cases[i].head, cases[i].n);
        if (cases[i].name) {
            assert_non_null(f);
            assert_string_equal(f->name, cases[i].name);
            assert_int_equal(f->archive, strcmp(cases[i].name, "zip") == 0);
        } else {
            assert_null(f);
        }
    }
}

/* gzip members one after the other are one stream, named "" (the input's own name) */
static void test_gzip_members_one_stream(void **state)
{
    (void)state;
    bytes b = {0};
    put_deflated(&b, game1, strlen(game1), 15 + 16);
    put_deflated(&b, game2, strlen(game2), 15 + 16);
    for (size_t step = 1; step <= 4096; step *= 8) {
        source s;
        pk_unpack *u = open_bytes(&s, &b, step);
        char both[256];
        snprintf(both, sizeof both, "%s%s", game1, game2);
        expect_member(u, "", both);
        assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
        assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
        pk_unpack_free(u);
    }
    free(b.data);
}

/* bzip2, xz and zstd, each two streams one after the other, read in small pieces (the decoder's
 * output full at every step): every byte, nothing more */
static void test_each_codec_whole(void **state)
{
    (void)state;
    size_t n = 200000;
    char *text = malloc(n + 1);
    assert_non_null(text);
    for (size_t i = 0; i < n; i++)
        text[i] = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"[(i * 7 + i / 1000) % 32];
    text[n] = 0;
    size_t room = n + n / 2 + 4096;
    char *packed = malloc(room);
    assert_non_null(packed);
    for (int codec = 0; codec < 3; codec++) {
        bytes b = {0};
        for (int copy = 0; copy < 2; copy++) {
            size_t len = 0;
            if (codec == 0) {
                unsigned out = (unsigned)room;
                assert_int_equal(BZ2_bzBuffToBuffCompress(packed, &out, text, (unsigned)n, 1, 0, 0), BZ_OK);
                len = out;
            } else if (codec == 1) {
                assert_int_equal(lzma_easy_buffer_encode(1, LZMA_CHECK_CRC32, NULL, (const uint8_t *)text, n,
                                                         (uint8_t *)packed, &len, room), LZMA_OK);
            } else {
                len = ZSTD_compress(packed, room, text, n, 3);
                assert_false(ZSTD_isError(len));
            }
            put(&b, packed, len);
        }
        source s;
        pk_unpack *u = open_bytes(&s, &b, 1 + (size_t)codec * 1000);
        assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
        assert_string_equal(pk_unpack_member(u), "");
        size_t got = 0;
        char piece[1000];
        long k;
        while ((k = pk_unpack_read(u, piece, sizeof piece)) > 0) {
            assert_memory_equal(piece, text + got % n, (size_t)k < n - got % n ? (size_t)k : n - got % n);
            got += (size_t)k;
        }
        assert_int_equal(k, 0);
        assert_int_equal(got, 2 * n);
        assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
        pk_unpack_free(u);
        free(b.data);
    }
    free(packed);
    free(text);
}

/* a stream cut short: the bytes before the cut, then the fault and no more member */
static void test_cut_short_after_the_bytes_before(void **state)
{
    (void)state;
    bytes b = {0};
    put_deflated(&b, game1, strlen(game1), 15 + 16);
    size_t first = b.len;
    put_deflated(&b, game2, strlen(game2), 15 + 16);
    b.len = first + 10; /* the second member's header */
    source s;
    pk_unpack *u = open_bytes(&s, &b, 5);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    bool failed;
    char *got = read_all(u, &failed);
    assert_true(failed);
    assert_string_equal(got, game1);
    free(got);
    char want[200];
    snprintf(want, sizeof want,
             "the gzip data is corrupt or cut short at byte %zu of the input, after %zu bytes of PGN: the input "
             "ends before the end of the gzip stream",
             b.len, strlen(game1));
    assert_string_equal(pk_unpack_fault(u), want);
    assert_false(pk_unpack_fault_is_limit(u));
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* zip: members in order, stored and deflated, a folder skipped, names with their folders */
static void test_zip_members_in_order(void **state)
{
    (void)state;
    bytes b = {0};
    put_zip_member(&b, "round2.pgn", game2, DEFLATED, 0);
    put_zip_member(&b, "2026/", "", STORED, 0);
    put_zip_member(&b, "2026/round1.pgn", game1, STORED, 0);
    put_zip_member(&b, "empty.pgn", "", STORED, 0);
    put_zip_end(&b);
    for (size_t step = 1; step <= 4096; step *= 16) {
        source s;
        pk_unpack *u = open_bytes(&s, &b, step);
        expect_member(u, "round2.pgn", game2);
        expect_member(u, "2026/round1.pgn", game1);
        expect_member(u, "empty.pgn", "");
        assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
        pk_unpack_free(u);
    }
    free(b.data);
}

/* a member left unread is skipped by the next call */
static void test_zip_member_left_unread(void **state)
{
    (void)state;
    bytes b = {0};
    put_zip_member(&b, "a.pgn", game1, DEFLATED, 0);
    put_zip_member(&b, "b.pgn", game2, DEFLATED, 0);
    put_zip_end(&b);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 3);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    char buf[4];
    assert_int_equal(pk_unpack_read(u, buf, sizeof buf), 4);
    expect_member(u, "b.pgn", game2);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* refused members (encrypted; binary data) are named, and the members after them read */
static void test_zip_refused_members_then_the_rest(void **state)
{
    (void)state;
    bytes b = {0};
    put_zip_member(&b, "secret.pgn", "xxxxxxxx", STORED, ENCRYPTED);
    put_zip_member_n(&b, "logo.png", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, DEFLATED, 0);
    put_zip_member(&b, "a.pgn", game1, DEFLATED, 0);
    put_zip_end(&b);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 7);
    expect_fault(u, "secret.pgn", "the member is encrypted: pgnkit cannot read it; decrypt it first");
    expect_fault(u, "logo.png", "the member is not a PGN file (it holds binary data): not read");
    expect_member(u, "a.pgn", game1);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* a member whose CRC does not match: its bytes, then the fault */
static void test_zip_crc_mismatch(void **state)
{
    (void)state;
    bytes b = {0};
    put_zip_member(&b, "a.pgn", game1, STORED, 0);
    b.data[b.len - 2] = '#'; /* the data changed after its CRC was taken */
    put_zip_member(&b, "b.pgn", game2, STORED, 0);
    put_zip_end(&b);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 4096);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    bool failed;
    char *got = read_all(u, &failed);
    assert_true(failed);
    assert_int_equal(strlen(got), strlen(game1));
    free(got);
    assert_string_equal(pk_unpack_member(u), "a.pgn");
    assert_non_null(strstr(pk_unpack_fault(u), "the zip data is corrupt or cut short at byte "));
    assert_non_null(strstr(pk_unpack_fault(u), ": the member's CRC does not match its data: it is corrupt"));
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* a zip with no member but its directory's end; a zip cut short before its directory */
static void test_zip_empty_and_cut_before_directory(void **state)
{
    (void)state;
    bytes b = {0};
    put32(&b, 0x06054b50);
    put(&b, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 18);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 4096);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    b.len = 0;
    put_zip_member(&b, "a.pgn", game1, DEFLATED, 0);
    u = open_bytes(&s, &b, 4096);
    expect_member(u, "a.pgn", game1);
    char want[200];
    snprintf(want, sizeof want, "the zip data is corrupt or cut short at byte %zu of the input: the input ends "
             "before the archive's directory: it is cut short", b.len);
    expect_fault(u, "", want);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* a gzip file in a zip archive, a zip in a zip: read in turn, the names joined by ':'; packing
 * deeper than the limit is refused */
static void test_nested_members(void **state)
{
    (void)state;
    bytes gz = {0}, inner = {0}, outer = {0};
    put_deflated(&gz, game1, strlen(game1), 15 + 16);
    put_zip_member(&inner, "b.pgn", game2, DEFLATED, 0);
    put_zip_end(&inner);
    put_zip_member_n(&outer, "a.pgn.gz", (const char *)gz.data, gz.len, STORED, 0);
    put_zip_member_n(&outer, "inner.zip", (const char *)inner.data, inner.len, DEFLATED, 0);
    put_zip_end(&outer);
    source s;
    pk_unpack *u = open_bytes(&s, &outer, 11);
    expect_member(u, "a.pgn.gz", game1);
    expect_member(u, "inner.zip:b.pgn", game2);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    /* gzip of gzip of gzip of the outer zip: a gzip member 4 levels deep */
    bytes deep = {0}, tmp = {0};
    put(&deep, outer.data, outer.len);
    for (int i = 0; i < 2; i++) {
        tmp.len = 0;
        put_deflated(&tmp, deep.data, deep.len, 15 + 16);
        deep.len = 0;
        put(&deep, tmp.data, tmp.len);
    }
    u = open_bytes(&s, &deep, 4096);
    expect_fault(u, "a.pgn.gz", "the member is packed (gzip) 4 levels deep: pgnkit reads 3 at most");
    assert_true(pk_unpack_fault_is_limit(u));
    expect_fault(u, "inner.zip", "the member is packed (zip) 4 levels deep: pgnkit reads 3 at most");
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(gz.data);
    free(inner.data);
    free(outer.data);
    free(deep.data);
    free(tmp.data);
}

/* a stream that expands more than the limit allows: read no further, a limit */
static void test_expansion_limit(void **state)
{
    (void)state;
    size_t n = 20u << 20;
    char *spaces = malloc(n);
    assert_non_null(spaces);
    memset(spaces, ' ', n);
    bytes b = {0};
    put_deflated(&b, spaces, n, 15 + 16);
    free(spaces);
    assert_true(b.len * PK_UNPACK_MAX_RATIO < n);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 4096);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    bool failed;
    char *got = read_all(u, &failed);
    assert_true(failed);
    assert_true(strlen(got) > PK_UNPACK_RATIO_FROM && strlen(got) < n);
    free(got);
    assert_true(pk_unpack_fault_is_limit(u));
    assert_non_null(strstr(pk_unpack_fault(u), "the data expands more than 250-fold"));
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_END);
    pk_unpack_free(u);
    free(b.data);
}

/* the lexer reads a member through pk_unpack_read: tokens, lines and offsets of the PGN */
static void test_lexer_reads_a_member(void **state)
{
    (void)state;
    bytes b = {0};
    put_zip_member(&b, "a.pgn", game2, DEFLATED, 0);
    put_zip_end(&b);
    source s;
    pk_unpack *u = open_bytes(&s, &b, 2);
    assert_int_equal(pk_unpack_next(u), PK_UNPACK_MEMBER);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_reader(pk_unpack_read, u);
    assert_non_null(lx);
    pk_token t;
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_TAG);
    assert_int_equal(t.line, 1);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_MOVE_NUMBER);
    assert_int_equal(t.line, 3);
    assert_int_equal(t.offset, 15);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_SYMBOL);
    assert_int_equal(t.column, 4);
    assert_int_equal(pk_pgn_lexer_io_error(lx), 0);
    pk_pgn_lexer_free(lx);
    pk_unpack_free(u);
    free(b.data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_formats_told_by_first_bytes),
        cmocka_unit_test(test_gzip_members_one_stream),
        cmocka_unit_test(test_each_codec_whole),
        cmocka_unit_test(test_cut_short_after_the_bytes_before),
        cmocka_unit_test(test_zip_members_in_order),
        cmocka_unit_test(test_zip_member_left_unread),
        cmocka_unit_test(test_zip_refused_members_then_the_rest),
        cmocka_unit_test(test_zip_crc_mismatch),
        cmocka_unit_test(test_zip_empty_and_cut_before_directory),
        cmocka_unit_test(test_nested_members),
        cmocka_unit_test(test_expansion_limit),
        cmocka_unit_test(test_lexer_reads_a_member),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
