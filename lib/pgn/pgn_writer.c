/* Writing PGN in export format. */
#include "pgn_writer.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void pk_pgnw_init(pk_pgn_writer *w, FILE *out)
{
    w->out = out;
    w->column = 0;
    w->glue = false;
    w->used = 0;
}

void pk_pgnw_flush(pk_pgn_writer *w)
{
    if (w->used) {
        fwrite(w->buffer, 1, w->used, w->out);
        w->used = 0;
    }
}

static void put(pk_pgn_writer *w, const char *s, size_t len)
{
    if (len > PK_PGNW_BUFFER - w->used) {
        pk_pgnw_flush(w);
        if (len > PK_PGNW_BUFFER) { /* a huge comment word: straight through */
            fwrite(s, 1, len, w->out);
            return;
        }
    }
    memcpy(w->buffer + w->used, s, len);
    w->used += len;
}

static void put_char(pk_pgn_writer *w, char c)
{
    if (w->used == PK_PGNW_BUFFER)
        pk_pgnw_flush(w);
    w->buffer[w->used++] = c;
}

/* The bytes of a tag value that are not copied as they are: the end, quotes and backslashes
 * (escaped), line breaks (dropped). */
static const unsigned char value_special[256] = {[0] = 1, ['"'] = 1, ['\\'] = 1, ['\n'] = 1, ['\r'] = 1};

/* A tag line byte by byte, for the value that holds a byte of value_special (or is too long for
 * the buffer): the name and the value up to their NUL, two bytes of room kept for an escaped one. */
static void put_tag_escaped(pk_pgn_writer *w, const char *name, const char *value)
{
    put_char(w, '[');
    put(w, name, strlen(name));
    put(w, " \"", 2);
    char *p = w->buffer + w->used, *room_end = w->buffer + PK_PGNW_BUFFER - 1;
    for (const char *v = value;; v++) {
        unsigned char c = (unsigned char)*v;
        if (p >= room_end) {
            w->used = (size_t)(p - w->buffer);
            pk_pgnw_flush(w);
            p = w->buffer;
        }
        if (!value_special[c]) { /* one test for the common byte */
            *p++ = (char)c;
            continue;
        }
        if (!c)
            break;
        if (c == '"' || c == '\\') {
            *p++ = '\\';
            *p++ = (char)c;
        } /* line breaks are dropped */
    }
    w->used = (size_t)(p - w->buffer);
    put(w, "\"]\n", 3);
}

/* A text of a tag line: its bytes and their count; padded when the 16-byte blocks that cover
 * them may all be read (a table's padded entry, or a text of a game whose arena has room after
 * its texts), so that it is copied and looked at a block at a time. */
typedef struct {
    const char *s;
    size_t len;
    bool padded;
} tag_part;

static tag_part unpadded(const char *s) { return (tag_part){s, strlen(s), false}; }

/* Copies the text to p, which has 16 bytes of room past it; returns its end. A padded text of
 * one block (names nearly always) is one copy of fixed size; longer ones are left to memcpy. */
static inline char *copy_tag_part(char *p, tag_part t)
{
    if (t.padded && t.len <= 16)
        memcpy(p, t.s, 16);
    else
        memcpy(p, t.s, t.len);
    return p + t.len;
}

/* Copies a value to p as copy_tag_part does, and tells whether none of its bytes needs care in a
 * tag line (none of value_special): when one does, what was copied is to be written again by
 * put_tag_escaped. With SSE2, a padded value is looked at a block at a time as it is copied,
 * every byte below 0x20 being taken for one that needs care (line breaks and NUL do; a tab, which
 * does not, then only goes the slower way). */
