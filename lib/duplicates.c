/* Duplicate games: fingerprints and the store of the games seen (duplicates.h). */
#include "duplicates.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "prefault.h"
#include "variant.h"

/* ---- the fingerprint: two 64-bit lanes, each word mixed into both with different constants,
 * finished with MurmurHash3's finaliser ---- */

typedef struct {
    uint64_t a, b;
} hasher;

static inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline void hash_word(hasher *h, uint64_t w)
{
    h->a = rotl(h->a ^ (w * 0x87C37B91114253D5ULL), 31) * 0x4CF5AD432745937FULL + 0x52DCE729;
    h->b = rotl(h->b + (w * 0x9E3779B97F4A7C15ULL), 29) * 0xC2B2AE3D27D4EB4FULL + 0x38495AB5;
}

static inline uint64_t load64(const char *s)
{
    uint64_t w;
    memcpy(&w, s, sizeof w);
    return w;
}

static inline uint32_t load32(const char *s)
{
    uint32_t w;
    memcpy(&w, s, sizeof w);
    return w;
}

/* len bytes at s into the hash, in words: eight at a time, and the last word is the text's last
 * eight bytes, over some already hashed (the length tells where it starts); a text shorter than
 * eight is its first and last four bytes, or its first, middle and last byte, which with the
 * length tell it all. No loop over the bytes one by one: a tag's value is hashed in a few words.
 * The length is the caller's to hash before (so that fields cannot run into each other). */
static inline void hash_text(hasher *h, const char *s, size_t len)
{
    if (len >= 8) {
        const char *last = s + len - 8;
        for (; s < last; s += 8)
            hash_word(h, load64(s));
        hash_word(h, load64(last));
    } else if (len >= 4) {
        hash_word(h, load32(s) | (uint64_t)load32(s + len - 4) << 32);
    } else if (len > 0) {
        hash_word(h, (unsigned char)s[0] | (uint64_t)(unsigned char)s[len / 2] << 8 |
                         (uint64_t)(unsigned char)s[len - 1] << 16);
    }
}

/* len bytes at s into the hash, their length first. */
static void hash_bytes(hasher *h, const char *s, size_t len)
{
    hash_word(h, 0xFEEDull ^ ((uint64_t)len << 16));
    hash_text(h, s, len);
}

static void hash_str(hasher *h, const char *s) { hash_bytes(h, s ? s : "", s ? strlen(s) : 0); }

/* A tag's length, or for a missing tag one that no value has (a game's text is far shorter). */
static uint64_t tag_length(const pk_tag *t) { return t ? t->value_len : UINT32_MAX; }

/* A tag's value, its length hashed before (tag_length), into the hash; nothing when it is missing. */
static inline void hash_tag_text(hasher *h, const pk_game *g, const pk_tag *t)
{
    if (t)
        hash_text(h, g->text + t->value, t->value_len);
}

static uint64_t fmix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xFF51AFD7ED558CCDULL;
    k ^= k >> 33;
    k *= 0xC4CEB9FE1A85EC53ULL;
    k ^= k >> 33;
    return k;
}

/* hash_moves reads a node's kind, flags and depth as its first four bytes */
_Static_assert(offsetof(pk_node, kind) < 4 && offsetof(pk_node, flags) < 4 && offsetof(pk_node, depth) == 2,
               "pk_node: kind, flags and depth are no longer its first four bytes");

/* Moves buffered (n of them) into the hash: four 16-bit moves to a word, one mixing for four. */
static void hash_move_buffer(hasher *h, pk_move *buf, size_t n)
{
    while (n % 4)
        buf[n++] = PK_MOVE_NONE;
    for (size_t j = 0; j < n; j += 4) {
        uint64_t w;
        memcpy(&w, buf + j, sizeof w);
        hash_word(h, w);
    }
}

