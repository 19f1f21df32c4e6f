/* Xiangqi rules: step tables, the position, attacks, legal moves, make/unmake, perft, and
 * game end. A 90-point mailbox with precomputed step lists: every move of every man is a
 * table walk, and a move is tested for the safety of its general only when it can matter. */
#include "xiangqi.h"

#include <string.h>

#include "once.h"

/* ---- tables ---- */

typedef struct {
    uint8_t to;     /* destination (or, in the attacker tables, the attacker's square) */
    uint8_t block;  /* the point that must be empty: horse leg, elephant eye */
} step;

enum { NORTH, SOUTH, EAST, WEST }; /* NORTH: towards rank 9 */
static const int dir_file[4] = {0, 0, 1, -1};
static const int dir_rank[4] = {1, -1, 0, 0};

static uint8_t ray_sq[PK_XQ_SQUARES][4][9];
static uint8_t ray_n[PK_XQ_SQUARES][4];
static step horse_steps[PK_XQ_SQUARES][8];
static uint8_t horse_n[PK_XQ_SQUARES];
static step horse_attackers[PK_XQ_SQUARES][8];  /* .to: a horse square, .block: its leg */
static uint8_t horse_att_n[PK_XQ_SQUARES];
static step elephant_steps[PK_XQ_SQUARES][4];
static uint8_t elephant_n[PK_XQ_SQUARES];
static uint8_t advisor_steps[PK_XQ_SQUARES][4];
static uint8_t advisor_n[PK_XQ_SQUARES];
static uint8_t general_steps[PK_XQ_SQUARES][4];
static uint8_t general_n[PK_XQ_SQUARES];
static uint8_t soldier_steps[2][PK_XQ_SQUARES][3];
static uint8_t soldier_n[2][PK_XQ_SQUARES];
static uint8_t soldier_attackers[2][PK_XQ_SQUARES][3]; /* where a soldier of colour c reaching sq stands */
/* The same points as bits (as pk_xq_position.men): where a horse, or a soldier of colour c,
 * would attack sq from. When no man of the attacking side stands on any, the attack test
 * skips the lists (most positions). */
static uint64_t horse_zone[PK_XQ_SQUARES][2], soldier_zone[2][PK_XQ_SQUARES][2];
static uint8_t soldier_att_n[2][PK_XQ_SQUARES];
/* For a general on k, NEAR_LINE: `s` shares its file or rank (a man leaving or entering it can
 * open or close a line), and NEAR_DIR gives the direction from k; NEAR_LEG: `s` is diagonally
 * next to it (a horse leg); NEAR_HORSE: a horse on `s` would attack k (a file and two ranks
 * away, or two files and a rank). */
static uint8_t sensitive[128][PK_XQ_SQUARES]; /* rows past 89 (no general) stay 0 */
enum { NEAR_LINE = 1, NEAR_LEG = 2, NEAR_HORSE = 4 };
#define NEAR_DIR(v) (((v) >> 3) & 3)
/* The lines' occupancy (pk_xq_position.lines): line L below 9 is file L (index: the rank),
 * line 9 + r is rank r (index: the file). A point at index i is bit i of its line's word and
 * bit LINE_REV(i) too, the line read the other way: from any point, the points met going up
 * the indices are the set bits above it in the low half, those met going down the set bits
 * above it in the high half, so that either way the nearest is the lowest (ctz), without a
 * branch on the direction. Bits 14-15 and 30-31 are never points: a ray's mask (rays[].mask)
 * keeps two of them, ORed in (SENTINELS), so that the first and the second men met always
 * exist; line_square maps them to SENTINEL_POINT, a point past the board that is always
 * empty (pk_xq_position.board is padded).
 * For each point and direction, the line through the point that way and the point's index on
 * it; line_bit[L][s], the bits of point s on line L (0 when s is not on it: for any s up to
 * 127, PK_XQ_NO_SQUARE included); line_square, from a bit back to its point. */
enum { LINES = 19 };
#define LINE_REV(i) (25 - (i))
#define SENTINELS 0xC000C000u
#define SENTINEL_POINT PK_XQ_SQUARES
static uint8_t ray_line[PK_XQ_SQUARES][4], ray_index[PK_XQ_SQUARES][4];
static uint32_t line_bit[LINES][128];
static uint8_t line_square[LINES][32];
static uint32_t point_bit[PK_XQ_SQUARES][2]; /* a point's bits on its file and on its rank */
/* What a man's leaving or taking a point changes, all in one row found by a shift: its bit in
 * pk_xq_position.men (both words: 0 in the other, so that both are changed without a branch
 * or a shift by the point), its lines (its file's and its rank's) and its bits on them. */
typedef struct {
    uint64_t men[2];
    uint32_t bits[2];
    uint8_t line[2];
} point_entry;
static point_entry points[PK_XQ_SQUARES];
/* Rays from a point (the general's): ray 4 * k + d, and NO_RAY, which meets nothing. Each has
 * its line, the mask of the points beyond k that way (with the sentinels), and which of
 * ray_hits' bits count along it (RAY_HIT_ANY, and RAY_HIT_FILE along a file, where the
 * generals may face each other). near_points[k][s].ray: the ray from k through s, or NO_RAY
 * when s is not on k's file or rank (or is k; rows past 89, no general: NO_RAY). */
enum { NO_RAY = 4 * PK_XQ_SQUARES };
typedef struct {
    uint32_t mask;
    uint8_t line, hits;
} ray_entry;
static ray_entry rays[NO_RAY + 1];
/* ray_hits[them][first | second << 4], the board codes of the first and second men met along a
 * ray from a general: RAY_HIT_ANY, a chariot of `them` first or a cannon of theirs second;
 * RAY_HIT_FILE, their general first (it attacks along a file only). */
enum { RAY_HIT_ANY = 1, RAY_HIT_FILE = 2 };
static uint8_t ray_hits[2][256];
/* near_points[k][s].horses: for s diagonally next to k, the two points from which a horse
 * with its leg on s attacks k (SENTINEL_POINT where one is off the board); else SENTINEL_POINT
 * twice. near_points[k][s].steppers: the board codes of the horses and soldiers that attack k
 * from s, the board aside (bit c for code c: a horse's move away, a soldier's step), and
 * step_block the point that must then be empty (the horse's leg; else SENTINEL_POINT).
 * All in one 8-byte entry: a move's from and to need them, for each general, found by one
 * index (k * 90 + s) each rather than one per table. */
typedef struct {
    uint16_t ray;
    uint8_t horses[2];
    uint16_t steppers;
    uint8_t step_block;
} near_entry;
static near_entry near_points[128][PK_XQ_SQUARES];
/* A move's way from `from` to `to` by the men's rules, the board aside: can, bit c set when the
 * man of board code c reaches `to` from `from` on an empty board (its palace, its half, the
 * soldier's direction); block, the point that must be empty (the elephant's eye, the horse's
 * leg; else SENTINEL_POINT); between, the bits of the points strictly between on their line
 * (files and ranks only; else 0). The man's way is then one look at it, with no switch on the
 * man's type (an indirect jump, mispredicted about every other move). */
typedef struct {
    uint16_t can, between;
    uint8_t line, block;
} man_way;
static man_way ways[PK_XQ_SQUARES][PK_XQ_SQUARES];
/* man_pair[us][man | taken << 4] for the board codes on a move's from and to: PAIR_OURS when
 * the man is of side us and the point holds none of its men; PAIR_GENERALS when either is a
 * general (make-move then moves or takes one: one branch for both, seldom taken); PAIR_JUMPS
 * when the man is a
 * cannon of us taking (it jumps a screen). */
enum { PAIR_OURS = 1, PAIR_JUMPS = 2, PAIR_GENERALS = 4 };
static uint8_t man_pair[2][256];
static uint64_t zobrist[16][PK_XQ_SQUARES];
static uint64_t zobrist_side;

static bool on_board(int file, int rank) { return file >= 0 && file < 9 && rank >= 0 && rank < 10; }

bool pk_xq_in_palace(int color, int sq)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq);
    if (f < 3 || f > 5)
        return false;
    return color == PK_XQ_RED ? r <= 2 : r >= 7;
}

static bool in_any_palace(int sq) { return pk_xq_in_palace(PK_XQ_RED, sq) || pk_xq_in_palace(PK_XQ_BLACK, sq); }
static bool same_half(int a, int b) { return (PK_XQ_RANK(a) <= 4) == (PK_XQ_RANK(b) <= 4); }

static void init_rays(int sq)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq);
    for (int d = 0; d < 4; d++) {
        ray_line[sq][d] = (uint8_t)(d <= SOUTH ? f : 9 + r);
        ray_index[sq][d] = (uint8_t)(d <= SOUTH ? r : f);
    }
    point_bit[sq][0] = line_bit[f][sq] = (1u << r) | (1u << LINE_REV(r));
    point_bit[sq][1] = line_bit[9 + r][sq] = (1u << f) | (1u << LINE_REV(f));
    points[sq] = (point_entry){.bits = {point_bit[sq][0], point_bit[sq][1]}, .line = {(uint8_t)f, (uint8_t)(9 + r)}};
    points[sq].men[sq >> 6] = 1ULL << (sq & 63);
    line_square[f][r] = line_square[f][LINE_REV(r)] = (uint8_t)sq;
    line_square[9 + r][f] = line_square[9 + r][LINE_REV(f)] = (uint8_t)sq;
    for (int d = 0; d < 4; d++) {
        int n = 0;
        for (int ff = f + dir_file[d], rr = r + dir_rank[d]; on_board(ff, rr); ff += dir_file[d], rr += dir_rank[d])
            ray_sq[sq][d][n++] = (uint8_t)PK_XQ_SQ(ff, rr);
        ray_n[sq][d] = (uint8_t)n;
        /* the points beyond sq that way, the bits of the half read that way, and its sentinels */
        int ray = 4 * sq + d, at = ray_index[sq][d];
        uint32_t mask = 0;
        for (int i = 0; i < n; i++)
            mask |= 1u << (d == NORTH || d == EAST ? at + 1 + i : LINE_REV(at - 1 - i));
        rays[ray] = (ray_entry){.mask = mask | (d == NORTH || d == EAST ? SENTINELS & 0xFFFFu : SENTINELS & 0xFFFF0000u),
                                .line = ray_line[sq][d],
                                .hits = (uint8_t)(RAY_HIT_ANY | (d <= SOUTH ? RAY_HIT_FILE : 0))};
    }
}

