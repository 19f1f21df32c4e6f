/* FEN parsing, the position checks of pgnkit-notations(7), FEN, and FEN writing. */
#include "fen.h"

#include "byte_table.h"
#include "decimal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char pk_fen_startpos[] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

static const char *const field_names[7] = {"FEN", "placement", "side to move", "castling",
                                           "en passant", "halfmove clock", "fullmove number"};

static int fail(pk_fen_error *err, int field, int column, const char *fmt, ...)
{
    if (!err)
        return -1;
    err->field = field;
    err->column = column;
    int n = snprintf(err->message, sizeof err->message, "field %d (%s): ", field, field_names[field]);
    if (field == 0)
        n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

bool pk_fen_same_fields(const char *a, const char *b, int n)
{
    pk_fen_fields fa, fb;
    if (pk_fen_split(a, &fa) < 0 || pk_fen_split(b, &fb) < 0 || fa.count < n || fb.count < n)
        return false;
    for (int i = 0; i < n; i++)
        if (fa.len[i] != fb.len[i] || memcmp(fa.start[i], fb.start[i], (size_t)fa.len[i]) != 0)
            return false;
    return true;
}

/* The bytes that end a FEN field: the end of the text and the blanks. */
static const bool ends_field[256] = {[0] = true, [' '] = true, ['\t'] = true};

/* pk_fen_split from p on, the fields found added after the f->count already there. */
static int split_fields_from(const char *p, pk_fen_fields *f)
{
    for (;;) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        if (f->count == 6)
            return -1;
        const char *start = p;
        while (!ends_field[(unsigned char)*p])
            p++;
        f->start[f->count] = start;
        f->len[f->count] = (int)(p - start);
        f->count++;
    }
    return 0;
}
int pk_fen_split(const char *text, pk_fen_fields *f)
{
    f->count = 0;
    return split_fields_from(text, f);
}

static int column_of(const char *text, const char *p) { return (int)(p - text) + 1; }

/* A placement letter's man, as board code (PK_PIECE), by byte: 0 for a byte that is none. One
 * look-up per man rather than a search of the letter strings (a game of Chess960 sets up its
 * start from a FEN). */
static const uint8_t placement_man[256] = {
    ['P'] = PK_PIECE(PK_WHITE, PK_PAWN),   ['N'] = PK_PIECE(PK_WHITE, PK_KNIGHT), ['B'] = PK_PIECE(PK_WHITE, PK_BISHOP),
    ['R'] = PK_PIECE(PK_WHITE, PK_ROOK),   ['Q'] = PK_PIECE(PK_WHITE, PK_QUEEN),  ['K'] = PK_PIECE(PK_WHITE, PK_KING),
    ['p'] = PK_PIECE(PK_BLACK, PK_PAWN),   ['n'] = PK_PIECE(PK_BLACK, PK_KNIGHT), ['b'] = PK_PIECE(PK_BLACK, PK_BISHOP),
    ['r'] = PK_PIECE(PK_BLACK, PK_ROOK),   ['q'] = PK_PIECE(PK_BLACK, PK_QUEEN),  ['k'] = PK_PIECE(PK_BLACK, PK_KING),
};

/* Ranks 7 to 2 of the start of chess, as a placement writes them between rank 8 and rank 1: the
 * ranks every start of Chess960 (and Double Fischer Random) shares with it. */
static const char start_middle[] = "/pppppppp/8/8/8/8/PPPPPPPP/";
enum { START_MIDDLE_LEN = sizeof start_middle - 1 };

/* Puts the pawns of ranks 7 and 2 that start_middle writes, at once. */
static void put_start_pawns(pk_position *pos)
{
    const pk_bb rank_2 = PK_RANK_1_BB << 8, rank_7 = PK_RANK_1_BB << 48;
    pos->by_type[PK_PAWN] |= rank_2 | rank_7;
    pos->by_color[PK_WHITE] |= rank_2;
    pos->by_color[PK_BLACK] |= rank_7;
    memset(pos->board + PK_SQ(0, 1), PK_PIECE(PK_WHITE, PK_PAWN), 8);
    memset(pos->board + PK_SQ(0, 6), PK_PIECE(PK_BLACK, PK_PAWN), 8);
}

/* The placement field from s, read up to the field's end (a blank or the end of the text), which
 * *end is set to: the FEN's first field is read as it is split (pk_fen_parse). */
