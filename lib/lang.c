/* Piece letters by language (NOTATIONS.md section 2). */
#include "lang.h"

#include <string.h>

#include "bitboard.h"

static const pk_lang langs[] = {
    {"en", "English", {'P', 'N', 'B', 'R', 'Q', 'K'}},
    {"it", "Italian", {'P', 'C', 'A', 'T', 'D', 'R'}},
    {"es", "Spanish", {'P', 'C', 'A', 'T', 'D', 'R'}},
    {"fr", "French", {'P', 'C', 'F', 'T', 'D', 'R'}},
    {"de", "German", {'B', 'S', 'L', 'T', 'D', 'K'}},
    {"nl", "Dutch", {'O', 'P', 'L', 'T', 'D', 'K'}},
    {"pt", "Portuguese", {'P', 'C', 'B', 'T', 'D', 'R'}},
    {"sv", "Swedish", {'B', 'S', 'L', 'T', 'D', 'K'}},
    {"da", "Danish", {'B', 'S', 'L', 'T', 'D', 'K'}},
    {"no", "Norwegian", {'B', 'S', 'L', 'T', 'D', 'K'}},
    {"cs", "Czech", {'P', 'J', 'S', 'V', 'D', 'K'}},
    {"pl", "Polish", {'P', 'S', 'G', 'W', 'H', 'K'}},
    {"hu", "Hungarian", {'G', 'H', 'F', 'B', 'V', 'K'}},
    {"ro", "Romanian", {'P', 'C', 'N', 'T', 'D', 'R'}},
    {"fi", "Finnish", {'P', 'R', 'L', 'T', 'D', 'K'}},
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