/* After every step table: the rays' ends, near_points and the men's ways. */
static void init_lookups(void)
{
    rays[NO_RAY] = (ray_entry){.mask = SENTINELS & 0xFFFFu};
    for (int us = 0; us < 2; us++)
        for (int man = 0; man < 16; man++)
            for (int taken = 0; taken < 16; taken++) {
                bool ours = man && PK_XQ_PIECE_COLOR(man) == us, own_taken = taken && PK_XQ_PIECE_COLOR(taken) == us;
                man_pair[us][man | taken << 4] =
                    (uint8_t)((ours && !own_taken ? PAIR_OURS : 0) |
                              (man == PK_XQ_PIECE(us, PK_XQ_CANNON) && taken ? PAIR_JUMPS : 0) |
                              ((man && PK_XQ_PIECE_TYPE(man) == PK_XQ_GENERAL) ||
                                       (taken && PK_XQ_PIECE_TYPE(taken) == PK_XQ_GENERAL)
                                   ? PAIR_GENERALS
                                   : 0));
            }
    for (int them = 0; them < 2; them++)
        for (int first = 0; first < 16; first++)
            for (int second = 0; second < 16; second++)
                ray_hits[them][first | second << 4] =
                    (uint8_t)((first == PK_XQ_PIECE(them, PK_XQ_CHARIOT) || second == PK_XQ_PIECE(them, PK_XQ_CANNON)
                                   ? RAY_HIT_ANY
                                   : 0) |
                              (first == PK_XQ_PIECE(them, PK_XQ_GENERAL) ? RAY_HIT_FILE : 0));
    for (int k = 0; k < 128; k++)
        for (int s = 0; s < PK_XQ_SQUARES; s++) {
            near_points[k][s] =
                (near_entry){.ray = NO_RAY, .horses = {SENTINEL_POINT, SENTINEL_POINT}, .step_block = SENTINEL_POINT};
        }
    for (int k = 0; k < PK_XQ_SQUARES; k++) {
        for (int d = 0; d < 4; d++)
            for (int i = 0; i < ray_n[k][d]; i++)
                near_points[k][ray_sq[k][d][i]].ray = (uint16_t)(4 * k + d);
        for (int j = 0; j < horse_att_n[k]; j++) {
            uint8_t *h = near_points[k][horse_attackers[k][j].block].horses;
            h[h[0] != SENTINEL_POINT] = horse_attackers[k][j].to;
        }
    }
    for (int from = 0; from < PK_XQ_SQUARES; from++) {
        for (int to = 0; to < PK_XQ_SQUARES; to++)
            ways[from][to] = (man_way){.block = SENTINEL_POINT};
#define CAN(to, type) (ways[from][to].can |= (uint16_t)(1u << PK_XQ_PIECE(PK_XQ_RED, type) | 1u << PK_XQ_PIECE(PK_XQ_BLACK, type)))
        for (int j = 0; j < general_n[from]; j++)
            CAN(general_steps[from][j], PK_XQ_GENERAL);
        for (int j = 0; j < advisor_n[from]; j++)
            CAN(advisor_steps[from][j], PK_XQ_ADVISOR);
        for (int j = 0; j < elephant_n[from]; j++) {
            CAN(elephant_steps[from][j].to, PK_XQ_ELEPHANT);
            ways[from][elephant_steps[from][j].to].block = elephant_steps[from][j].block;
        }
        for (int j = 0; j < horse_n[from]; j++) {
            CAN(horse_steps[from][j].to, PK_XQ_HORSE);
            ways[from][horse_steps[from][j].to].block = horse_steps[from][j].block;
        }
        for (int d = 0; d < 4; d++)
            for (int i = 0; i < ray_n[from][d]; i++) {
                int to = ray_sq[from][d][i], a = ray_index[from][d], z = ray_index[to][d];
                int lo = a < z ? a : z, hi = a < z ? z : a;
                CAN(to, PK_XQ_CHARIOT);
                CAN(to, PK_XQ_CANNON);
                ways[from][to].line = ray_line[from][d];
                ways[from][to].between = (uint16_t)(((1u << hi) - 1) & ~((2u << lo) - 1));
            }
#undef CAN
        for (int c = 0; c < 2; c++)
            for (int j = 0; j < soldier_n[c][from]; j++)
                ways[from][soldier_steps[c][from][j]].can |= (uint16_t)(1u << PK_XQ_PIECE(c, PK_XQ_SOLDIER));
    }
    enum { STEPPERS = 1u << PK_XQ_PIECE(PK_XQ_RED, PK_XQ_HORSE) | 1u << PK_XQ_PIECE(PK_XQ_BLACK, PK_XQ_HORSE) |
                      1u << PK_XQ_PIECE(PK_XQ_RED, PK_XQ_SOLDIER) | 1u << PK_XQ_PIECE(PK_XQ_BLACK, PK_XQ_SOLDIER) };
    for (int k = 0; k < PK_XQ_SQUARES; k++)
        for (int s = 0; s < PK_XQ_SQUARES; s++)
            if (ways[s][k].can & STEPPERS) {
                near_points[k][s].steppers = (uint16_t)(ways[s][k].can & STEPPERS);
                near_points[k][s].step_block = ways[s][k].block;
            }
}

static void init_horse(int sq)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq);
    for (int d = 0; d < 4; d++) {
        int lf = f + dir_file[d], lr = r + dir_rank[d];
        for (int side = -1; side <= 1; side += 2) {
            /* one point straight (the leg), then one diagonally outward */
            int tf = lf + dir_file[d] + (dir_file[d] ? 0 : side);
            int tr = lr + dir_rank[d] + (dir_rank[d] ? 0 : side);
            if (!on_board(tf, tr))
                continue;
            int to = PK_XQ_SQ(tf, tr);
            horse_steps[sq][horse_n[sq]++] = (step){(uint8_t)to, (uint8_t)PK_XQ_SQ(lf, lr)};
            horse_attackers[to][horse_att_n[to]++] = (step){(uint8_t)sq, (uint8_t)PK_XQ_SQ(lf, lr)};
            horse_zone[to][sq >> 6] |= 1ULL << (sq & 63);
        }
    }
}

static void init_palace_and_elephant(int sq)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq);
    for (int i = 0; i < 4; i++) {
        int df = i & 1 ? 1 : -1, dr = i & 2 ? 1 : -1;
        if (on_board(f + 2 * df, r + 2 * dr) && same_half(sq, PK_XQ_SQ(f + 2 * df, r + 2 * dr)))
            elephant_steps[sq][elephant_n[sq]++] =
                (step){(uint8_t)PK_XQ_SQ(f + 2 * df, r + 2 * dr), (uint8_t)PK_XQ_SQ(f + df, r + dr)};
        if (in_any_palace(sq) && on_board(f + df, r + dr) && in_any_palace(PK_XQ_SQ(f + df, r + dr)) &&
            same_half(sq, PK_XQ_SQ(f + df, r + dr)))
            advisor_steps[sq][advisor_n[sq]++] = (uint8_t)PK_XQ_SQ(f + df, r + dr);
        int gf = f + dir_file[i], gr = r + dir_rank[i];
        if (in_any_palace(sq) && on_board(gf, gr) && in_any_palace(PK_XQ_SQ(gf, gr)) &&
            same_half(sq, PK_XQ_SQ(gf, gr)))
            general_steps[sq][general_n[sq]++] = (uint8_t)PK_XQ_SQ(gf, gr);
    }
}

static void init_soldier(int color, int sq)
{
    int f = PK_XQ_FILE(sq), r = PK_XQ_RANK(sq), fwd = color == PK_XQ_RED ? 1 : -1;
    int targets[3], n = 0;
    if (on_board(f, r + fwd))
        targets[n++] = PK_XQ_SQ(f, r + fwd);
    if (!pk_xq_own_half(color, sq)) {
        if (f > 0)
            targets[n++] = sq - 1;
        if (f < 8)
            targets[n++] = sq + 1;
    }
    for (int i = 0; i < n; i++) {
        soldier_steps[color][sq][i] = (uint8_t)targets[i];
        soldier_attackers[color][targets[i]][soldier_att_n[color][targets[i]]++] = (uint8_t)sq;
        soldier_zone[color][targets[i]][sq >> 6] |= 1ULL << (sq & 63);
    }
    soldier_n[color][sq] = (uint8_t)n;
}

