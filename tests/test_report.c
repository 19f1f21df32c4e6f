/* Reports: JSON strings, the exact text and JSON Lines output for checked games, the YAML
 * output read back with libyaml, the summary line, --strict, --quiet and kingless matches. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "kingless.h"
#include "report.h"
#include "test_helpers.h"

/* Game 1: Qxf7 mates without its '#' (one warning, with move, ply and suggestion).
 * Game 2: no players; tag and marker disagree (one error, without move or ply). */
static const char two_games[] =
    "[Event \"Club \\\"A\\\"\"]\n[White \"Rossi, \\\"Anna\\\"\"]\n[Black \"Bianchi\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0\n\n"
    "[Result \"0-1\"]\n\n1. e4 1-0\n";

#define JSON_GAME_1(valid, severity)                                                                         \
    "{\"file\":\"games.pgn\",\"game\":1,\"line\":1,\"white\":\"Rossi, \\\"Anna\\\"\",\"black\":\"Bianchi\","    \
    "\"result\":\"1-0\",\"variant\":\"chess\",\"notation\":\"san\",\"lang\":\"en\",\"plies\":7,\"valid\":" valid \
    ",\"outcome\":\"checkmate\",\"diagnostics\":[{\"severity\":\"" severity "\",\"code\":\"check-mark\","        \
    "\"line\":6,\"column\":35,\"ply\":7,\"move\":\"Qxf7\",\"message\":\"'Qxf7': the move mates: '#' is "          \
    "missing\",\"suggestions\":[\"Qxf7#\"]}]}\n"
#define JSON_GAME_2                                                                                            \
    "{\"file\":\"games.pgn\",\"game\":2,\"line\":8,\"white\":null,\"black\":null,\"result\":\"1-0\","          \
    "\"variant\":\"chess\",\"notation\":\"san\",\"lang\":\"en\",\"plies\":1,\"valid\":false,\"outcome\":null," \
    "\"diagnostics\":[{\"severity\":\"error\",\"code\":\"result-mismatch\",\"line\":10,\"column\":7,"          \
    "\"ply\":null,\"move\":null,\"message\":\"the Result tag says 0-1 but the movetext ends with 1-0\","      \
    "\"suggestions\":[]}]}\n"

/* Output captured in memory. */
typedef struct {
    FILE *f;
    char *data;
    size_t size;
} capture;

static void capture_open(capture *c)
{
    c->data = NULL;
    c->size = 0;
    c->f = open_memstream(&c->data, &c->size);
    assert_non_null(c->f);
}

static char *capture_close(capture *c)
{
    fclose(c->f);
    return c->data;
}

static char *json_of(const char *s, size_t len)
{
    capture c;
    capture_open(&c);
    pk_json_string(c.f, s, len);
    return capture_close(&c);
}

static void expect_json_(pk_where at, const char *s, size_t len, const char *expected)
{
    char *got = json_of(s, len);
    bool same = strcmp(got, expected) == 0;
    if (!same) {
        char shown[300];
        snprintf(shown, sizeof shown, "%s", got);
        free(got);
        where_fail(at, "JSON of \"%.*s\": %s, expected %s", (int)len, s, shown, expected);
    }
    free(got);
}
#define expect_json(...) expect_json_(HERE, __VA_ARGS__)

#define JSON(s, expected) expect_json(s, sizeof(s) - 1, expected)

