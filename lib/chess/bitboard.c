/* Attack tables. Sliding attacks use "fancy" magic bitboards. The magic numbers below were
 * found once by the fixed-seed search in init_magics(); start-up only verifies them (the
 * search runs again for any square whose number would not fit). */
#include "bitboard.h"

#include <stdbool.h>
#include <string.h>

#include "once.h"
#include "prefault.h"

pk_attack_tables pk_tables;
typedef pk_magic magic_entry;

/* Found by init_magics() with the seeds there; a number is kept only if it indexes without collision. */
static const uint64_t rook_magic_numbers[64] = {
    0x0a80004000801220ULL,    0x8040004010002008ULL,
    0x2080200010008008ULL,    0x1100100008210004ULL,
    0xc200209084020008ULL,    0x2100010004000208ULL,
    0x0400081000822421ULL,    0x0200010422048844ULL,
    0x0800800080400024ULL,    0x0001402000401000ULL,
    0x3000801000802001ULL,    0x4400800800100083ULL,
    0x0904802402480080ULL,    0x4040800400020080ULL,
    0x0018808042000100ULL,    0x4040800080004100ULL,
    0x0040048001458024ULL,    0x00a0004000205000ULL,
    0x3100808010002000ULL,    0x4825010010000820ULL,
    0x5004808008000401ULL,    0x2024818004000a00ULL,
    0x0005808002000100ULL,    0x2100060004806104ULL,
    0x0080400880008421ULL,    0x4062220600410280ULL,
    0x010a004a00108022ULL,    0x0000100080080080ULL,
    0x0021000500080010ULL,    0x0044000202001008ULL,
    0x0000100400080102ULL,    0xc020128200040545ULL,
    0x0080002000400040ULL,    0x0000804000802004ULL,
    0x0000120022004080ULL,    0x010a386103001001ULL,
    0x9010080080800400ULL,    0x8440020080800400ULL,
    0x0004228824001001ULL,    0x000000490a000084ULL,
    0x0080002000504000ULL,    0x200020005000c000ULL,
    0x0012088020420010ULL,    0x0010010080080800ULL,
    0x0085001008010004ULL,    0x0002000204008080ULL,
    0x0040413002040008ULL,    0x0000304081020004ULL,
    0x0080204000800080ULL,    0x3008804000290100ULL,
    0x1010100080200080ULL,    0x2008100208028080ULL,
    0x5000850800910100ULL,    0x8402019004680200ULL,
    0x0120911028020400ULL,    0x0000008044010200ULL,
    0x0020850200244012ULL,    0x0020850200244012ULL,
    0x0000102001040841ULL,    0x140900040a100021ULL,
    0x000200282410a102ULL,    0x000200282410a102ULL,
    0x000200282410a102ULL,    0x4048240043802106ULL,
};
static const uint64_t bishop_magic_numbers[64] = {
    0x40106000a1160020ULL,    0x0020010250810120ULL,
    0x2010010220280081ULL,    0x002806004050c040ULL,
    0x0002021018000000ULL,    0x2001112010000400ULL,
    0x0881010120218080ULL,    0x1030820110010500ULL,
    0x0000120222042400ULL,    0x2000020404040044ULL,
    0x8000480094208000ULL,    0x0003422a02000001ULL,
    0x000a220210100040ULL,    0x8004820202226000ULL,
    0x0018234854100800ULL,    0x0100004042101040ULL,
    0x0004001004082820ULL,    0x0010000810010048ULL,
    0x1014004208081300ULL,    0x2080818802044202ULL,
    0x0040880c00a00100ULL,    0x0080400200522010ULL,
    0x0001000188180b04ULL,    0x0080249202020204ULL,
    0x1004400004100410ULL,    0x00013100a0022206ULL,
    0x2148500001040080ULL,    0x4241080011004300ULL,
    0x4020848004002000ULL,    0x10101380d1004100ULL,
    0x0008004422020284ULL,    0x01010a1041008080ULL,
    0x0808080400082121ULL,    0x0808080400082121ULL,
    0x0091128200100c00ULL,    0x0202200802010104ULL,
    0x8c0a020200440085ULL,    0x01a0008080b10040ULL,
    0x0889520080122800ULL,    0x100902022202010aULL,
    0x04081a0816002000ULL,    0x0000681208005000ULL,
    0x8170840041008802ULL,    0x0a00004200810805ULL,
    0x0830404408210100ULL,    0x2602208106006102ULL,
    0x1048300680802628ULL,    0x2602208106006102ULL,
    0x0602010120110040ULL,    0x0941010801043000ULL,
    0x000040440a210428ULL,    0x0008240020880021ULL,
    0x0400002012048200ULL,    0x00ac102001210220ULL,
    0x0220021002009900ULL,    0x84440c080a013080ULL,
    0x0001008044200440ULL,    0x0004c04410841000ULL,
    0x2000500104011130ULL,    0x1a0c010011c20229ULL,
    0x0044800112202200ULL,    0x0434804908100424ULL,
    0x0300404822c08200ULL,    0x48081010008a2a80ULL,
};

