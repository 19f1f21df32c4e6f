/* Descriptive notation, English and Italian (pgnkit-notations(7)), in the two steps of san.c:
 * text -> desc_value (syntax only) -> the legal moves that fit it. Every square in the value is a
 * set (files x ranks, ranks counted from the mover's side), because descriptive names are sets:
 * B4 is c4 or f4, a piece's side is four files. Writing tries spellings from the shortest and keeps
 * the first that reads back as the move alone, so reading and writing cannot disagree. */
#include "descriptive.h"

#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "explain.h"
#include "lang.h"

#define ANY 0xFF
#define QUEEN_WING 0x0F /* files a-d */
#define KING_WING 0xF0  /* files e-h */
#define MAX_TEXT 40     /* longer words are not descriptive moves */
#define BIT8(i) ((uint8_t)(1u << (i)))

typedef struct {
    const pk_lang *letters; /* piece letters; the queen and king letters double as side letters */
    bool kt;                /* English: Kt is a knight */
    bool piece_first;       /* Italian: TD (piece, then side) read as well as DT */
    const char *name;
} desc_lang;

typedef struct {
    int8_t type;          /* moving piece (PK_KING for castles) */
    int8_t castle;        /* 0; 1 king side; 2 queen side; 3 either (a bare "Castles") */
    bool capture;
    int8_t captured;      /* type of the captured piece */
    uint8_t from_files;   /* where the moving piece may stand */
    uint8_t from_ranks;
    uint8_t cap_files;    /* where the captured piece may stand */
    uint8_t to_files;     /* destination, or (captures) the square after '/' */
    uint8_t to_ranks;
    int8_t promo;
    bool ep;
    char check;           /* 0, '+' or '#' */
} desc_value;

/* The word without spaces, dots and suffixes, in upper case. */
typedef struct {
    char up[MAX_TEXT + 1];
    size_t len;
    bool mixed_case; /* lower case beyond Kt and sq: not safe to read without a hyphen */
    char check;
    bool ep;
} desc_text;

static desc_lang lang_table(pk_desc_lang lang)
{
    desc_lang L;
    bool it = lang == PK_DESC_IT;
    L.letters = it ? pk_lang_find("it") : pk_lang_english();
    L.kt = !it;
    L.piece_first = it;
    L.name = it ? "Italian" : "English";
    return L;
}

static char side_letter(const desc_lang *L, int file) { return L->letters->letters[file < 4 ? PK_QUEEN : PK_KING]; }

/* ---- reading: text -> desc_value ---- */

static bool is_side(int t) { return t == PK_QUEEN || t == PK_KING; }
static bool is_file_piece(int t) { return t == PK_KNIGHT || t == PK_BISHOP || t == PK_ROOK; }
static uint8_t wing(int side) { return side == PK_QUEEN ? QUEEN_WING : KING_WING; }

/* The file a rook, knight or bishop starts on, on the queen's or king's side. */
static int home_file(int piece, int side)
{
    int q = piece == PK_ROOK ? 0 : piece == PK_KNIGHT ? 1 : 2;
    return side == PK_QUEEN ? q : 7 - q;
}

/* The piece a file is named after (-1: the queen's and king's own files). */
static int file_piece(int file)
{
    static const int8_t pieces[8] = {PK_ROOK, PK_KNIGHT, PK_BISHOP, -1, -1, PK_BISHOP, PK_KNIGHT, PK_ROOK};
    return pieces[file];
}

static void value_init(desc_value *v)
{
    memset(v, 0, sizeof *v);
    v->type = PK_NO_TYPE;
    v->captured = PK_NO_TYPE;
    v->promo = PK_NO_TYPE;
    v->from_files = v->from_ranks = v->cap_files = v->to_files = v->to_ranks = ANY;
}

/* Drops suffix (k bytes) from the end of the word when at least keep characters stay before it. */
static bool drop_suffix_of(desc_text *t, const char *suffix, size_t k, size_t keep)
{
    if (t->len < k + keep || memcmp(t->up + t->len - k, suffix, k) != 0)
        return false;
    t->len -= k;
    return true;
}
/* (a literal's length known when compiled: a strlen per suffix and word took 5% of converting to
 * descriptive notation, which reads back every spelling it tries) */
#define drop_suffix(t, literal, keep) drop_suffix_of(t, literal, sizeof literal - 1, keep)

/* Peels annotation marks, check and mate signs (+ ch dis ch dbl ch, # ++ mate) and e.p. off the
 * end, leaving at least keep characters (1 for a move, 0 for a word of signs alone). */
static void drop_suffixes(desc_text *t, size_t keep)
{
    for (;;) {
        if (t->len > keep && (t->up[t->len - 1] == '!' || t->up[t->len - 1] == '?'))
            t->len--;
        else if (drop_suffix(t, "++", keep) || drop_suffix(t, "#", keep) || drop_suffix(t, "MATE", keep))
            t->check = '#';
        else if (drop_suffix(t, "+", keep) || drop_suffix(t, "DISCH", keep) || drop_suffix(t, "DBLCH", keep) ||
                 drop_suffix(t, "CH", keep))
            t->check = t->check == '#' ? '#' : '+';
        else if (drop_suffix(t, "EP", keep))
            t->ep = true;
        else
            break;
    }
    t->up[t->len] = 0;
}

static bool lower_case_allowed(const char *orig, const char *up, size_t i, size_t n)
{
    return (orig[i] == 't' && i > 0 && up[i - 1] == 'K') || (orig[i] == 'q' && i > 0 && up[i - 1] == 'S') ||
           (orig[i] == 's' && i + 1 < n && up[i + 1] == 'Q');
}

