/* Case folding in text.h (pgn/text.c): the byte table, the case-blind comparison and the
 * case-blind substring tests (one needle, either of two), each against the C library's tolower, strncasecmp and a plain
 * search through tolower, on every byte and on words that match at and away from their
 * first byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "text.h"

/* The search as it was written first: at each place, byte by byte through tolower. */
static bool contains_through_tolower(const char *haystack, const char *needle)
{
    size_t n = strlen(needle);
    for (const char *p = haystack; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && tolower((unsigned char)p[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return true;
    }
    return n == 0;
}

static void the_table_lowers_as_tolower(void **state)
{
    (void)state;
    for (int c = 0; c < 256; c++)
        assert_int_equal(pk_ascii_lower[c], tolower(c));
}

static const char *const words[] = {"",          "x",        "X",           "xiangqi",  "XIANGQI",     "Xiangqi x",
                                    "xxiangqi",  "xiangq",   "fischerandom", "Chinese",  "chinesE chess", "chines",
                                    "ccchinese", "CHINESEx", "a\xC3\xA9xiangqi", "\xE8\xB1\xA1xiangqi", "Time forfeit",
                                    "time  forfeit", "chess960", "Chess 960", "960", "FRC", "frc ", "fischer random"};

static void substrings_found_as_through_tolower(void **state)
{
    (void)state;
    size_t n = sizeof words / sizeof words[0];
    for (size_t h = 0; h < n; h++)
        for (size_t k = 0; k < n; k++)
            assert_int_equal(pk_contains_nocase(words[h], words[k]), contains_through_tolower(words[h], words[k]));
    assert_true(pk_contains_nocase("TCEC Xiangqi league", "xiangqi"));
    assert_true(pk_contains_nocase("xxiangqi", "xiangqi")); /* the first byte twice: found at the second */
    assert_false(pk_contains_nocase("fischerandom", "chinese"));
    assert_false(pk_contains_nocase("xiangq", "xiangqi")); /* the haystack ends inside the match */
    assert_true(pk_contains_nocase("", ""));
    assert_false(pk_contains_nocase("", "x"));
    /* both needles in one pass: as the two searches joined by || */
    for (size_t h = 0; h < n; h++)
        for (size_t a = 0; a < n; a++)
            for (size_t b = 0; b < n; b++)
                assert_int_equal(pk_contains_either_nocase(words[h], words[a], words[b]),
                                 contains_through_tolower(words[h], words[a]) ||
                                     contains_through_tolower(words[h], words[b]));
    assert_true(pk_contains_either_nocase("Chinese Chess", "xiangqi", "chinese"));
    assert_true(pk_contains_either_nocase("xiangqi (chinese chess)", "chinese", "xiangqi"));
    assert_false(pk_contains_either_nocase("fischerandom", "xiangqi", "chinese")); /* c, h at 'ch' */
}

static void comparisons_as_strncasecmp(void **state)
{
    (void)state;
    size_t n = sizeof words / sizeof words[0];
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < n; b++) {
            size_t len = strlen(words[b]); /* b holds no NUL before len; a may end sooner */
            assert_int_equal(pk_equal_nocase(words[a], words[b], len), strncasecmp(words[a], words[b], len) == 0);
        }
    assert_true(pk_equal_nocase("Chess960", "CHESS960", 8));
    assert_false(pk_equal_nocase("chess", "chest", 5));
    assert_true(pk_equal_nocase("chess", "chest", 4));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_table_lowers_as_tolower),
        cmocka_unit_test(substrings_found_as_through_tolower),
        cmocka_unit_test(comparisons_as_strncasecmp),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
