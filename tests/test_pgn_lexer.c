/* The PGN lexer: every token kind with its text, line, column (in characters) and byte offset;
 * the accepted irregular spellings; errors that leave the lexer going; and the same tokens from
 * memory, from a file and from a pipe, across the 256 KiB read buffer's boundary. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pgn_lexer.h"
#include "test_helpers.h"

#define BUFFER_BYTES (256 * 1024) /* the lexer's read buffer for descriptors */
#define ANY LONG_MIN              /* number or dots not checked */

#define MSG_UNTERMINATED_COMMENT                                                                              \
    "unterminated comment: this '{' has no closing '}' (the comment is kept up to the next game or the end " \
    "of the input)"
#define MSG_UNTERMINATED_TAG \
    "unterminated tag value: the closing '\"]' is missing (the value is kept to the end of its line)"
#define MSG_NUL "a NUL byte: this looks like a binary file, not PGN"

typedef struct {
    pk_token_kind kind;
    const char *text;  /* NULL: no text (len 0); for PK_TOK_ERROR: the code */
    uint32_t line, column;
    uint64_t offset;
    long number;       /* ANY: not checked */
    long dots;         /* ANY: not checked */
    unsigned flags;
    const char *name;  /* tags; for PK_TOK_ERROR: the message (NULL: not checked) */
} want;

static const char *const kind_names[] = {"EOF", "TAG", "MOVE_NUMBER", "SYMBOL", "NAG", "COMMENT",
                                         "OPEN", "CLOSE", "RESULT", "ESCAPE", "ERROR"};

/* Compares one token; on a difference writes it into msg and returns false. */
static bool same_token(const pk_token *t, const want *w, size_t i, char *msg, size_t size)
{
    const char *text = t->text ? t->text : "";
    if (t->kind != w->kind)
        return snprintf(msg, size, "token %zu: kind %s, expected %s (text \"%.*s\", line %u, column %u)", i,
                        kind_names[t->kind], kind_names[w->kind], (int)t->len, text, t->line, t->column),
               false;
    if (t->line != w->line || t->column != w->column || t->offset != w->offset)
        return snprintf(msg, size, "token %zu (%s \"%.*s\"): at %u:%u offset %llu, expected %u:%u offset %llu", i,
                        kind_names[w->kind], (int)t->len, text, t->line, t->column, (unsigned long long)t->offset,
                        w->line, w->column, (unsigned long long)w->offset),
               false;
    if (w->kind == PK_TOK_ERROR) {
        if (strcmp(t->code, w->text) != 0 || (w->name && strcmp(t->message, w->name) != 0))
            return snprintf(msg, size, "token %zu: error %s \"%s\", expected %s \"%s\"", i, t->code, t->message,
                            w->text, w->name ? w->name : "(any)"),
                   false;
    } else if (t->len != (w->text ? strlen(w->text) : 0) || (t->len && memcmp(t->text, w->text, t->len) != 0)) {
        return snprintf(msg, size, "token %zu: text \"%.*s\" (%zu bytes), expected \"%s\"", i, (int)t->len, text,
                        t->len, w->text ? w->text : "(none)"),
               false;
    }
    if (w->kind == PK_TOK_TAG && (t->name_len != strlen(w->name) || memcmp(t->name, w->name, t->name_len) != 0))
        return snprintf(msg, size, "token %zu: tag name \"%.*s\", expected \"%s\"", i, (int)t->name_len, t->name,
                        w->name),
               false;
    if (w->number != ANY && t->number != w->number)
        return snprintf(msg, size, "token %zu (%s \"%.*s\"): number %ld, expected %ld", i, kind_names[w->kind],
                        (int)t->len, text, t->number, w->number),
               false;
    if (w->dots != ANY && t->dots != w->dots)
        return snprintf(msg, size, "token %zu: dots %d, expected %ld", i, t->dots, w->dots), false;
    if (t->flags != w->flags)
        return snprintf(msg, size, "token %zu (%s \"%.*s\"): flags %#x, expected %#x", i, kind_names[w->kind],
                        (int)t->len, text, t->flags, w->flags),
               false;
    return true;
}

/* Lexes len bytes from memory and compares every token, EOF included. */
static void expect_tokens_(pk_where at, const char *input, size_t len, const want *wants, size_t n)
{
    where_int(at, "the last token wanted", "kind", wants[n - 1].kind, PK_TOK_EOF);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(input, len);
    where_bool(at, "lexer", "opened", lx != NULL, true);
    pk_token t;
    char msg[600] = "";
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        pk_pgn_next(lx, &t);
        ok = same_token(&t, &wants[i], i, msg, sizeof msg);
    }
    if (ok) {
        pk_pgn_next(lx, &t); /* EOF for ever */
        if (t.kind != PK_TOK_EOF || pk_pgn_lexer_offset(lx) != len || pk_pgn_lexer_io_error(lx) != 0)
            ok = false, snprintf(msg, sizeof msg, "after EOF: kind %d, offset %llu of %zu", t.kind,
                                 (unsigned long long)pk_pgn_lexer_offset(lx), len);
    }
    pk_pgn_lexer_free(lx);
    if (!ok)
        where_fail(at, "%s", msg);
}
#define expect_tokens(...) expect_tokens_(HERE, __VA_ARGS__)

#define EXPECT(input, ...)                                                              \
    do {                                                                                \
        static const want wants_[] = {__VA_ARGS__};                                     \
        expect_tokens(input, sizeof(input) - 1, wants_, sizeof wants_ / sizeof wants_[0]); \
    } while (0)

#define T_TAG(name, value, l, c, o) {PK_TOK_TAG, value, l, c, o, ANY, ANY, 0, name}
#define T_TAGF(name, value, flags, l, c, o) {PK_TOK_TAG, value, l, c, o, ANY, ANY, flags, name}
#define T_NUM(text, value, d, l, c, o) {PK_TOK_MOVE_NUMBER, text, l, c, o, value, d, 0, NULL}
#define T_SYM(text, l, c, o) {PK_TOK_SYMBOL, text, l, c, o, ANY, ANY, 0, NULL}
#define T_NUMF(text, value, d, flags, l, c, o) {PK_TOK_MOVE_NUMBER, text, l, c, o, value, d, flags, NULL}
#define T_SYMF(text, flags, l, c, o) {PK_TOK_SYMBOL, text, l, c, o, ANY, ANY, flags, NULL}
#define T_NAG(text, value, flags, l, c, o) {PK_TOK_NAG, text, l, c, o, value, ANY, flags, NULL}
#define T_COM(text, flags, l, c, o) {PK_TOK_COMMENT, text, l, c, o, ANY, ANY, flags, NULL}
#define T_RES(text, value, flags, l, c, o) {PK_TOK_RESULT, text, l, c, o, value, ANY, flags, NULL}
#define T_ESC(text, l, c, o) {PK_TOK_ESCAPE, text, l, c, o, ANY, ANY, 0, NULL}
#define T_ERR(code, message, l, c, o) {PK_TOK_ERROR, code, l, c, o, ANY, ANY, 0, message}
#define T_OPEN(l, c, o) {PK_TOK_OPEN, NULL, l, c, o, ANY, ANY, 0, NULL}
#define T_CLOSE(l, c, o) {PK_TOK_CLOSE, NULL, l, c, o, ANY, ANY, 0, NULL}
#define T_EOF(l, c, o) {PK_TOK_EOF, NULL, l, c, o, ANY, ANY, 0, NULL}

static void test_tags_with_escapes(void **state)
{
    (void)state;
    /* line 1 is 22 bytes: [Event "A \"q\" b\\c"] */
    EXPECT("[Event \"A \\\"q\\\" b\\\\c\"]\n[Site \"x\"]\n[ Round  \"3\" ]\n[White \"M\xC3\xBCller\"] {x}\n",
           T_TAG("Event", "A \"q\" b\\c", 1, 1, 0), T_TAG("Site", "x", 2, 1, 23), T_TAG("Round", "3", 3, 1, 34),
           T_TAG("White", "M\xC3\xBCller", 4, 1, 49),
           /* "[White "Müller"] " is 17 characters and 18 bytes */
           T_COM("x", 0, 4, 18, 67), T_EOF(5, 1, 71));
    /* a backslash before anything else stays; an empty value */
    EXPECT("[Annotator \"a\\b\"][Empty \"\"]", T_TAG("Annotator", "a\\b", 1, 1, 0), T_TAG("Empty", "", 1, 18, 17),
           T_EOF(1, 28, 27));
}

static void test_move_numbers_and_moves(void **state)
{
    (void)state;
    EXPECT("12. e4 12... e5 1 Nf3 3.Nc3 5254 0000 e8=Q+ O-O-O",
           T_NUM("12.", 12, 1, 1, 1, 0), T_SYM("e4", 1, 5, 4), T_NUM("12...", 12, 3, 1, 8, 7),
           T_SYM("e5", 1, 14, 13),
           /* digits without a period: a move number (PGN 8.2.2.1) */
           T_NUM("1", 1, 0, 1, 17, 16), T_SYM("Nf3", 1, 19, 18), T_NUM("3.", 3, 1, 1, 23, 22),
           T_SYM("Nc3", 1, 25, 24),
           /* four digits 1-8: an ICCF move, not a number; 0000 a UCI null move */
           T_SYM("5254", 1, 29, 28), T_SYM("0000", 1, 34, 33), T_SYM("e8=Q+", 1, 39, 38),
           T_SYM("O-O-O", 1, 45, 44), T_EOF(1, 50, 49));
    /* descriptive moves keep a glued parenthesis; SAN followed by '(' opens a variation */
    EXPECT("P-K8(Q) Nf3(Nc3)", T_SYM("P-K8(Q)", 1, 1, 0), T_SYM("Nf3", 1, 9, 8), T_OPEN(1, 12, 11),
           T_SYM("Nc3", 1, 13, 12), T_CLOSE(1, 16, 15), T_EOF(1, 17, 16));
}

