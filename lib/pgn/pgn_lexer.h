/* The PGN reader's first layer: a streaming lexer that turns bytes into tokens with their
 * line, column (in characters) and byte offset. It knows nothing of chess rules. Memory is
 * bounded: one read buffer and one token buffer, each with a fixed ceiling. */
#ifndef PK_PGN_LEXER_H
#define PK_PGN_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Input limits; reaching one is a PK_TOK_ERROR with code "limit", and reading goes on. */
#define PK_LIMIT_SYMBOL 255         /* a move, a tag name, a move number */
#define PK_LIMIT_TAG_VALUE 65536    /* bytes of one tag value kept */
#define PK_LIMIT_COMMENT (1 << 20)  /* bytes of one comment kept; the rest is skipped */

typedef enum {
    PK_TOK_EOF = 0,
    PK_TOK_TAG,          /* name/name_len; text/len: the value, unescaped, UTF-8 */
    PK_TOK_MOVE_NUMBER,  /* number; dots: how many dots followed it */
    PK_TOK_SYMBOL,       /* a move or any other word of movetext (text/len) */
    PK_TOK_NAG,          /* number: $n, or a suffix (!, ?, !!, ??, !?, ?!) or a symbol (+-, =) */
    PK_TOK_COMMENT,      /* text/len without the braces or the ';' */
    PK_TOK_OPEN,         /* ( */
    PK_TOK_CLOSE,        /* ) */
    PK_TOK_RESULT,       /* number: a pk_result; text/len as written */
    PK_TOK_ESCAPE,       /* a line starting with % (text without the %) */
    PK_TOK_ERROR,        /* code and message; the lexer has already skipped the bad bytes */
} pk_token_kind;

typedef enum { PK_RESULT_NONE = 0, PK_RESULT_WHITE, PK_RESULT_BLACK, PK_RESULT_DRAW, PK_RESULT_UNKNOWN } pk_result;

enum {
    PK_TOKF_LATIN1 = 1,     /* the bytes were not UTF-8: read as CP1252 (or GBK) and transcoded */
    PK_TOKF_TRUNCATED = 2,  /* the value was longer than its limit: only the start is kept */
    PK_TOKF_SEMICOLON = 4,  /* a ; comment */
    PK_TOKF_SUFFIX = 8,     /* a NAG written as a suffix (!, ?) or a symbol (+-) */
    PK_TOKF_NONSTANDARD = 16, /* accepted but not standard: ½-½, an en-dash result, a badly quoted tag */
    PK_TOKF_NONASCII = 32,  /* a symbol with bytes above 0x7F */
    PK_TOKF_NAME_TRUNCATED = 64, /* a tag name longer than PK_LIMIT_SYMBOL: only the start is kept */
    PK_TOKF_AFTER_BLANK_LINE = 128, /* a line with nothing but blanks stands between this token and the one before */
};

typedef struct {
    pk_token_kind kind;
    unsigned flags;
    const char *text;   /* valid until the next call; at least 16 bytes past its end are readable */
    size_t len;
    const char *name;   /* tags only */
    size_t name_len;
    long number;        /* move number, NAG, result */
    int dots;
    const char *code;    /* PK_TOK_ERROR: "bad-syntax", "limit", "encoding" */
    const char *message; /* PK_TOK_ERROR: static text */
    uint32_t line;       /* 1-based */
    uint32_t column;     /* 1-based, in characters */
    uint64_t offset;     /* byte offset in the input */
} pk_token;

typedef struct pk_pgn_lexer pk_pgn_lexer;

/* A result as text ("1-0", also "½-½", "1–0", ...); PK_RESULT_NONE when it is none.
 * *standard is set to false for the accepted non-standard spellings. */
pk_result pk_result_parse(const char *text, size_t len, bool *standard);
/* A result's marker: "1-0", "0-1", "1/2-1/2", "*", and "none" for PK_RESULT_NONE. */
const char *pk_result_name(pk_result result);

