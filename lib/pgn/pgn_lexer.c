/* Streaming PGN lexer. One read buffer refilled in place; tokens point into it when they
 * fit, otherwise into a bounded token buffer. Positions are tracked as it goes. */
#include "pgn_lexer.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "byte_table.h"
#include "prefault.h"
#include "text.h"

#define READ_SIZE (256 * 1024)
#define LOOKAHEAD (PK_LIMIT_SYMBOL + 8)
#define GAME_START_LOOKAHEAD 4096 /* bytes kept in view after a line end inside a comment */
#define CR_ROOM 64                /* buffer room kept to read past a CR that ends a read */
#define ERROR_TEXT_MAX 65536      /* a bad word or tag up to this long keeps its text (keep_error_text) */

struct pk_pgn_lexer {
    unsigned char *buf;     /* owned for fd input; the caller's bytes for memory input */
    size_t pos, end, cap;
    uint64_t base;          /* input offset of buf[0] */
    int fd;                 /* -1 for memory input and input through read_fn */
    size_t read_min;        /* a refill reads at least this many bytes (unless the input ends) */
    uint64_t token_start;   /* the offset of the word or tag being read (UINT64_MAX: none) */
    pk_pgn_read_fn read_fn; /* else NULL */
    void *read_ctx;
    bool eof;
    int io_error;
    uint32_t line;
    uint64_t line_start;    /* input offset of the current line's first byte */
    uint32_t line_cont;     /* bytes on this line so far that do not start a character */
    uint32_t last_line;     /* the line on which the last token returned ended (0: none yet) */
    uint8_t cr_style;       /* how the input's first CR stands (PK_CR_*): it decides how every
                               CR reads (lone_cr_to_lf) */
    uint64_t cr_seen_at;    /* the input offset of that CR (0 when told by pk_pgn_lexer_open_at) */
    char *tok;              /* token buffer */
    size_t tok_len, tok_cap;
    bool at_start;          /* BOM check pending */
    bool gbk;               /* legacy text is GBK before CP1252 */
    bool pending_error;     /* a token cut short was returned: its error comes next */
    const char *pending_code, *pending_message;
    uint32_t pending_line, pending_column;
    uint64_t pending_offset;
};

/* Byte classes, fixed at compile time (once.h). */
#define IS_DELIM(c)                                                                                 \
    ((c) == 0 || (c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '\f' || (c) == '\v' || \
     (c) == '{' || (c) == '}' || (c) == '(' || (c) == ')' || (c) == '[' || (c) == ']' || (c) == ';' ||     \
     (c) == '$' || (c) == '!' || (c) == '?' || (c) == '"')
/* 0xC2: maybe a no-break space; 0xEF: maybe a byte-order mark */
#define IS_WORD_START(c) ((c) >= 0x21 && !IS_DELIM(c) && (c) != '%' && (c) != 0x7F && (c) != 0xEF && (c) != 0xC2)
#define IS_WORD_ASCII(c) ((c) < 0x80 && !IS_DELIM(c))
#define IS_TAG_PLAIN(c) ((c) >= 0x20 && (c) < 0x80 && (c) != '"' && (c) != '\\')
#define IS_TAG_NAME(c)                                                                              \
    ((c) == '_' || (c) == '-' || ((c) >= '0' && (c) <= '9') || ((c) >= 'A' && (c) <= 'Z') ||          \
     ((c) >= 'a' && (c) <= 'z'))

static const unsigned char delim[256] = {PK_BYTE_TABLE(IS_DELIM)};
static const unsigned char word_start[256] = {PK_BYTE_TABLE(IS_WORD_START)}; /* starts a move, a move number or another movetext word */
static const unsigned char word_ascii[256] = {PK_BYTE_TABLE(IS_WORD_ASCII)}; /* an ASCII byte inside a word (not a delimiter) */
static const unsigned char tag_name[256] = {PK_BYTE_TABLE(IS_TAG_NAME)};     /* a byte of a tag name: letters, digits, '_' and '-' */

/* Nothing read yet, at the input's start (the fields not set are 0). */
static void start_state(pk_pgn_lexer *lx)
{
    lx->line = 1;
    lx->at_start = true;
    lx->fd = -1;
    lx->token_start = UINT64_MAX;
}

static pk_pgn_lexer *lexer_new(void)
{
    pk_pgn_lexer *lx = calloc(1, sizeof *lx);
    if (lx)
        start_state(lx);
    return lx;
}

pk_pgn_lexer *pk_pgn_lexer_open_fd(int fd)
{
    pk_pgn_lexer *lx = lexer_new();
    if (!lx)
        return NULL;
    lx->cap = READ_SIZE;
    lx->read_min = READ_SIZE / 2;
    /* the padding lets readers over-copy short tokens and look at 16 bytes at once; zeroed, so
     * that no byte looked at was never written */
    lx->buf = calloc(1, lx->cap + LOOKAHEAD);
    if (!lx->buf) {
        free(lx);
        return NULL;
    }
    lx->fd = fd;
    return lx;
}

pk_pgn_lexer *pk_pgn_lexer_open_reader(pk_pgn_read_fn read_fn, void *ctx)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(-1);
    if (lx) {
        lx->read_fn = read_fn;
        lx->read_ctx = ctx;
    }
    return lx;
}

/* The state a lexer had at `at` (pk_pgn_lexer_open_at). */
static void resume_at(pk_pgn_lexer *lx, const pk_pgn_resume *at)
{
    lx->base = at->offset; /* not 0: no byte-order mark looked for, no encoding sniffed */
    lx->at_start = false;
    lx->line = at->line;
    lx->line_start = at->offset;
    /* the token there is after a blank line when the last token ended two lines up or more
     * (pk_pgn_next); at->line >= 3 then, for a token on line 1 or 2 cannot be */
    lx->last_line = at->after_blank_line ? at->line - 2 : at->line;
    lx->gbk = at->gbk;
    lx->cr_style = at->cr_style;
}

pk_pgn_lexer *pk_pgn_lexer_open_at(pk_pgn_read_fn read_fn, void *ctx, const pk_pgn_resume *at)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_reader(read_fn, ctx);
    if (lx)
        resume_at(lx, at);
    return lx;
}

void pk_pgn_lexer_restart(pk_pgn_lexer *lx, pk_pgn_read_fn read_fn, void *ctx, const pk_pgn_resume *at)
{
    unsigned char *buf = lx->buf;
    char *tok = lx->tok;
    size_t cap = lx->cap, tok_cap = lx->tok_cap, read_min = lx->read_min;
    memset(lx, 0, sizeof *lx);
    lx->buf = buf;
    lx->cap = cap;
    lx->read_min = read_min;
    lx->tok = tok;
    lx->tok_cap = tok_cap;
    start_state(lx);
    lx->read_fn = read_fn;
    lx->read_ctx = ctx;
    /* nothing read: the sentinel at the end, and the bytes after it, as a new buffer has them
     * (the plain-token scan looks at a few bytes from pos before it refills) */
    memset(lx->buf, 0, LOOKAHEAD);
    if (at)
        resume_at(lx, at);
}

void pk_pgn_lexer_expect_bytes(pk_pgn_lexer *lx, uint64_t n)
{
    /* its pages at once rather than a fault each as the first read fills them (prefault.h:
     * 37 us against 0.75 ms where a fault costs 11 us); a small input would use a page or two */
    if (n >= lx->cap)
        pk_prefault(lx->buf, lx->cap + LOOKAHEAD);
}

void pk_pgn_lexer_read_size(pk_pgn_lexer *lx, size_t n)
{
    lx->read_min = n < PK_LEXER_READ_MIN ? PK_LEXER_READ_MIN : n > READ_SIZE / 2 ? READ_SIZE / 2 : n;
}

bool pk_pgn_lexer_resume_point(const pk_pgn_lexer *lx, const pk_token *tok, pk_pgn_resume *at)
{
    /* on its line still, which starts with it: the lexer's line fields are the token's own */
    if (tok->kind == PK_TOK_ERROR || tok->kind == PK_TOK_EOF || lx->pending_error || tok->line != lx->line ||
        tok->offset != lx->line_start || tok->column != 1)
        return false;
    *at = (pk_pgn_resume){.offset = tok->offset,
                          .line = tok->line,
                          .after_blank_line = (tok->flags & PK_TOKF_AFTER_BLANK_LINE) != 0,
                          .gbk = lx->gbk,
                          .cr_style = lx->cr_seen_at < tok->offset ? lx->cr_style : PK_CR_UNSEEN};
    return true;
}

