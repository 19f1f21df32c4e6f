/* The game reader's fast path against its general path: a run of plain tokens and tags goes into
 * the game through the reader's plain sink (moves with their numbers glued, "12.Nf3", taken at
 * once; the node array's and the text's room; letters and e.p. words gathered), and whatever the
 * sink refuses comes through pk_pgn_next. Both must give the same records, to the last line and
 * column, whatever is refused where. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "variant.h"
#include "game_test_helpers.h"

static const pk_check_options defaults = {0};

/* Every record of len bytes of text (read with the variant table's encoding hints, into one
 * pk_game whose arrays grow from nothing), as text. */
static char *dump_records(const char *text, size_t len)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, len);
    char *out = dump_lexer_records(lx, &defaults);
    pk_pgn_lexer_free(lx);
    assert_non_null(out);
    return out;
}

/* The records of a text read twice: as it is, all of it within the input's last bytes, where
 * pk_pgn_take_plain takes nothing (every token comes from pk_pgn_next), and followed by 300
 * blanks, which puts it before them (runs of plain tokens and tags go through the sink then).
 * They must be the same, and the text must have moves. */
#define expect_same_records_either_way(text) expect_same_records_either_way_(HERE, text)
static void expect_same_records_either_way_(pk_where at, const char *text)
{
    size_t len = strlen(text);
    char *padded = malloc(len + 301);
    assert_non_null(padded);
    memcpy(padded, text, len);
    memset(padded + len, ' ', 300);
    padded[len + 300] = 0;
    char *slow = dump_records(text, len), *fast = dump_records(padded, len + 300);
    bool same = strcmp(slow, fast) == 0;
    size_t k = 0;
    while (slow[k] && slow[k] == fast[k])
        k++;
    while (k > 0 && slow[k - 1] != '\n')
        k--;
    char first[400];
    snprintf(first, sizeof first, "records differ from:\n  through pk_pgn_next: %.150s\n  through the fast paths: %.150s",
             slow + k, fast + k);
    bool has_moves = strstr(slow, "kind 0 ") != NULL;
    free(slow);
    free(fast);
    free(padded);
    if (!same)
        where_fail(at, "%s", first);
    if (!has_moves)
        where_fail(at, "the text has no move");
}

/* Move numbers glued to their moves, of every kind: the common one (taken with its move at
 * once), and those the sink refuses, which then come one by one: "1." (a game's first number,
 * and within a movetext, where it may start a game), 0, three dots, a number before another
 * one, a number glued to what is no plain move (N, a long word, a sign, P-K8(Q), a variation or a
 * comment or an annotation right after), e.p. words and castling and promotions (letters). */
static void test_glued_move_numbers(void **state)
{
    (void)state;
    expect_same_records_either_way("[Event \"a\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 1-0\n");
    expect_same_records_either_way("1.e4 e5 2.Nf3 3...Nc6 0.Bb5 12....a6 13.c3 14. 15.Nf3 16.b8=Q+ 17.e.p. 18.ep4 "
                                   "19.O-O 20.Z0 21.N 22.Nbcdefghijklmnop 23.exd6 24.e4(24.d4) 25.e4{c} 26.Kh1! "
                                   "27.e5$1 28.P-K8(Q) 29.Nf3 *\n");
    expect_same_records_either_way("[Event \"b\"]\n\n1.d4 d5 2.c4 e6 3.Nc3 Nf6\n\n1.e4 e5 2.Nf3 Nc6 *\n");
    expect_same_records_either_way("2.e4 e5 3.Nf3 *\n\n1...e5 2.Nf3 *\n\ne4 e5 2.Nf3 Nc6 *\n");
    expect_same_records_either_way("[Event \"c\"]\r\n\r\n1.e4 e5 2.Nf3\r\nNc6 3.Bb5\r\n a6 4.Ba4 Nf6 1/2-1/2\r\n");
    expect_same_records_either_way("1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n[Event \"d\"]\n1.f3 e5 2.g4 Qh4# 0-1\n");
}

