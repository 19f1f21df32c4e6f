/* Lists of positions, one per line, as perft suites and test sets give them (pgnkit-fen --file):
 *  - a FEN (6 fields, or 4 with the clocks left out);
 *  - an EPD line: the FEN's first four fields, then operations, each ended by ';' or begun by
 *    it ("bm Nf3; id \"x\";", perft suites' ";D1 20 ;D2 400"): Dn counts the leaf nodes of
 *    perft n, hmvc and fmvn set the clocks, id names the position;
 *  - the .perft suites' records: "id NAME", "epd FEN", then "perft N NODES" lines.
 * Blank lines and lines starting with '#' are passed over. Any game's FEN: the fields are not
 * read here, only split. */
#ifndef PK_EPD_H
#define PK_EPD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define PK_EPD_EXPECT_MAX 32
#define PK_EPD_LINE_MAX 4096 /* longer lines are an error of their own */

typedef struct {
    int depth;
    uint64_t nodes;
} pk_epd_count;

typedef struct {
    uint32_t line;               /* where the position is given (1-based) */
    char fen[512];               /* the position as a FEN of 6 fields (4 when the line had
                                    fewer than 4) */
    char id[128];                /* its id, or "" */
    pk_epd_count expect[PK_EPD_EXPECT_MAX]; /* the perft counts the list gives for it */
    int n_expect;
    char error[200];             /* not "": the line could not be read as a position, why */
} pk_epd_entry;

typedef struct pk_epd_reader pk_epd_reader;

/* Reads positions from f (which stays the caller's); NULL when out of memory. */
pk_epd_reader *pk_epd_open(FILE *f);
void pk_epd_close(pk_epd_reader *r);
/* The next position into e; false at the end of the list. */
bool pk_epd_next(pk_epd_reader *r, pk_epd_entry *e);

#endif
