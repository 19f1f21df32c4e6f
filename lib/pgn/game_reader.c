/* From tokens to game records: game boundaries, tags, movetext nodes, lexical diagnostics. */
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "byte_table.h"
#include "game.h"
#include "text.h"

struct pk_game_reader {
    pk_pgn_lexer *lx;
    pk_token pending;     /* a token read ahead that belongs to the next game */
    bool has_pending;
    uint64_t games;
    const pk_encoding_hint *hints[PK_READER_HINTS_MAX]; /* pk_game_reader_hint */
    size_t n_hints;
    uint64_t hint_keys;   /* pk_tag_key of the hints' tag names: most tags are told apart by it */
    uint64_t stop;        /* no game is started at this offset or after it (pk_game_reader_stop_at)... */
    bool stopped;         /* ...and the last call did not start one there: it stood at stop_point */
    pk_pgn_resume stop_point;
};

void pk_game_reader_hint(pk_game_reader *r, const pk_encoding_hint *const *hints, size_t n)
{
    r->n_hints = 0;
    r->hint_keys = 0;
    for (size_t i = 0; i < n && r->n_hints < PK_READER_HINTS_MAX; i++)
        if (hints[i]) {
            r->hints[r->n_hints++] = hints[i];
            r->hint_keys |= 1ull << pk_tag_key(strlen(hints[i]->tag), hints[i]->tag[0]);
        }
}

/* Does a tag value (len bytes, up to a NUL if any) hold word, in any case? A value need not end
 * with a NUL: a plain tag's lies in the lexer's buffer, with the rest of the input after it. */
static bool value_holds_nocase(const char *value, size_t len, const char *word)
{
    len = strnlen(value, len);
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++) {
        size_t k = 0;
        while (k < n && tolower((unsigned char)value[i + k]) == tolower((unsigned char)word[k]))
            k++;
        if (k == n)
            return true;
    }
    return n == 0;
}

/* Is name (len bytes) the tag hint h watches? */
static bool hint_watches(const pk_encoding_hint *h, const char *name, size_t len)
{
    return strlen(h->tag) == len && memcmp(name, h->tag, len) == 0;
}

/* A tag that a game's encoding hint names: the lexer reads the bytes that are not UTF-8 as GBK
 * from here on, rather than as Latin-1. Rare: never inlined into the reader's loop. */
static __attribute__((noinline)) bool tag_hints_gbk(const pk_game_reader *r, const pk_token *tok)
{
    for (size_t i = 0; i < r->n_hints; i++) {
        const pk_encoding_hint *h = r->hints[i];
        if (!hint_watches(h, tok->name, tok->name_len))
            continue;
        for (const char *const *w = h->words; *w; w++)
            if (value_holds_nocase(tok->text, tok->len, *w))
                return h->gbk;
    }
    return false;
}

/* Is a tag of this name one that a hint watches? Asked of a plain tag whose pk_tag_key is a hint's
 * (GameDuration shares Game's): the hints' names compared whole. */
static __attribute__((noinline)) bool tag_has_hint(const pk_game_reader *r, const char *name, size_t len)
{
    for (size_t i = 0; i < r->n_hints; i++)
        if (hint_watches(r->hints[i], name, len))
            return true;
    return false;
}

void pk_game_init(pk_game *g) { memset(g, 0, sizeof *g); }

void pk_game_clear(pk_game *g)
{
    if (!g->text && (g->text = malloc(4096)))
        g->text_cap = 4096; /* never NULL: g->text + offset is always defined */
    if (g->text)
        g->text[0] = 0;
    g->text_len = g->n_tags = g->n_nodes = g->n_diags = g->n_errors = g->n_warnings = 0;
    g->tag_keys = 0;
    g->result = PK_RESULT_NONE;
    g->result_line = g->result_column = 0;
    g->result_text = g->result_len = 0;
    g->latin1 = false;
    g->stray = false;
    g->set_up = false;
    g->letters = 0;
    g->sign_words = false;
    g->variations = false;
    g->plies = 0;
    g->valid = false;
    g->outcome = NULL;
    g->row = NULL;
    g->variant = "chess";
    g->notation = "san";
    g->lang = NULL;
    g->san_recorded = false;
    g->line = g->column = 0;
}

size_t pk_game_footprint(const pk_game *g)
{
    return g->text_cap + g->tags_cap * sizeof *g->tags + g->nodes_cap * sizeof *g->nodes +
           g->diags_cap * sizeof *g->diags + g->keys_cap * sizeof *g->keys + g->row_data_size;
}

void *pk_game_row_data(pk_game *g, size_t size)
{
    if (g->row_data_size < size) {
        void *p = realloc(g->row_data, size);
        if (!p)
            return NULL;
        g->row_data = p;
        g->row_data_size = size;
    }
    return g->row_data;
}

void pk_game_free(pk_game *g)
{
    free(g->text);
    free(g->tags);
    free(g->nodes);
    free(g->diags);
    free(g->keys);
    free(g->row_data);
    memset(g, 0, sizeof *g);
}

/* Grows an array to hold one more item; false when memory runs out. */
static bool grow_from(void **items, size_t *cap, size_t count, size_t size, size_t first)
{
    if (count < *cap)
        return true;
    size_t n = *cap ? *cap * 2 : first;
    void *p = realloc(*items, n * size);
    if (!p)
        return false;
    *items = p;
    *cap = n;
    return true;
}

static bool grow(void **items, size_t *cap, size_t count, size_t size) { return grow_from(items, cap, count, size, 64); }

/* pk_utf8_sanitize(s) for a string of n bytes, run only when some byte is not ASCII (most
 * messages are ASCII, and ASCII is valid UTF-8 as it is): the check takes 8 bytes at a time. */
static void diag_make_utf8(char *s, size_t n)
{
    uint64_t high = 0, word;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&word, s + i, 8);
        high |= word;
    }
    for (; i < n; i++)
        high |= (unsigned char)s[i];
    if (high & 0x8080808080808080ull)
        pk_utf8_sanitize(s);
}

/* What vsnprintf(out, size, "%s", text) then pk_utf8_sanitize(out) leave in out (size > 0):
 * text cut to size - 1 bytes, and a byte of no valid UTF-8 character made '?'. */
static void diag_copy_text(char *out, size_t size, const char *text)
{
    size_t n = strnlen(text, size - 1);
    /* copied and checked for non-ASCII bytes in one pass, 8 bytes at a time */
    uint64_t high = 0, word;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&word, text + i, 8);
        memcpy(out + i, &word, 8);
        high |= word;
    }
    for (; i < n; i++) {
        out[i] = text[i];
        high |= (unsigned char)text[i];
    }
    out[n] = 0;
    if (high & 0x8080808080808080ull)
        pk_utf8_sanitize(out);
}

