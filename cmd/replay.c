/* pgnkit replay: step through games and show the positions. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "convert.h"
#include "diagram.h"
#include "fen.h"
#include "game_walk.h"
#include "input.h"
#include "report.h"
#include "san.h"
#include "svg.h"
#include "xiangqi_draw.h"
#include "xiangqi_game.h"

enum { FMT_LINES, FMT_FEN, FMT_BOARD, FMT_JSON, FMT_SVG };

typedef struct {
    int game, ply;        /* 0: every game; -1: every ply */
    int format;
    int to;               /* pk_target: --to */
    bool ascii;
    pk_convert_options notation;
    int xq_notation;      /* for Xiangqi games: the notation of the moves shown */
    pk_check_options check;
} replay_opts;

static const cli_choice formats[] = {
    {"lines", FMT_LINES}, {"fen", FMT_FEN}, {"board", FMT_BOARD}, {"json", FMT_JSON}, {"svg", FMT_SVG}, {NULL, 0}};

static const cli_choice notations[] = {
    {"san", PK_TO_SAN}, {"lan", PK_TO_LAN}, {"uci", PK_TO_UCI}, {"iccf", PK_TO_ICCF},
    {"iccs", PK_TO_ICCS}, {"wxf", PK_TO_WXF}, {"chinese", PK_TO_CHINESE}, {NULL, 0}};

static const cli_option replay_options[] = {
    CLI_OPT_NUMBER('g', "game", "N", replay_opts, game, 1, 1000000000, "a game number (1 or more)",
                   "only the N-th game of the input (1-based)"),
    CLI_OPT_NUMBER('p', "ply", "N", replay_opts, ply, 0, 1000000000, "a ply number (0 or more)",
                   "stop at ply N (0: the starting position)"),
    CLI_OPT_CHOICE('f', "format", "FORMAT", replay_opts, format, formats,
                   "lines (default: PLY MOVE FEN), fen, board, json or svg"),
    CLI_OPT_CHOICE_REFUSING('t', "to", "NOTATION", replay_opts, to, notations,
                            "san, lan, uci, iccf (chess) or iccs, wxf, chinese (Xiangqi)",
                            "moves shown in: san (default), lan, uci, iccf; Xiangqi: iccs, wxf, chinese"),
    CLI_OPT_WRITE_LANG(replay_opts, notation.lang, "piece letters of SAN shown: en (default), it, ..."),
    CLI_OPT_FROM_LANG(replay_opts, check.lang, "piece letters of the input's SAN: auto (default), en, it, ..."),
    CLI_OPT_ASCII(replay_opts, ascii, "boards with letters even on a UTF-8 terminal"),
    CLI_OPT_NOTATION(replay_opts, check,
                     "how moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese"),
    CLI_OPT_VARIANT(replay_opts, check),
    CLI_OPT_COORDS(replay_opts, check.xq_flags),
    CLI_OPT_HELP(),
    CLI_OPT_END};

const cli_command replay_command = {
    "replay", "[OPTIONS] [FILE]",
    "Replays the main line of each game of a PGN file (standard input when none or '-') and\n"
    "shows the positions: a line 'PLY MOVE FEN' per ply by default; with --format=fen, board\n"
    "or svg the position at the last ply reached (or at --ply); json gives every ply.",
    replay_options,
    "step through games and show the positions",
    cmd_replay};

typedef struct {
    const replay_opts *opt;
    pk_position pos;      /* the position at the stop */
    pk_move last;
    uint32_t ply;
    bool json_first;
} replay_state;

/* Shows a main-line move; true when the ply asked for is passed (the walk stops). */
static bool replay_node(replay_state *s, const pk_walk_step *st)
{
    if (st->depth != 0 || st->node->kind != PK_NODE_MOVE || !st->before)
        return false;
    if (s->opt->ply >= 0 && st->ply > (uint32_t)s->opt->ply)
        return true;
    char move[48], fen[PK_FEN_MAX];
    pk_format_move(st->before, st->node->move, &s->opt->notation, move);
    pk_fen_write(st->after, PK_FEN_EP_ALWAYS, fen);
    if (s->opt->format == FMT_LINES)
        printf("%u %s %s\n", st->ply, move, fen);
    else if (s->opt->format == FMT_JSON) {
        char uci[8];
        pk_uci_format(st->node->move, uci);
        printf(",{\"ply\":%u,\"move\":", st->ply);
        pk_json_string(stdout, move, strlen(move));
        printf(",\"uci\":\"%s\",\"fen\":\"%s\"}", uci, fen);
    }
    s->pos = *st->after;
    s->last = st->node->move;
    s->ply = st->ply;
    return false;
}

typedef struct {
    const replay_opts *opt;
    pk_xq_position pos;
    pk_xq_move last;
} xq_replay_state;

static int xq_target(const replay_opts *o, const pk_game *g)
{
    switch (o->notation.target) {
    case PK_TO_ICCS: return PK_XQ_ICCS;
    case PK_TO_WXF: return PK_XQ_WXF;
    case PK_TO_CHINESE: return PK_XQ_CHINESE;
    default: return g->xq_notation;
    }
}

