/* Replaying a game record through the chess rules (pgnkit-rules(7), CHESS): legality, check
 * signs, the end of the game, repetition and move-count draws, and the result's consistency. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "endgame.h"
#include "explain.h"
#include "fen.h"
#include "chess_game.h"
#include "game.h"
#include "game_walk.h"
#include "descriptive.h"
#include "iccf.h"
#include "kingless.h"
#include "movegen.h"
#include "pgn_date.h"
#include "san.h"
#include "text.h"

typedef struct {
    pk_position pos, prev;
    bool has_prev;
    bool over;        /* mate or stalemate reached on this line */
    bool unproven;    /* pos is out of check and its legal moves were not looked for: the next
                         move, read as legal, proves there is one (see settle_unproven) */
    uint32_t ply;     /* plies from the game's start to pos */
} line_state;

enum { END_NONE = 0, END_FINAL = 1, END_DRAW_RULE = 2 };

/* What one replay of a game found: where it stopped, how the main line ended, and the clues
 * against the language it read the game in. */
typedef struct {
    bool stopped;             /* an error on the main line: the rest of the game is not replayed */
    int end_kind;
    const char *end_outcome;
    pk_result end_want;       /* the result the end implies (PK_RESULT_NONE: by rule, see check_result) */
    uint32_t end_ply;
    bool warned_after_end;
    uint32_t max_ply;         /* how far the replay got (to pick the best language) */
    uint32_t keyed_to;        /* the main line's plies below this one from the last capture or
                                 pawn move on are in ply_in_key_slot (fivefold_repetition) */
    /* clues against the language a replay reads the game in (replay_in_some_language) */
    uint32_t slips;           /* forms its writer would not use, signs that do not fit */
    uint32_t missing_signs;   /* checks and mates written without their sign */
    bool stopped_after_end;   /* the main line stopped at a move after its mate or stalemate: its
                                 end, and so its result, are known all the same */
} replay_run;

typedef struct {
    pk_game *g;
    const pk_check_options *opt;
    pk_rules rules;             /* chess or the kingless game's (the game's row) */
    const pk_lang *lang;
    pk_notation notation;
    pk_desc_lang desc_lang;   /* descriptive games */
    bool automatic_draws;     /* fivefold and 75 moves end the game (from 2014-07-01) */
    bool main_line_only;      /* no variation and no move word standing apart (a lone sign): every
                                 move node is a move of the main line (replay_lines); and the
                                 notation is SAN, LAN or UCI, which pk_san_read_quick_move reads */
    bool record_san;          /* opt->record_san, kept here: read for each move, and through opt
                                 it is loaded anew after every store the compiler cannot see past */
    replay_run run;           /* what one replay of the game found (run_replay starts it anew) */
    pk_position *stop_pos;    /* when not NULL: where to put the position the replay ends in */
    uint32_t stop_ply;        /* then the ply of a move played there */
} replay;

static bool text_is(const char *s, size_t len, const char *word)
{
    return s[0] == word[0] && strlen(word) == len && memcmp(s, word, len) == 0;
}

/* Words for an outcome code in messages. */
static const char *outcome_prose(const char *outcome)
{
    static const char *const names[][2] = {
        {"insufficient-material", "a dead position with insufficient material"},
        {"fivefold-repetition", "a fivefold repetition"},
        {"seventyfive-moves", "the 75-move rule"},
        {"capture-all", "the capture of the last enemy man"},
        {"move-limit", "the 40-move limit"},
        {"no-moves", "a position where neither side can move"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(outcome, names[i][0]) == 0)
            return names[i][1];
    return outcome;
}

/* ---- tags ---------------------------------------------------------------------------- */

static pk_result parse_result_text(const char *v)
{
    return pk_result_parse(v, strlen(v), NULL);
}

/* The automatic draws (fivefold, 75 moves) apply to games played from 2014-07-01 on. status:
 * pk_date_check's answer for date, which check_dates found. */
static bool date_is_recent(const char *date, pk_date_status status)
{
    if (!date || !date[0] || !date[1] || !date[2] || !date[3] || date[0] == '?') /* under 4 bytes */
        return true;
    if (status == PK_DATE_IMPOSSIBLE)
        return true; /* judged by a valid date only: as an unknown one */
    bool digits = date[0] >= '0' && date[0] <= '9' && date[1] >= '0' && date[1] <= '9' && date[2] >= '0' &&
                  date[2] <= '9' && date[3] >= '0' && date[3] <= '9' && !(date[4] >= '0' && date[4] <= '9');
    int y = digits ? ((date[0] - '0') * 1000 + (date[1] - '0') * 100 + (date[2] - '0') * 10 + (date[3] - '0'))
                   : atoi(date); /* the usual YYYY. at once; anything else as atoi reads it */
    if (y != 2014)
        return y > 2014;
    int m = date[4] == '.' && date[5] != '?' ? atoi(date + 5) : 12;
    return m >= 7;
}

/* The FEN with only the castling rights whose king and rook stand on their squares (the way
 * lichess reads such FENs); false when the FEN is bad in some other way too. */
static bool repair_castling(const char *fen, pk_rules rules, char *out, size_t size)
{
    char fields[6][100] = {{0}};
    int n = sscanf(fen, "%99s %99s %99s %99s %99s %99s", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]);
    if (n < 4)
        return false;
    char probe[640];
    snprintf(probe, sizeof probe, "%s %s - %s %s %s", fields[0], fields[1], fields[3], n > 4 ? fields[4] : "0",
             n > 5 ? fields[5] : "1");
    pk_position pos;
    if (pk_fen_parse(&pos, probe, rules, NULL) < 0)
        return false;
    static const struct { char letter; int color, king, rook; } rights[4] = {
        {'K', PK_WHITE, 4, 7}, {'Q', PK_WHITE, 4, 0}, {'k', PK_BLACK, 60, 63}, {'q', PK_BLACK, 60, 56}};
    char kept[5];
    int k = 0;
    for (int i = 0; i < 4; i++)
        if (strchr(fields[2], rights[i].letter) && (pk_pieces(&pos, rights[i].color, PK_KING) & PK_BIT(rights[i].king)) &&
            (pk_pieces(&pos, rights[i].color, PK_ROOK) & PK_BIT(rights[i].rook)))
            kept[k++] = rights[i].letter;
    kept[k] = 0;
    snprintf(out, size, "%s %s %s %s %s %s", fields[0], fields[1], k ? kept : "-", fields[3], n > 4 ? fields[4] : "0",
             n > 5 ? fields[5] : "1");
    return true;
}

/* The last FEN tags read into positions on this thread (FEN_KEPT of them, the oldest replaced),
 * and those positions: an event of Chess960 plays each start twice running (a game with each
 * colour), a lesson of the kingless game goes round its three starts, and pk_fen_parse's result
 * depends on the text and the rules alone. Only a FEN read without an error is kept. */
#define FEN_KEPT 4
static _Thread_local struct {
    struct {
        pk_rules rules;
        size_t len; /* 0: none kept */
        char text[PK_FEN_MAX];
        pk_position pos;
    } fen[FEN_KEPT];
    unsigned next; /* the one to replace */
} kept_fens;

/* pk_fen_parse for setup_start, through kept_fens. */
static int parse_start_fen(pk_position *pos, const char *text, pk_rules rules, pk_fen_error *err)
{
    size_t len = strlen(text);
    for (unsigned i = 0; i < FEN_KEPT; i++)
        if (len == kept_fens.fen[i].len && rules == kept_fens.fen[i].rules &&
            memcmp(text, kept_fens.fen[i].text, len) == 0) {
            *pos = kept_fens.fen[i].pos;
            return 0;
        }
    if (pk_fen_parse(pos, text, rules, err) < 0)
        return -1;
    if (len > 0 && len < PK_FEN_MAX) {
        unsigned i = kept_fens.next;
        kept_fens.next = (i + 1) % FEN_KEPT;
        memcpy(kept_fens.fen[i].text, text, len);
        kept_fens.fen[i].len = len;
        kept_fens.fen[i].rules = rules;
        kept_fens.fen[i].pos = *pos;
    }
    return 0;
}

/* Sets the start position from SetUp/FEN and Variant; false when the game cannot be replayed.
 * g->start holds the standard start position on entry (a game without a FEN tag keeps it). */
static bool setup_start(replay *r)
{
    pk_game *g = r->g;
    pk_rules rules = r->rules;
    if (!g->row)
        return false; /* its Variant tag names a game no row plays (variant.c said so) */
    const pk_tag *fen = pk_game_find_tag(g, "FEN");
    const pk_tag *setup = pk_game_find_tag(g, "SetUp");
    if (setup && strcmp(g->text + setup->value, "1") == 0 && !fen) {
        pk_game_diag(g, PK_SEV_ERROR, "bad-tag", setup->line, setup->column, 0, NULL, 0,
                     "SetUp \"1\" without a FEN tag: the starting position is unknown");
        return false;
    }
    if (!fen) {
        if (rules != PK_RULES_CHESS) { /* the kingless game and Chess960 start from many positions */
            pk_game_diag(g, PK_SEV_ERROR, "bad-tag", g->line, g->column, 0, NULL, 0,
                         "a %s game needs its starting position in a FEN tag",
                         rules == PK_RULES_KINGLESS ? "kingless" : "Chess960");
            return false;
        }
        return true; /* g->start holds the start position already (check_chess_board_game set it) */
    }
    pk_fen_error err;
    const char *fen_text = g->text + fen->value;
    char repaired[256];
    size_t flen = strlen(fen_text);
    if (flen > 2 && flen < sizeof repaired && strcmp(fen_text + flen - 2, " 0") == 0) {
        /* move number 0, a habit of some exporters: read as 1 */
        snprintf(repaired, sizeof repaired, "%.*s 1", (int)(flen - 2), fen_text);
        if (pk_fen_parse(&g->start, repaired, rules, NULL) == 0) {
            pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "bad-fen", fen->line, fen->column, 0, NULL, 0,
                                          "FEN tag: field 6 (fullmove number): 0 read as 1 (move numbers start at 1)"),
                             PK_FIX_FEN);
            fen_text = repaired;
        }
    }
    if (parse_start_fen(&g->start, fen_text, rules, &err) < 0) {
        char fixed[640];
        if (err.field == 3 && repair_castling(fen_text, rules, fixed, sizeof fixed) &&
            pk_fen_parse(&g->start, fixed, rules, NULL) == 0) {
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "bad-fen", fen->line, fen->column, 0, NULL, 0,
                                      "FEN tag: %s: the castling rights that cannot be are dropped", err.message);
            if (d)
                snprintf(d->suggestion, sizeof d->suggestion, "%.190s", fixed);
            pk_diag_fixed_by(d, PK_FIX_FEN);
        } else {
            pk_game_diag(g, PK_SEV_ERROR, "bad-fen", fen->line, fen->column, 0, NULL, 0, "FEN tag: %s", err.message);
            return false;
        }
    }
    if (!setup || strcmp(g->text + setup->value, "1") != 0)
        pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "bad-tag", fen->line, fen->column, 0, NULL, 0,
                                      "a FEN tag needs [SetUp \"1\"] beside it"),
                         PK_FIX_SETUP);
    return true;
}