/* The word in upper case without blanks and dots, dashes as '-'; false when it has other bytes
 * beyond ASCII or is too long. orig (MAX_TEXT + 1 bytes) gets the same characters in their case. */
static bool squeeze(const char *text, size_t len, desc_text *t, char *orig)
{
    size_t n = 0;
    memset(t, 0, sizeof *t);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '.')
            continue; /* Capablanca's "P - K 4", "K.Sq.", "e.p." */
        if (c == 0xE2 && i + 2 < len && (unsigned char)text[i + 1] == 0x80 &&
            ((unsigned char)text[i + 2] == 0x93 || (unsigned char)text[i + 2] == 0x94)) {
            c = '-'; /* en and em dashes */
            i += 2;
        } else if (c < 0x20 || c >= 0x7F) {
            return false;
        }
        if (n == MAX_TEXT)
            return false;
        orig[n] = (char)c;
        t->up[n++] = (char)toupper(c);
    }
    t->len = n;
    return true;
}

static bool normalize(const char *text, size_t len, desc_text *t)
{
    char orig[MAX_TEXT + 1];
    if (!squeeze(text, len, t, orig))
        return false;
    drop_suffixes(t, 1);
    for (size_t i = 0; i < t->len; i++)
        if (islower((unsigned char)orig[i]) && !lower_case_allowed(orig, t->up, i, t->len))
            t->mixed_case = true;
    return t->len > 0;
}

bool pk_descriptive_sign_word(const char *text, size_t len)
{
    desc_text t;
    char orig[MAX_TEXT + 1];
    if (!squeeze(text, len, &t, orig) || t.len == 0)
        return false;
    drop_suffixes(&t, 0);
    return t.len == 0 && (t.check || t.ep);
}

/* The end of a descriptive sign at the end of text[0..len), case as written, dots and blanks
 * before it included: "ch", "mate", "+", "#", "dis", "dbl"; 0 when there is none. */
static size_t trailing_sign(const char *text, size_t len)
{
    static const char *const signs[] = {"mate", "ch", "dis", "dbl", "+", "#"};
    size_t end = len;
    while (end && (text[end - 1] == '.' || text[end - 1] == ' ' || text[end - 1] == '\t'))
        end--;
    for (size_t i = 0; i < sizeof signs / sizeof signs[0]; i++) {
        size_t k = strlen(signs[i]);
        if (end >= k && strncasecmp(text + end - k, signs[i], k) == 0)
            return len - (end - k);
    }
    return 0;
}

size_t pk_descriptive_unsigned_length(const char *text, size_t len)
{
    size_t cut;
    while (len && (cut = trailing_sign(text, len)) != 0)
        len -= cut;
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t'))
        len--;
    return len;
}

static size_t letter_run(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && s[i] >= 'A' && s[i] <= 'Z')
        i++;
    return i;
}

/* Letters as piece types of the language (English Kt is one knight); at most three. */
static bool read_symbols(const char *s, size_t n, const desc_lang *L, int8_t *syms, int *count)
{
    *count = 0;
    for (size_t i = 0; i < n; i++) {
        int t;
        if (L->kt && s[i] == 'K' && i + 1 < n && s[i + 1] == 'T') {
            t = PK_KNIGHT;
            i++;
        } else {
            t = pk_lang_piece(L->letters, s[i]);
        }
        if (t < 0 || *count == 3)
            return false;
        syms[(*count)++] = (int8_t)t;
    }
    return *count > 0;
}

/* A file name: a side alone (Q, K; Italian D, R), a piece alone (B: c or f), or both
 * (QB; Italian DA, also AD). 0 when the letters are not a file name. */
static uint8_t file_set(const int8_t *syms, int count, const desc_lang *L)
{
    if (count == 1) {
        if (is_side(syms[0]))
            return BIT8(syms[0] == PK_QUEEN ? 3 : 4);
        if (is_file_piece(syms[0]))
            return BIT8(home_file(syms[0], PK_QUEEN)) | BIT8(home_file(syms[0], PK_KING));
        return 0;
    }
    if (count == 2 && is_side(syms[0]) && is_file_piece(syms[1]))
        return BIT8(home_file(syms[1], syms[0]));
    if (count == 2 && L->piece_first && is_file_piece(syms[0]) && is_side(syms[1]))
        return BIT8(home_file(syms[0], syms[1]));
    return 0;
}

/* A piece with its qualifier: P, KBP (a pawn's file), QR or Italian RC / CR (a piece's side). */
static bool named_piece(const int8_t *syms, int count, const desc_lang *L, int8_t *type, uint8_t *files)
{
    int last = syms[count - 1];
    if (count == 1) {
        *type = (int8_t)last;
        *files = ANY;
        return true;
    }
    if (last == PK_PAWN) {
        *type = PK_PAWN;
        *files = file_set(syms, count - 1, L);
        return *files != 0;
    }
    if (count != 2)
        return false;
    bool side_first = is_side(syms[0]);
    bool piece_first = L->piece_first && is_side(syms[1]) && syms[0] != PK_PAWN;
    if (side_first && piece_first && syms[1] == PK_KING)
        side_first = false; /* Italian DR: the queen on the king's side, not a qualified king */
    if (!side_first && !piece_first)
        return false;
    *type = side_first ? syms[1] : syms[0];
    *files = wing(side_first ? syms[0] : syms[1]);
    return true;
}

