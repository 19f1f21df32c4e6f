/* Xiangqi notations: ICCS coordinates, the resolver and describer that WXF and Chinese share,
 * and the one-call entry points. The WXF and Chinese texts live in xiangqi_wxf.c and
 * xiangqi_chinese.c. */
#include "xiangqi_notation.h"

#include <string.h>

/* ---- ICCS ---- */

static int iccs_file(char c, uint16_t *lenient)
{
    if (c >= 'a' && c <= 'i')
        return c - 'a';
    if (c >= 'A' && c <= 'I') {
        *lenient |= PK_XQ_LENIENT_UPPER;
        return c - 'A';
    }
    return -1;
}

/* A rank at text[*i]: 0-9, or 1-10 with ranks_1_10. */
static int iccs_rank(const char *text, size_t len, size_t *i, bool ranks_1_10)
{
    if (*i >= len || text[*i] < '0' || text[*i] > '9')
        return -1;
    int r = text[(*i)++] - '0';
    if (!ranks_1_10)
        return r;
    if (r == 1 && *i < len && text[*i] == '0') {
        (*i)++;
        return 9;
    }
    return r >= 1 ? r - 1 : -1;
}

pk_xq_status pk_xq_iccs_parse(const char *text, size_t len, int flags, pk_xq_iccs *out)
{
    bool r10 = (flags & PK_XQ_ICCS_RANKS_1_10) != 0;
    size_t i = 0;
    out->lenient = 0;
    if (len < 4)
        return PK_XQ_BAD_SYNTAX;
    int ff = iccs_file(text[i++], &out->lenient), fr = iccs_rank(text, len, &i, r10);
    if (i < len && text[i] == '-') {
        out->lenient |= PK_XQ_LENIENT_DASH;
        i++;
    }
    int tf = i < len ? iccs_file(text[i++], &out->lenient) : -1, tr = iccs_rank(text, len, &i, r10);
    if (ff < 0 || fr < 0 || tf < 0 || tr < 0 || i != len)
        return PK_XQ_BAD_SYNTAX;
    out->from = (int8_t)PK_XQ_SQ(ff, fr);
    out->to = (int8_t)PK_XQ_SQ(tf, tr);
    return PK_XQ_OK;
}

/* Whether m is legal, with what flags tell of check (PK_XQ_KNOWN_*). */
static bool legal_with(const pk_xq_position *pos, pk_xq_move m, int flags)
{
    if (flags & (PK_XQ_KNOWN_IN_CHECK | PK_XQ_KNOWN_NOT_IN_CHECK))
        return pk_xq_move_is_legal_known(pos, m, (flags & PK_XQ_KNOWN_IN_CHECK) != 0);
    return pk_xq_move_is_legal(pos, m);
}

static pk_xq_status iccs_resolve(const pk_xq_position *pos, const pk_xq_iccs *v, int flags, pk_xq_move *out,
                                 pk_xq_movelist *matches)
{
    pk_xq_move m = PK_XQ_MOVE(v->from, v->to);
    if (legal_with(pos, m, flags)) { /* the move alone: the man's other moves only for the diagnostic */
        if (matches) {
            matches->moves[0] = m;
            matches->count = 1;
        }
        *out = m;
        return PK_XQ_OK;
    }
    if (matches)
        pk_xq_generate_legal_from(pos, v->from, matches);
    return PK_XQ_ILLEGAL;
}

pk_xq_status pk_xq_iccs_resolve(const pk_xq_position *pos, const pk_xq_iccs *v, pk_xq_move *out,
                                pk_xq_movelist *matches)
{
    return iccs_resolve(pos, v, 0, out, matches);
}

size_t pk_xq_iccs_format(pk_xq_move m, char *out)
{
    pk_xq_square_name(PK_XQ_MOVE_FROM(m), out);
    pk_xq_square_name(PK_XQ_MOVE_TO(m), out + 2);
    return 4;
}

/* ---- the shared descriptive value ---- */

/* Board file of the mover's file number 1-9, and back. */
static int board_file(int side, int number) { return side == PK_XQ_RED ? 9 - number : number - 1; }
static int file_number(int side, int file) { return side == PK_XQ_RED ? 9 - file : file + 1; }
static int forward(int side) { return side == PK_XQ_RED ? 1 : -1; }
static bool moves_straight(int type)
{
    return type == PK_XQ_GENERAL || type == PK_XQ_CHARIOT || type == PK_XQ_CANNON || type == PK_XQ_SOLDIER;
}

