/* PGN dates: form and calendar. */
#include "pgn_date.h"

#include "byte_table.h"

#include <stdint.h>
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

/* The bytes a date's digit places may hold: a digit or '?' (not the NUL of a text that ends
 * early). */
#define DATE_PLACE(c) (((c) >= '0' && (c) <= '9') || (c) == '?')
static const unsigned char date_place[256] = {PK_BYTE_TABLE(DATE_PLACE)};

/* A date of the right form that the shortcuts of pk_date_check could not judge: some month and
 * some day of it that fit the digits written (year: -1 when not all its digits are). Apart,
 * and never inlined: the common dates then need no registers saved. */
static __attribute__((noinline)) pk_date_status date_fits_slow(const char *d, int year, char *why, size_t why_size)
{
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

/* Does a field of digits and '?' (2 or 4 bytes as one number, in either byte order) hold a '?'?
 * Among those bytes only '?' (0x3F) has its low four bits all set: adding 1 to them carries. */
static inline bool has_unknown(uint32_t field) { return ((field & 0x0F0F0F0Fu) + 0x01010101u) & 0x10101010u; }

pk_date_status pk_date_check(const char *d, char *why, size_t why_size)
{
    if (why_size)
        why[0] = 0;
    /* the form YYYY.MM.DD, place by place in order: a text that ends early stops at its NUL,
     * which fits no place, and nothing past it is read */
    const unsigned char *u = (const unsigned char *)d;
    if (!date_place[u[0]] || !date_place[u[1]] || !date_place[u[2]] || !date_place[u[3]] || u[4] != '.' ||
        !date_place[u[5]] || !date_place[u[6]] || u[7] != '.' || !date_place[u[8]] || !date_place[u[9]] || u[10])
        return PK_DATE_MALFORMED;
    uint32_t y4, md;
    uint16_t m2, d2;
    memcpy(&y4, u, 4);
    memcpy(&m2, u + 5, 2);
    memcpy(&d2, u + 8, 2);
    md = m2 | (uint32_t)d2 << 16;
#define DATE_TWO(i) ((u[i] - '0') * 10 + (u[(i) + 1] - '0'))
    /* the usual case, every digit written: the calendar at once (each game asks, more than once);
     * the year is needed for February 29 only */
    if (!has_unknown(y4) && !has_unknown(md)) {
        int m = DATE_TWO(5), day = DATE_TWO(8);
        if (m >= 1 && m <= 12 && day >= 1 && (day <= 28 || (m != 2 && day <= days_in_month(m, 0)) ||
                                              day <= days_in_month(m, DATE_TWO(0) * 100 + DATE_TWO(2))))
            return PK_DATE_VALID;
    }
    /* the next most usual, the day or the month and day unknown ("1995.??.??", "1995.03.??"): any
     * month that exists has a day 1, so the searches need not run */
    if (u[8] == '?' && u[9] == '?') {
        if (u[5] == '?' && u[6] == '?')
            return PK_DATE_VALID;
        if (!has_unknown(m2)) {
            int m = DATE_TWO(5);
            if (m >= 1 && m <= 12)
                return PK_DATE_VALID;
        }
    }
    int year = has_unknown(y4) ? -1 : DATE_TWO(0) * 100 + DATE_TWO(2);
#undef DATE_TWO
    return date_fits_slow(d, year, why, why_size);
}
