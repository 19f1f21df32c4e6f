/* The shared option parser and usage printer: every option is read, refused and shown from
 * its row in the command's table (cli.h). And the output helpers the commands share. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* F_SETPIPE_SZ (cli_widen_pipe) */
#endif
#include "cli.h"

#include "lang.h"

#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void cli_print_help(const cli_command *cmd, FILE *out)
{
    fprintf(out, "usage: pgnkit %s %s\n\n%s\n\noptions:\n", cmd->name, cmd->synopsis, cmd->summary);
    for (const cli_option *o = cmd->options; o->name; o++) {
        char left[64];
        if (o->short_name)
            snprintf(left, sizeof left, "-%c, --%s%s%s", o->short_name, o->name, o->arg ? "=" : "", o->arg ? o->arg : "");
        else
            snprintf(left, sizeof left, "    --%s%s%s", o->name, o->arg ? "=" : "", o->arg ? o->arg : "");
        if (o->kind == CLI_VARIANT) {
            char names[256];
            fprintf(out, "  %-26s %s%s\n", left, o->help, pk_variant_names("or", names, sizeof names));
        } else {
            fprintf(out, "  %-26s %s\n", left, o->help);
        }
    }
    fprintf(out, "\nSee man pgnkit-%s for the details.\n", cmd->name);
}

void cli_error(const cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "pgnkit %s: ", cmd->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static int usage_error(const cli_command *cmd, const char *fmt, const char *what)
{
    fprintf(stderr, "pgnkit %s: ", cmd->name);
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\nusage: pgnkit %s %s\nTry 'pgnkit %s --help'.\n", cmd->name, cmd->synopsis, cmd->name);
    return CLI_USAGE;
}

static const cli_option *find_long(const cli_command *cmd, const char *name, size_t len)
{
    for (const cli_option *o = cmd->options; o->name; o++)
        if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
            return o;
    return NULL;
}

static const cli_option *find_short(const cli_command *cmd, char c)
{
    for (const cli_option *o = cmd->options; o->name; o++)
        if (o->short_name == c)
            return o;
    return NULL;
}

/* A whole non-negative number no greater than max; -1 when value is not one. */
static long whole_number(const char *value, long max)
{
    char *end;
    if (!value || !*value || *value == '-' || *value == '+')
        return -1;
    long v = strtol(value, &end, 10);
    if (*end || v < 0 || v > max)
        return -1;
    return v;
}

/* "text, json or yaml": the names of a choice's values, for refusing another. */
static void choice_names(const cli_choice *choices, char *out, size_t size)
{
    size_t used = 0;
    out[0] = 0;
    for (int i = 0; choices[i].name && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i == 0 ? "" : choices[i + 1].name ? ", " : " or ",
                                 choices[i].name);
}

const char *cli_choice_name(const cli_choice *choices, int value)
{
    for (const cli_choice *c = choices; c->name; c++)
        if (c->value == value)
            return c->name;
    return NULL;
}

/* An unknown language code is refused with the list of the valid ones. */
static int set_lang(const cli_command *cmd, const cli_option *o, const char *value, const pk_lang **lang)
{
    if (o->allow_auto && strcmp(value, "auto") == 0) {
        *lang = NULL;
        return 0;
    }
    const pk_lang *found = pk_lang_find(value);
    if (!found) {
        char known[256];
        size_t used = (size_t)snprintf(known, sizeof known, "%s", o->allow_auto ? "auto" : "");
        for (int i = 0; i < pk_lang_count() && used < sizeof known; i++)
            used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", used ? ", " : "", pk_lang_at(i)->code);
        cli_error(cmd, "--%s: unknown language '%s' (known: %s)", o->name, value, known);
        return -1;
    }
    *lang = found;
    return 0;
}

/* Puts an option's value where its row says; -1 after saying why the value is bad. */
static int set_option(const cli_command *cmd, const cli_option *o, const char *value, void *opts)
{
    void *field = (char *)opts + o->field;
    switch (o->kind) {
    case CLI_FLAG: *(bool *)field = true; return 0;
    case CLI_STRING: *(const char **)field = value; return 0;
    case CLI_NUMBER: {
        long n = whole_number(value, o->max);
        if (n < o->min) {
            cli_error(cmd, "--%s: '%s' is not %s", o->name, value, o->refusal);
            return -1;
        }
        *(int *)field = (int)n;
        return 0;
    }
    case CLI_CHOICE:
        for (const cli_choice *c = o->choices; c->name; c++)
            if (strcmp(value, c->name) == 0) {
                if (o->set)
                    o->set(field, c->value);
                else
                    *(int *)field = c->value;
                return 0;
            }
        if (o->refusal)
            cli_error(cmd, "--%s: '%s' is not %s", o->name, value, o->refusal);
        else {
            char names[256];
            choice_names(o->choices, names, sizeof names);
            cli_error(cmd, "--%s: '%s' is not %s", o->name, value, names);
        }
        return -1;
    case CLI_LANG: return set_lang(cmd, o, value, (const pk_lang **)field);
    case CLI_VARIANT: {
        const pk_variant *v = pk_variant_named(value);
        if (v || (o->allow_auto && strcmp(value, "auto") == 0)) {
            *(const pk_variant **)field = v;
            return 0;
        }
        char names[256];
        cli_error(cmd, "--%s: '%s' is not %s%s", o->name, value, o->allow_auto ? "auto, " : "",
                  pk_variant_names("or", names, sizeof names));
        return -1;
    }
    case CLI_HELP: return 0;
    }
    return 0;
}

int cli_parse(const cli_command *cmd, int argc, char **argv, void *opts, char **args, int *nargs)
{
    *nargs = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        char *a = argv[i];
        if (options_done || a[0] != '-' || a[1] == 0) {
            args[(*nargs)++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            options_done = true;
            continue;
        }
        const cli_option *o;
        const char *value = NULL;
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            o = find_long(cmd, a + 2, len);
            if (!o || (o->kind == CLI_HELP && eq))
                return usage_error(cmd, "unknown option '%s'", a);
            if (o->arg) {
                if (eq)
                    value = eq + 1;
                else if (i + 1 < argc)
                    value = argv[++i];
                else
                    return usage_error(cmd, "option '%s' needs a value", a);
            } else if (eq) {
                return usage_error(cmd, "option '%s' takes no value", a);
            }
        } else {
            o = find_short(cmd, a[1]);
            if (!o)
                return usage_error(cmd, "unknown option '%s'", a);
            if (o->arg) {
                if (a[2])
                    value = a + 2;
                else if (i + 1 < argc)
                    value = argv[++i];
                else
                    return usage_error(cmd, "option '%s' needs a value", a);
            } else if (a[2]) {
                return usage_error(cmd, "unknown option '%s'", a);
            }
        }
        if (o->kind == CLI_HELP) {
            cli_print_help(cmd, stdout);
            return CLI_EXIT_0;
        }
        if (set_option(cmd, o, value, opts) < 0) {
            fprintf(stderr, "Try 'pgnkit %s --help'.\n", cmd->name);
            return CLI_USAGE;
        }
    }
    return CLI_OK;
}

