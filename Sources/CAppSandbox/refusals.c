// Calls the sandbox's seccomp filter refuses raise SIGSYS (SECCOMP_RET_TRAP). This handler makes
// each one fail with EPERM, as if the kernel had said no, so the app goes on, and remembers which
// kinds were refused so the app host can log "Warning: the sandbox refused socket()" once each.
#define _GNU_SOURCE
#include "confinement.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <ucontext.h>

#include "CSandboxPolicy.h"

enum { REMEMBERED = 64 };
static volatile sig_atomic_t seen[REMEMBERED];
static volatile sig_atomic_t seen_count;
static sig_atomic_t reported_count;

static void on_refused_call(int signal_number, siginfo_t *info, void *context) {
  (void)signal_number;
  long number = info->si_syscall;
  int known = 0;
  for (sig_atomic_t index = 0; index < seen_count; index++) known |= seen[index] == number;
  if (!known && seen_count < REMEMBERED) seen[seen_count++] = (sig_atomic_t)number;
  ucontext_t *registers = context;
#if defined(__x86_64__)
  registers->uc_mcontext.gregs[REG_RAX] = -EPERM;
#elif defined(__aarch64__)
  registers->uc_mcontext.regs[0] = (unsigned long long)-EPERM;
#endif
}

void tutor_refusals_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_refused_call;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSYS, &action, NULL);
}

const char *tutor_sandbox_next_refusal(void) {
  while (reported_count < seen_count) {
    const char *name = tutor_refused_call_name(seen[reported_count++]);
    if (name != NULL) return name;
  }
  return NULL;
}
