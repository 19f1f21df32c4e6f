/* pgnkit: looks the subcommand up in one table (cli_commands) and runs it (the shape of git.c). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void print_usage(FILE *out)
{
    fprintf(out, "usage: pgnkit [--version] [--help] COMMAND [ARGS]\n\ncommands:\n");
    for (int i = 0; cli_commands[i]; i++)
        fprintf(out, "  %-10s %s\n", cli_commands[i]->name, cli_commands[i]->brief);
    fprintf(out, "\n'pgnkit help COMMAND' or 'pgnkit COMMAND --help' shows a command's options;\n"
                 "man pgnkit-COMMAND tells the details.\n");
}

static const cli_command *find_command(const char *name)
{
    for (int i = 0; cli_commands[i]; i++)
        if (strcmp(cli_commands[i]->name, name) == 0)
            return cli_commands[i];
    return NULL;
}

/* Output that could not be written makes the run fail, with a word on standard error. A
 * command that says so itself returns 2; a status of 0 or 1 means it has not, and it is said
 * here ("pgnkit" alone when no command ran). */
static int check_output(const char *command, int status)
{
    int why = fflush(stdout) != 0 ? errno : ferror(stdout) ? EIO : 0;
    if (!why)
        return status;
    if (status != 2)
        fprintf(stderr, "pgnkit%s%s: cannot write the output: %s\n", command ? " " : "", command ? command : "",
                strerror(why));
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
        printf("pgnkit %s\n", PK_VERSION);
        return check_output(NULL, 0);
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
        print_usage(stdout);
        return check_output(NULL, 0);
    }
    if (strcmp(name, "help") == 0) {
        if (argc < 3) {
            print_usage(stdout);
            return check_output(NULL, 0);
        }
        const cli_command *c = find_command(argv[2]);
        if (!c) {
            fprintf(stderr, "pgnkit: '%s' is not a pgnkit command\n", argv[2]);
            return 2;
        }
        char help[] = "--help";
        char *help_argv[] = {argv[2], help, NULL};
        return check_output(c->name, c->run(2, help_argv));
    }
    const cli_command *c = find_command(name);
    if (!c) {
        fprintf(stderr, "pgnkit: '%s' is not a pgnkit command\n", name);
        print_usage(stderr);
        return 2;
    }
    return check_output(c->name, c->run(argc - 1, argv + 1));
}
