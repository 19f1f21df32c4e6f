/* Xiangqi boards drawn: a text diagram and an SVG picture (points, river, palaces). */
#ifndef PK_XIANGQI_DRAW_H
#define PK_XIANGQI_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "xiangqi.h"

/* Rank 9 at the top, files a-i below, the river between ranks 4 and 5. unicode: the pieces'
 * Chinese characters (two columns each), else letters (Red upper case). */
size_t pk_xq_diagram_text(const pk_xq_position *pos, bool unicode, char *out, size_t size);
/* last: the move that led to pos (its points are ringed), or PK_XQ_MOVE_NONE. */
void pk_xq_svg_write(FILE *out, const pk_xq_position *pos, pk_xq_move last);

#endif