/* The date tags: the Date tag's form (bad-tag), and in every date tag a month and day the
 * calendar has (bad-date). Returns pk_date_check's answer for the Date tag (PK_DATE_VALID without
 * one), which date_is_recent needs as well. */
static pk_date_status check_dates(pk_game *g)
{
    static const char *const names[] = {"Date", "EventDate", "UTCDate"};
    pk_date_status date_status = PK_DATE_VALID;
    for (int i = 0; i < 3; i++) {
        const pk_tag *t = pk_game_find_tag(g, names[i]);
        if (!t)
            continue;
        char why[80];
        pk_date_status st = pk_date_check(g->text + t->value, why, sizeof why);
        if (i == 0)
            date_status = st;
        if (st == PK_DATE_MALFORMED && i == 0)
            pk_game_diag(g, PK_SEV_WARNING, "bad-tag", t->line, t->column, 0, NULL, 0,
                         "Date tag '%s' is not YYYY.MM.DD (unknown digits as ?)", g->text + t->value);
        else if (st == PK_DATE_IMPOSSIBLE)
            pk_game_diag(g, PK_SEV_WARNING, "bad-date", t->line, t->column, 0, NULL, 0, "%s tag '%s' is not a calendar date: %s",
                         names[i], g->text + t->value, why);
    }
    return date_status;
}

/* The tags' checks; returns the Date tag's pk_date_check answer (check_dates). */
static pk_date_status check_tags(pk_game *g)
{
    const pk_tag *t = pk_game_find_tag(g, "Result");
    bool standard = true;
    pk_result tag_result = t ? pk_result_parse(g->text + t->value, t->value_len, &standard) : PK_RESULT_NONE;
    if (tag_result != PK_RESULT_NONE && !standard)
        pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "non-standard", t->line, t->column, 0, NULL, 0,
                                      "Result tag '%s' is not written as PGN writes results (1-0, 0-1, 1/2-1/2, *)",
                                      g->text + t->value),
                         PK_FIX_RESULT_TAG);
    /* read up to its NUL as well only when not a result over its length: a result holds no NUL,
     * so the two readings differ only for a value that has one */
    if (t && tag_result == PK_RESULT_NONE && parse_result_text(g->text + t->value) == PK_RESULT_NONE) {
        pk_diag *d = pk_game_diag(g, PK_SEV_ERROR, "bad-tag", t->line, t->column, 0, NULL, 0,
                                  "Result tag '%s' is not 1-0, 0-1, 1/2-1/2 or *", g->text + t->value);
        if (d && g->result != PK_RESULT_NONE)
            snprintf(d->suggestion, sizeof d->suggestion, "%s", pk_result_name(g->result));
    }
    /* A bit per name length and first byte (pk_tag_key) says which tags may repeat an earlier
     * one; only those are compared with all before them (most games have none). */
    uint64_t seen = 0;
    for (size_t i = 0; i < g->n_tags; i++) {
        unsigned key = pk_tag_key(g->tags[i].name_len, g->text[g->tags[i].name]);
        bool maybe_repeated = (seen >> key) & 1;
        seen |= (uint64_t)1 << key;
        if (!maybe_repeated)
            continue;
        for (size_t k = 0; k < i; k++)
            if (g->tags[i].name_len == g->tags[k].name_len &&
                g->text[g->tags[i].name] == g->text[g->tags[k].name] &&
                strcmp(g->text + g->tags[i].name, g->text + g->tags[k].name) == 0) {
                pk_game_diag(g, PK_SEV_WARNING, "bad-tag", g->tags[i].line, g->tags[i].column, 0, NULL, 0,
                             "tag '%s' given twice (first on line %u)", g->text + g->tags[i].name, g->tags[k].line);
                break;
            }
    }
    return check_dates(g);
}

/* ---- language and notation ----------------------------------------------------------- */


/* "--", "Z0", "0000": a pass in any notation. */
static bool is_null_word(const char *t, size_t len)
{
    return (len == 2 && ((t[0] == '-' && t[1] == '-') || (t[0] == 'Z' && t[1] == '0'))) ||
           (len == 4 && memcmp(t, "0000", 4) == 0);
}

/* The first main-line move that is not a pass: it tells the game's notation. */
static const pk_node *first_move(const pk_game *g)
{
    for (size_t i = 0; i < g->n_nodes; i++)
        if (g->nodes[i].kind == PK_NODE_MOVE && g->nodes[i].depth == 0 &&
            !is_null_word(g->text + g->nodes[i].text, g->nodes[i].len))
            return &g->nodes[i];
    return NULL;
}

/* Cheap test before the real one: descriptive moves join a piece to a square or a piece with
 * '-' or 'x' followed by a capital or a digit (P-K4, PxP, N-KB3), or start with a capital and
 * a dash after a capital; SAN never does (Nxe5, exd5, Ng1-f3). */
static bool may_be_descriptive(const char *t, size_t len)
{
    for (size_t i = 1; i + 1 < len; i++)
        if ((t[i] == '-' || t[i] == 'x' || t[i] == ' ') && ((t[i + 1] >= 'A' && t[i + 1] <= 'Z') || (t[i + 1] >= '0' && t[i + 1] <= '9')))
            return true;
    return len >= 2 && t[0] >= 'A' && t[0] <= 'Z' && t[1] >= 'A' && t[1] <= 'Z';
}

/* 3 when the word starts with a piece glyph of figurine SAN (U+2654..U+265F), else 0. */
static size_t figurine_len(const char *t, size_t len)
{
    const unsigned char *u = (const unsigned char *)t;
    return len >= 3 && u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0x94 && u[2] <= 0x9F ? 3 : 0;
}

static pk_notation detect_notation(const pk_game *g)
{
    const pk_node *n = first_move(g);
    if (!n)
        return PK_NOTATION_SAN;
    const char *t = g->text + n->text;
    if (pk_iccf_like(t, n->len)) /* 5795 too: read as numeric, it is told why it is no move */
        return PK_NOTATION_ICCF;
    /* descriptive: the first move, or the first that is not castling, has its shape */
    for (const pk_node *m = n; m < g->nodes + g->n_nodes; m++) {
        if (m->kind != PK_NODE_MOVE || m->depth != 0 || is_null_word(g->text + m->text, m->len))
            continue;
        const char *w = g->text + m->text;
        if (may_be_descriptive(w, m->len) && pk_descriptive_shape(w, m->len))
            return PK_NOTATION_DESCRIPTIVE;
        if (!(w[0] == 'O' || w[0] == '0' || (w[0] == 'C' && m->len >= 7 && memcmp(w, "Castles", 7) == 0)))
            break;
    }
    bool sq1 = n->len >= 4 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8';
    if (sq1 && t[2] >= 'a' && t[2] <= 'h' && t[3] >= '1' && t[3] <= '8')
        return PK_NOTATION_UCI;
    if (sq1 && (t[2] == '-' || t[2] == 'x'))
        return PK_NOTATION_LAN;
    size_t piece = t[0] >= 'A' && t[0] <= 'Z' ? 1 : figurine_len(t, n->len); /* Ng1-f3, ♘g1-f3 */
    if (piece && n->len >= piece + 4 && t[piece] >= 'a' && t[piece] <= 'h' && t[piece + 1] >= '1' &&
        t[piece + 1] <= '8' && (t[piece + 2] == '-' || t[piece + 2] == 'x'))
        return PK_NOTATION_LAN;
    return PK_NOTATION_SAN;
}

static const char *notation_name(pk_notation n)
{
    static const char *const names[] = {"san", "san", "lan", "uci", "iccf", "descriptive"};
    return names[n];
}

/* Italian descriptive uses C, A, T, D for the pieces English writes N, B, R, Q, also for the
 * files they stand on (R-T1, P-AD4): any capital of a move word counts, not only its first. */
static pk_desc_lang guess_descriptive_lang(const pk_game *g)
{
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind != PK_NODE_MOVE || strncasecmp(g->text + n->text, "castle", 6) == 0)
            continue; /* English castling ("Castles") */
        for (const char *t = g->text + n->text; *t; t++)
            if (*t == 'C' || *t == 'A' || *t == 'T' || *t == 'D')
                return PK_DESC_IT;
    }
    return PK_DESC_EN;
}

static bool read_descriptive(replay *r, line_state *ls, pk_node *n, const char *text, size_t len, pk_move *out,
                             pk_san *san, uint32_t ply)
{
    pk_game *g = r->g;
    pk_desc_result res;
    pk_san_status st = pk_descriptive_parse(&ls->pos, text, len, r->desc_lang, true, out, &res);
    memset(san, 0, sizeof *san);
    san->type = PK_NO_TYPE;
    san->check = (uint8_t)res.check;
    if (st == PK_SAN_OK) {
        if (res.repaired) {
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "repaired-move", n->line, n->column, ply, text, n->len,
                                      "%s", res.message);
            if (d)
                snprintf(d->suggestion, sizeof d->suggestion, "%.190s", res.corrected);
            pk_diag_fixed_by(d, PK_FIX_WRITTEN);
        }
        if (res.ep && PK_MOVE_KIND(*out) != PK_MK_EP) {
            /* e.p. settles a capture only when it fits; on another move it is a wrong sign */
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "check-mark", n->line, n->column, ply, text, n->len,
                                      "'%.*s': the move is no en passant capture: remove the e.p. mark", (int)len, text);
            if (d)
                pk_descriptive_format(&ls->pos, *out, r->desc_lang, d->suggestion);
            pk_diag_fixed_by(d, PK_FIX_WRITTEN);
        }
        return true;
    }
    const char *code = st == PK_SAN_BAD_SYNTAX ? "bad-syntax" : st == PK_SAN_AMBIGUOUS ? "ambiguous-move" : "illegal-move";
    const char *what = st == PK_SAN_BAD_SYNTAX ? "bad" : st == PK_SAN_AMBIGUOUS ? "ambiguous" : "illegal";
    pk_diag *d = pk_game_diag(g, PK_SEV_ERROR, code, n->line, n->column, ply, text, n->len, "%s move '%.*s': %s", what,
                              (int)n->len, text, res.message);
    if (d)
        for (int i = 0; i < res.candidates.count; i++) {
            char w[32];
            pk_descriptive_format(&ls->pos, res.candidates.moves[i], r->desc_lang, w);
            if (!pk_suggestion_add(d->suggestion, sizeof d->suggestion, w, strlen(w)))
                break;
        }
    return false;
}

/* ---- one move ------------------------------------------------------------------------ */

/* Why the origin written is more than SAN writes, for a legal move m read from san: SAN names
 * the origin's file when that tells the rivals apart, else its rank, else both; none when the
 * move is unique without. False when the origin written is what SAN writes. */
