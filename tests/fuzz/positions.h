/* A few positions the move-text harnesses resolve against: the first input byte picks one. */
#ifndef PK_FUZZ_POSITIONS_H
#define PK_FUZZ_POSITIONS_H

#include "fen.h"
#include "position.h"

static const struct {
    const char *fen;
    pk_rules rules;
} fz_positions[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", PK_RULES_CHESS},
    /* Kiwipete: castling both ways, pins, captures */
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", PK_RULES_CHESS},
    /* en passant available, black to move */
    {"rnbqkbnr/ppp1p1pp/8/8/3pPp2/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", PK_RULES_CHESS},
    /* promotions with and without capture, ambiguous knights and rooks */
    {"r3k2r/1P4P1/8/2N1N3/8/2N1N3/6p1/R3K2R w KQkq - 0 1", PK_RULES_CHESS},
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", PK_RULES_CHESS},
    /* three queens: a fully qualified origin needed */
    {"5k2/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1", PK_RULES_CHESS},
    /* in check: few legal moves */
    {"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", PK_RULES_CHESS},
    /* Chess960: castling both ways with the king on b1, the inner rook's right (X-FEN) */
    {"rk2r3/pppq1ppp/8/8/8/8/PPP2PPP/RK1R3R w KQk - 0 1", PK_RULES_CHESS960},
    /* the kingless game */
    {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", PK_RULES_KINGLESS},
    {"8/2P5/8/8/8/8/5p2/8 b - - 0 1", PK_RULES_KINGLESS},
};
#define FZ_NPOSITIONS ((int)(sizeof fz_positions / sizeof *fz_positions))

static pk_position fz_pos[FZ_NPOSITIONS];

static void fz_positions_init(void)
{
    pk_position_init();
    for (int i = 0; i < FZ_NPOSITIONS; i++) {
        pk_fen_error err;
        if (pk_fen_parse(&fz_pos[i], fz_positions[i].fen, fz_positions[i].rules, &err) != 0) {
            fprintf(stderr, "fuzz: seed position %d rejected: %s\n", i, err.message);
            abort();
        }
    }
}

#endif