/* A square or, when partial, only its file or its rank; rank 1 may be SQ. */
static bool parse_square(const char *s, size_t n, const desc_lang *L, bool partial, uint8_t *files,
                         uint8_t *ranks)
{
    size_t run = letter_run(s, n), letters = run;
    *files = *ranks = ANY;
    if (run >= 2 && s[run - 2] == 'S' && s[run - 1] == 'Q' && run == n) {
        letters = run - 2;
        *ranks = 1;
    } else if (run + 1 == n && s[run] >= '1' && s[run] <= '8') {
        *ranks = BIT8(s[run] - '1');
    } else if (run != n) {
        return false;
    }
    if (letters > 0) {
        int8_t syms[3];
        int count;
        if (!read_symbols(s, letters, L, syms, &count) || !(*files = file_set(syms, count, L)))
            return false;
    }
    return partial ? (letters > 0 || *ranks != ANY) : (letters > 0 && *ranks != ANY);
}

static bool parse_promotion_piece(const char *s, size_t n, const desc_lang *L, int8_t *promo)
{
    int8_t syms[3];
    int count;
    if (!read_symbols(s, n, L, syms, &count) || count != 1 || syms[0] < PK_KNIGHT || syms[0] > PK_QUEEN)
        return false;
    *promo = syms[0];
    return true;
}

/* After the destination: nothing, (Q), =Q, /Q or Q. */
static bool parse_promotion(const char *s, size_t n, const desc_lang *L, int8_t *promo)
{
    if (n == 0)
        return true;
    if (s[0] == '(' && s[n - 1] == ')')
        return parse_promotion_piece(s + 1, n - 2, L, promo);
    if (s[0] == '=' || s[0] == '/')
        return parse_promotion_piece(s + 1, n - 1, L, promo);
    return parse_promotion_piece(s, n, L, promo);
}

static bool parse_destination(const char *s, size_t n, const desc_lang *L, desc_value *v)
{
    size_t run = letter_run(s, n), end;
    if (run >= 2 && s[run - 2] == 'S' && s[run - 1] == 'Q')
        end = run;
    else if (run < n && s[run] >= '1' && s[run] <= '8')
        end = run + 1;
    else
        return false;
    return parse_square(s, end, L, false, &v->to_files, &v->to_ranks) &&
           parse_promotion(s + end, n - end, L, &v->promo);
}

/* The moving piece: qualifier, piece, and an origin in parentheses: R(QR3), N(3), P(KB). */
static bool parse_mover(const char *s, size_t n, const desc_lang *L, desc_value *v)
{
    size_t run = letter_run(s, n);
    int8_t syms[3];
    int count;
    if (run == 0 || !read_symbols(s, run, L, syms, &count) || !named_piece(syms, count, L, &v->type, &v->from_files))
        return false;
    if (run == n)
        return true;
    uint8_t files, ranks;
    if (s[run] != '(' || s[n - 1] != ')' || !parse_square(s + run + 1, n - run - 2, L, true, &files, &ranks))
        return false;
    v->from_files &= files;
    v->from_ranks = ranks;
    return true;
}

/* One piece of what may follow a captured piece: the contents of (..) or of /.. or =.. */
static bool next_extra(const char *s, size_t n, size_t *i, char *open, size_t *start, size_t *len)
{
    *open = s[*i];
    *start = *i + 1;
    size_t end = *start;
    if (*open == '(') {
        while (end < n && s[end] != ')')
            end++;
        if (end == n)
            return false;
        *i = end + 1;
    } else if (*open == '/' || *open == '=') {
        while (end < n && s[end] != '/' && s[end] != '(' && s[end] != '=')
            end++;
        *i = end;
    } else {
        return false;
    }
    *len = end - *start;
    return true;
}

/* The captured piece with its qualifier, then the capture square (/QB6 or (QB6)) and the
 * promotion piece ((Q), =Q, /Q) in any order. */
static bool parse_captured(const char *s, size_t n, const desc_lang *L, desc_value *v)
{
    size_t run = letter_run(s, n);
    int8_t syms[3];
    int count;
    if (run == 0 || !read_symbols(s, run, L, syms, &count) || !named_piece(syms, count, L, &v->captured, &v->cap_files))
        return false;
    bool have_square = false;
    for (size_t i = run; i < n;) {
        char open;
        size_t start, len;
        if (!next_extra(s, n, &i, &open, &start, &len))
            return false;
        uint8_t files, ranks;
        if (open != '=' && !have_square && parse_square(s + start, len, L, false, &files, &ranks)) {
            v->to_files = files;
            v->to_ranks = ranks;
            have_square = true;
        }
        else if (v->promo != PK_NO_TYPE || !parse_promotion_piece(s + start, len, L, &v->promo))
            return false;
    }
    return true;
}

static bool parse_castle(const char *s, desc_value *v)
{
    static const struct {
        const char *text;
        int8_t castle;
    } forms[] = {
        {"O-O", 1},      {"0-0", 1},       {"O-O-O", 2},       {"0-0-0", 2},        {"CASTLES", 3},
        {"CASTLESK", 1}, {"CASTLESKR", 1}, {"CASTLES(K)", 1},  {"CASTLES(KR)", 1},  {"CASTLESQ", 2},
        {"CASTLESQR", 2}, {"CASTLES(Q)", 2}, {"CASTLES(QR)", 2},
    };
    if (s[0] != 'O' && s[0] != '0' && s[0] != 'C') /* the first letter of every form: most words stop here */
        return false;
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
        if (strcmp(s, forms[i].text) == 0) {
            v->castle = forms[i].castle;
            v->type = PK_KING;
            return true;
        }
    return false;
}

