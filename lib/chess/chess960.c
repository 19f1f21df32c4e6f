/* Chess960 castling (legality, the move, why not) and start positions (number <-> back rank). */
#include "chess960.h"

#include <stdio.h>
#include <string.h>

/* The bit of the right of `us` on that side: WK, WQ, BK, BQ are bits 0 to 3. */
static inline int right_bit(int us, bool king_side) { return 2 * us + (king_side ? 0 : 1); }

/* Where castling takes the king and the rook: g1 and f1 on the h-side, c1 and d1 on the a-side. */
static inline int king_target(int us, bool king_side) { return PK_SQ(king_side ? 6 : 2, us == PK_WHITE ? 0 : 7); }
static inline int rook_target(int us, bool king_side) { return PK_SQ(king_side ? 5 : 3, us == PK_WHITE ? 0 : 7); }

/* The king's square and its castling rook's when the right is held and both stand there
 * (pk_fen_parse and the moves keep it so); false otherwise. */
static bool castling_men(const pk_position *pos, bool king_side, int *ksq, int *rsq)
{
    int us = pos->side, bit = right_bit(us, king_side);
    if (pos->rules != PK_RULES_CHESS960 || !(pos->castling & (1 << bit)))
        return false;
    *ksq = pk_king_square(pos, us);
    *rsq = pos->castle_rook[bit];
    return *ksq != PK_NO_SQUARE && pos->board[*rsq] == PK_PIECE(us, PK_ROOK);
}

/* The squares that must be empty but for the king and the rook: from each to its target, the
 * target included. */
static inline pk_bb castling_path(int ksq, int kto, int rsq, int rto)
{
    return pk_between_bb[ksq][kto] | PK_BIT(kto) | pk_between_bb[rsq][rto] | PK_BIT(rto);
}

/* The first square the king crosses or lands on that `them` attacks, the board seen without the
 * king and the rook (so that a rook shielding the king's square on the rank does not count: the
 * king on c1 with its rook on b1 and an enemy rook on a1), else PK_NO_SQUARE. */
static int attacked_on_the_way(const pk_position *pos, int ksq, int kto, int rsq)
{
    pk_bb occ = pk_occupied(pos) ^ PK_BIT(ksq) ^ PK_BIT(rsq);
    for (pk_bb way = pk_between_bb[ksq][kto] | PK_BIT(kto); way;) {
        int sq = pk_pop_lsb(&way);
        if (pk_attacked_by(pos, sq, pos->side ^ 1, occ))
            return sq;
    }
    return PK_NO_SQUARE;
}

bool pk_chess960_castling_legal(const pk_position *pos, bool king_side)
{
    int ksq, rsq, us = pos->side;
    if (pos->checkers || !castling_men(pos, king_side, &ksq, &rsq))
        return false;
    int kto = king_target(us, king_side), rto = rook_target(us, king_side);
    pk_bb others = pk_occupied(pos) ^ PK_BIT(ksq) ^ PK_BIT(rsq);
    return !(castling_path(ksq, kto, rsq, rto) & others) && attacked_on_the_way(pos, ksq, kto, rsq) == PK_NO_SQUARE;
}

pk_move pk_chess960_castle_move(const pk_position *pos, bool king_side)
{
    int ksq, rsq;
    if (!castling_men(pos, king_side, &ksq, &rsq))
        return PK_MOVE_NONE;
    return PK_MOVE_MAKE(ksq, rsq, PK_MK_CASTLE);
}

pk_move pk_chess960_castle_landing_on(const pk_position *pos, int from, int king_to)
{
    for (int side = 0; side < 2; side++) {
        bool king_side = side == 0;
        if (king_to == king_target(pos->side, king_side) && pk_chess960_castling_legal(pos, king_side)) {
            pk_move m = pk_chess960_castle_move(pos, king_side);
            if (PK_MOVE_FROM(m) == from)
                return m;
        }
    }
    return PK_MOVE_NONE;
}

