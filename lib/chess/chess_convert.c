/* Converting a game record into another notation, in PGN export layout or JSON. */
#include "chess_game.h"
#include "convert.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"
#include "descriptive.h"
#include "fen.h"
#include "game_walk.h"
#include "iccf.h"
#include "json_record.h"
#include "pgn_writer.h"
#include "report.h"
#include "san.h"

size_t pk_format_move(const pk_position *pos, pk_move m, const pk_convert_options *opt, char *out)
{
    switch (opt->target) {
    case PK_TO_LAN: return pk_lan_format(pos, m, opt->lang, out);
    case PK_TO_UCI: return pk_uci_format(m, out);
    case PK_TO_DESCRIPTIVE:
        return pk_descriptive_format(pos, m, opt->lang && strcmp(opt->lang->code, "it") == 0 ? PK_DESC_IT : PK_DESC_EN,
                                     out);
    case PK_TO_ICCF:
        if (m == PK_MOVE_NULL) {
            memcpy(out, "--", 3);
            return 2;
        }
        return pk_iccf_format(m, out);
    default: return pk_san_format(pos, m, opt->lang, out);
    }
}

/* The SAN facts of a walked move: those the check recorded, else found from the positions. */
static inline pk_san_facts walked_san_facts(const pk_walk_step *st)
{
    return st->game->san_recorded ? st->node->san : pk_san_facts_played(st->before, st->node->move, st->after);
}

/* pk_format_move for a move of a walked game: SAN and LAN come from the move's SAN facts, so
 * that they need no position; UCI and ICCF need none either. */
static size_t format_walked_move(const pk_walk_step *st, const pk_convert_options *opt, char *out)
{
    switch (opt->target) {
    case PK_TO_SAN: return pk_san_write(st->node->move, walked_san_facts(st), opt->lang, out);
    case PK_TO_LAN: return pk_lan_write(st->node->move, walked_san_facts(st), opt->lang, out);
    default: return pk_format_move(st->before, st->node->move, opt, out);
    }
}

/* Whether writing a game in this target needs the walk to play its positions. */
static bool target_needs_positions(const pk_game *g, const pk_convert_options *opt)
{
    switch (opt->target) {
    case PK_TO_SAN:
    case PK_TO_LAN: return !g->san_recorded;
    case PK_TO_UCI:
    case PK_TO_ICCF: return false;
    default: return true;
    }
}

/* ---- PGN --------------------------------------------------------------------------------- */

/* "$n" for a NAG (12 bytes), as "$%d" writes it; returns the length. */
static size_t nag_text(int32_t value, char *out)
{
    out[0] = '$';
    if (value >= 0)
        return 1 + pk_decimal((uint32_t)value, out + 1);
    out[1] = '-';
    return 2 + pk_decimal(0u - (uint32_t)value, out + 2);
}

typedef struct {
    pk_pgn_writer w;
    const pk_game *game;
    const pk_convert_options *opt;
    bool need_number;   /* the next Black move must say "N..." */
    int depth;
    size_t moves_written;
} pgn_state;

/* Field by field: an initializer would also zero the writer's buffer, 8 KiB per game. */
static void pgn_state_init(pgn_state *s, FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    pk_pgnw_init(&s->w, out);
    s->game = g;
    s->opt = opt;
    s->need_number = true;
    s->depth = 0;
    s->moves_written = 0;
}

/* The move with its number when it needs one ("12. Nf3"; "12... Nf3" at a line's start or after
 * a comment; "Nf3"), written at word (62 bytes of room); returns its length. */
static inline __attribute__((always_inline)) size_t numbered_move(const pgn_state *s, const pk_walk_step *st,
                                                                  char *word)
{
    size_t len = 0;
    if (st->side == PK_WHITE || s->need_number) {
        len = pk_decimal(st->fullmove, word);
        memcpy(word + len, "...", 3);
        len += st->side == PK_WHITE ? 1 : 3;
        word[len++] = ' ';
    }
    return len + format_walked_move(st, s->opt, word + len);
}

/* A move in figurine SAN or LAN, with its number: made as English letters, then the letters
 * become glyphs; the word is not ASCII, so it goes through pk_pgnw_word, which counts its
 * characters. */
