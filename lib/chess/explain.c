/* Diagnostic text for illegal and ambiguous moves. */
#include "explain.h"

#include "chess960.h"

#include <stdio.h>
#include <string.h>

static const char *const type_names[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
static const char *const type_plurals[6] = {"pawns", "knights", "bishops", "rooks", "queens", "kings"};

void pk_explain_move_list(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                          char *out, size_t size)
{
    size_t used = 0;
    out[0] = 0;
    for (int i = 0; i < moves->count && used + 20 < size; i++) {
        if (i == max) {
            snprintf(out + used, size - used, ", ...");
            return;
        }
        char san[16];
        pk_san_format(pos, moves->moves[i], lang, san);
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "", san);
    }
}

void pk_explain_move_suggestions(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                                 char *out, size_t size)
{
    for (int i = 0; i < moves->count; i++) {
        char san[16];
        if (i == max || !pk_suggestion_add(out, size, san, pk_san_format(pos, moves->moves[i], lang, san))) {
            pk_suggestion_add_more(out, size);
            return;
        }
    }
}

/* Why castling is not legal. The caller's message names the move already ("illegal move
 * 'O-O-O': ..."), so this does not. */
static void explain_castle(const pk_position *pos, const pk_san *san, char *message, size_t msize)
{
    int us = pos->side, rank = us == PK_WHITE ? 0 : 7;
    bool king_side = san->castle == 1;
    int right = us == PK_WHITE ? (king_side ? PK_CASTLE_WK : PK_CASTLE_WQ) : (king_side ? PK_CASTLE_BK : PK_CASTLE_BQ);
    char rook = king_side ? 'h' : 'a';
    pk_bb path = king_side ? (PK_BIT(PK_SQ(5, rank)) | PK_BIT(PK_SQ(6, rank)))
                           : (PK_BIT(PK_SQ(1, rank)) | PK_BIT(PK_SQ(2, rank)) | PK_BIT(PK_SQ(3, rank)));
    if (pos->rules == PK_RULES_KINGLESS)
        snprintf(message, msize, "the kingless game has no castling");
    else if (pos->rules == PK_RULES_CHESS960)
        pk_chess960_explain_castle(pos, king_side, message, msize);
    else if (!(pos->castling & right) &&
             !(pk_pieces(pos, us, PK_ROOK) & PK_BIT(PK_SQ(king_side ? 7 : 0, rank))))
        snprintf(message, msize, "there is no rook on %c%d any more", rook, rank + 1);
    else if (!(pos->castling & right))
        snprintf(message, msize, "the king or the rook on %c%d has already moved", rook, rank + 1);
    else if (pos->checkers)
        snprintf(message, msize, "the king is in check");
    else if (pk_occupied(pos) & path)
        snprintf(message, msize, "a piece stands between the king and the rook");
    else
        snprintf(message, msize, "the king would cross or land on an attacked square");
}

/* The men of `type` (not the king) that could make the move to `to` as written, its origin's
 * file and rank when named, were it not for the king's safety: their squares. */
static pk_bb pseudo_origins(const pk_position *pos, const pk_san *san, int type, int to)
{
    int us = pos->side;
    if (type < PK_PAWN || type >= PK_KING || (pos->by_color[us] & PK_BIT(to)))
        return 0;
    pk_bb occ = pk_occupied(pos), found;
    if (type == PK_PAWN) {
        int down = us == PK_WHITE ? -8 : 8, start_rank = us == PK_WHITE ? 1 : 6;
        bool capture = san->capture || (san->from_file >= 0 && san->from_file != PK_FILE(to));
        if (capture) {
            bool target = (pos->by_color[us ^ 1] & PK_BIT(to)) || to == pos->ep_square;
            found = target ? pk_pawn_attacks[us ^ 1][to] & pk_pieces(pos, us, PK_PAWN) : 0;
        } else if ((occ & PK_BIT(to)) || to + down < 0 || to + down >= 64) {
            found = 0; /* taken, or the side's own first rank: no pawn comes from behind it */
        } else {
            int one = to + down;
            found = PK_BIT(one) & pk_pieces(pos, us, PK_PAWN);
            if (!(occ & PK_BIT(one)) && one + down >= 0 && one + down < 64 && PK_RANK(one + down) == start_rank)
                found |= PK_BIT(one + down) & pk_pieces(pos, us, PK_PAWN);
        }
    } else {
        found = pk_piece_attacks(type, to, occ) & pk_pieces(pos, us, type);
    }
    if (san->from_file >= 0)
        found &= PK_FILE_A_BB << san->from_file;
    if (san->from_rank >= 0)
        found &= PK_RANK_1_BB << (8 * san->from_rank);
    return found;
}

