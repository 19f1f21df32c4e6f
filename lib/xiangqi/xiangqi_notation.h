/* Xiangqi move notations (pgnkit-notations(7), XIANGQI): ICCS coordinates (h2e2), WXF (C2.5) and
 * Chinese (炮二平五). Each in two steps, as san.h does for chess: text -> syntactic value (no
 * position involved) -> resolved against a position -> legal move, with three distinct
 * failures (bad syntax, illegal, ambiguous); writing goes move + position -> text.
 *
 * WXF and Chinese describe a move alike (piece, origin file or tandem position, direction,
 * number) and share one syntactic value, pk_xq_desc, and one resolver. Files are counted 1-9
 * from each player's own right: Red's file n is ICCS file 9 - n (i = 1), Black's is n - 1
 * (a = 1). "Front" is the man nearer the opponent. */
#ifndef PK_XIANGQI_NOTATION_H
#define PK_XIANGQI_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "xiangqi.h"

typedef enum {
    PK_XQ_OK = 0,
    PK_XQ_BAD_SYNTAX = -1,
    PK_XQ_ILLEGAL = -2,
    PK_XQ_AMBIGUOUS = -3,
} pk_xq_status;

typedef enum { PK_XQ_ICCS = 0, PK_XQ_WXF = 1, PK_XQ_CHINESE = 2 } pk_xq_notation;

/* Longest move text any format function writes, with its NUL (Chinese: 4 characters of
 * 3 bytes each in UTF-8). */
#define PK_XQ_MOVE_TEXT_MAX 16

/* Options (the flags arguments). */
enum {
    PK_XQ_ICCS_RANKS_1_10 = 1 << 0, /* read ICCS ranks 1-10 (h3e3 for h2e2); writing is always 0-9 */
    PK_XQ_CN_ASCII_DIGITS = 1 << 1, /* write Black's Chinese files and numbers as 1-9, not １-９ */
    PK_XQ_CN_TRADITIONAL = 1 << 2,  /* write traditional characters (帥俥傌 進 後 ...) */
    /* read: the caller knows whether the side to move is in check (a replay does, from the
     * move before), which spares most moves an attack test (pk_xq_move_is_legal_known) */
    PK_XQ_KNOWN_IN_CHECK = 1 << 3,
    PK_XQ_KNOWN_NOT_IN_CHECK = 1 << 4,
};

/* Forms read that are not the ones written (the lenient bits of the syntactic values). */
enum {
    PK_XQ_LENIENT_UPPER = 1 << 0,        /* ICCS in upper case: H2E2 */
    PK_XQ_LENIENT_DASH = 1 << 1,         /* ICCS with a dash: h2-e2 */
    PK_XQ_LENIENT_FULLWIDTH = 1 << 2,    /* full-width characters: Ｃ２＝５ */
    PK_XQ_LENIENT_EQUALS = 1 << 3,       /* WXF '=' for '.' */
    PK_XQ_LENIENT_MARKER_FIRST = 1 << 4, /* WXF tandem marker before the letter: +P+1, -R.3 */
    PK_XQ_LENIENT_LETTER = 1 << 5,       /* WXF letters B, N, G, S, or lower case */
    PK_XQ_LENIENT_TRADITIONAL = 1 << 6,  /* Chinese traditional characters: 車 馬 進 後 ... */
    PK_XQ_LENIENT_NUMERALS = 1 << 7,     /* Chinese digits for Red, or numerals for Black */
    PK_XQ_LENIENT_PIECE_SIDE = 1 << 8,   /* Chinese character of the other side: 卒 for a Red soldier */
    PK_XQ_LENIENT_ORIGIN = 1 << 9,       /* set by resolve: a file given where a tandem marker was due,
                                          * or a marker where the file sufficed */
    PK_XQ_LENIENT_TANDEM_AFTER = 1 << 10,/* Chinese tandem after the piece: 车前进一 */
};

/* ---- ICCS: h2e2 ---- */

