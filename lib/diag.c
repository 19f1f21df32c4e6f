/* The suggestion list of a diagnostic (diag.h): one corrected text per line. */
#include "diag.h"

#include <string.h>

bool pk_suggestion_add(char *buf, size_t size, const char *text, size_t len)
{
    size_t used = strlen(buf), sep = used ? 1 : 0;
    if (len == 0 || memchr(text, PK_SUGGESTION_SEP, len) || used + sep + len + 1 > size)
        return false;
    if (sep)
        buf[used++] = PK_SUGGESTION_SEP;
    memcpy(buf + used, text, len);
    buf[used + len] = 0;
    return true;
}

void pk_suggestion_add_more(char *buf, size_t size)
{
    pk_suggestion_add(buf, size, PK_SUGGESTION_MORE, strlen(PK_SUGGESTION_MORE));
}

void pk_suggestion_write_text(FILE *out, const char *buf)
{
    for (const char *p = buf; *p; p++)
        if (*p == PK_SUGGESTION_SEP)
            fputs(", ", out);
        else
            putc(*p, out);
}

void pk_suggestion_join(const char *buf, char *out, size_t size)
{
    size_t used = 0;
    for (const char *p = buf; *p && used + 3 < size; p++)
        if (*p == PK_SUGGESTION_SEP) {
            out[used++] = ',';
            out[used++] = ' ';
        } else {
            out[used++] = *p;
        }
    if (size)
        out[used < size ? used : size - 1] = 0;
}

bool pk_suggestion_next(const char **cursor, const char **text, size_t *len)
{
    for (;;) {
        const char *p = *cursor;
        if (!*p)
            return false;
        const char *end = strchr(p, PK_SUGGESTION_SEP);
        size_t n = end ? (size_t)(end - p) : strlen(p);
        *cursor = end ? end + 1 : p + n;
        if (n == strlen(PK_SUGGESTION_MORE) && memcmp(p, PK_SUGGESTION_MORE, n) == 0 && !end)
            continue; /* the mark that the list was cut: no corrected text */
        *text = p;
        *len = n;
        return true;
    }
}
