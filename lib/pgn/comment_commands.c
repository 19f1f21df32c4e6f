/* Comment commands ([%clk ...], [%eval ...]) read from comments' text (comment_commands.h). */
#include "comment_commands.h"

#include <stdio.h>
#include <string.h>

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool pk_comment_next_command(const char *text, size_t len, size_t *pos, pk_comment_command *cmd)
{
    size_t i = *pos;
    for (; i + 1 < len; i++) {
        if (text[i] != '[' || text[i + 1] != '%')
            continue;
        const char *close = memchr(text + i, ']', len - i);
        if (!close)
            break;
        size_t end = (size_t)(close - text), n = i + 2;
        cmd->offset = i;
        cmd->name = text + n;
        while (n < end && !is_blank(text[n]))
            n++;
        cmd->name_len = (size_t)(text + n - cmd->name);
        while (n < end && is_blank(text[n]))
            n++;
        size_t a_end = end;
        while (a_end > n && is_blank(text[a_end - 1]))
            a_end--;
        cmd->args = text + n;
        cmd->args_len = a_end - n;
        *pos = end + 1;
        return true;
    }
    *pos = len;
    return false;
}

bool pk_comment_is_unread(const char *text, size_t len)
{
    static const char prefix[] = "pgnkit: not read: "; /* game_reader.c's keep_unread_text */
    return len >= sizeof prefix - 1 && memcmp(text, prefix, sizeof prefix - 1) == 0;
}

bool pk_comment_command_is(const pk_comment_command *cmd, const char *name)
{
    size_t n = strlen(name);
    return cmd->name_len == n && memcmp(cmd->name, name, n) == 0;
}

/* Digits from s[*i] (at least min, at most max of them) as a number; false when too few. */
static bool read_digits(const char *s, size_t len, size_t *i, size_t min, size_t max, int64_t *value)
{
    size_t start = *i;
    int64_t v = 0;
    while (*i < len && is_digit(s[*i]) && *i - start < max)
        v = v * 10 + (s[(*i)++] - '0');
    *value = v;
    return *i - start >= min;
}

bool pk_parse_clock(const char *s, size_t len, int64_t *ms)
{
    size_t i = 0;
    int64_t h, m, sec, frac = 0;
    if (!read_digits(s, len, &i, 1, 6, &h) || i >= len || s[i++] != ':')
        return false;
    if (!read_digits(s, len, &i, 2, 2, &m) || i >= len || s[i++] != ':' || m >= 60)
        return false;
    if (!read_digits(s, len, &i, 2, 2, &sec) || sec >= 60)
        return false;
    if (i < len && s[i] == '.') {
        i++;
        size_t start = i;
        int64_t scale = 100;
        while (i < len && is_digit(s[i])) {
            frac += (s[i] - '0') * scale;
            scale /= 10;
            i++;
        }
        if (i == start)
            return false;
    }
    if (i != len)
        return false;
    *ms = ((h * 60 + m) * 60 + sec) * 1000 + frac;
    return true;
}

void pk_format_clock(int64_t ms, char *out, size_t size)
{
    const char *sign = ms < 0 ? "-" : "";
    if (ms < 0)
        ms = -ms;
    int64_t s = ms / 1000, f = ms % 1000;
    int n = snprintf(out, size, "%s%lld:%02lld:%02lld", sign, (long long)(s / 3600), (long long)(s / 60 % 60),
                     (long long)(s % 60));
    if (f && n > 0 && (size_t)n < size) {
        char frac[8];
        snprintf(frac, sizeof frac, ".%03lld", (long long)f);
        size_t k = strlen(frac);
        while (frac[k - 1] == '0')
            frac[--k] = 0;
        snprintf(out + n, size - (size_t)n, "%s", frac);
    }
}

bool pk_parse_eval(const char *s, size_t len, pk_eval *e)
{
    const char *comma = memchr(s, ',', len);
    if (comma) /* ",depth" */
        len = (size_t)(comma - s);
    size_t i = 0;
    e->mate = false;
    e->mate_in = 0;
    e->centipawns = 0;
    if (i < len && s[i] == '#') {
        i++;
        bool neg = i < len && s[i] == '-';
        if (i < len && (s[i] == '-' || s[i] == '+'))
            i++;
        int64_t v;
        if (!read_digits(s, len, &i, 1, 6, &v) || i != len)
            return false;
        e->mate = true;
        e->mate_in = (int)(neg ? -v : v);
        return true;
    }
    bool neg = i < len && s[i] == '-';
    if (i < len && (s[i] == '-' || s[i] == '+'))
        i++;
    int64_t whole = 0;
    size_t digits_start = i;
    read_digits(s, len, &i, 0, 9, &whole);
    bool any = i > digits_start;
    double frac = 0, scale = 10;
    if (i < len && s[i] == '.') {
        i++;
        while (i < len && is_digit(s[i])) {
            frac += (s[i++] - '0') / scale;
            scale *= 10;
            any = true;
        }
    }
    if (!any || i != len)
        return false;
    double pawns = (double)whole + frac;
    e->centipawns = (neg ? -pawns : pawns) * 100;
    return true;
}

/* The commands of one comment into mc (the first readable one of each kind counts). */
static void read_comment(const char *text, size_t len, pk_move_commands *mc)
{
    if (pk_comment_is_unread(text, len))
        return;
    size_t pos = 0;
    pk_comment_command c;
    while (pk_comment_next_command(text, len, &pos, &c)) {
        if (!mc->has_clk && pk_comment_command_is(&c, "clk"))
            mc->has_clk = pk_parse_clock(c.args, c.args_len, &mc->clk_ms);
        else if (!mc->has_emt && pk_comment_command_is(&c, "emt"))
            mc->has_emt = pk_parse_clock(c.args, c.args_len, &mc->emt_ms);
        else if (!mc->has_eval && pk_comment_command_is(&c, "eval"))
            mc->has_eval = pk_parse_eval(c.args, c.args_len, &mc->eval);
    }
}

void pk_move_commands_of(const pk_game *g, size_t i, pk_move_commands *mc)
{
    memset(mc, 0, sizeof *mc);
    uint16_t depth = g->nodes[i].depth;
    for (size_t k = i + 1; k < g->n_nodes; k++) {
        const pk_node *n = &g->nodes[k];
        if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED))
            break;
        if (n->kind == PK_NODE_OPEN || n->kind == PK_NODE_CLOSE || n->depth != depth)
            break;
        if (n->kind == PK_NODE_COMMENT)
            read_comment(g->text + n->text, n->len, mc);
    }
}

void pk_game_count_commands(const pk_game *g, uint32_t *clocks, uint32_t *evals)
{
    uint32_t c = 0, e = 0;
    bool after_move = false, clk_seen = false, eval_seen = false;
    for (size_t k = 0; k < g->n_nodes; k++) {
        const pk_node *n = &g->nodes[k];
        if (n->depth != 0 || n->kind == PK_NODE_OPEN || n->kind == PK_NODE_CLOSE) {
            after_move = false; /* a variation: what follows it is not said of the move (as pk_move_commands_of) */
        } else if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
            after_move = true;
            clk_seen = eval_seen = false;
        } else if (n->kind == PK_NODE_COMMENT && after_move && (!clk_seen || !eval_seen)) {
            pk_move_commands mc = {0};
            read_comment(g->text + n->text, n->len, &mc);
            c += mc.has_clk && !clk_seen;
            e += mc.has_eval && !eval_seen;
            clk_seen |= mc.has_clk;
            eval_seen |= mc.has_eval;
        }
    }
    *clocks = c;
    *evals = e;
}
