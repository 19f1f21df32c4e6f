/* How pgnkit builds its tables: one way for all of them, thread-safe, with no test in a hot loop.
 *
 *  - A table whose content is fixed is a compile-time initialiser (the byte classes of
 *    pgn_lexer.c through byte_table.h, the letter tables of lang.c): nothing to build.
 *  - A table that must be computed (magic bitboards, Zobrist keys, the start position, the
 *    Xiangqi move tables) has a builder, run by PK_RUN_ONCE inside the module's one init
 *    function (pk_bitboard_init, pk_position_init, pk_xq_init), which the module's entry points
 *    call: the first caller builds, any other thread waits until the table is complete.
 *
 * No constructor, no unguarded "if (!built)" test. Each builder is named in exactly one
 * PK_RUN_ONCE, since the once flag lives in the block the macro opens. */
#ifndef PK_ONCE_H
#define PK_ONCE_H

#include <pthread.h>

#define PK_RUN_ONCE(builder)                                      \
    do {                                                          \
        static pthread_once_t builder##_once = PTHREAD_ONCE_INIT; \
        (void)pthread_once(&builder##_once, builder);             \
    } while (0)

#endif
