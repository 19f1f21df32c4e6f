# pgnkit validate --profile: a tournament's requirements, read from YAML.

# The arbiter's sample profile: every Seven Tag Roster tag and both ratings, decisive or drawn
# results only, the tournament's dates, at most 600 plies.
$ pgnkit validate --profile=profiles/arbiter.yaml profiles/round5.pgn
profiles/round5.pgn:15:1: error: the tag 'BlackElo' is required by the profile [missing-tag]
profiles/round5.pgn:24:19: error: the result * is not allowed by the profile [result-not-allowed]
profiles/round5.pgn:28:1: error: the date 2026.10.31 is outside the profile's range 2026.11.01 to 2026.11.30 [date-out-of-range]
3 games: 1 valid, 2 invalid; 3 errors, 0 warnings
? 1

# Without the profile the same games are valid.
$ pgnkit validate profiles/round5.pgn
3 games: 3 valid, 0 invalid; 0 errors, 0 warnings

# JSON: the profile's codes in the game's diagnostics.
$ pgnkit validate --format=json -P profiles/arbiter.yaml profiles/round5.pgn | grep -o '"code":"[a-z-]*"'
"code":"missing-tag"
"code":"result-not-allowed"
"code":"date-out-of-range"
? 0

# max-plies, and strict: true makes warnings errors (the sample's Opera game has 33 plies).
$ pgnkit validate --profile=profiles/short.yaml sample.pgn | grep -c too-many-plies
2

$ pgnkit validate --quiet --profile=profiles/short.yaml sample.pgn
? 1

# A malformed profile: libyaml's line and column, exit 2, nothing validated.
$ pgnkit validate --profile=profiles/broken.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/broken.yaml:2:1: did not find expected ',' or ']'
? 2

$ pgnkit validate --profile=profiles/unknown-key.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/unknown-key.yaml:2:1: unknown key 'colour' (known: required-tags, allowed-results, date-range, max-plies, strict)
? 2

$ pgnkit validate --profile=profiles/missing.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/missing.yaml: cannot read it: No such file or directory
? 2