/* Long games, into a game whose arrays grow from nothing (64 nodes, 4096 bytes of text at first):
 * the sink's room ends in the middle of runs (a move refused, read through pk_pgn_next, which
 * grows the array), for the nodes and for the text; and games one after another, shorter and
 * longer, into the same arrays. */
static void test_sink_room_runs_out(void **state)
{
    (void)state;
    static const char *const cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    static char text[40000];
    char *p = text;
    for (int game = 0; game < 6; game++) {
        /* a tag value of up to 3000 bytes: the text arena's 4096 bytes run out at various moves */
        p += sprintf(p, "[Event \"%d\"]\n[Annotator \"", game);
        for (int i = 0; i < game * 700 % 3000; i++)
            *p++ = (char)('a' + i % 26);
        p += sprintf(p, "\"]\n\n");
        int plies = game % 2 ? 10 + game * 7 : 150 + game * 60; /* up to 450 plies: 64, 128, 256 nodes full */
        for (int i = 0; i < plies; i++) {
            if (i % 2 == 0)
                p += sprintf(p, "%d.", i / 2 + 1);
            p += sprintf(p, "%s%s", cycle[i % 4], i % 17 == 16 ? "\n" : " ");
        }
        p += sprintf(p, "*\n\n");
    }
    assert_true((size_t)(p - text) < sizeof text);
    expect_same_records_either_way(text);
}

/* The same with tags of 17- to 40-byte names (40: the longest the fast path takes), after a value
 * of 0 to 47 bytes: the text arena's 4096 bytes run out at every place within 16 bytes of a tag's texts
 * (which sink_text copies by 16 bytes: under AddressSanitizer a copy past the arena fails). */
static void test_sink_room_runs_out_at_long_tag_names(void **state)
{
    (void)state;
    static char text[300000];
    char *p = text;
    for (int game = 0; game < 48; game++) {
        p += sprintf(p, "[Event \"%d\"]\n[Annotator \"", game);
        for (int i = 0; i < game; i++)
            *p++ = (char)('a' + i % 26);
        p += sprintf(p, "\"]\n");
        for (int tag = 0; tag < 110; tag++)
            p += sprintf(p, "[%.*s \"%c\"]\n", 17 + tag % 24, "Abcdefghijklmnopqrstuvwxyz_0123456789ABC", 'a' + tag % 26);
        p += sprintf(p, "\n1. e4 e5 *\n\n");
    }
    assert_true((size_t)(p - text) < sizeof text);
    expect_same_records_either_way(text);
}

/* A game's language and its lone signs and e.p. words are told from its move words: the letters
 * gathered by the sink (first letters, promotion pieces, castling and passes aside, words that
 * start with e looked at apart) are those of the general path. */
static void test_letters_and_signs_from_the_sink(void **state)
{
    (void)state;
    expect_same_records_either_way("1.e4 d5 2.exd5 Qxd5 3.e8=Q e1=N+ 4.ep e.p. 5.O-O O-O-O 6.Z0 Ke2 *\n");
    expect_same_records_either_way("1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O Le7 6.De2 *\n");
    expect_same_records_either_way("1.e4 e5 2.Cf3 Cc6 3.Fb5 a6 4.Fa4 Cf6 5.e5 exd4 6.e8=D *\n");
    expect_same_records_either_way("1.e4 e5 2.e4+ e5# 3.exd6 e.p. 4.exf7+ Ke7 5.fxg8=N+ *\n");
}

/* A diagnostic of format "%s" (a message made by the caller) is copied without vsnprintf: its
 * message must be what the formatting path ("%s%s" with an empty second text) leaves, cut to
 * the message's size and made UTF-8 the same way, and what is written out here. */
static void expect_diag_text_(pk_where at, const char *text, const char *expected)
{
    pk_game g;
    pk_game_init(&g);
    pk_diag *fast = pk_game_diag(&g, PK_SEV_WARNING, "test", 1, 1, 0, NULL, 0, "%s", text);
    pk_diag *slow = pk_game_diag(&g, PK_SEV_WARNING, "test", 1, 1, 0, NULL, 0, "%s%s", text, "");
    if (!fast || !slow)
        where_fail(at, "no diagnostic recorded");
    else if (strcmp(fast->message, slow->message) != 0)
        where_fail(at, "'%s' (copied) != '%s' (formatted)", fast->message, slow->message);
    else if (expected && strcmp(fast->message, expected) != 0)
        where_fail(at, "'%s' != '%s'", fast->message, expected);
    pk_game_free(&g);
}
#define expect_diag_text(text, expected) expect_diag_text_(HERE, text, expected)

