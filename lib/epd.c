/* Lists of positions: FEN lines, EPD lines, .perft records (epd.h). */
#include "epd.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct pk_epd_reader {
    FILE *f;
    uint32_t line;
    char text[PK_EPD_LINE_MAX + 2];
    bool pending;     /* text holds a line read ahead (the start of the next record) */
    bool too_long;    /* that line was longer than PK_EPD_LINE_MAX */
};

pk_epd_reader *pk_epd_open(FILE *f)
{
    pk_epd_reader *r = calloc(1, sizeof *r);
    if (r)
        r->f = f;
    return r;
}

void pk_epd_close(pk_epd_reader *r) { free(r); }

/* The next line into r->text without its end of line; false at the end of the input. */
static bool read_line(pk_epd_reader *r)
{
    if (r->pending) {
        r->pending = false;
        return true;
    }
    if (!fgets(r->text, sizeof r->text, r->f))
        return false;
    r->line++;
    size_t n = strlen(r->text);
    r->too_long = n == sizeof r->text - 1 && r->text[n - 1] != '\n';
    if (r->too_long) { /* the rest of the line is passed over */
        int c;
        while ((c = fgetc(r->f)) != EOF && c != '\n') {
        }
    }
    while (n && (r->text[n - 1] == '\n' || r->text[n - 1] == '\r'))
        r->text[--n] = 0;
    return true;
}

static const char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* The word starting at s (up to a blank, ';' or the end): its length. */
static size_t word_len(const char *s)
{
    size_t n = 0;
    while (s[n] && s[n] != ' ' && s[n] != '\t' && s[n] != ';')
        n++;
    return n;
}

static bool parse_count(const char *s, size_t len, uint64_t *out)
{
    if (len == 0 || len > 19)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (!isdigit((unsigned char)s[i]))
            return false;
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    *out = v;
    return true;
}

static void add_expect(pk_epd_entry *e, long depth, uint64_t nodes)
{
    if (e->n_expect < PK_EPD_EXPECT_MAX)
        e->expect[e->n_expect++] = (pk_epd_count){(int)depth, nodes};
}

/* One EPD operation "opcode operand..." (without its ';'). */
static void read_operation(pk_epd_entry *e, const char *op, size_t len, char *clocks[2], char clock_text[2][24])
{
    while (len && (op[len - 1] == ' ' || op[len - 1] == '\t'))
        len--;
    size_t code = word_len(op);
    if (code > len)
        code = len;
    const char *arg = skip_blanks(op + code);
    size_t arg_len = len - (size_t)(arg - op);
    uint64_t nodes, depth;
    if (code >= 2 && op[0] == 'D' && parse_count(op + 1, code - 1, &depth)) {
        if (depth < 1 || depth > 64 || !parse_count(arg, arg_len, &nodes))
            snprintf(e->error, sizeof e->error, "operation '%.*s': a perft count is D<depth> <nodes>", (int)len, op);
        else
            add_expect(e, (long)depth, nodes);
    } else if (code == 2 && memcmp(op, "id", 2) == 0) {
        if (arg_len >= 2 && arg[0] == '"' && arg[arg_len - 1] == '"')
            arg++, arg_len -= 2;
        snprintf(e->id, sizeof e->id, "%.*s", (int)arg_len, arg);
    } else if (code == 4 && (memcmp(op, "hmvc", 4) == 0 || memcmp(op, "fmvn", 4) == 0)) {
        int k = op[0] == 'h' ? 0 : 1;
        snprintf(clock_text[k], sizeof clock_text[k], "%.*s", (int)arg_len, arg);
        clocks[k] = clock_text[k];
    }
    /* other operations (bm, am, c0, wdl, ...) say nothing of the position itself */
}

/* Appends s[0..len) to e's FEN, which holds used bytes, as snprintf would have (cut at the
 * buffer's end, a NUL after): returns the length it would have whole. (snprintf took a fifth of
 * the time of checking a list of positions, fen --check --file.) */
static size_t fen_append(pk_epd_entry *e, size_t used, const char *s, size_t len)
{
    if (used < sizeof e->fen) {
        size_t room = sizeof e->fen - 1 - used, k = len < room ? len : room;
        memcpy(e->fen + used, s, k);
        e->fen[used + k] = 0;
    }
    return used + len;
}

