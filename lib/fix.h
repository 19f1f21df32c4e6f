/* convert --fix: the corrections pgnkit is certain of, applied when a checked game is written.
 * Each diagnostic says whether and how it can be corrected (pk_diag.fix, set by the checker that
 * finds it); what is uncertain (an illegal move with several candidates, a result the moves do
 * not decide) is left as it was. Below the games: the record's tags and result, the game's FEN
 * through its row of the variant table. */
#ifndef PK_FIX_H
#define PK_FIX_H

#include "convert.h"
#include "game.h"

/* Fills fix with the corrections of a checked game and turns each diagnostic so corrected into a
 * warning "fixed: ..." (code kept); adds one for Seven Tag Roster tags written as "?". The
 * game's valid flag and counts follow (strict: warnings count as errors, as in the check).
 * Returns how many corrections there are. */
unsigned pk_game_fix(pk_game *g, pk_fix *fix, bool strict);

#endif