void pk_chess960_explain_castle(const pk_position *pos, bool king_side, char *message, size_t size)
{
    int ksq, rsq, us = pos->side;
    const char *wing = king_side ? "h-side" : "a-side";
    if (!castling_men(pos, king_side, &ksq, &rsq)) {
        snprintf(message, size, "no castling right on the %s: the king or that rook has moved, or the FEN gave none",
                 wing);
        return;
    }
    if (pos->checkers) {
        snprintf(message, size, "the king is in check");
        return;
    }
    int kto = king_target(us, king_side), rto = rook_target(us, king_side);
    char ks[3], kt[3], rs[3], rt[3], at[3];
    pk_square_name(ksq, ks);
    pk_square_name(kto, kt);
    pk_square_name(rsq, rs);
    pk_square_name(rto, rt);
    pk_bb blocking = castling_path(ksq, kto, rsq, rto) & (pk_occupied(pos) ^ PK_BIT(ksq) ^ PK_BIT(rsq));
    if (blocking) {
        pk_square_name(pk_lsb(blocking), at);
        char king[24], rook[24];
        snprintf(king, sizeof king, ksq == kto ? "stays on %s" : "goes from %s", ks);
        snprintf(rook, sizeof rook, rsq == rto ? "stays on %s" : "goes from %s", rs);
        snprintf(message, size, "%s is not empty: the king %s%s%s and the rook %s%s%s over empty squares", at, king,
                 ksq == kto ? "" : " to ", ksq == kto ? "" : kt, rook, rsq == rto ? "" : " to ", rsq == rto ? "" : rt);
        return;
    }
    int attacked = attacked_on_the_way(pos, ksq, kto, rsq);
    if (attacked == PK_NO_SQUARE) { /* legal after all: nothing to explain */
        snprintf(message, size, "castling is legal here");
        return;
    }
    pk_square_name(attacked, at);
    snprintf(message, size, "the king would %s %s, which is attacked", attacked == kto ? "land on" : "cross", at);
}

/* ---- start positions --------------------------------------------------------------------- */

/* The two knights' places among the five squares left after the bishops and the queen, in the
 * numbering's order. */
