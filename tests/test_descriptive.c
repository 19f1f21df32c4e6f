/* Descriptive notation, English and Italian: the Evergreen of seed 001 read and written, every
 * qualifier step, promotion, en passant, castling, the check-sign tie-break, the slips, the shape
 * test, a round trip over real games, and agreement with the shared test vectors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "descriptive.h"
#include "fen.h"
#include "test_helpers.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define TWO_ROOKS "4k3/8/8/8/8/4K3/8/R6R w - - 0 1"              /* Ra1, Rh1 */
#define ONE_ROOK "4k3/8/8/8/8/8/8/R5K1 w - - 0 1"                /* Ra1 only */
#define PAWNS_ON_D5 "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"        /* c4 and e4 take d5 */
#define BISHOP_KNIGHTS "4k3/6n1/1n6/8/3B4/8/8/4K3 w - - 0 1"     /* Bd4 takes b6 or g7 */
#define BISHOP_PAWNS "4k3/8/1p3p2/8/3B4/8/8/4K3 w - - 0 1"       /* Bd4 takes b6 or f6 */
#define STACKED_ROOKS "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1"          /* Ra1, Ra4 -> a2, a3 */
#define ROOKS_ON_3 "4k3/8/8/8/8/R1R5/8/4K3 w - - 0 1"            /* Ra3, Rc3 -> b3 */
#define BISHOP_TWO_KNIGHTS "7k/8/n1n5/1B6/8/8/8/4K3 w - - 0 1"   /* Bb5 takes a6 or c6 */
#define PROMOTE "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define PROMOTE_TAKE "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define EN_PASSANT "4k3/8/5p2/3pP3/8/8/8/4K3 w - d6 0 1"         /* exd6 e.p. or exf6 */
#define CASTLE_BOTH "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLE_BLACK "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define TWO_BISHOPS_CHECK "8/3k4/8/8/8/B2B4/8/4K3 w - - 0 1"     /* B-B5: Bc5 or Bf5+ */
#define LONE_E_PAWN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
#define ITALIAN_ROOK "4k3/8/8/8/8/4K3/8/R7 w - - 0 1"

#define CORPUS "../shared/corpus"
#define SEED_001 "../shared/seeds/001_7789cfd8fd2aaef4.txt"

/* The seed's Italian descriptive Evergreen (Anderssen - Dufresne), move numbers dropped, its
 * annotation marks and the space in "24. AxC #" kept as written. Checked against the seed file
 * itself when ../shared exists. */
static const char evergreen_italian_seed[] =
    "P-R4 P-R4 C-RB3 C-DB3 A-A4 A-A4 P-DC4 AxCP P-A3 A-T4 P-D4 PxP O-O P-D6 D-C3 D-A3 P-R5 D-C3 "
    "T-R1 RC-R2 A-T3 P-C4 DxP R-DC1 D-T4 A-C3 DC-D2 A-C2? C-R4 D-A4? AxDP D-T4 C-A6+! PxC PxP T-C1 "
    "DT-D1! DxC TxC+ CxT DxP+! RxD A-A5+ R-R1 A-D7+ R-A1 AxC #";

/* The correct SAN of the game (pgnkit-notations(7), EXAMPLES, Descriptive). */
static const char evergreen_san[] =
    "e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3 Qb3 Qf6 e5 Qg6 Re1 Nge7 Ba3 b5 Qxb5 Rb8 "
    "Qa4 Bb6 Nbd2 Bb7 Ne4 Qf5 Bxd3 Qh5 Nf6+ gxf6 exf6 Rg8 Rad1 Qxf3 Rxe7+ Nxe7 Qxd7+ Kxd7 Bf5+ Ke8 "
    "Bd7+ Kf8 Bxe7#";

/* The game as English books print it (ch and mate); pgnkit writes + and #. */
static const char evergreen_english_book[] =
    "P-K4 P-K4 N-KB3 N-QB3 B-B4 B-B4 P-QN4 BxNP P-B3 B-R4 P-Q4 PxP O-O P-Q6 Q-N3 Q-B3 P-K5 Q-N3 "
    "R-K1 KN-K2 B-R3 P-N4 QxP R-QN1 Q-R4 B-N3 QN-Q2 B-N2 N-K4 Q-B4 BxQP Q-R4 N-B6ch PxN PxP R-N1 "
    "QR-Q1 QxN RxNch NxR QxPch KxQ B-B5ch K-K1 B-Q7ch K-B1 BxN mate";

typedef struct {
    char word[48][16];
    int count;
} word_list;

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static pk_move san_move(const pk_position *pos, const char *text)
{
    pk_san san;
    pk_move m = PK_MOVE_NONE;
    if (pk_san_parse(text, strlen(text), pk_lang_english(), &san) != PK_SAN_OK ||
        pk_san_resolve(pos, &san, &m, NULL) != PK_SAN_OK)
        return PK_MOVE_NONE;
    return m;
}

static void uci(pk_move m, char out[6])
{
    if (m == PK_MOVE_NONE)
        strcpy(out, "-");
    else
        pk_uci_format(m, out);
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The moves as sorted UCI, space separated. */
static void uci_list(const pk_movelist *list, char *out, size_t size)
{
    char names[PK_MAX_MOVES][6];
    for (int i = 0; i < list->count; i++)
        pk_uci_format(list->moves[i], names[i]);
    qsort(names, (size_t)list->count, sizeof names[0], compare_text);
    out[0] = 0;
    for (int i = 0; i < list->count; i++) {
        if (i)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, names[i], size - strlen(out) - 1);
    }
}

/* Splits on blanks; a lone + or # joins the word before it ("AxC #" -> "AxC#"), and so do
 * ch and mate, after a blank ("BxN mate"). */
static void split_words(const char *text, word_list *out)
{
    out->count = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')
            p++;
        size_t n = strcspn(p, " \n\r\t");
        if (n == 0)
            break;
        bool sign = n == 1 && (*p == '#' || *p == '+');
        bool word = (n == 4 && !strncmp(p, "mate", 4)) || (n == 2 && !strncmp(p, "ch", 2));
        if (out->count > 0 && (sign || word)) {
            char *last = out->word[out->count - 1];
            if (word && strlen(last) + n + 1 < 16)
                strcat(last, " ");
            if (strlen(last) + n < 16)
                strncat(last, p, n);
        }
        else if (out->count < 48 && n < 16) {
            memcpy(out->word[out->count], p, n);
            out->word[out->count++][n] = 0;
        }
        p += n;
    }
}

static void drop_marks(char *word)
{
    size_t n = strlen(word);
    while (n && (word[n - 1] == '!' || word[n - 1] == '?'))
        word[--n] = 0;
}

