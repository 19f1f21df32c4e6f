/* Xiangqi notations: ICCS, WXF and Chinese read and written; the start-position examples of
 * pgnkit-notations(7), XIANGQI, WXF; dialects; tandem men and the WXF pawn rules; errors (bad
 * syntax, illegal, ambiguous with candidates); every legal move written and read back in many
 * positions; and the 15 master games of the shared corpus in three notations, move for move. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "xiangqi_notation.h"
#include "xiangqi_words.h"

#define CORPUS_DIR "../shared/corpus"
#define SAMPLES CORPUS_DIR "/xiangqi-wukong/xqdb-samples"

static const char startpos[] = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

static void load(pk_xq_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_xq_fen_parse(pos, fen, &err) != 0)
        fail_msg("FEN rejected: \"%s\": %s", fen, err.message);
}

static pk_xq_move mv(const char *iccs)
{
    pk_xq_iccs v;
    if (pk_xq_iccs_parse(iccs, strlen(iccs), 0, &v) != PK_XQ_OK)
        fail_msg("not ICCS: %s", iccs);
    return PK_XQ_MOVE(v.from, v.to);
}

static const char *iccs_text(pk_xq_move m, char *buf)
{
    pk_xq_iccs_format(m, buf);
    return buf;
}

/* text in notation n reads as the move `iccs` (lenient bits as given). */
static void assert_reads(const pk_xq_position *pos, pk_xq_notation n, int flags, const char *text, const char *iccs,
                         uint16_t lenient)
{
    pk_xq_move m = PK_XQ_MOVE_NONE;
    pk_xq_movelist matches;
    uint16_t got_lenient = 0;
    pk_xq_status st = pk_xq_move_parse(pos, n, text, strlen(text), flags, &m, &matches, &got_lenient);
    char buf[8];
    if (st != PK_XQ_OK)
        fail_msg("%s \"%s\": status %d, expected %s", pk_xq_notation_name(n), text, st, iccs);
    if (m != mv(iccs))
        fail_msg("%s \"%s\": read as %s, expected %s", pk_xq_notation_name(n), text, iccs_text(m, buf), iccs);
    if (got_lenient != lenient)
        fail_msg("%s \"%s\": lenient bits %#x, expected %#x", pk_xq_notation_name(n), text, got_lenient, lenient);
    assert_int_equal(matches.count, 1);
}

static void assert_writes(const pk_xq_position *pos, pk_xq_notation n, int flags, const char *iccs, const char *text)
{
    char out[PK_XQ_MOVE_TEXT_MAX];
    size_t len = pk_xq_move_format(pos, n, mv(iccs), flags, out);
    if (strcmp(out, text) != 0)
        fail_msg("%s of %s: \"%s\", expected \"%s\"", pk_xq_notation_name(n), iccs, out, text);
    assert_int_equal(len, strlen(text));
}

/* Both ways, and read back without lenient bits. */
static void assert_both(const pk_xq_position *pos, pk_xq_notation n, const char *iccs, const char *text)
{
    assert_writes(pos, n, 0, iccs, text);
    assert_reads(pos, n, 0, text, iccs, 0);
}

/* The status of a text; the candidates (sorted ICCS, space-separated) when expected is not NULL. */
static void assert_status(const pk_xq_position *pos, pk_xq_notation n, int flags, const char *text, pk_xq_status want,
                          const char *candidates)
{
    pk_xq_move m;
    pk_xq_movelist matches;
    pk_xq_status st = pk_xq_move_parse(pos, n, text, strlen(text), flags, &m, &matches, NULL);
    if (st != want)
        fail_msg("%s \"%s\": status %d, expected %d", pk_xq_notation_name(n), text, st, want);
    if (!candidates)
        return;
    char names[PK_XQ_MAX_MOVES][5], joined[1024] = "";
    for (int i = 0; i < matches.count; i++)
        pk_xq_iccs_format(matches.moves[i], names[i]);
    qsort(names, (size_t)matches.count, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < matches.count; i++) {
        if (i)
            strcat(joined, " ");
        strcat(joined, names[i]);
    }
    if (strcmp(joined, candidates) != 0)
        fail_msg("%s \"%s\": candidates \"%s\", expected \"%s\"", pk_xq_notation_name(n), text, joined, candidates);
}

/* ---- the examples of pgnkit-notations(7), XIANGQI ---- */

