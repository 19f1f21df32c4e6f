/* SAN reading (any language, lenient forms flagged) and writing. */
#include "san.h"

#include "chess960.h"

#include <stdlib.h>
#include <string.h>

static bool is_file(char c) { return c >= 'a' && c <= 'h'; }
static bool is_rank(char c) { return c >= '1' && c <= '8'; }

static int promo_letter(const pk_lang *lang, char c, uint16_t *lenient)
{
    int t = pk_lang_piece(lang, c);
    if (t >= PK_PAWN && t <= PK_KING)
        return t; /* a king or a pawn too, which pk_san_resolve then refuses with its reason */
    if (lang == pk_lang_english() || !strchr("nbrq", c)) {
        const char *lower = strchr("nbrq", c);
        if (c && lower) {
            *lenient |= PK_SAN_LOWER_PROMO;
            return PK_KNIGHT + (int)(lower - "nbrq");
        }
    }
    return -1;
}

/* Removes check, mate and e.p. suffixes from the end of [text, *len). */
static void strip_suffixes(const char *text, size_t *len, pk_san *out)
{
    size_t n = *len;
    for (int round = 0; round < 2 && n > 0; round++) {
        char last = text[n - 1];
        if (last == '+') {
            if (n >= 2 && text[n - 2] == '+') {
                out->check = '#';
                out->lenient |= PK_SAN_DOUBLE_PLUS;
                n -= 2;
            } else {
                out->check = '+';
                n -= 1;
            }
        } else if (last == '#') {
            out->check = '#';
            n -= 1;
        } else if (last == '.' && n >= 4 && memcmp(text + n - 4, "e.p.", 4) == 0) {
            out->lenient |= PK_SAN_EP_SUFFIX;
            n -= 4;
        } else if (last == 'p' && n > 2 && text[n - 2] == 'e') {
            out->lenient |= PK_SAN_EP_SUFFIX;
            n -= 2;
        } else {
            break;
        }
        while (n > 0 && text[n - 1] == ' ') /* "exd6 e.p." */
            n--;
    }
    *len = n;
}

static bool parse_castle(const char *t, size_t n, pk_san *out)
{
    char o = t[0];
    if ((o != 'O' && o != '0' && o != 'o') || (n != 3 && n != 5))
        return false;
    for (size_t i = 0; i < n; i++)
        if (t[i] != (i % 2 ? '-' : o))
            return false;
    out->castle = n == 3 ? 1 : 2;
    out->type = PK_KING;
    if (o != 'O')
        out->lenient |= PK_SAN_ZERO_CASTLE;
    return true;
}

/* The shapes most moves have: e4, Nf3, exd5, Nxe5 (a check sign already taken off).
 * True when the text is one of them and out is filled. */
static bool parse_common_shape(const char *t, size_t len, const pk_lang *lang, pk_san *out)
{
    char a = t[0];
    if (len == 2) {
        if (!is_file(a) || !is_rank(t[1]))
            return false;
        out->to = (int8_t)PK_SQ(a - 'a', t[1] - '1');
        return true;
    }
    if (len != 3 && len != 4)
        return false;
    if (!is_file(t[len - 2]) || !is_rank(t[len - 1]))
        return false;
    out->to = (int8_t)PK_SQ(t[len - 2] - 'a', t[len - 1] - '1');
    if (len == 4 && t[1] != 'x')
        return false;
    out->capture = len == 4;
    if (is_file(a) && len == 4) { /* exd5 */
        out->from_file = (int8_t)(a - 'a');
        return true;
    }
    int type = a >= 'A' && a <= 'Z' ? pk_lang_piece(lang, a) : -1;
    if (type <= PK_PAWN)
        return false;
    out->type = (int8_t)type;
    return true;
}

/* Figurine SAN: the piece glyphs U+2654..U+265F (white king, queen, rook, bishop, knight,
 * pawn, then the same in black), UTF-8 E2 99 94..9F, each one character in place of a letter. */
static const int8_t figurine_type[6] = {PK_KING, PK_QUEEN, PK_ROOK, PK_BISHOP, PK_KNIGHT, PK_PAWN};

static inline int figurine_at(const unsigned char *u, size_t left)
{
    if (left >= 3 && u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0x94 && u[2] <= 0x9F)
        return figurine_type[(u[2] - 0x94) % 6];
    return -1;
}

/* The word with each glyph replaced by lang's letter for its piece, either colour's glyph
 * for either side (books print one set for both), and a variation selector after a glyph
 * (U+FE0E, U+FE0F: text or emoji style) dropped. Returns the new length, 0 when the word
 * holds no glyph. out holds len bytes. */
static size_t figurines_to_letters(const char *text, size_t len, const pk_lang *lang, char *out)
{
    const unsigned char *u = (const unsigned char *)text;
    size_t o = 0;
    bool glyph = false;
    for (size_t i = 0; i < len;) {
        int t = figurine_at(u + i, len - i);
        if (t < 0) {
            out[o++] = text[i++];
            continue;
        }
        glyph = true;
        out[o++] = lang->letters[t];
        i += 3;
        if (i + 2 < len && u[i] == 0xEF && u[i + 1] == 0xB8 && (u[i + 2] == 0x8E || u[i + 2] == 0x8F))
            i += 3;
    }
    return glyph ? o : 0;
}