/* ---- the seed ---- */

/* When the shared seed exists, its Italian text (lines 56-80) must be the one embedded here. */
static void test_seed_text_is_the_embedded_one(void **state)
{
    (void)state;
    FILE *f = fopen(SEED_001, "r");
    if (!f) {
        skip();
        return;
    }
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    char *start = strstr(text, "1.P-R4 P-R4");
    char *end = start ? strstr(start, "AxC #") : NULL;
    assert_non_null(end);
    end[strlen("AxC #")] = 0;
    char moves[2048] = "";
    for (char *line = strtok(start, "\n"); line; line = strtok(NULL, "\n")) {
        char *dot = strchr(line, '.');
        assert_non_null(dot);
        strcat(moves, moves[0] ? " " : "");
        strcat(moves, dot + 1 + (dot[1] == ' '));
    }
    word_list seed, embedded;
    split_words(moves, &seed);
    split_words(evergreen_italian_seed, &embedded);
    assert_int_equal(seed.count, 47);
    assert_int_equal(embedded.count, 47);
    for (int i = 0; i < seed.count; i++)
        assert_string_equal(seed.word[i], embedded.word[i]);
}

static void test_evergreen_italian_reads_as_san(void **state)
{
    (void)state;
    word_list words, san;
    split_words(evergreen_italian_seed, &words);
    split_words(evergreen_san, &san);
    assert_int_equal(words.count, san.count);
    pk_position pos;
    pk_position_startpos(&pos);
    char repaired[3][32];
    int repairs = 0;
    for (int i = 0; i < words.count; i++) {
        pk_move m;
        pk_desc_result res;
        const char *w = words.word[i];
        pk_san_status st = pk_descriptive_parse(&pos, w, strlen(w), PK_DESC_IT, true, &m, &res);
        if (st != PK_SAN_OK)
            fail_msg("ply %d \"%s\": status %d: %s", i + 1, w, st, res.message);
        char text[16];
        pk_san_format(&pos, m, pk_lang_english(), text);
        if (strcmp(text, san.word[i]) != 0)
            fail_msg("ply %d \"%s\": read as %s, expected %s", i + 1, w, text, san.word[i]);
        if (res.repaired) {
            assert_true(repairs < 3);
            strcpy(repaired[repairs++], res.corrected);
            assert_true(strstr(res.message, res.corrected) != NULL);
        }
        assert_int_equal(res.check, strchr(w, '#') ? '#' : strchr(w, '+') ? '+' : 0);
        pk_position_play(&pos, m);
    }
    assert_int_equal(repairs, 3);
    assert_string_equal(repaired[0], "C-RA3");
    assert_string_equal(repaired[1], "C-DA3");
    assert_string_equal(repaired[2], "T-DC1");
    assert_true(pos.checkers != 0);
    assert_false(pk_has_legal_move(&pos)); /* checkmate */
}

static void test_evergreen_slips_messages(void **state)
{
    (void)state;
    pk_position pos;
    pk_move m;
    pk_desc_result res;
    pk_position_startpos(&pos);
    assert_int_equal(pk_descriptive_parse(&pos, "C-RB3", 5, PK_DESC_IT, true, &m, &res), PK_SAN_OK);
    assert_true(res.repaired);
    assert_int_equal(res.slip, PK_DESC_SLIP_ENGLISH_LETTER);
    assert_string_equal(res.message, "English letter in Italian text: C-RB3 read as C-RA3");
    /* without slips the same text is refused */
    assert_int_equal(pk_descriptive_parse(&pos, "C-RB3", 5, PK_DESC_IT, false, &m, &res), PK_SAN_BAD_SYNTAX);
    assert_int_equal(m, PK_MOVE_NONE);
    assert_string_equal(res.message, "\"C-RB3\" is not a move in Italian descriptive notation");
}

static void test_evergreen_written_in_italian_is_the_seed(void **state)
{
    (void)state;
    word_list seed, san;
    split_words(evergreen_italian_seed, &seed);
    split_words(evergreen_san, &san);
    pk_position pos;
    pk_position_startpos(&pos);
    int corrected = 0;
    for (int i = 0; i < san.count; i++) {
        pk_move m = san_move(&pos, san.word[i]);
        assert_int_not_equal(m, PK_MOVE_NONE);
        char text[32], expected[16];
        pk_descriptive_format(&pos, m, PK_DESC_IT, text);
        strcpy(expected, seed.word[i]);
        drop_marks(expected);
        if (strcmp(text, expected) != 0) {
            /* exactly the seed's three slips differ */
            bool slip = (i == 2 && strcmp(text, "C-RA3") == 0) || (i == 3 && strcmp(text, "C-DA3") == 0) ||
                        (i == 23 && strcmp(text, "T-DC1") == 0);
            if (!slip)
                fail_msg("ply %d: wrote %s, the seed has %s", i + 1, text, expected);
            corrected++;
        }
        pk_position_play(&pos, m);
    }
    assert_int_equal(corrected, 3);
}

static void test_evergreen_english_both_ways(void **state)
{
    (void)state;
    word_list book, san;
    split_words(evergreen_english_book, &book);
    split_words(evergreen_san, &san);
    assert_int_equal(book.count, san.count);
    pk_position pos;
    pk_position_startpos(&pos);
    for (int i = 0; i < san.count; i++) {
        pk_move m = san_move(&pos, san.word[i]), read;
        pk_desc_result res;
        const char *w = book.word[i];
        assert_int_equal(pk_descriptive_parse(&pos, w, strlen(w), PK_DESC_EN, false, &read, &res), PK_SAN_OK);
        assert_int_equal(read, m);
        char text[32], expected[24];
        pk_descriptive_format(&pos, m, PK_DESC_EN, text);
        /* the book's check and mate words are written as signs */
        snprintf(expected, sizeof expected, "%s", w);
        char *suffix = strstr(expected, "mate");
        if (suffix)
            strcpy(suffix - (suffix[-1] == ' '), "#");
        else if ((suffix = strstr(expected, "ch")) != NULL)
            strcpy(suffix, "+");
        if (strcmp(text, expected) != 0)
            fail_msg("ply %d: wrote %s, expected %s", i + 1, text, expected);
        pk_position_play(&pos, m);
    }
}

/* ---- hand-made positions ---- */

enum { OK = PK_SAN_OK, SYNTAX = PK_SAN_BAD_SYNTAX, ILLEGAL = PK_SAN_ILLEGAL, AMBIGUOUS = PK_SAN_AMBIGUOUS };

