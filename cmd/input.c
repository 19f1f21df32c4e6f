/* Inputs and diagnostics shared by the subcommands that read PGN. */
#include "input.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "variant.h"

/* Compressed files and archives that pgnkit does not read, told by the magic bytes they start with, and the command
 * that writes their contents to standard output (FILE stands for the file's name). The formats
 * it reads are pgn_unpack.h's. */
typedef struct {
    const char *magic;
    size_t magic_len;
    const char *what;    /* "compressed with lz4", "a 7z archive" */
    const char *unread;  /* what pgnkit does not read: "lz4", "7z archives" */
    bool archive;        /* files in a container (extracted), rather than one compressed stream */
    const char *extract; /* "lz4 -dc" */
} unread_format;

static const unread_format unread_formats[] = {
    {"\x1F\x9D", 2, "compressed with compress (.Z)", ".Z files", false, "gzip -dc"},
    {"\x04\x22\x4D\x18", 4, "compressed with lz4", "lz4", false, "lz4 -dc"},
    {"7z\xBC\xAF\x27\x1C", 6, "a 7z archive", "7z archives", true, "7z x -so"},
    {"Rar!\x1A\x07", 6, "a RAR archive", "RAR archives", true, "unrar p -inul"},
};

static const unread_format *unread_format_of(const unsigned char *head, size_t n)
{
    for (size_t i = 0; i < sizeof unread_formats / sizeof unread_formats[0]; i++) {
        const unread_format *f = &unread_formats[i];
        if (n >= f->magic_len && memcmp(head, f->magic, f->magic_len) == 0)
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

/* Refuses a packed input pgnkit does not read with one diagnostic that names its format and the
 * way to read it; -1 then. Not read as PGN: its bytes would only make a stream of meaningless
 * errors. */
static int refuse_unread_format(const cmd_input *in, const cli_command *cmd)
{
    const unread_format *f = unread_format_of(in->head, in->head_len);
    if (!f)
        return 0;
    fprintf(stderr, "pgnkit %s: ", cmd->name);
    if (in->is_stdin)
        fputs("the standard input", stderr);
    else
        fprintf(stderr, "'%s'", in->name);
    fprintf(stderr, " is %s: pgnkit does not read %s; %s first: %s ", f->what, f->unread,
            f->archive ? "extract it" : "decompress it", f->extract);
    if (in->is_stdin)
        fputs("FILE", stderr);
    else
        print_shell_word(stderr, in->name);
    fprintf(stderr, " | pgnkit %s -\n", cmd->name);
    return -1;
}

/* The input's bytes: the first ones, read to tell its format, then the rest from the
 * descriptor. A pk_pgn_read_fn and a pk_unpack_source_fn (called on the unpacking thread). */
static long read_input(void *ctx, void *buf, size_t n)
{
    cmd_input *in = ctx;
    if (in->head_given < in->head_len) {
        size_t k = in->head_len - in->head_given < n ? in->head_len - in->head_given : n;
        memcpy(buf, in->head + in->head_given, k);
        in->head_given += k;
        return (long)k;
    }
    return (long)read(in->fd, buf, n);
}

/* Reads the input's first bytes (all of them up to PK_PACKED_HEAD, unless it ends first). */
static int read_head(cmd_input *in)
{
    while (in->head_len < sizeof in->head) {
        ssize_t n = read(in->fd, in->head + in->head_len, sizeof in->head - in->head_len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? -1 : 0;
        in->head_len += (size_t)n;
    }
    return 0;
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
    in->name = in->path_name = in->is_stdin ? "<stdin>" : path;
    cli_widen_pipe(in->fd);
    if (read_head(in) < 0) {
        cli_error(cmd, "error reading '%s': %s", in->name, strerror(errno));
        cmd_input_close(in, cmd);
        return -1;
    }
    if (refuse_unread_format(in, cmd) < 0) {
        cmd_input_close(in, cmd);
        return -1;
    }
    in->packed = pk_packed_format_of(in->head, in->head_len);
    if (in->packed && !(in->unpack = pk_unpack_open(in->packed, read_input, in))) {
        cli_error(cmd, "cannot read '%s': no thread or no memory to be had to decompress it", path);
        cmd_input_close(in, cmd);
        return -1;
    }
    return 0;
}

/* Said on standard error: a part of the input that could not be read, and why. */
static void say_unpack_fault(cmd_input *in, const cli_command *cmd)
{
    const char *member = pk_unpack_member(in->unpack);
    cli_error(cmd, "'%s%s%s': %s%s", in->path_name, member[0] ? ":" : "", member, pk_unpack_fault(in->unpack),
              pk_unpack_fault_is_limit(in->unpack) ? " [limit]" : "");
    in->failed = true;
}

/* Ends the stream of games being read: said when its bytes could not all be read. */
static void end_stream(cmd_input *in, const cli_command *cmd)
{
    int error = in->file_error ? in->file_error : in->lexer ? pk_pgn_lexer_io_error(in->lexer) : 0;
    if (error) {
        if (in->unpack)
            say_unpack_fault(in, cmd);
        else
            cli_error(cmd, "error reading '%s': %s", in->name, strerror(error));
        in->failed = true;
    }
    in->file_error = 0;
    pk_game_reader_free(in->reader);
    pk_pgn_lexer_free(in->lexer);
    in->reader = NULL;
    in->lexer = NULL;
}

static int open_stream(cmd_input *in, pk_pgn_read_fn read_fn, void *ctx, const cli_command *cmd)
{
    in->lexer = pk_pgn_lexer_open_reader(read_fn, ctx);
    in->reader = in->lexer ? pk_variant_reader_new(in->lexer) : NULL;
    if (!in->reader) {
        cli_error(cmd, "out of memory");
        in->failed = true;
        return 0;
    }
    in->streams++;
    return 1;
}

int cmd_input_next(cmd_input *in, const cli_command *cmd)
{
    end_stream(in, cmd);
    if (!in->unpack)
        return in->streams == 0 ? open_stream(in, read_input, in, cmd) : 0;
    int next;
    while ((next = pk_unpack_next(in->unpack)) == PK_UNPACK_FAULT)
        say_unpack_fault(in, cmd);
    if (next == PK_UNPACK_END)
        return 0;
    const char *member = pk_unpack_member(in->unpack);
    free(in->member_name);
    in->member_name = NULL;
    in->name = in->path_name;
    if (member[0]) {
        size_t len = strlen(in->path_name) + 1 + strlen(member) + 1;
        if (!(in->member_name = malloc(len))) {
            cli_error(cmd, "out of memory");
            in->failed = true;
            return 0;
        }
        snprintf(in->member_name, len, "%s:%s", in->path_name, member);
        in->name = in->member_name;
    }
    return open_stream(in, pk_unpack_read, in->unpack, cmd);
}

int cmd_input_run(cmd_input *in, int jobs, const pk_batch_callbacks *cb)
{
    struct stat st;
    bool regular = !in->unpack && fstat(in->fd, &st) == 0 && S_ISREG(st.st_mode);
    if (jobs < 2 || in->is_stdin || !regular) {
        /* one reader, whose buffer a large file fills: its pages at once (the threads of
         * pk_batch_run_file read with lexers of their own) */
        if (regular && in->lexer)
            pk_pgn_lexer_expect_bytes(in->lexer, (uint64_t)st.st_size);
        return pk_batch_run(in->reader, jobs, cb);
    }
    pk_batch_file_run run = {0};
    int rc = pk_batch_run_file(in->fd, pk_variant_reader_new, jobs, cb, &run);
    in->file_error = run.io_error;
    return rc;
}

int cmd_input_close(cmd_input *in, const cli_command *cmd)
{
    end_stream(in, cmd);
    int status = in->failed ? -1 : 0;
    pk_unpack_free(in->unpack);
    free(in->member_name);
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
