/* SAN in every language: reading (syntax, then resolution against a position, with the
 * lenient forms flagged), writing (canonical SAN, LAN, UCI), and the Italian seed game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "fen.h"
#include "chess_words.h"
#include "san.h"
#include "test_helpers.h"

#define QUICK_READS 12660 /* words of the shapes the quick reader settles, in those positions */
#define QUICK_QUALIFIED 6732 /* of them, words with a qualifier (Nbd2, R1e2, Qh4e1) */
#define QUICK_CASTLES 42 /* castlings it settles, both sides to move */
#define QUICK_READS_KINGLESS 3438 /* the same in positions of the kingless game */
#define QUICK_QUALIFIED_KINGLESS 1818

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define AFTER_E4_E5 "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
#define CASTLE_W "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLE_B "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define CASTLE_CHECK "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
#define PROMO "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define FOOLS_MATE "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2" /* Qh4# */
#define KNIGHTS "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"                         /* Nb1, Nf3 -> d2 */
#define ROOKS "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"                             /* Ra1, Ra5 -> a3 */
#define QUEENS "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"                          /* Qa1, Qc1, Qa3 -> b2 */
#define PINNED "5r1k/8/8/8/8/5N2/8/1N3K2 w - - 0 1"                         /* Nf3 pinned by Rf8 */
#define PIECES "1k6/8/8/7Q/8/8/8/R3KBN1 w - - 0 1" /* rook, queen, king, bishop, knight can all move */
#define PAWN_E7 "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"

static void load_(pk_where at, pk_position *pos, const char *fen)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS, &err) != 0)
        where_fail(at, "FEN rejected: \"%s\": %s", fen, err.message);
}
#define load(...) load_(HERE, __VA_ARGS__)

static const pk_lang *lang_of(const char *code)
{
    const pk_lang *lang = pk_lang_find(code);
    if (!lang)
        fail_msg("no language %s", code);
    return lang;
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

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

/* The legal move written in UCI as uci; fails when there is none. */
static pk_move legal_move_(pk_where at, const pk_position *pos, const char *uci)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        char text[6];
        pk_uci_format(list.moves[i], text);
        if (strcmp(text, uci) == 0)
            return list.moves[i];
    }
    where_fail(at, "no legal move %s", uci);
    return PK_MOVE_NONE;
}
#define legal_move(...) legal_move_(HERE, __VA_ARGS__)

typedef struct {
    const char *fen;
    const char *lang;
    const char *text;
    pk_san_status status;
    const char *matches;  /* the matches list as sorted UCI; for PK_SAN_OK, the move itself */
    unsigned lenient;     /* pk_san.lenient after resolve (not checked for PK_SAN_BAD_SYNTAX) */
} san_case;

static void check_san_cases_(pk_where at, const san_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const san_case *c = &cases[i];
        pk_position pos;
        pk_san san;
        pk_move m = PK_MOVE_NONE;
        pk_movelist matches;
        load_(at, &pos, c->fen);
        pk_san_status st = pk_san_parse(c->text, strlen(c->text), lang_of(c->lang), &san);
        if (st == PK_SAN_OK)
            st = pk_san_resolve(&pos, &san, &m, &matches);
        if (st != c->status)
            where_fail(at, "%s \"%s\" in %s: status %d, expected %d", c->lang, c->text, c->fen, st, c->status);
        if (st == PK_SAN_BAD_SYNTAX)
            continue;
        char got[1024];
        uci_list(&matches, got, sizeof got);
        if (strcmp(got, c->matches) != 0)
            where_fail(at, "%s \"%s\" in %s: matches \"%s\", expected \"%s\"", c->lang, c->text, c->fen, got,
                       c->matches);
        if (st == PK_SAN_OK) {
            char uci[6];
            pk_uci_format(m, uci);
            if (strcmp(uci, c->matches) != 0)
                where_fail(at, "%s \"%s\": move %s, expected %s", c->lang, c->text, uci, c->matches);
        }
        if (san.lenient != c->lenient)
            where_fail(at, "%s \"%s\" in %s: lenient %#x, expected %#x", c->lang, c->text, c->fen, san.lenient,
                       c->lenient);
    }
}
#define check_san_cases(...) check_san_cases_(HERE, __VA_ARGS__)

enum { OK = PK_SAN_OK, SYNTAX = PK_SAN_BAD_SYNTAX, ILLEGAL = PK_SAN_ILLEGAL, AMBIGUOUS = PK_SAN_AMBIGUOUS };

