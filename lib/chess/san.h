/* Standard algebraic notation in any language of lang.h, in two steps (as shakmaty does):
 * text -> pk_san (syntax only, no position) -> resolved against a position -> pk_move.
 * Writing goes back: move + position -> text. Long algebraic and UCI coordinates are read
 * here too, as SAN with a full origin square. */
#ifndef PK_SAN_H
#define PK_SAN_H

#include <stddef.h>
#include <stdint.h>

#include "lang.h"
#include "movegen.h"

/* Forms accepted on import that are not canonical SAN (pk_san.lenient bits). */
enum {
    PK_SAN_ZERO_CASTLE = 1 << 0,  /* 0-0, o-o */
    PK_SAN_NO_EQUALS = 1 << 1,    /* e8Q, e8(Q), e8/Q */
    PK_SAN_EP_SUFFIX = 1 << 2,    /* exd6 e.p. */
    PK_SAN_HYPHEN = 1 << 3,       /* e2-e4, Ng1-f3 */
    PK_SAN_PAWN_LETTER = 1 << 4,  /* Pe4 */
    PK_SAN_COLON = 1 << 5,        /* e4:d5 */
    PK_SAN_DOUBLE_PLUS = 1 << 6,  /* ++ for mate */
    PK_SAN_LOWER_PROMO = 1 << 7,  /* e8=q, e7e8q */
    PK_SAN_KING_CASTLE = 1 << 8,  /* Kg1 for O-O */
    /* set by pk_san_resolve: */
    PK_SAN_WRONG_CAPTURE = 1 << 9, /* x missing on a capture, or written on a quiet move */
    PK_SAN_OVERSPECIFIED = 1 << 10, /* origin given where not needed (Ngf3, e2e4) */
};

typedef struct {
    int8_t type;       /* PK_PAWN..PK_KING (castles: PK_KING) */
    int8_t from_file;  /* 0-7, or -1 when not written */
    int8_t from_rank;
    int8_t to;         /* square; PK_NO_SQUARE for castles and the null move */
    int8_t promo;      /* piece type, or PK_NO_TYPE */
    int8_t castle;     /* 0, 1 king side, 2 queen side */
    uint8_t capture;   /* capture sign written */
    uint8_t check;     /* 0, '+' or '#' written */
    uint8_t is_null;   /* "--" or "Z0" */
    uint16_t lenient;
} pk_san;

typedef enum {
    PK_SAN_OK = 0,
    PK_SAN_BAD_SYNTAX = -1,
    PK_SAN_ILLEGAL = -2,
    PK_SAN_AMBIGUOUS = -3,
} pk_san_status;

/* Syntax only. Returns PK_SAN_OK or PK_SAN_BAD_SYNTAX. Figurine SAN is read too: the piece
 * glyphs ♔♕♖♗♘♙ and ♚♛♜♝♞♟ (UTF-8) stand for lang's letters, so they mix with them. */
pk_san_status pk_san_parse(const char *text, size_t len, const pk_lang *lang, pk_san *out);

/* Figurine SAN from English SAN or LAN: each piece letter K, Q, R, B, N becomes its white
 * glyph (♔♕♖♗♘); castling's O stays. out holds 3 * len + 1 bytes; returns the length. */
size_t pk_san_to_figurines(const char *text, size_t len, char *out);

/* Against a position. `matches` (optional) receives the legal moves that fit the text: one when
 * PK_SAN_OK, several when ambiguous; when illegal, the legal moves of the named piece type
 * to that square ignoring the other qualifiers (may be empty). Sets lenient resolve bits. */
pk_san_status pk_san_resolve(const pk_position *pos, pk_san *san, pk_move *out, pk_movelist *matches);

/* The moves most games are made of (e4, Nf3, exd5, Nxe5, Kf1, Nbd2, R1e2, with + or #), read
 * and resolved at once when the answer is plain (one legal reading, no promotion, no pinned man
 * in question, out of check or out of a single one by taking or blocking; for a word without a
 * qualifier, no other man of the type reaching the square): san and *out are then exactly what
 * pk_san_parse and pk_san_resolve give. False: use those. */
bool pk_san_read_quick(const pk_position *pos, const char *text, size_t len, const pk_lang *lang, pk_san *san,
                       pk_move *out);

/* What pk_san_read_quick reads, packed in one value: the move, the type of the man that moves,
 * the sign written and the rest of what the word said (PK_SANQ_*); the whole pk_san follows from
 * it (pk_san_from_quick). One value, which a replay's loop keeps in a register, where a pk_san (or
 * a struct of the same few fields) was built in memory for every move and read back. 0: none (no
 * move read at once is a1a1). */
