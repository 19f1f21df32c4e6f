/* Position set-up, attack queries, legality of a single move, and make-move. */
#include "position.h"

#include <string.h>

#include "once.h"

/* make-move's tables, in one object so that the move's code finds them from one address. */
static struct {
    /* A man's key on each square, by its board code (PK_PIECE): 0 for an empty square, so that
     * a move xors in what it takes without a test. */
    uint64_t piece[16][64];
    uint64_t castling[32]; /* [rights | PK_CASTLE_960] = [rights] */
    uint64_t ep_file[8];
    uint64_t side;
    /* Rights kept when a move touches this square. A square of the first or last rank drops
     * PK_CASTLE_960 (a square elsewhere keeps it): a Chess960 move that touches neither rank
     * (where every king and rook with a right stands) keeps its rights at once, and only the
     * others take the path that knows where the king and rooks stand (rights_960_after). Chess
     * never sets the mark, so that its moves pay nothing for it. */
    uint8_t castle_mask[64];
} play_tables;
#define zobrist_piece (play_tables.piece)
#define zobrist_castling (play_tables.castling)
#define zobrist_ep_file (play_tables.ep_file)
#define zobrist_side (play_tables.side)
#define castle_mask (play_tables.castle_mask)

static void init_zobrist(void)
{
    uint64_t s = 0x9E3779B97F4A7C15ULL;
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < 6; t++)
            for (int sq = 0; sq < 64; sq++) {
                s += 0x9E3779B97F4A7C15ULL; /* splitmix64 */
                uint64_t z = s;
                z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
                z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
                zobrist_piece[PK_PIECE(c, t)][sq] = z ^ (z >> 31);
            }
    for (int i = 0; i < 16 + 8 + 1; i++) {
        s += 0x9E3779B97F4A7C15ULL;
        uint64_t z = s;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        if (i < 16)
            zobrist_castling[i] = i ? z : 0;
        else if (i < 24)
            zobrist_ep_file[i - 16] = z;
        else
            zobrist_side = z;
    }
    for (int i = 0; i < 16; i++)
        zobrist_castling[i | PK_CASTLE_960] = zobrist_castling[i];
    memset(castle_mask, PK_CASTLE_RIGHTS | PK_CASTLE_960, sizeof castle_mask);
    for (int file = 0; file < 8; file++)
        castle_mask[PK_SQ(file, 0)] = castle_mask[PK_SQ(file, 7)] = PK_CASTLE_RIGHTS;
    castle_mask[PK_SQ(4, 0)] = (uint8_t)~(PK_CASTLE_WK | PK_CASTLE_WQ) & 0xF;
    castle_mask[PK_SQ(7, 0)] = (uint8_t)~PK_CASTLE_WK & 0xF;
    castle_mask[PK_SQ(0, 0)] = (uint8_t)~PK_CASTLE_WQ & 0xF;
    castle_mask[PK_SQ(4, 7)] = (uint8_t)~(PK_CASTLE_BK | PK_CASTLE_BQ) & 0xF;
    castle_mask[PK_SQ(7, 7)] = (uint8_t)~PK_CASTLE_BK & 0xF;
    castle_mask[PK_SQ(0, 7)] = (uint8_t)~PK_CASTLE_BQ & 0xF;
}

void pk_position_init(void)
{
    pk_bitboard_init();
    PK_RUN_ONCE(init_zobrist);
}

void pk_position_clear(pk_position *pos, pk_rules rules)
{
    pk_position_init();
    memset(pos, 0, sizeof *pos);
    pos->ep_square = PK_NO_SQUARE;
    pos->fullmove = 1;
    pos->rules = (uint8_t)rules;
}

void pk_position_put(pk_position *pos, int color, int type, int sq)
{
    pos->by_type[type] |= PK_BIT(sq);
    pos->by_color[color] |= PK_BIT(sq);
    pos->board[sq] = PK_PIECE(color, type);
}

static pk_position start_position;

