/* Clock records against the time control (clock.h). */
#include "clock.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "comment_commands.h"
#include "text.h"
#include "variant.h"

/* One second of rounding: clocks are often shown in whole seconds, cut rather than rounded. */
#define ROUNDING_MS 1000
/* A loser on time who moved last with more than this left was not flagged (a clock runs only
 * for the side to move); a little is allowed for the lag of online play. */
#define FORFEIT_SLACK_MS 5000

/* Seconds, with a fraction allowed ("300", "0.05"), into milliseconds; false when not a number. */
static bool parse_seconds(const char *s, size_t len, int64_t *ms)
{
    size_t i = 0;
    int64_t whole = 0, frac = 0, scale = 100;
    while (i < len && s[i] >= '0' && s[i] <= '9' && i < 9)
        whole = whole * 10 + (s[i++] - '0');
    if (i == 0)
        return false;
    if (i < len && s[i] == '.') {
        size_t start = ++i;
        for (; i < len && s[i] >= '0' && s[i] <= '9'; i++) {
            frac += (s[i] - '0') * scale;
            scale /= 10;
        }
        if (i == start)
            return false;
    }
    *ms = whole * 1000 + frac;
    return i == len;
}

/* "MOVES/SECONDS", "SECONDS", "SECONDS+INCREMENT", "MOVES/SECONDS+INCREMENT" */
static bool parse_period(const char *s, size_t len, pk_tc_period *p)
{
    const char *slash = memchr(s, '/', len);
    p->moves = 0;
    p->increment_ms = 0;
    if (slash) {
        int64_t moves = 0;
        size_t n = (size_t)(slash - s);
        if (n == 0 || n > 6)
            return false;
        for (size_t i = 0; i < n; i++) {
            if (s[i] < '0' || s[i] > '9')
                return false;
            moves = moves * 10 + (s[i] - '0');
        }
        if (moves == 0)
            return false;
        p->moves = (uint32_t)moves;
        len -= n + 1;
        s = slash + 1;
    }
    const char *plus = memchr(s, '+', len);
    size_t time_len = plus ? (size_t)(plus - s) : len;
    if (!parse_seconds(s, time_len, &p->time_ms))
        return false;
    return !plus || parse_seconds(plus + 1, len - time_len - 1, &p->increment_ms);
}

bool pk_time_control_parse(const char *text, pk_time_control *tc)
{
    memset(tc, 0, sizeof *tc);
    while (*text == ' ' || *text == '\t')
        text++;
    size_t len = strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t'))
        len--;
    if (len == 1 && text[0] == '?')
        return true;
    if (len == 1 && text[0] == '-') {
        tc->kind = PK_TC_NONE;
        return true;
    }
    if (len > 1 && text[0] == '*') {
        if (!parse_seconds(text + 1, len - 1, &tc->sandclock_ms))
            return false;
        tc->kind = PK_TC_SANDCLOCK;
        return true;
    }
    for (size_t start = 0; start <= len;) {
        const char *colon = memchr(text + start, ':', len - start);
        size_t end = colon ? (size_t)(colon - text) : len;
        if (tc->n_periods == PK_TC_MAX_PERIODS || !parse_period(text + start, end - start, &tc->periods[tc->n_periods])) {
            tc->n_periods = 0;
            return false;
        }
        /* a period of the rest of the game can only be the last */
        if (tc->periods[tc->n_periods++].moves == 0 && colon) {
            tc->n_periods = 0;
            return false;
        }
        start = end + 1;
    }
    tc->kind = PK_TC_PERIODS;
    return true;
}

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
/* Sums and products of times that stay at INT64_MAX rather than overflow: a FEN's move number
 * and a tag's seconds may be anything (neither is negative). */