typedef struct {
    const char *fen;
    pk_desc_lang lang;
    const char *text;
    pk_san_status status;
    const char *moves;    /* OK: the move; otherwise the candidates, sorted UCI */
    const char *corrected; /* NULL: not repaired */
} read_case;

static void check_reads_(pk_where at, const read_case *cases, size_t n, bool slips)
{
    for (size_t i = 0; i < n; i++) {
        const read_case *c = &cases[i];
        pk_position pos;
        pk_move m;
        pk_desc_result res;
        load_(at, &pos, c->fen);
        pk_san_status st = pk_descriptive_parse(&pos, c->text, strlen(c->text), c->lang, slips, &m, &res);
        char got[512];
        if (st == PK_SAN_OK)
            uci(m, got);
        else
            uci_list(&res.candidates, got, sizeof got);
        if (st != c->status || strcmp(got, c->moves) != 0)
            where_fail(at, "\"%s\" in %s: status %d \"%s\", expected %d \"%s\" (%s)", c->text, c->fen, st, got,
                       c->status, c->moves, res.message);
        if (st != PK_SAN_OK)
            where_int(at, c->text, "move", m, PK_MOVE_NONE);
        if (res.repaired != (c->corrected != NULL))
            where_fail(at, "\"%s\": repaired %d (%s)", c->text, res.repaired, res.message);
        if (c->corrected)
            where_str(at, c->text, "corrected", res.corrected, c->corrected);
        if (st != PK_SAN_OK || res.repaired)
            where_bool(at, c->text, "message given", res.message[0] != 0, true);
        else
            where_str(at, c->text, "message", res.message, "");
    }
}
#define check_reads(...) check_reads_(HERE, __VA_ARGS__)

static void test_read_destinations_and_spellings(void **state)
{
    (void)state;
    static const read_case cases[] = {
        {START, PK_DESC_EN, "P-K4", OK, "e2e4", NULL},
        {START, PK_DESC_EN, "P-K3", OK, "e2e3", NULL},
        {START, PK_DESC_EN, "P-QR3", OK, "a2a3", NULL},
        {START, PK_DESC_EN, "N-KB3", OK, "g1f3", NULL},
        {START, PK_DESC_EN, "Kt-KB3", OK, "g1f3", NULL},
        {START, PK_DESC_EN, "kt-kb3", OK, "g1f3", NULL},
        {START, PK_DESC_EN, "QKt-QB3", OK, "b1c3", NULL},
        {START, PK_DESC_EN, "N-KKt3", ILLEGAL, "", NULL},
        {START, PK_DESC_EN, "N-R3", AMBIGUOUS, "b1a3 g1h3", NULL},
        {START, PK_DESC_EN, "NKB3", OK, "g1f3", NULL},   /* hyphen left out */
        {START, PK_DESC_EN, "nkb3", SYNTAX, "", NULL},   /* ... only in capitals: Rd4 is SAN */
        {START, PK_DESC_EN, "P - K 4", OK, "e2e4", NULL},
        {START, PK_DESC_EN, "  P-K4  ", OK, "e2e4", NULL},
        {START, PK_DESC_EN, "P\xe2\x80\x93K4", OK, "e2e4", NULL}, /* en dash */
        {START, PK_DESC_EN, "P-K4!?", OK, "e2e4", NULL},
        {START, PK_DESC_EN, "P-K5", ILLEGAL, "", NULL},
        {START, PK_DESC_EN, "P-K9", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "1. P-K4", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "banana", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "e4", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "Kt-B3", AMBIGUOUS, "b1c3 g1f3", NULL},
        {START, PK_DESC_IT, "P-R4", OK, "e2e4", NULL},
        {START, PK_DESC_IT, "P-DC4", OK, "b2b4", NULL},
        {START, PK_DESC_IT, "P-CD4", OK, "b2b4", NULL},  /* Italian piece-first file name */
        {START, PK_DESC_IT, "c-ra3", OK, "g1f3", NULL},
        {START, PK_DESC_IT, "C-AR3", OK, "g1f3", NULL},
        {START, PK_DESC_IT, "C-A3", AMBIGUOUS, "b1c3 g1f3", NULL},
        {START, PK_DESC_IT, "P-K4", SYNTAX, "", NULL},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", PK_DESC_EN, "P-K4", OK, "e7e5", NULL},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", PK_DESC_IT, "P-D4", OK, "d7d5", NULL},
        /* rank 1 as Sq. */
        {TWO_ROOKS, PK_DESC_EN, "R-K.Sq.", AMBIGUOUS, "a1e1 h1e1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "KR-KSq", OK, "h1e1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "QR-QBsq", OK, "a1c1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "QR-K.B.Sq.", OK, "a1f1", NULL},
        /* check and mate words */
        {"rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", PK_DESC_EN, "Q-KR5mate", OK, "d1h5", NULL},
        {"rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", PK_DESC_EN, "Q-R5 ch", OK, "d1h5", NULL},
        {"rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", PK_DESC_EN, "Q-R5++", OK, "d1h5", NULL},
    };
    check_reads(cases, sizeof cases / sizeof cases[0], false);
}