static bool describe_overspecified(const pk_position *pos, const pk_san *san, pk_move m, char *out, size_t size)
{
    static const char *const plurals[6] = {"pawns", "knights", "bishops", "rooks", "queens", "kings"};
    pk_san_facts f = pk_san_facts_before(pos, m);
    int type = f & PK_SANF_TYPE, from = PK_MOVE_FROM(m);
    bool need_file = (f & PK_SANF_FILE) || (type == PK_PAWN && (f & PK_SANF_CAPTURE));
    bool need_rank = (f & PK_SANF_RANK) != 0;
    bool file = san->from_file >= 0;
    char file_c = (char)('a' + PK_FILE(from)), rank_c = (char)('1' + PK_RANK(from));
    if (type == PK_PAWN && need_file)
        snprintf(out, size, "a pawn's capture names the pawn's file only: %c", file_c);
    else if (!need_file && !need_rank)
        snprintf(out, size, "the origin is written although the move is unique without it");
    else if (need_file && !need_rank && !file)
        snprintf(out, size, "SAN tells the %s apart by the origin's file first: %c, not %c", plurals[type], file_c, rank_c);
    else if (need_file && !need_rank)
        snprintf(out, size, "the origin's file alone tells the %s apart: %c", plurals[type], file_c);
    else if (need_rank && !need_file)
        snprintf(out, size, "the origin's rank alone tells the %s apart: %c", plurals[type], rank_c);
    else
        return false;
    return true;
}

/* A descriptive move word with the sign words written apart after it ("N-B6" "dis" "ch"), joined
 * by blanks into out (size bytes); returns the length. */
static size_t with_detached_signs(const pk_game *g, const pk_node *n, char *out, size_t size)
{
    size_t len = n->len < size ? n->len : size - 1;
    memcpy(out, g->text + n->text, len);
    for (const pk_node *k = n + 1; k < g->nodes + g->n_nodes; k++) {
        if (k->kind == PK_NODE_NAG)
            continue;
        if (k->kind != PK_NODE_MOVE || !(k->flags & PK_NODEF_DETACHED) || len + 1 + k->len >= size)
            break;
        out[len++] = ' ';
        memcpy(out + len, g->text + k->text, k->len);
        len += k->len;
    }
    out[len] = 0;
    return len;
}

/* The first reason of bits, in the order below, into out; returns its bit (0: none). */
static uint16_t describe_lenient(uint16_t bits, char *out, size_t size)
{
    static const struct { uint16_t bit; const char *why; } reasons[] = {
        {PK_SAN_ZERO_CASTLE, "castling is written with the capital letter O"},
        {PK_SAN_KING_CASTLE, "castling is written O-O or O-O-O, not as a king move"},
        {PK_SAN_NO_EQUALS, "a promotion is written with '=' (e8=Q)"},
        {PK_SAN_LOWER_PROMO, "the promotion piece is a capital letter"},
        {PK_SAN_EP_SUFFIX, "SAN adds no e.p. to an en passant capture"},
        {PK_SAN_PAWN_LETTER, "SAN writes no letter for a pawn"},
        {PK_SAN_COLON, "a capture is written with 'x'"},
        {PK_SAN_DOUBLE_PLUS, "mate is written '#'"},
        {PK_SAN_WRONG_CAPTURE, "'x' marks captures, and only captures"},
        {PK_SAN_OVERSPECIFIED, "the origin is written more fully than SAN writes it"},
        {PK_SAN_HYPHEN, "SAN writes no '-' between squares"},
    };
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
        if (bits & reasons[i].bit) {
            snprintf(out, size, "%s", reasons[i].why);
            return reasons[i].bit;
        }
    out[0] = 0;
    return 0;
}

/* An error at move node n: its line stops there (replay_lines). The node loses any move a
 * replay in another language left in it, so that a walk of the record stops there too. */
static void error_stop(pk_node *n)
{
    n->move = PK_MOVE_NONE;
}

/* Reads one move node in the line's position; false (with a diagnostic) when it cannot. */
/* A null move ("--", "Z0", "pass"): in chess only with --allow-null; in the kingless game a
 * pass is a move when the side has no other. Reports the error when it is not allowed. */
static bool null_move_allowed(replay *r, const line_state *ls, const pk_node *n, uint32_t ply)
{
    if (pk_rules_has_kings(ls->pos.rules) ? r->opt->allow_null : pk_pass_is_legal(&ls->pos))
        return true;
    const char *text = r->g->text + n->text;
    pk_game_diag(r->g, PK_SEV_ERROR, "illegal-move", n->line, n->column, ply, text, n->len,
                 pk_rules_has_kings(ls->pos.rules) ? "null move '%.*s': chess has no pass (allow it with --allow-null)"
                                                 : "pass '%.*s': a side may pass only when it has no legal move",
                 (int)n->len, text);
    return false;
}

/* Reads a move node that pk_san_read_quick did not read, in the game's notation, with the
 * diagnostic when it cannot be read or played. */
static bool read_move(replay *r, line_state *ls, pk_node *n, pk_move *out, pk_san *san, uint32_t ply)
{
    pk_game *g = r->g;
    const char *text = g->text + n->text;
    char signed_text[3 * PK_LIMIT_SYMBOL + 8]; /* a Latin-1 word grows up to 3 times in UTF-8 */
    const char *buf = text;
    size_t len = n->len;
    if (r->notation == PK_NOTATION_DESCRIPTIVE) {
        /* the signs written apart are read with the move: they may settle it
         * (pgnkit-notations(7), DESCRIPTIVE) */
        len = with_detached_signs(g, n, signed_text, sizeof signed_text);
        buf = signed_text;
    } else if (n->flags & (PK_NODEF_SIGN_PLUS | PK_NODEF_SIGN_MATE)) {
        /* a lone sign after the move belongs to it */
        memcpy(signed_text, text, len);
        signed_text[len++] = (n->flags & PK_NODEF_SIGN_MATE) ? '#' : '+';
        signed_text[len] = 0;
        buf = signed_text;
    }
    if (is_null_word(buf, len) && r->notation != PK_NOTATION_SAN && r->notation != PK_NOTATION_LAN &&
        r->notation != PK_NOTATION_UCI) {
        /* a pass reads alike in every notation: through SAN, which knows it */
        pk_san_parse(buf, len, r->lang, san);
        *out = PK_MOVE_NULL;
        return null_move_allowed(r, ls, n, ply);
    }
    if (r->notation == PK_NOTATION_DESCRIPTIVE)
        return read_descriptive(r, ls, n, buf, len, out, san, ply);
    if (r->notation == PK_NOTATION_ICCF && (pk_iccf_like(buf, len) || r->opt->notation == PK_NOTATION_ICCF)) {
        char msg[200];
        int rc = pk_iccf_parse(&ls->pos, buf, len, out, msg, sizeof msg);
        memset(san, 0, sizeof *san);
        san->type = PK_NO_TYPE;
        if (rc == 0)
            return true;
        pk_game_diag(g, PK_SEV_ERROR, rc == -1 ? "bad-syntax" : "illegal-move", n->line, n->column, ply, text, n->len,
                     "%s move '%.*s': %s", rc == -1 ? "bad" : "illegal", (int)n->len, text, msg);
        return false;
    }
    pk_movelist matches;
    pk_san_status st = pk_san_parse(buf, len, r->lang, san);
    if (st == PK_SAN_OK)
        st = pk_san_resolve(&ls->pos, san, out, &matches);
    if (st == PK_SAN_OK && *out == PK_MOVE_NULL && !null_move_allowed(r, ls, n, ply))
        return false;
    if (st == PK_SAN_OK)
        return true;
    char message[256], suggestion[PK_DIAG_SUGGESTION];
    if (st == PK_SAN_BAD_SYNTAX) {
        if (ply == 1 && r->opt->notation == PK_NOTATION_AUTO)
            pk_game_diag(g, PK_SEV_ERROR, "unknown-notation", n->line, n->column, ply, text, n->len,
                         "'%.*s' is not a move in any notation pgnkit reads (SAN, LAN, UCI, ICCF numeric)",
                         (int)n->len, text);
        else
            pk_game_diag(g, PK_SEV_ERROR, "bad-syntax", n->line, n->column, ply, text, n->len,
                         "'%.*s' is not a move in %s algebraic notation", (int)n->len, text, r->lang->name);
        return false;
    }
    pk_explain_san_failure(&ls->pos, san, st, &matches, r->lang, message, sizeof message, suggestion, sizeof suggestion);
    pk_diag *d = pk_game_diag(g, PK_SEV_ERROR, st == PK_SAN_AMBIGUOUS ? "ambiguous-move" : "illegal-move", n->line,
                              n->column, ply, text, n->len, "%s move '%.*s': %s",
                              st == PK_SAN_AMBIGUOUS ? "ambiguous" : "illegal", (int)n->len, text, message);
    if (d)
        snprintf(d->suggestion, sizeof d->suggestion, "%s", suggestion);
    return false;
}

static int count_repetitions(const pk_game *g, uint32_t ply, uint32_t halfmove)
{
    int count = 1;
    uint64_t key = g->keys[ply];
    uint32_t back = halfmove < ply ? halfmove : ply;
    for (uint32_t d = 2; d <= back; d += 2)
        if (g->keys[ply - d] == key)
            count++;
    return count;
}

/* Fivefold repetition, asked after every move of a long stretch without a capture or pawn move
 * (engine games shuffle for a hundred plies): count_repetitions at each would go back through
 * the whole stretch, so most plies look up their key's slot first. The slot keeps the last ply
 * whose key fell in it; the plies of the stretch go in (in order, once each: replay_run.keyed_to)
 * before the look-up. When the slot's ply is outside the stretch, or its key belongs to another
 * slot (an entry of another game or replay, left behind), no ply of the stretch has a key of
 * this slot, and the position is new in it; else (a repetition, or two keys sharing a slot)
 * count_repetitions counts. Per thread: the games of --jobs replay at once, each on its thread. */
enum { KEY_SLOT_BITS = 12 };
static _Thread_local uint32_t ply_in_key_slot[1u << KEY_SLOT_BITS];

static inline unsigned key_slot(uint64_t key) { return (unsigned)(key >> (64 - KEY_SLOT_BITS)); }

static bool grow_keys(pk_game *g, uint32_t ply);
static inline bool store_key(pk_game *g, uint32_t ply, uint64_t key)
{
    if (ply >= g->keys_cap && !grow_keys(g, ply))
        return false;
    g->keys[ply] = key;
    return true;
}

static __attribute__((cold)) bool grow_keys(pk_game *g, uint32_t ply)
{
    {
        size_t cap = g->keys_cap ? g->keys_cap * 2 : 512;
        while (cap <= ply)
            cap *= 2;
        uint64_t *k = realloc(g->keys, cap * sizeof *k);
        if (!k)
            return false;
        g->keys = k;
        g->keys_cap = cap;
    }
    return true;
}

/* The sign written after a move word (0, '+' or '#'), as a pk_san_quick holds it, and back. */
static inline pk_san_quick sign_bits(int written)
{
    return written == '+' ? PK_SANQ_PLUS : written == '#' ? PK_SANQ_MATE : 0;
}

static inline int quick_sign(pk_san_quick q)
{
    return q & PK_SANQ_PLUS ? '+' : q & PK_SANQ_MATE ? '#' : 0;
}

static void check_sign_slow(replay *r, pk_node *n, int written, const pk_position *next, bool mate, uint32_t ply);
/* q: the move's reading, with the sign written after its word (PK_SANQ_SIGNS) */
static inline void check_sign(replay *r, pk_node *n, pk_san_quick q, const pk_position *next, bool mate, uint32_t ply)
{
    pk_san_quick expected = mate ? PK_SANQ_MATE : next->checkers ? PK_SANQ_PLUS : 0;
    if ((q & PK_SANQ_SIGNS) != expected) /* the sign written is the one due: nothing to say */
        check_sign_slow(r, n, quick_sign(q), next, mate, ply);
}

