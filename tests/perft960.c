/* Chess960 perft from the library, for tests/perft960.sh (the suites and the comparison with
 * Stockfish) and by hand:
 *   perft960 FEN DEPTH            the leaf nodes at DEPTH
 *   perft960 --chess FEN DEPTH    the same by chess's rules (to compare the speeds)
 *   perft960 --divide FEN DEPTH   each legal move (UCI, king takes rook) with its count, then the sum
 *   perft960 --suite FILE DEPTH   every position of a suite, counts up to DEPTH checked: the
 *                                 python-chess/scalachess form ("epd FEN", "perft N COUNT") or EPD
 *                                 lines ("FEN ;D1 20 ;D2 400")
 *   perft960 --start N [M]        the FEN of start N (Double Fischer Random: black's rank M)
 *   perft960 --walk FEN SEED PLIES  the FEN after PLIES random legal moves from FEN (castling
 *                                 taken whenever legal, so that the positions reached castle often)
 *   perft960 --games N            N random legal games of up to 160 plies, one a line: number, start
 *                                 FEN, UCI moves, final FEN (X-FEN, en passant only when legal);
 *                                 every start in turn, the games past 2 x 960 Double Fischer Random,
 *                                 castling taken three times in four when legal
 * Exit 0, or 1 on a wrong count (a suite position pgnkit refuses is reported and skipped). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess960.h"
#include "fen.h"
#include "movegen.h"
#include "san.h"

static int load(pk_position *pos, const char *fen, const char *where)
{
    pk_fen_error err;
    if (pk_fen_parse(pos, fen, PK_RULES_CHESS960, &err) == 0)
        return 0;
    fprintf(stderr, "%s: FEN refused: \"%s\": %s\n", where, fen, err.message);
    return -1;
}

typedef struct {
    int positions, counts, wrong, refused;
} tally;

/* One position of a suite: its expected counts[1..max] (0: not given), checked up to depth. */
static void check_position(tally *t, const char *file, int line, const char *fen, const uint64_t *expected, int max,
                           int depth)
{
    pk_position pos;
    char where[512];
    snprintf(where, sizeof where, "%s:%d", file, line);
    t->positions++;
    pk_fen_error err;
    if (pk_fen_parse(&pos, fen, PK_RULES_CHESS960, &err) < 0) {
        /* pychess's suite holds two positions no game reaches (two dark-squared bishops beside
         * eight pawns): said, counted apart, not an error of the move generator */
        printf("%s: skipped, pgnkit refuses the position: \"%s\": %s\n", where, fen, err.message);
        t->refused++;
        return;
    }
    for (int d = 1; d <= depth && d <= max; d++) {
        if (!expected[d])
            continue;
        uint64_t got = pk_perft(&pos, d);
        t->counts++;
        if (got != expected[d]) {
            printf("%s: %s: perft %d = %" PRIu64 ", expected %" PRIu64 "\n", where, fen, d, got, expected[d]);
            t->wrong++;
            break;
        }
    }
}

#define MAX_DEPTH 12

static int run_suite(const char *file, int depth)
{
    FILE *f = fopen(file, "r");
    if (!f) {
        perror(file);
        return 1;
    }
    tally t = {0, 0, 0, 0};
    char line[1024], fen[1024] = "";
    uint64_t expected[MAX_DEPTH + 1] = {0};
    int max = 0, fen_line = 0, line_no = 0;
    while (fgets(line, sizeof line, f)) {
        line_no++;
        line[strcspn(line, "\r\n")] = 0;
        if (strncmp(line, "epd ", 4) == 0 || strncmp(line, "id ", 3) == 0 || !line[0]) {
            if (fen[0]) /* the position before is complete */
                check_position(&t, file, fen_line, fen, expected, max, depth);
            fen[0] = 0;
            if (strncmp(line, "epd ", 4) == 0) {
                snprintf(fen, sizeof fen, "%s", line + 4);
                fen_line = line_no;
                memset(expected, 0, sizeof expected);
                max = 0;
            }
        } else if (strncmp(line, "perft ", 6) == 0) {
            int d;
            uint64_t n;
            if (sscanf(line + 6, "%d %" SCNu64, &d, &n) == 2 && d >= 1 && d <= MAX_DEPTH) {
                expected[d] = n;
                max = d > max ? d : max;
            }
        } else if (line[0] != '#' && strchr(line, ';')) { /* EPD: FEN ;D1 n ;D2 n */
            char *semi = strchr(line, ';');
            *semi = 0;
            memset(expected, 0, sizeof expected);
            max = 0;
            for (char *p = semi + 1; p; p = strchr(p, ';')) {
                p += *p == ';';
                int d;
                uint64_t n;
                if (sscanf(p, "D%d %" SCNu64, &d, &n) == 2 && d >= 1 && d <= MAX_DEPTH) {
                    expected[d] = n;
                    max = d > max ? d : max;
                }
            }
            check_position(&t, file, line_no, line, expected, max, depth);
        }
    }
    if (fen[0])
        check_position(&t, file, fen_line, fen, expected, max, depth);
    fclose(f);
    printf("%s: %d positions (%d refused), %d counts to depth %d checked, %d wrong\n", file, t.positions, t.refused,
           t.counts, depth, t.wrong);
    return t.wrong || !t.positions ? 1 : 0;
}

