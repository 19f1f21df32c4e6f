/* Dead positions and mating material (pgnkit-rules(7), CHESS, Game end and Result). */
#include "endgame.h"

bool pk_insufficient_material(const pk_position *pos)
{
    if (pos->by_type[PK_PAWN] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN])
        return false;
    pk_bb knights = pos->by_type[PK_KNIGHT], bishops = pos->by_type[PK_BISHOP];
    if (knights)
        return !bishops && !pk_more_than_one(knights);
    return !(bishops & PK_LIGHT_SQUARES) || !(bishops & PK_DARK_SQUARES);
}

bool pk_can_ever_mate(const pk_position *pos, int color)
{
    pk_bb mine = pos->by_color[color], theirs = pos->by_color[color ^ 1];
    pk_bb my_men = mine & ~pos->by_type[PK_KING];
    if (!my_men)
        return false;
    if (my_men & (pos->by_type[PK_PAWN] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]))
        return true;
    pk_bb knights = my_men & pos->by_type[PK_KNIGHT], bishops = my_men & pos->by_type[PK_BISHOP];
    pk_bb their_men = theirs & ~pos->by_type[PK_KING];
    if (knights && !bishops && !pk_more_than_one(knights))
        /* K+N mates only with help: a blocking enemy man that is not a queen */
        return (their_men & ~pos->by_type[PK_QUEEN]) != 0;
    if (!knights && bishops) {
        bool light = (bishops & PK_LIGHT_SQUARES) != 0, dark = (bishops & PK_DARK_SQUARES) != 0;
        if (light && dark)
            return true;
        pk_bb other_colour = light ? PK_DARK_SQUARES : PK_LIGHT_SQUARES;
        return (their_men & (pos->by_type[PK_PAWN] | pos->by_type[PK_KNIGHT])) ||
               (their_men & pos->by_type[PK_BISHOP] & other_colour);
    }
    return true;
}