/* The side's men of a type on a board file, front first; returns their number. */
static int men_on_file(const pk_xq_position *pos, int side, int type, int file, int *squares)
{
    uint8_t code = PK_XQ_PIECE(side, type);
    int n = 0;
    for (int k = 0; k < PK_XQ_RANKS; k++) {
        int sq = PK_XQ_SQ(file, side == PK_XQ_RED ? 9 - k : k);
        if (pos->board[sq] == code)
            squares[n++] = sq;
    }
    return n;
}

static int tandem_files(const pk_xq_position *pos, int side, int type)
{
    int squares[PK_XQ_RANKS], n = 0;
    for (int f = 0; f < PK_XQ_FILES; f++)
        n += men_on_file(pos, side, type, f, squares) >= 2;
    return n;
}

/* Which of n like men on one file a tandem marker names (0 = front), or -1. */
static int tandem_index(const pk_xq_desc *d, int n)
{
    bool wxf_inner = d->wxf && n >= 4;
    if (n < 2)
        return -1;
    switch (d->at) {
    case PK_XQ_AT_FRONT: return wxf_inner ? 1 : 0;
    case PK_XQ_AT_REAR: return wxf_inner ? n - 2 : n - 1;
    case PK_XQ_AT_MIDDLE: return n % 2 ? n / 2 : -1;
    case PK_XQ_AT_FOREMOST: return 0;
    case PK_XQ_AT_REARMOST: return n - 1;
    case PK_XQ_AT_NTH: return d->nth >= 1 && d->nth <= n ? d->nth - 1 : -1;
    default: return -1;
    }
}

/* The squares the origin of d may name; returns their number. */
static int origins(const pk_xq_position *pos, const pk_xq_desc *d, int *out)
{
    int side = pos->side, squares[PK_XQ_RANKS], k = 0;
    if (d->at == PK_XQ_AT_FILE) {
        if (d->file < 1 || d->file > 9)
            return 0;
        int n = men_on_file(pos, side, d->type, board_file(side, d->file), squares);
        if (d->wxf && d->type == PK_XQ_SOLDIER && n >= 3 && n % 2) { /* WXF: P3.4 is the middle pawn */
            out[0] = squares[n / 2];
            return 1;
        }
        memcpy(out, squares, (size_t)n * sizeof *out);
        return n;
    }
    for (int f = 0; f < PK_XQ_FILES; f++) {
        if (d->file && f != board_file(side, d->file))
            continue;
        int n = men_on_file(pos, side, d->type, f, squares), idx = tandem_index(d, n);
        if (idx >= 0)
            out[k++] = squares[idx];
    }
    return k;
}

/* Where the man on `from` goes under d, or PK_XQ_NO_SQUARE. */
static int destination(int side, int type, int from, char dir, int number)
{
    int file = PK_XQ_FILE(from), rank = PK_XQ_RANK(from), sign = dir == '+' ? 1 : -1;
    if (number < 1 || number > 9)
        return PK_XQ_NO_SQUARE;
    if (moves_straight(type)) {
        if (dir == '.')
            return board_file(side, number) == file ? PK_XQ_NO_SQUARE : PK_XQ_SQ(board_file(side, number), rank);
        rank += sign * forward(side) * number;
        return rank >= 0 && rank <= 9 ? PK_XQ_SQ(file, rank) : PK_XQ_NO_SQUARE;
    }
    int to_file = board_file(side, number), df = to_file > file ? to_file - file : file - to_file, dr;
    if (dir == '.' || df == 0 || df > 2)
        return PK_XQ_NO_SQUARE;
    if (type == PK_XQ_ADVISOR)
        dr = df == 1 ? 1 : 0;
    else if (type == PK_XQ_ELEPHANT)
        dr = df == 2 ? 2 : 0;
    else
        dr = 3 - df;
    rank += sign * forward(side) * dr;
    return dr && rank >= 0 && rank <= 9 ? PK_XQ_SQ(to_file, rank) : PK_XQ_NO_SQUARE;
}

