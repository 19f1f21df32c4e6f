/* Xiangqi games: recognition, replay with every rule (pgnkit-rules(7), XIANGQI), conversion. */
#include "xiangqi_game.h"

#include <stdlib.h>
#include <string.h>

#include "game_walk.h"
#include "json_record.h"
#include "pgn_writer.h"
#include "report.h"
#include "text.h"

/* What the checker keeps of a Xiangqi game, in its pk_game.row_data. */
/* Room for the plies of most games, kept from game to game with the rest (a longer game's are
 * allocated: grow_plies). */
enum { XQ_PLIES_KEPT = 400 };

typedef struct {
    pk_xq_position start, final;
    pk_xq_notation notation; /* the notation the moves were read in */
    pk_xq_ply plies_kept[XQ_PLIES_KEPT];
} xq_game_data;

static const xq_game_data *xq_data(const pk_game *g) { return g->row_data; }

const pk_xq_position *pk_xq_game_start(const pk_game *g) { return &xq_data(g)->start; }
const pk_xq_position *pk_xq_game_final(const pk_game *g) { return &xq_data(g)->final; }
pk_xq_notation pk_xq_game_notation(const pk_game *g) { return xq_data(g)->notation; }

/* ---- recognition ----------------------------------------------------------------------- */

/* Do the tags say Xiangqi: a Game or Variant tag that names it, or a Red tag without a White
 * one? variant: the game's Variant tag (pk_variant_for's, or variant_tag_unnamed's). (Inlined:
 * asked once for every game, whatever its game, where GCC made it a call.) */
static inline __attribute__((always_inline)) bool tag_says_xiangqi(const pk_game *g,
                                                                   const pk_variant_tag *variant)
{
    /* a value that names a row exactly names Xiangqi only as the Xiangqi row's own names do (no
     * other row's name holds "xiangqi" or "chinese": tests/test_variant.c), so only a value no
     * row has, or one not looked up, is searched (a game of Chess960 says "fischerandom") */
    if (variant->row ? variant->row->claims == pk_xq_game_claims /* the Xiangqi row */
                     : variant->value && pk_contains_either_nocase(variant->value, "xiangqi", "chinese"))
        return true;
    const char *game = pk_game_tag(g, "Game");
    if (game && pk_contains_either_nocase(game, "chinese", "xiangqi"))
        return true;
    return pk_game_tag(g, "Red") && !pk_game_tag(g, "White");
}

/* A word no chess notation writes: ICCS with rank 0 or 9 or file i, WXF, Chinese characters. */
static bool move_says_xiangqi(const char *t, size_t len)
{
    if ((unsigned char)t[0] >= 0x80)
        return pk_xq_guess_notation(t, len) >= 0;
    if (len == 4 && t[0] >= 'a' && t[0] <= 'i' && t[2] >= 'a' && t[2] <= 'i' && t[1] >= '0' && t[1] <= '9' &&
        t[3] >= '0' && t[3] <= '9')
        return t[0] == 'i' || t[2] == 'i' || t[1] == '0' || t[1] == '9' || t[3] == '0' || t[3] == '9';
    /* WXF: a piece letter, a file or tandem marker, a direction, a number (C2.5, +R-1) */
    if (len < 4 || len > 5)
        return false;
    if (!strchr("KAEHRCPBNGS+-", t[0]) || !strchr("123456789+-", t[1]))
        return false;
    return pk_xq_guess_notation(t, len) == PK_XQ_WXF;
}

/* pk_xq_game_detect with the game's Variant tag read already. */
static bool detect_xiangqi(const pk_game *g, const pk_variant_tag *variant)
{
    if (tag_says_xiangqi(g, variant))
        return true;
    if (variant->value && *variant->value)
        return false; /* the tag names the game (another one): the moves do not overrule it */
    int seen = 0;
    for (size_t i = 0; i < g->n_nodes && seen < 6; i++) {
        const pk_node *n = &g->nodes[i];
        if (n->kind != PK_NODE_MOVE || n->depth != 0)
            continue;
        if (move_says_xiangqi(g->text + n->text, n->len))
            return true;
        seen++;
    }
    return false;
}

/* The Variant tag of g, the row it names not looked up (variant.c's business, which calls this
 * file: the value is searched instead). */
static pk_variant_tag variant_tag_unnamed(const pk_game *g) { return (pk_variant_tag){pk_game_tag(g, "Variant"), NULL}; }

bool pk_xq_game_detect(const pk_game *g)
{
    const pk_variant_tag variant = variant_tag_unnamed(g);
    return detect_xiangqi(g, &variant);
}

bool pk_xq_game_claims(const pk_variant *self, const pk_game *g, const pk_variant_tag *variant,
                       const pk_check_options *opt)
{
    return opt->variant == self || opt->notation >= PK_NOTATION_ICCS || (!opt->variant && detect_xiangqi(g, variant));
}

/* ---- replay ---------------------------------------------------------------------------- */

/* A line being replayed. The position before its last move, where a variation starts, is not
 * kept (a copy per move): the last move and what takes it back are. */
typedef struct {
    pk_xq_position pos;
    pk_xq_move last;         /* the last move played, when has_last */
    pk_xq_undo last_undo;
    bool has_last, over;
    /* Whether the side to move has a legal move is not looked for after a move that another
     * follows (in check or not): reading that one proves it, most often (settle() when not). */
    bool unproven;
    bool in_check, last_in_check; /* the side to move in check, now and before the last move (moves read test less) */
    uint8_t mobile[2];       /* each side's hint for pk_xq_state_after */
    uint32_t ply;
} xq_line;

