/* PGN dates: pk_date_check against the plain reading of its rules (date_check_reference below,
 * the check as it was written before its shortcuts), over every month and day field of digits
 * and '?' in years known, unknown and partly known, and over texts of the wrong form: the same
 * status and the same explanation, whichever way pk_date_check gets there. A few cases by hand
 * are in test_misc.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pgn_date.h"

static const char *const month_names[12] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};

static int days_in(int m, int y)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    bool leap = y < 0 || (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : days[m - 1];
}

static bool fits(const char *f, int n)
{
    return (f[0] == '?' || f[0] - '0' == n / 10) && (f[1] == '?' || f[1] - '0' == n % 10);
}

/* The rules read plainly: the form (10 bytes, '.' at 4 and 7, digits or '?' elsewhere), then
 * some month of the calendar and some day of it that fit the digits written. */
static pk_date_status date_check_reference(const char *d, char *why, size_t why_size)
{
    why[0] = 0;
    if (strlen(d) != 10 || d[4] != '.' || d[7] != '.')
        return PK_DATE_MALFORMED;
    int year = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 4 || i == 7)
            continue;
        if (d[i] != '?' && (d[i] < '0' || d[i] > '9'))
            return PK_DATE_MALFORMED;
        if (i < 4)
            year = year < 0 || d[i] == '?' ? -1 : year * 10 + (d[i] - '0');
    }
    bool month_exists = false;
    int longest = 0, month = 0;
    for (int m = 1; m <= 12; m++)
        if (fits(d + 5, m)) {
            month_exists = true;
            if (days_in(m, year) > longest)
                longest = days_in(m, year), month = m;
        }
    if (!month_exists) {
        snprintf(why, why_size, "there is no month %.2s", d + 5);
        return PK_DATE_IMPOSSIBLE;
    }
    for (int day = 1; day <= longest; day++)
        if (fits(d + 8, day))
            return PK_DATE_VALID;
    bool one_month = d[5] != '?' && d[6] != '?';
    if (d[8] == '0' && d[9] == '0')
        snprintf(why, why_size, "there is no day 00");
    else if (one_month && year >= 0 && month == 2)
        snprintf(why, why_size, "%s %d has %d days", month_names[month - 1], year, longest);
    else if (one_month)
        snprintf(why, why_size, "%s has %s%d days", month_names[month - 1], month == 2 ? "at most " : "", longest);
    else
        snprintf(why, why_size, "no month has a day %.2s", d + 8);
    return PK_DATE_IMPOSSIBLE;
}

/* The text is copied into a buffer of its own length, so that a read past its end is one past
 * the allocation (AddressSanitizer tells it under make SANITIZE=1). */
static void expect_as_reference(const char *date, size_t *checked)
{
    size_t len = strlen(date);
    char *own = malloc(len + 1);
    assert_non_null(own);
    memcpy(own, date, len + 1);
    char why[80], want_why[80];
    pk_date_status got = pk_date_check(own, why, sizeof why);
    pk_date_status want = date_check_reference(own, want_why, sizeof want_why);
    free(own);
    if (got != want || strcmp(why, want_why) != 0)
        fail_msg("\"%s\": %d \"%s\", expected %d \"%s\"", date, got, why, want, want_why);
    (*checked)++;
}

/* The two-byte fields: every pair of digits and '?'. */
static void field_values(char values[][3], size_t *n)
{
    static const char places[] = "0123456789?";
    *n = 0;
    for (size_t a = 0; a < sizeof places - 1; a++)
        for (size_t b = 0; b < sizeof places - 1; b++) {
            values[*n][0] = places[a];
            values[*n][1] = places[b];
            values[*n][2] = 0;
            (*n)++;
        }
}

static void test_every_field_as_the_reference(void **state)
{
    (void)state;
    static const char *const years[] = {"2024", "2023", "2000", "1900", "2100", "1996", "0000", "????",
                                        "19??", "20?4", "?000", "1?00", "???4"};
    char fields[121][3];
    size_t n_fields, checked = 0;
    field_values(fields, &n_fields);
    char date[11];
    for (size_t y = 0; y < sizeof years / sizeof years[0]; y++)
        for (size_t m = 0; m < n_fields; m++)
            for (size_t d = 0; d < n_fields; d++) {
                memcpy(date, years[y], 4);
                date[4] = date[7] = '.';
                memcpy(date + 5, fields[m], 2);
                memcpy(date + 8, fields[d], 3);
                expect_as_reference(date, &checked);
            }
    assert_int_equal(checked, 13 * 121 * 121);
}

static void test_wrong_forms_as_the_reference(void **state)
{
    (void)state;
    static const char *const dates[] = {
        "", "2", "2026", "2026.", "2026.11", "2026.11.", "2026.11.1", "2026.11.145", "2026.11.14 ",
        "2026-11-14", "2026/11/14", "2026.11-14", "2026-11.14", "20261114xx", "2026..11.14",
        "x026.11.14", "2x26.11.14", "20x6.11.14", "202x.11.14", "2026.x1.14", "2026.1x.14", "2026.11.x4", "2026.11.1x",
        "2026.11.1\xC3", "\xC3\xA9" "026.11.1", "2026.11.1>", "2026.11.1/", "2026.11.1:", "2026.11.1 ", "2026.11.?",
        "????.??.?", "????.??.???", "?", ".", "..........", "2026.11.14\n",
    };
    size_t checked = 0;
    for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++)
        expect_as_reference(dates[i], &checked);
    /* a byte of every value at each place, and after the last (a text one byte too long) */
    char date[12];
    for (int place = 0; place < 11; place++)
        for (int c = 1; c < 256; c++) {
            memcpy(date, "2024.02.29", 11);
            date[11] = 0;
            date[place] = (char)c;
            expect_as_reference(date, &checked);
        }
}

/* The date's explanation is written only as far as there is room, and not at all without. */
static void test_explanation_room(void **state)
{
    (void)state;
    char why[8] = "xxxxxxx";
    assert_int_equal(pk_date_check("2026.02.30", why, sizeof why), PK_DATE_IMPOSSIBLE);
    assert_string_equal(why, "Februar");
    assert_int_equal(pk_date_check("2026.02.30", NULL, 0), PK_DATE_IMPOSSIBLE);
    assert_int_equal(pk_date_check("2026.02.28", why, sizeof why), PK_DATE_VALID);
    assert_string_equal(why, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_field_as_the_reference),
        cmocka_unit_test(test_wrong_forms_as_the_reference),
        cmocka_unit_test(test_explanation_room),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