static __attribute__((noinline)) void pgn_figurine_move(pgn_state *s, const pk_walk_step *st)
{
    char word[64], glyphs[3 * sizeof word];
    size_t len = numbered_move(s, st, word);
    pk_pgnw_word(&s->w, glyphs, pk_san_to_figurines(word, len, glyphs));
    s->need_number = false;
    s->moves_written++;
}

/* A node other than a move, as read: its NAG, comment, parenthesis or escape line. */
static void pgn_other_node(pgn_state *s, const pk_node *n)
{
    /* a game may have no text at all ("{}" alone): then no offset is added to NULL */
    const char *text = s->game->text ? s->game->text + n->text : "";
    char buf[48];
    switch (n->kind) {
    case PK_NODE_NAG: {
        pk_pgnw_word(&s->w, buf, nag_text(n->number, buf));
        s->need_number = true;
        break;
    }
    case PK_NODE_COMMENT:
        pk_pgnw_comment(&s->w, text, n->len);
        s->need_number = true;
        break;
    case PK_NODE_OPEN:
        pk_pgnw_open(&s->w);
        s->depth++;
        s->need_number = true;
        break;
    case PK_NODE_CLOSE:
        pk_pgnw_glued(&s->w, ")", 1);
        s->depth--;
        s->need_number = true;
        break;
    case PK_NODE_ESCAPE:
        pk_pgnw_escape(&s->w, text, n->len);
        s->need_number = true;
        break;
    }
}

static void pgn_node(pgn_state *s, const pk_walk_step *st)
{
    const pk_node *n = st->node;
    if (n->kind != PK_NODE_MOVE) {
        pgn_other_node(s, n);
        return;
    }
    if (n->flags & PK_NODEF_DETACHED)
        return;
    if (s->opt->figurine) {
        pgn_figurine_move(s, st);
        return;
    }
    /* "12. Nf3" is one word to the writer (a number stays with its move), made in place: at
     * most 14 bytes of number ("4294967295... ") and 48 of move */
    char *word = pk_pgnw_word_start(&s->w, 64);
    size_t len = numbered_move(s, st, word);
    pk_pgnw_word_finish(&s->w, len);
    s->need_number = false;
    s->moves_written++;
}

/* A game none of whose moves could be replayed (an unknown variant, a bad FEN) is written as it
 * was read, token for token: there is nothing to convert, and nothing must be lost. */
/* Is a move word read back as that same word when written alone? Not always: the reader takes
 * a period off a word's front (".1-0" is read "1-0", which reads back as a result), and a word
 * may read back as a move number (02.11), a NAG (N) or an escape line (%x at a line's start). */
static bool word_reads_back(const char *text, size_t len)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, len);
    if (!lx)
        return false;
    pk_token tok;
    pk_pgn_next(lx, &tok);
    bool same = tok.kind == PK_TOK_SYMBOL && (tok.flags & ~(unsigned)PK_TOKF_NONASCII) == 0 && tok.len == len &&
                memcmp(tok.text, text, len) == 0; /* a UTF-8 word (Bxh3é) reads back as itself too */
    if (same) {
        pk_pgn_next(lx, &tok);
        same = tok.kind == PK_TOK_EOF;
    }
    pk_pgn_lexer_free(lx);
    return same;
}

static void write_verbatim(pgn_state *s, size_t from)
{
    const pk_game *g = s->game;
    char buf[32];
    for (size_t i = from; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        const char *text = g->text + n->text;
        switch (n->kind) {
        case PK_NODE_MOVE:
            if (n->number > 0) {
                snprintf(buf, sizeof buf, "%d%s", n->number, n->dots >= 3 ? "..." : ".");
                pk_pgnw_word(&s->w, buf, strlen(buf));
            }
            if (word_reads_back(text, n->len)) {
                pk_pgnw_word(&s->w, text, n->len);
            } else { /* kept in a comment, which reads back as itself */
                static const char prefix[] = "pgnkit: not read: ";
                char kept[sizeof prefix + 3 * PK_LIMIT_SYMBOL + 4];
                int k = snprintf(kept, sizeof kept, "%s%.*s", prefix, (int)n->len, text);
                pk_pgnw_comment(&s->w, kept, k < 0 ? 0 : (size_t)k < sizeof kept ? (size_t)k : sizeof kept - 1);
            }
            break;
        case PK_NODE_NAG:
            snprintf(buf, sizeof buf, "$%d", n->number);
            pk_pgnw_word(&s->w, buf, strlen(buf));
            break;
        case PK_NODE_COMMENT: pk_pgnw_comment(&s->w, text, n->len); break;
        case PK_NODE_OPEN: pk_pgnw_open(&s->w); break;
        case PK_NODE_CLOSE: pk_pgnw_glued(&s->w, ")", 1); break;
        case PK_NODE_ESCAPE: pk_pgnw_escape(&s->w, text, n->len); break;
        }
    }
}

