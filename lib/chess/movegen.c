/* Legal moves: pseudo-legal generation into a target mask, then a legality test only for
 * the moves that can be illegal (king moves, pinned men, en passant, evasions). */
#include "movegen.h"

#include "chess960.h"

typedef struct {
    const pk_position *pos;
    pk_movelist *list;
    int only_type;   /* PK_NO_TYPE: all */
    pk_bb to_mask;   /* squares a move may land on */
} gen_ctx;

/* Adds m, after a legality test when it may be illegal. */
static inline void add_if_legal(const pk_position *pos, pk_movelist *list, pk_move m, bool test)
{
    if (!test || pk_move_is_legal(pos, m))
        list->moves[list->count++] = m;
}

static inline void add_checked(gen_ctx *g, pk_move m, bool needs_test) { add_if_legal(g->pos, g->list, m, needs_test); }

/* A pawn reaching the last rank: every promotion (the kingless game promotes to a queen only). */
static void add_promotions_of(const pk_position *pos, pk_movelist *list, int from, int to, bool test)
{
    for (int t = PK_QUEEN; t >= (pos->rules == PK_RULES_KINGLESS ? PK_QUEEN : PK_KNIGHT); t--)
        add_if_legal(pos, list, PK_MOVE_MAKE(from, to, PK_MK_PROMO | (t - PK_KNIGHT)), test);
}

static void add_promotions(gen_ctx *g, int from, int to, bool needs_test)
{
    add_promotions_of(g->pos, g->list, from, to, needs_test);
}

static void gen_pawn_moves(gen_ctx *g, pk_bb target, bool in_check)
{
    const pk_position *pos = g->pos;
    int us = pos->side, them = us ^ 1;
    pk_bb pawns = pk_pieces(pos, us, PK_PAWN), empty = ~pk_occupied(pos);
    pk_bb enemies = pos->by_color[them] & target;
    int up = us == PK_WHITE ? 8 : -8;
    pk_bb rank7 = us == PK_WHITE ? (PK_RANK_1_BB << 48) : (PK_RANK_1_BB << 8);
    pk_bb rank3 = us == PK_WHITE ? (PK_RANK_1_BB << 16) : (PK_RANK_1_BB << 40);
    pk_bb pinned = pos->pinned;
    while (pawns) {
        int from = pk_pop_lsb(&pawns);
        bool test = in_check || (pinned & PK_BIT(from));
        bool promo = (PK_BIT(from) & rank7) != 0;
        int one = from + up;
        if (empty & PK_BIT(one)) {
            if (target & PK_BIT(one)) {
                if (promo)
                    add_promotions(g, from, one, test);
                else
                    add_checked(g, PK_MOVE_MAKE(from, one, PK_MK_NORMAL), test);
            }
            if ((PK_BIT(one) & rank3) && (empty & target & PK_BIT(one + up)))
                add_checked(g, PK_MOVE_MAKE(from, one + up, PK_MK_NORMAL), test);
        }
        pk_bb caps = pk_pawn_attacks[us][from] & enemies;
        while (caps) {
            int to = pk_pop_lsb(&caps);
            if (promo)
                add_promotions(g, from, to, test);
            else
                add_checked(g, PK_MOVE_MAKE(from, to, PK_MK_NORMAL), test);
        }
        if (pos->ep_square != PK_NO_SQUARE && pos->rules != PK_RULES_KINGLESS &&
            (pk_pawn_attacks[us][from] & PK_BIT(pos->ep_square)) && (g->to_mask & PK_BIT(pos->ep_square)))
            add_checked(g, PK_MOVE_MAKE(from, pos->ep_square, PK_MK_EP), true);
    }
}

static void gen_piece_moves(gen_ctx *g, int type, pk_bb target, bool in_check)
{
    const pk_position *pos = g->pos;
    pk_bb pieces = pk_pieces(pos, pos->side, type), occ = pk_occupied(pos);
    while (pieces) {
        int from = pk_pop_lsb(&pieces);
        bool test = in_check || (pos->pinned & PK_BIT(from));
        pk_bb att = pk_piece_attacks(type, from, occ) & target;
        while (att)
            add_checked(g, PK_MOVE_MAKE(from, pk_pop_lsb(&att), PK_MK_NORMAL), test);
    }
}

