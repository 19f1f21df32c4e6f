/* Validation reports. Text: one diagnostic per line and a summary; JSON Lines: one object
 * per game; YAML: one document per game, written with libyaml. */
#include "report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "byte_table.h"
#include "comment_commands.h"
#include "kingless.h"
#include "text.h"

struct pk_report {
    FILE *out;
    pk_report_format format;
    bool quiet, strict;
    pk_report_totals totals;
    yaml_emitter_t yaml;
    bool yaml_started, yaml_failed;
    int write_errno; /* of the first write that failed; 0 while none has */
};

pk_report *pk_report_new(FILE *out, pk_report_format format, bool quiet, bool strict)
{
    pk_report *rep = calloc(1, sizeof *rep);
    if (!rep)
        return NULL;
    rep->out = out;
    rep->format = format;
    rep->quiet = quiet;
    rep->strict = strict;
    return rep;
}

const pk_report_totals *pk_report_totals_of(const pk_report *rep) { return &rep->totals; }

/* 0, or -1 once a write has failed; the first failure's errno is kept for pk_report_error
 * (errno itself belongs to the thread that wrote, and later calls change it). */
static int write_status(pk_report *rep)
{
    if (!ferror(rep->out) && !rep->yaml_failed)
        return 0;
    if (!rep->write_errno)
        rep->write_errno = errno ? errno : EIO;
    return -1;
}

int pk_report_error(const pk_report *rep) { return rep->write_errno; }

static const char *severity_name(const pk_game *g, const pk_diag *d, bool strict)
{
    (void)g;
    return d->severity == PK_SEV_ERROR || strict ? "error" : "warning";
}

static void text_game(pk_report *rep, const char *file, const pk_game *g)
{
    for (size_t i = 0; i < g->n_diags; i++) {
        const pk_diag *d = &g->diags[i];
        uint32_t line = d->line ? d->line : g->line;
        if (d->column)
            fprintf(rep->out, "%s:%u:%u: ", file, line, d->column);
        else
            fprintf(rep->out, "%s:%u: ", file, line);
        fprintf(rep->out, "%s: %s", severity_name(g, d, rep->strict), d->message);
        if (d->suggestion[0]) {
            fputs(" (suggestion: ", rep->out);
            pk_suggestion_write_text(rep->out, d->suggestion);
            putc(')', rep->out);
        }
        fprintf(rep->out, " [%s]\n", d->code);
    }
}

/* ---- JSON ---- */

/* JSON text put together in memory and written in one call: a record of validate --format=json
 * was once some sixty calls of stdio (a putc per byte of a name), each taking its lock, which made
 * the JSON report 1.3x the time of plain validation. */
typedef struct {
    FILE *out;
    size_t n;
    char buf[4096];
} json_text;

/* (not `json_text t = {.out = out}`, which would clear the whole buffer each time: 13% of
 * replay --format=json, which writes a string a ply) */
static void jt_open(json_text *t, FILE *out)
{
    t->out = out;
    t->n = 0;
}

static void jt_flush(json_text *t)
{
    if (t->n)
        fwrite(t->buf, 1, t->n, t->out);
    t->n = 0;
}

static void jt_put(json_text *t, const char *s, size_t len)
{
    if (t->n + len > sizeof t->buf) {
        jt_flush(t);
        if (len > sizeof t->buf) {
            fwrite(s, 1, len, t->out);
            return;
        }
    }
    memcpy(t->buf + t->n, s, len);
    t->n += len;
}

static void jt_text(json_text *t, const char *s) { jt_put(t, s, strlen(s)); }

