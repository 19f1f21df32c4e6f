/* Starting positions, material and matches of the kingless game. */
#include "kingless.h"

#include <string.h>

const char *const pk_kingless_start_names[] = {"equal", "equal-wings", "unequal", NULL};

static const char *const start_fens[] = {
    "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1",     /* Material egal */
    "6n1/5ppp/8/8/8/8/PPP5/1N6 w - - 0 1",     /* Material egal, pe aripi diferite */
    "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1",  /* Material inegal: 15 against 13 */
};

const char *pk_kingless_start_fen(const char *name)
{
    for (int i = 0; pk_kingless_start_names[i]; i++)
        if (strcmp(name, pk_kingless_start_names[i]) == 0)
            return start_fens[i];
    return NULL;
}

int pk_kingless_material(const pk_position *pos, int color)
{
    static const int value[5] = {1, 3, 3, 5, 9};
    int sum = 0;
    for (int t = PK_PAWN; t <= PK_QUEEN; t++)
        sum += value[t] * pk_popcount(pk_pieces(pos, color, t));
    return sum;
}

void pk_kingless_score_match(pk_match *m, const int result[2], const int material_white[2],
                             const int material_black[2])
{
    /* round 1: A White, B Black; round 2: B White, A Black */
    m->rounds_won[0] = (result[0] == 1) + (result[1] == -1);
    m->rounds_won[1] = (result[0] == -1) + (result[1] == 1);
    m->material[0] = material_white[0] + material_black[1];
    m->material[1] = material_black[0] + material_white[1];
    if (m->rounds_won[0] != m->rounds_won[1])
        m->winner = m->rounds_won[0] > m->rounds_won[1] ? 0 : 1;
    else if (m->rounds_won[0] == 1 && m->material[0] != m->material[1])
        m->winner = m->material[0] > m->material[1] ? 0 : 1; /* one round each: material decides */
    else
        m->winner = -1;
}