bool pk_pgn_resume_equal(const pk_pgn_resume *a, const pk_pgn_resume *b)
{
    return a->offset == b->offset && a->line == b->line && a->after_blank_line == b->after_blank_line &&
           a->gbk == b->gbk && a->cr_style == b->cr_style;
}

static void sniff_encoding(pk_pgn_lexer *lx);
static void lone_cr_to_lf(pk_pgn_lexer *lx, size_t from);

pk_pgn_lexer *pk_pgn_lexer_open_memory(const char *data, size_t len)
{
    /* copied, with padding after it like the file buffer has: readers may copy a few bytes
     * past a short token at once */
    pk_pgn_lexer *lx = lexer_new();
    if (!lx)
        return NULL;
    lx->buf = malloc(len + LOOKAHEAD);
    if (!lx->buf) {
        free(lx);
        return NULL;
    }
    memcpy(lx->buf, data, len);
    memset(lx->buf + len, 0, LOOKAHEAD);
    lx->end = len;
    lx->cap = len;
    lx->eof = true;
    lone_cr_to_lf(lx, 0);
    sniff_encoding(lx);
    return lx;
}

void pk_pgn_lexer_free(pk_pgn_lexer *lx)
{
    if (!lx)
        return;
    free(lx->buf);
    free(lx->tok);
    free(lx);
}

int pk_pgn_lexer_io_error(const pk_pgn_lexer *lx) { return lx->io_error; }
void pk_pgn_lexer_prefer_gbk(pk_pgn_lexer *lx) { lx->gbk = true; }
bool pk_pgn_lexer_gbk(const pk_pgn_lexer *lx) { return lx->gbk; }
uint64_t pk_pgn_lexer_offset(const pk_pgn_lexer *lx) { return lx->base + lx->pos; }

/* A Xiangqi file ([Game "Chinese Chess"] near its start) is read as GBK when not UTF-8, from
 * its first tag on. */
bool pk_pgn_sniff_gbk(const unsigned char *bytes, size_t n)
{
    static const char needle[] = "[Game \"Chinese Chess\"]";
    size_t k = sizeof needle - 1, end = n < PK_SNIFF_BYTES ? n : PK_SNIFF_BYTES;
    for (size_t i = 0; i + k <= end; i++)
        if (bytes[i] == '[' && memcmp(bytes + i, needle, k) == 0)
            return true;
    return false;
}

static void sniff_encoding(pk_pgn_lexer *lx)
{
    if (pk_pgn_sniff_gbk(lx->buf, lx->end))
        lx->gbk = true;
}

/* Lines ended by CR alone (old Mac files) are read as lines ended by LF: such a CR becomes
 * '\n' in the buffer, from byte `from` on, so that lines are counted and a line's end is seen
 * alike whatever the file used. A CRLF keeps its CR, a blank. The input's first CR decides for
 * all of it: when it is part of a CRLF, the file is a CRLF file, where a stray CR is a blank (and
 * CRs are not looked for again); when it stands alone, every lone CR is a line end. Decided by
 * the bytes alone, not by where reads cut them (refill reads on past a CR that ends a read), so
 * that a lexer started in the middle of the input (pk_pgn_lexer_open_at) reads it alike. */
static void lone_cr_to_lf(pk_pgn_lexer *lx, size_t from)
{
    if (lx->cr_style == PK_CR_IN_CRLF)
        return;
    unsigned char *p = lx->buf + from, *end = lx->buf + lx->end;
    while (p < end && (p = memchr(p, '\r', (size_t)(end - p))) != NULL) {
        /* a CR that ends a full buffer (refill could not read past it): taken by the style */
        bool lone = p + 1 < end ? p[1] != '\n' : lx->eof || lx->cr_style == PK_CR_ALONE;
        if (lx->cr_style == PK_CR_UNSEEN) {
            lx->cr_style = lone ? PK_CR_ALONE : PK_CR_IN_CRLF;
            lx->cr_seen_at = lx->base + (size_t)(p - lx->buf);
            if (!lone)
                return;
        }
        if (lone)
            *p = '\n';
        p++;
    }
}

/* Moves the unread bytes to the front and reads more; false when nothing more comes. */
static bool refill(pk_pgn_lexer *lx)
{
    if (lx->eof)
        return false;
    /* the unread bytes are kept; and those of the word or tag being read, up to ERROR_TEXT_MAX,
     * for its text if it is an error (keep_error_text) */
    size_t from = lx->pos;
    if (lx->token_start >= lx->base && lx->token_start < lx->base + lx->pos &&
        lx->base + lx->pos - lx->token_start <= ERROR_TEXT_MAX)
        from = (size_t)(lx->token_start - lx->base);
    size_t keep = lx->end - from;
    memmove(lx->buf, lx->buf + from, keep);
    lx->base += from;
    lx->pos -= from;
    lx->end = keep;
    bool first_fill = lx->base == 0 && keep == 0;
    while (lx->end < lx->cap) {
        /* up to twice read_min at once: the room but CR_ROOM bytes, unless told to read less;
         * those bytes are read only to see what follows a CR that ends a read */
        size_t room = lx->cap - lx->end;
        bool cr_after = lx->end > keep && lx->buf[lx->end - 1] == '\r';
        size_t want = cr_after ? room : room > CR_ROOM ? room - CR_ROOM : 0;
        want = want < 2 * lx->read_min ? want : 2 * lx->read_min;
        if (want == 0)
            break;
        ssize_t n = lx->read_fn ? lx->read_fn(lx->read_ctx, lx->buf + lx->end, want) : read(lx->fd, lx->buf + lx->end, want);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            lx->io_error = errno;
            lx->eof = true;
            break;
        }
        if (n == 0) {
            lx->eof = true;
            break;
        }
        lx->end += (size_t)n;
        /* enough; but a CR at the end is read past, to tell a CRLF from a lone CR */
        if (lx->end - keep >= lx->read_min && lx->buf[lx->end - 1] != '\r')
            break;
    }
    lx->buf[lx->end] = 0; /* a sentinel: scanning loops stop there without a bounds test */
    lone_cr_to_lf(lx, keep);
    if (first_fill)
        sniff_encoding(lx);
    return lx->end > keep;
}

size_t pk_pgn_lexer_head(pk_pgn_lexer *lx, const unsigned char **bytes)
{
    *bytes = lx->buf;
    if (lx->base != 0 || lx->pos != 0)
        return 0;
    if (lx->end == 0)
        refill(lx);
    *bytes = lx->buf;
    return lx->end;
}

/* At least n bytes readable from pos, unless the input ends first. */
static inline size_t ensure(pk_pgn_lexer *lx, size_t n)
{
    if (lx->end - lx->pos < n)
        refill(lx);
    return lx->end - lx->pos;
}

static inline int peek(pk_pgn_lexer *lx)
{
    if (lx->pos == lx->end && !refill(lx))
        return -1;
    return lx->buf[lx->pos];
}

static inline void new_line(pk_pgn_lexer *lx, size_t at)
{
    lx->line++;
    lx->line_start = lx->base + at + 1;
    lx->line_cont = 0;
}

static inline void mark(pk_pgn_lexer *lx, pk_token *tok)
{
    tok->offset = lx->base + lx->pos;
    tok->line = lx->line;
    tok->column = (uint32_t)(tok->offset - lx->line_start) - lx->line_cont + 1;
}

static void tok_reset(pk_pgn_lexer *lx) { lx->tok_len = 0; }

/* A token's text keeps at least 16 bytes readable past its end (see pk_token). */
#define TOKEN_PAD 17
static const char empty_text[TOKEN_PAD];

/* Appends to the token buffer up to limit bytes; false when something was cut. */
static bool tok_append(pk_pgn_lexer *lx, const void *data, size_t n, size_t limit)
{
    bool cut = false;
    if (lx->tok_len + n > limit) {
        n = lx->tok_len < limit ? limit - lx->tok_len : 0;
        cut = true;
    }
    /* TOKEN_PAD bytes stay readable past the end: readers copy short tokens 16 bytes at once */
    if (lx->tok_len + n + TOKEN_PAD > lx->tok_cap) {
        size_t cap = lx->tok_cap ? lx->tok_cap : 1024;
        while (cap < lx->tok_len + n + TOKEN_PAD)
            cap *= 2;
        char *p = realloc(lx->tok, cap);
        if (!p)
            return false;
        lx->tok = p;
        lx->tok_cap = cap;
    }
    memcpy(lx->tok + lx->tok_len, data, n);
    lx->tok_len += n;
    lx->tok[lx->tok_len] = 0;
    return !cut;
}