static void test_json_string(void **state)
{
    (void)state;
    JSON("", "\"\"");
    JSON("plain text", "\"plain text\"");
    JSON("say \"hi\"", "\"say \\\"hi\\\"\"");
    JSON("a\\b\\\\", "\"a\\\\b\\\\\\\\\"");
    JSON("l1\nl2\tt\rr", "\"l1\\nl2\\tt\\rr\"");
    JSON("\x01\x08\x0c\x1f\x7f", "\"\\u0001\\u0008\\u000c\\u001f\\u007f\"");
    JSON("nul\0in", "\"nul\\u0000in\"");
    /* valid UTF-8 goes through as it is: 2, 3 and 4 bytes */
    JSON("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80", "\"caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\"");
    /* every byte that is not part of valid UTF-8 becomes U+FFFD */
    JSON("caf\xE9", "\"caf\\ufffd\"");
    JSON("\xFF\xFE", "\"\\ufffd\\ufffd\"");
    JSON("\xC0\xAF", "\"\\ufffd\\ufffd\"");           /* overlong '/' */
    JSON("\xE2\x82", "\"\\ufffd\\ufffd\"");           /* cut short at the end */
    JSON("\xE2\x82x", "\"\\ufffd\\ufffdx\"");         /* cut short before ASCII */
    JSON("\xED\xA0\x80", "\"\\ufffd\\ufffd\\ufffd\""); /* a UTF-16 surrogate */
    JSON("\x80" "a", "\"\\ufffda\"");
    /* the length bounds the string */
    expect_json("abc\"def", 3, "\"abc\"");
}

/* ---- games ------------------------------------------------------------------------------ */

