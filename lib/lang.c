/* Piece letters by language (pgnkit-notations(7), SAN, Languages). */
#include "lang.h"

#include <string.h>

#include "bitboard.h"

static pk_lang langs[] = {
    {"en", "English", {'P', 'N', 'B', 'R', 'Q', 'K'}, {0}, 0},
    {"it", "Italian", {'P', 'C', 'A', 'T', 'D', 'R'}, {0}, 0},
    {"es", "Spanish", {'P', 'C', 'A', 'T', 'D', 'R'}, {0}, 0},
    {"fr", "French", {'P', 'C', 'F', 'T', 'D', 'R'}, {0}, 0},
    {"de", "German", {'B', 'S', 'L', 'T', 'D', 'K'}, {0}, 0},
    {"nl", "Dutch", {'O', 'P', 'L', 'T', 'D', 'K'}, {0}, 0},
    {"pt", "Portuguese", {'P', 'C', 'B', 'T', 'D', 'R'}, {0}, 0},
    {"sv", "Swedish", {'B', 'S', 'L', 'T', 'D', 'K'}, {0}, 0},
    {"da", "Danish", {'B', 'S', 'L', 'T', 'D', 'K'}, {0}, 0},
    {"no", "Norwegian", {'B', 'S', 'L', 'T', 'D', 'K'}, {0}, 0},
    {"cs", "Czech", {'P', 'J', 'S', 'V', 'D', 'K'}, {0}, 0},
    {"pl", "Polish", {'P', 'S', 'G', 'W', 'H', 'K'}, {0}, 0},
    {"hu", "Hungarian", {'G', 'H', 'F', 'B', 'V', 'K'}, {0}, 0},
    {"ro", "Romanian", {'P', 'C', 'N', 'T', 'D', 'R'}, {0}, 0},
    {"fi", "Finnish", {'P', 'R', 'L', 'T', 'D', 'K'}, {0}, 0},
};

/* Each language's letter-to-piece table, from its letters, before main() runs (no thread can
 * read the tables before they are complete). */
__attribute__((constructor)) static void fill_piece_tables(void)
{
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        memset(langs[i].piece_of, -1, sizeof langs[i].piece_of);
        for (int t = 5; t >= 0; t--) { /* the first type wins should a letter repeat */
            langs[i].piece_of[langs[i].letters[t] - 'A'] = (signed char)t;
            langs[i].letter_set |= 1u << (langs[i].letters[t] - 'A');
        }
    }
}

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