pk_diag *pk_game_diag(pk_game *g, pk_severity sev, const char *code, uint32_t line, uint32_t column, uint32_t ply,
                      const char *move, size_t move_len, const char *fmt, ...)
{
    if (sev == PK_SEV_ERROR)
        g->n_errors++;
    else
        g->n_warnings++;
    if (g->n_diags > PK_LIMIT_DIAGS)
        return NULL;
    /* room for 4 at first (a diagnostic is about 600 bytes; a game that has any has one or two
     * as a rule): room for 64 made every slot of --jobs that ever held such a game keep 38 KiB */
    if (!grow_from((void **)&g->diags, &g->diags_cap, g->n_diags, sizeof *g->diags, 4))
        return NULL;
    pk_diag *d = &g->diags[g->n_diags++];
    if (g->n_diags == PK_LIMIT_DIAGS + 1) {
        /* the last slot says that the rest is left out */
        memset(d, 0, sizeof *d);
        d->severity = PK_SEV_WARNING;
        d->code = "limit";
        d->line = line;
        d->column = column;
        snprintf(d->message, sizeof d->message, "more than %d problems in this game: the rest are counted, not shown",
                 PK_LIMIT_DIAGS);
        return NULL;
    }
    d->severity = sev;
    d->code = code;
    d->line = line;
    d->column = column;
    d->ply = ply;
    d->fix = PK_FIX_NONE; /* the slot may hold a diagnostic taken back (a reading given up) */
    d->move[0] = d->suggestion[0] = 0;
    if (move) {
        if (move_len >= sizeof d->move)
            move_len = sizeof d->move - 1;
        memcpy(d->move, move, move_len);
        d->move[move_len] = 0;
    }
    va_list ap;
    va_start(ap, fmt);
    if (fmt[0] == '%' && fmt[1] == 's' && fmt[2] == 0) {
        /* a message made by the caller (a duplicate's, a Xiangqi game's missing result): copied
         * as vsnprintf would, without its cost of some 500 instructions a call */
        const char *text = va_arg(ap, const char *);
        diag_copy_text(d->message, sizeof d->message, text ? text : "(null)");
    } else {
        int n = vsnprintf(d->message, sizeof d->message, fmt, ap);
        /* a truncation may cut a character, an argument may be any bytes: reports stay UTF-8 */
        if (n < 0)
            pk_utf8_sanitize(d->message);
        else
            diag_make_utf8(d->message, (size_t)n < sizeof d->message ? (size_t)n : sizeof d->message - 1);
    }
    va_end(ap);
    if (move) /* moves are quoted as written */
        diag_make_utf8(d->move, move_len);
    return d;
}

/* Copies text into the arena (NUL-terminated); returns its offset, or UINT32_MAX when full. */
static inline uint32_t store_text(pk_game *g, const char *s, size_t len)
{
    if (len < 16 && g->text_len + 16 <= g->text_cap && g->text_len + 16 <= PK_LIMIT_GAME_TEXT) {
        /* the common case, a move word: one fixed-size copy (the lexer pads its buffers) */
        char *d = g->text + g->text_len;
        memcpy(d, s, 16);
        d[len] = 0;
        uint32_t off = (uint32_t)g->text_len;
        g->text_len += len + 1;
        return off;
    }
    if (g->text_len + len + 1 > PK_LIMIT_GAME_TEXT)
        return UINT32_MAX;
    if (g->text_len + len + 1 > g->text_cap) {
        size_t cap = g->text_cap ? g->text_cap : 4096;
        while (cap < g->text_len + len + 1)
            cap *= 2;
        char *p = realloc(g->text, cap);
        if (!p)
            return UINT32_MAX;
        g->text = p;
        g->text_cap = cap;
    }
    uint32_t off = (uint32_t)g->text_len;
    memcpy(g->text + off, s, len);
    g->text[off + len] = 0;
    g->text_len += len + 1;
    return off;
}

const char *pk_game_result_marker(const pk_game *g)
{
    if (g->result != PK_RESULT_NONE)
        return pk_result_name(g->result);
    const char *tag = pk_game_tag(g, "Result");
    pk_result result = tag ? pk_result_parse(tag, strlen(tag), NULL) : PK_RESULT_NONE;
    return result != PK_RESULT_NONE ? pk_result_name(result) : "*";
}


pk_game_reader *pk_game_reader_new(pk_pgn_lexer *lx)
{
    pk_game_reader *r = calloc(1, sizeof *r);
    if (r) {
        r->lx = lx;
        r->stop = UINT64_MAX;
    }
    return r;
}

void pk_game_reader_stop_at(pk_game_reader *r, uint64_t offset) { r->stop = offset; }

bool pk_game_reader_stopped(const pk_game_reader *r, pk_pgn_resume *at)
{
    if (r->stopped)
        *at = r->stop_point;
    return r->stopped;
}

/* Does a game that would start with tok (at or past the stop offset) stay unread? Only when its
 * start is a place another lexer can start reading at: elsewhere the game is read, and the
 * reader stops at the next game that starts at such a place. */
static __attribute__((noinline)) bool stop_before(pk_game_reader *r, const pk_token *tok)
{
    if (!pk_pgn_lexer_resume_point(r->lx, tok, &r->stop_point))
        return false;
    r->pending = *tok;
    r->has_pending = true;
    r->stopped = true;
    return true;
}

void pk_game_reader_free(pk_game_reader *r) { free(r); }

static void next_token(pk_game_reader *r, pk_token *tok)
{
    if (r->has_pending) {
        *tok = r->pending;
        r->has_pending = false;
        return;
    }
    pk_pgn_next(r->lx, tok);
}

/* The first 8 bytes of a pk_node, as a move node made at once has them (kind PK_NODE_MOVE, which
 * is 0, no flags, the move and san not known yet): copied into the node in one store. */