static inline bool copy_plain_value(char *p, tag_part t)
{
#if defined(__SSE2__)
    if (t.padded) {
        /* the bytes of the value among the last block's 16 (0 to 16 of them) */
        static const uint32_t first_bits[17] = {0,     0x1,    0x3,    0x7,    0xF,    0x1F,   0x3F,
                                                0x7F,  0xFF,   0x1FF,  0x3FF,  0x7FF,  0xFFF,  0x1FFF,
                                                0x3FFF, 0x7FFF, 0xFFFF};
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), control = _mm_set1_epi8(0x1F);
        unsigned care = 0;
        size_t i = 0;
        for (;; i += 16) { /* nearly always one block */
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(t.s + i));
            _mm_storeu_si128((__m128i *)(void *)(p + i), x);
            __m128i c = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quote), _mm_cmpeq_epi8(x, backslash)),
                                     _mm_cmpeq_epi8(_mm_min_epu8(x, control), x)); /* x <= 0x1F */
            unsigned mask = (unsigned)_mm_movemask_epi8(c);
            if (t.len - i <= 16) { /* not the bytes past the value */
                care |= mask & first_bits[t.len - i];
                break;
            }
            care |= mask;
        }
        return care == 0;
    }
#endif
    for (size_t i = 0; i < t.len; i++)
        if (value_special[(unsigned char)t.s[i]])
            return false;
    copy_tag_part(p, t);
    return true;
}

/* A tag line's head ('[', name, ' "') and value, then '"]' and a line break: straight into the
 * buffer when the value needs no care (the tags of nearly every game), else through
 * put_tag_escaped, with the name. The head is one padded block of its own (the roster's, made
 * beforehand), or made here of the name when head.s is NULL. The name is written as it is either
 * way (names hold no NUL: a game's are letters, digits, '_', '-' and UTF-8). */
static inline __attribute__((always_inline)) void put_tag_line(pk_pgn_writer *w, tag_part head, tag_part name,
                                                                 tag_part value)
{
    size_t need = name.len + value.len + 6 + 16; /* 16: the block copies' slack */
    if (need > PK_PGNW_BUFFER - w->used)
        pk_pgnw_flush(w);
    if (need <= PK_PGNW_BUFFER) {
        char *p = w->buffer + w->used;
        if (head.s) { /* one block */
            memcpy(p, head.s, 16);
            p += head.len;
        } else {
            *p++ = '[';
            p = copy_tag_part(p, name);
            memcpy(p, " \"", 2);
            p += 2;
        }
        if (copy_plain_value(p, value)) {
            memcpy(p + value.len, "\"]\n", 3);
            w->used = (size_t)(p + value.len + 3 - w->buffer);
            return;
        }
    }
    put_tag_escaped(w, name.s, value.s);
}

static void put_tag(pk_pgn_writer *w, tag_part name, tag_part value)
{
    put_tag_line(w, (tag_part){NULL, 0, false}, name, value);
}

void pk_pgnw_tag(pk_pgn_writer *w, const char *name, const char *value)
{
    put_tag(w, unpadded(name), unpadded(value));
}

/* The Seven Tag Roster's names, and the values of those missing: padded to 16 bytes, for
 * put_tag's block copies. */
static const char roster[7][16] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
static const uint8_t roster_len[7] = {5, 4, 4, 5, 5, 5, 6};
static const char roster_heads[7][16] = {"[Event \"", "[Site \"",  "[Date \"",  "[Round \"",
                                         "[White \"", "[Black \"", "[Result \""};
static const char roster_unknown[7][16] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
static const uint8_t roster_unknown_len[7] = {1, 1, 10, 1, 1, 1, 1};

/* The place of a tag name of len bytes in the Seven Tag Roster, or -1: told by its length and
 * first byte, then compared whole (compares of a known size, which need no call). */
static int roster_index(const char *name, size_t len)
{
    int i;
    switch (len) {
    case 4:
        i = name[0] == 'S' ? 1 : name[0] == 'D' ? 2 : -1;
        return i >= 0 && memcmp(name, roster[i], 4) == 0 ? i : -1;
    case 5:
        i = name[0] == 'E' ? 0 : name[0] == 'R' ? 3 : name[0] == 'W' ? 4 : name[0] == 'B' ? 5 : -1;
        return i >= 0 && memcmp(name, roster[i], 5) == 0 ? i : -1;
    case 6: return memcmp(name, roster[6], 6) == 0 ? 6 : -1;
    default: return -1;
    }
}