static void test_read_qualifier_steps(void **state)
{
    (void)state;
    static const read_case cases[] = {
        /* step 1: the moving piece's side, a pawn's file */
        {TWO_ROOKS, PK_DESC_EN, "R-Q1", AMBIGUOUS, "a1d1 h1d1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "QR-Q1", OK, "a1d1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "KR-Q1", OK, "h1d1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "KR-KB1", OK, "h1f1", NULL},
        {TWO_ROOKS, PK_DESC_EN, "R-KB1", AMBIGUOUS, "a1f1 h1f1", NULL},
        {TWO_ROOKS, PK_DESC_IT, "DT-D1", OK, "a1d1", NULL},
        {TWO_ROOKS, PK_DESC_IT, "TD-D1", OK, "a1d1", NULL},
        {TWO_ROOKS, PK_DESC_IT, "RT-D1", OK, "h1d1", NULL},
        {PAWNS_ON_D5, PK_DESC_EN, "PxP", AMBIGUOUS, "c4d5 e4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_EN, "BPxP", OK, "c4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_EN, "QBPxP", OK, "c4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_EN, "KPxP", OK, "e4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_IT, "APxP", OK, "c4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_IT, "RPxP", OK, "e4d5", NULL},
        {PAWNS_ON_D5, PK_DESC_EN, "PxP/Q5", AMBIGUOUS, "c4d5 e4d5", NULL},
        /* step 2: the captured piece's side or file */
        {BISHOP_KNIGHTS, PK_DESC_EN, "BxN", AMBIGUOUS, "d4b6 d4g7", NULL},
        {BISHOP_KNIGHTS, PK_DESC_EN, "QBxN", AMBIGUOUS, "d4b6 d4g7", NULL},
        {BISHOP_KNIGHTS, PK_DESC_EN, "BxQN", OK, "d4b6", NULL},
        {BISHOP_KNIGHTS, PK_DESC_EN, "BxKKt", OK, "d4g7", NULL},
        {BISHOP_KNIGHTS, PK_DESC_IT, "AxDC", OK, "d4b6", NULL},
        {BISHOP_KNIGHTS, PK_DESC_IT, "AxCR", OK, "d4g7", NULL},
        {BISHOP_PAWNS, PK_DESC_EN, "BxNP", OK, "d4b6", NULL},
        {BISHOP_PAWNS, PK_DESC_EN, "BxBP", OK, "d4f6", NULL},
        {BISHOP_PAWNS, PK_DESC_EN, "BxKBP", OK, "d4f6", NULL},
        {BISHOP_PAWNS, PK_DESC_EN, "BxRP", ILLEGAL, "d4b6 d4f6", NULL},
        /* step 3: the origin, whole or only its rank or file */
        {STACKED_ROOKS, PK_DESC_EN, "R-R2", AMBIGUOUS, "a1a2 a4a2", NULL},
        {STACKED_ROOKS, PK_DESC_EN, "R(1)-R2", OK, "a1a2", NULL},
        {STACKED_ROOKS, PK_DESC_EN, "R(QR4)-QR2", OK, "a4a2", NULL},
        {STACKED_ROOKS, PK_DESC_EN, "R(Sq)-R3", OK, "a1a3", NULL},
        {ROOKS_ON_3, PK_DESC_EN, "R(R)-N3", OK, "a3b3", NULL},
        {ROOKS_ON_3, PK_DESC_EN, "R(QB3)-QN3", OK, "c3b3", NULL},
        {ROOKS_ON_3, PK_DESC_IT, "T(DA3)-DC3", OK, "c3b3", NULL},
        /* step 4: the capture square */
        {BISHOP_TWO_KNIGHTS, PK_DESC_EN, "BxN", AMBIGUOUS, "b5a6 b5c6", NULL},
        {BISHOP_TWO_KNIGHTS, PK_DESC_EN, "BxN/B6", OK, "b5c6", NULL},
        {BISHOP_TWO_KNIGHTS, PK_DESC_EN, "BxN/QR6", OK, "b5a6", NULL},
        {BISHOP_TWO_KNIGHTS, PK_DESC_EN, "BxN(QB6)", OK, "b5c6", NULL},
        {BISHOP_TWO_KNIGHTS, PK_DESC_IT, "AxC/T6", OK, "b5a6", NULL},
    };
    check_reads(cases, sizeof cases / sizeof cases[0], false);
}

static void test_read_promotion_en_passant_castling_check(void **state)
{
    (void)state;
    static const read_case cases[] = {
        {PROMOTE, PK_DESC_EN, "P-K8(Q)", OK, "e7e8q", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8=Q", OK, "e7e8q", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8/R", OK, "e7e8r", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8(Kt)", OK, "e7e8n", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8Q", OK, "e7e8q", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8", AMBIGUOUS, "e7e8b e7e8n e7e8q e7e8r", NULL},
        {PROMOTE, PK_DESC_EN, "P-K8(K)", SYNTAX, "", NULL},
        {PROMOTE, PK_DESC_IT, "P-R8(D)", OK, "e7e8q", NULL},
        {PROMOTE, PK_DESC_IT, "P-R8=C", OK, "e7e8n", NULL},
        {PROMOTE, PK_DESC_IT, "P-R8/T", OK, "e7e8r", NULL},
        {PROMOTE_TAKE, PK_DESC_EN, "PxR(Q)", OK, "e7d8q", NULL},
        {PROMOTE_TAKE, PK_DESC_EN, "PxR=N", OK, "e7d8n", NULL},
        {PROMOTE_TAKE, PK_DESC_EN, "PxR/Q8/B", OK, "e7d8b", NULL},
        {PROMOTE_TAKE, PK_DESC_IT, "PxT(A)", OK, "e7d8b", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxP", AMBIGUOUS, "e5d6 e5f6", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxP e.p.", OK, "e5d6", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxPep", OK, "e5d6", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxQP", OK, "e5d6", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxP/Q6", OK, "e5d6", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxBP", OK, "e5f6", NULL},
        {CASTLE_BOTH, PK_DESC_EN, "O-O", OK, "e1g1", NULL},
        {CASTLE_BOTH, PK_DESC_EN, "0-0-0", OK, "e1c1", NULL},
        {CASTLE_BOTH, PK_DESC_IT, "O-O-O", OK, "e1c1", NULL},
        {CASTLE_BOTH, PK_DESC_EN, "Castles", AMBIGUOUS, "e1c1 e1g1", NULL},
        {CASTLE_BOTH, PK_DESC_EN, "Castles(QR)", OK, "e1c1", NULL},
        {CASTLE_BOTH, PK_DESC_EN, "Castles KR", OK, "e1g1", NULL},
        {CASTLE_BLACK, PK_DESC_EN, "O-O", OK, "e8g8", NULL},
        {TWO_ROOKS, PK_DESC_EN, "O-O", ILLEGAL, "", NULL},
        {ONE_ROOK, PK_DESC_EN, "K-K1", ILLEGAL, "", NULL},
        /* the check sign settles an ambiguity; a missing sign narrows nothing */
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5", AMBIGUOUS, "a3c5 d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5+", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5ch", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-QB5", OK, "a3c5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_IT, "A-A5+", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-QB5+", OK, "a3c5", NULL}, /* a wrong sign on a unique move */
    };
    check_reads(cases, sizeof cases / sizeof cases[0], false);
}

/* Descriptive texts write signs apart from the move ("N-B6 ch", "BxN mate", "B-B5 dis ch",
 * "PxP e.p."): the game reader joins such words to their move with a blank; they read as the
 * attached signs would, settling ambiguities alike. */
static void test_read_signs_written_apart(void **state)
{
    (void)state;
    static const read_case cases[] = {
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5 ch", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5 dis ch", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5 dis.ch.", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5 dbl ch", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_EN, "B-B5 +", OK, "d3f5", NULL},
        {TWO_BISHOPS_CHECK, PK_DESC_IT, "A-A5 +", OK, "d3f5", NULL},
        {EN_PASSANT, PK_DESC_EN, "PxP e.p. ch", OK, "e5d6", NULL},
        {EN_PASSANT, PK_DESC_IT, "PxP e.p.", OK, "e5d6", NULL},
        /* the scholar's mate: QxP is Qxe5+, Qxf7# or Qxh7; a mate sign keeps the mate */
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", PK_DESC_EN, "QxP mate", OK, "h5f7",
         NULL},
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", PK_DESC_EN, "QxP #", OK, "h5f7", NULL},
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", PK_DESC_EN, "QxP ++", OK, "h5f7",
         NULL},
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", PK_DESC_EN, "QxP ch", AMBIGUOUS,
         "h5e5 h5f7", NULL},
    };
    check_reads(cases, sizeof cases / sizeof cases[0], false);
    /* the e.p. mark is told to the caller, which warns when the move is no en passant capture */
    pk_position pos;
    pk_fen_error err;
    assert_int_equal(pk_fen_parse(&pos, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", PK_RULES_CHESS, &err), 0);
    pk_move m;
    pk_desc_result res;
    assert_int_equal(pk_descriptive_parse(&pos, "PxP e.p.", 8, PK_DESC_EN, true, &m, &res), PK_SAN_OK);
    assert_true(res.ep);
    assert_int_equal(PK_MOVE_KIND(m), PK_MK_NORMAL);
    assert_int_equal(pk_descriptive_parse(&pos, "PxP", 3, PK_DESC_EN, true, &m, &res), PK_SAN_OK);
    assert_false(res.ep);
}

/* Which words are signs alone (they then belong to the move before), and the move without its
 * signs (for the suggested fix). */
static void test_sign_words(void **state)
{
    (void)state;
    static const char *const signs[] = {"ch", "CH", "ch.", "+", "#", "++", "mate", "Mate", "dis.ch.", "disch",
                                        "dbl.ch.", "dis ch", "dbl ch", "e.p.", "ep", "e.p.+", "e.p. ch", "e. p."};
    static const char *const not_signs[] = {"", "dis", "dbl", "P-K4", "PxP", "check", "matto", "e", "x", "!",
                                            "Castles", "N-B3", "--", "1-0"};
    for (size_t i = 0; i < sizeof signs / sizeof signs[0]; i++)
        if (!pk_descriptive_sign_word(signs[i], strlen(signs[i])))
            fail_msg("\"%s\" is a sign", signs[i]);
    for (size_t i = 0; i < sizeof not_signs / sizeof not_signs[0]; i++)
        if (pk_descriptive_sign_word(not_signs[i], strlen(not_signs[i])))
            fail_msg("\"%s\" is not a sign", not_signs[i]);
    static const struct {
        const char *text, *unsigned_text;
    } cuts[] = {
        {"N-B6 ch", "N-B6"},       {"N-B6ch", "N-B6"},     {"BxN mate", "BxN"},  {"BxNmate", "BxN"},
        {"B-B5 dis ch", "B-B5"},   {"B-B5 dis.ch.", "B-B5"}, {"Q-R5+", "Q-R5"},  {"QxP #", "QxP"},
        {"PxP e.p. ch", "PxP e.p."}, {"P-K4", "P-K4"},     {"K-K.Sq.", "K-K.Sq."}, {"AxC #", "AxC"},
    };
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        size_t n = pk_descriptive_unsigned_length(cuts[i].text, strlen(cuts[i].text));
        if (n != strlen(cuts[i].unsigned_text) || memcmp(cuts[i].text, cuts[i].unsigned_text, n) != 0)
            fail_msg("\"%s\" without its signs: \"%.*s\", expected \"%s\"", cuts[i].text, (int)n, cuts[i].text,
                     cuts[i].unsigned_text);
    }
}