static void init_sensitive(int k)
{
    for (int s = 0; s < PK_XQ_SQUARES; s++) {
        int df = PK_XQ_FILE(s) - PK_XQ_FILE(k), dr = PK_XQ_RANK(s) - PK_XQ_RANK(k);
        uint8_t v = 0;
        if ((df == 0) != (dr == 0)) /* not k itself */
            v |= (uint8_t)(NEAR_LINE | (df == 0 ? (dr > 0 ? NORTH : SOUTH) : (df > 0 ? EAST : WEST)) << 3);
        if ((df == 1 || df == -1) && (dr == 1 || dr == -1))
            v |= NEAR_LEG;
        if (df * df + dr * dr == 5)
            v |= NEAR_HORSE;
        sensitive[k][s] = v;
    }
}

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The start position, set up man by man once (init_tables), then copied: a game's replay
 * starts from it, twice per game. */
static pk_xq_position start_position;
static void set_up_start(pk_xq_position *pos);

static void init_tables(void)
{
    uint64_t seed = 0x58696E6771693031ULL; /* fixed: keys are the same in every run */
    memset(line_square, SENTINEL_POINT, sizeof line_square); /* the bits that are no point */
    for (int sq = 0; sq < PK_XQ_SQUARES; sq++) {
        init_rays(sq);
        init_horse(sq);
        init_palace_and_elephant(sq);
        init_sensitive(sq);
    }
    for (int c = 0; c < 2; c++)
        for (int sq = 0; sq < PK_XQ_SQUARES; sq++)
            init_soldier(c, sq);
    init_lookups();
    for (int code = 0; code < 16; code++)
        for (int sq = 0; sq < PK_XQ_SQUARES; sq++)
            zobrist[code][sq] = splitmix64(&seed);
    /* no man, no key: a move's key changes by the man taken, 0 when none, without a branch (the
     * other codes' keys are drawn as before) */
    memset(zobrist[0], 0, sizeof zobrist[0]);
    zobrist_side = splitmix64(&seed);
    set_up_start(&start_position);
}

void pk_xq_init(void) { PK_RUN_ONCE(init_tables); }

/* ---- position ---- */

static inline void set_man(pk_xq_position *pos, int color, int sq)
{
    pos->men[color][sq >> 6] |= 1ULL << (sq & 63);
}
static inline void clear_man(pk_xq_position *pos, int color, int sq)
{
    pos->men[color][sq >> 6] &= ~(1ULL << (sq & 63));
}
/* A point taken or left on its file's and its rank's occupancy (the caller knows which). */
static inline void flip_point(pk_xq_position *pos, int sq)
{
    pos->lines[ray_line[sq][NORTH]] ^= point_bit[sq][0];
    pos->lines[ray_line[sq][EAST]] ^= point_bit[sq][1];
}

void pk_xq_clear(pk_xq_position *pos)
{
    pk_xq_init();
    memset(pos, 0, sizeof *pos);
    pos->general[0] = pos->general[1] = PK_XQ_NO_SQUARE;
    pos->fullmove = 1;
}

void pk_xq_put(pk_xq_position *pos, int color, int type, int sq)
{
    uint8_t code = PK_XQ_PIECE(color, type);
    pos->board[sq] = code;
    set_man(pos, color, sq);
    flip_point(pos, sq);
    pos->count[code]++;
    pos->key ^= zobrist[code][sq];
    if (type == PK_XQ_GENERAL)
        pos->general[color] = (uint8_t)sq;
}

void pk_xq_remove(pk_xq_position *pos, int sq)
{
    uint8_t code = pos->board[sq];
    if (!code)
        return;
    int color = PK_XQ_PIECE_COLOR(code);
    pos->board[sq] = 0;
    clear_man(pos, color, sq);
    flip_point(pos, sq);
    pos->count[code]--;
    pos->key ^= zobrist[code][sq];
    if (PK_XQ_PIECE_TYPE(code) == PK_XQ_GENERAL && pos->general[color] == sq)
        pos->general[color] = PK_XQ_NO_SQUARE;
}

void pk_xq_set_side(pk_xq_position *pos, int color)
{
    if (pos->side != color)
        pos->key ^= zobrist_side;
    pos->side = (uint8_t)color;
}

uint64_t pk_xq_compute_key(const pk_xq_position *pos)
{
    pk_xq_init();
    uint64_t key = pos->side == PK_XQ_BLACK ? zobrist_side : 0;
    for (int sq = 0; sq < PK_XQ_SQUARES; sq++)
        if (pos->board[sq])
            key ^= zobrist[pos->board[sq]][sq];
    return key;
}

static void set_up_start(pk_xq_position *pos)
{
    static const int back[9] = {PK_XQ_CHARIOT, PK_XQ_HORSE, PK_XQ_ELEPHANT, PK_XQ_ADVISOR, PK_XQ_GENERAL,
                                PK_XQ_ADVISOR, PK_XQ_ELEPHANT, PK_XQ_HORSE, PK_XQ_CHARIOT};
    memset(pos, 0, sizeof *pos);
    pos->general[0] = pos->general[1] = PK_XQ_NO_SQUARE;
    pos->fullmove = 1;
    for (int f = 0; f < 9; f++) {
        pk_xq_put(pos, PK_XQ_RED, back[f], PK_XQ_SQ(f, 0));
        pk_xq_put(pos, PK_XQ_BLACK, back[f], PK_XQ_SQ(f, 9));
        if (f % 2 == 0) {
            pk_xq_put(pos, PK_XQ_RED, PK_XQ_SOLDIER, PK_XQ_SQ(f, 3));
            pk_xq_put(pos, PK_XQ_BLACK, PK_XQ_SOLDIER, PK_XQ_SQ(f, 6));
        }
    }
    for (int f = 1; f < 9; f += 6) {
        pk_xq_put(pos, PK_XQ_RED, PK_XQ_CANNON, PK_XQ_SQ(f, 2));
        pk_xq_put(pos, PK_XQ_BLACK, PK_XQ_CANNON, PK_XQ_SQ(f, 7));
    }
}

void pk_xq_startpos(pk_xq_position *pos)
{
    pk_xq_init();
    *pos = start_position;
}

void pk_xq_square_name(int sq, char out[3])
{
    out[0] = (char)('a' + PK_XQ_FILE(sq));
    out[1] = (char)('0' + PK_XQ_RANK(sq));
    out[2] = 0;
}

int pk_xq_square_parse(const char *s)
{
    if (s[0] < 'a' || s[0] > 'i' || s[1] < '0' || s[1] > '9' || s[2])
        return PK_XQ_NO_SQUARE;
    return PK_XQ_SQ(s[0] - 'a', s[1] - '0');
}

/* ---- attacks ---- */

/* First occupied index along a ray from i on, or n. */
static inline int next_occupied(const uint8_t *b, const uint8_t *ray, int i, int n)
{
    while (i < n && !b[ray[i]])
        i++;
    return i;
}

/* Whether a man of `them` attacks a general on k along direction d: a chariot (or, along the
 * file, their general) first met, or a cannon met second; with the point `from` read as empty
 * and `to` as holding `man` (a move played in thought; PK_XQ_NO_SQUARE for none). The points
 * met are found from the line's occupancy bits (see LINE_REV), not by walking the ray: a
 * walk's length changes from move to move, and its end was mispredicted more than any other
 * branch. */
static inline bool line_attacked_after(const pk_xq_position *pos, int k, int d, int them, int from, int to,
                                       uint8_t man)
{
    const ray_entry *r = &rays[4 * k + d];
    int line = r->line;
    uint32_t occ = (((pos->lines[line] & ~line_bit[line][from]) | line_bit[line][to]) | SENTINELS) & r->mask;
    int s = line_square[line][__builtin_ctz(occ)];
    occ &= occ - 1;
    int s2 = line_square[line][__builtin_ctz(occ)];
    uint8_t first = s == to ? man : pos->board[s], second = s2 == to ? man : pos->board[s2];
    return first == PK_XQ_PIECE(them, PK_XQ_CHARIOT) || (first == PK_XQ_PIECE(them, PK_XQ_GENERAL) && d <= SOUTH) ||
           second == PK_XQ_PIECE(them, PK_XQ_CANNON);
}

/* The same on the board as it stands, along a ray (NO_RAY: never), with no branch: the first
 * and second men met (the sentinel point, empty, when there are fewer) are looked up together
 * in ray_hits. Non-zero when attacked. */
static inline unsigned ray_attacked(const pk_xq_position *pos, int ray, int them)
{
    const ray_entry *r = &rays[ray];
    const uint8_t *squares = line_square[r->line];
    uint32_t occ = (pos->lines[r->line] | SENTINELS) & r->mask;
    unsigned first = pos->board[squares[__builtin_ctz(occ)]];
    occ &= occ - 1;
    unsigned second = pos->board[squares[__builtin_ctz(occ)]];
    return ray_hits[them][first | second << 4] & r->hits;
}

/* Both rays through the points a move emptied and filled (either may be NO_RAY), each looked
 * along only when it is one: most moves are off a general's lines (a move's from on them about
 * one time in three, its to one in four, for the general of the side that moved; less for the
 * other's), and a ray's look costs some 25 instructions, more than the branch's misses. */
static inline unsigned rays_attacked(const pk_xq_position *pos, int from_ray, int to_ray, int them)
{
    unsigned hit = 0;
    if (from_ray != NO_RAY)
        hit |= ray_attacked(pos, from_ray, them);
    if (to_ray != NO_RAY)
        hit |= ray_attacked(pos, to_ray, them);
    return hit;
}

/* Whether a horse (code `horse`) attacks k over the leg point s, as the board stands (false
 * when s is no leg of k), near: near_points[k][s]. */