/* The main-line moves of g into the hash, as replayed; returns how many. A node's kind, flags and
 * depth, its first four bytes, are told at once: a main-line move (depth 0, not a detached sign)
 * is the word with none of mask's bits but a move's kind. The moves go through a buffer, so that
 * the loop over the nodes has no branch the processor cannot foresee. A move that could not be
 * replayed counts as none in its place, and by its text after the others (looked for only when
 * fewer moves were replayed than the main line has: the replay stops at its first error). */
static uint64_t hash_moves(hasher *h, const pk_game *g)
{
    const pk_node mask_node = {.kind = 0xFF, .flags = PK_NODEF_DETACHED, .depth = 0xFFFF};
    const pk_node move_node = {.kind = PK_NODE_MOVE};
    uint32_t mask, move_word;
    memcpy(&mask, &mask_node, sizeof mask);
    memcpy(&move_word, &move_node, sizeof move_word);
    pk_move buf[256 + 4];
    size_t k = 0;
    uint64_t moves = 0;
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        uint32_t head;
        memcpy(&head, n, sizeof head);
        if ((head & mask) != move_word)
            continue;
        buf[k++] = n->move;
        if (k == 256) {
            hash_move_buffer(h, buf, k);
            moves += k;
            k = 0;
        }
    }
    hash_move_buffer(h, buf, k);
    moves += k;
    for (size_t i = 0; moves != g->plies && i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        uint32_t head;
        memcpy(&head, n, sizeof head);
        if ((head & mask) == move_word && n->move == PK_MOVE_NONE)
            hash_bytes(h, g->text + n->text, n->len);
    }
    return moves;
}

/* The moves of a game whose every node is a main-line move that was replayed, into the hash: the
 * same words as hash_moves makes (four moves to a word, the last padded with PK_MOVE_NONE), read
 * straight from the nodes without looking at their kinds. Such a game is told by its plies: each
 * ply the replay counts is a main-line move node of its own, so as many plies as nodes leave no
 * node that is not one (no comment, NAG, variation, lone sign, or move not replayed). Most games
 * of a database are such games; a move costs a load here, against a test and a store there. */
static void hash_replayed_nodes(hasher *h, const pk_game *g)
{
    const pk_node *n = g->nodes;
    size_t count = g->n_nodes, i = 0;
    for (; i + 4 <= count; i += 4)
        hash_word(h, (uint64_t)n[i].move | (uint64_t)n[i + 1].move << 16 | (uint64_t)n[i + 2].move << 32 |
                         (uint64_t)n[i + 3].move << 48);
    if (i < count) {
        uint64_t w = 0;
        for (unsigned shift = 0; i < count; i++, shift += 16)
            w |= (uint64_t)n[i].move << shift;
        hash_word(h, w);
    }
}

/* The start position of a game told by its moves: none (the standard one) without a FEN tag; the
 * FEN as its board writes it when it was set up, so that its spelling does not matter (the
 * standard start written as a FEN is the standard start); else the tag's text. */
static void hash_start(hasher *h, const pk_game *g)
{
    const pk_board *board = g->row ? g->row->board : NULL;
    if (!pk_game_find_tag(g, "FEN")) {
        hash_bytes(h, "", 0); /* the game's standard start */
    } else if (g->set_up && board && board->start_of && board->fen_write && board->fen_words) {
        /* the FEN as the board writes it, so that its spelling does not matter; the standard
         * start written as a FEN is the standard start */
        char fen[PK_ANY_FEN_MAX], standard[PK_ANY_FEN_MAX];
        static char startpos[] = "startpos";
        char *const words[] = {startpos};
        board->fen_write(board->start_of(g), 0, fen);
        bool is_standard = board->fen_words(words, 1, standard, sizeof standard) == 1 && strcmp(fen, standard) == 0;
        hash_str(h, is_standard ? "" : fen);
    } else {
        hash_str(h, pk_game_tag(g, "FEN")); /* not set up: as written */
    }
}

