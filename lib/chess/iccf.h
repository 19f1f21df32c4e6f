/* ICCF numeric notation: 5254 = e2-e4; a fifth digit promotes (1 Q, 2 R, 3 B, 4 N). */
#ifndef PK_ICCF_H
#define PK_ICCF_H

#include <stdbool.h>
#include <stddef.h>

#include "movegen.h"

/* True when text has the shape of a numeric move (4 digits, with 5254-1, 5254=1, 5254/1, 52541). */
bool pk_iccf_shape(const char *text, size_t len);
/* True when text has that shape with any digits (5795, 47580, 4758-0): a word written as a
 * numeric move, which pk_iccf_parse then reads or tells why it cannot (no square 95). */
bool pk_iccf_like(const char *text, size_t len);
/* 0 and the move; -1 bad syntax; -2 illegal (message in msg). */
int pk_iccf_parse(const pk_position *pos, const char *text, size_t len, pk_move *out, char *msg, size_t msize);
/* Writes the numeric form (5 bytes with promotion digit, plus NUL). */
size_t pk_iccf_format(pk_move m, char *out);

#endif
