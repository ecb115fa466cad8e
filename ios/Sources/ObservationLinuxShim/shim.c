// Debian trixie's swiftlang 6.0.3 ships a libswiftObservation.so that calls
// swift::threading::fatal(const char *, ...) without any runtime library
// defining it, so every program that uses @Observable fails to link on Linux.
// This defines that one symbol (its Itanium-mangled name) with the same
// behaviour: print the message and abort. Linux only; empty elsewhere.
#ifdef __linux__
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((visibility("default"), noreturn)) void _ZN5swift9threading5fatalEPKcz(const char *format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    abort();
}
#endif