enum { XQ_END_NONE = 0, XQ_END_FINAL, XQ_END_RULE };

typedef struct {
    pk_game *g;
    const pk_check_options *opt;
    xq_game_data *data;      /* the game's positions (its row_data) */
    pk_xq_notation notation;
    bool standard_start;     /* no FEN tag: the start position (in no check, with legal moves) */
    bool stopped;            /* an error on the main line: the rest of the game is not replayed */
    int end_kind;
    const char *end_outcome;
    pk_result end_want;
    uint32_t end_ply;
    bool warned_after_end;
    uint16_t lenient;        /* dialect forms met, reported once */
    pk_xq_ply *plies;        /* main line, for repetition (the chase flags left out: see judge_repetition) */
    size_t n_plies, plies_cap;
    /* The keys met since the last capture, one bit each of 1024 picked by the key's top bits:
     * a key whose bit is clear has not occurred, and the search back through the plies for
     * its repetitions is skipped (most positions of a game are new). */
    uint64_t keys_seen[16];
    bool key_maybe_seen;     /* the last main-line ply's key found its bit set */
} xq_replay;

static const char *lenient_words(uint16_t bits)
{
    if (bits & PK_XQ_LENIENT_FULLWIDTH)
        return "full-width characters";
    if (bits & PK_XQ_LENIENT_EQUALS)
        return "'=' for '.'";
    if (bits & PK_XQ_LENIENT_MARKER_FIRST)
        return "the tandem marker before the piece letter";
    if (bits & PK_XQ_LENIENT_LETTER)
        return "other piece letters (B, N, lower case)";
    if (bits & PK_XQ_LENIENT_TRADITIONAL)
        return "traditional characters";
    if (bits & (PK_XQ_LENIENT_UPPER | PK_XQ_LENIENT_DASH))
        return "ICCS in capitals or with a dash";
    return "non-standard forms";
}

static bool read_xq_move(xq_replay *r, xq_line *ls, pk_node *n, pk_xq_move *out, uint32_t ply)
{
    pk_game *g = r->g;
    const char *text = g->text + n->text;
    pk_xq_movelist matches;
    uint16_t lenient = 0;
    int flags = (r->opt->coords == 1 ? PK_XQ_ICCS_RANKS_1_10 : 0) |
                (ls->in_check ? PK_XQ_KNOWN_IN_CHECK : PK_XQ_KNOWN_NOT_IN_CHECK);
    pk_xq_status st = pk_xq_move_parse(&ls->pos, r->notation, text, n->len, flags, out, &matches, &lenient);
    if (st == PK_XQ_BAD_SYNTAX && r->opt->notation < PK_NOTATION_ICCS) {
        /* some files mix notations: try the others before giving up */
        for (int other = PK_XQ_ICCS; other <= PK_XQ_CHINESE && st == PK_XQ_BAD_SYNTAX; other++)
            if (other != (int)r->notation)
                st = pk_xq_move_parse(&ls->pos, (pk_xq_notation)other, text, n->len, flags, out, &matches, &lenient);
    }
    if (st == PK_XQ_OK) {
        r->lenient |= lenient & (uint16_t)~PK_XQ_LENIENT_ORIGIN;
        return true;
    }
    char suggestion[PK_DIAG_SUGGESTION] = "";
    for (int i = 0; i < matches.count && i < 8; i++) {
        char w[PK_XQ_MOVE_TEXT_MAX * 2];
        pk_xq_move_format(&ls->pos, r->notation, matches.moves[i], 0, w);
        if (!pk_suggestion_add(suggestion, sizeof suggestion, w, strlen(w)))
            break;
    }
    const char *code = st == PK_XQ_AMBIGUOUS ? "ambiguous-move" : st == PK_XQ_ILLEGAL ? "illegal-move" : "bad-syntax";
    const char *why = st == PK_XQ_AMBIGUOUS ? "several men fit it"
                      : st == PK_XQ_ILLEGAL ? (matches.count ? "that man cannot move so" : "no man can make it")
                                            : "not a move in ICCS, WXF or Chinese notation";
    pk_diag *d = pk_game_diag(g, PK_SEV_ERROR, code, n->line, n->column, ply, text, n->len, "%s move '%.*s': %s",
                              st == PK_XQ_AMBIGUOUS ? "ambiguous" : st == PK_XQ_ILLEGAL ? "illegal" : "bad",
                              (int)n->len, text, why);
    if (d)
        snprintf(d->suggestion, sizeof d->suggestion, "%s", suggestion);
    return false;
}

/* Room for cap plies: the kept room (plies_kept) at first, then memory of their own. */
static bool grow_plies(xq_replay *r, size_t cap)
{
    bool kept = r->plies == r->data->plies_kept;
    pk_xq_ply *more = kept ? malloc(cap * sizeof *more) : realloc(r->plies, cap * sizeof *more);
    if (!more)
        return false;
    if (kept)
        memcpy(more, r->plies, r->n_plies * sizeof *more);
    r->plies = more;
    r->plies_cap = cap;
    return true;
}

static bool keep_ply(xq_replay *r, const pk_xq_ply *p)
{
    if (r->n_plies == r->plies_cap && !grow_plies(r, r->plies_cap * 2))
        return false;
    r->plies[r->n_plies++] = *p;
    return true;
}

/* Notes the key of a main-line ply in keys_seen (a capture starts them afresh: repetitions are
 * counted back to the last capture, whose own position counts); sets key_maybe_seen. */
