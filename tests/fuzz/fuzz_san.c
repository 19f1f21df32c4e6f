/* libFuzzer harness: SAN (and LAN/UCI, which the SAN reader also takes) in every language.
 * Input: byte 0 picks a position (positions.h), the rest is the move text.
 * For every language: pk_san_parse; when it parses, pk_san_resolve; a resolved move must be
 * legal, and its canonical SAN (in that language), LAN and UCI must read back to the same move;
 * ambiguous matches must all be legal and at least two. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "movegen.h"
#include "san.h"

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

/* text must read (in lang) as move m in pos. */
static void read_back(const pk_position *pos, const pk_lang *lang, const char *what, const char *text, size_t len, pk_move m,
                      const char *orig, size_t orig_len)
{
    pk_san san;
    pk_move got = PK_MOVE_NONE;
    pk_movelist matches;
    if (pk_san_parse(text, len, lang, &san) != PK_SAN_OK)
        FUZZ_FAIL("[%s] %s '%.*s' of '%.*s' does not parse", lang->code, what, (int)len, text, (int)orig_len, orig);
    int st = pk_san_resolve(pos, &san, &got, &matches);
    if (st != PK_SAN_OK || got != m)
        FUZZ_FAIL("[%s] %s '%.*s' of '%.*s' resolves to status %d move %#x, expected %#x", lang->code, what, (int)len, text,
                  (int)orig_len, orig, st, got, m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const pk_position *pos = &fz_pos[data[0] % FZ_NPOSITIONS];
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    pk_movelist legal;
    pk_generate_legal(pos, &legal);

    for (int li = 0; li < pk_lang_count(); li++) {
        const pk_lang *lang = pk_lang_at(li);
        pk_san san;
        if (pk_san_parse(text, len, lang, &san) != PK_SAN_OK)
            continue;
        pk_move m = PK_MOVE_NONE;
        pk_movelist matches;
        matches.count = 0;
        int st = pk_san_resolve(pos, &san, &m, &matches);
        if (matches.count < 0 || matches.count > PK_MAX_MOVES)
            FUZZ_FAIL("[%s] '%.*s': %d matches", lang->code, (int)len, text, matches.count);
        if (st == PK_SAN_AMBIGUOUS) {
            if (matches.count < 2)
                FUZZ_FAIL("[%s] '%.*s' ambiguous with %d matches", lang->code, (int)len, text, matches.count);
            for (int i = 0; i < matches.count; i++)
                if (!is_legal(&legal, matches.moves[i]))
                    FUZZ_FAIL("[%s] '%.*s' ambiguous match %#x is not legal", lang->code, (int)len, text, matches.moves[i]);
            continue;
        }
        if (st != PK_SAN_OK)
            continue;
        if (m == PK_MOVE_NULL) {
            if (!san.is_null)
                FUZZ_FAIL("[%s] '%.*s' resolves to a pass", lang->code, (int)len, text);
            continue;
        }
        if (!is_legal(&legal, m))
            FUZZ_FAIL("[%s] '%.*s' resolves to %#x, not a legal move", lang->code, (int)len, text, m);

        char out[64];
        memset(out, 0x55, sizeof out);
        size_t n = pk_san_format(pos, m, lang, out);
        if (n == 0 || n >= 16 || out[n] != '\0')
            FUZZ_FAIL("[%s] pk_san_format of '%.*s': length %zu", lang->code, (int)len, text, n);
        read_back(pos, lang, "SAN", out, n, m, text, len);
        n = pk_san_format_plain(pos, m, lang, out);
        if (n == 0 || n >= 16)
            FUZZ_FAIL("[%s] pk_san_format_plain: length %zu", lang->code, n);
        read_back(pos, lang, "plain SAN", out, n, m, text, len);
        n = pk_lan_format(pos, m, lang, out);
        if (n == 0 || n >= 16)
            FUZZ_FAIL("[%s] pk_lan_format: length %zu", lang->code, n);
        read_back(pos, lang, "LAN", out, n, m, text, len);
        n = pk_uci_format(m, out);
        if (n == 0 || n >= 6)
            FUZZ_FAIL("pk_uci_format: length %zu", n);
        read_back(pos, pk_lang_english(), "UCI", out, n, m, text, len);
    }
    return 0;
}
