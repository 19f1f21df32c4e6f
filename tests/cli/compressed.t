# Compressed input and archives (pgnkit-validate(1), Compressed input): gzip, bzip2, xz and zstd
# streams and zip archives, recognised by their first bytes whatever the file's name, from files
# and standard input alike, in every command that reads games. A diagnostic in an archive member
# names it as ARCHIVE:MEMBER:LINE:COL (in JSON, "file" is ARCHIVE:MEMBER). A fault (a stream cut
# short or corrupt, an encrypted member, a member that is not PGN, a limit) is one message on
# standard error after the games read before it, exit status 2, and the next file is still read.
#
# The compressed inputs are made by each test in a folder of its own (gzip, bzip2, xz, zstd,
# zip and python3's zipfile), from two PGN files of testdata: validate/error-then-valid.pgn (game
# 1 has an illegal move at 6:13, game 2 is valid) and convert/legal.pgn (one valid game).
#
# Once a bug: a compressed file was read as PGN, its bytes reported as a stream of errors ("a NUL
# byte: this looks like a binary file", bad-syntax) or as no game at all with exit status 0; then
# it was refused, with the command that decompresses it.

# the files of testdata/compressed (one game each), every format
$ pgnkit validate compressed/game.pgn.gz compressed/game.pgn.bz2 compressed/game.pgn.xz compressed/game.pgn.zst compressed/game.zip convert/legal.pgn 2>&1
6 games: 6 valid, 0 invalid; 0 errors, 0 warnings

# each format, named by the file's path as a plain file is
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/two.pgn"; cd "$d"; gzip -k two.pgn; bzip2 -k two.pgn; xz -k two.pgn; zstd -q -k two.pgn; pgnkit validate two.pgn.gz two.pgn.bz2 two.pgn.xz two.pgn.zst; s=$?; rm -rf "$d"; exit $s
two.pgn.gz:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
two.pgn.bz2:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
two.pgn.xz:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
two.pgn.zst:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
8 games: 4 valid, 4 invalid; 4 errors, 0 warnings
? 1

# standard input, every format
$ for z in gzip bzip2 xz zstd; do $z -c validate/error-then-valid.pgn | pgnkit validate --quiet; echo "$z $?"; $z -c validate/error-then-valid.pgn | pgnkit validate - | head -n 1; done
gzip 1
<stdin>:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
bzip2 1
<stdin>:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
xz 1
<stdin>:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
zstd 1
<stdin>:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]

# by content, not by name
$ d=$(mktemp -d); gzip -c convert/legal.pgn > "$d/games.pgn"; zstd -q -c convert/legal.pgn > "$d/games"; pgnkit validate "$d/games.pgn" "$d/games"; rm -rf "$d"
2 games: 2 valid, 0 invalid; 0 errors, 0 warnings

