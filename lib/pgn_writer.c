/* Writing PGN in export format. */
#include "pgn_writer.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"

void pk_pgnw_init(pk_pgn_writer *w, FILE *out)
{
    w->out = out;
    w->column = 0;
    w->glue = false;
}

static void write_tag(pk_pgn_writer *w, const char *name, const char *value)
{
    fprintf(w->out, "[%s \"", name);
    for (const char *p = value; *p; p++) {
        if (*p == '"' || *p == '\\')
            fputc('\\', w->out);
        if (*p != '\n' && *p != '\r')
            fputc(*p, w->out);
    }
    fputs("\"]\n", w->out);
}

static const char *const roster[7] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
static const char *const roster_unknown[7] = {"?", "?", "????.??.??", "?", "?", "?", "*"};

static bool in_roster(const char *name)
{
    for (int i = 0; i < 7; i++)
        if (strcmp(name, roster[i]) == 0)
            return true;
    return false;
}

/* Insertion sort by name: stable, and games have few tags. */
static void sort_by_name(const pk_game *g, const pk_tag **tags, size_t n)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(g->text + tags[j - 1]->name, g->text + tags[j]->name) > 0; j--) {
            const pk_tag *t = tags[j];
            tags[j] = tags[j - 1];
            tags[j - 1] = t;
        }
}

void pk_pgnw_tags(pk_pgn_writer *w, const pk_game *g, const char *result)
{
    for (int i = 0; i < 7; i++) {
        const char *v = pk_game_tag(g, roster[i]);
        if (i == 6 && result)
            v = result;
        write_tag(w, roster[i], v ? v : roster_unknown[i]);
    }
    const pk_tag **others = malloc(sizeof *others * (g->n_tags + 1));
    size_t n = 0;
    for (size_t i = 0; others && i < g->n_tags; i++) {
        const char *name = g->text + g->tags[i].name;
        /* a roster tag given twice has its first value in the roster: the repeat goes with the
         * others, as a repeated tag of theirs does, so that nothing read is lost */
        if (!in_roster(name) || pk_game_tag(g, name) != g->text + g->tags[i].value)
            others[n++] = &g->tags[i];
    }
    if (others) {
        sort_by_name(g, others, n);
        for (size_t i = 0; i < n; i++) /* a tag given twice is kept twice: validate reports it */
            write_tag(w, g->text + others[i]->name, g->text + others[i]->value);
        free(others);
    }
    fputc('\n', w->out);
    w->column = 0;
}

static int text_width(const char *s, size_t len) { return (int)pk_utf8_length(s, len); }

static void break_if_needed(pk_pgn_writer *w, int width)
{
    if (w->glue) {
        w->glue = false;
        if (w->column + width <= PK_PGN_WIDTH)
            return;
    }
    if (w->column > 0 && w->column + 1 + width > PK_PGN_WIDTH) {
        fputc('\n', w->out);
        w->column = 0;
    } else if (w->column > 0) {
        fputc(' ', w->out);
        w->column++;
    }
}

void pk_pgnw_word(pk_pgn_writer *w, const char *s, size_t len)
{
    int width = text_width(s, len);
    break_if_needed(w, width);
    fwrite(s, 1, len, w->out);
    w->column += width;
}

void pk_pgnw_open(pk_pgn_writer *w)
{
    pk_pgnw_word(w, "(", 1);
    w->glue = true;
}

void pk_pgnw_move(pk_pgn_writer *w, const char *number, const char *move)
{
    size_t nlen = number ? strlen(number) : 0, mlen = strlen(move);
    int width = (int)(nlen ? nlen + 1 : 0) + text_width(move, mlen);
    break_if_needed(w, width);
    if (nlen) {
        fwrite(number, 1, nlen, w->out);
        fputc(' ', w->out);
    }
    fwrite(move, 1, mlen, w->out);
    w->column += width;
}

void pk_pgnw_glued(pk_pgn_writer *w, const char *s, size_t len)
{
    w->glue = false;
    if (w->column > 0 && w->column + text_width(s, len) > PK_PGN_WIDTH) {
        fputc('\n', w->out);
        w->column = 0;
    }
    fwrite(s, 1, len, w->out);
    w->column += text_width(s, len);
}

void pk_pgnw_comment(pk_pgn_writer *w, const char *text, size_t len)
{
    /* words of the comment, the first carrying '{' and the last '}' */
    if (len == 0) {
        pk_pgnw_word(w, "{}", 2);
        return;
    }
    if (memchr(text, '}', len)) {
        /* only a ';' comment can hold a '}': it runs to the end of its line */
        break_if_needed(w, 1);
        fputc(';', w->out);
        for (size_t k = 0; k < len; k++)
            fputc(text[k] == '\n' || text[k] == '\r' ? ' ' : text[k], w->out);
        fputc('\n', w->out);
        w->column = 0;
        return;
    }
    size_t i = 0;
    bool first = true;
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
        i++;
    if (i == len) {
        pk_pgnw_word(w, "{}", 2);
        return;
    }
    while (i < len) {
        size_t start = i;
        while (i < len && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
            i++;
        size_t end = i;
        while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            i++;
        bool last = i == len;
        int width = text_width(text + start, end - start) + (first ? 1 : 0) + (last ? 1 : 0);
        break_if_needed(w, width);
        if (w->column == 0 && !first && text[start] == '[') {
            /* a comment line must not start like a game's first tag ([Event "): readers take
             * that for the end of an unterminated comment */
            fputc(' ', w->out);
            w->column++;
        }
        if (first)
            fputc('{', w->out);
        fwrite(text + start, 1, end - start, w->out);
        if (last)
            fputc('}', w->out);
        w->column += width;
        first = false;
    }
}

void pk_pgnw_escape(pk_pgn_writer *w, const char *text, size_t len)
{
    if (w->column > 0)
        fputc('\n', w->out);
    fputc('%', w->out);
    fwrite(text, 1, len, w->out);
    fputc('\n', w->out);
    w->column = 0;
}

void pk_pgnw_end(pk_pgn_writer *w)
{
    fputs(w->column > 0 ? "\n\n" : "\n", w->out);
    w->column = 0;
}
