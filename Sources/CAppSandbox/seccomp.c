// A seccomp filter for an app process (grading.md "Sandbox and limits"), installed before any
// learner code runs. It refuses what an app never needs and an attacker wants: tracing and
// reading other processes, namespaces, mounts, BPF, perf, io_uring, new sessions and process
// groups, new processes and programs (threads are allowed), sockets of every family, and signals
// to any process but itself. A refused call fails with EPERM (the caller sees an error, nothing
// dies); the first refusal of each kind is remembered so the app host can log a warning.
#define _GNU_SOURCE
#include "confinement.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

/// One kind of refused call: its system call number and the name a warning shows.
struct refused_call {
  long number;
  const char *name;
};

static const struct refused_call refused_calls[] = {
    {SYS_ptrace, "ptrace()"},
    {SYS_process_vm_readv, "process_vm_readv()"},
    {SYS_process_vm_writev, "process_vm_writev()"},
    {SYS_setns, "setns()"},
    {SYS_unshare, "unshare()"},
    {SYS_mount, "mount()"},
    {SYS_umount2, "umount2()"},
    {SYS_pivot_root, "pivot_root()"},
    {SYS_chroot, "chroot()"},
    {SYS_bpf, "bpf()"},
    {SYS_perf_event_open, "perf_event_open()"},
    {SYS_io_uring_setup, "io_uring_setup()"},
    {SYS_io_uring_enter, "io_uring_enter()"},
    {SYS_io_uring_register, "io_uring_register()"},
    {SYS_setsid, "setsid()"},
    {SYS_setpgid, "setpgid()"},
    {SYS_execve, "execve()"},
    {SYS_execveat, "execveat()"},
    {SYS_socket, "socket()"},
    {SYS_pidfd_open, "pidfd_open()"},
    {SYS_pidfd_send_signal, "pidfd_send_signal()"},
    {SYS_rt_sigqueueinfo, "rt_sigqueueinfo()"},
    {SYS_rt_tgsigqueueinfo, "rt_tgsigqueueinfo()"},
    {SYS_keyctl, "keyctl()"},
    {SYS_add_key, "add_key()"},
    {SYS_request_key, "request_key()"},
    {SYS_kexec_load, "kexec_load()"},
    {SYS_init_module, "init_module()"},
    {SYS_finit_module, "finit_module()"},
    {SYS_userfaultfd, "userfaultfd()"},
#ifdef SYS_fork
    {SYS_fork, "fork()"},
#endif
#ifdef SYS_vfork
    {SYS_vfork, "vfork()"},
#endif
    {SYS_clone, "clone() of a process"},
    {SYS_kill, "kill() of another process"},
    {SYS_tgkill, "tgkill() of another process"},
};
#define REFUSED_COUNT (sizeof refused_calls / sizeof refused_calls[0])

static volatile sig_atomic_t refused_seen[REFUSED_COUNT];
static volatile sig_atomic_t refused_reported[REFUSED_COUNT];

/// SIGSYS from the filter: the call did not happen; make it return -EPERM and remember it.
static void on_refused_call(int signal_number, siginfo_t *info, void *context) {
  (void)signal_number;
  for (size_t index = 0; index < REFUSED_COUNT; index++) {
    if (refused_calls[index].number == info->si_syscall) refused_seen[index] = 1;
  }
  ucontext_t *registers = context;
#if defined(__x86_64__)
  registers->uc_mcontext.gregs[REG_RAX] = -EPERM;
#elif defined(__aarch64__)
  registers->uc_mcontext.regs[0] = (unsigned long long)-EPERM;
#endif
}

const char *tutor_sandbox_next_refusal(void) {
  for (size_t index = 0; index < REFUSED_COUNT; index++) {
    if (refused_seen[index] && !refused_reported[index]) {
      refused_reported[index] = 1;
      return refused_calls[index].name;
    }
  }
  return NULL;
}

#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define ARG_LOW(index) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[index]))
#define ALLOW BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
#define TRAP BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP)

int tutor_seccomp_install(void) {
#ifndef FILTER_ARCH
  return 0;
#else
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_refused_call;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  if (sigaction(SIGSYS, &action, NULL) != 0) return 0;

  // Signals to the process itself (pid = getpid(), or 0 for its group is refused too) are fine.
  uint32_t self = (uint32_t)getpid();
  struct sock_filter program[256];
  size_t length = 0;
  program[length++] = (struct sock_filter)LOAD(arch);
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0);
  program[length++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
  program[length++] = (struct sock_filter)LOAD(nr);
#if defined(__x86_64__)
  // x32 system calls share the x86-64 architecture with other numbers: refuse them all.
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);
  program[length++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM);
#endif
  // clone: a thread (CLONE_THREAD) is allowed, a process is not.
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4);
  program[length++] = (struct sock_filter)ARG_LOW(0);
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1);
  program[length++] = (struct sock_filter)ALLOW;
  program[length++] = (struct sock_filter)TRAP;
  // clone3 passes its flags in memory the filter cannot read: ENOSYS makes glibc use clone.
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1);
  program[length++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS);
  // kill and tgkill: only this process.
  for (int call = 0; call < 2; call++) {
    program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, call == 0 ? SYS_kill : SYS_tgkill, 0, 4);
    program[length++] = (struct sock_filter)ARG_LOW(0);
    program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 0, 1);
    program[length++] = (struct sock_filter)ALLOW;
    program[length++] = (struct sock_filter)TRAP;
  }
  for (size_t index = 0; index < REFUSED_COUNT; index++) {
    long number = refused_calls[index].number;
    if (number == SYS_clone || number == SYS_kill || number == SYS_tgkill) continue;
    program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)number, 0, 1);
    program[length++] = (struct sock_filter)TRAP;
  }
  program[length++] = (struct sock_filter)ALLOW;

  struct sock_fprog filter = {.len = (unsigned short)length, .filter = program};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return 0;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter) == 0 ? 1 : 0;
#endif
}
