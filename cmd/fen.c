/* pgnkit fen: check a FEN, play moves from it, draw it, list its legal moves, count perft. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "convert.h"
#include "decimal.h"
#include "epd.h"
#include "variant.h"

typedef struct {
    bool check, board, ascii, legal, divide;
    const char *file;     /* --file: a list of positions */
    bool start;           /* --start: with --check, the position must be one the game starts from */
    int castling;         /* --castling: PK_FEN_SHREDDER or 0 (X-FEN) */
    const pk_variant *variant; /* the game of the position */
    int coords;
    int to;               /* pk_target of the moves printed */
    int perft;            /* -1: none */
    int ep_policy;
    const pk_lang *lang;
} fen_opts;

static const cli_choice fen_targets[] = {
    {"san", PK_TO_SAN}, {"lan", PK_TO_LAN}, {"uci", PK_TO_UCI},
    {"iccs", PK_TO_ICCS}, {"wxf", PK_TO_WXF}, {"chinese", PK_TO_CHINESE}, {NULL, 0}};
static const cli_choice castling_styles[] = {{"x-fen", 0}, {"shredder", PK_FEN_SHREDDER}, {NULL, 0}};
static const cli_choice ep_policies[] = {{"always", PK_FEN_EP_ALWAYS}, {"legal", PK_FEN_EP_IF_LEGAL}, {NULL, 0}};

static const cli_option fen_options[] = {
    CLI_OPT_FLAG(0, "check", fen_opts, check, "only check the FEN: exit 0 when valid, else 1 with the reason"),
    CLI_OPT_FLAG('b', "board", fen_opts, board, "print a text diagram (Unicode pieces on a UTF-8 terminal)"),
    CLI_OPT_ASCII(fen_opts, ascii, "draw the diagram with letters even on a UTF-8 terminal"),
    CLI_OPT_FLAG('l', "legal", fen_opts, legal, "print the legal moves, one per line"),
    CLI_OPT_CHOICE('t', "to", "NOTATION", fen_opts, to, fen_targets,
                   "printed moves: san (default), lan, uci; Xiangqi: iccs (default), wxf, chinese"),
    CLI_OPT_WRITE_LANG(fen_opts, lang, "piece letters of SAN read and written: en (default), it, fr, de, ..."),
    CLI_OPT_NUMBER('p', "perft", "N", fen_opts, perft, 0, 20, "a depth from 0 to 20",
                   "count the leaf nodes of the move tree to depth N"),
    CLI_OPT_FLAG('d', "divide", fen_opts, divide, "with --perft: print each legal move with its count first"),
    CLI_OPT_CHOICE(0, "ep", "WHEN", fen_opts, ep_policy, ep_policies,
                   "en passant square in the FEN written: always (default) or legal"),
    CLI_OPT_CHOICE(0, "castling", "STYLE", fen_opts, castling, castling_styles,
                   "Chess960 castling rights in the FEN written: x-fen (default: KQkq, a file for an inner rook) or shredder (files)"),
    CLI_OPT_FLAG(0, "start", fen_opts, start,
                 "with --check: the position must be one the game starts from (Chess960: its number is said)"),
    CLI_OPT_GAME_VARIANT(fen_opts, variant, "the game of the position (default: chess): "),
    CLI_OPT_COORDS(fen_opts, coords),
    CLI_OPT_STRING('f', "file", "FILE", fen_opts, file,
                   "with --check or --perft: each position of FILE ('-': standard input), a FEN or EPD line each"),
    CLI_OPT_HELP(),
    CLI_OPT_END};

const cli_command fen_command = {
    "fen", "[OPTIONS] [FEN|startpos] [MOVE...]",
    "Reads a position (the start position when none is given), plays the moves given\n"
    "(SAN in the --lang language, LAN, UCI or descriptive) and prints the FEN reached. With\n"
    "--variant=kingless the position may be named: equal (the default), equal-wings, unequal.\n"
    "With --file, --check and --perft take each position of a list (FEN or EPD lines, perft\n"
    "suites' ;D1 20 operations and .perft records checked) and give a verdict per line.",
    fen_options,
    "check a FEN, play moves from it, list legal moves, count perft",
    cmd_fen};

static void print_fen_error(const char *fen, const pk_fen_error *err)
{
    fprintf(stderr, "pgnkit fen: invalid FEN: %s\n", err->message);
    if (err->column > 0) {
        fprintf(stderr, "  %s\n  %*s^\n", fen, err->column - 1, "");
    }
}

/* A move in the notation of --to and the language of --lang (a target the game does not write:
 * the game's first notation). */
static void format_move(const fen_opts *o, const void *pos, pk_any_move m, char *out)
{
    pk_convert_options how = {(pk_target)o->to, o->lang, false, NULL};
    o->variant->board->format_move(pos, m, &how, NULL, out);
}

