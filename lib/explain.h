/* Words for moves that could not be read: why, and what the writer probably meant. */
#ifndef PK_EXPLAIN_H
#define PK_EXPLAIN_H

#include <stddef.h>

#include "san.h"

/* Fills message ("no knight can reach f6") and suggestion ("Nd7" or "Nbd2, Nfd2"; empty when
 * there is none) for a SAN that pk_san_parse or pk_san_resolve refused with status. */
void pk_explain_san_failure(const pk_position *pos, const pk_san *san, pk_san_status status,
                            const pk_movelist *matches, const pk_lang *lang, char *message, size_t msize,
                            char *suggestion, size_t ssize);

/* Joins the SAN of moves with ", " into out (at most max moves, then ", ..."). */
void pk_explain_move_list(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                          char *out, size_t size);

#endif