static void note_key(xq_replay *r, const pk_xq_ply *p)
{
    unsigned bit = (unsigned)(p->key >> 54);
    if (p->flags & PK_XQ_PLY_CAPTURE)
        memset(r->keys_seen, 0, sizeof r->keys_seen);
    r->key_maybe_seen = (r->keys_seen[bit >> 6] >> (bit & 63)) & 1;
    r->keys_seen[bit >> 6] |= 1ULL << (bit & 63);
}

/* The repetition verdict after the last main-line ply. The chase test (pk_xq_chased: the
 * legal moves after the ply, then for each capture more of them) costs thousands of
 * instructions per ply, and only decides when a position occurs a third time: the plies are
 * recorded without it, and it is run then, on the plies the verdict reads (the window), from
 * the positions before them (replayed from the start). A game ends at its first third
 * occurrence, so this happens at most once per game. And only as far as the verdict needs it
 * (pk_xq_judge_repetition): not when the checks decide (one side checked with every move,
 * the other not), and for a side only until one of its moves does not chase (then not every
 * one does, whatever the rest do). */
static __attribute__((noinline)) pk_xq_rep_verdict judge_repetition(xq_replay *r, const pk_xq_position *now)
{
    uint64_t start_key = r->data->start.key;
    int count = (int)r->n_plies, window = pk_xq_repetition_window(start_key, r->plies, count);
    if (window < 0)
        return PK_XQ_REP_NONE;
    bool moved[2] = {false, false}, all_check[2] = {true, true}; /* as pk_xq_judge_repetition reads them */
    for (int i = window; i < count; i++) {
        moved[r->plies[i].side & 1] = true;
        all_check[r->plies[i].side & 1] &= (r->plies[i].flags & PK_XQ_PLY_CHECK) != 0;
    }
    if ((all_check[0] && moved[0]) == (all_check[1] && moved[1])) {
        /* the position before the window: the plies since taken back from the one after the
         * last (the chase test reads no clock, which is not restored) */
        bool chasing[2] = {true, true};
        pk_xq_position pos = *now;
        for (int i = count - 1; i >= window; i--) {
            pk_xq_undo undo = {.key = i ? r->plies[i - 1].key : start_key, .captured = r->plies[i].captured};
            pk_xq_undo_move(&pos, r->plies[i].move, &undo);
        }
        for (int i = window; i < count && (chasing[0] || chasing[1]); i++) {
            pk_xq_ply *p = &r->plies[i];
            if (chasing[p->side & 1]) {
                if (pk_xq_move_chases(&pos, p->move))
                    p->flags |= PK_XQ_PLY_CHASE;
                else
                    chasing[p->side & 1] = false;
            }
            pk_xq_play(&pos, p->move);
        }
    }
    return pk_xq_judge_repetition(start_key, r->plies, count);
}

static void set_end(xq_replay *r, int kind, const char *outcome, pk_result want, uint32_t ply)
{
    r->end_kind = kind;
    r->end_outcome = outcome;
    r->end_want = want;
    r->end_ply = ply;
}

/* Looks for the legal move ls->unproven put off: none, and the line is over; on the main line
 * the game then ended there (checkmate or stalemate: the side to move loses), unless it had
 * ended before. */
static void settle(xq_replay *r, xq_line *ls, bool main_line)
{
    ls->unproven = false;
    if (pk_xq_has_legal_move_known(&ls->pos, ls->in_check, &ls->mobile[ls->pos.side]))
        return;
    ls->over = true;
    if (main_line && r->end_kind == XQ_END_NONE)
        set_end(r, XQ_END_FINAL, ls->in_check ? "checkmate" : "stalemate",
                ls->pos.side == PK_XQ_RED ? PK_RESULT_BLACK : PK_RESULT_WHITE, ls->ply);
}

/* The main line's end after a move: no legal move (the side to move loses; pk_xq_game_end's
 * first verdicts), repetition, 120 plies without capture, no attacking material. When the
 * legal moves were not looked for (ls->unproven), they are only if a rule would end the game
 * here: having none comes first. */
static void track_xq_end(xq_replay *r, xq_line *ls)
{
    if (r->end_kind != XQ_END_NONE)
        return;
    uint32_t ply = ls->ply;
    if (ls->over) {
        set_end(r, XQ_END_FINAL, ls->in_check ? "checkmate" : "stalemate",
                ls->pos.side == PK_XQ_RED ? PK_RESULT_BLACK : PK_RESULT_WHITE, ply);
        return;
    }
    /* most positions are new (keys_seen): the verdict's call, with its large frame, only then */
    pk_xq_rep_verdict v = r->key_maybe_seen && r->n_plies ? judge_repetition(r, &ls->pos) : PK_XQ_REP_NONE;
    const char *outcome = NULL;
    pk_result want = PK_RESULT_DRAW;
    if (v == PK_XQ_REP_RED_LOSES || v == PK_XQ_REP_BLACK_LOSES) {
        outcome = "repetition-loss";
        want = v == PK_XQ_REP_RED_LOSES ? PK_RESULT_BLACK : PK_RESULT_WHITE;
    } else if (v == PK_XQ_REP_DRAW) {
        outcome = "repetition-draw";
    } else if (ls->pos.halfmove >= PK_XQ_NO_CAPTURE_PLIES) {
        outcome = "no-capture";
    } else if (pk_xq_no_attacking_material(&ls->pos)) {
        outcome = "no-attacking-material";
    }
    if (!outcome)
        return;
    if (ls->unproven) {
        settle(r, ls, true);
        if (r->end_kind != XQ_END_NONE)
            return;
    }
    set_end(r, XQ_END_RULE, outcome, want, ply);
}