# a zip archive: every member in archive order, each named; lines and games counted per member
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/round1.pgn"; cp convert/legal.pgn "$d/round2.pgn"; cd "$d"; zip -q twic.zip round2.pgn round1.pgn; pgnkit validate twic.zip; pgnkit validate --format=json twic.zip | cut -d, -f1-3; pgnkit validate - < twic.zip | head -n 1; s=$?; rm -rf "$d"; exit $s
twic.zip:round1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
{"file":"twic.zip:round2.pgn","game":1,"line":1
{"file":"twic.zip:round1.pgn","game":1,"line":1
{"file":"twic.zip:round1.pgn","game":2,"line":8
<stdin>:round1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]

# a member in a folder, a folder skipped, a stored member
$ d=$(mktemp -d); mkdir "$d/2026"; cp validate/error-then-valid.pgn "$d/2026/r1.pgn"; cd "$d"; zip -q -r -0 a.zip 2026; pgnkit validate a.zip; s=$?; rm -rf "$d"; exit $s
a.zip:2026/r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

# written to a pipe (sizes after the data, in data descriptors), and read from one
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cd "$d"; zip -q - r1.pgn | pgnkit validate; s=$?; rm -rf "$d"; exit $s
<stdin>:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

# zip64 (sizes in an extra field, 8-byte sizes in the data descriptors), to a file and to a pipe
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cd "$d"; zip -q -fz a.zip r1.pgn; zip -q -fz - r1.pgn | cat > p.zip; pgnkit validate a.zip p.zip; s=$?; rm -rf "$d"; exit $s
a.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
p.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
4 games: 2 valid, 2 invalid; 2 errors, 0 warnings
? 1

# streams one after the other (pigz, pbzip2, zstd -T, concatenated files): one stream of PGN
$ for z in gzip bzip2 xz zstd; do { $z -c validate/error-then-valid.pgn; $z -c convert/legal.pgn; } | pgnkit validate --format=json | cut -d, -f1-3 | tr '\n' ' '; echo; done
{"file":"<stdin>","game":1,"line":1 {"file":"<stdin>","game":2,"line":8 {"file":"<stdin>","game":3,"line":14 
{"file":"<stdin>","game":1,"line":1 {"file":"<stdin>","game":2,"line":8 {"file":"<stdin>","game":3,"line":14 
{"file":"<stdin>","game":1,"line":1 {"file":"<stdin>","game":2,"line":8 {"file":"<stdin>","game":3,"line":14 
{"file":"<stdin>","game":1,"line":1 {"file":"<stdin>","game":2,"line":8 {"file":"<stdin>","game":3,"line":14 

# a compressed member of an archive, and an archive in an archive: names joined by ':'
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cd "$d"; gzip -k r1.pgn; zip -q inner.zip r1.pgn; zip -q outer.zip r1.pgn.gz inner.zip; pgnkit validate outer.zip; s=$?; rm -rf "$d"; exit $s
outer.zip:r1.pgn.gz:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
outer.zip:inner.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
4 games: 2 valid, 2 invalid; 2 errors, 0 warnings
? 1

# empty: an archive with no member, a compressed empty file
$ d=$(mktemp -d); cd "$d"; python3 -c 'import zipfile; zipfile.ZipFile("e.zip", "w").close()'; : > e.pgn; gzip e.pgn; zstd -q -c < /dev/null > e.zst; pgnkit validate e.zip e.pgn.gz e.zst; s=$?; rm -rf "$d"; exit $s
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings

# convert and replay read them too; replay numbers the games on from one member to the next
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; zip -q a.zip r2.pgn r1.pgn; pgnkit convert --to=uci a.zip 2>&1 | grep -c '^\[Event '; pgnkit convert a.zip 2>&1 >/dev/null; pgnkit replay --game=3 --format=fen a.zip 2>&1; xz -c r2.pgn | pgnkit replay --format=fen; s=$?; rm -rf "$d"; exit $s
3
a.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4
r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

# --jobs: the same report
$ d=$(mktemp -d); for i in 1 2 3 4 5 6; do cat validate/*.pgn; done > "$d/all.pgn"; cd "$d"; zstd -q all.pgn; zip -q all.zip all.pgn all.pgn.zst; pgnkit validate --format=json all.zip > one; pgnkit validate --format=json -j 3 all.zip > three; cmp one three && wc -l < one | tr -d ' '; rm -rf "$d"
1560

# ---- faults: the games before are reported, then one message; exit status 2; the next file read

# a stream cut short: every format, its first stream whole, the second cut in the middle
$ d=$(mktemp -d); cd "$d"; for z in gzip bzip2 xz zstd; do { $z -c "$OLDPWD/validate/error-then-valid.pgn"; $z -c "$OLDPWD/convert/legal.pgn" | head -c 40; } > cut.$z; pgnkit validate cut.$z "$OLDPWD/convert/legal.pgn" >out 2>err; echo "status $?"; cat out err; done; rm -rf "$d"
status 2
cut.gzip:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
pgnkit validate: 'cut.gzip': the gzip data is corrupt or cut short at byte 211 of the input, after 243 bytes of PGN: the input ends before the end of the gzip stream
status 2
cut.bzip2:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
pgnkit validate: 'cut.bzip2': the bzip2 data is corrupt or cut short at byte 223 of the input, after 243 bytes of PGN: the input ends before the end of the bzip2 stream
status 2
cut.xz:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
cut.xz:14:1: error: a tag needs a quoted value: [Name "value"] [bad-tag]
cut.xz:14:1: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
4 games: 2 valid, 2 invalid; 2 errors, 1 warning
pgnkit validate: 'cut.xz': the xz data is corrupt or cut short at byte 232 of the input, after 248 bytes of PGN: the input ends before the end of the xz stream
status 2
cut.zstd:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
pgnkit validate: 'cut.zstd': the zstd data is corrupt or cut short at byte 180 of the input, after 243 bytes of PGN: the input ends before the end of the zstd stream

# from standard input
$ d=$(mktemp -d); { gzip -c validate/error-then-valid.pgn; gzip -c convert/legal.pgn | head -c 30; } | pgnkit validate --format=json >"$d/out" 2>"$d/err"; echo "status $?"; cut -c 1-60 "$d/out"; cat "$d/err"; rm -rf "$d"
status 2
{"file":"<stdin>","game":1,"line":1,"white":"White","black":
{"file":"<stdin>","game":2,"line":8,"white":"White","black":
pgnkit validate: '<stdin>': the gzip data is corrupt or cut short at byte 201 of the input, after 243 bytes of PGN: the input ends before the end of the gzip stream

# corrupt: a byte changed inside the second stream
$ d=$(mktemp -d); cd "$d"; for z in gzip bzip2 xz zstd; do { $z -c "$OLDPWD/validate/error-then-valid.pgn"; $z -c "$OLDPWD/convert/legal.pgn" | python3 -c 'import sys; b = bytearray(sys.stdin.buffer.read()); b[len(b) // 2] ^= 0x55; sys.stdout.buffer.write(b)'; } > bad.$z; pgnkit validate --quiet bad.$z; echo "status $?"; done 2>&1; rm -rf "$d"
pgnkit validate: 'bad.gzip': the gzip data is corrupt or cut short at byte 373 of the input, after 465 bytes of PGN: incorrect data check
status 2
pgnkit validate: 'bad.bzip2': the bzip2 data is corrupt or cut short at byte 388 of the input, after 542 bytes of PGN: corrupt data
status 2
pgnkit validate: 'bad.xz': the xz data is corrupt or cut short at byte 326 of the input, after 364 bytes of PGN: corrupt data
status 2
pgnkit validate: 'bad.zstd': the zstd data is corrupt or cut short at byte 140 of the input, after 243 bytes of PGN: Restored data doesn't match checksum
status 2

# a zip archive cut short in its second member, or with a member changed (its CRC does not match)
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; zip -q a.zip r1.pgn r2.pgn; python3 -c 'import zipfile; z = zipfile.ZipFile("a.zip"); i = z.getinfo("r2.pgn"); d = open("a.zip", "rb").read(); open("cut.zip", "wb").write(d[:i.header_offset + 30 + 6 + i.compress_size // 2]); b = bytearray(d); b[i.header_offset + 30 + 6 + i.compress_size // 2] ^= 1; open("bad.zip", "wb").write(b)'; pgnkit validate cut.zip bad.zip >out 2>err; echo "status $?"; cat out err; rm -rf "$d"
status 2
cut.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
cut.zip:r2.pgn:2:1: error: a tag needs a quoted value: [Name "value"] [bad-tag]
cut.zip:r2.pgn:2:1: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
bad.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
bad.zip:r2.pgn:2:1: error: a tag needs a quoted value: [Name "value"] [bad-tag]
bad.zip:r2.pgn:2:1: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
6 games: 2 valid, 4 invalid; 4 errors, 2 warnings
pgnkit validate: 'cut.zip:r2.pgn': the zip data is corrupt or cut short at byte 321 of the input, after 21 bytes of PGN: the input ends inside the member
pgnkit validate: 'bad.zip:r2.pgn': the zip data is corrupt or cut short at byte 322 of the input, after 21 bytes of PGN: invalid distance too far back

# a member that is not PGN, an encrypted member (its size known: the members after it are read)
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cd "$d"; printf 'PNG\0\1\2' > logo.png; python3 -c 'import zipfile; z = zipfile.ZipFile("a.zip", "w"); z.writestr("logo.png", open("logo.png", "rb").read()); z.writestr("secret.pgn", b"xxxxxxxxxxxx"); z.write("r1.pgn"); z.close(); b = bytearray(open("a.zip", "rb").read()); o = zipfile.ZipFile("a.zip").getinfo("secret.pgn").header_offset; b[o + 6] |= 1; open("a.zip", "wb").write(b)'; pgnkit validate a.zip >out 2>err; echo "status $?"; cat out err; rm -rf "$d"
status 2
a.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
pgnkit validate: 'a.zip:logo.png': the member is not a PGN file (it holds binary data): not read
pgnkit validate: 'a.zip:secret.pgn': the member is encrypted: pgnkit cannot read it; decrypt it first

# encrypted by zip -P: its size is written after it, so that nothing after it can be found
$ d=$(mktemp -d); cp validate/error-then-valid.pgn "$d/r1.pgn"; cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; zip -q a.zip r1.pgn; zip -q -P secret a.zip r2.pgn; pgnkit validate a.zip >out 2>err; echo "status $?"; cat out err; rm -rf "$d"
status 2
a.zip:r1.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
pgnkit validate: 'a.zip:r2.pgn': the member is encrypted: pgnkit cannot read it; decrypt it first; the members after it cannot be found: its size is written only after it

# stored, its size written after it (zip -0 to a pipe): refused
$ d=$(mktemp -d); cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; zip -q -0 - r2.pgn | pgnkit validate 2>&1; echo "status $?"; rm -rf "$d"
pgnkit validate: '<stdin>:r2.pgn': the member is stored (not compressed) with its size written only after it: pgnkit cannot find its end, nor the members after it; extract it first
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
status 2

# ---- limits: the input is read no further, exit status 2, in bounded memory and time

# a stream that expands a thousandfold (a decompression bomb): spaces, 40 MB from 39 KB
$ d=$(mktemp -d); cd "$d"; head -c 40000000 /dev/zero | tr '\0' ' ' | gzip -9 > bomb.gz; pgnkit validate bomb.gz 2>&1; s=$?; rm -rf "$d"; exit $s
pgnkit validate: 'bomb.gz': the data expands more than 250-fold (16908288 bytes from 38846): read no further, as from a decompression bomb [limit]
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
? 2

# a zip bomb: a member that is not PGN, its size written after it (zip to a pipe), decompressed
# only to find its end, and that counts too
$ d=$(mktemp -d); cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; head -c 40000000 /dev/zero > zeros; zip -q - zeros r2.pgn | cat > bomb.zip; pgnkit validate bomb.zip 2>&1; s=$?; rm -rf "$d"; exit $s
pgnkit validate: 'bomb.zip:zeros': the member is not a PGN file (it holds binary data): not read
pgnkit validate: 'bomb.zip': the zip data at byte 16490 of the input: expands more than 250-fold (16781312 bytes from 39337) in a member not read: read no further, as from a decompression bomb [limit]
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
? 2

# packed four levels deep
$ d=$(mktemp -d); cp convert/legal.pgn "$d/r2.pgn"; cd "$d"; gzip r2.pgn; zip -q 1.zip r2.pgn.gz; zip -q 2.zip 1.zip; zip -q 3.zip 2.zip; pgnkit validate 2.zip 3.zip 2>&1; s=$?; rm -rf "$d"; exit $s
pgnkit validate: '3.zip:2.zip:1.zip:r2.pgn.gz': the member is packed (gzip) 4 levels deep: pgnkit reads 3 at most [limit]
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings
? 2

# more than 65536 members
$ d=$(mktemp -d); cd "$d"; python3 -c 'import zipfile; z = zipfile.ZipFile("many.zip", "w"); [z.writestr("g%d.pgn" % i, "") for i in range(65537)]; z.close()'; pgnkit validate many.zip 2>&1; s=$?; rm -rf "$d"; exit $s
pgnkit validate: 'many.zip': more than 65536 members: read no further [limit]
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
? 2

# ---- formats pgnkit does not read: refused with the command that reads them

$ printf '\004\042\115\030 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is compressed with lz4: pgnkit does not read lz4; decompress it first: lz4 -dc FILE | pgnkit validate -
? 2

$ printf '\037\235 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is compressed with compress (.Z): pgnkit does not read .Z files; decompress it first: gzip -dc FILE | pgnkit validate -
? 2

$ printf '7z\274\257\047\034 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is a 7z archive: pgnkit does not read 7z archives; extract it first: 7z x -so FILE | pgnkit validate -
? 2

$ printf 'Rar!\032\007\000 more' | pgnkit validate 2>&1 >/dev/null
pgnkit validate: the standard input is a RAR archive: pgnkit does not read RAR archives; extract it first: unrar p -inul FILE | pgnkit validate -
? 2

# whatever the name; a name the shell must quote is quoted in the command given
$ printf '7z\274\257\047\034 more' > "/tmp/pgnkit games $$.pgn" && pgnkit replay "/tmp/pgnkit games $$.pgn" 2>&1 | sed "s/ $$\.pgn/ N.pgn/g"; rm -f "/tmp/pgnkit games $$.pgn"
pgnkit replay: '/tmp/pgnkit games N.pgn' is a 7z archive: pgnkit does not read 7z archives; extract it first: 7z x -so '/tmp/pgnkit games N.pgn' | pgnkit replay -

# not compressed: text that starts like a magic number but is not one (bzip2 wants its block
# size digit after BZh), and an empty input
$ printf 'BZh is no move *\n' | pgnkit validate 2>&1
<stdin>:1:1: error: 'BZh' is not a move in any notation pgnkit reads (SAN, LAN, UCI, ICCF numeric) [unknown-notation]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate < /dev/null
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
