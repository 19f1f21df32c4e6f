# Messages that say the truth (issue 15, item 9): the qualifier SAN writes, pins, promotion to
# a king or a pawn, a piece letter written small, no repeated prefix, the valid --lang values,
# and the suggestions as a JSON array.

# Over-qualified origins: the message names the qualifier SAN writes (the file first, then the
# rank), and says "unique without it" only when it is.
$ pgnkit validate san-messages/over-qualified.pgn
san-messages/over-qualified.pgn:4:33: warning: 'N1d2' is not standard SAN: SAN tells the knights apart by the origin's file first: b, not 1 (suggestion: Nbd2) [non-standard]
san-messages/over-qualified.pgn:9:33: warning: 'Nb1d2' is not standard SAN: the origin's file alone tells the knights apart: b (suggestion: Nbd2) [non-standard]
san-messages/over-qualified.pgn:16:4: warning: 'Re1e3' is not standard SAN: the origin's rank alone tells the rooks apart: 1 (suggestion: R1e3) [non-standard]
san-messages/over-qualified.pgn:21:4: warning: 'Ng1f3' is not standard SAN: the origin is written although the move is unique without it (suggestion: Nf3) [non-standard]
san-messages/over-qualified.pgn:26:13: warning: 'e4xd5' is not standard SAN: a pawn's capture names the pawn's file only: e (suggestion: exd5) [non-standard]
5 games: 5 valid, 0 invalid; 0 errors, 5 warnings

# A move kept off the board by a pin names the pinned man, in SAN with or without a qualifier
# and in coordinates; a man moving along its pin is legal.
$ pgnkit validate san-messages/pinned.pgn
san-messages/pinned.pgn:4:34: error: illegal move 'Nd5': the knight on c3 is pinned to the king (suggestion: Ne2, Nf3, Nh3) [illegal-move]
san-messages/pinned.pgn:9:24: error: illegal move 'd3': the pawn on d2 is pinned to the king (suggestion: a3, a4, b3, c3, c4, g3, g4, h3, ...) [illegal-move]
san-messages/pinned.pgn:14:45: error: illegal move 'Nce2': the knight on c3 is pinned to the king (suggestion: Ng1, Nd2, Nd4, Nh4, Nxe5, Ng5) [illegal-move]
san-messages/pinned.pgn:19:43: error: illegal move 'c3d5': the knight on c3 is pinned to the king [illegal-move]
san-messages/pinned.pgn:26:15: error: illegal move 'Rd5': the rook on e5 is pinned to the king (suggestion: Re2, Re3, Re4, Re6, Re7, Rxe8+) [illegal-move]
5 games: 0 valid, 5 invalid; 5 errors, 0 warnings
? 1

$ pgnkit validate san-messages/pinned-iccf.pgn
san-messages/pinned-iccf.pgn:4:43: error: illegal move '3345': the knight on c3 is pinned to the king [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# En passant with both pawns between the king and a rook: the two are pinned together.
$ pgnkit fen '4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1' exd6 2>&1
pgnkit fen: illegal move 'exd6' (move 1): the pawn on e5 and the pawn on d5 it would take are pinned to the king together (legal: e6)
? 1

# A small b that fits no pawn but the bishop: Bxc3 first. Promotion to a king or a pawn:
# refused for that reason, the four pieces offered, the queen first. Castling: the reason once.
$ pgnkit validate --lang=en san-messages/san-slips.pgn
san-messages/san-slips.pgn:4:28: error: illegal move 'bxc3': no pawn can capture on c3; the bishop is written with a capital B (suggestion: Bxc3) [illegal-move]
san-messages/san-slips.pgn:9:46: error: illegal move 'bxc3': no pawn on b can capture on c3; the bishop is written with a capital B (suggestion: Bxc3, dxc3) [illegal-move]
san-messages/san-slips.pgn:16:4: error: illegal move 'axb8=K': a pawn cannot promote to a king (suggestion: axb8=Q+, axb8=R+, axb8=B, axb8=N) [illegal-move]
san-messages/san-slips.pgn:23:4: error: illegal move 'a8=P': a pawn cannot promote to a pawn (suggestion: a8=Q, a8=R, a8=B, a8=N) [illegal-move]
san-messages/san-slips.pgn:28:13: error: illegal move 'O-O-O': a piece stands between the king and the rook [illegal-move]
san-messages/san-slips.pgn:33:62: error: illegal move 'O-O': the king or the rook on h1 has already moved [illegal-move]
6 games: 0 valid, 6 invalid; 6 errors, 0 warnings
? 1

$ pgnkit fen startpos e4 e5 Nc3 Bb4 Nf3 bxc3 2>&1
pgnkit fen: illegal move 'bxc3' (move 6): no pawn can capture on c3; the bishop is written with a capital B (legal: Bxc3)
? 1

$ pgnkit fen 'r3k3/8/8/8/8/8/8/4K3 b q - 0 1' Ke7 Kd2 O-O-O 2>&1
pgnkit fen: illegal move 'O-O-O' (move 3): the king or the rook on a8 has already moved
? 1

$ pgnkit validate san-messages/descriptive-castling.pgn
san-messages/descriptive-castling.pgn:4:17: error: illegal move 'O-O': castling is not legal here [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# JSON and YAML: the suggestions are an array, several when several moves fit.
$ pgnkit validate --format=json validate/ambiguous-move.pgn | head -n 1 | grep -o '"suggestions":[^}]*'
"suggestions":["Nbd2","Nfd2"]

$ pgnkit validate --format=json --lang=en san-messages/san-slips.pgn | sed -n 3p | grep -o '"suggestions":[^}]*'
"suggestions":["axb8=Q+","axb8=R+","axb8=B","axb8=N"]

$ pgnkit validate --format=yaml validate/ambiguous-move.pgn | sed -n '/suggestions:/,/^- \|^---/p' | head -n 3
  suggestions:
  - 'Nbd2'
  - 'Nfd2'

# --lang with an unknown code, in every command that takes it, lists the valid ones.
$ pgnkit validate --lang=xx sample.pgn 2>&1 | head -n 1
pgnkit validate: --lang: unknown language 'xx' (known: auto, en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)

$ pgnkit convert --lang=xx sample.pgn 2>&1 | head -n 1
pgnkit convert: --lang: unknown language 'xx' (known: en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)

$ pgnkit convert --from-lang=xx sample.pgn 2>&1 | head -n 1
pgnkit convert: --from-lang: unknown language 'xx' (known: auto, en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)

$ pgnkit replay --lang=xx sample.pgn 2>&1 | head -n 1
pgnkit replay: --lang: unknown language 'xx' (known: en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)

$ pgnkit fen --lang=xx startpos e4 2>&1 | head -n 1
pgnkit fen: --lang: unknown language 'xx' (known: en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