static void init_start_position(void)
{
    static const int back[8] = {PK_ROOK, PK_KNIGHT, PK_BISHOP, PK_QUEEN, PK_KING, PK_BISHOP, PK_KNIGHT, PK_ROOK};
    pk_position *pos = &start_position;
    pk_position_clear(pos, PK_RULES_CHESS);
    for (int f = 0; f < 8; f++) {
        pk_position_put(pos, PK_WHITE, back[f], PK_SQ(f, 0));
        pk_position_put(pos, PK_WHITE, PK_PAWN, PK_SQ(f, 1));
        pk_position_put(pos, PK_BLACK, PK_PAWN, PK_SQ(f, 6));
        pk_position_put(pos, PK_BLACK, back[f], PK_SQ(f, 7));
    }
    pos->castling = 0xF;
    pk_position_refresh(pos);
}

void pk_position_startpos(pk_position *pos)
{
    /* no pk_position_init() first: the start position's builder calls it (through
     * pk_position_clear), and whoever finds the start position built finds the tables built;
     * two calls of pthread_once fewer for each game */
    PK_RUN_ONCE(init_start_position);
    *pos = start_position;
}

pk_bb pk_attackers_to(const pk_position *pos, int sq, pk_bb occ)
{
    return (pk_pawn_attacks[PK_WHITE][sq] & pk_pieces(pos, PK_BLACK, PK_PAWN)) |
           (pk_pawn_attacks[PK_BLACK][sq] & pk_pieces(pos, PK_WHITE, PK_PAWN)) |
           (pk_knight_attacks[sq] & pos->by_type[PK_KNIGHT]) |
           (pk_king_attacks[sq] & pos->by_type[PK_KING]) |
           (pk_bishop_attacks(sq, occ) & (pos->by_type[PK_BISHOP] | pos->by_type[PK_QUEEN])) |
           (pk_rook_attacks(sq, occ) & (pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]));
}

bool pk_in_check(const pk_position *pos) { return pos->checkers != 0; }

/* Checkers and pinned men of the side to move, each stored once. */
static inline __attribute__((always_inline)) void update_check_info(pk_position *pos)
{
    int us = pos->side, them = us ^ 1;
    pk_bb king = pk_pieces(pos, us, PK_KING);
    pk_bb checkers = 0, pinned = 0;
    /* no test of the rules: a kingless position has no king (the FEN reader refuses one, no
     * promotion makes one), so that this finds neither checks nor pins there */
    if (__builtin_expect(king != 0, 1)) {
        int ksq = pk_lsb(king);
        pk_bb occ = pk_occupied(pos), theirs = pos->by_color[them], ours = pos->by_color[us];
        pk_bb diagonal = (pos->by_type[PK_BISHOP] | pos->by_type[PK_QUEEN]) & theirs;
        pk_bb straight = (pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]) & theirs;
        /* A king never gives check. Sliders are found from the lines through the king, without
         * the (large, cache-missing) attack tables: an enemy slider on such a line checks when
         * nothing stands between, and pins a man of ours when exactly that man does. */
        checkers = ((pk_pawn_attacks[us][ksq] & pos->by_type[PK_PAWN]) | (pk_knight_attacks[ksq] & pos->by_type[PK_KNIGHT])) &
                   theirs;
        pk_bb snipers = (pk_rook_pseudo[ksq] & straight) | (pk_bishop_pseudo[ksq] & diagonal);
        while (__builtin_expect(snipers != 0, 0)) { /* without a branch inside: whether a line is open is not predictable */
            int s = pk_pop_lsb(&snipers);
            pk_bb between = pk_between_bb[ksq][s] & occ;
            checkers |= PK_BIT(s) & ((pk_bb)0 - !between);
            pinned |= between & ours & ((pk_bb)0 - !pk_more_than_one(between));
        }
    }
    pos->checkers = checkers;
    pos->pinned = pinned;
}

bool pk_ep_capture_legal(const pk_position *pos)
{
    if (pos->ep_square == PK_NO_SQUARE || pos->rules == PK_RULES_KINGLESS)
        return false;
    int us = pos->side;
    pk_bb capturers = pk_pawn_attacks[us ^ 1][pos->ep_square] & pk_pieces(pos, us, PK_PAWN);
    while (capturers) {
        int from = pk_pop_lsb(&capturers);
        if (pk_move_is_legal(pos, PK_MOVE_MAKE(from, pos->ep_square, PK_MK_EP)))
            return true;
    }
    return false;
}