size_t pk_san_to_figurines(const char *text, size_t len, char *out)
{
    static const char glyphs[] = "KQRBN";
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        const char *g = text[i] ? strchr(glyphs, text[i]) : NULL;
        if (!g) {
            out[o++] = text[i];
            continue;
        }
        out[o++] = (char)0xE2;
        out[o++] = (char)0x99;
        out[o++] = (char)(0x94 + (g - glyphs));
    }
    out[o] = 0;
    return o;
}

static pk_san_status parse_letters(const char *text, size_t len, const pk_lang *lang, pk_san *out);

pk_san_status pk_san_parse(const char *text, size_t len, const pk_lang *lang, pk_san *out)
{
    pk_san_status st = parse_letters(text, len, lang, out);
    if (st == PK_SAN_BAD_SYNTAX && len <= 64 && memchr(text, 0xE2, len)) {
        /* not plain SAN: maybe figurines, read as the game's letters (so glyphs and letters mix) */
        char letters[64];
        size_t n = figurines_to_letters(text, len, lang, letters);
        if (n)
            st = parse_letters(letters, n, lang, out);
    }
    return st;
}

static pk_san_status parse_letters(const char *text, size_t len, const pk_lang *lang, pk_san *out)
{
    memset(out, 0, sizeof *out);
    out->from_file = out->from_rank = -1;
    out->to = PK_NO_SQUARE;
    out->promo = PK_NO_TYPE;
    out->type = PK_PAWN;
    if (len == 0)
        return PK_SAN_BAD_SYNTAX;
    if (len > 1 && (text[len - 1] == '+' || text[len - 1] == '#') && text[len - 2] != '+' && text[len - 2] != '#') {
        out->check = (uint8_t)text[len - 1];
        len--;
        if (parse_common_shape(text, len, lang, out))
            return PK_SAN_OK;
        out->check = 0;
        len++;
    } else if (parse_common_shape(text, len, lang, out)) {
        return PK_SAN_OK;
    }
    out->to = PK_NO_SQUARE;
    out->from_file = -1;
    out->capture = 0;
    out->type = PK_PAWN;
    strip_suffixes(text, &len, out);
    if (len == 0)
        return PK_SAN_BAD_SYNTAX;
    if ((len == 2 && ((text[0] == '-' && text[1] == '-') || (text[0] == 'Z' && text[1] == '0'))) ||
        (len == 4 && memcmp(text, "0000", 4) == 0)) {
        out->is_null = 1;
        return PK_SAN_OK;
    }
    if (parse_castle(text, len, out))
        return PK_SAN_OK;

    size_t end = len;
    /* promotion: =Q, /Q, (Q), Q, q */
    if (end >= 3 && text[end - 1] == ')' && text[end - 3] == '(') {
        int t = promo_letter(lang, text[end - 2], &out->lenient);
        if (t < 0)
            return PK_SAN_BAD_SYNTAX;
        out->promo = (int8_t)t;
        out->lenient |= PK_SAN_NO_EQUALS;
        end -= 3;
    } else if (end >= 3 && !is_rank(text[end - 1])) {
        int t = promo_letter(lang, text[end - 1], &out->lenient);
        if (t < 0)
            return PK_SAN_BAD_SYNTAX;
        out->promo = (int8_t)t;
        end--;
        if (text[end - 1] == '=')
            end--;
        else if (text[end - 1] == '/')
            end--, out->lenient |= PK_SAN_NO_EQUALS;
        else
            out->lenient |= PK_SAN_NO_EQUALS;
    }
    if (end < 2 || !is_file(text[end - 2]) || !is_rank(text[end - 1]))
        return PK_SAN_BAD_SYNTAX;
    out->to = (int8_t)PK_SQ(text[end - 2] - 'a', text[end - 1] - '1');
    end -= 2;
    size_t i = 0;
    if (i < end && text[i] >= 'A' && text[i] <= 'Z') {
        int t = pk_lang_piece(lang, text[i]);
        if (t < 0)
            return PK_SAN_BAD_SYNTAX;
        if (t == PK_PAWN)
            out->lenient |= PK_SAN_PAWN_LETTER;
        out->type = (int8_t)t;
        i++;
    }
    if (i < end && is_file(text[i]))
        out->from_file = (int8_t)(text[i++] - 'a');
    if (i < end && is_rank(text[i]))
        out->from_rank = (int8_t)(text[i++] - '1');
    if (i < end && (text[i] == 'x' || text[i] == ':')) {
        out->capture = 1;
        if (text[i] == ':')
            out->lenient |= PK_SAN_COLON;
        i++;
    } else if (i < end && text[i] == '-') {
        out->lenient |= PK_SAN_HYPHEN;
        i++;
        if (i < end && text[i] == 'x') { /* Ng1-xf3 is not a thing, but e4-xd5 is seen */
            out->capture = 1;
            i++;
        }
    }
    if (i != end)
        return PK_SAN_BAD_SYNTAX;
    if (out->promo != PK_NO_TYPE && out->type != PK_PAWN && !(out->from_file >= 0 && out->from_rank >= 0))
        return PK_SAN_BAD_SYNTAX;
    if (!(out->lenient & PK_SAN_PAWN_LETTER) && out->type == PK_PAWN && out->from_file >= 0 && out->from_rank >= 0)
        out->type = PK_NO_TYPE; /* coordinates (e2e4, g1f3): whatever stands on the origin */
    return PK_SAN_OK;
}

