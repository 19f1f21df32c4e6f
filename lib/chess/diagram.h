/* Text diagrams of a position. */
#ifndef PK_DIAGRAM_H
#define PK_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"

#define PK_DIAGRAM_MAX 1024

/* Rank 8 at the top, coordinates around, side to move below. Unicode chess symbols when
 * unicode is true, else letters (upper case White) and '.' for empty squares. */
size_t pk_diagram_text(const pk_position *pos, bool unicode, char *out, size_t size);

#endif
