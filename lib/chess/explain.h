/* Words for moves that could not be read: why, and what the writer probably meant. */
#ifndef PK_EXPLAIN_H
#define PK_EXPLAIN_H

#include <stddef.h>

#include "diag.h"
#include "san.h"

/* Fills message ("no knight can reach f6") and suggestion (a list as diag.h says: "Nd7", or
 * "Nbd2" and "Nfd2" on two lines; empty when there is none) for a SAN that pk_san_parse or pk_san_resolve refused with status. */
void pk_explain_san_failure(const pk_position *pos, const pk_san *san, pk_san_status status,
                            const pk_movelist *matches, const pk_lang *lang, char *message, size_t msize,
                            char *suggestion, size_t ssize);

/* "the knight on c3 is pinned to the king" into message when the man on `from` could go to
 * `to` but for a pin to its king; false (message untouched) otherwise. */
bool pk_explain_pinned_move(const pk_position *pos, int from, int to, char *message, size_t msize);

/* Joins the SAN of moves with ", " into out, for a message (at most max moves, then ", ..."). */
void pk_explain_move_list(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                          char *out, size_t size);
/* Appends the SAN of moves to the suggestion list (diag.h) in out: at most max moves, then "...". */
void pk_explain_move_suggestions(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                          char *out, size_t size);

#endif
