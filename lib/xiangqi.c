/* Xiangqi rules: step tables, the position, attacks, legal moves, make/unmake, perft, and
 * game end. A 90-point mailbox with precomputed step lists: every move of every man is a
 * table walk, and a move is tested for the safety of its general only when it can matter. */
#include "xiangqi.h"

#include <pthread.h>
#include <string.h>

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
static uint8_t soldier_att_n[2][PK_XQ_SQUARES];
/* For a general on k, bit 1: `s` shares its file or rank (a man leaving or entering it can
 * open or close a line); bit 2: `s` is diagonally next to it (a horse leg). */
static uint8_t sensitive[PK_XQ_SQUARES][PK_XQ_SQUARES];
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
        int n = 0;
        for (int ff = f + dir_file[d], rr = r + dir_rank[d]; on_board(ff, rr); ff += dir_file[d], rr += dir_rank[d])
            ray_sq[sq][d][n++] = (uint8_t)PK_XQ_SQ(ff, rr);
        ray_n[sq][d] = (uint8_t)n;
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
    }
    soldier_n[color][sq] = (uint8_t)n;
}

static void init_sensitive(int k)
{
    for (int s = 0; s < PK_XQ_SQUARES; s++) {
        int df = PK_XQ_FILE(s) - PK_XQ_FILE(k), dr = PK_XQ_RANK(s) - PK_XQ_RANK(k);
        uint8_t v = 0;
        if (df == 0 || dr == 0)
            v |= 1;
        if ((df == 1 || df == -1) && (dr == 1 || dr == -1))
            v |= 2;
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

static void init_tables(void)
{
    uint64_t seed = 0x58696E6771693031ULL; /* fixed: keys are the same in every run */
    for (int sq = 0; sq < PK_XQ_SQUARES; sq++) {
        init_rays(sq);
        init_horse(sq);
        init_palace_and_elephant(sq);
        init_sensitive(sq);
    }
    for (int c = 0; c < 2; c++)
        for (int sq = 0; sq < PK_XQ_SQUARES; sq++)
            init_soldier(c, sq);
    for (int code = 0; code < 16; code++)
        for (int sq = 0; sq < PK_XQ_SQUARES; sq++)
            zobrist[code][sq] = splitmix64(&seed);
    zobrist_side = splitmix64(&seed);
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
void pk_xq_init(void) { pthread_once(&tables_once, init_tables); }

/* ---- position ---- */

static inline void set_man(pk_xq_position *pos, int color, int sq)
{
    pos->men[color][sq >> 6] |= 1ULL << (sq & 63);
}
static inline void clear_man(pk_xq_position *pos, int color, int sq)
{
    pos->men[color][sq >> 6] &= ~(1ULL << (sq & 63));
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

void pk_xq_startpos(pk_xq_position *pos)
{
    static const int back[9] = {PK_XQ_CHARIOT, PK_XQ_HORSE, PK_XQ_ELEPHANT, PK_XQ_ADVISOR, PK_XQ_GENERAL,
                                PK_XQ_ADVISOR, PK_XQ_ELEPHANT, PK_XQ_HORSE, PK_XQ_CHARIOT};
    pk_xq_clear(pos);
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

/* The general of `them`'s enemy on k: attacked by a man of `them`, or facing their general. */
static bool general_attacked_at(const uint8_t *b, int k, int them)
{
    const uint8_t chariot = PK_XQ_PIECE(them, PK_XQ_CHARIOT), cannon = PK_XQ_PIECE(them, PK_XQ_CANNON);
    const uint8_t general = PK_XQ_PIECE(them, PK_XQ_GENERAL), horse = PK_XQ_PIECE(them, PK_XQ_HORSE);
    const uint8_t soldier = PK_XQ_PIECE(them, PK_XQ_SOLDIER);
    for (int d = 0; d < 4; d++) {
        const uint8_t *ray = ray_sq[k][d];
        int n = ray_n[k][d], i = next_occupied(b, ray, 0, n);
        if (i == n)
            continue;
        uint8_t first = b[ray[i]];
        if (first == chariot || (first == general && d <= SOUTH))
            return true;
        i = next_occupied(b, ray, i + 1, n);
        if (i < n && b[ray[i]] == cannon)
            return true;
    }
    for (int j = 0; j < horse_att_n[k]; j++)
        if (b[horse_attackers[k][j].to] == horse && !b[horse_attackers[k][j].block])
            return true;
    for (int j = 0; j < soldier_att_n[them][k]; j++)
        if (b[soldier_attackers[them][k][j]] == soldier)
            return true;
    return false;
}

bool pk_xq_general_attacked(const pk_xq_position *pos, int color)
{
    pk_xq_init();
    int k = pos->general[color];
    return k != PK_XQ_NO_SQUARE && general_attacked_at(pos->board, k, color ^ 1);
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
