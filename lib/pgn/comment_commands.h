/* Comment commands: the bracketed commands that tools write inside PGN comments,
 * "{[%clk 0:03:12][%eval 0.17] text}": [%clk] (the mover's time left), [%emt] (the time the
 * move took), [%eval] (an engine's evaluation), [%csl] and [%cal] (coloured squares and arrows).
 * Read from a comment's text; the comment itself is kept as written. */
#ifndef PK_COMMENT_COMMANDS_H
#define PK_COMMENT_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef struct {
    const char *name;  /* after "[%": "clk", "eval", ... */
    size_t name_len;
    const char *args;  /* what follows the name up to the ']', blanks around left out */
    size_t args_len;
    size_t offset;     /* of its '[' in the comment's text */
} pk_comment_command;

/* The next command of a comment's text (len bytes) from *pos (start it at 0); false when there
 * is no more. A "[%" without its ']' ends the search. */
bool pk_comment_next_command(const char *text, size_t len, size_t *pos, pk_comment_command *cmd);
/* Whether a comment node's text is what the reader kept of text it could not read ("pgnkit: not
 * read: [%clk 0:01]", already reported where it stands): no commands are taken from it. */
bool pk_comment_is_unread(const char *text, size_t len);
/* Whether cmd is the command named name. */
bool pk_comment_command_is(const pk_comment_command *cmd, const char *name);

/* A clock or elapsed time: H:MM:SS with minutes and seconds under 60, hours of any number of
 * digits, and a fraction of a second after a '.' allowed ("0:03:12", "01:30:19", "0:00:09.8").
 * Into milliseconds (a finer fraction is cut); false when the text is not of that form. */
bool pk_parse_clock(const char *s, size_t len, int64_t *ms);
/* The same clock as text into out: "0:03:12", with the fraction when there is one ("0:00:09.8"). */
void pk_format_clock(int64_t ms, char *out, size_t size);

/* An evaluation: "0.17", "-1.5", "+3" (pawns, from White's side), or "#3" / "#-3" (mate in so
 * many moves, the sign telling who mates); a ",depth" after it is allowed and left out. */
typedef struct {
    bool mate;
    int mate_in;        /* mate: moves, negative when Black mates */
    double centipawns;  /* not mate */
} pk_eval;
bool pk_parse_eval(const char *s, size_t len, pk_eval *e);

/* What the comments right after a move (before the next move or variation) hold: the first
 * clock, elapsed time and evaluation of them that could be read, and where the [%csl] and
 * [%cal] lists are. */
typedef struct {
    bool has_clk, has_emt, has_eval;
    int64_t clk_ms, emt_ms;
    pk_eval eval;
} pk_move_commands;
/* The commands in the comments that follow node index i (a move) of g at its depth. */
void pk_move_commands_of(const pk_game *g, size_t i, pk_move_commands *mc);

/* The main-line moves of g that have a readable clock, and those that have an evaluation, in
 * the comments after them. */
void pk_game_count_commands(const pk_game *g, uint32_t *clocks, uint32_t *evals);

#endif
