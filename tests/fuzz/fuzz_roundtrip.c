/* libFuzzer harness: convert round trips (pgnkit-convert(1), Round trips: converting SAN
 * to any notation X and back gives the same bytes; nothing is lost).
 * For each game read without errors: SAN export text T1; T1 read again is one game, without
 * errors, that exports to T1 again; and for X in lan, uci, iccf, descriptive (English and
 * Italian), Italian and German SAN, converting to X and reading that back exports to T1 too. Any difference aborts with both texts. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert.h"
#include "game.h"
#include "lang.h"
#include "pgn_lexer.h"

#include "fuzz_util.h"

static char *export_game(const pk_game *g, pk_target t, const pk_lang *lang, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    pk_convert_options co = {t, lang};
    pk_convert_game(f, g, &co);
    fclose(f);
    return buf;
}

/* Reads text as one game and checks it; the number of games read. */
static int reread(const char *text, size_t len, pk_game *g, const pk_check_options *opt)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, len);
    pk_game_reader *r = pk_game_reader_new(lx);
    int n = 0;
    pk_game extra;
    pk_game_init(&extra);
    if (pk_game_read(r, g)) {
        n = 1;
        pk_game_check(g, opt);
        while (pk_game_read(r, &extra))
            n++;
    }
    pk_game_free(&extra);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return n;
}

static const char *const target_names[] = {"san", "lan", "uci", "iccf", "descriptive", "json"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (skip_known_input(data, size))
        return 0;
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory((const char *)data, size);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_check_options opt = {0};
    pk_game g, g2;
    pk_game_init(&g);
    pk_game_init(&g2);
    while (pk_game_read(r, &g)) {
        pk_game_check(&g, &opt);
        if (g.n_errors)
            continue;
        size_t len1;
        const pk_lang *en = pk_lang_english();
        char *t1 = export_game(&g, PK_TO_SAN, en, &len1);
        static const struct {
            pk_target target;
            const char *lang;
        } targets[] = {{PK_TO_SAN, "en"}, {PK_TO_LAN, "en"}, {PK_TO_UCI, "en"}, {PK_TO_ICCF, "en"},
                       {PK_TO_DESCRIPTIVE, "en"}, {PK_TO_DESCRIPTIVE, "it"}, {PK_TO_SAN, "it"}, {PK_TO_SAN, "de"}};
        for (size_t k = 0; k < sizeof targets / sizeof *targets; k++) {
            size_t lenx, len2;
            const pk_lang *lang = pk_lang_find(targets[k].lang);
            bool same = targets[k].target == PK_TO_SAN && lang == en;
            char *tx = same ? NULL : export_game(&g, targets[k].target, lang, &lenx);
            const char *src = tx ? tx : t1;
            size_t srclen = tx ? lenx : len1;
            int n = reread(src, srclen, &g2, &opt);
            if (n != 1)
                FUZZ_FAIL("%s export reads back as %d games\n--- original export:\n%s\n--- %s:\n%s", target_names[targets[k].target], n, t1,
                          target_names[targets[k].target], src);
            if (g2.n_errors) {
                const pk_diag *d = NULL;
                for (size_t i = 0; i < g2.n_diags && !d; i++)
                    if (g2.diags[i].severity == PK_SEV_ERROR)
                        d = &g2.diags[i];
                FUZZ_FAIL("%s export reads back with %zu errors (first: %u:%u %s: %s)\n--- SAN export:\n%s\n--- %s:\n%s",
                          target_names[targets[k].target], g2.n_errors, d ? d->line : 0, d ? d->column : 0, d ? d->code : "?",
                          d ? d->message : "?", t1, target_names[targets[k].target], src);
            }
            char *t2 = export_game(&g2, PK_TO_SAN, en, &len2);
            if (len1 != len2 || memcmp(t1, t2, len1) != 0)
                FUZZ_FAIL("SAN -> %s -> SAN differs\n--- first:\n%s\n--- %s:\n%s\n--- again:\n%s", target_names[targets[k].target], t1,
                          target_names[targets[k].target], src, t2);
            free(t2);
            free(tx);
        }
        free(t1);
    }
    pk_game_free(&g);
    pk_game_free(&g2);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return 0;
}
