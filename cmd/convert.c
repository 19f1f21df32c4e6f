/* pgnkit convert: rewrite games in another notation, losing nothing. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "convert.h"
#include "input.h"

static const cli_option convert_options[] = {
    {"to", 't', "NOTATION", "san (default), lan, uci, iccf, descriptive, json; Xiangqi: iccs, wxf, chinese"},
    {"lang", 0, "LANG", "piece letters written: en (default), it, es, fr, de, ... (descriptive: en or it)"},
    {"output", 'o', "FILE", "write to FILE instead of standard output"},
    {"from-lang", 0, "LANG", "piece letters of the input's SAN: auto (default), en, it, ..."},
    {"notation", 0, "NAME", "how input moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese"},
    {"variant", 0, "NAME", "auto (default: from the tags and moves), chess, kingless or xiangqi"},
    {"coords", 0, "N", "Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)"},
    {"strict", 's', NULL, "warnings count as errors (exit status 1)"},
    {"quiet", 'q', NULL, "report errors only, not warnings"},
    {"allow-null", 0, NULL, "accept null moves (--, Z0) in chess games"},
    {NULL, 0, NULL, NULL}};

static const cli_command convert_command = {
    "convert", "[OPTIONS] [FILE...]",
    "Rewrites the games of the PGN files (standard input when none or '-') in another\n"
    "notation, in PGN export format: tags, comments, NAGs, variations and results are kept.\n"
    "A game with an error is written up to the error, the rest kept in a comment; the\n"
    "diagnostics go to standard error and the exit status is 1.",
    convert_options};

enum { OPT_TO, OPT_LANG, OPT_OUTPUT, OPT_FROM_LANG, OPT_NOTATION, OPT_VARIANT, OPT_COORDS, OPT_STRICT, OPT_QUIET,
       OPT_ALLOW_NULL };

typedef struct {
    pk_convert_options convert;
    pk_check_options check;
    const char *output;
    bool quiet;
    bool lang_given;
} convert_opts;

static int on_option(void *ctx, int index, const char *value)
{
    convert_opts *o = ctx;
    static const char *const targets[] = {"san", "lan", "uci", "iccf", "descriptive", "json", "iccs", "wxf", "chinese"};
    switch (index) {
    case OPT_TO:
        for (int i = 0; i < 9; i++)
            if (strcmp(value, targets[i]) == 0) {
                o->convert.target = (pk_target)i;
                return 0;
            }
        cli_error(&convert_command, "--to: '%s' is not san, lan, uci, iccf, descriptive, json, iccs, wxf or chinese",
                  value);
        return -1;
    case OPT_LANG:
        if (!(o->convert.lang = pk_lang_find(value))) {
            cli_error(&convert_command, "--lang: unknown language '%s'", value);
            return -1;
        }
        o->lang_given = true;
        break;
    case OPT_FROM_LANG: {
        const pk_lang *lang;
        if (cli_lang_value(&convert_command, "--from-lang", value, &lang) < 0)
            return -1;
        o->check.lang = lang;
        break;
    }
    case OPT_NOTATION:
        return cli_notation_value(&convert_command, value, &o->check);
    case OPT_COORDS:
        return cli_coords_value(&convert_command, value, &o->check.xq_flags);
    case OPT_VARIANT:
        return cli_variant_value(&convert_command, value, &o->check);
    case OPT_OUTPUT: o->output = value; break;
    case OPT_STRICT: o->check.strict = true; break;
    case OPT_QUIET: o->quiet = true; break;
    case OPT_ALLOW_NULL: o->check.allow_null = true; break;
    }
    return 0;
}

static bool output_is_an_input(const char *output, char **inputs, int n)
{
    struct stat out;
    if (stat(output, &out) != 0)
        return false;
    for (int i = 0; i < n; i++) {
        struct stat in;
        if (strcmp(inputs[i], "-") != 0 && stat(inputs[i], &in) == 0 && in.st_dev == out.st_dev &&
            in.st_ino == out.st_ino)
            return true;
    }
    return false;
}

int cmd_convert(int argc, char **argv)
{
    convert_opts o = {.convert = {PK_TO_SAN, pk_lang_english()}};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nargs;
    if (!args)
        return 2;
    int rc = cli_parse(&convert_command, argc, argv, on_option, &o, args, &nargs);
    if (rc != CLI_OK) {
        free(args);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    if (o.convert.target == PK_TO_DESCRIPTIVE && o.lang_given && strcmp(o.convert.lang->code, "en") != 0 &&
        strcmp(o.convert.lang->code, "it") != 0) {
        cli_error(&convert_command, "--to=descriptive is written in English (en) or Italian (it), not '%s'",
                  o.convert.lang->code);
        free(args);
        return 2;
    }
    static char dash[] = "-";
    if (nargs == 0)
        args[nargs++] = dash;
    FILE *out = stdout;
    if (o.output && output_is_an_input(o.output, args, nargs)) {
        cli_error(&convert_command, "-o '%s' is also an input: it would be emptied before it is read", o.output);
        free(args);
        return 2;
    }
    if (o.output && !(out = fopen(o.output, "w"))) {
        cli_error(&convert_command, "cannot write '%s': %s", o.output, strerror(errno));
        free(args);
        return 2;
    }
    /* the check keeps what SAN says of each move, so that writing it needs no second replay */
    o.check.record_san = o.convert.target == PK_TO_SAN || o.convert.target == PK_TO_LAN || o.convert.target == PK_TO_JSON;
    pk_game g;
    pk_game_init(&g);
    bool failed = false, invalid = false;
    bool write_failed = false;
    for (int i = 0; i < nargs && !write_failed; i++) {
        cmd_input in;
        if (cmd_input_open(&in, args[i], &convert_command) < 0) {
            failed = true; /* the other inputs are still converted */
            continue;
        }
        while (pk_game_read(in.reader, &g)) {
            if (g.stray) {
                pk_convert_stray(out, &g, &o.convert);
                continue;
            }
            pk_game_check(&g, &o.check);
            cmd_print_diags(stderr, in.name, &g, o.quiet, o.check.strict);
            invalid |= !g.valid;
            int written = pk_convert_game(out, &g, &o.convert);
            if (written < 0) {
                cli_error(&convert_command, "cannot write the output: %s", strerror(errno));
                failed = write_failed = true;
                break;
            }
            if (written == 1) {
                fprintf(stderr, "%s:%u: error: a chess game cannot be written in a Xiangqi notation: kept as it was "
                                "read [unknown-notation]\n", in.name, g.line);
                invalid = true;
            }
        }
        if (cmd_input_close(&in, &convert_command) < 0)
            failed = true;
    }
    if (fflush(out) != 0 || (out != stdout && fclose(out) != 0)) {
        cli_error(&convert_command, "cannot write the output: %s", strerror(errno));
        failed = true;
    }
    pk_game_free(&g);
    free(args);
    return failed ? 2 : invalid ? 1 : 0;
}
