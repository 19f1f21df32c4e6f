/* Inputs and diagnostics shared by the subcommands that read PGN. */
#include "input.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int cmd_input_open(cmd_input *in, const char *path, const cli_command *cmd)
{
    memset(in, 0, sizeof *in);
    in->is_stdin = strcmp(path, "-") == 0;
    in->fd = in->is_stdin ? 0 : open(path, O_RDONLY);
    if (in->fd < 0) {
        cli_error(cmd, "cannot read '%s': %s", path, strerror(errno));
        return -1;
    }
    in->name = in->is_stdin ? "<stdin>" : path;
    in->lexer = pk_pgn_lexer_open_fd(in->fd);
    in->reader = in->lexer ? pk_game_reader_new(in->lexer) : NULL;
    if (!in->reader) {
        cli_error(cmd, "out of memory");
        cmd_input_close(in, cmd);
        return -1;
    }
    return 0;
}

int cmd_input_close(cmd_input *in, const cli_command *cmd)
{
    int status = 0;
    if (in->lexer && pk_pgn_lexer_io_error(in->lexer)) {
        cli_error(cmd, "error reading '%s': %s", in->name, strerror(pk_pgn_lexer_io_error(in->lexer)));
        status = -1;
    }
    pk_game_reader_free(in->reader);
    pk_pgn_lexer_free(in->lexer);
    if (!in->is_stdin && in->fd >= 0)
        close(in->fd);
    memset(in, 0, sizeof *in);
    return status;
}

void cmd_print_diags(FILE *f, const char *name, const pk_game *g, bool errors_only, bool strict)
{
    for (size_t i = 0; i < g->n_diags; i++) {
        const pk_diag *d = &g->diags[i];
        bool error = d->severity == PK_SEV_ERROR || strict;
        if (errors_only && !error)
            continue;
        fprintf(f, "%s:%u:", name, d->line ? d->line : g->line);
        if (d->column)
            fprintf(f, "%u:", d->column);
        fprintf(f, " %s: %s", error ? "error" : "warning", d->message);
        if (d->suggestion[0]) {
            fputs(" (suggestion: ", f);
            pk_suggestion_write_text(f, d->suggestion);
            putc(')', f);
        }
        fprintf(f, " [%s]\n", d->code);
    }
}