static void test_start_position_examples(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    assert_both(&pos, PK_XQ_WXF, "h2e2", "C2.5");
    assert_both(&pos, PK_XQ_WXF, "h0g2", "H2+3");
    assert_both(&pos, PK_XQ_WXF, "a0a2", "R9+2");
    assert_both(&pos, PK_XQ_WXF, "c0e2", "E7+5");
    assert_both(&pos, PK_XQ_WXF, "f0e1", "A4+5");
    assert_both(&pos, PK_XQ_WXF, "e0e1", "K5+1");
    assert_both(&pos, PK_XQ_WXF, "g3g4", "P3+1");
    assert_both(&pos, PK_XQ_WXF, "b2b9", "C8+7");
    assert_both(&pos, PK_XQ_CHINESE, "h2e2", "炮二平五");
    assert_both(&pos, PK_XQ_CHINESE, "h0g2", "马二进三");
    assert_both(&pos, PK_XQ_CHINESE, "a0a2", "车九进二");
    assert_both(&pos, PK_XQ_CHINESE, "c0e2", "相七进五");
    assert_both(&pos, PK_XQ_CHINESE, "f0e1", "仕四进五");
    assert_both(&pos, PK_XQ_CHINESE, "e0e1", "帅五进一");
    assert_both(&pos, PK_XQ_CHINESE, "g3g4", "兵三进一");
    assert_both(&pos, PK_XQ_ICCS, "h2e2", "h2e2");
    pk_xq_play(&pos, mv("h2e2"));
    assert_both(&pos, PK_XQ_WXF, "h9g7", "H8+7");
    assert_both(&pos, PK_XQ_WXF, "b7e7", "C2.5");
    assert_both(&pos, PK_XQ_WXF, "i9i7", "R9+2"); /* Black counts from his right: a = 1 */
    assert_both(&pos, PK_XQ_WXF, "a9a7", "R1+2");
    assert_both(&pos, PK_XQ_CHINESE, "h9g7", "马８进７");
    assert_both(&pos, PK_XQ_CHINESE, "c9e7", "象３进５");
    assert_both(&pos, PK_XQ_CHINESE, "d9e8", "士４进５");
    assert_both(&pos, PK_XQ_CHINESE, "e9e8", "将５进１");
    assert_both(&pos, PK_XQ_CHINESE, "c6c5", "卒３进１");
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_ASCII_DIGITS, "h9g7", "马8进7");
    assert_reads(&pos, PK_XQ_CHINESE, 0, "马8进7", "h9g7", 0);
    /* traditional characters */
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL, "h9g7", "馬８進７");
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL | PK_XQ_CN_ASCII_DIGITS, "b7e7", "砲2平5");
    assert_reads(&pos, PK_XQ_CHINESE, 0, "馬８進７", "h9g7", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "車9进1", "i9i8", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "砲2平5", "b7e7", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "將5進1", "e9e8", PK_XQ_LENIENT_TRADITIONAL);
}

static void test_chinese_red_traditional_and_sides(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL, "h0g2", "傌二進三");
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL, "i0i1", "俥一進一");
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL, "e0e1", "帥五進一");
    assert_reads(&pos, PK_XQ_CHINESE, 0, "傌二進三", "h0g2", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "俥一进一", "i0i1", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "帥五進一", "e0e1", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "包二平五", "h2e2", PK_XQ_LENIENT_TRADITIONAL);
    /* the other side's character or numbers: understood, noted */
    assert_reads(&pos, PK_XQ_CHINESE, 0, "卒三进一", "g3g4", PK_XQ_LENIENT_PIECE_SIDE);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "炮2平5", "h2e2", PK_XQ_LENIENT_NUMERALS);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "炮２平５", "h2e2", PK_XQ_LENIENT_NUMERALS);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "炮二平5", "h2e2", PK_XQ_LENIENT_NUMERALS);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "砲二平五", "h2e2", PK_XQ_LENIENT_TRADITIONAL | PK_XQ_LENIENT_PIECE_SIDE);
}

