# Dates and profiles (issue 15, item 7): impossible dates are bad-date warnings at their tag
# and satisfy no range; profile diagnostics about a tag point at it; profile settings that
# would check nothing or everything wrongly are errors.

# Every date tag (Date, EventDate, UTCDate) is checked against the calendar, leap years
# included; digits written as ? may be any that make a day (2026.??.31).
$ pgnkit validate dates/impossible-dates.pgn
dates/impossible-dates.pgn:3:1: warning: Date tag '2023.02.29' is not a calendar date: February 2023 has 28 days [bad-date]
dates/impossible-dates.pgn:4:1: warning: EventDate tag '2026.13.01' is not a calendar date: there is no month 13 [bad-date]
dates/impossible-dates.pgn:5:1: warning: UTCDate tag '2026.04.31' is not a calendar date: April has 30 days [bad-date]
dates/impossible-dates.pgn:14:1: warning: UTCDate tag '2026.11.00' is not a calendar date: there is no day 00 [bad-date]
2 games: 2 valid, 0 invalid; 0 errors, 4 warnings

$ pgnkit validate --strict --quiet dates/impossible-dates.pgn
? 1

# The automatic draws judge by a valid date only: 30 February 2010 counts as unknown (recent),
# so the fivefold repetition ends the game and 1-0 is wrong.
$ pgnkit validate dates/fivefold-bad-date.pgn
dates/fivefold-bad-date.pgn:2:1: warning: Date tag '2010.02.30' is not a calendar date: February 2010 has 28 days [bad-date]
dates/fivefold-bad-date.pgn:8:12: error: the game ended in a fivefold repetition at ply 16, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
1 game: 0 valid, 1 invalid; 1 error, 1 warning
? 1

# A profile: '?' and empty values do not satisfy required-tags, and are reported at their tag;
# an impossible date is outside any range (at the Date tag, not the [Event line); a date of
# unknown digits says nothing.
$ pgnkit validate --profile=profiles/february.yaml profiles/february.pgn
profiles/february.pgn:2:1: error: the tag 'Site' is required by the profile, but its value '?' says nothing [missing-tag]
profiles/february.pgn:3:1: warning: Date tag '2026.02.30' is not a calendar date: February 2026 has 28 days [bad-date]
profiles/february.pgn:3:1: error: the date 2026.02.30 is not a calendar date, so it is not within the profile's range 2026.02.01 to 2026.02.28 [date-out-of-range]
profiles/february.pgn:4:1: error: the tag 'Round' is required by the profile, but its value is empty and says nothing [missing-tag]
profiles/february.pgn:19:1: warning: Date tag '2026.13.01' is not a calendar date: there is no month 13 [bad-date]
profiles/february.pgn:19:1: error: the date 2026.13.01 is not a calendar date, so it is not within the profile's range 2026.02.01 to 2026.02.28 [date-out-of-range]
profiles/february.pgn:27:1: error: the tag 'Date' is required by the profile, but its value '????.??.??' says nothing [missing-tag]
4 games: 1 valid, 3 invalid; 5 errors, 2 warnings
? 1

$ pgnkit validate --format=json --profile=profiles/february.yaml profiles/february.pgn | head -1
{"file":"profiles/february.pgn","game":1,"line":1,"white":null,"black":null,"result":"1-0","variant":"chess","notation":"san","lang":"en","plies":7,"valid":false,"outcome":"checkmate","diagnostics":[{"severity":"error","code":"missing-tag","line":2,"column":1,"ply":null,"move":null,"message":"the tag 'Site' is required by the profile, but its value '?' says nothing","suggestions":[]},{"severity":"warning","code":"bad-date","line":3,"column":1,"ply":null,"move":null,"message":"Date tag '2026.02.30' is not a calendar date: February 2026 has 28 days","suggestions":[]},{"severity":"error","code":"date-out-of-range","line":3,"column":1,"ply":null,"move":null,"message":"the date 2026.02.30 is not a calendar date, so it is not within the profile's range 2026.02.01 to 2026.02.28","suggestions":[]},{"severity":"error","code":"missing-tag","line":4,"column":1,"ply":null,"move":null,"message":"the tag 'Round' is required by the profile, but its value is empty and says nothing","suggestions":[]}],"moves_with_clock":0,"moves_with_eval":0}

# too-many-plies points at the first move beyond the limit (the Opera game's 31st ply).
$ pgnkit validate --profile=profiles/short.yaml sample.pgn | grep too-many-plies
sample.pgn:14:5: error: 33 plies, more than the profile's 30 [too-many-plies]
sample.pgn:47:17: error: 47 plies, more than the profile's 30 [too-many-plies]

# Profile settings that would silently check nothing: errors (exit 2), nothing validated.
$ pgnkit validate --profile=profiles/reversed-range.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/reversed-range.yaml:2:13: 'date-range' is reversed: its first date 2026.11.30 is after its last 2026.11.01
? 2

$ pgnkit validate --profile=profiles/empty-results.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/empty-results.yaml:2:18: 'allowed-results' is empty: no game could pass; list the results allowed (1-0, 0-1, 1/2-1/2, *) or leave the key out to allow any
? 2

$ pgnkit validate --profile=profiles/impossible-day.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/impossible-day.yaml:1:13: '2026.02.30' is not a calendar date: February 2026 has 28 days
? 2

$ pgnkit validate --profile=profiles/unknown-key.yaml sample.pgn 2>&1
pgnkit validate: bad profile: profiles/unknown-key.yaml:2:1: unknown key 'colour' (known: required-tags, allowed-results, date-range, max-plies, strict)
? 2
