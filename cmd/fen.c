/* pgnkit fen: check a FEN, play moves from it, draw it, list its legal moves, count perft. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chess_words.h"
#include "cli.h"
#include "convert.h"
#include "diag.h"
#include "diagram.h"
#include "fen.h"
#include "fen_xiangqi.h"
#include "movegen.h"
#include "xiangqi_notation.h"

typedef struct {
    bool check, board, ascii, legal, divide;
    int variant;          /* PK_VARIANT_CHESS, _KINGLESS or _XIANGQI */
    int xq_flags;
    int to;               /* pk_target of the moves printed */
    int perft;            /* -1: none */
    int ep_policy;
    const pk_lang *lang;
} fen_opts;

static const cli_choice fen_targets[] = {
    {"san", PK_TO_SAN}, {"lan", PK_TO_LAN}, {"uci", PK_TO_UCI},
    {"iccs", PK_TO_ICCS}, {"wxf", PK_TO_WXF}, {"chinese", PK_TO_CHINESE}, {NULL, 0}};
static const cli_choice ep_policies[] = {{"always", PK_FEN_EP_ALWAYS}, {"legal", PK_FEN_EP_IF_LEGAL}, {NULL, 0}};
static const cli_choice fen_variants[] = {
    {"chess", PK_VARIANT_CHESS}, {"kingless", PK_VARIANT_KINGLESS}, {"xiangqi", PK_VARIANT_XIANGQI}, {NULL, 0}};

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
    CLI_OPT_CHOICE(0, "variant", "NAME", fen_opts, variant, fen_variants, "chess (default), kingless or xiangqi"),
    CLI_OPT_COORDS(fen_opts, xq_flags),
    CLI_OPT_HELP(),
    CLI_OPT_END};

const cli_command fen_command = {
    "fen", "[OPTIONS] [FEN|startpos] [MOVE...]",
    "Reads a position (the start position when none is given), plays the moves given\n"
    "(SAN in the --lang language, LAN, UCI or descriptive) and prints the FEN reached. With\n"
    "--variant=kingless the position may be named: equal (the default), equal-wings, unequal.",
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

/* A move in the notation of --to (SAN, LAN or UCI) and the language of --lang. */
static void format_move(const pk_position *pos, pk_move m, const fen_opts *o, char *out)
{
    pk_convert_options how = {(pk_target)o->to, o->lang, false};
    pk_format_move(pos, m, &how, out);
}

static int play_moves(pk_position *pos, char **moves, int n, const fen_opts *o)
{
    for (int i = 0, number = 1; i < n; number++) {
        pk_move_reading r;
        pk_move_words_read(pos, moves + i, n - i, o->lang, &r);
        if (r.status != PK_SAN_OK) {
            static const char *const what[] = {"", "bad move", "illegal move", "ambiguous move"};
            char legal[512];
            pk_suggestion_join(r.suggestion, legal, sizeof legal);
            cli_error(&fen_command, "%s '%s' (move %d): %s%s%s%s", what[-r.status], r.text, number, r.message,
                      legal[0] ? " (legal: " : "", legal, legal[0] ? ")" : "");
            return 1;
        }
        pk_position_play(pos, r.move);
        i += r.words;
    }
    return 0;
}

static void print_perft(const pk_position *pos, const fen_opts *o)
{
    uint64_t total = 0;
    if (o->divide && o->perft > 0) {
        pk_move moves[PK_MAX_MOVES];
        uint64_t counts[PK_MAX_MOVES];
        int n = pk_perft_divide(pos, o->perft, moves, counts);
        for (int i = 0; i < n; i++) {
            char text[16];
            format_move(pos, moves[i], o, text);
            printf("%s %llu\n", text, (unsigned long long)counts[i]);
            total += counts[i];
        }
        printf("\n");
    } else {
        total = pk_perft(pos, o->perft);
    }
    printf("%llu\n", (unsigned long long)total);
}

int cmd_fen(int argc, char **argv)
{
    fen_opts o = {.to = PK_TO_SAN, .perft = -1, .ep_policy = PK_FEN_EP_ALWAYS, .variant = PK_VARIANT_CHESS,
                  .lang = pk_lang_english()};
    char **args = malloc(sizeof(char *) * (size_t)(argc + 1));
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
    if (o.variant == PK_VARIANT_XIANGQI) {
        fen_xq_opts xo = {o.check, o.board, o.ascii, o.legal, o.divide, o.perft,
                          o.to == PK_TO_WXF ? PK_XQ_WXF : o.to == PK_TO_CHINESE ? PK_XQ_CHINESE : PK_XQ_ICCS, o.xq_flags};
        status = cmd_fen_xiangqi(args, nargs, &xo);
        free(args);
        return status;
    }
    if (pk_target_is_xiangqi((pk_target)o.to)) {
        cli_error(&fen_command, "--to=iccs, wxf and chinese go with --variant=xiangqi");
        free(args);
        return 2;
    }
    pk_rules rules = o.variant == PK_VARIANT_KINGLESS ? PK_RULES_KINGLESS : PK_RULES_CHESS;
    char fen[512];
    int used = pk_fen_words(args, nargs, rules, fen, sizeof fen);
    pk_position pos;
    pk_fen_error err;
    if (pk_fen_parse(&pos, fen, rules, &err) < 0) {
        print_fen_error(fen, &err);
        free(args);
        return 1;
    }
    if (o.check) {
        if (nargs > used)
            status = play_moves(&pos, args + used, nargs - used, &o);
        if (status == 0)
            printf("valid\n");
        free(args);
        return status;
    }
    status = play_moves(&pos, args + used, nargs - used, &o);
    if (status == 0) {
        char out[PK_FEN_MAX];
        if (o.board) {
            char diagram[PK_DIAGRAM_MAX];
            pk_diagram_text(&pos, !o.ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
            fputs(diagram, stdout);
        }
        if (o.legal) {
            pk_movelist list;
            pk_generate_legal(&pos, &list);
            for (int i = 0; i < list.count; i++) {
                char text[16];
                format_move(&pos, list.moves[i], &o, text);
                printf("%s\n", text);
            }
        }
        if (o.perft >= 0)
            print_perft(&pos, &o);
        if (!o.legal && o.perft < 0) {
            pk_fen_write(&pos, o.ep_policy, out);
            printf("%s\n", out);
        }
    }
    free(args);
    return status;
}
