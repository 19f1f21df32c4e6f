/* UTF-8 validation and CP1252 transcoding. */
#include "text.h"

#include "byte_table.h"

#include <iconv.h>
#include <stdint.h>
#include <string.h>

bool pk_utf8_valid(const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0;
    while (i < len) {
        /* fast skip over ASCII, eight bytes at a time */
        while (i + 8 <= len) {
            uint64_t w;
            __builtin_memcpy(&w, s + i, 8);
            if (w & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= len)
            break;
        unsigned char c = s[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t n;
        uint32_t cp;
        if (c >= 0xC2 && c <= 0xDF) n = 1, cp = c & 0x1F;
        else if (c >= 0xE0 && c <= 0xEF) n = 2, cp = c & 0x0F;
        else if (c >= 0xF0 && c <= 0xF4) n = 3, cp = c & 0x07;
        else return false;
        if (i + n >= len)
            return false;
        for (size_t k = 1; k <= n; k++) {
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += n + 1;
    }
    return true;
}

/* CP1252 0x80-0x9F; 0 marks the five undefined bytes (kept as U+0080 + n, like Latin-1). */
static const uint16_t cp1252_high[32] = {
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178};

int32_t pk_utf8_next(const char *text, size_t len, size_t *i)
{
    const unsigned char *s = (const unsigned char *)text;
    unsigned char c = s[*i];
    int extra = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (extra == 0) {
        (*i)++;
        return c;
    }
    if (extra < 0 || *i + (size_t)extra >= len) {
        (*i)++;
        return -1;
    }
    int32_t cp = (int32_t)(c & (0x3F >> extra));
    for (int k = 1; k <= extra; k++) {
        if ((s[*i + (size_t)k] & 0xC0) != 0x80) {
            (*i)++;
            return -1;
        }
        cp = (cp << 6) | (s[*i + (size_t)k] & 0x3F);
    }
    *i += (size_t)extra + 1;
    return cp;
}

size_t pk_cp1252_to_utf8(const char *str, size_t len, char *out)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        uint32_t cp = s[i];
        if (cp >= 0x80 && cp < 0xA0 && cp1252_high[cp - 0x80])
            cp = cp1252_high[cp - 0x80];
        if (cp < 0x80) {
            out[o++] = (char)cp;
        } else if (cp < 0x800) {
            out[o++] = (char)(0xC0 | (cp >> 6));
            out[o++] = (char)(0x80 | (cp & 0x3F));
        } else {
            out[o++] = (char)(0xE0 | (cp >> 12));
            out[o++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[o++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    return o;
}

size_t pk_utf8_length(const char *str, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (((unsigned char)str[i] & 0xC0) != 0x80)
            n++;
    return n;
}

/* Each byte in ASCII lower case: tolower in the C locale (the program never sets another), as a
 * table so that a comparison costs a load, not a call through the locale. (| 0x20 rather than
 * + 32: clang checks the branch not taken too, where 255 + 32 would not fit a byte.) */
#define ASCII_LOWER(c) ((c) >= 'A' && (c) <= 'Z' ? (c) | 0x20 : (c))
const unsigned char pk_ascii_lower[256] = {PK_BYTE_TABLE(ASCII_LOWER)};

bool pk_equal_nocase(const char *a, const char *b, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (pk_ascii_lower[(unsigned char)a[i]] != pk_ascii_lower[(unsigned char)b[i]])
            return false;
    return true;
}

/* Does needle (of n bytes, n >= 1) stand at p, but for case? */
static inline bool starts_nocase(const char *p, const char *needle, size_t n)
{
    size_t i = 1; /* the first byte is known to match */
    while (i < n && p[i] && pk_ascii_lower[(unsigned char)p[i]] == pk_ascii_lower[(unsigned char)needle[i]])
        i++;
    return i == n;
}

bool pk_contains_either_nocase(const char *haystack, const char *a, const char *b)
{
    const unsigned char first_a = pk_ascii_lower[(unsigned char)a[0]], first_b = pk_ascii_lower[(unsigned char)b[0]];
    if (!first_a || !first_b)
        return true; /* an empty needle */
    size_t na = strlen(a), nb = strlen(b);
    for (const char *p = haystack; *p; p++) {
        unsigned char c = pk_ascii_lower[(unsigned char)*p];
        if ((c == first_a && starts_nocase(p, a, na)) || (c == first_b && starts_nocase(p, b, nb)))
            return true;
    }
    return false;
}

bool pk_contains_nocase(const char *haystack, const char *needle)
{
    const unsigned char first = pk_ascii_lower[(unsigned char)needle[0]];
    if (!first)
        return true; /* the empty needle */
    size_t n = strlen(needle);
    /* Screened on the needle's first byte: most places in a tag's value do not hold it. */
    for (const char *p = haystack; *p; p++)
        if (pk_ascii_lower[(unsigned char)*p] == first && starts_nocase(p, needle, n))
            return true;
    return false;
}

void pk_utf8_sanitize(char *str)
{
    unsigned char *s = (unsigned char *)str;
    size_t len = strlen(str);
    for (size_t i = 0; i < len;) {
        if (s[i] < 0x80) {
            i++;
            continue;
        }
        size_t n = s[i] >= 0xF0 ? 4 : s[i] >= 0xE0 ? 3 : s[i] >= 0xC2 ? 2 : 1;
        if (n > 1 && i + n <= len && pk_utf8_valid((const char *)s + i, n)) {
            i += n;
        } else {
            s[i] = '?';
            i++;
        }
    }
}

size_t pk_gbk_to_utf8(const char *s, size_t len, char *out, size_t size)
{
    iconv_t cd = iconv_open("UTF-8", "GB18030");
    if (cd == (iconv_t)-1)
        return (size_t)-1;
    char *in = (char *)(uintptr_t)s, *o = out;
    size_t in_left = len, out_left = size;
    size_t rc = iconv(cd, &in, &in_left, &o, &out_left);
    iconv_close(cd);
    if (rc == (size_t)-1 || in_left != 0)
        return (size_t)-1;
    return size - out_left;
}

size_t pk_legacy_to_utf8(const char *s, size_t len, bool gbk, char *out)
{
    if (gbk) {
        size_t n = pk_gbk_to_utf8(s, len, out, 3 * len + 4);
        if (n != (size_t)-1 && pk_utf8_valid(out, n))
            return n;
    }
    return pk_cp1252_to_utf8(s, len, out);
}