static void set_error(pk_token *tok, const char *code, const char *message)
{
    tok->kind = PK_TOK_ERROR;
    tok->code = code;
    tok->message = message;
}

/* Makes tok->text valid UTF-8: as is, or transcoded from CP1252 into the token buffer. */
static void settle_encoding(pk_pgn_lexer *lx, pk_token *tok, size_t limit, uint32_t cont_on_last_line)
{
    if (pk_utf8_valid(tok->text, tok->len))
        return;
    /* the continuation bytes counted on this line were single Latin-1 characters */
    lx->line_cont -= cont_on_last_line < lx->line_cont ? cont_on_last_line : lx->line_cont;
    tok->flags |= PK_TOKF_LATIN1;
    char *tmp = malloc(tok->len * 3 + 4);
    if (!tmp)
        return;
    size_t n = pk_legacy_to_utf8(tok->text, tok->len, lx->gbk, tmp);
    tok_reset(lx);
    if (!tok_append(lx, tmp, n, limit * 3))
        tok->flags |= PK_TOKF_TRUNCATED;
    free(tmp);
    tok->text = lx->tok;
    tok->len = lx->tok_len;
}

/* The token is returned as far as it goes; an error about it follows on the next call. */
static void error_after(pk_pgn_lexer *lx, const pk_token *tok, const char *code, const char *message)
{
    lx->pending_error = true;
    lx->pending_code = code;
    lx->pending_message = message;
    lx->pending_line = tok->line;
    lx->pending_column = tok->column;
    lx->pending_offset = tok->offset;
}

/* Is a new game's first tag at p (the byte after a line end)? A whole line [Event "..."] and
 * nothing after it but blanks: a comment that quotes such a tag goes on after it. */
static bool game_starts_at(const unsigned char *p, const unsigned char *stop)
{
    if (stop - p < 8 || memcmp(p, "[Event \"", 8) != 0)
        return false;
    const unsigned char *q = p + 8;
    while (q < stop && *q != '"' && *q != '\n')
        q++;
    if (q + 1 >= stop || q[0] != '"' || q[1] != ']')
        return false;
    for (q += 2; q < stop && *q != '\n'; q++)
        if (*q != ' ' && *q != '\t' && *q != '\r')
            return false;
    return q < stop;
}

/* { ... }: no nesting. A comment left open is closed at the next line that starts a game
 * ([Event "), or at the end of the input: its text is kept and an error follows it. */
static void lex_comment(pk_pgn_lexer *lx, pk_token *tok)
{
    tok->kind = PK_TOK_COMMENT;
    lx->pos++; /* '{' */
    tok_reset(lx);
    bool copied = false, unterminated = false;
    uint32_t cont = 0;
    for (;;) {
        if (!lx->eof && lx->end - lx->pos < GAME_START_LOOKAHEAD)
            refill(lx); /* room to see a whole [Event "..."] line after a line end */
        unsigned char *start = lx->buf + lx->pos, *stop = lx->buf + lx->end;
        unsigned char *close = memchr(start, '}', (size_t)(stop - start));
        unsigned char *chunk_end = close ? close : stop;
        for (unsigned char *p = start; p < chunk_end; p++) {
            if (*p == '\n' && stop - p < GAME_START_LOOKAHEAD && !lx->eof && p > start) {
                /* a game's first tag may follow: read on before judging this line end */
                chunk_end = p;
                close = NULL;
                break;
            }
            if (*p == '\n') {
                new_line(lx, (size_t)(p - lx->buf));
                cont = 0;
                /* judged on the GAME_START_LOOKAHEAD bytes after the line end alone, which are
                 * in view (or the input ends first): the same wherever reads end */
                const unsigned char *window = stop - p > GAME_START_LOOKAHEAD ? p + GAME_START_LOOKAHEAD : stop;
                if (game_starts_at(p + 1, window)) {
                    chunk_end = p + 1;
                    close = NULL;
                    unterminated = true;
                    break;
                }
            } else if ((*p & 0xC0) == 0x80) {
                lx->line_cont++;
                cont++;
            }
        }
        if (close && !copied) {
            tok->text = (const char *)start;
            tok->len = (size_t)(close - start);
            lx->pos = (size_t)(close - lx->buf) + 1;
            break;
        }
        if (!tok_append(lx, start, (size_t)(chunk_end - start), PK_LIMIT_COMMENT))
            tok->flags |= PK_TOKF_TRUNCATED;
        copied = true;
        lx->pos = (size_t)(chunk_end - lx->buf);
        if (close)
            lx->pos++;
        /* refill() reports no new bytes at the end of the input, but bytes held back to look
         * past a line end may still be waiting in the buffer */
        if (close || unterminated || (!refill(lx) && lx->pos == lx->end)) {
            unterminated |= !close;
            tok->text = lx->tok ? lx->tok : empty_text;
            tok->len = lx->tok_len;
            break;
        }
    }
    if (unterminated)
        error_after(lx, tok, "bad-syntax",
                    "unterminated comment: this '{' has no closing '}' (the comment is kept up to the next game or "
                    "the end of the input)");
    settle_encoding(lx, tok, PK_LIMIT_COMMENT, cont);
}

/* Reads to the end of the line (not consuming the newline) into the token buffer. */
static void lex_rest_of_line(pk_pgn_lexer *lx, pk_token *tok, size_t limit)
{
    tok_reset(lx);
    uint32_t cont = 0;
    for (;;) {
        int c = peek(lx);
        if (c < 0 || c == '\n')
            break;
        size_t avail = lx->end - lx->pos;
        unsigned char *start = lx->buf + lx->pos;
        unsigned char *nl = memchr(start, '\n', avail);
        size_t n = nl ? (size_t)(nl - start) : avail;
        for (size_t i = 0; i < n; i++)
            if ((start[i] & 0xC0) == 0x80)
                cont++, lx->line_cont++;
        if (!tok_append(lx, start, n, limit))
            tok->flags |= PK_TOKF_TRUNCATED;
        lx->pos += n;
    }
    while (lx->tok_len && lx->tok[lx->tok_len - 1] == '\r')
        lx->tok[--lx->tok_len] = 0;
    tok->text = lx->tok ? lx->tok : empty_text;
    tok->len = lx->tok_len;
    settle_encoding(lx, tok, limit, cont);
}

static inline bool is_space(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

static void skip_blanks(pk_pgn_lexer *lx)
{
    int c;
    while ((c = peek(lx)) >= 0 && is_space(c))
        lx->pos++;
}

/* The first byte from p on that a plain tag value does not hold as is (tag_plain): 16 bytes
 * at a time, so that a value's end (at 3 to 30 bytes, not predictable) ends no byte loop. The
 * buffer's sentinel and the padding after it keep the reads within it. */
#if !defined(__SSE2__)
/* a byte a plain tag value holds as is: ASCII, printable, not " or \ */
static const unsigned char tag_plain[256] = {PK_BYTE_TABLE(IS_TAG_PLAIN)};
#endif

static inline const unsigned char *skip_tag_plain(const unsigned char *p)
{
#if defined(__SSE2__)
    for (;;) {
        __m128i c = _mm_loadu_si128((const __m128i *)p);
        /* below 0x20 or from 0x80 on: as signed bytes, below 0x20; and " and \ */
        __m128i stop = _mm_or_si128(_mm_cmplt_epi8(c, _mm_set1_epi8(0x20)),
                                    _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('"')), _mm_cmpeq_epi8(c, _mm_set1_epi8('\\'))));
        unsigned mask = (unsigned)_mm_movemask_epi8(stop);
        if (mask)
            return p + __builtin_ctz(mask);
        p += 16;
    }
#else
    while (tag_plain[*p]) /* the sentinel at the end stops it */
        p++;
    return p;
#endif
}

