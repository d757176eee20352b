// The seccomp filter of an app process (docs/architecture.md "The sandbox"). It refuses what an app
// never needs and an attacker wants: tracing and reading other processes, namespaces, mounts,
// BPF, perf, io_uring, keyrings, new sessions and process groups, new processes (threads are
// allowed), sockets and socket pairs, System V and POSIX IPC, anonymous memory files, watching
// files, asking for signals on a descriptor, signals to any process but itself, and changing
// another process's limits, scheduling, priority or memory; once the app
// runs, new programs too. Refused calls trap (SIGSYS), and the app host answers them with EPERM.
#define _GNU_SOURCE
#include "CSandboxPolicy.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/sockios.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

/// One kind of refused call: its number and the name a warning shows.
struct refused_call {
  long number;
  const char *name;
};

/// Refused outright, in both stages.
static const struct refused_call always_refused[] = {
    {SYS_ptrace, "ptrace()"}, {SYS_process_vm_readv, "process_vm_readv()"},
    {SYS_process_vm_writev, "process_vm_writev()"}, {SYS_setns, "setns()"}, {SYS_unshare, "unshare()"},
    {SYS_mount, "mount()"}, {SYS_umount2, "umount2()"}, {SYS_pivot_root, "pivot_root()"}, {SYS_chroot, "chroot()"},
    {SYS_bpf, "bpf()"}, {SYS_perf_event_open, "perf_event_open()"}, {SYS_io_uring_setup, "io_uring_setup()"},
    {SYS_io_uring_enter, "io_uring_enter()"}, {SYS_io_uring_register, "io_uring_register()"},
    {SYS_setsid, "setsid()"}, {SYS_setpgid, "setpgid()"}, {SYS_socket, "socket()"},
    {SYS_socketpair, "socketpair()"}, {SYS_pidfd_open, "pidfd_open()"},
    {SYS_pidfd_send_signal, "pidfd_send_signal()"}, {SYS_pidfd_getfd, "pidfd_getfd()"},
    {SYS_rt_sigqueueinfo, "rt_sigqueueinfo()"}, {SYS_rt_tgsigqueueinfo, "rt_tgsigqueueinfo()"},
    {SYS_tkill, "tkill()"}, {SYS_keyctl, "keyctl()"}, {SYS_add_key, "add_key()"},
    {SYS_request_key, "request_key()"}, {SYS_kexec_load, "kexec_load()"}, {SYS_init_module, "init_module()"},
    {SYS_finit_module, "finit_module()"}, {SYS_userfaultfd, "userfaultfd()"}, {SYS_kcmp, "kcmp()"},
    {SYS_process_madvise, "process_madvise()"}, {SYS_open_by_handle_at, "open_by_handle_at()"},
    {SYS_name_to_handle_at, "name_to_handle_at()"}, {SYS_memfd_create, "memfd_create()"},
    {SYS_shmget, "shmget()"}, {SYS_shmat, "shmat()"}, {SYS_shmctl, "shmctl()"}, {SYS_msgget, "msgget()"},
    {SYS_msgsnd, "msgsnd()"}, {SYS_msgrcv, "msgrcv()"}, {SYS_msgctl, "msgctl()"}, {SYS_semget, "semget()"},
    {SYS_semop, "semop()"}, {SYS_semctl, "semctl()"}, {SYS_mq_open, "mq_open()"},
    {SYS_inotify_init1, "inotify_init1()"}, {SYS_inotify_add_watch, "inotify_add_watch()"},
    {SYS_fanotify_init, "fanotify_init()"}, {SYS_personality, "personality()"},
    {SYS_setpriority, "setpriority()"}, {SYS_ioprio_set, "ioprio_set()"}, {SYS_process_mrelease, "process_mrelease()"},
#ifdef SYS_inotify_init
    {SYS_inotify_init, "inotify_init()"},
#endif
#ifdef SYS_fork
    {SYS_fork, "fork()"},
#endif
#ifdef SYS_vfork
    {SYS_vfork, "vfork()"},
#endif
};
#define ALWAYS_COUNT (sizeof always_refused / sizeof always_refused[0])

/// Refused once the app runs.
static const struct refused_call running_refused[] = {{SYS_execve, "execve()"}, {SYS_execveat, "execveat()"}};
#define RUNNING_COUNT (sizeof running_refused / sizeof running_refused[0])

/// Refused for some arguments only; named here for the warning.
static const struct refused_call conditional[] = {
    {SYS_clone, "clone() of a process"}, {SYS_kill, "kill() of another process"},
    {SYS_tgkill, "tgkill() of another process"}, {SYS_fcntl, "fcntl() asking for signals"},
    {SYS_ioctl, "ioctl() asking for signals"}, {SYS_prlimit64, "prlimit64() of another process"},
    {SYS_sched_setaffinity, "sched_setaffinity() of another process"},
    {SYS_sched_setscheduler, "sched_setscheduler() of another process"},
    {SYS_sched_setparam, "sched_setparam() of another process"},
    {SYS_sched_setattr, "sched_setattr() of another process"}, {SYS_migrate_pages, "migrate_pages()"},
    {SYS_move_pages, "move_pages() of another process"}, {SYS_get_robust_list, "get_robust_list() of another process"},
};