static void test_read_slips(void **state)
{
    (void)state;
    static const read_case cases[] = {
        {START, PK_DESC_IT, "C-RB3", OK, "g1f3", "C-RA3"},
        {START, PK_DESC_IT, "N-RA3", OK, "g1f3", "C-RA3"},
        {START, PK_DESC_IT, "C-B3", AMBIGUOUS, "b1c3 g1f3", NULL}, /* English B, and no side: two readings */
        {ITALIAN_ROOK, PK_DESC_IT, "R-D1", OK, "a1d1", "T-D1"},
        {ITALIAN_ROOK, PK_DESC_IT, "R-R2", OK, "e3e2", NULL},       /* the king's own move: no slip */
        {ITALIAN_ROOK, PK_DESC_IT, "R-R1", AMBIGUOUS, "a1e1 a1h1", NULL}, /* T-R1 or T-T1 */
        {ONE_ROOK, PK_DESC_EN, "KR-K1", OK, "a1e1", "R-K1"},
        {ONE_ROOK, PK_DESC_IT, "RT-R1", OK, "a1e1", "T-R1"},
        {LONE_E_PAWN, PK_DESC_EN, "P-4", OK, "e2e4", "P-K4"},
        {START, PK_DESC_EN, "P-4", AMBIGUOUS, "d2d4 e2e4", NULL},
        {START, PK_DESC_EN, "banana", SYNTAX, "", NULL},
        {START, PK_DESC_EN, "Q-KR5", ILLEGAL, "", NULL},
        {START, PK_DESC_EN, "Kt-B3", AMBIGUOUS, "b1c3 g1f3", NULL}, /* an ambiguity is not repaired */
        {TWO_ROOKS, PK_DESC_EN, "QR-KR1", ILLEGAL, "", NULL},
    };
    check_reads(cases, sizeof cases / sizeof cases[0], true);
}

