/* A chess position and moves read from command-line words, with the words that explain a refusal. */
#include "chess_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess960.h"
#include "descriptive.h"
#include "explain.h"
#include "fen.h"
#include "kingless.h"

int pk_fen_words(char *const *words, int n, pk_rules rules, char *fen, size_t size)
{
    if (rules == PK_RULES_KINGLESS) {
        const char *named = pk_kingless_start_fen(n ? words[0] : "equal");
        if (named) {
            snprintf(fen, size, "%s", named);
            return n ? 1 : 0;
        }
        if (!strchr(words[0], '/') && strcmp(words[0], "startpos") != 0) { /* moves only: from "equal" */
            snprintf(fen, size, "%s", pk_kingless_start_fen("equal"));
            return 0;
        }
    }
    if (rules == PK_RULES_CHESS960 && n && words[0][0] && strlen(words[0]) <= 3 &&
        strspn(words[0], "0123456789") == strlen(words[0])) {
        /* a start's number; one out of range is left to the FEN parser, which names it */
        char start[64];
        snprintf(fen, size, "%s", pk_chess960_start_fen(atoi(words[0]), atoi(words[0]), start) ? start : words[0]);
        return 1;
    }
    if (n == 0 || strcmp(words[0], "startpos") == 0) {
        snprintf(fen, size, "%s", pk_fen_startpos);
        return n ? 1 : 0;
    }
    if (words[0][0] && !strchr(words[0], '/') && !strchr(words[0], ' ')) {
        snprintf(fen, size, "%s", pk_fen_startpos); /* moves only: from the start */
        return 0;
    }
    if (strchr(words[0], ' ')) {
        snprintf(fen, size, "%s", words[0]);
        return 1;
    }
    int used = 1;
    snprintf(fen, size, "%s", words[0]);
    static const char *const field_shapes[] = {"wb", "KQkq-", "abcdefgh36-", "0123456789", "0123456789"};
    for (int f = 0; f < 5 && used < n; f++) {
        const char *w = words[used];
        const char *shape = f == 1 && rules == PK_RULES_CHESS960 ? "KQkqABCDEFGHabcdefgh-" : field_shapes[f];
        if (!*w || strspn(w, shape) != strlen(w) || (f == 0 && strlen(w) != 1))
            break;
        size_t len = strlen(fen);
        snprintf(fen + len, size - len, " %s", w);
        used++;
    }
    return used;
}

/* A descriptive move with the sign words given apart after it ("N-B6" "ch", "B-B5" "dis" "ch",
 * "PxP" "e.p."), joined into out: the signs are read with the move. Returns how many words
 * after words[0] were taken (0 also when they would not fit). */
static int join_descriptive_signs(char *const *words, int n, char *out, size_t size)
{
    int taken = 0;
    size_t len = (size_t)snprintf(out, size, "%s", words[0]);
    for (int k = 1; k < n && len < size; k++) {
        char two[64];
        int signs = 0;
        if (pk_descriptive_sign_word(words[k], strlen(words[k])))
            signs = 1;
        else if (k + 1 < n && (size_t)snprintf(two, sizeof two, "%s %s", words[k], words[k + 1]) < sizeof two &&
                 pk_descriptive_sign_word(two, strlen(two)))
            signs = 2;
        if (!signs)
            break;
        for (int w = 0; w < signs && len < size; w++)
            len += (size_t)snprintf(out + len, size - len, " %s", words[k + w]);
        taken += signs;
        k += signs - 1;
    }
    return len < size ? taken : 0;
}

void pk_move_words_read(const pk_position *pos, char *const *words, int n, const pk_lang *lang, pk_move_reading *r)
{
    pk_san san;
    pk_movelist matches;
    r->move = PK_MOVE_NONE;
    r->words = 1;
    r->message[0] = r->suggestion[0] = 0;
    r->text = words[0];
    pk_san_status st = pk_san_parse(words[0], strlen(words[0]), lang, &san);
    if (st == PK_SAN_OK)
        st = pk_san_resolve(pos, &san, &r->move, &matches);
    if (st == PK_SAN_BAD_SYNTAX && pk_descriptive_shape(words[0], strlen(words[0]))) {
        int signs = join_descriptive_signs(words, n, r->joined, sizeof r->joined);
        if (signs > 0) {
            r->text = r->joined;
            r->words += signs;
        }
        pk_desc_lang first = strcmp(lang->code, "it") == 0 ? PK_DESC_IT : PK_DESC_EN;
        st = pk_descriptive_parse(pos, r->text, strlen(r->text), first, false, &r->move, NULL);
        if (st != PK_SAN_OK)
            st = pk_descriptive_parse(pos, r->text, strlen(r->text), first == PK_DESC_IT ? PK_DESC_EN : PK_DESC_IT,
                                      false, &r->move, NULL);
        if (st != PK_SAN_OK) {
            r->status = PK_SAN_BAD_SYNTAX;
            snprintf(r->message, sizeof r->message, "no legal reading in descriptive notation");
            return;
        }
    }
    if (st == PK_SAN_OK && r->move == PK_MOVE_NULL && !pk_pass_is_legal(pos)) {
        r->status = PK_SAN_ILLEGAL;
        snprintf(r->message, sizeof r->message, "%s",
                 pos->rules == PK_RULES_KINGLESS ? "a pass is allowed only when no move is possible"
                                                 : "a null move is not a chess move");
        return;
    }
    r->status = st;
    if (st != PK_SAN_OK)
        pk_explain_san_failure(pos, &san, st, &matches, lang, r->message, sizeof r->message, r->suggestion,
                               sizeof r->suggestion);
}