/* NKB3: piece and destination run together; read only when exactly one split fits. */
static bool parse_hyphenless(const char *s, size_t n, const desc_lang *L, desc_value *v)
{
    size_t run = letter_run(s, n);
    int found = 0;
    desc_value best = *v;
    for (size_t k = 1; k < run && k <= 4; k++) {
        desc_value t = *v;
        if (parse_mover(s, k, L, &t) && parse_destination(s + k, n - k, L, &t)) {
            found++;
            best = t;
        }
    }
    *v = best;
    return found == 1;
}

static bool parse_body(const char *s, size_t n, const desc_lang *L, bool hyphenless, desc_value *v)
{
    if (parse_castle(s, v))
        return true;
    size_t sep = n;
    int seps = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '-' || s[i] == 'X' || s[i] == ':') {
            seps++;
            sep = i;
        }
    if (seps == 0)
        return hyphenless && parse_hyphenless(s, n, L, v);
    if (seps > 1 || !parse_mover(s, sep, L, v))
        return false;
    if (s[sep] == '-')
        return parse_destination(s + sep + 1, n - sep - 1, L, v);
    v->capture = true;
    return parse_captured(s + sep + 1, n - sep - 1, L, v);
}

/* Syntax only: the whole word, or false. */
static bool parse_text(const char *text, size_t len, const desc_lang *L, bool hyphenless, desc_value *v)
{
    desc_text t;
    value_init(v);
    if (!normalize(text, len, &t))
        return false;
    v->check = t.check;
    v->ep = t.ep;
    return parse_body(t.up, t.len, L, hyphenless && !t.mixed_case, v);
}

/* ---- resolving: desc_value -> legal moves ---- */

static bool square_in(const pk_position *pos, uint8_t files, uint8_t ranks, int sq)
{
    int rank = pos->side == PK_WHITE ? PK_RANK(sq) : 7 - PK_RANK(sq);
    return ((files >> PK_FILE(sq)) & 1) && ((ranks >> rank) & 1);
}

static int captured_square(const pk_position *pos, pk_move m)
{
    if (PK_MOVE_KIND(m) != PK_MK_EP)
        return PK_MOVE_TO(m);
    return PK_MOVE_TO(m) + (pos->side == PK_WHITE ? -8 : 8);
}

static bool fits_promotion(const pk_position *pos, const desc_value *v, pk_move m)
{
    if (!PK_MOVE_IS_PROMO(m))
        return v->promo == PK_NO_TYPE;
    if (v->promo == PK_NO_TYPE) /* every piece fits: an ambiguity, except where only the queen exists */
        return pos->rules != PK_RULES_KINGLESS || PK_MOVE_PROMO_TYPE(m) == PK_QUEEN;
    return PK_MOVE_PROMO_TYPE(m) == v->promo;
}

static bool fits_capture(const pk_position *pos, const desc_value *v, pk_move m)
{
    if (!pk_move_is_capture(pos, m))
        return false;
    int target = captured_square(pos, m);
    if (pk_piece_on(pos, target) != v->captured || !((v->cap_files >> PK_FILE(target)) & 1))
        return false;
    return square_in(pos, v->to_files, v->to_ranks, PK_MOVE_TO(m)) || square_in(pos, v->to_files, v->to_ranks, target);
}

static bool move_fits(const pk_position *pos, const desc_value *v, pk_move m)
{
    if (PK_MOVE_KIND(m) == PK_MK_CASTLE) {
        bool king_side = PK_MOVE_TO(m) > PK_MOVE_FROM(m);
        return v->castle == 3 || (v->castle == 1 && king_side) || (v->castle == 2 && !king_side);
    }
    if (v->castle || pk_moving_type(pos, m) != v->type || !fits_promotion(pos, v, m) ||
        !square_in(pos, v->from_files, v->from_ranks, PK_MOVE_FROM(m)))
        return false;
    if (v->capture)
        return fits_capture(pos, v, m);
    return !pk_move_is_capture(pos, m) && square_in(pos, v->to_files, v->to_ranks, PK_MOVE_TO(m));
}

static bool gives_mate(const pk_position *pos, pk_move m) { return pk_move_check_suffix(pos, m)[0] == '#'; }
static bool gives_check(const pk_position *pos, pk_move m) { return pk_move_check_suffix(pos, m)[0] != 0; }
static bool is_ep(const pk_position *pos, pk_move m)
{
    (void)pos;
    return PK_MOVE_KIND(m) == PK_MK_EP;
}

/* Keeps the moves with the property; when none has it, keeps them all. */
static bool keep_only(const pk_position *pos, pk_movelist *list, bool (*has)(const pk_position *, pk_move))
{
    int kept = 0;
    for (int i = 0; i < list->count; i++)
        kept += has(pos, list->moves[i]);
    if (kept == 0)
        return false;
    int n = 0;
    for (int i = 0; i < list->count; i++)
        if (has(pos, list->moves[i]))
            list->moves[n++] = list->moves[i];
    list->count = n;
    return true;
}

/* Descriptive writers left moves ambiguous when the check sign settled them (Evergreen 21.QxP+):
 * a written sign keeps the moves that check (mate), an e.p. mark the en passant capture. */