static void test_nags_suffixes_and_symbols(void **state)
{
    (void)state;
    EXPECT("e4 $5 ! ? !! ?? !? ?! +- -+ = $255",
           T_SYM("e4", 1, 1, 0), T_NAG(NULL, 5, 0, 1, 4, 3), T_NAG("!", 1, PK_TOKF_SUFFIX, 1, 7, 6),
           T_NAG("?", 2, PK_TOKF_SUFFIX, 1, 9, 8), T_NAG("!!", 3, PK_TOKF_SUFFIX, 1, 11, 10),
           T_NAG("??", 4, PK_TOKF_SUFFIX, 1, 14, 13), T_NAG("!?", 5, PK_TOKF_SUFFIX, 1, 17, 16),
           T_NAG("?!", 6, PK_TOKF_SUFFIX, 1, 20, 19), T_NAG("+-", 18, PK_TOKF_SUFFIX, 1, 23, 22),
           T_NAG("-+", 19, PK_TOKF_SUFFIX, 1, 26, 25), T_NAG("=", 10, PK_TOKF_SUFFIX, 1, 29, 28),
           T_NAG(NULL, 255, 0, 1, 31, 30), T_EOF(1, 35, 34));
    /* glued to the move; the symbols in Unicode (± is two bytes, one character) */
    EXPECT("Nf3!? \xC2\xB1 +/- \xE2\x88\x9E N", T_SYM("Nf3", 1, 1, 0), T_NAG("!?", 5, PK_TOKF_SUFFIX, 1, 4, 3),
           T_NAG("\xC2\xB1", 16, PK_TOKF_SUFFIX | PK_TOKF_NONASCII, 1, 7, 6),
           T_NAG("+/-", 16, PK_TOKF_SUFFIX, 1, 9, 9),
           T_NAG("\xE2\x88\x9E", 13, PK_TOKF_SUFFIX | PK_TOKF_NONASCII, 1, 13, 13),
           T_NAG("N", 146, PK_TOKF_SUFFIX, 1, 15, 17), T_EOF(1, 16, 18));
    EXPECT("$ $256 !!! e4",
           T_ERR("bad-syntax", "'$' must be followed by a NAG number ($0 to $255)", 1, 1, 0),
           T_ERR("bad-syntax", "NAG number out of range: $0 to $255", 1, 3, 2),
           T_ERR("bad-syntax", "not an annotation: use !, ?, !!, ??, !? or ?!", 1, 8, 7), T_SYM("e4", 1, 12, 11),
           T_EOF(1, 14, 13));
}

static void test_comments(void **state)
{
    (void)state;
    EXPECT("{first} e4 {two\nlines} e5 ; rest of line\nNf3 {}",
           T_COM("first", 0, 1, 1, 0), T_SYM("e4", 1, 9, 8), T_COM("two\nlines", 0, 1, 12, 11),
           T_SYM("e5", 2, 8, 23), T_COM(" rest of line", PK_TOKF_SEMICOLON, 2, 11, 26), T_SYM("Nf3", 3, 1, 41),
           T_COM("", 0, 3, 5, 45), T_EOF(3, 7, 47));
    /* braces and semicolons do not nest or mix */
    EXPECT("{a ; b} ;c {d}\n}", T_COM("a ; b", 0, 1, 1, 0), T_COM("c {d}", PK_TOKF_SEMICOLON, 1, 9, 8),
           T_ERR("bad-syntax", "'}' without an opening '{'", 2, 1, 15), T_EOF(2, 2, 16));
}

static void test_escape_lines_only_in_column_one(void **state)
{
    (void)state;
    EXPECT("%first line\ne4 %not\n%second\r\n e5\n",
           T_ESC("first line", 1, 1, 0), T_SYM("e4", 2, 1, 12), T_SYM("%not", 2, 4, 15),
           T_ESC("second", 3, 1, 20), T_SYM("e5", 4, 2, 30), T_EOF(5, 1, 33));
}