static void test_diag_of_a_ready_message(void **state)
{
    (void)state;
    expect_diag_text("", "");
    expect_diag_text("no result marker", "no result marker");
    expect_diag_text("caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x98\x80");
    expect_diag_text("bad \xff byte, lone \x80, cut \xe4\xb8", "bad ? byte, lone ?, cut ??");
    expect_diag_text("overlong \xc0\xaf and surrogate \xed\xa0\x80 at end", NULL);
    static char text[PK_DIAG_MESSAGE + 64];
    for (size_t len = PK_DIAG_MESSAGE - 12; len < PK_DIAG_MESSAGE + 40; len++) {
        /* long texts cut at the size, with a character of 1 to 4 bytes at every place of the cut,
         * or an invalid byte, before and after it, after every count of ASCII bytes up to 8 */
        static const char *const tails[] = {"a", "\xc3\xa9", "\xe4\xb8\xad", "\xf0\x9f\x98\x80", "\xff", "\xe4\xb8"};
        for (size_t t = 0; t < sizeof tails / sizeof *tails; t++) {
            memset(text, 'x', len);
            text[len] = 0;
            size_t n = strlen(tails[t]);
            for (size_t at = len - 12; at + n <= len; at++) {
                memset(text, 'x', len);
                memcpy(text + at, tails[t], n);
                expect_diag_text(text, NULL);
            }
        }
    }
    memset(text, 'y', PK_DIAG_MESSAGE + 10);
    text[PK_DIAG_MESSAGE + 10] = 0;
    text[PK_DIAG_MESSAGE + 2] = (char)0xff; /* beyond the cut: the kept message stays as it is */
    char kept[PK_DIAG_MESSAGE];
    memset(kept, 'y', PK_DIAG_MESSAGE - 1);
    kept[PK_DIAG_MESSAGE - 1] = 0;
    expect_diag_text(text, kept);
    text[PK_DIAG_MESSAGE - 3] = (char)0xe4; /* a character cut by the size */
    text[PK_DIAG_MESSAGE - 2] = (char)0xb8;
    text[PK_DIAG_MESSAGE - 1] = (char)0xad;
    kept[PK_DIAG_MESSAGE - 3] = kept[PK_DIAG_MESSAGE - 2] = '?';
    expect_diag_text(text, kept);
}

/* The move quoted by a diagnostic is made UTF-8 on either path. */
static void test_diag_move_made_utf8(void **state)
{
    (void)state;
    pk_game g;
    pk_game_init(&g);
    pk_diag *d = pk_game_diag(&g, PK_SEV_ERROR, "test", 1, 1, 1, "N\xff" "f3", 4, "%s", "ready");
    assert_non_null(d);
    assert_string_equal(d->move, "N?f3");
    assert_string_equal(d->message, "ready");
    d = pk_game_diag(&g, PK_SEV_ERROR, "test", 1, 1, 1, "N\xff" "f3", 4, "move %d", 1);
    assert_non_null(d);
    assert_string_equal(d->move, "N?f3");
    assert_string_equal(d->message, "move 1");
    /* a move cut by the size within a character, a message of any bytes from a format */
    char long_move[PK_DIAG_MOVE + 8];
    memset(long_move, 'a', sizeof long_move);
    memcpy(long_move + PK_DIAG_MOVE - 3, "\xe4\xb8\xad", 3);
    d = pk_game_diag(&g, PK_SEV_ERROR, "test", 1, 1, 1, long_move, sizeof long_move, "%s: %s", "caf\xc3\xa9", "\xff");
    assert_non_null(d);
    assert_int_equal(strlen(d->move), PK_DIAG_MOVE - 1);
    assert_memory_equal(d->move + PK_DIAG_MOVE - 5, "aa??", 5);
    assert_string_equal(d->message, "caf\xc3\xa9: ?");
    d = pk_game_diag(&g, PK_SEV_ERROR, "test", 1, 1, 1, "Nf3", 3, "long %0400d", 7);
    assert_non_null(d);
    assert_int_equal(strlen(d->message), PK_DIAG_MESSAGE - 1);
    assert_string_equal(d->move, "Nf3");
    assert_int_equal(g.n_errors, 4);
    pk_game_free(&g);
}