static const char *xq_outcome_prose(const char *outcome)
{
    if (strcmp(outcome, "checkmate") == 0)
        return "checkmate";
    if (strcmp(outcome, "stalemate") == 0)
        return "stalemate (no legal move: the side to move loses)";
    if (strcmp(outcome, "repetition-loss") == 0)
        return "a repetition lost by perpetual check or chase";
    if (strcmp(outcome, "repetition-draw") == 0)
        return "a drawn repetition";
    if (strcmp(outcome, "no-capture") == 0)
        return "120 plies without a capture";
    return "positions where neither side can cross the river";
}

/* A move where the side to move had none: an error, which ends its line (returns false). */
static bool move_after_end(pk_game *g, const pk_node *n, uint32_t ply)
{
    const char *text = g->text + n->text;
    pk_game_diag(g, PK_SEV_ERROR, "move-after-end", n->line, n->column, ply, text, n->len,
                 "move '%.*s' after the end of the game: the side to move had no legal move", (int)n->len, text);
    return false;
}

/* Plays a move node; false (with a diagnostic) when it cannot be, which ends its line. */
static bool play_xq_node(xq_replay *r, xq_line *ls, pk_node *n, bool main_line)
{
    pk_game *g = r->g;
    uint32_t ply = ls->ply + 1;
    const char *text = g->text + n->text;
    if (ls->over || (main_line && r->end_kind == XQ_END_FINAL))
        return move_after_end(g, n, ply);
    pk_xq_move m;
    bool was_in_check = ls->in_check, in_check;
    int side = ls->pos.side;
    /* the commonest move, h2e2 in an ICCS game, read, tested and played at once; any other
     * text, or an illegal move (for its diagnostic), through the notations' reader */
    bool played = r->notation == PK_XQ_ICCS && r->opt->coords != 1 && pk_xq_iccs_plain(text, n->len, &m) &&
                  pk_xq_play_legal(&ls->pos, m, ls->in_check, &ls->last_undo, &in_check);
    if (played) {
        ls->unproven = false; /* a legal move was there */
    } else {
        if (ls->unproven) {
            settle(r, ls, main_line);
            if (ls->over || (main_line && r->end_kind == XQ_END_FINAL))
                return move_after_end(g, n, ply);
        }
        if (!read_xq_move(r, ls, n, &m, ply))
            return false;
        pk_xq_do(&ls->pos, m, &ls->last_undo);
        /* the start passed the FEN checks: pk_xq_in_check_after's condition holds */
        in_check = pk_xq_in_check_after(&ls->pos, m);
    }
    if (main_line && r->end_kind == XQ_END_RULE && !r->warned_after_end) {
        r->warned_after_end = true;
        pk_game_diag(g, PK_SEV_WARNING, "move-after-end", n->line, n->column, ply, text, n->len,
                     "move '%.*s' after the game ended in %s at ply %u", (int)n->len, text,
                     xq_outcome_prose(r->end_outcome), r->end_ply);
    }
    ls->last = m;
    ls->last_in_check = was_in_check;
    ls->has_last = true;
    ls->ply = ply;
    n->move = m;
    ls->in_check = in_check;
    /* with a move to follow, whether a legal move exists is put off (unproven), in check too:
     * Xiangqi moves carry no check or mate sign that would need the answer now (chess's do) */
    const pk_node *after = n + 1;
    if (after < g->nodes + g->n_nodes && after->kind == PK_NODE_MOVE && !(after->flags & PK_NODEF_DETACHED))
        ls->unproven = true;
    else if (!pk_xq_has_legal_move_known(&ls->pos, in_check, &ls->mobile[ls->pos.side]))
        ls->over = true;
    if (main_line) {
        /* pk_xq_ply_record's fields, the chase flag left to judge_repetition; the check flag
         * is the next side's being in check */
        pk_xq_ply rec = {.key = ls->pos.key, .move = m, .side = (uint8_t)side, .captured = ls->last_undo.captured,
                         .flags = (uint8_t)((ls->last_undo.captured ? PK_XQ_PLY_CAPTURE : 0) |
                                            (in_check ? PK_XQ_PLY_CHECK : 0))};
        note_key(r, &rec);
        keep_ply(r, &rec);
        track_xq_end(r, ls);
    }
    return true;
}

/* Replays every line; an error in a variation ends that variation only (as in chess). */
static bool xq_walk_play(void *ctx, void *line, pk_node *n, bool main_line)
{
    return play_xq_node(ctx, line, n, main_line);
}

static bool xq_walk_can_branch(const void *line)
{
    return ((const xq_line *)line)->has_last;
}

static void xq_walk_branch(void *variation, const void *line)
{
    const xq_line *ls = line;
    xq_line *v = variation;
    *v = (xq_line){.pos = ls->pos, .in_check = ls->last_in_check, .ply = ls->ply - 1};
    pk_xq_undo_move(&v->pos, ls->last, &ls->last_undo);
}

static void xq_walk_detached(void *ctx, pk_node *n)
{
    (void)ctx, (void)n; /* Xiangqi notations have no signs to write apart */
}