typedef struct {
    int8_t from, to;   /* squares */
    uint16_t lenient;
} pk_xq_iccs;

/* The form of nearly every ICCS move, h2e2 (lower case, ranks 0-9), read at once: true and the
 * move's points (legal or not: each below 90) in *from and *to, or false for any other text. */
static inline bool pk_xq_iccs_plain_at(const char *text, size_t len, int *from, int *to)
{
    if (len != 4)
        return false;
    /* the four bytes in one word (GCC reads it with one load), less 'a', '0', 'a', '0': each
     * then below 9, 10, 9, 10, told at once: a byte v below 0x80 gets its top bit from v + 0x77
     * (0x76) exactly when v >= 9 (10), and one at 0x80 or above (below 'a' or '0' before) has
     * it already (a carry out of such a byte can only turn the verdict to 'no') */
    const unsigned char *t = (const unsigned char *)text;
    uint32_t w = ((uint32_t)t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 | (uint32_t)t[3] << 24) - 0x30613061u;
    if ((w | (w + 0x76777677u)) & 0x80808080u)
        return false;
    *from = (int)(w & 0xFF) + 9 * (int)(w >> 8 & 0xFF);
    *to = (int)(w >> 16 & 0xFF) + 9 * (int)(w >> 24);
    return true;
}

/* The same, the move's two points in one value. */
static inline bool pk_xq_iccs_plain(const char *text, size_t len, pk_xq_move *m)
{
    int from, to;
    if (!pk_xq_iccs_plain_at(text, len, &from, &to))
        return false;
    *m = PK_XQ_MOVE(from, to);
    return true;
}

/* Reads h2e2, H2-E2, h2-e2; with PK_XQ_ICCS_RANKS_1_10, h3e3 and i10h10 style. */
pk_xq_status pk_xq_iccs_parse(const char *text, size_t len, int flags, pk_xq_iccs *out);
/* matches (optional) receives the legal move when OK, else the legal moves of the man on the
 * origin (none when it is not the side to move's). */
pk_xq_status pk_xq_iccs_resolve(const pk_xq_position *pos, const pk_xq_iccs *v, pk_xq_move *out,
                                pk_xq_movelist *matches);
/* h2e2 (always ranks 0-9, lower case); returns the length. */
size_t pk_xq_iccs_format(pk_xq_move m, char *out);

/* ---- WXF and Chinese: the descriptive value ---- */

/* How the origin is told apart from like men on the same file. */
typedef enum {
    PK_XQ_AT_FILE = 0,   /* by its file alone (WXF: the middle of three or five pawns too) */
    PK_XQ_AT_FRONT,      /* WXF '+', Chinese 前: the front one (WXF: of two or three; the second of 4-5) */
    PK_XQ_AT_REAR,       /* WXF '-', Chinese 后: the rear one (WXF: of two or three; the second last of 4-5) */
    PK_XQ_AT_MIDDLE,     /* Chinese 中, WXF "33.4": the middle one of three (or five) */
    PK_XQ_AT_FOREMOST,   /* WXF "++": the first of four or five pawns */
    PK_XQ_AT_REARMOST,   /* WXF "--": the last of four or five pawns */
    PK_XQ_AT_NTH,        /* Chinese 二兵, 三兵, 四兵: the nth from the front */
} pk_xq_at;

typedef struct {
    int8_t type;       /* PK_XQ_GENERAL .. PK_XQ_SOLDIER */
    int8_t file;       /* origin file 1-9 (mover's counting); 0 when not written. With a tandem
                        * marker it names the file of pawns on two files (WXF 3+.4, Chinese 前三平四) */
    uint8_t at;        /* pk_xq_at */
    int8_t nth;        /* with PK_XQ_AT_NTH: 1-5 from the front */
    char dir;          /* '+' forward, '-' backward, '.' sideways */
    int8_t number;     /* 1-9: points moved straight, else the destination file */
    int8_t color;      /* the side the Chinese piece character names (兵 Red, 卒 Black), or -1 */
    int8_t digit_color;/* the side the Chinese numbers suggest (一二三: Red, 1 2 3: Black), or -1 */
    uint8_t wxf;       /* 1 when read from (or for) WXF: its front/rear count differently with 4-5 pawns */
    uint16_t lenient;
} pk_xq_desc;