/* The letters of the first game of text, read by the general path (the text as it is) and by the
 * sink (followed by 300 blanks), are expected. */
static void expect_letters_(pk_where at, const char *text, uint32_t expected)
{
    char padded[1024];
    size_t len = strlen(text);
    assert_true(len + 300 < sizeof padded);
    memcpy(padded, text, len);
    memset(padded + len, ' ', 300);
    for (int pad = 0; pad < 2; pad++) {
        pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(padded, len + (pad ? 300 : 0));
        pk_game_reader *r = pk_variant_reader_new(lx);
        pk_game g;
        pk_game_init(&g);
        if (!pk_game_read(r, &g))
            where_fail(at, "no game read");
        else if (g.letters != expected)
            where_fail(at, "letters %#x != %#x (%s)", g.letters, expected, pad ? "sink" : "general path");
        pk_game_free(&g);
        pk_game_reader_free(r);
        pk_pgn_lexer_free(lx);
    }
}
#define expect_letters(text, expected) expect_letters_(HERE, text, expected)
#define LETTER(c) (1u << ((c) - 'A'))

/* A word that ends on a digit has no promotion piece: its first letter alone, ranks 0 and 9 (of
 * Xiangqi's points) as 1 to 8. */
static void test_letters_of_words_ending_on_a_digit(void **state)
{
    (void)state;
    expect_letters("1.h2e2 h9g7 2.h0g2 i9h9 3.e3e4 e6e5 *\n", 0);
    expect_letters("1.R9 Q0 2.Kh9 e0 3.e9 a0 *\n", LETTER('R') | LETTER('Q') | LETTER('K'));
    expect_letters("1.e0=Q h9=N 2.a0+ B9# *\n", LETTER('Q') | LETTER('N') | LETTER('B'));
    expect_letters("1.Z0 O-O 2.H2-5 c3+4 *\n", LETTER('H'));
}

/* The same records whether a game's tags and moves come through the reader's fast paths or
 * through pk_pgn_next, for whatever falls back from them: tags that are not plain (a name with
 * '-' or in UTF-8 or Latin-1, an escape, a stray quote, no ']'), records of tags only and tags
 * given twice (blank lines between tags), tags in the movetext, a tag whose name is an encoding
 * hint's (Xiangqi's Game: GBK text after it), a value longer than the text arena, more tags than
 * a game may have, CR LF lines, comments after the result, and a game that starts again at "1.". */