/* pk_attacked_by for two squares at once (the squares a castling king passes and lands on): the
 * men that attack by contact looked for on both together, the enemy's sliders sorted once. */
static bool either_attacked(const pk_position *pos, int a, int b, int them, pk_bb occ)
{
    pk_bb theirs = pos->by_color[them];
    pk_bb contact = ((pk_pawn_attacks[them ^ 1][a] | pk_pawn_attacks[them ^ 1][b]) & pos->by_type[PK_PAWN]) |
                    ((pk_knight_attacks[a] | pk_knight_attacks[b]) & pos->by_type[PK_KNIGHT]) |
                    ((pk_king_attacks[a] | pk_king_attacks[b]) & pos->by_type[PK_KING]);
    if (contact & theirs)
        return true;
    pk_bb diagonal = (pos->by_type[PK_BISHOP] | pos->by_type[PK_QUEEN]) & theirs;
    pk_bb straight = (pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]) & theirs;
    for (pk_bb snipers = (pk_bishop_pseudo[a] & diagonal) | (pk_rook_pseudo[a] & straight); snipers;)
        if (!(pk_between_bb[a][pk_pop_lsb(&snipers)] & occ))
            return true;
    for (pk_bb snipers = (pk_bishop_pseudo[b] & diagonal) | (pk_rook_pseudo[b] & straight); snipers;)
        if (!(pk_between_bb[b][pk_pop_lsb(&snipers)] & occ))
            return true;
    return false;
}

bool pk_castling_legal(const pk_position *pos, bool king_side)
{
    int us = pos->side, rank = us == PK_WHITE ? 0 : 7;
    int right = us == PK_WHITE ? (king_side ? PK_CASTLE_WK : PK_CASTLE_WQ) : (king_side ? PK_CASTLE_BK : PK_CASTLE_BQ);
    int ksq = PK_SQ(4, rank), rook = PK_SQ(king_side ? 7 : 0, rank);
    pk_bb occ = pk_occupied(pos);
    /* the king's path, not in check, through and onto squares not attacked; the rook's path empty */
    return !pos->checkers && pos->rules == PK_RULES_CHESS && (pos->castling & right) &&
           pos->board[ksq] == PK_PIECE(us, PK_KING) && pos->board[rook] == PK_PIECE(us, PK_ROOK) &&
           !(pk_between_bb[ksq][rook] & occ) &&
           !either_attacked(pos, PK_SQ(king_side ? 5 : 3, rank), PK_SQ(king_side ? 6 : 2, rank), us ^ 1, occ);
}

/* Chess960's castlings, the king taking its rook (kept apart: chess never comes here). */
static __attribute__((noinline)) void gen_castling_960(gen_ctx *g)
{
    const pk_position *pos = g->pos;
    for (int side = 0; side < 2; side++) {
        pk_move m = pk_chess960_castle_move(pos, side == 0);
        if (m != PK_MOVE_NONE && (g->to_mask & PK_BIT(PK_MOVE_TO(m))) && pk_chess960_castling_legal(pos, side == 0))
            g->list->moves[g->list->count++] = m;
    }
}

static void gen_castling(gen_ctx *g)
{
    const pk_position *pos = g->pos;
    if (!(pos->castling & (pos->side == PK_WHITE ? PK_CASTLE_WK | PK_CASTLE_WQ : PK_CASTLE_BK | PK_CASTLE_BQ)))
        return;
    if (pos->castling & PK_CASTLE_960) {
        gen_castling_960(g);
        return;
    }
    int rank = pos->side == PK_WHITE ? 0 : 7, ksq = PK_SQ(4, rank);
    if ((g->to_mask & PK_BIT(PK_SQ(6, rank))) && pk_castling_legal(pos, true))
        g->list->moves[g->list->count++] = PK_MOVE_MAKE(ksq, PK_SQ(6, rank), PK_MK_CASTLE);
    if ((g->to_mask & PK_BIT(PK_SQ(2, rank))) && pk_castling_legal(pos, false))
        g->list->moves[g->list->count++] = PK_MOVE_MAKE(ksq, PK_SQ(2, rank), PK_MK_CASTLE);
}