/* The common tag, [Name "plain ASCII value"] within the buffer: read in place. */
static bool lex_plain_tag(pk_pgn_lexer *lx, pk_token *tok)
{
    size_t avail = ensure(lx, 600);
    const unsigned char *p = lx->buf + lx->pos + 1, *end = lx->buf + lx->pos + avail;
    while (p < end && *p == ' ')
        p++;
    const unsigned char *name = p;
    while (tag_name[*p]) /* the sentinel at the end stops it (names come in a foreseeable order) */
        p++;
    size_t nlen = (size_t)(p - name);
    while (p < end && *p == ' ')
        p++;
    if (nlen == 0 || nlen > PK_LIMIT_SYMBOL || p >= end || *p != '"')
        return false;
    const unsigned char *value = ++p;
    p = skip_tag_plain(p);
    if (p >= end || *p != '"' || p - value > PK_LIMIT_TAG_VALUE)
        return false; /* (a value past the limit: cut by lex_tag, wherever reads end) */
    const unsigned char *close = p + 1;
    while (close < end && *close == ' ')
        close++;
    if (close >= end || *close != ']')
        return false;
    tok->kind = PK_TOK_TAG;
    tok->text = (const char *)value;
    tok->len = (size_t)(p - value);
    tok->name = (const char *)name;
    tok->name_len = nlen;
    lx->pos = (size_t)(close - lx->buf) + 1;
    return true;
}

/* [Name "value"]; recovers from a stray quote inside the value and from a missing ']'. */
static void lex_tag(pk_pgn_lexer *lx, pk_token *tok)
{
    lx->token_start = tok->offset;
    if (lex_plain_tag(lx, tok))
        return;
    /* room for a bad tag's whole text (a long name, then up to 255 bytes) without a refill, so
     * that the error token can carry it */
    ensure(lx, 5 * PK_LIMIT_SYMBOL + 64);
    lx->pos++; /* '[' */
    skip_blanks(lx);
    char name[4 * PK_LIMIT_SYMBOL + 1]; /* the limit counts characters; UTF-8 takes up to 4 bytes */
    size_t nlen = 0, chars = 0;
    bool name_cut = false;
    uint32_t name_cont = 0;
    int c;
    while ((c = peek(lx)) >= 0 && (c == '_' || c == '-' || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
                                   (c >= 'a' && c <= 'z') || c >= 0x80)) {
        bool starts_char = (c & 0xC0) != 0x80;
        name_cont += !starts_char;
        if (nlen < sizeof name - 1 && (chars < PK_LIMIT_SYMBOL || !starts_char)) {
            name[nlen++] = (char)c;
            chars += starts_char;
        } else {
            name_cut = true;
        }
        lx->pos++;
    }
    /* columns count characters: a UTF-8 name's continuation bytes take none (a Latin-1 name's
     * bytes are a character each) */
    if (pk_utf8_valid(name, nlen))
        lx->line_cont += name_cont;
    skip_blanks(lx);
    if (nlen > 0 && peek(lx) == ']') {
        lx->pos++; /* [Name] without a value: only the bracket is taken, the line goes on */
        set_error(tok, "bad-tag", "a tag needs a quoted value: [Name \"value\"]");
        return;
    }
    if (nlen == 0 || peek(lx) != '"') {
        /* The bracket's own text is taken, up to its ']' on the line (at most 255 bytes more),
         * and the error carries it; what follows on the line ("[%clk 0:01] e5") is read as
         * usual, so that no move is lost. */
        for (size_t k = 0; k < PK_LIMIT_SYMBOL; k++) {
            int d = peek(lx);
            if (d < 0 || d == '\n' || d == '{' || d == '[')
                break;
            lx->pos++;
            if ((d & 0xC0) == 0x80)
                lx->line_cont++;
            if (d == ']')
                break;
        }
        set_error(tok, "bad-tag", nlen ? "a tag needs a quoted value: [Name \"value\"]" : "a tag needs a name: [Name \"value\"]");
        return;
    }
    lx->pos++; /* '"' */
    tok_reset(lx);
    bool cut = false;
    uint32_t cont = 0;
    for (;;) {
        c = peek(lx);
        if (c < 0 || c == '\n') {
            /* the value runs to the end of the line: kept, with an error after it */
            while (lx->tok_len && (lx->tok[lx->tok_len - 1] == '\r' || lx->tok[lx->tok_len - 1] == ' '))
                lx->tok[--lx->tok_len] = 0;
            error_after(lx, tok, "bad-tag", "unterminated tag value: the closing '\"]' is missing (the value is "
                                            "kept to the end of its line)");
            break;
        }
        /* a run of plain bytes at once */
        size_t run = 0;
        const unsigned char *b = lx->buf + lx->pos;
        size_t avail = lx->end - lx->pos;
        while (run < avail && b[run] != '"' && b[run] != '\\' && b[run] != '\n' && b[run] != '\r') {
            if ((b[run] & 0xC0) == 0x80)
                cont++, lx->line_cont++;
            run++;
        }
        if (run) {
            if (!cut && !tok_append(lx, b, run, PK_LIMIT_TAG_VALUE))
                cut = true;
            lx->pos += run;
            continue;
        }
        lx->pos++;
        if (c == '\\') {
            int d = peek(lx);
            if (d == '"' || d == '\\') {
                lx->pos++;
                c = d;
            }
        } else if (c == '"') {
            /* the end if only blanks and ']' follow; otherwise a stray quote inside the value.
             * The blanks are looked at in place, not consumed: a refill keeps the bytes from
             * pos on, so they are still there to be taken into the value. */
            size_t k = 0;
            while (ensure(lx, k + 1) > k && is_space(lx->buf[lx->pos + k]))
                k++;
            int d = ensure(lx, k + 1) > k ? lx->buf[lx->pos + k] : -1;
            if (d == ']') {
                lx->pos += k + 1;
                break;
            }
            if (d < 0 || d == '\n' || d == '\r') {
                lx->pos += k;
                tok->flags |= PK_TOKF_NONSTANDARD; /* "value" without ']' */
                break;
            }
            tok->flags |= PK_TOKF_NONSTANDARD;
        } else if (c == '\r') {
            continue;
        }
        if ((c & 0xC0) == 0x80)
            cont++, lx->line_cont++;
        char ch = (char)c;
        if (!cut && !tok_append(lx, &ch, 1, PK_LIMIT_TAG_VALUE))
            cut = true;
    }
    tok->kind = PK_TOK_TAG;
    if (cut)
        tok->flags |= PK_TOKF_TRUNCATED;
    if (name_cut)
        tok->flags |= PK_TOKF_NAME_TRUNCATED;
    tok->text = lx->tok ? lx->tok : empty_text;
    tok->len = lx->tok_len;
    settle_encoding(lx, tok, PK_LIMIT_TAG_VALUE, cont);
    /* the name lives after the value in the token buffer */
    size_t vlen = tok->len;
    tok_append(lx, name, nlen, PK_LIMIT_TAG_VALUE * 3 + PK_LIMIT_SYMBOL + 1);
    tok->text = lx->tok;
    tok->name = lx->tok + vlen;
    tok->name_len = nlen;
}

typedef struct { const char *text; long value; bool standard; size_t len; } word_value;
#define WORD(text, value, standard) {text, value, standard, sizeof(text) - 1}

static const word_value results[] = {
    WORD("1-0", PK_RESULT_WHITE, true), WORD("0-1", PK_RESULT_BLACK, true), WORD("1/2-1/2", PK_RESULT_DRAW, true),
    WORD("*", PK_RESULT_UNKNOWN, true), WORD("1/2", PK_RESULT_DRAW, false), WORD("\xC2\xBD-\xC2\xBD", PK_RESULT_DRAW, false),
    WORD("\xBD-\xBD", PK_RESULT_DRAW, false), WORD("\xC2\xBD", PK_RESULT_DRAW, false),
    WORD("1\xE2\x80\x93" "0", PK_RESULT_WHITE, false), WORD("0\xE2\x80\x93" "1", PK_RESULT_BLACK, false),
    WORD("\xC2\xBD\xE2\x80\x93\xC2\xBD", PK_RESULT_DRAW, false), WORD("1/2\xE2\x80\x93" "1/2", PK_RESULT_DRAW, false),
};

static const word_value symbol_nags[] = {
    WORD("=", 10, false), WORD("+=", 14, false), WORD("=+", 15, false), WORD("+/=", 14, false), WORD("=/+", 15, false),
    WORD("+/-", 16, false), WORD("-/+", 17, false), WORD("+-", 18, false), WORD("-+", 19, false),
    WORD("\xE2\x88\x9E", 13, false), WORD("\xE2\xA9\xB2", 14, false), WORD("\xE2\xA9\xB1", 15, false),
    WORD("\xC2\xB1", 16, false), WORD("\xE2\x88\x93", 17, false), WORD("N", 146, false),
};