/* In a game with kings, the sign facts of a move (pk_san_facts_after's) from the sign due after
 * it, check_sign's expected (next: the position it led to): the same tests, which the compiler
 * then makes once for both, and a shift. (Macros: as inline functions they cost convert about 3
 * instructions a move more, by what GCC made of the replay's loop.) */
#define SIGN_DUE(next, mate) ((mate) ? PK_SANQ_MATE : (next)->checkers ? PK_SANQ_PLUS : 0u)
_Static_assert(PK_SANQ_PLUS >> 13 == PK_SANF_CHECK && PK_SANQ_MATE >> 13 == PK_SANF_MATE, "signs 13 bits apart");
#define SIGN_FACTS(due) ((pk_san_facts)((due) >> 13))

static __attribute__((cold)) void check_sign_slow(replay *r, pk_node *n, int written, const pk_position *next, bool mate,
                                                  uint32_t ply)
{
    pk_game *g = r->g;
    if (next->rules == PK_RULES_KINGLESS || r->notation == PK_NOTATION_ICCF)
        return;
    bool check = next->checkers != 0;
    if (!written && (r->notation == PK_NOTATION_UCI))
        return;
    const char *text = g->text + n->text;
    size_t len = n->len;
    const char *want = mate ? "#" : check ? "+" : "";
    if ((written == '#') == mate && (written == '+') == (check && !mate))
        return;
    if (written)
        r->run.slips++;
    else
        r->run.missing_signs++;
    char joined[3 * PK_LIMIT_SYMBOL + 8];
    if (r->notation == PK_NOTATION_DESCRIPTIVE) { /* with its signs written apart: "N-B6 mate" */
        len = with_detached_signs(g, n, joined, sizeof joined);
        text = joined;
    }
    const char *what = mate ? (written == '+' ? "the move mates: write '#', not '+'" : "the move mates: '#' is missing")
                       : check ? (written == '#' ? "the move gives check but not mate: write '+', not '#'"
                                                 : "the move gives check: '+' is missing")
                               : "the move gives no check: remove the sign";
    pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "check-mark", n->line, n->column, ply, g->text + n->text, n->len,
                              "'%.*s': %s", (int)len, text, what);
    if (d) {
        size_t base = len;
        if (r->notation == PK_NOTATION_DESCRIPTIVE) /* ch, mate, dis ch as well */
            base = pk_descriptive_unsigned_length(text, len);
        while (base && (text[base - 1] == '+' || text[base - 1] == '#'))
            base--;
        snprintf(d->suggestion, sizeof d->suggestion, "%.*s%s", (int)base, text, want);
        d->fix = PK_FIX_WRITTEN;
    }
}

/* A move word that is not standard SAN (san->lenient), or written with a typographic dash. */
static __attribute__((cold)) void note_lenient_slow(replay *r, pk_node *n, const pk_san *san, const pk_position *pos,
                                                    pk_move m, uint32_t ply)
{
    uint16_t bits = san->lenient;
    if (n->flags & PK_TOKF_NONSTANDARD) {
        char canonical[16];
        pk_san_format(pos, m, r->lang, canonical);
        pk_diag *d = pk_game_diag(r->g, PK_SEV_WARNING, "non-standard", n->line, n->column, ply, r->g->text + n->text,
                                  n->len, "'%s' is written with a typographic dash: PGN uses '-'", r->g->text + n->text);
        if (d)
            snprintf(d->suggestion, sizeof d->suggestion, "%s", canonical);
        pk_diag_fixed_by(d, PK_FIX_WRITTEN);
        r->run.slips++;
        return;
    }
    if (r->notation == PK_NOTATION_LAN || r->notation == PK_NOTATION_UCI)
        bits &= (uint16_t) ~(PK_SAN_OVERSPECIFIED | PK_SAN_HYPHEN | PK_SAN_LOWER_PROMO | PK_SAN_WRONG_CAPTURE |
                             PK_SAN_NO_EQUALS | PK_SAN_KING_CASTLE);
    if (!bits)
        return;
    r->run.slips++;
    char why[120], canonical[16];
    if (describe_lenient(bits, why, sizeof why) == PK_SAN_OVERSPECIFIED)
        describe_overspecified(pos, san, m, why, sizeof why); /* which origin SAN writes */
    pk_san_format(pos, m, r->lang, canonical);
    const char *text = r->g->text + n->text;
    pk_diag *d = pk_game_diag(r->g, PK_SEV_WARNING, "non-standard", n->line, n->column, ply, text, n->len,
                              "'%.*s' is not standard SAN: %s", (int)n->len, text, why);
    if (d)
        snprintf(d->suggestion, sizeof d->suggestion, "%s", canonical);
    pk_diag_fixed_by(d, PK_FIX_WRITTEN);
}

/* In the kingless game, a position whose side to move has no legal move: has the other side none
 * either? */
static __attribute__((noinline)) bool kingless_neither_can_move(const pk_position *pos)
{
    pk_position other = *pos;
    other.side ^= 1;
    return !pk_has_legal_move(&other);
}

/* Has the kingless round stopped in this position, ply plies from the start? has_legal: whether
 * the side to move has a legal move (the replay knows it). Inlined, the usual case a few tests
 * (men of both sides, moves left, a legal move): a call for each kingless move cost about 13
 * instructions a ply. */
static inline __attribute__((always_inline)) bool kingless_round_over(const pk_position *pos, uint32_t ply,
                                                                      bool has_legal)
{
    if (!pos->by_color[PK_WHITE] || !pos->by_color[PK_BLACK] || ply >= 2 * PK_KINGLESS_MOVE_LIMIT)
        return true;
    return !has_legal && kingless_neither_can_move(pos);
}

/* The kingless round's end (pgnkit-rules(7), THE KINGLESS GAME): the last enemy man captured,
 * 40 moves each, or neither side able to move; then the result follows from the material.
 * has_legal: whether the side to move has a legal move. */
static void track_kingless_end(replay *r, const pk_position *pos, uint32_t ply, bool has_legal)
{
    int mover = pos->side ^ 1;
    const char *outcome = NULL;
    pk_result want = PK_RESULT_NONE;
    if (!pos->by_color[PK_WHITE] || !pos->by_color[PK_BLACK]) {
        /* after a move, the mover took the last man; a position set up so is over as well */
        int winner = pos->by_color[mover] ? mover : mover ^ 1;
        outcome = "capture-all";
        want = winner == PK_WHITE ? PK_RESULT_WHITE : PK_RESULT_BLACK;
    } else {
        pk_position other = *pos;
        other.side ^= 1;
        bool stuck = !has_legal && !pk_has_legal_move(&other);
        if (stuck || ply >= 2 * PK_KINGLESS_MOVE_LIMIT) {
            outcome = stuck ? "no-moves" : "move-limit";
            int w = pk_kingless_material(pos, PK_WHITE), b = pk_kingless_material(pos, PK_BLACK);
            want = w > b ? PK_RESULT_WHITE : w < b ? PK_RESULT_BLACK : PK_RESULT_DRAW;
        }
    }
    if (outcome) {
        r->run.end_kind = END_FINAL;
        r->run.end_outcome = outcome;
        r->run.end_ply = ply;
        r->run.end_want = want;
    }
}

/* The fewest plies without a capture or pawn move behind a position standing there for the fifth
 * time: a position comes back at the soonest 4 plies later (after 2, the side that moved first
 * would have its men where they were after a move of its own, which no move of the other side
 * undoes without a capture), so its five times span 16 plies. Below that, count_repetitions
 * would find no five equal keys but by a collision of the 64-bit keys. */
enum { FIVEFOLD_MIN_HALFMOVE = 16 };

/* Might a game of chess have ended on the main line after a move, when it had not ended before?
 * False when it cannot have: its side to move has a legal move, a pawn, rook or queen is on the
 * board (no dead position), and (when the automatic draws apply) the last FIVEFOLD_MIN_HALFMOVE
 * plies were not all without a capture or a pawn move. A few tests the replay's loop makes for
 * each move; the rest, note_main_line_end, is a call. (The kingless round ends where
 * kingless_round_over says.) */
static inline bool main_line_may_end(const pk_position *pos, bool has_legal, uint32_t fivefold_halfmove)
{
    return !has_legal || !(pos->by_type[PK_PAWN] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]) ||
           pos->halfmove >= fivefold_halfmove;
}

/* main_line_may_end's fivefold_halfmove: the halfmove clock from which a fivefold repetition may
 * have ended the game; without the automatic draws the highest clock, so that the test stays one
 * compare (a clock that high, from a FEN, only sends the move to note_main_line_end, which finds
 * no end by it: main_line_may_end is a filter). */
static inline uint32_t fivefold_from(bool automatic_draws)
{
    return automatic_draws ? FIVEFOLD_MIN_HALFMOVE : UINT32_MAX;
}

/* fivefold_repetition's look-up of its key slots, the plies since the last look-up put in first:
 * true when no ply of the stretch before ply has a key of the slot of ply's, so that the position
 * is new in the stretch. Needs r->run.keyed_to <= ply (plies asked in order). */
static inline bool key_new_in_stretch(replay *r, uint32_t ply, uint32_t halfmove)
{
    const uint64_t *keys = r->g->keys;
    uint32_t from = ply - (halfmove < ply ? halfmove : ply); /* the stretch's first ply */
    for (uint32_t k = r->run.keyed_to > from ? r->run.keyed_to : from; k < ply; k++)
        ply_in_key_slot[key_slot(keys[k])] = k;
    unsigned slot = key_slot(keys[ply]);
    uint32_t last = ply_in_key_slot[slot];
    ply_in_key_slot[slot] = ply;
    r->run.keyed_to = ply + 1;
    return last < from || last >= ply || key_slot(keys[last]) != slot;
}

/* Does the position at ply on the main line, halfmove plies after the last capture or pawn
 * move, stand there for the fifth time? Asked at increasing plies within one replay. */
static bool fivefold_repetition(replay *r, uint32_t ply, uint32_t halfmove)
{
    if (r->run.keyed_to > ply) /* not in order (or key_new_in_stretch asked first): count */
        return count_repetitions(r->g, ply, halfmove) >= 5;
    return !key_new_in_stretch(r, ply, halfmove) && count_repetitions(r->g, ply, halfmove) >= 5;
}

/* The end of the game on the main line after a move (pgnkit-rules(7), CHESS, Game end), when it
 * had not ended before: records it in r->run and returns its kind (END_NONE: not the end).
 * automatic_draws: r->automatic_draws, which a loop keeps at hand. */
static int note_main_line_end(replay *r, const pk_position *pos, bool has_legal, uint32_t ply, bool automatic_draws)
{
    if (pos->rules == PK_RULES_KINGLESS) {
        track_kingless_end(r, pos, ply, has_legal);
        return r->run.end_kind;
    }
    const char *outcome = NULL;
    int kind = END_DRAW_RULE;
    if (!has_legal) {
        outcome = pos->checkers ? "checkmate" : "stalemate";
        kind = END_FINAL;
    } else if (!(pos->by_type[PK_PAWN] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]) && pk_insufficient_material(pos)) {
        outcome = "insufficient-material";
    } else if (automatic_draws) {
        if (pos->halfmove >= FIVEFOLD_MIN_HALFMOVE && fivefold_repetition(r, ply, pos->halfmove))
            outcome = "fivefold-repetition";
        else if (pos->halfmove >= 150)
            outcome = "seventyfive-moves";
    }
    if (!outcome)
        return END_NONE;
    r->run.end_kind = kind;
    r->run.end_outcome = outcome;
    r->run.end_ply = ply;
    return kind;
}