static void generate(gen_ctx *g)
{
    const pk_position *pos = g->pos;
    int us = pos->side;
    pk_bb not_ours = ~pos->by_color[us] & g->to_mask;
    pk_bb target = not_ours;
    bool in_check = pos->checkers != 0;
    int ksq = pk_king_square(pos, us);
    if (in_check) {
        if (!pk_more_than_one(pos->checkers))
            target &= pk_between_bb[ksq][pk_lsb(pos->checkers)] | pos->checkers;
        else
            target = 0; /* double check: king moves only */
    }
    int only = g->only_type;
    if (only == PK_NO_TYPE || only == PK_PAWN)
        gen_pawn_moves(g, target, in_check);
    for (int t = PK_KNIGHT; t <= PK_QUEEN; t++)
        if (only == PK_NO_TYPE || only == t)
            gen_piece_moves(g, t, target, false);
    if (only == PK_NO_TYPE || only == PK_KING) {
        if (pos->rules == PK_RULES_KINGLESS) {
            gen_piece_moves(g, PK_KING, not_ours, false);
        } else if (ksq != PK_NO_SQUARE) {
            pk_bb att = pk_king_attacks[ksq] & not_ours;
            while (att)
                add_checked(g, PK_MOVE_MAKE(ksq, pk_pop_lsb(&att), PK_MK_NORMAL), true);
            gen_castling(g);
        }
    }
}

void pk_generate_legal(const pk_position *pos, pk_movelist *list)
{
    gen_ctx g = {pos, list, PK_NO_TYPE, ~(pk_bb)0};
    list->count = 0;
    generate(&g);
}

static void add_pawn_move(const pk_position *pos, pk_movelist *list, int from, int to, int kind, bool test)
{
    if (PK_RANK(to) == 0 || PK_RANK(to) == 7) {
        add_promotions_of(pos, list, from, to, test);
    } else {
        add_if_legal(pos, list, PK_MOVE_MAKE(from, to, kind), test);
    }
}

/* Moves of one type to one square, found backwards from the square (the way SAN is read). */
static void generate_to_square(const pk_position *pos, int type, int to, pk_movelist *list)
{
    int us = pos->side;
    pk_bb occ = pk_occupied(pos), pinned = pos->pinned;
    bool in_check = pos->checkers != 0;
    if (pos->by_color[us] & PK_BIT(to))
        return;
    if (type == PK_PAWN) {
        pk_bb pawns = pk_pieces(pos, us, PK_PAWN);
        int down = us == PK_WHITE ? -8 : 8;
        if (pos->board[to]) {
            pk_bb from = pk_pawn_attacks[us ^ 1][to] & pawns;
            while (from) {
                int f = pk_pop_lsb(&from);
                add_pawn_move(pos, list, f, to, PK_MK_NORMAL, in_check || (pinned & PK_BIT(f)));
            }
            return;
        }
        if (to == pos->ep_square && pos->rules != PK_RULES_KINGLESS) {
            pk_bb from = pk_pawn_attacks[us ^ 1][to] & pawns;
            while (from)
                add_if_legal(pos, list, PK_MOVE_MAKE(pk_pop_lsb(&from), to, PK_MK_EP), true);
        }
        int one = to + down;
        if (one < 0 || one > 63)
            return;
        if (pawns & PK_BIT(one)) {
            add_pawn_move(pos, list, one, to, PK_MK_NORMAL, in_check || (pinned & PK_BIT(one)));
        } else if (!(occ & PK_BIT(one)) && PK_RANK(to) == (us == PK_WHITE ? 3 : 4) && (pawns & PK_BIT(one + down))) {
            add_if_legal(pos, list, PK_MOVE_MAKE(one + down, to, PK_MK_NORMAL), in_check || (pinned & PK_BIT(one + down)));
        }
        return;
    }
    pk_bb from = pk_piece_attacks(type, to, occ) & pk_pieces(pos, us, type);
    while (from) {
        int f = pk_pop_lsb(&from);
        add_if_legal(pos, list, PK_MOVE_MAKE(f, to, PK_MK_NORMAL), in_check || (pinned & PK_BIT(f)));
    }
}