/* Keeps what the walk could not replay (w->stopped on): the rest of the game, a whole variation
 * or the rest of one, in a comment in its place. */
/* Whether the game is written in the notation (and letters) its moves were read in, as
 * convert --fix does by default: then what could not be replayed can stay as it was, in place. */
static bool written_as_read(const pgn_state *s)
{
    static const char *const names[] = {"san", "lan", "uci", "iccf", "descriptive"};
    const pk_convert_options *opt = s->opt;
    const pk_game *g = s->game;
    if (opt->target > PK_TO_DESCRIPTIVE || opt->figurine || strcmp(g->notation, names[opt->target]) != 0)
        return false;
    return opt->target == PK_TO_UCI || opt->target == PK_TO_ICCF || g->lang == opt->lang;
}

/* Where a walk stopped: a pk_walk_stop, and the nodes [stopped, resume) not replayed. */
typedef struct {
    int stop;
    size_t stopped, resume;
} walk_stopped;

static void pgn_unreplayed(pgn_state *s, walk_stopped w)
{
    const pk_game *g = s->game;
    /* --fix leaves what is not certain as it was: the main line's rest in place when the game is
     * written in its own notation (a second --fix then finds the text it wrote) */
    if (w.stop == PK_WALK_STOP_GAME && s->depth == 0 &&
        (s->moves_written == 0 || (s->opt && s->opt->fix && written_as_read(s)))) {
        write_verbatim(s, w.stopped);
        return;
    }
    size_t len;
    char *rest = pk_game_span_alloc(g, w.stopped, w.resume,
                                    w.stop == PK_WALK_STOP_VARIATION ? "pgnkit: not converted: "
                                                                     : "pgnkit: not converted from here on: ",
                                    &len);
    if (!rest)
        return;
    pk_pgnw_comment(&s->w, rest, len);
    free(rest);
    s->need_number = true;
    if (w.stop == PK_WALK_STOP_GAME || w.resume >= g->n_nodes) {
        /* the comment holds the rest of the variations it was in: the output closes them */
        for (int d = s->depth; d > 0; d--)
            pk_pgnw_glued(&s->w, ")", 1);
        s->depth = 0;
    }
}

/* ---- the main line alone, in SAN or LAN -------------------------------------------------- */

/* Most games have no variation, and their moves' SAN facts were recorded by the check: their
 * moves are written by a loop of their own (pgn_main_line), which needs no walk (its step of 64
 * bytes made per node), keeps the writer's place in locals and writes SAN in line. It writes
 * what the walk and pgn_node would, byte for byte. */
static bool main_line_loop_writes(const pk_game *g, const pk_convert_options *opt)
{
    return !g->variations && g->san_recorded && !opt->figurine &&
           (opt->target == PK_TO_SAN || opt->target == PK_TO_LAN);
}

/* "N. " for the move numbers below 100 (White's moves nearly all): the text, padded to 8 bytes
 * for a copy of fixed size, and its length. */
typedef struct {
    char text[7];
    uint8_t len;
} move_number_text;
#define WHITE_NUMBER(n)                                                                                              \
    {{(char)((n) < 10 ? '0' + (n) : '0' + (n) / 10), (char)((n) < 10 ? '.' : '0' + (n) % 10),                    \
      (char)((n) < 10 ? ' ' : '.'), (char)((n) < 10 ? 0 : ' ')},                                                     \
     (n) < 10 ? 3 : 4}