/* "the knight on c3 is pinned to the king" when the move as written is kept from the legal
 * moves by a pin and nothing else: every man that could make it is pinned and would leave
 * the line of its pin. Returns false (message untouched) otherwise. */
static bool explain_pin(const pk_position *pos, const pk_san *san, int type, int to, char *message, size_t msize)
{
    pk_bb origins = pseudo_origins(pos, san, type, to);
    int ksq = pk_king_square(pos, pos->side);
    if (!origins || ksq == PK_NO_SQUARE || !pk_rules_has_kings(pos->rules))
        return false;
    if (type == PK_PAWN && to == pos->ep_square && !pos->checkers && !pk_more_than_one(origins) &&
        !(origins & pos->pinned) && !pk_move_is_legal(pos, PK_MOVE_MAKE(pk_lsb(origins), to, PK_MK_EP))) {
        /* the capturing pawn and the pawn taken shield the king on one rank: a pin of two */
        char fs[3], cs[3];
        pk_square_name(pk_lsb(origins), fs);
        pk_square_name(to + (pos->side == PK_WHITE ? -8 : 8), cs);
        snprintf(message, msize, "the pawn on %s and the pawn on %s it would take are pinned to the king together", fs, cs);
        return true;
    }
    if (origins & ~pos->pinned)
        return false;
    char squares[32] = "";
    size_t used = 0;
    int n = pk_popcount(origins), i = 0;
    for (pk_bb b = origins; b; i++) {
        int from = pk_pop_lsb(&b);
        if (pk_line_bb[ksq][from] & PK_BIT(to))
            return false; /* along its pin: the pin is not what stops it */
        char fs[3];
        pk_square_name(from, fs);
        used += (size_t)snprintf(squares + used, sizeof squares - used, "%s%s",
                                 i == 0 ? "" : i + 1 == n ? " and " : ", ", fs);
    }
    if (n == 1)
        snprintf(message, msize, "the %s on %s is pinned to the king", type_names[type], squares);
    else
        snprintf(message, msize, "the %s on %s are pinned to the king", type_plurals[type], squares);
    return true;
}

bool pk_explain_pinned_move(const pk_position *pos, int from, int to, char *message, size_t msize)
{
    int type = pk_piece_on(pos, from);
    if (type == PK_NO_TYPE || PK_PIECE_COLOR(pos->board[from]) != pos->side)
        return false;
    pk_san san = {.type = (int8_t)type, .from_file = (int8_t)PK_FILE(from), .from_rank = (int8_t)PK_RANK(from),
                  .to = (int8_t)to, .promo = PK_NO_TYPE, .capture = PK_FILE(from) != PK_FILE(to) && type == PK_PAWN};
    return explain_pin(pos, &san, type, to, message, msize);
}

/* The legal moves among matches that fit the written origin, promotions best first (queen,
 * rook, bishop, knight), as suggestions. */
static void suggest_promotions(const pk_position *pos, const pk_san *san, const pk_movelist *matches,
                               const pk_lang *lang, char *suggestion, size_t ssize)
{
    pk_movelist fit;
    fit.count = 0;
    for (int promo = PK_QUEEN; promo >= PK_KNIGHT; promo--)
        for (int i = 0; matches && i < matches->count; i++) {
            pk_move m = matches->moves[i];
            int from = PK_MOVE_FROM(m);
            if (PK_MOVE_IS_PROMO(m) && PK_MOVE_PROMO_TYPE(m) == promo &&
                (san->from_file < 0 || PK_FILE(from) == san->from_file) &&
                (san->from_rank < 0 || PK_RANK(from) == san->from_rank))
                fit.moves[fit.count++] = m;
        }
    pk_explain_move_suggestions(pos, &fit, lang, 8, suggestion, ssize);
}