static void test_error_messages(void **state)
{
    (void)state;
    static const struct {
        const char *fen;
        pk_desc_lang lang;
        const char *text;
        const char *message;
    } cases[] = {
        {START, PK_DESC_EN, "Kt-B3", "Kt-B3 fits 2 moves: Nc3, Nf3"},
        {START, PK_DESC_EN, "P-K5", "no legal move fits P-K5; no plausible slip fits either"},
        {PROMOTE, PK_DESC_EN, "P-K8", "P-K8 does not name the promotion piece: e8=Q+, e8=R+, e8=B, e8=N"},
        {BISHOP_PAWNS, PK_DESC_EN, "BxRP",
         "no legal move fits BxRP; without its qualifiers: Bxb6, Bxf6; no plausible slip fits either"},
        {TWO_ROOKS, PK_DESC_EN, "O-O", "castling is not legal here"},
        {START, PK_DESC_EN, "P-4", "P-4 has no legal reading, and plausible slips give several: d4, e4"},
        {ITALIAN_ROOK, PK_DESC_IT, "R-D1", "R is the king in Italian, the rook is T: R-D1 read as T-D1"},
        {ONE_ROOK, PK_DESC_EN, "KR-K1", "surplus side prefix: KR-K1 read as R-K1"},
        {LONE_E_PAWN, PK_DESC_EN, "P-4", "missing side prefix: P-4 read as P-K4"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        pk_move m;
        pk_desc_result res;
        load(&pos, cases[i].fen);
        pk_descriptive_parse(&pos, cases[i].text, strlen(cases[i].text), cases[i].lang, true, &m, &res);
        assert_string_equal(res.message, cases[i].message);
    }
}

typedef struct {
    const char *fen;
    const char *uci;
    const char *english;
    const char *italian;
} write_case;

static void test_write_shortest_forms(void **state)
{
    (void)state;
    static const write_case cases[] = {
        {START, "e2e4", "P-K4", "P-R4"},
        {START, "b2b4", "P-QN4", "P-DC4"},
        {START, "g1f3", "N-KB3", "C-RA3"},
        {START, "b1a3", "N-QR3", "C-DT3"},
        {TWO_ROOKS, "a1d1", "QR-Q1", "DT-D1"},
        {TWO_ROOKS, "h1f1", "KR-KB1", "RT-RA1"},
        {TWO_ROOKS, "a1b1", "QR-QN1", "DT-DC1"},
        {TWO_ROOKS, "h1h5", "R-KR5", "T-RT5"},
        {TWO_ROOKS, "e3d4", "K-Q4", "R-D4"},
        {PAWNS_ON_D5, "c4d5", "BPxP", "APxP"},
        {PAWNS_ON_D5, "e4d5", "KPxP", "RPxP"},
        {PAWNS_ON_D5, "c4c5", "P-B5", "P-A5"},
        {BISHOP_KNIGHTS, "d4b6", "BxQN", "AxDC"},
        {BISHOP_KNIGHTS, "d4g7", "BxKN", "AxRC"},
        {BISHOP_PAWNS, "d4b6", "BxNP", "AxCP"},
        {BISHOP_PAWNS, "d4f6", "BxBP", "AxAP"},
        {STACKED_ROOKS, "a1a2", "R(1)-R2", "T(1)-T2"},
        {STACKED_ROOKS, "a4a3", "R(4)-R3", "T(4)-T3"},
        {ROOKS_ON_3, "a3b3", "R(R)-N3", "T(T)-C3"},
        {ROOKS_ON_3, "c3b3", "R(B)-QN3", "T(A)-DC3"},
        {BISHOP_TWO_KNIGHTS, "b5c6", "BxN/B6", "AxC/A6"},
        {BISHOP_TWO_KNIGHTS, "b5a6", "BxN/R6", "AxC/T6"},
        {PROMOTE, "e7e8q", "P-K8(Q)+", "P-R8(D)+"},
        {PROMOTE, "e7e8n", "P-K8(N)", "P-R8(C)"},
        {PROMOTE_TAKE, "e7d8q", "PxR(Q)+", "PxT(D)+"},
        {"1r1r4/P1P4k/8/8/Q1Q5/1N6/3N4/Q3K3 w - - 0 1", "c7b8q", "BPxR/N8(Q)", "APxT/C8(D)"}, /* steps 1 + 4 */
        {"1r1r4/P1P4k/8/8/Q1Q5/1N6/3N4/Q3K3 w - - 0 1", "a1c1", "Q(1)-B1", "D(1)-A1"},
        /* the notation marks an en passant capture; the mark settles PxP here */
        {EN_PASSANT, "e5d6", "PxP e.p.", "PxP e.p."},
        {EN_PASSANT, "e5f6", "PxBP", "PxAP"},
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "PxP e.p.", "PxP e.p."},
        {"8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "PxP e.p.+", "PxP e.p.+"},
        /* two en passant captures onto d6 (c5 and e5): the mark does not choose, qualifiers do */
        {"4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1", "e5d6", "KPxP e.p.", "RPxP e.p."},
        {CASTLE_BOTH, "e1g1", "O-O", "O-O"},
        {CASTLE_BOTH, "e1c1", "O-O-O", "O-O-O"},
        {"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O", "O-O-O"},
        {"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+", "O-O-O+"},
        {TWO_BISHOPS_CHECK, "d3f5", "B-B5+", "A-A5+"},
        {TWO_BISHOPS_CHECK, "a3c5", "B-QB5", "A-DA5"},
        {"rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", "d1h5", "Q-R5#", "D-T5#"},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "g8f6", "N-KB3", "C-RA3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const write_case *c = &cases[i];
        pk_position pos;
        load(&pos, c->fen);
        pk_movelist legal;
        pk_generate_legal(&pos, &legal);
        pk_move m = PK_MOVE_NONE;
        for (int k = 0; k < legal.count; k++) {
            char name[6];
            pk_uci_format(legal.moves[k], name);
            if (strcmp(name, c->uci) == 0)
                m = legal.moves[k];
        }
        if (m == PK_MOVE_NONE)
            fail_msg("%s is not legal in %s", c->uci, c->fen);
        char text[32];
        size_t n = pk_descriptive_format(&pos, m, PK_DESC_EN, text);
        assert_int_equal(n, strlen(text));
        if (strcmp(text, c->english) != 0)
            fail_msg("%s in %s: wrote %s, expected %s", c->uci, c->fen, text, c->english);
        pk_descriptive_format(&pos, m, PK_DESC_IT, text);
        if (strcmp(text, c->italian) != 0)
            fail_msg("%s in %s: wrote %s, expected %s (Italian)", c->uci, c->fen, text, c->italian);
    }
}

static void test_shape(void **state)
{
    (void)state;
    static const char *const yes[] = {"P-K4", "NxP", "Kt-KB3", "kt-kb3", "C-RA3", "AxC", "AxCP", "R-K.Sq.",
                                      "QR-Q1", "BxN/QB6", "P-K8(Q)", "PxP e.p.", "N-B6ch", "BxN mate", "R(QR3)-Q3"};
    static const char *const no[] = {"O-O", "O-O-O", "0-0", "Castles", "e4", "Nf3", "Bxe5", "exd5", "e2-e4",
                                     "Ng1-f3", "Cf3", "Axf7+", "Cxe5", "Rd4", "Txd8", "dxc6", "1-0", "--",
                                     "banana", "", "1.", "NKB3", "e8=Q", "bxc3"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        if (!pk_descriptive_shape(yes[i], strlen(yes[i])))
            fail_msg("\"%s\" should look descriptive", yes[i]);
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        if (pk_descriptive_shape(no[i], strlen(no[i])))
            fail_msg("\"%s\" should not look descriptive", no[i]);
}

/* ---- every legal move both ways ---- */

typedef struct {
    int positions;
    int moves;
} round_trip_count;

static void round_trip_position(const pk_position *pos, round_trip_count *count)
{
    pk_movelist legal;
    pk_generate_legal(pos, &legal);
    for (int i = 0; i < legal.count; i++) {
        for (int lang = PK_DESC_EN; lang <= PK_DESC_IT; lang++) {
            char text[32], fen[PK_FEN_MAX], name[6];
            pk_move back;
            pk_desc_result res;
            size_t n = pk_descriptive_format(pos, legal.moves[i], (pk_desc_lang)lang, text);
            pk_san_status st = pk_descriptive_parse(pos, text, n, (pk_desc_lang)lang, true, &back, &res);
            if (st != PK_SAN_OK || back != legal.moves[i] || res.repaired) {
                pk_fen_write(pos, PK_FEN_EP_ALWAYS, fen);
                pk_uci_format(legal.moves[i], name);
                fail_msg("%s in %s: wrote %s (%s), read back status %d repaired %d: %s", name, fen, text,
                         lang ? "it" : "en", st, res.repaired, res.message);
            }
            if (PK_MOVE_KIND(legal.moves[i]) != PK_MK_CASTLE && !pk_descriptive_shape(text, n))
                fail_msg("%s does not look descriptive", text);
            count->moves++;
        }
        /* and no algebraic word looks descriptive */
        static const char *const algebraic[] = {"en", "it", "de", "fr"};
        for (size_t k = 0; k < sizeof algebraic / sizeof algebraic[0]; k++) {
            char san[16], lan[16];
            const pk_lang *letters = pk_lang_find(algebraic[k]);
            pk_san_format(pos, legal.moves[i], letters, san);
            pk_lan_format(pos, legal.moves[i], letters, lan);
            if (pk_descriptive_shape(san, strlen(san)) || pk_descriptive_shape(lan, strlen(lan)))
                fail_msg("%s / %s (%s) looks descriptive", san, lan, algebraic[k]);
        }
    }
    count->positions++;
}

static void test_round_trip_hand_made(void **state)
{
    (void)state;
    static const char *const fens[] = {
        START, TWO_ROOKS, ONE_ROOK, PAWNS_ON_D5, BISHOP_KNIGHTS, BISHOP_PAWNS, STACKED_ROOKS, ROOKS_ON_3,
        BISHOP_TWO_KNIGHTS, PROMOTE, PROMOTE_TAKE, EN_PASSANT, CASTLE_BOTH, CASTLE_BLACK, TWO_BISHOPS_CHECK,
        /* three queens, knights on one side, pawns promoting with captures: the fallback forms */
        "1r1r4/P1P4k/8/8/Q1Q5/1N6/3N4/Q3K3 w - - 0 1",
        "4k3/8/8/1N1N4/8/1N1N4/8/4K3 w - - 0 1",
        "r1b3k1/1P1P4/8/8/8/8/1p1p3K/R1B5 b - - 0 1",
        "n1n1k3/1P6/8/2pP4/8/8/8/4K3 w - c6 0 1",
    };
    round_trip_count count = {0, 0};
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        pk_position pos;
        load(&pos, fens[i]);
        round_trip_position(&pos, &count);
    }
    assert_int_equal(count.positions, (int)(sizeof fens / sizeof fens[0]));
    assert_true(count.moves > 400);
}

/* A small PGN movetext reader for the corpus: SAN words of the main line, game by game. */
typedef struct {
    pk_position pos;
    bool skip_game;
    int ply;
    int per_file;
    round_trip_count count;
} corpus_walk;

static void corpus_word(corpus_walk *w, const char *word)
{
    if (!strcmp(word, "1-0") || !strcmp(word, "0-1") || !strcmp(word, "1/2-1/2") || !strcmp(word, "*")) {
        pk_position_startpos(&w->pos);
        w->skip_game = false;
        w->ply = 0;
        return;
    }
    while (*word >= '0' && *word <= '9')
        word++;
    while (*word == '.')
        word++;
    if (!*word || w->skip_game)
        return;
    char san[16];
    snprintf(san, sizeof san, "%.15s", word);
    drop_marks(san);
    pk_move m = san_move(&w->pos, san);
    if (m == PK_MOVE_NONE) {
        w->skip_game = true;
        return;
    }
    if (w->ply++ % 3 == 0 && w->per_file < 40) {
        round_trip_position(&w->pos, &w->count);
        w->per_file++;
    }
    pk_position_play(&w->pos, m);
}

static void corpus_file(corpus_walk *w, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    static char text[131072];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    pk_position_startpos(&w->pos);
    w->skip_game = false;
    w->ply = 0;
    w->per_file = 0;
    int depth = 0;
    for (char *p = text; *p && w->per_file < 40;) {
        if (*p == '[' && (p == text || p[-1] == '\n')) {
            if (!strncmp(p, "[FEN ", 5) || !strncmp(p, "[Variant ", 9))
                w->skip_game = true;
            p += strcspn(p, "\n");
        } else if (*p == '{') {
            p += strcspn(p, "}");
        } else if (*p == ';') {
            p += strcspn(p, "\n");
        } else if (*p == '(' || *p == ')') {
            depth += *p == '(' ? 1 : -1;
            p++;
        } else if (*p == '$' || *p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == '}' || depth > 0) {
            p++;
        } else {
            size_t k = strcspn(p, " \n\r\t{}();");
            char word[32];
            if (k < sizeof word) {
                memcpy(word, p, k);
                word[k] = 0;
                corpus_word(w, word);
            }
            p += k;
        }
    }
}

static void test_round_trip_real_games(void **state)
{
    (void)state;
    DIR *dir = opendir(CORPUS "/pgnmentor-players");
    if (!dir) {
        skip();
        return;
    }
    char names[64][256];
    int count = 0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL && count < 64)
        if (strstr(e->d_name, ".pgn") && strlen(e->d_name) < 200)
            snprintf(names[count++], sizeof names[0], "%s", e->d_name);
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_text);
    static corpus_walk walk;
    memset(&walk, 0, sizeof walk);
    int files = 0;
    for (int i = 0; i < count && walk.count.positions < 800; i++, files++) {
        char path[512];
        snprintf(path, sizeof path, CORPUS "/pgnmentor-players/%.200s", names[i]);
        corpus_file(&walk, path);
    }
    print_message("round trip: %d positions of %d pgnmentor files, %d moves written and read back (en + it)\n",
                  walk.count.positions, files, walk.count.moves);
    assert_true(walk.count.positions >= 300);
}