static void break_ties(const pk_position *pos, const desc_value *v, pk_movelist *found)
{
    if (found->count > 1 && v->check == '#' && !keep_only(pos, found, gives_mate))
        keep_only(pos, found, gives_check);
    if (found->count > 1 && v->check == '+')
        keep_only(pos, found, gives_check);
    if (found->count > 1 && v->ep)
        keep_only(pos, found, is_ep);
}

static void collect(const pk_position *pos, const desc_value *v, const pk_movelist *pool, pk_movelist *found)
{
    found->count = 0;
    for (int i = 0; i < pool->count; i++)
        if (move_fits(pos, v, pool->moves[i]))
            found->moves[found->count++] = pool->moves[i];
}

static pk_san_status match(const pk_position *pos, const desc_value *v, const pk_movelist *pool, pk_movelist *found)
{
    collect(pos, v, pool, found);
    break_ties(pos, v, found);
    return found->count == 0 ? PK_SAN_ILLEGAL : found->count > 1 ? PK_SAN_AMBIGUOUS : PK_SAN_OK;
}

static void legal_pool(const pk_position *pos, int type, pk_movelist *pool)
{
    if (type == PK_NO_TYPE)
        pool->count = 0;
    else
        pk_generate_legal_to(pos, type, PK_NO_SQUARE, pool);
}

/* Text -> status, the move when OK, the fitting moves when ambiguous. No slips. */
static pk_san_status read_literal(const pk_position *pos, const char *text, size_t len, const desc_lang *L,
                                  desc_value *v, pk_move *out, pk_movelist *found)
{
    found->count = 0;
    if (!parse_text(text, len, L, true, v))
        return PK_SAN_BAD_SYNTAX;
    pk_movelist pool;
    legal_pool(pos, v->type, &pool);
    pk_san_status status = match(pos, v, &pool, found);
    if (status == PK_SAN_OK)
        *out = found->moves[0];
    return status;
}

/* For an illegal move: the moves of that piece to those squares, or taking that piece, whatever
 * the qualifiers say. */
static void loose_candidates(const pk_position *pos, const desc_value *v, pk_movelist *found)
{
    desc_value loose = *v;
    loose.from_files = loose.from_ranks = loose.cap_files = ANY;
    loose.promo = PK_NO_TYPE;
    if (loose.capture)
        loose.to_files = loose.to_ranks = ANY;
    pk_movelist pool;
    legal_pool(pos, v->type, &pool);
    collect(pos, &loose, &pool, found);
}

/* ---- slips: Italian text with English letters, R for the rook, side prefixes ---- */

typedef struct {
    const pk_position *pos;
    const desc_lang *L;
    pk_movelist readings;  /* distinct legal moves the variants read as */
    char first[MAX_TEXT + 2]; /* the variant that gave readings[0] */
    pk_desc_slip first_slip;
} slip_search;

static bool list_has(const pk_movelist *list, pk_move m)
{
    for (int i = 0; i < list->count; i++)
        if (list->moves[i] == m)
            return true;
    return false;
}

static void try_variant(slip_search *s, const char *text, size_t n, pk_desc_slip slip)
{
    desc_value v;
    pk_move m;
    pk_movelist found;
    pk_san_status status = read_literal(s->pos, text, n, s->L, &v, &m, &found);
    if (status != PK_SAN_OK && status != PK_SAN_AMBIGUOUS)
        return;
    for (int i = 0; i < found.count; i++) {
        if (list_has(&s->readings, found.moves[i]))
            continue;
        if (s->readings.count == 0 && n < sizeof s->first) {
            memcpy(s->first, text, n);
            s->first[n] = 0;
            s->first_slip = slip;
        }
        s->readings.moves[s->readings.count++] = found.moves[i];
    }
}

static char same_case(char model, char upper) { return islower((unsigned char)model) ? (char)tolower(upper) : upper; }
static char upper_at(const char *s, size_t n, size_t i) { return i < n ? (char)toupper((unsigned char)s[i]) : 0; }

/* English B N Q K Kt written where the Italian A C D R C belong (C-RB3 for C-RA3). */
static void try_english_letters(slip_search *s, const char *base, size_t n)
{
    char buf[MAX_TEXT];
    size_t k = 0;
    bool changed = false;
    for (size_t i = 0; i < n; i++) {
        char u = upper_at(base, n, i), r = 0;
        if (u == 'K' && upper_at(base, n, i + 1) == 'T')
            r = 'C';
        else if (u == 'B' || u == 'N' || u == 'K' || (u == 'Q' && (i == 0 || upper_at(base, n, i - 1) != 'S')))
            r = u == 'B' ? 'A' : u == 'N' ? 'C' : u == 'K' ? 'R' : 'D';
        buf[k++] = r ? same_case(base[i], r) : base[i];
        changed |= r != 0;
        i += u == 'K' && r == 'C';
    }
    if (changed)
        try_variant(s, buf, k, PK_DESC_SLIP_ENGLISH_LETTER);
}

/* The English R (rook) in Italian text, where R is the king: each R as T, then all of them. */
static void try_r_for_rook(slip_search *s, const char *base, size_t n)
{
    char all[MAX_TEXT], one[MAX_TEXT];
    memcpy(all, base, n);
    for (size_t i = 0; i < n; i++) {
        if (upper_at(base, n, i) != 'R')
            continue;
        memcpy(one, base, n);
        one[i] = all[i] = same_case(base[i], 'T');
        try_variant(s, one, n, PK_DESC_SLIP_R_FOR_ROOK);
    }
    try_variant(s, all, n, PK_DESC_SLIP_R_FOR_ROOK);
}