static const word_value *find_word(const word_value *table, size_t n, const unsigned char *s, size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (table[i].len == len && memcmp(table[i].text, s, len) == 0)
            return &table[i];
    return NULL;
}

/* The termination marker written as PGN writes it that the n bytes at s are (1-0, 0-1, 1/2-1/2),
 * or PK_RESULT_NONE. */
static inline pk_result plain_result(const unsigned char *s, size_t n)
{
    if (n == 3 && s[1] == '-' && s[0] + s[2] == '0' + '1' && (s[0] == '0' || s[0] == '1'))
        return s[0] == '1' ? PK_RESULT_WHITE : PK_RESULT_BLACK;
    if (n == 7 && memcmp(s, "1/2-1/2", 7) == 0)
        return PK_RESULT_DRAW;
    return PK_RESULT_NONE;
}

const char *pk_result_name(pk_result result)
{
    static const char *const names[] = {"none", "1-0", "0-1", "1/2-1/2", "*"};
    return names[result];
}

/* pk_result_parse through the table: the other spellings, and words that are no result. Apart,
 * and never inlined: the markers as PGN writes them then need no registers saved. */
static __attribute__((noinline)) pk_result result_from_table(const char *text, size_t len, bool *standard)
{
    const word_value *w = find_word(results, sizeof results / sizeof results[0], (const unsigned char *)text, len);
    if (!w)
        return PK_RESULT_NONE;
    if (standard)
        *standard = w->standard;
    return (pk_result)w->value;
}

pk_result pk_result_parse(const char *text, size_t len, bool *standard)
{
    /* the markers as PGN writes them (every game's Result tag is asked, more than once) at once,
     * without going through the table */
    const unsigned char *u = (const unsigned char *)text;
    pk_result plain = len == 1 && u[0] == '*' ? PK_RESULT_UNKNOWN : plain_result(u, len);
    if (plain == PK_RESULT_NONE)
        return result_from_table(text, len, standard);
    if (standard)
        *standard = true;
    return plain;
}

static void lex_suffix(pk_pgn_lexer *lx, pk_token *tok)
{
    static const word_value suffixes[] = {WORD("!", 1, true), WORD("?", 2, true), WORD("!!", 3, true),
                                          WORD("??", 4, true), WORD("!?", 5, true), WORD("?!", 6, true)};
    size_t n = 0;
    ensure(lx, 8);
    while (lx->pos + n < lx->end && n < 4 && (lx->buf[lx->pos + n] == '!' || lx->buf[lx->pos + n] == '?'))
        n++;
    const word_value *w = find_word(suffixes, 6, lx->buf + lx->pos, n);
    tok->text = (const char *)lx->buf + lx->pos;
    tok->len = n;
    lx->pos += n;
    if (!w) {
        set_error(tok, "bad-syntax", "not an annotation: use !, ?, !!, ??, !? or ?!");
        return;
    }
    tok->kind = PK_TOK_NAG;
    tok->number = w->value;
    tok->flags |= PK_TOKF_SUFFIX;
}

static void lex_nag(pk_pgn_lexer *lx, pk_token *tok)
{
    lx->pos++; /* '$' */
    ensure(lx, LOOKAHEAD);
    long v = 0;
    size_t n = 0;
    while (lx->pos < lx->end && lx->buf[lx->pos] >= '0' && lx->buf[lx->pos] <= '9') {
        if (v < 100000)
            v = v * 10 + (lx->buf[lx->pos] - '0');
        lx->pos++;
        n++;
    }
    tok->number = v;
    if (n == 0) {
        set_error(tok, "bad-syntax", "'$' must be followed by a NAG number ($0 to $255)");
        return;
    }
    if (v > 255) {
        set_error(tok, "bad-syntax", "NAG number out of range: $0 to $255");
        return;
    }
    tok->kind = PK_TOK_NAG;
}

/* Four or five digits alone have the shape of an ICCF numeric move (5254, 47581), not of a move
 * number: they are a word, which the notation's reader takes or explains (5795: no square 95).
 * Digits 0 and 9 included: such a word read as a move number would drop a move unseen. */
static inline bool has_numeric_move_length(size_t n) { return n == 4 || n == 5; }

/* Descriptive notation writes a promotion piece or an origin in parentheses inside the move
 * (P-K8(Q), R(QR3)-Q3, N(3)-Q1). A '(' glued to a word is taken as part of it when the word
 * so far has no lower-case letter but x (SAN always has one: Nf3(Nc3) stays a variation) and
 * one to four capitals or digits close it. Returns the length of "(...)", or 0. */
static size_t glued_parenthesis_slow(const unsigned char *s, size_t n, size_t avail);
static inline size_t glued_parenthesis(const unsigned char *s, size_t n, size_t avail)
{
    if (s[n] != '(' || n == 0 || n >= avail) /* s[n] is readable: the word stopped at a delimiter */
        return 0;
    return glued_parenthesis_slow(s, n, avail);
}

static size_t glued_parenthesis_slow(const unsigned char *s, size_t n, size_t avail)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] >= 'a' && s[i] <= 'z' && s[i] != 'x')
            return 0;
    size_t k = 1;
    while (n + k < avail && k <= 5 && ((s[n + k] >= 'A' && s[n + k] <= 'Z') || (s[n + k] >= '0' && s[n + k] <= '9')))
        k++;
    if (k < 2 || k > 5 || n + k >= avail || s[n + k] != ')')
        return 0;
    return k + 1;
}

/* Moves, move numbers, results and symbol NAGs. */
static inline __attribute__((always_inline)) void lex_symbol(pk_pgn_lexer *lx, pk_token *tok)
{
    lx->token_start = tok->offset;
    size_t avail = ensure(lx, LOOKAHEAD);
    const unsigned char *s = lx->buf + lx->pos;
    size_t n = 0;
    if (s[0] >= '0' && s[0] <= '9') {
        long v = 0;
        while (s[n] >= '0' && s[n] <= '9') { /* stops at the sentinel at the latest */
            if (v < 1000000000L)
                v = v * 10 + (s[n] - '0');
            n++;
        }
        if (s[n] == '.') {
            int dots = 0;
            while (s[n] == '.')
                n++, dots++;
            tok->kind = PK_TOK_MOVE_NUMBER;
            tok->number = v;
            tok->dots = dots;
            tok->text = (const char *)s;
            tok->len = n;
            lx->pos += n;
            return;
        }
    }
    if (n > 0 && (n == avail || delim[s[n]]) && !has_numeric_move_length(n)) {
        /* digits alone: a move number written without its period (PGN 8.2.2.1) */
        long v = 0;
        for (size_t i = 0; i < n && i < 9; i++)
            v = v * 10 + (s[i] - '0');
        tok->kind = PK_TOK_MOVE_NUMBER;
        tok->number = v;
        tok->dots = 0;
        tok->text = (const char *)s;
        tok->len = n;
        lx->pos += n;
        return;
    }
    unsigned char high = 0;
    for (;;) {
        while (word_ascii[s[n]]) /* the sentinel is a delimiter */
            n++;
        while (!delim[s[n]]) /* bytes above 0x7F: noted */
            high |= s[n++];
        size_t k = glued_parenthesis(s, n, avail);
        if (!k)
            break;
        n += k; /* descriptive notation: P-K8(Q), R(QR3)-Q3 */
    }
    if (high & 0x80) /* a no-break space ends a word */
        for (size_t i = 1; i + 1 < n; i++)
            if (s[i] == 0xC2 && s[i + 1] == 0xA0) {
                n = i;
                high = 0;
                for (size_t k = 0; k < n; k++)
                    high |= s[k];
                break;
            }
    tok->text = (const char *)s;
    tok->len = n;
    if (n > PK_LIMIT_SYMBOL) {
        /* skip the whole over-long word, however long */
        lx->pos += n;
        while (peek(lx) >= 0 && !delim[lx->buf[lx->pos]]) {
            size_t m = 0;
            while (lx->pos + m < lx->end && !delim[lx->buf[lx->pos + m]])
                m++;
            lx->pos += m;
        }
        tok->len = 0;
        set_error(tok, "limit", "a word longer than 255 characters in the movetext");
        return;
    }
    if (high & 0x80) {
        tok->flags |= PK_TOKF_NONASCII;
        if (pk_utf8_valid((const char *)s, n)) /* Latin-1 bytes are one character each */
            for (size_t i = 0; i < n; i++)
                if ((s[i] & 0xC0) == 0x80)
                    lx->line_cont++;
    }
    lx->pos += n;
    tok->kind = PK_TOK_SYMBOL;
    if (s[0] >= 'a' && s[0] <= 'z')
        return; /* a pawn move: neither a result nor an evaluation sign */
    if ((s[0] >= 'A' && s[0] <= 'Z' && s[0] != 'N') || (s[0] == 'N' && n > 1))
        return; /* a piece move */
    const word_value *w = find_word(results, sizeof results / sizeof results[0], s, n);
    if (w) {
        tok->kind = PK_TOK_RESULT;
        tok->number = w->value;
        if (!w->standard)
            tok->flags |= PK_TOKF_NONSTANDARD;
        return;
    }
    w = find_word(symbol_nags, sizeof symbol_nags / sizeof symbol_nags[0], s, n);
    if (w) {
        tok->kind = PK_TOK_NAG;
        tok->number = w->value;
        tok->flags |= PK_TOKF_SUFFIX;
        return;
    }
    tok->kind = PK_TOK_SYMBOL;
}

