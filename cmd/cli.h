/* What every subcommand shares: its table row, typed option declarations (in the manner of
 * git's parse-options) read by one parser that also prints the usage, and small output
 * helpers.
 *
 * A command declares its options once, in a table of cli_option rows: each row says what the
 * option is called, what kind of value it takes and where the value goes (a field of the
 * command's options struct, named by its offset and checked for its type), so that the
 * parser, the --help text and the completion check all read the same rows, and reordering
 * the rows changes the order of the help lines only. The options that several commands take
 * (--lang, --from-lang, --notation, --variant, --coords, --jobs, --strict, --quiet, --help,
 * ...) are declared once below, as CLI_OPT_* macros. */
#ifndef PK_CMD_CLI_H
#define PK_CMD_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "lang.h"
#include "variant.h"

typedef enum {
    CLI_FLAG,    /* bool, set to true; takes no value */
    CLI_STRING,  /* const char *: the value as given (a file name) */
    CLI_NUMBER,  /* int: a whole number from min to max */
    CLI_CHOICE,  /* int: the value of one of the named choices, or given to set() */
    CLI_LANG,    /* const pk_lang *: a language code, or "auto" (NULL) when allow_auto */
    CLI_VARIANT, /* const pk_variant *: a row of the variant table by name, or "auto" (NULL)
                    when allow_auto; the help ends with the rows' names */
    CLI_HELP,    /* prints the help and ends the command with status 0 */
} cli_kind;

typedef struct {
    const char *name;    /* as written: "json" */
    int value;           /* what the field gets */
} cli_choice;

typedef struct {
    const char *name;           /* long name, without "--"; NULL ends a table */
    char short_name;            /* 0 when none */
    cli_kind kind;
    const char *arg;            /* the value's name in the usage ("N", "FORMAT"); NULL when none */
    const char *help;
    size_t field;               /* where the value goes: offset in the command's options struct */
    int min, max;               /* CLI_NUMBER: the range */
    const cli_choice *choices;  /* CLI_CHOICE: ends with a NULL name */
    const char *refusal;        /* CLI_NUMBER, CLI_CHOICE: what the value should be, for the
                                   message "--NAME: 'VALUE' is not REFUSAL"; for a choice NULL
                                   says the names ("text, json or yaml") */
    bool allow_auto;            /* CLI_LANG, CLI_VARIANT: "auto" is a value (NULL: found per game) */
    void (*set)(void *field, int value); /* CLI_CHOICE: sets the field itself (NULL: stores value) */
} cli_option;

/* The offset of field f of struct T, which must be of type `type` (a compile-time error else):
 * a row cannot send its value into a field of another type. */
#define CLI_FIELD(T, f, type) _Generic(((T *)0)->f, type: offsetof(T, f))

/* The kinds, for a command's own options. */
#define CLI_OPT_FLAG(s, n, T, f, h) \
    {.name = (n), .short_name = (s), .kind = CLI_FLAG, .help = (h), .field = CLI_FIELD(T, f, bool)}
#define CLI_OPT_STRING(s, n, a, T, f, h) \
    {.name = (n), .short_name = (s), .kind = CLI_STRING, .arg = (a), .help = (h), .field = CLI_FIELD(T, f, const char *)}
#define CLI_OPT_NUMBER(s, n, a, T, f, lo, hi, refused, h)                                                                    \
    {.name = (n), .short_name = (s), .kind = CLI_NUMBER, .arg = (a), .help = (h), .field = CLI_FIELD(T, f, int),          \
     .min = (lo), .max = (hi), .refusal = (refused)}
#define CLI_OPT_CHOICE(s, n, a, T, f, values, h) \
    {.name = (n), .short_name = (s), .kind = CLI_CHOICE, .arg = (a), .help = (h), .field = CLI_FIELD(T, f, int), .choices = (values)}
/* A choice whose refusal is not the list of its names. */
#define CLI_OPT_CHOICE_REFUSING(s, n, a, T, f, values, refused, h)                                                          \
    {.name = (n), .short_name = (s), .kind = CLI_CHOICE, .arg = (a), .help = (h), .field = CLI_FIELD(T, f, int),          \
     .choices = (values), .refusal = (refused)}
#define CLI_OPT_LANG(s, n, T, f, with_auto, h)                                                                              \
    {.name = (n), .short_name = (s), .kind = CLI_LANG, .arg = "LANG", .help = (h),                                        \
     .field = CLI_FIELD(T, f, const pk_lang *), .allow_auto = (with_auto)}
#define CLI_OPT_END {.name = NULL}

/* The shared options. Where the commands say the same, the help is here; where each says
 * what the option does for it, the help is an argument. */
