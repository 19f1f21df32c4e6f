/* pgnkit convert: rewrite games in another notation, losing nothing. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch.h"
#include "cli.h"
#include "fix.h"
#include "convert.h"
#include "input.h"

typedef struct {
    int target;            /* pk_target: --to */
    const pk_lang *lang;   /* --lang: NULL when not given (English) */
    bool figurine;
    pk_check_options check;
    const char *output;
    bool quiet;
    int jobs;
    bool fix;
} convert_opts;

static const cli_choice targets[] = {
    {"san", PK_TO_SAN}, {"lan", PK_TO_LAN}, {"uci", PK_TO_UCI}, {"iccf", PK_TO_ICCF},
    {"descriptive", PK_TO_DESCRIPTIVE}, {"json", PK_TO_JSON}, {"iccs", PK_TO_ICCS}, {"wxf", PK_TO_WXF},
    {"chinese", PK_TO_CHINESE}, {NULL, 0}};

static const cli_option convert_options[] = {
    CLI_OPT_CHOICE('t', "to", "NOTATION", convert_opts, target, targets,
                   "san (default), lan, uci, iccf, descriptive, json; Xiangqi: iccs, wxf, chinese"),
    CLI_OPT_WRITE_LANG(convert_opts, lang,
                       "piece letters written: en (default), it, es, fr, de, ... (descriptive: en or it)"),
    CLI_OPT_FLAG(0, "figurine", convert_opts, figurine,
                 "with --to=san or lan: piece glyphs in place of letters (figurine SAN: \xE2\x99\x98" "f3)"),
    CLI_OPT_STRING('o', "output", "FILE", convert_opts, output, "write to FILE instead of standard output"),
    CLI_OPT_FROM_LANG(convert_opts, check.lang, "piece letters of the input's SAN: auto (default), en, it, ..."),
    CLI_OPT_NOTATION(convert_opts, check,
                     "how input moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese"),
    CLI_OPT_VARIANT(convert_opts, check),
    CLI_OPT_COORDS(convert_opts, check.coords),
    CLI_OPT_STRICT(convert_opts, check.strict, "warnings count as errors (exit status 1)"),
    CLI_OPT_QUIET(convert_opts, quiet, "report errors only, not warnings"),
    CLI_OPT_ALLOW_NULL(convert_opts, check),
    CLI_OPT_JOBS(convert_opts, jobs, "check and write games on N threads (default 1); the output is the same"),
    CLI_OPT_FLAG(0, "fix", convert_opts, fix,
                 "apply every correction pgnkit is certain of (signs, SAN forms, results, SetUp, ...), each said"),
    CLI_OPT_HELP(),
    CLI_OPT_END};

const cli_command convert_command = {
    "convert", "[OPTIONS] [FILE...]",
    "Rewrites the games of the PGN files (standard input when none or '-') in another\n"
    "notation, in PGN export format: tags, comments, NAGs, variations and results are kept.\n"
    "A game with an error is written up to the error, the rest kept in a comment; the\n"
    "diagnostics go to standard error and the exit status is 1.",
    convert_options,
    "rewrite games in another notation, losing nothing",
    cmd_convert};

/* One input's conversion. With one thread each game is written straight to the output once
 * checked; with more, the threads also write each game into memory (its slot's `text`), and
 * the output gets those in input order. */
typedef struct {
    const convert_opts *o;
    const pk_convert_options *convert; /* how games are written */
    FILE *out;
    const char *name;
    bool buffered;          /* more than one thread */
    bool flush_before_diags; /* the output not in large blocks (cli_buffer_output): a terminal, or the diagnostics' file */
    bool invalid;
    bool write_failed;
    int write_errno;        /* errno of the failed write (another thread's errno is no guide) */
} convert_run;

typedef struct {
    char *text;             /* the game as written (buffered runs) */
    size_t len;
    int written;            /* what writing it returned: pk_convert_game's value */
    pk_fix fix;             /* --fix: the game's corrections */
} convert_slot;

/* Writes g (checked unless stray) to out; pk_convert_game's value. */
static int write_game(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    if (!g->stray)
        return pk_convert_game(out, g, opt);
    pk_convert_stray(out, g, opt);
    return ferror(out) ? -1 : 0;
}

/* How the slot's game is written: with its corrections under --fix. */
static pk_convert_options slot_options(const convert_run *run, const convert_slot *slot)
{
    pk_convert_options how = *run->convert;
    if (run->o->fix)
        how.fix = &slot->fix;
    return how;
}

static void convert_work(void *ctx, pk_game *g, void *scratch)
{
    convert_run *run = ctx;
    convert_slot *slot = scratch;
    if (!g->stray) {
        pk_game_check(g, &run->o->check);
        if (run->o->fix)
            pk_game_fix(g, &slot->fix, run->o->check.strict);
    }
    if (!run->buffered)
        return;
    pk_convert_options how = slot_options(run, slot);
    FILE *mem = open_memstream(&slot->text, &slot->len);
    if (!mem) {
        slot->written = -1;
        return;
    }
    slot->written = write_game(mem, g, &how);
    if (fclose(mem) != 0)
        slot->written = -1;
}

