/* Pairing the rounds of kingless matches. */
#include "kingless_rounds.h"

#include <stdio.h>
#include <string.h>

/* 1 White won, -1 Black won, 0 otherwise: from the game's termination marker, else its Result tag. */
static int result_sign(const pk_game *g)
{
    pk_result r = g->result;
    if (r == PK_RESULT_NONE) {
        const char *tag = pk_game_tag(g, "Result");
        r = tag ? pk_result_parse(tag, strlen(tag), NULL) : PK_RESULT_NONE;
    }
    return r == PK_RESULT_WHITE ? 1 : r == PK_RESULT_BLACK ? -1 : 0;
}

bool pk_kingless_pair_round(pk_kingless_rounds *r, const pk_game *g, pk_match *m)
{
    if (strcmp(g->variant, "kingless") != 0)
        return false;
    const char *white = pk_game_tag(g, "White"), *black = pk_game_tag(g, "Black");
    white = white ? white : "?";
    black = black ? black : "?";
    if (r->pending && strcmp(r->white, black) == 0 && strcmp(r->black, white) == 0) {
        *m = (pk_match){.players = {r->white, r->black}};
        int result[2] = {r->result, result_sign(g)};
        int mw[2] = {r->material[0], pk_kingless_material(&g->final, PK_WHITE)};
        int mb[2] = {r->material[1], pk_kingless_material(&g->final, PK_BLACK)};
        pk_kingless_score_match(m, result, mw, mb);
        r->pending = false;
        return true;
    }
    r->pending = true;
    snprintf(r->white, sizeof r->white, "%s", white);
    snprintf(r->black, sizeof r->black, "%s", black);
    r->result = result_sign(g);
    r->material[0] = pk_kingless_material(&g->final, PK_WHITE);
    r->material[1] = pk_kingless_material(&g->final, PK_BLACK);
    return false;
}

bool pk_kingless_pair_round_any(void *rounds, const pk_game *g, pk_match *m) { return pk_kingless_pair_round(rounds, g, m); }
