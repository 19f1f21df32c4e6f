/* The variant table's rows, and the entry points that go through them. */
#include "variant.h"

#include <stdlib.h>
#include <string.h>

#include "chess_game.h"
#include "clock.h"
#include "kingless_rounds.h"
#include "text.h"
#include "xiangqi_game.h"

static const char *const chess_tags[] = {"", "standard", "chess", "normal", "from position", NULL};

static const pk_variant chess = {
    .name = "chess",
    .tag_names = chess_tags,
    .check = pk_chess_game_check,
    .convert = pk_chess_convert_game,
    .writes_target = pk_chess_writes_target,
    .writes_roster = true,
    .first_player = "White",
    .board = &pk_chess_board,
};

static const char *const kingless_tags[] = {"kingless", NULL};

/* The kingless game is played on the chess board by the chess core with its own rules. */
static const pk_variant kingless = {
    .name = "kingless",
    .tag_names = kingless_tags,
    .check = pk_kingless_game_check,
    .convert = pk_chess_convert_game,
    .writes_target = pk_chess_writes_target,
    .writes_roster = true,
    .first_player = "White",
    .match_state_size = sizeof(pk_kingless_rounds),
    .pair_match = pk_kingless_pair_round_any,
    .board = &pk_kingless_board,
};

static const char *const chess960_tags[] = {"chess960", "chess 960", "960", "fischerandom", "fischer random",
                                            "fischerrandom", "frc", NULL};

/* Chess960 (and Double Fischer Random): chess with castling from any start, by the chess core. */
static const pk_variant chess960 = {
    .name = "chess960",
    .tag_names = chess960_tags,
    .check = pk_chess960_game_check,
    .convert = pk_chess_convert_game,
    .writes_target = pk_chess_writes_target,
    .writes_roster = true,
    .first_player = "White",
    .board = &pk_chess960_board,
};

static const char *const xiangqi_tags[] = {"xiangqi", "chinese chess", NULL};
static const char *const xiangqi_gbk_words[] = {"chinese", "xiangqi", NULL};
/* Xiangqi files are often GBK */
static const pk_encoding_hint xiangqi_encoding = {"Game", xiangqi_gbk_words, true};

static const pk_variant xiangqi = {
    .name = "xiangqi",
    .tag_names = xiangqi_tags,
    .encoding_hint = &xiangqi_encoding,
    .claims = pk_xq_game_claims,
    .check = pk_xq_game_check,
    .convert = pk_xq_convert_game,
    .writes_target = pk_xq_writes_target,
    .first_player = "Red",
    .board = &pk_xq_board,
};

const pk_variant *const pk_variants[] = {&chess, &kingless, &xiangqi, &chess960};
const size_t pk_variant_count = sizeof pk_variants / sizeof pk_variants[0];

/* The length of *value once the blanks around it are left out (*value moved past those before). */
static size_t trim(const char **value)
{
    const char *v = *value;
    while (*v == ' ' || *v == '\t')
        v++;
    size_t len = strlen(v);
    while (len && (v[len - 1] == ' ' || v[len - 1] == '\t'))
        len--;
    *value = v;
    return len;
}

const pk_variant *pk_variant_tagged(const char *value)
{
    size_t len = trim(&value);
    /* a name as long as the value, equal but for case: compared first, its length checked after.
     * The first bytes are compared here, so that most names cost no call (value[0] is its NUL
     * when len is 0, as the empty name's is). */
    const unsigned char first = pk_ascii_lower[(unsigned char)value[0]];
    for (size_t i = 0; i < pk_variant_count; i++)
        for (const char *const *t = pk_variants[i]->tag_names; *t; t++)
            if (pk_ascii_lower[(unsigned char)(*t)[0]] == first && pk_equal_nocase(*t, value, len) && (*t)[len] == 0)
                return pk_variants[i];
    return NULL;
}

/* The last Variant tag value that pk_variant_for read on this thread, and the row it names
 * (pk_variant_tagged, which depends on the value alone): the games of a file nearly always
 * share their Variant tag, and the search through the rows' names costs some 280 instructions
 * a game where comparing with the last value costs a tenth of that. A value too long for
 * text is not kept. */
static _Thread_local struct {
    bool kept;
    size_t len;
    char text[32];
    const pk_variant *row;
} last_tagged;