/* note_main_line_end after main_line_may_end said yes, in a game with kings, with its most common
 * answer screened here rather than through a call: in an engine game's long quiet stretch
 * (automatic draws, a legal move, no dead position, under 75 moves) the game ends only by a
 * fivefold repetition, and the position is nearly always new in the stretch. */
static __attribute__((noinline)) int main_line_end_after_move(replay *r, const pk_position *pos, bool has_legal, uint32_t ply,
                                           bool automatic_draws)
{
    if (has_legal && (pos->by_type[PK_PAWN] | pos->by_type[PK_ROOK] | pos->by_type[PK_QUEEN]) &&
        pos->halfmove < 150 && r->run.keyed_to <= ply && key_new_in_stretch(r, ply, pos->halfmove))
        return END_NONE;
    return note_main_line_end(r, pos, has_legal, ply, automatic_draws);
}

/* The same with the position's key stored first, for the repetitions. */
static inline __attribute__((always_inline)) void track_main_line_end(replay *r, const pk_position *pos, bool has_legal,
                                                                      uint32_t ply)
{
    if (!store_key(r->g, ply, pos->key))
        return;
    if (r->run.end_kind == END_NONE &&
        (!pk_rules_has_kings(pos->rules) || main_line_may_end(pos, has_legal, fivefold_from(r->automatic_draws))))
        note_main_line_end(r, pos, has_legal, ply, r->automatic_draws);
}

/* Does a variation start after node i, before the next move? Only then is the position
 * before the move worth keeping. */
static bool variation_follows(const pk_game *g, size_t i)
{
    for (size_t k = i + 1; k < g->n_nodes; k++) {
        int kind = g->nodes[k].kind;
        if (kind == PK_NODE_OPEN)
            return true;
        /* a lone sign ("Qh5 +") belongs to the move before: look past it */
        bool detached = kind == PK_NODE_MOVE && (g->nodes[k].flags & PK_NODEF_DETACHED);
        if (kind != PK_NODE_COMMENT && kind != PK_NODE_NAG && kind != PK_NODE_ESCAPE && !detached)
            return false;
    }
    return false;
}

/* The position a line stands at was left unproven (its legal moves not looked for) and its next
 * move did not read at once: look now. With none, it was stalemate, and the move is one after
 * the end; the replay stops there, so the end needs no other record. */
__attribute__((cold)) static void settle_unproven(line_state *ls)
{
    if (!pk_has_legal_move(&ls->pos))
        ls->over = true;
}

/* A move where the line had ended (mate, stalemate, the kingless round's end): an error, and the
 * line stops there. pos: the position the line ended in. */
static __attribute__((cold, noinline)) void report_move_after_end(replay *r, const pk_position *pos, pk_node *n,
                                                                  uint32_t ply, bool main_line)
{
    const char *text = r->g->text + n->text;
    const char *why = pos->rules == PK_RULES_KINGLESS
                          ? (main_line && r->run.end_outcome ? r->run.end_outcome : "the end of the round")
                          : pos->checkers ? "checkmate" : "stalemate";
    pk_game_diag(r->g, PK_SEV_ERROR, "move-after-end", n->line, n->column, ply, text, n->len,
                 "move '%.*s' after the end of the game: the game ended in %s", (int)n->len, text, outcome_prose(why));
    if (main_line && r->run.end_kind == END_FINAL)
        r->run.stopped_after_end = true;
    error_stop(n);
}

/* A move number written before a move that is not its number (fullmove). */
static __attribute__((cold, noinline)) void report_move_number(pk_game *g, const pk_node *n, uint32_t ply,
                                                               uint32_t fullmove)
{
    const char *text = g->text + n->text;
    char written[24];
    if (n->number >= 1000000000)
        snprintf(written, sizeof written, "over 999999999");
    else
        snprintf(written, sizeof written, "%d", n->number);
    pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "move-number", n->line, n->column, ply, text, n->len,
                                  "move number %s does not fit: '%.*s' is move %u of the game", written, (int)n->len,
                                  text, fullmove),
                     PK_FIX_WRITTEN);
}

/* The first move of the main line after the game was drawn by rule: a warning. */
static __attribute__((cold, noinline)) void warn_move_after_draw(replay *r, const pk_node *n, uint32_t ply)
{
    const char *text = r->g->text + n->text;
    r->run.warned_after_end = true;
    pk_game_diag(r->g, PK_SEV_WARNING, "move-after-end", n->line, n->column, ply, text, n->len,
                 "move '%.*s' after the game was drawn by rule (%s at ply %u)", (int)n->len, text,
                 outcome_prose(r->run.end_outcome), r->run.end_ply);
}

/* A move that read_move read, as m and san, in the few values the replay keeps of a reading at once
 * (pk_san_read_quick_move): the move, the type of the man that moves, the sign written. */
static inline pk_san_quick quick_of_read(const pk_position *pos, pk_move m, const pk_san *san)
{
    int type = m == PK_MOVE_NULL ? PK_PAWN : PK_PIECE_TYPE(pos->board[PK_MOVE_FROM(m)]);
    return m | (pk_san_quick)type << 16 | sign_bits(san->check);
}

/* A move word that pk_san_read_quick_move read as q and found not standard SAN (PK_SANQ_LENIENT),
 * or that was written with a typographic dash: the warning, from the pk_san the word reads as. */
static __attribute__((cold, noinline)) void note_quick_lenient(replay *r, pk_node *n, const pk_position *pos,
                                                               uint32_t ply, pk_san_quick q)
{
    pk_san san;
    pk_san_from_quick(q, &san);
    note_lenient_slow(r, n, &san, pos, PK_SANQ_MOVE(q), ply);
}

/* The SAN facts known before a move that pk_san_read_quick_move read as q (pk_node.san), from the
 * reading alone when it is not lenient: then the word is the move's SAN but for its sign. A move
 * read at once is no pass, en passant capture nor promotion, so it captures exactly when a man
 * stands on its destination, which is when x was written (else PK_SANQ_WRONG_CAPTURE); the man is
 * the type the word named; and the qualifiers written are the ones needed: a word without one was
 * read only when no other man of the type reaches the square, and one with a qualifier not
 * over-specified (PK_SANQ_OVERSPECIFIED) names exactly those its rivals make necessary. A pawn's
 * capture writes its file (PK_SANQ_FILE) but has no qualifier; castling has no facts but its sign.
 * So the facts are looked up by q's bits 16 to 25 (the man, the signs, the lenient bits, x, file
 * and rank: READING_BITS) in reading_facts, where looking at the position cost about 20
 * instructions a move, and moving the bits into place 14. */
#define READING_BITS(q) ((q) >> 16 & 0x3FF)
_Static_assert(READING_BITS(PK_SANQ_TYPE(~0u) << 16) == PK_SANF_TYPE && READING_BITS(PK_SANQ_RANK) == 0x200 &&
                   READING_BITS(PK_SANQ_FILE) == 0x100 && READING_BITS(PK_SANQ_CAPTURE) == 0x80 &&
                   READING_BITS(PK_SANQ_QUEEN_SIDE) == 0 && READING_BITS(PK_MOVE_NONE | 0xFFFFu) == 0,
               "a reading's man, x, file and rank in its bits 16 to 25, its move below");
#define READING_FACTS(i)                                                                                             \
    (uint8_t)(((i) & PK_SANF_TYPE) | ((i) << 16 & PK_SANQ_CAPTURE ? PK_SANF_CAPTURE : 0) |                         \
              (((i) & PK_SANF_TYPE) != PK_PAWN && (i) << 16 & PK_SANQ_FILE ? PK_SANF_FILE : 0) |                    \
              ((i) << 16 & PK_SANQ_RANK ? PK_SANF_RANK : 0))
#define READING_FACTS_4(i) READING_FACTS(i), READING_FACTS(i + 1), READING_FACTS(i + 2), READING_FACTS(i + 3)
#define READING_FACTS_16(i) READING_FACTS_4(i), READING_FACTS_4(i + 4), READING_FACTS_4(i + 8), READING_FACTS_4(i + 12)
#define READING_FACTS_64(i)                                                                                          \
    READING_FACTS_16(i), READING_FACTS_16(i + 16), READING_FACTS_16(i + 32), READING_FACTS_16(i + 48)
#define READING_FACTS_256(i)                                                                                         \
    READING_FACTS_64(i), READING_FACTS_64(i + 64), READING_FACTS_64(i + 128), READING_FACTS_64(i + 192)
static const uint8_t reading_facts[1024] = {READING_FACTS_256(0), READING_FACTS_256(256), READING_FACTS_256(512),
                                            READING_FACTS_256(768)};

static inline pk_san_facts quick_facts_before(const pk_position *pos, pk_san_quick q)
{
    pk_move m = PK_SANQ_MOVE(q);
    if (q & PK_SANQ_LENIENT)
        return pk_san_facts_before(pos, m);
    pk_san_facts facts = reading_facts[READING_BITS(q)];
    return PK_MOVE_KIND(m) == PK_MK_CASTLE ? 0 : facts;
}

/* Always inlined: the general walk calls it for every move (replay_main_line plays the games
 * without variations). */
