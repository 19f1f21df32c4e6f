/* Clock records against the time control (pgnkit-rules(7)): the [%clk] times a game records,
 * checked against its TimeControl tag, whatever the game (chess, kingless, Xiangqi). Clocks
 * are records, not moves: every finding is a `clock` warning. */
#ifndef PK_CLOCK_H
#define PK_CLOCK_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

#define PK_TC_MAX_PERIODS 8

/* A TimeControl tag in the PGN standard's forms (8.1.1.7): "?" (unknown), "-" (none), or
 * descriptors joined by ':', each "MOVES/SECONDS" (a period of so many moves), "SECONDS"
 * (sudden death), "SECONDS+INCREMENT" or "MOVES/SECONDS+INCREMENT" (with an increment per
 * move), or "*SECONDS" (sandclock). Seconds may have a fraction ("10+0.05"). The last
 * descriptor, when it counts moves, repeats ("40/7200" is 2 hours for every 40 moves). */
typedef enum { PK_TC_UNKNOWN, PK_TC_NONE, PK_TC_PERIODS, PK_TC_SANDCLOCK } pk_tc_kind;
typedef struct {
    uint32_t moves;   /* 0: the rest of the game */
    int64_t time_ms, increment_ms;
} pk_tc_period;
typedef struct {
    pk_tc_kind kind;
    int n_periods;
    pk_tc_period periods[PK_TC_MAX_PERIODS];
    int64_t sandclock_ms;
} pk_time_control;

/* false when the text is in none of those forms (tc is then PK_TC_UNKNOWN). */
bool pk_time_control_parse(const char *text, pk_time_control *tc);

/* The time a side may add to its clock over its moves after move a up to move b (a < b,
 * moves numbered from 1): the increments of moves a+1..b and the time of each period that moves
 * a+1..b complete. */
int64_t pk_time_control_added(const pk_time_control *tc, uint32_t a, uint32_t b);

/* Checks g's clock records ([%clk], [%emt]) after it was checked: malformed clocks, clocks
 * that rise more than the TimeControl tag allows, a first clock above the start, and a time
 * forfeit lost by a side whose clock was still running. Adds `clock` warnings; returns how many. */
size_t pk_clock_check(pk_game *g);

#endif