void pk_generate_legal_to(const pk_position *pos, int type, int to, pk_movelist *list)
{
    list->count = 0;
    if (to != PK_NO_SQUARE && type != PK_KING && type != PK_NO_TYPE) {
        generate_to_square(pos, type, to, list);
        return;
    }
    if (to != PK_NO_SQUARE && type == PK_KING && pos->rules == PK_RULES_CHESS) {
        int ksq = pk_king_square(pos, pos->side);
        if (ksq == PK_NO_SQUARE || (pos->by_color[pos->side] & PK_BIT(to)))
            return;
        if (pk_king_attacks[ksq] & PK_BIT(to)) {
            add_if_legal(pos, list, PK_MOVE_MAKE(ksq, to, PK_MK_NORMAL), true);
            return;
        }
        if (PK_RANK(to) != PK_RANK(ksq) || (to - ksq != 2 && ksq - to != 2))
            return; /* neither a step nor castling */
    }
    gen_ctx g = {pos, list, type, to == PK_NO_SQUARE ? ~(pk_bb)0 : PK_BIT(to)};
    generate(&g);
}

/* Out of check, a man that is not pinned moves legally wherever it may go (en passant aside):
 * finding one such move settles the question without generating the list. */
static bool quick_move_exists(const pk_position *pos)
{
    int us = pos->side;
    pk_bb free_men = pos->by_color[us] & ~pos->pinned & ~pos->by_type[PK_KING];
    pk_bb not_ours = ~pos->by_color[us], occ = pk_occupied(pos);
    /* cheapest first: a pawn push is one shift for all pawns */
    pk_bb pawns = free_men & pos->by_type[PK_PAWN];
    pk_bb pushes = us == PK_WHITE ? (pawns << 8) & ~occ : (pawns >> 8) & ~occ;
    if (pushes)
        return true;
    pk_bb knights = free_men & pos->by_type[PK_KNIGHT];
    while (knights)
        if (pk_knight_attacks[pk_pop_lsb(&knights)] & not_ours)
            return true;
    pk_bb sliders = free_men & (pos->by_type[PK_BISHOP] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]);
    while (sliders) {
        int sq = pk_pop_lsb(&sliders);
        if (pk_piece_attacks(pk_piece_on(pos, sq), sq, occ) & not_ours)
            return true;
    }
    return false;
}

/* The rest of pk_has_legal_move, apart so that the common answer costs no stack frame. */
static __attribute__((noinline)) bool has_legal_move_slow(const pk_position *pos)
{
    pk_movelist list;
    int us = pos->side;
    int ksq = pk_king_square(pos, us);
    if (ksq != PK_NO_SQUARE && pos->rules != PK_RULES_KINGLESS) {
        /* A king step is the most common escape: try it before generating everything. */
        pk_bb att = pk_king_attacks[ksq] & ~pos->by_color[us];
        pk_bb without_king = pk_occupied(pos) ^ PK_BIT(ksq);
        while (att)
            if (!pk_attacked_by(pos, pk_pop_lsb(&att), us ^ 1, without_king))
                return true;
        /* Out of a single check, a piece that is not pinned may take the checker or step
         * between, wherever it stands: look for one before generating everything. */
        if (pos->checkers && !pk_more_than_one(pos->checkers)) {
            pk_bb pieces = pos->by_color[us] & ~pos->pinned & ~pos->by_type[PK_KING] & ~pos->by_type[PK_PAWN];
            pk_bb occ = pk_occupied(pos);
            for (pk_bb targets = pk_between_bb[ksq][pk_lsb(pos->checkers)] | pos->checkers; targets;)
                if (pk_attackers_to(pos, pk_pop_lsb(&targets), occ) & pieces)
                    return true;
        }
    }
    pk_generate_legal(pos, &list);
    return list.count > 0;
}

bool pk_has_legal_move(const pk_position *pos)
{
    if (!pos->checkers && quick_move_exists(pos))
        return true;
    return has_legal_move_slow(pos);
}

bool pk_pass_is_legal(const pk_position *pos)
{
    return pos->rules == PK_RULES_KINGLESS && !pk_has_legal_move(pos);
}

uint64_t pk_perft(const pk_position *pos, int depth)
{
    pk_movelist list;
    if (depth <= 0)
        return 1;
    pk_generate_legal(pos, &list);
    if (depth == 1)
        return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count; i++) {
        pk_position child = *pos;
        pk_position_play(&child, list.moves[i]);
        nodes += pk_perft(&child, depth - 1);
    }
    return nodes;
}

int pk_perft_divide(const pk_position *pos, int depth, pk_move *moves, uint64_t *counts)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        pk_position child = *pos;
        pk_position_play(&child, list.moves[i]);
        moves[i] = list.moves[i];
        counts[i] = pk_perft(&child, depth - 1);
    }
    return list.count;
}
