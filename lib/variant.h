/* The variant table: one row per game pgnkit plays (chess, the kingless game, Xiangqi). The
 * reader, the checker, convert and the commands reach a game's rules through its row only;
 * nothing outside a game's own files names that game's functions. Adding a game is adding a row
 * (variant.c) and the files its entries point to. The choice of row is made once per game, never
 * per move: a game's hot loop calls its own functions directly. */
#ifndef PK_VARIANT_H
#define PK_VARIANT_H

#include <stdbool.h>
#include <stdio.h>

#include "convert.h"
#include "game.h"

typedef struct pk_variant {
    const char *name;   /* "chess", "kingless", "xiangqi": --variant's word, pk_game.variant */
    int id;             /* PK_VARIANT_*: the value of pk_check_options.variant that names it */
    /* True when the game is this variant's whatever --variant says of chess (a notation only
     * this game has was asked for), or, with --variant=auto, when its tags or moves say so.
     * NULL: the row is chosen by --variant or the Variant tag only. */
    bool (*claims)(const pk_game *g, const pk_check_options *opt);
    /* Replays g through the game's rules and fills the verdict fields (pk_game_check). */
    void (*check)(pk_game *g, const pk_check_options *opt);
    /* Writes a checked game in opt's target notation (pk_convert_game, which see). */
    int (*convert)(FILE *out, const pk_game *g, const pk_convert_options *opt);
} pk_variant;

/* The rows, in the order they are tried; the first (chess) is the one of a game no row claims. */
extern const pk_variant *const pk_variants[];
extern const size_t pk_variant_count;

/* The row for a game about to be checked: the first that claims it, else the one --variant
 * names, else chess (which then reads the Variant tag: chess or kingless). */
const pk_variant *pk_variant_for(const pk_game *g, const pk_check_options *opt);
/* The row named name ("chess", "kingless", "xiangqi"), or NULL. */
const pk_variant *pk_variant_named(const char *name);

#endif