static inline bool leg_attacked_now(const uint8_t *b, const near_entry *near, uint8_t horse)
{
    const uint8_t *h = near->horses;
    /* (a branch: s is one of k's four legs seldom, a move's from one time in twenty or so) */
    return h[0] != SENTINEL_POINT && ((b[h[0]] == horse) | (b[h[1]] == horse));
}

/* Whether the man on s, a horse or a soldier, attacks k (chariots, cannons and generals are
 * seen along the lines, advisors and elephants never reach a general); near:
 * near_points[k][s]. */
static inline bool steps_onto(const uint8_t *b, int s, const near_entry *near)
{
    unsigned can = near->steppers; /* (a branch: s a horse's move or a soldier's step from k, seldom) */
    return can && ((can >> b[s] & 1) & !b[near->step_block]);
}

/* Whether a horse of `them` attacks a general on k over the leg point `from`, after our man left
 * it for `to` (a move in thought: a horse taken there no longer attacks). */
static inline bool leg_attacked_after(const uint8_t *b, int k, int from, int them, int to)
{
    for (int j = 0; j < horse_att_n[k]; j++)
        if (horse_attackers[k][j].block == from && horse_attackers[k][j].to != to &&
            b[horse_attackers[k][j].to] == PK_XQ_PIECE(them, PK_XQ_HORSE))
            return true;
    return false;
}

/* Whether a general standing on k is attacked by a man of `them` or faces their general on an
 * open file, after the man on `from` moved to `to` (played in thought, the position left as
 * it is; PK_XQ_NO_SQUARE twice: as it stands). Generals, advisors and elephants never reach
 * the other palace: not looked at. */
static bool attacked_after(const pk_xq_position *pos, int k, int them, int from, int to)
{
    const uint8_t *b = pos->board;
    const uint8_t horse = PK_XQ_PIECE(them, PK_XQ_HORSE), soldier = PK_XQ_PIECE(them, PK_XQ_SOLDIER);
    uint8_t man = from < PK_XQ_SQUARES ? b[from] : 0;
    for (int d = 0; d < 4; d++)
        if (line_attacked_after(pos, k, d, them, from, to, man))
            return true;
    /* the men of `them` after the move in thought: from emptied, to theirs only if the man
     * moved is */
    uint64_t theirs[2] = {pos->men[them][0], pos->men[them][1]};
    if (from < PK_XQ_SQUARES)
        theirs[from >> 6] &= ~(1ULL << (from & 63));
    if (to < PK_XQ_SQUARES) {
        theirs[to >> 6] &= ~(1ULL << (to & 63));
        if (man && PK_XQ_PIECE_COLOR(man) == them)
            theirs[to >> 6] |= 1ULL << (to & 63);
    }
    if ((theirs[0] & horse_zone[k][0]) | (theirs[1] & horse_zone[k][1]))
        for (int j = 0; j < horse_att_n[k]; j++) {
            int h = horse_attackers[k][j].to, leg = horse_attackers[k][j].block;
            uint8_t code = h == to ? man : h == from ? 0 : b[h];
            if (code == horse && leg != to && (leg == from || !b[leg]))
                return true;
        }
    if ((theirs[0] & soldier_zone[them][k][0]) | (theirs[1] & soldier_zone[them][k][1]))
        for (int j = 0; j < soldier_att_n[them][k]; j++) {
            int sq = soldier_attackers[them][k][j];
            if ((sq == to ? man : sq == from ? 0 : b[sq]) == soldier)
                return true;
        }
    return false;
}

/* attacked_after() with no move in thought: the board as it stands, its four lines without a
 * branch (ray_attacked). */
static bool general_attacked_at(const pk_xq_position *pos, int k, int them)
{
    const uint8_t *b = pos->board;
    if (ray_attacked(pos, 4 * k + NORTH, them) | ray_attacked(pos, 4 * k + SOUTH, them) |
        ray_attacked(pos, 4 * k + EAST, them) | ray_attacked(pos, 4 * k + WEST, them))
        return true;
    const uint64_t *theirs = pos->men[them];
    if ((theirs[0] & horse_zone[k][0]) | (theirs[1] & horse_zone[k][1]))
        for (int j = 0; j < horse_att_n[k]; j++)
            if (b[horse_attackers[k][j].to] == PK_XQ_PIECE(them, PK_XQ_HORSE) && !b[horse_attackers[k][j].block])
                return true;
    if ((theirs[0] & soldier_zone[them][k][0]) | (theirs[1] & soldier_zone[them][k][1]))
        for (int j = 0; j < soldier_att_n[them][k]; j++)
            if (b[soldier_attackers[them][k][j]] == PK_XQ_PIECE(them, PK_XQ_SOLDIER))
                return true;
    return false;
}

bool pk_xq_general_attacked(const pk_xq_position *pos, int color)
{
    pk_xq_init();
    int k = pos->general[color];
    return k != PK_XQ_NO_SQUARE && general_attacked_at(pos, k, color ^ 1);
}

bool pk_xq_in_check(const pk_xq_position *pos) { return pk_xq_general_attacked(pos, pos->side); }

bool pk_xq_attacked(const pk_xq_position *pos, int sq, int by)
{
    pk_xq_init();
    const uint8_t *b = pos->board;
    const uint8_t chariot = PK_XQ_PIECE(by, PK_XQ_CHARIOT), cannon = PK_XQ_PIECE(by, PK_XQ_CANNON);
    const uint8_t general = PK_XQ_PIECE(by, PK_XQ_GENERAL);
    for (int d = 0; d < 4; d++) {
        const uint8_t *ray = ray_sq[sq][d];
        int n = ray_n[sq][d], i = next_occupied(b, ray, 0, n);
        if (i == n)
            continue;
        uint8_t first = b[ray[i]];
        if (first == chariot || (first == general && d <= SOUTH && pos->general[by ^ 1] == sq))
            return true;
        i = next_occupied(b, ray, i + 1, n);
        if (i < n && b[ray[i]] == cannon)
            return true;
    }
    for (int j = 0; j < horse_att_n[sq]; j++)
        if (b[horse_attackers[sq][j].to] == PK_XQ_PIECE(by, PK_XQ_HORSE) && !b[horse_attackers[sq][j].block])
            return true;
    for (int j = 0; j < soldier_att_n[by][sq]; j++)
        if (b[soldier_attackers[by][sq][j]] == PK_XQ_PIECE(by, PK_XQ_SOLDIER))
            return true;
    /* the palace and elephant steps are symmetric: a man reaching sq stands on one of sq's steps */
    for (int j = 0; j < general_n[sq]; j++)
        if (b[general_steps[sq][j]] == general)
            return true;
    for (int j = 0; j < advisor_n[sq]; j++)
        if (b[advisor_steps[sq][j]] == PK_XQ_PIECE(by, PK_XQ_ADVISOR))
            return true;
    for (int j = 0; j < elephant_n[sq]; j++)
        if (b[elephant_steps[sq][j].to] == PK_XQ_PIECE(by, PK_XQ_ELEPHANT) && !b[elephant_steps[sq][j].block])
            return true;
    return false;
}

/* ---- move generation ---- */

typedef struct {
    const pk_xq_position *pos;
    const uint8_t *b;      /* pos->board */
    pk_xq_movelist *list;
    int us, ksq;           /* ksq: PK_XQ_NO_SQUARE when the side has no general */
    bool in_check;
    bool evasions_only;    /* (has_legal_move_search, in check) leave out moves that cannot end a check */
    uint8_t own_first;     /* our board codes are own_first .. own_first + 6 */
    /* Out of check: our men whose leaving their point may expose the general (pinned), and
     * the empty points where a man would give an enemy cannon its screen (screening); a move
     * touching neither is legal without a test (find_pins). */
    uint64_t pinned[2], screening[2];
} gen_ctx;

static inline bool has_bit(const uint64_t set[2], int sq) { return (set[sq >> 6] >> (sq & 63)) & 1; }
static inline void add_bit(uint64_t set[2], int sq) { set[sq >> 6] |= 1ULL << (sq & 63); }

static inline bool own_man(const gen_ctx *g, uint8_t code) { return (uint8_t)(code - g->own_first) < 7; }

static inline bool safe_after(const pk_xq_position *pos, int us, int ksq, int from, int to)
{
    return !attacked_after(pos, from == ksq ? to : ksq, us ^ 1, from, to);
}

/* Out of check, a move other than the general's can expose the general only by leaving its
 * file, its rank or a horse leg next to it, or by entering its file or rank (a new cannon
 * screen): only the points a move empties (from) and fills (to) change, and a capture only
 * takes attackers away. So only those lines and that leg are looked at, and a move off them
 * all is legal without a look. b: the board, changed and put back. */
static inline bool quiet_needs_look(int ksq, int from, int to)
{
    return (sensitive[ksq][from] & (NEAR_LINE | NEAR_LEG)) | (sensitive[ksq][to] & NEAR_LINE);
}

static bool safe_after_quiet(const pk_xq_position *pos, int us, int ksq, int from, int to)
{
    uint8_t near_from = sensitive[ksq][from], near_to = sensitive[ksq][to], man = pos->board[from];
    int them = us ^ 1;
    bool attacked =
        ((near_from & NEAR_LINE) && line_attacked_after(pos, ksq, NEAR_DIR(near_from), them, from, to, man)) ||
        ((near_to & NEAR_LINE) && line_attacked_after(pos, ksq, NEAR_DIR(near_to), them, from, to, man)) ||
        ((near_from & NEAR_LEG) && leg_attacked_after(pos->board, ksq, from, them, to));
    return !attacked;
}

