/* The shared option parser and usage printer. */
#include "cli.h"

#include "lang.h"
#include "xiangqi_notation.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
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
        fprintf(out, "  %-26s %s\n", left, o->help);
    }
    fprintf(out, "  %-26s %s\n", "-h, --help", "show this help and exit");
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

static int find_long(const cli_command *cmd, const char *name, size_t len)
{
    for (int i = 0; cmd->options[i].name; i++)
        if (strlen(cmd->options[i].name) == len && strncmp(cmd->options[i].name, name, len) == 0)
            return i;
    return -1;
}

static int find_short(const cli_command *cmd, char c)
{
    for (int i = 0; cmd->options[i].name; i++)
        if (cmd->options[i].short_name == c)
            return i;
    return -1;
}

int cli_parse(const cli_command *cmd, int argc, char **argv, cli_option_fn on_option, void *ctx,
              char **args, int *nargs)
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
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            cli_print_help(cmd, stdout);
            return CLI_EXIT_0;
        }
        int index;
        const char *value = NULL;
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            index = find_long(cmd, a + 2, len);
            if (index < 0)
                return usage_error(cmd, "unknown option '%s'", a);
            if (cmd->options[index].arg) {
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
            index = find_short(cmd, a[1]);
            if (index < 0) {
                /* a lone "-" digit-led word such as a negative number is not an option here */
                return usage_error(cmd, "unknown option '%s'", a);
            }
            if (cmd->options[index].arg) {
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
        if (on_option(ctx, index, value) < 0) {
            fprintf(stderr, "Try 'pgnkit %s --help'.\n", cmd->name);
            return CLI_USAGE;
        }
    }
    return CLI_OK;
}

long cli_number(const char *value, long max)
{
    char *end;
    if (!value || !*value || *value == '-' || *value == '+')
        return -1;
    long v = strtol(value, &end, 10);
    if (*end || v < 0 || v > max)
        return -1;
    return v;
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

int cli_notation_value(const cli_command *cmd, const char *value, pk_check_options *check)
{
    static const char *const names[] = {"auto", "san", "lan", "uci", "iccf", "descriptive"};
    static const char *const xiangqi[] = {"iccs", "wxf", "chinese"};
    for (int i = 0; i < 6; i++)
        if (strcmp(value, names[i]) == 0) {
            check->notation = (pk_notation)i; /* the order of pk_notation */
            check->xq_notation = 0;
            return 0;
        }
    for (int i = 0; i < 3; i++)
        if (strcmp(value, xiangqi[i]) == 0) {
            check->xq_notation = 1 + i; /* the order of pk_xq_notation: Xiangqi games */
            return 0;
        }
    cli_error(cmd, "--notation: '%s' is not auto, san, lan, uci, iccf, descriptive, iccs, wxf or chinese", value);
    return -1;
}

int cli_variant_value(const cli_command *cmd, const char *value, pk_check_options *check)
{
    static const char *const names[] = {"auto", "chess", "kingless", "xiangqi"};
    for (int i = 0; i < 4; i++)
        if (strcmp(value, names[i]) == 0) {
            check->variant = i; /* the order of PK_VARIANT_* */
            return 0;
        }
    cli_error(cmd, "--variant: '%s' is not auto, chess, kingless or xiangqi", value);
    return -1;
}

int cli_coords_value(const cli_command *cmd, const char *value, int *xq_flags)
{
    if (strcmp(value, "0") == 0)
        *xq_flags &= ~PK_XQ_ICCS_RANKS_1_10;
    else if (strcmp(value, "1") == 0)
        *xq_flags |= PK_XQ_ICCS_RANKS_1_10;
    else {
        cli_error(cmd, "--coords: '%s' is not 0 (ICCS ranks 0-9) or 1 (ranks 1-10)", value);
        return -1;
    }
    return 0;
}

int cli_jobs_value(const cli_command *cmd, const char *value, int *jobs)
{
    long n = cli_number(value, 256);
    if (n < 1) {
        cli_error(cmd, "--jobs: '%s' is not a number of threads from 1 to 256", value);
        return -1;
    }
    *jobs = (int)n;
    return 0;
}

int cli_lang_value(const cli_command *cmd, const char *option, const char *value, bool allow_auto,
                   const pk_lang **lang)
{
    if (allow_auto && strcmp(value, "auto") == 0) {
        *lang = NULL;
        return 0;
    }
    if (!(*lang = pk_lang_find(value))) {
        /* the valid values, so that the user need not look them up */
        char known[256];
        size_t used = (size_t)snprintf(known, sizeof known, "%s", allow_auto ? "auto" : "");
        for (int i = 0; i < pk_lang_count() && used < sizeof known; i++)
            used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", used ? ", " : "", pk_lang_at(i)->code);
        cli_error(cmd, "%s: unknown language '%s' (known: %s)", option, value, known);
        return -1;
    }
    return 0;
}