static void test_variations_and_results(void **state)
{
    (void)state;
    EXPECT("1. e4 (1. d4 d5) 1-0 0-1 1/2-1/2 * \xC2\xBD-\xC2\xBD 1\xE2\x80\x93" "0 0-0",
           T_NUM("1.", 1, 1, 1, 1, 0), T_SYM("e4", 1, 4, 3), T_OPEN(1, 7, 6), T_NUM("1.", 1, 1, 1, 8, 7),
           T_SYM("d4", 1, 11, 10), T_SYM("d5", 1, 14, 13), T_CLOSE(1, 16, 15),
           T_RES("1-0", PK_RESULT_WHITE, 0, 1, 18, 17), T_RES("0-1", PK_RESULT_BLACK, 0, 1, 22, 21),
           T_RES("1/2-1/2", PK_RESULT_DRAW, 0, 1, 26, 25), T_RES("*", PK_RESULT_UNKNOWN, 0, 1, 34, 33),
           /* ½-½ is 5 bytes and 3 characters; 1–0 (en dash) 5 bytes and 3 characters */
           T_RES("\xC2\xBD-\xC2\xBD", PK_RESULT_DRAW, PK_TOKF_NONSTANDARD | PK_TOKF_NONASCII, 1, 36, 35),
           T_RES("1\xE2\x80\x93" "0", PK_RESULT_WHITE, PK_TOKF_NONSTANDARD | PK_TOKF_NONASCII, 1, 40, 41),
           /* castling with zeros is a move, not a result */
           T_SYM("0-0", 1, 44, 47), T_EOF(1, 47, 50));

    bool standard = true;
    assert_int_equal(pk_result_parse("1-0", 3, &standard), PK_RESULT_WHITE);
    assert_true(standard);
    assert_int_equal(pk_result_parse("0-1", 3, &standard), PK_RESULT_BLACK);
    assert_true(standard);
    assert_int_equal(pk_result_parse("1/2-1/2", 7, &standard), PK_RESULT_DRAW);
    assert_true(standard);
    assert_int_equal(pk_result_parse("*", 1, &standard), PK_RESULT_UNKNOWN);
    assert_true(standard);
    assert_int_equal(pk_result_parse("\xC2\xBD-\xC2\xBD", 5, &standard), PK_RESULT_DRAW);
    assert_false(standard);
    standard = true;
    assert_int_equal(pk_result_parse("0\xE2\x80\x93" "1", 5, &standard), PK_RESULT_BLACK);
    assert_false(standard);
    standard = true;
    assert_int_equal(pk_result_parse("1/2", 3, &standard), PK_RESULT_DRAW);
    assert_false(standard);
    assert_int_equal(pk_result_parse("0-0", 3, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("1-0 ", 4, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("1-", 2, NULL), PK_RESULT_NONE);
    /* lookalikes of the markers read at once, and the bytes after a length not looked at */
    assert_int_equal(pk_result_parse("1-1", 3, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("0+1", 3, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("/-2", 3, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("1/2-1/3", 7, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("*x", 2, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("1-0", 2, NULL), PK_RESULT_NONE);
    assert_int_equal(pk_result_parse("1/2-1/2", 3, &standard), PK_RESULT_DRAW); /* "1/2" */
    assert_false(standard);
}

static void test_columns_count_characters(void **state)
{
    (void)state;
    /* the same line in UTF-8 and in Latin-1: same columns, different offsets; text in UTF-8 */
    EXPECT("{caf\xC3\xA9 \xC2\xBD} e5 {x}\n", T_COM("caf\xC3\xA9 \xC2\xBD", 0, 1, 1, 0), T_SYM("e5", 1, 10, 11),
           T_COM("x", 0, 1, 13, 14), T_EOF(2, 1, 18));
    EXPECT("{caf\xE9 \xBD} e5 {x}\n", T_COM("caf\xC3\xA9 \xC2\xBD", PK_TOKF_LATIN1, 1, 1, 0), T_SYM("e5", 1, 10, 9),
           T_COM("x", 0, 1, 13, 12), T_EOF(2, 1, 16));
    /* CP1252: 0x80 is the euro sign; a tag value read as Latin-1 */
    EXPECT("[White \"Jos\xE9 \x80\"] {x}", T_TAGF("White", "Jos\xC3\xA9 \xE2\x82\xAC", PK_TOKF_LATIN1, 1, 1, 0),
           T_COM("x", 0, 1, 18, 17), T_EOF(1, 21, 20));
    /* a Latin-1 comment over two lines: the last line's columns are right */
    EXPECT("{\xE9\n\xE9\xBD} e5", T_COM("\xC3\xA9\n\xC3\xA9\xC2\xBD", PK_TOKF_LATIN1, 1, 1, 0), T_SYM("e5", 2, 5, 7),
           T_EOF(2, 7, 9));
    /* a no-break space between tokens is a blank of one character */
    EXPECT("e4 \xC2\xA0" "e5", T_SYM("e4", 1, 1, 0), T_SYM("e5", 1, 5, 5), T_EOF(1, 7, 7));
}

static void test_no_break_space_ends_a_word(void **state)
{
    (void)state;
    /* PGN copied from a web page: "1.\xC2\xA0e4\xC2\xA0e5" is three tokens, not "1." and one
     * symbol "e4\xC2\xA0e5" (a bug found by this test, fixed in 67062a1) */
    EXPECT("1.\xC2\xA0" "e4\xC2\xA0" "e5", T_NUM("1.", 1, 1, 1, 1, 0), T_SYM("e4", 1, 4, 4), T_SYM("e5", 1, 7, 8),
           T_EOF(1, 9, 10));
}

static void test_latin1_result_keeps_columns(void **state)
{
    (void)state;
    /* a Latin-1 word in the movetext (the lexer's own Latin-1 result 0xBD-0xBD, ½-½): its bytes
     * 0x80-0xBF are characters, not UTF-8 continuation bytes, so "{x}" stays at column 5 (a bug
     * found by this test, fixed in 67062a1: it was reported at column 3) */
    EXPECT("\xBD-\xBD {x}", T_RES("\xBD-\xBD", PK_RESULT_DRAW, PK_TOKF_NONSTANDARD | PK_TOKF_NONASCII, 1, 1, 0),
           T_COM("x", 0, 1, 5, 4), T_EOF(1, 8, 7));
}

static void test_byte_order_marks(void **state)
{
    (void)state;
    /* at the start: not a character of line 1, and line 1 can still be an escape line */
    EXPECT("\xEF\xBB\xBF[Event \"x\"] {y}\n%esc\n", T_TAG("Event", "x", 1, 1, 3), T_COM("y", 0, 1, 13, 15),
           T_ESC("esc", 2, 1, 19), T_EOF(3, 1, 24));
    EXPECT("\xEF\xBB\xBF%esc\n", T_ESC("esc", 1, 1, 3), T_EOF(2, 1, 8));
    /* in the middle, where files were concatenated: no character either */
    EXPECT("e4 \xEF\xBB\xBF e5\n\xEF\xBB\xBF" "[Event \"y\"]\n", T_SYM("e4", 1, 1, 0), T_SYM("e5", 1, 5, 7),
           T_TAG("Event", "y", 2, 1, 13), T_EOF(3, 1, 25));
}

static void test_byte_order_mark_before_escape_line(void **state)
{
    (void)state;
    /* a second file's BOM leaves its first line's escape line one, as at the very start of the
     * input (a bug found by this test, fixed in 67062a1: it was a SYMBOL "%esc") */
    EXPECT("e4\n\xEF\xBB\xBF%esc\n", T_SYM("e4", 1, 1, 0), T_ESC("esc", 2, 1, 6), T_EOF(3, 1, 11));
}

static void test_crlf_line_ends(void **state)
{
    (void)state;
    /* the comment keeps its CR (the game reader drops it); line ends count once */
    EXPECT("[Event \"x\"]\r\n1. e4 ; c\r\n{a\r\nb} e5\r\n", T_TAG("Event", "x", 1, 1, 0), T_NUM("1.", 1, 1, 2, 1, 13),
           T_SYM("e4", 2, 4, 16), T_COM(" c", PK_TOKF_SEMICOLON, 2, 7, 19), T_COM("a\r\nb", 0, 3, 1, 24),
           T_SYM("e5", 4, 4, 31), T_EOF(5, 1, 35));
}

/* Old Mac files end lines with CR alone: each counts as a line end, and a comment's line break
 * reads as LF. */
static void test_cr_only_line_ends(void **state)
{
    (void)state;
    EXPECT("[Event \"x\"]\r1. e4 {a\rb} e5\r\r[Event \"y\"]\r", T_TAG("Event", "x", 1, 1, 0),
           T_NUM("1.", 1, 1, 2, 1, 12), T_SYM("e4", 2, 4, 15), T_COM("a\nb", 0, 2, 7, 18), T_SYM("e5", 3, 4, 24),
           T_TAGF("Event", "y", PK_TOKF_AFTER_BLANK_LINE, 5, 1, 28), T_EOF(6, 1, 40));
    /* a CRLF stays one line end; a file whose first CR is in a CRLF is a CRLF file, where a
     * stray CR is a blank (CRs are not looked for on every line) */
    EXPECT("e4\r\n\re5", T_SYM("e4", 1, 1, 0), T_SYM("e5", 2, 2, 5), T_EOF(2, 4, 7));
    /* in a file of lone CRs, a CRLF is one line end too */
    EXPECT("e4\re5\r\ne6", T_SYM("e4", 1, 1, 0), T_SYM("e5", 2, 1, 3), T_SYM("e6", 3, 1, 7), T_EOF(3, 3, 9));
}

/* A token after a line of blanks only is marked: game boundaries in real files are told by
 * blank lines. A line end inside a comment is none. */
static void test_blank_line_marks(void **state)
{
    (void)state;
    EXPECT("[A \"1\"]\n\n[B \"2\"]\n[C \"3\"]\n \t\n1. e4 {c\n\nc} e5\n\n{d} 1-0\n\n; e\n",
           T_TAG("A", "1", 1, 1, 0), T_TAGF("B", "2", PK_TOKF_AFTER_BLANK_LINE, 3, 1, 9), T_TAG("C", "3", 4, 1, 17),
           T_NUMF("1.", 1, 1, PK_TOKF_AFTER_BLANK_LINE, 6, 1, 28), T_SYM("e4", 6, 4, 31), T_COM("c\n\nc", 0, 6, 7, 34),
           T_SYM("e5", 8, 4, 41), T_COM("d", PK_TOKF_AFTER_BLANK_LINE, 10, 1, 45), T_RES("1-0", PK_RESULT_WHITE, 0, 10, 5, 49),
           T_COM(" e", PK_TOKF_SEMICOLON | PK_TOKF_AFTER_BLANK_LINE, 12, 1, 54), T_EOF(13, 1, 58));
}

/* Four or five digits alone are a word, whatever the digits: an ICCF numeric move, or one whose
 * reader tells why it is none (5795: no square 95). Read as a move number, it was lost. */
static void test_numeric_words_are_no_move_numbers(void **state)
{
    (void)state;
    EXPECT("5795 47580 12345 0254 4758-7 1234. 99 123456",
           T_SYM("5795", 1, 1, 0), T_SYM("47580", 1, 6, 5), T_SYM("12345", 1, 12, 11), T_SYM("0254", 1, 18, 17),
           T_SYM("4758-7", 1, 23, 22), T_NUM("1234.", 1234, 1, 1, 30, 29), T_NUM("99", 99, 0, 1, 36, 35),
           T_NUM("123456", 123456, 0, 1, 39, 38), T_EOF(1, 45, 44));
}

static void test_unterminated_comment(void **state)
{
    (void)state;
    /* kept up to the line that starts the next game, then an error at the '{' */
    EXPECT("1. e4 {never closed\ne5\n\n[Event \"next\"]\n1. d4 *\n", T_NUM("1.", 1, 1, 1, 1, 0),
           T_SYM("e4", 1, 4, 3), T_COM("never closed\ne5\n\n", 0, 1, 7, 6),
           T_ERR("bad-syntax", MSG_UNTERMINATED_COMMENT, 1, 7, 6), T_TAG("Event", "next", 4, 1, 24),
           T_NUM("1.", 1, 1, 5, 1, 39), T_SYM("d4", 5, 4, 42), T_RES("*", PK_RESULT_UNKNOWN, 0, 5, 7, 45),
           T_EOF(6, 1, 47));
    /* a [Event line with more after it is comment text, not a new game */
    EXPECT("{a\n[Event \"q\"] e4", T_COM("a\n[Event \"q\"] e4", 0, 1, 1, 0),
           T_ERR("bad-syntax", MSG_UNTERMINATED_COMMENT, 1, 1, 0), T_EOF(2, 15, 17));
}

static void test_unterminated_tag_value(void **state)
{
    (void)state;
    EXPECT("[Event \"open  \r\n1. e4 *\n", T_TAG("Event", "open", 1, 1, 0),
           T_ERR("bad-tag", MSG_UNTERMINATED_TAG, 1, 1, 0), T_NUM("1.", 1, 1, 2, 1, 16), T_SYM("e4", 2, 4, 19),
           T_RES("*", PK_RESULT_UNKNOWN, 0, 2, 7, 22), T_EOF(3, 1, 24));
    EXPECT("[Name] e4 [\"v\"]\n*", T_ERR("bad-tag", "a tag needs a quoted value: [Name \"value\"]", 1, 1, 0),
           T_SYM("e4", 1, 8, 7), T_ERR("bad-tag", "a tag needs a name: [Name \"value\"]", 1, 11, 10),
           T_RES("*", PK_RESULT_UNKNOWN, 0, 2, 1, 16), T_EOF(2, 2, 17));
}

static void test_word_length_limit(void **state)
{
    (void)state;
    char input[400];
    /* 255 characters: a word; 256 and 300: a limit error, the whole word skipped as a move */
    for (int len = 255; len <= 300; len += len == 255 ? 1 : 44) {
        int n = snprintf(input, sizeof input, "1. %.*s e4", len,
                         "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                         "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                         "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
        assert_int_equal(n, len + 6);
        pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(input, (size_t)n);
        pk_token t;
        pk_pgn_next(lx, &t);
        assert_int_equal(t.kind, PK_TOK_MOVE_NUMBER);
        pk_pgn_next(lx, &t);
        assert_int_equal(t.column, 4);
        assert_int_equal(t.offset, 3);
        if (len == 255) {
            assert_int_equal(t.kind, PK_TOK_SYMBOL);
            assert_int_equal(t.len, 255);
        } else {
            assert_int_equal(t.kind, PK_TOK_ERROR);
            assert_string_equal(t.code, "limit");
            assert_string_equal(t.message, "a word longer than 255 characters in the movetext");
            /* the word's text comes with the error, for a converter to keep */
            assert_int_equal(t.len, (size_t)len);
            assert_memory_equal(t.text, input + 3, (size_t)len);
        }
        pk_pgn_next(lx, &t);
        assert_int_equal(t.kind, PK_TOK_SYMBOL);
        assert_int_equal(t.len, 2);
        assert_memory_equal(t.text, "e4", 2);
        assert_int_equal(t.column, (unsigned)len + 5);
        pk_pgn_next(lx, &t);
        assert_int_equal(t.kind, PK_TOK_EOF);
        pk_pgn_lexer_free(lx);
    }
}

static void test_error_tokens_carry_their_text(void **state)
{
    (void)state;
    /* what an error token covers comes with it, for a converter to keep; a NUL byte does not */
    const char input[] = "[Annotator]\n1. e4 $300 !!! } \xE9t\xE9 \x01";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(input, sizeof input - 1);
    const char *texts[] = {"[Annotator]", NULL, NULL, "$300", "!!!", "}", NULL, ""};
    pk_token t;
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        pk_pgn_next(lx, &t);
        if (texts[i] == NULL) {
            assert_int_not_equal(t.kind, PK_TOK_ERROR);
            continue;
        }
        assert_int_equal(t.kind, PK_TOK_ERROR);
        assert_int_equal(t.len, strlen(texts[i]));
        assert_memory_equal(t.text, texts[i], t.len);
    }
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_EOF);
    pk_pgn_lexer_free(lx);
}

static void test_bad_tag_in_movetext_takes_only_its_brackets(void **state)
{
    (void)state;
    /* Once the rest of the line went with a bad tag, moves included (a second reading found
     * it); now the error takes the brackets' text and the line goes on */
    const char input[] = "1. e4 [%clk 0:01] {c} e5 [Event x] *";
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(input, sizeof input - 1);
    pk_token t;
    pk_pgn_next(lx, &t);
    pk_pgn_next(lx, &t);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_ERROR);
    assert_string_equal(t.message, "a tag needs a name: [Name \"value\"]");
    assert_int_equal(t.column, 7);
    assert_int_equal(t.len, 11);
    assert_memory_equal(t.text, "[%clk 0:01]", 11);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_COMMENT);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_SYMBOL);
    assert_memory_equal(t.text, "e5", 2);
    assert_int_equal(t.column, 23);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_ERROR);
    assert_string_equal(t.message, "a tag needs a quoted value: [Name \"value\"]");
    assert_memory_equal(t.text, "[Event x]", 9);
    pk_pgn_next(lx, &t);
    assert_int_equal(t.kind, PK_TOK_RESULT);
    pk_pgn_lexer_free(lx);
}

static void test_nul_and_control_bytes(void **state)
{
    (void)state;
    static const char input[] = "e4\0e5 \0\0 *\n\x01";
    static const want wants[] = {
        T_SYM("e4", 1, 1, 0), T_ERR("bad-syntax", MSG_NUL, 1, 3, 2), T_SYM("e5", 1, 4, 3),
        T_ERR("bad-syntax", MSG_NUL, 1, 7, 6), T_ERR("bad-syntax", MSG_NUL, 1, 8, 7),
        T_RES("*", PK_RESULT_UNKNOWN, 0, 1, 10, 9),
        T_ERR("bad-syntax", "a control character in the movetext", 2, 1, 11), T_EOF(2, 2, 12),
    };
    expect_tokens(input, sizeof input - 1, wants, sizeof wants / sizeof wants[0]);
}

/* ---- memory, file and pipe ------------------------------------------------------------- */

typedef struct {
    char *data;
    size_t len, cap;
} text_buf;

static void append(text_buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap)
            b->cap = b->cap ? b->cap * 2 : 4096;
        b->data = realloc(b->data, b->cap);
        assert_non_null(b->data);
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

static void appends(text_buf *b, const char *s) { append(b, s, strlen(s)); }

/* A token as one line of text, for comparing whole streams. A plain token (a move number or a
 * word) does not tell whether a blank line stands before it: that flag is left out for them. */
static void append_token_line(text_buf *out, const pk_token *t)
{
    char head[200];
    unsigned flags = t->flags;
    if (t->kind == PK_TOK_MOVE_NUMBER || t->kind == PK_TOK_SYMBOL)
        flags &= ~(unsigned)PK_TOKF_AFTER_BLANK_LINE;
    snprintf(head, sizeof head, "%d %u:%u @%llu f%u n%ld d%d ", t->kind, t->line, t->column,
             (unsigned long long)t->offset, flags,
             t->kind == PK_TOK_MOVE_NUMBER || t->kind == PK_TOK_NAG || t->kind == PK_TOK_RESULT ? t->number : 0,
             t->kind == PK_TOK_MOVE_NUMBER ? t->dots : 0);
    appends(out, head);
    if (t->kind == PK_TOK_TAG)
        append(out, t->name, t->name_len), appends(out, "=");
    if (t->kind == PK_TOK_ERROR)
        appends(out, t->code);
    else if (t->len)
        append(out, t->text, t->len);
    appends(out, "\n");
}

/* Every token as one line of text. */
static char *dump_tokens(pk_pgn_lexer *lx, size_t *count)
{
    text_buf out = {0};
    pk_token t;
    *count = 0;
    do {
        pk_pgn_next(lx, &t);
        append_token_line(&out, &t);
        (*count)++;
    } while (t.kind != PK_TOK_EOF);
    return out.data;
}

typedef struct {
    text_buf *out;
    size_t taken, max;
} plain_dump;

/* Appends a plain token as the general token it stands for; refuses the one after max (a move
 * with its number glued, "12.Nf3", counts as two: it is refused when only one more may come, and
 * then comes again as its number and its move). */
static bool dump_plain_token(void *ctx, const pk_plain_token *p)
{
    plain_dump *d = ctx;
    if (d->taken + (p->glued ? 2 : 1) > d->max)
        return false;
    static const pk_token_kind kinds[] = {[PK_PLAIN_MOVE_NUMBER] = PK_TOK_MOVE_NUMBER, [PK_PLAIN_WORD] = PK_TOK_SYMBOL,
                                          [PK_PLAIN_RESULT] = PK_TOK_RESULT};
    switch (p->kind) { /* what each kind is said to be */
    case PK_PLAIN_MOVE_NUMBER: assert_true(p->number >= 0 && p->dots >= 1); break;
    case PK_PLAIN_WORD:
        assert_true(p->len < 16 && (p->text[0] | 0x20) >= 'a' && (p->text[0] | 0x20) <= 'z');
        if (!p->glued) {
            assert_true(p->number == -1);
            break;
        }
        /* its number first, as the token it stands for: digits, then the dots, right before it */
        assert_true(p->number >= 0 && p->dots >= 1 && p->glued > p->dots);
        for (uint32_t i = 0; i < p->glued; i++)
            assert_true(i < p->glued - p->dots ? p->text[(int)i - (int)p->glued] >= '0' && p->text[(int)i - (int)p->glued] <= '9'
                                               : p->text[(int)i - (int)p->glued] == '.');
        pk_token number = {.kind = PK_TOK_MOVE_NUMBER, .text = p->text - p->glued, .len = p->glued, .number = p->number,
                           .dots = (int)p->dots, .line = p->line, .column = p->column - p->glued,
                           .offset = p->offset - p->glued};
        append_token_line(d->out, &number);
        d->taken++;
        break;
    case PK_PLAIN_RESULT: {
        static const char *const markers[] = {[PK_RESULT_WHITE] = "1-0", [PK_RESULT_BLACK] = "0-1",
                                              [PK_RESULT_DRAW] = "1/2-1/2"};
        assert_true(p->number >= PK_RESULT_WHITE && p->number <= PK_RESULT_DRAW);
        assert_true(p->len == strlen(markers[p->number]) && memcmp(p->text, markers[p->number], p->len) == 0);
        break;
    }
    default: fail();
    }
    pk_token general = {.kind = kinds[p->kind], .text = p->text, .len = p->len,
                        .number = p->kind == PK_PLAIN_WORD ? 0 : p->number, .dots = (int)p->dots, .line = p->line,
                        .column = p->column, .offset = p->offset};
    append_token_line(d->out, &general);
    d->taken++;
    return true;
}

/* Is a plain tag what pk_plain_tag says: a standard name (a letter, then letters, digits and
 * '_') and a value of printable ASCII without '"' or '\\'? */
static bool plain_tag_is_plain(const pk_plain_tag *p)
{
    if (p->name_len == 0 || !((p->name[0] | 0x20) >= 'a' && (p->name[0] | 0x20) <= 'z'))
        return false;
    for (size_t i = 0; i < p->name_len; i++) {
        char c = p->name[i];
        if (!((c | 0x20) >= 'a' && (c | 0x20) <= 'z') && !(c >= '0' && c <= '9') && c != '_')
            return false;
    }
    for (size_t i = 0; i < p->value_len; i++)
        if (p->value[i] < 0x20 || p->value[i] > 0x7E || p->value[i] == '"' || p->value[i] == '\\')
            return false;
    return true;
}

/* Appends a plain tag as the general token it stands for; refuses the one after max. */
static bool dump_plain_tag(void *ctx, const pk_plain_tag *p)
{
    plain_dump *d = ctx;
    if (d->taken == d->max)
        return false;
    assert_true(plain_tag_is_plain(p));
    pk_token general = {.kind = PK_TOK_TAG, .text = p->value, .len = p->value_len, .name = p->name,
                        .name_len = p->name_len, .flags = p->after_blank_line ? PK_TOKF_AFTER_BLANK_LINE : 0,
                        .line = p->line, .column = p->column, .offset = p->offset};
    append_token_line(d->out, &general);
    d->taken++;
    return true;
}

/* The same as dump_tokens, but taking every run of plain tokens (and of plain tags, when tags
 * is set) through pk_pgn_take_plain (at most `max` at a time: the take callbacks refuse the
 * next one), each shown as the general token it stands for; *plain counts them. */
static char *dump_tokens_plain(pk_pgn_lexer *lx, size_t max, bool tags, size_t *count, size_t *plain)
{
    text_buf out = {0};
    pk_token t;
    *count = *plain = 0;
    for (;;) {
        plain_dump d = {&out, 0, max};
        size_t n = pk_pgn_take_plain(lx, dump_plain_token, tags ? dump_plain_tag : NULL, &d);
        assert_int_equal(n, d.taken);
        *count += n;
        *plain += n;
        if (n)
            continue;
        pk_pgn_next(lx, &t);
        append_token_line(&out, &t);
        (*count)++;
        if (t.kind == PK_TOK_EOF)
            return out.data;
    }
}

/* The first token where two dumps differ, both shown, in msg; false when they are the same. */
static bool tokens_differ(const char *got, const char *expected, const char *how, char *msg, size_t size)
{
    const char *g0 = got;
    size_t line = 1;
    while (*got && *got == *expected) {
        if (*got == '\n')
            line++;
        got++, expected++;
    }
    if (!*got && !*expected)
        return false;
    while (got > g0 && got[-1] != '\n')
        got--, expected--;
    snprintf(msg, size, "%s: token %zu differs:\n  got      %.120s\n  expected %.120s", how, line, got, expected);
    return true;
}

static char *dump_memory(const char *data, size_t len, size_t *count)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(data, len);
    char *d = dump_tokens(lx, count);
    assert_int_equal(pk_pgn_lexer_offset(lx), len);
    pk_pgn_lexer_free(lx);
    return d;
}

/* Through a regular file: the first read fills the buffer exactly, so its boundary is at
 * byte BUFFER_BYTES. */
static char *dump_file(const char *data, size_t len, size_t *count)
{
    char path[] = "/tmp/pk_test_lexer_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    unlink(path);
    assert_int_equal(write(fd, data, len), (ssize_t)len);
    assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fd);
    char *d = dump_tokens(lx, count);
    assert_int_equal(pk_pgn_lexer_io_error(lx), 0);
    assert_int_equal(pk_pgn_lexer_offset(lx), len);
    pk_pgn_lexer_free(lx);
    close(fd);
    return d;
}

