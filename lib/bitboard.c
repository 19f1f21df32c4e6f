/* Attack tables. Sliding attacks use "fancy" magic bitboards; the magic numbers are
 * searched at start-up with a fixed-seed generator, which takes about a millisecond. */
#include "bitboard.h"

#include <pthread.h>

pk_bb pk_knight_attacks[64];
pk_bb pk_king_attacks[64];
pk_bb pk_pawn_attacks[2][64];
pk_bb pk_between_bb[64][64];
pk_bb pk_line_bb[64][64];

typedef struct {
    pk_bb mask;
    pk_bb magic;
    pk_bb *attacks;
    unsigned shift;
} magic_entry;

static magic_entry rook_magics[64], bishop_magics[64];
static pk_bb rook_table[0x19000], bishop_table[0x1480];

static const int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

static pk_bb slide(int sq, pk_bb occ, const int dirs[4][2])
{
    pk_bb att = 0;
    for (int d = 0; d < 4; d++) {
        int f = PK_FILE(sq) + dirs[d][0], r = PK_RANK(sq) + dirs[d][1];
        while (on_board(f, r)) {
            att |= PK_BIT(PK_SQ(f, r));
            if (occ & PK_BIT(PK_SQ(f, r)))
                break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return att;
}

static pk_bb step_attacks(int sq, const int (*deltas)[2], int n)
{
    pk_bb att = 0;
    for (int i = 0; i < n; i++) {
        int f = PK_FILE(sq) + deltas[i][0], r = PK_RANK(sq) + deltas[i][1];
        if (on_board(f, r))
            att |= PK_BIT(PK_SQ(f, r));
    }
    return att;
}

static uint64_t prng_state;
static uint64_t prng_next(void)
{
    prng_state ^= prng_state >> 12;
    prng_state ^= prng_state << 25;
    prng_state ^= prng_state >> 27;
    return prng_state * 2685821657736338717ULL;
}
static uint64_t sparse_random(void) { return prng_next() & prng_next() & prng_next(); }

static unsigned magic_index(const magic_entry *m, pk_bb occ)
{
    return (unsigned)(((occ & m->mask) * m->magic) >> m->shift);
}

static void init_magics(magic_entry *table, pk_bb *storage, const int dirs[4][2])
{
    /* Per-rank seeds that find magics quickly for both piece kinds. */
    static const uint64_t seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    pk_bb occupancy[4096], reference[4096];
    int epoch[4096] = {0}, current = 0;
    pk_bb *next = storage;
    for (int sq = 0; sq < 64; sq++) {
        magic_entry *m = &table[sq];
        pk_bb edges = ((PK_RANK_1_BB | (PK_RANK_1_BB << 56)) & ~(PK_RANK_1_BB << (8 * PK_RANK(sq)))) |
                      ((PK_FILE_A_BB | (PK_FILE_A_BB << 7)) & ~(PK_FILE_A_BB << PK_FILE(sq)));
        m->mask = slide(sq, 0, dirs) & ~edges;
        m->shift = (unsigned)(64 - pk_popcount(m->mask));
        m->attacks = next;
        int size = 0;
        pk_bb b = 0;
        do { /* Carry-Rippler enumeration of all subsets of the mask */
            occupancy[size] = b;
            reference[size] = slide(sq, b, dirs);
            size++;
            b = (b - m->mask) & m->mask;
        } while (b);
        next += size;
        prng_state = seeds[PK_RANK(sq)];
        for (int i = 0; i < size;) {
            for (m->magic = 0; pk_popcount((m->magic * m->mask) >> 56) < 6;)
                m->magic = sparse_random();
            for (++current, i = 0; i < size; i++) {
                unsigned idx = magic_index(m, occupancy[i]);
                if (epoch[idx] < current) {
                    epoch[idx] = current;
                    m->attacks[idx] = reference[i];
                } else if (m->attacks[idx] != reference[i]) {
                    break;
                }
            }
        }
    }
}

static void init_tables(void)
{
    static const int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int king_d[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static const int wpawn_d[2][2] = {{-1, 1}, {1, 1}};
    static const int bpawn_d[2][2] = {{-1, -1}, {1, -1}};
    for (int sq = 0; sq < 64; sq++) {
        pk_knight_attacks[sq] = step_attacks(sq, knight_d, 8);
        pk_king_attacks[sq] = step_attacks(sq, king_d, 8);
        pk_pawn_attacks[PK_WHITE][sq] = step_attacks(sq, wpawn_d, 2);
        pk_pawn_attacks[PK_BLACK][sq] = step_attacks(sq, bpawn_d, 2);
    }
    init_magics(rook_magics, rook_table, rook_dirs);
    init_magics(bishop_magics, bishop_table, bishop_dirs);
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            if (a == b)
                continue;
            if (slide(a, 0, bishop_dirs) & PK_BIT(b)) {
                pk_line_bb[a][b] = (slide(a, 0, bishop_dirs) & slide(b, 0, bishop_dirs)) | PK_BIT(a) | PK_BIT(b);
                pk_between_bb[a][b] = slide(a, PK_BIT(b), bishop_dirs) & slide(b, PK_BIT(a), bishop_dirs);
            } else if (slide(a, 0, rook_dirs) & PK_BIT(b)) {
                pk_line_bb[a][b] = (slide(a, 0, rook_dirs) & slide(b, 0, rook_dirs)) | PK_BIT(a) | PK_BIT(b);
                pk_between_bb[a][b] = slide(a, PK_BIT(b), rook_dirs) & slide(b, PK_BIT(a), rook_dirs);
            }
        }
    }
}

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
void pk_bitboard_init(void) { pthread_once(&init_once, init_tables); }

pk_bb pk_bishop_attacks(int sq, pk_bb occupied)
{
    const magic_entry *m = &bishop_magics[sq];
    return m->attacks[magic_index(m, occupied)];
}

pk_bb pk_rook_attacks(int sq, pk_bb occupied)
{
    const magic_entry *m = &rook_magics[sq];
    return m->attacks[magic_index(m, occupied)];
}

pk_bb pk_piece_attacks(int type, int sq, pk_bb occupied)
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