static int64_t sat_add(int64_t a, int64_t b) { return a > INT64_MAX - b ? INT64_MAX : a + b; }
static int64_t sat_mul(int64_t a, int64_t b) { return a && b > INT64_MAX / a ? INT64_MAX : a * b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
/* How many multiples of m lie in [lo, hi] (0 <= lo). */
static int64_t multiples_in(int64_t lo, int64_t hi, int64_t m) { return hi < lo ? 0 : hi / m - (lo + m - 1) / m + 1; }

/* The increments of moves a+1..b and, apart, the periods' time that moves a+1..b bring by
 * completing a period. Arithmetic per period: a move number may be anything a FEN says. */
static void added_parts(const pk_time_control *tc, int64_t a, int64_t b, int64_t *increments, int64_t *periods)
{
    *increments = *periods = 0;
    int64_t start = 0; /* moves before period k */
    for (int k = 0; k < tc->n_periods && start < b; k++) {
        const pk_tc_period *p = &tc->periods[k];
        int64_t lo = max64(a + 1, start + 1);
        if (p->moves == 0) { /* the rest of the game */
            *increments = sat_add(*increments, sat_mul(max64(0, b - lo + 1), p->increment_ms));
            return;
        }
        if (k == tc->n_periods - 1) { /* the last period repeats */
            *increments = sat_add(*increments, sat_mul(max64(0, b - lo + 1), p->increment_ms));
            *periods = sat_add(*periods, sat_mul(multiples_in(lo - start, b - start, p->moves), p->time_ms));
            return;
        }
        int64_t end = start + p->moves;
        *increments = sat_add(*increments, sat_mul(max64(0, min64(b, end) - lo + 1), p->increment_ms));
        if (end > a && end <= b)
            *periods = sat_add(*periods, tc->periods[k + 1].time_ms);
        start = end;
    }
}

int64_t pk_time_control_added(const pk_time_control *tc, uint32_t a, uint32_t b)
{
    int64_t inc, per;
    added_parts(tc, a, b, &inc, &per);
    return sat_add(inc, per);
}

/* ---- the check ---- */

typedef struct {
    bool seen;          /* a clock of this side was read */
    int64_t clk;        /* its last clock (before any: the first period's time) */
    uint32_t move;      /* the move number of that clock (0 before any) */
    int64_t pending;    /* a period's time due at that move but not yet shown on the clock: some
                           tools show it on the next move's clock (TCEC's), some at once */
    uint32_t ply;       /* of that clock */
} side_clock;

typedef struct {
    pk_game *g;
    pk_time_control tc;
    const char *tc_text;
    const char *side_names[2];
    side_clock side[2];
    size_t added;
    /* the move being read */
    const pk_node *move;
    uint32_t ply, number;
    int mover;
    bool clk_read;      /* this move's clock was read already */
    uint32_t last_clk_line, last_clk_column; /* where the last move's clock stands */
} clock_run;

/* Line and column of byte offset off in comment node n's text: counted from the character after
 * its '{' or ';', lines ended by LF or a lone CR, columns in characters. */
static void place_in_comment(const pk_game *g, const pk_node *n, size_t off, uint32_t *line, uint32_t *column)
{
    const char *t = g->text + n->text;
    uint32_t l = n->line, c = n->column + 1;
    for (size_t i = 0; i < off && i < n->len; i++) {
        unsigned char b = (unsigned char)t[i];
        if (b == '\n' || (b == '\r' && (i + 1 >= n->len || t[i + 1] != '\n'))) {
            l++;
            c = 1;
        } else if (b != '\r' && (b & 0xC0) != 0x80) {
            c++;
        }
    }
    *line = l;
    *column = c;
}

static void warn(clock_run *r, uint32_t line, uint32_t column, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void warn(clock_run *r, uint32_t line, uint32_t column, const char *fmt, ...)
{
    char msg[PK_DIAG_MESSAGE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *mt = r->move ? r->g->text + r->move->text : NULL;
    pk_game_diag(r->g, PK_SEV_WARNING, "clock", line, column, r->move ? r->ply : 0, mt, r->move ? r->move->len : 0,
                 "%s", msg);
    r->added++;
}

/* The mover's clock after its move r->number: against its last clock and the control. */
static void check_rise(clock_run *r, int64_t clk, uint32_t line, uint32_t column)
{
    side_clock *s = &r->side[r->mover];
    if (r->tc.kind == PK_TC_SANDCLOCK && clk > sat_add(r->tc.sandclock_ms, ROUNDING_MS)) {
        char shown[32], total[32];
        pk_format_clock(clk, shown, sizeof shown);
        pk_format_clock(r->tc.sandclock_ms, total, sizeof total);
        warn(r, line, column, "%s's clock shows %s; the sandclock %s holds only %s", r->side_names[r->mover], shown,
             r->tc_text, total);
    } else if (r->tc.kind == PK_TC_PERIODS && r->number > s->move) {
        int64_t inc, per, inc_m, per_m;
        added_parts(&r->tc, s->move, r->number, &inc, &per);
        added_parts(&r->tc, r->number - 1, r->number, &inc_m, &per_m);
        int64_t allowed = sat_add(sat_add(s->clk, inc), sat_add(per, s->pending));
        if (clk > sat_add(allowed, ROUNDING_MS)) {
            char from[32], to[32], max[32];
            pk_format_clock(s->clk, from, sizeof from);
            pk_format_clock(clk, to, sizeof to);
            pk_format_clock(allowed, max, sizeof max);
            if (s->seen)
                warn(r, line, column, "%s's clock rose from %s to %s; %s allows %s", r->side_names[r->mover], from, to,
                     r->tc_text, max);
            else
                warn(r, line, column, "%s's first clock, %s at move %u, is above what %s gives: at most %s",
                     r->side_names[r->mover], to, r->number, r->tc_text, max);
            s->pending = 0;
        } else {
            /* the period completed by this move: due on a later clock when this one did not show
             * it (did not rise by half of it) */
            s->pending = per_m > 0 && clk <= allowed - per_m / 2 ? per_m : 0;
        }
    }
    s->seen = true;
    s->clk = clk;
    s->move = r->number;
    s->ply = r->ply;
}

static void read_comment(clock_run *r, const pk_node *n)
{
    const char *t = r->g->text + n->text;
    if (pk_comment_is_unread(t, n->len))
        return;
    size_t pos = 0;
    pk_comment_command c;
    while (pk_comment_next_command(t, n->len, &pos, &c)) {
        bool clk = pk_comment_command_is(&c, "clk");
        if (!clk && !pk_comment_command_is(&c, "emt"))
            continue;
        uint32_t line, column;
        int64_t ms;
        if (!pk_parse_clock(c.args, c.args_len, &ms)) {
            place_in_comment(r->g, n, c.offset, &line, &column);
            warn(r, line, column,
                 "malformed %s '%.*s': it is H:MM:SS, minutes and seconds under 60, a fraction of a second "
                 "allowed (e.g. [%%%s 0:03:12])",
                 clk ? "clock" : "elapsed time", (int)(c.args_len > 40 ? 40 : c.args_len), c.args, clk ? "clk" : "emt");
            continue;
        }
        if (!clk || r->clk_read || !r->move)
            continue;
        r->clk_read = true;
        place_in_comment(r->g, n, c.offset, &line, &column);
        r->last_clk_line = line;
        r->last_clk_column = column;
        check_rise(r, ms, line, column);
    }
}

/* The side that moves first and the first move's number, from the FEN tag when there is one. */
static void start_of(const pk_game *g, int *side, uint32_t *number)
{
    *side = 0;
    *number = 1;
    const char *fen = pk_game_tag(g, "FEN");
    if (!fen)
        return;
    const char *p = fen;
    for (int field = 0; *p && field < 6; field++) {
        while (*p == ' ')
            p++;
        if (field == 1 && *p == 'b')
            *side = 1;
        if (field == 5 && *p >= '1' && *p <= '9') {
            uint32_t v = 0;
            while (*p >= '0' && *p <= '9' && v < 100000000)
                v = v * 10 + (uint32_t)(*p++ - '0');
            *number = v;
        }
        while (*p && *p != ' ')
            p++;
    }
}

/* A game lost on time by a side that moved last with time left: its clock was not running. */
static void check_forfeit(clock_run *r, int last_mover)
{
    const char *term = pk_game_tag(r->g, "Termination");
    if (!term || !pk_contains_nocase(term, "time forfeit"))
        return;
    pk_result res = r->g->result;
    if (res != PK_RESULT_WHITE && res != PK_RESULT_BLACK) {
        const char *tag = pk_game_tag(r->g, "Result");
        res = tag ? pk_result_parse(tag, strlen(tag), NULL) : PK_RESULT_NONE;
    }
    if (res != PK_RESULT_WHITE && res != PK_RESULT_BLACK)
        return;
    int loser = res == PK_RESULT_WHITE ? 1 : 0;
    const side_clock *s = &r->side[loser];
    if (loser != last_mover || !s->seen || s->ply != r->ply || s->clk <= FORFEIT_SLACK_MS)
        return;
    char left[32];
    pk_format_clock(s->clk, left, sizeof left);
    warn(r, r->last_clk_line, r->last_clk_column,
         "the game was lost on time by %s (Termination \"%s\"), but %s made the last move and had %s left: "
         "its clock was not running",
         r->side_names[loser], term, r->side_names[loser], left);
}

/* Whether the game's text holds "[%" (in a comment, or by chance in a tag or a move): most games
 * have none, and are done with at once, by a scan of their text rather than of their nodes. */
static bool has_commands(const pk_game *g)
{
    if (g->text_len < 2)
        return false;
    const char *end = g->text + g->text_len - 1;
    for (const char *p = g->text; (p = memchr(p, '[', (size_t)(end - p))) != NULL; p++)
        if (p[1] == '%')
            return true;
    return false;
}

size_t pk_clock_check(pk_game *g)
{
    if (!has_commands(g))
        return 0;
    clock_run r = {.g = g};
    const char *tc = pk_game_tag(g, "TimeControl");
    r.tc_text = tc ? tc : "?";
    while (*r.tc_text == ' ')
        r.tc_text++;
    pk_time_control_parse(r.tc_text, &r.tc);
    r.side_names[0] = g->row ? g->row->first_player : "White";
    r.side_names[1] = "Black";
    int64_t start = r.tc.kind == PK_TC_PERIODS ? r.tc.periods[0].time_ms : 0;
    r.side[0].clk = r.side[1].clk = start;
    int side;
    uint32_t number;
    start_of(g, &side, &number);
    int mover = -1;
    bool after_move = false;
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->depth != 0 || n->kind == PK_NODE_OPEN || n->kind == PK_NODE_CLOSE) {
            after_move = false; /* what follows a variation is not said of the move before it */
        } else if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
            if (mover >= 0) {
                if (mover == 1)
                    number++;
                side = !mover;
            }
            mover = side;
            r.move = n;
            r.mover = mover;
            r.number = number;
            r.ply++;
            r.clk_read = false;
            after_move = true;
        } else if (n->kind == PK_NODE_COMMENT && n->len >= 2) {
            const pk_node *was = r.move;
            if (!after_move)
                r.move = NULL; /* malformed clocks are still said; no clock is taken */
            read_comment(&r, n);
            r.move = was;
        }
    }
    if (mover >= 0)
        check_forfeit(&r, mover);
    return r.added;
}