static bool fits_qualifiers(const pk_san *san, pk_move m)
{
    int from = PK_MOVE_FROM(m);
    if (san->from_file >= 0 && PK_FILE(from) != san->from_file)
        return false;
    if (san->from_rank >= 0 && PK_RANK(from) != san->from_rank)
        return false;
    return true;
}

static bool fits_promotion(const pk_position *pos, const pk_san *san, pk_move m)
{
    if (!PK_MOVE_IS_PROMO(m))
        return san->promo == PK_NO_TYPE;
    if (san->promo == PK_NO_TYPE)
        return pos->rules == PK_RULES_KINGLESS; /* there the queen is the only choice */
    return PK_MOVE_PROMO_TYPE(m) == san->promo;
}

/* O-O, O-O-O in Chess960: the castling of that side when legal. */
static pk_san_status resolve_castle_960(const pk_position *pos, const pk_san *san, pk_move *out, pk_movelist *matches)
{
    bool king_side = san->castle == 1;
    if (matches)
        matches->count = 0;
    if (!pk_chess960_castling_legal(pos, king_side))
        return PK_SAN_ILLEGAL;
    *out = pk_chess960_castle_move(pos, king_side);
    if (matches) {
        matches->moves[0] = *out;
        matches->count = 1;
    }
    return PK_SAN_OK;
}

static pk_san_status resolve_castle(const pk_position *pos, const pk_san *san, pk_move *out, pk_movelist *matches)
{
    if (pos->rules == PK_RULES_CHESS960)
        return resolve_castle_960(pos, san, out, matches);
    int rank = pos->side == PK_WHITE ? 0 : 7;
    int to = PK_SQ(san->castle == 1 ? 6 : 2, rank);
    pk_movelist list;
    pk_generate_legal_to(pos, PK_KING, to, &list);
    if (matches)
        matches->count = 0;
    for (int i = 0; i < list.count; i++) {
        if (PK_MOVE_KIND(list.moves[i]) == PK_MK_CASTLE) {
            *out = list.moves[i];
            if (matches) {
                matches->moves[0] = list.moves[i];
                matches->count = 1;
            }
            return PK_SAN_OK;
        }
    }
    return PK_SAN_ILLEGAL;
}

/* Which origin qualifiers canonical SAN needs for a move from `from` when the men on `rivals`
 * could make it too: the file unless a rival shares it (or a rival shares the rank too), the
 * rank when a rival shares the file. */
static inline void qualifiers_against(pk_bb rivals, int from, bool *file, bool *rank)
{
    bool file_clash = (rivals & (PK_FILE_A_BB << PK_FILE(from))) != 0;
    bool rank_clash = (rivals & (PK_RANK_1_BB << (8 * PK_RANK(from)))) != 0;
    *file = rivals && (!file_clash || rank_clash);
    *rank = rivals && file_clash;
}

/* The same among the legal moves in `same` (same piece type, same destination, same
 * promotion). */
static void needed_qualifiers(const pk_movelist *same, pk_move m, bool *file, bool *rank)
{
    pk_bb rivals = 0;
    for (int i = 0; i < same->count; i++)
        if (PK_MOVE_FROM(same->moves[i]) != PK_MOVE_FROM(m) && PK_MOVE_KIND(same->moves[i]) == PK_MOVE_KIND(m))
            rivals |= PK_BIT(PK_MOVE_FROM(same->moves[i]));
    qualifiers_against(rivals, PK_MOVE_FROM(m), file, rank);
}

/* The men of `type` (knight to king) of colour `us` on the squares the type reaches from `to`
 * on an empty board: the origins of its moves there if nothing stood between. Every type is
 * found the same way, so that no branch tells one from another (which type a move moves
 * cannot be foretold). */
static inline pk_bb origin_candidates(const pk_position *pos, int us, int type, int to)
{
    return pk_piece_reach[type][to] & pk_pieces(pos, us, type);
}

/* Those of the candidates with nothing between them and `to` on the board `occ` (a knight's or
 * a king's square has nothing between). The between-squares table is small, unlike the
 * sliders' attack tables: a validator walks so many positions that their cache misses would
 * dominate. */