static void lex_next(pk_pgn_lexer *lx, pk_token *tok);

/* An error token's text is the bytes it covers as they were written (as UTF-8), so that a
 * converter can keep them: "$300", "!!!", "[Annotator]". Not kept: bytes already gone from
 * the buffer, and control characters (a binary file's bytes are no text to keep). */
static void keep_error_text(pk_pgn_lexer *lx, pk_token *tok)
{
    tok->text = NULL;
    tok->len = 0;
    /* the same text wherever reads ended: refill keeps a word or tag up to ERROR_TEXT_MAX in
     * view, and a longer one keeps none */
    if (tok->offset < lx->base || tok->offset > lx->base + lx->pos || lx->base + lx->pos - tok->offset > ERROR_TEXT_MAX)
        return;
    const char *start = (const char *)lx->buf + (tok->offset - lx->base);
    size_t len = (size_t)(lx->base + lx->pos - tok->offset);
    while (len && (start[len - 1] == '\r' || start[len - 1] == '\n'))
        len--;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)start[i] < 0x20 && start[i] != '\t')
            return;
    tok_reset(lx);
    if (pk_utf8_valid(start, len)) {
        tok_append(lx, start, len, len);
    } else {
        char *tmp = malloc(len * 3 + 4);
        if (!tmp)
            return;
        tok_append(lx, tmp, pk_legacy_to_utf8(start, len, lx->gbk, tmp), len * 3);
        free(tmp);
    }
    tok->text = lx->tok;
    tok->len = lx->tok_len;
}

/* Plain runs are read 64 bytes at a time. Three bit masks tell which bytes may belong to a
 * plain token (letters, digits and + , - . / # =, all of them bytes a word goes on over), which
 * are line ends, and which are none of these nor blanks (' ', '\t', '\r', '\f', '\v'); the
 * tokens are then taken by their first bits, and each one's length is a count of bits. A byte
 * loop would end each word on a branch that is not predictable (moves are 2 to 5 bytes long),
 * and skip the blanks on another. */
typedef struct {
    uint64_t word;  /* bit i: byte i may belong to a plain token */
    uint64_t line;  /* '\n' */
    uint64_t other; /* none of those, nor a blank: a plain run stops there */
} byte_masks;

#if defined(__SSE2__)
/* Bytes from lo to lo + span (span below 128): moved so that lo becomes -128, they are the bytes
 * below -128 + span + 1 as signed bytes (SSE2 compares signed bytes only): two operations. */
static inline __m128i bytes_within(__m128i c, char lo, char span)
{
    __m128i x = _mm_add_epi8(c, _mm_set1_epi8((char)(0x80 - (unsigned char)lo)));
    return _mm_cmplt_epi8(x, _mm_set1_epi8((char)(-128 + span + 1)));
}

static inline void classify_16(const unsigned char *p, unsigned *word, unsigned *line, __m128i *known)
{
    __m128i c = _mm_loadu_si128((const __m128i *)p);
    __m128i letter = bytes_within(_mm_or_si128(c, _mm_set1_epi8(0x20)), 'a', 25); /* | 0x20: lower case */
    __m128i digit_or_sign = bytes_within(c, '+', '9' - '+');                   /* + , - . / 0-9 */
    __m128i hash_or_equals = _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('#')), _mm_cmpeq_epi8(c, _mm_set1_epi8('=')));
    __m128i w = _mm_or_si128(_mm_or_si128(letter, digit_or_sign), hash_or_equals);
    __m128i nl = _mm_cmpeq_epi8(c, _mm_set1_epi8('\n'));
    __m128i blank = _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8(' ')), bytes_within(c, '\t', '\r' - '\t'));
    *word = (unsigned)_mm_movemask_epi8(w);
    *line = (unsigned)_mm_movemask_epi8(nl);
    *known = _mm_or_si128(w, blank); /* blank: \t to \r, with \n */
}

static inline void classify_64(const unsigned char *p, byte_masks *m)
{
    unsigned w0, w1, w2, w3, l0, l1, l2, l3;
    __m128i k0, k1, k2, k3;
    classify_16(p, &w0, &l0, &k0);
    classify_16(p + 16, &w1, &l1, &k1);
    classify_16(p + 32, &w2, &l2, &k2);
    classify_16(p + 48, &w3, &l3, &k3);
    m->word = w0 | (uint64_t)w1 << 16 | (uint64_t)w2 << 32 | (uint64_t)w3 << 48;
    m->line = l0 | (uint64_t)l1 << 16 | (uint64_t)l2 << 32 | (uint64_t)l3 << 48;
    /* most blocks hold no other byte: told by one mask of the four at once */
    if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(k0, k1), _mm_and_si128(k2, k3))) == 0xFFFF) {
        m->other = 0;
        return;
    }
    m->other = ~((unsigned)_mm_movemask_epi8(k0) | (uint64_t)(unsigned)_mm_movemask_epi8(k1) << 16 |
                 (uint64_t)(unsigned)_mm_movemask_epi8(k2) << 32 | (uint64_t)(unsigned)_mm_movemask_epi8(k3) << 48);
}
#else
static inline void classify_64(const unsigned char *p, byte_masks *m)
{
    m->word = m->line = m->other = 0;
    for (int i = 0; i < 64; i++) {
        unsigned char c = p[i];
        bool word = ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || (c >= '+' && c <= '9') || c == '#' || c == '=';
        m->word |= (uint64_t)word << i;
        m->line |= (uint64_t)(c == '\n') << i;
        m->other |= (uint64_t)(!word && c != ' ' && !(c >= '\t' && c <= '\r')) << i;
    }
}
#endif

/* The length of the standard tag name that starts at p (a letter, then letters, digits and '_'),
 * up to 16 bytes; 0 when p holds no letter. Sixteen bytes at once: where a name ends (at 3 to 9
 * bytes) ends no byte loop. A name that goes on after these bytes, or with '-' (not standard,
 * but lex_plain_tag's names may hold it), is told by the byte after them: neither a blank nor a
 * quote. */
static inline size_t standard_name_length(const unsigned char *p)
{
#if defined(__SSE2__)
    __m128i c = _mm_loadu_si128((const __m128i *)p);
    __m128i letter = bytes_within(_mm_or_si128(c, _mm_set1_epi8(0x20)), 'a', 25);
    __m128i digit_or_underscore = _mm_or_si128(bytes_within(c, '0', 9), _mm_cmpeq_epi8(c, _mm_set1_epi8('_')));
    unsigned in_name = (unsigned)_mm_movemask_epi8(_mm_or_si128(letter, digit_or_underscore));
    if (!(_mm_movemask_epi8(letter) & 1))
        return 0;
    return (size_t)__builtin_ctz(~in_name); /* at most 16: the bits above 15 are clear */
#else
    if (!((p[0] | 0x20) >= 'a' && (p[0] | 0x20) <= 'z'))
        return 0;
    size_t n = 1;
    while (n < 16 && tag_name[p[n]] && p[n] != '-')
        n++;
    return n;
#endif
}

/* The plain tag whose '[' is at buf[at], as lex_plain_tag reads it there (and as its token
 * would be): the index after its ']', or 0 when the tag there is not plain (pk_pgn_next reads
 * it). The scans stop at the buffer's sentinel at the latest: a tag cut by the end of the bytes
 * read so far is not taken (pk_pgn_next reads on). */
