/* ICCF numeric notation, read and written. */
#include "iccf.h"
#include "explain.h"
#include "chess960.h"

#include <stdio.h>

static bool coord(char c) { return c >= '1' && c <= '8'; }

bool pk_iccf_shape(const char *t, size_t len)
{
    if (len < 4 || !coord(t[0]) || !coord(t[1]) || !coord(t[2]) || !coord(t[3]))
        return false;
    if (len == 4)
        return true;
    if (len == 5)
        return t[4] >= '1' && t[4] <= '4';
    return len == 6 && (t[4] == '-' || t[4] == '=' || t[4] == '/') && t[5] >= '1' && t[5] <= '4';
}

static bool digit(char c) { return c >= '0' && c <= '9'; }

bool pk_iccf_like(const char *t, size_t len)
{
    if (len < 4 || !digit(t[0]) || !digit(t[1]) || !digit(t[2]) || !digit(t[3]))
        return false;
    if (len == 4)
        return true;
    if (len == 5)
        return digit(t[4]);
    return len == 6 && (t[4] == '-' || t[4] == '=' || t[4] == '/') && digit(t[5]);
}

/* Why a word of numeric shape is no move: the first square outside the board (a file or rank
 * digit 0 or 9), else the promotion digit. */
static void explain_not_numeric(const char *t, size_t len, char *msg, size_t msize)
{
    for (int i = 0; i < 4; i += 2) {
        bool file = !coord(t[i]), rank = !coord(t[i + 1]);
        if (file || rank) {
            snprintf(msg, msize, "no square %c%c: %s run 1-8 (file then rank: 11 = a1, 88 = h8)", t[i], t[i + 1],
                     file && rank ? "files and ranks" : file ? "files" : "ranks");
            return;
        }
    }
    snprintf(msg, msize, "no promotion piece %c: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight",
             t[len - 1]);
}

int pk_iccf_parse(const pk_position *pos, const char *t, size_t len, pk_move *out, char *msg, size_t msize)
{
    if (!pk_iccf_shape(t, len)) {
        if (pk_iccf_like(t, len))
            explain_not_numeric(t, len, msg, msize);
        else
            snprintf(msg, msize, "not a numeric move: four digits 1-8, origin then destination (5254 = e2-e4)");
        return -1;
    }
    int from = PK_SQ(t[0] - '1', t[1] - '1'), to = PK_SQ(t[2] - '1', t[3] - '1');
    int promo = len > 4 ? (t[len - 1] == '1' ? PK_QUEEN : t[len - 1] == '2' ? PK_ROOK : t[len - 1] == '3' ? PK_BISHOP : PK_KNIGHT)
                        : PK_NO_TYPE;
    pk_movelist list;
    char fs[3], ts[3];
    pk_square_name(from, fs);
    pk_square_name(to, ts);
    if (!pos->board[from] || PK_PIECE_COLOR(pos->board[from]) != pos->side) {
        snprintf(msg, msize, "%s (%s) holds no %s piece", fs, (char[3]){t[0], t[1], 0},
                 pos->side == PK_WHITE ? "white" : "black");
        return -2;
    }
    pk_generate_legal_to(pos, pk_piece_on(pos, from), to, &list);
    bool promotion_needed = false, plain_move = false;
    for (int i = 0; i < list.count; i++) {
        pk_move m = list.moves[i];
        if (PK_MOVE_FROM(m) != from)
            continue;
        if (PK_MOVE_IS_PROMO(m)) {
            promotion_needed = true;
            if (promo == PK_NO_TYPE ? pos->rules == PK_RULES_KINGLESS : PK_MOVE_PROMO_TYPE(m) == promo) {
                *out = m;
                return 0;
            }
        } else if (promo == PK_NO_TYPE) {
            *out = m;
            return 0;
        } else {
            plain_move = true;
        }
    }
    if (pos->rules == PK_RULES_CHESS960 && promo == PK_NO_TYPE && pk_piece_on(pos, from) == PK_KING) {
        /* Chess960 castling written as the king's move to g1 or c1 (5171), where it is no other */
        pk_move castle = pk_chess960_castle_landing_on(pos, from, to);
        if (castle != PK_MOVE_NONE) {
            *out = castle;
            return 0;
        }
    }
    if (promotion_needed && promo == PK_NO_TYPE)
        snprintf(msg, msize, "%s-%s promotes: add the piece digit (1 queen, 2 rook, 3 bishop, 4 knight)", fs, ts);
    else if (plain_move) /* a legal move written with a piece digit it cannot take */
        snprintf(msg, msize, "%s-%s is no promotion: drop the piece digit (%.4s)", fs, ts, t);
    else if (!pk_explain_pinned_move(pos, from, to, msg, msize))
        snprintf(msg, msize, "the piece on %s cannot move to %s", fs, ts);
    return -2;
}

size_t pk_iccf_format(pk_move m, char *out)
{
    int from = PK_MOVE_FROM(m), to = PK_MOVE_TO(m);
    out[0] = (char)('1' + PK_FILE(from));
    out[1] = (char)('1' + PK_RANK(from));
    out[2] = (char)('1' + PK_FILE(to));
    out[3] = (char)('1' + PK_RANK(to));
    if (PK_MOVE_IS_PROMO(m)) {
        static const char digit[] = {'4', '3', '2', '1'}; /* knight, bishop, rook, queen */
        out[4] = digit[PK_MOVE_PROMO_TYPE(m) - PK_KNIGHT];
        out[5] = 0;
        return 5;
    }
    out[4] = 0;
    return 4;
}
