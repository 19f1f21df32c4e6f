/* pgnkit validate: replay every game, check every rule, report. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "cli.h"
#include "duplicates.h"
#include "game.h"
#include "input.h"
#include "variant.h"
#include "progress.h"
#include "profile.h"
#include "report.h"

typedef struct {
    int format;           /* pk_report_format */
    bool quiet, match;
    const char *profile_path;
    pk_profile profile;
    bool has_profile;
    int jobs;
    pk_check_options check;
    bool duplicates;
    pk_duplicates *seen;  /* --duplicates: every game of every input so far */
    struct input_name {   /* --duplicates: the inputs' names (an archive's members one by one), by number */
        char *name;
        size_t plain_len; /* its length when it is ASCII (pk_duplicate_plain_name), else SIZE_MAX */
    } *input_names;
    uint32_t n_inputs, inputs_cap;
} validate_opts;

static const cli_choice report_formats[] = {
    {"text", PK_REPORT_TEXT}, {"json", PK_REPORT_JSON}, {"yaml", PK_REPORT_YAML}, {NULL, 0}};

static const cli_option validate_options[] = {
    CLI_OPT_CHOICE('f', "format", "FORMAT", validate_opts, format, report_formats,
                   "report as text (default), json (JSON Lines) or yaml"),
    CLI_OPT_STRICT(validate_opts, check.strict, "warnings count as errors"),
    CLI_OPT_QUIET(validate_opts, quiet, "print nothing; the exit status tells"),
    CLI_OPT_READ_LANG(validate_opts, check.lang, "piece letters of the moves: auto (default), en, it, es, fr, de, ..."),
    CLI_OPT_FROM_LANG(validate_opts, check.lang, "the same as --lang (the name convert and replay give it)"),
    CLI_OPT_NOTATION(validate_opts, check,
                     "how moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese"),
    CLI_OPT_VARIANT(validate_opts, check),
    CLI_OPT_COORDS(validate_opts, check.coords),
    CLI_OPT_ALLOW_NULL(validate_opts, check),
    CLI_OPT_JOBS(validate_opts, jobs, "check games on N threads (default 1); the report is the same"),
    CLI_OPT_FLAG('m', "match", validate_opts, match, "kingless games: pair the two rounds of each match and score it"),
    CLI_OPT_FLAG(0, "duplicates", validate_opts, duplicates,
                 "warn of a game seen before: the same start, moves, White, Black and Date"),
    CLI_OPT_STRING('P', "profile", "FILE", validate_opts, profile_path,
                   "a tournament profile (YAML): required tags, results, dates, plies"),
    CLI_OPT_HELP(),
    CLI_OPT_END};

const cli_command validate_command = {
    "validate", "[OPTIONS] [FILE...]",
    "Replays every game of the PGN files (standard input when none or '-'), checks every\n"
    "rule, and reports each problem at its place. Exit status: 0 all valid, 1 a game had an\n"
    "error, 2 the command itself failed.",
    validate_options,
    "replay games and check every rule; report problems",
    cmd_validate};

typedef struct {
    const validate_opts *opt;
    pk_report *rep;
    const char *name;
    bool write_failed;
    void **match_states;        /* --match: each row's matches in progress (pk_variant.pair_match) */
    cmd_progress progress;
    uint64_t games;
    uint32_t input;             /* its number among the inputs (--duplicates) */
    bool no_memory;             /* --duplicates could not note a game */
} validate_run;

/* --duplicates: a game's fingerprint, made on the thread that checked it (scratch memory) and
 * looked up in input order when the game is reported. */
typedef struct {
    bool made;
    pk_fingerprint fp;
} game_fingerprint;

/* With --duplicates, a game equal to an earlier one gets its duplicate-game warning. */
static int note_duplicate(validate_run *run, pk_game *g, const game_fingerprint *gf)
{
    uint32_t input, line;
    int found = pk_duplicates_note(run->opt->seen, &gf->fp, run->input, g->line, &input, &line);
    if (found < 0)
        return -1;
    if (found == 1) {
        const struct input_name *earlier = &run->opt->input_names[input];
        char message[PK_DIAG_MESSAGE];
        size_t len = earlier->plain_len == SIZE_MAX
                         ? 0
                         : pk_duplicate_message(message, sizeof message, earlier->name, earlier->plain_len, line);
        if (len) {
            /* the message written without printf (the common case: a file given twice has a
             * warning a game) into the diagnostic made with an empty one */
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "duplicate-game", g->line, g->column, 0, NULL, 0, "%s", "");
            if (d)
                memcpy(d->message, message, len + 1);
        } else {
            pk_game_diag(g, PK_SEV_WARNING, "duplicate-game", g->line, g->column, 0, NULL, 0, PK_DUPLICATE_MESSAGE,
                         earlier->name, line);
        }
        pk_game_sort_diags(g);
        g->valid = g->valid && !run->opt->check.strict;
    }
    return 0;
}

/* With --match, a game that completes a match (the second round of a kingless match): the
 * match's line of the report. */
static int note_round(validate_run *run, const pk_game *g)
{
    const pk_variant *row = g->row;
    if (!row || !row->pair_match)
        return 0;
    void **state = &run->match_states[pk_variant_index(row)];
    if (!*state && !(*state = calloc(1, row->match_state_size)))
        return -1;
    pk_match m;
    return row->pair_match(*state, g, &m) ? pk_report_match(run->rep, run->name, g->line, &m) : 0;
}

static void check_game(void *ctx, pk_game *g, void *scratch)
{
    const validate_run *run = ctx;
    if (g->stray)
        return;
    pk_game_check(g, &run->opt->check);
    if (run->opt->has_profile)
        pk_profile_apply(&run->opt->profile, g, run->opt->check.strict);
    if (scratch) {
        game_fingerprint *gf = scratch;
        gf->made = pk_game_fingerprint(g, &gf->fp);
    }
}

