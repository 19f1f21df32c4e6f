/* The variant table (variant.h): every row answers every entry, names find their rows, and a
 * game goes to the row of its game (by its tags, its moves, --variant or a notation asked
 * for), which checks it and writes it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "variant.h"
#include "xiangqi_game.h"
#include "xiangqi_notation.h"

/* What each row answers from its start position (its first named start): the FEN, the number of
 * legal moves, perft 2. */
typedef struct {
    const char *name, *start_words, *fen;
    int legal;
    uint64_t perft2;
} row_answers;

static const row_answers answers[] = {
    {"chess", "startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, 400},
    {"kingless", "equal", "1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1", 9, 81},
    {"xiangqi", "startpos", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 44, 1920},
    {"chess960", "0", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 20, 400},
};

static void every_row_answers_every_entry(void **state)
{
    (void)state;
    assert_int_equal(pk_variant_count, sizeof answers / sizeof answers[0]);
    for (size_t i = 0; i < pk_variant_count; i++) {
        const pk_variant *v = pk_variants[i];
        const row_answers *want = &answers[i];
        assert_string_equal(v->name, want->name);
        assert_ptr_equal(pk_variant_named(v->name), v);
        assert_non_null(v->tag_names);
        assert_non_null(v->first_player);
        assert_non_null(v->tag_names[0]);
        assert_ptr_equal(pk_variant_tagged(v->tag_names[0]), v);
        /* every entry is there */
        const void *entries[] = {v->check, v->convert, v->writes_target, v->board->fen_words, v->board->fen_read, v->board->fen_write,
                                 v->board->read_move_words, v->board->play, v->board->legal_moves, v->board->perft, v->board->perft_divide,
                                 v->board->format_move, v->board->format_coords, v->board->diagram, v->board->svg, v->board->start_of, v->board->walk_main,
                                 v->board->coords_name};
        for (size_t k = 0; k < sizeof entries / sizeof entries[0]; k++)
            if (!entries[k])
                fail_msg("row %s: entry %zu is missing", v->name, k);
        assert_true(v->board->position_size > 0);
        /* and answers from the game's start */
        void *pos = malloc(v->board->position_size);
        char fen[512], out[PK_ANY_FEN_MAX];
        char *words[] = {(char *)want->start_words};
        assert_int_equal(v->board->fen_words(words, 1, fen, sizeof fen), 1);
        pk_fen_error err;
        assert_int_equal(v->board->fen_read(pos, fen, &err), 0);
        v->board->fen_write(pos, 0, out);
        assert_string_equal(out, want->fen);
        pk_any_move moves[PK_ANY_MOVES_MAX];
        int n = v->board->legal_moves(pos, moves);
        char diagram[PK_ANY_DIAGRAM_MAX];
        v->board->diagram(pos, false, diagram, sizeof diagram);
        assert_true(strlen(diagram) > 90);
        assert_int_equal(n, want->legal);
        assert_int_equal(v->board->perft(pos, 2), want->perft2);
        uint64_t counts[PK_ANY_MOVES_MAX], total = 0;
        assert_int_equal(v->board->perft_divide(pos, 2, moves, counts), want->legal);
        for (int k = 0; k < n; k++)
            total += counts[k];
        assert_int_equal(total, want->perft2);
        free(pos);
    }
    /* the first row is the one of a game no row claims: chess, which claims nothing itself */
    assert_string_equal(pk_variants[0]->name, "chess");
    assert_null(pk_variants[0]->claims);
    assert_null(pk_variant_named("crazyhouse"));
    assert_null(pk_variant_named(""));
    assert_ptr_equal(pk_variant_tagged("  Standard "), pk_variants[0]);
    assert_ptr_equal(pk_variant_tagged(""), pk_variants[0]);
    assert_null(pk_variant_tagged("crazyhouse"));
    /* names told apart by case-blind comparison and length: a prefix or a longer word is none */
    assert_ptr_equal(pk_variant_tagged("\tFischerandom\t"), pk_variant_named("chess960"));
    assert_ptr_equal(pk_variant_tagged("FRC"), pk_variant_named("chess960"));
    assert_ptr_equal(pk_variant_tagged("CHINESE CHESS"), pk_variant_named("xiangqi"));
    assert_ptr_equal(pk_variant_tagged(" From Position"), pk_variants[0]);
    assert_null(pk_variant_tagged("chess96"));
    assert_null(pk_variant_tagged("chess9600"));
    assert_null(pk_variant_tagged("fr"));
    assert_null(pk_variant_tagged("960x"));
    assert_null(pk_variant_tagged("xiangqi chess"));
    /* the first bytes compared before the rest: the empty name and blanks alone, and names that
     * share their first byte (chess, chess960, chess 960, chinese chess; from position, frc) */
    assert_ptr_equal(pk_variant_tagged(" \t "), pk_variants[0]);
    assert_ptr_equal(pk_variant_tagged("Chess"), pk_variants[0]);
    assert_ptr_equal(pk_variant_tagged("CHESS 960"), pk_variant_named("chess960"));
    assert_ptr_equal(pk_variant_tagged("Chinese chess "), pk_variant_named("xiangqi"));
    assert_ptr_equal(pk_variant_tagged("fRc"), pk_variant_named("chess960"));
    assert_null(pk_variant_tagged("chinese"));
    assert_null(pk_variant_tagged("x"));
    /* the Xiangqi row's claim (through pk_variant_for) takes a Variant tag that names a row
     * exactly for what that row is, without searching it for "xiangqi" or "chinese": only the
     * Xiangqi row's names hold either */
    for (size_t i = 0; i < pk_variant_count; i++) {
        bool xq = strcmp(pk_variants[i]->name, "xiangqi") == 0;
        for (const char *const *t = pk_variants[i]->tag_names; *t; t++)
            if (pk_contains_either_nocase(*t, "xiangqi", "chinese") != xq)
                fail_msg("row %s: the tag name '%s' says Xiangqi as its row does not", pk_variants[i]->name, *t);
    }
    char names[64];
    assert_string_equal(pk_variant_names("or", names, sizeof names), "chess, kingless, xiangqi or chess960");
}

/* Moves read from words, played, and written again, through each row. */
static void rows_read_play_and_write_moves(void **state)
{
    (void)state;
    static const struct {
        const char *row, *fen_word, *move, *written, *coords, *fen_after;
        pk_target to;
    } cases[] = {
        {"chess", "startpos", "Nf3", "Nf3", "g1f3", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", PK_TO_SAN},
        {"chess", "startpos", "g1f3", "Ng1-f3", "g1f3", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
         PK_TO_LAN},
        {"xiangqi", "startpos", "h2e2", "C2.5", "h2e2",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", PK_TO_WXF},
        {"xiangqi", "startpos", "C2.5", "h2e2", "h2e2",
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", PK_TO_SAN},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const pk_variant *v = pk_variant_named(cases[i].row);
        void *pos = malloc(v->board->position_size), *before = malloc(v->board->position_size);
        char fen[512], text[PK_ANY_MOVE_TEXT_MAX], coords[16];
        char *words[] = {(char *)cases[i].fen_word, (char *)cases[i].move};
        assert_int_equal(v->board->fen_words(words, 2, fen, sizeof fen), 1);
        pk_fen_error err;
        assert_int_equal(v->board->fen_read(pos, fen, &err), 0);
        memcpy(before, pos, v->board->position_size);
        pk_move_words r;
        pk_words_options how = {pk_lang_english(), 0};
        v->board->read_move_words(pos, words + 1, 1, &how, &r);
        if (r.status != 0)
            fail_msg("%s %s: not read: %s", cases[i].row, cases[i].move, r.message);
        assert_int_equal(r.words, 1);
        v->board->play(pos, r.move);
        v->board->fen_write(pos, 0, fen);
        assert_string_equal(fen, cases[i].fen_after);
        pk_convert_options to = {.target = cases[i].to};
        v->board->format_move(before, r.move, &to, NULL, text);
        assert_string_equal(text, cases[i].written);
        v->board->format_coords(r.move, coords);
        assert_string_equal(coords, cases[i].coords);
        free(pos);
        free(before);
    }
    /* a move that cannot be read says why, and which moves were meant */
    const pk_variant *chess = pk_variants[0];
    void *pos = malloc(chess->board->position_size);
    pk_fen_error err;
    assert_int_equal(chess->board->fen_read(pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &err), 0);
    char *bad[] = {"Nf5"};
    pk_move_words r;
    pk_words_options how = {pk_lang_english(), 0};
    chess->board->read_move_words(pos, bad, 1, &how, &r);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.text, "Nf5");
    assert_string_equal(r.meant_label, "legal: ");
    assert_string_equal(r.moves_meant, "Na3, Nc3, Nf3, Nh3");
    free(pos);
}

/* The first game of text into g (initialised here; the caller frees it), read with the variant
 * table's reader. */
static void read_first_game(const char *text, pk_game *g)
{
    pk_pgn_lexer *lx = pk_pgn_lexer_open_memory(text, strlen(text));
    pk_game_reader *r = pk_variant_reader_new(lx);
    assert_non_null(r);
    pk_game_init(g);
    assert_true(pk_game_read(r, g));
    pk_game_reader_free(r);
    pk_pgn_lexer_free(lx);
}

/* Reads the one game of text, checks it with opt and returns the name of its row, and the
 * game's converted text in *converted (the caller frees it). */
static const char *row_of(const char *text, const pk_check_options *opt, const pk_convert_options *to,
                          char **converted)
{
    pk_game g;
    read_first_game(text, &g);
    pk_game_check(&g, opt);
    assert_non_null(g.row);
    const char *name = g.row->name;
    size_t size = 0;
    FILE *out = open_memstream(converted, &size);
    assert_non_null(out);
    assert_true(pk_convert_game(out, &g, to) >= 0);
    fclose(out);
    pk_game_free(&g);
    return name;
}

static void a_game_goes_to_its_row(void **state)
{
    (void)state;
    static const char chess[] = "[Event \"e\"]\n\n1. e4 e5 2. Nf3 *\n";
    static const char xiangqi_by_tag[] = "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n";
    static const char xiangqi_by_moves[] = "1. h2e2 h9g7 *\n";
    static const char kingless[] = "[Variant \"kingless\"]\n[FEN \"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1\"]\n\n"
                                   "1. e4 e5 *\n";
    static const char crazyhouse[] = "[Variant \"crazyhouse\"]\n\n1. e4 *\n";
    static const char chess960[] = "[Variant \"Fischerandom\"]\n[SetUp \"1\"]\n"
                                   "[FEN \"nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1\"]\n\n"
                                   "1. e4 e5 2. Be2 Be7 3. O-O-O O-O-O *\n";
    const pk_check_options automatic = {0};
    const pk_convert_options san = {.target = PK_TO_SAN}, wxf = {.target = PK_TO_WXF};
    char *out = NULL;

    assert_string_equal(row_of(chess, &automatic, &san, &out), "chess");
    assert_non_null(strstr(out, "1. e4 e5 2. Nf3 *"));
    free(out);

    assert_string_equal(row_of(xiangqi_by_tag, &automatic, &wxf, &out), "xiangqi");
    assert_non_null(strstr(out, "[Format \"WXF\"]\n\n1. C2.5 H8+7 *"));
    free(out);
    assert_string_equal(row_of(xiangqi_by_moves, &automatic, &san, &out), "xiangqi");
    assert_non_null(strstr(out, "1. h2e2 h9g7 *")); /* a chess notation asked for: its own */
    free(out);

    assert_string_equal(row_of(kingless, &automatic, &san, &out), "kingless");
    free(out);
    const pk_check_options as_kingless = {.variant = pk_variant_named("kingless")};
    assert_string_equal(row_of(kingless, &as_kingless, &san, &out), "kingless");
    free(out);

    /* a Xiangqi notation asked for claims the game whatever --variant says */
    const pk_check_options wxf_moves = {.variant = pk_variants[0], .notation = PK_NOTATION_WXF};
    assert_string_equal(row_of("1. C2.5 H8+7 *\n", &wxf_moves, &wxf, &out), "xiangqi");
    free(out);

    /* Chess960 by its Variant tag: O-O-O with the king staying on c1 and the rook going from b1
     * to d1, in UCI the king taking its rook (Stockfish, UCI_Chess960, reaches the same FEN) */
    assert_string_equal(row_of(chess960, &automatic, &san, &out), "chess960");
    assert_non_null(strstr(out, "1. e4 e5 2. Be2 Be7 3. O-O-O O-O-O *"));
    free(out);
    const pk_convert_options uci = {.target = PK_TO_UCI};
    assert_string_equal(row_of(chess960, &automatic, &uci, &out), "chess960");
    assert_non_null(strstr(out, "1. e2e4 e7e5 2. d1e2 d8e7 3. c1b1 c8b8 *"));
    free(out);

    /* The tags that say Xiangqi, each alone against tags that say another game: a Variant tag
     * that names a row exactly (taken for that row without a search), one that names none but
     * holds a Xiangqi word, a Game tag, a Red tag without a White one */
    static const struct {
        const char *tags, *row;
    } by_tags[] = {
        {"[Variant \"Xiangqi\"]\n", "xiangqi"},
        {"[Variant \" chinese chess\"]\n", "xiangqi"},
        {"[Variant \"Xiangqi (ICCS)\"]\n", "xiangqi"},     /* names no row: searched */
        {"[Variant \"Old Chinese game\"]\n", "xiangqi"},
        {"[Variant \"fischerandom\"]\n[Game \"Chinese Chess\"]\n", "xiangqi"},
        {"[Variant \"chess960\"]\n[Red \"r\"]\n", "xiangqi"},
        {"[Variant \"chess960\"]\n[Red \"r\"]\n[White \"w\"]\n", "chess960"},
        {"[Red \"r\"]\n[Black \"b\"]\n", "xiangqi"},
        {"[White \"w\"]\n[Red \"r\"]\n[Black \"b\"]\n", "chess"},
        {"[Variant \"chess960\"]\n[Game \"Chess\"]\n", "chess960"},
    };
    for (size_t i = 0; i < sizeof by_tags / sizeof by_tags[0]; i++) {
        /* pk_xq_game_detect alone (its Variant tag searched, not looked up) says the same */
        char tags_alone[256];
        snprintf(tags_alone, sizeof tags_alone, "%s\n*\n", by_tags[i].tags);
        pk_game g;
        read_first_game(tags_alone, &g);
        if (pk_xq_game_detect(&g) != (strcmp(by_tags[i].row, "xiangqi") == 0))
            fail_msg("tags %s: pk_xq_game_detect does not say %s", by_tags[i].tags, by_tags[i].row);
        pk_game_free(&g);
        char text[512];
        bool xq = strcmp(by_tags[i].row, "xiangqi") == 0;
        /* the moves are each game's own, so that every game is checked without an error */
        snprintf(text, sizeof text, "%s%s\n%s", by_tags[i].tags,
                 strcmp(by_tags[i].row, "chess960") == 0 ? "[SetUp \"1\"]\n[FEN \"nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1\"]\n" : "",
                 xq ? "1. h2e2 h9g7 *\n" : "1. e4 e5 *\n");
        const char *row = row_of(text, &automatic, &san, &out);
        if (strcmp(row, by_tags[i].row) != 0)
            fail_msg("tags %s: row %s, expected %s", by_tags[i].tags, row, by_tags[i].row);
        free(out);
    }

    /* a game of no row pgnkit plays is kept by the chess row, which writes it as read */
    assert_string_equal(row_of(crazyhouse, &automatic, &san, &out), "chess");
    assert_non_null(strstr(out, "[Variant \"crazyhouse\"]"));
    free(out);
}

/* Games one after another whose Variant tags are the same, differ, share a beginning, or are
 * too long to keep (pk_variant_for keeps the last value it read): each goes to the row its own
 * tag names, or is refused when it names none. */
static void variant_tags_one_after_another(void **state)
{
    (void)state;
    static const struct {
        const char *value, *row;
    } games[] = {
        {"chess960", "chess960"},
        {"chess960", "chess960"},
        {"chess96", NULL},
        {"chess960", "chess960"},
        {"Chess960 ", "chess960"},
        {"standard", "chess"},
        {"", "chess"},
        {"crazyhouse", NULL},
        {"crazyhouse", NULL},
        {"kingless", "kingless"},
        {"fischerandom fischerandom fischerandom", NULL}, /* too long to keep */
        {"fischerandom fischerandom fischerandom", NULL},
        {"fischerandom", "chess960"},
        {"                                  standard", "chess"}, /* too long to keep, blanks aside */
        {"standard", "chess"},
    };
    const pk_check_options automatic = {0};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        char text[256];
        snprintf(text, sizeof text, "[Variant \"%s\"]\n\n*\n", games[i].value);
        pk_game g;
        read_first_game(text, &g);
        const pk_variant *want = games[i].row ? pk_variant_named(games[i].row) : NULL;
        if (pk_variant_for(&g, &automatic) != want)
            fail_msg("game %zu, Variant \"%s\": not the row %s", i + 1, games[i].value, games[i].row ? games[i].row : "(none)");
        pk_game_free(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_row_answers_every_entry),
        cmocka_unit_test(rows_read_play_and_write_moves),
        cmocka_unit_test(a_game_goes_to_its_row),
        cmocka_unit_test(variant_tags_one_after_another),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