static bool is_side_letter(const slip_search *s, const char *base, size_t n, size_t i)
{
    char u = upper_at(base, n, i);
    if (u != s->L->letters->letters[PK_QUEEN] && u != s->L->letters->letters[PK_KING])
        return false;
    if (s->L->kt && u == 'K' && upper_at(base, n, i + 1) == 'T')
        return false; /* Kt */
    return !(u == 'Q' && i > 0 && upper_at(base, n, i - 1) == 'S'); /* Sq */
}

static void try_surplus_side(slip_search *s, const char *base, size_t n)
{
    char buf[MAX_TEXT];
    for (size_t i = 0; i < n; i++) {
        if (!is_side_letter(s, base, n, i))
            continue;
        memcpy(buf, base, i);
        memcpy(buf + i, base + i + 1, n - i - 1);
        try_variant(s, buf, n - 1, PK_DESC_SLIP_SURPLUS_SIDE);
    }
}

static void try_missing_side(slip_search *s, const char *base, size_t n)
{
    char buf[MAX_TEXT + 1];
    const char sides[2] = {s->L->letters->letters[PK_QUEEN], s->L->letters->letters[PK_KING]};
    for (size_t i = 0; i < n; i++) {
        if (!isalnum((unsigned char)base[i]))
            continue;
        for (int k = 0; k < 2; k++) {
            memcpy(buf, base, i);
            buf[i] = sides[k];
            memcpy(buf + i + 1, base + i, n - i);
            try_variant(s, buf, n + 1, PK_DESC_SLIP_MISSING_SIDE);
        }
    }
}

/* The word as written, without surrounding blanks and annotation marks. */
static size_t trimmed(const char *text, size_t len, const char **start)
{
    while (len && isspace((unsigned char)*text)) {
        text++;
        len--;
    }
    while (len && (isspace((unsigned char)text[len - 1]) || text[len - 1] == '!' || text[len - 1] == '?'))
        len--;
    *start = text;
    return len;
}

/* Messages are cut at the size of res->message; a long list of moves may lose its tail. */
__attribute__((format(printf, 2, 3))) static void say(pk_desc_result *res, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    vsnprintf(res->message, sizeof res->message, format, ap);
    va_end(ap);
}

static const char *slip_words(pk_desc_slip slip)
{
    switch (slip) {
    case PK_DESC_SLIP_ENGLISH_LETTER: return "English letter in Italian text";
    case PK_DESC_SLIP_R_FOR_ROOK: return "R is the king in Italian, the rook is T";
    case PK_DESC_SLIP_SURPLUS_SIDE: return "surplus side prefix";
    case PK_DESC_SLIP_MISSING_SIDE: return "missing side prefix";
    default: return "slip";
    }
}

/* Tries the slips; false when none gives a legal reading. */
static bool read_with_slips(const pk_position *pos, const desc_lang *L, const char *text, size_t len,
                            pk_desc_result *res, pk_move *out)
{
    const char *base;
    size_t n = trimmed(text, len, &base);
    if (n == 0 || n >= MAX_TEXT)
        return false;
    slip_search s = {.pos = pos, .L = L};
    if (L->piece_first) { /* Italian */
        try_english_letters(&s, base, n);
        try_r_for_rook(&s, base, n);
    }
    try_surplus_side(&s, base, n);
    try_missing_side(&s, base, n);
    if (s.readings.count == 0)
        return false;
    res->candidates = s.readings;
    if (s.readings.count > 1) {
        char list[160];
        pk_explain_move_list(pos, &s.readings, pk_lang_english(), 6, list, sizeof list);
        res->status = PK_SAN_AMBIGUOUS;
        say(res, "%.*s has no legal reading, and plausible slips give several: %s",
                 (int)n, base, list);
        return true;
    }
    *out = s.readings.moves[0];
    res->status = PK_SAN_OK;
    res->repaired = true;
    res->slip = s.first_slip;
    snprintf(res->corrected, sizeof res->corrected, "%s", s.first);
    say(res, "%s: %.*s read as %s", slip_words(s.first_slip), (int)n, base,
             s.first);
    return true;
}

static bool all_promotions_of_one_pawn(const pk_movelist *list)
{
    for (int i = 0; i < list->count; i++)
        if (!PK_MOVE_IS_PROMO(list->moves[i]) || (list->moves[i] & 0xFFF) != (list->moves[0] & 0xFFF))
            return false;
    return true;
}

static void describe_failure(const pk_position *pos, const desc_lang *L, const char *text, size_t len,
                             const desc_value *v, bool slips_tried, pk_desc_result *res)
{
    const char *base;
    int n = (int)trimmed(text, len, &base);
    const char *also = slips_tried ? "; no plausible slip fits either" : "";
    char list[120];
    if (n > MAX_TEXT)
        n = MAX_TEXT;
    if (res->status == PK_SAN_BAD_SYNTAX) {
        say(res, "\"%.*s\" is not a move in %s descriptive notation%s", n, base,
                 L->name, also);
        return;
    }
    if (res->status == PK_SAN_AMBIGUOUS) {
        pk_explain_move_list(pos, &res->candidates, pk_lang_english(), 6, list, sizeof list);
        if (all_promotions_of_one_pawn(&res->candidates))
            say(res, "%.*s does not name the promotion piece: %s", n, base, list);
        else
            say(res, "%.*s fits %d moves: %s", n, base, res->candidates.count, list);
        return;
    }
    if (v->castle) {
        say(res, "castling is not legal here"); /* the caller names the move */
        return;
    }
    loose_candidates(pos, v, &res->candidates);
    if (res->candidates.count == 0) {
        say(res, "no legal move fits %.*s%s", n, base, also);
        return;
    }
    pk_explain_move_list(pos, &res->candidates, pk_lang_english(), 6, list, sizeof list);
    say(res, "no legal move fits %.*s; without its qualifiers: %s%s", n, base,
             list, also);
}