/* replay_xq_lines for a game without variations (pk_game.variations false: every move node is a
 * move of the main line, in order), as play_xq_node plays each with main_line true, to the same
 * diagnostics in the same order. Apart from play_xq_node, so that the line's state (its ply,
 * check, whether it is over or unproven) is kept in locals, not in fields reloaded after every
 * store. Besides:
 * - whether a legal move exists is put off while any move follows, a comment or a NAG between
 *   (every node after is the main line's), not only when the very next node is one;
 * - the keys met since the last capture are marked in seen[] with the number of captures so
 *   far (epoch): a capture then needs no clearing and no branch; a mark left by an epoch that
 *   came round again only costs a look that finds nothing (as a bit of keys_seen shared by two
 *   keys does);
 * - the plies' room is made once for the game;
 * - the main line's ends that need a look (no legal move, a key marked before, 120 plies without
 *   capture, no attacking material) are one test, track_xq_end called only when it holds. */
static __attribute__((noinline)) bool replay_xq_main_line(xq_replay *r, xq_line *ls)
{
    pk_game *g = r->g;
    if (r->plies_cap < g->n_nodes && !grow_plies(r, g->n_nodes))
        return false; /* (the general walk then, as keep_ply fails) */
    /* (a game of tags alone has no node array: no offset is added to NULL) */
    pk_node *n = g->nodes, *end = g->n_nodes ? g->nodes + g->n_nodes : g->nodes, *last_move = end;
    while (last_move > n && last_move[-1].kind != PK_NODE_MOVE)
        last_move--; /* a move follows n when n + 1 < last_move */
    uint8_t seen[1024], epoch = 1;
    memset(seen, 0, sizeof seen);
    seen[ls->pos.key >> 54] = epoch; /* the start counts among the repetitions */
    pk_xq_position *pos = &ls->pos;
    const bool plain = r->notation == PK_XQ_ICCS && r->opt->coords != 1;
    pk_xq_ply *plies = r->plies;
    size_t n_plies = r->n_plies;
    uint32_t ply = ls->ply;
    bool in_check = ls->in_check, unproven = ls->unproven, over = ls->over;
/* the locals back into the line, for the calls that read it there */
#define SYNC() (ls->ply = ply, ls->in_check = in_check, ls->unproven = unproven, ls->over = over)
    for (; n < end; n++) {
        if (n->kind != PK_NODE_MOVE)
            continue;
        pk_xq_move m;
        pk_xq_undo undo;
        bool gives_check;
        int side = pos->side, from, to;
        if (plain && pk_xq_iccs_plain_at(g->text + n->text, n->len, &from, &to) &&
            pk_xq_play_legal_at(pos, from, to, in_check, &undo, &gives_check)) {
            m = PK_XQ_MOVE(from, to);
        } else {
            /* as play_xq_node: a move after the end, a move read otherwise, or an error */
            SYNC();
            if (unproven && !over && r->end_kind != XQ_END_FINAL) {
                settle(r, ls, true);
                unproven = false;
                over = ls->over;
            }
            if (over || r->end_kind == XQ_END_FINAL) {
                move_after_end(g, n, ply + 1);
                r->stopped = true;
                break;
            }
            if (!read_xq_move(r, ls, n, &m, ply + 1)) {
                r->stopped = true;
                break;
            }
            pk_xq_do(pos, m, &undo);
            gives_check = pk_xq_in_check_after(pos, m);
        }
        ply++;
        if (r->end_kind == XQ_END_RULE && !r->warned_after_end) {
            r->warned_after_end = true;
            pk_game_diag(g, PK_SEV_WARNING, "move-after-end", n->line, n->column, ply, g->text + n->text, n->len,
                         "move '%.*s' after the game ended in %s at ply %u", (int)n->len, g->text + n->text,
                         xq_outcome_prose(r->end_outcome), r->end_ply);
        }
        n->move = m;
        in_check = gives_check;
        unproven = n + 1 < last_move;
        over = !unproven && !pk_xq_has_legal_move_known(pos, in_check, &ls->mobile[pos->side]);
        /* pk_xq_ply_record's fields, the chase flag left to judge_repetition; the check flag
         * is the next side's being in check */
        plies[n_plies++] = (pk_xq_ply){.key = pos->key, .move = m, .side = (uint8_t)side, .captured = undo.captured,
                                       .flags = (uint8_t)((undo.captured ? PK_XQ_PLY_CAPTURE : 0) |
                                                          (in_check ? PK_XQ_PLY_CHECK : 0))};
        epoch = (uint8_t)(epoch + (undo.captured != 0)); /* a capture starts the marks afresh */
        uint8_t *mark = &seen[pos->key >> 54];
        bool maybe_seen = *mark == epoch;
        *mark = epoch;
        if (r->end_kind == XQ_END_NONE &&
            (over | maybe_seen | (pos->halfmove >= PK_XQ_NO_CAPTURE_PLIES) | pk_xq_no_attacking_material(pos))) {
            SYNC();
            r->n_plies = n_plies;
            r->key_maybe_seen = maybe_seen;
            track_xq_end(r, ls);
            unproven = ls->unproven;
            over = ls->over;
        }
    }
    r->n_plies = n_plies;
    SYNC();
#undef SYNC
    return true;
}

