/* The table of subcommands, one row each (the shape of git.c's): main looks a name up here,
 * and the completion check reads every command's options from it. It stands apart from the
 * option parser (cli.c), which the commands use, so that no two files need each other. */
#include "cli.h"

const cli_command *const cli_commands[] = {&validate_command, &convert_command, &replay_command, &fen_command, NULL};