/* The first tag of each name that a fingerprint holds (NULL: none), as pk_game_find_tag finds them,
 * in one pass over the tags rather than one a name, which stops once White, Black and Date are
 * found (the Seven Tag Roster puts them among the first six). */
typedef struct {
    const pk_tag *white, *red, *black, *date;
} player_tags;

static player_tags find_player_tags(const pk_game *g)
{
    player_tags p = {NULL, NULL, NULL, NULL};
    unsigned missing = 3; /* of White, Black and Date: one counter for the loop to test */
    for (size_t i = 0; i < g->n_tags && missing; i++) {
        const pk_tag *t = &g->tags[i];
        switch (t->name_len) {
        case 3:
            if (!p.red && memcmp(g->text + t->name, "Red", 3) == 0)
                p.red = t;
            break;
        case 4:
            if (!p.date && memcmp(g->text + t->name, "Date", 4) == 0) {
                p.date = t;
                missing--;
            }
            break;
        case 5:
            if (!p.white && memcmp(g->text + t->name, "White", 5) == 0) {
                p.white = t;
                missing--;
            } else if (!p.black && memcmp(g->text + t->name, "Black", 5) == 0) {
                p.black = t;
                missing--;
            }
            break;
        default:
            break;
        }
    }
    return p;
}

bool pk_game_fingerprint(const pk_game *g, pk_fingerprint *fp)
{
    hasher h = {0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL};
    uint64_t moves;
    if (g->plies == g->n_nodes) { /* (a game of no nodes has no moves either way) */
        hash_replayed_nodes(&h, g);
        moves = g->plies;
    } else {
        moves = hash_moves(&h, g);
    }
    if (moves == 0)
        return false;
    hash_word(&h, moves);
    hash_word(&h, (uintptr_t)g->variant); /* one static string per game, the same in a run */
    hash_start(&h, g);
    /* White (else Red), Black and Date: their three lengths in two words first, then their texts,
     * which the lengths tell apart */
    player_tags p = find_player_tags(g);
    const pk_tag *white = p.white ? p.white : p.red;
    hash_word(&h, tag_length(white) | tag_length(p.black) << 32);
    hash_word(&h, tag_length(p.date));
    hash_tag_text(&h, g, white);
    hash_tag_text(&h, g, p.black);
    hash_tag_text(&h, g, p.date);
    fp->lo = fmix(h.a ^ rotl(h.b, 17));
    fp->hi = fmix(h.b + h.a);
    return true;
}

/* ---- the store ---- */

/* A game seen: its fingerprint in four 32-bit words (no padding: 20 bytes) and its line. */
typedef struct {
    uint32_t fp[4];
    uint32_t line;
} seen_game;

#define CHUNK_GAMES 4096 /* the store grows by chunks, never copied: no slack of a doubled array */

struct pk_duplicates {
    seen_game **chunks;
    size_t n_chunks, chunks_cap;
    uint32_t count;         /* games noted */
    uint32_t *slots;        /* open addressing: a game's index + 1 and its tag (slot_value), 0 when free */
    size_t slots_cap;       /* a power of two */
    uint32_t *input_first;  /* the index of each input's first game noted, in input order */
    uint32_t *input_number; /* and that input's number */
    size_t n_inputs, inputs_cap;
};

pk_duplicates *pk_duplicates_new(void) { return calloc(1, sizeof(pk_duplicates)); }

void pk_duplicates_free(pk_duplicates *d)
{
    if (!d)
        return;
    for (size_t i = 0; i < d->n_chunks; i++)
        free(d->chunks[i]);
    free(d->chunks);
    free(d->slots);
    free(d->input_first);
    free(d->input_number);
    free(d);
}

size_t pk_duplicates_footprint(const pk_duplicates *d)
{
    return sizeof *d + d->n_chunks * CHUNK_GAMES * sizeof(seen_game) + d->chunks_cap * sizeof *d->chunks +
           d->slots_cap * sizeof *d->slots + d->inputs_cap * 2 * sizeof(uint32_t);
}