static void add_legal_from(const pk_xq_position *pos, int from, pk_xq_movelist *list)
{
    pk_xq_movelist own;
    pk_xq_generate_legal_from(pos, from, &own);
    for (int i = 0; i < own.count && list->count < PK_XQ_MAX_MOVES; i++)
        list->moves[list->count++] = own.moves[i];
}

static pk_xq_status desc_resolve(const pk_xq_position *pos, pk_xq_desc *d, int flags, pk_xq_move *out,
                                 pk_xq_movelist *matches)
{
    pk_xq_movelist own;
    pk_xq_movelist *list = matches ? matches : &own;
    int from[PK_XQ_SQUARES], n = d->type >= 0 && d->type < PK_XQ_TYPES ? origins(pos, d, from) : 0;
    list->count = 0;
    if (d->color >= 0 && d->color != pos->side)
        d->lenient |= PK_XQ_LENIENT_PIECE_SIDE;
    if (d->digit_color >= 0 && d->digit_color != pos->side)
        d->lenient |= PK_XQ_LENIENT_NUMERALS;
    for (int i = 0; i < n; i++) {
        int to = destination(pos->side, d->type, from[i], d->dir, d->number);
        if (to != PK_XQ_NO_SQUARE && legal_with(pos, PK_XQ_MOVE(from[i], to), flags))
            list->moves[list->count++] = PK_XQ_MOVE(from[i], to);
    }
    if (list->count == 0) {
        for (int i = 0; i < n; i++)
            add_legal_from(pos, from[i], list);
        return PK_XQ_ILLEGAL;
    }
    if (list->count > 1)
        return PK_XQ_AMBIGUOUS;
    *out = list->moves[0];
    pk_xq_desc canonical;
    pk_xq_desc_of_move(pos, *out, d->wxf, &canonical);
    if (canonical.at != d->at || canonical.file != d->file || canonical.nth != d->nth)
        d->lenient |= PK_XQ_LENIENT_ORIGIN;
    return PK_XQ_OK;
}

pk_xq_status pk_xq_desc_resolve(const pk_xq_position *pos, pk_xq_desc *d, pk_xq_move *out, pk_xq_movelist *matches)
{
    return desc_resolve(pos, d, 0, out, matches);
}

/* The origin of a soldier among n on its file (index idx from the front). */
static void soldier_origin(pk_xq_desc *d, int idx, int n, int wxf, bool two_files)
{
    static const uint8_t wxf_at[6][5] = {
        {0}, {0},
        {PK_XQ_AT_FRONT, PK_XQ_AT_REAR},
        {PK_XQ_AT_FRONT, PK_XQ_AT_FILE, PK_XQ_AT_REAR},
        {PK_XQ_AT_FOREMOST, PK_XQ_AT_FRONT, PK_XQ_AT_REAR, PK_XQ_AT_REARMOST},
        {PK_XQ_AT_FOREMOST, PK_XQ_AT_FRONT, PK_XQ_AT_FILE, PK_XQ_AT_REAR, PK_XQ_AT_REARMOST}};
    if (wxf) {
        d->at = wxf_at[n][idx];
        if (two_files && d->at == PK_XQ_AT_FILE)
            d->at = PK_XQ_AT_MIDDLE; /* 33.4: the file in the letter's place, then the file again */
    } else if (idx == 0 || idx == n - 1) {
        d->at = idx == 0 ? PK_XQ_AT_FRONT : PK_XQ_AT_REAR;
    } else if (n == 3) {
        d->at = PK_XQ_AT_MIDDLE;
    } else {
        d->at = PK_XQ_AT_NTH;
        d->nth = (int8_t)(idx + 1);
    }
    if (!two_files && d->at != PK_XQ_AT_FILE)
        d->file = 0;
}