static void jt_uint(json_text *t, unsigned long long v)
{
    char digits[20];
    size_t n = sizeof digits;
    do {
        digits[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    jt_put(t, digits + n, sizeof digits - n);
}

/* The bytes a JSON string holds as they are: printable ASCII but the quote and the backslash. */
#define JSON_PLAIN(c) ((c) >= 0x20 && (c) < 0x7F && (c) != '"' && (c) != '\\')
static const unsigned char json_plain[256] = {PK_BYTE_TABLE(JSON_PLAIN)};

static void jt_string(json_text *t, const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    jt_put(t, "\"", 1);
    size_t i = 0;
    while (i < len) {
        size_t run = i; /* plain bytes, most of them, at once */
        while (run < len && json_plain[s[run]])
            run++;
        if (run > i) {
            jt_put(t, str + i, run - i);
            i = run;
            continue;
        }
        unsigned char c = s[i];
        if (c == '"' || c == '\\') {
            char escaped[2] = {'\\', (char)c};
            jt_put(t, escaped, 2);
            i++;
        } else if (c < 0x20 || c == 0x7F) {
            char escaped[8];
            snprintf(escaped, sizeof escaped, c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : "\\u%04x", c);
            jt_text(t, escaped);
            i++;
        } else {
            size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            if (i + n <= len && n > 1 && pk_utf8_valid((const char *)s + i, n)) {
                jt_put(t, str + i, n);
                i += n;
            } else {
                jt_text(t, "\\ufffd");
                i++;
            }
        }
    }
    jt_put(t, "\"", 1);
}

/* A string, or null for NULL. */
static void jt_cstr(json_text *t, const char *s)
{
    if (s)
        jt_string(t, s, strlen(s));
    else
        jt_text(t, "null");
}

void pk_json_string(FILE *out, const char *str, size_t len)
{
    json_text t;
    jt_open(&t, out);
    jt_string(&t, str, len);
    jt_flush(&t);
}

void pk_json_tag_members(FILE *out, const pk_game *g)
{
    json_text t;
    jt_open(&t, out);
    for (size_t i = 0; i < g->n_tags; i++) {
        if (i)
            jt_put(&t, ",", 1);
        jt_string(&t, g->text + g->tags[i].name, g->tags[i].name_len);
        jt_put(&t, ":", 1);
        jt_string(&t, g->text + g->tags[i].value, g->tags[i].value_len);
    }
    jt_flush(&t);
}

static const char *result_text(const pk_game *g)
{
    if (g->result != PK_RESULT_NONE)
        return pk_result_name(g->result);
    return pk_game_tag(g, "Result");
}

/* White, or Red in Xiangqi files. */
static const char *first_player(const pk_game *g)
{
    const char *white = pk_game_tag(g, "White");
    return white ? white : pk_game_tag(g, "Red");
}

static void json_game(pk_report *rep, const char *file, const pk_game *g)
{
    json_text t;
    jt_open(&t, rep->out);
    jt_text(&t, "{\"file\":");
    jt_cstr(&t, file);
    jt_text(&t, ",\"game\":");
    jt_uint(&t, g->number);
    jt_text(&t, ",\"line\":");
    jt_uint(&t, g->line);
    jt_text(&t, ",\"white\":");
    jt_cstr(&t, first_player(g));
    jt_text(&t, ",\"black\":");
    jt_cstr(&t, pk_game_tag(g, "Black"));
    jt_text(&t, ",\"result\":");
    jt_cstr(&t, result_text(g));
    jt_text(&t, ",\"variant\":");
    jt_cstr(&t, g->variant);
    jt_text(&t, ",\"notation\":");
    jt_cstr(&t, g->notation);
    jt_text(&t, ",\"lang\":");
    jt_cstr(&t, g->lang ? g->lang->code : NULL);
    jt_text(&t, ",\"plies\":");
    jt_uint(&t, g->plies);
    jt_text(&t, g->valid ? ",\"valid\":true,\"outcome\":" : ",\"valid\":false,\"outcome\":");
    jt_cstr(&t, g->outcome);
    jt_text(&t, ",\"diagnostics\":[");
    for (size_t i = 0; i < g->n_diags; i++) {
        const pk_diag *d = &g->diags[i];
        jt_text(&t, i ? ",{\"severity\":\"" : "{\"severity\":\"");
        jt_text(&t, severity_name(g, d, rep->strict));
        jt_text(&t, "\",\"code\":");
        jt_cstr(&t, d->code);
        jt_text(&t, ",\"line\":");
        jt_uint(&t, d->line ? d->line : g->line);
        jt_text(&t, ",\"column\":");
        jt_uint(&t, d->column);
        jt_text(&t, ",\"ply\":");
        if (d->ply)
            jt_uint(&t, d->ply);
        else
            jt_text(&t, "null");
        jt_text(&t, ",\"move\":");
        jt_cstr(&t, d->move[0] ? d->move : NULL);
        jt_text(&t, ",\"message\":");
        jt_cstr(&t, d->message);
        jt_text(&t, ",\"suggestions\":[");
        const char *cursor = d->suggestion, *text;
        size_t len;
        for (int k = 0; pk_suggestion_next(&cursor, &text, &len); k++) {
            if (k)
                jt_put(&t, ",", 1);
            jt_string(&t, text, len);
        }
        jt_text(&t, "]}");
    }
    /* added after the fields of the first reports, so that their order stays */
    uint32_t clocks, evals;
    pk_game_count_commands(g, &clocks, &evals);
    jt_text(&t, "],\"moves_with_clock\":");
    jt_uint(&t, clocks);
    jt_text(&t, ",\"moves_with_eval\":");
    jt_uint(&t, evals);
    jt_text(&t, "}\n");
    jt_flush(&t);
}

/* ---- YAML ---- */

static int yaml_write(void *data, unsigned char *buffer, size_t size)
{
    return fwrite(buffer, 1, size, (FILE *)data) == size;
}

static void y_event(pk_report *rep, yaml_event_t *ev)
{
    if (!rep->yaml_failed && !yaml_emitter_emit(&rep->yaml, ev))
        rep->yaml_failed = true;
}

static void y_scalar(pk_report *rep, const char *s, bool plain_ok)
{
    yaml_event_t ev;
    if (!s) {
        yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)"null", 4, 1, 0, YAML_PLAIN_SCALAR_STYLE);
    } else {
        /* libyaml rejects invalid UTF-8: replace such bytes */
        size_t len = strlen(s);
        char *clean = NULL;
        if (!pk_utf8_valid(s, len)) {
            clean = malloc(len * 3 + 1);
            if (!clean)
                return;
            len = pk_cp1252_to_utf8(s, len, clean);
            s = clean;
        }
        yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s, (int)len, plain_ok, 1,
                                     YAML_ANY_SCALAR_STYLE);
        y_event(rep, &ev);
        free(clean);
        return;
    }
    y_event(rep, &ev);
}

