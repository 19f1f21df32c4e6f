/* pgnkit validate: replay every game, check every rule, report. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "game.h"
#include "report.h"

static const cli_option validate_options[] = {
    {"format", 'f', "FORMAT", "report as text (default), json (JSON Lines) or yaml"},
    {"strict", 's', NULL, "warnings count as errors"},
    {"quiet", 'q', NULL, "print nothing; the exit status tells"},
    {"lang", 0, "LANG", "piece letters of SAN moves: auto (default), en, it, es, fr, de, ..."},
    {"notation", 0, "NAME", "how moves are read: auto (default), san, lan, uci, iccf"},
    {"variant", 0, "NAME", "auto (default: from the Variant tag), chess or kingless"},
    {"allow-null", 0, NULL, "accept null moves (--, Z0) in chess games"},
    {NULL, 0, NULL, NULL}};

static const cli_command validate_command = {
    "validate", "[OPTIONS] [FILE...]",
    "Replays every game of the PGN files (standard input when none or '-'), checks every\n"
    "rule, and reports each problem at its place. Exit status: 0 all valid, 1 a game had an\n"
    "error, 2 the command itself failed.",
    validate_options};

enum { OPT_FORMAT, OPT_STRICT, OPT_QUIET, OPT_LANG, OPT_NOTATION, OPT_VARIANT, OPT_ALLOW_NULL };

typedef struct {
    pk_report_format format;
    bool quiet;
    pk_check_options check;
} validate_opts;

static int on_option(void *ctx, int index, const char *value)
{
    validate_opts *o = ctx;
    switch (index) {
    case OPT_FORMAT:
        if (strcmp(value, "text") == 0) o->format = PK_REPORT_TEXT;
        else if (strcmp(value, "json") == 0) o->format = PK_REPORT_JSON;
        else if (strcmp(value, "yaml") == 0) o->format = PK_REPORT_YAML;
        else { cli_error(&validate_command, "--format: '%s' is not text, json or yaml", value); return -1; }
        break;
    case OPT_STRICT: o->check.strict = true; break;
    case OPT_QUIET: o->quiet = true; break;
    case OPT_ALLOW_NULL: o->check.allow_null = true; break;
    case OPT_LANG:
        if (strcmp(value, "auto") == 0) {
            o->check.lang = NULL;
        } else if (!(o->check.lang = pk_lang_find(value))) {
            cli_error(&validate_command, "--lang: unknown language '%s'", value);
            return -1;
        }
        break;
    case OPT_NOTATION: {
        static const char *const names[] = {"auto", "san", "lan", "uci", "iccf"};
        for (int i = 0; i < 5; i++)
            if (strcmp(value, names[i]) == 0) {
                o->check.notation = (pk_notation)i;
                return 0;
            }
        cli_error(&validate_command, "--notation: '%s' is not auto, san, lan, uci or iccf", value);
        return -1;
    }
    case OPT_VARIANT:
        if (strcmp(value, "auto") && strcmp(value, "chess") && strcmp(value, "kingless")) {
            cli_error(&validate_command, "--variant: '%s' is not auto, chess or kingless", value);
            return -1;
        }
        break;
    }
    return 0;
}

/* Validates one input; returns -1 when it could not be read at all. */
static int validate_input(const char *path, pk_report *rep, const validate_opts *o, pk_game *g)
{
    bool is_stdin = strcmp(path, "-") == 0;
    int fd = is_stdin ? 0 : open(path, O_RDONLY);
    if (fd < 0) {
        cli_error(&validate_command, "cannot read '%s': %s", path, strerror(errno));
        return -1;
    }
    const char *name = is_stdin ? "<stdin>" : path;
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fd);
    pk_game_reader *reader = lx ? pk_game_reader_new(lx) : NULL;
    int status = 0;
    if (!reader) {
        cli_error(&validate_command, "out of memory");
        status = -1;
    }
    while (reader && pk_game_read(reader, g)) {
        pk_game_check(g, &o->check);
        if (pk_report_game(rep, name, g) < 0) {
            cli_error(&validate_command, "cannot write the report: %s", strerror(errno));
            status = -1;
            break;
        }
    }
    if (lx && pk_pgn_lexer_io_error(lx)) {
        cli_error(&validate_command, "error reading '%s': %s", name, strerror(pk_pgn_lexer_io_error(lx)));
        status = -1;
    }
    pk_game_reader_free(reader);
    pk_pgn_lexer_free(lx);
    if (!is_stdin)
        close(fd);
    return status;
}

int cmd_validate(int argc, char **argv)
{
    validate_opts o = {0};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nargs;
    if (!args)
        return 2;
    int rc = cli_parse(&validate_command, argc, argv, on_option, &o, args, &nargs);
    if (rc != CLI_OK) {
        free(args);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    static char dash[] = "-";
    if (nargs == 0)
        args[nargs++] = dash;
    pk_report *rep = pk_report_new(stdout, o.format, o.quiet, o.check.strict);
    pk_game g;
    pk_game_init(&g);
    bool failed = false;
    for (int i = 0; i < nargs; i++)
        if (validate_input(args[i], rep, &o, &g) < 0)
            failed = true;
    if (pk_report_finish(rep) < 0)
        failed = true;
    int status = failed ? 2 : pk_report_totals_of(rep)->invalid ? 1 : 0;
    pk_report_free(rep);
    pk_game_free(&g);
    free(args);
    return status;
}