void pk_xq_desc_of_move(const pk_xq_position *pos, pk_xq_move m, int wxf, pk_xq_desc *out)
{
    int side = pos->side, from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m);
    int type = pk_xq_type_on(pos, from), squares[PK_XQ_RANKS];
    int dr = (PK_XQ_RANK(to) - PK_XQ_RANK(from)) * forward(side);
    memset(out, 0, sizeof *out);
    out->type = (int8_t)type;
    out->color = (int8_t)side;
    out->wxf = (uint8_t)(wxf != 0);
    out->dir = dr > 0 ? '+' : dr < 0 ? '-' : '.';
    out->number = (int8_t)(moves_straight(type) && dr ? (dr > 0 ? dr : -dr) : file_number(side, PK_XQ_FILE(to)));
    out->file = (int8_t)file_number(side, PK_XQ_FILE(from));
    out->at = PK_XQ_AT_FILE;
    int n = men_on_file(pos, side, type, PK_XQ_FILE(from), squares), idx = 0;
    if (n < 2 || type == PK_XQ_ADVISOR || type == PK_XQ_ELEPHANT)
        return;
    while (squares[idx] != from)
        idx++;
    if (type == PK_XQ_SOLDIER) {
        soldier_origin(out, idx, n, wxf, tandem_files(pos, side, type) >= 2);
        return;
    }
    out->at = idx == 0 ? PK_XQ_AT_FRONT : PK_XQ_AT_REAR;
    out->file = 0;
}

/* ---- one call ---- */

size_t pk_xq_wxf_format(const pk_xq_position *pos, pk_xq_move m, char *out)
{
    pk_xq_desc d;
    pk_xq_desc_of_move(pos, m, 1, &d);
    return pk_xq_desc_format_wxf(&d, out);
}

size_t pk_xq_chinese_format(const pk_xq_position *pos, pk_xq_move m, int flags, char *out)
{
    pk_xq_desc d;
    pk_xq_desc_of_move(pos, m, 0, &d);
    return pk_xq_desc_format_chinese(&d, pos->side, flags, out);
}

pk_xq_status pk_xq_move_parse(const pk_xq_position *pos, pk_xq_notation notation, const char *text, size_t len,
                              int flags, pk_xq_move *out, pk_xq_movelist *matches, uint16_t *lenient)
{
    pk_xq_status st;
    if (matches)
        matches->count = 0;
    if (notation == PK_XQ_ICCS) {
        pk_xq_iccs v;
        pk_xq_move plain;
        if (!(flags & PK_XQ_ICCS_RANKS_1_10) && pk_xq_iccs_plain(text, len, &plain)) {
            v = (pk_xq_iccs){.from = (int8_t)PK_XQ_MOVE_FROM(plain), .to = (int8_t)PK_XQ_MOVE_TO(plain)};
            st = PK_XQ_OK;
        } else {
            st = pk_xq_iccs_parse(text, len, flags, &v);
        }
        if (lenient)
            *lenient = v.lenient;
        return st == PK_XQ_OK ? iccs_resolve(pos, &v, flags, out, matches) : st;
    }
    pk_xq_desc d;
    st = notation == PK_XQ_WXF ? pk_xq_wxf_parse(text, len, &d) : pk_xq_chinese_parse(text, len, &d);
    if (st == PK_XQ_OK)
        st = desc_resolve(pos, &d, flags, out, matches);
    else if (matches)
        matches->count = 0;
    if (lenient)
        *lenient = d.lenient;
    return st;
}

size_t pk_xq_move_format(const pk_xq_position *pos, pk_xq_notation notation, pk_xq_move m, int flags, char *out)
{
    switch (notation) {
    case PK_XQ_ICCS: return pk_xq_iccs_format(m, out);
    case PK_XQ_WXF: return pk_xq_wxf_format(pos, m, out);
    default: return pk_xq_chinese_format(pos, m, flags, out);
    }
}

int pk_xq_guess_notation(const char *text, size_t len)
{
    pk_xq_iccs v;
    pk_xq_desc d;
    if (pk_xq_iccs_parse(text, len, 0, &v) == PK_XQ_OK || pk_xq_iccs_parse(text, len, PK_XQ_ICCS_RANKS_1_10, &v) == PK_XQ_OK)
        return PK_XQ_ICCS;
    if (pk_xq_chinese_parse(text, len, &d) == PK_XQ_OK)
        return PK_XQ_CHINESE;
    if (pk_xq_wxf_parse(text, len, &d) == PK_XQ_OK)
        return PK_XQ_WXF;
    return -1;
}

const char *pk_xq_notation_name(pk_xq_notation notation)
{
    static const char *const names[3] = {"iccs", "wxf", "chinese"};
    return (unsigned)notation < 3 ? names[notation] : "?";
}