static int report_game(void *ctx, pk_game *g, void *scratch)
{
    validate_run *run = ctx;
    if (g->stray)
        return 0;
    const game_fingerprint *gf = scratch;
    if (gf && gf->made && note_duplicate(run, g, gf) < 0) {
        run->no_memory = true;
        return 1;
    }
    run->games++;
    if ((run->games & 255) == 0)
        cmd_progress_update(&run->progress, g->end_offset, run->games);
    if (pk_report_game(run->rep, run->name, g) < 0 || (run->opt->match && note_round(run, g) < 0)) {
        run->write_failed = true; /* why: pk_report_error */
        return 1;
    }
    return 0;
}

/* --duplicates: keeps the name of the input (or archive member) about to be read, for the
 * warnings that name its games later; its number into *input. */
static int note_input_name(validate_opts *o, const char *name, uint32_t *input)
{
    if (o->n_inputs == o->inputs_cap) {
        uint32_t cap = o->inputs_cap ? o->inputs_cap * 2 : 16;
        struct input_name *names = cap > o->inputs_cap ? realloc(o->input_names, cap * sizeof *names) : NULL;
        if (!names)
            return -1;
        o->input_names = names;
        o->inputs_cap = cap;
    }
    if (!(o->input_names[o->n_inputs].name = strdup(name)))
        return -1;
    o->input_names[o->n_inputs].plain_len = pk_duplicate_plain_name(name);
    *input = o->n_inputs++;
    return 0;
}

/* Validates one input; returns -1 when it could not be read or checked, -2 when the report
 * could not be written (said by the caller, once). */
static int validate_input(const char *path, pk_report *rep, validate_opts *o)
{
    cmd_input in;
    if (cmd_input_open(&in, path, &validate_command) < 0)
        return -1;
    validate_run run = {.opt = o, .rep = rep};
    if (o->match && !(run.match_states = calloc(pk_variant_count, sizeof *run.match_states))) {
        cli_error(&validate_command, "out of memory");
        cmd_input_close(&in, &validate_command);
        return -1;
    }
    /* report_game reads a game's diagnostics and verdict only, unless it is written whole (JSON,
     * YAML) or paired with another (--match) */
    bool no_arrays = !o->match && (o->quiet || o->format == PK_REPORT_TEXT);
    pk_batch_callbacks cb = {check_game, report_game, o->duplicates ? sizeof(game_fingerprint) : 0, NULL, &run, no_arrays};
    cmd_progress_start(&run.progress, in.packed ? -1 : in.fd); /* a packed input's size says nothing */
    int status = 0;
    while (status == 0 && !run.write_failed && !run.no_memory && cmd_input_next(&in, &validate_command)) {
        run.name = in.name; /* an archive's member by member */
        if (o->duplicates && note_input_name(o, in.name, &run.input) < 0) {
            cli_error(&validate_command, "out of memory");
            status = -1;
            break;
        }
        if (cmd_input_run(&in, o->jobs, &cb) < 0) {
            cli_error(&validate_command, "cannot check on %d threads: no threads or no memory to be had", o->jobs);
            status = -1;
        }
    }
    cmd_progress_end(&run.progress);
    if (run.no_memory) {
        cli_error(&validate_command, "out of memory for --duplicates");
        status = -1;
    }
    for (size_t i = 0; run.match_states && i < pk_variant_count; i++)
        free(run.match_states[i]);
    free(run.match_states);
    if (cmd_input_close(&in, &validate_command) < 0)
        status = -1;
    return run.write_failed ? -2 : status;
}

int cmd_validate(int argc, char **argv)
{
    validate_opts o = {.jobs = 1};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nargs;
    if (!args)
        return 2;
    int rc = cli_parse(&validate_command, argc, argv, &o, args, &nargs);
    if (rc != CLI_OK) {
        free(args);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    if (o.profile_path) {
        char err[512];
        if (pk_profile_load(o.profile_path, &o.profile, err, sizeof err) < 0) {
            cli_error(&validate_command, "bad profile: %s", err);
            free(args);
            return 2;
        }
        o.has_profile = true;
        if (o.profile.strict == 1)
            o.check.strict = true;
    }
    static char dash[] = "-";
    if (nargs == 0)
        args[nargs++] = dash;
    if (o.duplicates && !(o.seen = pk_duplicates_new())) {
        cli_error(&validate_command, "out of memory");
        if (o.has_profile)
            pk_profile_free(&o.profile);
        free(args);
        return 2;
    }
    pk_report *rep = pk_report_new(stdout, (pk_report_format)o.format, o.quiet, o.check.strict);
    bool failed = false, write_failed = false;
    for (int i = 0; i < nargs && !write_failed; i++) {
        int outcome = validate_input(args[i], rep, &o);
        failed |= outcome < 0;
        write_failed = outcome == -2; /* the other inputs would have nowhere to go */
    }
    if (pk_report_finish(rep) < 0 || write_failed) {
        int why = pk_report_error(rep);
        cli_error(&validate_command, "cannot write the report: %s", strerror(why ? why : EIO));
        failed = true;
    }
    int status = failed ? 2 : pk_report_totals_of(rep)->invalid ? 1 : 0;
    pk_report_free(rep);
    if (o.has_profile)
        pk_profile_free(&o.profile);
    pk_duplicates_free(o.seen);
    for (uint32_t i = 0; i < o.n_inputs; i++)
        free(o.input_names[i].name);
    free(o.input_names);
    free(args);
    return status;
}
