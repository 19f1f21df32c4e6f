/* A match of two games in which the players swap colours (pgnkit-validate --match), scored by the
 * rules of its game (the variant table's pair_match entry): rounds won, then what each player
 * had left. Today the kingless game's matches (pgnkit-rules(7), THE KINGLESS GAME). */
#ifndef PK_MATCH_H
#define PK_MATCH_H

typedef struct pk_match {
    const char *players[2];   /* player A (White in round 1) and player B */
    int rounds_won[2];
    int material[2];          /* material left at the end of both rounds, per player */
    int winner;               /* 0 (A), 1 (B), or -1: a drawn match */
} pk_match;

#endif
