/* libFuzzer harness: FEN. The input (NUL-terminated copy) is parsed under both rule sets; an
 * accepted position is written (both en passant policies), and the text must parse again to
 * the same position and write the same text. Then every legal move is played: the position
 * reached must write a FEN that parses back with the same Zobrist key, checkers and pins
 * (the incremental update agrees with the from-scratch one). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"

#include "fuzz_util.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    pk_position_init();
    return 0;
}

static void same_position(const pk_position *a, const pk_position *b, const char *what, const char *fen)
{
    if (memcmp(a->board, b->board, 64) != 0 || a->side != b->side || a->castling != b->castling || a->ep_square != b->ep_square ||
        a->halfmove != b->halfmove || a->fullmove != b->fullmove)
        FUZZ_FAIL("%s: '%s' reads back as another position", what, fen);
    if (a->key != b->key)
        FUZZ_FAIL("%s: '%s': key %#llx, from scratch %#llx", what, fen, (unsigned long long)a->key, (unsigned long long)b->key);
    if (a->checkers != b->checkers || a->pinned != b->pinned)
        FUZZ_FAIL("%s: '%s': checkers/pins differ from the from-scratch ones", what, fen);
    for (int t = 0; t < 6; t++)
        if (a->by_type[t] != b->by_type[t])
            FUZZ_FAIL("%s: '%s': bitboards differ", what, fen);
    if (a->by_color[0] != b->by_color[0] || a->by_color[1] != b->by_color[1])
        FUZZ_FAIL("%s: '%s': colour bitboards differ", what, fen);
    for (int i = 0; i < 4; i++) /* Chess960: each right's rook */
        if ((a->castling & PK_CASTLE_960) && (a->castling & (1 << i)) && a->castle_rook[i] != b->castle_rook[i])
            FUZZ_FAIL("%s: '%s': right %d castles with another rook", what, fen, i);
}

static void round_trip(const pk_position *pos, pk_rules rules, const char *what, const char *input)
{
    for (int policy = 0; policy < 4; policy++) { /* en passant always or if legal, X-FEN or Shredder-FEN */
        char fen[PK_FEN_MAX + 64];
        memset(fen, 0x55, sizeof fen);
        size_t n = pk_fen_write(pos, policy, fen);
        if (n == 0 || n >= PK_FEN_MAX || fen[n] != '\0' || strlen(fen) != n)
            FUZZ_FAIL("%s: pk_fen_write of '%s': length %zu", what, input, n);
        pk_position again;
        pk_fen_error err;
        if (pk_fen_parse(&again, fen, rules, &err) != 0)
            FUZZ_FAIL("%s: '%s' written as '%s', which is rejected: %s", what, input, fen, err.message);
        char fen2[PK_FEN_MAX];
        pk_fen_write(&again, policy, fen2);
        if (strcmp(fen, fen2) != 0)
            FUZZ_FAIL("%s: '%s' -> '%s' -> '%s'", what, input, fen, fen2);
        if ((policy & PK_FEN_EP_IF_LEGAL) == PK_FEN_EP_ALWAYS)
            same_position(pos, &again, what, fen);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    for (int rules = 0; rules < 3; rules++) { /* chess, kingless, Chess960 */
        pk_position pos;
        pk_fen_error err;
        memset(&err, 0x55, sizeof err);
        if (pk_fen_parse(&pos, text, (pk_rules)rules, &err) != 0) {
            if (memchr(err.message, '\0', sizeof err.message) == NULL || err.field < 0 || err.field > 6 || err.column < 0)
                FUZZ_FAIL("bad pk_fen_error for '%s'", text);
            if (pk_fen_parse(&pos, text, (pk_rules)rules, NULL) == 0)
                FUZZ_FAIL("'%s' accepted with err = NULL but not with err", text);
            continue;
        }
        round_trip(&pos, (pk_rules)rules, "parsed", text);
        pk_movelist legal;
        pk_generate_legal(&pos, &legal);
        for (int i = 0; i < legal.count; i++) {
            pk_position next = pos;
            pk_position_play(&next, legal.moves[i]);
            char what[64];
            snprintf(what, sizeof what, "after move %d (%#x)", i, legal.moves[i]);
            round_trip(&next, (pk_rules)rules, what, text);
        }
        if (pk_pass_is_legal(&pos)) {
            pk_position next = pos;
            pk_position_play(&next, PK_MOVE_NULL);
            round_trip(&next, (pk_rules)rules, "after a pass", text);
        }
    }
    free(text);
    return 0;
}