/* A longer name is left to pk_pgn_next (its characters counted against PK_LIMIT_SYMBOL there). */
#define PLAIN_TAG_NAME_MAX 40

static inline size_t plain_tag_at(const unsigned char *buf, size_t at, pk_plain_tag *t)
{
    const unsigned char *p = buf + at + 1;
    while (*p == ' ')
        p++;
    const unsigned char *name = p;
    size_t name_len = standard_name_length(p);
    if (!name_len)
        return 0;
    while (name_len >= 16 && name_len < PLAIN_TAG_NAME_MAX && tag_name[p[name_len]] && p[name_len] != '-')
        name_len++; /* a longer name (TerminationDetails, 18): its bytes from the 17th on one by one */
    p += name_len;
    if (p[0] == ' ' && p[1] == '"') { /* the usual one blank, at once */
        p++;
    } else {
        while (*p == ' ')
            p++;
        if (*p != '"')
            return 0;
    }
    const unsigned char *value = ++p;
    p = skip_tag_plain(p);
    if (*p != '"' || p - value > PK_LIMIT_TAG_VALUE)
        return 0;
    const unsigned char *close = p + 1;
    while (*close == ' ')
        close++;
    if (*close != ']')
        return 0;
    t->name = (const char *)name;
    t->name_len = (uint32_t)name_len;
    t->value = (const char *)value;
    t->value_len = (uint32_t)(p - value);
    return (size_t)(close - buf) + 1;
}


/* Is the word of n bytes at s (bytes that may belong to a plain token) a plain move? A move
 * starts with a letter (the only bytes of such a word from 'A' on). The general path takes a word
 * that is long (16 bytes or more) or N (a NAG), and one that the byte after it would extend (no
 * delimiter: high bytes), or maybe descriptive P-K8(Q); a word that ends before the block's first
 * other byte (at_other false) ends on a blank. */
static inline bool plain_move_word(const unsigned char *s, unsigned n, bool at_other)
{
    return !(s[0] < 'A' || (n - 2 >= 14 && (n >= 16 || s[0] == 'N')) || (at_other && (!delim[s[n]] || s[n] == '(')));
}

/* The plain token of n bytes at buf[*q] (a word of letters, digits and signs: a move, a move
 * number, or a move number and a move, "1.e4"; any other shape, "1.2." or "1.0-0", is the general
 * path's) handed to its taker. at_other: the token ends at the block's first other byte (or at
 * stop), which may extend it. Returns false when the run stops at *q (a token not taken, or a
 * termination marker taken, which ends the run, *q after it); *q goes past a move number taken.
 * Always inlined, at two places: the common one with at_other false, which it then tests nowhere. */
static inline __attribute__((always_inline)) bool take_token_at(const unsigned char *buf, size_t *q, unsigned n,
                                                                bool at_other, uint32_t line, size_t col0,
                                                                uint64_t base, pk_plain_take take, void *ctx,
                                                                size_t *count)
{
    const unsigned char *s = buf + *q;
    if (s[0] >= '0' && s[0] <= '9') { /* a move number: digits and at least one period */
        /* at most 9 digits; one or two (moves 1 to 99) without a loop, and one period (White's
         * move) */
        int32_t number = s[0] - '0';
        uint32_t len = 1, dots = 1;
        if ((unsigned)(s[1] - '0') < 10) {
            number = number * 10 + (s[1] - '0');
            for (len = 2; len < 9 && (unsigned)(s[len] - '0') < 10; len++)
                number = number * 10 + (s[len] - '0');
        }
        if (s[len] != '.') {
            /* a termination marker as PGN writes it, ending the run (the other spellings and a
             * marker that the byte after it would extend are the general path's) */
            pk_result result = plain_result(s, n);
            if (result == PK_RESULT_NONE || (at_other && (!delim[s[n]] || s[n] == '(')))
                return false;
            pk_plain_token r = {.text = (const char *)s, .len = n, .line = line, .column = (uint32_t)(*q - col0),
                                .offset = base + *q, .kind = PK_PLAIN_RESULT, .number = (int32_t)result};
            if (take(ctx, &r)) {
                ++*count;
                *q += n;
            }
            return false;
        }
        for (len++; s[len] == '.'; len++)
            dots++;
        if (n > len && plain_move_word(s + len, n - len, at_other)) {
            /* the usual "12.Nf3": the number and the move in one take, when the taker can */
            pk_plain_token w = {.text = (const char *)s + len, .len = n - len, .line = line,
                                .column = (uint32_t)(*q + len - col0), .offset = base + *q + len,
                                .kind = PK_PLAIN_WORD, .number = number, .dots = dots, .glued = len};
            if (take(ctx, &w)) {
                *count += 2;
                return true;
            }
        }
        /* a taker apart for each kind of token: each one inlined knows which */
        pk_plain_token t = {.text = (const char *)s, .len = len, .line = line, .column = (uint32_t)(*q - col0),
                            .offset = base + *q, .kind = PK_PLAIN_MOVE_NUMBER, .number = number, .dots = dots};
        if (!take(ctx, &t))
            return false;
        ++*count;
        *q += len;
        n -= len;
        if (n == 0)
            return true;
        s += len;
    }
    if (!plain_move_word(s, n, at_other))
        return false;
    pk_plain_token t = {.text = (const char *)s, .len = n, .line = line, .column = (uint32_t)(*q - col0),
                        .offset = base + *q, .kind = PK_PLAIN_WORD, .number = -1, .dots = 0, .glued = 0};
    if (!take(ctx, &t))
        return false;
    ++*count;
    return true;
}

