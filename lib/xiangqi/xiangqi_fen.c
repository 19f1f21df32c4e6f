/* Xiangqi FEN in and out, and the checks that tell a position no game can reach
 * (pgnkit-notations(7), XIANGQI, FEN; pgnkit-rules(7), XIANGQI). Messages name the field as
 * lib/chess/fen.c does. */
#include "xiangqi.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char pk_xq_fen_startpos[] = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

static const char *const field_names[7] = {"FEN", "placement", "side to move", "castling",
                                           "en passant", "halfmove clock", "fullmove number"};
static const char *const side_names[2] = {"red", "black"};
static const char *const type_names[PK_XQ_TYPES] = {"general", "advisor", "elephant", "horse",
                                                    "chariot", "cannon", "soldier"};
static const int max_count[PK_XQ_TYPES] = {1, 2, 2, 2, 2, 2, 5};
static const char write_letters[PK_XQ_TYPES] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};

static int fail(pk_fen_error *err, int field, int column, const char *fmt, ...)
{
    if (!err)
        return -1;
    err->field = field;
    err->column = column;
    int n = 0;
    if (field > 0)
        n = snprintf(err->message, sizeof err->message, "field %d (%s): ", field, field_names[field]);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* Both letter sets: B or E elephant, N or H horse. */
static int type_of_letter(char c)
{
    switch (toupper((unsigned char)c)) {
    case 'K': return PK_XQ_GENERAL;
    case 'A': return PK_XQ_ADVISOR;
    case 'B': case 'E': return PK_XQ_ELEPHANT;
    case 'N': case 'H': return PK_XQ_HORSE;
    case 'R': return PK_XQ_CHARIOT;
    case 'C': return PK_XQ_CANNON;
    case 'P': return PK_XQ_SOLDIER;
    default: return PK_XQ_NO_TYPE;
    }
}

static int column_of(const char *text, const char *p) { return (int)(p - text) + 1; }

/* Fills pos from field 1; cols[sq] receives the FEN column of each man. */
static int parse_placement(pk_xq_position *pos, const char *text, const char *s, int len, uint8_t *cols,
                           pk_fen_error *err)
{
    int rank = 9, file = 0;
    for (int i = 0; i < len; i++) {
        char c = s[i];
        int col = column_of(text, s + i);
        if (c == '/') {
            if (file != 9)
                return fail(err, 1, col, "rank %d has %d points, expected 9", rank, file);
            if (rank == 0)
                return fail(err, 1, col, "more than 10 ranks");
            rank--;
            file = 0;
        } else if (c >= '1' && c <= '9') {
            if (i > 0 && s[i - 1] >= '1' && s[i - 1] <= '9')
                return fail(err, 1, col, "two digits in a row on rank %d: write the empty points as one digit", rank);
            file += c - '0';
            if (file > 9)
                return fail(err, 1, col, "rank %d has more than 9 points", rank);
        } else {
            int type = type_of_letter(c);
            if (type == PK_XQ_NO_TYPE)
                return fail(err, 1, col, "'%c' is not a piece letter (KABENHRCP, kabenhrcp) or a digit 1-9", c);
            if (file >= 9)
                return fail(err, 1, col, "rank %d has more than 9 points", rank);
            int sq = PK_XQ_SQ(file, rank);
            pk_xq_put(pos, isupper((unsigned char)c) ? PK_XQ_RED : PK_XQ_BLACK, type, sq);
            cols[sq] = (uint8_t)(col > 255 ? 255 : col);
            file++;
        }
    }
    if (rank != 0)
        return fail(err, 1, column_of(text, s + len), "%d ranks, expected 10", 10 - rank);
    if (file != 9)
        return fail(err, 1, column_of(text, s + len), "rank 0 has %d points, expected 9", file);
    return 0;
}

/* ---- the position checks ---- */

/* Where a man of this type and colour can ever stand; "" when anywhere. */
static bool possible_point(int color, int type, int sq, const char **where)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq), rel = color == PK_XQ_RED ? r : 9 - r;
    switch (type) {
    case PK_XQ_GENERAL:
        *where = color == PK_XQ_RED ? "inside its palace, d0-f2" : "inside its palace, d7-f9";
        return pk_xq_in_palace(color, sq);
    case PK_XQ_ADVISOR:
        *where = color == PK_XQ_RED ? "d0, f0, e1, d2 or f2" : "d9, f9, e8, d7 or f7";
        return pk_xq_in_palace(color, sq) && (f + rel) % 2 == 1;
    case PK_XQ_ELEPHANT:
        *where = color == PK_XQ_RED ? "c0, g0, a2, e2, i2, c4 or g4" : "c9, g9, a7, e7, i7, c5 or g5";
        return rel <= 4 && rel % 2 == 0 && f % 2 == 0 && (f / 2 + rel / 2) % 2 == 1;
    case PK_XQ_SOLDIER:
        *where = color == PK_XQ_RED ? "on files a, c, e, g, i of ranks 3-4, or beyond the river"
                                    : "on files a, c, e, g, i of ranks 5-6, or beyond the river";
        return rel >= 5 || (rel >= 3 && f % 2 == 0);
    default:
        *where = "";
        return true;
    }
}