static seen_game *game_at(const pk_duplicates *d, uint32_t i) { return &d->chunks[i / CHUNK_GAMES][i % CHUNK_GAMES]; }

static bool same_fp(const seen_game *s, const pk_fingerprint *fp)
{
    return s->fp[0] == (uint32_t)fp->lo && s->fp[1] == (uint32_t)(fp->lo >> 32) && s->fp[2] == (uint32_t)fp->hi &&
           s->fp[3] == (uint32_t)(fp->hi >> 32);
}

/* A game's home slot (its first place to look) in an index of cap slots. */
static size_t home_slot(const seen_game *s, size_t cap) { return (s->fp[0] ^ ((size_t)s->fp[1] << 16)) & (cap - 1); }

/* A slot holds a game's index + 1 (0: free) in its low bits, below cap (the index is at most
 * three quarters full), and in the bits above, as many high bits of the game's fingerprint's
 * last word (its tag): a slot whose tag differs holds another game, told without reading the
 * store. The store is where the misses of the caches are: a lookup goes through about two
 * occupied slots before its own, or to a free one, over six for a game not seen at three
 * quarters full, and each would read a game of the store, anywhere in a megabyte for 50,000
 * games; with the tag, only the game found is read. 16 bits of tag at 65,536 slots, fewer as
 * the index grows; none from 2^32 slots on (then the index takes the 32 bits). */
static uint32_t tag_bits(size_t cap) { return ~(uint32_t)(cap - 1); }
static uint32_t slot_value(const seen_game *s, uint32_t index, size_t cap)
{
    return (s->fp[3] & tag_bits(cap)) | (index + 1);
}
static uint32_t slot_index(uint32_t slot, size_t cap) { return (slot & (uint32_t)(cap - 1)) - 1; }

/* How many games ahead grow_slots asks for the slot a game will go to. */
#define GROW_PREFETCH 16

/* Doubles the index (at least 1024 slots) and puts every game back into it. The games come in
 * the order they were noted, their slots anywhere in the new index: each slot is asked for
 * GROW_PREFETCH games before it is written, so that the cache misses overlap rather than come
 * one after another (on the pgnmentor file, 41 alternating pairs kept on one processor,
 * --duplicates took 1.08x plain validation's time, 1.05x with this). */
static bool grow_slots(pk_duplicates *d)
{
    size_t cap = d->slots_cap ? d->slots_cap * 2 : 1024;
    uint32_t *slots = calloc(cap, sizeof *slots);
    if (!slots)
        return false;
    pk_prefault(slots, cap * sizeof *slots);
    for (uint32_t i = 0; i < d->count; i++) {
        if (i + GROW_PREFETCH < d->count)
            __builtin_prefetch(&slots[home_slot(game_at(d, i + GROW_PREFETCH), cap)], 1);
        const seen_game *s = game_at(d, i);
        size_t k = home_slot(s, cap);
        while (slots[k])
            k = (k + 1) & (cap - 1);
        slots[k] = slot_value(s, i, cap);
    }
    free(d->slots);
    d->slots = slots;
    d->slots_cap = cap;
    return true;
}

static bool note_input(pk_duplicates *d, uint32_t input)
{
    if (d->n_inputs && d->input_number[d->n_inputs - 1] == input)
        return true;
    if (d->n_inputs == d->inputs_cap) {
        size_t cap = d->inputs_cap ? d->inputs_cap * 2 : 16;
        uint32_t *first = realloc(d->input_first, cap * sizeof *first);
        if (!first)
            return false;
        d->input_first = first;
        uint32_t *number = realloc(d->input_number, cap * sizeof *number);
        if (!number)
            return false;
        d->input_number = number;
        d->inputs_cap = cap;
    }
    d->input_first[d->n_inputs] = d->count;
    d->input_number[d->n_inputs++] = input;
    return true;
}

