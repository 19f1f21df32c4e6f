/* The matches of the kingless game (pgnkit-validate --match): a round and the next one, in
 * which the two players swapped colours, make one match, scored by pk_kingless_score_match. */
#ifndef PK_KINGLESS_ROUNDS_H
#define PK_KINGLESS_ROUNDS_H

#include <stdbool.h>

#include "game.h"
#include "kingless.h"

/* The first round of a match, waiting for its second. Zero it to start. */
typedef struct {
    bool pending;
    char white[128], black[128];
    int result;               /* 1 White won, -1 Black won, 0 draw */
    int material[2];          /* White's and Black's at the round's end */
} pk_kingless_rounds;

/* Takes the next checked game of the input: true when it is the second round of the kingless
 * round before it (the players swapped colours), with the match scored into m (its player
 * names point into r, until the next call). Games of another variant are passed over; a round
 * that does not pair with the one before waits for the next. */
bool pk_kingless_pair_round(pk_kingless_rounds *r, const pk_game *g, pk_match *m);
/* The same as the kingless row's pair_match entry (variant.h): rounds is a pk_kingless_rounds. */
bool pk_kingless_pair_round_any(void *rounds, const pk_game *g, pk_match *m);

#endif