static int parse_placement(pk_position *pos, const char *text, const char *s, const char **end, pk_fen_error *err)
{
    int rank = 7, file = 0;
    const char *p = s;
    /* A start (every game of Chess960 has its own in its FEN tag): after a rank 8 of eight men,
     * ranks 7 to 2 are compared as one text and their pawns put at once. The loop then starts
     * at the '/' before rank 1, with rank 2 full, as it would have come there reading them one
     * byte at a time (such a rank 8 and these ranks hold no fault to report). */
    if (placement_man[(unsigned char)s[0]]) {
        int n = 0;
        while (n < 8 && placement_man[(unsigned char)s[n]])
            n++;
        if (n == 8 && strncmp(s + 8, start_middle, START_MIDDLE_LEN) == 0) { /* (stops at a NUL) */
            for (int f = 0; f < 8; f++) {
                int man = placement_man[(unsigned char)s[f]], sq = PK_SQ(f, 7);
                pos->by_type[PK_PIECE_TYPE(man)] |= PK_BIT(sq);
                pos->by_color[PK_PIECE_COLOR(man)] |= PK_BIT(sq);
                pos->board[sq] = (uint8_t)man;
            }
            put_start_pawns(pos);
            rank = 1;
            file = 8;
            p = s + 8 + START_MIDDLE_LEN - 1;
        }
    }
    for (;; p++) {
        char c = *p;
        int man = placement_man[(unsigned char)c];
        if (man) { /* the most common byte first */
            if (file >= 8)
                return fail(err, 1, column_of(text, p), "rank %d has more than 8 squares", rank + 1);
            int sq = PK_SQ(file, rank);
            pk_bb bit = PK_BIT(sq);
            pos->by_type[PK_PIECE_TYPE(man)] |= bit;
            pos->by_color[PK_PIECE_COLOR(man)] |= bit;
            pos->board[sq] = (uint8_t)man;
            file++;
        } else if (c == '/') {
            if (file != 8)
                return fail(err, 1, column_of(text, p), "rank %d has %d squares, expected 8", rank + 1, file);
            if (rank == 0)
                return fail(err, 1, column_of(text, p), "more than 8 ranks");
            rank--;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            if (p > s && p[-1] >= '1' && p[-1] <= '8')
                return fail(err, 1, column_of(text, p),
                            "two digits in a row on rank %d: write the empty squares as one digit", rank + 1);
            file += c - '0';
            if (file > 8)
                return fail(err, 1, column_of(text, p), "rank %d has more than 8 squares", rank + 1);
        } else if (ends_field[(unsigned char)c]) {
            break;
        } else {
            return fail(err, 1, column_of(text, p), "'%c' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8", c);
        }
    }
    *end = p;
    if (rank != 0)
        return fail(err, 1, column_of(text, p), "%d ranks, expected 8", 8 - rank);
    if (file != 8)
        return fail(err, 1, column_of(text, p), "rank 1 has %d squares, expected 8", file);
    return 0;
}

/* Chess960's castling field, its letters only: X-FEN (K, Q, k, q, and a file letter for a rook
 * that is not the outermost) and Shredder-FEN (file letters). check_castling_960 finds the rooks
 * once the men are known to be in order. */
static int parse_castling_960(const char *text, const char *s, int len, pk_fen_error *err)
{
    /* each letter's bit, to tell a letter given twice without searching the ones before */
    static const uint32_t letter_bit[256] = {
        ['K'] = 1u << 0, ['Q'] = 1u << 1, ['k'] = 1u << 2, ['q'] = 1u << 3,
        ['A'] = 1u << 4, ['B'] = 1u << 5, ['C'] = 1u << 6, ['D'] = 1u << 7,
        ['E'] = 1u << 8, ['F'] = 1u << 9, ['G'] = 1u << 10, ['H'] = 1u << 11,
        ['a'] = 1u << 12, ['b'] = 1u << 13, ['c'] = 1u << 14, ['d'] = 1u << 15,
        ['e'] = 1u << 16, ['f'] = 1u << 17, ['g'] = 1u << 18, ['h'] = 1u << 19};
    uint32_t seen = 0;
    for (int i = 0; i < len; i++) {
        uint32_t bit = letter_bit[(unsigned char)s[i]];
        if (!bit)
            return fail(err, 3, column_of(text, s + i),
                        "'%c' is not a castling letter (K, Q, k, q, a rook's file A-H or a-h, or -)", s[i]);
        if (seen & bit)
            return fail(err, 3, column_of(text, s + i), "'%c' given twice", s[i]);
        seen |= bit;
    }
    return 0;
}

