/* pgnkit convert: rewrite games in another notation, losing nothing. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "batch.h"
#include "cli.h"
#include "convert.h"
#include "input.h"

static const cli_option convert_options[] = {
    {"to", 't', "NOTATION", "san (default), lan, uci, iccf, descriptive, json; Xiangqi: iccs, wxf, chinese"},
    {"lang", 0, "LANG", "piece letters written: en (default), it, es, fr, de, ... (descriptive: en or it)"},
    {"figurine", 0, NULL, "with --to=san or lan: piece glyphs in place of letters (figurine SAN: \xE2\x99\x98" "f3)"},
    {"output", 'o', "FILE", "write to FILE instead of standard output"},
    {"from-lang", 0, "LANG", "piece letters of the input's SAN: auto (default), en, it, ..."},
    {"notation", 0, "NAME", "how input moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese"},
    {"variant", 0, "NAME", "auto (default: from the tags and moves), chess, kingless or xiangqi"},
    {"coords", 0, "N", "Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)"},
    {"strict", 's', NULL, "warnings count as errors (exit status 1)"},
    {"quiet", 'q', NULL, "report errors only, not warnings"},
    {"allow-null", 0, NULL, "accept null moves (--, Z0) in chess games"},
    {"jobs", 'j', "N", "check and write games on N threads (default 1); the output is the same"},
    {NULL, 0, NULL, NULL}};

static const cli_command convert_command = {
    "convert", "[OPTIONS] [FILE...]",
    "Rewrites the games of the PGN files (standard input when none or '-') in another\n"
    "notation, in PGN export format: tags, comments, NAGs, variations and results are kept.\n"
    "A game with an error is written up to the error, the rest kept in a comment; the\n"
    "diagnostics go to standard error and the exit status is 1.",
    convert_options};

enum { OPT_TO, OPT_LANG, OPT_FIGURINE, OPT_OUTPUT, OPT_FROM_LANG, OPT_NOTATION, OPT_VARIANT, OPT_COORDS, OPT_STRICT, OPT_QUIET,
       OPT_ALLOW_NULL, OPT_JOBS };

typedef struct {
    pk_convert_options convert;
    pk_check_options check;
    const char *output;
    bool quiet;
    bool lang_given;
    int jobs;
} convert_opts;

static const char *const targets[] = {"san", "lan", "uci", "iccf", "descriptive", "json", "iccs", "wxf", "chinese"};

static const char *convert_target_name(pk_target t) { return targets[t]; }

static int on_option(void *ctx, int index, const char *value)
{
    convert_opts *o = ctx;
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
        if (cli_lang_value(&convert_command, "--lang", value, false, &o->convert.lang) < 0)
            return -1;
        o->lang_given = true;
        break;
    case OPT_FROM_LANG: {
        const pk_lang *lang;
        if (cli_lang_value(&convert_command, "--from-lang", value, true, &lang) < 0)
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
    case OPT_FIGURINE: o->convert.figurine = true; break;
    case OPT_OUTPUT: o->output = value; break;
    case OPT_STRICT: o->check.strict = true; break;
    case OPT_QUIET: o->quiet = true; break;
    case OPT_ALLOW_NULL: o->check.allow_null = true; break;
    case OPT_JOBS: return cli_jobs_value(&convert_command, value, &o->jobs);
    }
    return 0;
}

/* One input's conversion. With one thread each game is written straight to the output once
 * checked; with more, the threads also write each game into memory (its slot's `text`), and
 * the output gets those in input order. */
typedef struct {
    const convert_opts *o;
    FILE *out;
    const char *name;
    bool buffered;          /* more than one thread */
    bool invalid;
    bool write_failed;
    int write_errno;        /* errno of the failed write (another thread's errno is no guide) */
} convert_run;

typedef struct {
    char *text;             /* the game as written (buffered runs) */
    size_t len;
    int written;            /* what writing it returned: pk_convert_game's value */
} convert_slot;

