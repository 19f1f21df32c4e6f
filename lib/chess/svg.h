/* A picture of a chess position as SVG: squares, pieces, coordinates, the last move marked. */
#ifndef PK_SVG_H
#define PK_SVG_H

#include <stdio.h>

#include "position.h"

/* last: the move that led to pos (its squares are tinted), or PK_MOVE_NONE. */
void pk_svg_write(FILE *out, const pk_position *pos, pk_move last);

#endif
