/* SVG board: 45-unit squares, White at the bottom, pieces as chess glyphs. */
#include "svg.h"

#define SQ 45
#define MARGIN 20

/* Solid glyphs (the "black" chess symbols) filled with the piece's colour, and for White the
 * outline glyph drawn over them; U+FE0E asks for the text form, never an emoji. */
static const char *const solid[6] = {"&#9823;&#xFE0E;", "&#9822;&#xFE0E;", "&#9821;&#xFE0E;",
                                     "&#9820;&#xFE0E;", "&#9819;&#xFE0E;", "&#9818;&#xFE0E;"};
static const char *const outline[6] = {"&#9817;&#xFE0E;", "&#9816;&#xFE0E;", "&#9815;&#xFE0E;",
                                       "&#9814;&#xFE0E;", "&#9813;&#xFE0E;", "&#9812;&#xFE0E;"};

void pk_svg_write(FILE *out, const pk_position *pos, pk_move last)
{
    int size = 8 * SQ + 2 * MARGIN;
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
            "<rect width=\"%d\" height=\"%d\" fill=\"#f7f3ea\"/>\n",
            size, size, size, size, size, size);
    pk_bb marked = 0;
    if (last != PK_MOVE_NONE && last != PK_MOVE_NULL)
        marked = PK_BIT(PK_MOVE_FROM(last)) | PK_BIT(PK_MOVE_TO(last));
    for (int rank = 7; rank >= 0; rank--)
        for (int file = 0; file < 8; file++) {
            int sq = PK_SQ(file, rank);
            bool light = (file + rank) % 2 == 1;
            const char *fill = (marked & PK_BIT(sq)) ? (light ? "#f6eb72" : "#dcc34b") : (light ? "#f0d9b5" : "#b58863");
            fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", MARGIN + file * SQ,
                    MARGIN + (7 - rank) * SQ, SQ, SQ, fill);
        }
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#5a4632\" "
                 "stroke-width=\"1.5\"/>\n", MARGIN, MARGIN, 8 * SQ, 8 * SQ);
    fprintf(out, "<g font-family=\"DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, sans-serif\" font-size=\"38\" "
                 "text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    for (int sq = 0; sq < 64; sq++) {
        int code = pos->board[sq];
        if (!code)
            continue;
        bool white = PK_PIECE_COLOR(code) == PK_WHITE;
        int x = MARGIN + PK_FILE(sq) * SQ + SQ / 2, y = MARGIN + (7 - PK_RANK(sq)) * SQ + SQ / 2 + 2;
        fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"%s\">%s</text>\n", x, y, white ? "#ffffff" : "#111111",
                solid[PK_PIECE_TYPE(code)]);
        if (white)
            fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"#111111\">%s</text>\n", x, y, outline[PK_PIECE_TYPE(code)]);
    }
    fprintf(out, "</g>\n<g font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\" fill=\"#5a4632\" "
                 "text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    for (int i = 0; i < 8; i++) {
        fprintf(out, "<text x=\"%d\" y=\"%d\">%c</text>\n", MARGIN + i * SQ + SQ / 2, MARGIN + 8 * SQ + MARGIN / 2,
                'a' + i);
        fprintf(out, "<text x=\"%d\" y=\"%d\">%d</text>\n", MARGIN / 2, MARGIN + (7 - i) * SQ + SQ / 2, i + 1);
    }
    fprintf(out, "</g>\n</svg>\n");
}