/* Writes g (checked unless stray) to out; pk_convert_game's value. */
static int write_game(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    if (!g->stray)
        return pk_convert_game(out, g, opt);
    pk_convert_stray(out, g, opt);
    return ferror(out) ? -1 : 0;
}

static void convert_work(void *ctx, pk_game *g, void *scratch)
{
    convert_run *run = ctx;
    convert_slot *slot = scratch;
    if (!g->stray)
        pk_game_check(g, &run->o->check);
    if (!run->buffered)
        return;
    FILE *mem = open_memstream(&slot->text, &slot->len);
    if (!mem) {
        slot->written = -1;
        return;
    }
    slot->written = write_game(mem, g, &run->o->convert);
    if (fclose(mem) != 0)
        slot->written = -1;
}

static int convert_emit(void *ctx, pk_game *g, void *scratch)
{
    convert_run *run = ctx;
    convert_slot *slot = scratch;
    if (!g->stray) {
        cmd_print_diags(stderr, run->name, g, run->o->quiet, run->o->check.strict);
        run->invalid |= !g->valid;
    }
    int written;
    if (run->buffered) {
        written = slot->written;
        errno = ENOMEM; /* when the game could not be written into memory */
        if (written >= 0 && fwrite(slot->text, 1, slot->len, run->out) != slot->len)
            written = -1;
        free(slot->text);
        slot->text = NULL;
    } else {
        written = write_game(run->out, g, &run->o->convert);
    }
    if (written < 0) {
        run->write_failed = true;
        run->write_errno = errno;
        return 1;
    }
    if (written == 1) {
        fprintf(stderr, "%s:%u: error: a chess game cannot be written in a Xiangqi notation: kept as it was "
                        "read [unknown-notation]\n", run->name, g->line);
        run->invalid = true;
    }
    return 0;
}

static void free_convert_slot(void *scratch)
{
    convert_slot *slot = scratch;
    free(slot->text);
    slot->text = NULL;
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
    convert_opts o = {.convert = {PK_TO_SAN, pk_lang_english()}, .jobs = 1};
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
    if (o.convert.figurine && o.convert.target != PK_TO_SAN && o.convert.target != PK_TO_LAN) {
        cli_error(&convert_command, "--figurine writes SAN or LAN (--to=san or --to=lan), not %s",
                  convert_target_name(o.convert.target));
        free(args);
        return 2;
    }
    if (o.convert.figurine && o.lang_given && o.convert.lang != pk_lang_english()) {
        cli_error(&convert_command, "--figurine writes glyphs in place of letters: it takes no --lang=%s",
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
    bool failed = false, invalid = false;
    bool write_failed = false;
    for (int i = 0; i < nargs && !write_failed; i++) {
        cmd_input in;
        if (cmd_input_open(&in, args[i], &convert_command) < 0) {
            failed = true; /* the other inputs are still converted */
            continue;
        }
        convert_run run = {.o = &o, .out = out, .name = in.name, .buffered = o.jobs > 1};
        pk_batch_callbacks cb = {convert_work, convert_emit, sizeof(convert_slot), free_convert_slot, &run};
        if (pk_batch_run(in.reader, o.jobs, &cb) < 0) {
            cli_error(&convert_command, "cannot convert on %d threads: no threads or no memory to be had", o.jobs);
            failed = true;
        }
        invalid |= run.invalid;
        if (run.write_failed) {
            cli_error(&convert_command, "cannot write the output: %s", strerror(run.write_errno));
            failed = write_failed = true;
        }
        if (cmd_input_close(&in, &convert_command) < 0)
            failed = true;
    }
    if (!write_failed && (fflush(out) != 0 || (out != stdout && fclose(out) != 0))) {
        cli_error(&convert_command, "cannot write the output: %s", strerror(errno));
        failed = true;
    }
    free(args);
    return failed ? 2 : invalid ? 1 : 0;
}
