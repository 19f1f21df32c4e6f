/* A game record read from PGN (tags, movetext nodes, diagnostics), its replay through the
 * rules, and its verdict. One pk_game is reused from game to game: its arrays are kept and
 * cleared, so reading a file allocates only while games grow past their predecessors. */
#ifndef PK_GAME_H
#define PK_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "lang.h"
#include "pgn_lexer.h"
#include "position.h"

#define PK_LIMIT_TAGS 1000          /* tags per game */
#define PK_LIMIT_NODES 500000       /* movetext items per game (moves, comments, NAGs, ...) */
#define PK_LIMIT_DEPTH 64           /* variation nesting */
#define PK_LIMIT_GAME_TEXT (48u << 20) /* bytes of text kept per game */
#define PK_LIMIT_DIAGS 100          /* diagnostics kept per game; then one 'limit' */

typedef enum {
    PK_NODE_MOVE,
    PK_NODE_COMMENT,
    PK_NODE_NAG,
    PK_NODE_OPEN,
    PK_NODE_CLOSE,
    PK_NODE_ESCAPE,
} pk_node_kind;

/* pk_node.flags: the token's PK_TOKF_* bits that a node keeps, and bits set by the replay */
#define PK_NODE_TOKEN_FLAGS 0x1F
#define PK_NODEF_SIGN_PLUS 0x20   /* a lone '+' follows this move */
#define PK_NODEF_SIGN_MATE 0x40   /* a lone '#' follows this move */
#define PK_NODEF_DETACHED 0x80    /* this word is a lone sign or e.p. belonging to the move before */

typedef struct { /* 28 bytes: the small fields first, so that no padding is needed */
    uint8_t kind;        /* pk_node_kind */
    uint8_t flags;       /* PK_TOKF_* of the token */
    uint16_t depth;      /* variation depth: 0 main line */
    pk_move move;        /* resolved by replay; PK_MOVE_NONE before or on failure */
    uint8_t dots;        /* moves: the dots of that number (1 "12.", 3 "12...") */
    uint8_t san;         /* moves: their pk_san_facts, when the check was asked to record them */
    uint32_t line, column;
    uint32_t text, len;  /* into the game's text arena */
    int32_t number;      /* NAG value; for moves, the move number written before it (0 none) */
} pk_node;

typedef struct {
    uint32_t name, name_len, value, value_len;
    uint32_t line, column;  /* of the '[' */
} pk_tag;

typedef enum {
    PK_NOTATION_AUTO = 0,
    PK_NOTATION_SAN,
    PK_NOTATION_LAN,
    PK_NOTATION_UCI,
    PK_NOTATION_ICCF,
    PK_NOTATION_DESCRIPTIVE,
    PK_NOTATION_ICCS,         /* the Xiangqi notations */
    PK_NOTATION_WXF,
    PK_NOTATION_CHINESE,
} pk_notation;

typedef struct {
    bool strict;              /* warnings count as errors */
    const struct pk_variant *variant; /* the game's row of the variant table (variant.h);
                                 NULL: found per game (its tags and moves) */
    const pk_lang *lang;      /* NULL: found per game */
    pk_notation notation;     /* AUTO: found per game */
    bool allow_null;          /* accept -- and Z0 in chess */
    int coords;               /* the number of the first rank in the coordinate notations that
                                 have a choice (Xiangqi's ICCS): 0 (the default) or 1 */
    bool record_san;          /* keep each chess move's SAN facts in its node (pk_node.san), for
                                 writing the game without playing it again */
} pk_check_options;

typedef struct pk_game {
    /* record */
    char *text;
    size_t text_len, text_cap;
    pk_tag *tags;
    size_t n_tags, tags_cap;
    uint64_t tag_keys;        /* bit pk_tag_key of each tag's name: a name without its bit is no tag here */
    pk_node *nodes;
    size_t n_nodes, nodes_cap;
    pk_diag *diags;
    size_t n_diags, diags_cap;
    size_t n_errors, n_warnings;
    uint64_t number;          /* 1-based game number in its file */
    uint64_t end_offset;      /* bytes of the input read when the game had been read */
    uint32_t line, column;    /* where the game starts */
    pk_result result;         /* termination marker; PK_RESULT_NONE when missing */
    uint32_t result_line, result_column;
    uint32_t result_text, result_len;
    bool latin1;              /* some text was read as CP1252 */
    bool stray;               /* no tags, moves or result: only comments or escape lines left
                                 over after the last game (not a game; kept by convert) */
    uint32_t letters;         /* capital letters used in move words (A = bit 0), castling aside */
    bool sign_words;          /* some move word may be a lone sign or e.p. ("+", "#", "e.p.") */
    bool variations;          /* some '(' was read: the game has variations */
    /* verdict, filled by pk_game_check */
    const struct pk_variant *row; /* the variant table's row of the game (variant.h); NULL before,
                                 and while a game whose Variant tag names no row is checked */
    uint32_t plies;           /* main-line plies replayed */
    bool valid;
    const char *outcome;      /* "checkmate", ... or NULL */
    const char *variant;      /* its row's name, or "chess960", "unknown" for a game not played */
    const char *notation;     /* "san", "iccf", ... */
    const pk_lang *lang;      /* for SAN and descriptive games (descriptive: en or it) */
    bool san_recorded;        /* the replayed moves' nodes hold their SAN facts (pk_node.san) */
    bool set_up;              /* the starting position could be set up (start is meaningful) */
    pk_position start;        /* chess board games: the position before the first move */
    pk_position final;        /* chess board games: the main line's last position reached */
    void *row_data;           /* what the checker of a game on another board keeps of it (its
                                 positions): row_data_size bytes, kept from game to game */
    size_t row_data_size;
    uint64_t *keys;           /* main-line Zobrist keys by ply (repetition) */
    size_t keys_cap;
} pk_game;