#define WHITE_NUMBERS_10(t)                                                                                          \
    WHITE_NUMBER(t * 10 + 0), WHITE_NUMBER(t * 10 + 1), WHITE_NUMBER(t * 10 + 2), WHITE_NUMBER(t * 10 + 3),        \
        WHITE_NUMBER(t * 10 + 4), WHITE_NUMBER(t * 10 + 5), WHITE_NUMBER(t * 10 + 6), WHITE_NUMBER(t * 10 + 7),    \
        WHITE_NUMBER(t * 10 + 8), WHITE_NUMBER(t * 10 + 9)
static const move_number_text white_numbers[100] = {
    WHITE_NUMBERS_10(0), WHITE_NUMBERS_10(1), WHITE_NUMBERS_10(2), WHITE_NUMBERS_10(3), WHITE_NUMBERS_10(4),
    WHITE_NUMBERS_10(5), WHITE_NUMBERS_10(6), WHITE_NUMBERS_10(7), WHITE_NUMBERS_10(8), WHITE_NUMBERS_10(9)};

/* "12. " before a White move, "12... " before a Black one, at p (16 bytes of room); returns the
 * end. */
static inline __attribute__((always_inline)) char *put_move_number(char *p, uint32_t number, bool white)
{
    if (white && number < 100) {
        memcpy(p, white_numbers[number].text, 8);
        return p + white_numbers[number].len;
    }
    p += pk_decimal(number, p);
    memcpy(p, white ? ". \0\0" : "... ", 4);
    return p + (white ? 2 : 4);
}

/* How a SAN move other than castling, a pass or a promotion is written, by its SAN facts f:
 * `text`, stored first, holds the man's letter (English), the capture's x and the sign where
 * they go; the origin's file and rank, then the destination (two bytes), are stored after it,
 * at `file`, `rank` and `to`. A part not written is stored under the destination, which covers
 * it. `letter` is where another language's letter goes (under the destination for a pawn,
 * which has no letter; its file is written when it takes, its rank never). The move ends at
 * `end`. So that every part is stored without a branch. */
typedef struct {
    char text[8];
    uint8_t file, rank, to, letter, end;
    uint8_t unused[3]; /* 16 bytes an entry: indexed by a shift */
} san_form;
#define SAN_LETTER(f) ((f) % 8 != PK_PAWN)
#define SAN_FILE(f) ((f) % 8 == PK_PAWN ? ((f) & PK_SANF_CAPTURE) != 0 : ((f) & PK_SANF_FILE) != 0)
#define SAN_RANK(f) ((f) % 8 != PK_PAWN && ((f) & PK_SANF_RANK) != 0)
#define SAN_X(f) (((f) & PK_SANF_CAPTURE) != 0)
#define SAN_X_AT(f) (SAN_LETTER(f) + SAN_FILE(f) + SAN_RANK(f))
#define SAN_TO(f) (SAN_X_AT(f) + SAN_X(f))
#define SAN_SIGNED(f) (((f) & (PK_SANF_CHECK | PK_SANF_MATE)) != 0)
#define SAN_EN_LETTER(f) ("PNBRQK??"[(f) % 8])
/* the byte of text at i */
#define SAN_TEXT(f, i)                                                                                               \
    (char)((i) == 0 && SAN_LETTER(f)             ? SAN_EN_LETTER(f)                                                \
           : (i) == SAN_X_AT(f) && SAN_X(f)      ? 'x'                                                              \
           : (i) == SAN_TO(f) + 2 && SAN_SIGNED(f) ? ((f) & PK_SANF_MATE ? '#' : '+')                               \
                                                  : 0)
#define SAN_FORM(f)                                                                                                  \
    {{SAN_TEXT(f, 0), SAN_TEXT(f, 1), SAN_TEXT(f, 2), SAN_TEXT(f, 3), SAN_TEXT(f, 4), SAN_TEXT(f, 5), SAN_TEXT(f, 6), \
      SAN_TEXT(f, 7)},                                                                                               \
     SAN_FILE(f) ? SAN_LETTER(f) : SAN_TO(f),                                                                        \
     SAN_RANK(f) ? SAN_LETTER(f) + SAN_FILE(f) : SAN_TO(f),                                                          \
     SAN_TO(f),                                                                                                      \
     SAN_LETTER(f) ? 0 : SAN_TO(f),                                                                                  \
     SAN_TO(f) + 2 + SAN_SIGNED(f),                                                                                  \
     {0, 0, 0}}