/* The first bytes, before any token: from memory, from a file, none from an empty input, and
 * none once a token was taken; the tokens are then the same as without the look. */
/* Bytes through a read function (pk_pgn_lexer_open_reader): three at a time, then an error,
 * which the lexer keeps as its read error after the tokens before it. */
typedef struct {
    const char *text;
    size_t pos;
} trickle;

static long read_trickle(void *ctx, void *buf, size_t n)
{
    trickle *t = ctx;
    size_t left = strlen(t->text) - t->pos, k = left < 3 ? left : 3;
    if (k > n)
        k = n;
    if (k == 0) {
        errno = EIO;
        return -1;
    }
    memcpy(buf, t->text + t->pos, k);
    t->pos += k;
    return (long)k;
}

static void test_read_function(void **state)
{
    (void)state;
    trickle t = {"[Event \"x\"]\n\n1. e4 e5 *\n", 0};
    pk_pgn_lexer *lx = pk_pgn_lexer_open_reader(read_trickle, &t);
    assert_non_null(lx);
    pk_token tok;
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_TAG);
    assert_int_equal(tok.len, 1);
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_MOVE_NUMBER);
    assert_int_equal(tok.line, 3);
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_SYMBOL);
    assert_int_equal(tok.offset, 16);
    pk_pgn_next(lx, &tok);
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_RESULT);
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_EOF);
    assert_int_equal(pk_pgn_lexer_io_error(lx), EIO);
    pk_pgn_lexer_free(lx);
}