typedef struct pk_game_reader pk_game_reader;

/* Reads games from a lexer (which stays the caller's). */
pk_game_reader *pk_game_reader_new(pk_pgn_lexer *lx);

/* What a game's files say of their encoding (a row of the variant table's reader hint): a tag
 * named tag whose value holds one of words (any case) makes the text that is not UTF-8 read as
 * GBK rather than Latin-1 when gbk is set. */
typedef struct {
    const char *tag;
    const char *const *words; /* NULL-terminated */
    bool gbk;
} pk_encoding_hint;
/* The hints the reader follows (n of them, PK_READER_HINTS_MAX at most, copied; NULL entries are
 * skipped): the variant table's (pk_variant_reader_new sets them). */
#define PK_READER_HINTS_MAX 16
void pk_game_reader_hint(pk_game_reader *r, const pk_encoding_hint *const *hints, size_t n);
void pk_game_reader_free(pk_game_reader *r);
/* The next game into g (cleared first); false when the input holds no more games, or when the
 * next game would start at the stop offset or past it (below). */
bool pk_game_read(pk_game_reader *r, pk_game *g);
/* Reading a piece of the input (a file read on several threads): no game that starts at offset
 * or past it is read, when it starts at a place where another lexer can start reading
 * (pk_pgn_resume); a game that starts past it elsewhere is read, and the reader stops at the
 * next such place. pk_game_reader_stopped then tells that place (after pk_game_read returned
 * false): the piece after this one must start there to read what one reader would. */
void pk_game_reader_stop_at(pk_game_reader *r, uint64_t offset);
bool pk_game_reader_stopped(const pk_game_reader *r, pk_pgn_resume *at);

void pk_game_init(pk_game *g);
void pk_game_clear(pk_game *g);
void pk_game_free(pk_game *g);
/* The checker's own store of a game on another board (pk_game.row_data), of at least size bytes
 * (grown when needed, kept from game to game); NULL when memory runs out. */
void *pk_game_row_data(pk_game *g, size_t size);
/* Bytes of memory held by g's arrays (their capacity, not what the current game uses). */
size_t pk_game_footprint(const pk_game *g);

/* Replays g through the rules of its game (the variant table's row for it, variant.c) and
 * checks every rule; fills the verdict fields. */
void pk_game_check(pk_game *g, const pk_check_options *opt);

/* Shared by every game's checker (game_verdict.c). The termination marker against the Result tag (missing marker, result-mismatch); returns the
 * game's result (the marker, else the tag) and where a result diagnostic belongs. */
pk_result pk_game_check_termination(pk_game *g, uint32_t *line, uint32_t *column);

/* When the game has no result at all (no marker, no Result tag) and its end decides one: the
 * note of the missing marker suggests it, for convert --fix to write. */
void pk_game_note_decided_result(pk_game *g, pk_result decided);

/* Puts the diagnostics in the order of the text (stable). */
void pk_game_sort_diags(pk_game *g);

/* The result marker to end the movetext with when the game is written: the one read, else
 * the Result tag's result when it is one, else "*" (a marker that disagrees with nothing). */
const char *pk_game_result_marker(const pk_game *g);
/* A tag name's bit in pk_game.tag_keys: its length and first byte, folded into 64. */
static inline unsigned pk_tag_key(size_t len, char first) { return (unsigned)(len * 8 + (unsigned char)first) & 63; }
/* The first tag of that name (with its line and column), or NULL. Inline: a game's checks look
 * up a dozen tags by literal names, whose length the compiler then knows; most of these tags
 * are missing from most games, which tag_keys tells without going through the tags. */
static inline const pk_tag *pk_game_find_tag(const pk_game *g, const char *name)
{
    size_t len = strlen(name);
    if (!((g->tag_keys >> pk_tag_key(len, name[0])) & 1))
        return NULL;
    for (size_t i = 0; i < g->n_tags; i++)
        if (g->tags[i].name_len == len && memcmp(g->text + g->tags[i].name, name, len) == 0)
            return &g->tags[i];
    return NULL;
}
/* Tag value by name (NUL-terminated in the arena), or NULL. */
static inline const char *pk_game_tag(const pk_game *g, const char *name)
{
    const pk_tag *t = pk_game_find_tag(g, name);
    return t ? g->text + t->value : NULL;
}
static inline const char *pk_game_str(const pk_game *g, uint32_t off) { return g->text + off; }

/* Records a diagnostic (printf-style message); beyond PK_LIMIT_DIAGS only counts it. */
pk_diag *pk_game_diag(pk_game *g, pk_severity sev, const char *code, uint32_t line, uint32_t column,
                      uint32_t ply, const char *move, size_t move_len, const char *fmt, ...)
    __attribute__((format(printf, 9, 10), cold));

#endif