static void replay_xq_lines(xq_replay *r)
{
    pk_game *g = r->g;
    xq_line stack[PK_LIMIT_DEPTH + 2];
    memset(&stack[0], 0, sizeof stack[0]);
    stack[0].pos = r->data->start;
    unsigned bit = (unsigned)(r->data->start.key >> 54); /* the start counts among the repetitions */
    r->keys_seen[bit >> 6] |= 1ULL << (bit & 63);
    /* (the start position's state is known: no look at its 44 moves per game) */
    pk_xq_state st = r->standard_start ? (pk_xq_state){.in_check = false, .has_legal_move = true}
                                       : pk_xq_state_of(&r->data->start);
    stack[0].in_check = st.in_check;
    if (!st.has_legal_move) {
        stack[0].over = true;
        track_xq_end(r, &stack[0]);
    }
    if (g->variations || !replay_xq_main_line(r, &stack[0]))
        pk_game_check_walk(g, stack, sizeof stack[0], &r->stopped, r, xq_walk_play, xq_walk_can_branch,
                           xq_walk_branch, xq_walk_detached);
    if (stack[0].unproven) /* (the move after the main line's last one was never read) */
        settle(r, &stack[0], true);
    r->data->final = stack[0].pos;
    g->plies = stack[0].ply;
}

static bool setup_xq_start(xq_replay *r)
{
    pk_game *g = r->g;
    const char *fen = pk_game_tag(g, "FEN");
    if (!fen) { /* (start is the start position already: pk_xq_game_check) */
        r->standard_start = true;
        return true;
    }
    pk_fen_error err;
    if (pk_xq_fen_parse(&r->data->start, fen, &err) < 0) {
        uint32_t line = g->line, column = g->column;
        for (size_t i = 0; i < g->n_tags; i++)
            if (strcmp(g->text + g->tags[i].name, "FEN") == 0)
                line = g->tags[i].line, column = g->tags[i].column;
        pk_game_diag(g, PK_SEV_ERROR, "bad-fen", line, column, 0, NULL, 0, "FEN tag: %s", err.message);
        return false;
    }
    return true;
}

static pk_xq_notation notation_of(const pk_game *g)
{
    const char *format = pk_game_tag(g, "Format");
    if (format && pk_contains_nocase(format, "iccs"))
        return PK_XQ_ICCS;
    if (format && pk_contains_nocase(format, "wxf"))
        return PK_XQ_WXF;
    for (size_t i = 0; i < g->n_nodes; i++)
        if (g->nodes[i].kind == PK_NODE_MOVE) {
            int guess = pk_xq_guess_notation(g->text + g->nodes[i].text, g->nodes[i].len);
            if (guess >= 0)
                return (pk_xq_notation)guess;
        }
    return PK_XQ_CHINESE; /* XQ PGN: no Format tag (nor one naming another notation) means Chinese moves */
}

static void check_xq_result(xq_replay *r, bool replayed)
{
    pk_game *g = r->g;
    uint32_t line, column;
    pk_result result = pk_game_check_termination(g, &line, &column);
    if (!replayed || r->end_kind == XQ_END_NONE)
        return;
    g->outcome = r->end_outcome;
    if (result == PK_RESULT_NONE)
        pk_game_note_decided_result(g, r->end_want);
    if (result == PK_RESULT_NONE || result == r->end_want)
        return;
    pk_severity sev = result == PK_RESULT_UNKNOWN ? PK_SEV_WARNING : PK_SEV_ERROR;
    pk_diag *d = pk_game_diag(g, sev, "result-wrong", line, column, 0, NULL, 0,
                              "the game ended in %s at ply %u, so the result is %s, not %s",
                              xq_outcome_prose(r->end_outcome), r->end_ply, pk_result_name(r->end_want),
                              pk_result_name(result));
    if (d)
        snprintf(d->suggestion, sizeof d->suggestion, "%s", pk_result_name(r->end_want));
    pk_diag_fixed_by(d, PK_FIX_RESULT);
}

void pk_xq_game_check(pk_game *g, const pk_check_options *opt)
{
    xq_replay r = {.g = g, .opt = opt, .data = pk_game_row_data(g, sizeof(xq_game_data))};
    if (r.data) {
        r.plies = r.data->plies_kept;
        r.plies_cap = XQ_PLIES_KEPT;
    }
    g->lang = NULL;
    if (!r.data) {
        pk_game_diag(g, PK_SEV_ERROR, "limit", g->line, g->column, 0, NULL, 0, "out of memory: the game is not checked");
        g->valid = false;
        return;
    }
    if (g->latin1)
        pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "encoding", g->line, g->column, 0, NULL, 0,
                                      "this game's text is not UTF-8: read as a legacy encoding and written as UTF-8"),
                         PK_FIX_WRITTEN);
    bool replayed = false;
    /* the notation is the moves' own, whether or not a start can be set up for them */
    r.notation = opt->notation >= PK_NOTATION_ICCS ? (pk_xq_notation)(opt->notation - PK_NOTATION_ICCS) : notation_of(g);
    r.data->notation = r.notation;
    g->notation = pk_xq_notation_name(r.notation);
    pk_xq_startpos(&r.data->start);
    if ((g->set_up = setup_xq_start(&r))) {
        replay_xq_lines(&r);
        replayed = !r.stopped;
        if (r.lenient)
            pk_diag_fixed_by(pk_game_diag(g, PK_SEV_WARNING, "non-standard", g->line, g->column, 0, NULL, 0,
                                          "the moves are written with %s: read, and written in the official "
                                          "form by convert",
                                          lenient_words(r.lenient)),
                             PK_FIX_WRITTEN);
    } else {
        pk_xq_startpos(&r.data->final);
    }
    check_xq_result(&r, replayed);
    if (r.data && r.plies != r.data->plies_kept)
        free(r.plies);
    pk_game_sort_diags(g);
    g->valid = g->n_errors == 0 && (!opt->strict || g->n_warnings == 0);
}

/* ---- conversion ------------------------------------------------------------------------ */