#define SAN_FORMS_8(f)                                                                                               \
    SAN_FORM(f + 0), SAN_FORM(f + 1), SAN_FORM(f + 2), SAN_FORM(f + 3), SAN_FORM(f + 4), SAN_FORM(f + 5),             \
        SAN_FORM(f + 6), SAN_FORM(f + 7)
#define SAN_FORMS_64(f)                                                                                              \
    SAN_FORMS_8(f + 0), SAN_FORMS_8(f + 8), SAN_FORMS_8(f + 16), SAN_FORMS_8(f + 24), SAN_FORMS_8(f + 32),           \
        SAN_FORMS_8(f + 40), SAN_FORMS_8(f + 48), SAN_FORMS_8(f + 56)
static const san_form san_forms[256] = {SAN_FORMS_64(0), SAN_FORMS_64(64), SAN_FORMS_64(128), SAN_FORMS_64(192)};

/* The squares' names ("a1" .. "h8"), two bytes each. */
#define SQUARE_NAMES_RANK(r) "a" r "b" r "c" r "d" r "e" r "f" r "g" r "h" r
static const char square_names[128 + 1] = SQUARE_NAMES_RANK("1") SQUARE_NAMES_RANK("2") SQUARE_NAMES_RANK("3")
    SQUARE_NAMES_RANK("4") SQUARE_NAMES_RANK("5") SQUARE_NAMES_RANK("6") SQUARE_NAMES_RANK("7") SQUARE_NAMES_RANK("8");

/* The tables a move is written by (san_forms, square_names), as put_move_run keeps them in
 * registers. */
typedef struct {
    const san_form *forms;
    const char *square_names;
} san_tables;

/* The address of a table as a value the compiler keeps in a register through a loop: left a
 * constant, GCC makes it again (lea) before each use, an instruction a use a move. */
static inline const void *address_in_register(const void *p)
{
    __asm__("" : "+r"(p));
    return p;
}

/* pk_san_write in line, for the moves that are neither castling, a pass nor a promotion (those
 * go to pk_san_write), by san_forms; english: a constant, true when lang is English (whose
 * letters san_forms holds). Returns the end (the bytes after it, up to 8 from p, may be
 * written). */
static inline __attribute__((always_inline)) char *put_san(char *p, pk_move m, pk_san_facts f, const pk_lang *lang,
                                                           bool english, san_tables t)
{
    if (m & ((PK_MK_CASTLE | PK_MK_PROMO) << 12))
        return p + pk_san_write(m, f, lang, p);
    const san_form *form = &t.forms[(size_t)f];
    memcpy(p, form->text, 8);
    if (!english)
        p[form->letter] = lang->letters[f & PK_SANF_TYPE];
    /* the origin's name, its two bytes in one load */
    uint16_t from;
    memcpy(&from, t.square_names + 2 * PK_MOVE_FROM(m), 2);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    from = (uint16_t)(from << 8 | from >> 8);
#endif
    p[form->file] = (char)(from & 0xFF);
    p[form->rank] = (char)(from >> 8);
    memcpy(p + form->to, t.square_names + 2 * PK_MOVE_TO(m), 2);
    return p + form->end;
}

/* The move of a plain move node (plain_move) in SAN or LAN at p; returns the end. */
static inline __attribute__((always_inline)) char *put_move(char *p, const pk_node *n, const pk_lang *lang, bool san,
                                                            bool english, san_tables t)
{
    return san ? put_san(p, n->move, n->san, lang, english, t) : p + pk_lan_write(n->move, n->san, lang, p);
}

/* A node the loop writes as a move: a move of the line (not a sign apart), replayed. Its kind
 * and flags, its first two bytes, are tested at once (one test of two bytes in memory). */