static void test_head_before_tokens(void **state)
{
    (void)state;
    static const char gz[] = "\x1F\x8B\x08\x00 rest";
    const unsigned char *head;
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(gz, sizeof gz - 1);
    assert_int_equal(pk_pgn_lexer_head(lx, &head), sizeof gz - 1);
    assert_memory_equal(head, gz, 4);
    pk_pgn_lexer_free(lx);

    char path[] = "/tmp/pk_test_lexer_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    unlink(path);
    lx = pk_pgn_lexer_open_fd(fd);
    assert_int_equal(pk_pgn_lexer_head(lx, &head), 0); /* empty */
    pk_pgn_lexer_free(lx);
    static const char pgn[] = "[Event \"x\"]\n1. e4 *\n";
    assert_int_equal(write(fd, pgn, sizeof pgn - 1), (ssize_t)(sizeof pgn - 1));
    assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
    lx = pk_pgn_lexer_open_fd(fd);
    assert_int_equal(pk_pgn_lexer_head(lx, &head), sizeof pgn - 1);
    assert_memory_equal(head, "[Event", 6);
    pk_token tok;
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_TAG);
    assert_int_equal(tok.line, 1);
    assert_int_equal(tok.column, 1);
    assert_int_equal(pk_pgn_lexer_head(lx, &head), 0); /* tokens taken: no head any more */
    pk_pgn_next(lx, &tok);
    assert_int_equal(tok.kind, PK_TOK_MOVE_NUMBER);
    pk_pgn_lexer_free(lx);
    close(fd);
}

typedef struct {
    int fd;
    const char *data;
    size_t len, chunk;
} pipe_writer;

static void *write_pipe(void *arg)
{
    pipe_writer *w = arg;
    for (size_t done = 0; done < w->len;) {
        size_t n = w->len - done < w->chunk ? w->len - done : w->chunk;
        ssize_t k = write(w->fd, w->data + done, n);
        if (k <= 0)
            break;
        done += (size_t)k;
    }
    close(w->fd);
    return NULL;
}

/* Through a pipe written by another thread in chunks of `chunk` bytes. */
static char *dump_pipe(const char *data, size_t len, size_t chunk, size_t *count)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pipe_writer w = {fds[1], data, len, chunk};
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, write_pipe, &w), 0);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fds[0]);
    char *d = dump_tokens(lx, count);
    assert_int_equal(pk_pgn_lexer_io_error(lx), 0);
    assert_int_equal(pk_pgn_lexer_offset(lx), len);
    pk_pgn_lexer_free(lx);
    pthread_join(th, NULL);
    close(fds[0]);
    return d;
}

static void add_game(text_buf *b, int i)
{
    char s[800];
    /* tags with escapes and UTF-8, CRLF lines, NAGs in three forms, both comment kinds, an
     * escape line, a variation, results in standard and accepted spellings */
    snprintf(s, sizeof s,
             "[Event \"Open \\\"%d\\\" \\\\ M\xC3\xBCnchen\"]\r\n[Site \"S\xC3\xA3o Paulo\"]\r\n[Round \"%d\"]\r\n\r\n"
             "1. e4 e5 2. Nf3 $1 Nc6!? {caf\xC3\xA9 \xE2\x82\xAC%d} 3. Bb5 (3. Bc4 Bc5 +=) 3... a6 ; line %d\r\n"
             "%%escape %d\r\n4. Ba4 Nf6 5. O-O \xE2\x88\x9E %s\r\n\r\n",
             i, i % 9, i, i, i,
             i % 4 == 0 ? "1-0" : i % 4 == 1 ? "\xC2\xBD-\xC2\xBD" : i % 4 == 2 ? "0\xE2\x80\x93" "1" : "*");
    appends(b, s);
}

static void test_memory_file_and_pipe_agree(void **state)
{
    (void)state;
    text_buf in = {0};
    int i = 0;
    while (in.len < 150 * 1000)
        add_game(&in, i++);
    /* a comment longer than the read buffer, in two-byte characters: from a descriptor it
     * straddles a buffer boundary wherever the reads end */
    size_t comment_at = in.len;
    appends(&in, "{");
    while (in.len < comment_at + BUFFER_BYTES + 10000)
        appends(&in, "gr\xC3\xBC\xC3\x9F ");
    appends(&in, "}");
    size_t comment_end = in.len;
    appends(&in, "\n");
    while (in.len < 600 * 1000)
        add_game(&in, i++);

    size_t n_mem, n_file, n_pipe, n_pipe_odd;
    char *mem = dump_memory(in.data, in.len, &n_mem);
    char *file = dump_file(in.data, in.len, &n_file);
    char *pipe_big = dump_pipe(in.data, in.len, 65536, &n_pipe);
    char *pipe_odd = dump_pipe(in.data, in.len, 4093, &n_pipe_odd);

    /* the comment is one token at its place, with its text whole (memory is the reference) */
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(in.data, in.len);
    pk_token t;
    do
        pk_pgn_next(lx, &t);
    while (t.kind != PK_TOK_EOF && t.offset != comment_at);
    assert_int_equal(t.kind, PK_TOK_COMMENT);
    assert_int_equal(t.len, comment_end - comment_at - 2);
    assert_memory_equal(t.text, in.data + comment_at + 1, t.len);
    pk_pgn_lexer_free(lx);
    assert_true(n_mem > 30000);

    assert_int_equal(n_file, n_mem);
    assert_int_equal(n_pipe, n_mem);
    assert_int_equal(n_pipe_odd, n_mem);
    char msg[600];
    bool differ = tokens_differ(file, mem, "file", msg, sizeof msg) ||
                  tokens_differ(pipe_big, mem, "pipe, 64 KiB writes", msg, sizeof msg) ||
                  tokens_differ(pipe_odd, mem, "pipe, 4093-byte writes", msg, sizeof msg);
    free(mem);
    free(file);
    free(pipe_big);
    free(pipe_odd);
    free(in.data);
    if (differ)
        fail_msg("%s", msg);
}