/* Checks every game of two_games (strict as given) and reports them into a string. */
static char *report_games(pk_report_format format, bool quiet, bool strict, pk_report_totals *totals)
{
    capture c;
    capture_open(&c);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(two_games, sizeof two_games - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    pk_check_options opt = {.strict = strict};
    pk_report *rep = pk_report_new(c.f, format, quiet, strict);
    int rc = 0;
    while (pk_game_read(r, &g)) {
        pk_game_check(&g, &opt);
        rc |= pk_report_game(rep, "games.pgn", &g);
    }
    rc |= pk_report_finish(rep);
    *totals = *pk_report_totals_of(rep);
    pk_report_free(rep);
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    char *out = capture_close(&c);
    if (rc != 0) {
        free(out);
        fail_msg("the report returned %d", rc);
    }
    return out;
}

static void expect_text_(pk_where at, char *got, const char *expected)
{
    bool same = strcmp(got, expected) == 0;
    if (!same) {
        char shown[2000];
        snprintf(shown, sizeof shown, "%s", got);
        free(got);
        where_fail(at, "got:\n%s\nexpected:\n%s", shown, expected);
    }
    free(got);
}
#define expect_text(...) expect_text_(HERE, __VA_ARGS__)

static void expect_totals_(pk_where at, const pk_report_totals *t, unsigned long long games, unsigned long long valid,
                          unsigned long long invalid, unsigned long long errors, unsigned long long warnings)
{
    where_int(at, "", "games", t->games, games);
    where_int(at, "", "valid", t->valid, valid);
    where_int(at, "", "invalid", t->invalid, invalid);
    where_int(at, "", "errors", t->errors, errors);
    where_int(at, "", "warnings", t->warnings, warnings);
}
#define expect_totals(...) expect_totals_(HERE, __VA_ARGS__)

static void test_text_lines_and_summary(void **state)
{
    (void)state;
    pk_report_totals t;
    expect_text(report_games(PK_REPORT_TEXT, false, false, &t),
                "games.pgn:6:35: warning: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]\n"
                "games.pgn:10:7: error: the Result tag says 0-1 but the movetext ends with 1-0 [result-mismatch]\n"
                "2 games: 1 valid, 1 invalid; 1 error, 1 warning\n");
    expect_totals(&t, 2, 1, 1, 1, 1);
}

static void test_json_lines(void **state)
{
    (void)state;
    pk_report_totals t;
    /* one object per game, and no summary */
    expect_text(report_games(PK_REPORT_JSON, false, false, &t), JSON_GAME_1("true", "warning") JSON_GAME_2);
    expect_totals(&t, 2, 1, 1, 1, 1);
}

static void test_strict_turns_warnings_into_errors(void **state)
{
    (void)state;
    pk_report_totals t;
    expect_text(report_games(PK_REPORT_TEXT, false, true, &t),
                "games.pgn:6:35: error: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]\n"
                "games.pgn:10:7: error: the Result tag says 0-1 but the movetext ends with 1-0 [result-mismatch]\n"
                "2 games: 0 valid, 2 invalid; 2 errors, 0 warnings\n");
    expect_totals(&t, 2, 0, 2, 2, 0);
    expect_text(report_games(PK_REPORT_JSON, false, true, &t), JSON_GAME_1("false", "error") JSON_GAME_2);
}

static void test_quiet_counts_without_writing(void **state)
{
    (void)state;
    pk_report_totals t;
    for (int format = PK_REPORT_TEXT; format <= PK_REPORT_YAML; format++) {
        expect_text(report_games((pk_report_format)format, true, false, &t), "");
        expect_totals(&t, 2, 1, 1, 1, 1);
    }
}

static void test_diagnostic_without_place(void **state)
{
    (void)state;
    /* a diagnostic with no line takes the game's; with no column, the column is left out */
    static const char pgn[] = "\n\n[Event \"x\"]\n\n1. e4 *\n";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, sizeof pgn - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_check_options opt = {0};
    pk_game_check(&g, &opt);
    pk_game_diag(&g, PK_SEV_WARNING, "encoding", 0, 0, 0, NULL, 0, "note %d", 1);
    capture c;
    capture_open(&c);
    pk_report *rep = pk_report_new(c.f, PK_REPORT_TEXT, false, false);
    assert_int_equal(pk_report_game(rep, "a.pgn", &g), 0);
    pk_report_free(rep);
    rep = pk_report_new(c.f, PK_REPORT_JSON, false, false);
    assert_int_equal(pk_report_game(rep, "a.pgn", &g), 0);
    pk_report_free(rep);
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    expect_text(capture_close(&c),
                "a.pgn:3: warning: note 1 [encoding]\n"
                "{\"file\":\"a.pgn\",\"game\":1,\"line\":3,\"white\":null,\"black\":null,\"result\":\"*\","
                "\"variant\":\"chess\",\"notation\":\"san\",\"lang\":\"en\",\"plies\":1,\"valid\":true,"
                "\"outcome\":null,\"diagnostics\":[{\"severity\":\"warning\",\"code\":\"encoding\",\"line\":3,"
                "\"column\":0,\"ply\":null,\"move\":null,\"message\":\"note 1\",\"suggestions\":[]}]}\n");
}

/* An ambiguous move: its suggestions, several, are a list in JSON and YAML (best first) and
 * joined with ", " in text; the "..." that ends a cut list is no suggestion in JSON. */
static void test_several_suggestions(void **state)
{
    (void)state;
    static const char pgn[] = "[Event \"x\"]\n\n1. d4 d5 2. Nf3 Nf6 3. e3 e6 4. Nd2 *\n";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(pgn, sizeof pgn - 1);
    pk_game_reader *r = pk_game_reader_new(lx);
    pk_game g;
    pk_game_init(&g);
    assert_true(pk_game_read(r, &g));
    pk_check_options opt = {0};
    pk_game_check(&g, &opt);
    pk_diag *d = pk_game_diag(&g, PK_SEV_WARNING, "encoding", 0, 0, 0, NULL, 0, "note");
    assert_true(pk_suggestion_add(d->suggestion, sizeof d->suggestion, "a", 1));
    assert_true(pk_suggestion_add(d->suggestion, sizeof d->suggestion, "b \"c\"", 5));
    pk_suggestion_add_more(d->suggestion, sizeof d->suggestion);
    capture c;
    capture_open(&c);
    for (int format = PK_REPORT_TEXT; format <= PK_REPORT_YAML; format++) {
        pk_report *rep = pk_report_new(c.f, (pk_report_format)format, false, false);
        assert_int_equal(pk_report_game(rep, "a.pgn", &g), 0);
        assert_int_equal(pk_report_finish(rep), 0);
        pk_report_free(rep);
    }
    pk_game_free(&g);
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
    char *out = capture_close(&c);
    static const char *const parts[] = {
        "a.pgn:1: warning: note (suggestion: a, b \"c\", ...) [encoding]\n",
        "a.pgn:3:33: error: ambiguous move 'Nd2': the knights on b1 and f3 can both reach d2 "
        "(suggestion: Nbd2, Nfd2) [ambiguous-move]\n",
        "\"message\":\"ambiguous move 'Nd2': the knights on b1 and f3 can both reach d2\","
        "\"suggestions\":[\"Nbd2\",\"Nfd2\"]}",
        "\"message\":\"note\",\"suggestions\":[\"a\",\"b \\\"c\\\"\"]}",
        "  suggestions:\n  - 'Nbd2'\n  - 'Nfd2'\n",
        "  suggestions:\n  - 'a'\n  - 'b \"c\"'\n",
    };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (!strstr(out, parts[i])) {
            fprintf(stderr, "%s", out);
            free(out);
            fail_msg("the reports lack \"%s\"", parts[i]);
        }
    free(out);
}

/* ---- YAML ------------------------------------------------------------------------------- */

/* The scalar value of key in a mapping node, or NULL; "~null~" for a plain null. */
static const char *yaml_value(yaml_document_t *doc, yaml_node_t *map, const char *key)
{
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(doc, p->key);
        yaml_node_t *v = yaml_document_get_node(doc, p->value);
        if (k->type == YAML_SCALAR_NODE && strcmp((const char *)k->data.scalar.value, key) == 0) {
            if (v->type != YAML_SCALAR_NODE)
                return "~not a scalar~";
            const char *s = (const char *)v->data.scalar.value;
            if (v->data.scalar.style == YAML_PLAIN_SCALAR_STYLE && strcmp(s, "null") == 0)
                return "~null~";
            return s;
        }
    }
    return NULL;
}