static int play_moves(const fen_opts *o, void *pos, char **moves, int n)
{
    pk_words_options how = {o->lang, o->coords};
    for (int i = 0, number = 1; i < n; number++) {
        pk_move_words r;
        o->variant->board->read_move_words(pos, moves + i, n - i, &how, &r);
        if (r.status != 0) {
            static const char *const what[] = {"", "bad", "illegal", "ambiguous"};
            bool list = r.moves_meant[0] != 0;
            cli_error(&fen_command, "%s move '%s' (move %d): %s%s%s%s%s", what[r.status], r.text, number, r.message,
                      list ? " (" : "", list ? r.meant_label : "", r.moves_meant, list ? ")" : "");
            return 1;
        }
        o->variant->board->play(pos, r.move);
        i += r.words;
    }
    return 0;
}

static void print_perft(const fen_opts *o, const void *pos)
{
    uint64_t total = 0;
    if (o->divide && o->perft > 0) {
        pk_any_move moves[PK_ANY_MOVES_MAX];
        uint64_t counts[PK_ANY_MOVES_MAX];
        int n = o->variant->board->perft_divide(pos, o->perft, moves, counts);
        for (int i = 0; i < n; i++) {
            char text[PK_ANY_MOVE_TEXT_MAX];
            format_move(o, pos, moves[i], text);
            printf("%s %llu\n", text, (unsigned long long)counts[i]);
            total += counts[i];
        }
        printf("\n");
    } else {
        total = o->variant->board->perft(pos, o->perft);
    }
    printf("%llu\n", (unsigned long long)total);
}

