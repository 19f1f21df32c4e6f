/* Piece letters by language: exactly the table of pgnkit-notations(7), SAN, Languages. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "bitboard.h"
#include "lang.h"

/* pgnkit-notations(7), SAN, Languages, one row per language (sv, da and no share a row there):
 * the letters of pawn, knight, bishop, rook, queen, king. */
static const struct {
    const char *code, *name, *letters;
} table[] = {
    {"en", "English", "PNBRQK"},   {"it", "Italian", "PCATDR"}, {"es", "Spanish", "PCATDR"},
    {"fr", "French", "PCFTDR"},    {"de", "German", "BSLTDK"},  {"nl", "Dutch", "OPLTDK"},
    {"pt", "Portuguese", "PCBTDR"}, {"sv", "Swedish", "BSLTDK"}, {"da", "Danish", "BSLTDK"},
    {"no", "Norwegian", "BSLTDK"}, {"cs", "Czech", "PJSVDK"},   {"pl", "Polish", "PSGWHK"},
    {"hu", "Hungarian", "GHFBVK"}, {"ro", "Romanian", "PCNTDR"}, {"fi", "Finnish", "PRLTDK"},
};
#define N_LANGS (int)(sizeof table / sizeof table[0])

static void test_every_language_has_its_letters(void **state)
{
    (void)state;
    for (int i = 0; i < N_LANGS; i++) {
        const pk_lang *lang = pk_lang_find(table[i].code);
        if (!lang)
            fail_msg("language %s missing", table[i].code);
        assert_string_equal(lang->code, table[i].code);
        assert_string_equal(lang->name, table[i].name);
        for (int t = PK_PAWN; t <= PK_KING; t++) {
            if (lang->letters[t] != table[i].letters[t])
                fail_msg("%s: piece %d is '%c', expected '%c'", table[i].code, t, lang->letters[t],
                         table[i].letters[t]);
            assert_int_equal(pk_lang_piece(lang, table[i].letters[t]), t);
        }
    }
}

static void test_no_other_languages(void **state)
{
    (void)state;
    assert_int_equal(pk_lang_count(), N_LANGS);
    for (int i = 0; i < pk_lang_count(); i++)
        assert_string_equal(pk_lang_at(i)->code, table[i].code);
    assert_ptr_equal(pk_lang_english(), pk_lang_at(0));
    assert_ptr_equal(pk_lang_english(), pk_lang_find("en"));
    assert_null(pk_lang_find("xx"));
    assert_null(pk_lang_find(""));
    assert_null(pk_lang_find("EN"));
    assert_null(pk_lang_find("eng"));
}

static void test_letters_outside_a_language(void **state)
{
    (void)state;
    for (int i = 0; i < N_LANGS; i++) {
        const pk_lang *lang = pk_lang_find(table[i].code);
        for (char c = 'A'; c <= 'Z'; c++)
            if (!strchr(table[i].letters, c))
                assert_int_equal(pk_lang_piece(lang, c), -1);
        /* lower case is never a piece letter (files are a-h) */
        assert_int_equal(pk_lang_piece(lang, 'b'), -1);
        assert_int_equal(pk_lang_piece(lang, 'n'), -1);
        /* the table has a row for every byte (no range test before it): six of them are pieces,
         * each its letter's type, and every other byte (signed or not) is none */
        int pieces = 0;
        for (int c = 0; c < 256; c++) {
            int t = pk_lang_piece(lang, (char)c);
            if (t < 0)
                continue;
            pieces++;
            assert_true(c >= 'A' && c <= 'Z');
            assert_int_equal(t, (int)(strchr(table[i].letters, c) - table[i].letters));
        }
        assert_int_equal(pieces, (int)strlen(table[i].letters));
        assert_int_equal(pk_lang_piece(lang, (char)-1), -1);
        assert_int_equal(pk_lang_piece(lang, (char)('P' + 128)), -1);
        assert_int_equal(pk_lang_piece(lang, 0), -1);
    }
    /* the same letter, different pieces */
    assert_int_equal(pk_lang_piece(pk_lang_find("en"), 'R'), PK_ROOK);
    assert_int_equal(pk_lang_piece(pk_lang_find("it"), 'R'), PK_KING);
    assert_int_equal(pk_lang_piece(pk_lang_find("en"), 'B'), PK_BISHOP);
    assert_int_equal(pk_lang_piece(pk_lang_find("de"), 'B'), PK_PAWN);
    assert_int_equal(pk_lang_piece(pk_lang_find("hu"), 'B'), PK_ROOK);
    assert_int_equal(pk_lang_piece(pk_lang_find("nl"), 'P'), PK_KNIGHT);
    assert_int_equal(pk_lang_piece(pk_lang_find("fi"), 'R'), PK_KNIGHT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_language_has_its_letters),
        cmocka_unit_test(test_no_other_languages),
        cmocka_unit_test(test_letters_outside_a_language),
    };
    return cmocka_run_group_tests_name("lang", tests, NULL, NULL);
}
