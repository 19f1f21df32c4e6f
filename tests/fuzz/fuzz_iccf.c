/* libFuzzer harness: ICCF numeric notation. Input: byte 0 picks a position (positions.h), the
 * rest is the move text. A parsed move must be legal, agree with pk_iccf_shape, and its
 * pk_iccf_format must parse back to the same move. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iccf.h"
#include "movegen.h"

#include "fuzz_util.h"
#include "positions.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fz_positions_init();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const pk_position *pos = &fz_pos[data[0] % FZ_NPOSITIONS];
    const char *text = (const char *)data + 1;
    size_t len = size - 1;

    bool shape = pk_iccf_shape(text, len);
    pk_move m = PK_MOVE_NONE;
    char msg[128];
    memset(msg, 0, sizeof msg);
    int st = pk_iccf_parse(pos, text, len, &m, msg, sizeof msg);
    if (st != 0 && st != -1 && st != -2)
        FUZZ_FAIL("pk_iccf_parse('%.*s') returned %d", (int)len, text, st);
    if (memchr(msg, '\0', sizeof msg) == NULL)
        FUZZ_FAIL("pk_iccf_parse('%.*s'): message not terminated", (int)len, text);
    /* a small message buffer must be respected too */
    char tiny[4];
    memset(tiny, 0, sizeof tiny);
    pk_move m2 = PK_MOVE_NONE;
    int st2 = pk_iccf_parse(pos, text, len, &m2, tiny, sizeof tiny);
    if (st2 != st || (st == 0 && m2 != m))
        FUZZ_FAIL("pk_iccf_parse('%.*s') differs with a small message buffer", (int)len, text);
    if (st != 0)
        return 0;
    if (!shape)
        FUZZ_FAIL("'%.*s' parses as ICCF but pk_iccf_shape says no", (int)len, text);
    pk_movelist legal;
    pk_generate_legal(pos, &legal);
    bool found = false;
    for (int i = 0; i < legal.count; i++)
        found |= legal.moves[i] == m;
    if (!found)
        FUZZ_FAIL("'%.*s' parses as %#x, not a legal move", (int)len, text, m);
    char out[16];
    memset(out, 0x55, sizeof out);
    size_t n = pk_iccf_format(m, out);
    if (n < 4 || n > 5 || out[n] != '\0')
        FUZZ_FAIL("pk_iccf_format(%#x): length %zu", m, n);
    pk_move back = PK_MOVE_NONE;
    if (pk_iccf_parse(pos, out, n, &back, msg, sizeof msg) != 0 || back != m)
        FUZZ_FAIL("'%.*s' -> %#x -> '%s' -> %#x", (int)len, text, m, out, back);
    return 0;
}
