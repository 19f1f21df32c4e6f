# Figurine SAN (pgnkit-notations(7), FIGURINE): glyphs in place of letters, ♘f3, ♗xc6, e8=♕.
# Read in any game, in every command that reads moves; written by convert --figurine.
#
# Once a bug: every glyph move is "not a move in English algebraic notation" [bad-syntax], the
# game is invalid, and convert keeps the rest in a comment.

# A glyph stands for a piece, white or black glyph for either side; with letters of the game's
# language in the same game (Italian C, A, R; German S, L, T, D), and as figurine LAN. A pawn
# glyph is a pawn letter; columns count a glyph as one character.
$ pgnkit validate figurine/legal.pgn figurine/italian-mixed.pgn figurine/german-mixed.pgn figurine/lan.pgn figurine/promotion.pgn figurine/illegal.pgn
figurine/promotion.pgn:11:43: warning: '♙e4' is not standard SAN: SAN writes no letter for a pawn (suggestion: e4) [non-standard]
figurine/illegal.pgn:9:72: error: illegal move '♗e2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
6 games: 5 valid, 1 invalid; 1 error, 1 warning
? 1

$ pgnkit validate --format=json figurine/legal.pgn figurine/italian-mixed.pgn figurine/german-mixed.pgn figurine/lan.pgn | grep -o '"notation":"[a-z]*","lang":"[a-z]*","plies":[0-9]*,"valid":[a-z]*'
"notation":"san","lang":"en","plies":13,"valid":true
"notation":"san","lang":"it","plies":13,"valid":true
"notation":"san","lang":"de","plies":25,"valid":true
"notation":"lan","lang":"en","plies":10,"valid":true

# Glyphs are UTF-8 characters: a word holding them is read as UTF-8 in a file otherwise in
# Latin-1 (a tag and a comment here), where they cannot be written.
$ pgnkit validate figurine/latin1.pgn
figurine/latin1.pgn:1:1: warning: this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8 [encoding]
1 game: 1 valid, 0 invalid; 0 errors, 1 warning

$ pgnkit convert -q figurine/latin1.pgn | tail -n 2
1. e4 e5 2. Nf3 Nc6 {le cavalier était là} 3. Bb5 *

? 0

# convert writes letters unless told: English, or the language asked for
$ pgnkit convert figurine/italian-mixed.pgn | tail -n 2
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0

? 0

$ pgnkit convert --lang=de figurine/legal.pgn | tail -n 2
1. e4 e5 2. Sf3 d6 3. Lc4 Sc6 4. Sc3 Lg4 5. Sxe5 Lxd1 6. Lxf7+ Ke7 7. Sd5# 1-0

? 0

$ pgnkit convert -q figurine/promotion.pgn | tail -n 2
1. cxd8=Q+ Kxd8 2. Rh8+ Ke7 3. Kf2 Kd6 4. e4 1-0

? 0

$ pgnkit replay figurine/legal.pgn | tail -n 3
11 Bxf7+ r2qkbnr/ppp2Bpp/2np4/4N3/4P3/2N5/PPPP1PPP/R1BbK2R b KQkq - 0 6
12 Ke7 r2q1bnr/ppp1kBpp/2np4/4N3/4P3/2N5/PPPP1PPP/R1BbK2R w KQ - 1 7
13 Nd5# r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

$ pgnkit replay --format=fen figurine/illegal.pgn 2>&1
figurine/illegal.pgn:9:72: error: illegal move '♗e2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
r1b1kbnr/1pp2ppp/p1p5/8/4q3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 7
? 1

# fen's moves: glyphs with the letters of --lang, a promotion, a variation selector after a
# glyph (U+FE0F, emoji style), and the error names the move as written
$ pgnkit fen startpos e4 e5 ♘f3 ♞c6 ♗b5
r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3

$ pgnkit fen --lang=it startpos e4 e5 ♘f3 Cc6 ♗c4
r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3

$ pgnkit fen '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' 'b8=♕+'
1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1

$ pgnkit fen startpos e4 e5 '♘️f3'
rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

$ pgnkit fen startpos e4 e5 ♘f6 2>&1
pgnkit fen: illegal move '♘f6' (move 3): no knight can reach f6 (legal: Na3, Nc3, Ne2, Nf3, Nh3)
? 1

# --- Writing: convert --figurine --------------------------------------------------------------
# The white glyphs for both sides, castling stays O-O; lines wrap at 79 characters, a glyph
# being one; what is written reads back into the same games.
$ pgnkit convert --figurine convert/legal.pgn
[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Legal de Kermeur, Francois Antoine de"]
[Black "Saint Brie"]
[Result "1-0"]

1. e4 e5 2. ♘f3 d6 3. ♗c4 ♘c6 4. ♘c3 ♗g4 5. ♘xe5 ♗xd1 6. ♗xf7+ ♔e7 7. ♘d5# 1-0

? 0

$ pgnkit convert -q --figurine convert/features.pgn | sed -n 11,16p
{Alekhine's Defence, with an early en passant.} 1. e4 ♘f6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 ♗e7 $6 {[%eval 0.17] The queen is lost.} (
4... ♕xc7 5. ♘f3 (5. d4 ♘c6) 5... ♗d6 $10) 5. cxd8=♕+ ♗xd8 6. ♘c3 O-O 7. d4 ♘d5
8. ♗d3 $1 8... b6
%escape line: kept as it is
9. ♗e3 ♗b7 10. ♕h5 a5 11. O-O-O a4 12. ♕xh7# 1-0

$ pgnkit convert -q convert/features.pgn > /tmp/pgnkit-figurine-$$.pgn && pgnkit convert -q --figurine convert/features.pgn | pgnkit convert -q | cmp - /tmp/pgnkit-figurine-$$.pgn && echo identical; rm -f /tmp/pgnkit-figurine-$$.pgn
identical

$ pgnkit convert --figurine --to=lan convert/legal.pgn | tail -n 3
1. e2-e4 e7-e5 2. ♘g1-f3 d7-d6 3. ♗f1-c4 ♘b8-c6 4. ♘b1-c3 ♗c8-g4 5. ♘f3xe5
♗g4xd1 6. ♗c4xf7+ ♔e8-e7 7. ♘c3-d5# 1-0

? 0

$ pgnkit convert --figurine --lang=en convert/legal.pgn | tail -n 2
1. e4 e5 2. ♘f3 d6 3. ♗c4 ♘c6 4. ♘c3 ♗g4 5. ♘xe5 ♗xd1 6. ♗xf7+ ♔e7 7. ♘d5# 1-0

? 0

# only SAN and LAN have figurines, and glyphs are no language's letters
$ pgnkit convert --figurine --to=uci convert/legal.pgn 2>&1
pgnkit convert: --figurine writes SAN or LAN (--to=san or --to=lan), not uci
? 2

$ pgnkit convert --figurine --lang=it convert/legal.pgn 2>&1
pgnkit convert: --figurine writes glyphs in place of letters: it takes no --lang=it
? 2

$ pgnkit convert --help | grep -e --figurine
      --figurine             with --to=san or lan: piece glyphs in place of letters (figurine SAN: ♘f3)

$ cd .. && bash -c 'source cmd/pgnkit.bash; COMP_WORDS=(pgnkit convert --fi); COMP_CWORD=2; _pgnkit; echo "${COMPREPLY[@]}"'
--figurine --fix