static void explain_failure(const pk_position *pos, const pk_san *san, pk_san_status status,
                            const pk_movelist *matches, const pk_lang *lang, char *message, size_t msize,
                            char *suggestion, size_t ssize)
{
    char to[3] = "";
    if (san->to != PK_NO_SQUARE && san->to >= 0)
        pk_square_name(san->to, to);
    if (status == PK_SAN_BAD_SYNTAX) {
        snprintf(message, msize, "not a move in %s algebraic notation", lang->name);
        return;
    }
    if (san->castle) {
        explain_castle(pos, san, message, msize);
        return;
    }
    if (san->is_null) {
        snprintf(message, msize, "a null move is not allowed here");
        return;
    }
    int type = san->type;
    bool bad_promotion = san->promo == PK_KING || san->promo == PK_PAWN;
    if (type == PK_NO_TYPE) {
        int from = PK_SQ(san->from_file, san->from_rank);
        char fs[3];
        pk_square_name(from, fs);
        if (!pos->board[from])
            snprintf(message, msize, "there is no piece on %s", fs);
        else if (PK_PIECE_COLOR(pos->board[from]) != pos->side)
            snprintf(message, msize, "the piece on %s is not %s's", fs, pos->side == PK_WHITE ? "White" : "Black");
        else if (bad_promotion && pk_piece_on(pos, from) == PK_PAWN)
            snprintf(message, msize, "a pawn cannot promote to a %s", type_names[san->promo]);
        else if (!explain_pin(pos, san, pk_piece_on(pos, from), san->to, message, msize))
            snprintf(message, msize, "the %s on %s cannot move to %s", type_names[pk_piece_on(pos, from)], fs, to);
        if (pos->board[from] && PK_PIECE_COLOR(pos->board[from]) == pos->side) {
            pk_movelist all, mine;
            pk_generate_legal(pos, &all);
            mine.count = 0;
            for (int i = 0; i < all.count; i++)
                if (PK_MOVE_FROM(all.moves[i]) == from &&
                    (!bad_promotion || (PK_MOVE_TO(all.moves[i]) == san->to && PK_MOVE_IS_PROMO(all.moves[i]))))
                    mine.moves[mine.count++] = all.moves[i];
            if (bad_promotion)
                suggest_promotions(pos, san, &mine, lang, suggestion, ssize);
            else
                pk_explain_move_suggestions(pos, &mine, lang, 8, suggestion, ssize);
        }
        return;
    }
    if (status == PK_SAN_AMBIGUOUS) {
        char froms[64] = "";
        size_t used = 0;
        for (int i = 0; i < matches->count && used + 8 < sizeof froms; i++) {
            char fs[3];
            pk_square_name(PK_MOVE_FROM(matches->moves[i]), fs);
            used += (size_t)snprintf(froms + used, sizeof froms - used, "%s%s", i == 0 ? "" : (i + 1 == matches->count ? " and " : ", "), fs);
        }
        snprintf(message, msize, "the %s on %s can all reach %s", type_plurals[type], froms, to);
        if (matches->count == 2)
            snprintf(message, msize, "the %s on %s can both reach %s", type_plurals[type], froms, to);
        pk_explain_move_suggestions(pos, matches, lang, 8, suggestion, ssize);
        return;
    }
    /* illegal */
    if (type == PK_PAWN && bad_promotion) {
        snprintf(message, msize, "a pawn cannot promote to a %s", type_names[san->promo]);
        suggest_promotions(pos, san, matches, lang, suggestion, ssize);
        return;
    }
    if (matches && matches->count > 0) {
        bool promo_missing = type == PK_PAWN && san->promo == PK_NO_TYPE && PK_MOVE_IS_PROMO(matches->moves[0]);
        char from[4] = "";
        size_t k = 0;
        if (san->from_file >= 0)
            from[k++] = (char)('a' + san->from_file);
        if (san->from_rank >= 0)
            from[k++] = (char)('1' + san->from_rank);
        from[k] = 0;
        if (promo_missing)
            snprintf(message, msize, "a pawn reaching %s must be promoted: name the piece", to);
        else if (type == PK_PAWN && pos->rules == PK_RULES_KINGLESS && san->promo != PK_NO_TYPE)
            snprintf(message, msize, "in the kingless game a pawn is promoted to a queen only");
        else if (explain_pin(pos, san, type, san->to, message, msize))
            ;
        else if (k)
            snprintf(message, msize, "no %s on %s can %s %s", type_names[type], from,
                     type != PK_PAWN ? "reach" : san->capture ? "capture on" : "move to", to);
        else
            snprintf(message, msize, "no %s can %s %s", type_names[type], type == PK_PAWN ? "move to" : "reach", to);
        pk_explain_move_suggestions(pos, matches, lang, 8, suggestion, ssize);
        return;
    }
    pk_bb mine = pk_pieces(pos, pos->side, type);
    if (!pk_has_legal_move(pos)) {
        const char *side = pos->side == PK_WHITE ? "White" : "Black";
        if (pos->checkers)
            snprintf(message, msize, "the game is over: %s is checkmated", side);
        else
            snprintf(message, msize, "the game is over: %s is stalemated", side);
        return;
    }
    if (!mine) {
        snprintf(message, msize, "%s has no %s", pos->side == PK_WHITE ? "White" : "Black", type_names[type]);
        return;
    }
    bool pinned = explain_pin(pos, san, type, san->to, message, msize);
    if (pinned)
        ;
    else if (type == PK_PAWN)
        snprintf(message, msize,
                 san->capture || (san->from_file >= 0 && san->from_file != PK_FILE(san->to)) ? "no pawn can capture on %s"
                                                                                              : "no pawn can move to %s",
                 to);
    else
        snprintf(message, msize, "no %s can reach %s", type_names[type], to);
    pk_movelist legal;
    pk_generate_legal_to(pos, type, PK_NO_SQUARE, &legal);
    if (pos->checkers && legal.count == 0) {
        pk_generate_legal(pos, &legal);
        size_t n = strlen(message);
        snprintf(message + n, msize - n, " (%s is in check)", pos->side == PK_WHITE ? "White" : "Black");
    }
    pk_explain_move_suggestions(pos, &legal, lang, 8, suggestion, ssize);
}

