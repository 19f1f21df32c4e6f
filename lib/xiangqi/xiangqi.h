/* Xiangqi (Chinese chess), pgnkit-rules(7), XIANGQI: the position, legal moves, make and unmake,
 * check, game end (no legal move, 120 plies without capture, no attacking material,
 * repetition with perpetual check and chase), Zobrist keys, perft, and FEN in and out.
 *
 * The board is a 90-point mailbox: square = file + 9 * rank, files a-i = 0-8 from Red's left,
 * ranks 0-9 from Red's side (ICCS coordinates: a0 = 0, i9 = 89). Red moves first. */
#ifndef PK_XIANGQI_H
#define PK_XIANGQI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "fen.h" /* pk_fen_error: FEN diagnostics look alike in every game */

enum { PK_XQ_FILES = 9, PK_XQ_RANKS = 10, PK_XQ_SQUARES = 90 };
#define PK_XQ_SQ(file, rank) ((int)((file) + 9 * (rank)))
#define PK_XQ_FILE(sq) ((int)(sq) % 9)
#define PK_XQ_RANK(sq) ((int)(sq) / 9)
#define PK_XQ_NO_SQUARE 127

enum { PK_XQ_RED = 0, PK_XQ_BLACK = 1 };

typedef enum {
    PK_XQ_GENERAL = 0,
    PK_XQ_ADVISOR,
    PK_XQ_ELEPHANT,
    PK_XQ_HORSE,
    PK_XQ_CHARIOT,
    PK_XQ_CANNON,
    PK_XQ_SOLDIER,
    PK_XQ_TYPES
} pk_xq_type;
#define PK_XQ_NO_TYPE (-1)

/* Board codes: 0 empty, else 1 + type + 8 * colour (Red 1-7, Black 9-15). */
#define PK_XQ_PIECE(color, type) ((uint8_t)(1 + (type) + 8 * (color)))
#define PK_XQ_PIECE_TYPE(code) (((code) - 1) & 7)
#define PK_XQ_PIECE_COLOR(code) (((code) - 1) >> 3)

/* A move in 16 bits: from (7 bits), to (7 bits). 0 (a0a0) is no move. */
typedef uint16_t pk_xq_move;
#define PK_XQ_MOVE_NONE ((pk_xq_move)0)
#define PK_XQ_MOVE(from, to) ((pk_xq_move)((from) | ((to) << 7)))
#define PK_XQ_MOVE_FROM(m) ((int)((m) & 127))
#define PK_XQ_MOVE_TO(m) ((int)(((m) >> 7) & 127))

/* More than the most legal moves any Xiangqi position has (about 120 with every man free). */
#define PK_XQ_MAX_MOVES 160

typedef struct {
    pk_xq_move moves[PK_XQ_MAX_MOVES];
    int count;
} pk_xq_movelist;

typedef struct pk_xq_position {
    uint64_t men[2][2];   /* squares of each side's men: bit s of [c][0] for s < 64, bit s-64 of [c][1] */
    uint64_t key;         /* Zobrist key of men and side to move */
    uint32_t halfmove;    /* plies since the last capture (only a capture resets it) */
    uint32_t fullmove;    /* starts at 1, grows after Black's move */
    uint8_t board[PK_XQ_SQUARES + 6]; /* past the 90 points: always empty (a sentinel for lookups) */
    uint8_t general[2];   /* square of each general, PK_XQ_NO_SQUARE when absent (FEN rejects that) */
    uint8_t side;         /* PK_XQ_RED or PK_XQ_BLACK */
    uint8_t count[16];    /* men on the board by board code */
    uint32_t lines[19];   /* the points taken, by line: files a-i (bits r and 25 - r: rank r), then ranks
                           * 0-9 (bits f and 25 - f: file f); each line read both ways (xiangqi.c) */
} pk_xq_position;

/* What do/undo keeps to take a move back. */
typedef struct {
    uint64_t key;
    uint32_t halfmove;
    uint8_t captured;     /* board code taken, 0 for none */
} pk_xq_undo;

/* Tables (step lists, Zobrist keys); every entry point calls it. Thread-safe, idempotent. */
void pk_xq_init(void);