/// Calls whose first argument is a pid: allowed for 0 (the caller) and the process itself only.
static const long about_a_process[] = {
    SYS_prlimit64, SYS_sched_setaffinity, SYS_sched_setscheduler, SYS_sched_setparam, SYS_sched_setattr,
    SYS_migrate_pages, SYS_move_pages, SYS_get_robust_list,
};
#define ABOUT_A_PROCESS_COUNT (sizeof about_a_process / sizeof about_a_process[0])
#define CONDITIONAL_COUNT (sizeof conditional / sizeof conditional[0])

const char *tutor_refused_call_name(long number) {
  for (size_t index = 0; index < ALWAYS_COUNT; index++) {
    if (always_refused[index].number == number) return always_refused[index].name;
  }
  for (size_t index = 0; index < RUNNING_COUNT; index++) {
    if (running_refused[index].number == number) return running_refused[index].name;
  }
  for (size_t index = 0; index < CONDITIONAL_COUNT; index++) {
    if (conditional[index].number == number) return conditional[index].name;
  }
  return NULL;
}

#define LOAD(field) ((struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field)))
#define ARG_LOW(index) \
  ((struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[index])))
#define RETURN(value) ((struct sock_filter)BPF_STMT(BPF_RET | BPF_K, (value)))
#define JUMP_EQ(value, yes, no) ((struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (value), (yes), (no)))
#define ALLOW RETURN(SECCOMP_RET_ALLOW)
#define TRAP RETURN(SECCOMP_RET_TRAP)

/// A call refused when argument `argument` equals one of `values` (up to 3); else allowed.
static size_t refuse_when(struct sock_filter *program, long number, int argument, const uint32_t *values, int count) {
  size_t length = 0;
  program[length++] = JUMP_EQ((uint32_t)number, 0, (uint8_t)(2 + count + 1));
  program[length++] = ARG_LOW(argument);
  for (int index = 0; index < count; index++) program[length++] = JUMP_EQ(values[index], (uint8_t)(count - index), 0);
  program[length++] = ALLOW;
  program[length++] = TRAP;
  return length;
}

/// A call allowed when argument `argument` is 0 or `self`; else refused.
static size_t only_self(struct sock_filter *program, long number, int argument, uint32_t self) {
  size_t length = 0;
  program[length++] = JUMP_EQ((uint32_t)number, 0, 5);
  program[length++] = ARG_LOW(argument);
  program[length++] = JUMP_EQ(0, 2, 0);
  program[length++] = JUMP_EQ(self, 1, 0);
  program[length++] = TRAP;
  program[length++] = ALLOW;
  return length;
}

int tutor_seccomp_install(int stage, int self) {
#ifndef FILTER_ARCH
  (void)stage;
  (void)self;
  return 0;
#else
  struct sock_filter program[512];
  size_t length = 0;
  program[length++] = LOAD(arch);
  program[length++] = JUMP_EQ(FILTER_ARCH, 1, 0);
  program[length++] = RETURN(SECCOMP_RET_KILL_PROCESS);
  program[length++] = LOAD(nr);
#if defined(__x86_64__)
  // x32 system calls share the x86-64 architecture with other numbers: refuse them all.
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);
  program[length++] = RETURN(SECCOMP_RET_ERRNO | EPERM);
#endif
  // clone: a thread (CLONE_THREAD) is allowed, a process is not.
  program[length++] = JUMP_EQ(SYS_clone, 0, 4);
  program[length++] = ARG_LOW(0);
  program[length++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1);
  program[length++] = ALLOW;
  program[length++] = TRAP;
  // clone3 passes its flags in memory the filter cannot read: ENOSYS makes glibc use clone.
  program[length++] = JUMP_EQ(SYS_clone3, 0, 1);
  program[length++] = RETURN(SECCOMP_RET_ERRNO | ENOSYS);
  // kill and tgkill: only this process.
  const long signalling[] = {SYS_kill, SYS_tgkill};
  for (int call = 0; call < 2; call++) {
    program[length++] = JUMP_EQ((uint32_t)signalling[call], 0, 4);
    program[length++] = ARG_LOW(0);
    program[length++] = JUMP_EQ((uint32_t)self, 0, 1);
    program[length++] = ALLOW;
    program[length++] = TRAP;
  }
  // Signals on a descriptor's events (F_SETOWN, F_SETSIG, F_SETOWN_EX; FIOSETOWN, SIOCSPGRP).
  const uint32_t fcntl_commands[] = {F_SETOWN, F_SETSIG, F_SETOWN_EX};
  length += refuse_when(program + length, SYS_fcntl, 1, fcntl_commands, 3);
  const uint32_t ioctl_requests[] = {FIOSETOWN, SIOCSPGRP};
  length += refuse_when(program + length, SYS_ioctl, 1, ioctl_requests, 2);
  for (size_t index = 0; index < ABOUT_A_PROCESS_COUNT; index++) {
    length += only_self(program + length, about_a_process[index], 0, (uint32_t)self);
  }
  for (size_t index = 0; index < ALWAYS_COUNT; index++) {
    program[length++] = JUMP_EQ((uint32_t)always_refused[index].number, 0, 1);
    program[length++] = TRAP;
  }
  if (stage == TUTOR_SECCOMP_RUNNING) {
    for (size_t index = 0; index < RUNNING_COUNT; index++) {
      program[length++] = JUMP_EQ((uint32_t)running_refused[index].number, 0, 1);
      program[length++] = TRAP;
    }
  }
  program[length++] = ALLOW;

  struct sock_fprog filter = {.len = (unsigned short)length, .filter = program};
  if (syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return 0;
  return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &filter) == 0 ? 1 : 0;
#endif
}