/* ---- the shared test vectors ---- */

#define VECTORS CORPUS "/descriptive-notation-cases/cases-descriptive-to-san.tsv"

/* Where the file's answers and ours part, and why (checked: no more, no fewer). */
static const struct {
    char section;
    const char *input;
    const char *reason;
} expected_disagreements[] = {
    {'A', "1. P-K4", "a move number is the game reader's business; pk_descriptive_parse reads one move"},
    {'A', "NxP", "the file's normaliser has no board; with one, NxP has exactly one legal reading here"},
    {'A', "QPxP", "as NxP: a board-aware reader resolves it (dxe5)"},
    {'A', "N:P", "as NxP, with the colon read as a capture sign"},
    {'A', "B-N5", "B-N5 is ordinary descriptive (3.B-N5 in the Ruy Lopez): b5 or g5, whichever is legal"},
    {'A', "Q-R5", "as B-N5: a5 or h5, whichever is legal"},
    {'B', "P-K8", "the promotion piece is not written: four legal moves fit, and pgnkit never guesses"},
};

/* Boards for section A, whose rows name no position: the answer must be the legal move on a board
 * where it is legal, and no board may give a different move. */
static const char *const boards[] = {
    START,
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3",
    "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
    ONE_ROOK,
    "4k3/8/8/8/8/8/8/1K5R w - - 0 1",
    "rnbqk1nr/pppp1ppp/8/2b1p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3",
    "k7/3PP3/8/8/8/8/8/4K3 w - - 0 1",
    "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3",
    CASTLE_BOTH,
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "4k3/8/8/8/8/8/4p3/K7 b - - 0 1",
    CASTLE_BLACK,
};

