# Compressed input and archives (pgnkit-validate(1)): recognised by their first bytes, whatever the
# file's name, from files and standard input alike, in every command that reads games; refused
# (until pgnkit reads them) with one message naming the format and the command that reads it,
# exit status 2 as for an unreadable input, the next file still read.
#
# Once a bug: a compressed file is read as PGN, its bytes reported as a stream of errors
# ("a NUL byte: this looks like a binary file", bad-syntax, unknown-notation) or, worse, as no
# game at all with exit status 0.

$ pgnkit validate compressed/game.pgn.gz compressed/game.pgn.bz2 compressed/game.pgn.xz compressed/game.pgn.zst compressed/game.zip convert/legal.pgn 2>&1
pgnkit validate: 'compressed/game.pgn.gz' is compressed with gzip: pgnkit does not read compressed files yet; decompress it first: gzip -dc compressed/game.pgn.gz | pgnkit validate -
pgnkit validate: 'compressed/game.pgn.bz2' is compressed with bzip2: pgnkit does not read compressed files yet; decompress it first: bzip2 -dc compressed/game.pgn.bz2 | pgnkit validate -
pgnkit validate: 'compressed/game.pgn.xz' is compressed with xz: pgnkit does not read compressed files yet; decompress it first: xz -dc compressed/game.pgn.xz | pgnkit validate -
pgnkit validate: 'compressed/game.pgn.zst' is compressed with zstd: pgnkit does not read compressed files yet; decompress it first: zstd -dc compressed/game.pgn.zst | pgnkit validate -
pgnkit validate: 'compressed/game.zip' is a zip archive: pgnkit does not read archives yet; extract it first: unzip -p compressed/game.zip | pgnkit validate -
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings
? 2

# the message goes to standard error; the report (standard output) has the other files only
$ pgnkit validate --format=json compressed/game.pgn.zst convert/legal.pgn 2>/dev/null | grep -c '"file"'
1
? 0

# standard input: no name to give, FILE in its place
$ pgnkit validate < compressed/game.pgn.gz 2>&1
pgnkit validate: the standard input is compressed with gzip: pgnkit does not read compressed files yet; decompress it first: gzip -dc FILE | pgnkit validate -
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
? 2

$ cat compressed/game.pgn.xz | pgnkit convert - convert/legal.pgn 2>&1 | head -n 2
pgnkit convert: the standard input is compressed with xz: pgnkit does not read compressed files yet; decompress it first: xz -dc FILE | pgnkit convert -
[Event "Paris"]

$ pgnkit convert compressed/game.pgn.zst convert/legal.pgn > /dev/null 2>&1
? 2

$ pgnkit replay compressed/game.pgn.bz2 2>&1
pgnkit replay: 'compressed/game.pgn.bz2' is compressed with bzip2: pgnkit does not read compressed files yet; decompress it first: bzip2 -dc compressed/game.pgn.bz2 | pgnkit replay -
? 2

# whatever the name; and a name the shell must quote is quoted in the command given
$ cp compressed/game.pgn.gz "/tmp/pgnkit games $$.pgn" && pgnkit validate --quiet "/tmp/pgnkit games $$.pgn" 2>&1 | sed "s/ $$\.pgn/ N.pgn/g"; rm -f "/tmp/pgnkit games $$.pgn"
pgnkit validate: '/tmp/pgnkit games N.pgn' is compressed with gzip: pgnkit does not read compressed files yet; decompress it first: gzip -dc '/tmp/pgnkit games N.pgn' | pgnkit validate -

# the other formats, by their first bytes
$ printf '\050\265\057\375 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is compressed with zstd: pgnkit does not read compressed files yet; decompress it first: zstd -dc FILE | pgnkit validate -
? 2

$ printf '\004\042\115\030 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is compressed with lz4: pgnkit does not read compressed files yet; decompress it first: lz4 -dc FILE | pgnkit validate -
? 2

$ printf '\037\235 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is compressed with compress (.Z): pgnkit does not read compressed files yet; decompress it first: gzip -dc FILE | pgnkit validate -
? 2

$ printf '7z\274\257\047\034 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is a 7z archive: pgnkit does not read archives yet; extract it first: 7z x -so FILE | pgnkit validate -
? 2

$ printf 'Rar!\032\007\000 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is a RAR archive: pgnkit does not read archives yet; extract it first: unrar p -inul FILE | pgnkit validate -
? 2

$ printf 'PK\005\006 an empty zip' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is a zip archive: pgnkit does not read archives yet; extract it first: unzip -p FILE | pgnkit validate -
? 2

# not compressed: text that starts like a magic number but is not one (bzip2 wants its block
# size digit after BZh), and an empty input
$ printf 'BZh is no move *\n' | pgnkit validate 2>&1
<stdin>:1:1: error: 'BZh' is not a move in any notation pgnkit reads (SAN, LAN, UCI, ICCF numeric) [unknown-notation]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate < /dev/null
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