static uint64_t compute_key(const pk_position *pos)
{
    uint64_t k = 0;
    for (pk_bb men = pk_occupied(pos); men;) { /* the men, not the 64 squares */
        int sq = pk_pop_lsb(&men);
        k ^= zobrist_piece[pos->board[sq]][sq];
    }
    k ^= zobrist_castling[pos->castling & 0xF];
    if (pos->side == PK_BLACK)
        k ^= zobrist_side;
    if (pk_ep_capture_legal(pos))
        k ^= zobrist_ep_file[PK_FILE(pos->ep_square)];
    return k;
}

void pk_position_refresh(pk_position *pos)
{
    pk_position_init();
    update_check_info(pos);
    pos->key = compute_key(pos);
}

bool pk_move_is_legal(const pk_position *pos, pk_move m)
{
    if (pos->rules == PK_RULES_KINGLESS)
        return true;
    int us = pos->side, them = us ^ 1;
    int from = PK_MOVE_FROM(m), to = PK_MOVE_TO(m);
    int ksq = pk_king_square(pos, us);
    if (ksq == PK_NO_SQUARE)
        return true;
    int kind = PK_MOVE_KIND(m);
    if (kind == PK_MK_EP) {
        int captured = to + (us == PK_WHITE ? -8 : 8);
        pk_bb occ = (pk_occupied(pos) ^ PK_BIT(from) ^ PK_BIT(captured)) | PK_BIT(to);
        return !(pk_attackers_to(pos, ksq, occ) & pos->by_color[them] & ~PK_BIT(captured));
    }
    if (from == ksq) {
        if (kind == PK_MK_CASTLE)
            return true; /* generated only when legal */
        return !(pk_attackers_to(pos, to, pk_occupied(pos) ^ PK_BIT(ksq)) & pos->by_color[them]);
    }
    if (pos->checkers) {
        if (pk_more_than_one(pos->checkers))
            return false;
        int checker = pk_lsb(pos->checkers);
        if (!((pk_between_bb[ksq][checker] | pos->checkers) & PK_BIT(to)))
            return false;
    }
    if (pos->pinned & PK_BIT(from))
        return (pk_line_bb[ksq][from] & PK_BIT(to)) != 0;
    return true;
}

static inline void remove_piece(pk_position *pos, int sq)
{
    int code = pos->board[sq], c = PK_PIECE_COLOR(code), t = PK_PIECE_TYPE(code);
    pos->by_type[t] ^= PK_BIT(sq);
    pos->by_color[c] ^= PK_BIT(sq);
    pos->board[sq] = 0;
    pos->key ^= zobrist_piece[code][sq];
}

static inline void add_piece(pk_position *pos, int c, int t, int sq)
{
    pos->by_type[t] |= PK_BIT(sq);
    pos->by_color[c] |= PK_BIT(sq);
    pos->board[sq] = PK_PIECE(c, t);
    pos->key ^= zobrist_piece[PK_PIECE(c, t)][sq];
}

/* A Chess960 position's rights after a move from `from` to `to` of a `type` man of `us`: the king
 * moving loses its side's, a move from or onto a castling rook's square loses that rook's.
 * PK_CASTLE_960 stays while any right does. Never inlined: inlined into the replay's loop, it
 * cost chess more than the call costs Chess960. */
static __attribute__((noinline)) uint8_t rights_960_after(const pk_position *pos, int us, int type, int from, int to)
{
    unsigned rights = pos->castling & PK_CASTLE_RIGHTS;
    if (type == PK_KING)
        rights &= us == PK_WHITE ? ~(unsigned)(PK_CASTLE_WK | PK_CASTLE_WQ) : ~(unsigned)(PK_CASTLE_BK | PK_CASTLE_BQ);
    for (int i = 0; i < 4; i++)
        if (pos->castle_rook[i] == from || pos->castle_rook[i] == to)
            rights &= ~(1u << i);
    return (uint8_t)(rights ? rights | PK_CASTLE_960 : 0);
}

