/* Opening the inputs that validate, convert and replay read: files or standard input, plain
 * or compressed, and each PGN member of an archive in turn. */
#ifndef PK_CMD_INPUT_H
#define PK_CMD_INPUT_H

#include <stdbool.h>

#include "batch.h"
#include "cli.h"
#include "game.h"
#include "pgn_unpack.h"

typedef struct {
    const char *name;       /* for diagnostics: the path, or "<stdin>"; "ARCHIVE:MEMBER" for a
                             * member of an archive */
    const char *path_name;  /* the path, or "<stdin>" */
    int fd;
    bool is_stdin;
    bool failed;            /* a part could not be read (said): the command's exit status is 2 */
    pk_pgn_lexer *lexer;
    pk_game_reader *reader;
    /* inside */
    unsigned char head[PK_PACKED_HEAD]; /* the first bytes, read to tell the format */
    size_t head_len, head_given;
    const pk_packed_format *packed; /* NULL: plain */
    pk_unpack *unpack;
    int streams;            /* streams of games opened so far */
    char *member_name;
    int file_error;         /* a read error (errno) met by pk_batch_run_file */
} cmd_input;

/* Opens path ("-" is standard input); prints why and returns -1 when it cannot. No stream of
 * games is open yet: cmd_input_next opens them. */
int cmd_input_open(cmd_input *in, const char *path, const cli_command *cmd);
/* Opens the next stream of games: the file itself, or the next PGN member of an archive (the
 * one stream a compressed file holds); sets name, lexer and reader. Returns 1, or 0 when none
 * is left. A part that cannot be read is said on standard error (and failed set) on the way. */
int cmd_input_next(cmd_input *in, const cli_command *cmd);
/* Checks the games of the stream opened (pk_batch_run's callbacks) on jobs threads: a plain
 * regular file named on the command line is read in pieces on all of them (pk_batch_run_file),
 * anything else by one reader in turns (pk_batch_run). Returns as they do. */
int cmd_input_run(cmd_input *in, int jobs, const pk_batch_callbacks *cb);
/* Closes it; returns -1 (after printing why) when reading had failed. */
int cmd_input_close(cmd_input *in, const cli_command *cmd);
/* Prints a game's diagnostics to f, in the text form of validate; strict: warnings are errors. */
void cmd_print_diags(FILE *f, const char *name, const pk_game *g, bool errors_only, bool strict);

#endif
