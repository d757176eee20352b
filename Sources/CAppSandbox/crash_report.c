// The crash report of an app process. Swift's own backtracer starts a helper program to
// symbolicate, which the sandbox forbids (no new processes), so the app writes the crashed
// thread's raw frames instead, and the runner, outside the sandbox, turns them into files and
// lines with the toolchain's llvm-symbolizer (CrashSymbolizer). Each frame is one line on
// standard error:
//
//   *** Program crashed: Illegal instruction
//   tutor-frame 0x1a2b3 /path/of/the/object
//
// where the number is the frame's address relative to the object's load address (its address in
// the ELF file for a position-independent object), already moved back into the calling
// instruction for return addresses. The signal is then raised again with its default action, so
// the process ends by the signal it crashed with.
#define _GNU_SOURCE
#include "confinement.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

static void write_text(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

static void write_hex(uintptr_t value) {
  char digits[2 + 16 + 1];
  int position = (int)sizeof digits - 1;
  digits[position] = '\0';
  do {
    digits[--position] = "0123456789abcdef"[value & 0xf];
    value >>= 4;
  } while (value != 0 && position > 2);
  digits[--position] = 'x';
  digits[--position] = '0';
  write_text(digits + position);
}

static const char *signal_description(int signal_number) {
  switch (signal_number) {
  case SIGSEGV: return "Bad pointer dereference";
  case SIGBUS: return "Bus error";
  case SIGILL: return "Illegal instruction";
  case SIGFPE: return "Arithmetic error";
  case SIGTRAP: return "Trace/breakpoint trap";
  case SIGABRT: return "Aborted";
  default: return "Crash";
  }
}

static uintptr_t faulting_address(void *context) {
  ucontext_t *registers = context;
#if defined(__x86_64__)
  return (uintptr_t)registers->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
  return (uintptr_t)registers->uc_mcontext.pc;
#else
  (void)registers;
  return 0;
#endif
}

static void on_crash(int signal_number, siginfo_t *info, void *context) {
  (void)info;
  write_text("\n*** Program crashed: ");
  write_text(signal_description(signal_number));
  write_text("\n");
  void *frames[64];
  int count = backtrace(frames, 64);
  uintptr_t faulting = faulting_address(context);
  // Frames up to the faulting one are this handler's and the signal trampoline's.
  int first = 0;
  for (int index = 0; index < count; index++) {
    if ((uintptr_t)frames[index] == faulting) {
      first = index;
      break;
    }
  }
  for (int index = first; index < count; index++) {
    uintptr_t address = (uintptr_t)frames[index];
    if (index != first || faulting == 0) address -= 1;  // a return address: back into the call
    Dl_info where;
    if (dladdr((void *)address, &where) == 0 || where.dli_fname == NULL) continue;
    write_text("tutor-frame ");
    write_hex(address - (uintptr_t)where.dli_fbase);
    write_text(" ");
    write_text(where.dli_fname);
    write_text("\n");
  }
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

void tutor_crash_report_install(void) {
  // The first backtrace() loads the unwinder; do it now, not inside a crash.
  void *warm[1];
  backtrace(warm, 1);
  // Its own stack, so a stack overflow is reported too.
  static char alternate[64 * 1024];
  stack_t stack = {.ss_sp = alternate, .ss_size = sizeof alternate, .ss_flags = 0};
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) sigaction(crash_signals[index], &action, NULL);
}