pk_magic pk_rook_magics[64], pk_bishop_magics[64];
static pk_bb rook_table[0x19000], bishop_table[0x1480];

static const int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int bishop_dirs[4][2] = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}}; /* two lines, as rook_dirs */

static int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

static pk_bb slide_along(int sq, pk_bb occ, const int dirs[][2], int n)
{
    pk_bb att = 0;
    for (int d = 0; d < n; d++) {
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

static pk_bb slide(int sq, pk_bb occ, const int dirs[4][2]) { return slide_along(sq, occ, dirs, 4); }

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

/* Fills the table for every subset of m->mask; false on a destructive collision. A slider
 * attacks at least one square from anywhere, so that an entry still 0 is one not filled yet: the
 * table must be all 0 when called (it is at start-up; a failed try clears what it filled). */
static bool try_magic(magic_entry *m, const pk_bb *occupancy, const pk_bb *reference, int size)
{
    for (int i = 0; i < size; i++) {
        unsigned idx = magic_index(m, occupancy[i]);
        if (!m->attacks[idx]) {
            m->attacks[idx] = reference[i];
        } else if (m->attacks[idx] != reference[i]) {
            memset(m->attacks, 0, (size_t)size * sizeof *m->attacks);
            return false;
        }
    }
    return true;
}

/* Every occupancy of one line's part of a mask (Carry-Rippler enumeration), with the attacks
 * along that line (two directions) that each one leaves; returns how many. */
static int line_occupancies(int sq, pk_bb line_mask, const int dirs[2][2], pk_bb occ[64], pk_bb att[64])
{
    int n = 0;
    pk_bb b = 0;
    do {
        occ[n] = b;
        att[n] = slide_along(sq, b, dirs, 2);
        n++;
        b = (b - line_mask) & line_mask;
    } while (b);
    return n;
}

static void init_magics(magic_entry *table, pk_bb *storage, const int dirs[4][2], const uint64_t known[64])
{
    /* Per-rank seeds that find magics quickly for both piece kinds. */
    static const uint64_t seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    pk_bb occupancy[4096], reference[4096];
    pk_bb *next = storage;
    for (int sq = 0; sq < 64; sq++) {
        magic_entry *m = &table[sq];
        pk_bb edges = ((PK_RANK_1_BB | (PK_RANK_1_BB << 56)) & ~(PK_RANK_1_BB << (8 * PK_RANK(sq)))) |
                      ((PK_FILE_A_BB | (PK_FILE_A_BB << 7)) & ~(PK_FILE_A_BB << PK_FILE(sq)));
        m->mask = slide(sq, 0, dirs) & ~edges;
        m->shift = (unsigned)(64 - pk_popcount(m->mask));
        m->attacks = next;
        /* A slider moves along two lines (dirs[0..1], dirs[2..3]), and the men on one do not
         * change its attacks along the other: the attacks for every occupancy of the mask are
         * those of its two lines' occupancies together, found with 2 x 64 slides at most
         * rather than one for each of up to 4096 occupancies. */
        pk_bb occ_a[64], att_a[64], occ_b[64], att_b[64];
        int na = line_occupancies(sq, slide_along(sq, 0, dirs, 2) & m->mask, dirs, occ_a, att_a);
        int nb = line_occupancies(sq, slide_along(sq, 0, dirs + 2, 2) & m->mask, dirs + 2, occ_b, att_b);
        int size = na * nb;
        next += size;
        m->magic = known[sq];
        /* the number found once, tried on the two lines' occupancies as they come (a number
         * that would not fit, never seen, takes the search below) */
        bool fits = true;
        /* in locals: the table's stores could otherwise change them, to the compiler */
        pk_bb *attacks_of = m->attacks, magic = m->magic;
        unsigned shift = m->shift;
        for (int i = 0; i < na && fits; i++) {
            pk_bb occ_i = occ_a[i], att_i = att_a[i];
            for (int j = 0; j < nb; j++) {
                pk_bb *entry = &attacks_of[((occ_i | occ_b[j]) * magic) >> shift];
                pk_bb attacks = att_i | att_b[j];
                if (*entry && *entry != attacks) {
                    fits = false;
                    break;
                }
                *entry = attacks;
            }
        }
        if (fits)
            continue;
        memset(m->attacks, 0, (size_t)size * sizeof *m->attacks);
        for (int i = 0, k = 0; i < na; i++)
            for (int j = 0; j < nb; j++, k++) {
                occupancy[k] = occ_a[i] | occ_b[j];
                reference[k] = att_a[i] | att_b[j];
            }
        prng_state = seeds[PK_RANK(sq)];
        do {
            for (m->magic = 0; pk_popcount((m->magic * m->mask) >> 56) < 6;)
                m->magic = sparse_random();
        } while (!try_magic(m, occupancy, reference, size));
    }
}

static void init_tables(void)
{
    static const int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int king_d[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static const int wpawn_d[2][2] = {{-1, 1}, {1, 1}};
    static const int bpawn_d[2][2] = {{-1, -1}, {1, -1}};
    /* about 900 KiB, all written below: their pages at once (prefault.h; 1.4 ms less for a
     * one-game validation on a machine where a page fault costs 11 us) */
    pk_prefault(&pk_tables, sizeof pk_tables);
    pk_prefault(rook_table, sizeof rook_table);
    pk_prefault(bishop_table, sizeof bishop_table);
    for (int sq = 0; sq < 64; sq++) {
        pk_knight_attacks[sq] = step_attacks(sq, knight_d, 8);
        pk_king_attacks[sq] = step_attacks(sq, king_d, 8);
        pk_pawn_attacks[PK_WHITE][sq] = step_attacks(sq, wpawn_d, 2);
        pk_pawn_attacks[PK_BLACK][sq] = step_attacks(sq, bpawn_d, 2);
        pk_bishop_pseudo[sq] = slide(sq, 0, bishop_dirs);
        pk_rook_pseudo[sq] = slide(sq, 0, rook_dirs);
        pk_piece_reach[PK_KNIGHT][sq] = pk_knight_attacks[sq];
        pk_piece_reach[PK_BISHOP][sq] = pk_bishop_pseudo[sq];
        pk_piece_reach[PK_ROOK][sq] = pk_rook_pseudo[sq];
        pk_piece_reach[PK_QUEEN][sq] = pk_bishop_pseudo[sq] | pk_rook_pseudo[sq];
        pk_piece_reach[PK_KING][sq] = pk_king_attacks[sq];
    }
    init_magics(pk_rook_magics, rook_table, rook_dirs, rook_magic_numbers);
    init_magics(pk_bishop_magics, bishop_table, bishop_dirs, bishop_magic_numbers);
    for (int a = 0; a < 64; a++) {
        pk_bb diagonal = pk_bishop_pseudo[a], straight = pk_rook_pseudo[a];
        while (diagonal) {
            int b = pk_pop_lsb(&diagonal);
            pk_line_bb[a][b] = (pk_bishop_pseudo[a] & pk_bishop_pseudo[b]) | PK_BIT(a) | PK_BIT(b);
            pk_between_bb[a][b] = pk_bishop_attacks(a, PK_BIT(b)) & pk_bishop_attacks(b, PK_BIT(a));
        }
        while (straight) {
            int b = pk_pop_lsb(&straight);
            pk_line_bb[a][b] = (pk_rook_pseudo[a] & pk_rook_pseudo[b]) | PK_BIT(a) | PK_BIT(b);
            pk_between_bb[a][b] = pk_rook_attacks(a, PK_BIT(b)) & pk_rook_attacks(b, PK_BIT(a));
        }
    }
}

void pk_bitboard_init(void) { PK_RUN_ONCE(init_tables); }

