/* pgnkit replay: step through games and show the positions. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "decimal.h"
#include "convert.h"
#include "input.h"
#include "report.h"
#include "variant.h"

enum { FMT_LINES, FMT_FEN, FMT_BOARD, FMT_JSON, FMT_SVG };

typedef struct {
    int game, ply;        /* 0: every game; -1: every ply */
    int format;
    int to;               /* pk_target: --to */
    bool ascii;
    pk_convert_options notation;
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
    CLI_OPT_COORDS(replay_opts, check.coords),
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
    const pk_game *game;
    const pk_variant *row;
    void *pos;            /* the position at the stop (row->board->position_size bytes) */
    pk_any_move last;
} replay_state;

/* s at p, without its NUL; returns the end. */
static char *put_text(char *p, const char *s)
{
    size_t len = strlen(s);
    memcpy(p, s, len);
    return p + len;
}

/* The line "PLY MOVE FEN" of --format=lines, written whole at once: printf's parsing of its
 * format took more time than making the line (a game's every ply is a line). */
static void put_line(uint32_t ply, const char *move, const char *fen)
{
    char line[16 + PK_ANY_MOVE_TEXT_MAX + PK_ANY_FEN_MAX], *p = line;
    p += pk_decimal(ply, p);
    *p++ = ' ';
    p = put_text(p, move);
    *p++ = ' ';
    p = put_text(p, fen);
    *p++ = '\n';
    fwrite(line, 1, (size_t)(p - line), stdout);
}

/* Shows a main-line move; non-zero when the ply asked for is passed (the walk stops). */
static int replay_step(void *ctx, uint32_t ply, const void *before, pk_any_move m, const void *after)
{
    replay_state *s = ctx;
    const replay_opts *o = s->opt;
    if (o->ply >= 0 && ply > (uint32_t)o->ply)
        return 1;
    char move[PK_ANY_MOVE_TEXT_MAX], fen[PK_ANY_FEN_MAX];
    s->row->board->format_move(before, m, &o->notation, s->game, move);
    s->row->board->fen_write(after, PK_FEN_EP_ALWAYS, fen);
    if (o->format == FMT_LINES)
        put_line(ply, move, fen);
    else if (o->format == FMT_JSON) {
        /* written in pieces put together here: printf took a third of the time */
        char coords[16], text[64 + PK_ANY_FEN_MAX], *p = text;
        s->row->board->format_coords(m, coords);
        p = put_text(p, ",{\"ply\":");
        p += pk_decimal(ply, p);
        p = put_text(p, ",\"move\":");
        fwrite(text, 1, (size_t)(p - text), stdout);
        pk_json_string(stdout, move, strlen(move)); /* (Chinese notation, escapes) */
        p = put_text(text, ",\"");
        p = put_text(p, s->row->board->coords_name);
        p = put_text(p, "\":\"");
        p = put_text(p, coords);
        p = put_text(p, "\",\"fen\":\"");
        p = put_text(p, fen);
        p = put_text(p, "\"}");
        fwrite(text, 1, (size_t)(p - text), stdout);
    }
    memcpy(s->pos, after, s->row->board->position_size);
    s->last = m;
    return 0;
}

/* Shows a checked game that could be set up, through its row of the variant table; pos has room
 * for a position of any row. */
static void show_game(const pk_game *g, const replay_opts *o, void *pos)
{
    const pk_variant *row = g->row;
    replay_state s = {.opt = o, .game = g, .row = row, .pos = pos, .last = PK_ANY_MOVE_NONE};
    memcpy(pos, row->board->start_of(g), row->board->position_size);
    char fen[PK_ANY_FEN_MAX];
    if (o->format == FMT_JSON) {
        row->board->fen_write(pos, PK_FEN_EP_ALWAYS, fen);
        printf("{\"game\":%llu,\"variant\":\"%s\",\"plies\":[{\"ply\":0,\"move\":null,\"fen\":\"%s\"}",
               (unsigned long long)g->number, row->name, fen);
    }
    row->board->walk_main(g, replay_step, &s);
    switch (o->format) {
    case FMT_JSON: printf("]}\n"); break;
    case FMT_FEN:
        row->board->fen_write(pos, PK_FEN_EP_ALWAYS, fen);
        printf("%s\n", fen);
        break;
    case FMT_BOARD: {
        char diagram[PK_ANY_DIAGRAM_MAX];
        row->board->diagram(pos, !o->ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
        fputs(diagram, stdout);
        break;
    }
    case FMT_SVG: row->board->svg(stdout, pos, s.last); break;
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
    /* a line per ply, of a whole file perhaps: a write call per 4 KiB of them took a tenth of
     * the time. Else (a terminal, or the diagnostics' file: 2>&1) the output so far goes out
     * before each game's diagnostics, which thus come right before the game's lines. */
    bool buffered = cli_buffer_output(stdout);
    size_t room = 0;
    for (size_t i = 0; i < pk_variant_count; i++)
        room = pk_variants[i]->board->position_size > room ? pk_variants[i]->board->position_size : room;
    void *pos = malloc(room);
    if (!pos) {
        cmd_input_close(&in, &replay_command);
        return 2;
    }
    pk_game g;
    pk_game_init(&g);
    bool invalid = false, shown = false, found = false;
    /* an archive's members one after the other, its games numbered on from one member to the next */
    uint64_t games_before = 0, games = 0;
    for (;;) {
        if (!buffered)
            fflush(stdout); /* what the end of an input says of it comes after the output so far */
        if ((found && o.game) || !cmd_input_next(&in, &replay_command))
            break;
        games_before = games;
        while (pk_game_read(in.reader, &g)) {
            g.number += games_before;
            games = g.number > games ? g.number : games;
            if (g.stray || (o.game && (long)g.number != (long)o.game))
                continue;
            found = true;
            pk_game_check(&g, &o.check);
            if ((o.format == FMT_LINES || o.format == FMT_BOARD) && shown && g.set_up)
                putchar('\n'); /* between the games shown, before the next one's diagnostics */
            if (!buffered && g.n_diags)
                fflush(stdout);
            cmd_print_diags(stderr, in.name, &g, true, false);
            invalid |= !g.valid;
            if (!g.set_up) {
                /* a game whose start is unknown (a game pgnkit does not play, a bad FEN): no
                 * position shown, rather than the standard start in its place */
                if (o.game)
                    break;
                continue;
            }
            show_game(&g, &o, pos);
            shown = true;
            if (o.game)
                break;
        }
    }
    if (!buffered)
        fflush(stdout);
    int status = cmd_input_close(&in, &replay_command) < 0 ? 2 : 0;
    if (status == 0 && o.game && !found) {
        cli_error(&replay_command, "the input has no game %d", o.game);
        status = 1;
    }
    pk_game_free(&g);
    free(pos);
    return status ? status : invalid ? 1 : 0; /* main checks that the output was written */
}
