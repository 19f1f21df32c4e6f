/* The variant table's rows, and the entry points that go through them. */
#include "variant.h"

#include <string.h>

#include "chess_game.h"
#include "xiangqi_game.h"

static const pk_variant chess = {
    .name = "chess",
    .id = PK_VARIANT_CHESS,
    .claims = NULL,
    .check = pk_chess_game_check,
    .convert = pk_chess_convert_game,
};

/* The kingless game is played by the chess core with its own rules (pk_rules): the chess
 * checker reads --variant or the Variant tag to choose them. */
static const pk_variant kingless = {
    .name = "kingless",
    .id = PK_VARIANT_KINGLESS,
    .claims = NULL,
    .check = pk_chess_game_check,
    .convert = pk_chess_convert_game,
};

static const pk_variant xiangqi = {
    .name = "xiangqi",
    .id = PK_VARIANT_XIANGQI,
    .claims = pk_xq_game_claims,
    .check = pk_xq_game_check,
    .convert = pk_xq_convert_game,
};

const pk_variant *const pk_variants[] = {&chess, &kingless, &xiangqi};
const size_t pk_variant_count = sizeof pk_variants / sizeof pk_variants[0];

const pk_variant *pk_variant_for(const pk_game *g, const pk_check_options *opt)
{
    for (size_t i = 0; i < pk_variant_count; i++)
        if (pk_variants[i]->claims && pk_variants[i]->claims(g, opt))
            return pk_variants[i];
    for (size_t i = 0; i < pk_variant_count; i++)
        if (pk_variants[i]->id == opt->variant)
            return pk_variants[i];
    return pk_variants[0];
}

const pk_variant *pk_variant_named(const char *name)
{
    for (size_t i = 0; i < pk_variant_count; i++)
        if (strcmp(pk_variants[i]->name, name) == 0)
            return pk_variants[i];
    return NULL;
}

void pk_game_check(pk_game *g, const pk_check_options *opt)
{
    pk_variant_for(g, opt)->check(g, opt);
    /* the row of the game played: the chess checker plays the kingless game too */
    g->row = pk_variant_named(g->variant);
    if (!g->row)
        g->row = pk_variant_for(g, opt); /* not played ("chess960", "unknown"): kept as read */
}

int pk_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    const pk_variant *v = g->row ? g->row : pk_variants[0];
    return v->convert(out, g, opt);
}