/* The input of game i: the last input whose first game is at or before it. */
static uint32_t input_of(const pk_duplicates *d, uint32_t i)
{
    size_t lo = 0, hi = d->n_inputs;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (d->input_first[mid] <= i)
            lo = mid;
        else
            hi = mid;
    }
    return d->input_number[lo];
}

int pk_duplicates_note(pk_duplicates *d, const pk_fingerprint *fp, uint32_t input, uint32_t line,
                       uint32_t *earlier_input, uint32_t *earlier_line)
{
    seen_game probe = {{(uint32_t)fp->lo, (uint32_t)(fp->lo >> 32), (uint32_t)fp->hi, (uint32_t)(fp->hi >> 32)}, line};
    if (d->slots_cap) {
        const size_t cap = d->slots_cap;
        const uint32_t tag = probe.fp[3] & tag_bits(cap);
        for (size_t k = home_slot(&probe, cap); d->slots[k]; k = (k + 1) & (cap - 1)) {
            if ((d->slots[k] & tag_bits(cap)) != tag)
                continue; /* another game's */
            uint32_t i = slot_index(d->slots[k], cap);
            const seen_game *s = game_at(d, i);
            if (same_fp(s, fp)) {
                *earlier_input = input_of(d, i);
                *earlier_line = s->line;
                return 1;
            }
        }
    }
    if (d->count == UINT32_MAX - 1)
        return -1;
    /* the index stays at most three quarters full */
    if ((size_t)(d->count + 1) * 4 > d->slots_cap * 3 && !grow_slots(d))
        return -1;
    if (d->count / CHUNK_GAMES == d->n_chunks) {
        if (d->n_chunks == d->chunks_cap) {
            size_t cap = d->chunks_cap ? d->chunks_cap * 2 : 16;
            seen_game **chunks = realloc(d->chunks, cap * sizeof *chunks);
            if (!chunks)
                return -1;
            d->chunks = chunks;
            d->chunks_cap = cap;
        }
        if (!(d->chunks[d->n_chunks] = malloc(CHUNK_GAMES * sizeof(seen_game))))
            return -1;
        pk_prefault(d->chunks[d->n_chunks], CHUNK_GAMES * sizeof(seen_game));
        d->n_chunks++;
    }
    if (!note_input(d, input))
        return -1;
    *game_at(d, d->count) = probe;
    size_t k = home_slot(&probe, d->slots_cap);
    while (d->slots[k])
        k = (k + 1) & (d->slots_cap - 1);
    d->slots[k] = slot_value(&probe, d->count, d->slots_cap);
    d->count++;
    return 0;
}

size_t pk_duplicate_plain_name(const char *name)
{
    size_t len = 0;
    for (; name[len]; len++)
        if ((unsigned char)name[len] >= 0x80)
            return SIZE_MAX;
    return len;
}

size_t pk_duplicate_message(char *out, size_t size, const char *name, size_t name_len, uint32_t line)
{
    static const char head[] = "the same game as ", tail[] = ": the same start, main-line moves, players and date";
    static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                "8081828384858687888990919293949596979899";
    char digits[10]; /* UINT32_MAX has ten; written from the end, two at a time */
    char *d = digits + sizeof digits;
    for (; line >= 100; line /= 100) {
        d -= 2;
        memcpy(d, pairs + 2 * (line % 100), 2);
    }
    if (line >= 10) {
        d -= 2;
        memcpy(d, pairs + 2 * line, 2);
    } else {
        *--d = (char)('0' + line);
    }
    size_t n_digits = (size_t)(digits + sizeof digits - d);
    size_t len = sizeof head - 1 + name_len + 1 + n_digits + sizeof tail - 1;
    if (name_len >= size || len >= size)
        return 0;
    char *o = out;
    memcpy(o, head, sizeof head - 1);
    o += sizeof head - 1;
    memcpy(o, name, name_len);
    o += name_len;
    *o++ = ':';
    memcpy(o, d, n_digits);
    o += n_digits;
    memcpy(o, tail, sizeof tail); /* with its NUL */
    return len;
}