static void test_resolve_piece_moves_and_captures(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {START, "en", "Nf3", OK, "g1f3", 0},
        {START, "en", "Nc3", OK, "b1c3", 0},
        {START, "en", "e4", OK, "e2e4", 0},
        {START, "en", "e3", OK, "e2e3", 0},
        {START, "en", "e5", ILLEGAL, "", 0},
        {START, "en", "Nd2", ILLEGAL, "", 0},
        {START, "en", "Ke2", ILLEGAL, "", 0},
        {START, "en", "Qh5", ILLEGAL, "", 0},
        {START, "en", "Bc4", ILLEGAL, "", 0},
        {START, "en", "O-O", ILLEGAL, "", 0},
        {AFTER_E4_E5, "en", "Bc4", OK, "f1c4", 0},
        {AFTER_E4_E5, "en", "Qh5", OK, "d1h5", 0},
        {AFTER_E4_E5, "en", "Ke2", OK, "e1e2", 0},
        {AFTER_E4_E5, "en", "Qxe5", ILLEGAL, "", 0},
        {"4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "en", "Nxe5", OK, "f3e5", 0},
        {"4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", "en", "dxe5", OK, "d4e5", 0},
        {"4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", "en", "dxc5", OK, "d4c5", 0},
        /* a pawn capture must name its file: "e5" is no e-pawn move, and dxe5 is offered */
        {"4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", "en", "e5", ILLEGAL, "d4e5", 0},
        {"4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", "en", "d5", OK, "d4d5", 0},
        {FOOLS_MATE, "en", "Qh4#", OK, "d8h4", 0},
        {FOOLS_MATE, "en", "Qh4+", OK, "d8h4", 0},
        {FOOLS_MATE, "en", "Qh4", OK, "d8h4", 0},
        /* syntax */
        {START, "en", "", SYNTAX, NULL, 0},
        {START, "en", "x", SYNTAX, NULL, 0},
        {START, "en", "e9", SYNTAX, NULL, 0},
        {START, "en", "i4", SYNTAX, NULL, 0},
        {START, "en", "Zf3", SYNTAX, NULL, 0},
        {START, "en", "Nf3g", SYNTAX, NULL, 0},
        {START, "en", "N", SYNTAX, NULL, 0},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_resolve_disambiguation(void **state)
{
    (void)state;
    static const san_case cases[] = {
        /* by file */
        {KNIGHTS, "en", "Nd2", AMBIGUOUS, "b1d2 f3d2", 0},
        {KNIGHTS, "en", "Nxd2", AMBIGUOUS, "b1d2 f3d2", 0},
        {KNIGHTS, "en", "Nbd2", OK, "b1d2", 0},
        {KNIGHTS, "en", "Nfd2", OK, "f3d2", 0},
        {KNIGHTS, "en", "N1d2", OK, "b1d2", PK_SAN_OVERSPECIFIED}, /* rank where the file is the rule */
        {KNIGHTS, "en", "N3d2", OK, "f3d2", PK_SAN_OVERSPECIFIED},
        {KNIGHTS, "en", "Nb1d2", OK, "b1d2", PK_SAN_OVERSPECIFIED},
        {KNIGHTS, "en", "Ned2", ILLEGAL, "b1d2 f3d2", 0}, /* no knight on e: both offered */
        {KNIGHTS, "en", "Ne5", OK, "f3e5", 0},
        {KNIGHTS, "en", "Nfe5", OK, "f3e5", PK_SAN_OVERSPECIFIED},
        /* by rank */
        {ROOKS, "en", "Ra3", AMBIGUOUS, "a1a3 a5a3", 0},
        {ROOKS, "en", "Raa3", AMBIGUOUS, "a1a3 a5a3", 0},
        {ROOKS, "en", "R1a3", OK, "a1a3", 0},
        {ROOKS, "en", "R5a3", OK, "a5a3", 0},
        {ROOKS, "en", "Ra1a3", OK, "a1a3", PK_SAN_OVERSPECIFIED},
        {ROOKS, "en", "Rb1", OK, "a1b1", 0},
        /* by full square: file and rank each clash */
        {QUEENS, "en", "Qb2", AMBIGUOUS, "a1b2 a3b2 c1b2", 0},
        {QUEENS, "en", "Qab2", AMBIGUOUS, "a1b2 a3b2", 0},
        {QUEENS, "en", "Q1b2", AMBIGUOUS, "a1b2 c1b2", 0},
        {QUEENS, "en", "Qa1b2", OK, "a1b2", 0},
        {QUEENS, "en", "Qcb2", OK, "c1b2", 0},
        {QUEENS, "en", "Q3b2", OK, "a3b2", 0},
        {QUEENS, "en", "Qc1b2", OK, "c1b2", PK_SAN_OVERSPECIFIED},
        {QUEENS, "en", "Qa3b2", OK, "a3b2", PK_SAN_OVERSPECIFIED},
        /* a pinned knight does not count */
        {PINNED, "en", "Nd2", OK, "b1d2", 0},
        {PINNED, "en", "Nbd2", OK, "b1d2", PK_SAN_OVERSPECIFIED},
        {PINNED, "en", "Nfd2", ILLEGAL, "b1d2", 0},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_resolve_castling_promotion_en_passant(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {CASTLE_W, "en", "O-O", OK, "e1g1", 0},
        {CASTLE_W, "en", "O-O-O", OK, "e1c1", 0},
        {CASTLE_B, "en", "O-O", OK, "e8g8", 0},
        {CASTLE_B, "en", "O-O-O", OK, "e8c8", 0},
        {CASTLE_CHECK, "en", "O-O+", OK, "e1g1", 0},
        {CASTLE_CHECK, "en", "O-O-O", ILLEGAL, "", 0},
        {"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "en", "O-O", ILLEGAL, "", 0},       /* no right */
        {"4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1", "en", "O-O", ILLEGAL, "", 0},     /* blocked */
        {"4k3/8/8/8/8/8/8/R2bK2R w KQ - 0 1", "en", "O-O-O", ILLEGAL, "", 0},   /* d1 taken */
        {"5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "en", "O-O", ILLEGAL, "", 0},     /* f1 attacked */
        /* promotion */
        {PROMO, "en", "a8=Q", OK, "a7a8q", 0},
        {PROMO, "en", "a8=R", OK, "a7a8r", 0},
        {PROMO, "en", "a8=B", OK, "a7a8b", 0},
        {PROMO, "en", "a8=N", OK, "a7a8n", 0},
        {PROMO, "en", "axb8=Q+", OK, "a7b8q", 0},
        {PROMO, "en", "axb8=N", OK, "a7b8n", 0},
        {PROMO, "en", "a8", ILLEGAL, "a7a8b a7a8n a7a8q a7a8r", 0}, /* piece missing */
        {PROMO, "en", "axb8", ILLEGAL, "a7b8b a7b8n a7b8q a7b8r", 0},
        {PROMO, "en", "a8=K", ILLEGAL, "a7a8b a7a8n a7a8q a7a8r", 0}, /* read, and refused: no promotion to a king */
        {PROMO, "en", "a8=P", ILLEGAL, "a7a8b a7a8n a7a8q a7a8r", 0}, /* nor to a pawn */
        {PROMO, "en", "a8=", SYNTAX, NULL, 0},
        /* en passant */
        {EP, "en", "exd6", OK, "e5d6", 0},
        {EP, "en", "d6", ILLEGAL, "e5d6", 0},
        {EP, "en", "exd6+", OK, "e5d6", 0},
        {"4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "en", "exd6", ILLEGAL, "", 0}, /* no e.p. square */
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_resolve_lenient_forms(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {CASTLE_W, "en", "0-0", OK, "e1g1", PK_SAN_ZERO_CASTLE},
        {CASTLE_W, "en", "0-0-0", OK, "e1c1", PK_SAN_ZERO_CASTLE},
        {CASTLE_W, "en", "o-o", OK, "e1g1", PK_SAN_ZERO_CASTLE},
        {CASTLE_W, "en", "o-o-o", OK, "e1c1", PK_SAN_ZERO_CASTLE},
        {CASTLE_W, "en", "e1g1", OK, "e1g1", PK_SAN_OVERSPECIFIED},
        {CASTLE_W, "en", "e1c1", OK, "e1c1", PK_SAN_OVERSPECIFIED},
        {PROMO, "en", "a8Q", OK, "a7a8q", PK_SAN_NO_EQUALS},
        {PROMO, "en", "a8(Q)", OK, "a7a8q", PK_SAN_NO_EQUALS},
        {PROMO, "en", "a8/Q", OK, "a7a8q", PK_SAN_NO_EQUALS},
        {PROMO, "en", "axb8N", OK, "a7b8n", PK_SAN_NO_EQUALS},
        {PROMO, "en", "a8=q", OK, "a7a8q", PK_SAN_LOWER_PROMO},
        /* UCI promotion: lower-case piece and no '=' (both flagged), origin not needed */
        {PROMO, "en", "a7a8q", OK, "a7a8q", PK_SAN_LOWER_PROMO | PK_SAN_NO_EQUALS | PK_SAN_OVERSPECIFIED},
        {PROMO, "en", "a7a8", ILLEGAL, "a7a8b a7a8n a7a8q a7a8r", 0},
        {PROMO, "en", "Pa8=Q", OK, "a7a8q", PK_SAN_PAWN_LETTER},
        {START, "en", "e2e4", OK, "e2e4", PK_SAN_OVERSPECIFIED},
        {START, "en", "e2-e4", OK, "e2e4", PK_SAN_HYPHEN | PK_SAN_OVERSPECIFIED},
        {START, "en", "Ng1f3", OK, "g1f3", PK_SAN_OVERSPECIFIED},
        {START, "en", "Ng1-f3", OK, "g1f3", PK_SAN_HYPHEN | PK_SAN_OVERSPECIFIED},
        {START, "en", "g1f3", OK, "g1f3", PK_SAN_OVERSPECIFIED},
        {START, "en", "Ngf3", OK, "g1f3", PK_SAN_OVERSPECIFIED},
        {START, "en", "N1f3", OK, "g1f3", PK_SAN_OVERSPECIFIED},
        {START, "en", "Pe4", OK, "e2e4", PK_SAN_PAWN_LETTER},
        {START, "en", "Nxf3", OK, "g1f3", PK_SAN_WRONG_CAPTURE},
        {START, "en", "e3e4", ILLEGAL, "", 0}, /* nothing on e3 */
        {EP, "en", "exd6e.p.", OK, "e5d6", PK_SAN_EP_SUFFIX},
        {EP, "en", "exd6ep", OK, "e5d6", PK_SAN_EP_SUFFIX},
        {EP, "en", "exd6e.p.+", OK, "e5d6", PK_SAN_EP_SUFFIX},
        {EP, "en", "ed6", OK, "e5d6", PK_SAN_WRONG_CAPTURE},
        {EP, "en", "e:d6", OK, "e5d6", PK_SAN_COLON},
        {EP, "en", "e5xd6", OK, "e5d6", PK_SAN_OVERSPECIFIED},
        {FOOLS_MATE, "en", "Qh4++", OK, "d8h4", PK_SAN_DOUBLE_PLUS},
        {FOOLS_MATE, "en", "Qd8-h4#", OK, "d8h4", PK_SAN_HYPHEN | PK_SAN_OVERSPECIFIED},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

/* BUG: "Kg1" for O-O resolves to e1g1 but leaves pk_san.lenient at 0: pk_generate_legal_to
 * lists the castling move among the king's moves to g1, so pk_san_resolve takes its normal
 * path and the PK_SAN_KING_CASTLE branch (reached only when nothing matched) never runs.
 * Repro: r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1, "Kg1": expected lenient PK_SAN_KING_CASTLE
 * (0x100), actual 0. */
static void test_resolve_king_two_squares_is_castling(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {CASTLE_W, "en", "Kg1", OK, "e1g1", PK_SAN_KING_CASTLE},
        {CASTLE_W, "en", "Kc1", OK, "e1c1", PK_SAN_KING_CASTLE},
        {CASTLE_B, "en", "Kg8", OK, "e8g8", PK_SAN_KING_CASTLE},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

/* BUG: san.h documents PK_SAN_EP_SUFFIX as "exd6 e.p." (with the space, as real files write
 * it) but pk_san_parse only strips a suffix glued to the move: "exd6 e.p." and "exd6 ep" are
 * PK_SAN_BAD_SYNTAX (the blank is left before the square). Repro: 4k3/8/8/3pP3/8/8/8/4K3 w -
 * d6 0 1, "exd6 e.p.": expected PK_SAN_OK e5d6 with PK_SAN_EP_SUFFIX, actual PK_SAN_BAD_SYNTAX. */
static void test_resolve_ep_suffix_after_a_space(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {EP, "en", "exd6 e.p.", OK, "e5d6", PK_SAN_EP_SUFFIX},
        {EP, "en", "exd6 ep", OK, "e5d6", PK_SAN_EP_SUFFIX},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_resolve_other_languages(void **state)
{
    (void)state;
    static const san_case cases[] = {
        /* Italian: C cavallo, A alfiere, T torre, D donna, R re */
        {START, "it", "Cf3", OK, "g1f3", 0},
        {START, "it", "e4", OK, "e2e4", 0},
        {START, "it", "Pe4", OK, "e2e4", PK_SAN_PAWN_LETTER},
        {START, "it", "Nf3", SYNTAX, NULL, 0},
        {PIECES, "it", "Cf3", OK, "g1f3", 0},
        {PIECES, "it", "Ac4", OK, "f1c4", 0},
        {PIECES, "it", "Td1", OK, "a1d1", 0},
        {PIECES, "it", "Dd1", OK, "h5d1", 0},
        {PIECES, "it", "Re2", OK, "e1e2", 0},
        {PIECES, "it", "Rd1", OK, "e1d1", 0},
        {PIECES, "en", "Rd1", OK, "a1d1", 0}, /* the same text, another piece */
        {PIECES, "en", "Qd1", OK, "h5d1", 0},
        {PIECES, "en", "Kd1", OK, "e1d1", 0},
        {PAWN_E7, "it", "e8=D+", OK, "e7e8q", 0},
        {PAWN_E7, "it", "e8=T+", OK, "e7e8r", 0},
        {PAWN_E7, "it", "e8=A", OK, "e7e8b", 0},
        {PAWN_E7, "it", "e8=C", OK, "e7e8n", 0},
        {PAWN_E7, "it", "e8D", OK, "e7e8q", PK_SAN_NO_EQUALS},
        {PAWN_E7, "it", "e8=Q", SYNTAX, NULL, 0},
        {PAWN_E7, "it", "e8=R", ILLEGAL, "e7e8b e7e8n e7e8q e7e8r", 0}, /* R is the king: read, and refused */
        /* German: S Springer, L Laeufer, T Turm, D Dame, K Koenig, B Bauer */
        {AFTER_E4_E5, "de", "Sf3", OK, "g1f3", 0},
        {AFTER_E4_E5, "de", "Lc4", OK, "f1c4", 0},
        {AFTER_E4_E5, "de", "Dh5", OK, "d1h5", 0},
        {AFTER_E4_E5, "de", "Ke2", OK, "e1e2", 0},
        {AFTER_E4_E5, "de", "Bd3", OK, "d2d3", PK_SAN_PAWN_LETTER},
        {AFTER_E4_E5, "de", "Nf3", SYNTAX, NULL, 0},
        {PAWN_E7, "de", "e8=D", OK, "e7e8q", 0},
        {PAWN_E7, "de", "e8=S", OK, "e7e8n", 0},
        {PAWN_E7, "de", "e8=L", OK, "e7e8b", 0},
        {PAWN_E7, "de", "e8=B", ILLEGAL, "e7e8b e7e8n e7e8q e7e8r", 0}, /* B is the pawn: read, and refused */
        /* French: C cavalier, F fou, T tour, D dame, R roi */
        {AFTER_E4_E5, "fr", "Fc4", OK, "f1c4", 0},
        {AFTER_E4_E5, "fr", "Cf3", OK, "g1f3", 0},
        {AFTER_E4_E5, "fr", "Dh5", OK, "d1h5", 0},
        {AFTER_E4_E5, "fr", "Re2", OK, "e1e2", 0},
        {AFTER_E4_E5, "fr", "Bc4", SYNTAX, NULL, 0},
        /* Dutch P is the knight, O the pawn */
        {START, "nl", "Pf3", OK, "g1f3", 0},
        {START, "nl", "Oe4", OK, "e2e4", PK_SAN_PAWN_LETTER},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_parse_fields(void **state)
{
    (void)state;
    pk_san san;
    const pk_lang *en = pk_lang_english();

    assert_int_equal(pk_san_parse("Nbxd2+", 6, en, &san), PK_SAN_OK);
    assert_int_equal(san.type, PK_KNIGHT);
    assert_int_equal(san.from_file, 1);
    assert_int_equal(san.from_rank, -1);
    assert_int_equal(san.to, pk_square_parse("d2"));
    assert_int_equal(san.promo, PK_NO_TYPE);
    assert_int_equal(san.castle, 0);
    assert_int_equal(san.capture, 1);
    assert_int_equal(san.check, '+');
    assert_int_equal(san.is_null, 0);
    assert_int_equal(san.lenient, 0);

    assert_int_equal(pk_san_parse("exd8=N#", 7, en, &san), PK_SAN_OK);
    assert_int_equal(san.type, PK_PAWN);
    assert_int_equal(san.from_file, 4);
    assert_int_equal(san.to, pk_square_parse("d8"));
    assert_int_equal(san.promo, PK_KNIGHT);
    assert_int_equal(san.capture, 1);
    assert_int_equal(san.check, '#');

    assert_int_equal(pk_san_parse("Qa1b2", 5, en, &san), PK_SAN_OK);
    assert_int_equal(san.type, PK_QUEEN);
    assert_int_equal(san.from_file, 0);
    assert_int_equal(san.from_rank, 0);

    /* coordinates: the piece is whatever stands on the origin */
    assert_int_equal(pk_san_parse("g1f3", 4, en, &san), PK_SAN_OK);
    assert_int_equal(san.type, PK_NO_TYPE);
    assert_int_equal(san.from_file, 6);
    assert_int_equal(san.from_rank, 0);

    assert_int_equal(pk_san_parse("O-O-O+", 6, en, &san), PK_SAN_OK);
    assert_int_equal(san.castle, 2);
    assert_int_equal(san.type, PK_KING);
    assert_int_equal(san.to, PK_NO_SQUARE);
    assert_int_equal(san.check, '+');

    /* the length bounds the text: "Nf3" inside "Nf3 e5" */
    assert_int_equal(pk_san_parse("Nf3 e5", 3, en, &san), PK_SAN_OK);
    assert_int_equal(san.to, pk_square_parse("f3"));

    static const char *const nulls[] = {"--", "Z0", "0000"};
    for (size_t i = 0; i < sizeof nulls / sizeof nulls[0]; i++) {
        assert_int_equal(pk_san_parse(nulls[i], strlen(nulls[i]), en, &san), PK_SAN_OK);
        assert_int_equal(san.is_null, 1);
    }
}

static void test_null_move(void **state)
{
    (void)state;
    pk_position pos;
    pk_san san;
    pk_move m = PK_MOVE_NONE;
    char text[16];
    pk_position_startpos(&pos);
    assert_int_equal(pk_san_parse("--", 2, pk_lang_english(), &san), PK_SAN_OK);
    assert_int_equal(pk_san_resolve(&pos, &san, &m, NULL), PK_SAN_OK);
    assert_int_equal(m, PK_MOVE_NULL);
    assert_int_equal(pk_san_format(&pos, m, pk_lang_english(), text), 2);
    assert_string_equal(text, "--");
    assert_int_equal(pk_uci_format(m, text), 4);
    assert_string_equal(text, "0000");
}

typedef struct {
    const char *fen;
    const char *lang;
    const char *uci;
    const char *san;
    const char *lan;
} format_case;

static void test_format_san_and_lan(void **state)
{
    (void)state;
    static const format_case cases[] = {
        {START, "en", "g1f3", "Nf3", "Ng1-f3"},
        {START, "en", "e2e4", "e4", "e2-e4"},
        {START, "en", "b1c3", "Nc3", "Nb1-c3"},
        {FOOLS_MATE, "en", "d8h4", "Qh4#", "Qd8-h4#"},
        {"rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "en", "f1b5", "Bb5+", "Bf1-b5+"},
        {"4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "en", "f3e5", "Nxe5", "Nf3xe5"},
        {"4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", "en", "d4e5", "dxe5", "d4xe5"},
        {KNIGHTS, "en", "b1d2", "Nbd2", "Nb1-d2"},
        {KNIGHTS, "en", "f3d2", "Nfd2", "Nf3-d2"},
        {KNIGHTS, "en", "f3e5", "Ne5", "Nf3-e5"},
        {ROOKS, "en", "a1a3", "R1a3", "Ra1-a3"},
        {ROOKS, "en", "a5a3", "R5a3", "Ra5-a3"},
        {ROOKS, "en", "a1b1", "Rb1", "Ra1-b1"},
        {QUEENS, "en", "a1b2", "Qa1b2", "Qa1-b2"},
        {QUEENS, "en", "c1b2", "Qcb2", "Qc1-b2"},
        {QUEENS, "en", "a3b2", "Q3b2", "Qa3-b2"},
        {QUEENS, "en", "c1d2", "Qd2", "Qc1-d2"},
        {PINNED, "en", "b1d2", "Nd2", "Nb1-d2"},
        {CASTLE_W, "en", "e1g1", "O-O", "O-O"},
        {CASTLE_W, "en", "e1c1", "O-O-O", "O-O-O"},
        {CASTLE_B, "en", "e8c8", "O-O-O", "O-O-O"},
        {CASTLE_CHECK, "en", "e1g1", "O-O+", "O-O+"},
        {PROMO, "en", "a7a8q", "a8=Q", "a7-a8=Q"},
        {PROMO, "en", "a7a8n", "a8=N", "a7-a8=N"},
        {PROMO, "en", "a7b8q", "axb8=Q+", "a7xb8=Q+"},
        {PROMO, "en", "a7b8r", "axb8=R+", "a7xb8=R+"},
        {PROMO, "en", "a7b8b", "axb8=B", "a7xb8=B"},
        {EP, "en", "e5d6", "exd6", "e5xd6"},
        {"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", "en", "c4d3", "cxd3+", "c4xd3+"},
        /* Italian */
        {PIECES, "it", "g1f3", "Cf3", "Cg1-f3"},
        {PIECES, "it", "f1c4", "Ac4", "Af1-c4"},
        {PIECES, "it", "a1d1", "Td1", "Ta1-d1"},
        {PIECES, "it", "h5d1", "Dd1", "Dh5-d1"},
        {PIECES, "it", "e1e2", "Re2", "Re1-e2"},
        {PAWN_E7, "it", "e7e8q", "e8=D+", "e7-e8=D+"},
        {PAWN_E7, "it", "e7e8n", "e8=C", "e7-e8=C"},
        {KNIGHTS, "it", "b1d2", "Cbd2", "Cb1-d2"},
        /* German, French */
        {PIECES, "de", "g1f3", "Sf3", "Sg1-f3"},
        {PIECES, "de", "f1c4", "Lc4", "Lf1-c4"},
        {PAWN_E7, "de", "e7e8q", "e8=D+", "e7-e8=D+"},
        {PIECES, "fr", "f1c4", "Fc4", "Ff1-c4"},
        {PIECES, "fr", "e1e2", "Re2", "Re1-e2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const format_case *c = &cases[i];
        pk_position pos;
        char san[16], lan[16];
        load(&pos, c->fen);
        pk_move m = legal_move(&pos, c->uci);
        size_t n = pk_san_format(&pos, m, lang_of(c->lang), san);
        if (strcmp(san, c->san) != 0 || n != strlen(c->san))
            fail_msg("%s %s in %s: SAN \"%s\" (%zu), expected \"%s\"", c->lang, c->uci, c->fen, san, n, c->san);
        n = pk_lan_format(&pos, m, lang_of(c->lang), lan);
        if (strcmp(lan, c->lan) != 0 || n != strlen(c->lan))
            fail_msg("%s %s in %s: LAN \"%s\" (%zu), expected \"%s\"", c->lang, c->uci, c->fen, lan, n, c->lan);
    }
}

static void test_format_plain_and_check_suffix(void **state)
{
    (void)state;
    pk_position pos;
    char text[16];
    load(&pos, FOOLS_MATE);
    pk_move mate = legal_move(&pos, "d8h4");
    assert_int_equal(pk_san_format_plain(&pos, mate, pk_lang_english(), text), 3);
    assert_string_equal(text, "Qh4");
    assert_string_equal(pk_move_check_suffix(&pos, mate), "#");
    assert_string_equal(pk_move_check_suffix(&pos, legal_move(&pos, "d8e7")), "");
    load(&pos, PROMO);
    pk_move check = legal_move(&pos, "a7b8q");
    assert_string_equal(pk_move_check_suffix(&pos, check), "+");
    assert_int_equal(pk_san_format_plain(&pos, check, pk_lang_english(), text), 6);
    assert_string_equal(text, "axb8=Q");
}

static void test_format_uci(void **state)
{
    (void)state;
    static const struct { const char *fen, *uci; int kind; } cases[] = {
        {START, "e2e4", PK_MK_NORMAL},
        {START, "g1f3", PK_MK_NORMAL},
        {CASTLE_W, "e1g1", PK_MK_CASTLE},
        {CASTLE_W, "e1c1", PK_MK_CASTLE},
        {CASTLE_B, "e8g8", PK_MK_CASTLE},
        {EP, "e5d6", PK_MK_EP},
        {PROMO, "a7a8q", PK_MK_PROMO | (PK_QUEEN - PK_KNIGHT)},
        {PROMO, "a7b8n", PK_MK_PROMO},
        {PROMO, "a7a8r", PK_MK_PROMO | (PK_ROOK - PK_KNIGHT)},
        {PROMO, "a7b8b", PK_MK_PROMO | (PK_BISHOP - PK_KNIGHT)},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        char text[6];
        load(&pos, cases[i].fen);
        pk_move m = legal_move(&pos, cases[i].uci);
        assert_int_equal(PK_MOVE_KIND(m), cases[i].kind);
        assert_int_equal(pk_uci_format(m, text), strlen(cases[i].uci));
        assert_string_equal(text, cases[i].uci);
    }
}

/* Légal - St. Brie, Paris 1750, as the seed writes it in Italian (pgnkit-notations(7), SAN). */
static void test_italian_seed_game(void **state)
{
    (void)state;
    static const char *const moves[] = {"e4", "e5", "Cf3", "d6", "Ac4", "Cc6", "Cc3",
                                        "Ag4", "Cxe5", "Axd1", "Axf7+", "Re7", "Cd5#"};
    const pk_lang *it = lang_of("it");
    pk_position pos;
    char english[256] = "", italian[256] = "";
    pk_position_startpos(&pos);
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        pk_san san;
        pk_move m = PK_MOVE_NONE;
        pk_movelist matches;
        if (pk_san_parse(moves[i], strlen(moves[i]), it, &san) != PK_SAN_OK)
            fail_msg("move %zu \"%s\": bad syntax", i + 1, moves[i]);
        pk_san_status st = pk_san_resolve(&pos, &san, &m, &matches);
        if (st != PK_SAN_OK)
            fail_msg("move %zu \"%s\": status %d", i + 1, moves[i], st);
        assert_int_equal(matches.count, 1);
        assert_int_equal(san.lenient, 0);
        char text[16];
        pk_san_format(&pos, m, pk_lang_english(), text);
        if (i)
            strcat(english, " ");
        strcat(english, text);
        pk_san_format(&pos, m, it, text);
        assert_string_equal(text, moves[i]); /* Italian out = Italian in, check signs included */
        if (i)
            strcat(italian, " ");
        strcat(italian, text);
        pk_position_play(&pos, m);
    }
    assert_string_equal(english, "e4 e5 Nf3 d6 Bc4 Nc6 Nc3 Bg4 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#");
    assert_string_equal(italian, "e4 e5 Cf3 d6 Ac4 Cc6 Cc3 Ag4 Cxe5 Axd1 Axf7+ Re7 Cd5#");
    assert_false(pk_has_legal_move(&pos));
    assert_int_not_equal(pos.checkers, 0);
    assert_int_equal(pos.checkers, PK_BIT(pk_square_parse("d5")));
    assert_int_equal(pos.side, PK_BLACK);
    char fen[PK_FEN_MAX];
    pk_fen_write(&pos, PK_FEN_EP_ALWAYS, fen);
    assert_string_equal(fen, "r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7");

    /* read in English the same letters mean something else, and "Cf3" is no move at all */
    pk_san san;
    assert_int_equal(pk_san_parse("Cf3", 3, pk_lang_english(), &san), PK_SAN_BAD_SYNTAX);
}

/* Every legal move, in every language: the canonical SAN (and the LAN) read back as exactly that
 * move with nothing lenient about it, and with the check sign that was written. */
/* Positions with checks, pins, en passant, promotions and castling either way. */
static const char *const varied_fens[] = {
    START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    QUEENS, KNIGHTS, ROOKS, PINNED, PROMO, EP, FOOLS_MATE, CASTLE_CHECK,
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
};
#define N_VARIED_FENS (sizeof varied_fens / sizeof varied_fens[0])

static void test_format_then_resolve_round_trip(void **state)
{
    (void)state;
    const char *const *fens = varied_fens;
    int checked = 0;
    for (size_t f = 0; f < N_VARIED_FENS; f++) {
        pk_position pos;
        pk_movelist list;
        load(&pos, fens[f]);
        pk_generate_legal(&pos, &list);
        for (int l = 0; l < pk_lang_count(); l++) {
            const pk_lang *lang = pk_lang_at(l);
            for (int i = 0; i < list.count; i++) {
                char text[16];
                pk_san san;
                pk_move m = PK_MOVE_NONE;
                size_t n = pk_san_format(&pos, list.moves[i], lang, text);
                pk_san_status st = pk_san_parse(text, n, lang, &san);
                if (st == PK_SAN_OK)
                    st = pk_san_resolve(&pos, &san, &m, NULL);
                if (st != PK_SAN_OK || m != list.moves[i] || san.lenient != 0)
                    fail_msg("%s: \"%s\" (%s) reads back as status %d, lenient %#x", fens[f], text, lang->code, st,
                             san.lenient);
                const char *suffix = pk_move_check_suffix(&pos, m);
                assert_int_equal(san.check, suffix[0]);
                n = pk_lan_format(&pos, list.moves[i], lang, text);
                st = pk_san_parse(text, n, lang, &san);
                if (st == PK_SAN_OK)
                    st = pk_san_resolve(&pos, &san, &m, NULL);
                if (st != PK_SAN_OK || m != list.moves[i])
                    fail_msg("%s: LAN \"%s\" (%s) reads back as status %d", fens[f], text, lang->code, st);
                checked++;
            }
        }
    }
    assert_int_equal(checked, 353 * pk_lang_count());
}

static bool same_san(const pk_san *a, const pk_san *b)
{
    return a->type == b->type && a->from_file == b->from_file && a->from_rank == b->from_rank && a->to == b->to &&
           a->promo == b->promo && a->castle == b->castle && a->capture == b->capture && a->check == b->check &&
           a->is_null == b->is_null && a->lenient == b->lenient;
}

/* How many legal moves fit a plain reading (type, destination, pawn file, qualifiers), from the list of
 * all legal moves: an oracle apart from the readers. */
static int legal_readings(const pk_position *pos, const pk_san *san)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    int n = 0;
    for (int i = 0; i < list.count; i++) {
        pk_move m = list.moves[i];
        int from = PK_MOVE_FROM(m);
        if (san->castle) {
            n += PK_MOVE_KIND(m) == PK_MK_CASTLE && (san->castle == 1) == (PK_MOVE_TO(m) > from);
            continue;
        }
        if (PK_MOVE_TO(m) != san->to || pk_piece_on(pos, from) != san->type || PK_MOVE_KIND(m) == PK_MK_CASTLE)
            continue;
        if (san->type == PK_PAWN && PK_FILE(from) != (san->from_file >= 0 ? san->from_file : PK_FILE(san->to)))
            continue;
        if (san->type != PK_PAWN && ((san->from_file >= 0 && PK_FILE(from) != san->from_file) ||
                                     (san->from_rank >= 0 && PK_RANK(from) != san->from_rank)))
            continue;
        n++;
    }
    return n;
}

static bool is_legal(const pk_position *pos, pk_move m)
{
    pk_movelist list;
    pk_generate_legal(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (list.moves[i] == m)
            return true;
    return false;
}

/* Every word of the common shapes (e4, Nf3, exd5, Nxe5, Nbd2, N1d2, Nbxd2, Nb1d2, N1xd2, with + or
 * #, capture sign right or wrong) in English and German, in the position fen: the quick reader
 * agrees with pk_san_parse + pk_san_resolve wherever it answers, and reads no move that needs a
 * qualifier. Counts the words it reads, and of them those with a qualifier. */
static void quick_words_agree(const pk_position *pos, const char *fen, int *quick, int *qualified_quick)
{
    static const char *const signs[] = {"", "+", "#"};
    const pk_lang *langs[] = {pk_lang_english(), pk_lang_find("de")};
    for (size_t l = 0; l < 2; l++) {
        const char *letters = langs[l]->letters;
        for (int to = 0; to < 64; to++)
            for (int shape = 0; shape < (4 + 5 * 8) * 6; shape++)
                for (int sign = 0; sign < 3; sign++) {
                    char word[16];
                    char file = (char)('a' + PK_FILE(to)), rank = (char)('1' + PK_RANK(to));
                    int kind = shape / 6, piece = shape % 6;
                    /* kinds 4 on: a qualifier q (file and rank q) in five shapes */
                    int q = kind < 4 ? 0 : (kind - 4) % 8, qualified = kind < 4 ? 0 : 1 + (kind - 4) / 8;
                    char qf = (char)('a' + q), qr = (char)('1' + q), p = letters[piece];
                    if (kind == 0)
                        snprintf(word, sizeof word, "%c%c%s", file, rank, signs[sign]);
                    else if (kind == 1)
                        snprintf(word, sizeof word, "%c%c%c%s", p, file, rank, signs[sign]);
                    else if (kind == 2)
                        snprintf(word, sizeof word, "%cx%c%c%s", p, file, rank, signs[sign]);
                    else if (kind == 3)
                        snprintf(word, sizeof word, "%cx%c%c%s", (char)('a' + (piece + PK_FILE(to) + 7) % 8), file,
                                 rank, signs[sign]);
                    else if (qualified == 1) /* Nbd2 */
                        snprintf(word, sizeof word, "%c%c%c%c%s", p, qf, file, rank, signs[sign]);
                    else if (qualified == 2) /* N1d2 */
                        snprintf(word, sizeof word, "%c%c%c%c%s", p, qr, file, rank, signs[sign]);
                    else if (qualified == 3) /* Nbxd2 */
                        snprintf(word, sizeof word, "%c%cx%c%c%s", p, qf, file, rank, signs[sign]);
                    else if (qualified == 4) /* Nb1d2, the rank also q */
                        snprintf(word, sizeof word, "%c%c%c%c%c%s", p, qf, qr, file, rank, signs[sign]);
                    else /* N1xd2 */
                        snprintf(word, sizeof word, "%c%cx%c%c%s", p, qr, file, rank, signs[sign]);
                    pk_san fast, slow;
                    pk_move fast_move = PK_MOVE_NONE, slow_move = PK_MOVE_NONE;
                    memset(&fast, 0x55, sizeof fast);
                    if (!pk_san_read_quick(pos, word, strlen(word), langs[l], &fast, &fast_move))
                        continue;
                    (*quick)++;
                    pk_san_status st = pk_san_parse(word, strlen(word), langs[l], &slow);
                    if (st == PK_SAN_OK)
                        st = pk_san_resolve(pos, &slow, &slow_move, NULL);
                    if (st != PK_SAN_OK || slow_move != fast_move || !same_san(&fast, &slow))
                        fail_msg("%s: '%s' (%s): quick gives move %#x, parse and resolve status %d move %#x", fen, word,
                                 langs[l]->code, fast_move, st, slow_move);
                    if (legal_readings(pos, &fast) != 1 || !is_legal(pos, fast_move))
                        fail_msg("%s: '%s' (%s): quick gives move %#x, which is not the only legal reading", fen, word,
                                 langs[l]->code, fast_move);
                    /* the packed reading says the same (the replay reads that) */
                    pk_san_quick packed = pk_san_read_quick_move(pos, word, strlen(word), langs[l]);
                    if (PK_SANQ_MOVE(packed) != fast_move || PK_SANQ_TYPE(packed) != pk_piece_on(pos, PK_MOVE_FROM(fast_move)))
                        fail_msg("%s: '%s' (%s): the packed reading %#x is not move %#x of its man", fen, word,
                                 langs[l]->code, packed, fast_move);
                    /* read from a word with no qualifier: no rival, so SAN writes it with none
                     * (what the replay records) */
                    bool unqualified = fast.type == PK_PAWN || (fast.from_file < 0 && fast.from_rank < 0);
                    if (kind >= 4)
                        (*qualified_quick)++;
                    if (unqualified && pk_san_facts_unrivalled(pos, fast_move) != pk_san_facts_before(pos, fast_move))
                        fail_msg("%s: '%s' (%s): read at once, yet a rival needs a qualifier", fen, word, langs[l]->code);
                }
    }
}

/* The quick reader agrees with pk_san_parse + pk_san_resolve wherever it answers, and reads no
 * move that needs a qualifier (quick_words_agree), in positions with checks, pins, en passant and
 * promotions. */
static void test_quick_read_agrees_with_parse_and_resolve(void **state)
{
    (void)state;
    const char *fens[N_VARIED_FENS + 3] = {
        "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",  /* f1 attacked: no O-O */
        "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",    /* b1 attacked: O-O-O all the same */
        "r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1",    /* rook gone from h1 */
    };
    for (size_t f = 0; f < N_VARIED_FENS; f++)
        fens[3 + f] = varied_fens[f];
    int quick = 0, qualified_quick = 0;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        pk_position pos;
        load(&pos, fens[f]);
        quick_words_agree(&pos, fens[f], &quick, &qualified_quick);
    }
    static const char *const castles[] = {"O-O", "O-O+", "O-O#", "O-O-O", "O-O-O+", "O-O-O#"};
    int quick_castles = 0;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++)
        for (int side = 0; side < 2; side++) {
            pk_position pos;
            load(&pos, fens[f]);
            if (side) { /* the other side to move as well, when that position is legal */
                pos.side ^= 1;
                pos.ep_square = PK_NO_SQUARE;
                pk_position_refresh(&pos);
                if (pos.checkers == 0 && !pk_attacked_by(&pos, pk_king_square(&pos, pos.side ^ 1), pos.side, pk_occupied(&pos)))
                    ;
                else
                    continue;
            }
            for (size_t c = 0; c < sizeof castles / sizeof castles[0]; c++) {
                pk_san fast, slow;
                pk_move fast_move = PK_MOVE_NONE, slow_move = PK_MOVE_NONE;
                if (!pk_san_read_quick(&pos, castles[c], strlen(castles[c]), pk_lang_english(), &fast, &fast_move))
                    continue;
                quick_castles++;
                pk_san_status st = pk_san_parse(castles[c], strlen(castles[c]), pk_lang_english(), &slow);
                if (st == PK_SAN_OK)
                    st = pk_san_resolve(&pos, &slow, &slow_move, NULL);
                if (st != PK_SAN_OK || slow_move != fast_move || !same_san(&fast, &slow))
                    fail_msg("%s (side %d): '%s': quick gives move %#x, parse and resolve status %d move %#x", fens[f],
                             side, castles[c], fast_move, st, slow_move);
                if (legal_readings(&pos, &fast) != 1 || !is_legal(&pos, fast_move))
                    fail_msg("%s (side %d): '%s': quick gives move %#x, not a legal castling", fens[f], side,
                             castles[c], fast_move);
            }
        }
    assert_int_equal(quick, QUICK_READS);
    assert_int_equal(qualified_quick, QUICK_QUALIFIED);
    assert_int_equal(quick_castles, QUICK_CASTLES);
}

/* The kingless game (no king, so no check, pin, castling or en passant; a pawn on the last rank
 * becomes a queen): the quick reader reads its moves as in chess, and as pk_san_parse and
 * pk_san_resolve do. */
static void test_quick_read_kingless(void **state)
{
    (void)state;
    static const char *const fens[] = {
        "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1",
        "r6r/1P4P1/2n1n3/8/3pP3/2N1N3/1p4p1/R6R b - - 0 1",       /* rivals, promotions */
        "3q4/8/8/3B4/8/1b3N2/8/N2Q4 w - - 0 1",
    };
    int quick = 0, qualified_quick = 0;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        pk_position pos;
        pk_fen_error err;
        if (pk_fen_parse(&pos, fens[f], PK_RULES_KINGLESS, &err) != 0)
            fail_msg("FEN rejected: \"%s\": %s", fens[f], err.message);
        quick_words_agree(&pos, fens[f], &quick, &qualified_quick);
    }
    assert_int_equal(quick, QUICK_READS_KINGLESS);
    assert_int_equal(qualified_quick, QUICK_QUALIFIED_KINGLESS);
}

/* Figurine SAN: a glyph of either colour stands for the piece, read as the language's letter,
 * so that glyphs mix with letters of any language; a pawn glyph is a pawn letter (lenient). */
static void test_resolve_figurines(void **state)
{
    (void)state;
    static const san_case cases[] = {
        {START, "en", "\u2658f3", OK, "g1f3", 0},                 /* ♘f3 */
        {START, "en", "\u265Ef3", OK, "g1f3", 0},                 /* ♞f3: black glyph, White's move */
        {START, "it", "\u2658f3", OK, "g1f3", 0},                 /* Italian: the knight is C */
        {START, "de", "\u2658f3", OK, "g1f3", 0},                 /* German: S */
        {START, "en", "\u2659e4", OK, "e2e4", PK_SAN_PAWN_LETTER}, /* ♙e4 */
        {START, "de", "\u265Fe4", OK, "e2e4", PK_SAN_PAWN_LETTER}, /* ♟e4, German pawn B */
        {START, "en", "\u2658\uFE0Ef3", OK, "g1f3", 0},          /* text-style selector */
        {START, "en", "\u2658\uFE0Ff3", OK, "g1f3", 0},          /* emoji-style selector */
        {START, "en", "\u2658g1-f3", OK, "g1f3", PK_SAN_HYPHEN | PK_SAN_OVERSPECIFIED}, /* figurine LAN */
        {START, "en", "\u2658f6", ILLEGAL, "", 0},
        {START, "en", "\u2658d2", ILLEGAL, "", 0},
        {AFTER_E4_E5, "en", "\u2655h5", OK, "d1h5", 0},           /* ♕h5 */
        {AFTER_E4_E5, "it", "\u2657c4", OK, "f1c4", 0},           /* ♗c4 in Italian (A) */
        {AFTER_E4_E5, "en", "\u2654e2", OK, "e1e2", 0},           /* ♔e2 */
        {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "en", "b8=\u2655+", OK, "b7b8q", 0},
        {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "de", "b8=\u265B+", OK, "b7b8q", 0},
        {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "en", "b8=\u2658", OK, "b7b8n", 0},
        {"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "en", "\u2656a8+", OK, "a1a8", 0},
        {"4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "en", "\u2658xe5", OK, "f3e5", 0},
        /* not a glyph of a chess piece: U+2660 (a spade), and a glyph cut short */
        {START, "en", "\u2660f3", SYNTAX, "", 0},
        {START, "en", "\xE2\x99" "f3", SYNTAX, "", 0},
    };
    check_san_cases(cases, sizeof cases / sizeof cases[0]);
}

/* Writing: K Q R B N become the white glyphs; O of castling, files, x, =, + stay. */
static void test_figurines_written(void **state)
{
    (void)state;
    char out[64];
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"Nf3", "\u2658f3"},      {"Bxc6", "\u2657xc6"}, {"e8=Q+", "e8=\u2655+"}, {"O-O-O#", "O-O-O#"},
        {"Kxe2", "\u2654xe2"},    {"Rab1", "\u2656ab1"}, {"exd6", "exd6"},
        {"Ng1-f3", "\u2658g1-f3"}, {"12. Qh5", "12. \u2655h5"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n = pk_san_to_figurines(cases[i].in, strlen(cases[i].in), out);
        assert_string_equal(out, cases[i].out);
        assert_int_equal(n, strlen(cases[i].out));
    }
}

/* The words for moves refused (pk_explain_san_failure): each says the true reason, without
 * repeating the move, and the suggestions are the moves meant, best first. */
static void test_explain_messages(void **state)
{
    (void)state;
    static const struct { const char *fen, *lang, *text, *message, *suggestions; } cases[] = {
        /* pins: the man that would move is named as pinned */
        {PINNED, "en", "Nd4", "the knight on f3 is pinned to the king", "Nd2, Na3, Nc3"},
        {"4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", "en", "Rd2", "the rook on e2 is pinned to the king",
         "Re3, Re4, Re5, Re6, Re7, Rxe8+"},
        {"4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", "en", "d3", "the pawn on d2 is pinned to the king", ""},
        {"4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1", "en", "c3e4", "the knight on c3 is pinned to the king", ""},
        {"4k3/8/8/8/1b6/2N5/8/N3K3 w - - 0 1", "en", "Nce2", "the knight on c3 is pinned to the king", "Nc2, Nb3"},
        /* en passant with both pawns between the king and a rook: a pin of two */
        {"4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1", "en", "exd6",
         "the pawn on e5 and the pawn on d5 it would take are pinned to the king together", "e6"},
        /* not a pin: a knight that cannot reach the square at all */
        {PINNED, "en", "Nh5", "no knight can reach h5", "Nd2, Na3, Nc3"},
        /* promotion to a king or a pawn: refused for that reason, the four pieces offered */
        {PROMO, "en", "axb8=K", "a pawn cannot promote to a king", "axb8=Q+, axb8=R+, axb8=B, axb8=N"},
        {PROMO, "en", "a8=P", "a pawn cannot promote to a pawn", "a8=Q, a8=R, a8=B, a8=N"},
        {PROMO, "en", "a7a8=K", "a pawn cannot promote to a king", "a8=Q, a8=R, a8=B, a8=N"},
        {PAWN_E7, "it", "e8=R", "a pawn cannot promote to a king", "e8=D+, e8=T+, e8=A, e8=C"},
        /* a piece letter written small: the piece's move first */
        {"rnbqk1nr/pppp1ppp/8/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 3 3", "en", "bxc3",
         "no pawn can capture on c3; the bishop is written with a capital B", "Bxc3"},
        {"r1bqk2r/pppp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1", "en", "bb5",
         "no pawn can move to b5; the bishop is written with a capital B", "Bb5"},
        {"rnbqk1nr/pppp1ppp/8/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 3 3", "it", "axc3",
         "no pawn can capture on c3; the bishop is written with a capital A", "Axc3"},
        /* castling: the reason only, the caller names the move */
        {CASTLE_CHECK, "en", "O-O-O", "there is no rook on a1 any more", ""},
        {"r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "en", "O-O", "a piece stands between the king and the rook", ""},
        {"r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "en", "O-O", "the king or the rook on h1 has already moved", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pk_position pos;
        load(&pos, cases[i].fen);
        const pk_lang *lang = lang_of(cases[i].lang);
        pk_san san;
        pk_move m;
        pk_movelist matches;
        pk_san_status st = pk_san_parse(cases[i].text, strlen(cases[i].text), lang, &san);
        if (st == PK_SAN_OK)
            st = pk_san_resolve(&pos, &san, &m, &matches);
        if (st != PK_SAN_ILLEGAL)
            fail_msg("\"%s\": status %d, expected illegal", cases[i].text, st);
        char message[256], suggestion[PK_DIAG_SUGGESTION], joined[PK_DIAG_SUGGESTION];
        pk_explain_san_failure(&pos, &san, st, &matches, lang, message, sizeof message, suggestion, sizeof suggestion);
        pk_suggestion_join(suggestion, joined, sizeof joined);
        if (strcmp(message, cases[i].message) != 0 || strcmp(joined, cases[i].suggestions) != 0)
            fail_msg("\"%s\" in %s: \"%s\" (%s), expected \"%s\" (%s)", cases[i].text, cases[i].fen, message, joined,
                     cases[i].message, cases[i].suggestions);
    }
    /* by squares, as numeric notation names a move: only a move that the pin alone stops */
    pk_position pos;
    char message[128] = "";
    load(&pos, "4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1");
    assert_true(pk_explain_pinned_move(&pos, PK_SQ(2, 2), PK_SQ(3, 4), message, sizeof message));
    assert_string_equal(message, "the knight on c3 is pinned to the king");
    message[0] = 0;
    assert_false(pk_explain_pinned_move(&pos, PK_SQ(2, 2), PK_SQ(2, 4), message, sizeof message)); /* no knight move */
    assert_false(pk_explain_pinned_move(&pos, PK_SQ(4, 0), PK_SQ(4, 1), message, sizeof message)); /* the king */
    assert_string_equal(message, "");
}

/* ---- moves given as words (pgnkit fen) --------------------------------------------------- */

static pk_move_reading read_words(const pk_position *pos, const char *const *words, int n, const char *lang)
{
    pk_move_reading r;
    pk_move_words_read(pos, (char *const *)words, n, lang_of(lang), &r);
    return r;
}

static void expect_reading(const pk_move_reading *r, pk_san_status status, const char *uci, int words,
                           const char *text, const char *message)
{
    char got[8] = "";
    if (r->status == PK_SAN_OK)
        pk_uci_format(r->move, got);
    assert_int_equal(r->status, status);
    assert_string_equal(got, uci);
    assert_int_equal(r->words, words);
    assert_string_equal(r->text, text);
    assert_string_equal(r->message, message);
}

/* SAN in the language given (LAN and UCI too); a word of descriptive shape in descriptive
 * notation, English or Italian, with the sign words after it taken with it. */
static void test_move_words_san_and_descriptive(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, pk_fen_startpos);
    pk_move_reading r = read_words(&pos, (const char *const[]){"Cf3", "e5"}, 2, "it");
    expect_reading(&r, PK_SAN_OK, "g1f3", 1, "Cf3", "");
    r = read_words(&pos, (const char *const[]){"e2e4"}, 1, "en");
    expect_reading(&r, PK_SAN_OK, "e2e4", 1, "e2e4", "");
    r = read_words(&pos, (const char *const[]){"P-K4", "P-K4"}, 2, "en");
    expect_reading(&r, PK_SAN_OK, "e2e4", 1, "P-K4", "");
    /* Italian descriptive read with English letters given: Italian is tried second */
    r = read_words(&pos, (const char *const[]){"C-AR3"}, 1, "en");
    expect_reading(&r, PK_SAN_OK, "g1f3", 1, "C-AR3", "");
    load(&pos, "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"); /* 1. P-K4 P-KB3 */
    r = read_words(&pos, (const char *const[]){"Q-R5", "ch", "P-KN3"}, 3, "en");
    expect_reading(&r, PK_SAN_OK, "d1h5", 2, "Q-R5 ch", "");
    r = read_words(&pos, (const char *const[]){"Q-R5", "dis", "ch"}, 3, "en");
    expect_reading(&r, PK_SAN_OK, "d1h5", 3, "Q-R5 dis ch", "");
}

/* What cannot be read is explained: SAN with the legal moves meant, descriptive with no reading,
 * a null move where it is not legal. */
static void test_move_words_refused(void **state)
{
    (void)state;
    pk_position pos;
    load(&pos, pk_fen_startpos);
    pk_move_reading r = read_words(&pos, (const char *const[]){"Nf6"}, 1, "en");
    expect_reading(&r, PK_SAN_ILLEGAL, "", 1, "Nf6", "no knight can reach f6");
    char legal[256];
    pk_suggestion_join(r.suggestion, legal, sizeof legal);
    assert_string_equal(legal, "Na3, Nc3, Nf3, Nh3");
    r = read_words(&pos, (const char *const[]){"P-K5", "ch"}, 2, "en");
    expect_reading(&r, PK_SAN_BAD_SYNTAX, "", 2, "P-K5 ch", "no legal reading in descriptive notation");
    r = read_words(&pos, (const char *const[]){"Z0"}, 1, "en");
    expect_reading(&r, PK_SAN_ILLEGAL, "", 1, "Z0", "a null move is not a chess move");
    pk_fen_error err;
    assert_int_equal(pk_fen_parse(&pos, "8/8/8/8/8/8/p7/8 w - - 0 1", PK_RULES_KINGLESS, &err), 0);
    r = read_words(&pos, (const char *const[]){"Z0"}, 1, "en");
    expect_reading(&r, PK_SAN_OK, "0000", 1, "Z0", ""); /* White has no man: the pass is legal */
    assert_int_equal(pk_fen_parse(&pos, "8/8/8/8/8/8/p7/8 b - - 0 1", PK_RULES_KINGLESS, &err), 0);
    r = read_words(&pos, (const char *const[]){"--"}, 1, "en");
    expect_reading(&r, PK_SAN_ILLEGAL, "", 1, "--", "a pass is allowed only when no move is possible");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resolve_figurines),
        cmocka_unit_test(test_figurines_written),
        cmocka_unit_test(test_resolve_piece_moves_and_captures),
        cmocka_unit_test(test_resolve_disambiguation),
        cmocka_unit_test(test_resolve_castling_promotion_en_passant),
        cmocka_unit_test(test_resolve_lenient_forms),
        cmocka_unit_test(test_resolve_king_two_squares_is_castling),
        cmocka_unit_test(test_resolve_ep_suffix_after_a_space),
        cmocka_unit_test(test_resolve_other_languages),
        cmocka_unit_test(test_parse_fields),
        cmocka_unit_test(test_explain_messages),
        cmocka_unit_test(test_null_move),
        cmocka_unit_test(test_format_san_and_lan),
        cmocka_unit_test(test_format_plain_and_check_suffix),
        cmocka_unit_test(test_format_uci),
        cmocka_unit_test(test_italian_seed_game),
        cmocka_unit_test(test_format_then_resolve_round_trip),
        cmocka_unit_test(test_quick_read_agrees_with_parse_and_resolve),
        cmocka_unit_test(test_quick_read_kingless),
        cmocka_unit_test(test_move_words_san_and_descriptive),
        cmocka_unit_test(test_move_words_refused),
    };
    return cmocka_run_group_tests_name("san", tests, NULL, NULL);
}
