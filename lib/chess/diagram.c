/* A position drawn as text. */
#include "diagram.h"

#include <stdio.h>

static const char *const unicode_pieces[2][6] = {
    {"\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654"},
    {"\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A"}};

size_t pk_diagram_text(const pk_position *pos, bool unicode, char *out, size_t size)
{
    size_t n = 0;
#define EMIT(...) (n += (size_t)snprintf(out + n, n < size ? size - n : 0, __VA_ARGS__))
    for (int rank = 7; rank >= 0; rank--) {
        EMIT("%d ", rank + 1);
        for (int file = 0; file < 8; file++) {
            int code = pos->board[PK_SQ(file, rank)];
            if (!code)
                EMIT(" %s", unicode ? "\u00B7" : ".");
            else if (unicode)
                EMIT(" %s", unicode_pieces[PK_PIECE_COLOR(code)][PK_PIECE_TYPE(code)]);
            else
                EMIT(" %c", (PK_PIECE_COLOR(code) == PK_WHITE ? "PNBRQK" : "pnbrqk")[PK_PIECE_TYPE(code)]);
        }
        EMIT("\n");
    }
    EMIT("   a b c d e f g h\n");
    EMIT("%s to move\n", pos->side == PK_WHITE ? "White" : "Black");
#undef EMIT
    return n;
}