static int xq_replay_step(void *ctx, uint32_t ply, const pk_xq_position *before, pk_xq_move m,
                          const pk_xq_position *after)
{
    xq_replay_state *s = ctx;
    const replay_opts *o = s->opt;
    if (o->ply >= 0 && ply > (uint32_t)o->ply)
        return 1;
    char move[64], fen[PK_XQ_FEN_MAX];
    pk_xq_move_format(before, (pk_xq_notation)o->xq_notation, m, 0, move);
    pk_xq_fen_write(after, fen);
    if (o->format == FMT_LINES)
        printf("%u %s %s\n", ply, move, fen);
    else if (o->format == FMT_JSON) {
        char iccs[8];
        pk_xq_iccs_format(m, iccs);
        printf(",{\"ply\":%u,\"move\":", ply);
        pk_json_string(stdout, move, strlen(move));
        printf(",\"iccs\":\"%s\",\"fen\":\"%s\"}", iccs, fen);
    }
    s->pos = *after;
    s->last = m;
    return 0;
}

static void show_xq_game(const pk_game *g, replay_opts *o, bool first_output)
{
    xq_replay_state s = {.opt = o, .pos = g->xq_start, .last = PK_XQ_MOVE_NONE};
    char fen[PK_XQ_FEN_MAX];
    o->xq_notation = xq_target(o, g);
    if (o->format == FMT_LINES && !first_output)
        printf("\n");
    if (o->format == FMT_JSON) {
        pk_xq_fen_write(&g->xq_start, fen);
        printf("{\"game\":%llu,\"variant\":\"xiangqi\",\"plies\":[{\"ply\":0,\"move\":null,\"fen\":\"%s\"}",
               (unsigned long long)g->number, fen);
    }
    pk_xq_game_walk_main(g, xq_replay_step, &s);
    switch (o->format) {
    case FMT_JSON: printf("]}\n"); break;
    case FMT_FEN:
        pk_xq_fen_write(&s.pos, fen);
        printf("%s\n", fen);
        break;
    case FMT_BOARD: {
        char diagram[2048];
        if (!first_output)
            printf("\n");
        pk_xq_diagram_text(&s.pos, !o->ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
        fputs(diagram, stdout);
        break;
    }
    case FMT_SVG: pk_xq_svg_write(stdout, &s.pos, s.last); break;
    default: break;
    }
}

static void show_game(const pk_game *g, const replay_opts *o, bool first_output)
{
    replay_state s = {.opt = o, .pos = g->start, .last = PK_MOVE_NONE};
    char fen[PK_FEN_MAX];
    if (o->format == FMT_LINES && !first_output)
        printf("\n");
    if (o->format == FMT_JSON) {
        pk_fen_write(&g->start, PK_FEN_EP_ALWAYS, fen);
        printf("{\"game\":%llu,\"plies\":[{\"ply\":0,\"move\":null,\"fen\":\"%s\"}", (unsigned long long)g->number, fen);
    }
    pk_game_walker walk;
    pk_walk_step step;
    pk_walker_start(&walk, g, true);
    /* a variation that could not be replayed is passed over: the main line goes on after it */
    bool passed = false;
    do {
        while (pk_walker_next(&walk, &step))
            if ((passed = replay_node(&s, &step)))
                break;
    } while (!passed && walk.stopped < g->n_nodes && pk_walker_resume(&walk));
    switch (o->format) {
    case FMT_JSON: printf("]}\n"); break;
    case FMT_FEN:
        pk_fen_write(&s.pos, PK_FEN_EP_ALWAYS, fen);
        printf("%s\n", fen);
        break;
    case FMT_BOARD: {
        char diagram[PK_DIAGRAM_MAX];
        if (!first_output)
            printf("\n");
        pk_diagram_text(&s.pos, !o->ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
        fputs(diagram, stdout);
        break;
    }
    case FMT_SVG: pk_svg_write(stdout, &s.pos, s.last); break;
    default: break;
    }
}

int cmd_replay(int argc, char **argv)
{
    replay_opts o = {.game = 0, .ply = -1, .format = FMT_LINES, .to = PK_TO_SAN, .notation = {PK_TO_SAN, pk_lang_english()}};
    char *args[2];
    char **all = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nargs;
    if (!all)
        return 2;
    int rc = cli_parse(&replay_command, argc, argv, &o, all, &nargs);
    if (rc != CLI_OK || nargs > 1) {
        if (nargs > 1 && rc == CLI_OK)
            cli_error(&replay_command, "one input file at most (got %d)", nargs);
        free(all);
        return rc == CLI_EXIT_0 ? 0 : 2;
    }
    args[0] = nargs ? all[0] : (char *)"-";
    free(all);
    o.notation.target = (pk_target)o.to;
    if (o.format == FMT_SVG && o.game == 0)
        o.game = 1; /* one picture: of the first game unless told */
    cmd_input in;
    if (cmd_input_open(&in, args[0], &replay_command) < 0)
        return 2;
    pk_game g;
    pk_game_init(&g);
    bool invalid = false, shown = false, found = false;
    while (pk_game_read(in.reader, &g)) {
        if (g.stray || (o.game && (long)g.number != (long)o.game))
            continue;
        found = true;
        pk_game_check(&g, &o.check);
        cmd_print_diags(stderr, in.name, &g, true, false);
        invalid |= !g.valid;
        if (!g.set_up) {
            /* a game whose start is unknown (a game pgnkit does not play, a bad FEN): no
             * position shown, rather than the standard start in its place */
            if (o.game)
                break;
            continue;
        }
        if (g.xiangqi)
            show_xq_game(&g, &o, !shown);
        else
            show_game(&g, &o, !shown);
        shown = true;
        if (o.game)
            break;
    }
    int status = cmd_input_close(&in, &replay_command) < 0 ? 2 : 0;
    if (status == 0 && o.game && !found) {
        cli_error(&replay_command, "the input has no game %d", o.game);
        status = 1;
    }
    pk_game_free(&g);
    return status ? status : invalid ? 1 : 0; /* main checks that the output was written */
}