/* Reads from a file descriptor (not closed by the lexer). */
pk_pgn_lexer *pk_pgn_lexer_open_fd(int fd);
/* Reads through a function with read(2)'s contract: the count of bytes put in buf (at most n),
 * 0 at the end, -1 with errno set on an error. For bytes that do not come straight from a
 * descriptor: a decompressed stream (pgn_unpack.h), or a file whose first bytes were already
 * read to tell its format. */
typedef long (*pk_pgn_read_fn)(void *ctx, void *buf, size_t n);
pk_pgn_lexer *pk_pgn_lexer_open_reader(pk_pgn_read_fn read, void *ctx);
/* How the input's first CR stands, which decides how all its CRs read: a CRLF file keeps lone
 * CRs as blanks, a file of lone CRs (old Mac files) reads each as a line end. */
enum { PK_CR_UNSEEN = 0, PK_CR_IN_CRLF, PK_CR_ALONE };

/* A place in the input where a new lexer can start reading and give the very tokens the lexer
 * that got there gives from there on: the start of a line, before a token that fits on the line
 * and is no error, with no error about the token before it pending. What the lexer knows there
 * is all in it. Reading a file on several threads starts a lexer at such places. */
typedef struct {
    uint64_t offset;        /* of the token's first byte, where its line starts */
    uint32_t line;
    bool after_blank_line;  /* the token there has PK_TOKF_AFTER_BLANK_LINE */
    bool gbk;               /* pk_pgn_lexer_gbk there */
    uint8_t cr_style;       /* PK_CR_*: as the CRs before offset decided it */
} pk_pgn_resume;
/* Reads through read from at->offset on (read gives the bytes from there), as the lexer that
 * stood there would. */
pk_pgn_lexer *pk_pgn_lexer_open_at(pk_pgn_read_fn read, void *ctx, const pk_pgn_resume *at);
/* Starts a lexer opened by one of the two above over, keeping its buffers: as
 * pk_pgn_lexer_open_at(read, ctx, at) would open it, or pk_pgn_lexer_open_reader when at is
 * NULL. */
void pk_pgn_lexer_restart(pk_pgn_lexer *lx, pk_pgn_read_fn read, void *ctx, const pk_pgn_resume *at);
/* The input holds about n bytes (a regular file's size): when they fill the read buffer, its
 * memory is asked for at once before the first read rather than page by page. Optional. */
void pk_pgn_lexer_expect_bytes(pk_pgn_lexer *lx, uint64_t n);
/* Reads at least about n bytes at a time (PK_LEXER_READ_MIN to 128 KiB; 128 KiB unless told):
 * a piece of a file read on one of several threads wants little more than the piece. */
#define PK_LEXER_READ_MIN 8192
void pk_pgn_lexer_read_size(pk_pgn_lexer *lx, size_t n);
/* Is the start of tok, the token pk_pgn_next returned last, a place to start another lexer at?
 * Fills *at then. */
bool pk_pgn_lexer_resume_point(const pk_pgn_lexer *lx, const pk_token *tok, pk_pgn_resume *at);
bool pk_pgn_resume_equal(const pk_pgn_resume *a, const pk_pgn_resume *b);
/* Does a file starting with these bytes (its first 64 KiB, or all of it) read text that is not
 * UTF-8 as GBK from the start, as a lexer decides it ([Game "Chinese Chess"] near the start)? */
#define PK_SNIFF_BYTES 65536
bool pk_pgn_sniff_gbk(const unsigned char *bytes, size_t n);

/* Reads from memory (copied). */
pk_pgn_lexer *pk_pgn_lexer_open_memory(const char *data, size_t len);
void pk_pgn_lexer_free(pk_pgn_lexer *lx);
/* The next token; PK_TOK_EOF at the end (and then forever). */
void pk_pgn_next(pk_pgn_lexer *lx, pk_token *tok);
/* A plain movetext token: a move number with its dots ("12.", "12..."), a short ASCII word that
 * starts with a letter (e4, Nf3, O-O), or a termination marker written as PGN writes it (1-0,
 * 0-1, 1/2-1/2): exactly what pk_pgn_next would return as PK_TOK_MOVE_NUMBER, as PK_TOK_SYMBOL
 * or as PK_TOK_RESULT, without flags (but PK_TOKF_AFTER_BLANK_LINE, which a plain token does not
 * tell: a taker that needs it refuses the token and reads it again with pk_pgn_next). */