static inline pk_bb open_candidates(pk_bb candidates, int to, pk_bb occ)
{
    if (!candidates)
        return 0;
    /* one or two candidates as a rule (two rooks, two knights): the lowest and the highest are
     * judged without a branch, the others (rare) in a loop */
    int low = pk_lsb(candidates), high = 63 - __builtin_clzll(candidates);
    pk_bb found = (PK_BIT(low) & ((pk_bb)0 - !(pk_between_bb[low][to] & occ))) |
                  (PK_BIT(high) & ((pk_bb)0 - !(pk_between_bb[high][to] & occ)));
    for (pk_bb middle = candidates & ~(PK_BIT(low) | PK_BIT(high)); middle;) {
        int s = pk_pop_lsb(&middle);
        if (!(pk_between_bb[s][to] & occ))
            found |= PK_BIT(s);
    }
    return found;
}

/* May a man other than the king go to `to` as far as checks go: out of check, or out of a
 * single check by taking the checker or stepping between? (Not whether it is pinned.) */
static inline bool check_allows(const pk_position *pos, int to)
{
    if (!pos->checkers)
        return true;
    pk_bb king = pk_pieces(pos, pos->side, PK_KING);
    return !pk_more_than_one(pos->checkers) && king &&
           ((pk_between_bb[pk_lsb(king)][pk_lsb(pos->checkers)] | pos->checkers) & PK_BIT(to));
}

/* The origin of the one legal move of a `type` man to `to` when that is plain to see: a man
 * that is not pinned, out of check or out of a single check by taking the checker or stepping
 * between; a pawn push, or a pawn capture from `from_file` (not promoting, not en passant); a
 * king step to a square not attacked. -1 otherwise (the move list decides). type is one of
 * PK_PAWN..PK_KING (what a language's letter or its absence names), which is not tested again. */
static inline __attribute__((always_inline)) int plain_origin(const pk_position *pos, int type, int to, int from_file)
{
    int us = pos->side, rank = PK_RANK(to);
    if (pos->checkers && type != PK_KING && !check_allows(pos, to))
        return -1;
    int from;
    if (type == PK_PAWN) {
        /* a man of ours on the square: a push finds it taken, a capture finds it ours */
        int down = us == PK_WHITE ? -8 : 8;
        if (rank == 0 || rank == 7)
            return -1;
        if (from_file < 0) {
            if (pos->board[to])
                return -1;
            from = to + down;
            if (!pos->board[from] && rank == (us == PK_WHITE ? 3 : 4))
                from += down;
        } else {
            /* the en passant square needs no test of its own: a capture there finds it empty
             * (and goes to the general path), and no push reaches it (the pawn that stepped
             * two stands before it) */
            if (!pos->board[to] || (pos->by_color[us] & PK_BIT(to)) || abs(from_file - PK_FILE(to)) != 1)
                return -1;
            from = PK_SQ(from_file, PK_RANK(to + down));
        }
        if (pos->board[from] != PK_PIECE(us, PK_PAWN) || (pos->pinned & PK_BIT(from)))
            return -1;
        return from;
    }
    if (pos->by_color[us] & PK_BIT(to))
        return -1;
    /* the king as the other men (it is never among the pinned), then whether it steps into
     * an attack */
    pk_bb occ = pk_occupied(pos);
    pk_bb candidates = origin_candidates(pos, us, type, to);
    if (!candidates)
        return -1;
    if (!pk_more_than_one(candidates)) {
        /* one man of the type on the lines to the square: the origin, if nothing stands
         * between (the origin does not wait for that test) */
        from = pk_lsb(candidates);
        if ((pk_between_bb[from][to] & occ) || (pos->pinned & candidates))
            return -1;
    } else {
        pk_bb origins = open_candidates(candidates, to, occ);
        if (!origins || pk_more_than_one(origins) || (pos->pinned & origins))
            return -1;
        from = pk_lsb(origins);
    }
    if (type == PK_KING && (pos->rules == PK_RULES_KINGLESS || pk_attacked_by(pos, to, us ^ 1, occ ^ PK_BIT(from))))
        return -1;
    return from;
}

/* The origin of a piece move whose word names the origin's file, rank or both (Nbd2, R1e2,
 * Qh4e1; file, rank -1 when not named), when that is plain to see: as plain_origin judges
 * checks, none of the men reaching the square pinned, and exactly one on what is named. Sets
 * *overspecified when the names were not needed, as needed_qualifiers judges. -1 otherwise. */
static int qualified_origin(const pk_position *pos, int type, int to, int file, int rank, bool *overspecified)
{
    if ((pos->by_color[pos->side] & PK_BIT(to)) || !check_allows(pos, to))
        return -1;
    pk_bb origins = open_candidates(origin_candidates(pos, pos->side, type, to), to, pk_occupied(pos));
    if (pos->pinned & origins)
        return -1;
    pk_bb named = origins;
    if (file >= 0)
        named &= PK_FILE_A_BB << file;
    if (rank >= 0)
        named &= PK_RANK_1_BB << (8 * rank);
    if (!named || pk_more_than_one(named))
        return -1;
    int from = pk_lsb(named);
    bool need_file, need_rank;
    qualifiers_against(origins & ~named, from, &need_file, &need_rank);
    *overspecified = (file >= 0 && !need_file) || (rank >= 0 && !need_rank);
    return from;
}

