/* A Xiangqi position and moves read from command-line words. */
#include "xiangqi_words.h"

#include <stdio.h>
#include <string.h>

int pk_xq_fen_words(char *const *words, int n, char *fen, size_t size)
{
    if (n == 0 || strcmp(words[0], "startpos") == 0 || !strchr(words[0], '/')) {
        snprintf(fen, size, "%s", pk_xq_fen_startpos);
        return n && strcmp(words[0], "startpos") == 0 ? 1 : 0;
    }
    int used = 1;
    snprintf(fen, size, "%s", words[0]);
    while (used < n && used < 6 && strlen(words[used]) <= 3 &&
           strspn(words[used], "wrb-0123456789") == strlen(words[used])) {
        size_t len = strlen(fen);
        snprintf(fen + len, size - len, " %s", words[used++]);
    }
    return used;
}

void pk_xq_move_words_read(const pk_xq_position *pos, const char *text, int flags, pk_xq_move_reading *r)
{
    int guess = (flags & PK_XQ_ICCS_RANKS_1_10) && text[0] >= 'a' && text[0] <= 'i'
                    ? PK_XQ_ICCS
                    : pk_xq_guess_notation(text, strlen(text));
    pk_xq_movelist matches;
    matches.count = 0;
    uint16_t lenient = 0;
    r->move = PK_XQ_MOVE_NONE;
    r->candidates[0] = 0;
    r->reason = NULL;
    r->status = guess < 0 ? PK_XQ_BAD_SYNTAX
                          : pk_xq_move_parse(pos, (pk_xq_notation)guess, text, strlen(text), flags, &r->move,
                                             &matches, &lenient);
    if (r->status == PK_XQ_OK)
        return;
    r->reason = r->status == PK_XQ_AMBIGUOUS ? "several men fit it"
                : r->status == PK_XQ_ILLEGAL ? "no man can make it"
                                             : "not a move in ICCS, WXF or Chinese notation";
    size_t used = 0;
    for (int k = 0; k < matches.count && k < 8 && r->status != PK_XQ_BAD_SYNTAX; k++) {
        char w[48];
        pk_xq_move_format(pos, guess < 0 ? PK_XQ_ICCS : (pk_xq_notation)guess, matches.moves[k], 0, w);
        used += (size_t)snprintf(r->candidates + used, sizeof r->candidates - used, "%s%s", k ? ", " : "", w);
    }
}
