# A FEN whose men no game can reach: more men of a kind than the starting army has came from
# promotions, one pawn each, so a side cannot have more of them than pawns it lacks (bishops
# counted per square colour). Refused with the FEN field and the reason.
$ pgnkit fen --check '4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 8 pawns and 3 knights: at most 2 knights without a promotion, and no pawn is missing to have promoted
? 1

$ pgnkit fen --check 'QQQQQQQk/QQQQQQQQ/8/8/8/8/8/K7 b - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 0 pawns and 15 queens: at most 1 queen without a promotion, and only 8 pawns are missing to have promoted
? 1

$ pgnkit fen --check '4k3/8/8/8/8/4B3/PPPPPPPP/2B1KB2 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 8 pawns and 2 dark-squared bishops: at most 1 dark-squared bishop without a promotion, and no pawn is missing to have promoted
? 1

$ pgnkit fen --check '4k3/8/8/8/8/8/PPPPPP2/QQQ1KNNN w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 6 pawns, 3 queens and 3 knights: 3 men beyond the starting army need a promotion each, and only 2 pawns are missing to have promoted
? 1

# As many extra men as missing pawns: a game can reach it.
$ pgnkit fen --check '4k3/8/8/8/8/8/PPPPPPP1/NNN1K3 w - - 0 1'
valid

$ pgnkit fen --check 'QQQQQQQk/Q7/8/8/8/8/8/K7 b - - 0 1'
valid

# The kingless game starts from set-ups of its own: the rule is not its own.
$ pgnkit fen --check --variant=kingless 'nnn5/8/8/8/8/8/PPPPPPPP/NNN5 w - - 0 1'
valid

# In a FEN tag: a bad-fen error, and the next game is still checked.
$ pgnkit validate fen/unreachable.pgn 2>&1
fen/unreachable.pgn:3:1: error: FEN tag: field 1 (placement): white has 8 pawns and 3 knights: at most 2 knights without a promotion, and no pawn is missing to have promoted [bad-fen]
fen/unreachable.pgn:10:1: error: FEN tag: field 1 (placement): black has 8 pawns and 2 light-squared bishops: at most 1 light-squared bishop without a promotion, and no pawn is missing to have promoted [bad-fen]
3 games: 1 valid, 2 invalid; 2 errors, 0 warnings
? 1
