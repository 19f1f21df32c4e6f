/* pgnkit fen --variant=xiangqi: check a Xiangqi FEN, play moves (ICCS, WXF or Chinese), draw the
 * board, list legal moves, count perft. */
#include "fen_xiangqi.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "xiangqi_draw.h"
#include "xiangqi_notation.h"

static void print_fen_error(const char *fen, const pk_fen_error *err)
{
    fprintf(stderr, "pgnkit fen: invalid FEN: %s\n", err->message);
    if (err->column > 0)
        fprintf(stderr, "  %s\n  %*s^\n", fen, err->column - 1, "");
}

/* The FEN: one word with '/', or its fields as several words, or startpos, or none. */
static int gather_xq_fen(char **args, int nargs, char *fen, size_t size)
{
    if (nargs == 0 || strcmp(args[0], "startpos") == 0 || !strchr(args[0], '/')) {
        snprintf(fen, size, "%s", pk_xq_fen_startpos);
        return nargs && strcmp(args[0], "startpos") == 0 ? 1 : 0;
    }
    int used = 1;
    snprintf(fen, size, "%s", args[0]);
    while (used < nargs && used < 6 && strlen(args[used]) <= 3 && strspn(args[used], "wrb-0123456789") == strlen(args[used])) {
        size_t n = strlen(fen);
        snprintf(fen + n, size - n, " %s", args[used++]);
    }
    return used;
}

static int play_xq_moves(pk_xq_position *pos, char **moves, int n, int flags)
{
    for (int i = 0; i < n; i++) {
        const char *text = moves[i];
        int guess = (flags & PK_XQ_ICCS_RANKS_1_10) && text[0] >= 'a' && text[0] <= 'i' ? PK_XQ_ICCS
                                                                                     : pk_xq_guess_notation(text, strlen(text));
        pk_xq_move m;
        pk_xq_movelist matches;
        matches.count = 0;
        uint16_t lenient = 0;
        pk_xq_status st = guess < 0 ? PK_XQ_BAD_SYNTAX
                                    : pk_xq_move_parse(pos, (pk_xq_notation)guess, text, strlen(text), flags, &m,
                                                       &matches, &lenient);
        if (st != PK_XQ_OK) {
            char legal[256] = "";
            size_t used = 0;
            for (int k = 0; k < matches.count && k < 8 && st != PK_XQ_BAD_SYNTAX; k++) {
                char w[48];
                pk_xq_move_format(pos, guess < 0 ? PK_XQ_ICCS : (pk_xq_notation)guess, matches.moves[k], 0, w);
                used += (size_t)snprintf(legal + used, sizeof legal - used, "%s%s", k ? ", " : "", w);
            }
            fprintf(stderr, "pgnkit fen: %s move '%s' (move %d): %s%s%s%s\n",
                    st == PK_XQ_AMBIGUOUS ? "ambiguous" : st == PK_XQ_ILLEGAL ? "illegal" : "bad", text, i + 1,
                    st == PK_XQ_AMBIGUOUS ? "several men fit it"
                    : st == PK_XQ_ILLEGAL ? "no man can make it"
                                          : "not a move in ICCS, WXF or Chinese notation",
                    legal[0] ? " (" : "", legal, legal[0] ? ")" : "");
            return 1;
        }
        pk_xq_play(pos, m);
    }
    return 0;
}

int cmd_fen_xiangqi(char **args, int nargs, const fen_xq_opts *o)
{
    char fen[512];
    int used = gather_xq_fen(args, nargs, fen, sizeof fen);
    pk_xq_position pos;
    pk_fen_error err;
    if (pk_xq_fen_parse(&pos, fen, &err) < 0) {
        print_fen_error(fen, &err);
        return 1;
    }
    int status = play_xq_moves(&pos, args + used, nargs - used, o->flags);
    if (status)
        return status;
    if (o->check) {
        printf("valid\n");
        return 0;
    }
    if (o->board) {
        char diagram[2048];
        pk_xq_diagram_text(&pos, !o->ascii && cli_utf8_terminal(stdout), diagram, sizeof diagram);
        fputs(diagram, stdout);
    }
    if (o->legal) {
        pk_xq_movelist list;
        pk_xq_generate_legal(&pos, &list);
        for (int i = 0; i < list.count; i++) {
            char w[48];
            pk_xq_move_format(&pos, (pk_xq_notation)o->notation, list.moves[i], 0, w);
            printf("%s\n", w);
        }
    }
    if (o->perft >= 0) {
        unsigned long long total = 0;
        if (o->divide && o->perft > 0) {
            pk_xq_move moves[PK_XQ_MAX_MOVES];
            uint64_t counts[PK_XQ_MAX_MOVES];
            int n = pk_xq_perft_divide(&pos, o->perft, moves, counts);
            for (int i = 0; i < n; i++) {
                char w[48];
                pk_xq_move_format(&pos, (pk_xq_notation)o->notation, moves[i], 0, w);
                printf("%s %llu\n", w, (unsigned long long)counts[i]);
                total += counts[i];
            }
            printf("\n");
        } else {
            total = pk_xq_perft(&pos, o->perft);
        }
        printf("%llu\n", total);
    }
    if (!o->legal && o->perft < 0) {
        char out[PK_XQ_FEN_MAX];
        pk_xq_fen_write(&pos, out);
        printf("%s\n", out);
    }
    return 0;
}