/* A FEN or EPD line into e. */
static void read_position_line(pk_epd_entry *e, const char *s)
{
    const char *field[6];
    size_t len[6];
    int n = 0;
    const char *p = skip_blanks(s);
    while (n < 6 && *p && *p != ';') {
        field[n] = p;
        len[n] = word_len(p);
        p = skip_blanks(p + len[n]);
        n++;
    }
    /* the clocks: two numbers after the fourth field, when no operation takes their place */
    char *clocks[2] = {NULL, NULL}, clock_text[2][24];
    int kept = n;
    if (n >= 5) {
        uint64_t v;
        bool numbers = parse_count(field[4], len[4], &v) && (n < 6 || parse_count(field[5], len[5], &v));
        if (!numbers || (n == 5 && *p && *p != ';')) {
            kept = 4; /* operations start at the fifth word */
            p = field[4];
        }
    }
    const char *ops = p;
    while (*ops) { /* operations: "op args;" or ";op args" */
        if (*ops == ';') {
            ops = skip_blanks(ops + 1);
            continue;
        }
        const char *end = ops;
        bool quoted = false;
        while (*end && (quoted || *end != ';')) {
            if (*end == '"')
                quoted = !quoted;
            end++;
        }
        read_operation(e, ops, (size_t)(end - ops), clocks, clock_text);
        ops = skip_blanks(end);
    }
    size_t used = 0;
    for (int i = 0; i < kept && used < sizeof e->fen; i++) {
        if (i)
            used = fen_append(e, used, " ", 1);
        used = fen_append(e, used, field[i], len[i]);
    }
    if (kept == 4 && used < sizeof e->fen) {
        const char *half = clocks[0] ? clocks[0] : "0", *full = clocks[1] ? clocks[1] : "1";
        used = fen_append(e, used, " ", 1);
        used = fen_append(e, used, half, strlen(half));
        used = fen_append(e, used, " ", 1);
        fen_append(e, used, full, strlen(full));
    }
}

bool pk_epd_next(pk_epd_reader *r, pk_epd_entry *e)
{
    memset(e, 0, sizeof *e);
    bool have = false;     /* a position was given */
    bool record = false;   /* a .perft record ("id" / "epd" / "perft" lines) */
    while (read_line(r)) {
        const char *s = skip_blanks(r->text);
        if (!*s || *s == '#')
            continue;
        size_t w = word_len(s);
        bool is_id = w == 2 && memcmp(s, "id", 2) == 0 && s[2] != ';';
        bool is_epd = w == 3 && memcmp(s, "epd", 3) == 0;
        bool is_perft = w == 5 && memcmp(s, "perft", 5) == 0;
        if (have && !(record && is_perft)) {
            r->pending = true; /* the start of the next position */
            return true;
        }
        if (record && !have && !is_epd && !is_perft && !is_id) {
            snprintf(e->error, sizeof e->error, "an 'id' line with no 'epd' line after it");
            r->pending = true;
            return true;
        }
        if (r->too_long) {
            e->line = r->line;
            snprintf(e->error, sizeof e->error, "a line longer than %d bytes", PK_EPD_LINE_MAX);
            return true;
        }
        if (is_id) {
            record = true;
            e->line = r->line;
            snprintf(e->id, sizeof e->id, "%s", skip_blanks(s + 2));
        } else if (is_epd) {
            record = have = true;
            e->line = r->line;
            read_position_line(e, s + 3);
        } else if (is_perft) {
            const char *d = skip_blanks(s + 5);
            size_t dl = word_len(d);
            const char *c = skip_blanks(d + dl);
            uint64_t depth, nodes;
            if (!record || !have)
                snprintf(e->error, sizeof e->error, "a 'perft' line with no 'epd' line before it");
            else if (!parse_count(d, dl, &depth) || depth < 1 || depth > 64 || !parse_count(c, word_len(c), &nodes))
                snprintf(e->error, sizeof e->error, "line %u: a perft line is 'perft DEPTH NODES'", r->line);
            else
                add_expect(e, (long)depth, nodes);
            if (!have) {
                e->line = r->line;
                return true;
            }
        } else {
            e->line = r->line;
            read_position_line(e, s);
            return true;
        }
    }
    if (record && !have && e->line && !e->error[0])
        snprintf(e->error, sizeof e->error, "an 'id' line with no 'epd' line after it");
    return have || e->line;
}
