/* Helpers shared by the libFuzzer harnesses: a strict JSON checker (for the JSON Lines
 * outputs, which must stay valid whatever the input bytes) and a failure macro. */
#ifndef PK_FUZZ_UTIL_H
#define PK_FUZZ_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A property failure: print and abort so that libFuzzer records the input as a crash. */
#define FUZZ_FAIL(...)                                                                     \
    do {                                                                                   \
        fprintf(stderr, "FUZZ PROPERTY FAILED (%s:%d): ", __FILE__, __LINE__);             \
        fprintf(stderr, __VA_ARGS__);                                                      \
        fputc('\n', stderr);                                                               \
        abort();                                                                           \
    } while (0)

/* Known bugs to look past while fuzzing: FUZZ_KNOWN (set by run.sh from tests/fuzz/known-bugs)
 * holds their words. */
static inline bool known(const char *name)
{
    const char *k = getenv("FUZZ_KNOWN");
    return k && strstr(k, name);
}

/* Inputs that reach a known bug, skipped while it is known (none at present; the words of
 * fixed bugs are listed in tests/fuzz/known-bugs). */
static inline bool skip_known_input(const uint8_t *data, size_t size)
{
    (void)data;
    (void)size;
    return false;
}

typedef struct {
    const unsigned char *p, *end;
    int depth;
} fz_json;

static bool fz_json_value(fz_json *j);

static void fz_json_ws(fz_json *j)
{
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\r' || *j->p == '\n'))
        j->p++;
}

/* One UTF-8 sequence, strictly (no overlongs, no surrogates, <= U+10FFFF). */
static bool fz_utf8(fz_json *j)
{
    const unsigned char *s = j->p;
    size_t left = (size_t)(j->end - s);
    unsigned c = s[0];
    int n;
    unsigned min, cp;
    if (c < 0x80)
        return j->p++, true;
    if (c >= 0xC2 && c <= 0xDF)
        n = 1, min = 0x80, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 2, min = 0x800, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 3, min = 0x10000, cp = c & 0x07;
    else
        return false;
    if (left < (size_t)n + 1)
        return false;
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return false;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return false;
    j->p += n + 1;
    return true;
}

static bool fz_json_string(fz_json *j)
{
    if (j->p >= j->end || *j->p != '"')
        return false;
    j->p++;
    while (j->p < j->end) {
        unsigned c = *j->p;
        if (c == '"')
            return j->p++, true;
        if (c < 0x20)
            return false;
        if (c == '\\') {
            j->p++;
            if (j->p >= j->end)
                return false;
            c = *j->p++;
            if (c == 'u') {
                for (int i = 0; i < 4; i++, j->p++)
                    if (j->p >= j->end || !strchr("0123456789abcdefABCDEF", *j->p) || !*j->p)
                        return false;
            } else if (!strchr("\"\\/bfnrt", (int)c) || !c) {
                return false;
            }
            continue;
        }
        if (!fz_utf8(j))
            return false;
    }
    return false;
}

static bool fz_json_number(fz_json *j)
{
    const unsigned char *s = j->p;
    if (j->p < j->end && *j->p == '-')
        j->p++;
    if (j->p >= j->end)
        return false;
    if (*j->p == '0')
        j->p++;
    else if (*j->p >= '1' && *j->p <= '9')
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    else
        return false;
    if (j->p < j->end && *j->p == '.') {
        j->p++;
        if (j->p >= j->end || *j->p < '0' || *j->p > '9')
            return false;
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    }
    if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
        j->p++;
        if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
            j->p++;
        if (j->p >= j->end || *j->p < '0' || *j->p > '9')
            return false;
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    }
    return j->p > s;
}

static bool fz_json_lit(fz_json *j, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(j->end - j->p) < n || memcmp(j->p, w, n) != 0)
        return false;
    j->p += n;
    return true;
}

static bool fz_json_value(fz_json *j)
{
    fz_json_ws(j);
    if (j->p >= j->end)
        return false;
    if (++j->depth > 10000)
        return false;
    bool ok;
    switch (*j->p) {
    case '{':
        j->p++;
        fz_json_ws(j);
        if (j->p < j->end && *j->p == '}') {
            j->p++;
            ok = true;
            break;
        }
        for (;;) {
            fz_json_ws(j);
            if (!fz_json_string(j))
                return false;
            fz_json_ws(j);
            if (j->p >= j->end || *j->p++ != ':')
                return false;
            if (!fz_json_value(j))
                return false;
            fz_json_ws(j);
            if (j->p < j->end && *j->p == ',') {
                j->p++;
                continue;
            }
            if (j->p < j->end && *j->p == '}') {
                j->p++;
                break;
            }
            return false;
        }
        ok = true;
        break;
    case '[':
        j->p++;
        fz_json_ws(j);
        if (j->p < j->end && *j->p == ']') {
            j->p++;
            ok = true;
            break;
        }
        for (;;) {
            if (!fz_json_value(j))
                return false;
            fz_json_ws(j);
            if (j->p < j->end && *j->p == ',') {
                j->p++;
                continue;
            }
            if (j->p < j->end && *j->p == ']') {
                j->p++;
                break;
            }
            return false;
        }
        ok = true;
        break;
    case '"':
        ok = fz_json_string(j);
        break;
    case 't':
        ok = fz_json_lit(j, "true");
        break;
    case 'f':
        ok = fz_json_lit(j, "false");
        break;
    case 'n':
        ok = fz_json_lit(j, "null");
        break;
    default:
        ok = fz_json_number(j);
        break;
    }
    j->depth--;
    return ok;
}

/* True when buf holds JSON Lines: every '\n'-terminated line one JSON object. Sets *bad_line. */
static inline bool fz_json_lines(const char *buf, size_t len, size_t *bad_line)
{
    size_t line = 0;
    const char *p = buf, *end = buf + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        line++;
        if (!nl) {
            *bad_line = line; /* the last line must end in a newline */
            return false;
        }
        fz_json j = {(const unsigned char *)p, (const unsigned char *)nl, 0};
        fz_json_ws(&j);
        if (j.p >= j.end || *j.p != '{' || !fz_json_value(&j)) {
            *bad_line = line;
            return false;
        }
        fz_json_ws(&j);
        if (j.p != j.end) {
            *bad_line = line;
            return false;
        }
        p = nl + 1;
    }
    return true;
}

#endif