static inline bool legal_in(const gen_ctx *g, int from, int to)
{
    if (g->in_check || from == g->ksq)
        return safe_after(g->pos, g->us, g->ksq, from, to);
    return !(has_bit(g->pinned, from) || has_bit(g->screening, to)) || safe_after(g->pos, g->us, g->ksq, from, to);
}

/* Out of check, what a move of a man other than the general can expose its general to, found
 * once for all the moves generated (as chess generators find pins): along each line from the
 * general, our man first met with an enemy chariot (or the enemy general, on the file) next
 * behind it; our men among the two met first when an enemy cannon comes third (the screens:
 * either leaving gives it one, whatever the first is); the empty points before an enemy
 * cannon met first (a man there is its screen); our man on the leg of an enemy horse a
 * horse's move away. A move leaving or entering anything else changes nothing the general
 * could be attacked through. */
static void find_pins(gen_ctx *g)
{
    const pk_xq_position *pos = g->pos;
    const uint8_t *b = pos->board;
    int k = g->ksq, them = g->us ^ 1;
    g->pinned[0] = g->pinned[1] = g->screening[0] = g->screening[1] = 0;
    if (k == PK_XQ_NO_SQUARE || g->in_check)
        return;
    for (int d = 0; d < 4; d++) {
        int line = rays[4 * k + d].line;
        uint32_t beyond = pos->lines[line] & rays[4 * k + d].mask & ~SENTINELS;
        int met[3], n = 0;
        for (; n < 3 && beyond; n++) {
            met[n] = line_square[line][__builtin_ctz(beyond)];
            beyond &= beyond - 1;
        }
        if (n == 0)
            continue;
        if (b[met[0]] == PK_XQ_PIECE(them, PK_XQ_CANNON)) /* (and it may be a third's screen too) */
            for (const uint8_t *p = ray_sq[k][d]; *p != met[0]; p++)
                add_bit(g->screening, *p);
        if (n >= 2 && own_man(g, b[met[0]]) &&
            (b[met[1]] == PK_XQ_PIECE(them, PK_XQ_CHARIOT) || (b[met[1]] == PK_XQ_PIECE(them, PK_XQ_GENERAL) && d <= SOUTH)))
            add_bit(g->pinned, met[0]);
        if (n == 3 && b[met[2]] == PK_XQ_PIECE(them, PK_XQ_CANNON))
            for (int i = 0; i < 2; i++)
                if (own_man(g, b[met[i]]))
                    add_bit(g->pinned, met[i]);
    }
    for (int j = 0; j < horse_att_n[k]; j++)
        if (b[horse_attackers[k][j].to] == PK_XQ_PIECE(them, PK_XQ_HORSE) && own_man(g, b[horse_attackers[k][j].block]))
            add_bit(g->pinned, horse_attackers[k][j].block);
}

static inline void add(gen_ctx *g, int from, int to)
{
    if (legal_in(g, from, to))
        g->list->moves[g->list->count++] = PK_XQ_MOVE(from, to);
}

static void gen_line(gen_ctx *g, int from, bool cannon)
{
    const uint8_t *b = g->b;
    for (int d = 0; d < 4; d++) {
        const uint8_t *ray = ray_sq[from][d];
        int n = ray_n[from][d], i = 0;
        for (; i < n && !b[ray[i]]; i++)
            add(g, from, ray[i]);
        if (cannon && i < n)
            i = next_occupied(b, ray, i + 1, n);
        if (i < n && !own_man(g, b[ray[i]]))
            add(g, from, ray[i]);
    }
}

static void gen_blockable(gen_ctx *g, int from, const step *steps, int n)
{
    for (int j = 0; j < n; j++)
        if (!g->b[steps[j].block] && !own_man(g, g->b[steps[j].to]))
            add(g, from, steps[j].to);
}

static void gen_steps(gen_ctx *g, int from, const uint8_t *steps, int n)
{
    for (int j = 0; j < n; j++)
        if (!own_man(g, g->b[steps[j]]))
            add(g, from, steps[j]);
}

static void gen_man(gen_ctx *g, int from)
{
    switch (PK_XQ_PIECE_TYPE(g->b[from])) {
    case PK_XQ_GENERAL: gen_steps(g, from, general_steps[from], general_n[from]); break;
    case PK_XQ_ADVISOR: gen_steps(g, from, advisor_steps[from], advisor_n[from]); break;
    case PK_XQ_ELEPHANT: gen_blockable(g, from, elephant_steps[from], elephant_n[from]); break;
    case PK_XQ_HORSE: gen_blockable(g, from, horse_steps[from], horse_n[from]); break;
    case PK_XQ_CHARIOT: gen_line(g, from, false); break;
    case PK_XQ_CANNON: gen_line(g, from, true); break;
    default: gen_steps(g, from, soldier_steps[g->us][from], soldier_n[g->us][from]); break;
    }
}

/* in_check: whether the side to move is in check, when the caller knows it. */
static void gen_setup_known(gen_ctx *g, const pk_xq_position *pos, pk_xq_movelist *list, bool in_check)
{
    g->pos = pos;
    g->b = pos->board;
    g->list = list;
    g->us = pos->side;
    g->ksq = pos->general[pos->side];
    g->in_check = in_check;
    g->evasions_only = false;
    g->own_first = PK_XQ_PIECE(g->us, 0);
    list->count = 0;
    find_pins(g);
}

static void gen_setup(gen_ctx *g, const pk_xq_position *pos, pk_xq_movelist *list)
{
    int k = pos->general[pos->side];
    gen_setup_known(g, pos, list, k != PK_XQ_NO_SQUARE && general_attacked_at(pos, k, pos->side ^ 1));
}

static void gen_all(gen_ctx *g, const pk_xq_position *pos)
{
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = pos->men[g->us][w]; bits; bits &= bits - 1)
            gen_man(g, __builtin_ctzll(bits) + 64 * w);
}

static void gen_legal(const pk_xq_position *pos, pk_xq_movelist *list)
{
    gen_ctx g;
    gen_setup(&g, pos, list);
    gen_all(&g, pos);
}

void pk_xq_generate_legal(const pk_xq_position *pos, pk_xq_movelist *list)
{
    pk_xq_init();
    gen_legal(pos, list);
}

void pk_xq_generate_legal_from(const pk_xq_position *pos, int from, pk_xq_movelist *list)
{
    pk_xq_init();
    list->count = 0;
    if (from < 0 || from >= PK_XQ_SQUARES || !pos->board[from] || PK_XQ_PIECE_COLOR(pos->board[from]) != pos->side)
        return;
    gen_ctx g;
    gen_setup(&g, pos, list);
    gen_man(&g, from);
}

void pk_xq_generate_legal_to(const pk_xq_position *pos, int type, int to, pk_xq_movelist *list)
{
    pk_xq_movelist all;
    pk_xq_generate_legal(pos, &all);
    list->count = 0;
    for (int i = 0; i < all.count; i++) {
        pk_xq_move m = all.moves[i];
        if (PK_XQ_MOVE_TO(m) == to && (type == PK_XQ_NO_TYPE || pk_xq_type_on(pos, PK_XQ_MOVE_FROM(m)) == type))
            list->moves[list->count++] = m;
    }
}

/* Whether the man on `from`, off its general's lines and legs, has a move to a point off the
 * general's lines: out of check such a move is legal without a look (as legal_in() says).
 * Only a chariot's or cannon's first step each way is looked at: a move missed here is found
 * by the full search that follows. near_general: the general's row of `sensitive`. */
static inline __attribute__((always_inline)) bool has_free_move(const uint8_t *b, int us, int from,
                                                                const uint8_t *near_general)
{
    const uint8_t own_first = PK_XQ_PIECE(us, 0);
#define FREE_POINT(s) ((uint8_t)(b[s] - own_first) >= 7 && !(near_general[s] & NEAR_LINE))
    switch (PK_XQ_PIECE_TYPE(b[from])) {
    case PK_XQ_CHARIOT:
    case PK_XQ_CANNON:
        for (int d = 0; d < 4; d++)
            if (ray_n[from][d] && !b[ray_sq[from][d][0]] && !(near_general[ray_sq[from][d][0]] & NEAR_LINE))
                return true;
        return false;
    case PK_XQ_HORSE:
        for (int j = 0; j < horse_n[from]; j++)
            if (!b[horse_steps[from][j].block] && FREE_POINT(horse_steps[from][j].to))
                return true;
        return false;
    case PK_XQ_ELEPHANT:
        for (int j = 0; j < elephant_n[from]; j++)
            if (!b[elephant_steps[from][j].block] && FREE_POINT(elephant_steps[from][j].to))
                return true;
        return false;
    case PK_XQ_ADVISOR:
        for (int j = 0; j < advisor_n[from]; j++)
            if (FREE_POINT(advisor_steps[from][j]))
                return true;
        return false;
    case PK_XQ_SOLDIER:
        for (int j = 0; j < soldier_n[us][from]; j++)
            if (FREE_POINT(soldier_steps[us][from][j]))
                return true;
        return false;
    default: /* the general: always looked at by the full search */
        return false;
    }
#undef FREE_POINT
}

/* Whether the man on `from` has a legal move: its moves generated by pseudo (the context g
 * without the safety test), then tested in g. */
