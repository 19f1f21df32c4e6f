/* Writing checked games in another notation: PGN export layout for every move notation, or
 * one JSON object per game. Nothing is lost: tags, comments, NAGs, variations, escape lines
 * and results are kept; what could not be replayed is kept verbatim in a comment. */
#ifndef PK_CONVERT_H
#define PK_CONVERT_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "pgn_writer.h"

typedef enum {
    PK_TO_SAN = 0,
    PK_TO_LAN,
    PK_TO_UCI,
    PK_TO_ICCF,
    PK_TO_DESCRIPTIVE,
    PK_TO_JSON,
    PK_TO_ICCS,      /* Xiangqi notations */
    PK_TO_WXF,
    PK_TO_CHINESE,
} pk_target;

/* True for the targets written from each move's SAN facts: the check that comes before writing
 * should keep them (pk_check_options.record_san), so that writing needs no second replay. */
static inline bool pk_target_uses_san_facts(pk_target t) { return t == PK_TO_SAN || t == PK_TO_LAN || t == PK_TO_JSON; }

/* The corrections of convert --fix that the writer applies beyond writing moves in their
 * standard form (pk_game_fix fills it; fix.h). */
typedef struct {
    const char *result;       /* the result to write, in the Result tag and as the marker; NULL:
                                 as read */
    pk_tag_change tags[4];    /* tags whose value is set (SetUp "1", the FEN repaired, the
                                 Result tag in PGN's form) or added */
    size_t n_tags;
    char fen[128];            /* the FEN of tags[], when one is set */
} pk_fix;

typedef struct {
    pk_target target;
    const pk_lang *lang;   /* SAN/LAN piece letters; descriptive: en or it; NULL: English */
    bool figurine;         /* SAN/LAN in PGN: piece glyphs (♘f3) in place of English letters */
    const pk_fix *fix;     /* convert --fix: the corrections to apply (PGN targets); NULL: none */
} pk_convert_options;

/* Writes one game (already through pk_game_check), through its row of the variant table
 * (variant.c). A game asked for in a notation its game does not write (a chess game in a
 * Xiangqi notation) is written as it was read, token for token, and 1 is returned so that the
 * caller can say so; a Xiangqi game asked for in a chess notation is written in its own (the
 * notation it was read in). Returns 0, 1, or -1 on a write error. */
int pk_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt);
/* Whether pk_convert_game writes g (checked) in the notation target, rather than as it was read
 * (returning 1): known before it is written, so that the caller can say so first. */
bool pk_convert_writes_as_asked(const pk_game *g, pk_target target);

/* Writes a game as it was read, token for token (tags, movetext, result): returns 1, or -1 on a
 * write error. */
int pk_convert_verbatim(FILE *out, const pk_game *g);

/* Writes the comments and escape lines of a stray record (pk_game.stray) as they were; for
 * JSON, as one object {"stray":[...]} on its own line, holding {"comment":"..."} and
 * {"escape":"..."} items in order. */
void pk_convert_stray(FILE *out, const pk_game *g, const pk_convert_options *opt);

/* The move in the target notation (not JSON), with check signs where the notation has them. */
size_t pk_format_move(const pk_position *pos, pk_move m, const pk_convert_options *opt, char *out);

#endif