static void test_fast_paths_give_the_same_records(void **state)
{
    (void)state;
    expect_same_records_either_way("[Event \"a\"]\r\n[Site \"?\"]\r\n[Date \"1906.??.??\"]\r\n[White \"Savrov\"]\r\n"
                                   "[Black \"Alekhine, Alexander\"]\r\n[Result \"0-1\"]\r\n[WhiteElo \"\"]\r\n\r\n"
                                   "1.e4 e5 2.f4 Bc5 3.Nf3 d6 4.c3 Bg4 0-1\r\n\r\n"
                                   "[Event \"b\"]\r\n[Site \"?\"]\r\n\r\n1.d4 d5 2.c4 e6 1/2-1/2\r\n\r\n");
    expect_same_records_either_way("[Event \"a\"]\n\n1.e4 e5 2. Nf3 2...Nc6 0. Bb5 12.... a6 (12...a5 13.c3) b8=Q+ e.p. "
                                   "O-O 14.Nxe5(14.d4) 1.2. 3.0-0 4.N 5.N+ 6.e4+ 7.. 8.a Oe4 Z0 Z1 ep4 e.5 1-0\n");
    expect_same_records_either_way("1. e4 1-0 {one} ; two\n{three}\n\n{four}\n[Event \"b\"]\n1. d4 1/2-1/2 {five}\n"
                                   "[Event \"c\"]\n1. c4 0-1\n\n1. e4 1-0(Q) 1-0! "
                                   "2. d4 0-1 1-0\n\n0-1\n\n1/2-1/2 {alone}\n");
    expect_same_records_either_way("[Event \"p\"]\n[Round \"1\"]\n\n[Event \"p\"]\n[Round \"2\"]\n[Event \"p\"]\n"
                                   "[Round \"3\"]\n\n[Round \"4\"]\n[ECO \"A00\"]\n[ECO "
                                   "\"A01\"]\n\n[Annotator \"x\"]\n\n"
                                   "1. e4 *\n\n[Event \"last\"]\n");
    expect_same_records_either_way("[White-Elo \"1\"]\n[\xC3\x89vent \"x\"]\n[\xC9vent \"y\"]\n[Site \"a \\\"b\\\"\"]\n"
                                   "[Site \"a \"b\" c\"]\n[Site \"S\xE3o\"]\n[ Round  \"3\" ]\n[Black \"x\"\n"
                                   "[Result \"*\"] [ECO \"B00\"]\n\n1. e4 [%clk 0:01] [Annotator \"late\"] e5 *\n\n"
                                   "1. d4 {c} * {after} ; too\n{three}\n\n{next} [Event \"n\"]\n1. c4\n\n1. e4 e5 *\n");
    expect_same_records_either_way("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n[Game \"Xiangqi\"]\n"
                                   "[Site \"\xD6\xD0\xB9\xFA\"]\n\n1. C2.5 h8+7 *\n\n"
                                   "[Event \"c\"]\n[Game \"Chess\"]\n[Site \"\xD6\xD0\xB9\xFA\"]\n\n1. e4 *\n");
    /* names past 16 bytes (the fast path reads those of up to 40 on, byte by byte), and a name that
     * shares its pk_tag_key with the Game hint's (GameDuration): taken at once, no GBK after it */
    expect_same_records_either_way("[Event \"d\"]\n[TerminationDetails \"adjudication\"]\n[ABCDEFGHIJKLMNOP \"16\"]\n"
                                   "[ABCDEFGHIJKLMNOPQ \"17\"]\n[ABCDEFGHIJKLMNOP-Q \"dash\"]\n[ABCDEFGHIJKLMNOP_9 \"_9\"]\n"
                                   "[Abcdefghijklmnopqrstuvwxyz_0123456789ABC \"40\"]\n"
                                   "[Abcdefghijklmnopqrstuvwxyz_0123456789ABCD \"41\"]\n"
                                   "[GameDuration \"01:02:03\"]\n[Site \"\xD6\xD0\xB9\xFA\"]\n\n1. e4 *\n\n"
                                   "[Event \"e\"]\n[GameDuration \"1\"]\n[Game \"Xiangqi\"]\n[Site \"\xD6\xD0\xB9\xFA\"]\n\n"
                                   "1. C2.5 h8+7 *\n");
    static char long_value[6000] = "[Event \"x\"]\n[Annotator \"";
    size_t n = strlen(long_value);
    memset(long_value + n, 'v', 5000);
    strcpy(long_value + n + 5000, "\"]\n[Site \"y\"]\n\n1. e4 e5 *\n\n[Event \"z\"]\n[Site \"w\"]\n\n1. d4 *\n");
    expect_same_records_either_way(long_value);
    static char deep[1200] = "[Event \"deep\"]\n\n1. e4 ";
    for (int i = 0; i < 70; i++)
        strcat(deep, "(1. d4 d5 ");
    for (int i = 0; i < 70; i++)
        strcat(deep, "c4) ");
    strcat(deep, "e5 *\n");
    expect_same_records_either_way(deep); /* moves inside variations nested too deep are dropped */
    static char many[20000]; /* 1002 tags of at most 16 bytes */
    char *p = many;
    for (int i = 0; i < 1002; i++)
        p += sprintf(p, "[T%d \"%d\"]\n", i, i);
    strcpy(p, "\n1. e4 *\n");
    expect_same_records_either_way(many);
}