/* pk_variant_tagged(value), through last_tagged. */
static const pk_variant *tagged_as_last(const char *value)
{
    size_t len = strlen(value);
    if (last_tagged.kept && len == last_tagged.len && memcmp(value, last_tagged.text, len) == 0)
        return last_tagged.row;
    const pk_variant *row = pk_variant_tagged(value);
    if (len < sizeof last_tagged.text) {
        memcpy(last_tagged.text, value, len);
        last_tagged.len = len;
        last_tagged.row = row;
        last_tagged.kept = true;
    }
    return row;
}

/* The Variant tag of g with the row it names, as every row's claims takes it. */
static inline pk_variant_tag read_variant_tag(const pk_game *g)
{
    const char *value = pk_game_tag(g, "Variant");
    return (pk_variant_tag){value, value ? tagged_as_last(value) : NULL};
}

const pk_variant *pk_variant_for(const pk_game *g, const pk_check_options *opt)
{
    /* looked up once: every row's claims reads it, and without a claim it names the row (a game
     * of Chess960 has some twenty tags to look through) */
    const pk_variant_tag tag = read_variant_tag(g);
    for (size_t i = 0; i < pk_variant_count; i++)
        if (pk_variants[i]->claims && pk_variants[i]->claims(pk_variants[i], g, &tag, opt))
            return pk_variants[i];
    if (opt->variant)
        return opt->variant;
    return tag.value ? tag.row : pk_variants[0];
}

size_t pk_variant_index(const pk_variant *v)
{
    for (size_t i = 0; i < pk_variant_count; i++)
        if (pk_variants[i] == v)
            return i;
    return 0;
}

const pk_variant *pk_variant_named(const char *name)
{
    for (size_t i = 0; i < pk_variant_count; i++)
        if (strcmp(pk_variants[i]->name, name) == 0)
            return pk_variants[i];
    return NULL;
}

const char *pk_variant_names(const char *conj, char *out, size_t size)
{
    size_t used = 0;
    out[0] = 0;
    for (size_t i = 0; i < pk_variant_count && used < size; i++) {
        const char *sep = i == 0 ? "" : i + 1 == pk_variant_count ? " " : ", ";
        int n = snprintf(out + used, size - used, "%s%s%s%s", sep, i && i + 1 == pk_variant_count ? conj : "",
                         i && i + 1 == pk_variant_count ? " " : "", pk_variants[i]->name);
        used += n > 0 ? (size_t)n : 0;
    }
    return out;
}

/* A Variant tag naming a game that no row plays: an error, and the game is not replayed. */
static void refuse_variant(pk_game *g)
{
    const pk_tag *t = pk_game_find_tag(g, "Variant");
    const char *v = g->text + t->value;
    size_t len = trim(&v);
    char name[64]; /* as much of it as a message shows */
    snprintf(name, sizeof name, "%.*s", (int)len, v);
    v = name;
    char played[128];
    pk_game_diag(g, PK_SEV_ERROR, "bad-tag", t->line, t->column, 0, NULL, 0,
                 "variant '%s' is not played by pgnkit: its games are not checked (it plays %s)", v,
                 pk_variant_names("and", played, sizeof played));
    g->variant = "unknown";
}

void pk_game_check(pk_game *g, const pk_check_options *opt)
{
    const pk_variant *row = pk_variant_for(g, opt);
    if (row) {
        g->row = row;
        g->variant = row->name;
    } else {
        /* the first row's checker checks what does not depend on the game (tags, result) */
        refuse_variant(g);
        row = pk_variants[0];
    }
    row->check(g, opt);
    g->row = row;
    if (pk_clock_check(g)) { /* clocks are records of every game: warnings after the row's own */
        pk_game_sort_diags(g);
        g->valid = g->valid && !opt->strict;
    }
}

/* The row that writes g: its own, or chess's for a game no row took. */
static const pk_variant *writing_row(const pk_game *g) { return g->row ? g->row : pk_variants[0]; }

bool pk_convert_writes_as_asked(const pk_game *g, pk_target target)
{
    return writing_row(g)->writes_target(target);
}

int pk_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    if (!pk_convert_writes_as_asked(g, opt->target))
        return pk_convert_verbatim(out, g);
    return writing_row(g)->convert(out, g, opt);
}

pk_game_reader *pk_variant_reader_new(pk_pgn_lexer *lx)
{
    const pk_encoding_hint *hints[sizeof pk_variants / sizeof pk_variants[0]];
    pk_game_reader *r = pk_game_reader_new(lx);
    if (r) {
        for (size_t i = 0; i < pk_variant_count; i++)
            hints[i] = pk_variants[i]->encoding_hint;
        pk_game_reader_hint(r, hints, pk_variant_count);
    }
    return r;
}