static void y_pair(pk_report *rep, const char *key, const char *value)
{
    y_scalar(rep, key, true);
    y_scalar(rep, value, false);
}

static void y_pair_num(pk_report *rep, const char *key, unsigned long long v, bool is_null)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%llu", v);
    y_scalar(rep, key, true);
    y_scalar(rep, is_null ? NULL : buf, true);
}

static void y_start(pk_report *rep, bool mapping)
{
    yaml_event_t ev;
    if (mapping)
        yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE);
    else
        yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE);
    y_event(rep, &ev);
}

static void y_end(pk_report *rep, bool mapping)
{
    yaml_event_t ev;
    if (mapping)
        yaml_mapping_end_event_initialize(&ev);
    else
        yaml_sequence_end_event_initialize(&ev);
    y_event(rep, &ev);
}

static void yaml_game(pk_report *rep, const char *file, const pk_game *g)
{
    yaml_event_t ev;
    if (!rep->yaml_started) {
        rep->yaml_started = true;
        yaml_emitter_initialize(&rep->yaml);
        yaml_emitter_set_output(&rep->yaml, yaml_write, rep->out);
        yaml_emitter_set_unicode(&rep->yaml, 1);
        yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
        y_event(rep, &ev);
    }
    yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
    y_event(rep, &ev);
    y_start(rep, true);
    y_pair(rep, "file", file);
    y_pair_num(rep, "game", g->number, false);
    y_pair_num(rep, "line", g->line, false);
    y_pair(rep, "white", first_player(g));
    y_pair(rep, "black", pk_game_tag(g, "Black"));
    y_pair(rep, "result", result_text(g));
    y_pair(rep, "variant", g->variant);
    y_pair(rep, "notation", g->notation);
    y_pair(rep, "lang", g->lang ? g->lang->code : NULL);
    y_pair_num(rep, "plies", g->plies, false);
    y_scalar(rep, "valid", true);
    y_scalar(rep, g->valid ? "true" : "false", true);
    y_pair(rep, "outcome", g->outcome);
    y_scalar(rep, "diagnostics", true);
    y_start(rep, false);
    for (size_t i = 0; i < g->n_diags; i++) {
        const pk_diag *d = &g->diags[i];
        y_start(rep, true);
        y_pair(rep, "severity", severity_name(g, d, rep->strict));
        y_pair(rep, "code", d->code);
        y_pair_num(rep, "line", d->line ? d->line : g->line, false);
        y_pair_num(rep, "column", d->column, false);
        y_pair_num(rep, "ply", d->ply, d->ply == 0);
        y_pair(rep, "move", d->move[0] ? d->move : NULL);
        y_pair(rep, "message", d->message);
        y_scalar(rep, "suggestions", true);
        y_start(rep, false);
        const char *cursor = d->suggestion, *text;
        size_t len;
        while (pk_suggestion_next(&cursor, &text, &len)) {
            char one[PK_DIAG_SUGGESTION];
            snprintf(one, sizeof one, "%.*s", (int)len, text);
            y_scalar(rep, one, false);
        }
        y_end(rep, false);
        y_end(rep, true);
    }
    y_end(rep, false);
    uint32_t clocks, evals; /* after the fields of the first reports, as in JSON */
    pk_game_count_commands(g, &clocks, &evals);
    y_pair_num(rep, "moves_with_clock", clocks, false);
    y_pair_num(rep, "moves_with_eval", evals, false);
    y_end(rep, true);
    yaml_document_end_event_initialize(&ev, 1);
    y_event(rep, &ev);
}

