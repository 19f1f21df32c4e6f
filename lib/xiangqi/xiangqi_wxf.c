/* WXF notation (pgnkit-notations(7), XIANGQI, WXF): C2.5, H2+3, R+.3, and the WXF pawn forms
 * P+.4 / P3.4 / P-.4 (three on a file), ++.4 / P+.4 / P-.4 / --.4 (four or five), 3+.4 / 33.4 /
 * 3-.4 (pawns on two files). Read: full-width characters, '=' for '.', the tandem marker
 * before the letter, letters B N G S and lower case. Written: the official ASCII form. */
#include "text.h"
#include "xiangqi_notation.h"

static const char official_letters[PK_XQ_TYPES] = {'K', 'A', 'E', 'H', 'R', 'C', 'P'};

static int type_of_letter(char c, uint16_t *lenient)
{
    static const char *const alternates = "GABNRCS"; /* K A E H R C P, in the other letters */
    char up = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
    if (up != c)
        *lenient |= PK_XQ_LENIENT_LETTER;
    for (int t = 0; t < PK_XQ_TYPES; t++) {
        if (up == official_letters[t])
            return t;
        if (up == alternates[t] && alternates[t] != official_letters[t]) {
            *lenient |= PK_XQ_LENIENT_LETTER;
            return t;
        }
    }
    return PK_XQ_NO_TYPE;
}

/* Folds the text to ASCII (full-width forms, the minus sign); -1 when it is longer than cap or
 * holds anything else. */
static int to_ascii(const char *text, size_t len, char *out, int cap, uint16_t *lenient)
{
    size_t i = 0;
    int n = 0;
    while (i < len) {
        int32_t cp = pk_utf8_next(text, len, &i);
        if (cp >= 0xFF01 && cp <= 0xFF5E) {
            cp -= 0xFEE0;
            *lenient |= PK_XQ_LENIENT_FULLWIDTH;
        } else if (cp == 0x2212) {
            cp = '-';
        }
        if (cp <= ' ' || cp >= 0x7F || n == cap)
            return -1;
        out[n++] = (char)cp;
    }
    return n;
}

static bool is_marker(char c) { return c == '+' || c == '-'; }
static bool is_file_digit(char c) { return c >= '1' && c <= '9'; }
static uint8_t marker_at(char c) { return c == '+' ? PK_XQ_AT_FRONT : PK_XQ_AT_REAR; }

/* The first two characters: piece and origin, in any of the forms the header lists. */
static pk_xq_status parse_origin(char a, char b, pk_xq_desc *d)
{
    int ta = type_of_letter(a, &d->lenient), tb = type_of_letter(b, &d->lenient);
    if (ta != PK_XQ_NO_TYPE && is_file_digit(b)) {
        d->type = (int8_t)ta;
        d->file = (int8_t)(b - '0');
    } else if (ta != PK_XQ_NO_TYPE && is_marker(b)) {
        d->type = (int8_t)ta;
        d->at = marker_at(b);
    } else if (is_marker(a) && tb != PK_XQ_NO_TYPE) {
        d->type = (int8_t)tb;
        d->at = marker_at(a);
        d->lenient |= PK_XQ_LENIENT_MARKER_FIRST;
    } else if (is_marker(a) && a == b) {
        d->type = PK_XQ_SOLDIER;
        d->at = a == '+' ? PK_XQ_AT_FOREMOST : PK_XQ_AT_REARMOST;
    } else if (is_file_digit(a) && (is_marker(b) || a == b)) {
        d->type = PK_XQ_SOLDIER;
        d->file = (int8_t)(a - '0');
        d->at = a == b ? PK_XQ_AT_MIDDLE : marker_at(b);
    } else {
        return PK_XQ_BAD_SYNTAX;
    }
    return PK_XQ_OK;
}

pk_xq_status pk_xq_wxf_parse(const char *text, size_t len, pk_xq_desc *out)
{
    char s[4];
    *out = (pk_xq_desc){.type = PK_XQ_NO_TYPE, .color = -1, .digit_color = -1, .wxf = 1};
    if (to_ascii(text, len, s, 4, &out->lenient) != 4)
        return PK_XQ_BAD_SYNTAX;
    if (s[2] == '=') {
        s[2] = '.';
        out->lenient |= PK_XQ_LENIENT_EQUALS;
    }
    if ((s[2] != '.' && !is_marker(s[2])) || !is_file_digit(s[3]))
        return PK_XQ_BAD_SYNTAX;
    out->dir = s[2];
    out->number = (int8_t)(s[3] - '0');
    return parse_origin(s[0], s[1], out);
}

size_t pk_xq_desc_format_wxf(const pk_xq_desc *d, char *out)
{
    char letter = official_letters[d->type], file = (char)('0' + d->file);
    switch (d->at) {
    case PK_XQ_AT_FRONT:
    case PK_XQ_AT_REAR:
        out[0] = d->file ? file : letter;
        out[1] = d->at == PK_XQ_AT_FRONT ? '+' : '-';
        break;
    case PK_XQ_AT_MIDDLE:
        out[0] = out[1] = file;
        break;
    case PK_XQ_AT_FOREMOST:
    case PK_XQ_AT_REARMOST:
        out[0] = out[1] = d->at == PK_XQ_AT_FOREMOST ? '+' : '-';
        break;
    default:
        out[0] = letter;
        out[1] = file;
        break;
    }
    out[2] = d->dir;
    out[3] = (char)('0' + d->number);
    out[4] = 0;
    return 4;
}
