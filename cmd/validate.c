/* pgnkit validate: not yet here. */
#include "cli.h"

int cmd_validate(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "pgnkit validate: not built yet\n");
    return 2;
}