void pk_position_play(pk_position *pos, pk_move m)
{
    pk_position_play_type(pos, m, m == PK_MOVE_NULL ? PK_PAWN : PK_PIECE_TYPE(pos->board[PK_MOVE_FROM(m)]));
}

/* The moves other than a man's plain step or capture: castling, en passant, promotion. Apart
 * from pk_position_play_type, and never inlined there, so that the common move's code keeps its
 * values in registers (with these inside, GCC spilled some to the stack for every move). Returns
 * the type whose castling rights the move may take (castling: the king's). */
static __attribute__((noinline)) int play_special(pk_position *pos, pk_move m, int type, int us)
{
    int from = PK_MOVE_FROM(m), to = PK_MOVE_TO(m), kind = PK_MOVE_KIND(m);
    if (kind == PK_MK_CASTLE) {
        /* chess: the move is the king's (e1g1); Chess960: the king takes its rook (e1h1).
         * Both men are lifted before either is put down: they may trade squares. */
        int rank = us == PK_WHITE ? 0 : 7;
        int rook_from = PK_SQ(to > from ? 7 : 0, rank), rook_to = PK_SQ(to > from ? 5 : 3, rank), king_to = to;
        if (pos->rules == PK_RULES_CHESS960) {
            rook_from = to;
            king_to = PK_SQ(to > from ? 6 : 2, rank);
        }
        /* the words by xor, which holds when squares coincide (the king staying, or landing
         * where its rook stood); the squares emptied before the men are put down */
        pk_bb king_path = PK_BIT(from) ^ PK_BIT(king_to), rook_path = PK_BIT(rook_from) ^ PK_BIT(rook_to);
        pos->by_type[PK_KING] ^= king_path;
        pos->by_type[PK_ROOK] ^= rook_path;
        pos->by_color[us] ^= king_path ^ rook_path;
        pos->board[from] = 0;
        pos->board[rook_from] = 0;
        pos->board[king_to] = PK_PIECE(us, PK_KING);
        pos->board[rook_to] = PK_PIECE(us, PK_ROOK);
        pos->key ^= zobrist_piece[PK_PIECE(us, PK_KING)][from] ^ zobrist_piece[PK_PIECE(us, PK_KING)][king_to] ^
                    zobrist_piece[PK_PIECE(us, PK_ROOK)][rook_from] ^ zobrist_piece[PK_PIECE(us, PK_ROOK)][rook_to];
        return PK_KING; /* whatever the caller said: the rights go with the king */
    }
    if (kind == PK_MK_EP) {
        remove_piece(pos, to + (us == PK_WHITE ? -8 : 8));
        pos->halfmove = 0;
    } else if (pos->board[to]) {
        remove_piece(pos, to);
        pos->halfmove = 0;
    }
    remove_piece(pos, from);
    add_piece(pos, us, (kind & PK_MK_PROMO) ? PK_MOVE_PROMO_TYPE(m) : type, to);
    if (type == PK_PAWN)
        pos->halfmove = 0;
    return type;
}

/* pk_ep_capture_legal for make-move, its common answer inlined: most pawns that step two have
 * no enemy pawn beside them, and then no capture is possible (the call tests the rest). Called
 * once before the move (the key holds the en passant file only when the capture is legal) and
 * once after a double step. */
static inline bool ep_capture_legal_in_play(const pk_position *pos)
{
    return (pk_pawn_attacks[pos->side ^ 1][pos->ep_square] & pk_pieces(pos, pos->side, PK_PAWN)) &&
           pk_ep_capture_legal(pos);
}

/* Always inlined: into pk_position_play_type, and (at link time) into the replay's loop for the
 * games without variations, where the call's prologue, epilogue and spills cost more than the
 * copy of the code. */
