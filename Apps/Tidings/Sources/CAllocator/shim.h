// glibc's mallopt(3) and its parameters for Swift: the Glibc module leaves out <malloc.h>.
#include <malloc.h>
