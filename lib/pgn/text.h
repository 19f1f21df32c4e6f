/* Text encodings: UTF-8 checks and CP1252 (a superset of Latin-1) to UTF-8. */
#ifndef PK_TEXT_H
#define PK_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

bool pk_utf8_valid(const char *s, size_t len);
/* The code point at text[*i] (advancing *i past it), or -1 for a malformed sequence (advancing
 * one byte). */
int32_t pk_utf8_next(const char *text, size_t len, size_t *i);
/* Writes the UTF-8 form of CP1252 bytes into out (3 * len bytes suffice); returns its length. */
size_t pk_cp1252_to_utf8(const char *s, size_t len, char *out);
/* GBK (GB18030) to UTF-8 through the C library's iconv; (size_t)-1 when the bytes are not
 * GBK. out needs 2 * len + 4 bytes. */
size_t pk_gbk_to_utf8(const char *s, size_t len, char *out, size_t size);
/* Legacy text to UTF-8: GBK when gbk is set and the bytes are GBK, else CP1252. out: 3 * len + 4. */
size_t pk_legacy_to_utf8(const char *s, size_t len, bool gbk, char *out);
/* Characters (code points) in valid UTF-8. */
size_t pk_utf8_length(const char *s, size_t len);
/* Replaces each byte of s that is not part of valid UTF-8 with '?', in place. */
void pk_utf8_sanitize(char *s);
/* Case-insensitive (ASCII) substring test. */
bool pk_contains_nocase(const char *haystack, const char *needle);
/* pk_contains_nocase(haystack, a) || pk_contains_nocase(haystack, b), in one pass. */
bool pk_contains_either_nocase(const char *haystack, const char *a, const char *b);
/* Whether a[0..len) and b[0..len) are the same but for ASCII case (strncasecmp in the C locale,
 * over bytes that hold no NUL before len in b). */
bool pk_equal_nocase(const char *a, const char *b, size_t len);
/* Each byte in ASCII lower case (tolower in the C locale). */
extern const unsigned char pk_ascii_lower[256];

#endif