/* ---- position ---- */
void pk_xq_clear(pk_xq_position *pos);           /* empty board, Red to move, move 1 */
void pk_xq_startpos(pk_xq_position *pos);
void pk_xq_put(pk_xq_position *pos, int color, int type, int sq);  /* on an empty point */
void pk_xq_remove(pk_xq_position *pos, int sq);
void pk_xq_set_side(pk_xq_position *pos, int color);              /* keeps the key right */
/* Recomputes the key from scratch (pk_xq_put and friends keep it up to date already). */
uint64_t pk_xq_compute_key(const pk_xq_position *pos);

static inline int pk_xq_type_on(const pk_xq_position *pos, int sq)
{
    return pos->board[sq] ? PK_XQ_PIECE_TYPE(pos->board[sq]) : PK_XQ_NO_TYPE;
}
static inline int pk_xq_count(const pk_xq_position *pos, int color, int type)
{
    return pos->count[PK_XQ_PIECE(color, type)];
}
static inline bool pk_xq_is_capture(const pk_xq_position *pos, pk_xq_move m)
{
    return pos->board[PK_XQ_MOVE_TO(m)] != 0;
}
/* True for a Red square on ranks 0-4, a Black square on ranks 5-9. */
static inline bool pk_xq_own_half(int color, int sq)
{
    return color == PK_XQ_RED ? PK_XQ_RANK(sq) <= 4 : PK_XQ_RANK(sq) >= 5;
}
bool pk_xq_in_palace(int color, int sq);

/* ICCS square names "a0".."i9"; pk_xq_square_parse returns PK_XQ_NO_SQUARE when s is none. */
void pk_xq_square_name(int sq, char out[3]);
int pk_xq_square_parse(const char *s);

/* ---- attacks and check ---- */
/* True when a man of `by` could capture an enemy man standing on `sq` (pseudo-legally: the
 * capturer's own general is not considered; an empty point counts as if a man stood there).
 * When sq holds the other general, facing it on an open file counts too. */
bool pk_xq_attacked(const pk_xq_position *pos, int sq, int by);
/* The general of `color` attacked, or facing the other general on an open file. */
bool pk_xq_general_attacked(const pk_xq_position *pos, int color);
bool pk_xq_in_check(const pk_xq_position *pos);

/* ---- moves ---- */
void pk_xq_generate_legal(const pk_xq_position *pos, pk_xq_movelist *list);
/* Legal moves of the man on `from` (none when it is not the side to move's). */
void pk_xq_generate_legal_from(const pk_xq_position *pos, int from, pk_xq_movelist *list);
/* Legal moves of the side to move ending on `to` (type PK_XQ_NO_TYPE: any type). */
void pk_xq_generate_legal_to(const pk_xq_position *pos, int type, int to, pk_xq_movelist *list);
bool pk_xq_has_legal_move(const pk_xq_position *pos);
/* What a replay asks after every move, in one pass: whether the side to move is in check (its
 * general attacked, or facing the other), and whether it has a legal move (found by looking
 * at one man after another until one has). */
typedef struct {
    bool in_check, has_legal_move;
} pk_xq_state;
pk_xq_state pk_xq_state_of(const pk_xq_position *pos);
/* The same, faster, for `after` reached by the legal move m from a position whose side not to
 * move was not in check (true of every position a game reaches from a start that passed
 * pk_xq_position_check): the attack test then runs only for a move that can give check.
 * Like pk_xq_move_is_legal_known, for the replay's every move, it leaves out pk_xq_init():
 * the position was set up by pk_xq_clear, pk_xq_startpos or pk_xq_fen_parse, which call it.
 * mobile: a hint kept by the caller for the side to move (any value to start with): the
 * square of a man that last had a move needing no test, looked at first (the same man most
 * often still has one two plies later); updated when another is found. */
pk_xq_state pk_xq_state_after(const pk_xq_position *after, pk_xq_move m, uint8_t *mobile);
/* Its first half alone: whether the side to move of `after` is in check (the same condition). */
bool pk_xq_in_check_after(const pk_xq_position *after, pk_xq_move m);
/* Its second half alone: whether the side to move has a legal move, in_check telling whether
 * it is in check (for a replay that could put off the question; mobile as above). */
