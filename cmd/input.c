/* Inputs and diagnostics shared by the subcommands that read PGN. */
#include "input.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "variant.h"

/* Compressed files and archives, told by the magic bytes they start with, and the command
 * that writes their contents to standard output (FILE stands for the file's name). */
typedef struct {
    const char *magic;
    size_t magic_len;
    const char *what;    /* "compressed with gzip", "a zip archive" */
    bool archive;        /* files in a container (extracted), rather than one compressed stream */
    const char *extract; /* "gzip -dc" */
} packed_format;

static const packed_format packed_formats[] = {
    {"\x1F\x8B", 2, "compressed with gzip", false, "gzip -dc"},
    {"\x1F\x9D", 2, "compressed with compress (.Z)", false, "gzip -dc"},
    {"BZh", 3, "compressed with bzip2", false, "bzip2 -dc"},
    {"\xFD" "7zXZ\x00", 6, "compressed with xz", false, "xz -dc"},
    {"\x28\xB5\x2F\xFD", 4, "compressed with zstd", false, "zstd -dc"},
    {"\x04\x22\x4D\x18", 4, "compressed with lz4", false, "lz4 -dc"},
    {"PK\x03\x04", 4, "a zip archive", true, "unzip -p"},
    {"PK\x05\x06", 4, "a zip archive", true, "unzip -p"},
    {"7z\xBC\xAF\x27\x1C", 6, "a 7z archive", true, "7z x -so"},
    {"Rar!\x1A\x07", 6, "a RAR archive", true, "unrar p -inul"},
};

/* The packed format the input starts with, or NULL for text (PGN or not). bzip2 also wants
 * its block size digit, so that a PGN file starting "BZh" is not taken for one. */
static const packed_format *packed_format_of(const unsigned char *head, size_t n)
{
    for (size_t i = 0; i < sizeof packed_formats / sizeof packed_formats[0]; i++) {
        const packed_format *f = &packed_formats[i];
        if (n >= f->magic_len && memcmp(head, f->magic, f->magic_len) == 0 &&
            (f->magic[0] != 'B' || (n > 3 && head[3] >= '1' && head[3] <= '9')))
            return f;
    }
    return NULL;
}

/* A path as a shell reads it back: as it is when it holds no special character, else quoted. */
static void print_shell_word(FILE *f, const char *s)
{
    if (*s && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+.,/:@%=") == strlen(s)) {
        fputs(s, f);
        return;
    }
    fputc('\'', f);
    for (; *s; s++)
        if (*s == '\'')
            fputs("'\\''", f);
        else
            fputc(*s, f);
    fputc('\'', f);
}

/* Refuses a compressed input with one diagnostic that names its format and the way to read
 * it; -1 then. Not read as PGN: its bytes would only make a stream of meaningless errors. */
static int refuse_packed_input(cmd_input *in, const cli_command *cmd)
{
    const unsigned char *head;
    size_t n = pk_pgn_lexer_head(in->lexer, &head);
    const packed_format *f = packed_format_of(head, n);
    if (!f)
        return 0;
    bool archive = f->archive;
    fprintf(stderr, "pgnkit %s: ", cmd->name);
    if (in->is_stdin)
        fputs("the standard input", stderr);
    else
        fprintf(stderr, "'%s'", in->name);
    fprintf(stderr, " is %s: pgnkit does not read %s yet; %s first: %s ", f->what,
            archive ? "archives" : "compressed files", archive ? "extract it" : "decompress it", f->extract);
    if (in->is_stdin)
        fputs("FILE", stderr);
    else
        print_shell_word(stderr, in->name);
    fprintf(stderr, " | pgnkit %s -\n", cmd->name);
    return -1;
}

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
    in->reader = in->lexer ? pk_variant_reader_new(in->lexer) : NULL;
    if (!in->reader) {
        cli_error(cmd, "out of memory");
        cmd_input_close(in, cmd);
        return -1;
    }
    if (refuse_packed_input(in, cmd) < 0) {
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