typedef struct {
    uint8_t kind, flags;
    uint16_t depth;
    pk_move move;
    uint8_t dots, san;
} move_head;
_Static_assert(sizeof(move_head) == 8 && offsetof(pk_node, kind) == offsetof(move_head, kind) &&
                   offsetof(pk_node, column) == offsetof(pk_node, line) + 4 &&
                   offsetof(pk_node, len) == offsetof(pk_node, text) + 4 &&
                   offsetof(pk_node, flags) == offsetof(move_head, flags) &&
                   offsetof(pk_node, depth) == offsetof(move_head, depth) &&
                   offsetof(pk_node, move) == offsetof(move_head, move) &&
                   offsetof(pk_node, dots) == offsetof(move_head, dots) &&
                   offsetof(pk_node, san) == offsetof(move_head, san) && offsetof(pk_node, line) == 8 &&
                   PK_NODE_MOVE == 0 && PK_MOVE_NONE == 0,
               "a move node's first 8 bytes are a move_head");

typedef struct {
    pk_game *g;
    pk_game_reader *r;
    bool started, in_movetext;
    bool ended;                   /* a termination marker was taken from a run of plain tokens */
    int depth;
    bool limit_nodes, limit_depth, limit_text, limit_tags;
    pk_pgn_lexer *lx;
    int32_t move_number;          /* the move number written before the next move (0 none) */
    move_head head;               /* the next move node's first 8 bytes: its depth (st.depth) and
                                     its number's dots (at most 3; 0 when move_number is 0) */
    size_t nodes_room, text_room; /* room_for_short_move: n_nodes and text_len below these */
    size_t tags_room;             /* room_for_plain_tag: n_tags below it */
    uint64_t hint_keys;           /* the reader's hint_keys */
    /* last: pk_game_read clears the fields before these only */
    uint32_t open_line[PK_LIMIT_DEPTH + 2], open_column[PK_LIMIT_DEPTH + 2]; /* where each '(' stands */
} read_state;

static void limit_once(pk_game *g, bool *seen, const pk_token *tok, const char *what)
{
    if (*seen)
        return;
    *seen = true;
    pk_game_diag(g, PK_SEV_ERROR, "limit", tok->line, tok->column, 0, NULL, 0, "%s", what);
}

/* A byte's bit in pk_game.letters: a capital letter's (A = bit 0), else none; O and Z also have
 * LETTER_ASIDE, for a word that starts with them may be castling or a pass (O-O, Z0), and e has
 * LETTER_E alone, for a word that starts with it may be e.p. Looked up without a branch: piece or
 * pawn is not predictable. */
#define LETTER_ASIDE (1u << 31)
#define LETTER_E (1u << 30)
#define LETTER_FLAGS (LETTER_ASIDE | LETTER_E)
#define LETTER_BITS(c)                                                                                           \
    ((c) >= 'A' && (c) <= 'Z' ? 1u << (((c) - 'A') & 31) | ((c) == 'O' || (c) == 'Z' ? LETTER_ASIDE : 0)      \
     : (c) == 'e'             ? LETTER_E                                                                        \
                              : 0u)
static const uint32_t letter_bits[256] = {PK_BYTE_TABLE(LETTER_BITS)};

/* Piece letters of a move word, for finding the game's language: the first character and a
 * promotion piece at the end (O-O and Z0 aside). */
static uint32_t letters_slow(const char *t, size_t len);
static inline uint32_t piece_letters(const char *t, size_t len)
{
    uint32_t first = letter_bits[(unsigned char)t[0]];
    if ((unsigned char)(t[len - 1] - '0') < 10 && !(first & LETTER_FLAGS))
        return first; /* ends on a rank (Nf3, d4, Xiangqi's h0g2), neither castling nor a pass: its first letter */
    return letters_slow(t, len);
}

static uint32_t letters_slow(const char *t, size_t len)
{
    if ((t[0] == 'O' && len > 1 && t[1] == '-') || (t[0] == 'Z' && len == 2))
        return 0;
    uint32_t letters = letter_bits[(unsigned char)t[0]];
    while (len > 1 && (t[len - 1] == '+' || t[len - 1] == '#' || t[len - 1] == ')'))
        len--;
    if (len > 2)
        letters |= letter_bits[(unsigned char)t[len - 1]];
    return letters & ~LETTER_FLAGS;
}

/* piece_letters for any move word, which may also be a lone sign or e.p.: the replay looks for
 * those only when a word may be one. */
static inline void note_letters(pk_game *g, const char *t, size_t len)
{
    g->sign_words |= (t[0] == '+') | (t[0] == '#') | ((t[0] == 'e') & (len > 1 && (t[1] == '.' || t[1] == 'p')));
    g->letters |= piece_letters(t, len);
}

/* Is a plain word, which starts with a letter, e.p.? It is no lone sign; e.p. is told by its first
 * two bytes (after a word of one letter comes a delimiter), both at once. */
static inline bool plain_word_is_ep(const char *t)
{
    uint16_t two, e_dot, e_p;
    memcpy(&two, t, 2);
    memcpy(&e_dot, "e.", 2);
    memcpy(&e_p, "ep", 2);
    return two == e_dot || two == e_p;
}

static void add_node_as_is(read_state *st, const pk_token *tok, pk_node_kind kind, int32_t number, uint8_t dots);

/* Comments keep their line breaks as LF alone, whatever the file used. */
static size_t without_cr(const char *in, size_t len, char *out)
{
    size_t o = 0;
    for (size_t i = 0; i < len; i++)
        if (in[i] != '\r' || i + 1 == len || in[i + 1] != '\n')
            out[o++] = in[i];
    return o;
}

static void add_node(read_state *st, const pk_token *tok, pk_node_kind kind, int32_t number, uint8_t dots)
{
    char *copy = NULL;
    pk_token cleaned;
    if (kind == PK_NODE_COMMENT && tok->len && memchr(tok->text, '\r', tok->len) && (copy = malloc(tok->len + 16))) {
        /* + 16: store_text may copy 16 bytes of a short text at once */
        cleaned = *tok;
        cleaned.len = without_cr(tok->text, tok->len, copy);
        cleaned.text = copy;
        tok = &cleaned;
    }
    add_node_as_is(st, tok, kind, number, dots);
    free(copy);
}

