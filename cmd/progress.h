/* A progress line on standard error for long inputs, only when it is a terminal. */
#ifndef PK_CMD_PROGRESS_H
#define PK_CMD_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    bool active;
    uint64_t total;         /* bytes of the input, 0 when unknown (a pipe) */
    double started, shown;  /* seconds */
    bool drawn;
} cmd_progress;

/* Starts for an input (fd) when stderr is a terminal and the input is large or unknown in size. */
void cmd_progress_start(cmd_progress *p, int fd);
/* Redraws at most four times a second. */
void cmd_progress_update(cmd_progress *p, uint64_t bytes, uint64_t games);
/* Clears the line. */
void cmd_progress_end(cmd_progress *p);

#endif