static int check_counts(const pk_xq_position *pos, pk_fen_error *err)
{
    for (int c = 0; c < 2; c++) {
        int generals = pk_xq_count(pos, c, PK_XQ_GENERAL);
        if (generals != 1)
            return fail(err, 1, 0, generals ? "%s has %d generals, expected one" : "%s has no general",
                        side_names[c], generals);
        for (int t = PK_XQ_ADVISOR; t < PK_XQ_TYPES; t++)
            if (pk_xq_count(pos, c, t) > max_count[t])
                return fail(err, 1, 0, "%s has %d %ss, at most %d possible", side_names[c], pk_xq_count(pos, c, t),
                            type_names[t], max_count[t]);
    }
    return 0;
}

static int check_points(const pk_xq_position *pos, const uint8_t *cols, pk_fen_error *err)
{
    for (int sq = 0; sq < PK_XQ_SQUARES; sq++) {
        int code = pos->board[sq];
        const char *where;
        if (!code || possible_point(PK_XQ_PIECE_COLOR(code), PK_XQ_PIECE_TYPE(code), sq, &where))
            continue;
        char name[3];
        pk_xq_square_name(sq, name);
        int type = PK_XQ_PIECE_TYPE(code);
        bool vowel = type == PK_XQ_ADVISOR || type == PK_XQ_ELEPHANT;
        return fail(err, 1, cols ? cols[sq] : 0, "the %s %s on %s cannot stand there (%s %s stands %s%s)",
                    side_names[PK_XQ_PIECE_COLOR(code)], type_names[type], name, vowel ? "an" : "a", type_names[type],
                    vowel ? "only on " : "", where);
    }
    return 0;
}

static int check_facing_and_check(const pk_xq_position *pos, int side_column, pk_fen_error *err)
{
    int red = pos->general[PK_XQ_RED], black = pos->general[PK_XQ_BLACK];
    if (PK_XQ_FILE(red) == PK_XQ_FILE(black)) {
        bool open = true;
        for (int sq = red + 9; sq < black && open; sq += 9)
            open = pos->board[sq] == 0;
        if (open)
            return fail(err, 1, 0, "the generals face each other on file %c with no man between",
                        'a' + PK_XQ_FILE(red));
    }
    int them = pos->side ^ 1;
    if (pk_xq_general_attacked(pos, them))
        return fail(err, 2, side_column, "%s to move while the %s general is in check", side_names[pos->side],
                    side_names[them]);
    return 0;
}

static int check_position(const pk_xq_position *pos, const uint8_t *cols, int side_column, pk_fen_error *err)
{
    if (check_counts(pos, err) < 0 || check_points(pos, cols, err) < 0)
        return -1;
    return check_facing_and_check(pos, side_column, err);
}

