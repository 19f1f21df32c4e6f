/* libFuzzer harness: the PGN reader and everything behind it.
 *   bytes -> pk_pgn_lexer_open_memory -> pk_game_reader -> pk_game_check on every game
 *   -> the JSON Lines report (checked to be valid JSON Lines, whatever the input bytes)
 *      and the text report (checked to be UTF-8)
 *   -> pk_convert_game to JSON (checked too) and to one of the PGN targets in turn (UTF-8);
 *      for SAN and LAN, half of the inputs also checked to write the same with the SAN facts
 *      recorded by the check.
 * The input is a PGN file as it is (no option byte), so a crash input is directly a file the
 * command line can be run on. Options are picked from a hash of the input. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert.h"
#include "game.h"
#include "lang.h"
#include "pgn_lexer.h"
#include "report.h"
#include "variant.h"

#include "fuzz_util.h"

/* Strict UTF-8 (pgnkit-convert(1), Export format: output is always UTF-8). */
static void check_utf8(const char *what, const char *buf, size_t len)
{
    fz_json j = {(const unsigned char *)buf, (const unsigned char *)buf + len, 0};
    while (j.p < j.end)
        if (!fz_utf8(&j))
            FUZZ_FAIL("%s output is not UTF-8 at byte %zu:\n%.*s", what, (size_t)(j.p - (const unsigned char *)buf),
                      (int)(len > 2000 ? 2000 : len), buf);
}

static void check_json(const char *what, const char *buf, size_t len)
{
    size_t bad = 0;
    if (!fz_json_lines(buf, len, &bad))
        FUZZ_FAIL("%s output is not valid JSON Lines (line %zu):\n%.*s", what, bad, (int)(len > 2000 ? 2000 : len), buf);
}

/* One game converted, as a string the caller frees. */
static char *converted(const pk_game *g, const pk_convert_options *co, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    pk_convert_game(f, g, co);
    fclose(f);
    return buf;
}

/* The SAN facts the check records (pk_check_options.record_san, as convert asks) give the same
 * text as those found again from the positions. The game is checked again for it. */
static void check_recorded_san(pk_game *g, const pk_check_options *opt, const pk_convert_options *co)
{
    size_t found_len, recorded_len;
    char *found = converted(g, co, &found_len);
    pk_check_options record = *opt;
    record.record_san = true;
    pk_game_check(g, &record);
    char *recorded = converted(g, co, &recorded_len);
    if (found_len != recorded_len || memcmp(found, recorded, found_len) != 0)
        FUZZ_FAIL("recorded SAN facts write another text\n--- found from positions:\n%.*s--- recorded:\n%.*s",
                  (int)found_len, found, (int)recorded_len, recorded);
    free(found);
    free(recorded);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (skip_known_input(data, size))
        return 0;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;

    pk_check_options opt = {0};
    opt.strict = h & 1;
    opt.allow_null = (h >> 1) & 1;
    if ((h >> 2) & 1)
        opt.lang = pk_lang_at((int)((h >> 3) % (unsigned)pk_lang_count()));
    if (((h >> 8) & 3) == 0)
        opt.notation = (pk_notation)(1 + (h >> 10) % PK_NOTATION_DESCRIPTIVE);
    /* --variant: none (as the tags say) or one of the rows */
    size_t variant_pick = (h >> 20) % (pk_variant_count + 1);
    opt.variant = variant_pick ? pk_variants[variant_pick - 1] : NULL;
    int target0 = (int)((h >> 12) % 5);

    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory((const char *)data, size);
    if (!lx)
        return 0;
    pk_game_reader *r = pk_game_reader_new(lx);
    if (!r) {
        pk_pgn_lexer_free(lx);
        return 0;
    }

    char *rbuf = NULL, *cbuf = NULL, *tbuf = NULL, *pbuf = NULL;
    size_t rlen = 0, clen = 0, tlen = 0, plen = 0;
    FILE *rout = open_memstream(&rbuf, &rlen);
    FILE *cout = open_memstream(&cbuf, &clen);
    FILE *tout = open_memstream(&tbuf, &tlen);
    FILE *pout = open_memstream(&pbuf, &plen);
    pk_report *rep = pk_report_new(rout, PK_REPORT_JSON, false, opt.strict);
    pk_report *trep = pk_report_new(tout, PK_REPORT_TEXT, false, opt.strict);

    pk_game g;
    pk_game_init(&g);
    unsigned games = 0;
    while (pk_game_read(r, &g)) {
        pk_game_check(&g, &opt);
        pk_report_game(rep, "fuzz.pgn", &g);
        pk_report_game(trep, "fuzz.pgn", &g);
        /* every game to JSON (kept and checked), and to one PGN target in turn */
        pk_convert_options co = {PK_TO_JSON, pk_lang_english()};
        pk_convert_game(cout, &g, &co);
        int t = (target0 + (int)games) % 5;
        co.target = (pk_target)t;
        if (t == PK_TO_SAN || t == PK_TO_LAN)
            co.lang = pk_lang_at((int)((h >> 16) % (unsigned)pk_lang_count()));
        if (t == PK_TO_DESCRIPTIVE && ((h >> 16) & 1))
            co.lang = pk_lang_find("it");
        pk_convert_game(pout, &g, &co);
        if ((t == PK_TO_SAN || t == PK_TO_LAN) && ((h >> 22) & 1))
            check_recorded_san(&g, &opt, &co);
        games++;
    }
    pk_report_finish(rep);
    pk_report_free(rep);
    pk_report_finish(trep);
    pk_report_free(trep);
    fclose(rout);
    fclose(cout);
    fclose(tout);
    fclose(pout);
    if (getenv("FUZZ_DUMP")) /* to see what an input gives: FUZZ_DUMP=1 fuzz_pgn FILE */
        fprintf(stderr, "--- options: strict %d null %d lang %s notation %d variant %s\n--- text report:\n%.*s--- JSON report:\n%.*s"
                        "--- convert JSON:\n%.*s--- convert PGN:\n%.*s---\n",
                opt.strict, opt.allow_null, opt.lang ? opt.lang->code : "auto", (int)opt.notation, opt.variant ? opt.variant->name : "(tags)", (int)tlen, tbuf,
                (int)rlen, rbuf, (int)clen, cbuf, (int)plen, pbuf);
    check_json("validate --format=json", rbuf, rlen);
    check_json("convert --to=json", cbuf, clen);
    check_utf8("validate (text)", tbuf, tlen);
    check_utf8("convert (PGN)", pbuf, plen);
    free(rbuf);
    free(cbuf);
    free(tbuf);
    free(pbuf);

    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return 0;
}
