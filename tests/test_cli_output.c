/* cmd/cli.c: what the commands do to the descriptors they read and write (cli_widen_pipe). */
#define _GNU_SOURCE /* F_GETPIPE_SZ */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#ifdef F_SETPIPE_SZ

/* Whether the system gives this process a pipe of 256 KiB now (unless it holds too many pipes'
 * pages already, or allows less): a pipe of its own asked. */
static bool system_gives_256kib(void)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    bool gives = fcntl(fds[0], F_SETPIPE_SZ, 1 << 18) == 1 << 18;
    close(fds[0]);
    close(fds[1]);
    return gives;
}
#endif

/* A pipe's buffer goes from the 64 KiB the system gives it to 256 KiB, whichever end is asked,
 * when the system allows it; else it stays as it was. */
static void test_pipe_widened(void **state)
{
    (void)state;
#ifdef F_SETPIPE_SZ
    bool gives = system_gives_256kib();
    for (int end = 0; end < 2; end++) {
        int fds[2];
        assert_int_equal(pipe(fds), 0);
        int before = fcntl(fds[end], F_GETPIPE_SZ);
        assert_true(before > 0);
        cli_widen_pipe(fds[end]);
        int after = fcntl(fds[0], F_GETPIPE_SZ); /* one buffer: either end tells it */
        assert_int_equal(after, gives ? 1 << 18 : before);
        close(fds[0]);
        close(fds[1]);
    }
#else
    skip();
#endif
}

/* A regular file, or a descriptor that is not open, is left alone: nothing fails. */
static void test_other_descriptors_left_alone(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    int flags = fcntl(fileno(f), F_GETFL);
    cli_widen_pipe(fileno(f));
    assert_int_equal(fcntl(fileno(f), F_GETFL), flags);
    fclose(f);
    cli_widen_pipe(-1);
}

/* cli_buffer_output buffers a file's output, and /dev/null's, but not the file the diagnostics go
 * to (2>&1), where the caller writes its output out before each game's diagnostics. */
static void test_output_buffered_unless_among_diagnostics(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_true(cli_buffer_output(f));
    for (int i = 0; i < 16384; i++) /* four times stdio's own buffer */
        fputc('x', f);
    struct stat st;
    assert_int_equal(fstat(fileno(f), &st), 0);
    assert_int_equal(st.st_size, 0); /* all held in the buffer of 1 MiB */
    fclose(f);

    FILE *null = fopen("/dev/null", "w");
    assert_non_null(null);
    int saved = dup(2);
    assert_true(saved >= 0);
    assert_true(dup2(fileno(null), 2) >= 0); /* 2>/dev/null >/dev/null: nothing to keep in order */
    assert_true(cli_buffer_output(null));
    fclose(null);

    f = tmpfile();
    assert_non_null(f);
    assert_true(dup2(fileno(f), 2) >= 0); /* 2>&1 into a file */
    bool buffered = cli_buffer_output(f);
    assert_true(dup2(saved, 2) >= 0);
    close(saved);
    assert_false(buffered);
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pipe_widened),
        cmocka_unit_test(test_other_descriptors_left_alone),
        cmocka_unit_test(test_output_buffered_unless_among_diagnostics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