int pk_xq_position_check(const pk_xq_position *pos, pk_fen_error *err)
{
    pk_xq_init();
    return check_position(pos, NULL, 0, err);
}

static int parse_side(pk_xq_position *pos, const char *text, const pk_fen_fields *f, pk_fen_error *err)
{
    char c = f->start[1][0];
    if (f->len[1] != 1 || (c != 'w' && c != 'r' && c != 'b'))
        return fail(err, 2, column_of(text, f->start[1]), "'%.*s' is not 'w' (or 'r') or 'b'",
                    f->len[1] > 20 ? 20 : f->len[1], f->start[1]);
    pk_xq_set_side(pos, c == 'b' ? PK_XQ_BLACK : PK_XQ_RED);
    return 0;
}

static int parse_dashes_and_clocks(pk_xq_position *pos, const char *text, const pk_fen_fields *f, pk_fen_error *err)
{
    if (f->count >= 4) {
        if (f->len[2] != 1 || f->start[2][0] != '-')
            return fail(err, 3, column_of(text, f->start[2]), "Xiangqi has no castling; write '-'");
        if (f->len[3] != 1 || f->start[3][0] != '-')
            return fail(err, 4, column_of(text, f->start[3]), "Xiangqi has no en passant; write '-'");
    }
    if (f->count == 6) {
        long half, full;
        if (pk_fen_parse_number(f->start[4], f->len[4], &half) < 0)
            return fail(err, 5, column_of(text, f->start[4]), "'%.*s' is not a number of plies",
                        f->len[4] > 20 ? 20 : f->len[4], f->start[4]);
        if (pk_fen_parse_number(f->start[5], f->len[5], &full) < 0 || full < 1)
            return fail(err, 6, column_of(text, f->start[5]), "'%.*s' is not a move number (1 or more)",
                        f->len[5] > 20 ? 20 : f->len[5], f->start[5]);
        pos->halfmove = (uint32_t)half;
        pos->fullmove = (uint32_t)full;
    }
    return 0;
}

int pk_xq_fen_parse(pk_xq_position *pos, const char *text, pk_fen_error *err)
{
    pk_fen_fields f;
    uint8_t cols[PK_XQ_SQUARES] = {0};
    pk_xq_clear(pos);
    if (pk_fen_split(text, &f) < 0)
        return fail(err, 0, 1, "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)");
    if (f.count == 0)
        return fail(err, 0, 1, "empty FEN");
    if (parse_placement(pos, text, f.start[0], f.len[0], cols, err) < 0)
        return -1;
    int end = (int)strlen(text) + 1;
    if (f.count == 1)
        return fail(err, 2, end, "missing (the side to move, 'w' or 'b', must follow the placement)");
    if (f.count == 3)
        return fail(err, 4, end, "missing after the castling field");
    if (f.count == 5)
        return fail(err, 6, end, "missing after the halfmove clock");
    if (parse_side(pos, text, &f, err) < 0 || parse_dashes_and_clocks(pos, text, &f, err) < 0)
        return -1;
    return check_position(pos, cols, column_of(text, f.start[1]), err);
}

size_t pk_xq_fen_write(const pk_xq_position *pos, char *out)
{
    char *p = out;
    for (int rank = 9; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 9; file++) {
            int code = pos->board[PK_XQ_SQ(file, rank)];
            if (!code) {
                empty++;
                continue;
            }
            if (empty)
                *p++ = (char)('0' + empty);
            empty = 0;
            char letter = write_letters[PK_XQ_PIECE_TYPE(code)];
            *p++ = PK_XQ_PIECE_COLOR(code) == PK_XQ_RED ? letter : (char)tolower((unsigned char)letter);
        }
        if (empty)
            *p++ = (char)('0' + empty);
        if (rank)
            *p++ = '/';
    }
    p += sprintf(p, " %c - - %u %u", pos->side == PK_XQ_RED ? 'w' : 'b', pos->halfmove, pos->fullmove);
    return (size_t)(p - out);
}
