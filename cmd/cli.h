/* What every subcommand shares: its table row, one option parser that also prints the
 * usage, and small output helpers. */
#ifndef PK_CMD_CLI_H
#define PK_CMD_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "lang.h"

typedef struct {
    const char *name;      /* long name, without "--" */
    char short_name;       /* 0 when none */
    const char *arg;       /* NULL for a flag, else the value's name ("N", "FORMAT") */
    const char *help;
} cli_option;

typedef struct {
    const char *name;          /* "fen" */
    const char *synopsis;      /* "[OPTIONS] [FEN|startpos] [MOVE...]" */
    const char *summary;       /* one line */
    const cli_option *options; /* ends with a row whose name is NULL */
} cli_command;

/* Called once per option found: index into cmd->options, and its value (NULL for a flag).
 * Returns 0, or -1 after printing why the value is bad (the parse then fails with 2). */
typedef int (*cli_option_fn)(void *ctx, int index, const char *value);

enum { CLI_OK = 0, CLI_EXIT_0 = 1, CLI_USAGE = 2 };

/* Parses argv[1..]: options (GNU style: --name=value, --name value, -x value, -xvalue, "--"
 * ends options) through on_option; other words are left in args[0..*nargs). --help and -h
 * print the help and return CLI_EXIT_0; a bad option prints the usage to stderr and returns
 * CLI_USAGE. */
int cli_parse(const cli_command *cmd, int argc, char **argv, cli_option_fn on_option, void *ctx,
              char **args, int *nargs);
void cli_print_help(const cli_command *cmd, FILE *out);
/* "pgnkit fen: " prefixed message on stderr. */
void cli_error(const cli_command *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Parses a whole non-negative number; -1 when value is not one. */
long cli_number(const char *value, long max);
/* The values of the options that read games: --notation and --lang (auto or a language) into
 * check options. Return 0, or -1 after saying why. */
int cli_notation_value(const cli_command *cmd, const char *value, pk_check_options *check);
/* --variant=auto|chess|kingless|xiangqi into check options. */
int cli_variant_value(const cli_command *cmd, const char *value, pk_check_options *check);
/* --coords=0|1: how Xiangqi ICCS ranks are numbered on input (1: 1-10). */
int cli_coords_value(const cli_command *cmd, const char *value, int *xq_flags);
/* --jobs=N: a number of threads from 1 to 256. */
int cli_jobs_value(const cli_command *cmd, const char *value, int *jobs);
/* A --lang-like option's language code (or "auto", NULL, when allow_auto); an unknown code is
 * refused with the list of the valid ones. */
int cli_lang_value(const cli_command *cmd, const char *option, const char *value, bool allow_auto,
                   const pk_lang **lang);
/* True when stdout is a terminal whose locale is UTF-8. */
bool cli_utf8_terminal(FILE *f);

int cmd_fen(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_replay(int argc, char **argv);

#endif
