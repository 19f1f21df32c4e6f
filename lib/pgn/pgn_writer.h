/* PGN export format: tags in the standard's order, movetext wrapped under 80 columns,
 * single spaces, LF line ends, a blank line after the tags and after the movetext. */
#ifndef PK_PGN_WRITER_H
#define PK_PGN_WRITER_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

#define PK_PGN_WIDTH 79
#define PK_PGNW_BUFFER 8192

/* The text goes through the writer's own buffer, handed to `out` in large pieces: a game
 * written word by word through stdio spends more in stdio's locking and bookkeeping than in
 * everything else. pk_pgnw_end and pk_pgnw_flush leave the buffer empty (the tags stay
 * buffered with the movetext that follows them). */
typedef struct {
    FILE *out;
    int column;   /* characters on the current line */
    bool glue;    /* the next word follows without a space ("(" was just written) */
    size_t used;  /* bytes waiting in buffer */
    char buffer[PK_PGNW_BUFFER];
} pk_pgn_writer;

void pk_pgnw_init(pk_pgn_writer *w, FILE *out);
/* Hands what is buffered to the FILE (whose errors ferror then tells). */
void pk_pgnw_flush(pk_pgn_writer *w);
/* The Seven Tag Roster first (missing ones as "?", Result from `result` when given), then the
 * other tags in ASCII order of name, with the repeats of roster tags among them; then the blank
 * line. */
void pk_pgnw_tags(pk_pgn_writer *w, const pk_game *g, const char *result);
/* pk_pgnw_tags with the Result tag's value as the game has it, or `result` when it has none
 * (pk_pgnw_tags with pk_game_tag(g, "Result") or result, without looking for the tag twice). */
void pk_pgnw_tags_or_result(pk_pgn_writer *w, const pk_game *g, const char *result);
/* A tag's new value (convert --fix): it replaces the value of the first tag of that name, or is a
 * tag added when the game has none. */
typedef struct {
    const char *name, *value;
} pk_tag_change;
#define PK_PGNW_CHANGES_MAX 8
/* pk_pgnw_tags with up to PK_PGNW_CHANGES_MAX changes. */
void pk_pgnw_tags_changed(pk_pgn_writer *w, const pk_game *g, const char *result, const pk_tag_change *changes,
                          size_t n_changes);
/* One tag, for writers with an order of their own: its value escaped as PGN wants ('"' and '\'),
 * line breaks dropped. pk_pgnw_tags_end then writes the blank line after the tags. */
void pk_pgnw_tag(pk_pgn_writer *w, const char *name, const char *value);
void pk_pgnw_tags_end(pk_pgn_writer *w);
/* One movetext word, preceded by a space or a line break. */
void pk_pgnw_word(pk_pgn_writer *w, const char *s, size_t len);
/* pk_pgnw_word for an ASCII word made in place, with no copy: pk_pgnw_word_start returns where
 * to write at most max_len bytes (max_len < PK_PGNW_BUFFER), and pk_pgnw_word_finish then
 * places the len bytes written there as pk_pgnw_word would. Nothing else may be written
 * between. ASCII only (moves in every notation are): the word takes a column a byte, so it is
 * not read back to count its characters, which would stall on the bytes just stored. */
static inline char *pk_pgnw_word_start(pk_pgn_writer *w, size_t max_len)
{
    /* the byte before the word is kept for the space or line break still to be decided */
    if (max_len + 1 > PK_PGNW_BUFFER - w->used)
        pk_pgnw_flush(w);
    return w->buffer + w->used + 1;
}
void pk_pgnw_word_finish(pk_pgn_writer *w, size_t len);
/* pk_pgnw_word for an ASCII word (a result marker, "1-0"): a column a byte, placed as a word made
 * in place is. */
static inline void pk_pgnw_ascii_word(pk_pgn_writer *w, const char *s, size_t len)
{
    char *word = pk_pgnw_word_start(w, len);
    memcpy(word, s, len);
    pk_pgnw_word_finish(w, len);
}

