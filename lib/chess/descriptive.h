/* Descriptive notation, English and Italian (pgnkit-notations(7)), read and written in the two
 * steps of san.h: text -> a syntactic value (no position) -> the legal move it names.
 *
 * Squares are named from the mover's side: a file after the piece that starts on it (English
 * QR QN QB Q K KB KN KR, Italian DT DC DA D R RA RC RT, also piece first: TD CD AD AR CR TR) and
 * a rank counted from the mover's first rank (`Sq.` is rank 1). A short file name (B, N, R;
 * Italian A, C, T) stands for both files of that piece. A non-capture names the destination
 * (P-K4), a capture the captured piece (PxP, BxN, AxC); qualifiers narrow the reading in four
 * steps: a side or file on the moving piece (KR-K1, QBPxP), on the captured piece (BxQN, AxCP),
 * the origin in parentheses (R(QR3)-Q3, N(3)-Q1), the capture square after a slash (BxN/QB6).
 *
 * Writing gives the shortest unambiguous form, with `+` for check and `#` for mate (never `ch`
 * or `mate`), ` e.p.` after an en passant capture (`PxP e.p.`, before the sign), promotion as
 * `(Q)` (Italian `(D)`), castling as `O-O` and `O-O-O`, English knights as `N` (`Kt` is read),
 * Italian files side first. */
#ifndef PK_DESCRIPTIVE_H
#define PK_DESCRIPTIVE_H

#include <stdbool.h>
#include <stddef.h>

#include "movegen.h"
#include "san.h"

typedef enum { PK_DESC_EN = 0, PK_DESC_IT = 1 } pk_desc_lang;

/* What went wrong or what was repaired: the plausible slips of pgnkit-notations(7), DESCRIPTIVE. */
typedef enum {
    PK_DESC_SLIP_NONE = 0,
    PK_DESC_SLIP_ENGLISH_LETTER, /* Italian text with an English letter: C-RB3 for C-RA3 */
    PK_DESC_SLIP_R_FOR_ROOK,     /* Italian text with R (the king) for the rook T: R-DC1 for T-DC1 */
    PK_DESC_SLIP_SURPLUS_SIDE,   /* a side prefix that fits no legal move: KR-K1 for R-K1 */
    PK_DESC_SLIP_MISSING_SIDE,   /* a side prefix left out: P-4 for P-K4 */
} pk_desc_slip;

typedef struct {
    pk_san_status status;     /* PK_SAN_OK, PK_SAN_BAD_SYNTAX, PK_SAN_ILLEGAL, PK_SAN_AMBIGUOUS */
    bool repaired;            /* accepted only through a plausible slip */
    pk_desc_slip slip;        /* which slip, when repaired */
    char corrected[272];      /* when repaired: the text as it should have been written, e.g. "T-DC1" */
    char message[200];        /* for errors and repairs: why (no trailing period) */
    pk_movelist candidates;   /* ambiguous: the moves that fit; illegal/slips with several readings: the candidates */
    int check;                /* 0, '+' or '#' as written (ch, +, mate, #, ++) */
    bool ep;                  /* an e.p. mark written */
} pk_desc_result;

/* Reads one move. allow_slips: try the plausible slips of pgnkit-notations(7), DESCRIPTIVE, when
 * the text has no legal reading. res may be NULL. On an error *out is PK_MOVE_NONE. */
pk_san_status pk_descriptive_parse(const pk_position *pos, const char *text, size_t len, pk_desc_lang lang,
                                   bool allow_slips, pk_move *out, pk_desc_result *res);

/* Writes the shortest unambiguous form, with " e.p." after an en passant capture, + for check
 * and # for mate; out holds 32 bytes; returns length. */
size_t pk_descriptive_format(const pk_position *pos, pk_move m, pk_desc_lang lang, char *out);

/* True when the word has the shape of a descriptive move in English or Italian (P-K4, NxP,
 * Kt-KB3, C-RA3, AxCP); castling alone is not enough (it is shared with SAN), and no SAN or
 * long-algebraic move has this shape. For detecting a game's notation. */
bool pk_descriptive_shape(const char *text, size_t len);

/* True when the word holds nothing but check, mate and en passant signs, as descriptive texts
 * write them apart from the move ("N-B6 ch", "BxN mate", "PxP e.p.", "dis.ch.", "#"): it then
 * belongs to the move before it. "dis ch" and "dbl ch" are one sign in two words: the caller
 * tries the two words joined. */
bool pk_descriptive_sign_word(const char *text, size_t len);

/* The length of text without the check and mate signs at its end ("N-B6 ch" -> "N-B6",
 * "BxNmate" -> "BxN"), for suggesting the right sign. */
size_t pk_descriptive_unsigned_length(const char *text, size_t len);

#endif