/* Most moves of real games, settled without a move list: a piece move without qualifiers, or a
 * pawn push or capture, as plain_origin sees them. False sends the move to the general path. */
static bool resolve_common_case(const pk_position *pos, pk_san *san, pk_move *out)
{
    if (san->promo != PK_NO_TYPE || san->from_rank >= 0 || (san->type != PK_PAWN && san->from_file >= 0))
        return false;
    int from = plain_origin(pos, san->type, san->to, san->from_file);
    if (from < 0)
        return false;
    if ((san->capture != 0) != (pos->board[san->to] != 0))
        san->lenient |= PK_SAN_WRONG_CAPTURE;
    *out = PK_MOVE_MAKE(from, san->to, PK_MK_NORMAL);
    return true;
}

static pk_san_status resolve_general(const pk_position *pos, pk_san *san, pk_move *out, pk_movelist *matches);

/* O-O and O-O-O when legal, as resolve_castle finds them; PK_MOVE_NONE otherwise. */
static pk_move castle_quick(const pk_position *pos, bool king_side)
{
    int rank = pos->side == PK_WHITE ? 0 : 7;
    if (pk_castling_legal(pos, king_side))
        return PK_MOVE_MAKE(PK_SQ(4, rank), PK_SQ(king_side ? 6 : 2, rank), PK_MK_CASTLE);
    if (pos->rules == PK_RULES_CHESS960 && pk_chess960_castling_legal(pos, king_side))
        return pk_chess960_castle_move(pos, king_side);
    return PK_MOVE_NONE;
}

/* pk_san_read_quick_move for a piece move that names its origin: Nbd2, N1d2, Nb1d2, each maybe
 * with x before the destination `to` (len: without the check sign): its reading but the wrong
 * capture, or 0. */
static pk_san_quick read_qualified_quick(const pk_position *pos, const char *text, size_t len, int to,
                                         const pk_lang *lang)
{
    char a = text[0];
    int type;
    if (a < 'A' || a > 'Z' || (type = pk_lang_piece(lang, a)) < PK_KNIGHT || type > PK_QUEEN)
        return 0;
    size_t i = 1, end = len - 2;
    int file = -1, rank = -1;
    if (i < end && is_file(text[i]))
        file = text[i++] - 'a';
    if (i < end && is_rank(text[i]))
        rank = text[i++] - '1';
    bool capture = i < end && text[i] == 'x';
    i += capture;
    bool overspecified;
    int from;
    if (i != end || (file < 0 && rank < 0) || (from = qualified_origin(pos, type, to, file, rank, &overspecified)) < 0)
        return 0;
    return PK_MOVE_MAKE(from, to, PK_MK_NORMAL) | (pk_san_quick)type << 16 | (capture ? PK_SANQ_CAPTURE : 0) |
           (file >= 0 ? PK_SANQ_FILE : 0) | (rank >= 0 ? PK_SANQ_RANK : 0) | (overspecified ? PK_SANQ_OVERSPECIFIED : 0);
}

/* Always inlined (at link time, into the replay's loops): left a call, it cost about 25
 * instructions per move more (its prologue, and its results through memory). */
__attribute__((always_inline)) inline pk_san_quick pk_san_read_quick_move(const pk_position *pos, const char *text,
                                                                          size_t len, const pk_lang *lang)
{
    if (len < 2 || len > 7)
        return 0;
    /* most words end with the destination's rank: neither a sign nor castling then */
    pk_san_quick sign = 0;
    if (!is_rank(text[len - 1])) {
        if (text[len - 1] == '+' || text[len - 1] == '#') {
            if (len == 2 || text[len - 2] == '+' || text[len - 2] == '#')
                return 0;
            sign = text[--len] == '+' ? PK_SANQ_PLUS : PK_SANQ_MATE;
        }
        if (text[0] == 'O' && (len == 3 ? memcmp(text, "O-O", 3) == 0 : len == 5 && memcmp(text, "O-O-O", 5) == 0)) {
            pk_move m = castle_quick(pos, len == 3);
            return m == PK_MOVE_NONE ? 0 : m | (pk_san_quick)PK_KING << 16 | sign | (len == 3 ? 0 : PK_SANQ_QUEEN_SIDE);
        }
        if (!is_rank(text[len - 1]))
            return 0;
    }
    if (len > 6 || !is_file(text[len - 2]))
        return 0;
    int to = PK_SQ(text[len - 2] - 'a', text[len - 1] - '1');
    pk_san_quick q;
    if (len > 4 || (len == 4 && text[1] != 'x')) {
        q = read_qualified_quick(pos, text, len, to, lang);
        if (!q)
            return 0;
    } else {
        int type = PK_PAWN, from_file = -1;
        if (len >= 3) {
            char a = text[0];
            if (len == 4 && is_file(a))
                from_file = a - 'a';
            else if ((type = pk_lang_piece(lang, a)) > PK_PAWN)
                ;
            else
                return 0;
        }
        int from = plain_origin(pos, type, to, from_file);
        if (from < 0)
            return 0;
        /* exd5 names the pawn's file; a piece's word here names no origin */
        q = PK_MOVE_MAKE(from, to, PK_MK_NORMAL) | (pk_san_quick)type << 16 |
            (len == 4 ? PK_SANQ_CAPTURE | (from_file >= 0 ? PK_SANQ_FILE : 0) : 0);
    }
    /* x written on a quiet move, or left out of a capture */
    if (((q & PK_SANQ_CAPTURE) != 0) != (pos->board[to] != 0))
        q |= PK_SANQ_WRONG_CAPTURE;
    return q | sign;
}