bool cli_utf8_terminal(FILE *f)
{
    if (!isatty(fileno(f)))
        return false;
    const char *vars[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strstr(v, "UTF-8") || strstr(v, "utf8") || strstr(v, "UTF8") || strstr(v, "utf-8");
    }
    return false;
}

/* --notation: how moves are read, in any game (a notation only one game has chooses that game). */
const cli_choice cli_notations[] = {
    {"auto", PK_NOTATION_AUTO}, {"san", PK_NOTATION_SAN}, {"lan", PK_NOTATION_LAN},
    {"uci", PK_NOTATION_UCI}, {"iccf", PK_NOTATION_ICCF}, {"descriptive", PK_NOTATION_DESCRIPTIVE},
    {"iccs", PK_NOTATION_ICCS}, {"wxf", PK_NOTATION_WXF}, {"chinese", PK_NOTATION_CHINESE}, {NULL, 0}};

void cli_set_notation(void *field, int value) { *(pk_notation *)field = (pk_notation)value; }

const cli_choice cli_coords[] = {{"0", 0}, {"1", 1}, {NULL, 0}};

void cli_widen_pipe(int fd)
{
#ifdef F_SETPIPE_SZ
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && fcntl(fd, F_GETPIPE_SZ) < (1 << 18))
        (void)fcntl(fd, F_SETPIPE_SZ, 1 << 18);
#else
    (void)fd;
#endif
}

/* Whether the diagnostics on standard error go into the same file as out (2>&1), where their
 * place among the output shows: a character device (/dev/null) does not keep them. */
static bool diagnostics_among_output(FILE *out)
{
    struct stat so, se;
    return fstat(fileno(out), &so) == 0 && fstat(fileno(stderr), &se) == 0 && so.st_dev == se.st_dev &&
           so.st_ino == se.st_ino && !S_ISCHR(so.st_mode);
}

bool cli_buffer_output(FILE *out)
{
    static char buffer[1 << 20];
    if (isatty(fileno(out)) || diagnostics_among_output(out))
        return false;
    setvbuf(out, buffer, _IOFBF, sizeof buffer);
    cli_widen_pipe(fileno(out)); /* fewer waits for the reader at its other end */
    return true;
}
