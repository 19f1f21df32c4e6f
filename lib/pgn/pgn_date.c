/* PGN dates: form and calendar. */
#include "pgn_date.h"

#include <stdio.h>
#include <string.h>

static const char *const month_names[12] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};

static bool leap_year(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* Days of month m (1-12) in year y; y < 0 (unknown): February may have 29. */
static int days_in_month(int m, int y)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && (y < 0 || leap_year(y)) ? 29 : days[m - 1];
}

/* Does the two-character field f (digits or '?') fit the number n (0-99)? */
static bool field_fits(const char *f, int n)
{
    return (f[0] == '?' || f[0] - '0' == n / 10) && (f[1] == '?' || f[1] - '0' == n % 10);
}

pk_date_status pk_date_check(const char *d, char *why, size_t why_size)
{
    if (why_size)
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
    /* the usual case, every digit written: the calendar at once (each game asks, more than once) */
    if (year >= 0 && d[5] != '?' && d[6] != '?' && d[8] != '?' && d[9] != '?') {
        int m = (d[5] - '0') * 10 + (d[6] - '0'), day = (d[8] - '0') * 10 + (d[9] - '0');
        if (m >= 1 && m <= 12 && day >= 1 && day <= days_in_month(m, year))
            return PK_DATE_VALID;
    }
    /* the next most usual, the day or the month and day unknown ("1995.??.??", "1995.03.??"): any
     * month that exists has a day 1, so the searches below need not run */
    if (d[8] == '?' && d[9] == '?') {
        if (d[5] == '?' && d[6] == '?')
            return PK_DATE_VALID;
        if (d[5] != '?' && d[6] != '?') {
            int m = (d[5] - '0') * 10 + (d[6] - '0');
            if (m >= 1 && m <= 12)
                return PK_DATE_VALID;
        }
    }
    /* some month and some day of it that fit the digits written */
    bool month_exists = false;
    int longest = 0, month = 0;
    for (int m = 1; m <= 12; m++)
        if (field_fits(d + 5, m)) {
            month_exists = true;
            if (days_in_month(m, year) > longest)
                longest = days_in_month(m, year), month = m;
        }
    if (!month_exists) {
        snprintf(why, why_size, "there is no month %.2s", d + 5);
        return PK_DATE_IMPOSSIBLE;
    }
    for (int day = 1; day <= longest; day++)
        if (field_fits(d + 8, day))
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