static pk_move read_move(const pk_position *pos, const char *text, pk_san_status *status)
{
    pk_move m;
    *status = pk_descriptive_parse(pos, text, strlen(text), PK_DESC_EN, false, &m, NULL);
    return m;
}

static bool section_a_agrees(const char *input, const char *side, const char *expected)
{
    bool error_expected = strncmp(expected, "ERROR", 5) == 0, seen = false;
    for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++) {
        pk_position pos;
        load(&pos, boards[b]);
        if ((pos.side == PK_WHITE) != (strcmp(side, "white") == 0))
            continue;
        pk_san_status st;
        pk_move ours = read_move(&pos, input, &st);
        if (error_expected) {
            if (st == PK_SAN_OK)
                return false;
            continue;
        }
        pk_move theirs = san_move(&pos, expected);
        if (st == PK_SAN_OK && theirs != PK_MOVE_NONE && ours != theirs)
            return false;
        seen |= st == PK_SAN_OK && ours == theirs;
    }
    return error_expected || seen;
}

static bool set_up(pk_position *pos, const char *spec)
{
    if (strncmp(spec, "startpos", 8) != 0) {
        pk_fen_error err;
        return pk_fen_parse(pos, spec, PK_RULES_CHESS, &err) == 0;
    }
    pk_position_startpos(pos);
    const char *moves = strstr(spec, "moves");
    if (!moves)
        return true;
    word_list list;
    split_words(moves + 5, &list);
    for (int i = 0; i < list.count; i++) {
        pk_move m = san_move(pos, list.word[i]);
        if (m == PK_MOVE_NONE)
            return false;
        pk_position_play(pos, m);
    }
    return true;
}

static bool section_b_agrees(const char *spec, const char *token, const char *expected)
{
    pk_position pos;
    assert_true(set_up(&pos, spec));
    pk_san_status st;
    pk_move m = read_move(&pos, token, &st);
    char want[16], got[6];
    sscanf(expected, "%15s", want);
    if (!strcmp(want, "AMBIGUOUS"))
        return st == PK_SAN_AMBIGUOUS;
    if (!strcmp(want, "INVALID"))
        return st != PK_SAN_OK;
    uci(m, got);
    return st == PK_SAN_OK && !strcmp(got, want);
}

static bool disagreement_expected(char section, const char *input)
{
    for (size_t i = 0; i < sizeof expected_disagreements / sizeof expected_disagreements[0]; i++)
        if (expected_disagreements[i].section == section && !strcmp(expected_disagreements[i].input, input))
            return true;
    return false;
}

static void test_shared_vectors(void **state)
{
    (void)state;
    FILE *f = fopen(VECTORS, "r");
    if (!f) {
        skip();
        return;
    }
    char line[512], section = 0;
    int rows[2] = {0, 0}, agree[2] = {0, 0}, unexpected = 0, expected_seen = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#') {
            if (strstr(line, "# Section A"))
                section = 'A';
            else if (strstr(line, "# Section B"))
                section = 'B';
            continue;
        }
        char *first = line, *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
        if (!section || !tab2)
            continue;
        *tab1 = *tab2 = 0;
        char *second = tab1 + 1, *third = tab2 + 1;
        const char *input = section == 'A' ? first : second;
        bool ok = section == 'A' ? section_a_agrees(first, second, third) : section_b_agrees(first, second, third);
        rows[section - 'A']++;
        agree[section - 'A'] += ok;
        bool foreseen = disagreement_expected(section, input);
        expected_seen += !ok && foreseen;
        if (ok == foreseen) {
            print_error("section %c \"%s\": %s\n", section, input, ok ? "agrees, though listed" : "disagrees");
            unexpected++;
        }
    }
    fclose(f);
    print_message("descriptive vectors: section A %d/%d agree, section B %d/%d agree; all %d disagreements "
                  "explained\n",
                  agree[0], rows[0], agree[1], rows[1], expected_seen);
    assert_int_equal(unexpected, 0);
    assert_int_equal(expected_seen, (int)(sizeof expected_disagreements / sizeof expected_disagreements[0]));
    assert_true(rows[0] > 20 && rows[1] > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seed_text_is_the_embedded_one),
        cmocka_unit_test(test_evergreen_italian_reads_as_san),
        cmocka_unit_test(test_evergreen_slips_messages),
        cmocka_unit_test(test_evergreen_written_in_italian_is_the_seed),
        cmocka_unit_test(test_evergreen_english_both_ways),
        cmocka_unit_test(test_read_destinations_and_spellings),
        cmocka_unit_test(test_read_qualifier_steps),
        cmocka_unit_test(test_read_promotion_en_passant_castling_check),
        cmocka_unit_test(test_read_slips),
        cmocka_unit_test(test_error_messages),
        cmocka_unit_test(test_read_signs_written_apart),
        cmocka_unit_test(test_sign_words),
        cmocka_unit_test(test_write_shortest_forms),
        cmocka_unit_test(test_shape),
        cmocka_unit_test(test_round_trip_hand_made),
        cmocka_unit_test(test_round_trip_real_games),
        cmocka_unit_test(test_shared_vectors),
    };
    return cmocka_run_group_tests_name("descriptive", tests, NULL, NULL);
}