typedef struct {
    char log[1000];
    size_t len;
} take_log;

static bool log_plain_token(void *ctx, const pk_plain_token *p)
{
    take_log *l = ctx;
    if (p->glued)
        l->len += (size_t)snprintf(l->log + l->len, sizeof l->log - l->len, "P %u:%u @%llu %.*s (glued)\n", p->line,
                                   p->column - p->glued, (unsigned long long)(p->offset - p->glued), (int)p->glued,
                                   p->text - p->glued);
    l->len += (size_t)snprintf(l->log + l->len, sizeof l->log - l->len, "P %u:%u @%llu %.*s\n", p->line, p->column,
                               (unsigned long long)p->offset, (int)p->len, p->text);
    return true;
}

static bool log_plain_tag(void *ctx, const pk_plain_tag *p)
{
    take_log *l = ctx;
    l->len += (size_t)snprintf(l->log + l->len, sizeof l->log - l->len, "T %u:%u @%llu%s %.*s=%.*s\n", p->line,
                               p->column, (unsigned long long)p->offset, p->after_blank_line ? " blank" : "",
                               (int)p->name_len, p->name, (int)p->value_len, p->value);
    return true;
}

/* Which tags pk_pgn_take_plain takes in place, and where: the plain ones (blanks around their
 * parts, CR LF or LF after them, after a blank line, several on a line, after the first token
 * of the input, which pk_pgn_next reads), up to one that is not plain (a '-' in its name: not
 * standard), which pk_pgn_next then reads, and the movetext after them. The blanks at the end
 * keep the text out of the last bytes of the input, which only pk_pgn_next reads. */
static void test_plain_tags_taken_in_place(void **state)
{
    (void)state;
    char in[700] = "[Event \"a b\"]\r\n[Site  \"?\" ]\r\n\r\n[ Round \"3\" ]\n[White-Elo \"1\"]\n"
                   "[Black \"x, y\"] [BlackTeamCountry \"0123456789abcdef\"]\n1. e4 1-0 e5";
    size_t text = strlen(in);
    memset(in + text, ' ', 300);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(in, text + 300);
    take_log l = {.len = 0};
    pk_token t;
    for (;;) {
        size_t n = pk_pgn_take_plain(lx, log_plain_token, log_plain_tag, &l);
        l.len += (size_t)snprintf(l.log + l.len, sizeof l.log - l.len, "%zu taken\n", n);
        if (n)
            continue;
        pk_pgn_next(lx, &t);
        if (t.kind == PK_TOK_EOF)
            break;
        l.len += (size_t)snprintf(l.log + l.len, sizeof l.log - l.len, "%s %u:%u @%llu %.*s\n", kind_names[t.kind],
                                  t.line, t.column, (unsigned long long)t.offset,
                                  (int)(t.kind == PK_TOK_TAG ? t.name_len : t.len), t.kind == PK_TOK_TAG ? t.name : t.text);
    }
    pk_pgn_lexer_free(lx);
    assert_string_equal(l.log, "0 taken\n"
                               "TAG 1:1 @0 Event\n"
                               "T 2:1 @15 Site=?\n"
                               "T 4:1 @31 blank Round=3\n"
                               "2 taken\n"
                               "0 taken\n"
                               "TAG 5:1 @45 White-Elo\n"
                               "T 6:1 @61 Black=x, y\n"
                               "T 6:16 @76 BlackTeamCountry=0123456789abcdef\n"
                               "P 7:1 @114 1.\n"
                               "P 7:4 @117 e4\n"
                               "P 7:7 @120 1-0\n" /* a result ends the run */
                               "5 taken\n"
                               "P 7:11 @124 e5\n"
                               "1 taken\n"
                               "0 taken\n");
}

/* Runs of plain tokens read at once give the very tokens pk_pgn_next gives, with their lines,
 * columns and offsets: around everything that is not plain (NAG 'N', descriptive P-K8(Q),
 * long words, Latin-1 and UTF-8 bytes, no-break spaces, tabs, form feeds, CR LF, a byte-order
 * mark between concatenated files, escape lines), whatever the run length, from memory and
 * from a file (across the read buffer's end). */
/* A file of lone CRs, longer than the read buffer: the same tokens from memory, a file and a
 * pipe (a CR at the end of one read is a line end too), on the lines a CR-less copy has. */
static void test_cr_only_file_across_buffers(void **state)
{
    (void)state;
    text_buf lf = {0};
    for (int i = 0; lf.len < 600 * 1000; i++)
        add_game(&lf, i);
    text_buf cr = {0};
    for (size_t i = 0; i < lf.len; i++)
        if (lf.data[i] == '\r') /* every line ends with CRLF: the CR goes, the LF becomes a CR */
            continue;
        else
            append(&cr, lf.data[i] == '\n' ? "\r" : lf.data + i, 1);
    size_t kept = 0; /* the reference: LF alone */
    for (size_t i = 0; i < lf.len; i++)
        if (lf.data[i] != '\r')
            lf.data[kept++] = lf.data[i];
    lf.len = kept;
    lf.data[kept] = 0;
    size_t n_lf, n_mem, n_file, n_pipe;
    char *ref = dump_memory(lf.data, lf.len, &n_lf);
    char *mem = dump_memory(cr.data, cr.len, &n_mem);
    char *file = dump_file(cr.data, cr.len, &n_file);
    char *pipe_odd = dump_pipe(cr.data, cr.len, 4093, &n_pipe);
    assert_int_equal(n_mem, n_lf);
    assert_int_equal(n_file, n_lf);
    assert_int_equal(n_pipe, n_lf);
    char msg[600];
    bool differ = tokens_differ(mem, ref, "memory, CR alone", msg, sizeof msg) ||
                  tokens_differ(file, ref, "file, CR alone", msg, sizeof msg) ||
                  tokens_differ(pipe_odd, ref, "pipe, CR alone", msg, sizeof msg);
    free(ref), free(mem), free(file), free(pipe_odd), free(lf.data), free(cr.data);
    if (differ)
        fail_msg("%s", msg);
}

/* Tag sections of every shape: plain tags (taken by pk_pgn_take_plain when asked to) between
 * tags that are not (pk_pgn_next reads them), lines ended by LF or CR LF, blank lines, blanks
 * around the parts, values of 0 to 40 bytes (across the 16 looked at at once), names of 1 to
 * 17 bytes, and whatever may stand before a tag. */
static void add_tag_section(text_buf *b, int i)
{
    static const char *const odd[] = {
        "[White-Elo \"1\"]",      /* '-' in the name: not standard */
        "[_x \"1\"]",             /* not a letter first */
        "[9x \"1\"]",
        "[\xC3\x89vent \"x\"]",    /* UTF-8, Latin-1 names */
        "[\xC9vent \"x\"]",
        "[Site \"S\xC3\xA3o\"]",   /* UTF-8, Latin-1 values */
        "[Site \"S\xE3o\"]",
        "[Site \"a\tb\"]",        /* a control character */
        "[Site \"a\\\\b\"]",      /* an escape */
        "[Site \"a \\\"b\\\" c\"]",
        "[Site \"a \"b\" c\"]",     /* a stray quote */
        "[Site \"open]",          /* unterminated */
        "[Site \"x\"",            /* no ']' */
        "[Site]",                 /* no value */
        "[\"x\"]",               /* no name */
        "[Site\t\"x\"]",          /* a tab between the parts */
        "[Site \"x\"\t]",
        "[\tSite \"x\"]",
        "[BlackTeamCountry \"x\"]",  /* a name of 16 bytes, and 17 */
        "[BlackTeamCountryX \"x\"]",
        "{c} [Site \"x\"]",        /* after a comment, a BOM, a no-break space, a form feed */
        "\xEF\xBB\xBF[Site \"x\"]",
        "\xC2\xA0[Site \"x\"]",
        "\f[Site \"x\"]",
        "[A \"1\"][B \"2\"] [C \"3\"]", /* several on a line */
        "%escape",
    };
    static const char value[] = "Alekhine, Alexander (Moscow) 1927.??.?? x";
    char s[400];
    const char *eol = i % 2 ? "\r\n" : "\n";
    int v = i % 41, n = 1 + i % 15;
    snprintf(s, sizeof s, "[Event \"%.*s\"]%s%s[Site  \"?\" ]%s[ %.*s \"%.*s\"]%s%s%s%s[Result \"1-0\"]%s%s",
             v, value, eol, i % 3 ? "" : eol, eol, n, "WhiteEloBlackElo", 40 - v, value, eol,
             odd[i % (int)(sizeof odd / sizeof odd[0])], i % 5 ? eol : " ", i % 7 ? "" : "\n \t\r\n", eol,
             i % 4 ? eol : "");
    appends(b, s);
}