static bool man_has_legal_move(const gen_ctx *g, gen_ctx *pseudo, int from)
{
    pseudo->list->count = 0;
    gen_man(pseudo, from);
    const uint8_t *near_general = sensitive[g->ksq];
    for (int i = 0; i < pseudo->list->count; i++) {
        int to = PK_XQ_MOVE_TO(pseudo->list->moves[i]);
        /* In check, a move of another man only changes the points from and to: it can end
         * the check only by taking the checker or coming between (to on the general's lines,
         * a horse's leg or a horse's square) or by taking a cannon's screen away (from on
         * the lines); the others leave the check as it is, illegal without a test. */
        if (pseudo->evasions_only && from != g->ksq && !(near_general[to] & (NEAR_LINE | NEAR_LEG | NEAR_HORSE)) &&
            !(near_general[from] & NEAR_LINE))
            continue;
        if (legal_in(g, from, to))
            return true;
    }
    return false;
}

/* Whether the side to move of pos has a legal move, in_check telling whether it is in check.
 * Rather than the whole list (some 40 moves, many of them tested for safety): out of check,
 * first a man with a move that needs no test (has_free_move: most often the first man looked
 * at has one); else one man's moves at a time, generated without the safety test (as if
 * there were no general), then tested as add() does until one is legal. */
static __attribute__((noinline)) bool has_legal_move_search(const pk_xq_position *pos, bool in_check,
                                                            uint8_t *mobile)
{
    int us = pos->side, ksq = pos->general[us];
    const uint8_t *near_general = sensitive[ksq]; /* row 127, all 0, without a general */
    /* from the river's side, away from the general's rank and the men crowded round it: Red's
     * men from the top square down, Black's from the bottom up */
    if (!in_check)
        for (int i = 0; i < 2; i++) {
            int w = us == PK_XQ_RED ? 1 - i : i;
            for (uint64_t bits = pos->men[us][w]; bits;) {
                int bit = us == PK_XQ_RED ? 63 - __builtin_clzll(bits) : __builtin_ctzll(bits);
                bits &= ~(1ULL << bit);
                int from = bit + 64 * w;
                if (!(near_general[from] & (NEAR_LINE | NEAR_LEG)) && from != ksq &&
                    has_free_move(pos->board, us, from, near_general)) {
                    *mobile = (uint8_t)from;
                    return true;
                }
            }
        }
    pk_xq_movelist list;
    gen_ctx g;
    gen_setup_known(&g, pos, &list, in_check);
    gen_ctx pseudo = g; /* every move of the man, as if there were no general to keep safe */
    pseudo.ksq = PK_XQ_NO_SQUARE;
    pseudo.in_check = false;
    pseudo.pinned[0] = pseudo.pinned[1] = pseudo.screening[0] = pseudo.screening[1] = 0;
    pseudo.evasions_only = in_check;
    /* the general first: in check, its steps are the likeliest way out */
    if (ksq != PK_XQ_NO_SQUARE && man_has_legal_move(&g, &pseudo, ksq))
        return true;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = pos->men[us][w]; bits; bits &= bits - 1) {
            int from = __builtin_ctzll(bits) + 64 * w;
            if (from != ksq && man_has_legal_move(&g, &pseudo, from))
                return true;
        }
    return false;
}

/* has_legal_move_search, the man of *mobile first: inline, for the replay's every move. */
static inline __attribute__((always_inline)) bool has_legal_move_in(const pk_xq_position *pos, bool in_check,
                                                                    uint8_t *mobile)
{
    int us = pos->side, ksq = pos->general[us], hint = *mobile;
    const uint8_t *near_general = sensitive[ksq];
    if (!in_check && hint < PK_XQ_SQUARES && pos->board[hint] && PK_XQ_PIECE_COLOR(pos->board[hint]) == us &&
        !(near_general[hint] & (NEAR_LINE | NEAR_LEG)) && hint != ksq && has_free_move(pos->board, us, hint, near_general))
        return true;
    return has_legal_move_search(pos, in_check, mobile);
}

pk_xq_state pk_xq_state_of(const pk_xq_position *pos)
{
    pk_xq_init();
    int k = pos->general[pos->side];
    bool in_check = k != PK_XQ_NO_SQUARE && general_attacked_at(pos, k, pos->side ^ 1);
    uint8_t mobile = PK_XQ_NO_SQUARE;
    return (pk_xq_state){.in_check = in_check, .has_legal_move = has_legal_move_in(pos, in_check, &mobile)};
}

bool pk_xq_has_legal_move(const pk_xq_position *pos) { return pk_xq_state_of(pos).has_legal_move; }

/* Whether the general on k, not attacked before the man of `by` moved from `from` to `to` (the
 * move played: the board as it stands after it), is attacked now. Only what the move changed
 * can attack it: the lines through the points emptied (from) and filled (to), the leg at from,
 * and the man moved, from to (a horse, a soldier; a chariot, a cannon or the general are seen
 * on to's line). Each test looks without a branch, NO_RAY or the sentinel point standing in
 * where a point is not on a line or leg of k: one branch for the lot. */
static inline __attribute__((always_inline)) bool attacked_since(const pk_xq_position *pos, int by, int k, int from,
                                                                 int to)
{
    const near_entry *near = near_points[k];
    return rays_attacked(pos, near[from].ray, near[to].ray, by) |
           leg_attacked_now(pos->board, &near[from], PK_XQ_PIECE(by, PK_XQ_HORSE)) | steps_onto(pos->board, to, &near[to]);
}

/* Whether the side to move of `after`, reached by the legal move m from a position whose side
 * not to move was not in check, is in check. */
static inline __attribute__((always_inline)) bool in_check_after(const pk_xq_position *after, pk_xq_move m)
{
    int k = after->general[after->side];
    return k != PK_XQ_NO_SQUARE && attacked_since(after, after->side ^ 1, k, PK_XQ_MOVE_FROM(m), PK_XQ_MOVE_TO(m));
}

/* Whether the side to move's man on `from` (from, to < 90) reaches `to` by its own way of moving
 * (legs, elephant eyes, screens, river and palace included; `to` empty or holding an enemy
 * man): the safety of its general aside. One look at ways[from][to] (built from the move
 * generator's step tables, so both agree) and at the men between on the line, all tests
 * joined into one branch. */
static inline __attribute__((always_inline)) bool pseudo_legal(const pk_xq_position *pos, int from, int to)
{
    const uint8_t *b = pos->board;
    unsigned man = b[from], taken = b[to];
    /* who may move and take, and whether it jumps a screen: one look for both men */
    unsigned pair = man_pair[pos->side][man | taken << 4];
    man_way w = ways[from][to];
    uint32_t between = pos->lines[w.line] & w.between;
    /* (branches: the moves of a game are nearly all legal, so each is predicted) */
    if (!(pair & PAIR_OURS) || !(w.can >> man & 1) || b[w.block])
        return false;
    /* at most one man between; one exactly for a cannon's capture (it jumps it), none else */
    return !(between & (between - 1)) & ((between != 0) == ((pair & PAIR_JUMPS) != 0));
}

/* One move tested alone, not by generating the man's moves (the replay reads every move so):
 * the same verdict as the generator's, whose step tables and safety test it uses. check: 1 or
 * 0 when the caller knows whether the side to move is in check, -1 when not. */
static inline __attribute__((always_inline)) bool move_is_legal(const pk_xq_position *pos, pk_xq_move m, int check)
{
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m), us = pos->side;
    if (from >= PK_XQ_SQUARES || to >= PK_XQ_SQUARES || !pseudo_legal(pos, from, to))
        return false;
    int ksq = pos->general[us];
    if (ksq == PK_XQ_NO_SQUARE)
        return true; /* as the generator: no general, nothing to keep safe */
    if (check < 0)
        check = general_attacked_at(pos, ksq, us ^ 1);
    /* as legal_in(): out of check, only a move on the general's lines or legs can expose it */
    if (!check && from != ksq)
        return !quiet_needs_look(ksq, from, to) || safe_after_quiet(pos, us, ksq, from, to);
    return safe_after(pos, us, ksq, from, to);
}

static __attribute__((noinline)) bool move_is_legal_call(const pk_xq_position *pos, pk_xq_move m, int check)
{
    return move_is_legal(pos, m, check);
}

bool pk_xq_move_is_legal(const pk_xq_position *pos, pk_xq_move m)
{
    pk_xq_init();
    return move_is_legal_call(pos, m, -1);
}

bool pk_xq_move_is_legal_known(const pk_xq_position *pos, pk_xq_move m, bool in_check)
{ /* no pk_xq_init(): the position was set up by an entry point that called it */
    return move_is_legal_call(pos, m, in_check);
}

/* ---- make and unmake ---- */

/* A capture's part of pk_xq_do, out of line: one move in five or so captures, and the common
 * move then keeps fewer values in registers (GCC saved six and spilled more with it inside). */
static __attribute__((noinline)) void take_off(pk_xq_position *pos, int to, uint8_t taken)
{
    int them = PK_XQ_PIECE_COLOR(taken);
    pos->key ^= zobrist[taken][to];
    clear_man(pos, them, to);
    pos->count[taken]--;
    if (PK_XQ_PIECE_TYPE(taken) == PK_XQ_GENERAL)
        pos->general[them] = PK_XQ_NO_SQUARE;
    pos->halfmove = 0;
}

