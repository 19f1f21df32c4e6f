/* The variant table (variant.h): every row answers every entry, names find their rows, and a
 * game goes to the row of its game (by its tags, its moves, --variant or a notation asked
 * for), which checks it and writes it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "variant.h"
#include "xiangqi_notation.h"

static void every_row_answers_every_entry(void **state)
{
    (void)state;
    assert_int_equal(pk_variant_count, 3);
    for (size_t i = 0; i < pk_variant_count; i++) {
        const pk_variant *v = pk_variants[i];
        assert_non_null(v->name);
        assert_non_null(v->check);
        assert_non_null(v->convert);
        assert_int_not_equal(v->id, PK_VARIANT_AUTO);
        assert_ptr_equal(pk_variant_named(v->name), v);
        for (size_t k = 0; k < i; k++) /* names and ids tell the rows apart */
            assert_int_not_equal(pk_variants[k]->id, v->id);
    }
    /* the first row is the one of a game no row claims: chess, which claims nothing itself */
    assert_string_equal(pk_variants[0]->name, "chess");
    assert_null(pk_variants[0]->claims);
    assert_null(pk_variant_named("chess960"));
    assert_null(pk_variant_named(""));
}

/* Reads the one game of text, checks it with opt and returns the name of its row, and the
 * game's converted text in *converted (the caller frees it). */
static const char *row_of(const char *text, const pk_check_options *opt, const pk_convert_options *to,
                          char **converted)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, strlen(text));
    pk_game_reader *r = pk_game_reader_new(lx);
    assert_non_null(r);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_game_check(&g, opt);
    assert_non_null(g.row);
    const char *name = g.row->name;
    size_t size = 0;
    FILE *out = open_memstream(converted, &size);
    assert_non_null(out);
    assert_true(pk_convert_game(out, &g, to) >= 0);
    fclose(out);
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    return name;
}

static void a_game_goes_to_its_row(void **state)
{
    (void)state;
    static const char chess[] = "[Event \"e\"]\n\n1. e4 e5 2. Nf3 *\n";
    static const char xiangqi_by_tag[] = "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n";
    static const char xiangqi_by_moves[] = "1. h2e2 h9g7 *\n";
    static const char kingless[] = "[Variant \"kingless\"]\n[FEN \"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1\"]\n\n"
                                   "1. e4 e5 *\n";
    static const char chess960[] = "[Variant \"chess960\"]\n\n1. e4 *\n";
    const pk_check_options automatic = {0};
    const pk_convert_options san = {.target = PK_TO_SAN}, wxf = {.target = PK_TO_WXF};
    char *out = NULL;

    assert_string_equal(row_of(chess, &automatic, &san, &out), "chess");
    assert_non_null(strstr(out, "1. e4 e5 2. Nf3 *"));
    free(out);

    assert_string_equal(row_of(xiangqi_by_tag, &automatic, &wxf, &out), "xiangqi");
    assert_non_null(strstr(out, "[Format \"WXF\"]\n\n1. C2.5 H8+7 *"));
    free(out);
    assert_string_equal(row_of(xiangqi_by_moves, &automatic, &san, &out), "xiangqi");
    assert_non_null(strstr(out, "1. h2e2 h9g7 *")); /* a chess notation asked for: its own */
    free(out);

    assert_string_equal(row_of(kingless, &automatic, &san, &out), "kingless");
    free(out);
    const pk_check_options as_kingless = {.variant = PK_VARIANT_KINGLESS};
    assert_string_equal(row_of(kingless, &as_kingless, &san, &out), "kingless");
    free(out);

    /* a Xiangqi notation asked for claims the game whatever --variant says */
    const pk_check_options wxf_moves = {.variant = PK_VARIANT_CHESS, .xq_notation = 1 + PK_XQ_WXF};
    assert_string_equal(row_of("1. C2.5 H8+7 *\n", &wxf_moves, &wxf, &out), "xiangqi");
    free(out);

    /* a game of no row pgnkit plays is kept by the chess row, which writes it as read */
    assert_string_equal(row_of(chess960, &automatic, &san, &out), "chess");
    assert_non_null(strstr(out, "[Variant \"chess960\"]"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_row_answers_every_entry),
        cmocka_unit_test(a_game_goes_to_its_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
