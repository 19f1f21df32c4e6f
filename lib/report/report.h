/* Emitters of validation reports: compiler-style text, JSON Lines, YAML (libyaml). */
#ifndef PK_REPORT_H
#define PK_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

typedef enum { PK_REPORT_TEXT = 0, PK_REPORT_JSON, PK_REPORT_YAML } pk_report_format;

typedef struct pk_report pk_report;

typedef struct {
    unsigned long long games, valid, invalid, errors, warnings;
} pk_report_totals;

pk_report *pk_report_new(FILE *out, pk_report_format format, bool quiet, bool strict);
/* Reports one checked game of `file`. Returns 0, or -1 on a write error. */
int pk_report_game(pk_report *rep, const char *file, const pk_game *g);
/* One kingless match (validate --match): text "match A - B: ..."; JSON {"match": {...}}. */
struct pk_match;
int pk_report_match(pk_report *rep, const char *file, uint32_t line, const struct pk_match *m);

/* Text: the summary line; YAML: ends the stream. Returns 0, or -1 on a write error. */
int pk_report_finish(pk_report *rep);
const pk_report_totals *pk_report_totals_of(const pk_report *rep);
/* The errno of the first write that failed (EIO when the failure set none); 0 when none has. */
int pk_report_error(const pk_report *rep);
void pk_report_free(pk_report *rep);

/* Writes s as a JSON string (quotes included); bytes that are not UTF-8 become U+FFFD. */
void pk_json_string(FILE *out, const char *s, size_t len);
/* Writes a game's tags as the JSON members "Name":"value",... in the order read. */
void pk_json_tag_members(FILE *out, const pk_game *g);

#endif
