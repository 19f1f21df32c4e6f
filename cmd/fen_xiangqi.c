/* pgnkit fen --variant=xiangqi: check a Xiangqi FEN, play moves (ICCS, WXF or Chinese), draw the
 * board, list legal moves, count perft. */
#include "fen_xiangqi.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "xiangqi_draw.h"
#include "xiangqi_notation.h"
#include "xiangqi_words.h"

static void print_fen_error(const char *fen, const pk_fen_error *err)
{
    fprintf(stderr, "pgnkit fen: invalid FEN: %s\n", err->message);
    if (err->column > 0)
        fprintf(stderr, "  %s\n  %*s^\n", fen, err->column - 1, "");
}

static int play_xq_moves(pk_xq_position *pos, char **moves, int n, int flags)
{
    for (int i = 0; i < n; i++) {
        pk_xq_move_reading r;
        pk_xq_move_words_read(pos, moves[i], flags, &r);
        if (r.status != PK_XQ_OK) {
            fprintf(stderr, "pgnkit fen: %s move '%s' (move %d): %s%s%s%s\n",
                    r.status == PK_XQ_AMBIGUOUS ? "ambiguous" : r.status == PK_XQ_ILLEGAL ? "illegal" : "bad", moves[i],
                    i + 1, r.reason, r.candidates[0] ? " (" : "", r.candidates, r.candidates[0] ? ")" : "");
            return 1;
        }
        pk_xq_play(pos, r.move);
    }
    return 0;
}

int cmd_fen_xiangqi(char **args, int nargs, const fen_xq_opts *o)
{
    char fen[512];
    int used = pk_xq_fen_words(args, nargs, fen, sizeof fen);
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