bool pk_xq_has_legal_move_known(const pk_xq_position *pos, bool in_check, uint8_t *mobile);
/* A replay's step in one call (what pk_xq_move_is_legal_known, pk_xq_do and the first half of
 * pk_xq_state_after do, for the same position kind): when m is a legal move of pos (in_check:
 * whether its side to move is in check), plays it, filling undo, and returns true, with in
 * *gives_check whether the new side to move is in check; else returns false, pos as it was. */
bool pk_xq_play_legal(pk_xq_position *pos, pk_xq_move m, bool in_check, pk_xq_undo *undo, bool *gives_check);
/* The same for the move from `from` to `to`, both below 90 (read so, as ICCS is). */
bool pk_xq_play_legal_at(pk_xq_position *pos, int from, int to, bool in_check, pk_xq_undo *undo, bool *gives_check);
/* Any 16-bit value: true only for a legal move of the side to move. */
bool pk_xq_move_is_legal(const pk_xq_position *pos, pk_xq_move m);
/* The same, for a caller that knows whether the side to move is in check (a replay does, from
 * the move before): out of check, most moves then need no attack test. */
bool pk_xq_move_is_legal_known(const pk_xq_position *pos, pk_xq_move m, bool in_check);

/* Plays a legal move in place; do/undo keep what is needed to take it back. */
void pk_xq_play(pk_xq_position *pos, pk_xq_move m);
void pk_xq_do(pk_xq_position *pos, pk_xq_move m, pk_xq_undo *undo);
void pk_xq_undo_move(pk_xq_position *pos, pk_xq_move m, const pk_xq_undo *undo);
/* The key the position would have after the move, without playing it. */
uint64_t pk_xq_key_after(const pk_xq_position *pos, pk_xq_move m);

/* Leaf nodes at depth (bulk-counted at the last ply). */
uint64_t pk_xq_perft(const pk_xq_position *pos, int depth);
/* The same per root move: moves[i] and counts[i] for i < returned count (at most
 * PK_XQ_MAX_MOVES entries each). depth >= 1. */
int pk_xq_perft_divide(const pk_xq_position *pos, int depth, pk_xq_move *moves, uint64_t *counts);

/* ---- game end (pgnkit-rules(7), XIANGQI, Game end) ---- */
typedef enum {
    PK_XQ_ONGOING = 0,
    PK_XQ_CHECKMATED,        /* no legal move, in check: the side to move loses */
    PK_XQ_STALEMATED,        /* no legal move, not in check: the side to move loses as well */
    PK_XQ_DRAW_NO_CAPTURE,   /* 120 plies (60 moves each) without a capture */
    PK_XQ_DRAW_NO_ATTACKERS, /* neither side has a man that can cross the river */
} pk_xq_end;

#define PK_XQ_NO_CAPTURE_PLIES 120

/* Loss by having no legal move comes first, then the two draws. */
pk_xq_end pk_xq_game_end(const pk_xq_position *pos);
/* Only generals, advisors and elephants left on both sides: no horse, chariot, cannon or
 * soldier, whose board codes are 4-7 (Red) and 12-15 (Black), four counts each read at once. */
static inline bool pk_xq_no_attacking_material(const pk_xq_position *pos)
{
    uint32_t red, black;
    memcpy(&red, &pos->count[PK_XQ_PIECE(PK_XQ_RED, PK_XQ_HORSE)], sizeof red);
    memcpy(&black, &pos->count[PK_XQ_PIECE(PK_XQ_BLACK, PK_XQ_HORSE)], sizeof black);
    return (red | black) == 0;
}
/* Whether a legal move leaves the opponent's general attacked (flying general included). */
bool pk_xq_gives_check(const pk_xq_position *pos, pk_xq_move m);