size_t pk_pgn_take_plain(pk_pgn_lexer *lx, pk_plain_take take, pk_plain_take_tag take_tag, void *ctx)
{
    if (lx->pending_error || lx->at_start)
        return 0;
    const unsigned char *buf = lx->buf;
    size_t done = lx->pos, count = 0; /* done: all before it is taken */
    /* stop well before the end of the buffered bytes: the general path refills (and the 64
     * bytes looked at from a block's start are always in the buffer) */
    size_t stop = lx->end > LOOKAHEAD ? lx->end - LOOKAHEAD : 0;
    uint32_t line = lx->line;
    /* a token at pos stands in column pos - col0: col0 accounts for where the line starts in
     * the buffer and for its UTF-8 continuation bytes so far (plain tokens add none) */
    size_t col0 = (size_t)(lx->line_start - lx->base) + lx->line_cont - 1;
    const uint64_t base = lx->base;
    uint32_t last_line = lx->last_line; /* the line of the last token taken */
    bool at_tag = false; /* a '[' at done: tags come */
    /* a tag next, perhaps after the line end of the tag before: no need to look at 64 bytes to
     * tell (the buffer has padding after its sentinel: 2 bytes past it are readable) */
    size_t next = done + (buf[done] == '\r');
    if (buf[next + (buf[next] == '\n')] == '[') {
        if (!take_tag)
            return 0;
        if (buf[next] == '\n') {
            line++;
            col0 = next;
            next++;
        }
        done = next;
        at_tag = true;
    }
    while (done < stop) {
        if (at_tag) {
            /* a tag at done; and the tags on the lines right after it, the usual tag section,
             * are taken without looking at the bytes between them 64 at a time */
            at_tag = false;
            for (;;) {
                pk_plain_tag t;
                size_t after = plain_tag_at(buf, done, &t);
                if (!after)
                    goto end_of_run;
                t.line = line;
                t.column = (uint32_t)(done - col0);
                t.offset = base + done;
                /* as pk_pgn_next tells it (last_line is set: the input's first token came from
                 * pk_pgn_next) */
                t.after_blank_line = line > last_line + 1;
                if (!take_tag(ctx, &t))
                    goto end_of_run;
                count++;
                last_line = line;
                done = after;
                next = done + (buf[done] == '\r');
                if (buf[next] != '\n' || buf[next + 1] != '[' || next + 1 >= stop)
                    break;
                line++;
                col0 = next;
                done = next + 1;
            }
            continue;
        }
        size_t block = done; /* never inside a token: after a blank, a line end or a token */
        byte_masks m;
        classify_64(buf + block, &m);
        /* what this block may take: up to its first other byte, and tokens that start before stop */
        size_t reach = m.other ? (size_t)__builtin_ctzll(m.other) : 64;
        if (stop - block < reach)
            reach = stop - block;
        uint64_t starts = m.word & ~(m.word << 1), lines = m.line; /* where tokens start, line ends */
        /* where tokens end (their last byte): the k-th end taken is the k-th start's, as the starts
         * are taken in order (those left out, from reach on, come after all the others) */
        uint64_t ends = m.word & ~(m.word >> 1);
        if (reach < 64) {
            starts &= ((uint64_t)1 << reach) - 1;
            lines &= ((uint64_t)1 << reach) - 1;
        }
        /* done is left behind while tokens are taken: it is set where the run stops (at the token
         * not taken, which only blanks stand before) and at the end of the block */
        for (;;) {
            /* the tokens on this line, up to the next line end: each line's tokens in one loop,
             * without a test for a line end per token; last_line is set once after them */
            uint64_t segment = starts & ((lines & (0 - lines)) - 1);
            if (segment) {
                starts ^= segment;
                size_t count0 = count;
                size_t q;
                do {
                    unsigned at = (unsigned)__builtin_ctzll(segment);
                    segment &= segment - 1;
                    unsigned n = (unsigned)__builtin_ctzll(ends) + 1 - at;
                    ends &= ends - 1;
                    q = block + at;
                    if (at + n < reach) { /* the common token: a blank after it */
                        if (!take_token_at(buf, &q, n, false, line, col0, base, take, ctx, &count))
                            goto segment_end;
                        continue;
                    }
                    if (at + n == 64) {
                        /* the token may go on in the next block: read again from its start */
                        if (n >= 16) /* no plain token is that long */
                            goto segment_end;
                        if (count != count0)
                            last_line = line;
                        done = q;
                        goto next_block;
                    }
                    /* the block's first other byte (or stop) right after it */
                    if (!take_token_at(buf, &q, n, true, line, col0, base, take, ctx, &count))
                        goto segment_end;
                    done = block + at + n; /* it may go on past stop */
                } while (segment);
                last_line = line;
                if (0) {
                segment_end: /* the run ends at q: the tokens before it on this line were taken */
                    if (count != count0)
                        last_line = line;
                    done = q;
                    goto end_of_run;
                }
            }
            if (!lines)
                break;
            col0 = block + (unsigned)__builtin_ctzll(lines); /* the next line starts after it */
            lines &= lines - 1;
            line++;
        }
        if (reach < 64) { /* an other byte, or stop: the blanks before it are taken */
            if (done < block + reach)
                done = block + reach;
            if (!take_tag || block + reach >= stop || buf[block + reach] != '[')
                break;
            at_tag = true; /* a tag, after blanks and line ends only */
            continue;
        }
        done = block + 64;
    next_block:;
    }
end_of_run:
    lx->last_line = last_line;
    if (line != lx->line) {
        lx->line = line;
        lx->line_start = base + col0 + 1;
        lx->line_cont = 0;
    }
    lx->pos = done;
    return count;
}

bool pk_pgn_tag_next(pk_pgn_lexer *lx)
{
    if (lx->pending_error || lx->at_start)
        return false;
    const unsigned char *buf = lx->buf;
    size_t pos = lx->pos;
    for (;; pos++) { /* the sentinel at the end stops it */
        unsigned char c = buf[pos];
        if (c == '\n')
            new_line(lx, pos);
        else if (c != ' ' && c != '\t' && c != '\r')
            break;
    }
    lx->pos = pos;
    return buf[pos] == '[' && pos < lx->end;
}

void pk_pgn_next(pk_pgn_lexer *lx, pk_token *tok)
{
    bool pending = lx->pending_error; /* an error about the token before: no text of its own */
    lex_next(lx, tok);
    if (tok->kind == PK_TOK_ERROR && !pending)
        keep_error_text(lx, tok);
    lx->token_start = UINT64_MAX;
    /* a line between this token and the last one's end holds no token: it is blank (game
     * boundaries in real files are told by blank lines) */
    if (tok->line > lx->last_line + 1 && lx->last_line)
        tok->flags |= PK_TOKF_AFTER_BLANK_LINE;
    lx->last_line = lx->line;
}

static void lex_next(pk_pgn_lexer *lx, pk_token *tok)
{
    tok->flags = 0;
    tok->text = NULL;
    tok->len = 0;
    if (lx->pending_error) {
        lx->pending_error = false;
        tok->line = lx->pending_line;
        tok->column = lx->pending_column;
        tok->offset = lx->pending_offset;
        set_error(tok, lx->pending_code, lx->pending_message);
        return;
    }
    if (lx->at_start) {
        lx->at_start = false;
        if (ensure(lx, 3) >= 3 && memcmp(lx->buf + lx->pos, "\xEF\xBB\xBF", 3) == 0) {
            lx->pos += 3;
            lx->line_start += 3; /* the BOM is not a character of line 1 */
        }
    }
    for (;;) {
        /* blanks and line ends, with the buffer's fields in registers */
        const unsigned char *buf = lx->buf;
        size_t pos = lx->pos, end = lx->end;
        unsigned char c;
        for (;;) { /* ends at the sentinel at the latest */
            c = buf[pos];
            if (c == ' ') {
                pos++;
            } else if (word_start[c]) {
                break; /* the common way out: a word follows */
            } else if (c == '\r' || c == '\t') {
                pos++;
            } else if (c == '\n') {
                lx->line++;
                lx->line_start = lx->base + pos + 1;
                lx->line_cont = 0;
                pos++;
            } else if (c == 0xC2 && pos + 1 < end && buf[pos + 1] == 0xA0) {
                pos += 2; /* a no-break space: a blank, one character */
                lx->line_cont++;
            } else {
                break;
            }
        }
        lx->pos = pos;
        if (word_start[c]) {
            mark(lx, tok);
            lex_symbol(lx, tok); /* the common case: a move or a move number */
            return;
        }
        if (c == 0xC2 && pos + 1 == end && !lx->eof) {
            refill(lx); /* maybe a no-break space cut by the buffer's end: read on first */
            continue;
        }
        if (pos == end) {
            if (!refill(lx)) {
                mark(lx, tok);
                tok->kind = PK_TOK_EOF;
                return;
            }
            continue;
        }
        if (c == 0xC2) { /* not a no-break space: a word (½-½) */
            mark(lx, tok);
            lex_symbol(lx, tok);
            return;
        }
        if (c == '\f' || c == '\v') {
            lx->pos++;
            continue;
        }
        if (c == 0xEF && ensure(lx, 3) >= 3 && lx->buf[lx->pos + 1] == 0xBB && lx->buf[lx->pos + 2] == 0xBF) {
            /* a byte-order mark where files were concatenated: no character */
            if (lx->base + lx->pos == lx->line_start)
                lx->line_start += 3; /* still at the start of its line (for % escapes) */
            else
                lx->line_cont += 3;
            lx->pos += 3;
            continue;
        }
        mark(lx, tok);
        switch (c) {
        case '{': lex_comment(lx, tok); return;
        case '[': lex_tag(lx, tok); return;
        case '(': lx->pos++; tok->kind = PK_TOK_OPEN; return;
        case ')': lx->pos++; tok->kind = PK_TOK_CLOSE; return;
        case '$': lex_nag(lx, tok); return;
        case '!': case '?': lex_suffix(lx, tok); return;
        case ';':
            lx->pos++;
            lex_rest_of_line(lx, tok, PK_LIMIT_COMMENT);
            tok->kind = PK_TOK_COMMENT;
            tok->flags |= PK_TOKF_SEMICOLON;
            return;
        case '%':
            if (lx->base + lx->pos == lx->line_start) {
                lx->pos++;
                lex_rest_of_line(lx, tok, PK_LIMIT_TAG_VALUE);
                tok->kind = PK_TOK_ESCAPE;
                return;
            }
            break;
        case '}': lx->pos++; set_error(tok, "bad-syntax", "'}' without an opening '{'"); return;
        case ']': lx->pos++; set_error(tok, "bad-syntax", "']' outside a tag"); return;
        case '"': lx->pos++; set_error(tok, "bad-syntax", "'\"' outside a tag"); return;
        case 0: lx->pos++; set_error(tok, "bad-syntax", "a NUL byte: this looks like a binary file, not PGN"); return;
        default: break;
        }
        if (c < 0x20 || c == 0x7F) {
            lx->pos++;
            set_error(tok, "bad-syntax", "a control character in the movetext");
            return;
        }
        lex_symbol(lx, tok);
        return;
    }
}