static yaml_node_t *yaml_child(yaml_document_t *doc, yaml_node_t *map, const char *key)
{
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(doc, p->key);
        if (k->type == YAML_SCALAR_NODE && strcmp((const char *)k->data.scalar.value, key) == 0)
            return yaml_document_get_node(doc, p->value);
    }
    return NULL;
}

typedef struct {
    const char *key, *value;
} pair;

static void expect_pairs(yaml_document_t *doc, yaml_node_t *map, const pair *pairs, size_t n, size_t count)
{
    assert_int_equal(map->type, YAML_MAPPING_NODE);
    assert_int_equal(map->data.mapping.pairs.top - map->data.mapping.pairs.start, count);
    for (size_t i = 0; i < n; i++) {
        const char *v = yaml_value(doc, map, pairs[i].key);
        if (!v || strcmp(v, pairs[i].value) != 0)
            fail_msg("YAML %s: %s, expected %s", pairs[i].key, v ? v : "(missing)", pairs[i].value);
    }
}

static void test_yaml_reads_back_as_the_same_fields(void **state)
{
    (void)state;
    pk_report_totals t;
    char *out = report_games(PK_REPORT_YAML, false, false, &t);
    /* numbers, booleans and nulls are plain scalars, one key a line */
    static const char *const lines[] = {
        "---", "game: 1\n", "line: 1\n", "plies: 7\n", "valid: true\n", "diagnostics:\n- severity: ",
        "  line: 6\n", "  column: 35\n", "  ply: 7\n", "game: 2\n", "line: 8\n", "white: null\n",
        "black: null\n", "plies: 1\n", "valid: false\n", "outcome: null\n", "  ply: null\n", "  move: null\n",
        "  suggestions: []\n",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        if (!strstr(out, lines[i])) {
            free(out);
            fail_msg("YAML lacks the line \"%s\"", lines[i]);
        }

    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)out, strlen(out));
    static const pair game1[] = {
        {"file", "games.pgn"}, {"game", "1"},          {"line", "1"},        {"white", "Rossi, \"Anna\""},
        {"black", "Bianchi"},  {"result", "1-0"},      {"variant", "chess"}, {"notation", "san"},
        {"lang", "en"},        {"plies", "7"},         {"valid", "true"},    {"outcome", "checkmate"},
    };
    static const pair diag1[] = {
        {"severity", "warning"}, {"code", "check-mark"}, {"line", "6"},
        {"column", "35"},        {"ply", "7"},           {"move", "Qxf7"},
        {"message", "'Qxf7': the move mates: '#' is missing"},
    };
    static const pair game2[] = {
        {"file", "games.pgn"}, {"game", "2"},          {"line", "8"},        {"white", "~null~"},
        {"black", "~null~"},   {"result", "1-0"},      {"variant", "chess"}, {"notation", "san"},
        {"lang", "en"},        {"plies", "1"},         {"valid", "false"},   {"outcome", "~null~"},
    };
    static const pair diag2[] = {
        {"severity", "error"}, {"code", "result-mismatch"}, {"line", "10"}, {"column", "7"},
        {"ply", "~null~"},     {"move", "~null~"},
        {"message", "the Result tag says 0-1 but the movetext ends with 1-0"},
    };
    const pair *games[2] = {game1, game2}, *diags[2] = {diag1, diag2};
    for (int i = 0; i < 3; i++) {
        yaml_document_t doc;
        assert_true(yaml_parser_load(&parser, &doc));
        yaml_node_t *root = yaml_document_get_root_node(&doc);
        if (i == 2) { /* the end of the stream */
            assert_null(root);
            yaml_document_delete(&doc);
            break;
        }
        assert_non_null(root);
        expect_pairs(&doc, root, games[i], 12, 13);
        yaml_node_t *list = yaml_child(&doc, root, "diagnostics");
        assert_non_null(list);
        assert_int_equal(list->type, YAML_SEQUENCE_NODE);
        assert_int_equal(list->data.sequence.items.top - list->data.sequence.items.start, 1);
        yaml_node_t *diag = yaml_document_get_node(&doc, list->data.sequence.items.start[0]);
        expect_pairs(&doc, diag, diags[i], 7, 8);
        /* suggestions: a list, of the one corrected move in game 1, empty in game 2 */
        yaml_node_t *suggestions = yaml_child(&doc, diag, "suggestions");
        assert_non_null(suggestions);
        assert_int_equal(suggestions->type, YAML_SEQUENCE_NODE);
        assert_int_equal(suggestions->data.sequence.items.top - suggestions->data.sequence.items.start, i == 0);
        if (i == 0)
            assert_string_equal(
                yaml_document_get_node(&doc, suggestions->data.sequence.items.start[0])->data.scalar.value, "Qxf7#");
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    free(out);
    expect_totals(&t, 2, 1, 1, 1, 1);
}

