/* The corrections of convert --fix (fix.h). */
#include "fix.h"

#include <stdio.h>
#include <string.h>

#include "variant.h"

/* Turns d into the note of its correction: a warning whose message starts "fixed: ". */
static void mark_fixed(pk_game *g, pk_diag *d)
{
    if (d->severity == PK_SEV_ERROR) {
        g->n_errors--;
        g->n_warnings++;
        d->severity = PK_SEV_WARNING;
    }
    static const char prefix[] = "fixed: ";
    size_t len = strlen(d->message), room = sizeof d->message - sizeof prefix;
    if (len > room)
        len = room;
    memmove(d->message + sizeof prefix - 1, d->message, len);
    memcpy(d->message, prefix, sizeof prefix - 1);
    d->message[sizeof prefix - 1 + len] = 0;
    d->fix = PK_FIX_NONE; /* done: a second pk_game_fix leaves it */
}

static void set_tag(pk_fix *fix, const char *name, const char *value)
{
    for (size_t i = 0; i < fix->n_tags; i++)
        if (strcmp(fix->tags[i].name, name) == 0) {
            fix->tags[i].value = value;
            return;
        }
    if (fix->n_tags < sizeof fix->tags / sizeof fix->tags[0])
        fix->tags[fix->n_tags++] = (pk_tag_change){name, value};
}

/* The Seven Tag Roster's tags the game lacks (but Result, which the result gives): one warning. */
static unsigned complete_roster(pk_game *g)
{
    static const char *const names[] = {"Event", "Site", "Date", "Round", "White", "Black"};
    const char *missing[6];
    size_t n = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!pk_game_find_tag(g, names[i]))
            missing[n++] = names[i];
    if (!n)
        return 0;
    char list[96] = "";
    size_t used = 0;
    for (size_t i = 0; i < n; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : " and ",
                                 missing[i]);
    pk_game_diag(g, PK_SEV_WARNING, "missing-tag", g->line, g->column, 0, NULL, 0,
                 "fixed: the Seven Tag Roster's %s %s missing: written as unknown (\"?\")", list,
                 n > 1 ? "tags are" : "tag is");
    return 1;
}

unsigned pk_game_fix(pk_game *g, pk_fix *fix, bool strict)
{
    memset(fix, 0, sizeof *fix);
    unsigned count = 0;
    const char *result = NULL;
    size_t n = g->n_diags;
    for (size_t i = 0; i < n; i++) {
        pk_diag *d = &g->diags[i];
        switch (d->fix) {
        case PK_FIX_WRITTEN: break;
        case PK_FIX_SETUP: set_tag(fix, "SetUp", "1"); break;
        case PK_FIX_FEN:
            if (!g->set_up || !g->row)
                continue;
            g->row->board->fen_write(g->row->board->start_of(g), 0, fix->fen);
            set_tag(fix, "FEN", fix->fen);
            break;
        case PK_FIX_RESULT:
            if (!d->suggestion[0] || strchr(d->suggestion, PK_SUGGESTION_SEP))
                continue; /* not one result */
            result = pk_result_name(pk_result_parse(d->suggestion, strlen(d->suggestion), NULL));
            break;
        case PK_FIX_RESULT_TAG: {
            const char *tag = pk_game_tag(g, "Result");
            pk_result r = tag ? pk_result_parse(tag, strlen(tag), NULL) : PK_RESULT_NONE;
            if (r == PK_RESULT_NONE)
                continue;
            set_tag(fix, "Result", pk_result_name(r));
            break;
        }
        default: continue;
        }
        mark_fixed(g, d);
        count++;
    }
    if (result) {
        fix->result = result;
        set_tag(fix, "Result", result);
        /* the tag and the marker both say it now */
        for (size_t i = 0; i < n; i++)
            if (g->diags[i].code && strcmp(g->diags[i].code, "result-mismatch") == 0 &&
                strncmp(g->diags[i].message, "fixed: ", 7) != 0) {
                mark_fixed(g, &g->diags[i]);
                count++;
            }
    }
    count += complete_roster(g);
    pk_game_sort_diags(g);
    g->valid = g->n_errors == 0 && (!strict || g->n_warnings == 0);
    return count;
}