/* A run of ASCII words made in place one after the other (a game's moves), with the writer's
 * place held in the caller's locals while it lasts: kept in the writer, they would be loaded
 * again after each byte stored in the buffer, which may alias them. The run stands for the
 * writer's column by where its line would pass the width (line_end), so that placing a word
 * compares its end with that and counts no column. pk_pgnw_run_start takes the place from w,
 * and may only be called when pk_pgnw_run_placeable says so (not for the first word of a line,
 * which no space precedes, nor after "(": such a word goes through pk_pgnw_word_start and
 * pk_pgnw_word_finish instead). pk_pgnw_run_room gives room for two words of PK_PGNW_RUN_WORD
 * bytes, the first of them written one byte after run.at; pk_pgnw_run_place places a word
 * written there, given its end, as pk_pgnw_word would, and the next word goes one byte after
 * the new run.at. pk_pgnw_run_stop gives the place back to w, before anything else is written
 * through it. The run goes by value, never by address, so that it can stay in registers. */
#define PK_PGNW_RUN_WORD 64
typedef struct {
    char *at;       /* the end of the buffered text */
    char *room_end; /* past this, two words may not fit: the buffer is to be flushed */
    char *line_end; /* where the line reaches PK_PGN_WIDTH characters */
} pk_pgnw_run;

/* Whether the next word is placed after a space or a line break: not the first of a line, nor
 * one after "(". */
static inline bool pk_pgnw_run_placeable(const pk_pgn_writer *w) { return !w->glue && w->column > 0; }

static inline pk_pgnw_run pk_pgnw_run_start(pk_pgn_writer *w)
{
    char *at = w->buffer + w->used;
    return (pk_pgnw_run){at, w->buffer + PK_PGNW_BUFFER - 1 - 2 * PK_PGNW_RUN_WORD, at + (PK_PGN_WIDTH - w->column)};
}

static inline void pk_pgnw_run_stop(pk_pgn_writer *w, pk_pgnw_run run)
{
    w->used = (size_t)(run.at - w->buffer);
    w->column = PK_PGN_WIDTH - (int)(run.line_end - run.at);
}

static inline pk_pgnw_run pk_pgnw_run_room(pk_pgn_writer *w, pk_pgnw_run run)
{
    if (run.at > run.room_end) {
        pk_pgnw_run_stop(w, run);
        pk_pgnw_flush(w);
        run = pk_pgnw_run_start(w);
    }
    return run;
}

static inline pk_pgnw_run pk_pgnw_run_place(pk_pgnw_run run, char *word_end)
{
    /* a space, or a line break when the word would pass the width: chosen without a branch,
     * which could not be foreseen; after a break, the line is the word's */
    bool wrap = word_end > run.line_end;
    run.at[0] = wrap ? '\n' : ' ';
    run.line_end = wrap ? run.at + 1 + PK_PGN_WIDTH : run.line_end;
    run.at = word_end;
    return run;
}

/* A word glued to the previous one (no space): ")" after a move. */
void pk_pgnw_glued(pk_pgn_writer *w, const char *s, size_t len);
/* "(": the next word is glued to it. */
void pk_pgnw_open(pk_pgn_writer *w);
/* A move with its number ("12." or "12...", or NULL) kept on one line. */
void pk_pgnw_move(pk_pgn_writer *w, const char *number, const char *move);
/* A { } comment, broken at spaces to fit (runs of blanks become one). */
void pk_pgnw_comment(pk_pgn_writer *w, const char *text, size_t len);
/* A % escape line, alone on its line. */
void pk_pgnw_escape(pk_pgn_writer *w, const char *text, size_t len);
/* Ends the movetext: newline and blank line; flushes. */
void pk_pgnw_end(pk_pgn_writer *w);

#endif