pk_san_status pk_descriptive_parse(const pk_position *pos, const char *text, size_t len, pk_desc_lang lang,
                                   bool allow_slips, pk_move *out, pk_desc_result *res)
{
    pk_desc_result local;
    if (!res)
        res = &local;
    if (!text)
        text = "", len = 0;
    memset(res, 0, offsetof(pk_desc_result, candidates));
    res->candidates.count = 0;
    res->check = 0;
    *out = PK_MOVE_NONE;
    desc_lang L = lang_table(lang);
    desc_value v;
    pk_move m = PK_MOVE_NONE;
    res->status = read_literal(pos, text, len, &L, &v, &m, &res->candidates);
    res->check = v.check;
    res->ep = v.ep;
    if (res->status == PK_SAN_OK) {
        *out = m;
        return PK_SAN_OK;
    }
    bool slips = allow_slips && res->status != PK_SAN_AMBIGUOUS;
    if (slips && read_with_slips(pos, &L, text, len, res, &m)) {
        if (res->status == PK_SAN_OK)
            *out = m;
        return res->status;
    }
    describe_failure(pos, &L, text, len, &v, slips, res);
    return res->status;
}

bool pk_descriptive_shape(const char *text, size_t len)
{
    for (int lang = PK_DESC_EN; lang <= PK_DESC_IT; lang++) {
        desc_lang L = lang_table((pk_desc_lang)lang);
        desc_value v;
        if (parse_text(text, len, &L, false, &v) && !v.castle)
            return true;
    }
    return false;
}

/* ---- writing ---- */

typedef struct {
    const pk_position *pos;
    const desc_lang *L;
    pk_move m;
    bool capture;
    pk_movelist pool;   /* legal moves of the moving piece type */
    char promo[5];      /* "(Q)" */
    const char *ep;     /* " e.p." after an en passant capture, else "" */
    const char *check;  /* "", "+" or "#" */
    char *out;
} writer;

/* A file's name: full (QB, K; Italian DA, R) or short (B; A), "" when it has no short name.
 * Returns its length. */
static size_t file_name(const desc_lang *L, int file, bool short_name, char *out)
{
    int piece = file_piece(file);
    char *p = out;
    if (piece < 0 && short_name) {
        *p = 0;
        return 0;
    }
    if (!short_name || piece < 0)
        *p++ = side_letter(L, file);
    if (piece >= 0)
        *p++ = L->letters->letters[piece];
    *p = 0;
    return (size_t)(p - out);
}

/* A square from the mover's side: "QB3" or "B3"; "" when the file has no short name. */
static void square_name(const writer *w, int sq, bool short_name, char *out)
{
    size_t n = file_name(w->L, PK_FILE(sq), short_name, out);
    if (!n)
        return;
    int rank = w->pos->side == PK_WHITE ? PK_RANK(sq) : 7 - PK_RANK(sq);
    out[n] = (char)('1' + rank);
    out[n + 1] = 0;
}

/* s at p, without its NUL; returns the end. (The spellings were once put together with
 * snprintf, which took a third of the time of converting to descriptive notation.) A byte at a
 * time, for parts of a few bytes: replay's put_text, strlen and memcpy for a FEN, made this
 * 1.08x slower here. */
static char *put_text(char *p, const char *s)
{
    while (*s)
        *p++ = *s++;
    return p;
}

/* out = open, s, close (and the NUL): "(QB3)", "/K4". */
static void between(char *out, char open, const char *s, const char *close)
{
    *out = open;
    *put_text(put_text(out + 1, s), close) = 0;
}

static bool try_spelling(writer *w, const char *mover, const char *origin, const char *target, const char *square)
{
    if (!target[0] && !w->capture)
        return false;
    char text[48], *p = text; /* each part is short: 4 + 7 + 1 + 4 + 5 + 4 + 5 + 1 bytes at most */
    p = put_text(p, mover);
    p = put_text(p, origin);
    *p++ = w->capture ? 'x' : '-';
    p = put_text(p, target);
    p = put_text(p, square);
    p = put_text(p, w->promo);
    p = put_text(p, w->ep);
    p = put_text(p, w->check);
    *p = 0;
    size_t n = (size_t)(p - text);
    if (n >= 32)
        return false;
    desc_value v;
    pk_movelist found;
    if (!parse_text(text, n, w->L, false, &v) || match(w->pos, &v, &w->pool, &found) != PK_SAN_OK ||
        found.moves[0] != w->m)
        return false;
    memcpy(w->out, text, n + 1);
    return true;
}

/* A man named with a file (pawns: BP, QBP) or with a side (pieces: QR; Italian DT). */
static void qualified_name(const writer *w, int type, int sq, bool short_name, char *out)
{
    char letter = w->L->letters->letters[type];
    if (type == PK_PAWN) {
        size_t n = file_name(w->L, PK_FILE(sq), short_name, out);
        if (!n)
            return;
        out[n] = letter;
        out[n + 1] = 0;
    } else if (short_name) {
        out[0] = 0; /* a piece's side has one spelling */
    } else {
        out[0] = side_letter(w->L, PK_FILE(sq));
        out[1] = letter;
        out[2] = 0;
    }
}

