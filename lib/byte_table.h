/* A 256-entry table of byte classes written at compile time from a predicate macro:
 *     static const unsigned char is_digit[256] = {PK_BYTE_TABLE(IS_DIGIT)};
 * where IS_DIGIT(c) is a constant expression in c (0..255). See once.h for why tables are
 * built this way. */
#ifndef PK_BYTE_TABLE_H
#define PK_BYTE_TABLE_H

#define PK_BYTES_16(f, hi)                                                                          \
    f((hi) + 0x0), f((hi) + 0x1), f((hi) + 0x2), f((hi) + 0x3), f((hi) + 0x4), f((hi) + 0x5),         \
        f((hi) + 0x6), f((hi) + 0x7), f((hi) + 0x8), f((hi) + 0x9), f((hi) + 0xA), f((hi) + 0xB),     \
        f((hi) + 0xC), f((hi) + 0xD), f((hi) + 0xE), f((hi) + 0xF)

#define PK_BYTE_TABLE(f)                                                                            \
    PK_BYTES_16(f, 0x00), PK_BYTES_16(f, 0x10), PK_BYTES_16(f, 0x20), PK_BYTES_16(f, 0x30),           \
        PK_BYTES_16(f, 0x40), PK_BYTES_16(f, 0x50), PK_BYTES_16(f, 0x60), PK_BYTES_16(f, 0x70),       \
        PK_BYTES_16(f, 0x80), PK_BYTES_16(f, 0x90), PK_BYTES_16(f, 0xA0), PK_BYTES_16(f, 0xB0),       \
        PK_BYTES_16(f, 0xC0), PK_BYTES_16(f, 0xD0), PK_BYTES_16(f, 0xE0), PK_BYTES_16(f, 0xF0)

#endif
