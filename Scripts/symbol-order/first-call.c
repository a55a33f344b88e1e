// first-call.so: records which functions of one executable run, in the order of their first call.
//
// Loaded with LD_PRELOAD by Scripts/symbol-order/record.sh, never by a shipped program. When the
// process is FIRST_CALL_EXECUTABLE, it writes a breakpoint (int3) over the first byte of every
// function listed in FIRST_CALL_FUNCTIONS (hexadecimal addresses, as `nm` prints them, sorted).
// The first call of each traps here: the byte is put back, the function's address is appended to
// a log of its own under FIRST_CALL_LOGS (one file per process), and the call goes on. Each
// function costs one trap, so the program runs at nearly its own speed.
//
// Every other process (a shell, a server the benchmark starts) is left alone.
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

enum { breakpoint = 0xCC };

// The executable's load address and its text mapping.
static unsigned long base, text_start, text_end;
// The listed functions (sorted addresses relative to `base`) and their first bytes; a function
// already logged has `breakpoint` as its saved byte.
static unsigned long *functions;
static unsigned char *saved;
static long function_count;
static int log_fd = -1;

static long find(unsigned long address) {
    long low = 0, high = function_count - 1;
    while (low <= high) {
        long middle = low + (high - low) / 2;
        if (functions[middle] == address) return middle;
        if (functions[middle] < address) low = middle + 1; else high = middle - 1;
    }
    return -1;
}

// Appends `value` in hexadecimal and a newline to the log, with async-signal-safe calls only.
static void log_address(unsigned long value) {
    char digits[20], line[24];
    int count = 0, length = 0;
    do {
        int digit = value & 15;
        digits[count++] = digit < 10 ? '0' + digit : 'a' + digit - 10;
        value >>= 4;
    } while (value);
    while (count) line[length++] = digits[--count];
    line[length++] = '\n';
    if (write(log_fd, line, length) < 0) return;
}

static void on_trap(int signal_number, siginfo_t *info, void *context) {
    (void)info;
    ucontext_t *state = context;
    unsigned long address = state->uc_mcontext.gregs[REG_RIP] - 1;
    long index = address >= base ? find(address - base) : -1;
    if (index < 0) {
        // A breakpoint that is not ours: let it do what it would have done.
        signal(signal_number, SIG_DFL);
        return;
    }
    unsigned char *code = (unsigned char *)address;
    if (*code == breakpoint && saved[index] != breakpoint) {
        *code = saved[index];
        saved[index] = breakpoint;
        log_address(functions[index]);
    }
    state->uc_mcontext.gregs[REG_RIP] = address;
}

// Reads the listed functions' addresses; false when the list cannot be read.
static int read_functions(const char *path) {
    FILE *list = fopen(path, "r");
    if (!list) return 0;
    long capacity = 1 << 16;
    functions = malloc(capacity * sizeof *functions);
    unsigned long value;
    while (functions && fscanf(list, "%lx", &value) == 1) {
        if (function_count == capacity) {
            capacity *= 2;
            functions = realloc(functions, capacity * sizeof *functions);
            if (!functions) break;
        }
        functions[function_count++] = value;
    }
    fclose(list);
    saved = malloc(function_count ? function_count : 1);
    return functions && saved;
}

// Finds the executable's load address and text mapping in /proc/self/maps.
static int find_mappings(const char *executable) {
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return 0;
    char line[PATH_MAX + 128];
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, end, offset;
        char permissions[8], path[PATH_MAX] = "";
        if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &start, &end, permissions, &offset, path) < 4) continue;
        if (strcmp(path, executable) != 0) continue;
        if (!base) base = start;
        if (permissions[2] == 'x') { text_start = start; text_end = end; }
    }
    fclose(maps);
    return text_start != 0;
}

__attribute__((constructor)) static void start_recording(void) {
    const char *executable = getenv("FIRST_CALL_EXECUTABLE");
    const char *list = getenv("FIRST_CALL_FUNCTIONS");
    const char *logs = getenv("FIRST_CALL_LOGS");
    if (!executable || !list || !logs) return;
    char self[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length < 0) return;
    self[length] = 0;
    if (strcmp(self, executable) != 0 || !find_mappings(self) || !read_functions(list)) return;

    char log_path[PATH_MAX];
    snprintf(log_path, sizeof log_path, "%s/%d", logs, (int)getpid());
    log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0644);
    if (log_fd < 0) return;
    if (mprotect((void *)text_start, text_end - text_start, PROT_READ | PROT_WRITE | PROT_EXEC) != 0) return;
    for (long index = 0; index < function_count; index++) {
        unsigned char *code = (unsigned char *)(base + functions[index]);
        if ((unsigned long)code < text_start || (unsigned long)code >= text_end) {
            saved[index] = breakpoint;
            continue;
        }
        saved[index] = *code;
        *code = breakpoint;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_trap;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigaction(SIGTRAP, &action, NULL);
}
