/* Assertions that explain themselves: a failure names the line of the test that called the
 * helper (not the helper's own line) and the field that differs, as in
 *     tests/test_game.c:545: diagnostic 0 field 'column': 13 != 12
 * (what the game holds first, then what the test expects).
 *
 * A test helper takes `pk_where at` as its first parameter and checks through the where_*
 * functions below; a macro of the helper's public name passes HERE, so that tests call it as
 * before:
 *     static void expect_final_(pk_where at, const pk_game *g, const char *fen) { ... }
 *     #define expect_final(...) expect_final_(HERE, __VA_ARGS__)
 * Include after <cmocka.h>. */
#ifndef PK_TEST_HELPERS_H
#define PK_TEST_HELPERS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *file;
    int line;
} pk_where;

#define HERE ((pk_where){__FILE__, __LINE__})

/* Fails the test at `at` with the message (printf format) printed after "file:line: ". */
static inline void where_fail(pk_where at, const char *format, ...) CMOCKA_PRINTF_ATTRIBUTE(2, 3);
static inline void where_fail(pk_where at, const char *format, ...)
{
    char message[2048];
    va_list ap;
    va_start(ap, format);
    vsnprintf(message, sizeof message, format, ap);
    va_end(ap);
    print_error("%s:%d: %s\n", at.file, at.line, message);
    _fail(at.file, at.line);
}

/* `what` names the thing checked ("diagnostic 0"), `field` the field ("column"); what may be
 * "" when the field alone says it. */
static inline void where_int(pk_where at, const char *what, const char *field, long long got, long long expected)
{
    if (got != expected)
        where_fail(at, "%s%sfield '%s': %lld != %lld", what, *what ? " " : "", field, got, expected);
}

/* Unsigned values shown in hexadecimal (bit sets). */
static inline void where_bits(pk_where at, const char *what, const char *field, unsigned long long got,
                              unsigned long long expected)
{
    if (got != expected)
        where_fail(at, "%s%sfield '%s': %#llx != %#llx", what, *what ? " " : "", field, got, expected);
}

/* Strings, NULL shown as (null) and equal only to NULL. */
static inline void where_str(pk_where at, const char *what, const char *field, const char *got, const char *expected)
{
    if (got == expected || (got && expected && strcmp(got, expected) == 0))
        return;
    where_fail(at, "%s%sfield '%s': %s%s%s != %s%s%s", what, *what ? " " : "", field, got ? "\"" : "",
               got ? got : "(null)", got ? "\"" : "", expected ? "\"" : "", expected ? expected : "(null)",
               expected ? "\"" : "");
}

static inline void where_bool(pk_where at, const char *what, const char *field, bool got, bool expected)
{
    if (got != expected)
        where_fail(at, "%s%sfield '%s': %s != %s", what, *what ? " " : "", field, got ? "true" : "false",
                   expected ? "true" : "false");
}

#endif