static void add_node_as_is(read_state *st, const pk_token *tok, pk_node_kind kind, int32_t number, uint8_t dots)
{
    pk_game *g = st->g;
    if (st->depth > PK_LIMIT_DEPTH)
        return; /* inside a variation nested too deep: dropped, already reported */
    if (g->n_nodes >= PK_LIMIT_NODES) {
        limit_once(g, &st->limit_nodes, tok, "more than 500000 moves, comments and annotations in one game: the rest is skipped");
        return;
    }
    if (!grow((void **)&g->nodes, &g->nodes_cap, g->n_nodes, sizeof *g->nodes))
        return;
    uint32_t text = 0, len = 0;
    if (tok->len) {
        text = store_text(g, tok->text, tok->len);
        if (text == UINT32_MAX) {
            limit_once(g, &st->limit_text, tok, "more than 48 MiB of text in one game: the rest is skipped");
            return;
        }
        len = (uint32_t)tok->len;
    }
    pk_node *n = &g->nodes[g->n_nodes++];
    g->variations |= kind == PK_NODE_OPEN;
    n->kind = (uint8_t)kind;
    n->flags = (uint8_t)(tok->flags & PK_NODE_TOKEN_FLAGS);
    n->depth = (uint16_t)st->depth;
    n->move = PK_MOVE_NONE;
    n->line = tok->line;
    n->column = tok->column;
    n->text = text;
    n->len = len;
    n->number = number;
    n->dots = dots;
    n->san = 0; /* not known yet (the replay records it when asked): never a byte of an earlier game */
    if (tok->flags & PK_TOKF_LATIN1)
        g->latin1 = true;
    if (kind == PK_NODE_MOVE)
        note_letters(g, tok->text, tok->len);
}

/* The text of an error token ("$300", "[Annotator]") is kept as a comment node marked as
 * unread, so that a conversion loses nothing of what was written. */
static void keep_unread_text(read_state *st, const pk_token *tok)
{
    static const char prefix[] = "pgnkit: not read: ";
    if (tok->len == 0)
        return;
    size_t n = sizeof prefix - 1 + tok->len;
    char *text = malloc(n + 16); /* + 16: store_text may copy 16 bytes of a short text at once */
    if (!text)
        return;
    memcpy(text, prefix, sizeof prefix - 1);
    memcpy(text + sizeof prefix - 1, tok->text, tok->len);
    pk_token comment = *tok;
    comment.kind = PK_TOK_COMMENT;
    comment.flags = 0;
    comment.text = text;
    comment.len = n;
    add_node_as_is(st, &comment, PK_NODE_COMMENT, 0, 0);
    free(text);
}

/* Unicode dashes (U+2010 to U+2015, U+2212) in a move word read as '-': O‑O, 1–0. */
static size_t fold_dashes(const char *in, size_t len, char *out)
{
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        const unsigned char *u = (const unsigned char *)in + i;
        if (i + 2 < len && u[0] == 0xE2 && ((u[1] == 0x80 && u[2] >= 0x90 && u[2] <= 0x95) || (u[1] == 0x88 && u[2] == 0x92))) {
            out[o++] = '-';
            i += 2;
        } else {
            out[o++] = in[i];
        }
    }
    return o;
}

static void add_move_node(read_state *st, pk_token *tok)
{
    char folded[PK_LIMIT_SYMBOL + 1], utf8[3 * PK_LIMIT_SYMBOL + 4];
    while (tok->len > 1 && tok->text[0] == '.') { /* "1 .d4": a period apart from its number */
        tok->text++;
        tok->len--;
    }
    if ((tok->flags & PK_TOKF_NONASCII) && tok->len <= PK_LIMIT_SYMBOL) {
        if (!pk_utf8_valid(tok->text, tok->len)) { /* a legacy word (Latin-1, GBK): kept, in UTF-8 */
            tok->len = pk_legacy_to_utf8(tok->text, tok->len, pk_pgn_lexer_gbk(st->lx), utf8);
            tok->text = utf8;
            tok->flags |= PK_TOKF_LATIN1;
        }
        size_t n = tok->len <= PK_LIMIT_SYMBOL ? fold_dashes(tok->text, tok->len, folded) : tok->len;
        if (n != tok->len) {
            tok->text = folded;
            tok->len = n;
            tok->flags |= PK_TOKF_NONSTANDARD;
        }
    }
    add_node(st, tok, PK_NODE_MOVE, st->move_number, st->head.dots);
    st->move_number = 0;
    st->head.dots = 0;
}

/* Is there room for a short move word (below 16 bytes) without growing an array or reaching
 * a limit? Then store_short_move takes it. */
static bool room_for_short_move_slow(read_state *st);
static inline bool room_for_short_move(read_state *st)
{
    const pk_game *g = st->g;
    if (g->n_nodes < st->nodes_room && g->text_len < st->text_room)
        return true;
    return room_for_short_move_slow(st);
}

/* The bounds that room_for_short_move compares with, from the arrays' sizes and the limits, and
 * no room for nodes inside a variation nested too deep (pk_game_read clears nodes_room when the
 * depth changes). The arrays only grow while a game is read, so bounds found earlier stay true;
 * they are found again when they no longer leave room. */
static bool room_for_short_move_slow(read_state *st)
{
    const pk_game *g = st->g;
    st->nodes_room = st->depth > PK_LIMIT_DEPTH ? 0 : g->nodes_cap < PK_LIMIT_NODES ? g->nodes_cap : PK_LIMIT_NODES;
    st->tags_room = g->tags_cap < PK_LIMIT_TAGS ? g->tags_cap : PK_LIMIT_TAGS;
    size_t text = g->text_cap < PK_LIMIT_GAME_TEXT ? g->text_cap : PK_LIMIT_GAME_TEXT;
    st->text_room = text >= 16 ? text - 15 : 0; /* text_len + 16 <= text */
    return g->n_nodes < st->nodes_room && g->text_len + 16 <= text;
}

/* The node add_move_node makes for a short ASCII word, made at once. */
static inline void store_short_move(read_state *st, const char *text, size_t len, unsigned flags, uint32_t line,
                                    uint32_t column)
{
    pk_game *g = st->g;
    size_t at = g->text_len;
    char *d = g->text + at;
    pk_node *n = &g->nodes[g->n_nodes++];
    memcpy(n, &st->head, sizeof st->head); /* kind, depth, move, dots, san */
    if (flags & PK_NODE_TOKEN_FLAGS)
        n->flags = (uint8_t)(flags & PK_NODE_TOKEN_FLAGS);
    n->line = line;
    n->column = column;
    n->text = (uint32_t)at;
    n->len = (uint32_t)len;
    n->number = st->move_number;
    g->text_len = at + len + 1;
    st->move_number = 0;
    st->head.dots = 0;
    /* the text last: a store of bytes may alias the fields above, which would be loaded again */
    memcpy(d, text, 16); /* the lexer keeps 16 bytes readable past a token */
    d[len] = 0;
}

/* The common move word (short, ASCII, not starting with '.', with room in the arrays): stored
 * at once. False: the general path takes it. */