#define CLI_OPT_HELP() {.name = "help", .short_name = 'h', .kind = CLI_HELP, .help = "show this help and exit"}
#define CLI_OPT_STRICT(T, f, h) CLI_OPT_FLAG('s', "strict", T, f, h)
#define CLI_OPT_QUIET(T, f, h) CLI_OPT_FLAG('q', "quiet", T, f, h)
#define CLI_OPT_ASCII(T, f, h) CLI_OPT_FLAG(0, "ascii", T, f, h)
#define CLI_OPT_JOBS(T, f, h) CLI_OPT_NUMBER('j', "jobs", "N", T, f, 1, 256, "a number of threads from 1 to 256", h)
/* --lang of the commands that read moves: auto or a language (f: a const pk_lang *). */
#define CLI_OPT_READ_LANG(T, f, h) CLI_OPT_LANG(0, "lang", T, f, true, h)
/* --lang of the commands that write moves: a language, no auto. */
#define CLI_OPT_WRITE_LANG(T, f, h) CLI_OPT_LANG(0, "lang", T, f, false, h)
#define CLI_OPT_FROM_LANG(T, f, h) CLI_OPT_LANG(0, "from-lang", T, f, true, h)
/* The options of the commands that read games into T's pk_check_options field c. */
#define CLI_OPT_NOTATION(T, c, h)                                                                                          \
    {.name = "notation", .kind = CLI_CHOICE, .arg = "NAME", .help = (h), .field = CLI_FIELD(T, c.notation, pk_notation), \
     .choices = cli_notations, .set = cli_set_notation}
#define CLI_OPT_VARIANT(T, c)                                                                                              \
    {.name = "variant", .kind = CLI_VARIANT, .arg = "NAME", .help = "auto (default: from the tags and moves), ",           \
     .field = CLI_FIELD(T, c.variant, const struct pk_variant *), .allow_auto = true}
/* --variant of the commands that read no games: a game, by its row (f: a const pk_variant *). */
#define CLI_OPT_GAME_VARIANT(T, f, h) \
    {.name = "variant", .kind = CLI_VARIANT, .arg = "NAME", .help = (h), .field = CLI_FIELD(T, f, const struct pk_variant *)}
#define CLI_OPT_ALLOW_NULL(T, c) \
    CLI_OPT_FLAG(0, "allow-null", T, c.allow_null, "accept null moves (--, Z0) in chess games")
/* --coords: the first rank's number in coordinate notations that have a choice, into the int f
 * (pk_check_options.coords). */
#define CLI_OPT_COORDS(T, f)                                                                                               \
    {.name = "coords", .kind = CLI_CHOICE, .arg = "N", .help = "Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)", \
     .field = CLI_FIELD(T, f, int), .choices = cli_coords, .refusal = "0 (ICCS ranks 0-9) or 1 (ranks 1-10)"}

/* The name of the choice whose value is value; NULL when none has it. */
const char *cli_choice_name(const cli_choice *choices, int value);

extern const cli_choice cli_notations[], cli_coords[];
void cli_set_notation(void *notation, int value);

typedef struct {
    const char *name;          /* "fen" */
    const char *synopsis;      /* "[OPTIONS] [FEN|startpos] [MOVE...]" */
    const char *summary;       /* the paragraph of its --help */
    const cli_option *options; /* ends with CLI_OPT_END */
    const char *brief;         /* its line in pgnkit's usage */
    int (*run)(int argc, char **argv);
} cli_command;

/* The commands, in the order of pgnkit's usage; NULL-terminated. main runs them, and the
 * completion check reads their options. */
extern const cli_command *const cli_commands[];

enum { CLI_OK = 0, CLI_EXIT_0 = 1, CLI_USAGE = 2 };

/* Parses argv[1..]: options (GNU style: --name=value, --name value, -x value, -xvalue, "--"
 * ends options) into the options struct opts, each where its row says; other words are left
 * in args[0..*nargs). --help and -h print the help and return CLI_EXIT_0; a bad option prints
 * the usage to stderr and returns CLI_USAGE. */
int cli_parse(const cli_command *cmd, int argc, char **argv, void *opts, char **args, int *nargs);
void cli_print_help(const cli_command *cmd, FILE *out);
/* "pgnkit fen: " prefixed message on stderr. */
void cli_error(const cli_command *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* True when stdout is a terminal whose locale is UTF-8. */
bool cli_utf8_terminal(FILE *f);
/* When fd is a pipe, its buffer made 256 KiB where it is smaller (64 KiB as a rule): the process
 * at its other end then fills or drains it four times less often, and each wait for it is a
 * wakeup across processors. On the pgnmentor file (9 alternating pairs): cat FILE | pgnkit
 * validate - took 1.24x the time of validating the file itself, 1.08x with this (1.11x with
 * 1 MiB: no better); pgnkit convert FILE | cat, 1.09x the time of writing to a file, 1.05x with
 * this. Not more: each widened pipe counts against its user's pages of pipes
 * (/proc/sys/fs/pipe-user-pages-soft, 64 MiB by default), past which the user's new pipes get
 * one page; 256 such pipes at once are far. Nothing is done on another kind of descriptor, or
 * where the system refuses (the buffer stays as it was). cmd_input_open asks it for the input. */
void cli_widen_pipe(int fd);
/* A command's output (before anything is written to it) in writes of 1 MiB rather than stdio's
 * 4 KiB, and its pipe widened (cli_widen_pipe), unless it is a terminal (which keeps its line
 * buffering) or the file the diagnostics go to (2>&1). Returns whether it did: when not, the
 * caller writes out what it holds before each game's diagnostics, so that they stand before the
 * game's output in that file. One output in a process: the buffer is static. */
bool cli_buffer_output(FILE *out);

int cmd_fen(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_replay(int argc, char **argv);

extern const cli_command validate_command, convert_command, replay_command, fen_command;

#endif