/* A tag to write: its name and value. */
typedef struct {
    tag_part name, value;
} tag_text;

/* Insertion sort by name: stable, and games have few tags. */
static void sort_by_name(tag_text *tags, size_t n)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(tags[j - 1].name.s, tags[j].name.s) > 0; j--) {
            tag_text t = tags[j];
            tags[j] = tags[j - 1];
            tags[j - 1] = t;
        }
}

/* The change of the tag called name (the first of that name only, first set true), or NULL. */
static const pk_tag_change *change_of(const char *name, const pk_tag_change *changes, size_t n, bool *used)
{
    for (size_t i = 0; i < n; i++)
        if (!used[i] && strcmp(changes[i].name, name) == 0) {
            used[i] = true;
            return &changes[i];
        }
    return NULL;
}

/* ---- the tags of a padded game, by the layout of the game before ---------------------------- */

/* Which tag goes on which line depends only on the names of the game's tags, in their order,
 * and most files give every game the same names in the same order. So the layout found for a
 * game (the line of each tag) is kept, thread by thread, with the names it was found for, and
 * used again for the next game whose names are the same: its names are then compared (16 bytes
 * at a time) rather than looked up in the roster and sorted. A game with more than LAYOUT_TAGS
 * tags or a name of more than LAYOUT_NAME bytes is not laid out so: it goes the general way
 * (pk_pgnw_tags_changed). */
#define LAYOUT_TAGS 32
#define LAYOUT_NAME 16

/* A tag line: its head ('[', the name, ' "'), 16 bytes of which head_len are kept, and the
 * place of its tag among the game's; a roster line without a tag (tag -1) has the value
 * `unknown` ("?"). */
typedef struct {
    const char *head;
    const char *unknown;
    uint8_t head_len, unknown_len;
    int8_t tag;
} tag_line;

typedef struct {
    bool kept;                                /* false: none */
    size_t n_tags;                            /* the names laid out */
    uint8_t name_len[LAYOUT_TAGS];
    char names[LAYOUT_TAGS][LAYOUT_NAME];     /* each name, the bytes past it 0 */
    size_t n_lines;                           /* 7 roster lines, then the others in name order */
    tag_line lines[7 + LAYOUT_TAGS];
    char heads[LAYOUT_TAGS][16];              /* the other lines' heads ('[', name, ' "') */
} tag_layout;

static _Thread_local tag_layout kept_layout;

/* The first len bytes of 16 (len <= 16), as a mask of a block of 16 bytes read from memory. */
static const unsigned char name_masks[LAYOUT_NAME + 1][LAYOUT_NAME] = {
    {0},
    {0xFF},
    {0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}};

/* The first LAYOUT_NAME bytes of a name of len bytes (at most LAYOUT_NAME), those past it 0. */
static inline void name_block(const char *name, size_t len, char out[LAYOUT_NAME])
{
    uint64_t x[2], m[2];
    memcpy(x, name, LAYOUT_NAME);
    memcpy(m, name_masks[len], LAYOUT_NAME);
    x[0] &= m[0];
    x[1] &= m[1];
    memcpy(out, x, LAYOUT_NAME);
}

/* The first 8 bytes of a name block, the first the highest: compared as numbers, two names'
 * keys differ where strcmp finds them to differ, unless both names have 8 bytes or more and
 * the same first 8 (the bytes past a name are 0, as is its end). */
