/* Chinese notation (pgnkit-notations(7), XIANGQI): 炮二平五, 马8进7, 前车进一, 中兵平四, 前三平四.
 * Read: traditional and simplified characters, Chinese numerals, ASCII and full-width digits,
 * the tandem character after the piece (车前进一). Written: simplified characters (or
 * traditional ones on request), Red's numbers as Chinese numerals, Black's as digits. */
#include "text.h"
#include "xiangqi_notation.h"

#include <string.h>

typedef struct {
    const char *text;
    int8_t type;
    int8_t color;        /* -1: either side's character */
    uint8_t traditional; /* not written unless traditional characters are asked for */
} piece_char;

static const piece_char piece_chars[] = {
    {"帅", PK_XQ_GENERAL, PK_XQ_RED, 0},   {"帥", PK_XQ_GENERAL, PK_XQ_RED, 1},
    {"将", PK_XQ_GENERAL, PK_XQ_BLACK, 0}, {"將", PK_XQ_GENERAL, PK_XQ_BLACK, 1},
    {"仕", PK_XQ_ADVISOR, PK_XQ_RED, 0},   {"士", PK_XQ_ADVISOR, PK_XQ_BLACK, 0},
    {"相", PK_XQ_ELEPHANT, PK_XQ_RED, 0},  {"象", PK_XQ_ELEPHANT, PK_XQ_BLACK, 0},
    {"马", PK_XQ_HORSE, -1, 0},            {"馬", PK_XQ_HORSE, -1, 1},
    {"傌", PK_XQ_HORSE, PK_XQ_RED, 1},     {"车", PK_XQ_CHARIOT, -1, 0},
    {"車", PK_XQ_CHARIOT, -1, 1},          {"俥", PK_XQ_CHARIOT, PK_XQ_RED, 1},
    {"炮", PK_XQ_CANNON, -1, 0},           {"砲", PK_XQ_CANNON, PK_XQ_BLACK, 1},
    {"包", PK_XQ_CANNON, -1, 1},           {"兵", PK_XQ_SOLDIER, PK_XQ_RED, 0},
    {"卒", PK_XQ_SOLDIER, PK_XQ_BLACK, 0},
};

/* Written characters by [traditional][side][type]. */
static const char *const written_pieces[2][2][PK_XQ_TYPES] = {
    {{"帅", "仕", "相", "马", "车", "炮", "兵"}, {"将", "士", "象", "马", "车", "炮", "卒"}},
    {{"帥", "仕", "相", "傌", "俥", "炮", "兵"}, {"將", "士", "象", "馬", "車", "砲", "卒"}}};
