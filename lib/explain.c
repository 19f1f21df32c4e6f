/* Diagnostic text for illegal and ambiguous moves. */
#include "explain.h"

#include <stdio.h>
#include <string.h>

static const char *const type_names[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
static const char *const type_plurals[6] = {"pawns", "knights", "bishops", "rooks", "queens", "kings"};

void pk_explain_move_list(const pk_position *pos, const pk_movelist *moves, const pk_lang *lang, int max,
                          char *out, size_t size)
{
    out[0] = 0;
    for (int i = 0; i < moves->count; i++) {
        char san[16];
        if (i == max || !pk_suggestion_add(out, size, san, pk_san_format(pos, moves->moves[i], lang, san))) {
            pk_suggestion_add_more(out, size);
            return;
        }
    }
}

static void explain_castle(const pk_position *pos, const pk_san *san, char *message, size_t msize)
{
    int us = pos->side, rank = us == PK_WHITE ? 0 : 7;
    bool king_side = san->castle == 1;
    int right = us == PK_WHITE ? (king_side ? PK_CASTLE_WK : PK_CASTLE_WQ) : (king_side ? PK_CASTLE_BK : PK_CASTLE_BQ);
    const char *name = king_side ? "O-O" : "O-O-O";
    pk_bb path = king_side ? (PK_BIT(PK_SQ(5, rank)) | PK_BIT(PK_SQ(6, rank)))
                           : (PK_BIT(PK_SQ(1, rank)) | PK_BIT(PK_SQ(2, rank)) | PK_BIT(PK_SQ(3, rank)));
    if (pos->rules == PK_RULES_KINGLESS)
        snprintf(message, msize, "%s: the kingless game has no castling", name);
    else if (!(pos->castling & right) &&
             !(pk_pieces(pos, us, PK_ROOK) & PK_BIT(PK_SQ(king_side ? 7 : 0, rank))))
        snprintf(message, msize, "%s: there is no rook on %c%d any more", name, king_side ? 'h' : 'a', rank + 1);
    else if (!(pos->castling & right))
        snprintf(message, msize, "%s: the king or that rook has already moved", name);
    else if (pos->checkers)
        snprintf(message, msize, "%s: the king is in check", name);
    else if (pk_occupied(pos) & path)
        snprintf(message, msize, "%s: a piece stands between the king and the rook", name);
    else
        snprintf(message, msize, "%s: the king would cross or land on an attacked square", name);
}

void pk_explain_san_failure(const pk_position *pos, const pk_san *san, pk_san_status status,
                            const pk_movelist *matches, const pk_lang *lang, char *message, size_t msize,
                            char *suggestion, size_t ssize)
{
    char to[3] = "";
    suggestion[0] = 0;
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
    if (type == PK_NO_TYPE) {
        int from = PK_SQ(san->from_file, san->from_rank);
        char fs[3];
        pk_square_name(from, fs);
        if (!pos->board[from])
            snprintf(message, msize, "there is no piece on %s", fs);
        else if (PK_PIECE_COLOR(pos->board[from]) != pos->side)
            snprintf(message, msize, "the piece on %s is not %s's", fs, pos->side == PK_WHITE ? "White" : "Black");
        else
            snprintf(message, msize, "the %s on %s cannot move to %s", type_names[pk_piece_on(pos, from)], fs, to);
        if (pos->board[from] && PK_PIECE_COLOR(pos->board[from]) == pos->side) {
            pk_movelist all, mine;
            pk_generate_legal(pos, &all);
            mine.count = 0;
            for (int i = 0; i < all.count; i++)
                if (PK_MOVE_FROM(all.moves[i]) == from)
                    mine.moves[mine.count++] = all.moves[i];
            pk_explain_move_list(pos, &mine, lang, 8, suggestion, ssize);
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
        pk_explain_move_list(pos, matches, lang, 8, suggestion, ssize);
        return;
    }
    /* illegal */
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
        else if (k)
            snprintf(message, msize, "no %s on %s can %s %s", type_names[type], from,
                     type == PK_PAWN ? "move to" : "reach", to);
        else
            snprintf(message, msize, "no %s can %s %s", type_names[type], type == PK_PAWN ? "move to" : "reach", to);
        pk_explain_move_list(pos, matches, lang, 8, suggestion, ssize);
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
    if (type == PK_PAWN)
        snprintf(message, msize, san->capture || san->from_file >= 0 ? "no pawn can capture on %s" : "no pawn can move to %s", to);
    else
        snprintf(message, msize, "no %s can reach %s", type_names[type], to);
    pk_movelist legal;
    pk_generate_legal_to(pos, type, PK_NO_SQUARE, &legal);
    if (pos->checkers && legal.count == 0) {
        pk_generate_legal(pos, &legal);
        size_t n = strlen(message);
        snprintf(message + n, msize - n, " (%s is in check)", pos->side == PK_WHITE ? "White" : "Black");
    }
    pk_explain_move_list(pos, &legal, lang, 8, suggestion, ssize);
}
