/* The variant table: one row per game pgnkit plays (chess, the kingless game, Xiangqi). The
 * reader, the checker, convert and the commands reach a game's rules through its row only;
 * nothing outside a game's own files names that game's functions. Adding a game is adding a row
 * (variant.c) and the files its entries point to. The choice of row is made once per game, never
 * per move: a game's hot loop calls its own functions directly.
 *
 * A row's positions and moves are its game's own types, which the callers of the table do not
 * see: a position is a block of position_size bytes (allocated by the caller, filled by the row's
 * entries), a move a pk_any_move. */
#ifndef PK_VARIANT_H
#define PK_VARIANT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "convert.h"
#include "fen.h" /* pk_fen_error: FEN diagnostics look alike in every game */
#include "game.h"
#include "match.h"

typedef uint32_t pk_any_move;          /* a move of a row's game */
#define PK_ANY_MOVE_NONE ((pk_any_move)0)
#define PK_ANY_MOVES_MAX 256           /* legal moves of a position, in any game */
#define PK_ANY_FEN_MAX 128             /* a FEN written by any row, with its NUL */
#define PK_ANY_MOVE_TEXT_MAX 64        /* a move written by any row, with its NUL */
#define PK_ANY_DIAGRAM_MAX 4096        /* a text diagram of any row */

/* A move read from command-line words (pgnkit fen): the move, or why none could be read. */
typedef struct {
    int status;               /* 0: read; else 1 bad move, 2 illegal move, 3 ambiguous move */
    pk_any_move move;         /* when read */
    int words;                /* words taken: the move's, and its sign words' */
    const char *text;         /* the move as read (a word, or `joined`) */
    char joined[128];
    char message[256];        /* when not read: why */
    char moves_meant[256];    /* when not read: the moves that fit, ", " apart; may be empty */
    const char *meant_label;  /* how the game names that list: "legal: ", "" */
} pk_move_words;

/* The shared options of reading moves from words: the SAN letters and coordinate numbering. */
typedef struct {
    const pk_lang *lang;
    int coords;               /* pk_check_options.coords */
} pk_words_options;

/* Called for each replayed move of a game's main line (pk_variant.walk_main), with the positions
 * around it; a non-zero return stops the walk. */
typedef int (*pk_main_step_fn)(void *ctx, uint32_t ply, const void *before, pk_any_move m, const void *after);

/* A game's positions and moves, for the commands that show them (pgnkit fen and replay): a row's
 * board. Several rows may share one (chess and the kingless game differ only in their FEN's
 * rules). */
typedef struct pk_board {
    size_t position_size;
    const char *coords_name;  /* the move's coordinates in replay's JSON: "uci", "iccs" */
    /* The FEN that the first of n command-line words give ("startpos", a FEN in one word or its
     * fields in several, the game's named starts) into fen; returns how many words it took. */
    int (*fen_words)(char *const *words, int n, char *fen, size_t size);
    /* Sets pos from a FEN: 0, or -1 with err saying which field is wrong and why. */
    int (*fen_read)(void *pos, const char *fen, pk_fen_error *err);
    /* The FEN of pos (PK_ANY_FEN_MAX bytes); ep_policy a pk_fen_ep_policy (chess boards). */
    void (*fen_write)(const void *pos, int ep_policy, char *out);
    /* Reads the move in words[0] (n > 0 words left) from pos into *r. */
    void (*read_move_words)(const void *pos, char *const *words, int n, const pk_words_options *o, pk_move_words *r);
    void (*play)(void *pos, pk_any_move m);
    /* The legal moves of pos into moves (PK_ANY_MOVES_MAX); returns how many. */
    int (*legal_moves)(const void *pos, pk_any_move *moves);
    uint64_t (*perft)(const void *pos, int depth);
    /* Perft of each legal move (depth >= 1): moves and counts in the order of legal_moves. */
    int (*perft_divide)(const void *pos, int depth, pk_any_move *moves, uint64_t *counts);
    /* The move m from pos in opt's target (PK_ANY_MOVE_TEXT_MAX bytes); for a target the game
     * does not write, in the notation g's moves were read in (g NULL: the game's first). */
    void (*format_move)(const void *pos, pk_any_move m, const pk_convert_options *opt, const pk_game *g, char *out);
    void (*format_coords)(pk_any_move m, char *out);   /* UCI, ICCS: 16 bytes */
    void (*diagram)(const void *pos, bool unicode, char *out, size_t size);
    void (*svg)(FILE *out, const void *pos, pk_any_move last);
    /* Whether pos is one the game starts from (fen --check --start): true with its name in what
     * ("the start position", "start 518"), else false with why not. */
    bool (*is_start)(const void *pos, char *what, size_t size);
    /* The position a checked game starts from (when g->set_up). */
    const void *(*start_of)(const pk_game *g);
    /* Each replayed move of a checked game's main line, in order. */
    void (*walk_main)(const pk_game *g, pk_main_step_fn fn, void *ctx);
} pk_board;