static inline uint64_t order_key(const char block[LAYOUT_NAME])
{
    uint64_t x;
    memcpy(&x, block, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    return x;
}

/* The Seven Tag Roster's place (plus one) by the key of its name (pk_tag_key, which sets them
 * apart), 0 for the other keys. */
static const int8_t roster_by_key[64] = {[45] = 1, [51] = 2, [36] = 3, [58] = 4, [63] = 5, [42] = 6, [2] = 7};

/* The place of a name, given with its block, in the Seven Tag Roster, or -1: told by its key,
 * then compared whole (the roster's names padded with zeros as a block is). */
static inline int roster_place(const char block[LAYOUT_NAME], size_t len)
{
    int i = roster_by_key[pk_tag_key(len, block[0])] - 1;
    return i >= 0 && len == roster_len[i] && memcmp(block, roster[i], LAYOUT_NAME) == 0 ? i : -1;
}

/* Whether the game's tags have the names of the layout, in its order (the game padded). */
static inline bool same_names(const tag_layout *l, const pk_game *g)
{
    if (!l->kept || g->n_tags != l->n_tags)
        return false;
    for (size_t i = 0; i < g->n_tags; i++) {
        const pk_tag *t = &g->tags[i];
        if (t->name_len != l->name_len[i])
            return false;
        char block[LAYOUT_NAME];
        name_block(g->text + t->name, t->name_len, block);
        if (memcmp(block, l->names[i], LAYOUT_NAME) != 0)
            return false;
    }
    return true;
}

/* Lays out the tags of g (padded) in l, as pk_pgnw_tags_changed orders them: the first tag of
 * each roster name on its line, the others (roster repeats among them) sorted by name, stable.
 * False, with nothing kept, when g has too many tags or too long a name. */
static bool lay_out(tag_layout *l, const pk_game *g)
{
    l->kept = false;
    if (g->n_tags > LAYOUT_TAGS)
        return false;
    for (int r = 0; r < 7; r++)
        l->lines[r] = (tag_line){roster_heads[r], roster_unknown[r], roster_len[r] + 3u, roster_unknown_len[r], -1};
    uint64_t order[LAYOUT_TAGS];
    uint8_t other[LAYOUT_TAGS];
    size_t n = 0;
    for (size_t i = 0; i < g->n_tags; i++) {
        const pk_tag *t = &g->tags[i];
        tag_part name = {g->text + t->name, t->name_len, true};
        if (name.len > LAYOUT_NAME)
            return false;
        l->name_len[i] = (uint8_t)name.len;
        name_block(name.s, name.len, l->names[i]);
        int r = roster_place(l->names[i], name.len);
        if (r >= 0 && l->lines[r].tag < 0) {
            l->lines[r].tag = (int8_t)i;
            continue;
        }
        /* a roster tag given twice has its first value in the roster: the repeat goes with the
         * others, as a repeated tag of theirs does, so that nothing read is lost; the others in
         * name order, each after those whose names do not come after its own */
        uint64_t key = order_key(l->names[i]);
        size_t j = n++;
        for (; j > 0 && (order[j - 1] > key ||
                         (order[j - 1] == key && strcmp(g->text + g->tags[other[j - 1]].name, name.s) > 0));
             j--) {
            order[j] = order[j - 1];
            other[j] = other[j - 1];
        }
        order[j] = key;
        other[j] = (uint8_t)i;
    }
    for (size_t k = 0; k < n; k++) {
        size_t len = l->name_len[other[k]];
        char *h = l->heads[k];
        l->lines[7 + k] = (tag_line){h, NULL, 0, 0, (int8_t)other[k]};
        if (len + 3 > 16) /* a longer head is made by put_tag_line of the name (head_len 0) */
            continue;
        memset(h, 0, 16);
        h[0] = '[';
        memcpy(h + 1, l->names[other[k]], len);
        memcpy(h + 1 + len, " \"", 2);
        l->lines[7 + k].head_len = (uint8_t)(len + 3);
    }
    l->n_lines = 7 + n;
    l->n_tags = g->n_tags;
    l->kept = true;
    return true;
}

/* The line of a tag at p: its head, a block of 16 bytes of which head_len are kept, and its
 * value (padded); p has room for them and 3 bytes more, with 16 of slack. Returns its end, or
 * NULL when the value needs care (copy_plain_value): then put_tag_escaped is to write it. */
static inline char *put_plain_line(char *p, const char *head, size_t head_len, tag_part value)
{
    memcpy(p, head, 16);
    p += head_len;
    if (!copy_plain_value(p, value))
        return NULL;
    memcpy(p + value.len, "\"]\n", 3);
    return p + value.len + 3;
}

/* The tag line of a layout at p (as put_plain_line), with the given value; when it cannot be
 * stored at once (in_place false: the buffer may lack room; a head not made; a value not padded
 * or needing care), through w, the buffer's end first set to p. Returns the buffer's end. */
static inline __attribute__((always_inline)) char *put_laid_out_line(pk_pgn_writer *w, char *p, const tag_line *line,
                                                                       tag_part name, tag_part value, bool in_place)
{
    if (in_place && line->head_len && value.padded) {
        char *end = put_plain_line(p, line->head, line->head_len, value);
        if (end)
            return end;
    }
    w->used = (size_t)(p - w->buffer);
    put_tag_line(w, (tag_part){line->head_len ? line->head : NULL, line->head_len, true}, name, value);
    return w->buffer + w->used;
}

/* The tag lines of g by its layout l, as put_tags_of_padded_game says; in_place: the buffer
 * surely has room for them all, so that each is stored without a test of its own. */
static inline __attribute__((always_inline)) void put_laid_out_lines(pk_pgn_writer *w, const pk_game *g,
                                                                       const tag_layout *l, const char *result,
                                                                       bool result_if_missing, bool in_place)
{
    const char *text = g->text;
    const pk_tag *tags = g->tags;
    char *p = w->buffer + w->used;
    size_t n_lines = l->n_lines;
    for (size_t k = 0; k < n_lines; k++) {
        const tag_line *line = &l->lines[k];
        const pk_tag *t = line->tag >= 0 ? &tags[line->tag] : NULL;
        tag_part value = t ? (tag_part){text + t->value, t->value_len, true}
                           : (tag_part){line->unknown, line->unknown_len, true};
        /* the Result line's value, when not the tag's own */
        if (k == 6 && result && (result_if_missing ? !t : value.s != result))
            value = unpadded(result);
        tag_part name = t ? (tag_part){text + t->name, t->name_len, true} : (tag_part){roster[k], roster_len[k], true};
        /* a tag given twice is kept twice: validate reports it */
        p = put_laid_out_line(w, p, line, name, value, in_place);
    }
    w->used = (size_t)(p - w->buffer);
}

/* pk_pgnw_tags_changed without changes, for a game whose texts are padded (the tags of nearly
 * every game): the same lines, by the layout of its names (kept_layout). What the Result tag
 * says is `result`, unless it is the Result tag's own value (result_if_missing false, as
 * pk_pgnw_tags), or only when the game has no Result tag (result_if_missing true). */
static void put_tags_of_padded_game(pk_pgn_writer *w, const pk_game *g, const char *result, bool result_if_missing)
{
    tag_layout *l = &kept_layout;
    if (!same_names(l, g) && !lay_out(l, g)) {
        if (result_if_missing) {
            const char *tag = pk_game_tag(g, "Result");
            result = tag ? tag : result;
        }
        pk_pgnw_tags_changed(w, g, result, NULL, 0);
        return;
    }
    /* the lines in the buffer at once when they surely fit: every value is a text of the game,
     * written at most twice its length (escaped), with the rest of its line in 48 bytes */
    size_t bound = 2 * g->text_len + 48 * l->n_lines + (result ? strlen(result) : 0);
    if (bound > PK_PGNW_BUFFER - w->used)
        pk_pgnw_flush(w);
    if (bound > PK_PGNW_BUFFER)
        put_laid_out_lines(w, g, l, result, result_if_missing, false);
    else
        put_laid_out_lines(w, g, l, result, result_if_missing, true);
    pk_pgnw_tags_end(w);
}

/* Every text of the game ends before text_len: with 16 bytes more of the arena, the blocks that
 * cover any of them can be read. */
static bool texts_padded(const pk_game *g) { return g->text_len + 16 <= g->text_cap; }

void pk_pgnw_tags(pk_pgn_writer *w, const pk_game *g, const char *result)
{
    if (texts_padded(g))
        put_tags_of_padded_game(w, g, result, false);
    else
        pk_pgnw_tags_changed(w, g, result, NULL, 0);
}

void pk_pgnw_tags_or_result(pk_pgn_writer *w, const pk_game *g, const char *result)
{
    if (texts_padded(g)) {
        put_tags_of_padded_game(w, g, result, true);
    } else {
        const char *tag = pk_game_tag(g, "Result");
        pk_pgnw_tags_changed(w, g, tag ? tag : result, NULL, 0);
    }
}

void pk_pgnw_tags_changed(pk_pgn_writer *w, const pk_game *g, const char *result, const pk_tag_change *changes,
                          size_t n_changes)
{
    /* one pass sorts the tags into the roster's (the first of each name, as pk_game_tag finds)
     * and the others */
    tag_part in_roster[7];
    bool found[7] = {false};
    bool used[PK_PGNW_CHANGES_MAX] = {false};
    if (n_changes > PK_PGNW_CHANGES_MAX)
        n_changes = PK_PGNW_CHANGES_MAX;
    tag_text few[64];
    bool padded = texts_padded(g);
    size_t room = g->n_tags + n_changes;
    tag_text *others = room <= 64 ? few : malloc(sizeof *others * room);
    size_t n = 0;
    for (size_t i = 0; i < g->n_tags; i++) {
        const pk_tag *t = &g->tags[i];
        tag_part name = {g->text + t->name, t->name_len, padded}, value = {g->text + t->value, t->value_len, padded};
        int r = roster_index(name.s, name.len);
        /* a roster tag given twice has its first value in the roster: the repeat goes with the
         * others, as a repeated tag of theirs does, so that nothing read is lost */
        bool first = r >= 0 && !found[r];
        const pk_tag_change *c = n_changes && (first || r < 0) ? change_of(name.s, changes, n_changes, used) : NULL;
        if (c)
            value = unpadded(c->value);
        if (first) {
            in_roster[r] = value;
            found[r] = true;
        } else if (others) {
            others[n++] = (tag_text){name, value};
        }
    }
    for (size_t i = 0; i < n_changes; i++) /* the tags added */
        if (!used[i]) {
            tag_part name = unpadded(changes[i].name);
            int r = roster_index(name.s, name.len);
            if (r >= 0 && !found[r]) {
                in_roster[r] = unpadded(changes[i].value);
                found[r] = true;
            } else if (r < 0 && others) {
                others[n++] = (tag_text){name, unpadded(changes[i].value)};
            }
        }
    for (int i = 0; i < 7; i++) {
        tag_part v = found[i] ? in_roster[i] : (tag_part){roster_unknown[i], roster_unknown_len[i], true};
        if (i == 6 && result && !(found[6] && result == in_roster[6].s)) /* not the tag's own value */
            v = unpadded(result);
        put_tag_line(w, (tag_part){roster_heads[i], roster_len[i] + 3u, true}, (tag_part){roster[i], roster_len[i], true},
                     v);
    }
    if (others) {
        sort_by_name(others, n);
        for (size_t i = 0; i < n; i++) /* a tag given twice is kept twice: validate reports it */
            put_tag_line(w, (tag_part){NULL, 0, false}, others[i].name, others[i].value);
        if (others != few)
            free(others);
    }
    pk_pgnw_tags_end(w);
}

void pk_pgnw_tags_end(pk_pgn_writer *w)
{
    put_char(w, '\n');
    w->column = 0;
}

/* Columns taken: UTF-8 characters, not bytes (as pk_utf8_length counts). Nearly every word is
 * ASCII, a byte a column: that is told four bytes at a time first. */
static inline int text_width(const char *s, size_t len)
{
    uint32_t high = 0;
    size_t i = 0;
    for (; i + 4 <= len; i += 4) {
        uint32_t four;
        memcpy(&four, s + i, 4);
        high |= four;
    }
    for (; i < len; i++)
        high |= (unsigned char)s[i];
    if (!(high & 0x80808080u))
        return (int)len;
    int width = 0;
    for (i = 0; i < len; i++)
        width += ((unsigned char)s[i] & 0xC0) != 0x80;
    return width;
}

/* What goes before a word of that width on a line at *column, after "(" when *glue: a space,
 * a line break or nothing (0), with the column and glue updated for it. */
static inline char separator_at(int *column, bool *glue, int width)
{
    if (*glue) {
        *glue = false;
        if (*column + width <= PK_PGN_WIDTH)
            return 0;
    }
    if (*column == 0)
        return 0;
    if (*column + 1 + width > PK_PGN_WIDTH) {
        *column = 0;
        return '\n';
    }
    (*column)++;
    return ' ';
}

static inline char separator_before(pk_pgn_writer *w, int width)
{
    return separator_at(&w->column, &w->glue, width);
}

static void break_if_needed(pk_pgn_writer *w, int width)
{
    char separator = separator_before(w, width);
    if (separator)
        put_char(w, separator);
}

void pk_pgnw_word(pk_pgn_writer *w, const char *s, size_t len)
{
    int width = text_width(s, len);
    break_if_needed(w, width);
    put(w, s, len);
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
        put(w, number, nlen);
        put_char(w, ' ');
    }
    put(w, move, mlen);
    w->column += width;
}