/* Bytes handed to a lexer in chunks of random sizes (1 to max bytes), as a pipe or a piece of
 * a file read on a thread of its own gives them. */
typedef struct {
    const char *text;
    size_t len, at, max;
    uint64_t seed;
} chunked_input;

static long read_chunk(void *ctx, void *buf, size_t n)
{
    chunked_input *in = ctx;
    in->seed ^= in->seed << 13, in->seed ^= in->seed >> 7, in->seed ^= in->seed << 17;
    size_t k = 1 + (size_t)(in->seed >> 20) % in->max;
    k = k < n ? k : n;
    k = k < in->len - in->at ? k : in->len - in->at;
    memcpy(buf, in->text + in->at, k);
    in->at += k;
    return (long)k;
}

/* As dump_records, the text read in chunks, read_min bytes at least per refill. */
static char *dump_records_chunked(const char *text, size_t len, size_t max, size_t read_min, uint64_t seed)
{
    chunked_input in = {text, len, 0, max, seed | 1};
    pk_pgn_lexer *lx = pk_pgn_lexer_open_reader(read_chunk, &in);
    pk_pgn_lexer_read_size(lx, read_min);
    char *out = dump_lexer_records(lx, &defaults);
    pk_pgn_lexer_free(lx);
    assert_non_null(out);
    return out;
}

static void append_text(char **text, size_t *len, const char *s, size_t n)
{
    *text = realloc(*text, *len + n + 1);
    assert_non_null(*text);
    memcpy(*text + *len, s, n);
    *len += n;
    (*text)[*len] = 0;
}

static void append_str(char **text, size_t *len, const char *s) { append_text(text, len, s, strlen(s)); }

static void append_run(char **text, size_t *len, char c, size_t n)
{
    char *run = malloc(n);
    assert_non_null(run);
    memset(run, c, n);
    append_text(text, len, run, n);
    free(run);
}

/* Ordinary games, n of them, to put what follows at another offset. */
static void append_games(char **text, size_t *len, int n, const char *nl)
{
    char game[256];
    for (int i = 0; i < n; i++) {
        snprintf(game, sizeof game, "[Event \"g%d\"]%s[Result \"1-0\"]%s%s1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0%s%s", i, nl, nl,
                 nl, nl, nl);
        append_str(text, len, game);
    }
}

/* The records of a text are the same whatever reads bring its bytes (chunks of 1 byte to 70 KB,
 * refills of 8 KiB to 128 KiB), as one read of all of it: with a tag value past its limit, an
 * open comment before a game's first tag line longer than the look ahead, bad words and bad
 * tags of 20 KB (their text kept for convert), and lone CRs and CRLFs wherever reads end. */