_Static_assert(offsetof(pk_node, kind) == 0 && offsetof(pk_node, flags) == 1, "kind and flags lead a node");
static inline bool plain_move(const pk_node *n)
{
    static const unsigned char mask_bytes[2] = {0xFF, PK_NODEF_DETACHED}, move_bytes[2] = {PK_NODE_MOVE, 0};
    uint16_t kind_flags, mask, move;
    memcpy(&kind_flags, n, 2);
    memcpy(&mask, mask_bytes, 2);
    memcpy(&move, move_bytes, 2);
    return (kind_flags & mask) == move && n->move != PK_MOVE_NONE;
}

/* Where the main line's writing stands: the next node, the move number, whose move it is and
 * whether a Black move gets its number ("12...": the game's first, or one after a comment, NAG
 * or escape line). */
typedef struct {
    const pk_node *n;
    uint32_t fullmove;
    bool black, numbered;
} line_place;

/* The moves from at->n on that are plain (plain_move), placed as pk_pgnw_word would place
 * them, the first of them not the first word of a line (pk_pgnw_run_placeable). They are a run
 * of the writer (pk_pgnw_run), written in pairs, White's move and Black's reply, so that whose
 * move it is, whether it has a number and whether the buffer has room need no test of their
 * own for each move: only a Black move first in the run is written apart. Apart from the rest of
 * the game's writing (never inlined there), so that the run, the node, the number and the
 * tables stay in registers. san, english: constants. */
static inline __attribute__((always_inline)) void put_move_run(pk_pgn_writer *w, line_place *at, const pk_node *end,
                                                               const pk_lang *lang, bool san, bool english)
{
    const pk_node *n = at->n;
    uint32_t fullmove = at->fullmove;
    bool black = at->black;
    pk_pgnw_run run = pk_pgnw_run_start(w);
    san_tables t = {address_in_register(san_forms), address_in_register(square_names)};
    if (black) { /* Black's move first */
        run = pk_pgnw_run_room(w, run);
        char *p = run.at + 1;
        if (at->numbered)
            p = put_move_number(p, fullmove, false);
        run = pk_pgnw_run_place(run, put_move(p, n, lang, san, english, t));
        n++;
        fullmove++;
        black = false;
    }
    while (n < end && plain_move(n)) {
        run = pk_pgnw_run_room(w, run); /* for both moves */
        char *p = put_move_number(run.at + 1, fullmove, true);
        run = pk_pgnw_run_place(run, put_move(p, n, lang, san, english, t));
        n++;
        if (n == end || !plain_move(n)) {
            black = true;
            break;
        }
        run = pk_pgnw_run_place(run, put_move(run.at + 1, n, lang, san, english, t));
        n++;
        fullmove++;
    }
    pk_pgnw_run_stop(w, run);
    *at = (line_place){n, fullmove, black, false};
}

static __attribute__((noinline)) void put_english_san_run(pk_pgn_writer *w, line_place *at, const pk_node *end)
{
    put_move_run(w, at, end, pk_lang_english(), true, true);
}

static __attribute__((noinline)) void put_san_run(pk_pgn_writer *w, line_place *at, const pk_node *end,
                                                  const pk_lang *lang)
{
    put_move_run(w, at, end, lang, true, false);
}

static __attribute__((noinline)) void put_lan_run(pk_pgn_writer *w, line_place *at, const pk_node *end,
                                                  const pk_lang *lang)
{
    put_move_run(w, at, end, lang, false, false);
}

/* The nodes of a game without variations (main_line_loop_writes), as the walk and pgn_node
 * write them; the first move not replayed stops it, as it stops the walk: then returns false
 * with *stopped set. The moves between two other nodes go to put_san_run or put_lan_run, but
 * the first word of a line (which no space precedes): that goes through the writer. */