/* What the position reached is asked to show: its diagram, legal moves, perft, or its FEN. */
static void show_position(const fen_opts *o, const void *pos)
{
    if (o->board) {
        char diagram[PK_ANY_DIAGRAM_MAX];
        o->variant->board->diagram(pos, !o->ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
        fputs(diagram, stdout);
    }
    if (o->legal) {
        pk_any_move moves[PK_ANY_MOVES_MAX];
        int n = o->variant->board->legal_moves(pos, moves);
        for (int i = 0; i < n; i++) {
            char text[PK_ANY_MOVE_TEXT_MAX];
            format_move(o, pos, moves[i], text);
            printf("%s\n", text);
        }
    }
    if (o->perft >= 0)
        print_perft(o, pos);
    if (!o->legal && o->perft < 0) {
        char out[PK_ANY_FEN_MAX];
        o->variant->board->fen_write(pos, o->ep_policy | o->castling, out);
        printf("%s\n", out);
    }
}

/* --check's verdict on a valid position (with --start, whether the game starts from it):
 * "valid", "valid: Chess960 start 518", or why it is no start. name and line: of a list's
 * position, else NULL. 0, or 1 when it is no start. */
static int say_valid(const fen_opts *o, const void *pos, const char *name, uint32_t line)
{
    char what[200] = "";
    bool start = !o->start || o->variant->board->is_start(pos, what, sizeof what);
    if (name) { /* a line per position of a list: put together without printf, a third of the time */
        char where[24], *p = where;
        *p++ = ':';
        p += pk_decimal(line, p);
        *p++ = ':';
        *p++ = ' ';
        fputs(name, stdout);
        fwrite(where, 1, (size_t)(p - where), stdout);
    }
    if (start) {
        if (what[0])
            printf("valid: %s\n", what);
        else
            fputs("valid\n", stdout);
        return 0;
    }
    if (name)
        printf("error: %s\n", what);
    else {
        fflush(stdout);
        cli_error(&fen_command, "%s", what);
    }
    return 1;
}

/* Perft of one position of a list at each depth the list gives a count for, up to --perft, and
 * at --perft itself: "D1 20 D2 400 D3 8902", or what differs. 0, or 1 when a count differs. */
static int check_list_perft(const fen_opts *o, const void *pos, const pk_epd_entry *e, const char *name)
{
    int depths[PK_EPD_EXPECT_MAX + 1], n = 0;
    for (int i = 0; i < e->n_expect; i++)
        if (e->expect[i].depth <= o->perft)
            depths[n++] = e->expect[i].depth;
    bool listed = false;
    for (int i = 0; i < n; i++)
        listed |= depths[i] == o->perft;
    if (!listed)
        depths[n++] = o->perft;
    char done[1024];
    size_t used = 0;
    int status = 0;
    for (int i = 0; i < n; i++) {
        uint64_t nodes = o->variant->board->perft(pos, depths[i]);
        for (int k = 0; k < e->n_expect; k++)
            if (e->expect[k].depth == depths[i] && e->expect[k].nodes != nodes) {
                printf("%s:%u: error: perft %d gives %llu, the list says %llu\n", name, e->line, depths[i],
                       (unsigned long long)nodes, (unsigned long long)e->expect[k].nodes);
                status = 1;
            }
        if (used < sizeof done)
            used += (size_t)snprintf(done + used, sizeof done - used, "%sD%d %llu", i ? " " : "", depths[i],
                                     (unsigned long long)nodes);
    }
    if (status == 0)
        printf("%s:%u: %s\n", name, e->line, done);
    return status;
}

/* --file: each position of the list checked (--check) or counted (--perft); a line per position,
 * then a summary on standard error. */
static int run_list(const fen_opts *o)
{
    bool is_stdin = strcmp(o->file, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(o->file, "r");
    if (!f) {
        cli_error(&fen_command, "cannot read '%s': %s", o->file, strerror(errno));
        return 2;
    }
    const char *name = is_stdin ? "<stdin>" : o->file;
    pk_epd_reader *r = pk_epd_open(f);
    void *pos = malloc(o->variant->board->position_size);
    pk_epd_entry *e = malloc(sizeof *e);
    if (!r || !pos || !e) {
        cli_error(&fen_command, "out of memory");
        free(e), free(pos), pk_epd_close(r);
        if (!is_stdin)
            fclose(f);
        return 2;
    }
    if (o->perft < 0) /* a line per position, at once; a perft count comes slowly: each as it is made */
        cli_buffer_output(stdout);
    unsigned long positions = 0, failed = 0;
    while (pk_epd_next(r, e)) {
        positions++;
        pk_fen_error err;
        int bad = 1;
        if (e->error[0])
            printf("%s:%u: error: %s\n", name, e->line, e->error);
        else if (o->variant->board->fen_read(pos, e->fen, &err) < 0)
            printf("%s:%u: error: invalid FEN: %s\n", name, e->line, err.message);
        else if (o->perft >= 0)
            bad = check_list_perft(o, pos, e, name);
        else
            bad = say_valid(o, pos, name, e->line);
        failed += (unsigned long)bad;
    }
    bool read_error = ferror(f);
    if (read_error)
        cli_error(&fen_command, "error reading '%s'", o->file);
    fflush(stdout); /* the summary after the verdicts, when both go to one place */
    fprintf(stderr, "%lu positions: %lu ok, %lu failed\n", positions, positions - failed, failed);
    free(e);
    free(pos);
    pk_epd_close(r);
    if (!is_stdin)
        fclose(f);
    return read_error ? 2 : failed ? 1 : 0;
}

int cmd_fen(int argc, char **argv)
{
    fen_opts o = {.to = -1, .perft = -1, .ep_policy = PK_FEN_EP_ALWAYS, .variant = pk_variants[0],
                  .lang = pk_lang_english()};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
    if (!args)
        return 2;
    int nargs, status = 0;
    int rc = cli_parse(&fen_command, argc, argv, &o, args, &nargs);
    if (rc != CLI_OK) {
        free(args);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    if (o.divide && o.perft < 0) {
        cli_error(&fen_command, "--divide goes with --perft=N");
        free(args);
        return 2;
    }
    if (o.to < 0) {
        o.to = PK_TO_SAN; /* a game that does not write SAN shows its moves in its first notation */
    } else if (!o.variant->writes_target((pk_target)o.to)) {
        cli_error(&fen_command, "--to=%s is not a notation of %s: --variant names the game", cli_choice_name(fen_targets, o.to),
                  o.variant->name);
        free(args);
        return 2;
    }
    if (o.start && !o.check) {
        cli_error(&fen_command, "--start goes with --check");
        free(args);
        return 2;
    }
    if (o.file) {
        if (nargs || (!o.check && o.perft < 0) || o.board || o.legal || o.divide) {
            cli_error(&fen_command, nargs ? "--file takes the positions from the file: no FEN or moves besides"
                                          : "--file goes with --check or --perft=N (not --board, --legal, --divide)");
            free(args);
            return 2;
        }
        free(args);
        return run_list(&o);
    }
    void *pos = malloc(o.variant->board->position_size);
    if (!pos) {
        free(args);
        return 2;
    }
    char fen[512];
    int used = o.variant->board->fen_words(args, nargs, fen, sizeof fen);
    pk_fen_error err;
    if (o.variant->board->fen_read(pos, fen, &err) < 0) {
        print_fen_error(fen, &err);
        status = 1;
    } else {
        status = play_moves(&o, pos, args + used, nargs - used);
        if (status == 0 && o.check)
            status = say_valid(&o, pos, NULL, 0);
        else if (status == 0)
            show_position(&o, pos);
    }
    free(pos);
    free(args);
    return status;
}