typedef enum { PK_PLAIN_MOVE_NUMBER, PK_PLAIN_WORD, PK_PLAIN_RESULT } pk_plain_kind;
typedef struct {
    const char *text;   /* valid while it is being taken; 16 bytes readable past its end */
    uint32_t len;
    uint32_t line, column;
    uint64_t offset;    /* byte offset in the input */
    pk_plain_kind kind;
    int32_t number;     /* a move number: its value; a result: its pk_result; a word: the move
                           number glued before it (see glued), else -1 */
    uint32_t dots;      /* a move number's, and a word's glued number's */
    uint32_t glued;     /* a word: the bytes of the move number and its dots glued before it
                           ("12." of "12.Nf3": they end where text starts), 0 when none */
} pk_plain_token;

/* A plain tag: [Name "value"] on one line, blanks only between its parts, with a standard name
 * (a letter, then letters, digits and '_') and a value of printable ASCII without '"' or '\\':
 * exactly what pk_pgn_next would return as PK_TOK_TAG without flags (but
 * PK_TOKF_AFTER_BLANK_LINE, which after_blank_line tells), read in place. */
typedef struct {
    const char *name, *value; /* valid while it is being taken; 16 bytes readable past each end */
    uint32_t name_len, value_len;
    uint32_t line, column;    /* of the '[' */
    uint64_t offset;          /* byte offset of the '[' in the input */
    bool after_blank_line;    /* PK_TOKF_AFTER_BLANK_LINE */
} pk_plain_tag;

/* Takes the run of plain tokens that comes next (most movetext is such a run, and most tag
 * sections are runs of plain tags): each one is handed to take (a move number, a word or a
 * result) or to take_tag (a tag; NULL: a tag is not plain), in order, until a taker returns false
 * (that token is then left unread), or a token that is not plain comes, or the buffered bytes
 * near their end. A result taken ends the run (it ends a game). A move number and a move written
 * as one word ("12.Nf3") are handed to take at once first, as the move with its number glued
 * (pk_plain_token.glued): the taker takes both (counted as two) or neither, and then they are
 * handed to it again one by one.
 * Returns how many were taken; pk_pgn_next goes on from where it stopped. Callbacks rather than
 * an array of tokens: with link-time optimisation, this function and the reader's callbacks are
 * inlined into the reader, and the tokens go from the scan to the game's nodes in registers. */
typedef bool (*pk_plain_take)(void *ctx, const pk_plain_token *t);
typedef bool (*pk_plain_take_tag)(void *ctx, const pk_plain_tag *t);
size_t pk_pgn_take_plain(pk_pgn_lexer *lx, pk_plain_take take, pk_plain_take_tag take_tag, void *ctx);

/* Is the next token a tag: a '[' after blanks (' ', '\t', '\r') and line ends only, in the bytes
 * read so far? The blanks and line ends are passed over either way, as pk_pgn_next would;
 * false when it cannot tell at once (pk_pgn_next then reads on). */
bool pk_pgn_tag_next(pk_pgn_lexer *lx);

/* From now on, text that is not UTF-8 is read as GBK first (Xiangqi files), else CP1252. */
void pk_pgn_lexer_prefer_gbk(pk_pgn_lexer *lx);
bool pk_pgn_lexer_gbk(const pk_pgn_lexer *lx);
/* A read error (errno) seen on the descriptor or from the read function, else 0. */
int pk_pgn_lexer_io_error(const pk_pgn_lexer *lx);
/* Bytes consumed so far. */
uint64_t pk_pgn_lexer_offset(const pk_pgn_lexer *lx);
/* The input's first bytes, read now if need be, for telling its format (a compressed file)
 * before any token is taken: *bytes points at them, and their count is returned (0 when the
 * input is empty, or when tokens were already taken). */
size_t pk_pgn_lexer_head(pk_pgn_lexer *lx, const unsigned char **bytes);

#endif