static const char *const numerals[10] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
static const char *const fullwidth_digits[10] = {"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
static const char *const ascii_digits[10] = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9"};

typedef struct {
    const char *p;
    size_t len;
} slice;

static bool is(slice c, const char *text) { return c.len == strlen(text) && memcmp(c.p, text, c.len) == 0; }

/* Splits UTF-8 text into at most `max` characters; -1 when there are more or it is malformed. */
static int split_chars(const char *text, size_t len, slice *out, int max)
{
    size_t i = 0;
    int n = 0;
    while (i < len) {
        size_t start = i;
        if (pk_utf8_next(text, len, &i) < 0 || n == max)
            return -1;
        out[n++] = (slice){text + start, i - start};
    }
    return n;
}

static const piece_char *piece_of(slice c)
{
    for (size_t k = 0; k < sizeof piece_chars / sizeof piece_chars[0]; k++)
        if (is(c, piece_chars[k].text))
            return &piece_chars[k];
    return NULL;
}

/* 1-9 from a numeral (side Red) or a digit (side Black); 0 when none. */
static int number_of(slice c, int8_t *side)
{
    for (int v = 1; v <= 9; v++) {
        if (is(c, numerals[v])) {
            *side = PK_XQ_RED;
            return v;
        }
        if (is(c, fullwidth_digits[v]) || is(c, ascii_digits[v])) {
            *side = PK_XQ_BLACK;
            return v;
        }
    }
    return 0;
}

/* 前 后 後 中: the tandem position, or 0. */
static uint8_t tandem_of(slice c, uint16_t *lenient)
{
    if (is(c, "前"))
        return PK_XQ_AT_FRONT;
    if (is(c, "后"))
        return PK_XQ_AT_REAR;
    if (is(c, "後")) {
        *lenient |= PK_XQ_LENIENT_TRADITIONAL;
        return PK_XQ_AT_REAR;
    }
    return is(c, "中") ? PK_XQ_AT_MIDDLE : 0;
}

static char direction_of(slice c, uint16_t *lenient)
{
    if (is(c, "进"))
        return '+';
    if (is(c, "進")) {
        *lenient |= PK_XQ_LENIENT_TRADITIONAL;
        return '+';
    }
    return is(c, "退") ? '-' : is(c, "平") ? '.' : 0;
}

/* Records what the piece character says about the side and the script. */
static void take_piece(pk_xq_desc *d, const piece_char *pc)
{
    d->type = pc->type;
    d->color = pc->color;
    if (pc->traditional)
        d->lenient |= PK_XQ_LENIENT_TRADITIONAL;
}

/* Notes the side a number's script suggests; Red numerals and Black digits mixed in one move
 * leave it undecided. */
static void note_digits(pk_xq_desc *d, int8_t side)
{
    if (d->digit_color == -1)
        d->digit_color = side;
    else if (d->digit_color != side)
        d->digit_color = -2;
}

/* The first two characters: piece and origin. */
static pk_xq_status parse_origin(slice a, slice b, pk_xq_desc *d)
{
    const piece_char *pa = piece_of(a), *pb = piece_of(b);
    int8_t side = -1;
    int file = number_of(b, &side);
    uint8_t at_a = tandem_of(a, &d->lenient), at_b = tandem_of(b, &d->lenient);
    if (pa && file) {                 /* 炮二 */
        take_piece(d, pa);
        d->file = (int8_t)file;
        note_digits(d, side);
    } else if (pa && at_b) {          /* 车前 */
        take_piece(d, pa);
        d->at = at_b;
        d->lenient |= PK_XQ_LENIENT_TANDEM_AFTER;
    } else if (at_a && pb) {          /* 前车 */
        take_piece(d, pb);
        d->at = at_a;
    } else if (at_a && file) {        /* 前三: pawns on two files */
        d->type = PK_XQ_SOLDIER;
        d->at = at_a;
        d->file = (int8_t)file;
        note_digits(d, side);
    } else if (pb && pb->type == PK_XQ_SOLDIER && (d->nth = (int8_t)number_of(a, &side)) != 0 && d->nth <= 5) {
        take_piece(d, pb);            /* 二兵: the second pawn from the front */
        d->at = PK_XQ_AT_NTH;
    } else {
        d->nth = 0;
        return PK_XQ_BAD_SYNTAX;
    }
    return PK_XQ_OK;
}

pk_xq_status pk_xq_chinese_parse(const char *text, size_t len, pk_xq_desc *out)
{
    slice c[4];
    *out = (pk_xq_desc){.type = PK_XQ_NO_TYPE, .color = -1, .digit_color = -1};
    if (split_chars(text, len, c, 4) != 4)
        return PK_XQ_BAD_SYNTAX;
    int8_t side = -1;
    out->dir = direction_of(c[2], &out->lenient);
    out->number = (int8_t)number_of(c[3], &side);
    if (!out->dir || !out->number)
        return PK_XQ_BAD_SYNTAX;
    pk_xq_status st = parse_origin(c[0], c[1], out);
    note_digits(out, side);
    if (out->digit_color == -2)
        out->lenient |= PK_XQ_LENIENT_NUMERALS;
    return st;
}

static size_t put(char *out, size_t at, const char *text)
{
    size_t n = strlen(text);
    memcpy(out + at, text, n);
    return at + n;
}

size_t pk_xq_desc_format_chinese(const pk_xq_desc *d, int side, int flags, char *out)
{
    const char *piece = written_pieces[(flags & PK_XQ_CN_TRADITIONAL) != 0][side][d->type];
    const char *const *digits =
        side == PK_XQ_RED ? numerals : (flags & PK_XQ_CN_ASCII_DIGITS) ? ascii_digits : fullwidth_digits;
    bool trad = (flags & PK_XQ_CN_TRADITIONAL) != 0;
    const char *tandem = d->at == PK_XQ_AT_FRONT || d->at == PK_XQ_AT_FOREMOST ? "前"
                         : d->at == PK_XQ_AT_MIDDLE                            ? "中"
                         : trad                                                ? "後"
                                                                               : "后";
    size_t n = 0;
    if (d->at == PK_XQ_AT_FILE) {
        n = put(out, n, piece);
        n = put(out, n, digits[d->file]);
    } else if (d->at == PK_XQ_AT_NTH) {
        n = put(out, n, numerals[d->nth]);
        n = put(out, n, piece);
    } else {
        n = put(out, n, tandem);
        n = put(out, n, d->file ? digits[d->file] : piece);
    }
    n = put(out, n, d->dir == '+' ? (trad ? "進" : "进") : d->dir == '-' ? "退" : "平");
    n = put(out, n, digits[d->number]);
    out[n] = 0;
    return n;
}