static inline __attribute__((always_inline)) void do_move(pk_xq_position *pos, pk_xq_move m, pk_xq_undo *undo)
{
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m), us = pos->side;
    uint8_t man = pos->board[from], taken = pos->board[to];
    undo->key = pos->key;
    undo->halfmove = pos->halfmove;
    undo->captured = taken;
    pos->key ^= zobrist[man][from] ^ zobrist[man][to] ^ zobrist_side;
    pos->halfmove++;
    /* our man leaves a square of ours for one that is not (empty, or the taken man's): two
     * bits flip */
    pos->men[us][from >> 6] ^= 1ULL << (from & 63);
    pos->men[us][to >> 6] ^= 1ULL << (to & 63);
    pos->board[to] = man;
    pos->board[from] = 0;
    flip_point(pos, from);
    if (!taken)
        flip_point(pos, to);
    if (man == PK_XQ_PIECE(us, PK_XQ_GENERAL))
        pos->general[us] = (uint8_t)to;
    pos->fullmove += (uint32_t)us; /* after Black's move (us 1) */
    pos->side = (uint8_t)(us ^ 1);
    if (taken) /* last: nothing is needed after the call */
        take_off(pos, to, taken);
}

void pk_xq_do(pk_xq_position *pos, pk_xq_move m, pk_xq_undo *undo) { do_move(pos, m, undo); }

/* No pk_xq_init() in the next three: the position was set up by an entry point that called it. */
pk_xq_state pk_xq_state_after(const pk_xq_position *after, pk_xq_move m, uint8_t *mobile)
{
    bool in_check = in_check_after(after, m);
    return (pk_xq_state){.in_check = in_check, .has_legal_move = has_legal_move_in(after, in_check, mobile)};
}

bool pk_xq_in_check_after(const pk_xq_position *after, pk_xq_move m) { return in_check_after(after, m); }

bool pk_xq_has_legal_move_known(const pk_xq_position *pos, bool in_check, uint8_t *mobile)
{
    return has_legal_move_in(pos, in_check, mobile);
}

/* One call, where three would each load the move, the men and the generals again. The move is
 * played first (as do_move, without its branches: zobrist[0] is 0, and a move that takes
 * nothing clears no bit that is set), then its general's safety looked at on the board as it
 * stands (no move in thought to read through), and the move taken back when it is not safe
 * (seldom: the moves of a game).
 * Always inlined, with GCC's link-time optimisation into the replay's loop in xiangqi_game.c
 * too (an external definition still exists for every other caller and a build without LTO):
 * the call's prologue and epilogue (six registers saved and restored), the arguments and the
 * undo and check results passed through memory cost some 24 instructions per ply. */
__attribute__((always_inline)) inline bool pk_xq_play_legal_at(pk_xq_position *pos, int from, int to, bool in_check,
                                                               pk_xq_undo *undo, bool *gives_check)
{
    if (!pseudo_legal(pos, from, to))
        return false;
    int us = pos->side, them = us ^ 1;
    uint8_t man = pos->board[from], taken = pos->board[to];
    /* (the same look as pseudo_legal's, before any store: one load for both) */
    bool generals = man_pair[us][man | taken << 4] & PAIR_GENERALS;
    undo->key = pos->key;
    undo->halfmove = pos->halfmove;
    undo->captured = taken;
    pos->key ^= zobrist[man][from] ^ zobrist[man][to] ^ zobrist[taken][to] ^ zobrist_side;
    pos->halfmove = taken ? 0 : pos->halfmove + 1;
    const point_entry *pf = &points[from], *pt = &points[to];
    pos->men[us][0] ^= pf->men[0] ^ pt->men[0];
    pos->men[us][1] ^= pf->men[1] ^ pt->men[1];
    pos->men[them][0] &= ~pt->men[0];
    pos->men[them][1] &= ~pt->men[1];
    pos->count[taken] = (uint8_t)(pos->count[taken] - (taken != 0));
    uint32_t filled = taken ? 0 : ~0u; /* to's bits flip unless a man stood there */
    pos->lines[pf->line[0]] ^= pf->bits[0];
    pos->lines[pf->line[1]] ^= pf->bits[1];
    pos->lines[pt->line[0]] ^= pt->bits[0] & filled;
    pos->lines[pt->line[1]] ^= pt->bits[1] & filled;
    pos->board[to] = man;
    pos->board[from] = 0;
    bool general_moves = false;
    if (generals) {
        general_moves = man == PK_XQ_PIECE(us, PK_XQ_GENERAL);
        if (general_moves)
            pos->general[us] = (uint8_t)to;
        if (taken == PK_XQ_PIECE(them, PK_XQ_GENERAL)) /* (not in a game: its side would have been in check) */
            pos->general[them] = PK_XQ_NO_SQUARE;
    }
    pos->fullmove += (uint32_t)us; /* after Black's move (us 1) */
    pos->side = (uint8_t)them;
    int k = pos->general[us];
    if (k != PK_XQ_NO_SQUARE) {
        /* in check, or the general moved: every attack; else only what the move changed (as
         * quiet_needs_look and safe_after_quiet say), the lines through from and to and the
         * leg at from */
        bool exposed;
        if (in_check | general_moves)
            exposed = general_attacked_at(pos, k, them);
        else {
            const near_entry *near = near_points[k];
            exposed = rays_attacked(pos, near[from].ray, near[to].ray, them) |
                      leg_attacked_now(pos->board, &near[from], PK_XQ_PIECE(them, PK_XQ_HORSE));
        }
        if (exposed) {
            pk_xq_undo_move(pos, PK_XQ_MOVE(from, to), undo);
            return false;
        }
    }
    int other = pos->general[them];
    *gives_check = other != PK_XQ_NO_SQUARE && attacked_since(pos, us, other, from, to);
    return true;
}

bool pk_xq_play_legal(pk_xq_position *pos, pk_xq_move m, bool in_check, pk_xq_undo *undo, bool *gives_check)
{
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m);
    return from < PK_XQ_SQUARES && to < PK_XQ_SQUARES && pk_xq_play_legal_at(pos, from, to, in_check, undo, gives_check);
}

void pk_xq_undo_move(pk_xq_position *pos, pk_xq_move m, const pk_xq_undo *undo)
{
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m), them = pos->side, us = them ^ 1;
    uint8_t man = pos->board[to];
    pos->side = (uint8_t)us;
    if (us == PK_XQ_BLACK)
        pos->fullmove--;
    pos->board[from] = man;
    pos->board[to] = undo->captured;
    flip_point(pos, from);
    if (!undo->captured)
        flip_point(pos, to);
    clear_man(pos, us, to);
    set_man(pos, us, from);
    if (PK_XQ_PIECE_TYPE(man) == PK_XQ_GENERAL)
        pos->general[us] = (uint8_t)from;
    if (undo->captured) {
        set_man(pos, them, to);
        pos->count[undo->captured]++;
        if (PK_XQ_PIECE_TYPE(undo->captured) == PK_XQ_GENERAL)
            pos->general[them] = (uint8_t)to;
    }
    pos->key = undo->key;
    pos->halfmove = undo->halfmove;
}

void pk_xq_play(pk_xq_position *pos, pk_xq_move m)
{
    pk_xq_undo undo;
    pk_xq_do(pos, m, &undo);
}

uint64_t pk_xq_key_after(const pk_xq_position *pos, pk_xq_move m)
{
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m);
    uint8_t man = pos->board[from], taken = pos->board[to];
    uint64_t key = pos->key ^ zobrist[man][from] ^ zobrist[man][to] ^ zobrist_side;
    return taken ? key ^ zobrist[taken][to] : key;
}

/* ---- perft ---- */

static uint64_t perft_in_place(pk_xq_position *pos, int depth)
{
    pk_xq_movelist list;
    gen_legal(pos, &list);
    if (depth <= 1)
        return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count; i++) {
        pk_xq_undo undo;
        pk_xq_do(pos, list.moves[i], &undo);
        nodes += perft_in_place(pos, depth - 1);
        pk_xq_undo_move(pos, list.moves[i], &undo);
    }
    return nodes;
}

uint64_t pk_xq_perft(const pk_xq_position *pos, int depth)
{
    pk_xq_init();
    if (depth <= 0)
        return 1;
    pk_xq_position work = *pos;
    return perft_in_place(&work, depth);
}

int pk_xq_perft_divide(const pk_xq_position *pos, int depth, pk_xq_move *moves, uint64_t *counts)
{
    pk_xq_movelist list;
    pk_xq_generate_legal(pos, &list);
    pk_xq_position work = *pos;
    for (int i = 0; i < list.count; i++) {
        pk_xq_undo undo;
        pk_xq_do(&work, list.moves[i], &undo);
        moves[i] = list.moves[i];
        counts[i] = depth <= 1 ? 1 : perft_in_place(&work, depth - 1);
        pk_xq_undo_move(&work, list.moves[i], &undo);
    }
    return list.count;
}

/* ---- game end ---- */

pk_xq_end pk_xq_game_end(const pk_xq_position *pos)
{
    pk_xq_state st = pk_xq_state_of(pos);
    if (!st.has_legal_move)
        return st.in_check ? PK_XQ_CHECKMATED : PK_XQ_STALEMATED;
    if (pos->halfmove >= PK_XQ_NO_CAPTURE_PLIES)
        return PK_XQ_DRAW_NO_CAPTURE;
    if (pk_xq_no_attacking_material(pos))
        return PK_XQ_DRAW_NO_ATTACKERS;
    return PK_XQ_ONGOING;
}

bool pk_xq_gives_check(const pk_xq_position *pos, pk_xq_move m)
{
    pk_xq_init();
    int from = PK_XQ_MOVE_FROM(m), to = PK_XQ_MOVE_TO(m), them = pos->side ^ 1;
    int k = pos->general[them];
    if (k == PK_XQ_NO_SQUARE || k == to)
        return false;
    return attacked_after(pos, k, pos->side, from, to);
}

