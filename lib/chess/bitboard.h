/* Bitboards: 64-bit sets of squares (a1 = bit 0, h8 = bit 63) and the attack tables
 * of every chess piece, sliding pieces through magic multiplication. */
#ifndef PK_BITBOARD_H
#define PK_BITBOARD_H

#include <stdint.h>

typedef uint64_t pk_bb;

enum { PK_WHITE = 0, PK_BLACK = 1 };
enum { PK_PAWN = 0, PK_KNIGHT, PK_BISHOP, PK_ROOK, PK_QUEEN, PK_KING, PK_NO_TYPE };

#define PK_SQ(file, rank) ((int)((rank) * 8 + (file)))
#define PK_FILE(sq) ((sq) & 7)
#define PK_RANK(sq) ((sq) >> 3)
#define PK_BIT(sq) ((pk_bb)1 << (sq))
#define PK_NO_SQUARE 64

#define PK_FILE_A_BB 0x0101010101010101ULL
#define PK_RANK_1_BB 0xFFULL
#define PK_LIGHT_SQUARES 0x55AA55AA55AA55AAULL
#define PK_DARK_SQUARES  0xAA55AA55AA55AA55ULL

static inline int pk_lsb(pk_bb b) { return __builtin_ctzll(b); }
/* Built for generic x86-64 (no POPCNT instruction), GCC's builtin is a call into libgcc: the
 * same few steps written here are inlined instead (a FEN's material checks, the magic search
 * at start-up). */
static inline int pk_popcount(pk_bb b)
{
#ifdef __POPCNT__
    return __builtin_popcountll(b);
#else
    b -= (b >> 1) & 0x5555555555555555ULL;
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((b * 0x0101010101010101ULL) >> 56);
#endif
}
static inline int pk_pop_lsb(pk_bb *b)
{
    int s = __builtin_ctzll(*b);
    *b &= *b - 1;
    return s;
}
static inline int pk_more_than_one(pk_bb b) { return (b & (b - 1)) != 0; }

/* Tables filled once by pk_bitboard_init() (idempotent, thread-safe: once.h), in one object:
 * code that reads several of them (make-move's check detection, the SAN reading) finds them all
 * from one address, rather than loading each table's own (one instruction each, the binary
 * being position-independent). Each is named by its macro. */
typedef struct {
    pk_bb knight_attacks[64];
    pk_bb king_attacks[64];
    pk_bb pawn_attacks[2][64];
    pk_bb bishop_pseudo[64]; /* attacks on an empty board */
    pk_bb rook_pseudo[64];
    /* The squares a man of each type (but the pawn: none) reaches from a square on an empty
     * board: one table for every type, so that a type picks its row without a branch. */
    pk_bb piece_reach[6][64];
    pk_bb between_bb[64][64]; /* squares strictly between two aligned squares */
    pk_bb line_bb[64][64];    /* the whole line through two aligned squares, else 0 */
} pk_attack_tables;
extern pk_attack_tables pk_tables;
#define pk_knight_attacks (pk_tables.knight_attacks)
#define pk_king_attacks (pk_tables.king_attacks)
#define pk_pawn_attacks (pk_tables.pawn_attacks)
#define pk_between_bb (pk_tables.between_bb)
#define pk_line_bb (pk_tables.line_bb)
#define pk_bishop_pseudo (pk_tables.bishop_pseudo)
#define pk_rook_pseudo (pk_tables.rook_pseudo)
#define pk_piece_reach (pk_tables.piece_reach)

/* One square's magic: attacks = table[((occupied & mask) * magic) >> shift]. */
typedef struct {
    pk_bb mask;
    pk_bb magic;
    pk_bb *attacks;
    unsigned shift;
} pk_magic;
extern pk_magic pk_rook_magics[64], pk_bishop_magics[64];

void pk_bitboard_init(void);
static inline pk_bb pk_bishop_attacks(int sq, pk_bb occupied)
{
    const pk_magic *m = &pk_bishop_magics[sq];
    return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}
static inline pk_bb pk_rook_attacks(int sq, pk_bb occupied)
{
    const pk_magic *m = &pk_rook_magics[sq];
    return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}
static inline pk_bb pk_queen_attacks(int sq, pk_bb occupied)
{
    return pk_bishop_attacks(sq, occupied) | pk_rook_attacks(sq, occupied);
}
/* Attacks of a non-pawn piece type from sq. */
static inline pk_bb pk_piece_attacks(int type, int sq, pk_bb occupied)
{
    switch (type) {
    case PK_KNIGHT: return pk_knight_attacks[sq];
    case PK_BISHOP: return pk_bishop_attacks(sq, occupied);
    case PK_ROOK: return pk_rook_attacks(sq, occupied);
    case PK_QUEEN: return pk_queen_attacks(sq, occupied);
    case PK_KING: return pk_king_attacks[sq];
    default: return 0;
    }
}

#endif