static inline bool add_plain_move_node(read_state *st, const pk_token *tok)
{
    if (tok->len >= 16 || (tok->flags & (PK_TOKF_NONASCII | PK_TOKF_LATIN1)) || tok->text[0] == '.' ||
        !room_for_short_move(st))
        return false;
    store_short_move(st, tok->text, tok->len, tok->flags, tok->line, tok->column);
    note_letters(st->g, tok->text, tok->len);
    return true;
}

/* PGN's tag names: a letter, then letters, digits and underscores (ASCII) */
static bool tag_name_is_standard(const char *name, size_t len)
{
    if (len == 0 || !((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z')))
        return false;
    for (size_t i = 1; i < len; i++) {
        char c = name[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return false;
    }
    return true;
}

/* The game's next tag, its name and value already in the text arena. */
static inline void store_tag(pk_game *g, uint32_t name, uint32_t name_len, uint32_t value, uint32_t value_len,
                             uint32_t line, uint32_t column)
{
    pk_tag *t = &g->tags[g->n_tags++];
    g->tag_keys |= (uint64_t)1 << pk_tag_key(name_len, g->text[name]);
    t->name = name;
    t->name_len = name_len;
    t->value = value;
    t->value_len = value_len;
    t->line = line;
    t->column = column;
}

static void add_tag(read_state *st, const pk_token *tok)
{
    pk_game *g = st->g;
    if (((st->r->hint_keys >> pk_tag_key(tok->name_len, tok->name[0])) & 1) && tag_hints_gbk(st->r, tok))
        pk_pgn_lexer_prefer_gbk(st->lx);
    if (g->n_tags >= PK_LIMIT_TAGS) {
        limit_once(g, &st->limit_tags, tok, "more than 1000 tags in one game: the rest are skipped");
        return;
    }
    if (!grow((void **)&g->tags, &g->tags_cap, g->n_tags, sizeof *g->tags))
        return;
    const char *name_text = tok->name;
    size_t name_len = tok->name_len;
    char name_utf8[3 * 4 * PK_LIMIT_SYMBOL + 4];
    bool standard_name = tag_name_is_standard(tok->name, tok->name_len); /* then ASCII, so UTF-8 */
    if (!standard_name && name_len <= 4 * PK_LIMIT_SYMBOL && !pk_utf8_valid(name_text, name_len)) {
        name_len = pk_legacy_to_utf8(name_text, name_len, pk_pgn_lexer_gbk(st->lx), name_utf8);
        name_text = name_utf8;
    }
    uint32_t value = store_text(g, tok->text, tok->len);
    uint32_t name = store_text(g, name_text, name_len);
    if (value == UINT32_MAX || name == UINT32_MAX) {
        limit_once(g, &st->limit_text, tok, "more than 48 MiB of text in one game: the rest is skipped");
        return;
    }
    store_tag(g, name, (uint32_t)name_len, value, (uint32_t)tok->len, tok->line, tok->column);
    if (tok->flags & PK_TOKF_LATIN1)
        g->latin1 = true;
    if (tok->flags & PK_TOKF_TRUNCATED)
        pk_game_diag(g, PK_SEV_ERROR, "limit", tok->line, tok->column, 0, NULL, 0,
                     "tag '%.*s' has a value longer than %d bytes: only the start is kept", (int)tok->name_len, tok->name,
                     PK_LIMIT_TAG_VALUE);
    if (tok->flags & PK_TOKF_NAME_TRUNCATED)
        pk_game_diag(g, PK_SEV_ERROR, "limit", tok->line, tok->column, 0, NULL, 0,
                     "a tag name longer than %d characters: only the start is kept", PK_LIMIT_SYMBOL);
    if (tok->flags & PK_TOKF_NONSTANDARD)
        pk_game_diag(g, PK_SEV_WARNING, "bad-tag", tok->line, tok->column, 0, NULL, 0,
                     "tag '%.*s': a quote inside the value must be written \\\" (or the closing ']' is missing)",
                     (int)tok->name_len, tok->name);
    if (!standard_name) {
        size_t shown = name_len; /* a long name is shown by its first 40 bytes, whole characters */
        if (shown > 40)
            for (shown = 40; shown > 0 && (g->text[name + shown] & 0xC0) == 0x80; shown--)
                ;
        pk_game_diag(g, PK_SEV_WARNING, "bad-tag", tok->line, tok->column, 0, NULL, 0,
                     "tag name '%.*s%s' is not standard PGN: a name is a letter followed by letters, digits and '_'",
                     (int)shown, g->text + name, shown < name_len ? "..." : "");
    }
}

/* The game's termination marker. */
static inline void set_result(pk_game *g, pk_result result, uint32_t line, uint32_t column, const char *text,
                              size_t len)
{
    g->result = result;
    g->result_line = line;
    g->result_column = column;
    g->result_text = store_text(g, text, len);
    g->result_len = (uint32_t)len;
    if (g->result_text == UINT32_MAX)
        g->result_text = g->result_len = 0;
}

/* The game starts at this token: it is numbered. */
static inline void start_game(read_state *st, uint32_t line, uint32_t column)
{
    st->started = true;
    st->g->number = ++st->r->games;
    st->g->line = line;
    st->g->column = column;
}

/* Does this tag start a new record although no movetext came? When the record already has a
 * tag of that name and a blank line stands before it, or it is a second Event tag (a record's
 * first): records of tags only (broadcast pairings) follow one another so. A blank line inside
 * a tag section (ChessBase writes one after Event) does not end the record, nor does a tag given
 * twice within it (reported as such). Not inlined: most tags are told apart by tag_keys first. */
static __attribute__((noinline)) bool tag_starts_record(const pk_game *g, const char *name, size_t name_len,
                                                        bool after_blank_line)
{
    bool event = name_len == 5 && memcmp(name, "Event", 5) == 0;
    if (!event && !after_blank_line)
        return false;
    for (size_t i = 0; i < g->n_tags; i++)
        if (g->tags[i].name_len == name_len && memcmp(g->text + g->tags[i].name, name, name_len) == 0)
            return true;
    return false;
}

/* A run of plain tokens and tags (pk_pgn_take_plain) goes into the game through a plain_sink:
 * where the next node and the next text byte go, with the room there is for them, and what each
 * move reads and writes (its number, the letters seen). It is a local of pk_game_read whose
 * address goes only to the takers, which are inlined: GCC keeps its fields in registers (or in
 * stack slots of its own), and a byte stored into the text (a char store, which may alias any
 * memory that a pointer may reach) makes it load none of them again, as it would the game's or
 * read_state's fields. pk_game_read fills it from the game
 * before each run (sink_open) and puts it back after (sink_close). A token or a tag that needs
 * more (an array to grow, a limit to report) is refused: pk_game_read reads it with pk_pgn_next,
 * through the general path. */
typedef struct {
    read_state *st;
    pk_game *g;
    pk_node *node;             /* where the next move node goes */
    pk_node *node_end;         /* a move is taken while node < node_end: room for the node and its
                                  text (see words_end), and the movetext begun */
    pk_node *node_room;        /* the end of the node array's room */
    char *text;                /* the text arena (g->text) */
    size_t text_len;           /* its bytes used */
    size_t text_room;          /* a short text (16 bytes copied at once) fits while text_len < text_room */
    size_t tags_room;          /* a tag fits while n_tags < tags_room */
    uint64_t hint_keys;        /* the reader's hint_keys */
    uint32_t number_floor;     /* a move number above it, with one period, is read at once: 1 in
                                  the movetext (a "1." there may start a game), else all are looked at */
    int32_t move_number;       /* read_state's */
    uint64_t head;             /* read_state's head, as the 8 bytes a node starts with */
    uint32_t letters;          /* to be added to the game's */
    bool sign_words;           /* to be added to the game's */
} plain_sink;

/* A move_head's dots as the 8 bytes of the head (whatever the byte order): folded to a constant. */
static inline uint64_t head_dots(unsigned dots)
{
    move_head h = {.dots = (uint8_t)dots};
    uint64_t bits;
    memcpy(&bits, &h, 8);
    return bits;
}

/* Where the words that the sink takes end: as many as there are nodes left and as there is text
 * left for (16 bytes each at most: a plain word is shorter, with its NUL), none before the
 * movetext has begun (a move without a number before it is read by the general path then). */
static inline pk_node *words_end(const plain_sink *sk)
{
    if (sk->number_floor != 1 || sk->text_len >= sk->text_room)
        return sk->node;
    size_t words = (sk->text_room - sk->text_len - 1) / 16 + 1;
    return (size_t)(sk->node_room - sk->node) < words ? sk->node_room : sk->node + words;
}

static inline void sink_open(plain_sink *sk, read_state *st)
{
    pk_game *g = st->g;
    sk->st = st;
    sk->g = g;
    size_t nodes = st->depth > PK_LIMIT_DEPTH ? 0 : g->nodes_cap < PK_LIMIT_NODES ? g->nodes_cap : PK_LIMIT_NODES;
    /* no room when the array is not there yet (and no offset added to a null pointer) */
    sk->node = sk->node_room = g->nodes;
    if (g->nodes) {
        sk->node = g->nodes + g->n_nodes;
        sk->node_room = g->n_nodes < nodes ? g->nodes + nodes : sk->node;
    }
    sk->text = g->text;
    sk->text_len = g->text_len;
    size_t text = g->text_cap < PK_LIMIT_GAME_TEXT ? g->text_cap : PK_LIMIT_GAME_TEXT;
    sk->text_room = text >= 16 ? text - 15 : 0; /* text_len + 16 <= text */
    sk->tags_room = g->tags_cap < PK_LIMIT_TAGS ? g->tags_cap : PK_LIMIT_TAGS;
    sk->hint_keys = st->hint_keys;
    sk->number_floor = st->in_movetext ? 1 : UINT32_MAX;
    sk->move_number = st->move_number;
    memcpy(&sk->head, &st->head, 8);
    sk->letters = 0;
    sk->sign_words = false;
    sk->node_end = words_end(sk);
}

static inline void sink_close(const plain_sink *sk, read_state *st)
{
    pk_game *g = st->g;
    if (g->nodes)
        g->n_nodes = (size_t)(sk->node - g->nodes);
    g->text_len = sk->text_len;
    g->letters |= sk->letters;
    g->sign_words |= sk->sign_words;
    st->move_number = sk->move_number;
    memcpy(&st->head, &sk->head, 8);
    st->in_movetext = sk->number_floor == 1;
}

/* Copies a text of len bytes into the arena, where the sink has room for it, 16 bytes at a time
 * (the lexer keeps 16 bytes readable past a token's texts); returns its offset. */
static inline uint32_t sink_text(plain_sink *sk, const char *s, size_t len)
{
    char *d = sk->text + sk->text_len;
    size_t i = 0;
    do
        memcpy(d + i, s + i, 16);
    while ((i += 16) < len);
    d[len] = 0;
    uint32_t off = (uint32_t)sk->text_len;
    sk->text_len += len + 1;
    return off;
}

/* A plain token (a move number, a short move word, a termination marker) into the game, as
 * pk_game_read takes its token. Always inlined: handed to pk_pgn_take_plain, which link-time
 * optimisation inlines into pk_game_read, it then becomes a direct call, which GCC would
 * otherwise leave a call (one per token). */
static inline __attribute__((always_inline)) bool take_plain_token(void *ctx, const pk_plain_token *p)
{
    plain_sink *sk = ctx;
    if (p->kind == PK_PLAIN_MOVE_NUMBER) {
        if ((uint32_t)p->number > sk->number_floor && p->dots == 1) {
            /* the common number: in the movetext, neither 0 nor 1, White's move */
            sk->move_number = p->number;
            sk->head = (sk->head & ~head_dots(0xff)) | head_dots(1);
            return true;
        }
        if (sk->number_floor == 1) {
            if (p->number == 1)
                return false; /* "1." within a movetext may start a new game: pk_game_read looks */
        } else { /* the movetext's first token (in the movetext: the game has started) */
            if (!sk->st->started) {
                if (p->offset >= sk->st->r->stop)
                    return false; /* pk_game_read looks whether to stop before it */
                start_game(sk->st, p->line, p->column);
            }
            sk->number_floor = 1;
            sk->node_end = words_end(sk);
        }
        sk->move_number = p->number;
        sk->head = (sk->head & ~head_dots(0xff)) | head_dots(p->number == 0 ? 0 : p->dots > 3 ? 3 : p->dots);
        return true;
    }
    if (p->kind == PK_PLAIN_RESULT) { /* the game ends: pk_game_read reads the comments after it */
        if (sk->text_len >= sk->text_room)
            return false;
        if (!sk->st->started) {
            if (p->offset >= sk->st->r->stop)
                return false;
            start_game(sk->st, p->line, p->column);
        }
        pk_game *g = sk->g;
        g->result = (pk_result)p->number;
        g->result_line = p->line;
        g->result_column = p->column;
        g->result_len = p->len;
        g->result_text = sink_text(sk, p->text, p->len);
        sk->st->ended = true;
        return true;
    }
    /* a word: the node add_move_node makes for it, made at once */
    if (sk->node >= sk->node_end)
        return false;
    uint64_t head = sk->head;
    int32_t number = sk->move_number;
    if (p->glued) {
        /* with its move number: the common number (as above), or neither is taken */
        if ((uint32_t)p->number <= sk->number_floor || p->dots != 1)
            return false;
        number = p->number;
        head = (head & ~head_dots(0xff)) | head_dots(1);
    }
    pk_node *n = sk->node++;
    memcpy(n, &head, sizeof head); /* kind, depth, move, dots, san */
    /* line and column, text and len: two 8-byte stores (GCC would otherwise gather the four
     * fields into a vector register first, one instruction each) */
    uint64_t line_column = p->line | (uint64_t)p->column << 32, text_len = sk->text_len | (uint64_t)p->len << 32;
    memcpy(&n->line, &line_column, 8);
    memcpy(&n->text, &text_len, 8);
    n->number = number;
    sk->move_number = 0;
    sk->head &= ~head_dots(0xff);
    char *d = sk->text + sk->text_len;
    sk->text_len += p->len + 1;
    memcpy(d, p->text, 16); /* the lexer keeps 16 bytes readable past a token */
    d[p->len] = 0;
    /* piece_letters and plain_word_is_ep: a word that starts with e (a pawn's) is looked at apart */
    uint32_t first = letter_bits[(unsigned char)p->text[0]];
    /* a word that ends on a digit, a rank (a chess square's 1 to 8, a Xiangqi point's 0 to 9), has
     * no promotion piece: letters_slow would give its first letter alone */
    bool on_square = (unsigned char)(p->text[p->len - 1] - '0') < 10;
    if (on_square && !(first & LETTER_FLAGS)) {
        sk->letters |= first;
    } else if (first & LETTER_E) {
        if (plain_word_is_ep(p->text))
            sk->sign_words = true;
        if (!on_square)
            sk->letters |= letters_slow(p->text, p->len);
    } else {
        sk->letters |= letters_slow(p->text, p->len);
    }
    return true;
}

/* A plain tag (pk_plain_tag) into the game, as pk_game_read and add_tag take its token: its
 * name is standard (so no name to transcode or report), and its value needs no diagnostic.
 * False, and nothing done, when it ends the game or needs anything else (a limit, the array or
 * the text arena to grow, an encoding hint): pk_game_read reads it again as a token. Always
 * inlined, as take_plain_token is. Room: a slot in the tags, and text_len + value_len + 1 + 16
 * + 16 bytes at most (the value copied 16 bytes at a time, then the name, of 16 bytes at most,
 * in one copy). */
static inline __attribute__((always_inline)) bool take_plain_tag(void *ctx, const pk_plain_tag *t)
{
    plain_sink *sk = ctx;
    pk_game *g = sk->g;
    unsigned key = pk_tag_key(t->name_len, t->name[0]);
    /* room for both texts as sink_text copies them, by 16 bytes: the value's copy ends by
     * text_len + value_len + 16, the name's (after the value's NUL) by text_len + value_len + 1 +
     * name_len + 15; text_room is 15 short of the arena's end (+ 2: a byte to spare, which
     * GCC happened to compile into 8M fewer instructions on the pgnmentor file than + 1) */
    if (sk->number_floor == 1 || g->n_tags >= sk->tags_room ||
        sk->text_len + t->value_len + t->name_len + 2 > sk->text_room ||
        (((sk->hint_keys >> key) & 1) && tag_has_hint(sk->st->r, t->name, t->name_len)))
        return false;
    /* a tag can start a record only when one of its name is there: most are told by tag_keys */
    if (((g->tag_keys >> key) & 1) && tag_starts_record(g, t->name, t->name_len, t->after_blank_line))
        return false;
    if (!sk->st->started) {
        if (t->offset >= sk->st->r->stop)
            return false;
        start_game(sk->st, t->line, t->column);
    }
    uint32_t value = sink_text(sk, t->value, t->value_len);
    uint32_t name = sink_text(sk, t->name, t->name_len);
    g->tag_keys |= (uint64_t)1 << key;
    g->tags[g->n_tags++] = (pk_tag){.name = name, .name_len = t->name_len, .value = value, .value_len = t->value_len,
                                    .line = t->line, .column = t->column};
    return true;
}

/* Does this "1." start a new game? After a blank line, outside variations, when the game
 * already has two moves in its main line: no movetext goes on at move 1 after that (a "1."
 * after a single move may be "1. ... e5"). The game left has no termination marker, and is
 * told so. */
static bool move_one_starts_game(const read_state *st, const pk_token *tok)
{
    if (tok->number != 1 || tok->dots != 1 || !(tok->flags & PK_TOKF_AFTER_BLANK_LINE) || st->depth != 0)
        return false;
    int main_moves = 0;
    for (size_t i = st->g->n_nodes; i-- > 0 && main_moves < 2;)
        main_moves += st->g->nodes[i].kind == PK_NODE_MOVE && st->g->nodes[i].depth == 0;
    return main_moves >= 2;
}

/* The comments right after a termination marker, before a blank line or the next tag section,
 * belong to the game they follow (TCEC writes its summary there). The first token that does not
 * is held for the next game; when it is a tag, the usual case, it is left unread instead (the
 * next game takes it, as one of a run of plain tags when it is one). */
static void read_comments_after_result(read_state *st)
{
    pk_game_reader *r = st->r;
    pk_token tok;
    for (;;) {
        if (pk_pgn_tag_next(r->lx))
            return;
        pk_pgn_next(r->lx, &tok);
        if (tok.kind != PK_TOK_COMMENT || (tok.flags & PK_TOKF_AFTER_BLANK_LINE))
            break;
        add_node(st, &tok, PK_NODE_COMMENT, 0, 0);
        if (tok.flags & PK_TOKF_TRUNCATED)
            pk_game_diag(st->g, PK_SEV_ERROR, "limit", tok.line, tok.column, 0, NULL, 0,
                         "a comment longer than %d bytes: only the start is kept", PK_LIMIT_COMMENT);
    }
    r->pending = tok; /* its text lives in the lexer's buffer until the next pk_pgn_next() */
    r->has_pending = true;
}

bool pk_game_read(pk_game_reader *r, pk_game *g)
{
    /* the fields before the '(' positions start at zero; those are written before they are
     * read (not worth clearing 528 bytes per game) */
    read_state st;
    memset(&st, 0, offsetof(read_state, open_line));
    st.g = g;
    st.r = r;
    st.lx = r->lx;
    st.hint_keys = r->hint_keys;
    r->stopped = false;
    pk_game_clear(g);
    pk_token tok;
    for (;;) {
        size_t taken = 0;
        if (!r->has_pending) {
            plain_sink sk;
            sink_open(&sk, &st);
            taken = pk_pgn_take_plain(r->lx, take_plain_token, take_plain_tag, &sk);
            sink_close(&sk, &st);
        }
        if (taken) {
            if (st.ended) {
                read_comments_after_result(&st);
                goto end_of_game;
            }
            continue;
        }
        next_token(r, &tok);
        if (tok.kind == PK_TOK_EOF)
            break;
        if (!st.started) {
            if (tok.offset >= r->stop && stop_before(r, &tok))
                return false;
            start_game(&st, tok.line, tok.column);
        }
        switch (tok.kind) {
        case PK_TOK_TAG:
            if (st.in_movetext || (g->n_tags && tag_starts_record(g, tok.name, tok.name_len,
                                                                   tok.flags & PK_TOKF_AFTER_BLANK_LINE))) {
                r->pending = tok;
                r->has_pending = true;
                /* held for the next game, not copied: its text lives in the lexer's buffer until
                 * the next pk_pgn_next(), and the next call to read a game uses it before that */
                goto end_of_game;
            }
            add_tag(&st, &tok);
            break;
        case PK_TOK_ERROR:
            pk_game_diag(g, PK_SEV_ERROR, tok.code, tok.line, tok.column, 0, NULL, 0, "%s", tok.message);
            keep_unread_text(&st, &tok);
            break;
        case PK_TOK_RESULT:
            /* inside a variation too: the game ends here, and its open '(' are reported below */
            set_result(g, (pk_result)tok.number, tok.line, tok.column, tok.text, tok.len);
            if (tok.flags & PK_TOKF_NONSTANDARD)
                pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "non-standard", tok.line, tok.column, 0, tok.text,
                                              tok.len, "result '%.*s' is written %s in PGN", (int)tok.len, tok.text,
                                              tok.number == PK_RESULT_WHITE   ? "1-0"
                                              : tok.number == PK_RESULT_BLACK ? "0-1"
                                                                              : "1/2-1/2"),
                                 PK_FIX_WRITTEN);
            read_comments_after_result(&st);
            goto end_of_game;
        case PK_TOK_MOVE_NUMBER:
            if (st.in_movetext && move_one_starts_game(&st, &tok)) {
                r->pending = tok;
                r->has_pending = true;
                goto end_of_game;
            }
            st.in_movetext = true;
            st.move_number = (int32_t)(tok.number > INT32_MAX ? INT32_MAX : tok.number);
            st.head.dots = (uint8_t)(st.move_number == 0 ? 0 : tok.dots > 3 ? 3 : tok.dots);
            break;
        case PK_TOK_SYMBOL:
            st.in_movetext = true;
            if (add_plain_move_node(&st, &tok))
                break;
            if (tok.text[0] == '.' && strspn(tok.text, ".") >= tok.len)
                break; /* "5. ... Qd6": dots standing apart belong to the move number */
            add_move_node(&st, &tok);
            break;
        case PK_TOK_NAG:
            st.in_movetext = true;
            add_node(&st, &tok, PK_NODE_NAG, (int32_t)tok.number, 0);
            break;
        case PK_TOK_COMMENT:
            add_node(&st, &tok, PK_NODE_COMMENT, 0, 0);
            if (tok.flags & PK_TOKF_TRUNCATED)
                pk_game_diag(g, PK_SEV_ERROR, "limit", tok.line, tok.column, 0, NULL, 0,
                             "a comment longer than %d bytes: only the start is kept", PK_LIMIT_COMMENT);
            break;
        case PK_TOK_ESCAPE:
            add_node(&st, &tok, PK_NODE_ESCAPE, 0, 0);
            break;
        case PK_TOK_OPEN:
            st.in_movetext = true;
            st.depth++;
            st.head.depth = (uint16_t)st.depth;
            st.nodes_room = 0; /* room_for_short_move looks at the depth again (only a '(' passes the limit) */
            if (st.depth <= PK_LIMIT_DEPTH + 1) {
                st.open_line[st.depth] = tok.line;
                st.open_column[st.depth] = tok.column;
            }
            if (st.depth > PK_LIMIT_DEPTH)
                limit_once(g, &st.limit_depth, &tok, "variations nested more than 64 deep: the deeper ones are skipped");
            else
                add_node(&st, &tok, PK_NODE_OPEN, 0, 0);
            break;
        case PK_TOK_CLOSE:
            if (st.depth == 0) {
                pk_game_diag(g, PK_SEV_ERROR, "bad-syntax", tok.line, tok.column, 0, NULL, 0,
                             "')' without an opening '('");
                break;
            }
            add_node(&st, &tok, PK_NODE_CLOSE, 0, 0);
            st.depth--;
            st.head.depth = (uint16_t)st.depth;
            break;
        case PK_TOK_EOF:
            break;
        }
    }
end_of_game:
    if (!st.started)
        return false;
    g->end_offset = pk_pgn_lexer_offset(r->lx);
    g->stray = g->n_tags == 0 && g->result == PK_RESULT_NONE && g->n_diags == 0;
    for (size_t i = 0; i < g->n_nodes && g->stray; i++)
        g->stray = g->nodes[i].kind == PK_NODE_COMMENT || g->nodes[i].kind == PK_NODE_ESCAPE;
    if (g->stray)
        g->number = --r->games; /* not counted as a game */
    if (st.depth > 0) {
        pk_game_diag(g, PK_SEV_ERROR, "bad-syntax", st.open_line[1], st.open_column[1], 0, NULL, 0,
                     "this '(' is not closed%s: ')' is missing before the end of the game",
                     st.depth > 1 ? " (nor the variations inside it)" : "");
        /* close them so that the record stays well formed */
        while (st.depth > 0) {
            if (st.depth <= PK_LIMIT_DEPTH && g->n_nodes < PK_LIMIT_NODES &&
                grow((void **)&g->nodes, &g->nodes_cap, g->n_nodes, sizeof *g->nodes)) {
                pk_node *n = &g->nodes[g->n_nodes++];
                memset(n, 0, sizeof *n);
                n->kind = PK_NODE_CLOSE;
                n->depth = (uint16_t)st.depth;
                n->line = tok.line;
                n->column = tok.column;
            }
            st.depth--;
        }
    }
    return true;
}