static const int8_t knight_places[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                            {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

/* The k-th (from 0) empty place of rank (0 bytes empty). */
static int nth_empty(const char rank[8], int k)
{
    for (int f = 0; f < 8; f++)
        if (!rank[f] && k-- == 0)
            return f;
    return -1;
}

void pk_chess960_rank(int n, char out[9])
{
    memset(out, 0, 9);
    out[2 * (n % 4) + 1] = 'B'; /* the light-squared bishop: b1, d1, f1, h1 */
    n /= 4;
    out[2 * (n % 4)] = 'B'; /* the dark-squared one: a1, c1, e1, g1 */
    n /= 4;
    out[nth_empty(out, n % 6)] = 'Q';
    n /= 6;
    int first = nth_empty(out, knight_places[n][0]), second = nth_empty(out, knight_places[n][1]);
    out[first] = out[second] = 'N';
    out[nth_empty(out, 0)] = 'R'; /* the three left: rook, king, rook */
    out[nth_empty(out, 0)] = 'K';
    out[nth_empty(out, 0)] = 'R';
}

bool pk_chess960_start_fen(int white_n, int black_n, char *out)
{
    if (white_n < 0 || white_n >= PK_CHESS960_STARTS || black_n < 0 || black_n >= PK_CHESS960_STARTS)
        return false;
    char white[9], black[9];
    pk_chess960_rank(white_n, white);
    pk_chess960_rank(black_n, black);
    for (int f = 0; f < 8; f++)
        black[f] = (char)(black[f] - 'A' + 'a');
    snprintf(out, 64, "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1", black, white);
    return true;
}

/* The number of a back rank (letters a to h, upper case), or -1 with why when it is not a
 * Chess960 one. */
static int rank_number(const char rank[8], const char *side, char *why, size_t size)
{
    static const char letters[] = "PNBRQK";
    int light = -1, dark = -1, count[6] = {0};
    char rest[8];
    for (int f = 0; f < 8; f++) {
        const char *at = rank[f] ? strchr(letters, rank[f]) : NULL;
        if (!at || at == letters) {
            snprintf(why, size, "%s's back rank is not full of pieces", side);
            return -1;
        }
        count[at - letters]++;
        if (rank[f] == 'B')
            *(f % 2 ? &light : &dark) = f / 2;
    }
    if (count[PK_KNIGHT] != 2 || count[PK_BISHOP] != 2 || count[PK_ROOK] != 2 || count[PK_QUEEN] != 1 ||
        count[PK_KING] != 1) {
        snprintf(why, size, "%s's back rank is not two rooks, two knights, two bishops, a queen and a king", side);
        return -1;
    }
    if (light < 0 || dark < 0) {
        snprintf(why, size, "the bishops of %s stand on squares of one colour", side);
        return -1;
    }
    memcpy(rest, rank, 8);
    rest[2 * light + 1] = rest[2 * dark] = 0;
    int queen = 0, knights[2], k = 0, place = 0;
    for (int f = 0; f < 8; f++) {
        if (!rest[f])
            continue;
        if (rest[f] == 'Q')
            queen = place;
        place++;
    }
    for (int f = 0, i = 0; f < 8; f++) {
        if (!rest[f] || rest[f] == 'Q')
            continue;
        if (rest[f] == 'N')
            knights[k++] = i;
        i++;
    }
    int pair = 0;
    while (knight_places[pair][0] != knights[0] || knight_places[pair][1] != knights[1])
        pair++;
    const char *king = strchr(rank, 'K'), *rook = strchr(rank, 'R');
    if (!(rook < king && memchr(king, 'R', (size_t)(rank + 8 - king)))) {
        snprintf(why, size, "%s's king does not stand between its rooks", side);
        return -1;
    }
    return ((pair * 6 + queen) * 4 + dark) * 4 + light;
}

int pk_chess960_start_identify(const pk_position *pos, int *white_n, int *black_n, char *why, size_t size)
{
    char scratch[8], rank[2][8];
    int n[2];
    if (!why) {
        why = scratch;
        size = sizeof scratch;
    }
    static const char *const side_names[2] = {"white", "black"};
    pk_bb pawn_ranks = (PK_RANK_1_BB << 8) | (PK_RANK_1_BB << 48);
    for (int c = 0; c < 2; c++) {
        int back = c == PK_WHITE ? 0 : 7;
        if (pk_pieces(pos, c, PK_PAWN) != (PK_RANK_1_BB << (c == PK_WHITE ? 8 : 48))) {
            snprintf(why, size, "%s's pawns do not fill rank %d", side_names[c], c == PK_WHITE ? 2 : 7);
            return PK_CHESS960_NOT_START;
        }
        if (pos->by_color[c] & ~pawn_ranks & ~(PK_RANK_1_BB << (8 * back))) {
            snprintf(why, size, "%s has men off its first two ranks", side_names[c]);
            return PK_CHESS960_NOT_START;
        }
        for (int f = 0; f < 8; f++) {
            int code = pos->board[PK_SQ(f, back)];
            rank[c][f] = code && PK_PIECE_COLOR(code) == c ? "PNBRQK"[PK_PIECE_TYPE(code)] : 0;
        }
        if ((n[c] = rank_number(rank[c], side_names[c], why, size)) < 0)
            return PK_CHESS960_NOT_START;
    }
    if (pos->rules != PK_RULES_CHESS960 || (pos->castling & PK_CASTLE_RIGHTS) != PK_CASTLE_RIGHTS) {
        snprintf(why, size, "a start has all four castling rights");
        return PK_CHESS960_NOT_START;
    }
    for (int c = 0; c < 2; c++) { /* each right with a rook of the rank: the a-side one, the h-side one */
        int back = c == PK_WHITE ? 0 : 7, ksq = pk_king_square(pos, c);
        for (int side = 0; side < 2; side++) {
            int rsq = pos->castle_rook[2 * c + side];
            if (PK_RANK(rsq) != back || (side == 0) != (rsq > ksq)) {
                snprintf(why, size, "a start has all four castling rights");
                return PK_CHESS960_NOT_START;
            }
        }
    }
    if (pos->side != PK_WHITE || pos->ep_square != PK_NO_SQUARE) {
        snprintf(why, size, pos->side != PK_WHITE ? "white moves first" : "a start has no en passant square");
        return PK_CHESS960_NOT_START;
    }
    if (white_n)
        *white_n = n[PK_WHITE];
    if (black_n)
        *black_n = n[PK_BLACK];
    return n[PK_WHITE] == n[PK_BLACK] ? PK_CHESS960_START : PK_CHESS960_DFRC_START;
}
