/* libFuzzer harness: compressed input and zip archives (pgn_unpack.h), the entry point every
 * command reads a packed file through.
 *   bytes -> pk_packed_format_of -> pk_unpack_open (the bytes handed over a few at a time, the
 *   count picked from a hash of the input) -> every member read through the PGN lexer to its
 *   end, faults taken as they come.
 * Properties: no crash, leak or race (under ASan/UBSan); a member's name holds no control
 * byte; a fault has a message; no more members than the limit; no more bytes handed over than
 * the expansion limit allows (with one chunk of slack), so that memory and time stay bounded.
 * The input is a packed file as it is, so that a crash input is directly a file the command
 * line can be run on. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pgn_lexer.h"
#include "pgn_unpack.h"

#include "fuzz_util.h"

typedef struct {
    const uint8_t *data;
    size_t size, pos, step;
} source;

static long read_source(void *ctx, void *buf, size_t n)
{
    source *s = ctx;
    size_t k = s->size - s->pos;
    k = k < n ? k : n;
    k = k < s->step ? k : s->step;
    memcpy(buf, s->data + s->pos, k);
    s->pos += k;
    return (long)k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const pk_packed_format *f = pk_packed_format_of(data, size < PK_PACKED_HEAD ? size : PK_PACKED_HEAD);
    if (!f)
        return 0;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    static const size_t steps[] = {1, 7, 512, 65536};
    source s = {data, size, 0, steps[h % 4]};
    pk_unpack *u = pk_unpack_open(f, read_source, &s);
    if (!u)
        FUZZ_FAIL("pk_unpack_open failed");
    unsigned long members = 0;
    uint64_t total = 0;
    int r;
    while ((r = pk_unpack_next(u)) != PK_UNPACK_END) {
        for (const char *p = pk_unpack_member(u); *p; p++)
            if ((unsigned char)*p < 0x20 || *p == 0x7F)
                FUZZ_FAIL("a control byte in the member name '%s'", pk_unpack_member(u));
        if (r == PK_UNPACK_FAULT) {
            if (!pk_unpack_fault(u)[0])
                FUZZ_FAIL("a fault without a message");
            continue;
        }
        if (++members > PK_UNPACK_MAX_MEMBERS)
            FUZZ_FAIL("more members than the limit");
        pk_pgn_lexer *lx = pk_pgn_lexer_open_reader(pk_unpack_read, u);
        if (!lx)
            FUZZ_FAIL("no lexer");
        pk_token t;
        do
            pk_pgn_next(lx, &t);
        while (t.kind != PK_TOK_EOF);
        total += pk_pgn_lexer_offset(lx);
        if (pk_pgn_lexer_io_error(lx) && !pk_unpack_fault(u)[0])
            FUZZ_FAIL("a read error without a fault");
        pk_pgn_lexer_free(lx);
    }
    uint64_t bound = (uint64_t)size * PK_UNPACK_MAX_RATIO + PK_UNPACK_RATIO_FROM + (1u << 20);
    if (total > bound)
        FUZZ_FAIL("%llu bytes handed over from %zu", (unsigned long long)total, size);
    pk_unpack_free(u);
    return 0;
}