void pk_pgnw_word_finish(pk_pgn_writer *w, size_t len)
{
    /* the word stands one byte after the buffered text (pk_pgnw_word_start): that byte takes
     * the separator, or the word moves back over it */
    char *word = w->buffer + w->used + 1;
    int width = (int)len; /* ASCII, as the caller vouches */
    char separator = separator_before(w, width);
    if (separator) {
        word[-1] = separator;
        w->used++;
    } else if (len <= 16 && w->used + 1 + 16 <= PK_PGNW_BUFFER) {
        /* a move with its number: moved back as a block of 16 bytes, not by a call */
        char block[16];
        memcpy(block, word, 16);
        memcpy(word - 1, block, 16);
    } else {
        memmove(word - 1, word, len);
    }
    w->used += len;
    w->column += width;
}

void pk_pgnw_glued(pk_pgn_writer *w, const char *s, size_t len)
{
    w->glue = false;
    if (w->column > 0 && w->column + text_width(s, len) > PK_PGN_WIDTH) {
        put_char(w, '\n');
        w->column = 0;
    }
    put(w, s, len);
    w->column += text_width(s, len);
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

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
        put_char(w, ';');
        for (size_t k = 0; k < len; k++)
            put_char(w, text[k] == '\n' || text[k] == '\r' ? ' ' : text[k]);
        put_char(w, '\n');
        w->column = 0;
        return;
    }
    size_t i = 0;
    bool first = true;
    while (i < len && is_blank(text[i]))
        i++;
    if (i == len) {
        pk_pgnw_word(w, "{}", 2);
        return;
    }
    while (i < len) {
        size_t start = i;
        while (i < len && !is_blank(text[i]))
            i++;
        size_t end = i;
        while (i < len && is_blank(text[i]))
            i++;
        bool last = i == len;
        int width = text_width(text + start, end - start) + (first ? 1 : 0) + (last ? 1 : 0);
        break_if_needed(w, width);
        if (w->column == 0 && !first && text[start] == '[') {
            /* a comment line must not start like a game's first tag ([Event "): readers take
             * that for the end of an unterminated comment */
            put_char(w, ' ');
            w->column++;
        }
        if (first)
            put_char(w, '{');
        put(w, text + start, end - start);
        if (last)
            put_char(w, '}');
        w->column += width;
        first = false;
    }
}

void pk_pgnw_escape(pk_pgn_writer *w, const char *text, size_t len)
{
    if (w->column > 0)
        put_char(w, '\n');
    put_char(w, '%');
    put(w, text, len);
    put_char(w, '\n');
    w->column = 0;
}

void pk_pgnw_end(pk_pgn_writer *w)
{
    if (w->column > 0 && w->used + 2 <= PK_PGNW_BUFFER) { /* two bytes stored, not copied by a call */
        w->buffer[w->used] = '\n';
        w->buffer[w->used + 1] = '\n';
        w->used += 2;
    } else if (w->column > 0) {
        put(w, "\n\n", 2);
    } else {
        put_char(w, '\n');
    }
    w->column = 0;
    pk_pgnw_flush(w);
}