static bool pgn_main_line(pgn_state *s, walk_stopped *stopped)
{
    const pk_game *g = s->game;
    const pk_lang *lang = s->opt->lang;
    bool san = s->opt->target == PK_TO_SAN;
    line_place at = {g->nodes, g->start.fullmove, g->start.side == PK_BLACK, s->need_number};
    const pk_node *end = g->n_nodes ? g->nodes + g->n_nodes : g->nodes; /* no offset to NULL */
    for (;;) {
        /* the nodes up to the next move: comments, NAGs, escape lines, signs apart */
        for (; at.n < end && !plain_move(at.n); at.n++) {
            if (at.n->kind != PK_NODE_MOVE) {
                pgn_other_node(s, at.n);
                at.numbered = true;
            } else if (!(at.n->flags & PK_NODEF_DETACHED)) { /* not replayed */
                *stopped = (walk_stopped){PK_WALK_STOP_GAME, (size_t)(at.n - g->nodes), g->n_nodes};
                goto out;
            }
        }
        if (at.n == end)
            break;
        if (!pk_pgnw_run_placeable(&s->w)) { /* the first word of a line */
            char *word = pk_pgnw_word_start(&s->w, PK_PGNW_RUN_WORD), *p = word;
            if (!at.black || at.numbered)
                p = put_move_number(p, at.fullmove, !at.black);
            p = put_move(p, at.n, lang, san, false, (san_tables){san_forms, square_names});
            pk_pgnw_word_finish(&s->w, (size_t)(p - word));
            at = (line_place){at.n + 1, at.fullmove + at.black, !at.black, false};
            if (at.n == end || !plain_move(at.n))
                continue;
        }
        if (san && lang == pk_lang_english())
            put_english_san_run(&s->w, &at, end);
        else if (san)
            put_san_run(&s->w, &at, end, lang);
        else
            put_lan_run(&s->w, &at, end, lang);
    }
out:
    /* the moves written, told by where the numbering stands */
    s->moves_written += 2 * (size_t)(at.fullmove - g->start.fullmove) + (size_t)at.black - g->start.side;
    return stopped->stopped == g->n_nodes;
}

static int convert_pgn(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    pgn_state s;
    pgn_state_init(&s, out, g, opt);
    const char *result = pk_game_result_marker(g);
    /* a Result tag is kept as written, even when it disagrees with the marker or says more
     * ("1-0 (forfeit)"): both are the record's; only a missing one is taken from the marker */
    if (opt->fix) { /* convert --fix: the result and the tags corrected */
        const pk_fix *fix = opt->fix;
        const char *tag = pk_game_tag(g, "Result");
        if (fix->result)
            result = tag = fix->result;
        for (size_t i = 0; i < fix->n_tags; i++)
            if (strcmp(fix->tags[i].name, "Result") == 0)
                tag = fix->tags[i].value;
        pk_pgnw_tags_changed(&s.w, g, tag ? tag : result, fix->tags, fix->n_tags);
    } else {
        pk_pgnw_tags_or_result(&s.w, g, result);
    }
    if (main_line_loop_writes(g, opt)) {
        walk_stopped stopped = {PK_WALK_STOP_GAME, g->n_nodes, g->n_nodes};
        if (!pgn_main_line(&s, &stopped))
            pgn_unreplayed(&s, stopped);
    } else {
        pk_game_walker walk;
        pk_walk_step step;
        pk_walker_start(&walk, g, target_needs_positions(g, opt));
        do {
            while (pk_walker_next(&walk, &step))
                pgn_node(&s, &step);
            if (walk.stopped < g->n_nodes)
                pgn_unreplayed(&s, (walk_stopped){walk.stop, walk.stopped, walk.resume});
        } while (walk.stopped < g->n_nodes && pk_walker_resume(&walk));
    }
    pk_pgnw_ascii_word(&s.w, result, strlen(result)); /* a result's name */
    pk_pgnw_end(&s.w);
    return ferror(out) ? -1 : 0;
}

/* ---- JSON -------------------------------------------------------------------------------- */

/* A chess move's fields in the JSON record (json_record.h): its ply, SAN, UCI, SAN in the
 * language asked for, and the FEN after it. */