/* A pawn move written with a lower-case letter that is also a piece's (b for the bishop in
 * English, a for the alfiere in Italian): when the move read with that piece is legal, the
 * writer meant the piece. Its SAN, or false. */
static bool lower_case_piece_move(const pk_position *pos, const pk_san *san, const pk_lang *lang, pk_move *out)
{
    if (san->type != PK_PAWN || san->from_file < 0 || san->from_rank >= 0 || san->promo != PK_NO_TYPE ||
        (san->lenient & PK_SAN_PAWN_LETTER))
        return false;
    int type = pk_lang_piece(lang, (char)('A' + san->from_file));
    if (type <= PK_PAWN)
        return false;
    pk_san piece = *san;
    piece.type = (int8_t)type;
    piece.from_file = -1;
    piece.lenient = 0;
    return pk_san_resolve(pos, &piece, out, NULL) == PK_SAN_OK;
}

void pk_explain_san_failure(const pk_position *pos, const pk_san *san, pk_san_status status,
                            const pk_movelist *matches, const pk_lang *lang, char *message, size_t msize,
                            char *suggestion, size_t ssize)
{
    suggestion[0] = 0;
    pk_move piece_move;
    if (status == PK_SAN_ILLEGAL && lower_case_piece_move(pos, san, lang, &piece_move)) {
        /* the piece's move first, then what the pawn could do */
        char san_text[16], rest[PK_DIAG_SUGGESTION] = "";
        size_t len = pk_san_format(pos, piece_move, lang, san_text);
        pk_suggestion_add(suggestion, ssize, san_text, len);
        explain_failure(pos, san, status, matches, lang, message, msize, rest, sizeof rest);
        size_t n = strlen(message);
        char letter = lang->letters[pk_piece_on(pos, PK_MOVE_FROM(piece_move))];
        snprintf(message + n, msize - n, "; the %s is written with a capital %c", type_names[pk_piece_on(pos, PK_MOVE_FROM(piece_move))],
                 letter);
        if (!matches || matches->count == 0)
            return; /* no pawn moves there: the legal pawn moves elsewhere are no help */
        for (const char *cursor = rest, *text; *cursor;) {
            const char *end = strchr(cursor, PK_SUGGESTION_SEP);
            size_t n_text = end ? (size_t)(end - cursor) : strlen(cursor);
            text = cursor;
            if (!(n_text == len && memcmp(text, san_text, len) == 0) && !pk_suggestion_add(suggestion, ssize, text, n_text))
                break;
            cursor = end ? end + 1 : cursor + n_text;
        }
        return;
    }
    explain_failure(pos, san, status, matches, lang, message, msize, suggestion, ssize);
}
