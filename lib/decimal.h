/* Numbers written as decimal text without printf, whose parsing of its format costs more than
 * the rest of writing a move or a FEN's counters, where such text is written for every ply. */
#ifndef PK_DECIMAL_H
#define PK_DECIMAL_H

#include <stddef.h>
#include <stdint.h>

/* The digits of v into out (10 bytes), without a NUL; returns their count. */
static inline size_t pk_decimal(uint32_t v, char *out)
{
    if (v < 100) { /* move numbers and plies, nearly always */
        out[0] = (char)('0' + v / 10);
        out[v >= 10] = (char)('0' + v % 10);
        return 1 + (v >= 10);
    }
    char digits[10];
    size_t n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        out[i] = digits[n - 1 - i];
    return n;
}

#endif