static int convert_emit(void *ctx, pk_game *g, void *scratch)
{
    convert_run *run = ctx;
    convert_slot *slot = scratch;
    /* a chess game asked for in a Xiangqi notation: written as it was read (pk_convert_game's 1),
     * which is said with its diagnostics, before it */
    bool as_read = run->buffered ? slot->written == 1
                                 : !g->stray && !pk_convert_writes_as_asked(g, run->convert->target);
    if (!g->stray) {
        if (run->flush_before_diags && (g->n_diags || as_read))
            fflush(run->out); /* the games before, then this one's diagnostics */
        cmd_print_diags(stderr, run->name, g, run->o->quiet, run->o->check.strict);
        run->invalid |= !g->valid;
    }
    if (as_read) {
        fprintf(stderr, "%s:%u: error: a chess game cannot be written in a Xiangqi notation: kept as it was "
                        "read [unknown-notation]\n", run->name, g->line);
        run->invalid = true;
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
        pk_convert_options how = slot_options(run, slot);
        written = write_game(run->out, g, &how);
    }
    if (written < 0) {
        run->write_failed = true;
        run->write_errno = errno;
        return 1;
    }
    return 0;
}

/* cmd_input_next, with the output so far written first when flush_first (what the end of an
 * input, or an archive's next member, may say then comes after it). */
static int next_input(cmd_input *in, FILE *out, bool flush_first)
{
    if (flush_first)
        fflush(out);
    return cmd_input_next(in, &convert_command);
}

static void free_convert_slot(void *scratch)
{
    convert_slot *slot = scratch;
    free(slot->text);
    slot->text = NULL;
}

/* Whether two stat results name one file. */
static bool same_file(const struct stat *a, const struct stat *b)
{
    return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

static bool output_is_an_input(const char *output, char **inputs, int n)
{
    struct stat out;
    if (stat(output, &out) != 0)
        return false;
    for (int i = 0; i < n; i++) {
        struct stat in;
        if (strcmp(inputs[i], "-") != 0 && stat(inputs[i], &in) == 0 && same_file(&in, &out))
            return true;
    }
    return false;
}

int cmd_convert(int argc, char **argv)
{
    /* The diagnostics a line at a time: unbuffered, each line took about ten write calls (one
     * per piece printed), more than the games' own output. Set before anything is printed. */
    static char err_buffer[BUFSIZ];
    setvbuf(stderr, err_buffer, _IOLBF, sizeof err_buffer);
    convert_opts o = {.target = PK_TO_SAN, .jobs = 1};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nargs;
    if (!args)
        return 2;
    int rc = cli_parse(&convert_command, argc, argv, &o, args, &nargs);
    if (rc != CLI_OK) {
        free(args);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    bool lang_given = o.lang != NULL;
    pk_convert_options convert = {(pk_target)o.target, lang_given ? o.lang : pk_lang_english(), o.figurine, NULL};
    if (o.fix && convert.target == PK_TO_JSON) {
        cli_error(&convert_command, "--fix writes PGN: not --to=json");
        free(args);
        return 2;
    }
    if (convert.target == PK_TO_DESCRIPTIVE && lang_given && strcmp(convert.lang->code, "en") != 0 &&
        strcmp(convert.lang->code, "it") != 0) {
        cli_error(&convert_command, "--to=descriptive is written in English (en) or Italian (it), not '%s'",
                  convert.lang->code);
        free(args);
        return 2;
    }
    if (convert.figurine && convert.target != PK_TO_SAN && convert.target != PK_TO_LAN) {
        cli_error(&convert_command, "--figurine writes SAN or LAN (--to=san or --to=lan), not %s",
                  cli_choice_name(targets, convert.target));
        free(args);
        return 2;
    }
    if (convert.figurine && lang_given && convert.lang != pk_lang_english()) {
        cli_error(&convert_command, "--figurine writes glyphs in place of letters: it takes no --lang=%s",
                  convert.lang->code);
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
    /* a file converted whole is about as large as its input: a write call per 4 KiB of it took
     * a few percent of the time. Else the output so far goes out before a game's diagnostics:
     * into the same file (2>&1), they once landed wherever stdio's buffer was full, in the middle
     * of a tag of a game before. */
    bool flush_before_diags = !cli_buffer_output(out);
    o.check.record_san = pk_target_uses_san_facts(convert.target);
    bool failed = false, invalid = false;
    bool write_failed = false;
    for (int i = 0; i < nargs && !write_failed; i++) {
        cmd_input in;
        /* (flush_before_diags: the output so far goes out before whatever an input says of itself,
         * that it cannot be read, or that its bytes stop short, as before a game's diagnostics) */
        if (flush_before_diags)
            fflush(out);
        if (cmd_input_open(&in, args[i], &convert_command) < 0) {
            failed = true; /* the other inputs are still converted */
            continue;
        }
        convert_run run = {.o = &o, .convert = &convert, .out = out, .buffered = o.jobs > 1,
                           .flush_before_diags = flush_before_diags};
        /* on threads (buffered) a game is written in convert_work: convert_emit then reads its
         * diagnostics and verdict only */
        pk_batch_callbacks cb = {convert_work, convert_emit, sizeof(convert_slot), free_convert_slot, &run, run.buffered};
        while (!run.write_failed && next_input(&in, out, flush_before_diags)) {
            run.name = in.name; /* an archive's member by member */
            if (cmd_input_run(&in, o.jobs, &cb) < 0) {
                cli_error(&convert_command, "cannot convert on %d threads: no threads or no memory to be had", o.jobs);
                failed = true;
                break;
            }
        }
        invalid |= run.invalid;
        if (flush_before_diags)
            fflush(out);
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
