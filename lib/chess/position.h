/* A chess position (also the kingless variant's, through a rules switch), moves, and
 * making a move with incremental Zobrist keys. */
#ifndef PK_POSITION_H
#define PK_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "bitboard.h"

/* A move in 16 bits: from (6), to (6), kind (4). */
typedef uint16_t pk_move;
enum {
    PK_MK_NORMAL = 0,
    PK_MK_CASTLE = 1,  /* chess: the king's move e1g1, e1c1; Chess960: the king takes its rook, e1h1 */
    PK_MK_EP = 2,
    PK_MK_PROMO = 8    /* | (piece type - PK_KNIGHT) */
};
#define PK_MOVE_NONE ((pk_move)0)
#define PK_MOVE_NULL ((pk_move)(PK_MK_CASTLE << 12)) /* a1a1 with the castle kind: a pass */
#define PK_MOVE_MAKE(from, to, kind) ((pk_move)((from) | ((to) << 6) | ((kind) << 12)))
#define PK_MOVE_FROM(m) ((int)((m) & 63))
#define PK_MOVE_TO(m) ((int)(((m) >> 6) & 63))
#define PK_MOVE_KIND(m) ((int)((m) >> 12))
#define PK_MOVE_IS_PROMO(m) ((PK_MOVE_KIND(m) & PK_MK_PROMO) != 0)
#define PK_MOVE_PROMO_TYPE(m) ((PK_MOVE_KIND(m) & 3) + PK_KNIGHT)

/* Board codes: 0 empty, else 1 + type + 8 * colour. */
#define PK_PIECE(color, type) ((uint8_t)(1 + (type) + 8 * (color)))
#define PK_PIECE_TYPE(code) (((code) - 1) & 7)
#define PK_PIECE_COLOR(code) (((code) - 1) >> 3)

/* Castling rights: K = the h-side rook, Q = the a-side rook (in Chess960 the rook of that side
 * that pk_position.castle_rook names). */
enum { PK_CASTLE_WK = 1, PK_CASTLE_WQ = 2, PK_CASTLE_BK = 4, PK_CASTLE_BQ = 8 };
/* Set in pk_position.castling beside a Chess960 position's rights (and only then): the squares'
 * masks of chess never keep it, so that a move there takes the path that knows where its king
 * and rooks stand, while a chess move pays nothing for it. */
#define PK_CASTLE_960 0x10
#define PK_CASTLE_RIGHTS 0xF

/* The rules a position is played by. Chess960 (also Double Fischer Random) is chess but for the
 * start and castling; code that asks whether the game has kings asks pk_rules_has_kings. */
typedef enum { PK_RULES_CHESS = 0, PK_RULES_KINGLESS = 1, PK_RULES_CHESS960 = 2 } pk_rules;
static inline bool pk_rules_has_kings(int rules) { return rules != PK_RULES_KINGLESS; }

typedef struct pk_position {
    pk_bb by_type[6];
    pk_bb by_color[2];
    pk_bb checkers;      /* enemy men giving check to the side to move */
    pk_bb pinned;        /* side to move's men pinned to its king */
    uint64_t key;        /* Zobrist key; en passant counted only when a capture is legal */
    uint32_t halfmove;   /* plies since the last capture or pawn move */
    uint32_t fullmove;
    uint8_t board[64];
    uint8_t side;
    uint8_t castling;    /* PK_CASTLE_* bits, with PK_CASTLE_960 in Chess960 when any is set */
    uint8_t ep_square;   /* square behind a pawn that just moved two, or PK_NO_SQUARE */
    uint8_t rules;       /* pk_rules */
    /* Chess960: the square of the rook each right (WK, WQ, BK, BQ, in bit order) castles with,
     * while the right lasts; unused in chess */
    uint8_t castle_rook[4];
} pk_position;

void pk_position_init(void); /* tables; called by every entry point that needs them */
void pk_position_clear(pk_position *pos, pk_rules rules);
void pk_position_startpos(pk_position *pos);
void pk_position_put(pk_position *pos, int color, int type, int sq);
/* After setting pieces and fields by hand: recompute key, checkers and pins. */
void pk_position_refresh(pk_position *pos);

static inline pk_bb pk_occupied(const pk_position *pos) { return pos->by_color[0] | pos->by_color[1]; }
static inline pk_bb pk_pieces(const pk_position *pos, int color, int type)
{
    return pos->by_color[color] & pos->by_type[type];
}
static inline int pk_king_square(const pk_position *pos, int color)
{
    pk_bb k = pk_pieces(pos, color, PK_KING);
    return k ? pk_lsb(k) : PK_NO_SQUARE;
}
static inline int pk_piece_on(const pk_position *pos, int sq)
{
    return pos->board[sq] ? PK_PIECE_TYPE(pos->board[sq]) : PK_NO_TYPE;
}

pk_bb pk_attackers_to(const pk_position *pos, int sq, pk_bb occupied);
/* Is sq attacked by `them` on the board `occupied` (men off it do not attack)? Sliders are found
 * along the lines through sq with the small between-squares table rather than the large attack
 * tables: a validator visits positions of many games one after another, and their cache misses
 * would dominate. */
static inline bool pk_attacked_by(const pk_position *pos, int sq, int them, pk_bb occupied)
{
    pk_bb theirs = pos->by_color[them] & occupied;
    /* the men that attack by contact in one test (|, not ||: one branch, not three) */
    if (((pk_pawn_attacks[them ^ 1][sq] & pos->by_type[PK_PAWN]) | (pk_knight_attacks[sq] & pos->by_type[PK_KNIGHT]) |
         (pk_king_attacks[sq] & pos->by_type[PK_KING])) &
        theirs)
        return true;
    pk_bb snipers = ((pk_bishop_pseudo[sq] & (pos->by_type[PK_BISHOP] | pos->by_type[PK_QUEEN])) |
                     (pk_rook_pseudo[sq] & (pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]))) &
                    theirs;
    while (snipers)
        if (!(pk_between_bb[sq][pk_pop_lsb(&snipers)] & occupied))
            return true;
    return false;
}
bool pk_in_check(const pk_position *pos);
/* True when the en passant capture on pos->ep_square is legal for the side to move. */
bool pk_ep_capture_legal(const pk_position *pos);

/* Plays a legal move (or PK_MOVE_NULL) in place. */
void pk_position_play(pk_position *pos, pk_move m);
/* The same when the caller knows the type of the man that moves (what stands on the move's
 * origin; any value for the null move): a replay that read it from the move's text saves
 * looking at the board for it, a step on the path from one position to the next. */
void pk_position_play_type(pk_position *pos, pk_move m, int type);
/* The same, always inlined: for the replay's hottest loop only. */
void pk_position_play_inline(pk_position *pos, pk_move m, int type);

/* True when a pseudo-legal move leaves the mover's king safe (always for kingless). */
bool pk_move_is_legal(const pk_position *pos, pk_move m);

/* The piece type a move moves. */
static inline int pk_moving_type(const pk_position *pos, pk_move m) { return pk_piece_on(pos, PK_MOVE_FROM(m)); }
static inline bool pk_move_is_capture(const pk_position *pos, pk_move m)
{
    return PK_MOVE_KIND(m) == PK_MK_EP || (PK_MOVE_KIND(m) != PK_MK_CASTLE && pos->board[PK_MOVE_TO(m)] != 0);
}

/* Square names: "e4"; returns PK_NO_SQUARE when s is not one. */
int pk_square_parse(const char *s);
void pk_square_name(int sq, char out[3]);

#endif