/* Step 3 spellings, shortest first: (3), (B), (QB), (B3), (QB3). */
static void origin_names(const writer *w, int from, char names[5][8])
{
    char file[4], sq[5];
    int rank = w->pos->side == PK_WHITE ? PK_RANK(from) : 7 - PK_RANK(from);
    memcpy(names[0], "(1)", 4);
    names[0][1] = (char)('1' + rank);
    for (int k = 0; k < 2; k++) {
        file_name(w->L, PK_FILE(from), k == 0, file);
        square_name(w, from, k == 0, sq);
        names[1 + k][0] = names[3 + k][0] = 0;
        if (file[0])
            between(names[1 + k], '(', file, ")");
        if (sq[0])
            between(names[3 + k], '(', sq, ")");
    }
}

static bool write_quiet(writer *w)
{
    int from = PK_MOVE_FROM(w->m), to = PK_MOVE_TO(w->m), type = pk_moving_type(w->pos, w->m);
    char plain[2] = {w->L->letters->letters[type], 0}, dest[2][5], qual[2][5], origins[5][8];
    for (int k = 0; k < 2; k++) {
        square_name(w, to, k == 0, dest[k]);
        qualified_name(w, type, from, k == 0, qual[k]);
    }
    for (int d = 0; d < 2; d++)
        if (try_spelling(w, plain, "", dest[d], ""))
            return true;
    for (int q = 0; q < 2; q++)
        for (int d = 0; d < 2; d++)
            if (qual[q][0] && try_spelling(w, qual[q], "", dest[d], ""))
                return true;
    origin_names(w, from, origins); /* (only now: most moves are written before) */
    for (int o = 0; o < 5; o++)
        for (int d = 0; d < 2; d++)
            if (origins[o][0] && try_spelling(w, plain, origins[o], dest[d], ""))
                return true;
    return false;
}

static bool write_capture(writer *w)
{
    int from = PK_MOVE_FROM(w->m), to = PK_MOVE_TO(w->m), type = pk_moving_type(w->pos, w->m);
    int target = captured_square(w->pos, w->m), victim = pk_piece_on(w->pos, target);
    char plain[2] = {w->L->letters->letters[type], 0}, taken[2] = {w->L->letters->letters[victim], 0};
    char qual[2][5], taken_qual[2][5], origins[5][8], square[2][6];
    for (int k = 0; k < 2; k++) {
        char sq[5];
        qualified_name(w, type, from, k == 0, qual[k]);
        qualified_name(w, victim, target, k == 0, taken_qual[k]);
        square_name(w, to, k == 0, sq);
        square[k][0] = 0;
        if (sq[0])
            between(square[k], '/', sq, "");
    }
    if (try_spelling(w, plain, "", taken, ""))
        return true;
    for (int q = 0; q < 2; q++)
        if (qual[q][0] && try_spelling(w, qual[q], "", taken, ""))
            return true;
    for (int q = 0; q < 2; q++)
        if (taken_qual[q][0] && try_spelling(w, plain, "", taken_qual[q], ""))
            return true;
    origin_names(w, from, origins); /* (only now: most moves are written before) */
    for (int o = 0; o < 5; o++)
        if (origins[o][0] && try_spelling(w, plain, origins[o], taken, ""))
            return true;
    for (int s = 0; s < 2; s++)
        if (square[s][0] && try_spelling(w, plain, "", taken, square[s]))
            return true;
    /* no single step is enough: a qualifier with the capture square, at worst both squares */
    for (int q = 0; q < 2; q++)
        for (int s = 0; s < 2; s++)
            if (qual[q][0] && square[s][0] && try_spelling(w, qual[q], "", taken, square[s]))
                return true;
    for (int o = 0; o < 5; o++)
        for (int s = 0; s < 2; s++)
            if (origins[o][0] && square[s][0] && try_spelling(w, plain, origins[o], taken, square[s]))
                return true;
    return false;
}

size_t pk_descriptive_format(const pk_position *pos, pk_move m, pk_desc_lang lang, char *out)
{
    if (m == PK_MOVE_NULL || m == PK_MOVE_NONE) {
        strcpy(out, "--");
        return 2;
    }
    desc_lang L = lang_table(lang);
    /* the notation marks an en passant capture, and the mark settles PxP between two captures */
    writer w = {.pos = pos, .L = &L, .m = m, .out = out, .ep = PK_MOVE_KIND(m) == PK_MK_EP ? " e.p." : ""};
    w.check = pk_move_check_suffix(pos, m);
    if (PK_MOVE_KIND(m) == PK_MK_CASTLE) {
        snprintf(out, 32, "%s%s", PK_MOVE_TO(m) > PK_MOVE_FROM(m) ? "O-O" : "O-O-O", w.check);
        return strlen(out);
    }
    if (PK_MOVE_IS_PROMO(m))
        snprintf(w.promo, sizeof w.promo, "(%c)", L.letters->letters[PK_MOVE_PROMO_TYPE(m)]);
    w.capture = pk_move_is_capture(pos, m);
    legal_pool(pos, pk_moving_type(pos, m), &w.pool);
    bool done = w.capture ? write_capture(&w) : write_quiet(&w);
    if (!done) /* not a legal move: still say something readable */
        snprintf(out, 32, "%c%s%s", L.letters->letters[pk_moving_type(pos, m)], w.capture ? "x?" : "-?", w.check);
    return strlen(out);
}