void pk_san_from_quick(pk_san_quick q, pk_san *san)
{
    pk_move m = PK_SANQ_MOVE(q);
    int from = PK_MOVE_FROM(m);
    uint8_t check = q & PK_SANQ_PLUS ? '+' : q & PK_SANQ_MATE ? '#' : 0;
    if (PK_MOVE_KIND(m) == PK_MK_CASTLE) {
        *san = (pk_san){.type = PK_KING, .from_file = -1, .from_rank = -1, .to = PK_NO_SQUARE, .promo = PK_NO_TYPE,
                        .castle = (int8_t)(q & PK_SANQ_QUEEN_SIDE ? 2 : 1), .check = check};
        return;
    }
    *san = (pk_san){.type = (int8_t)PK_SANQ_TYPE(q),
                    .from_file = (int8_t)(q & PK_SANQ_FILE ? PK_FILE(from) : -1),
                    .from_rank = (int8_t)(q & PK_SANQ_RANK ? PK_RANK(from) : -1),
                    .to = (int8_t)PK_MOVE_TO(m),
                    .promo = PK_NO_TYPE,
                    .capture = (q & PK_SANQ_CAPTURE) != 0,
                    .check = check,
                    .lenient = (uint16_t)((q & PK_SANQ_WRONG_CAPTURE ? PK_SAN_WRONG_CAPTURE : 0) |
                                          (q & PK_SANQ_OVERSPECIFIED ? PK_SAN_OVERSPECIFIED : 0))};
}

/* pk_san_read_quick_move with the whole pk_san: the replay reads the former, and builds the pk_san
 * only on the rare paths that need it. */
bool pk_san_read_quick(const pk_position *pos, const char *text, size_t len, const pk_lang *lang, pk_san *san,
                       pk_move *out)
{
    pk_san_quick q = pk_san_read_quick_move(pos, text, len, lang);
    if (!q)
        return false;
    pk_san_from_quick(q, san);
    *out = PK_SANQ_MOVE(q);
    return true;
}

pk_san_status pk_san_resolve(const pk_position *pos, pk_san *san, pk_move *out, pk_movelist *matches)
{
    if (san->is_null) {
        *out = PK_MOVE_NULL;
        return PK_SAN_OK;
    }
    if (san->castle)
        return resolve_castle(pos, san, out, matches);
    if (resolve_common_case(pos, san, out)) {
        if (matches) {
            matches->moves[0] = *out;
            matches->count = 1;
        }
        return PK_SAN_OK;
    }
    return resolve_general(pos, san, out, matches);
}

/* A king move that is none in Chess960 (Kg1, e1g1, the king on e1): the castling whose king lands
 * there, read as chess writes it where it cannot be another move; lenient when written as a king
 * move (Kg1), as in chess. */
static pk_san_status read_two_square_castle_960(const pk_position *pos, pk_san *san, pk_move *out, pk_movelist *matches)
{
    int from = pk_king_square(pos, pos->side);
    if ((san->from_file >= 0 && san->from_file != PK_FILE(from)) || (san->from_rank >= 0 && san->from_rank != PK_RANK(from)))
        return PK_SAN_ILLEGAL;
    pk_move m = pk_chess960_castle_landing_on(pos, from, san->to);
    if (m == PK_MOVE_NONE)
        return PK_SAN_ILLEGAL;
    *out = m;
    if (san->type == PK_KING)
        san->lenient |= PK_SAN_KING_CASTLE;
    if (matches) {
        matches->moves[0] = m;
        matches->count = 1;
    }
    return PK_SAN_OK;
}

/* Any move through the list of legal moves to its square: apart from pk_san_resolve so that
 * the common case costs no stack frame for the lists. */