/* ---- chase ---- */

/* As if the man on `from` were to move now, whoever's turn it is. */
static bool can_take(const pk_xq_position *pos, int from, int to)
{
    pk_xq_position view = *pos;
    view.side = (uint8_t)PK_XQ_PIECE_COLOR(pos->board[from]);
    return pk_xq_move_is_legal(&view, PK_XQ_MOVE(from, to));
}

static bool may_be_chased(int type, int color, int sq)
{
    return type != PK_XQ_GENERAL && !(type == PK_XQ_SOLDIER && pk_xq_own_half(color, sq));
}

static bool may_chase(int type) { return type != PK_XQ_GENERAL && type != PK_XQ_SOLDIER; }

/* After the man on a takes on t, can the other side take back on t? */
static bool defended(const pk_xq_position *after, int a, int t)
{
    pk_xq_position view = *after;
    view.side = (uint8_t)PK_XQ_PIECE_COLOR(after->board[a]);
    pk_xq_play(&view, PK_XQ_MOVE(a, t));
    /* each man of the other side tried on t alone (as pk_xq_generate_legal_to would find it) */
    int side = view.side, k = view.general[side];
    int check = k != PK_XQ_NO_SQUARE && general_attacked_at(&view, k, side ^ 1);
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = view.men[side][w]; bits; bits &= bits - 1)
            if (move_is_legal(&view, PK_XQ_MOVE(__builtin_ctzll(bits) + 64 * w, t), check))
                return true;
    return false;
}

static bool chases(const pk_xq_position *before, const pk_xq_position *after, pk_xq_move m, int a, int t)
{
    int attacker = PK_XQ_PIECE_TYPE(after->board[a]), target = PK_XQ_PIECE_TYPE(after->board[t]);
    int origin = a == PK_XQ_MOVE_TO(m) ? PK_XQ_MOVE_FROM(m) : a;
    if (!may_chase(attacker) || !may_be_chased(target, PK_XQ_PIECE_COLOR(after->board[t]), t))
        return false;
    if (can_take(before, origin, t)) /* (a, t) is a legal capture of `after`: is it new? */
        return false;
    if (attacker == target && can_take(after, t, a))
        return false;
    bool stronger = target == PK_XQ_CHARIOT && (attacker == PK_XQ_HORSE || attacker == PK_XQ_CANNON);
    return stronger || !defended(after, a, t);
}

/* The captures of the man on `from` (not the general's nor a soldier's: may_chase), the
 * safety of its general aside, in the order pk_xq_generate_legal gives them (by direction,
 * by step): the men a chariot or a cannon meets along each line found from the lines'
 * occupancy (as ray_attacked), not by walking the empty points to them. */
static void add_captures(const pk_xq_position *pos, int from, pk_xq_movelist *list)
{
    const uint8_t *b = pos->board;
    unsigned own_first = PK_XQ_PIECE(pos->side, 0);
#define ENEMY_ON(s) (b[s] && (unsigned)(b[s] - own_first) >= 7u)
#define ADD_CAPTURE(s) (list->moves[list->count++] = PK_XQ_MOVE(from, s))
    int type = PK_XQ_PIECE_TYPE(b[from]);
    switch (type) {
    case PK_XQ_CHARIOT:
    case PK_XQ_CANNON:
        for (int d = 0; d < 4; d++) {
            const ray_entry *r = &rays[4 * from + d];
            uint32_t occ = (pos->lines[r->line] | SENTINELS) & r->mask;
            if (type == PK_XQ_CANNON) /* the first man met is its screen */
                occ &= occ - 1;
            int s = line_square[r->line][__builtin_ctz(occ)]; /* SENTINEL_POINT: none, empty */
            if (ENEMY_ON(s))
                ADD_CAPTURE(s);
        }
        break;
    case PK_XQ_HORSE:
        for (int j = 0; j < horse_n[from]; j++)
            if (!b[horse_steps[from][j].block] && ENEMY_ON(horse_steps[from][j].to))
                ADD_CAPTURE(horse_steps[from][j].to);
        break;
    case PK_XQ_ELEPHANT:
        for (int j = 0; j < elephant_n[from]; j++)
            if (!b[elephant_steps[from][j].block] && ENEMY_ON(elephant_steps[from][j].to))
                ADD_CAPTURE(elephant_steps[from][j].to);
        break;
    case PK_XQ_ADVISOR:
        for (int j = 0; j < advisor_n[from]; j++)
            if (ENEMY_ON(advisor_steps[from][j]))
                ADD_CAPTURE(advisor_steps[from][j]);
        break;
    default: /* the general and soldiers never chase */
        break;
    }
#undef ENEMY_ON
#undef ADD_CAPTURE
}

int pk_xq_chased(const pk_xq_position *pos, pk_xq_move m, uint8_t *targets)
{
    pk_xq_init();
    int us = pos->side, n = 0;
    pk_xq_position after = *pos, view;
    pk_xq_play(&after, m);
    view = after;
    view.side = (uint8_t)us;
    /* the legal captures of our men that may chase, in pk_xq_generate_legal's order: only
     * captures can chase, so only they are generated (not every move, walked point by point
     * and each tested) and then tested as the generator would (move_is_legal) */
    pk_xq_movelist ours;
    ours.count = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = view.men[us][w]; bits; bits &= bits - 1) {
            int sq = __builtin_ctzll(bits) + 64 * w;
            if (may_chase(PK_XQ_PIECE_TYPE(view.board[sq])))
                add_captures(&view, sq, &ours);
        }
    int k = view.general[us], check = -1;
    bool seen[PK_XQ_SQUARES] = {false};
    for (int i = 0; i < ours.count; i++) {
        int a = PK_XQ_MOVE_FROM(ours.moves[i]), t = PK_XQ_MOVE_TO(ours.moves[i]);
        if (seen[t])
            continue; /* a target already counted */
        if (check < 0) /* (once, at the first capture) */
            check = k != PK_XQ_NO_SQUARE && general_attacked_at(&view, k, us ^ 1);
        if (!move_is_legal_call(&view, ours.moves[i], check) || !chases(pos, &after, m, a, t))
            continue; /* not a legal capture, or not chased by this attacker */
        if (!targets)
            return 1; /* (pk_xq_move_chases: whether any is, the first found says) */
        seen[t] = true;
        if (n < 16)
            targets[n] = (uint8_t)t;
        n++;
    }
    return n;
}

/* ---- repetition ---- */

void pk_xq_ply_record(const pk_xq_position *before, pk_xq_move m, pk_xq_ply *out)
{
    out->key = pk_xq_key_after(before, m);
    out->move = m;
    out->side = before->side;
    out->flags = 0;
    out->captured = before->board[PK_XQ_MOVE_TO(m)];
    if (pk_xq_is_capture(before, m))
        out->flags |= PK_XQ_PLY_CAPTURE;
    if (pk_xq_gives_check(before, m))
        out->flags |= PK_XQ_PLY_CHECK;
    if (pk_xq_move_chases(before, m))
        out->flags |= PK_XQ_PLY_CHASE;
}

/* Counts the earlier occurrences of the last position, back to the last capture; the indices
 * of the latest `max` of them go to at[] (-1: the start position). */
static int earlier_occurrences(uint64_t start_key, const pk_xq_ply *plies, int count, int *at, int max)
{
    if (count == 0 || (plies[count - 1].flags & PK_XQ_PLY_CAPTURE))
        return 0;
    uint64_t key = plies[count - 1].key;
    int n = 0;
    for (int i = count - 2; i >= -1; i--) {
        if ((i >= 0 ? plies[i].key : start_key) == key) {
            if (n < max)
                at[n] = i;
            n++;
        }
        if (i >= 0 && (plies[i].flags & PK_XQ_PLY_CAPTURE))
            break;
    }
    return n;
}

int pk_xq_occurrences(uint64_t start_key, const pk_xq_ply *plies, int count)
{
    return 1 + earlier_occurrences(start_key, plies, count, NULL, 0);
}

int pk_xq_repetition_window(uint64_t start_key, const pk_xq_ply *plies, int count)
{
    int at[2];
    return earlier_occurrences(start_key, plies, count, at, 2) < 2 ? -1 : at[1] + 1;
}

pk_xq_rep_verdict pk_xq_judge_repetition(uint64_t start_key, const pk_xq_ply *plies, int count)
{
    int at[2];
    if (earlier_occurrences(start_key, plies, count, at, 2) < 2)
        return PK_XQ_REP_NONE;
    bool moved[2] = {false, false}, all_check[2] = {true, true}, all_chase[2] = {true, true};
    for (int i = at[1] + 1; i < count; i++) {
        int s = plies[i].side & 1;
        moved[s] = true;
        all_check[s] = all_check[s] && (plies[i].flags & PK_XQ_PLY_CHECK);
        all_chase[s] = all_chase[s] && (plies[i].flags & PK_XQ_PLY_CHASE);
    }
    for (int s = 0; s < 2; s++)
        if (!moved[s])
            all_check[s] = all_chase[s] = false;
    if (all_check[0] != all_check[1])
        return all_check[0] ? PK_XQ_REP_RED_LOSES : PK_XQ_REP_BLACK_LOSES;
    if (all_chase[0] != all_chase[1])
        return all_chase[0] ? PK_XQ_REP_RED_LOSES : PK_XQ_REP_BLACK_LOSES;
    return PK_XQ_REP_DRAW;
}
