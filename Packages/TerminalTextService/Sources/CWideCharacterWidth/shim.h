// glibc's wcwidth(3) for Swift. <wchar.h> declares it only under _XOPEN_SOURCE, which the Glibc
// module is built without, so it is declared here with glibc's own signature; libc provides it.
#include <stddef.h>

extern int wcwidth(wchar_t character);