/* Tokens across the end of a 64-byte block, at every place (a line of k blanks before them, k
 * from 0 to 80), with every kind of byte after them: a token that goes on in the next block is
 * taken whole, and the next block read from its end. Long words, which go on past the next 16
 * bytes, are read again from their start. The tokens are those of the general path. */
static void test_plain_tokens_across_block_ends(void **state)
{
    (void)state;
    static const char *const words[] = {
        "12.Nf3 ", "Nf3\n", "exd5{c} ", "e4( ", "1-0( ", "0-1\n", "1/2-1/2 ", "Qh4! ", "a8=Q+\t", "Nf3\xC3\xA9 ",
        "123456789. ", "12.abcdefghijklm ", "Nbcdefghijklmn ", "Nbcdefghijklmnopqrstuvwxyz ", "5. ", "O-O-O#\r\n",
        "e4;c\n", "Kh1$1 ", "d4] ", "1.2. ", "Z0 ", "e.p.\f", "P-K8(Q) ", "1... e5 ", "e4%", "Nf3\"",
    };
    text_buf in = {0};
    for (int round = 0; round < 40; round++)
        for (size_t w = 0; w < sizeof words / sizeof *words; w++)
            for (int k = 0; k < 81; k++) {
                char s[160];
                snprintf(s, sizeof s, "%*s%s%s e4 ", k + round % 3, "", words[w], words[(w + (size_t)k) % (sizeof words / sizeof *words)]);
                appends(&in, s);
                if ((k + round) % 9 == 0)
                    appends(&in, "\n");
            }
    appends(&in, "*\n");
    size_t n_ref, n_mix, plain;
    char *ref = dump_memory(in.data, in.len, &n_ref);
    static const size_t maxes[] = {1, 64};
    for (size_t m = 0; m < sizeof maxes / sizeof maxes[0]; m++) {
        pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(in.data, in.len);
        char *mix = dump_tokens_plain(lx, maxes[m], false, &n_mix, &plain);
        pk_pgn_lexer_free(lx);
        char msg[600];
        bool differ = tokens_differ(mix, ref, "memory, plain runs", msg, sizeof msg);
        free(mix);
        if (differ)
            fail_msg("%s (runs of at most %zu)", msg, maxes[m]);
        assert_int_equal(n_mix, n_ref);
        assert_true(plain > n_ref / 2);
    }
    free(ref);
    free(in.data);
}

static void test_plain_runs_give_the_same_tokens(void **state)
{
    (void)state;
    text_buf in = {0};
    int i = 0;
    while (in.len < 300 * 1000) {
        add_game(&in, i);
        add_tag_section(&in, i);
        char s[900];
        snprintf(s, sizeof s,
                 "[Event \"x\"]\n\n1. d4 N 2. P-K4 P-K8(Q) 3.\tNf3(Nc3) "
                 "Nc6\xC2\xA0" "e5 4. Ab\xE9 c\xC3\xA9 5. 12 5254 Z0 "
                 "6. e4! Nf3) Nxe5{c} 7. Ncdefghijklmnopqrstu e5 %s\r\n{\xC3\xA9t\xC3\xA9} 8. Kh1\fKh8\v"
                 "1234567890. e4 0-0 1-0\n%%escape\n\xEF\xBB\xBF" "[Event \"y\"]\n1... e5 2.Nf3 Nc6 *\n"
                 /* a move number glued to what follows it */
                 "9.e4 10...Nf6 11.O-O 1.2. 3.0-0 4.N 5.N+ 6.e4+ 7.. 8.a 12.d4( 13.Nf3(Nc3) 14.$1 15.{c} 16.e4! 17.1/2 "
                 "18.1-0 19.P-K8(Q) 20.c\xC3\xA9 21.Ab\xE9 Nbcdefghijklmno Nbcdefghijklmnop 22.Nbcdefghijklmnop\n"
                 "123456789. e4 12345678901. e5 100.Nf3 100...Nc6 2.... e4\n"
                 /* termination markers: as PGN writes them, glued to something, and lookalikes */
                 "1/2-1/2 e4 0-1\r\n1-0( 1-0) 0-1{c} 1/2-1/2! 1-01 1-0- 2-0 "
                 "0-2 1/2-1/3 0-1\xC3\xA9 1-0\t0-1\f1/2 1-0(Q) 2-/ 4--\n",
                 i % 3 ? "O-O" : "O-O-O");
        appends(&in, s);
        i++;
    }
    /* every byte but NUL glued to words, to move numbers and to a result, and between blanks: the
     * 64-byte scan classes each one as the general path does */
    for (int c = 1; c < 256; c++) {
        char s[64];
        snprintf(s, sizeof s, "Nf3%ce5 1.%ce4 %c 1-0%c 0-1 e4%c\n", c, c, c, c, c);
        appends(&in, s);
    }
    size_t n_ref, n_mix, plain;
    char *ref = dump_memory(in.data, in.len, &n_ref);
    static const size_t maxes[] = {1, 3, 64};
    for (int source = 0; source < 4; source++)
        for (size_t m = 0; m < sizeof maxes / sizeof maxes[0]; m++) {
            char *mix;
            bool tags = source >= 2; /* with plain tags taken too */
            if (source % 2 == 0) {
                pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(in.data, in.len);
                mix = dump_tokens_plain(lx, maxes[m], tags, &n_mix, &plain);
                pk_pgn_lexer_free(lx);
            } else {
                char path[] = "/tmp/pk_test_lexer_XXXXXX";
                int fd = mkstemp(path);
                assert_true(fd >= 0);
                unlink(path);
                assert_int_equal(write(fd, in.data, in.len), (ssize_t)in.len);
                assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
                pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fd);
                mix = dump_tokens_plain(lx, maxes[m], tags, &n_mix, &plain);
                pk_pgn_lexer_free(lx);
                close(fd);
            }
            char msg[600];
            static const char *const how[] = {"memory, plain runs", "file, plain runs", "memory, plain runs and tags",
                                              "file, plain runs and tags"};
            bool differ = tokens_differ(mix, ref, how[source], msg, sizeof msg);
            free(mix);
            if (differ)
                fail_msg("%s (runs of at most %zu)", msg, maxes[m]);
            assert_int_equal(n_mix, n_ref);
            /* most tokens come through plain runs (all but the last few hundred bytes' worth),
             * and most tags too when they are taken (5 of the 12 to 14 of each round) */
            assert_true(plain > n_ref / 2);
            static size_t plain_without_tags;
            if (!tags)
                plain_without_tags = plain;
            else
                assert_true(plain > plain_without_tags + (size_t)i * 4);
        }
    free(ref);
    free(in.data);
}

static void test_comment_across_boundary_from_file(void **state)
{
    (void)state;
    /* a comment from byte 19 on, with an "\xC3\xA9" (é) cut by the first buffer's end (C3 is
     * byte 262143): one token with all its bytes, and the next token's column in characters */
    text_buf in = {0};
    appends(&in, "[Event \"x\"]\n\n1. e4 {");
    assert_int_equal(in.len, 20);
    while (in.len < BUFFER_BYTES - 1)
        appends(&in, "a");
    appends(&in, "\xC3\xA9\xC3\xA9");
    size_t comment_end = in.len;
    appends(&in, "} e5 *\n");
    int fd;
    char path[] = "/tmp/pk_test_lexer_XXXXXX";
    fd = mkstemp(path);
    assert_true(fd >= 0);
    unlink(path);
    assert_int_equal(write(fd, in.data, in.len), (ssize_t)in.len);
    assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
    pk_pgn_lexer *lx = pk_pgn_lexer_open_fd(fd);
    pk_token t;
    char msg[200] = "";
    for (int i = 0; i < 3 && !msg[0]; i++) { /* the tag, "1.", "e4" */
        pk_pgn_next(lx, &t);
        if (t.kind == PK_TOK_COMMENT)
            snprintf(msg, sizeof msg, "a comment too early, at %u:%u", t.line, t.column);
    }
    pk_pgn_next(lx, &t);
    bool comment_ok = t.kind == PK_TOK_COMMENT && t.offset == 19 && t.line == 3 && t.column == 7 &&
                      t.len == comment_end - 20 && memcmp(t.text, in.data + 20, t.len) == 0;
    pk_pgn_next(lx, &t);
    /* line 3 starts at byte 13; two characters of the line take two bytes each */
    bool next_ok = t.kind == PK_TOK_SYMBOL && t.len == 2 && t.offset == comment_end + 2 && t.line == 3 &&
                   t.column == (comment_end + 2 - 13) - 2 + 1;
    uint32_t column = t.column;
    pk_pgn_lexer_free(lx);
    close(fd);
    free(in.data);
    if (msg[0])
        fail_msg("%s", msg);
    assert_true(comment_ok);
    if (!next_ok)
        fail_msg("e5 at column %u, expected %zu", column, (comment_end + 2 - 13) - 2 + 1);
}