/* Moves of a game whose own move type is 16 bits wide, into the table's (n of them). */
static inline int pk_any_moves_widen(const uint16_t *own, int n, pk_any_move *moves)
{
    for (int i = 0; i < n; i++)
        moves[i] = own[i];
    return n;
}

/* A game's Variant tag as pk_variant_for reads it, once per game: its value, and the row that
 * value names. */
typedef struct pk_variant_tag {
    const char *value;             /* NULL: the game has no Variant tag */
    const struct pk_variant *row;  /* pk_variant_tagged(value); NULL without the tag, when the
                                      value names no row, or when it was not looked up (a row's
                                      own files, which call nothing of this file's) */
} pk_variant_tag;

typedef struct pk_variant {
    const char *name;   /* "chess", "kingless", "xiangqi": --variant's word, pk_game.variant */
    /* The values of the Variant tag that name this game (compared in any case); NULL-terminated.
     * An empty Variant tag names the first row's game. */
    const char *const *tag_names;
    /* What the game's files say of their encoding (for the reader); NULL when nothing. */
    const pk_encoding_hint *encoding_hint;
    /* True when the game is this row's whatever --variant says of other games (a notation only
     * this game has was asked for), or, with --variant=auto, when its tags or moves say so.
     * variant: the game's Variant tag as pk_variant_for read it (once for every row).
     * NULL: the row is chosen by --variant or the Variant tag only. */
    bool (*claims)(const struct pk_variant *self, const pk_game *g, const struct pk_variant_tag *variant,
                   const pk_check_options *opt);
    /* Replays g through the game's rules and fills the verdict fields (pk_game_check). */
    void (*check)(pk_game *g, const pk_check_options *opt);
    /* Writes a checked game in opt's target notation (pk_convert_game, which see); a target it
     * does not write (writes_target false) never reaches it. */
    int (*convert)(FILE *out, const pk_game *g, const pk_convert_options *opt);
    bool (*writes_target)(pk_target t);
    bool writes_roster;       /* its PGN has the Seven Tag Roster, "?" for the tags missing */
    const char *first_player; /* the side that moves first, as messages name it: "White", "Red" */

    /* Matches (validate --match): with the state of the matches in progress (match_state_size
     * bytes, zeroed at the start), takes the next checked game of this row; true when it
     * completes a match, scored into m. NULL: the game has no matches. */
    size_t match_state_size;
    bool (*pair_match)(void *state, const pk_game *g, pk_match *m);

    /* Its positions and moves (pgnkit fen and replay). */
    const struct pk_board *board;
} pk_variant;

/* The rows, in the order they are tried; the first (chess) is the one of a game no row claims. */
extern const pk_variant *const pk_variants[];
extern const size_t pk_variant_count;

/* The row for a game about to be checked: the first that claims it, else the one --variant
 * names, else the one its Variant tag names, else chess; NULL when the Variant tag names a game
 * no row plays. */
const pk_variant *pk_variant_for(const pk_game *g, const pk_check_options *opt);
/* The row's place in pk_variants. */
size_t pk_variant_index(const pk_variant *v);
/* The row named name ("chess", "kingless", "xiangqi"), or NULL. */
const pk_variant *pk_variant_named(const char *name);
/* The row whose tag_names hold value (any case, spaces around ignored), or NULL. */
const pk_variant *pk_variant_tagged(const char *value);
/* The rows' names, as a list for a sentence: "chess, kingless or xiangqi" (conj "or"). */
const char *pk_variant_names(const char *conj, char *out, size_t size);

/* A game reader that follows every row's encoding hint. */
pk_game_reader *pk_variant_reader_new(pk_pgn_lexer *lx);

#endif
