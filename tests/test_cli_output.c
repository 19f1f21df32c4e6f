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
#include <unistd.h>

#include "cli.h"

#ifdef F_SETPIPE_SZ

/* Whether the system gives this process a pipe of 1 MiB now (the most an unprivileged one may
 * ask by default, unless it holds too many pipes' pages already): a pipe of its own asked. */
static bool system_gives_1mib(void)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    bool gives = fcntl(fds[0], F_SETPIPE_SZ, 1 << 20) == 1 << 20;
    close(fds[0]);
    close(fds[1]);
    return gives;
}
#endif

/* A pipe's buffer goes from the 64 KiB the system gives it to 1 MiB, whichever end is asked, when
 * the system allows 1 MiB; else it stays as it was. */
static void test_pipe_widened(void **state)
{
    (void)state;
#ifdef F_SETPIPE_SZ
    bool gives = system_gives_1mib();
    for (int end = 0; end < 2; end++) {
        int fds[2];
        assert_int_equal(pipe(fds), 0);
        int before = fcntl(fds[end], F_GETPIPE_SZ);
        assert_true(before > 0);
        cli_widen_pipe(fds[end]);
        int after = fcntl(fds[0], F_GETPIPE_SZ); /* one buffer: either end tells it */
        assert_int_equal(after, gives ? 1 << 20 : before);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pipe_widened),
        cmocka_unit_test(test_other_descriptors_left_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