/* The FEN after `plies` random legal moves (a fixed generator: the same seed, the same walk). */
static int walk(const char *fen, unsigned long seed, int plies)
{
    pk_position pos;
    if (load(&pos, fen, "perft960") < 0)
        return 1;
    uint64_t state = seed * 0x9E3779B97F4A7C15ULL + 1;
    for (int i = 0; i < plies; i++) {
        pk_movelist list;
        pk_generate_legal(&pos, &list);
        if (!list.count)
            break;
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        pk_move m = list.moves[(state >> 33) % (uint64_t)list.count];
        for (int k = 0; k < list.count; k++)
            if (PK_MOVE_KIND(list.moves[k]) == PK_MK_CASTLE && ((state >> 20) & 1))
                m = list.moves[k];
        pk_position_play(&pos, m);
    }
    char out[PK_FEN_MAX];
    pk_fen_write(&pos, PK_FEN_EP_IF_LEGAL, out);
    puts(out);
    return 0;
}

static int games(int n)
{
    uint64_t state = 12345;
    for (int g = 0; g < n; g++) {
        int white = g % PK_CHESS960_STARTS, black = g < 2 * PK_CHESS960_STARTS ? white : (g * 7919) % PK_CHESS960_STARTS;
        char start[64], fen[PK_FEN_MAX];
        pk_position pos;
        pk_chess960_start_fen(white, black, start);
        if (load(&pos, start, "perft960") < 0)
            return 1;
        printf("%d\t%s\t", g, start);
        for (int ply = 0; ply < 160; ply++) {
            pk_movelist list;
            pk_generate_legal(&pos, &list);
            if (!list.count)
                break;
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            pk_move m = list.moves[(state >> 33) % (uint64_t)list.count];
            for (int k = 0; k < list.count; k++)
                if (PK_MOVE_KIND(list.moves[k]) == PK_MK_CASTLE && ((state >> 17) & 3))
                    m = list.moves[k];
            char uci[6];
            pk_uci_format(m, uci);
            printf("%s%s", ply ? " " : "", uci);
            pk_position_play(&pos, m);
        }
        pk_fen_write(&pos, PK_FEN_EP_IF_LEGAL, fen);
        printf("\t%s\n", fen);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--games") == 0)
        return games(atoi(argv[2]));
    if (argc == 5 && strcmp(argv[1], "--walk") == 0)
        return walk(argv[2], strtoul(argv[3], NULL, 10), atoi(argv[4]));
    if (argc >= 3 && strcmp(argv[1], "--start") == 0) {
        char fen[64];
        int w = atoi(argv[2]), b = argc > 3 ? atoi(argv[3]) : w;
        if (!pk_chess960_start_fen(w, b, fen)) {
            fprintf(stderr, "perft960: starts are numbered 0-959\n");
            return 1;
        }
        puts(fen);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "--suite") == 0)
        return run_suite(argv[2], atoi(argv[3]));
    pk_position pos;
    if (argc == 4 && strcmp(argv[1], "--divide") == 0) {
        if (load(&pos, argv[2], "perft960") < 0)
            return 1;
        pk_move moves[PK_MAX_MOVES];
        uint64_t counts[PK_MAX_MOVES], sum = 0;
        int n = pk_perft_divide(&pos, atoi(argv[3]), moves, counts);
        for (int i = 0; i < n; i++) {
            char uci[6];
            pk_uci_format(moves[i], uci);
            printf("%s: %" PRIu64 "\n", uci, counts[i]);
            sum += counts[i];
        }
        printf("\n%" PRIu64 "\n", sum);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "--chess") == 0) {
        pk_fen_error err;
        if (pk_fen_parse(&pos, argv[2], PK_RULES_CHESS, &err) < 0) {
            fprintf(stderr, "perft960: FEN refused: %s\n", err.message);
            return 1;
        }
        printf("%" PRIu64 "\n", pk_perft(&pos, atoi(argv[3])));
        return 0;
    }
    if (argc == 3) {
        if (load(&pos, argv[1], "perft960") < 0)
            return 1;
        printf("%" PRIu64 "\n", pk_perft(&pos, atoi(argv[2])));
        return 0;
    }
    fprintf(stderr, "usage: perft960 FEN DEPTH | --chess FEN DEPTH | --divide FEN DEPTH | --suite FILE DEPTH | --start N [M]\n");
    return 2;
}