/* Every tag read is written, its value as read and a repeat kept (convert loses nothing):
 * the tags of XQ PGN first, then the others in the order read. The writer only adds what is
 * missing, so that the game reads back as Xiangqi, and replaces the Format tag. */
static void write_tags(pk_pgn_writer *w, const pk_game *g, int notation, const char *fixed_result)
{
    static const char *const first[] = {"Game", "Event", "Site", "Date", "Round", "Red", "Black", "Result", "Format"};
    const char *values[9];
    for (int i = 0; i < 9; i++)
        values[i] = pk_game_tag(g, first[i]);
    /* A Game tag is kept as read ("Xiangqi" stays "Xiangqi"); a game without one gets the name
     * XQ PGN gives it, which is also what tells a reader that the game is Xiangqi. */
    if (!values[0])
        values[0] = "Chinese Chess";
    /* A game with a White tag and no Red tag gets a Red tag with the same player, as XQ PGN
     * names the first player; the White tag itself is written too, among the others. */
    if (!values[5])
        values[5] = pk_game_tag(g, "White");
    /* A Result tag is kept as written, even one that says more than the result ("1-0
     * (forfeit)"): only a missing one is taken from the marker. */
    if (!values[7])
        values[7] = g->result != PK_RESULT_NONE ? pk_result_name(g->result) : "*";
    if (fixed_result) /* convert --fix */
        values[7] = fixed_result;
    /* The Format tag is the one tag replaced rather than kept: it describes the encoding of the
     * moves, not the game, and the moves are written again in another notation. A Format tag
     * read ("ICCS" above Chinese moves) would make the output read in the wrong notation, so
     * every one read is left out and the tag written names the notation written (none for
     * Chinese: pgnkit-notations(7), XIANGQI, XQ PGN: no Format tag means Chinese moves). */
    values[8] = notation == PK_XQ_ICCS ? "ICCS" : notation == PK_XQ_WXF ? "WXF" : NULL;
    for (int i = 0; i < 9; i++)
        if (values[i])
            pk_pgnw_tag(w, first[i], values[i]);
    /* The tags written say Xiangqi to pk_xq_game_detect when those read did (they are all
     * written, the Red tag added only beside a White one) or when the Game tag is the one added.
     * A game recognised by its moves or by --variant=xiangqi under a Game tag that names
     * something else gets a Variant tag, unless it has one: a Variant tag read is not rewritten,
     * and such a game reads back as Xiangqi by its moves or by --variant=xiangqi again. */
    const pk_variant_tag variant = variant_tag_unnamed(g);
    if (!tag_says_xiangqi(g, &variant) && pk_game_tag(g, "Game") && !variant.value)
        pk_pgnw_tag(w, "Variant", "xiangqi");
    for (size_t i = 0; i < g->n_tags; i++) {
        const char *name = g->text + g->tags[i].name;
        /* A tag of those written first is written here only when it is a repeat (a second Red
         * tag, a second Game tag); the Format tags read are all left out (see above). */
        bool skip = strcmp(name, "Format") == 0;
        for (int k = 0; k < 8 && !skip; k++)
            skip = strcmp(name, first[k]) == 0 && pk_game_find_tag(g, name) == &g->tags[i];
        if (!skip)
            pk_pgnw_tag(w, name, g->text + g->tags[i].value);
    }
    pk_pgnw_tags_end(w);
}

/* Keeps nodes [from, to) that were not replayed, as written, in a comment. */
static void keep_unconverted(pk_pgn_writer *w, const pk_game *g, size_t from, size_t to, const char *prefix)
{
    size_t len;
    char *rest = pk_game_span_alloc(g, from, to, prefix, &len);
    if (rest) {
        pk_pgnw_comment(w, rest, len);
        free(rest);
    }
}

/* The Xiangqi positions of a walk over a checked record (pk_game_walker, which walks the record
 * and plays no positions for it): per line, where it stands and where it stood before its last
 * move, from which a variation starts. */
typedef struct {
    pk_xq_position pos[PK_LIMIT_DEPTH + 2], prev[PK_LIMIT_DEPTH + 2];
} xq_walk_positions;

/* Follows a step of the walk: a move is played on its line (true: st is a move played, the line's
 * prev before it and pos after); a '(' starts its variation from the position before the move
 * it replaces. */
static bool xq_walk_follow(xq_walk_positions *p, const pk_walk_step *st)
{
    const pk_node *n = st->node;
    if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
        p->prev[st->depth] = p->pos[st->depth];
        pk_xq_play(&p->pos[st->depth], n->move);
        return true;
    }
    if (n->kind == PK_NODE_OPEN)
        p->pos[st->depth + 1] = p->prev[st->depth];
    return false;
}

