/* pgnkit fen --variant=xiangqi: the Xiangqi side of the fen subcommand. */
#ifndef PK_CMD_FEN_XIANGQI_H
#define PK_CMD_FEN_XIANGQI_H

#include <stdbool.h>

typedef struct {
    bool check, board, ascii, legal, divide;
    int perft;        /* -1: none */
    int notation;     /* pk_xq_notation of printed moves */
    int flags;        /* PK_XQ_ICCS_RANKS_1_10 to read ICCS ranks 1-10 */
} fen_xq_opts;

/* args: [FEN|startpos] [MOVE...] as for chess; returns the exit status. */
int cmd_fen_xiangqi(char **args, int nargs, const fen_xq_opts *o);

#endif