static inline __attribute__((always_inline)) bool play_move_node(replay *r, line_state *ls, pk_node *n, bool main_line)
{
    pk_game *g = r->g;
    uint32_t ply = ls->ply + 1;
    const char *text = g->text + n->text;
    /* the common move first: read and resolved at once (it never is after the end: no move is
     * legal there) */
    pk_san_quick q = r->notation <= PK_NOTATION_UCI && !(n->flags & (PK_NODEF_SIGN_PLUS | PK_NODEF_SIGN_MATE))
                         ? pk_san_read_quick_move(&ls->pos, text, n->len, r->lang)
                         : 0;
    bool read = q != 0;
    if (ls->unproven) {
        ls->unproven = false;
        if (!read)
            settle_unproven(ls);
    }
    if (ls->over || (main_line && r->run.end_kind == END_FINAL)) {
        report_move_after_end(r, &ls->pos, n, ply, main_line);
        return false;
    }
    if (n->number > 0 && (uint32_t)n->number != ls->pos.fullmove)
        report_move_number(g, n, ply, ls->pos.fullmove);
    pk_san_facts facts = 0;
    if (read) {
        if ((q & PK_SANQ_LENIENT) || (n->flags & PK_TOKF_NONSTANDARD))
            note_quick_lenient(r, n, &ls->pos, ply, q);
        if (r->record_san)
            facts = quick_facts_before(&ls->pos, q);
    } else {
        pk_move m;
        pk_san san;
        if (!read_move(r, ls, n, &m, &san, ply)) {
            error_stop(n);
            return false;
        }
        q = quick_of_read(&ls->pos, m, &san);
        if (san.lenient || (n->flags & PK_TOKF_NONSTANDARD))
            note_lenient_slow(r, n, &san, &ls->pos, m, ply);
        if (r->record_san)
            facts = pk_san_facts_before(&ls->pos, m);
    }
    /* the common case: the line goes on with a move right after this one */
    /* by pointer, not by index: the index costs a division by the node's size for each move */
    const pk_node *after = n + 1;
    bool move_follows =
        after < g->nodes + g->n_nodes && after->kind == PK_NODE_MOVE && !(after->flags & PK_NODEF_DETACHED);
    ls->has_prev = !move_follows && variation_follows(g, (size_t)(n - g->nodes));
    if (ls->has_prev)
        ls->prev = ls->pos;
    pk_position_play_type(&ls->pos, PK_SANQ_MOVE(q), PK_SANQ_TYPE(q));
    const pk_position *next = &ls->pos;
    /* Out of check, with a move to follow, the legal moves need not be looked for: reading
     * that move proves one (settle_unproven handles the rest) */
    bool has_legal = true;
    if (move_follows && !next->checkers && pk_rules_has_kings(next->rules))
        ls->unproven = true;
    else
        has_legal = pk_has_legal_move(next);
    bool mate = next->checkers && !has_legal;
    check_sign(r, n, q, next, mate, ply);
    if (r->record_san)
        n->san = facts | pk_san_facts_after(next, mate);
    if (main_line && r->run.end_kind == END_DRAW_RULE && !r->run.warned_after_end)
        warn_move_after_draw(r, n, ply);
    n->move = PK_SANQ_MOVE(q);
    ls->ply = ply;
    if (!has_legal && pk_rules_has_kings(next->rules))
        ls->over = true; /* in the kingless game the side passes instead */
    if (next->rules == PK_RULES_KINGLESS && kingless_round_over(next, ply, has_legal))
        ls->over = true;
    if (main_line)
        track_main_line_end(r, next, has_legal, ply);
    if (ply > r->run.max_ply)
        r->run.max_ply = ply;
    return true;
}

/* In replay_main_line_of: the position pos at ply, reached by a move written with '+' and left
 * unproven in check, has no legal move (the next move word, at node n, did not read). Then
 * that move mated: its sign is checked and the end recorded as they would have been right after
 * it (no other diagnostic came between), and its SAN facts, when recorded, say '#' rather than
 * the '+' recorded then. Returns the end's kind. */
static __attribute__((cold, noinline)) int settle_mate(replay *r, pk_node *n, const pk_position *pos, uint32_t ply,
                                                       bool automatic_draws)
{
    pk_node *mating = n - 1;
    while (mating->kind != PK_NODE_MOVE) /* past comments and glyphs: every move node is a move */
        mating--;
    check_sign(r, mating, PK_SANQ_PLUS, pos, true, ply);
    if (r->record_san)
        mating->san = (pk_san_facts)((mating->san & ~PK_SANF_CHECK) | PK_SANF_MATE);
    return note_main_line_end(r, pos, false, ply, automatic_draws);
}

/* replay_lines for a game whose every move node is a move of the main line (r->main_line_only),
 * as play_move_node plays each with main_line true, to the same diagnostics in the same order.
 * Apart from play_move_node (and from replay_lines, never inlined there) so that the line's state
 * (ply, whether it is over or unproven, how the game ended) and the move's reading are locals the
 * compiler keeps in registers, rather than fields reloaded after every store; make-move is inlined
 * here (pk_position_play_inline), and nowhere else. kings and
 * record_san (r->record_san) are constants: a copy for chess and Chess960 as validate checks them,
 * one as convert does (recording the SAN facts), one for the kingless game. The keys array has
 * room for every ply (replay_lines). */
static inline __attribute__((always_inline)) void replay_main_line_of(replay *r, line_state *ls, const bool kings,
                                                                      const bool record_san)
{
    /* the line's state in one value: how the game ended (END_*, a position set up may be over
     * already: run_replay), and whether no move may follow (OVER: mate, stalemate, the kingless
     * round's end); whether the position's legal moves were not looked for: proven, below */
    enum { OVER = 4 };
    pk_game *g = r->g;
    pk_position line_pos = ls->pos, *pos = &line_pos; /* a copy at a fixed place in the frame */
    /* the node after the last is a sentinel of another kind (replay_lines made room and set it):
     * the loop tests for the end only at a node not a move, and the test for a move following
     * needs none */
    pk_node *n = g->nodes, *const end = g->nodes + g->n_nodes;
    const char *words = g->text;
    const pk_lang *lang = r->lang;
    const bool automatic_draws = r->automatic_draws;
    const uint32_t fivefold_halfmove = fivefold_from(automatic_draws);
    /* the key of the line's position, at keys[ply]: the ply is where it stands, so that the
     * loop keeps one pointer for both (the ply is needed only to report and to end) */
    uint64_t *const keys = g->keys, *key = keys + ls->ply;
#define PLY ((uint32_t)(key - keys))
    /* the key of the last position whose legal moves were looked for (or of the first): the
     * position at key is left unproven when they differ, which the common move does without a
     * store (rather than a bit of the state, set and cleared for every move) */
    const uint64_t *proven = key;
    int state = r->run.end_kind;
    for (;; n++) {
        if (n->kind != PK_NODE_MOVE) {
            if (n == end)
                break;
            continue;
        }
        /* no move word has a lone sign after it (PK_NODEF_SIGN_*) in such a game */
        pk_san_quick q = pk_san_read_quick_move(pos, words + n->text, n->len, lang);
        if (!q && kings && proven != key && !pk_has_legal_move(pos)) { /* settle_unproven */
            state |= OVER;
            if (pos->checkers) /* the move before mated: what its replay put off */
                state |= settle_mate(r, n, pos, PLY, automatic_draws);
        }
        if (state & (OVER | END_FINAL)) {
            report_move_after_end(r, pos, n, PLY + 1, true);
            r->run.stopped = true;
            break;
        }
        /* one branch, almost never taken: whether a move has its number written before it
         * (White's as a rule, Black's not) was a branch of its own, often mispredicted. The mask
         * from the sign of number - 1 (all ones when none is written): GCC made two branches
         * again of `number > 0 & ...` and of a select. */
        uint32_t none = (uint32_t)(((int64_t)n->number - 1) >> 63);
        if (((uint32_t)n->number ^ pos->fullmove) & ~none)
            report_move_number(g, n, PLY + 1, pos->fullmove);
        pk_san_facts facts = 0; /* (record_san) those before the move; the signs are added after it */
        if (q) {
            if ((q & PK_SANQ_LENIENT) || (n->flags & PK_TOKF_NONSTANDARD))
                note_quick_lenient(r, n, pos, PLY + 1, q);
            /* quick_facts_before, but a move read at once is of kind normal or castling: one bit of
             * its kind tells them apart (there only: in play_move_node, which validate shares, the
             * bit cost validate instructions, by what GCC made of it) */
            if (record_san)
                facts = q & PK_SANQ_LENIENT          ? pk_san_facts_before(pos, PK_SANQ_MOVE(q))
                        : q & (PK_MK_CASTLE << 12) ? 0
                                                     : reading_facts[READING_BITS(q)];
        } else {
            pk_move m;
            pk_san san;
            ls->pos = line_pos; /* read_move reads it there */
            if (!read_move(r, ls, n, &m, &san, PLY + 1)) {
                error_stop(n);
                r->run.stopped = true;
                break;
            }
            q = quick_of_read(pos, m, &san);
            if (san.lenient || (n->flags & PK_TOKF_NONSTANDARD))
                note_lenient_slow(r, n, &san, pos, m, PLY + 1);
            if (record_san)
                facts = pk_san_facts_before(pos, m);
        }
        n->move = PK_SANQ_MOVE(q);
        pk_position_play_inline(pos, PK_SANQ_MOVE(q), PK_SANQ_TYPE(q));
        *++key = pos->key;
        /* as in play_move_node: out of check, with a move to follow, the legal moves need not be
         * looked for (no move word stands apart, PK_NODEF_DETACHED, in such a game). In check
         * the same when nothing waits on whether the move mates: its '+' is right unless it
         * does, the game has not ended, and it cannot end here by another rule (which mate
         * would come before); settle_mate does the rest when no move reads, the SAN facts
         * recorded ('+') included. */
        bool unproven = kings && n[1].kind == PK_NODE_MOVE &&
                        (!pos->checkers || ((q & PK_SANQ_SIGNS) == PK_SANQ_PLUS &&
                                            !(state & (END_FINAL | END_DRAW_RULE)) &&
                                            !main_line_may_end(pos, true, fivefold_halfmove)));
        bool has_legal = unproven || pk_has_legal_move(pos);
        if (!unproven)
            proven = key;
        bool mate = pos->checkers && !has_legal;
        if ((q & PK_SANQ_SIGNS) != SIGN_DUE(pos, mate)) /* check_sign, the ply worked out only here */
            check_sign_slow(r, n, quick_sign(q), pos, mate, PLY);
        if (record_san)
            n->san = facts | (kings ? SIGN_FACTS(SIGN_DUE(pos, mate)) : pk_san_facts_after(pos, mate));
        if ((state & END_DRAW_RULE) && !r->run.warned_after_end)
            warn_move_after_draw(r, n, PLY);
        /* in the kingless game the side passes instead; its round ends only where it is over
         * (track_kingless_end finds the same) */
        bool round_over = !kings && kingless_round_over(pos, PLY, has_legal);
        if (kings ? !has_legal : round_over)
            state |= OVER;
        /* (the rare yes first: then the state is tested only when the game may have ended) */
        if ((kings ? main_line_may_end(pos, has_legal, fivefold_halfmove) : round_over) &&
            !(state & (END_FINAL | END_DRAW_RULE)))
            state |= kings ? main_line_end_after_move(r, pos, has_legal, PLY, automatic_draws)
                           : note_main_line_end(r, pos, has_legal, PLY, automatic_draws);
    }
    ls->pos = line_pos;
    ls->ply = PLY;
    ls->over = (state & OVER) != 0;
    ls->unproven = kings && proven != key;
    if (PLY > r->run.max_ply)
        r->run.max_ply = PLY;
#undef PLY
}

static __attribute__((noinline)) void replay_main_line(replay *r, line_state *ls)
{
    if (!pk_rules_has_kings(ls->pos.rules))
        replay_main_line_of(r, ls, false, r->record_san);
    else if (r->record_san) /* convert */
        replay_main_line_of(r, ls, true, true);
    else
        replay_main_line_of(r, ls, true, false);
}

/* Marks lone signs ('+', '#', 'e.p.') as belonging to the move before them. */
static void attach_lone_signs(pk_game *g)
{
    for (size_t i = 1; i < g->n_nodes; i++) {
        pk_node *n = &g->nodes[i], *p = &g->nodes[i - 1];
        if (n->kind != PK_NODE_MOVE || p->kind != PK_NODE_MOVE)
            continue;
        const char *t = g->text + n->text;
        if (t[0] != '+' && t[0] != '#' && t[0] != 'e')
            continue;
        if (text_is(t, n->len, "+"))
            p->flags |= PK_NODEF_SIGN_PLUS;
        else if (text_is(t, n->len, "#") || text_is(t, n->len, "++"))
            p->flags |= PK_NODEF_SIGN_MATE;
        else if (!(text_is(t, n->len, "e.p.") || text_is(t, n->len, "ep") || text_is(t, n->len, "e.p")))
            continue;
        n->flags |= PK_NODEF_DETACHED;
    }
}