static void chess_json_move_fields(void *ctx, const pk_walk_step *st, FILE *o)
{
    const pk_convert_options *opt = ctx;
    const pk_node *n = st->node;
    /* the fields put together here and written at once: printf's parsing of its formats took a
     * quarter of the time of --to=json (the texts are SAN, UCI and FEN: nothing to escape) */
    char fields[96 + PK_FEN_MAX], *p = fields; /* 66 bytes and the FEN at most */
    pk_san_facts facts = walked_san_facts(st);
    memcpy(p, "\"ply\":", 6);
    p += 6;
    p += pk_decimal(st->ply, p);
    memcpy(p, ",\"san\":\"", 8);
    p += 8;
    p += pk_san_write(n->move, facts, pk_lang_english(), p);
    memcpy(p, "\",\"uci\":\"", 9);
    p += 9;
    p += pk_uci_format(n->move, p);
    *p++ = '"';
    *p++ = ',';
    if (opt->lang && opt->lang != pk_lang_english()) {
        char local[16];
        fwrite(fields, 1, (size_t)(p - fields), o);
        p = fields;
        pk_san_write(n->move, facts, opt->lang, local);
        fprintf(o, "\"san_%s\":", opt->lang->code);
        pk_json_string(o, local, strlen(local));
        fputc(',', o);
    }
    memcpy(p, "\"fen\":\"", 7);
    p += 7;
    p += pk_fen_write(st->after, PK_FEN_EP_ALWAYS, p);
    *p++ = '"';
    *p++ = ',';
    fwrite(fields, 1, (size_t)(p - fields), o);
}

static int convert_json(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    fputs("{\"tags\":{", out);
    pk_json_tag_members(out, g);
    char fen[PK_FEN_MAX];
    pk_fen_write(&g->start, PK_FEN_EP_ALWAYS, fen);
    if (g->set_up)
        fprintf(out, "},\"start\":\"%s\",\"moves\":", fen);
    else
        fputs("},\"start\":null,\"moves\":", out); /* no position could be set up */
    pk_json_record_writer w = {.move_fields = chess_json_move_fields, .ctx = (void *)opt, .chess_positions = true};
    pk_json_record_moves(out, g, &w);
    fprintf(out, ",\"result\":\"%s\"}\n", pk_game_result_marker(g));
    return ferror(out) ? -1 : 0;
}

/* JSON Lines hold nothing but objects: the stray comments and escape lines are one object of
 * their own, written as the items of a move's "after" list are, so that nothing is lost and every
 * line still parses. */
static void convert_stray_json(FILE *out, const pk_game *g)
{
    fputs("{\"stray\":[", out);
    bool first = true;
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind != PK_NODE_COMMENT && n->kind != PK_NODE_ESCAPE)
            continue;
        fputs(first ? "{" : ",{", out);
        fputs(n->kind == PK_NODE_COMMENT ? "\"comment\":" : "\"escape\":", out);
        pk_json_string(out, g->text + n->text, n->len);
        fputc('}', out);
        first = false;
    }
    fputs("]}\n", out);
}

void pk_convert_stray(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    if (opt->target == PK_TO_JSON) {
        convert_stray_json(out, g);
        return;
    }
    pk_pgn_writer w;
    pk_pgnw_init(&w, out);
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind == PK_NODE_COMMENT)
            pk_pgnw_comment(&w, g->text + n->text, n->len);
        else if (n->kind == PK_NODE_ESCAPE)
            pk_pgnw_escape(&w, g->text + n->text, n->len);
    }
    pk_pgnw_end(&w);
}

int pk_convert_verbatim(FILE *out, const pk_game *g)
{
    pgn_state s;
    pgn_state_init(&s, out, g, NULL);
    const char *result = pk_game_result_marker(g);
    pk_pgnw_tags_or_result(&s.w, g, result); /* the Result tag as written, as convert_pgn does */
    write_verbatim(&s, 0);
    pk_pgnw_word(&s.w, result, strlen(result));
    pk_pgnw_end(&s.w);
    return ferror(out) ? -1 : 1;
}

bool pk_chess_writes_target(pk_target t) { return t <= PK_TO_JSON; }

int pk_chess_convert_game(FILE *out, const pk_game *g, const pk_convert_options *options)
{
    pk_convert_options defaulted = *options;
    if (!defaulted.lang)
        defaulted.lang = pk_lang_english(); /* letters of SAN and LAN: English unless said */
    const pk_convert_options *opt = &defaulted;
    if (opt->target == PK_TO_JSON)
        return convert_json(out, g, opt);
    return convert_pgn(out, g, opt);
}
