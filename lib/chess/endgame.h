/* Material predicates behind the game-end rules: dead positions and who can still mate. */
#ifndef PK_ENDGAME_H
#define PK_ENDGAME_H

#include <stdbool.h>

#include "position.h"

/* No sequence of legal moves can mate: K v K, K+B v K, K+N v K, kings and bishops all on one colour. */
bool pk_insufficient_material(const pk_position *pos);
/* False when `color` could not mate by any series of legal moves (the time-forfeit rule, per side). */
bool pk_can_ever_mate(const pk_position *pos, int color);

#endif
