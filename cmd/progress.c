/* Progress: bytes read, games, rate; drawn on one terminal line with \r. */
#include "progress.h"

#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define LARGE_INPUT (8u << 20)

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void cmd_progress_start(cmd_progress *p, int fd)
{
    struct stat st;
    p->active = false;
    p->drawn = false;
    p->total = 0;
    if (!isatty(2))
        return;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        if ((uint64_t)st.st_size < LARGE_INPUT)
            return;
        p->total = (uint64_t)st.st_size;
    }
    p->active = true;
    p->started = now();
    p->shown = 0; /* the first update draws at once */
}

void cmd_progress_update(cmd_progress *p, uint64_t bytes, uint64_t games)
{
    if (!p->active)
        return;
    double t = now();
    if (t - p->shown < 0.25)
        return;
    p->shown = t;
    double rate = (double)games / (t - p->started > 1e-6 ? t - p->started : 1e-6);
    if (p->total)
        fprintf(stderr, "\r%5.1f%%  %.1f of %.1f MB  %llu games  %.0f games/s ", 100.0 * (double)bytes / (double)p->total,
                (double)bytes / 1e6, (double)p->total / 1e6, (unsigned long long)games, rate);
    else
        fprintf(stderr, "\r%.1f MB  %llu games  %.0f games/s ", (double)bytes / 1e6, (unsigned long long)games, rate);
    p->drawn = true;
}

void cmd_progress_end(cmd_progress *p)
{
    if (p->active && p->drawn)
        fprintf(stderr, "\r\033[K");
    p->active = false;
}