static __attribute__((noinline)) pk_san_status resolve_general(const pk_position *pos, pk_san *san, pk_move *out,
                                                                pk_movelist *matches)
{
    int type = san->type;
    if (type == PK_NO_TYPE) {
        int from = PK_SQ(san->from_file, san->from_rank);
        type = pk_piece_on(pos, from);
        if (type == PK_NO_TYPE || PK_PIECE_COLOR(pos->board[from]) != pos->side) {
            if (matches)
                matches->count = 0;
            return PK_SAN_ILLEGAL;
        }
    }
    pk_movelist list, local;
    pk_movelist *found = matches ? matches : &local;
    pk_generate_legal_to(pos, type, san->to, &list);
    found->count = 0;
    for (int i = 0; i < list.count; i++) {
        pk_move m = list.moves[i];
        if (type == PK_PAWN && san->from_file < 0 && PK_FILE(PK_MOVE_FROM(m)) != san->to % 8)
            continue; /* a pawn capture must name its file */
        if (fits_qualifiers(san, m) && fits_promotion(pos, san, m))
            found->moves[found->count++] = m;
    }
    if (found->count == 0) {
        if (matches) /* offer the piece's moves to that square as suggestions */
            for (int i = 0; i < list.count; i++)
                matches->moves[matches->count++] = list.moves[i];
        if (type == PK_KING && pos->rules == PK_RULES_CHESS960)
            return read_two_square_castle_960(pos, san, out, matches);
        if (type == PK_KING && san->type == PK_KING && san->from_file < 0) {
            /* Kg1 for O-O */
            for (int i = 0; i < list.count; i++)
                if (PK_MOVE_KIND(list.moves[i]) == PK_MK_CASTLE) {
                    *out = list.moves[i];
                    san->lenient |= PK_SAN_KING_CASTLE;
                    if (matches) {
                        matches->moves[0] = *out;
                        matches->count = 1;
                    }
                    return PK_SAN_OK;
                }
        }
        return PK_SAN_ILLEGAL;
    }
    if (found->count > 1) {
        /* Promotions to different pieces are not an ambiguity of the origin */
        return PK_SAN_AMBIGUOUS;
    }
    pk_move m = found->moves[0];
    *out = m;
    if (PK_MOVE_KIND(m) == PK_MK_CASTLE && san->type == PK_KING)
        san->lenient |= PK_SAN_KING_CASTLE; /* written as a king move: Kg1, e1g1 */
    if ((san->capture != 0) != pk_move_is_capture(pos, m))
        san->lenient |= PK_SAN_WRONG_CAPTURE;
    if (san->from_file >= 0 || san->from_rank >= 0) {
        bool need_file, need_rank;
        if (type == PK_PAWN) {
            need_file = pk_move_is_capture(pos, m);
            need_rank = false;
        } else {
            pk_movelist same;
            same.count = 0;
            for (int i = 0; i < list.count; i++)
                if (!PK_MOVE_IS_PROMO(list.moves[i]) || list.moves[i] == m)
                    same.moves[same.count++] = list.moves[i];
            needed_qualifiers(&same, m, &need_file, &need_rank);
        }
        if ((san->from_file >= 0 && !need_file) || (san->from_rank >= 0 && !need_rank))
            san->lenient |= PK_SAN_OVERSPECIFIED;
    }
    return PK_SAN_OK;
}

/* "+", "#" or "" for the position a move led to. */
static inline const char *check_suffix_played(const pk_position *after)
{
    if (after->rules == PK_RULES_KINGLESS || !after->checkers)
        return "";
    return pk_has_legal_move(after) ? "+" : "#";
}

const char *pk_move_check_suffix(const pk_position *pos, pk_move m)
{
    pk_position after = *pos;
    pk_position_play(&after, m);
    return check_suffix_played(&after);
}

size_t pk_san_format_plain(const pk_position *pos, pk_move m, const pk_lang *lang, char *out)
{
    size_t n = pk_san_format(pos, m, lang, out);
    while (n > 0 && (out[n - 1] == '+' || out[n - 1] == '#'))
        out[--n] = 0;
    return n;
}

size_t pk_san_format(const pk_position *pos, pk_move m, const pk_lang *lang, char *out)
{
    pk_position after = *pos;
    pk_position_play(&after, m);
    return pk_san_write(m, pk_san_facts_played(pos, m, &after), lang, out);
}

size_t pk_uci_format(pk_move m, char *out)
{
    if (m == PK_MOVE_NULL) {
        memcpy(out, "0000", 5);
        return 4;
    }
    pk_square_name(PK_MOVE_FROM(m), out);
    pk_square_name(PK_MOVE_TO(m), out + 2);
    if (PK_MOVE_IS_PROMO(m)) {
        out[4] = "nbrq"[PK_MOVE_PROMO_TYPE(m) - PK_KNIGHT];
        out[5] = 0;
        return 5;
    }
    return 4;
}

size_t pk_lan_format(const pk_position *pos, pk_move m, const pk_lang *lang, char *out)
{
    pk_position after = *pos;
    pk_position_play(&after, m);
    return pk_lan_write(m, pk_san_facts_played(pos, m, &after), lang, out);
}

/* ---- a move's SAN facts, and writing from them ------------------------------------------ */

/* The qualifiers SAN needs when another man of the mover's type attacks the destination too:
 * a pin may still rule that one out, so the legal moves decide. Kept out of line: it is rare,
 * and its move list would weigh on every call of the caller. */
