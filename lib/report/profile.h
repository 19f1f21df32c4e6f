/* Tournament profiles: what an arbiter requires of every game, read from YAML (libyaml). */
#ifndef PK_PROFILE_H
#define PK_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

typedef struct {
    char **required_tags;     /* names every game must carry */
    size_t n_required_tags;
    unsigned allowed_results; /* bit (1 << pk_result) per allowed result; 0: any */
    char date_from[11], date_to[11]; /* "YYYY.MM.DD", or "" when open */
    long max_plies;           /* -1: no limit */
    int strict;               /* -1: not said; 0 or 1 */
} pk_profile;

/* Reads a profile file. Returns 0, or -1 with err set to "FILE:LINE:COLUMN: what" (err may be NULL). */
int pk_profile_load(const char *path, pk_profile *p, char *err, size_t errsize);
void pk_profile_free(pk_profile *p);

/* Adds the profile's diagnostics to a checked game and updates its verdict:
 * missing-tag, result-not-allowed, date-out-of-range, too-many-plies (all errors). */
void pk_profile_apply(const pk_profile *p, pk_game *g, bool strict);

#endif
