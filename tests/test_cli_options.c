/* The commands' option tables (in cmd/, declared with cli.h): every row well formed, no name
 * twice; and bash completion (cmd/pgnkit.bash), whose generated part (the commands, their
 * options and the values each option takes) must be what the tables declare. `make
 * completion` rewrites that part from the tables (this program with --write). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lang.h"

#define SCRIPT "cmd/pgnkit.bash"
#define BEGIN_MARK "# --- generated from the option tables of cmd/*.c by 'make completion'; do not edit ---\n"
#define END_MARK "# --- end of the generated part ---\n"

/* The values an option takes, separated by spaces, into out ("" for none; FILE: a file). */
static void option_values(const cli_option *o, char *out, size_t size)
{
    size_t used = 0;
    out[0] = 0;
    switch (o->kind) {
    case CLI_CHOICE:
        for (const cli_choice *c = o->choices; c->name && used < size; c++)
            used += (size_t)snprintf(out + used, size - used, "%s%s", used ? " " : "", c->name);
        break;
    case CLI_LANG:
        if (o->allow_auto)
            used = (size_t)snprintf(out, size, "auto");
        for (int i = 0; i < pk_lang_count() && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%s%s", used ? " " : "", pk_lang_at(i)->code);
        break;
    case CLI_VARIANT:
        if (o->allow_auto)
            used = (size_t)snprintf(out, size, "auto");
        for (size_t i = 0; i < pk_variant_count && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%s%s", used ? " " : "", pk_variants[i]->name);
        break;
    case CLI_STRING: snprintf(out, size, "FILE"); break;
    default: break;
    }
}

/* The generated part of the script, from the tables. */
static void write_generated(FILE *f)
{
    fputs(BEGIN_MARK, f);
    fputs("_pgnkit_commands=\"", f);
    for (int i = 0; cli_commands[i]; i++)
        fprintf(f, "%s%s", i ? " " : "", cli_commands[i]->name);
    fputs("\"\n\n# _pgnkit_options COMMAND: its options, with '=' after those that take a value\n"
          "_pgnkit_options()\n{\n    case $1 in\n", f);
    for (int i = 0; cli_commands[i]; i++) {
        fprintf(f, "        %s) echo \"", cli_commands[i]->name);
        for (const cli_option *o = cli_commands[i]->options; o->name; o++)
            fprintf(f, "%s--%s%s", o == cli_commands[i]->options ? "" : " ", o->name, o->arg ? "=" : "");
        fputs("\" ;;\n", f);
    }
    fputs("    esac\n}\n\n# _pgnkit_values COMMAND OPTION: the values the option takes (FILE: a file name)\n"
          "_pgnkit_values()\n{\n    case $1 in\n", f);
    for (int i = 0; cli_commands[i]; i++) {
        fprintf(f, "        %s)\n            case $2 in\n", cli_commands[i]->name);
        for (const cli_option *o = cli_commands[i]->options; o->name; o++) {
            char values[512];
            option_values(o, values, sizeof values);
            if (!values[0])
                continue;
            fprintf(f, "                --%s", o->name);
            if (o->short_name)
                fprintf(f, "|-%c", o->short_name);
            fprintf(f, ") echo \"%s\" ;;\n", values);
        }
        fputs("            esac ;;\n", f);
    }
    fputs("    esac\n}\n", f);
    fputs(END_MARK, f);
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = NULL;
    *len = 0;
    size_t cap = 0, n;
    char buf[4096];
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        if (*len + n + 1 > cap) {
            cap = (*len + n + 1) * 2;
            text = realloc(text, cap);
        }
        memcpy(text + *len, buf, n);
        *len += n;
    }
    fclose(f);
    if (text)
        text[*len] = 0;
    return text;
}

/* The script's generated part: [*begin, *end) in text, both marks included; false when the
 * marks are missing. */
static bool find_generated(const char *text, const char **begin, const char **end)
{
    *begin = strstr(text, BEGIN_MARK);
    const char *last = *begin ? strstr(*begin, END_MARK) : NULL;
    if (!last)
        return false;
    *end = last + strlen(END_MARK);
    return true;
}

static void test_script_matches_the_option_tables(void **state)
{
    (void)state;
    size_t len;
    char *script = read_all(SCRIPT, &len);
    assert_non_null(script);
    const char *begin = NULL, *end = NULL;
    assert_true(find_generated(script, &begin, &end));
    char *want = NULL;
    size_t want_len = 0;
    FILE *mem = open_memstream(&want, &want_len);
    write_generated(mem);
    fclose(mem);
    if ((size_t)(end - begin) != want_len || memcmp(begin, want, want_len) != 0)
        fail_msg(SCRIPT " is not what the option tables declare: run 'make completion'. They declare:\n%s", want);
    free(want);
    free(script);
}

/* Every option of every table has a name of its own in its command, and a short name of its
 * own: otherwise the parser would find the first and the help show both. */
static void test_option_names_are_unique(void **state)
{
    (void)state;
    for (int i = 0; cli_commands[i]; i++)
        for (const cli_option *o = cli_commands[i]->options; o->name; o++)
            for (const cli_option *p = o + 1; p->name; p++) {
                if (strcmp(o->name, p->name) == 0)
                    fail_msg("pgnkit %s: --%s is declared twice", cli_commands[i]->name, o->name);
                if (o->short_name && o->short_name == p->short_name)
                    fail_msg("pgnkit %s: -%c is --%s and --%s", cli_commands[i]->name, o->short_name, o->name, p->name);
            }
}

/* Each row as its kind wants it: a value's name in the usage exactly for the kinds that take a
 * value, a help line, a range for numbers, named choices, and --help last (the usage ends with
 * it). */
static void test_option_rows_are_well_formed(void **state)
{
    (void)state;
    for (int i = 0; cli_commands[i]; i++) {
        const cli_command *c = cli_commands[i];
        assert_non_null(c->run);
        assert_non_null(c->brief);
        const cli_option *o = c->options;
        for (; o->name; o++) {
            bool takes_value = o->kind != CLI_FLAG && o->kind != CLI_HELP;
            if (takes_value != (o->arg != NULL))
                fail_msg("pgnkit %s --%s: a value's name is for the kinds that take a value", c->name, o->name);
            if (!o->help || !o->help[0])
                fail_msg("pgnkit %s --%s: no help", c->name, o->name);
            if (o->kind == CLI_NUMBER && (!o->refusal || o->min > o->max))
                fail_msg("pgnkit %s --%s: a number wants a range and its refusal", c->name, o->name);
            if (o->kind == CLI_CHOICE && (!o->choices || !o->choices[0].name))
                fail_msg("pgnkit %s --%s: a choice without values", c->name, o->name);
        }
        if (o == c->options || o[-1].kind != CLI_HELP)
            fail_msg("pgnkit %s: --help is not the last option", c->name);
    }
}

/* Rewrites the generated part of the script from the tables. */
static int write_script(const char *path)
{
    size_t len;
    char *script = read_all(path, &len);
    const char *begin = NULL, *end = NULL;
    if (!script || !find_generated(script, &begin, &end)) {
        fprintf(stderr, "%s: no generated part (its marks) to rewrite\n", path);
        free(script);
        return 1;
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        free(script);
        return 1;
    }
    fwrite(script, 1, (size_t)(begin - script), f);
    write_generated(f);
    fputs(end, f);
    free(script);
    return fclose(f) == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--write") == 0)
        return write_script(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_script_matches_the_option_tables),
        cmocka_unit_test(test_option_names_are_unique),
        cmocka_unit_test(test_option_rows_are_well_formed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