static int convert_xq_pgn(FILE *out, const pk_game *g, int notation, const pk_fix *fix)
{
    const char *fixed_result = fix ? fix->result : NULL; /* the only correction of --fix beyond the moves */
    pk_pgn_writer w;
    pk_pgnw_init(&w, out);
    write_tags(&w, g, notation, fixed_result);
    xq_walk_positions p;
    p.pos[0] = xq_data(g)->start;
    bool need_number = true;
    int depth = 0; /* of the output's open variations */
    char buf[64];
    pk_game_walker walk;
    pk_walk_step st;
    pk_walker_start(&walk, g, false);
    do {
        while (pk_walker_next(&walk, &st)) {
            const pk_node *n = st.node;
            const pk_xq_position *before = &p.pos[st.depth];
            if (n->kind == PK_NODE_MOVE && !(n->flags & PK_NODEF_DETACHED)) {
                char number[24];
                bool numbered = before->side == PK_XQ_RED || need_number;
                if (numbered)
                    snprintf(number, sizeof number, "%u.%s", before->fullmove, before->side == PK_XQ_RED ? "" : "..");
                pk_xq_move_format(before, (pk_xq_notation)notation, n->move, 0, buf);
                pk_pgnw_move(&w, numbered ? number : NULL, buf);
                need_number = false;
            } else if (n->kind == PK_NODE_NAG) {
                int len = snprintf(buf, sizeof buf, "$%d", n->number);
                pk_pgnw_word(&w, buf, (size_t)len);
                need_number = true;
            } else if (n->kind == PK_NODE_COMMENT) {
                pk_pgnw_comment(&w, g->text + n->text, n->len);
                need_number = true;
            } else if (n->kind == PK_NODE_ESCAPE) {
                pk_pgnw_escape(&w, g->text + n->text, n->len);
                need_number = true;
            } else if (n->kind == PK_NODE_OPEN) {
                depth++;
                pk_pgnw_open(&w);
                need_number = true;
            } else if (n->kind == PK_NODE_CLOSE && st.depth > 0) {
                depth--;
                pk_pgnw_glued(&w, ")", 1);
                need_number = true;
            }
            xq_walk_follow(&p, &st);
        }
        if (walk.stopped < g->n_nodes) {
            /* not replayed: a whole variation, or the rest of its line as it was written (the
             * rest of the game on the main line, of its variation in one) */
            keep_unconverted(&w, g, walk.stopped, walk.resume,
                             walk.stop == PK_WALK_STOP_VARIATION ? "pgnkit: not converted: "
                                                                 : "pgnkit: not converted from here on: ");
            need_number = true;
        }
    } while (walk.stopped < g->n_nodes && pk_walker_resume(&walk));
    for (; depth > 0; depth--) /* the variations the kept rest of the record was in */
        pk_pgnw_glued(&w, ")", 1);
    const char *result = fixed_result ? fixed_result : pk_game_result_marker(g);
    pk_pgnw_word(&w, result, strlen(result));
    pk_pgnw_end(&w);
    return ferror(out) ? -1 : 0;
}

/* A Xiangqi move's fields in the JSON record (json_record.h): its ply, ICCS, WXF, Chinese, and
 * the FEN after it; the positions are followed along the walk (xq_walk_follow). */
static void xq_json_move_fields(void *ctx, const pk_walk_step *st, FILE *out)
{
    const xq_walk_positions *p = ctx;
    const pk_xq_position *before = &p->pos[st->depth];
    pk_xq_move m = st->node->move;
    pk_xq_position after = *before;
    pk_xq_play(&after, m);
    char iccs[8], wxf[24], chinese[48], fen[PK_XQ_FEN_MAX];
    pk_xq_iccs_format(m, iccs);
    pk_xq_wxf_format(before, m, wxf);
    pk_xq_chinese_format(before, m, 0, chinese);
    pk_xq_fen_write(&after, fen);
    fprintf(out, "\"ply\":%u,\"iccs\":\"%s\",\"wxf\":\"%s\",\"chinese\":", st->ply, iccs, wxf);
    pk_json_string(out, chinese, strlen(chinese));
    fprintf(out, ",\"fen\":\"%s\",", fen);
}

static void xq_json_follow(void *ctx, const pk_walk_step *st)
{
    xq_walk_follow(ctx, st);
}

static int convert_xq_json(FILE *out, const pk_game *g)
{
    fputs("{\"variant\":\"xiangqi\",\"tags\":{", out);
    pk_json_tag_members(out, g);
    char fen[PK_XQ_FEN_MAX];
    pk_xq_fen_write(&xq_data(g)->start, fen);
    if (g->set_up)
        fprintf(out, "},\"start\":\"%s\",\"moves\":", fen);
    else
        fputs("},\"start\":null,\"moves\":", out);
    xq_walk_positions p;
    p.pos[0] = xq_data(g)->start;
    pk_json_record_writer w = {.move_fields = xq_json_move_fields, .follow = xq_json_follow, .ctx = &p};
    pk_json_record_moves(out, g, &w);
    fprintf(out, ",\"result\":\"%s\"}\n", pk_game_result_marker(g));
    return ferror(out) ? -1 : 0;
}

bool pk_xq_writes_target(pk_target t)
{
    (void)t;
    return true;
}

int pk_xq_convert_game(FILE *out, const pk_game *g, const pk_convert_options *opt)
{
    if (opt->target == PK_TO_JSON)
        return convert_xq_json(out, g);
    int notation = opt->target == PK_TO_ICCS      ? PK_XQ_ICCS
                   : opt->target == PK_TO_WXF     ? PK_XQ_WXF
                   : opt->target == PK_TO_CHINESE ? PK_XQ_CHINESE
                                                  : (int)xq_data(g)->notation; /* a chess notation: its own */
    return convert_xq_pgn(out, g, notation, opt->fix);
}

void pk_xq_game_walk_main(const pk_game *g, pk_xq_step_fn fn, void *ctx)
{
    xq_walk_positions p;
    p.pos[0] = xq_data(g)->start;
    pk_game_walker walk;
    pk_walk_step st;
    pk_walker_start(&walk, g, false);
    do {
        while (pk_walker_next(&walk, &st))
            if (xq_walk_follow(&p, &st) && st.depth == 0 && fn(ctx, st.ply, &p.prev[0], st.node->move, &p.pos[0]))
                return;
    } while (walk.stopped < g->n_nodes && pk_walker_resume(&walk));
}