/* Two move words joined ("dis" "ch"): a sign in two words? */
static bool sign_in_two_words(const pk_game *g, const pk_node *a, const pk_node *b)
{
    char joined[2 * 16 + 2];
    if (b->kind != PK_NODE_MOVE || a->len > 16 || b->len > 16)
        return false;
    memcpy(joined, g->text + a->text, a->len);
    joined[a->len] = ' ';
    memcpy(joined + a->len + 1, g->text + b->text, b->len);
    return pk_descriptive_sign_word(joined, a->len + 1 + b->len);
}

/* Descriptive texts write check, mate and e.p. apart from the move ("N-B6 ch", "BxN mate",
 * "B-B5 dis ch", "PxP e.p."): such words after a move (annotation glyphs between allowed) are
 * marked as belonging to it; read_descriptive reads them with it. A sign word with no move
 * before it stays a move word, and its error says it is no move. */
static void attach_descriptive_signs(pk_game *g)
{
    bool after_move = false;
    for (size_t i = 0; i < g->n_nodes; i++) {
        pk_node *n = &g->nodes[i];
        if (n->kind == PK_NODE_NAG)
            continue;
        if (n->kind != PK_NODE_MOVE) {
            after_move = false;
            continue;
        }
        if (after_move && pk_descriptive_sign_word(g->text + n->text, n->len)) {
            n->flags |= PK_NODEF_DETACHED;
            continue;
        }
        if (after_move && i + 1 < g->n_nodes && sign_in_two_words(g, n, &g->nodes[i + 1])) {
            n->flags |= PK_NODEF_DETACHED;
            g->nodes[++i].flags |= PK_NODEF_DETACHED;
            continue;
        }
        after_move = true;
    }
}

static bool check_walk_play(void *ctx, void *line, pk_node *n, bool main_line)
{
    return play_move_node(ctx, line, n, main_line);
}

static bool check_walk_can_branch(const void *line)
{
    return ((const line_state *)line)->has_prev;
}

static void check_walk_branch(void *variation, const void *line)
{
    const line_state *ls = line;
    *(line_state *)variation = (line_state){.pos = ls->prev, .ply = ls->ply - 1};
}

/* A sign standing apart ("AxC #") is read with its move; descriptive texts write it so, SAN
 * does not. */
static void check_walk_detached(void *ctx, pk_node *n)
{
    replay *r = ctx;
    pk_game *g = r->g;
    if (r->notation != PK_NOTATION_DESCRIPTIVE)
        pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "non-standard", n->line, n->column, 0, g->text + n->text,
                                      n->len, "'%s' stands apart from its move: write it right after the move",
                                      g->text + n->text),
                         PK_FIX_WRITTEN);
}

/* Replays every line of the game; returns false when the main line stopped on an error. An
 * error in a variation ends that variation only: the line it branched from goes on, and so do
 * the later variations. */
static bool replay_lines(replay *r)
{
    pk_game *g = r->g;
    line_state stack[PK_LIMIT_DEPTH + 2];
    memset(&stack[0], 0, sizeof stack[0]);
    stack[0].pos = g->start;
    store_key(g, 0, g->start.key);
    int depth = 0;
    /* the common game: its moves one after another, as pk_game_check_walk would take them (the
     * other nodes are passed over), in a loop of its own; a key for each ply has room from the
     * start (the plies are fewer than the nodes), so that it stores each without a test; the
     * node array has room for a sentinel after the last node (a game whose nodes fill their array
     * exactly, rare as the reader doubles it, takes the general walk, to the same diagnostics) */
    if (r->main_line_only && g->nodes_cap > g->n_nodes &&
        (g->keys_cap > g->n_nodes || grow_keys(g, (uint32_t)g->n_nodes))) {
        /* replay_main_line_of's sentinel, in the room for one more node: put back after, as the
         * node there may be the game's (report_two_readings replays the first nodes alone) */
        uint8_t *sentinel = &g->nodes[g->n_nodes].kind, kept = *sentinel;
        *sentinel = PK_NODE_COMMENT;
        replay_main_line(r, &stack[0]);
        *sentinel = kept;
    } else {
        depth = pk_game_check_walk(g, stack, sizeof stack[0], &r->run.stopped, r, check_walk_play,
                                   check_walk_can_branch, check_walk_branch, check_walk_detached);
    }
    if (r->stop_pos) {
        *r->stop_pos = stack[depth].pos;
        r->stop_ply = stack[depth].ply + 1;
    }
    g->final = stack[0].pos;
    g->plies = stack[0].ply;
    return !r->run.stopped;
}

/* ---- result ---------------------------------------------------------------------------- */

/* The result the end of the main line implies (it ended: r->run.end_kind is not END_NONE). */
static pk_result end_result(const replay *r)
{
    if (strcmp(r->run.end_outcome, "checkmate") == 0) /* the side not to move at the end won */
        return (r->run.end_ply % 2 == 1) == (r->g->start.side == PK_WHITE) ? PK_RESULT_WHITE : PK_RESULT_BLACK;
    return r->run.end_want != PK_RESULT_NONE ? r->run.end_want : PK_RESULT_DRAW;
}

static void check_result(replay *r, bool replayed)
{
    pk_game *g = r->g;
    uint32_t line, column;
    pk_result result = pk_game_check_termination(g, &line, &column);
    replayed |= r->run.stopped_after_end; /* the moves after the end change nothing of it */
    if (replayed)
        g->outcome = r->run.end_outcome; /* how the game ended, with or without a result written */
    if (replayed && result == PK_RESULT_NONE && r->run.end_kind != END_NONE)
        pk_game_note_decided_result(g, end_result(r));
    if (!replayed || result == PK_RESULT_NONE)
        return;
    const pk_position *fin = &g->final;
    if (r->run.end_kind != END_NONE) {
        pk_result want = end_result(r);
        if (result != want) {
            /* '*' says "unfinished" of a finished game: a slip, not a false result */
            pk_severity sev = result == PK_RESULT_UNKNOWN ? PK_SEV_WARNING : PK_SEV_ERROR;
            char when[48];
            if (r->run.end_ply == 0)
                snprintf(when, sizeof when, "in the position set up");
            else
                snprintf(when, sizeof when, "at ply %u", r->run.end_ply);
            pk_diag *d = pk_game_diag(g, sev, "result-wrong", line, column, 0, NULL, 0,
                                      "the game ended in %s %s, so the result is %s, not %s",
                                      outcome_prose(r->run.end_outcome), when, pk_result_name(want), pk_result_name(result));
            if (d)
                snprintf(d->suggestion, sizeof d->suggestion, "%s", pk_result_name(want));
            pk_diag_fixed_by(d, PK_FIX_RESULT);
        }
        return;
    }
    if (fin->rules == PK_RULES_KINGLESS) {
        if (result != PK_RESULT_UNKNOWN) {
            pk_diag *d = pk_game_diag(g, PK_SEV_WARNING, "result-wrong", line, column, 0, NULL, 0,
                                      "the round has not ended by its rules (last man captured, 40 moves each, or no "
                                      "moves), so its result is *, not %s",
                                      pk_result_name(result));
            if (d)
                snprintf(d->suggestion, sizeof d->suggestion, "*");
            pk_diag_fixed_by(d, PK_FIX_RESULT);
        }
        return;
    }
    if (result == PK_RESULT_WHITE || result == PK_RESULT_BLACK) {
        const char *termination = pk_game_tag(g, "Termination");
        int winner = result == PK_RESULT_WHITE ? PK_WHITE : PK_BLACK;
        if (termination && pk_contains_nocase(termination, "time forfeit") && !pk_can_ever_mate(fin, winner)) {
            pk_diag *d = pk_game_diag(g, PK_SEV_ERROR, "result-wrong", line, column, 0, NULL, 0,
                                      "%s won on time but could not mate with the material left: the game is a draw",
                                      winner == PK_WHITE ? "White" : "Black");
            if (d)
                snprintf(d->suggestion, sizeof d->suggestion, "1/2-1/2");
            pk_diag_fixed_by(d, PK_FIX_RESULT);
        }
        return;
    }
    if (result == PK_RESULT_DRAW && pk_rules_has_kings(fin->rules)) {
        if (g->plies > 0 && count_repetitions(g, g->plies, fin->halfmove) >= 3)
            g->outcome = "threefold-repetition";
        else if (fin->halfmove >= 100)
            g->outcome = "fifty-moves";
    }
}

/* ---- the whole game -------------------------------------------------------------------- */

static bool run_replay(replay *r)
{
    r->run = (replay_run){.end_kind = END_NONE, .end_want = PK_RESULT_NONE};
    /* a position set up may be over already */
    track_main_line_end(r, &r->g->start, pk_has_legal_move(&r->g->start), 0);
    return replay_lines(r);
}

/* Descriptive notation is read in English or in Italian: the other one. */
static void switch_descriptive_lang(replay *r)
{
    r->desc_lang = r->desc_lang == PK_DESC_IT ? PK_DESC_EN : PK_DESC_IT;
    r->lang = r->desc_lang == PK_DESC_IT ? pk_lang_find("it") : pk_lang_english();
}

/* One language a game's moves read in to the end, for replay_in_some_language. */
typedef struct {
    const pk_lang *lang;
    uint32_t clues;        /* clues against it: slips, and missing signs where the game writes signs */
    const pk_move *moves;  /* the move of each node (0 for the other nodes), shared by the readings
                              that give the same game; NULL when memory ran out */
} language_reading;

/* Does some move of the game carry a check or mate sign? */
static bool writes_signs(const pk_game *g)
{
    for (size_t i = 0; i < g->n_nodes; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind == PK_NODE_MOVE && ((n->flags & (PK_NODEF_SIGN_PLUS | PK_NODEF_SIGN_MATE)) ||
                                        memchr(g->text + n->text, '+', n->len) || memchr(g->text + n->text, '#', n->len)))
            return true;
    }
    return false;
}

/* The moves the last replay gave each node: one of games[] when an earlier reading gave the
 * same game, else a new copy added to it; NULL when memory runs out. */
static const pk_move *keep_game(const pk_game *g, pk_move **games, int *n_games)
{
    pk_move *moves = malloc((g->n_nodes ? g->n_nodes : 1) * sizeof *moves);
    if (!moves)
        return NULL;
    for (size_t i = 0; i < g->n_nodes; i++)
        moves[i] = g->nodes[i].kind == PK_NODE_MOVE ? g->nodes[i].move : PK_MOVE_NONE;
    for (int k = 0; k < *n_games; k++)
        if (memcmp(games[k], moves, g->n_nodes * sizeof *moves) == 0) {
            free(moves);
            return games[k];
        }
    games[(*n_games)++] = moves;
    return moves;
}

/* Did two readings stop at the same moves (their errors at the same places)? Only then do they
 * read one record as two games; else each reads a move the other cannot. */
static bool same_stops(const pk_game *g, const pk_move *a, const pk_move *b)
{
    for (size_t i = 0; i < g->n_nodes; i++)
        if ((a[i] == PK_MOVE_NONE) != (b[i] == PK_MOVE_NONE))
            return false;
    return true;
}

