/* Opening the inputs that validate, convert and replay read: files or standard input. */
#ifndef PK_CMD_INPUT_H
#define PK_CMD_INPUT_H

#include <stdbool.h>

#include "cli.h"
#include "game.h"

typedef struct {
    const char *name;       /* for diagnostics: the path, or "<stdin>" */
    int fd;
    bool is_stdin;
    pk_pgn_lexer *lexer;
    pk_game_reader *reader;
} cmd_input;

/* Opens path ("-" is standard input); prints why and returns -1 when it cannot. */
int cmd_input_open(cmd_input *in, const char *path, const cli_command *cmd);
/* Closes it; returns -1 (after printing why) when reading had failed. */
int cmd_input_close(cmd_input *in, const cli_command *cmd);
/* Prints a game's diagnostics to f, in the text form of validate; strict: warnings are errors. */
void cmd_print_diags(FILE *f, const char *name, const pk_game *g, bool errors_only, bool strict);

#endif
