/* Text and SVG pictures of a Xiangqi position. */
#include "xiangqi_draw.h"

static const char letters[2][PK_XQ_TYPES] = {{'K', 'A', 'B', 'N', 'R', 'C', 'P'}, {'k', 'a', 'b', 'n', 'r', 'c', 'p'}};
/* Each side's own characters, as on real pieces, so that a diagram without colour tells them apart. */
static const char *const characters[2][PK_XQ_TYPES] = {{"帥", "仕", "相", "傌", "俥", "炮", "兵"},
                                                       {"將", "士", "象", "馬", "車", "砲", "卒"}};

size_t pk_xq_diagram_text(const pk_xq_position *pos, bool unicode, char *out, size_t size)
{
    size_t n = 0;
#define EMIT(...) (n += (size_t)snprintf(out + n, n < size ? size - n : 0, __VA_ARGS__))
    for (int rank = 9; rank >= 0; rank--) {
        EMIT("%d ", rank);
        for (int file = 0; file < 9; file++) {
            int code = pos->board[PK_XQ_SQ(file, rank)];
            if (!code)
                EMIT(unicode ? " \u30FB" : " .");
            else if (unicode)
                EMIT(" %s", characters[PK_XQ_PIECE_COLOR(code)][PK_XQ_PIECE_TYPE(code)]);
            else
                EMIT(" %c", letters[PK_XQ_PIECE_COLOR(code)][PK_XQ_PIECE_TYPE(code)]);
        }
        EMIT("\n");
        if (rank == 5)
            EMIT(unicode ? "   ~~~~~~~~ river ~~~~~~~~\n" : "   ~~~~~ river ~~~~~\n");
    }
    EMIT(unicode ? "   a  b  c  d  e  f  g  h  i\n" : "   a b c d e f g h i\n");
    EMIT("%s to move\n", pos->side == PK_XQ_RED ? "Red" : "Black");
#undef EMIT
    return n;
}

#define STEP 44
#define MARGIN 34

static int px(int file) { return MARGIN + file * STEP; }
static int py(int rank) { return MARGIN + (9 - rank) * STEP; }

void pk_xq_svg_write(FILE *out, const pk_xq_position *pos, pk_xq_move last)
{
    int w = 8 * STEP + 2 * MARGIN, h = 9 * STEP + 2 * MARGIN;
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
            "<rect width=\"%d\" height=\"%d\" fill=\"#f2d9a6\"/>\n<g stroke=\"#5a3d1e\" stroke-width=\"1.2\">\n",
            w, h, w, h, w, h);
    for (int rank = 0; rank < 10; rank++)
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(0), py(rank), px(8), py(rank));
    for (int file = 0; file < 9; file++) {
        if (file == 0 || file == 8) {
            fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(file), py(0), px(file), py(9));
        } else { /* the river cuts the inner files */
            fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(file), py(0), px(file), py(4));
            fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(file), py(5), px(file), py(9));
        }
    }
    /* palaces: the diagonals of files d-f, ranks 0-2 and 7-9 */
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
            px(3), py(0), px(5), py(2), px(5), py(0), px(3), py(2));
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
            px(3), py(7), px(5), py(9), px(5), py(7), px(3), py(9));
    fprintf(out, "</g>\n<text x=\"%d\" y=\"%d\" font-family=\"Noto Sans CJK SC, WenQuanYi Micro Hei, DejaVu Sans, sans-serif\" "
                 "font-size=\"20\" fill=\"#5a3d1e\" text-anchor=\"middle\" dominant-baseline=\"central\">"
                 "楚 河 \u00A0 \u00A0 \u00A0 汉 界</text>\n",
            w / 2, (py(4) + py(5)) / 2);
    if (last != PK_XQ_MOVE_NONE) {
        int ends[2] = {PK_XQ_MOVE_FROM(last), PK_XQ_MOVE_TO(last)};
        for (int i = 0; i < 2; i++)
            fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"21\" fill=\"none\" stroke=\"#2f7d32\" stroke-width=\"3\"/>\n",
                    px(PK_XQ_FILE(ends[i])), py(PK_XQ_RANK(ends[i])));
    }
    fprintf(out, "<g font-family=\"Noto Sans CJK SC, WenQuanYi Micro Hei, DejaVu Sans, sans-serif\" font-size=\"22\" "
                 "text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    for (int sq = 0; sq < PK_XQ_SQUARES; sq++) {
        int code = pos->board[sq];
        if (!code)
            continue;
        int color = PK_XQ_PIECE_COLOR(code), type = PK_XQ_PIECE_TYPE(code);
        const char *ink = color == PK_XQ_RED ? "#b3261e" : "#1d1d1d";
        fprintf(out,
                "<circle cx=\"%d\" cy=\"%d\" r=\"18\" fill=\"#fbf3e4\" stroke=\"%s\" stroke-width=\"2\"/>"
                "<text x=\"%d\" y=\"%d\" fill=\"%s\">%s</text>\n",
                px(PK_XQ_FILE(sq)), py(PK_XQ_RANK(sq)), ink, px(PK_XQ_FILE(sq)), py(PK_XQ_RANK(sq)), ink,
                characters[color][type]);
    }
    fprintf(out, "</g>\n<g font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\" fill=\"#5a3d1e\" "
                 "text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    for (int file = 0; file < 9; file++)
        fprintf(out, "<text x=\"%d\" y=\"%d\">%c</text>\n", px(file), h - 10, 'a' + file);
    for (int rank = 0; rank < 10; rank++)
        fprintf(out, "<text x=\"%d\" y=\"%d\">%d</text>\n", 12, py(rank), rank);
    fprintf(out, "</g>\n</svg>\n");
}
