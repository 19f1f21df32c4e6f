/* PGN dates (Date, EventDate, UTCDate): YYYY.MM.DD with '?' for unknown digits, and whether a
 * date can be one at all (no month 13 or 00, no 30 February: pgnkit-rules(7), CHESS, Tags and
 * dates). */
#ifndef PK_PGN_DATE_H
#define PK_PGN_DATE_H

#include <stdbool.h>
#include <stddef.h>

typedef enum {
    PK_DATE_VALID = 0,   /* YYYY.MM.DD, some digits maybe '?', and a day the calendar has */
    PK_DATE_MALFORMED,   /* not of the form YYYY.MM.DD */
    PK_DATE_IMPOSSIBLE,  /* of the form, but no day of the calendar fits it */
} pk_date_status;

/* Judges a date; for an impossible one, why (e.g. "February 2026 has 28 days") into why. */
pk_date_status pk_date_check(const char *date, char *why, size_t why_size);

#endif