/* Whether a legal move chases, and which men. The definition (a simplification of the Asian
 * rules, close to what engines use): after move m by side S, an enemy man T on square t is
 * chased when all of these hold:
 *   - T is not the general, and not a soldier still on its own side of the river;
 *   - a man A of S that is neither the general nor a soldier (those may chase freely) could
 *     now legally capture T if S were to move again;
 *   - the attack is new: before m, A (from the square it stood on then) could not legally
 *     capture T; this covers the moved man and men it uncovered;
 *   - T is not defended: after A takes on t, the side of T has no legal capture on t; or T is
 *     a chariot and A a horse or a cannon (a stronger man attacked counts even if defended);
 *   - it is not a mutual attack: when T has the same type as A and could itself legally take
 *     A now, offering the exchange is no chase.
 * Writes the squares of the chased men to targets (up to 16) and returns their number; with
 * targets NULL, returns 1 at the first man found chased (whether any is), else 0. */
int pk_xq_chased(const pk_xq_position *pos, pk_xq_move m, uint8_t *targets);
static inline bool pk_xq_move_chases(const pk_xq_position *pos, pk_xq_move m)
{
    return pk_xq_chased(pos, m, NULL) > 0;
}

/* Repetition. A caller replaying a game records one pk_xq_ply per move with pk_xq_ply_record
 * and asks pk_xq_judge_repetition after each; the verdict (pgnkit-rules(7), XIANGQI) is, when the
 * position after the last ply occurs for the third time since the start or the last capture:
 * over the plies from the first of the three occurrences on, a side that checked with every
 * one of its moves while the other did not loses; else a side that chased with every one of
 * its moves while the other did not loses; else the game is drawn. */
enum { PK_XQ_PLY_CHECK = 1, PK_XQ_PLY_CHASE = 2, PK_XQ_PLY_CAPTURE = 4 };
typedef struct {
    uint64_t key;   /* of the position after the ply */
    pk_xq_move move;
    uint8_t side;   /* who played it */
    uint8_t flags;  /* PK_XQ_PLY_* */
    uint8_t captured; /* the board code taken, 0 for none (to take the ply back) */
} pk_xq_ply;

typedef enum {
    PK_XQ_REP_NONE = 0,        /* not a third occurrence */
    PK_XQ_REP_DRAW,
    PK_XQ_REP_RED_LOSES,       /* Red checked (or chased) perpetually */
    PK_XQ_REP_BLACK_LOSES,
} pk_xq_rep_verdict;

/* Describes a legal move before it is played (check and chase tests included). */
void pk_xq_ply_record(const pk_xq_position *before, pk_xq_move m, pk_xq_ply *out);
/* start_key: the key of the position before plies[0]; plies[count-1] is the latest. */
pk_xq_rep_verdict pk_xq_judge_repetition(uint64_t start_key, const pk_xq_ply *plies, int count);
/* The plies whose flags pk_xq_judge_repetition reads: when the position after plies[count-1]
 * occurs for the third time, the index of the first of them (they run to count-1), else -1.
 * A replay can so leave out the chase test, the costly one, until a position comes back a
 * third time, and then run it on those plies only. */
int pk_xq_repetition_window(uint64_t start_key, const pk_xq_ply *plies, int count);
/* How often the position after plies[count-1] has occurred (1 = first time). */
int pk_xq_occurrences(uint64_t start_key, const pk_xq_ply *plies, int count);

/* ---- FEN (xiangqi_fen.c) ----
 * rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
 * Read: letters K A B|E N|H R C P (Red upper case), side w, r or b; fields 3 and 4 must be
 * '-' when present; the clocks may be left out (0 and 1), and so may fields 3-6 together.
 * Written: K A B N R C P, side w or b, "- -", the clocks. The halfmove clock counts plies
 * since the last capture. */
#define PK_XQ_FEN_MAX 128
extern const char pk_xq_fen_startpos[];

/* Parses and checks; 0, or -1 with err filled (err may be NULL). */
int pk_xq_fen_parse(pk_xq_position *pos, const char *text, pk_fen_error *err);
/* The placement checks alone, for positions set up by other means (field 1 or 2 at fault):
 * one general each inside its palace and not facing the other on an open file, advisors,
 * elephants and soldiers only on the points they can reach, at most the starting count of
 * each man, the side not to move not in check. */
int pk_xq_position_check(const pk_xq_position *pos, pk_fen_error *err);
/* Writes the FEN into out (PK_XQ_FEN_MAX bytes); returns its length. */
size_t pk_xq_fen_write(const pk_xq_position *pos, char *out);

#endif
