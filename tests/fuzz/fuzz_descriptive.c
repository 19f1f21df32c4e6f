/* libFuzzer harness: descriptive notation (lib/chess/descriptive.h), English and Italian.
 * Input: byte 0 picks a position (positions.h), byte 1 the language (bit 0) and whether slips
 * are repaired (bit 1); the rest is the move text. A move read must be legal and the same
 * with res = NULL; its pk_descriptive_format must read back (without slips) to the same move;
 * ambiguous readings give at least two legal candidates; a repair gives a corrected text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "descriptive.h"
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

static bool is_legal(const pk_movelist *legal, pk_move m)
{
    for (int i = 0; i < legal->count; i++)
        if (legal->moves[i] == m)
            return true;
    return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const pk_position *pos = &fz_pos[data[0] % FZ_NPOSITIONS];
    pk_desc_lang lang = (data[1] & 1) ? PK_DESC_IT : PK_DESC_EN;
    bool slips = (data[1] & 2) != 0;
    const char *text = (const char *)data + 2;
    size_t len = size - 2;

    (void)pk_descriptive_shape(text, len);
    pk_desc_result res;
    memset(&res, 0x55, sizeof res);
    pk_move m = 0x5555;
    pk_san_status st = pk_descriptive_parse(pos, text, len, lang, slips, &m, &res);
    pk_move m2 = 0x5555;
    pk_san_status st2 = pk_descriptive_parse(pos, text, len, lang, slips, &m2, NULL);
    if (st != st2 || m != m2)
        FUZZ_FAIL("'%.*s': status %d move %#x with res, %d %#x without", (int)len, text, st, m, st2, m2);
    if (st != PK_SAN_OK && st != PK_SAN_BAD_SYNTAX && st != PK_SAN_ILLEGAL && st != PK_SAN_AMBIGUOUS)
        FUZZ_FAIL("'%.*s': status %d", (int)len, text, st);
    if (res.status != st)
        FUZZ_FAIL("'%.*s': returned %d, res.status %d", (int)len, text, st, res.status);
    if (!memchr(res.message, '\0', sizeof res.message) || !memchr(res.corrected, '\0', sizeof res.corrected))
        FUZZ_FAIL("'%.*s': message or corrected text not terminated", (int)len, text);
    if (res.candidates.count < 0 || res.candidates.count > PK_MAX_MOVES)
        FUZZ_FAIL("'%.*s': %d candidates", (int)len, text, res.candidates.count);
    pk_movelist legal;
    pk_generate_legal(pos, &legal);
    if (st != PK_SAN_OK) {
        if (m != PK_MOVE_NONE)
            FUZZ_FAIL("'%.*s': error %d but move %#x", (int)len, text, st, m);
        if (st == PK_SAN_AMBIGUOUS) {
            if (res.candidates.count < 2)
                FUZZ_FAIL("'%.*s': ambiguous with %d candidates", (int)len, text, res.candidates.count);
            for (int i = 0; i < res.candidates.count; i++)
                if (!is_legal(&legal, res.candidates.moves[i]))
                    FUZZ_FAIL("'%.*s': ambiguous candidate %#x not legal", (int)len, text, res.candidates.moves[i]);
        }
        return 0;
    }
    if (!is_legal(&legal, m))
        FUZZ_FAIL("'%.*s' reads as %#x, not a legal move", (int)len, text, m);
    if (res.repaired && (!slips || res.corrected[0] == '\0'))
        FUZZ_FAIL("'%.*s': repaired (slips %d) with corrected text '%s'", (int)len, text, slips, res.corrected);
    char out[64];
    memset(out, 0x55, sizeof out);
    size_t n = pk_descriptive_format(pos, m, lang, out);
    if (n == 0 || n >= 32 || out[n] != '\0')
        FUZZ_FAIL("pk_descriptive_format(%#x): length %zu", m, n);
    pk_move back = PK_MOVE_NONE;
    pk_desc_result r2;
    pk_san_status sb = pk_descriptive_parse(pos, out, n, lang, false, &back, &r2);
    if (sb != PK_SAN_OK || back != m)
        FUZZ_FAIL("'%.*s' -> %#x -> '%s' -> status %d move %#x (%s)", (int)len, text, m, out, sb, back, r2.message);
    /* "desc-corrected": the corrected text is cut to 31 bytes, so a long text's correction
     * does not read back (regressions/descriptive-1) */
    if (res.repaired && !(known("desc-corrected") && len > 31)) {
        size_t cn = strlen(res.corrected);
        sb = pk_descriptive_parse(pos, res.corrected, cn, lang, false, &back, &r2);
        if (sb != PK_SAN_OK || back != m)
            FUZZ_FAIL("'%.*s' repaired as '%s', which reads as status %d move %#x, not %#x", (int)len, text, res.corrected, sb, back,
                      m);
    }
    return 0;
}