static int parse_castling(pk_position *pos, const char *text, const char *s, int len, pk_fen_error *err)
{
    if (len == 1 && s[0] == '-')
        return 0;
    if (pos->rules == PK_RULES_CHESS960)
        return parse_castling_960(text, s, len, err);
    for (int i = 0; i < len; i++) {
        const char *at = strchr("KQkq", s[i]);
        if (!s[i] || !at)
            return fail(err, 3, column_of(text, s + i), "'%c' is not a castling letter (K, Q, k, q or -)", s[i]);
        int bit = 1 << (at - "KQkq");
        if (pos->castling & bit)
            return fail(err, 3, column_of(text, s + i), "'%c' given twice", s[i]);
        pos->castling |= (uint8_t)bit;
    }
    return 0;
}

int pk_fen_parse_number(const char *s, int len, long *out)
{
    long v = 0;
    if (len == 0 || len > 9)
        return -1;
    for (int i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') /* isdigit in the C locale */
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

static int check_castling_rights(const pk_position *pos, int col, pk_fen_error *err)
{
    static const struct { int bit, color, king, rook; char letter; } need[4] = {
        {PK_CASTLE_WK, PK_WHITE, 4, 7, 'K'}, {PK_CASTLE_WQ, PK_WHITE, 4, 0, 'Q'},
        {PK_CASTLE_BK, PK_BLACK, 60, 63, 'k'}, {PK_CASTLE_BQ, PK_BLACK, 60, 56, 'q'}};
    for (int i = 0; i < 4; i++) {
        if (!(pos->castling & need[i].bit))
            continue;
        char ks[3], rs[3];
        pk_square_name(need[i].king, ks);
        pk_square_name(need[i].rook, rs);
        if (!(pk_pieces(pos, need[i].color, PK_KING) & PK_BIT(need[i].king)))
            return fail(err, 3, col, "right '%c' needs the %s king on %s", need[i].letter,
                        need[i].color == PK_WHITE ? "white" : "black", ks);
        if (!(pk_pieces(pos, need[i].color, PK_ROOK) & PK_BIT(need[i].rook)))
            return fail(err, 3, col, "right '%c' needs a %s rook on %s", need[i].letter,
                        need[i].color == PK_WHITE ? "white" : "black", rs);
    }
    return 0;
}

/* Chess960 castling rights from the letters parse_castling_960 let through: each names a rook of
 * its colour on its back rank (K, Q: the outermost on the king's h-side or a-side; a file letter:
 * the rook on that file), the king standing on that rank; one right per side of the king. */
static int check_castling_960(pk_position *pos, const char *text, const char *s, int len, pk_fen_error *err)
{
    if (len == 1 && s[0] == '-')
        return 0;
    for (int i = 0; i < len; i++) {
        char c = s[i];
        /* the column only for a message: taken where one is written */
        int color = c >= 'a' ? PK_BLACK : PK_WHITE, back = color == PK_WHITE ? 0 : 7;
        const char *side_name = color == PK_WHITE ? "white" : "black";
        int ksq = pk_king_square(pos, color), rsq = PK_NO_SQUARE;
        if (PK_RANK(ksq) != back)
            return fail(err, 3, column_of(text, s + i), "right '%c' needs the %s king on rank %d", c, side_name, back + 1);
        pk_bb rooks = pk_pieces(pos, color, PK_ROOK) & (PK_RANK_1_BB << (8 * back));
        char upper = (char)(color == PK_WHITE ? c : c - 'a' + 'A');
        if (upper == 'K' || upper == 'Q') {
            pk_bb wing = upper == 'K' ? rooks & ~((PK_BIT(ksq) << 1) - 1) : rooks & (PK_BIT(ksq) - 1);
            if (!wing)
                return fail(err, 3, column_of(text, s + i), "right '%c' needs a %s rook on rank %d on the %s of the king", c, side_name,
                            back + 1, upper == 'K' ? "h-side" : "a-side");
            rsq = upper == 'K' ? 63 - __builtin_clzll(wing) : pk_lsb(wing); /* the outermost */
        } else {
            rsq = PK_SQ(upper - 'A', back);
            if (!(rooks & PK_BIT(rsq)))
                return fail(err, 3, column_of(text, s + i), "right '%c' needs a %s rook on %c%d", c, side_name, upper - 'A' + 'a', back + 1);
        }
        bool king_side = rsq > ksq;
        int bit = 2 * color + (king_side ? 0 : 1);
        if (pos->castling & (1 << bit)) {
            char other[3], this_one[3];
            pk_square_name(pos->castle_rook[bit], other);
            pk_square_name(rsq, this_one);
            return fail(err, 3, column_of(text, s + i), "right '%c' (the rook on %s) is a second %s right on the %s of the king, beside "
                                     "the rook on %s: a king castles with one rook on each side",
                        c, this_one, side_name, king_side ? "h-side" : "a-side", other);
        }
        pos->castling |= (uint8_t)(1 << bit);
        pos->castle_rook[bit] = (uint8_t)rsq;
    }
    if (pos->castling)
        pos->castling |= PK_CASTLE_960;
    return 0;
}

static int check_ep_square(const pk_position *pos, int col, pk_fen_error *err)
{
    int ep = pos->ep_square;
    if (ep == PK_NO_SQUARE)
        return 0;
    char name[3];
    pk_square_name(ep, name);
    int us = pos->side, them = us ^ 1;
    int want_rank = us == PK_WHITE ? 5 : 2;
    if (PK_RANK(ep) != want_rank)
        return fail(err, 4, col, "%s cannot be an en passant square with %s to move (rank %d expected)", name,
                    us == PK_WHITE ? "white" : "black", want_rank + 1);
    int pushed_to = ep + (us == PK_WHITE ? -8 : 8), pushed_from = ep + (us == PK_WHITE ? 8 : -8);
    char pn[3];
    pk_square_name(pushed_to, pn);
    if (!(pk_pieces(pos, them, PK_PAWN) & PK_BIT(pushed_to)))
        return fail(err, 4, col, "%s needs a %s pawn on %s that has just moved two squares", name,
                    them == PK_WHITE ? "white" : "black", pn);
    if (pos->board[ep] || pos->board[pushed_from])
        return fail(err, 4, col, "%s: the pawn on %s cannot have just passed over an occupied square", name, pn);
    return 0;
}

static const char *type_name(int t)
{
    static const char *const names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[t];
}

static bool is_slider(int type) { return type == PK_BISHOP || type == PK_ROOK || type == PK_QUEEN; }

/* Squares from which the man on `sq` could have come in one move (a promoted piece on the
 * last rank may also have been a pawn the move before). */
static pk_bb possible_origins(const pk_position *pos, int sq)
{
    int code = pos->board[sq], type = PK_PIECE_TYPE(code), color = PK_PIECE_COLOR(code);
    pk_bb occ = pk_occupied(pos) & ~PK_BIT(sq);
    pk_bb origins = 0;
    int back = color == PK_WHITE ? -8 : 8;
    if (type == PK_PAWN) {
        origins |= PK_BIT(sq + back) | pk_pawn_attacks[color ^ 1][sq];
        if (PK_RANK(sq) == (color == PK_WHITE ? 3 : 4))
            origins |= PK_BIT(sq + 2 * back);
    } else {
        origins |= pk_piece_attacks(type, sq, occ);
        if (type != PK_KING && PK_RANK(sq) == (color == PK_WHITE ? 7 : 0))
            origins |= PK_BIT(sq + back) | pk_pawn_attacks[color ^ 1][sq];
    }
    return origins;
}

/* Could `mover` have just moved off the line from the king to `slider`, uncovering it? */
static bool could_uncover(const pk_position *pos, int ksq, int slider, int mover)
{
    return is_slider(pk_piece_on(pos, slider)) && (possible_origins(pos, mover) & pk_between_bb[ksq][slider]);
}

/* Could an en passant capture have uncovered both sliders at once: the capturing pawn leaving
 * one line and the captured pawn leaving the other? */
static bool ep_uncovered_both(const pk_position *pos, int ksq, int a, int b)
{
    if (!is_slider(pk_piece_on(pos, a)) || !is_slider(pk_piece_on(pos, b)))
        return false;
    int mover = pos->side ^ 1;
    int landing_rank = mover == PK_WHITE ? 5 : 2, back = mover == PK_WHITE ? -8 : 8;
    pk_bb pawns = pk_pieces(pos, mover, PK_PAWN) & (PK_RANK_1_BB << (8 * landing_rank));
    pk_bb line_a = pk_between_bb[ksq][a], line_b = pk_between_bb[ksq][b];
    while (pawns) {
        int to = pk_pop_lsb(&pawns), captured = to + back;
        if (pos->board[captured])
            continue;
        pk_bb origins = pk_pawn_attacks[mover ^ 1][to] & ~pk_occupied(pos);
        while (origins) {
            int from = pk_pop_lsb(&origins);
            if (((line_a & PK_BIT(from)) && (line_b & PK_BIT(captured))) ||
                ((line_b & PK_BIT(from)) && (line_a & PK_BIT(captured))))
                return true;
        }
    }
    return false;
}

/* Checks of the side to move that no legal last move could have produced. */
static int check_checkers(const pk_position *pos, pk_fen_error *err)
{
    pk_bb checkers = pos->checkers;
    int n = pk_popcount(checkers), ksq = pk_king_square(pos, pos->side);
    if (n == 0)
        return 0;
    if (n > 2)
        return fail(err, 1, 0, "the side to move is in check from %d men at once, which no move can give", n);
    if (pos->ep_square != PK_NO_SQUARE) {
        /* The last move was the double push: every checker is that pawn or a slider it uncovered. */
        int pushed_to = pos->ep_square + (pos->side == PK_WHITE ? -8 : 8);
        int pushed_from = pos->ep_square + (pos->side == PK_WHITE ? 8 : -8);
        pk_bb c = checkers;
        while (c) {
            int s = pk_pop_lsb(&c);
            if (s != pushed_to && !(pk_between_bb[ksq][s] & PK_BIT(pushed_from)))
                return fail(err, 4, 0, "the check from the %s cannot follow the double pawn push this en passant "
                                       "square implies", type_name(pk_piece_on(pos, s)));
        }
        return 0;
    }
    if (n == 2) {
        int a = pk_lsb(checkers), b = pk_lsb(checkers & (checkers - 1));
        if (!is_slider(pk_piece_on(pos, a)) && !is_slider(pk_piece_on(pos, b)))
            return fail(err, 1, 0, "double check by a %s and a %s, which no move can give",
                        type_name(pk_piece_on(pos, a)), type_name(pk_piece_on(pos, b)));
        if (pk_line_bb[a][b] & PK_BIT(ksq))
            return fail(err, 1, 0, "double check by two men on one line through the king, which no move can give");
        if (!could_uncover(pos, ksq, a, b) && !could_uncover(pos, ksq, b, a) && !ep_uncovered_both(pos, ksq, a, b))
            return fail(err, 1, 0, "double check by a %s on %c%d and a %s on %c%d, which no move can give",
                        type_name(pk_piece_on(pos, a)), 'a' + PK_FILE(a), 1 + PK_RANK(a),
                        type_name(pk_piece_on(pos, b)), 'a' + PK_FILE(b), 1 + PK_RANK(b));
    }
    return 0;
}

/* Men beyond the starting army of chess came from promotions, one pawn each: a side has at most
 * 2 knights, 2 rooks, 1 queen and one bishop per square colour without a promotion, and no more
 * promoted men than pawns it lacks. Fills why and returns false when the men of color break it. */
static bool promotions_possible(const pk_position *pos, int color, const char *side, char *why, size_t size)
{
    static const struct {
        int type;
        pk_bb squares;
        int start;
        const char *one, *many;
    } kinds[] = {
        {PK_QUEEN, ~0ULL, 1, "queen", "queens"},
        {PK_ROOK, ~0ULL, 2, "rook", "rooks"},
        {PK_KNIGHT, ~0ULL, 2, "knight", "knights"},
        {PK_BISHOP, PK_LIGHT_SQUARES, 1, "light-squared bishop", "light-squared bishops"},
        {PK_BISHOP, PK_DARK_SQUARES, 1, "dark-squared bishop", "dark-squared bishops"},
    };
    enum { KINDS = sizeof kinds / sizeof kinds[0] };
    /* the common case without counting: no kind beyond its number in the starting army (at
     * most one man of a kind whose start is one, two of the others) */
    bool beyond = false;
    for (int k = 0; k < KINDS; k++) {
        pk_bb men = pk_pieces(pos, color, kinds[k].type) & kinds[k].squares, rest = men & (men - 1);
        beyond |= (kinds[k].start == 1 ? rest : rest & (rest - 1)) != 0;
    }
    if (!beyond)
        return true;
    int pawns = pk_popcount(pk_pieces(pos, color, PK_PAWN)), count[KINDS], promoted = 0, over = 0;
    for (int k = 0; k < KINDS; k++) {
        count[k] = pk_popcount(pk_pieces(pos, color, kinds[k].type) & kinds[k].squares);
        if (count[k] > kinds[k].start) {
            promoted += count[k] - kinds[k].start;
            over++;
        }
    }
    if (promoted <= 8 - pawns)
        return true;
    /* "white has 8 pawns and 3 knights: at most 2 knights without a promotion, and no pawn is
     * missing to have promoted"; with several kinds over, their sum instead of their limits */
    char has[120], limit[64] = "", lack[64];
    size_t h = (size_t)snprintf(has, sizeof has, "%d pawn%s", pawns, pawns == 1 ? "" : "s");
    for (int k = 0, seen = 0; k < KINDS && h < sizeof has; k++) {
        if (count[k] <= kinds[k].start)
            continue;
        seen++;
        h += (size_t)snprintf(has + h, sizeof has - h, "%s%d %s", seen == over ? " and " : ", ", count[k],
                              kinds[k].many);
        if (over == 1)
            snprintf(limit, sizeof limit, "at most %d %s without a promotion", kinds[k].start,
                     kinds[k].start == 1 ? kinds[k].one : kinds[k].many);
    }
    if (over > 1)
        snprintf(limit, sizeof limit, "%d men beyond the starting army need a promotion each", promoted);
    int missing = 8 - pawns;
    if (missing == 0)
        snprintf(lack, sizeof lack, "no pawn is missing to have promoted");
    else
        snprintf(lack, sizeof lack, "only %d pawn%s missing to have promoted", missing, missing == 1 ? " is" : "s are");
    if (snprintf(why, size, "%s has %s: %s, and %s", side, has, limit, lack) >= (int)size)
        why[size - 1] = 0; /* cut: the message says the most in its first words */
    return false;
}

static int check_material(const pk_position *pos, pk_fen_error *err)
{
    static const char *const side_names[2] = {"white", "black"};
    for (int c = 0; c < 2; c++) {
        int kings = pk_popcount(pk_pieces(pos, c, PK_KING));
        if (pos->rules == PK_RULES_KINGLESS) {
            if (kings)
                return fail(err, 1, 0, "the kingless game has no kings, but %s has one", side_names[c]);
        } else if (kings != 1) {
            return fail(err, 1, 0, kings ? "%s has %d kings, expected one" : "%s has no king", side_names[c], kings);
        }
        if (pk_popcount(pos->by_color[c]) > 16)
            return fail(err, 1, 0, "%s has %d men, at most 16 possible", side_names[c], pk_popcount(pos->by_color[c]));
        if (pk_popcount(pk_pieces(pos, c, PK_PAWN)) > 8)
            return fail(err, 1, 0, "%s has %d pawns, at most 8 possible", side_names[c],
                        pk_popcount(pk_pieces(pos, c, PK_PAWN)));
        /* the kingless game starts from set-ups of its own, not from the chess army */
        char why[180];
        if (pos->rules != PK_RULES_KINGLESS && !promotions_possible(pos, c, side_names[c], why, sizeof why))
            return fail(err, 1, 0, "%s", why);
    }
    pk_bb edge_pawns = pos->by_type[PK_PAWN] & (PK_RANK_1_BB | (PK_RANK_1_BB << 56));
    if (edge_pawns) {
        char name[3];
        pk_square_name(pk_lsb(edge_pawns), name);
        return fail(err, 1, 0, "a pawn on %s: pawns never stand on rank 1 or 8", name);
    }
    return 0;
}

int pk_fen_parse(pk_position *pos, const char *text, pk_rules rules, pk_fen_error *err)
{
    pk_fen_fields f;
    pk_position_clear(pos, rules);
    /* one pass: the placement read as its field is found, the other fields split after it. The
     * errors keep their order: more than 6 fields, an empty FEN, then the placement's. */
    const char *p = text;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p)
        return fail(err, 0, 1, "empty FEN");
    const char *placement_end = p;
    if (parse_placement(pos, text, p, &placement_end, err) < 0) {
        if (pk_fen_split(text, &f) < 0)
            return fail(err, 0, 1, "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)");
        return -1;
    }
    f.start[0] = p;
    f.len[0] = (int)(placement_end - p);
    f.count = 1;
    if (split_fields_from(placement_end, &f) < 0)
        return fail(err, 0, 1, "more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)");
    if (f.count < 4)
        return fail(err, f.count + 1, (int)strlen(text) + 1, "missing (a FEN has 6 fields; the clocks may be left out)");
    if (f.count == 5)
        return fail(err, 6, (int)strlen(text) + 1, "missing after the halfmove clock");
    if (f.len[1] != 1 || (f.start[1][0] != 'w' && f.start[1][0] != 'b'))
        return fail(err, 2, column_of(text, f.start[1]), "'%.*s' is not 'w' or 'b'", f.len[1] > 20 ? 20 : f.len[1], f.start[1]);
    pos->side = f.start[1][0] == 'w' ? PK_WHITE : PK_BLACK;
    if (parse_castling(pos, text, f.start[2], f.len[2], err) < 0)
        return -1;
    if (f.len[3] == 1 && f.start[3][0] == '-') {
        pos->ep_square = PK_NO_SQUARE;
    } else {
        char sq[3] = {0};
        if (f.len[3] == 2)
            memcpy(sq, f.start[3], 2);
        int ep = f.len[3] == 2 ? pk_square_parse(sq) : PK_NO_SQUARE;
        if (ep == PK_NO_SQUARE)
            return fail(err, 4, column_of(text, f.start[3]), "'%.*s' is not a square or '-'",
                        f.len[3] > 20 ? 20 : f.len[3], f.start[3]);
        pos->ep_square = (uint8_t)ep;
    }
    if (f.count == 6) {
        long half, full;
        if (pk_fen_parse_number(f.start[4], f.len[4], &half) < 0)
            return fail(err, 5, column_of(text, f.start[4]), "'%.*s' is not a number of plies",
                        f.len[4] > 20 ? 20 : f.len[4], f.start[4]);
        if (pk_fen_parse_number(f.start[5], f.len[5], &full) < 0 || full < 1)
            return fail(err, 6, column_of(text, f.start[5]), "'%.*s' is not a move number (1 or more)",
                        f.len[5] > 20 ? 20 : f.len[5], f.start[5]);
        pos->halfmove = (uint32_t)half;
        pos->fullmove = (uint32_t)full;
    }
    if (check_material(pos, err) < 0)
        return -1;
    if (pos->rules == PK_RULES_KINGLESS) {
        if (pos->castling)
            return fail(err, 3, column_of(text, f.start[2]), "the kingless game has no castling; write '-'");
        if (pos->ep_square != PK_NO_SQUARE)
            return fail(err, 4, column_of(text, f.start[3]), "the kingless game has no en passant; write '-'");
    }
    if (pos->rules == PK_RULES_CHESS960 ? check_castling_960(pos, text, f.start[2], f.len[2], err) < 0
                                         : check_castling_rights(pos, column_of(text, f.start[2]), err) < 0)
        return -1;
    if (check_ep_square(pos, column_of(text, f.start[3]), err) < 0)
        return -1;
    pk_position_refresh(pos);
    if (pk_rules_has_kings(pos->rules)) {
        int them = pos->side ^ 1;
        int their_king = pk_king_square(pos, them);
        if (pk_attackers_to(pos, their_king, pk_occupied(pos)) & pos->by_color[pos->side])
            return fail(err, 2, column_of(text, f.start[1]), "%s to move while the %s king is in check",
                        pos->side == PK_WHITE ? "white" : "black", them == PK_WHITE ? "white" : "black");
        if (check_checkers(pos, err) < 0)
            return -1;
    }
    return 0;
}

/* Chess960's castling rights at p, white's then black's, the h-side's before the a-side's:
 * X-FEN (K or Q for the outermost rook of that side, else the rook's file) or Shredder-FEN (the
 * file always); upper case for white. Returns the end. */
static char *write_castling_960(const pk_position *pos, bool shredder, char *p)
{
    for (int bit = 0; bit < 4; bit++) {
        if (!(pos->castling & (1 << bit)))
            continue;
        int color = bit / 2, rsq = pos->castle_rook[bit], ksq = pk_king_square(pos, color);
        bool king_side = bit % 2 == 0;
        pk_bb rooks = pk_pieces(pos, color, PK_ROOK) & (PK_RANK_1_BB << (8 * PK_RANK(rsq)));
        pk_bb beyond = king_side ? rooks & ~((PK_BIT(rsq) << 1) - 1) : rooks & (PK_BIT(rsq) - 1);
        char letter = shredder || beyond || ksq == PK_NO_SQUARE ? (char)('A' + PK_FILE(rsq)) : king_side ? 'K' : 'Q';
        *p++ = (char)(color == PK_WHITE ? letter : letter - 'A' + 'a');
    }
    return p;
}

/* The letter of each board code (PK_PIECE: 1 + type + 8 * colour); 0 for the empty square. */
static const unsigned char letter_of_code[16] = {0, 'P', 'N', 'B', 'R', 'Q', 'K', 0, 0, 'p', 'n', 'b', 'r', 'q', 'k', 0};

/* The placement's text for a rank, from which of its squares hold a man (the rank's occupancy,
 * o: bit f for file f), without a branch on the squares (whether a square is empty cannot be
 * foretold: a branch per square took about a third of the time of pgnkit replay on the pgnmentor
 * file) and with no square waiting on the one before: the files that write a character are the
 * men's and the first of each run of empty squares (FEN_MARKS), so each one's place in the text
 * is how many of those come before it. Tables of the 256 occupancies, written at compile time:
 * the text with its digits in place and 0 where the letters go (rank_digits), the letters' places
 * (letter_at, in bits), the text's length (rank_length). */
#define FEN_MARKS(o) (((o) | (~(o) & (((o) << 1) | 1))) & 0xFF)
#define FEN_POP8(x)                                                                                  \
    (((x) & 1) + ((x) >> 1 & 1) + ((x) >> 2 & 1) + ((x) >> 3 & 1) + ((x) >> 4 & 1) + ((x) >> 5 & 1) + \
     ((x) >> 6 & 1) + ((x) >> 7 & 1))
#define FEN_AT(o, f) (8 * FEN_POP8(FEN_MARKS(o) & ((1 << (f)) - 1)))
/* the run of empty squares from file f on: the zeros of o from bit f up to its next one (or the
 * rank's end) */
#define FEN_RUN_BITS(o, f) (((o) >> (f)) | (0x100 >> (f)))
#define FEN_RUN(o, f) FEN_POP8((FEN_RUN_BITS(o, f) & -FEN_RUN_BITS(o, f)) - 1)
#define FEN_DIGIT(o, f)                                                                              \
    ((FEN_MARKS(o) >> (f) & 1) && !((o) >> (f) & 1) ? (uint64_t)('0' + FEN_RUN(o, f)) << FEN_AT(o, f) : 0)
#define FEN_DIGITS(o)                                                                                \
    (FEN_DIGIT(o, 0) | FEN_DIGIT(o, 1) | FEN_DIGIT(o, 2) | FEN_DIGIT(o, 3) | FEN_DIGIT(o, 4) |          \
     FEN_DIGIT(o, 5) | FEN_DIGIT(o, 6) | FEN_DIGIT(o, 7))
#define FEN_LENGTH(o) FEN_POP8(FEN_MARKS(o))
#define FEN_AT_0(o) FEN_AT(o, 0)
#define FEN_AT_1(o) FEN_AT(o, 1)
#define FEN_AT_2(o) FEN_AT(o, 2)
#define FEN_AT_3(o) FEN_AT(o, 3)
#define FEN_AT_4(o) FEN_AT(o, 4)
#define FEN_AT_5(o) FEN_AT(o, 5)
#define FEN_AT_6(o) FEN_AT(o, 6)
#define FEN_AT_7(o) FEN_AT(o, 7)
static const uint64_t rank_digits[256] = {PK_BYTE_TABLE(FEN_DIGITS)};
static const unsigned char letter_at[8][256] = {{PK_BYTE_TABLE(FEN_AT_0)}, {PK_BYTE_TABLE(FEN_AT_1)},
                                                {PK_BYTE_TABLE(FEN_AT_2)}, {PK_BYTE_TABLE(FEN_AT_3)},
                                                {PK_BYTE_TABLE(FEN_AT_4)}, {PK_BYTE_TABLE(FEN_AT_5)},
                                                {PK_BYTE_TABLE(FEN_AT_6)}, {PK_BYTE_TABLE(FEN_AT_7)}};
static const unsigned char rank_length[256] = {PK_BYTE_TABLE(FEN_LENGTH)};

/* The rank's text into the bytes of the word returned, the first in the lowest (an empty
 * square's letter is 0: it adds nothing). */
static inline uint64_t rank_text(const uint8_t *squares, unsigned o)
{
    uint64_t w = rank_digits[o];
#pragma GCC unroll 8
    for (int file = 0; file < 8; file++)
        w |= (uint64_t)letter_of_code[squares[file] & 15u] << letter_at[file][o];
    return w;
}

size_t pk_fen_write(const pk_position *pos, int ep_policy, char *out)
{
    char *p = out;
    pk_bb occupied = pk_occupied(pos);
    for (int rank = 7; rank >= 0; rank--) {
        unsigned o = (unsigned)(occupied >> (8 * rank)) & 0xFF;
        uint64_t text = rank_text(pos->board + PK_SQ(0, rank), o);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        memcpy(p, &text, sizeof text); /* the word's bytes in the text's order */
#else
        for (int i = 0; i < 8; i++)
            p[i] = (char)(text >> (8 * i));
#endif
        p += rank_length[o];
        *p = '/';
        p += rank != 0;
    }
    *p++ = ' ';
    *p++ = pos->side == PK_WHITE ? 'w' : 'b';
    *p++ = ' ';
    if (!pos->castling)
        *p++ = '-';
    if (pos->castling & PK_CASTLE_960)
        p = write_castling_960(pos, (ep_policy & PK_FEN_SHREDDER) != 0, p);
    else
        for (int i = 0; i < 4; i++)
            if (pos->castling & (1 << i))
                *p++ = "KQkq"[i];
    *p++ = ' ';
    bool ep = pos->ep_square != PK_NO_SQUARE && ((ep_policy & PK_FEN_EP_IF_LEGAL) == PK_FEN_EP_ALWAYS || pk_ep_capture_legal(pos));
    if (ep) {
        pk_square_name(pos->ep_square, p);
        p += 2;
    } else {
        *p++ = '-';
    }
    *p++ = ' ';
    p += pk_decimal(pos->halfmove, p);
    *p++ = ' ';
    p += pk_decimal(pos->fullmove, p);
    *p = 0;
    return (size_t)(p - out);
}