static void test_iccs(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    assert_reads(&pos, PK_XQ_ICCS, 0, "h2e2", "h2e2", 0);
    assert_reads(&pos, PK_XQ_ICCS, 0, "H2-E2", "h2e2", PK_XQ_LENIENT_UPPER | PK_XQ_LENIENT_DASH);
    assert_reads(&pos, PK_XQ_ICCS, 0, "h2-e2", "h2e2", PK_XQ_LENIENT_DASH);
    assert_reads(&pos, PK_XQ_ICCS, 0, "H2E2", "h2e2", PK_XQ_LENIENT_UPPER);
    assert_reads(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "h3e3", "h2e2", 0);
    assert_reads(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "a1a3", "a0a2", 0);
    assert_status(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "h0e2", PK_XQ_BAD_SYNTAX, "");
    assert_status(&pos, PK_XQ_ICCS, 0, "h3e3", PK_XQ_ILLEGAL, ""); /* 0-9: the empty h3 */
    pk_xq_play(&pos, mv("h2e2"));
    assert_reads(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "i10i9", "i9i8", 0);
    assert_reads(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "I10-I9", "i9i8", PK_XQ_LENIENT_UPPER | PK_XQ_LENIENT_DASH);
    assert_writes(&pos, PK_XQ_ICCS, PK_XQ_ICCS_RANKS_1_10, "i9i8", "i9i8"); /* written 0-9 always */
    static const char *const bad[] = {"", "h2e", "j2e2", "h2e2x", "h2--e2", "h2 e2", "he22", "h2e10", "2he2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_status(&pos, PK_XQ_ICCS, 0, bad[i], PK_XQ_BAD_SYNTAX, "");
    assert_status(&pos, PK_XQ_ICCS, 0, "e2e5", PK_XQ_ILLEGAL, ""); /* Red's cannon: Black to move */
    assert_status(&pos, PK_XQ_ICCS, 0, "e9e7", PK_XQ_ILLEGAL, "e9e8"); /* the general's one legal move */
    assert_status(&pos, PK_XQ_ICCS, 0, "c9c9", PK_XQ_ILLEGAL, "c9a7 c9e7");
}

static void test_wxf_dialects(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    assert_reads(&pos, PK_XQ_WXF, 0, "C2=5", "h2e2", PK_XQ_LENIENT_EQUALS);
    assert_reads(&pos, PK_XQ_WXF, 0, "Ｃ２＝５", "h2e2", PK_XQ_LENIENT_FULLWIDTH | PK_XQ_LENIENT_EQUALS);
    assert_reads(&pos, PK_XQ_WXF, 0, "Ｃ２．５", "h2e2", PK_XQ_LENIENT_FULLWIDTH);
    assert_reads(&pos, PK_XQ_WXF, 0, "Ｈ２＋３", "h0g2", PK_XQ_LENIENT_FULLWIDTH);
    assert_reads(&pos, PK_XQ_WXF, 0, "c2.5", "h2e2", PK_XQ_LENIENT_LETTER);
    assert_reads(&pos, PK_XQ_WXF, 0, "N2+3", "h0g2", PK_XQ_LENIENT_LETTER);
    assert_reads(&pos, PK_XQ_WXF, 0, "B3+5", "g0e2", PK_XQ_LENIENT_LETTER);
    assert_reads(&pos, PK_XQ_WXF, 0, "G5+1", "e0e1", PK_XQ_LENIENT_LETTER);
    assert_reads(&pos, PK_XQ_WXF, 0, "S5+1", "e3e4", PK_XQ_LENIENT_LETTER);
    pk_xq_desc d; /* the minus sign U+2212 for '-' */
    assert_int_equal(pk_xq_wxf_parse("C2\xe2\x88\x92" "1", 6, &d), PK_XQ_OK);
    assert_int_equal(d.dir, '-');
    assert_int_equal(d.type, PK_XQ_CANNON);
    assert_int_equal(d.file, 2);
    assert_int_equal(d.number, 1);
}

static void test_wxf_errors(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    static const char *const bad[] = {"", "C2.", "C2.0", "X2.5", "C2*5", "C0.5", "C2.55", "++", "34.5",
                                      "+-.4", "C2 .5", "炮二平五", "C2.5+", "h2e2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_status(&pos, PK_XQ_WXF, 0, bad[i], PK_XQ_BAD_SYNTAX, "");
    /* illegal: the candidates are the legal moves of the men the origin names */
    assert_status(&pos, PK_XQ_WXF, 0, "C2+9", PK_XQ_ILLEGAL,
                  "h2c2 h2d2 h2e2 h2f2 h2g2 h2h1 h2h3 h2h4 h2h5 h2h6 h2h9 h2i2");
    assert_status(&pos, PK_XQ_WXF, 0, "H2.3", PK_XQ_ILLEGAL, "h0g2 h0i2");
    assert_status(&pos, PK_XQ_WXF, 0, "K5+2", PK_XQ_ILLEGAL, "e0e1");
    assert_status(&pos, PK_XQ_WXF, 0, "C3.5", PK_XQ_ILLEGAL, "");
    assert_status(&pos, PK_XQ_WXF, 0, "R+.3", PK_XQ_ILLEGAL, ""); /* no two chariots share a file */
    assert_status(&pos, PK_XQ_WXF, 0, "E7.5", PK_XQ_ILLEGAL, "c0a2 c0e2");
    assert_status(&pos, PK_XQ_WXF, 0, "A4+4", PK_XQ_ILLEGAL, "f0e1");
}

static void test_chinese_errors(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    static const char *const bad[] = {"", "炮二平", "炮二平五五", "炮X平五", "abcd", "C2.5", "炮二走五", "二炮平五",
                                      "炮二平零", "\xff\xfe\xfd\xfc", "炮\xe4\xba"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_status(&pos, PK_XQ_CHINESE, 0, bad[i], PK_XQ_BAD_SYNTAX, "");
    assert_status(&pos, PK_XQ_CHINESE, 0, "炮三平五", PK_XQ_ILLEGAL, "");
    assert_status(&pos, PK_XQ_CHINESE, 0, "马二平三", PK_XQ_ILLEGAL, "h0g2 h0i2");
    assert_status(&pos, PK_XQ_CHINESE, 0, "前车进一", PK_XQ_ILLEGAL, "");
}

/* ---- tandem men ---- */

static void test_two_like_men_on_a_file(void **state)
{
    (void)state;
    pk_xq_position pos;
    /* Red cannons on h5 (front) and h2 (rear) */
    load(&pos, "3k5/9/9/9/7C1/9/9/7C1/9/4K4 w - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "h5e5", "C+.5");
    assert_both(&pos, PK_XQ_WXF, "h2h1", "C--1");
    assert_both(&pos, PK_XQ_WXF, "h2e2", "C-.5");
    assert_both(&pos, PK_XQ_WXF, "h5h9", "C++4");
    assert_both(&pos, PK_XQ_CHINESE, "h5e5", "前炮平五");
    assert_both(&pos, PK_XQ_CHINESE, "h2h1", "后炮退一");
    assert_reads(&pos, PK_XQ_CHINESE, 0, "後炮退一", "h2h1", PK_XQ_LENIENT_TRADITIONAL);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "炮前平五", "h5e5", PK_XQ_LENIENT_TANDEM_AFTER);
    assert_writes(&pos, PK_XQ_CHINESE, PK_XQ_CN_TRADITIONAL, "h2h1", "後炮退一");
    /* dialects: the marker before the letter */
    assert_reads(&pos, PK_XQ_WXF, 0, "+C.5", "h5e5", PK_XQ_LENIENT_MARKER_FIRST);
    assert_reads(&pos, PK_XQ_WXF, 0, "-C-1", "h2h1", PK_XQ_LENIENT_MARKER_FIRST);
    assert_reads(&pos, PK_XQ_WXF, 0, "－Ｃ－１", "h2h1", PK_XQ_LENIENT_MARKER_FIRST | PK_XQ_LENIENT_FULLWIDTH);
    /* the file instead of the marker: read when only one of the two can make the move */
    assert_reads(&pos, PK_XQ_WXF, 0, "C2+4", "h5h9", PK_XQ_LENIENT_ORIGIN); /* h2 cannot pass h5 */
    assert_status(&pos, PK_XQ_WXF, 0, "C2-1", PK_XQ_AMBIGUOUS, "h2h1 h5h4");
    assert_status(&pos, PK_XQ_WXF, 0, "C2.5", PK_XQ_AMBIGUOUS, "h2e2 h5e5");
    assert_status(&pos, PK_XQ_CHINESE, 0, "炮二平五", PK_XQ_AMBIGUOUS, "h2e2 h5e5");

    /* Black chariots on b5 (front: nearer Red) and b9 (rear), Black's file 2 */
    load(&pos, "1r1k5/9/9/9/1r7/9/9/9/9/4K4 b - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "b5b4", "R++1");
    assert_both(&pos, PK_XQ_WXF, "b9b6", "R-+3");
    assert_both(&pos, PK_XQ_WXF, "b5a5", "R+.1");
    assert_both(&pos, PK_XQ_WXF, "b9c9", "R-.3");
    assert_both(&pos, PK_XQ_CHINESE, "b5b4", "前车进１");
    assert_both(&pos, PK_XQ_CHINESE, "b9b6", "后车进３");
    assert_both(&pos, PK_XQ_CHINESE, "b5a5", "前车平１");
    assert_reads(&pos, PK_XQ_WXF, 0, "+R+1", "b5b4", PK_XQ_LENIENT_MARKER_FIRST);
    assert_reads(&pos, PK_XQ_WXF, 0, "-R.3", "b9c9", PK_XQ_LENIENT_MARKER_FIRST);
    assert_reads(&pos, PK_XQ_WXF, 0, "＋Ｒ＋１", "b5b4", PK_XQ_LENIENT_MARKER_FIRST | PK_XQ_LENIENT_FULLWIDTH);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "前車進1", "b5b4", PK_XQ_LENIENT_TRADITIONAL);

    /* advisors and elephants need no marker: the direction tells them apart */
    load(&pos, "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "d0e1", "A6+5");
    assert_both(&pos, PK_XQ_WXF, "d2e1", "A6-5");
    assert_both(&pos, PK_XQ_CHINESE, "d0e1", "仕六进五");
    assert_both(&pos, PK_XQ_CHINESE, "d2e1", "仕六退五");
    load(&pos, "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "c0e2", "E7+5");
    assert_both(&pos, PK_XQ_WXF, "c4e2", "E7-5");
    assert_both(&pos, PK_XQ_WXF, "c4a2", "E7-9");
    assert_both(&pos, PK_XQ_CHINESE, "c4a2", "相七退九");
}

static void test_three_pawns_on_a_file(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, "3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1"); /* g7 g6 g5: Red's file 3 */
    assert_both(&pos, PK_XQ_WXF, "g7f7", "P+.4");
    assert_both(&pos, PK_XQ_WXF, "g6f6", "P3.4");
    assert_both(&pos, PK_XQ_WXF, "g5f5", "P-.4");
    assert_both(&pos, PK_XQ_WXF, "g7g8", "P++1");
    assert_both(&pos, PK_XQ_CHINESE, "g7f7", "前兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g6f6", "中兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g5f5", "后兵平四");
    assert_reads(&pos, PK_XQ_WXF, 0, "+P.4", "g7f7", PK_XQ_LENIENT_MARKER_FIRST);
    assert_reads(&pos, PK_XQ_WXF, 0, "P++1", "g7g8", 0);
    assert_reads(&pos, PK_XQ_WXF, 0, "+P+1", "g7g8", PK_XQ_LENIENT_MARKER_FIRST);
    /* the Chinese file alone is ambiguous among three */
    assert_status(&pos, PK_XQ_CHINESE, 0, "兵三平四", PK_XQ_AMBIGUOUS, "g5f5 g6f6 g7f7");
}

static void test_four_and_five_pawns_on_a_file(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1"); /* g9 g8 g7 g6 g5 */
    assert_both(&pos, PK_XQ_WXF, "g9f9", "++.4");
    assert_both(&pos, PK_XQ_WXF, "g8f8", "P+.4");
    assert_both(&pos, PK_XQ_WXF, "g7f7", "P3.4");
    assert_both(&pos, PK_XQ_WXF, "g6f6", "P-.4");
    assert_both(&pos, PK_XQ_WXF, "g5f5", "--.4");
    assert_both(&pos, PK_XQ_CHINESE, "g9f9", "前兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g8f8", "二兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g7f7", "三兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g6f6", "四兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g5f5", "后兵平四");
    assert_reads(&pos, PK_XQ_CHINESE, 0, "一兵平四", "g9f9", PK_XQ_LENIENT_ORIGIN);
    assert_reads(&pos, PK_XQ_CHINESE, 0, "五兵平四", "g5f5", PK_XQ_LENIENT_ORIGIN);
    assert_reads(&pos, PK_XQ_WXF, 0, "＋＋．４", "g9f9", PK_XQ_LENIENT_FULLWIDTH);
    load(&pos, "3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1"); /* g8 g7 g6 g5 */
    assert_both(&pos, PK_XQ_WXF, "g8f8", "++.4");
    assert_both(&pos, PK_XQ_WXF, "g7f7", "P+.4");
    assert_both(&pos, PK_XQ_WXF, "g6f6", "P-.4");
    assert_both(&pos, PK_XQ_WXF, "g5f5", "--.4");
    assert_both(&pos, PK_XQ_WXF, "g8g9", "+++1");
    assert_both(&pos, PK_XQ_CHINESE, "g8f8", "前兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g7f7", "二兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g6f6", "三兵平四");
    assert_both(&pos, PK_XQ_CHINESE, "g5f5", "后兵平四");
    assert_status(&pos, PK_XQ_WXF, 0, "P3.4", PK_XQ_AMBIGUOUS, "g5f5 g6f6 g7f7 g8f8"); /* no middle of four */
    assert_status(&pos, PK_XQ_CHINESE, 0, "中兵平四", PK_XQ_ILLEGAL, "");
    /* Black: five soldiers on c4..c0, the front one nearest Red */
    load(&pos, "3k5/9/9/9/9/2p6/2p6/2p6/2p6/2p1K4 b - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "c0b0", "++.2");
    assert_both(&pos, PK_XQ_WXF, "c2d2", "P3.4");
    assert_both(&pos, PK_XQ_WXF, "c4b4", "--.2");
    assert_both(&pos, PK_XQ_CHINESE, "c1b1", "二卒平２");
    assert_both(&pos, PK_XQ_CHINESE, "c4d4", "后卒平４");
}

static void test_pawns_on_two_files(void **state)
{
    (void)state;
    pk_xq_position pos;
    /* g7 g6 g5 on Red's file 3, c6 c5 on file 7 */
    load(&pos, "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "g7f7", "3+.4");
    assert_both(&pos, PK_XQ_WXF, "g6f6", "33.4");
    assert_both(&pos, PK_XQ_WXF, "g5f5", "3-.4");
    assert_both(&pos, PK_XQ_WXF, "c6d6", "7+.6");
    assert_both(&pos, PK_XQ_WXF, "c5d5", "7-.6");
    assert_both(&pos, PK_XQ_CHINESE, "g7f7", "前三平四");
    assert_both(&pos, PK_XQ_CHINESE, "g6f6", "中三平四");
    assert_both(&pos, PK_XQ_CHINESE, "g5f5", "后三平四");
    assert_both(&pos, PK_XQ_CHINESE, "c6d6", "前七平六");
    assert_both(&pos, PK_XQ_CHINESE, "c5d5", "后七平六");
    /* the one-file forms: ambiguous when both files' pawns can make the move */
    assert_status(&pos, PK_XQ_WXF, 0, "P++1", PK_XQ_AMBIGUOUS, "c6c7 g7g8");
    assert_status(&pos, PK_XQ_CHINESE, 0, "前兵进一", PK_XQ_AMBIGUOUS, "c6c7 g7g8");
    assert_status(&pos, PK_XQ_WXF, 0, "P-+1", PK_XQ_ILLEGAL, NULL); /* both rear pawns are blocked */
    assert_reads(&pos, PK_XQ_WXF, 0, "P+.4", "g7f7", PK_XQ_LENIENT_ORIGIN);
    /* a pawn alone on its file keeps the plain form */
    load(&pos, "3k5/9/9/2P3P2/2P3P2/9/P8/9/9/4K4 w - - 0 1");
    assert_both(&pos, PK_XQ_WXF, "a3a4", "P9+1");
    assert_both(&pos, PK_XQ_CHINESE, "a3a4", "兵九进一");
}

/* ---- every legal move, written and read back ---- */

static void assert_every_move_round_trips(const pk_xq_position *pos)
{
    static const int chinese_flags[3] = {0, PK_XQ_CN_ASCII_DIGITS, PK_XQ_CN_TRADITIONAL};
    pk_xq_movelist list;
    pk_xq_generate_legal(pos, &list);
    for (int n = PK_XQ_ICCS; n <= PK_XQ_CHINESE; n++) {
        char seen[PK_XQ_MAX_MOVES][PK_XQ_MOVE_TEXT_MAX];
        for (int f = 0; f < (n == PK_XQ_CHINESE ? 3 : 1); f++) {
            for (int i = 0; i < list.count; i++) {
                char text[PK_XQ_MOVE_TEXT_MAX], fen[PK_XQ_FEN_MAX];
                int flags = chinese_flags[f];
                pk_xq_move_format(pos, (pk_xq_notation)n, list.moves[i], flags, text);
                pk_xq_move m = PK_XQ_MOVE_NONE;
                uint16_t lenient = 0;
                pk_xq_status st = pk_xq_move_parse(pos, (pk_xq_notation)n, text, strlen(text), 0, &m, NULL, &lenient);
                uint16_t allowed = (flags & PK_XQ_CN_TRADITIONAL) ? PK_XQ_LENIENT_TRADITIONAL : 0;
                if (st != PK_XQ_OK || m != list.moves[i] || (lenient & ~allowed)) {
                    pk_xq_fen_write(pos, fen);
                    fail_msg("%s: %s \"%s\" reads back as status %d move %d lenient %#x", fen,
                             pk_xq_notation_name((pk_xq_notation)n), text, st, m, lenient);
                }
                if (f == 0)
                    strcpy(seen[i], text);
            }
        }
        for (int i = 0; i < list.count; i++)
            for (int j = i + 1; j < list.count; j++)
                if (strcmp(seen[i], seen[j]) == 0)
                    fail_msg("two moves written \"%s\"", seen[i]);
    }
}

static void test_round_trip_random_games(void **state)
{
    (void)state;
    uint64_t rng = 99;
    int positions = 0;
    for (int game = 0; game < 60; game++) {
        pk_xq_position pos;
        pk_xq_startpos(&pos);
        for (int ply = 0; ply < 160; ply++) {
            pk_xq_movelist list;
            pk_xq_generate_legal(&pos, &list);
            if (list.count == 0)
                break;
            assert_every_move_round_trips(&pos);
            positions++;
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            pk_xq_play(&pos, list.moves[(rng >> 33) % (uint64_t)list.count]);
        }
    }
    assert_true(positions > 5000);
}

static void test_round_trip_tandem_positions(void **state)
{
    (void)state;
    static const char *const fens[] = {
        "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1",
        "3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1",
        "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
        "3k5/9/9/2P3P2/2P3P2/9/P8/9/9/4K4 w - - 0 1",
        "3k5/9/9/9/9/2p6/2p6/2p6/2p6/2p1K4 b - - 0 1",
        "3k5/9/9/9/9/2p3p2/2p3p2/2p6/9/4K4 b - - 0 1",
        "1r1k5/9/9/9/1r7/9/9/9/9/4K4 b - - 0 1",
        "3k5/9/9/9/7C1/9/9/7C1/9/4K4 w - - 0 1",
        "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1",
        "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1",
        "2bak4/4a4/4b4/4N4/4N4/9/9/9/4A4/3AK4 w - - 0 1",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        pk_xq_position pos;
        load(&pos, fens[i]);
        assert_every_move_round_trips(&pos);
    }
}

/* ---- the 15 master games in three notations ---- */

typedef struct {
    char (*moves)[32];
    int *game;
    int count;
    int games;
} move_file;

/* Move texts of a PGN file in order, with the game each belongs to (tags start a game). */
static void read_moves(const char *path, move_file *out)
{
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s cannot be read", path);
    out->moves = calloc(8192, sizeof *out->moves);
    out->game = calloc(8192, sizeof *out->game);
    out->count = 0;
    out->games = 0;
    char line[8192];
    bool in_tags = false;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '[') {
            if (!in_tags)
                out->games++;
            in_tags = true;
            continue;
        }
        in_tags = false;
        for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
            size_t len = strlen(tok);
            if (tok[len - 1] == '.' || strcmp(tok, "*") == 0 || strchr(tok, '/') || strcmp(tok, "1-0") == 0 ||
                strcmp(tok, "0-1") == 0)
                continue;
            assert_true(len < 32 && out->count < 8192);
            strcpy(out->moves[out->count], tok);
            out->game[out->count++] = out->games;
        }
    }
    fclose(f);
}

static void free_moves(move_file *m)
{
    free(m->moves);
    free(m->game);
}

static bool corpus_present(void)
{
    struct stat st;
    return stat(CORPUS_DIR, &st) == 0 && S_ISDIR(st.st_mode);
}

/* bulk_games_uci.pgn's second game has e5e6 where the WXF and Chinese files (and the dpxq.com
 * page xqdb-games_html/45.html, move list 4746 = e3e4) have the rear pawn's e3e4: a slip in the
 * ICCS export. Both moves are legal; the replay goes on with e3e4. */
static const struct { int game, index; const char *iccs, *other; } known_slips[] = {{2, 70, "e5e6", "e3e4"}};

static bool is_known_slip(int game, int index, pk_xq_move iccs, pk_xq_move other)
{
    for (size_t i = 0; i < sizeof known_slips / sizeof known_slips[0]; i++)
        if (known_slips[i].game == game && known_slips[i].index == index && iccs == mv(known_slips[i].iccs) &&
            other == mv(known_slips[i].other))
            return true;
    return false;
}

static void test_corpus_games_in_three_notations(void **state)
{
    (void)state;
    if (!corpus_present()) {
        printf("%s absent: the xqdb samples are not replayed\n", CORPUS_DIR);
        skip();
    }
    move_file files[3];
    read_moves(SAMPLES "/bulk_games_uci.pgn", &files[PK_XQ_ICCS]);
    read_moves(SAMPLES "/xqdb_international.pgn", &files[PK_XQ_WXF]);
    read_moves(SAMPLES "/xqdb_traditional.pgn", &files[PK_XQ_CHINESE]);
    for (int n = 0; n < 3; n++) {
        assert_int_equal(files[n].games, 15);
        assert_int_equal(files[n].count, files[0].count);
    }
    pk_xq_position pos;
    int game = 0, index = 0, slips = 0, games_done = 0;
    for (int k = 0; k < files[0].count; k++) {
        if (files[0].game[k] != game) {
            game = files[0].game[k];
            index = 0;
            games_done++;
            pk_xq_startpos(&pos);
        }
        pk_xq_move m[3];
        for (int n = 0; n < 3; n++) {
            assert_int_equal(files[n].game[k], game);
            const char *text = files[n].moves[k];
            uint16_t lenient = 0;
            pk_xq_status st = pk_xq_move_parse(&pos, (pk_xq_notation)n, text, strlen(text), 0, &m[n], NULL, &lenient);
            if (st != PK_XQ_OK)
                fail_msg("game %d ply %d: %s \"%s\": status %d", game, index + 1, pk_xq_notation_name((pk_xq_notation)n),
                         text, st);
            /* the forms written there: full-width WXF with '=' and markers first; no origin slips */
            assert_int_equal(lenient & PK_XQ_LENIENT_ORIGIN, 0);
        }
        if (m[PK_XQ_WXF] != m[PK_XQ_CHINESE])
            fail_msg("game %d ply %d: WXF \"%s\" and Chinese \"%s\" differ", game, index + 1, files[1].moves[k],
                     files[2].moves[k]);
        if (m[PK_XQ_ICCS] != m[PK_XQ_WXF]) {
            if (!is_known_slip(game, index, m[PK_XQ_ICCS], m[PK_XQ_WXF]))
                fail_msg("game %d ply %d: ICCS \"%s\" and WXF \"%s\" differ", game, index + 1, files[0].moves[k],
                         files[1].moves[k]);
            slips++;
        }
        /* written back: the Chinese file's own text; WXF as the official form of its text */
        char out[PK_XQ_MOVE_TEXT_MAX], official[PK_XQ_MOVE_TEXT_MAX];
        pk_xq_chinese_format(&pos, m[PK_XQ_WXF], 0, out);
        assert_string_equal(out, files[PK_XQ_CHINESE].moves[k]);
        pk_xq_desc d;
        assert_int_equal(pk_xq_wxf_parse(files[1].moves[k], strlen(files[1].moves[k]), &d), PK_XQ_OK);
        pk_xq_desc_format_wxf(&d, official);
        pk_xq_wxf_format(&pos, m[PK_XQ_WXF], out);
        assert_string_equal(out, official);
        pk_xq_play(&pos, m[PK_XQ_WXF]);
        index++;
    }
    assert_int_equal(games_done, 15);
    assert_int_equal(files[0].count, 1378);
    assert_int_equal(slips, 1);
    for (int n = 0; n < 3; n++)
        free_moves(&files[n]);
}

static void test_guess_notation(void **state)
{
    (void)state;
    assert_int_equal(pk_xq_guess_notation("h2e2", 4), PK_XQ_ICCS);
    assert_int_equal(pk_xq_guess_notation("H2-E2", 5), PK_XQ_ICCS);
    assert_int_equal(pk_xq_guess_notation("C2.5", 4), PK_XQ_WXF);
    assert_int_equal(pk_xq_guess_notation("Ｃ２＝５", strlen("Ｃ２＝５")), PK_XQ_WXF);
    assert_int_equal(pk_xq_guess_notation("炮二平五", strlen("炮二平五")), PK_XQ_CHINESE);
    assert_int_equal(pk_xq_guess_notation("Nf3", 3), -1);
    assert_string_equal(pk_xq_notation_name(PK_XQ_WXF), "wxf");
}

/* ---- a position and moves given as words (pgnkit fen --variant=xiangqi) -------------------- */

static void test_fen_words(void **state)
{
    (void)state;
    char fen[256];
    assert_int_equal(pk_xq_fen_words(NULL, 0, fen, sizeof fen), 0);
    assert_string_equal(fen, startpos);
    char *start[] = {"startpos", "h2e2"};
    assert_int_equal(pk_xq_fen_words(start, 2, fen, sizeof fen), 1);
    assert_string_equal(fen, startpos);
    char *move_first[] = {"h2e2"};
    assert_int_equal(pk_xq_fen_words(move_first, 1, fen, sizeof fen), 0);
    assert_string_equal(fen, startpos);
    /* the fields after the placement are taken while they have a field's shape */
    char *fields[] = {"5k3/9/9/9/9/9/4R4/9/4R4/3K5", "w", "-", "-", "0", "1", "R5+1"};
    assert_int_equal(pk_xq_fen_words(fields, 7, fen, sizeof fen), 6);
    assert_string_equal(fen, "5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1");
    assert_int_equal(pk_xq_fen_words(fields, 3, fen, sizeof fen), 3);
    assert_string_equal(fen, "5k3/9/9/9/9/9/4R4/9/4R4/3K5 w -");
}

static void expect_xq_reading(const pk_xq_position *pos, const char *text, int flags, pk_xq_status status,
                              const char *iccs, const char *reason, const char *candidates)
{
    pk_xq_move_reading r;
    pk_xq_move_words_read(pos, text, flags, &r);
    char got[8] = "";
    if (r.status == PK_XQ_OK)
        pk_xq_iccs_format(r.move, got);
    assert_int_equal(r.status, status);
    assert_string_equal(got, iccs);
    if (reason)
        assert_string_equal(r.reason, reason);
    else
        assert_null(r.reason);
    assert_string_equal(r.candidates, candidates);
}

/* Each word in the notation it looks like; a refusal says why, with the moves that fit in that
 * notation. */
static void test_move_words(void **state)
{
    (void)state;
    pk_xq_position pos;
    load(&pos, startpos);
    expect_xq_reading(&pos, "h2e2", 0, PK_XQ_OK, "h2e2", NULL, "");
    expect_xq_reading(&pos, "C2.5", 0, PK_XQ_OK, "h2e2", NULL, "");
    expect_xq_reading(&pos, "\xE7\x82\xAE\xE4\xBA\x8C\xE5\xB9\xB3\xE4\xBA\x94", 0, PK_XQ_OK, "h2e2", NULL, ""); /* 炮二平五 */
    /* ranks 1-10: h3e3 is the cannon's move, h2e2 a move of nothing */
    expect_xq_reading(&pos, "h3e3", PK_XQ_ICCS_RANKS_1_10, PK_XQ_OK, "h2e2", NULL, "");
    expect_xq_reading(&pos, "h2e3", 0, PK_XQ_ILLEGAL, "", "no man can make it",
                      "h2h3, h2h4, h2h5, h2h6, h2h9, h2h1, h2i2, h2g2");
    expect_xq_reading(&pos, "xyz", 0, PK_XQ_BAD_SYNTAX, "", "not a move in ICCS, WXF or Chinese notation", "");
    load(&pos, "5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1"); /* two rooks on file 5 */
    expect_xq_reading(&pos, "R5+1", 0, PK_XQ_AMBIGUOUS, "", "several men fit it", "R++1, R-+1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_position_examples),
        cmocka_unit_test(test_fen_words),
        cmocka_unit_test(test_move_words),
        cmocka_unit_test(test_chinese_red_traditional_and_sides),
        cmocka_unit_test(test_iccs),
        cmocka_unit_test(test_wxf_dialects),
        cmocka_unit_test(test_wxf_errors),
        cmocka_unit_test(test_chinese_errors),
        cmocka_unit_test(test_two_like_men_on_a_file),
        cmocka_unit_test(test_three_pawns_on_a_file),
        cmocka_unit_test(test_four_and_five_pawns_on_a_file),
        cmocka_unit_test(test_pawns_on_two_files),
        cmocka_unit_test(test_round_trip_random_games),
        cmocka_unit_test(test_round_trip_tandem_positions),
        cmocka_unit_test(test_corpus_games_in_three_notations),
        cmocka_unit_test(test_guess_notation),
    };
    return cmocka_run_group_tests_name("xiangqi_notation", tests, NULL, NULL);
}