/* ---- kingless matches --------------------------------------------------------------------- */

static void test_match_lines(void **state)
{
    (void)state;
    pk_match m = {.players = {"Ana", "Bogdan"}, .rounds_won = {1, 1}, .material = {9, 4}, .winner = 0};
    pk_match drawn = {.players = {"Ana", "Bogdan"}, .rounds_won = {0, 0}, .material = {5, 5}, .winner = -1};
    capture c;
    capture_open(&c);
    pk_report *rep = pk_report_new(c.f, PK_REPORT_TEXT, false, false);
    assert_int_equal(pk_report_match(rep, "k.pgn", 12, &m), 0);
    assert_int_equal(pk_report_match(rep, "k.pgn", 30, &drawn), 0);
    pk_report_free(rep);
    rep = pk_report_new(c.f, PK_REPORT_JSON, false, false);
    assert_int_equal(pk_report_match(rep, "k.pgn", 12, &m), 0);
    assert_int_equal(pk_report_match(rep, "k.pgn", 30, &drawn), 0);
    pk_report_free(rep);
    expect_text(capture_close(&c),
                "k.pgn:12: match Ana - Bogdan: rounds won 1-1, material left 9-4: Ana wins the match\n"
                "k.pgn:30: match Ana - Bogdan: rounds won 0-0, material left 5-5: a drawn match\n"
                "{\"match\":{\"players\":[\"Ana\",\"Bogdan\"],\"rounds\":[1,1],\"material\":[9,4],\"winner\":\"Ana\"}}\n"
                "{\"match\":{\"players\":[\"Ana\",\"Bogdan\"],\"rounds\":[0,0],\"material\":[5,5],\"winner\":null}}\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_json_string),
        cmocka_unit_test(test_text_lines_and_summary),
        cmocka_unit_test(test_json_lines),
        cmocka_unit_test(test_strict_turns_warnings_into_errors),
        cmocka_unit_test(test_quiet_counts_without_writing),
        cmocka_unit_test(test_diagnostic_without_place),
        cmocka_unit_test(test_several_suggestions),
        cmocka_unit_test(test_yaml_reads_back_as_the_same_fields),
        cmocka_unit_test(test_match_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
