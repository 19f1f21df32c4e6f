/* Piece letters by language (pgnkit-notations(7), SAN, Languages). */
#include "lang.h"

#include <string.h>

#include "bitboard.h"

/* The letter-to-piece table, a row for each byte, and the letter set of six letters (pawn ..
 * king), written at compile time: the first type wins should a letter repeat. */
#define TYPE_OF(ch, p, n, b, r, q, k)                                                               \
    ((ch) == (p) ? 0 : (ch) == (n) ? 1 : (ch) == (b) ? 2 : (ch) == (r) ? 3 : (ch) == (q) ? 4 : (ch) == (k) ? 5 : -1)
#define TYPES_4(ch, ...)                                                                            \
    TYPE_OF((ch), __VA_ARGS__), TYPE_OF((ch) + 1, __VA_ARGS__), TYPE_OF((ch) + 2, __VA_ARGS__),     \
        TYPE_OF((ch) + 3, __VA_ARGS__)
#define TYPES_16(ch, ...)                                                                           \
    TYPES_4((ch), __VA_ARGS__), TYPES_4((ch) + 4, __VA_ARGS__), TYPES_4((ch) + 8, __VA_ARGS__),     \
        TYPES_4((ch) + 12, __VA_ARGS__)
#define TYPES_64(ch, ...)                                                                           \
    TYPES_16((ch), __VA_ARGS__), TYPES_16((ch) + 16, __VA_ARGS__), TYPES_16((ch) + 32, __VA_ARGS__), \
        TYPES_16((ch) + 48, __VA_ARGS__)
#define PIECE_OF(...)                                                                               \
    {TYPES_64(0, __VA_ARGS__), TYPES_64(64, __VA_ARGS__), TYPES_64(128, __VA_ARGS__), TYPES_64(192, __VA_ARGS__)}
#define LETTER_BIT(ch) (1u << ((ch) - 'A'))
#define LANG(code, name, p, n, b, r, q, k)                                                          \
    {code, name, {p, n, b, r, q, k}, PIECE_OF(p, n, b, r, q, k),                                    \
     LETTER_BIT(p) | LETTER_BIT(n) | LETTER_BIT(b) | LETTER_BIT(r) | LETTER_BIT(q) | LETTER_BIT(k)}

static const pk_lang langs[] = {
    LANG("en", "English", 'P', 'N', 'B', 'R', 'Q', 'K'),
    LANG("it", "Italian", 'P', 'C', 'A', 'T', 'D', 'R'),
    LANG("es", "Spanish", 'P', 'C', 'A', 'T', 'D', 'R'),
    LANG("fr", "French", 'P', 'C', 'F', 'T', 'D', 'R'),
    LANG("de", "German", 'B', 'S', 'L', 'T', 'D', 'K'),
    LANG("nl", "Dutch", 'O', 'P', 'L', 'T', 'D', 'K'),
    LANG("pt", "Portuguese", 'P', 'C', 'B', 'T', 'D', 'R'),
    LANG("sv", "Swedish", 'B', 'S', 'L', 'T', 'D', 'K'),
    LANG("da", "Danish", 'B', 'S', 'L', 'T', 'D', 'K'),
    LANG("no", "Norwegian", 'B', 'S', 'L', 'T', 'D', 'K'),
    LANG("cs", "Czech", 'P', 'J', 'S', 'V', 'D', 'K'),
    LANG("pl", "Polish", 'P', 'S', 'G', 'W', 'H', 'K'),
    LANG("hu", "Hungarian", 'G', 'H', 'F', 'B', 'V', 'K'),
    LANG("ro", "Romanian", 'P', 'C', 'N', 'T', 'D', 'R'),
    LANG("fi", "Finnish", 'P', 'R', 'L', 'T', 'D', 'K'),
};

const pk_lang *pk_lang_at(int i) { return &langs[i]; }
int pk_lang_count(void) { return (int)(sizeof langs / sizeof langs[0]); }
const pk_lang *pk_lang_english(void) { return &langs[0]; }

const pk_lang *pk_lang_find(const char *code)
{
    for (int i = 0; i < pk_lang_count(); i++)
        if (strcmp(langs[i].code, code) == 0)
            return &langs[i];
    return NULL;
}