static void test_records_whatever_the_reads(void **state)
{
    (void)state;
    char *texts[10] = {0};
    size_t lens[10] = {0}, n = 0;
    /* a tag value past PK_LIMIT_TAG_VALUE */
    append_games(&texts[n], &lens[n], 300, "\n");
    append_str(&texts[n], &lens[n], "[Event \"");
    append_run(&texts[n], &lens[n], 'x', 70000);
    append_str(&texts[n], &lens[n], "\"]\n\n1. d4 *\n\n");
    append_games(&texts[n], &lens[n], 300, "\n");
    n++;
    /* an open comment, then a game's first tag line of 20 KB */
    append_games(&texts[n], &lens[n], 200, "\n");
    append_str(&texts[n], &lens[n], "[Event \"o\"]\n\n1. e4 { open comment\n[Event \"");
    append_run(&texts[n], &lens[n], 'x', 20000);
    append_str(&texts[n], &lens[n], "\"]\n[Result \"*\"]\n\n1. d4 *\n\n");
    append_games(&texts[n], &lens[n], 200, "\n");
    n++;
    /* a bad word and a bad tag of 20 KB */
    append_games(&texts[n], &lens[n], 150, "\n");
    append_str(&texts[n], &lens[n], "[Event \"w\"]\n\n1. e4 e5 2. Nf3 ");
    append_run(&texts[n], &lens[n], 'x', 20000);
    append_str(&texts[n], &lens[n], " Nc6 *\n\n[");
    append_run(&texts[n], &lens[n], ' ', 20000);
    append_str(&texts[n], &lens[n], "x]\n[Event \"t\"]\n\n1. d4 *\n\n");
    append_games(&texts[n], &lens[n], 150, "\n");
    n++;
    /* LF lines, and one lone CR: every CR after it reads as a line end, the CRLFs' too */
    append_games(&texts[n], &lens[n], 700, "\n");
    append_str(&texts[n], &lens[n], "[Event \"cr\"]\n\n1. e4\re5 *\n\n");
    append_games(&texts[n], &lens[n], 300, "\r\n");
    n++;
    /* CRLF lines, and stray CRs: blanks */
    append_games(&texts[n], &lens[n], 700, "\r\n");
    append_str(&texts[n], &lens[n], "[Event \"stray\"]\r\n\r\n1. e4\re5 *\r\n\r\n");
    append_games(&texts[n], &lens[n], 300, "\n\r");
    n++;
    /* a lone CR (the file's first) as the last byte of a full read buffer (256 KiB): read on
     * past it to tell it from a CRLF; then the same with a CRLF cut there, after a lone CR */
    for (int k = 0; k < 2; k++) {
        append_games(&texts[n], &lens[n], 2500, "\n");
        if (k == 1)
            append_str(&texts[n], &lens[n], "[Event \"first\"]\n\n1. e4\re5 *\n\n");
        const char *head = "[Event \"cr\"]\n\n1. e4 {", *tail = "} d5";
        size_t at = 262143 - (k == 1); /* the CR's offset */
        append_str(&texts[n], &lens[n], head);
        append_run(&texts[n], &lens[n], 'x', at - lens[n] - strlen(tail));
        append_str(&texts[n], &lens[n], tail);
        assert_int_equal(lens[n], at);
        append_str(&texts[n], &lens[n], k == 0 ? "\re5 2. Ke2 *\n\n" : "\r\n2. Ke2 *\n\n");
        append_games(&texts[n], &lens[n], 50, "\n");
        n++;
    }
    static const size_t read_mins[] = {8192, 16384, 65536, 131072};
    for (size_t t = 0; t < n; t++) {
        char *ref = dump_records(texts[t], lens[t]);
        for (uint64_t seed = 1; seed <= 16; seed++) {
            /* chunks of 7 bytes, of up to 4099 or 70000 bytes, or as large as asked */
            size_t max = seed % 4 == 0 ? 7 : seed % 4 == 1 ? 4099 : seed % 4 == 2 ? 70000 : SIZE_MAX / 2;
            char *got = dump_records_chunked(texts[t], lens[t], max, read_mins[(seed / 4) % 4], seed * 0x9E3779B97F4A7C15ull);
            if (strcmp(ref, got) != 0) {
                size_t i = 0;
                while (ref[i] && ref[i] == got[i])
                    i++;
                size_t from = i > 200 ? i - 200 : 0;
                fail_msg("text %zu, chunks of up to %zu bytes, refills of %zu: the records differ at byte %zu:\n"
                         "one read: %.300s\nchunks:   %.300s",
                         t, max, read_mins[(seed / 4) % 4], i, ref + from, got + from);
            }
            free(got);
        }
        free(ref);
        free(texts[t]);
    }
}

int main(void)
{
#define T(name) cmocka_unit_test(name)
    const struct CMUnitTest tests[] = {
        T(test_fast_paths_give_the_same_records),
        T(test_records_whatever_the_reads),
        T(test_glued_move_numbers),
        T(test_sink_room_runs_out),
        T(test_sink_room_runs_out_at_long_tag_names),
        T(test_letters_and_signs_from_the_sink),
        T(test_diag_of_a_ready_message),
        T(test_letters_of_words_ending_on_a_digit),
        T(test_diag_move_made_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