/* The result the game states: its termination marker, else its Result tag; PK_RESULT_NONE
 * when it states none. */
static pk_result written_result(const pk_game *g)
{
    if (g->result != PK_RESULT_NONE)
        return g->result;
    const char *tag = pk_game_tag(g, "Result");
    return tag ? parse_result_text(tag) : PK_RESULT_NONE;
}

/* Does the result written say otherwise than the end the replay reached (a mate, a dead
 * position, ...)? '*' says nothing. */
static bool result_contradicts_end(const replay *r, pk_result written)
{
    return r->run.end_kind != END_NONE && written != PK_RESULT_NONE && written != PK_RESULT_UNKNOWN &&
           written != end_result(r);
}

/* Two languages read the whole game, as two different games (or, when legal says no, both as
 * far, to as many errors), and no clue tells which it is in: an error at the first move they
 * read apart, where the replay stops. */
static bool report_two_readings(replay *r, const language_reading *a, const language_reading *b, bool legal)
{
    pk_game *g = r->g;
    size_t k = 0;
    while (k < g->n_nodes && a->moves[k] == b->moves[k])
        k++;
    r->lang = a->lang;
    if (k >= g->n_nodes) /* not reached: different games differ somewhere */
        return run_replay(r);
    /* the first reading replayed up to node k, which the record is cut before for the time: the
     * position there is the same in both readings */
    pk_position before;
    size_t n_nodes = g->n_nodes;
    g->n_nodes = k;
    r->stop_pos = &before;
    run_replay(r);
    r->stop_pos = NULL;
    g->n_nodes = n_nodes;
    pk_node *n = &g->nodes[k];
    char in_a[16], in_b[16];
    pk_san_format(&before, a->moves[k], pk_lang_english(), in_a);
    pk_san_format(&before, b->moves[k], pk_lang_english(), in_b);
    const char *text = g->text + n->text;
    pk_game_diag(g, PK_SEV_ERROR, "ambiguous-language", n->line, n->column, r->stop_ply, text, n->len,
                 "'%.*s' means %s in %s and %s in %s, and %s: say which with --from-lang=%s or --from-lang=%s",
                 (int)n->len, text, in_a, a->lang->name, in_b, b->lang->name,
                 legal ? "the whole game is legal either way"
                       : "either way the game is read as far, to as many errors",
                 a->lang->code, b->lang->code);
    r->run.stopped = true; /* the language is the whole game's: nothing after this move is read */
    error_stop(n);
    return false;
}
/* The languages a game's piece letters (used: bit i for 'A' + i) may be read in, into candidates
 * (at most 32); returns their number. A language is left out when it lacks a letter, or reads
 * every letter as a language already listed does. The answer depends on used alone, and most
 * games use the same letters (KQRBN): the last answer is kept per thread. */
static int language_candidates(uint32_t used, const pk_lang *candidates[32])
{
    static _Thread_local struct {
        bool known;
        uint32_t used;
        int n;
        const pk_lang *candidates[32];
    } last;
    if (last.known && last.used == used) {
        memcpy(candidates, last.candidates, (size_t)last.n * sizeof *candidates);
        return last.n;
    }
    int n = 0;
    /* none used (pawn moves and castling only): every language reads them alike, English then */
    for (int i = 0; i < pk_lang_count() && used; i++) {
        const pk_lang *l = pk_lang_at(i);
        if ((used & ~l->letter_set) != 0)
            continue;
        /* a language that reads every used letter as the same piece as one already listed
         * changes nothing: sv, da, no share German's letters; K is the king in en and de */
        bool same_reading = false;
        for (int k = 0; k < n && !same_reading; k++) {
            same_reading = true;
            for (uint32_t rest = used; rest && same_reading; rest &= rest - 1) {
                char letter = (char)('A' + __builtin_ctz(rest));
                same_reading = pk_lang_piece(l, letter) == pk_lang_piece(candidates[k], letter);
            }
        }
        if (!same_reading)
            candidates[n++] = l;
    }
    last.known = true;
    last.used = used;
    last.n = n;
    memcpy(last.candidates, candidates, (size_t)n * sizeof *candidates);
    return n;
}

/* Picks the game's language: one whose letters cover the moves and under which the whole game
 * replays. When several give different games, the clues against each decide (language_reading);
 * when they do not, an ambiguous-language error. Languages that give the same game are one:
 * English first, then the table's order. Replays as it tries; returns whether the kept replay
 * succeeded. */
static bool replay_in_some_language(replay *r)
{
    pk_game *g = r->g;
    if (r->notation == PK_NOTATION_DESCRIPTIVE) {
        /* English or Italian: the letters say which first; the other is tried when it fails */
        r->desc_lang = r->opt->lang ? (strcmp(r->opt->lang->code, "it") == 0 ? PK_DESC_IT : PK_DESC_EN)
                                    : guess_descriptive_lang(g);
        r->lang = r->desc_lang == PK_DESC_IT ? pk_lang_find("it") : pk_lang_english();
        if (r->opt->lang)
            return run_replay(r);
        size_t d0 = g->n_diags, e0 = g->n_errors, w0 = g->n_warnings;
        if (run_replay(r) && g->n_errors == e0)
            return true;
        uint32_t first_reach = r->run.max_ply;
        g->n_diags = d0, g->n_errors = e0, g->n_warnings = w0;
        switch_descriptive_lang(r);
        if (run_replay(r) && g->n_errors == e0)
            return true;
        if (r->run.max_ply <= first_reach) { /* the first guess got further: report its errors */
            g->n_diags = d0, g->n_errors = e0, g->n_warnings = w0;
            switch_descriptive_lang(r);
            return run_replay(r);
        }
        return false;
    }
    /* UCI writes its promotion letters in English (lower case), ICCF none */
    if (r->opt->lang || r->notation == PK_NOTATION_ICCF || r->notation == PK_NOTATION_UCI) {
        r->lang = r->opt->lang ? r->opt->lang : pk_lang_english();
        return run_replay(r);
    }
    const pk_lang *candidates[32];
    int n = language_candidates(g->letters, candidates);
    if (n <= 1) {
        r->lang = n == 1 ? candidates[0] : pk_lang_english();
        return run_replay(r);
    }
    size_t diags0 = g->n_diags, errors0 = g->n_errors, warnings0 = g->n_warnings;
    bool signs = writes_signs(g);
    pk_result written = written_result(g);
    language_reading readings[32];
    pk_move *games[32]; /* the distinct games the readings give */
    int n_readings = 0, n_games = 0;
    /* when every reading has an error: the one read furthest, with the fewest errors, and an
     * equal reading of another game */
    language_reading best = {candidates[0], 0, NULL}, best_rival = {NULL, 0, NULL};
    uint32_t best_ply = 0;
    size_t best_errors = SIZE_MAX;
    for (int i = 0; i < n; i++) {
        r->lang = candidates[i];
        /* the moves a reading stopped before are none, not an earlier reading's */
        for (size_t k = 0; k < g->n_nodes; k++)
            g->nodes[k].move = PK_MOVE_NONE;
        bool ok = run_replay(r) && g->n_errors == errors0;
        if (ok) {
            language_reading *rd = &readings[n_readings++];
            rd->lang = candidates[i];
            /* a missing sign tells something only in a game that writes its signs */
            rd->clues = r->run.slips + (signs ? r->run.missing_signs : 0) + (result_contradicts_end(r, written) ? 1 : 0);
            rd->moves = keep_game(g, games, &n_games);
        } else if (!n_readings) {
            size_t errors = g->n_errors - errors0;
            if (r->run.max_ply > best_ply || (r->run.max_ply == best_ply && errors < best_errors)) {
                best_ply = r->run.max_ply;
                best_errors = errors;
                best = (language_reading){candidates[i], 0, keep_game(g, games, &n_games)};
                best_rival.lang = NULL;
            } else if (r->run.max_ply == best_ply && errors == best_errors && !best_rival.lang) {
                const pk_move *moves = keep_game(g, games, &n_games);
                if (moves && best.moves && moves != best.moves && same_stops(g, moves, best.moves))
                    best_rival = (language_reading){candidates[i], 0, moves};
            }
        }
        g->n_diags = diags0;
        g->n_errors = errors0;
        g->n_warnings = warnings0;
    }
    const language_reading *first = NULL, *rival = NULL;
    for (int i = 0; i < n_readings; i++)
        if (!first || readings[i].clues < first->clues)
            first = &readings[i];
    /* the likeliest reading (fewest clues against it; English, then the table's order, among
     * those that give the same game); a rival: an equally likely reading of another game */
    for (int i = 0; i < n_readings && first; i++)
        if (readings[i].clues == first->clues && readings[i].moves != first->moves && first->moves &&
            readings[i].moves && !rival)
            rival = &readings[i];
    bool ok;
    if (!first && best_rival.lang) {
        ok = report_two_readings(r, &best, &best_rival, false);
    } else if (!first) {
        r->lang = best.lang;
        ok = run_replay(r);
    } else if (!rival) {
        r->lang = first->lang;
        ok = run_replay(r);
    } else {
        ok = report_two_readings(r, first, rival, true);
    }
    for (int i = 0; i < n_games; i++)
        free(games[i]);
    return ok;
}

/* Checks g by the rules of chess or of the kingless game. */
static void check_chess_board_game(pk_game *g, const pk_check_options *opt, pk_rules rules)
{
    replay r = {0};
    r.g = g;
    r.opt = opt;
    r.record_san = opt->record_san;
    r.rules = rules;
    if (g->latin1)
        pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "encoding", g->line, g->column, 0, NULL, 0,
                                      "this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8"),
                         PK_FIX_WRITTEN);
    pk_date_status date_status = check_tags(g);
    r.automatic_draws = date_is_recent(pk_game_tag(g, "Date"), date_status);
    bool replayed = false;
    pk_position_startpos(&g->start); /* meaningful even when the set-up below fails */
    g->final = g->start;
    if ((g->set_up = setup_start(&r))) {
        r.notation = opt->notation != PK_NOTATION_AUTO ? opt->notation : detect_notation(g);
        if (r.notation == PK_NOTATION_DESCRIPTIVE)
            attach_descriptive_signs(g);
        else if (g->sign_words)
            attach_lone_signs(g);
        /* those two are the only ones to mark words as standing apart */
        r.main_line_only = !g->variations && !g->sign_words && r.notation <= PK_NOTATION_UCI;
        replayed = replay_in_some_language(&r);
        g->lang = r.notation == PK_NOTATION_ICCF ? NULL : r.lang;
        g->notation = notation_name(r.notation);
    }
    g->san_recorded = opt->record_san;
    check_result(&r, replayed);
    pk_game_sort_diags(g);
    g->valid = g->n_errors == 0 && (!opt->strict || g->n_warnings == 0);
}

void pk_chess_game_check(pk_game *g, const pk_check_options *opt) { check_chess_board_game(g, opt, PK_RULES_CHESS); }

void pk_kingless_game_check(pk_game *g, const pk_check_options *opt) { check_chess_board_game(g, opt, PK_RULES_KINGLESS); }

void pk_chess960_game_check(pk_game *g, const pk_check_options *opt) { check_chess_board_game(g, opt, PK_RULES_CHESS960); }