/* WXF: piece letter (K A E H R C P; B N G S and lower case read too), origin file or tandem
 * marker, direction + - . (= read too), number. Reads full-width characters and the marker
 * before the letter; the WXF pawn forms ++.4, --.4, 3+.4, 33.4, 3-.4. */
pk_xq_status pk_xq_wxf_parse(const char *text, size_t len, pk_xq_desc *out);
/* Chinese (UTF-8): piece, origin file, 进/退/平, number; 前/后/中 (and 二三四 for four or five
 * pawns) for tandem men; 前三平四 for pawns on two files. Traditional and simplified
 * characters, Chinese numerals, ASCII and full-width digits. */
pk_xq_status pk_xq_chinese_parse(const char *text, size_t len, pk_xq_desc *out);

/* Against a position. matches (optional) receives the legal moves that fit: one when OK,
 * several when ambiguous; when illegal, the legal moves of the men the origin names (may be
 * empty). May set PK_XQ_LENIENT_ORIGIN in d->lenient. */
pk_xq_status pk_xq_desc_resolve(const pk_xq_position *pos, pk_xq_desc *d, pk_xq_move *out,
                                pk_xq_movelist *matches);
/* The canonical description of a legal move (wxf: 1 for WXF's rules, 0 for Chinese ones). */
void pk_xq_desc_of_move(const pk_xq_position *pos, pk_xq_move m, int wxf, pk_xq_desc *out);

/* Official WXF in ASCII: C2.5, R+.3, P++1, ++.4, 3+.4, 33.4. out: PK_XQ_MOVE_TEXT_MAX bytes. */
size_t pk_xq_wxf_format(const pk_xq_position *pos, pk_xq_move m, char *out);
/* Chinese in UTF-8. Written, simplified: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒;
 * 进 退 平; 前 后 中, and 二 三 四 for the inner pawns of four or five; Red's files and numbers
 * 一..九, Black's １..９ (full-width; 1..9 with PK_XQ_CN_ASCII_DIGITS). With PK_XQ_CN_TRADITIONAL:
 * Red 帥 仕 相 傌 俥 炮 兵, Black 將 士 象 馬 車 砲 卒, 進, 後. */
size_t pk_xq_chinese_format(const pk_xq_position *pos, pk_xq_move m, int flags, char *out);
/* The text of a description alone: WXF for one made with wxf = 1 (or read by pk_xq_wxf_parse,
 * which gives the official form of a dialect text), Chinese for one made with wxf = 0; side:
 * the mover, which picks the characters and the digits. */
size_t pk_xq_desc_format_wxf(const pk_xq_desc *d, char *out);
size_t pk_xq_desc_format_chinese(const pk_xq_desc *d, int side, int flags, char *out);

/* ---- any notation in one call ---- */

/* Parse and resolve. lenient (optional) receives the lenient bits. */
pk_xq_status pk_xq_move_parse(const pk_xq_position *pos, pk_xq_notation notation, const char *text, size_t len,
                              int flags, pk_xq_move *out, pk_xq_movelist *matches, uint16_t *lenient);
size_t pk_xq_move_format(const pk_xq_position *pos, pk_xq_notation notation, pk_xq_move m, int flags, char *out);
/* The notation a move text looks like (ICCS coordinates, a Chinese character, else WXF); -1
 * when it looks like none. For recognising a file's notation, not for resolving moves. */
int pk_xq_guess_notation(const char *text, size_t len);
const char *pk_xq_notation_name(pk_xq_notation notation); /* "iccs", "wxf", "chinese" */

#endif