static void test_boundary_unterminated_comment_then_game(void **state)
{
    (void)state;
    /* an unterminated comment is closed at the next line that starts a game ([Event "..."]),
     * also when that line straddles the 256 KiB read buffer's boundary (a bug found by this
     * test, fixed in 67062a1: read through a descriptor, the next game was swallowed) */
    text_buf in = {0};
    appends(&in, "[Event \"a\"]\n\n1. e4 {open comment\n");
    while (in.len < BUFFER_BYTES - 5)
        appends(&in, "x");
    appends(&in, "\n");
    size_t event_at = in.len;
    appends(&in, "[Event \"X\"]\n\n1. d4 *\n");
    assert_int_equal(event_at, BUFFER_BYTES - 4);
    size_t n_mem, n_file;
    char *mem = dump_memory(in.data, in.len, &n_mem);
    char *file = dump_file(in.data, in.len, &n_file);
    /* from memory: the comment, its error, then the second game's four tokens */
    bool expected_seen = strstr(mem, "1 5:1 @262140 f0 n0 d0 Event=X\n") != NULL;
    char msg[600];
    bool differ = tokens_differ(file, mem, "file", msg, sizeof msg);
    size_t n_expected = n_mem;
    free(mem);
    free(file);
    free(in.data);
    assert_true(expected_seen);
    assert_int_equal(n_expected, 10);
    if (differ)
        fail_msg("%s", msg);
    assert_int_equal(n_file, n_expected);
}

/* Tokens from memory and from a file (boundary at BUFFER_BYTES) must agree; the memory dump
 * must hold `line` (the second game's Event tag) and `count` tokens. */
static void expect_file_as_memory(text_buf *in, const char *line, size_t count)
{
    size_t n_mem, n_file;
    char *mem = dump_memory(in->data, in->len, &n_mem);
    char *file = dump_file(in->data, in->len, &n_file);
    bool expected_seen = strstr(mem, line) != NULL;
    char msg[600];
    bool differ = tokens_differ(file, mem, "file", msg, sizeof msg);
    free(mem);
    free(file);
    free(in->data);
    assert_true(expected_seen);
    assert_int_equal(n_mem, count);
    if (differ)
        fail_msg("%s", msg);
    assert_int_equal(n_file, n_mem);
}

static void test_boundary_open_brace_at_line_end(void **state)
{
    (void)state;
    /* Once a bug (left by the fix in 67062a1), now fixed: an unterminated '{' that is the last byte of its line,
     * when that line end is among the last bytes of the read buffer, still swallows the next
     * game read through a descriptor (from memory the game is found). Reproduction: a file of
     * "[Event \"a\"]\n\n1. e4 {yyy...}" up to byte 262140, then "{\n[Event \"X\"]\n\n1. d4 *\n"
     * ('{' at byte 262141): pgnkit validate FILE finds one game, not two. */
    text_buf in = {0};
    appends(&in, "[Event \"a\"]\n\n1. e4 {");
    while (in.len < BUFFER_BYTES - 4)
        appends(&in, "y");
    appends(&in, "}");
    assert_int_equal(in.len, BUFFER_BYTES - 3);
    appends(&in, "{\n[Event \"X\"]\n\n1. d4 *\n");
    /* Event, 1., e4, the closed comment, the open one, its error, Event, 1., d4, *, EOF */
    expect_file_as_memory(&in, "1 4:1 @262143 f0 n0 d0 Event=X\n", 11);
}

static void test_boundary_long_event_line(void **state)
{
    (void)state;
    /* Once a bug (left by the fix in 67062a1), now fixed: after an unterminated comment, a game whose [Event line
     * is longer than the 300 bytes the lexer reads ahead, starting before the read buffer's
     * end and ending after it, is swallowed into the comment when read through a descriptor
     * (from memory it is found). Reproduction: "{open\n" then x's up to a line end at byte
     * 261793, then [Event "<400 L>"]: pgnkit validate FILE finds one game, not two. */
    text_buf in = {0};
    appends(&in, "[Event \"a\"]\n\n1. e4 {open\n");
    while (in.len < BUFFER_BYTES - 351)
        appends(&in, "x");
    appends(&in, "\n");
    appends(&in, "[Event \"");
    for (int i = 0; i < 400; i++)
        appends(&in, "L");
    appends(&in, "\"]\n\n1. d4 *\n");
    expect_file_as_memory(&in, "1 5:1 @261794 f0 n0 d0 Event=LLLL", 10);
}

static void test_comment_line_end_near_the_end_of_input(void **state)
{
    (void)state;
    /* Once a bug (left by 2eb648f), now fixed: a comment that starts more than 4 KiB before
     * the end of a file and has a line end among its last 4 KiB, the file taken whole by the
     * first read (205,000 bytes, more than half the buffer, so the end of the input is not
     * known yet), was judged unterminated when
     * read through a descriptor: the lexer waited for more bytes, none came, and it gave up
     * on the bytes it had held back. Found on the corpus's world_matches.pgn. */
    text_buf in = {0};
    appends(&in, "[Event \"a\"]\n\n1. e4 {");
    while (in.len < 200000)
        appends(&in, "y");
    appends(&in, "}\n");
    size_t event_at = in.len;
    appends(&in, "[Event \"X\"]\n\n1. d4 {one ");
    for (int i = 0; i < 5000; i++) /* the comment starts more than 4 KiB before the end */
        appends(&in, "z");
    appends(&in, "\ntwo} d5 *\n");
    char line[64];
    snprintf(line, sizeof line, "1 4:1 @%zu f0 n0 d0 Event=X\n", event_at);
    /* Event, 1., e4, comment, Event, 1., d4, comment, d5, *, EOF: no error token */
    expect_file_as_memory(&in, line, 11);
}

static void test_boundary_stray_quote_at_buffer_end(void **state)
{
    (void)state;
    /* Once a bug (found by a second reading), now fixed: a stray quote inside a tag value as
     * the last byte of the 256 KiB read buffer. Looking past it for ']' refilled the buffer,
     * and the position saved before the look was then stale: from a descriptor the lexer read
     * beyond the buffer and did not end. Reproduction: a 261,000-byte comment, then
     * [Event "aaa...a"x"] with the inner quote at byte 262143. */
    text_buf in = {0};
    appends(&in, "{");
    while (in.len < 260998)
        appends(&in, "x");
    appends(&in, "}\n[Event \"");
    while (in.len < BUFFER_BYTES - 1)
        appends(&in, "a");
    appends(&in, "\"x\"]\n\n1. e4 *\n");
    assert_int_equal(in.data[BUFFER_BYTES - 1], '"');
    /* comment, Event (its value with the stray quote), 1., e4, *, EOF */
    expect_file_as_memory(&in, "aaa\"x\n", 6);
}

static void test_boundary_no_break_space(void **state)
{
    (void)state;
    /* a no-break space (C2 A0) whose two bytes fall on both sides of the 256 KiB read buffer's
     * boundary is a blank as it is from memory (a bug found by this test, fixed in 67062a1: the
     * next word became "\xC2\xA0" "e5") */
    text_buf in = {0};
    appends(&in, "[Event \"a\"]\n\n1. e4 {c}\n{");
    while (in.len < BUFFER_BYTES - 2)
        appends(&in, "y");
    appends(&in, "}\xC2\xA0" "e5 *\n");
    assert_int_equal(in.len - 7, BUFFER_BYTES - 1); /* C2 is the buffer's last byte */
    size_t n_mem, n_file;
    char *mem = dump_memory(in.data, in.len, &n_mem);
    char *file = dump_file(in.data, in.len, &n_file);
    bool expected_seen = strstr(mem, "3 4:262122 @262145 f0 n0 d0 e5\n") != NULL;
    char msg[600];
    bool differ = tokens_differ(file, mem, "file", msg, sizeof msg);
    size_t n_expected = n_mem;
    free(mem);
    free(file);
    free(in.data);
    assert_true(expected_seen);
    if (differ)
        fail_msg("%s", msg);
    assert_int_equal(n_file, n_expected);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_head_before_tokens),
        cmocka_unit_test(test_read_function),
        cmocka_unit_test(test_tags_with_escapes),
        cmocka_unit_test(test_move_numbers_and_moves),
        cmocka_unit_test(test_nags_suffixes_and_symbols),
        cmocka_unit_test(test_comments),
        cmocka_unit_test(test_escape_lines_only_in_column_one),
        cmocka_unit_test(test_variations_and_results),
        cmocka_unit_test(test_columns_count_characters),
        cmocka_unit_test(test_no_break_space_ends_a_word),
        cmocka_unit_test(test_latin1_result_keeps_columns),
        cmocka_unit_test(test_byte_order_marks),
        cmocka_unit_test(test_byte_order_mark_before_escape_line),
        cmocka_unit_test(test_crlf_line_ends),
        cmocka_unit_test(test_cr_only_line_ends),
        cmocka_unit_test(test_blank_line_marks),
        cmocka_unit_test(test_numeric_words_are_no_move_numbers),
        cmocka_unit_test(test_unterminated_comment),
        cmocka_unit_test(test_unterminated_tag_value),
        cmocka_unit_test(test_word_length_limit),
        cmocka_unit_test(test_error_tokens_carry_their_text),
        cmocka_unit_test(test_bad_tag_in_movetext_takes_only_its_brackets),
        cmocka_unit_test(test_nul_and_control_bytes),
        cmocka_unit_test(test_memory_file_and_pipe_agree),
        cmocka_unit_test(test_plain_runs_give_the_same_tokens),
        cmocka_unit_test(test_plain_tokens_across_block_ends),
        cmocka_unit_test(test_plain_tags_taken_in_place),
        cmocka_unit_test(test_cr_only_file_across_buffers),
        cmocka_unit_test(test_comment_across_boundary_from_file),
        cmocka_unit_test(test_boundary_unterminated_comment_then_game),
        cmocka_unit_test(test_boundary_no_break_space),
        cmocka_unit_test(test_boundary_open_brace_at_line_end),
        cmocka_unit_test(test_boundary_long_event_line),
        cmocka_unit_test(test_comment_line_end_near_the_end_of_input),
        cmocka_unit_test(test_boundary_stray_quote_at_buffer_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
