/* libFuzzer harness: lists of positions (epd.h, pgnkit fen --file). The input is the list;
 * every entry must have its strings ended within their buffers, at most PK_EPD_EXPECT_MAX counts
 * with depths from 1 to 64, and a line number that grows; its FEN is then read as chess and as
 * Chess960, which may refuse it but must not fail otherwise. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "epd.h"
#include "fen.h"

#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FILE *f = fmemopen((void *)data, size ? size : 1, "r");
    if (!f)
        return 0;
    if (!size)
        fgetc(f); /* fmemopen wants a size of at least 1: read the empty list */
    pk_epd_reader *r = pk_epd_open(f);
    if (!r) {
        fclose(f);
        return 0;
    }
    pk_epd_entry *e = malloc(sizeof *e);
    uint32_t last_line = 0;
    int n = 0;
    while (e && pk_epd_next(r, e) && n++ < 100000) {
        if (!memchr(e->fen, 0, sizeof e->fen) || !memchr(e->id, 0, sizeof e->id) ||
            !memchr(e->error, 0, sizeof e->error))
            FUZZ_FAIL("entry of line %u: a string not ended", e->line);
        if (e->n_expect < 0 || e->n_expect > PK_EPD_EXPECT_MAX)
            FUZZ_FAIL("entry of line %u: %d counts", e->line, e->n_expect);
        for (int i = 0; i < e->n_expect; i++)
            if (e->expect[i].depth < 1 || e->expect[i].depth > 64)
                FUZZ_FAIL("entry of line %u: depth %d", e->line, e->expect[i].depth);
        if (e->line && e->line < last_line)
            FUZZ_FAIL("entry of line %u after one of line %u", e->line, last_line);
        last_line = e->line ? e->line : last_line;
        if (!e->error[0]) {
            pk_position pos;
            pk_fen_error err;
            pk_fen_parse(&pos, e->fen, PK_RULES_CHESS, &err);
            pk_fen_parse(&pos, e->fen, PK_RULES_CHESS960, &err);
        }
    }
    free(e);
    pk_epd_close(r);
    fclose(f);
    return 0;
}
