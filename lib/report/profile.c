/* Profiles in YAML: a mapping of known keys, each checked for its type. */
#include "profile.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "pgn_date.h"

typedef struct {
    const char *path;
    char *err;
    size_t errsize;
    unsigned seen;      /* keys met so far, one bit each */
} load_ctx;

static int fail_at(load_ctx *c, const yaml_node_t *node, const char *fmt, ...)
{
    if (!c->err)
        return -1;
    int n = node ? snprintf(c->err, c->errsize, "%s:%lu:%lu: ", c->path, (unsigned long)node->start_mark.line + 1,
                            (unsigned long)node->start_mark.column + 1)
                 : snprintf(c->err, c->errsize, "%s: ", c->path);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < c->errsize)
        vsnprintf(c->err + n, c->errsize - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static const char *scalar(const yaml_node_t *n) { return n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL; }

static int read_list(load_ctx *c, yaml_document_t *doc, yaml_node_t *value, const char *key, const char ***out,
                     size_t *count)
{
    if (value->type != YAML_SEQUENCE_NODE)
        return fail_at(c, value, "'%s' must be a list", key);
    size_t n = (size_t)(value->data.sequence.items.top - value->data.sequence.items.start);
    *out = calloc(n + 1, sizeof **out);
    if (!*out)
        return fail_at(c, value, "out of memory");
    *count = 0;
    for (yaml_node_item_t *it = value->data.sequence.items.start; it < value->data.sequence.items.top; it++) {
        yaml_node_t *item = yaml_document_get_node(doc, *it);
        const char *s = item ? scalar(item) : NULL;
        if (!s)
            return fail_at(c, item, "the items of '%s' must be plain values", key);
        (*out)[(*count)++] = s;
    }
    return 0;
}

static int read_key(load_ctx *c, yaml_document_t *doc, pk_profile *p, yaml_node_t *k, yaml_node_t *v)
{
    const char *key = scalar(k);
    if (!key)
        return fail_at(c, k, "a key must be a plain word");
    const char **items = NULL;
    size_t n = 0;
    int rc = 0;
    static const char *const known[] = {"required-tags", "allowed-results", "date-range", "max-plies", "strict"};
    for (int i = 0; i < 5; i++)
        if (strcmp(key, known[i]) == 0) {
            if (c->seen & (1u << i))
                return fail_at(c, k, "'%s' is given twice", key);
            c->seen |= 1u << i;
        }
    if (strcmp(key, "required-tags") == 0) {
        if ((rc = read_list(c, doc, v, key, &items, &n)) == 0) {
            for (size_t i = 0; i < n && rc == 0; i++)
                if (!items[i][0])
                    rc = fail_at(c, v, "'required-tags' holds an empty tag name");
        }
        if (rc == 0) {
            p->required_tags = calloc(n + 1, sizeof *p->required_tags);
            for (size_t i = 0; p->required_tags && i < n; i++)
                p->required_tags[i] = strdup(items[i]);
            p->n_required_tags = p->required_tags ? n : 0;
        }
    } else if (strcmp(key, "allowed-results") == 0) {
        if ((rc = read_list(c, doc, v, key, &items, &n)) == 0 && n == 0)
            rc = fail_at(c, v, "'allowed-results' is empty: no game could pass; list the results allowed "
                               "(1-0, 0-1, 1/2-1/2, *) or leave the key out to allow any");
        if (rc == 0)
            for (size_t i = 0; i < n && rc == 0; i++) {
                bool standard = true;
                pk_result r = pk_result_parse(items[i], strlen(items[i]), &standard);
                if (r == PK_RESULT_NONE || !standard)
                    rc = fail_at(c, v, "'%s' is not a result (1-0, 0-1, 1/2-1/2 or *)", items[i]);
                else
                    p->allowed_results |= 1u << r;
            }
    } else if (strcmp(key, "date-range") == 0) {
        if ((rc = read_list(c, doc, v, key, &items, &n)) == 0) {
            if (n != 2)
                rc = fail_at(c, v, "'date-range' takes two dates, first and last: [2026.01.01, 2026.12.31]");
            for (size_t i = 0; i < n && rc == 0; i++) {
                char why[80];
                pk_date_status st = pk_date_check(items[i], why, sizeof why);
                if (st == PK_DATE_MALFORMED || strchr(items[i], '?'))
                    rc = fail_at(c, v, "'%s' is not a date YYYY.MM.DD", items[i]);
                else if (st == PK_DATE_IMPOSSIBLE)
                    rc = fail_at(c, v, "'%s' is not a calendar date: %s", items[i], why);
            }
            if (rc == 0 && strcmp(items[0], items[1]) > 0)
                rc = fail_at(c, v, "'date-range' is reversed: its first date %s is after its last %s", items[0],
                             items[1]);
            if (rc == 0) {
                snprintf(p->date_from, sizeof p->date_from, "%s", items[0]);
                snprintf(p->date_to, sizeof p->date_to, "%s", items[1]);
            }
        }
    } else if (strcmp(key, "max-plies") == 0) {
        const char *s = scalar(v);
        char *end;
        long x = s ? strtol(s, &end, 10) : -1;
        if (!s || !*s || *end || x < 0)
            rc = fail_at(c, v, "'max-plies' must be a whole number (0 or more)");
        else
            p->max_plies = x;
    } else if (strcmp(key, "strict") == 0) {
        const char *s = scalar(v);
        if (s && (strcmp(s, "true") == 0 || strcmp(s, "yes") == 0))
            p->strict = 1;
        else if (s && (strcmp(s, "false") == 0 || strcmp(s, "no") == 0))
            p->strict = 0;
        else
            rc = fail_at(c, v, "'strict' must be true or false");
    } else {
        rc = fail_at(c, k, "unknown key '%s' (known: required-tags, allowed-results, date-range, max-plies, strict)", key);
    }
    free(items);
    return rc;
}

int pk_profile_load(const char *path, pk_profile *p, char *err, size_t errsize)
{
    load_ctx c = {path, err, errsize, 0};
    memset(p, 0, sizeof *p);
    p->max_plies = -1;
    p->strict = -1;
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail_at(&c, NULL, "cannot read it: %s", strerror(errno));
    yaml_parser_t parser;
    yaml_document_t doc;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, f);
    int rc = 0;
    if (!yaml_parser_load(&parser, &doc)) {
        if (err)
            snprintf(err, errsize, "%s:%lu:%lu: %s", path, (unsigned long)parser.problem_mark.line + 1,
                     (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "bad YAML");
        yaml_parser_delete(&parser);
        fclose(f);
        return -1;
    }
    yaml_node_t *root = yaml_document_get_root_node(&doc);
    if (!root) {
        rc = fail_at(&c, NULL, "the profile is empty");
    } else if (root->type != YAML_MAPPING_NODE) {
        rc = fail_at(&c, root, "a profile is a mapping of keys (required-tags: [...], max-plies: N, ...)");
    } else {
        for (yaml_node_pair_t *pair = root->data.mapping.pairs.start; pair < root->data.mapping.pairs.top && rc == 0;
             pair++)
            rc = read_key(&c, &doc, p, yaml_document_get_node(&doc, pair->key),
                          yaml_document_get_node(&doc, pair->value));
    }
    yaml_document_delete(&doc);
    yaml_parser_delete(&parser);
    fclose(f);
    if (rc < 0)
        pk_profile_free(p);
    return rc;
}

void pk_profile_free(pk_profile *p)
{
    for (size_t i = 0; i < p->n_required_tags; i++)
        free(p->required_tags[i]);
    free(p->required_tags);
    p->required_tags = NULL;
    p->n_required_tags = 0;
}

/* A Date tag's value compared to a bound: unknown digits ('?') widen it to the bound. */
static bool date_before(const char *date, const char *bound)
{
    for (int i = 0; i < 10; i++) {
        if (date[i] == '?')
            return false;
        if (date[i] != bound[i])
            return date[i] < bound[i];
    }
    return false;
}

static bool date_after(const char *date, const char *bound)
{
    for (int i = 0; i < 10; i++) {
        if (date[i] == '?')
            return false;
        if (date[i] != bound[i])
            return date[i] > bound[i];
    }
    return false;
}

/* The node of the main line's ply n (1-based), or NULL. */
static const pk_node *main_line_ply(const pk_game *g, uint32_t n)
{
    uint32_t ply = 0;
    for (size_t i = 0; i < g->n_nodes; i++)
        if (g->nodes[i].kind == PK_NODE_MOVE && g->nodes[i].depth == 0 &&
            !(g->nodes[i].flags & PK_NODEF_DETACHED) && ++ply == n)
            return &g->nodes[i];
    return NULL;
}

/* A tag value that says nothing: empty, "?", or a date of unknown digits ("????.??.??"). */
static bool value_unknown(const char *v)
{
    for (; *v; v++)
        if (*v != '?' && *v != '.' && *v != ' ')
            return false;
    return true;
}

void pk_profile_apply(const pk_profile *p, pk_game *g, bool strict)
{
    for (size_t i = 0; i < p->n_required_tags; i++) {
        const pk_tag *t = pk_game_find_tag(g, p->required_tags[i]);
        if (!t)
            pk_game_diag(g, PK_SEV_ERROR, "missing-tag", g->line, g->column, 0, NULL, 0,
                         "the tag '%s' is required by the profile", p->required_tags[i]);
        else if (value_unknown(g->text + t->value))
            pk_game_diag(g, PK_SEV_ERROR, "missing-tag", t->line, t->column, 0, NULL, 0,
                         "the tag '%s' is required by the profile, but its value %s%s%s says nothing", p->required_tags[i],
                         t->value_len ? "'" : "", t->value_len ? g->text + t->value : "is empty and",
                         t->value_len ? "'" : "");
    }
    pk_result result = g->result;
    uint32_t result_line = g->result_line, result_column = g->result_column;
    if (result == PK_RESULT_NONE) {
        const pk_tag *tag = pk_game_find_tag(g, "Result");
        result = tag ? pk_result_parse(g->text + tag->value, tag->value_len, NULL) : PK_RESULT_NONE;
        if (tag)
            result_line = tag->line, result_column = tag->column;
    }
    if (p->allowed_results && result != PK_RESULT_NONE && !(p->allowed_results & (1u << result)))
        pk_game_diag(g, PK_SEV_ERROR, "result-not-allowed", result_line ? result_line : g->line,
                     result_line ? result_column : g->column, 0, NULL, 0, "the result %s is not allowed by the profile",
                     pk_result_name(result));
    const pk_tag *date_tag = pk_game_find_tag(g, "Date");
    const char *date = date_tag ? g->text + date_tag->value : NULL;
    if ((p->date_from[0] || p->date_to[0]) && date && !value_unknown(date)) {
        /* only a valid date can be in the range; one with unknown digits is judged by those known */
        pk_date_status st = pk_date_check(date, NULL, 0);
        if (st != PK_DATE_VALID)
            pk_game_diag(g, PK_SEV_ERROR, "date-out-of-range", date_tag->line, date_tag->column, 0, NULL, 0,
                         "the date %s is not %s, so it is not within the profile's range %s to %s", date,
                         st == PK_DATE_MALFORMED ? "written YYYY.MM.DD" : "a calendar date",
                         p->date_from[0] ? p->date_from : "any", p->date_to[0] ? p->date_to : "any");
        else if ((p->date_from[0] && date_before(date, p->date_from)) || (p->date_to[0] && date_after(date, p->date_to)))
            pk_game_diag(g, PK_SEV_ERROR, "date-out-of-range", date_tag->line, date_tag->column, 0, NULL, 0,
                         "the date %s is outside the profile's range %s to %s", date,
                         p->date_from[0] ? p->date_from : "any", p->date_to[0] ? p->date_to : "any");
    }
    /* compared as long: a limit beyond 32 bits is no limit, not its low bits */
    if (p->max_plies >= 0 && (long)g->plies > p->max_plies) {
        /* at the first move beyond the limit */
        const pk_node *n = main_line_ply(g, (uint32_t)p->max_plies + 1);
        pk_game_diag(g, PK_SEV_ERROR, "too-many-plies", n ? n->line : g->line, n ? n->column : g->column,
                     n ? (uint32_t)p->max_plies + 1 : 0, n ? g->text + n->text : NULL, n ? n->len : 0,
                     "%u plies, more than the profile's %ld", g->plies, p->max_plies);
    }
    pk_game_sort_diags(g);
    g->valid = g->n_errors == 0 && (!strict || g->n_warnings == 0);
}