int pk_report_game(pk_report *rep, const char *file, const pk_game *g)
{
    pk_report_totals *t = &rep->totals;
    t->games++;
    if (g->valid)
        t->valid++;
    else
        t->invalid++;
    t->errors += g->n_errors + (rep->strict ? g->n_warnings : 0);
    t->warnings += rep->strict ? 0 : g->n_warnings;
    if (rep->quiet)
        return 0;
    switch (rep->format) {
    case PK_REPORT_TEXT: text_game(rep, file, g); break;
    case PK_REPORT_JSON: json_game(rep, file, g); break;
    case PK_REPORT_YAML: yaml_game(rep, file, g); break;
    }
    return write_status(rep);
}

int pk_report_match(pk_report *rep, const char *file, uint32_t line, const pk_match *m)
{
    if (rep->quiet)
        return 0;
    const char *winner = m->winner >= 0 ? m->players[m->winner] : NULL;
    if (rep->format == PK_REPORT_TEXT) {
        fprintf(rep->out, "%s:%u: match %s - %s: rounds won %d-%d, material left %d-%d: %s%s\n", file, line,
                m->players[0], m->players[1], m->rounds_won[0], m->rounds_won[1], m->material[0], m->material[1],
                winner ? winner : "a drawn match", winner ? " wins the match" : "");
    } else if (rep->format == PK_REPORT_JSON) {
        json_text t;
        jt_open(&t, rep->out);
        char numbers[96];
        jt_text(&t, "{\"match\":{\"players\":[");
        jt_cstr(&t, m->players[0]);
        jt_put(&t, ",", 1);
        jt_cstr(&t, m->players[1]);
        snprintf(numbers, sizeof numbers, "],\"rounds\":[%d,%d],\"material\":[%d,%d],\"winner\":", m->rounds_won[0],
                 m->rounds_won[1], m->material[0], m->material[1]);
        jt_text(&t, numbers);
        jt_cstr(&t, winner);
        jt_text(&t, "}}\n");
        jt_flush(&t);
    } else {
        yaml_event_t ev;
        char buf[32];
        yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
        y_event(rep, &ev);
        y_start(rep, true);
        y_scalar(rep, "match", true);
        y_start(rep, true);
        y_scalar(rep, "players", true);
        y_start(rep, false);
        y_scalar(rep, m->players[0], false);
        y_scalar(rep, m->players[1], false);
        y_end(rep, false);
        y_scalar(rep, "rounds", true);
        y_start(rep, false);
        for (int i = 0; i < 2; i++) {
            snprintf(buf, sizeof buf, "%d", m->rounds_won[i]);
            y_scalar(rep, buf, true);
        }
        y_end(rep, false);
        y_scalar(rep, "material", true);
        y_start(rep, false);
        for (int i = 0; i < 2; i++) {
            snprintf(buf, sizeof buf, "%d", m->material[i]);
            y_scalar(rep, buf, true);
        }
        y_end(rep, false);
        y_pair(rep, "winner", winner);
        y_end(rep, true);
        y_end(rep, true);
        yaml_document_end_event_initialize(&ev, 1);
        y_event(rep, &ev);
    }
    return write_status(rep);
}

int pk_report_finish(pk_report *rep)
{
    const pk_report_totals *t = &rep->totals;
    if (rep->quiet)
        return 0;
    if (rep->format == PK_REPORT_TEXT)
        fprintf(rep->out, "%llu game%s: %llu valid, %llu invalid; %llu error%s, %llu warning%s\n", t->games,
                t->games == 1 ? "" : "s", t->valid, t->invalid, t->errors, t->errors == 1 ? "" : "s", t->warnings,
                t->warnings == 1 ? "" : "s");
    if (rep->format == PK_REPORT_YAML && rep->yaml_started) {
        yaml_event_t ev;
        yaml_stream_end_event_initialize(&ev);
        y_event(rep, &ev);
        yaml_emitter_flush(&rep->yaml);
    }
    fflush(rep->out);
    return write_status(rep);
}

void pk_report_free(pk_report *rep)
{
    if (!rep)
        return;
    if (rep->yaml_started)
        yaml_emitter_delete(&rep->yaml);
    free(rep);
}