__attribute__((noinline)) static void qualifiers_among_legal(const pk_position *pos, pk_move m, int type, bool *file,
                                                             bool *rank)
{
    pk_movelist list;
    pk_generate_legal_to(pos, type, PK_MOVE_TO(m), &list);
    needed_qualifiers(&list, m, file, rank);
}

pk_san_facts pk_san_facts_unrivalled(const pk_position *before, pk_move m)
{
    if (m == PK_MOVE_NULL || PK_MOVE_KIND(m) == PK_MK_CASTLE)
        return 0;
    return (pk_san_facts)(pk_piece_on(before, PK_MOVE_FROM(m)) |
                          (pk_move_is_capture(before, m) ? PK_SANF_CAPTURE : 0));
}

pk_san_facts pk_san_facts_before(const pk_position *before, pk_move m)
{
    pk_san_facts f = pk_san_facts_unrivalled(before, m);
    int type = f & PK_SANF_TYPE;
    if (m == PK_MOVE_NULL || PK_MOVE_KIND(m) == PK_MK_CASTLE || type == PK_PAWN)
        return f;
    int to = PK_MOVE_TO(m);
    /* most moves have no rival even among pseudo-legal moves: no other man of the type, or
     * none that reaches the square; then no move list is needed */
    pk_bb own = pk_pieces(before, before->side, type);
    if (!pk_more_than_one(own))
        return f;
    pk_bb reaching = open_candidates(origin_candidates(before, before->side, type, to), to, pk_occupied(before));
    if (pk_more_than_one(reaching)) {
        bool need_file = false, need_rank = false;
        qualifiers_among_legal(before, m, type, &need_file, &need_rank);
        f |= (need_file ? PK_SANF_FILE : 0) | (need_rank ? PK_SANF_RANK : 0);
    }
    return f;
}

pk_san_facts pk_san_facts_after(const pk_position *after, bool mate)
{
    if (after->rules == PK_RULES_KINGLESS || !after->checkers)
        return 0;
    return mate ? PK_SANF_MATE : PK_SANF_CHECK;
}

/* The check sign the facts give, after the move's text at p; returns the end. */
static char *put_check_sign(char *p, pk_san_facts f)
{
    if (f & (PK_SANF_CHECK | PK_SANF_MATE))
        *p++ = f & PK_SANF_MATE ? '#' : '+';
    *p = 0;
    return p;
}

/* "=Q" (in lang's letters) for a promotion, nothing otherwise; returns the end. */
static char *put_promotion(char *p, pk_move m, const pk_lang *lang)
{
    if (PK_MOVE_IS_PROMO(m)) {
        *p++ = '=';
        *p++ = lang->letters[PK_MOVE_PROMO_TYPE(m)];
    }
    return p;
}

size_t pk_san_write(pk_move m, pk_san_facts f, const pk_lang *lang, char *out)
{
    char *p = out;
    if (m == PK_MOVE_NULL) {
        memcpy(out, "--", 3);
        return 2;
    }
    int from = PK_MOVE_FROM(m), to = PK_MOVE_TO(m);
    if (PK_MOVE_KIND(m) == PK_MK_CASTLE) {
        memcpy(p, "O-O-O", 5);
        p += to > from ? 3 : 5;
    } else {
        if ((f & PK_SANF_TYPE) == PK_PAWN) {
            if (f & PK_SANF_CAPTURE) {
                *p++ = (char)('a' + PK_FILE(from));
                *p++ = 'x';
            }
        } else {
            *p++ = lang->letters[f & PK_SANF_TYPE];
            if (f & PK_SANF_FILE)
                *p++ = (char)('a' + PK_FILE(from));
            if (f & PK_SANF_RANK)
                *p++ = (char)('1' + PK_RANK(from));
            if (f & PK_SANF_CAPTURE)
                *p++ = 'x';
        }
        *p++ = (char)('a' + PK_FILE(to));
        *p++ = (char)('1' + PK_RANK(to));
        p = put_promotion(p, m, lang);
    }
    return (size_t)(put_check_sign(p, f) - out);
}

size_t pk_lan_write(pk_move m, pk_san_facts f, const pk_lang *lang, char *out)
{
    if (m == PK_MOVE_NULL || PK_MOVE_KIND(m) == PK_MK_CASTLE)
        return pk_san_write(m, f, lang, out);
    char *p = out;
    if ((f & PK_SANF_TYPE) != PK_PAWN)
        *p++ = lang->letters[f & PK_SANF_TYPE];
    pk_square_name(PK_MOVE_FROM(m), p);
    p += 2;
    *p++ = f & PK_SANF_CAPTURE ? 'x' : '-';
    pk_square_name(PK_MOVE_TO(m), p);
    p += 2;
    p = put_promotion(p, m, lang);
    return (size_t)(put_check_sign(p, f) - out);
}

pk_san_facts pk_san_facts_played(const pk_position *before, pk_move m, const pk_position *after)
{
    bool mate = after->checkers && after->rules != PK_RULES_KINGLESS && !pk_has_legal_move(after);
    return pk_san_facts_before(before, m) | pk_san_facts_after(after, mate);
}