typedef uint32_t pk_san_quick;
#define PK_SANQ_MOVE(q) ((pk_move)((q) & 0xFFFF))
#define PK_SANQ_TYPE(q) ((int)((q) >> 16) & 7)     /* the man that moves (castling: the king) */
#define PK_SANQ_PLUS (1u << 19)                    /* '+' written */
#define PK_SANQ_MATE (1u << 20)                    /* '#' written */
#define PK_SANQ_SIGNS (PK_SANQ_PLUS | PK_SANQ_MATE)
#define PK_SANQ_WRONG_CAPTURE (1u << 21)           /* pk_san.lenient's PK_SAN_WRONG_CAPTURE */
#define PK_SANQ_OVERSPECIFIED (1u << 22)           /* pk_san.lenient's PK_SAN_OVERSPECIFIED */
#define PK_SANQ_LENIENT (PK_SANQ_WRONG_CAPTURE | PK_SANQ_OVERSPECIFIED)
#define PK_SANQ_CAPTURE (1u << 23)                 /* x written */
#define PK_SANQ_FILE (1u << 24)                    /* the origin's file written (also a pawn's capture: exd5) */
#define PK_SANQ_RANK (1u << 25)                    /* the origin's rank written */
#define PK_SANQ_QUEEN_SIDE (1u << 26)              /* O-O-O */
/* pk_san_read_quick, packed; 0 when the word is not read at once. */
pk_san_quick pk_san_read_quick_move(const pk_position *pos, const char *text, size_t len, const pk_lang *lang);
/* The pk_san that pk_san_parse and pk_san_resolve give for a word that pk_san_read_quick_move read
 * as q. */
void pk_san_from_quick(pk_san_quick q, pk_san *san);

/* Canonical SAN of a legal move, with + or # (none in the kingless game). Returns length.
 * out must hold 16 bytes. */
size_t pk_san_format(const pk_position *pos, pk_move m, const pk_lang *lang, char *out);
/* The same without the check suffix. */
size_t pk_san_format_plain(const pk_position *pos, pk_move m, const pk_lang *lang, char *out);
/* "+", "#" or "" for the move (plays it on a copy). */
const char *pk_move_check_suffix(const pk_position *pos, pk_move m);

/* Long algebraic: Ng1-f3, e4xd5, e7-e8=Q+ (castling as in SAN). out: 16 bytes. */
size_t pk_lan_format(const pk_position *pos, pk_move m, const pk_lang *lang, char *out);

/* UCI: e2e4, e7e8q, e1g1 for castling, 0000 for the null move. out: 6 bytes. */
size_t pk_uci_format(pk_move m, char *out);

/* What SAN and LAN say of a move beyond its squares, in a byte: the type of the man moved, a
 * capture, the qualifiers a rival of the same type makes necessary, and the check sign. The
 * replay can record them as it plays (pk_node.san), so that a checked game is written without
 * playing it again. Nothing but the sign bits is set for castling and the null move. */
typedef uint8_t pk_san_facts;
#define PK_SANF_TYPE 0x07    /* PK_PAWN .. PK_KING */
#define PK_SANF_CAPTURE 0x08
#define PK_SANF_FILE 0x10    /* the origin's file is written */
#define PK_SANF_RANK 0x20    /* the origin's rank is written */
#define PK_SANF_CHECK 0x40   /* + */
#define PK_SANF_MATE 0x80    /* # */

/* The facts known before a legal move m is played: the man, the capture, the qualifiers. */
pk_san_facts pk_san_facts_before(const pk_position *before, pk_move m);
/* The same for a move no other man of its type could make, which needs no qualifier: one
 * that pk_san_read_quick read from a word with no qualifier (a pawn's file aside). */
pk_san_facts pk_san_facts_unrivalled(const pk_position *before, pk_move m);
/* The sign facts of the position a move led to (none in the kingless game); mate: the side to
 * move there has no legal move. */
pk_san_facts pk_san_facts_after(const pk_position *after, bool mate);
/* All of them, for a move whose resulting position `after` (`before` with m played) is at
 * hand, as when a checked game is walked: the legal moves are looked for only when it checks. */
pk_san_facts pk_san_facts_played(const pk_position *before, pk_move m, const pk_position *after);
/* SAN and LAN from a move and its facts, as pk_san_format and pk_lan_format write them. */
size_t pk_san_write(pk_move m, pk_san_facts f, const pk_lang *lang, char *out);
size_t pk_lan_write(pk_move m, pk_san_facts f, const pk_lang *lang, char *out);

#endif