__attribute__((always_inline)) inline void pk_position_play_inline(pk_position *pos, pk_move m, int type)
{
    unsigned us = pos->side; /* unsigned: an index without sign extension */
    if (__builtin_expect(pos->ep_square != PK_NO_SQUARE, 0)) {
        if (ep_capture_legal_in_play(pos))
            pos->key ^= zobrist_ep_file[PK_FILE(pos->ep_square)];
        pos->ep_square = PK_NO_SQUARE;
    }
    /* the side to move is the other from here on (the en passant test after a double step asks
     * it); us stays the mover */
    pos->side = (uint8_t)(us ^ 1);
    uint32_t halfmove = pos->halfmove + 1;
    int from = PK_MOVE_FROM(m), to = PK_MOVE_TO(m), kind = PK_MOVE_KIND(m);
    /* the common move's kind first: it is never the null move (a1a1 of the castling kind) */
    if (__builtin_expect(kind == PK_MK_NORMAL, 1) || m != PK_MOVE_NULL) {
        if (__builtin_expect(kind == PK_MK_NORMAL, 1)) {
            /* the common move: one man from one square to another, maybe taking. The taking is
             * done without a branch (whether a move takes is not predictable), and without the
             * taken man's type: the square leaves every type's word and the other side's. When
             * the words were found through the board code of the man taken (a spare word for an
             * empty square), their writes waited on that load of the board, and the next
             * position's check detection on them: 0.94x to 0.95x the time of validate on the
             * pgnmentor file (21 pinned pairs on each processor), for 8 instructions a move more. */
            unsigned victim = pos->board[to];
            pk_bb keep = ~PK_BIT(to);
            pos->by_type[PK_PAWN] &= keep;
            pos->by_type[PK_KNIGHT] &= keep;
            pos->by_type[PK_BISHOP] &= keep;
            pos->by_type[PK_ROOK] &= keep;
            pos->by_type[PK_QUEEN] &= keep;
            pos->by_type[PK_KING] &= keep;
            pos->by_color[us ^ 1] &= keep;
            pos->halfmove = victim ? 0 : halfmove; /* a pawn's move: below */
            pk_bb both = PK_BIT(from) | PK_BIT(to);
            pos->by_type[type] ^= both;
            pos->by_color[us] ^= both;
            unsigned mover = pos->board[from];
            pos->board[to] = (uint8_t)mover;
            pos->board[from] = 0;
            pos->key ^= zobrist_piece[victim][to] ^ zobrist_piece[mover][from] ^ zobrist_piece[mover][to];
            /* a double step: the en passant square, counted in the key when the capture is
             * legal (whether it is does not ask for the checkers or pins) */
            if (type == PK_PAWN) {
                pos->halfmove = 0;
                if ((to ^ from) == 16 && pos->rules != PK_RULES_KINGLESS) {
                    pos->ep_square = (uint8_t)((from + to) / 2);
                    if (ep_capture_legal_in_play(pos))
                        pos->key ^= zobrist_ep_file[PK_FILE(pos->ep_square)];
                }
            }
        } else {
            pos->halfmove = halfmove;
            type = play_special(pos, m, type, us);
        }
        /* most moves are played when no right is left, or touch no square a right depends on */
        uint8_t castling = pos->castling;
        if (castling) {
            uint8_t rights = castling & castle_mask[from] & castle_mask[to];
            if (rights != castling) {
                /* Chess960, a move on a back rank: only a king's or a rook's move, or a capture
                 * (of a rook there: halfmove is 0 after a capture), can take a right; a knight,
                 * bishop or queen leaving the back rank keeps them all */
                if (castling & PK_CASTLE_960)
                    rights = type == PK_KING || type == PK_ROOK || pos->halfmove == 0
                                 ? rights_960_after(pos, us, type, from, to)
                                 : castling;
                pos->key ^= zobrist_castling[castling] ^ zobrist_castling[rights];
                pos->castling = rights;
            }
        }
    } else {
        pos->halfmove = halfmove;
    }
    pos->fullmove += (uint32_t)us; /* after Black's move (PK_BLACK is 1) */
    pos->key ^= zobrist_side;
    update_check_info(pos);
}

void pk_position_play_type(pk_position *pos, pk_move m, int type) { pk_position_play_inline(pos, m, type); }

int pk_square_parse(const char *s)
{
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return PK_NO_SQUARE;
    return PK_SQ(s[0] - 'a', s[1] - '1');
}

void pk_square_name(int sq, char out[3])
{
    out[0] = (char)('a' + PK_FILE(sq));
    out[1] = (char)('1' + PK_RANK(sq));
    out[2] = 0;
}
